/* test-board-view.c: moves made on ChessBoardView by click, drop and key,
 * the chooser popover, castling gestures, and the read-only history view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-view"

#include <stdlib.h>

#include <gtk/gtk.h>

#include "chess-test-ui.h"
#include "chess-board-view.h"
#include "chess-move-chooser.h"

/* A board in a real, mapped window: the chooser popover needs one. */
typedef struct {
  GtkWindow      *window;
  ChessBoardView *view;
  ChessGame      *game;
} Fixture;

static guint
square (const char *name)
{
  guint sq = CHESS_NO_SQUARE;

  g_assert_true (chess_square_from_string (name, &sq));
  return sq;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until CONDITION holds, failing after five seconds. */
#define WAIT_UNTIL(condition) \
  G_STMT_START { \
    gboolean timed_out = FALSE; \
    guint timeout_id = g_timeout_add (5000, on_timeout, &timed_out); \
    while (!(condition) && !timed_out) \
      g_main_context_iteration (NULL, TRUE); \
    if (!timed_out) \
      g_source_remove (timeout_id); \
    g_assert_true (condition); \
  } G_STMT_END

/* Lets pending events, layout and drawing run. */
static void
flush_main_loop (void)
{
  gboolean done = FALSE;

  g_timeout_add (50, on_timeout, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_set_up_fen (Fixture      *fixture,
                    ChessVariant  variant,
                    const char   *fen)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(GError) error = NULL;

  start = chess_position_new_from_fen (variant, fen, &error);
  g_assert_no_error (error);
  fixture->game = chess_game_new (start);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 640, 640);
  fixture->view = CHESS_BOARD_VIEW (chess_board_view_new ());
  chess_board_view_set_game (fixture->view, fixture->game);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  gtk_window_present (fixture->window);

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fixture->view))
              && gtk_widget_get_width (GTK_WIDGET (fixture->view)) > 0);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture_set_up_fen (fixture, CHESS_VARIANT_CHESS960,
                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  flush_main_loop ();
}

/* Replaces the fixture's game by one from FEN. */
static void
fixture_load (Fixture      *fixture,
              ChessVariant  variant,
              const char   *fen)
{
  fixture_tear_down (fixture, NULL);
  fixture_set_up_fen (fixture, variant, fen);
}

static char *
current_fen (Fixture *fixture)
{
  return chess_position_to_fen (chess_game_get_position (fixture->game), CHESS_FEN_FLAGS_NONE);
}

#define assert_fen(fixture, expected) \
  G_STMT_START { \
    g_autofree char *fen_ = current_fen (fixture); \
    g_assert_cmpstr (fen_, ==, (expected)); \
  } G_STMT_END

static ChessMoveChooser *
get_chooser (Fixture *fixture)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fixture->view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CHESS_IS_MOVE_CHOOSER (child))
      return CHESS_MOVE_CHOOSER (child);
  g_assert_not_reached ();
}

static gboolean
chooser_is_shown (Fixture *fixture)
{
  GtkWidget *chooser = GTK_WIDGET (get_chooser (fixture));

  return gtk_widget_get_visible (chooser) && gtk_widget_get_mapped (chooser);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

/* The chooser's buttons in order, each by what a user reads: its label, or
 * for a piece image its tooltip. */
static char *
chooser_button_texts (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GString) texts = g_string_new (NULL);

  collect_buttons (GTK_WIDGET (get_chooser (fixture)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);
      const char *text = gtk_button_get_label (button);

      if (text == NULL)
        text = gtk_widget_get_tooltip_text (GTK_WIDGET (button));
      if (i > 0)
        g_string_append (texts, " | ");
      g_string_append (texts, text);
    }
  return g_string_free (g_steal_pointer (&texts), FALSE);
}

/* Clicks the chooser's button that reads TEXT, as a user would. */
static void
choose (Fixture    *fixture,
        const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_true (chooser_is_shown (fixture));
  collect_buttons (GTK_WIDGET (get_chooser (fixture)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_button_get_label (button), text) == 0
          || g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), text) == 0)
        {
          g_assert_true (gtk_widget_activate (GTK_WIDGET (button)));
          WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (get_chooser (fixture))));
          return;
        }
    }
  g_error ("The chooser has no button “%s”", text);
}

/* Presses KEYVAL on WIDGET through its key bindings, as the shortcut
 * controller does for a key event. FALSE: no binding took it, so the key
 * would go on to the window. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (!GTK_IS_KEYVAL_TRIGGER (trigger)
              || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) != keyval
              || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != 0)
            continue;
          if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

static const char *
last_san (Fixture *fixture)
{
  return chess_game_get_san (fixture->game, chess_game_get_n_moves (fixture->game));
}

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
  g_assert_cmpstr (texts, ==, "Castle with rook b1 (0-0-0)");

  choose (fixture, "Castle with rook b1 (0-0-0)");
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

#define KING_B1_FEN "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"

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
  g_assert_cmpstr (texts, ==, "Move king to c1 | Castle (0-0-0)");
  /* While it asks, the king stays picked up and the board takes no click. */
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, square ("b1"));
  chess_board_view_click_square (fixture->view, square ("e2"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);

  choose (fixture, "Castle (0-0-0)");
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
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "Castle (0-0-0)");
  g_assert_true (gtk_widget_activate (focus));
  WAIT_UNTIL (!chooser_is_shown (fixture));
  g_assert_cmpstr (last_san (fixture), ==, "O-O-O");
}

/* A position from the game's history is for looking at only. */
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
  g_assert_cmpstr (texts, ==, "Move king to d1 | Castle with rook g1 (0-0-0)");
  choose (fixture, "Castle with rook g1 (0-0-0)");
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
  g_assert_cmpstr (texts, ==, "Castle with rook g1 (0-0-0)");
  choose (fixture, "Castle with rook g1 (0-0-0)");
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
  gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
  flush_main_loop ();
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
  gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
  flush_main_loop ();
  chess_board_view_set_preview_move (fixture->view, NULL);
  chess_board_view_set_preview_move (fixture->view, castle);
  g_assert_true (chess_game_play (fixture->game, castle, NULL));
  gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
  flush_main_loop ();
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
  ADD ("castle/king-onto-rook", test_castle_king_onto_rook);
  ADD ("castle/x3-onto-rook-keeps-side", test_castle_x3_onto_rook_keeps_side);
  ADD ("castle/x3-onto-rook-only-crossing-asks", test_castle_x3_onto_rook_only_crossing_asks);
  ADD ("castle/king-to-destination", test_castle_king_to_destination);
  ADD ("castle/ambiguity-asks", test_castle_ambiguity_asks);
  ADD ("castle/x3-two-rooks-one-side", test_x3_two_rooks_one_side);
  ADD ("castle/x3-castle-in-place", test_x3_castle_in_place);
  ADD ("promotion", test_promotion);
  ADD ("chooser-keyboard", test_chooser_keyboard);
  ADD ("keyboard/move", test_keyboard_move);
  ADD ("keyboard/castle-ambiguity", test_keyboard_castle_ambiguity);
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
