/* test-board-view.c: moves made on ChessBoardView by click, drop and key,
 * the promotion chooser, and the read-only history view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-view"

#include "test-board-view-common.h"

static void
test_click_e2e4 (Fixture       *fixture,
                 gconstpointer  data)
{
  chess_board_view_click_square (fixture->view, square ("e2"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("e2"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);

  chess_board_view_click_square (fixture->view, square ("e4"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);
  g_assert_cmpstr (last_san (fixture), ==, "e4");
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  g_assert_false (chooser_is_shown (fixture));
}

static void
test_click_ignores_wrong_side (Fixture       *fixture,
                               gconstpointer  data)
{
  /* Black's pawn while White is to move, then an empty square. */
  chess_board_view_click_square (fixture->view, square ("e7"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  chess_board_view_click_square (fixture->view, square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);

  /* An illegal destination drops the selection and plays nothing. */
  chess_board_view_click_square (fixture->view, square ("e2"));
  chess_board_view_click_square (fixture->view, square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);

  /* Another own piece moves the selection to it; the same one again puts
   * it down. */
  chess_board_view_click_square (fixture->view, square ("e2"));
  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("g1"));
  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
}

static void
test_drop_moves_and_cancels (Fixture       *fixture,
                             gconstpointer  data)
{
  /* Onto an illegal square, or off the board: nothing happens. */
  chess_board_view_drop_piece (fixture->view, square ("g1"), square ("g3"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  chess_board_view_drop_piece (fixture->view, square ("g1"), CHESS_NO_SQUARE);
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  /* Back onto its own square: still picked up, as after a click. */
  chess_board_view_drop_piece (fixture->view, square ("g1"), square ("g1"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("g1"));
  /* The other side's piece cannot be picked up. */
  chess_board_view_drop_piece (fixture->view, square ("e7"), square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);

  chess_board_view_drop_piece (fixture->view, square ("g1"), square ("f3"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);
  g_assert_cmpstr (last_san (fixture), ==, "Nf3");
  chess_board_view_drop_piece (fixture->view, square ("e7"), square ("e5"));
  g_assert_cmpstr (last_san (fixture), ==, "e5");
}

/* King c1 with rooks b1 and g1: castling a-side leaves the king on c1, so
 * the only way to ask for it is the king onto its own rook. */
#define PROMOTION_FEN "7k/P7/8/8/8/8/8/K7 w - - 0 1"

static void
test_promotion (Fixture       *fixture,
                gconstpointer  data)
{
  static const struct {
    const char *button;
    const char *san;
    const char *fen;
  } cases[] = {
    { "Queen", "a8=Q+", "Q6k/8/8/8/8/8/8/K7 b - - 0 1" },
    { "Rook", "a8=R+", "R6k/8/8/8/8/8/8/K7 b - - 0 1" },
    { "Bishop", "a8=B", "B6k/8/8/8/8/8/8/K7 b - - 0 1" },
    { "Knight", "a8=N", "N6k/8/8/8/8/8/8/K7 b - - 0 1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *texts = NULL;

      fixture_load (fixture, CHESS_VARIANT_CHESS960, PROMOTION_FEN);
      /* Click-click for some, drag and drop for the others. */
      if (i % 2 == 0)
        {
          chess_board_view_click_square (fixture->view, square ("a7"));
          chess_board_view_click_square (fixture->view, square ("a8"));
        }
      else
        chess_board_view_drop_piece (fixture->view, square ("a7"), square ("a8"));
      g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
      WAIT_UNTIL (chooser_is_shown (fixture));
      texts = chooser_button_texts (fixture);
      g_assert_cmpstr (texts, ==, "Queen | Rook | Bishop | Knight");

      choose (fixture, cases[i].button);
      g_assert_cmpstr (last_san (fixture), ==, cases[i].san);
      assert_fen (fixture, cases[i].fen);
    }

  /* Cancelled: the pawn stays where it was. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960, PROMOTION_FEN);
  chess_board_view_click_square (fixture->view, square ("a7"));
  chess_board_view_click_square (fixture->view, square ("a8"));
  WAIT_UNTIL (chooser_is_shown (fixture));
  gtk_popover_popdown (GTK_POPOVER (get_chooser (fixture)));
  WAIT_UNTIL (!chooser_is_shown (fixture));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  assert_fen (fixture, PROMOTION_FEN);
}

/* The chooser opens with the keyboard focus on its first choice, so that
 * Enter right away promotes to a queen. */
static void
test_chooser_keyboard (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *focus;

  fixture_load (fixture, CHESS_VARIANT_CHESS960, PROMOTION_FEN);
  chess_board_view_click_square (fixture->view, square ("a7"));
  chess_board_view_click_square (fixture->view, square ("a8"));
  WAIT_UNTIL (chooser_is_shown (fixture));

  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_chooser (fixture))));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (focus), ==, "Queen");

  /* The board's own keys stand aside while the chooser asks. */
  g_assert_false (press_key (GTK_WIDGET (fixture->view), GDK_KEY_Left));

  g_assert_true (gtk_widget_activate (focus));
  WAIT_UNTIL (!chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "a8=Q+");
}

static void
test_keyboard_move (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (fixture->view);

  gtk_window_set_focus_visible (fixture->window, TRUE);
  gtk_widget_grab_focus (view);
  WAIT_UNTIL (gtk_widget_has_visible_focus (view));
  /* The cursor starts on the king to move. */
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("e1"));

  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("e2"));
  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("e2"));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("e4"));
  g_assert_true (press_key (view, GDK_KEY_Return));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);
  g_assert_cmpstr (last_san (fixture), ==, "e4");

  /* Flipped for Black: Up is still away from the player (towards rank 1
   * now), Left still to the player's left (the h-file now). */
  chess_board_view_set_flipped (fixture->view, TRUE);
  g_assert_true (press_key (view, GDK_KEY_Left));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("f4"));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("f3"));
  for (guint i = 0; i < 4; i++)
    g_assert_true (press_key (view, GDK_KEY_Down));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("e7"));
  g_assert_true (press_key (view, GDK_KEY_KP_Enter));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("e7"));

  /* Escape puts the pawn down; with nothing picked up it is left to the
   * window. */
  g_assert_true (press_key (view, GDK_KEY_Escape));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  g_assert_false (press_key (view, GDK_KEY_Escape));

  /* Letters and digits belong to the window's move entry. */
  g_assert_false (press_key (view, GDK_KEY_e));
  g_assert_false (press_key (view, GDK_KEY_5));

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 2);
  g_assert_cmpstr (last_san (fixture), ==, "e5");

  /* Home and End run to the row's ends. */
  g_assert_true (press_key (view, GDK_KEY_Home));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("h5"));
  g_assert_true (press_key (view, GDK_KEY_End));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("a5"));
}

