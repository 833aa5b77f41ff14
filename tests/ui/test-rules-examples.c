/* test-rules-examples.c: the Rules page's castling examples, checked
 * against the rules core and against the rule texts' squares,
 * independently of the demo that shows them (test-rules-dialog.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-rules-examples"

#include <string.h>

#include "chess-test-ui.h"
#include "chess-castling-demo.h"
#include "chess-move-list.h"
#include "chess-startpos.h"
#include "test-rules-common.h"

/* Where the rule texts put king and rook after a castle: FIDE's squares
 * in Chess960 (the rook never crosses to the king's far side), and the
 * Chess960x3 text's table, by the rook's side of the king. */
static void
expected_squares (ChessVariant       variant,
                  ChessCastlingSide  side,
                  gboolean           rook_left,
                  const char       **king_to,
                  const char       **rook_to)
{
  if (variant == CHESS_VARIANT_CHESS960)
    g_assert_true (rook_left == (side == CHESS_CASTLING_SIDE_A));

  if (side == CHESS_CASTLING_SIDE_A)
    {
      *king_to = rook_left ? "c1" : "d1";
      *rook_to = rook_left ? "d1" : "c1";
    }
  else
    {
      *king_to = rook_left ? "f1" : "g1";
      *rook_to = rook_left ? "g1" : "f1";
    }
}

static ChessCastlingMethod
expected_method (const ChessCastlingExample *example)
{
  if (g_str_equal (example->king_from, example->king_to))
    return CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY;
  if (g_str_equal (example->rook_from, example->rook_to))
    return CHESS_CASTLING_METHOD_KING_MOVE_ONLY;
  if (g_str_equal (example->king_to, example->rook_from) && g_str_equal (example->rook_to, example->king_from))
    return CHESS_CASTLING_METHOD_TRANSPOSITION;
  return CHESS_CASTLING_METHOD_DOUBLE_MOVE;
}

/* The position is the start position it names, minus some first-rank
 * pieces (the same for Black, mirrored): nothing added or moved. */
static void
assert_comes_from_start (const ChessCastlingExample *example,
                         const ChessPosition        *position)
{
  g_autoptr(ChessPosition) start = chess_position_new_start (example->variant, example->number, NULL);
  guint removed = 0;

  g_assert_nonnull (start);
  g_assert_cmpint (chess_position_get_side_to_move (position), ==, CHESS_COLOR_WHITE);
  for (guint sq = 0; sq < 64; sq++)
    {
      ChessColor color, start_color;
      ChessPieceType type, start_type;
      gboolean here = chess_position_get_piece (position, sq, &color, &type);
      gboolean was = chess_position_get_piece (start, sq, &start_color, &start_type);

      if (here)
        {
          g_assert_true (was);
          g_assert_cmpint (color, ==, start_color);
          g_assert_cmpint (type, ==, start_type);
        }
      else if (was)
        {
          /* Black's removals mirror White's. */
          guint mirror = CHESS_SQUARE (CHESS_SQUARE_FILE (sq), 7 - CHESS_SQUARE_RANK (sq));

          g_assert_cmpint (CHESS_SQUARE_RANK (sq), ==, start_color == CHESS_COLOR_WHITE ? 0 : 7);
          g_assert_false (chess_position_get_piece (position, mirror, NULL, NULL));
          removed++;
        }
    }
  /* Castling rights only of the start's rooks, the example's among them. */
  g_assert_cmphex (chess_position_get_castling_rooks (position) & ~chess_position_get_castling_rooks (start),
                   ==, 0);
  g_assert_cmphex (chess_position_get_castling_rooks (position) & (G_GUINT64_CONSTANT (1) << square (example->rook_from)),
                   !=, 0);
  g_test_message ("%s: %u pieces removed from the first rank", example->fen, removed);
}

