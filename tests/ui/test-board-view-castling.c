/* test-board-view-castling.c: castling on ChessBoardView: the king onto
 * its rook, the king to its square, and the chooser when a gesture means
 * two moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-view-castling"

#include "test-board-view-common.h"

static void
test_castle_king_onto_rook (Fixture       *fixture,
                            gconstpointer  data)
{
  fixture_load (fixture, CHESS_VARIANT_CHESS960,
                "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w BGbg - 0 1");
  chess_board_view_click_square (fixture->view, square ("c1"));
  chess_board_view_click_square (fixture->view, square ("b1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
  assert_fen (fixture, "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/N1KR2RN b kq - 1 1");

  /* Black castles h-side by dropping: king c8 onto rook g8. */
  chess_board_view_drop_piece (fixture->view, square ("c8"), square ("g8"));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");
  assert_fen (fixture, "nr3rkn/pppppppp/8/8/8/8/PPPPPPPP/N1KR2RN w - - 2 2");

  /* King b1, rook a1: onto the rook castles, by click and by drop. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960,
                "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1");
  chess_board_view_drop_piece (fixture->view, square ("b1"), square ("a1"));
  g_assert_false (chooser_is_shown (fixture));
  assert_fen (fixture, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
  chess_board_view_click_square (fixture->view, square ("b8"));
  chess_board_view_click_square (fixture->view, square ("h8"));
  assert_fen (fixture, "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2");
}

/* In Chess960x3 each rook castles either way; onto the rook still means
 * towards the rook's own side, never the crossing castle. */
