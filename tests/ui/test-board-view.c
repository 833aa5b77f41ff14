/* test-board-view.c: clicking moves on ChessBoardView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-view"

#include <stdlib.h>

#include <gtk/gtk.h>

#include "chess-board-view.h"

static guint
square (const char *name)
{
  guint sq = CHESS_NO_SQUARE;

  g_assert_true (chess_square_from_string (name, &sq));
  return sq;
}

static ChessBoardView *
new_view (ChessGame *game)
{
  ChessBoardView *view = CHESS_BOARD_VIEW (chess_board_view_new ());

  g_object_ref_sink (view);
  chess_board_view_set_game (view, game);
  return view;
}

static char *
last_move_uci (ChessGame *game)
{
  guint ply = chess_game_get_n_moves (game);

  return chess_position_move_to_uci (chess_game_get_position_at (game, ply - 1),
                                     chess_game_get_move (game, ply));
}

static void
test_click_e2e4 (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessBoardView) view = new_view (game);
  g_autofree char *uci = NULL;

  chess_board_view_click_square (view, square ("e2"));
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, square ("e2"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);

  chess_board_view_click_square (view, square ("e4"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 1);
  uci = last_move_uci (game);
  g_assert_cmpstr (uci, ==, "e2e4");
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, CHESS_NO_SQUARE);
}

static void
test_click_ignores_wrong_side (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessBoardView) view = new_view (game);

  /* Black's pawn while White is to move, then an empty square. */
  chess_board_view_click_square (view, square ("e7"));
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, CHESS_NO_SQUARE);
  chess_board_view_click_square (view, square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);

  /* An illegal destination drops the selection and plays nothing. */
  chess_board_view_click_square (view, square ("e2"));
  chess_board_view_click_square (view, square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, CHESS_NO_SQUARE);

  /* Another own piece moves the selection to it. */
  chess_board_view_click_square (view, square ("e2"));
  chess_board_view_click_square (view, square ("g1"));
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, square ("g1"));
}

/* King c1 with rooks b1 and g1: castling a-side leaves the king on c1, so
 * the only way to ask for it is to click the king, then its own rook. */
static void
test_click_castle_onto_rook (void)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessBoardView) view = NULL;
  g_autoptr(GError) error = NULL;
  const ChessPosition *position;
  const ChessMove *move;
  ChessColor color;
  ChessPieceType type;

  start = chess_position_new_from_fen (CHESS_VARIANT_CHESS960,
                                       "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w BGbg - 0 1",
                                       &error);
  g_assert_no_error (error);
  game = chess_game_new (start);
  view = new_view (game);

  chess_board_view_click_square (view, square ("c1"));
  chess_board_view_click_square (view, square ("b1"));

  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 1);
  move = chess_game_get_move (game, 1);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_A);

  position = chess_game_get_position (game);
  g_assert_true (chess_position_get_piece (position, square ("c1"), &color, &type));
  g_assert_cmpint (color, ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (type, ==, CHESS_PIECE_TYPE_KING);
  g_assert_true (chess_position_get_piece (position, square ("d1"), &color, &type));
  g_assert_cmpint (type, ==, CHESS_PIECE_TYPE_ROOK);
  g_assert_false (chess_position_get_piece (position, square ("b1"), NULL, NULL));

  /* Black castles h-side the same way: king c8 onto rook g8. */
  chess_board_view_click_square (view, square ("c8"));
  chess_board_view_click_square (view, square ("g8"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  move = chess_game_get_move (game, 2);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_H);
  position = chess_game_get_position (game);
  g_assert_true (chess_position_get_piece (position, square ("g8"), NULL, &type));
  g_assert_cmpint (type, ==, CHESS_PIECE_TYPE_KING);
  g_assert_true (chess_position_get_piece (position, square ("f8"), NULL, &type));
  g_assert_cmpint (type, ==, CHESS_PIECE_TYPE_ROOK);
}

static void
test_undo_clears_selection (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessBoardView) view = new_view (game);

  g_assert_true (chess_game_play_text (game, "e4", NULL));
  chess_board_view_click_square (view, square ("e7"));
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, square ("e7"));
  g_assert_true (chess_game_undo (game));
  g_assert_cmpuint (chess_board_view_get_selected_square (view), ==, CHESS_NO_SQUARE);
}

static void
test_flipped_property (void)
{
  g_autoptr(ChessBoardView) view = new_view (NULL);
  gboolean flipped = FALSE;

  chess_board_view_set_flipped (view, TRUE);
  g_object_get (view, "flipped", &flipped, NULL);
  g_assert_true (flipped);
}

int
main (int   argc,
      char *argv[])
{
  /* Without a display gtk_test_init () would abort: skip instead. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (install xvfb-run)\n");
      return 77;
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-view/click-e2e4", test_click_e2e4);
  g_test_add_func ("/board-view/click-ignores-wrong-side", test_click_ignores_wrong_side);
  g_test_add_func ("/board-view/click-castle-onto-rook", test_click_castle_onto_rook);
  g_test_add_func ("/board-view/undo-clears-selection", test_undo_clears_selection);
  g_test_add_func ("/board-view/flipped-property", test_flipped_property);

  return g_test_run ();
}
