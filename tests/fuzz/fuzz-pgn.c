/* fuzz-pgn.c: PGN reading and writing
 *
 * Every game read must write out as PGN that reads back as one game with
 * the same moves and the same final position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-pgn.h"
#include "fuzz-common.h"

static void
check_game (ChessGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *pgn = NULL;
  ChessGame *game_again;

  pgn = chess_pgn_write (game);
  g_assert_nonnull (pgn);
  again = chess_pgn_read (pgn, -1, &error);
  if (again == NULL)
    g_error ("PGN written by chess_pgn_write does not read back: %s\n%s",
             error->message, pgn);
  g_assert_cmpuint (again->len, ==, 1);

  game_again = g_ptr_array_index (again, 0);
  g_assert_true (chess_game_get_variant (game) == chess_game_get_variant (game_again));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, chess_game_get_n_moves (game_again));
  g_assert_true (chess_position_equal (chess_game_get_start_position (game),
                                       chess_game_get_start_position (game_again)));
  g_assert_true (chess_position_equal (chess_game_get_position (game),
                                       chess_game_get_position (game_again)));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_input_to_string (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;

  games = chess_pgn_read (text, -1, &error);
  if (games == NULL)
    {
      g_assert_true (error != NULL && error->domain == CHESS_ERROR);
      return 0;
    }

  for (guint i = 0; i < games->len; i++)
    check_game (g_ptr_array_index (games, i));

  return 0;
}