/* The keyboard reaches the chooser too: king to the ambiguous square with
 * Space, then the castle with the chooser's second button. */
static void
test_view_ply_is_read_only (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (fixture->view);
  int view_ply = -2;

  g_assert_true (chess_game_play_text (fixture->game, "e4", NULL));
  g_assert_true (chess_game_play_text (fixture->game, "e5", NULL));

  chess_board_view_click_square (fixture->view, square ("g1"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("g1"));
  g_object_set (fixture->view, "view-ply", 1, NULL);
  g_object_get (fixture->view, "view-ply", &view_ply, NULL);
  g_assert_cmpint (view_ply, ==, 1);
  /* Going back in time drops what was picked up. */
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);

  /* Black is to move in the shown position, White in the game: neither
   * side's pieces can be picked up or moved. */
  chess_board_view_click_square (fixture->view, square ("e7"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  chess_board_view_click_square (fixture->view, square ("g1"));
  chess_board_view_click_square (fixture->view, square ("f3"));
  chess_board_view_drop_piece (fixture->view, square ("g1"), square ("f3"));
  chess_board_view_drop_piece (fixture->view, square ("d7"), square ("d5"));
  gtk_window_set_focus_visible (fixture->window, TRUE);
  gtk_widget_grab_focus (view);
  press_key (view, GDK_KEY_space);
  press_key (view, GDK_KEY_Up);
  press_key (view, GDK_KEY_space);
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 2);

  /* Back to the live game, the same click moves. */
  chess_board_view_set_view_ply (fixture->view, -1);
  chess_board_view_click_square (fixture->view, square ("g1"));
  chess_board_view_click_square (fixture->view, square ("f3"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 3);
  g_assert_cmpstr (last_san (fixture), ==, "Nf3");
}

/* Chess960x3, both rooks right of king c1: d1 is a king step and where the
 * rook g1 puts the king when it castles a-side, crossing over. */
static void
test_game_over_refuses_input (Fixture       *fixture,
                              gconstpointer  data)
{
  g_assert_true (chess_game_resign (fixture->game, CHESS_COLOR_BLACK));
  chess_board_view_click_square (fixture->view, square ("e2"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
  chess_board_view_drop_piece (fixture->view, square ("e2"), square ("e4"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
}

static void
test_undo_clears_selection (Fixture       *fixture,
                            gconstpointer  data)
{
  g_assert_true (chess_game_play_text (fixture->game, "e4", NULL));
  chess_board_view_click_square (fixture->view, square ("e7"));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("e7"));
  g_assert_true (chess_game_undo (fixture->game));
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, CHESS_NO_SQUARE);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

static void
test_properties (Fixture       *fixture,
                 gconstpointer  data)
{
  static const char *const names[] = {
    "flipped", "piece-set", "show-legal-moves", "show-coordinates", "view-ply",
  };
  g_autofree char *piece_set = NULL;
  gboolean flipped = TRUE, show_legal_moves = FALSE, show_coordinates = FALSE;
  int view_ply = 0;
  guint count = 0;

  g_object_get (fixture->view,
                "flipped", &flipped,
                "piece-set", &piece_set,
                "show-legal-moves", &show_legal_moves,
                "show-coordinates", &show_coordinates,
                "view-ply", &view_ply,
                NULL);
  g_assert_false (flipped);
  g_assert_cmpstr (piece_set, ==, "classic");
  g_assert_true (show_legal_moves);
  g_assert_true (show_coordinates);
  g_assert_cmpint (view_ply, ==, -1);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", names[i], NULL);

      g_signal_connect (fixture->view, signal, G_CALLBACK (on_notify), &count);
    }

  g_object_set (fixture->view,
                "flipped", TRUE,
                "piece-set", "contrast",
                "show-legal-moves", FALSE,
                "show-coordinates", FALSE,
                "view-ply", 0,
                NULL);
  g_assert_cmpuint (count, ==, 5);
  /* The same values again notify nothing. */
  g_object_set (fixture->view,
                "flipped", TRUE,
                "piece-set", "contrast",
                "show-legal-moves", FALSE,
                "show-coordinates", FALSE,
                "view-ply", 0,
                NULL);
  g_assert_cmpuint (count, ==, 5);
  g_assert_cmpstr (chess_board_view_get_piece_set (fixture->view), ==, "contrast");
  /* Drawn with every option changed, flipped and in the past. */
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
  g_signal_handlers_disconnect_by_data (fixture->view, &count);
}

/* The board keeps a frame of half a square around whole-pixel squares,
 * centred, and flipping turns it around. */
static void
test_geometry (Fixture       *fixture,
               gconstpointer  data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->view));
  graphene_rect_t a8, h1, e2;
  float size, frame_left, frame_right, frame_top;

  g_assert_true (chess_board_view_get_square_bounds (fixture->view, square ("a8"), &a8));
  g_assert_true (chess_board_view_get_square_bounds (fixture->view, square ("h1"), &h1));
  size = a8.size.width;
  g_assert_cmpfloat (size, ==, a8.size.height);
  g_assert_cmpfloat (size, ==, floorf (size));
  g_assert_cmpfloat (a8.origin.x, ==, floorf (a8.origin.x));
  /* a8 top left, h1 bottom right, seven squares apart. */
  g_assert_cmpfloat (h1.origin.x - a8.origin.x, ==, 7 * size);
  g_assert_cmpfloat (h1.origin.y - a8.origin.y, ==, 7 * size);

  frame_left = a8.origin.x;
  frame_right = width - (h1.origin.x + size);
  frame_top = a8.origin.y;
  g_assert_cmpfloat (frame_left, >=, floorf (size / 2));
  g_assert_cmpfloat (frame_top, >=, floorf (size / 2));
  g_assert_cmpfloat (fabsf (frame_left - frame_right), <=, 1.0f);
  g_assert_cmpfloat (9 * size, <=, MIN (width, height));
  g_assert_cmpfloat (9 * (size + 2), >, MIN (width, height));

  chess_board_view_set_flipped (fixture->view, TRUE);
  g_assert_true (chess_board_view_get_square_bounds (fixture->view, square ("h1"), &e2));
  g_assert_cmpfloat (e2.origin.x, ==, a8.origin.x);
  g_assert_cmpfloat (e2.origin.y, ==, a8.origin.y);
}

/* The castle preview is drawn on request (the window's castle buttons) and
 * dropped when the position changes. Drawing it must not warn. */
static void
test_preview_move (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(ChessMove) castle = NULL;

  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  castle = chess_position_parse_san (chess_game_get_position (fixture->game), "O-O-O", NULL);
  g_assert_nonnull (castle);
  chess_board_view_set_preview_move (fixture->view, castle);
  chess_board_view_click_square (fixture->view, square ("b1"));
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
  chess_board_view_set_preview_move (fixture->view, NULL);
  chess_board_view_set_preview_move (fixture->view, castle);
  g_assert_true (chess_game_play (fixture->game, castle, NULL));
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
}

/* Auto-flip turns the board only once the move has arrived, so that the
 * player sees their own move land first. A dropped piece has arrived. */
static void
test_auto_flip_after_animation (Fixture       *fixture,
                                gconstpointer  data)
{
  chess_board_view_set_animation_duration (fixture->view, 150);
  chess_board_view_set_auto_flip (fixture->view, TRUE);
  g_assert_false (chess_board_view_get_flipped (fixture->view));

  chess_board_view_click_square (fixture->view, square ("e2"));
  chess_board_view_click_square (fixture->view, square ("e4"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);
  g_assert_false (chess_board_view_get_flipped (fixture->view));
  WAIT_UNTIL (chess_board_view_get_flipped (fixture->view));

  chess_board_view_drop_piece (fixture->view, square ("e7"), square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 2);
  g_assert_false (chess_board_view_get_flipped (fixture->view));

  /* Taking back turns it at once, towards the side to move again. */
  chess_game_undo (fixture->game);
  g_assert_true (chess_board_view_get_flipped (fixture->view));

  /* Off: the board stays as the players left it. */
  chess_board_view_set_auto_flip (fixture->view, FALSE);
  chess_board_view_drop_piece (fixture->view, square ("e7"), square ("e5"));
  g_assert_true (chess_board_view_get_flipped (fixture->view));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/board-view/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("click-e2e4", test_click_e2e4);
  ADD ("click-ignores-wrong-side", test_click_ignores_wrong_side);
  ADD ("drop-moves-and-cancels", test_drop_moves_and_cancels);
  ADD ("promotion", test_promotion);
  ADD ("chooser-keyboard", test_chooser_keyboard);
  ADD ("keyboard/move", test_keyboard_move);
  ADD ("view-ply-is-read-only", test_view_ply_is_read_only);
  ADD ("game-over-refuses-input", test_game_over_refuses_input);
  ADD ("undo-clears-selection", test_undo_clears_selection);
  ADD ("properties", test_properties);
  ADD ("geometry", test_geometry);
  ADD ("preview-move", test_preview_move);
  ADD ("auto-flip-after-animation", test_auto_flip_after_animation);

#undef ADD

  return g_test_run ();
}
