/* fuzz-fen.c: FEN reading, for both variants
 *
 * Whatever parses must write back to a FEN (X-FEN and Shredder-FEN) that
 * reads as the same position, and must give a list of legal moves that
 * can each be written, read back and played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-position.h"
#include "fuzz-common.h"

static void
check_round_trip (const ChessPosition *position,
                  ChessFenFlags        flags)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) again = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *fen_again = NULL;

  fen = chess_position_to_fen (position, flags);
  g_assert_nonnull (fen);
  again = chess_position_new_from_fen (chess_position_get_variant (position),
                                       fen, &error);
  if (again == NULL)
    g_error ("FEN written by chess_position_to_fen does not read back: %s: %s",
             fen, error->message);
  g_assert_true (chess_position_equal (position, again));
  g_assert_cmpuint (chess_position_get_key (position), ==,
                    chess_position_get_key (again));

  fen_again = chess_position_to_fen (again, flags);
  g_assert_cmpstr (fen, ==, fen_again);
}

static void
check_moves (const ChessPosition *position)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (position);

  g_assert_nonnull (moves);
  g_assert_cmpuint (moves->len, ==, chess_position_count_legal_moves (position));
  if (moves->len == 0)
    g_assert_true (chess_position_is_checkmate (position) ||
                   chess_position_is_stalemate (position));

  for (guint i = 0; i < moves->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (moves, i);
      g_autoptr(ChessPosition) after = NULL;
      g_autofree char *fen_after = NULL;
      g_autofree char *san = NULL;
      g_autofree char *uci = NULL;

      g_assert_true (chess_position_is_legal (position, move));
      san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
      uci = chess_position_move_to_uci (position, move);
      g_assert_nonnull (san);
      g_assert_nonnull (uci);

      after = chess_position_play (position, move);
      g_assert_nonnull (after);
      g_assert_true (chess_position_get_side_to_move (after) !=
                     chess_position_get_side_to_move (position));
      fen_after = chess_position_to_fen (after, CHESS_FEN_FLAGS_NONE);
      g_assert_nonnull (fen_after);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const ChessVariant variants[] = {
    CHESS_VARIANT_CHESS960,
    CHESS_VARIANT_CHESS960X3,
  };
  g_autofree char *text = fuzz_input_to_string (data, size);

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) position = NULL;

      position = chess_position_new_from_fen (variants[i], text, &error);
      if (position == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == CHESS_ERROR);
          continue;
        }
      g_assert_null (error);
      g_assert_true (chess_position_get_variant (position) == variants[i]);

      check_round_trip (position, CHESS_FEN_FLAGS_NONE);
      check_round_trip (position, CHESS_FEN_FLAGS_SHREDDER);
      check_moves (position);

      (void) chess_position_is_check (position);
      (void) chess_position_is_insufficient_material (position);
      (void) chess_position_has_mating_material (position, CHESS_COLOR_WHITE);
      (void) chess_position_has_mating_material (position, CHESS_COLOR_BLACK);
    }

  return 0;
}
