/* test-pgn-util.c: what the PGN tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-pgn.h"
#include "test-pgn-util.h"

char *
load_data (const char *name,
           gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

ChessGame *
game_at (GPtrArray *games,
         guint      index)
{
  return g_ptr_array_index (games, index);
}

void
assert_final_fen (ChessGame  *game,
                  const char *expected)
{
  g_autofree char *fen = chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);

  g_assert_cmpstr (fen, ==, expected);
}

GPtrArray *
read_ok (const char *text,
         guint       n_games)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *games = chess_pgn_read (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (games);
  g_assert_cmpuint (games->len, ==, n_games);
  return games;
}