static void
check_example (const ChessCastlingExample *example)
{
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessPosition) after = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *san = NULL;
  const char *king_to, *rook_to;
  gboolean rook_left;

  g_test_message ("%s %s", example->fen, example->uci);
  position = chess_position_new_from_fen (example->variant, example->fen, &error);
  g_assert_no_error (error);
  assert_comes_from_start (example, position);

  move = chess_position_parse_uci (position, example->uci, &error);
  g_assert_no_error (error);
  g_assert_true (chess_position_is_legal (position, move));
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpuint (chess_move_get_from (move), ==, square (example->king_from));
  g_assert_cmpuint (chess_move_get_to (move), ==, square (example->king_to));
  g_assert_cmpuint (chess_move_get_rook_from (move), ==, square (example->rook_from));
  g_assert_cmpuint (chess_move_get_rook_to (move), ==, square (example->rook_to));
  g_assert_cmpint (chess_move_get_castling_method (move), ==, expected_method (example));
  san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
  g_assert_cmpstr (san, ==, example->san);

  /* The squares the page gives are the rule texts' squares. */
  rook_left = CHESS_SQUARE_FILE (square (example->rook_from)) < CHESS_SQUARE_FILE (square (example->king_from));
  expected_squares (example->variant, chess_move_get_castling_side (move), rook_left, &king_to, &rook_to);
  g_assert_cmpstr (example->king_to, ==, king_to);
  g_assert_cmpstr (example->rook_to, ==, rook_to);

  after = chess_position_play (position, move);
  assert_piece (after, square (example->king_to), CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_KING);
  assert_piece (after, square (example->rook_to), CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_ROOK);
  g_assert_cmpuint (chess_position_get_king_square (after, CHESS_COLOR_WHITE), ==, square (example->king_to));
}

/* Every example is a legal castle that ends on the documented squares,
 * and together they show what the page describes. */
static void
test_examples (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      guint n = 0;
      const ChessCastlingExample *examples = chess_castling_demo_get_examples (variants[v], &n);
      gboolean methods[CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY + 1] = { FALSE, };
      gboolean sides[CHESS_CASTLING_SIDE_H + 1] = { FALSE, };
      gboolean arrangements[3] = { FALSE, };
      gboolean crossing[CHESS_CASTLING_SIDE_H + 1] = { FALSE, };

      g_assert_cmpuint (n, >=, 5);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(ChessPosition) position = NULL;
          g_autoptr(ChessMove) move = NULL;
          gboolean rook_left;
          ChessCastlingSide side;

          g_assert_cmpint (examples[i].variant, ==, variants[v]);
          g_assert_true (chess_startpos_is_valid (variants[v], examples[i].number));
          g_assert_nonnull (examples[i].title);
          g_assert_nonnull (examples[i].note);
          check_example (&examples[i]);

          position = chess_position_new_from_fen (variants[v], examples[i].fen, NULL);
          move = chess_position_parse_uci (position, examples[i].uci, NULL);
          side = chess_move_get_castling_side (move);
          rook_left = chess_move_get_rook_from (move) < chess_move_get_from (move);
          methods[chess_move_get_castling_method (move)] = TRUE;
          /* One name per method: an example that shows “king only” or
           * “rook only” is titled as the move list captions it. */
          if (chess_move_get_castling_method (move) == CHESS_CASTLING_METHOD_KING_MOVE_ONLY
              || chess_move_get_castling_method (move) == CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY)
            {
              g_autofree char *title = g_utf8_strdown (examples[i].title, -1);

              g_assert_true (g_str_has_prefix (title, chess_ui_castling_method_caption (chess_move_get_castling_method (move))));
            }
          sides[side] = TRUE;
          arrangements[examples[i].number / CHESS960_N_POSITIONS] = TRUE;
          if (rook_left == (side == CHESS_CASTLING_SIDE_H))
            crossing[side] = TRUE;
        }

      g_assert_true (sides[CHESS_CASTLING_SIDE_A] && sides[CHESS_CASTLING_SIDE_H]);
      if (variants[v] == CHESS_VARIANT_CHESS960)
        {
          /* FIDE's four methods. */
          for (guint m = CHESS_CASTLING_METHOD_DOUBLE_MOVE; m <= CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY; m++)
            g_assert_true (methods[m]);
        }
      else
        {
          /* The three ways king and rooks stand, and the rook crossing to
           * either side. */
          g_assert_true (arrangements[0] && arrangements[1] && arrangements[2]);
          g_assert_true (crossing[CHESS_CASTLING_SIDE_A] && crossing[CHESS_CASTLING_SIDE_H]);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/rules-dialog/examples", test_examples);

  return g_test_run ();
}