static void
test_castle_x3_onto_rook_keeps_side (Fixture       *fixture,
                                     gconstpointer  data)
{
  fixture_load (fixture, CHESS_VARIANT_CHESS960X3,
                "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  chess_board_view_click_square (fixture->view, square ("e1"));
  chess_board_view_click_square (fixture->view, square ("a1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
  assert_fen (fixture, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");

  chess_board_view_drop_piece (fixture->view, square ("e8"), square ("h8"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");
  assert_fen (fixture, "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2");
}

/* Rook b1 right of king a1 would castle h-side, but the bishop on g1 is in
 * the way: the only castle with that rook crosses over, so onto the rook
 * asks instead of guessing. */
static void
test_castle_x3_onto_rook_only_crossing_asks (Fixture       *fixture,
                                             gconstpointer  data)
{
  g_autofree char *texts = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3,
                "k7/pppppppp/8/8/8/8/PPPPPPPP/KR4B1 w B - 0 1");
  chess_board_view_click_square (fixture->view, square ("a1"));
  chess_board_view_click_square (fixture->view, square ("b1"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  WAIT_UNTIL (chooser_is_shown (fixture));
  texts = chooser_button_texts (fixture);
  g_assert_cmpstr (texts, ==, "Castle with rook b1 (O-O-O)");

  choose (fixture, "Castle with rook b1 (O-O-O)");
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O:b");
  assert_fen (fixture, "k7/pppppppp/8/8/8/8/PPPPPPPP/2RK2B1 b - - 1 1");
}

/* King e1 to g1 is no ordinary king move, so it castles at once. */
static void
test_castle_king_to_destination (Fixture       *fixture,
                                 gconstpointer  data)
{
  fixture_load (fixture, CHESS_VARIANT_CHESS960,
                "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  chess_board_view_click_square (fixture->view, square ("e1"));
  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");
  assert_fen (fixture, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1");

  chess_board_view_drop_piece (fixture->view, square ("e8"), square ("c8"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
  assert_fen (fixture, "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2");
}


/* King b1, rook a1: c1 is both a king step and where castling a-side puts
 * the king. The board asks, and each answer does what it says. */
static void
test_castle_ambiguity_asks (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *texts = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  chess_board_view_click_square (fixture->view, square ("b1"));
  chess_board_view_click_square (fixture->view, square ("c1"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  WAIT_UNTIL (chooser_is_shown (fixture));
  texts = chooser_button_texts (fixture);
  g_assert_cmpstr (texts, ==, "Move king to c1 | Castle (O-O-O)");
  /* While it asks, the king stays picked up and the board takes no click. */
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("b1"));
  chess_board_view_click_square (fixture->view, square ("e2"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);

  choose (fixture, "Castle (O-O-O)");
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
  assert_fen (fixture, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);

  /* Again, by drag and drop, for the ordinary move. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  chess_board_view_drop_piece (fixture->view, square ("b1"), square ("c1"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  choose (fixture, "Move king to c1");
  g_assert_cmpstr (last_san (fixture), ==, "Kc1");
  assert_fen (fixture, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R1K4R b kq - 1 1");

  /* Closing it (Escape, a click elsewhere) plays nothing and puts the
   * king down. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  chess_board_view_click_square (fixture->view, square ("b1"));
  chess_board_view_click_square (fixture->view, square ("c1"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  gtk_popover_popdown (GTK_POPOVER (get_chooser (fixture)));
  WAIT_UNTIL (!chooser_is_shown (fixture));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  assert_fen (fixture, KING_B1_FEN);
  /* …and the board takes clicks again. */
  chess_board_view_click_square (fixture->view, square ("b2"));
  chess_board_view_click_square (fixture->view, square ("b3"));
  g_assert_cmpstr (last_san (fixture), ==, "b3");
}

/* Chess960x3, king g1, rooks f1 and h1: rook f1 castles a-side (king c1),
 * or crosses over h-side and puts the king on f1 itself. Onto f1 means
 * both, so the board asks; each is played as chosen. */
static void
test_x3_crossing_onto_rook_square (Fixture       *fixture,
                                   gconstpointer  data)
{
  static const char *fen = "5rkr/pppppppp/8/8/8/8/PPPPPPPP/5RKR w FHfh - 0 1";
  g_autofree char *texts = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_click_square (fixture->view, square ("g1"));
  chess_board_view_click_square (fixture->view, square ("f1"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  WAIT_UNTIL (chooser_is_shown (fixture));
  texts = chooser_button_texts (fixture);
  g_assert_cmpstr (texts, ==, "Castle with rook f1 (O-O-O) | Castle with rook f1 (O-O)");
  choose (fixture, "Castle with rook f1 (O-O)");
  g_assert_cmpstr (last_san (fixture), ==, "O-O:f");
  assert_fen (fixture, "5rkr/pppppppp/8/8/8/8/PPPPPPPP/5KRR b kq - 1 1");
}

static void
test_keyboard_castle_ambiguity (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWidget *view;
  GtkWidget *focus;

  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  view = GTK_WIDGET (fixture->view);
  gtk_window_set_focus_visible (fixture->window, TRUE);
  gtk_widget_grab_focus (view);
  WAIT_UNTIL (gtk_widget_has_visible_focus (view));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("b1"));

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (press_key (view, GDK_KEY_space));
  WAIT_UNTIL (chooser_is_shown (fixture));

  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "Move king to c1");
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (get_chooser (fixture)), GTK_DIR_DOWN));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "Castle (O-O-O)");
  g_assert_true (gtk_widget_activate (focus));
  WAIT_UNTIL (!chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
}

/* A position from the game's history is for looking at only. */

static void
test_x3_two_rooks_one_side (Fixture       *fixture,
                            gconstpointer  data)
{
  static const char *fen = "1k6/pppppppp/8/8/8/8/PPPPPPPP/2K3RR w GH - 0 1";
  g_autofree char *texts = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_click_square (fixture->view, square ("c1"));
  chess_board_view_click_square (fixture->view, square ("d1"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  texts = chooser_button_texts (fixture);
  g_assert_cmpstr (texts, ==, "Move king to d1 | Castle with rook g1 (O-O-O)");
  choose (fixture, "Castle with rook g1 (O-O-O)");
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O:g");
  assert_fen (fixture, "1k6/pppppppp/8/8/8/8/PPPPPPPP/2RK3R b - - 1 1");

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_drop_piece (fixture->view, square ("c1"), square ("d1"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  choose (fixture, "Move king to d1");
  g_assert_cmpstr (last_san (fixture), ==, "Kd1");
  assert_fen (fixture, "1k6/pppppppp/8/8/8/8/PPPPPPPP/3K2RR b - - 1 1");

  /* The king onto the inner rook castles h-side with it (king g1); the
   * outer rook h1 cannot castle past it, so nothing else is offered. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_click_square (fixture->view, square ("c1"));
  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");
  assert_fen (fixture, "1k6/pppppppp/8/8/8/8/PPPPPPPP/5RKR b - - 1 1");
}

/* Chess960x3, king d1, rook g1: castling a-side with that rook leaves the
 * king on d1 and crosses the rook over to c1. Onto the rook means h-side;
 * the castle in place is asked for on the king's own square. */
static void
test_x3_castle_in_place (Fixture       *fixture,
                         gconstpointer  data)
{
  static const char *fen = "3k4/pppppppp/8/8/8/8/PPPPPPPP/3K2R1 w G - 0 1";
  g_autofree char *texts = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_click_square (fixture->view, square ("d1"));
  chess_board_view_click_square (fixture->view, square ("d1"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  texts = chooser_button_texts (fixture);
  g_assert_cmpstr (texts, ==, "Castle with rook g1 (O-O-O)");
  choose (fixture, "Castle with rook g1 (O-O-O)");
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O:g");
  assert_fen (fixture, "3k4/pppppppp/8/8/8/8/PPPPPPPP/2RK4 b - - 1 1");

  fixture_load (fixture, CHESS_VARIANT_CHESS960X3, fen);
  chess_board_view_click_square (fixture->view, square ("d1"));
  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");

  /* Without such a castle, the king's square puts the king down. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  chess_board_view_click_square (fixture->view, square ("b1"));
  chess_board_view_click_square (fixture->view, square ("b1"));
  g_assert_false (chooser_is_shown (fixture));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/board-view/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("castle/king-onto-rook", test_castle_king_onto_rook);
  ADD ("castle/x3-onto-rook-keeps-side", test_castle_x3_onto_rook_keeps_side);
  ADD ("castle/x3-onto-rook-only-crossing-asks", test_castle_x3_onto_rook_only_crossing_asks);
  ADD ("castle/king-to-destination", test_castle_king_to_destination);
  ADD ("castle/ambiguity-asks", test_castle_ambiguity_asks);
  ADD ("castle/x3-two-rooks-one-side", test_x3_two_rooks_one_side);
  ADD ("castle/x3-castle-in-place", test_x3_castle_in_place);
  ADD ("castle/x3-crossing-onto-rook-square", test_x3_crossing_onto_rook_square);
  ADD ("keyboard/castle-ambiguity", test_keyboard_castle_ambiguity);

#undef ADD

  return g_test_run ();
}
