/* test-window-browse.c: looking through a game in the main window: the
 * first/previous/next/last actions, their buttons, the header while an
 * earlier position is shown, and the focus while looking back
 *
 * Which widget a real key press goes to is end-to-end (e2e-keys.py): GTK
 * has no way to make a key event here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-board-view.h"
#include "chess-move-list.h"

/* The first button in WIDGET's tree for ACTION, or NULL. */
static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
activate (Fixture    *fixture,
          const char *action)
{
  g_assert_true (action_enabled (fixture, action));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL);
}

static void
test_browse_actions (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessBoardView *board = child (fixture, "board_view");

  /* No moves: nothing to look through. */
  g_assert_false (action_enabled (fixture, "win.view-first"));
  g_assert_false (action_enabled (fixture, "win.view-previous"));
  g_assert_false (action_enabled (fixture, "win.view-next"));
  g_assert_false (action_enabled (fixture, "win.view-last"));

  enter_moves (fixture, "e4 e5 Nf3");
  g_assert_false (action_enabled (fixture, "win.view-next"));
  g_assert_false (action_enabled (fixture, "win.view-last"));

  activate (fixture, "win.view-previous");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 2);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 2);
  activate (fixture, "win.view-previous");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 1);
  activate (fixture, "win.view-first");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 0);
  g_assert_false (action_enabled (fixture, "win.view-first"));
  g_assert_false (action_enabled (fixture, "win.view-previous"));
  activate (fixture, "win.view-next");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 1);
  activate (fixture, "win.view-next");
  activate (fixture, "win.view-next");
  /* The newest move is the game itself, followed again. */
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
  g_assert_false (action_enabled (fixture, "win.view-next"));

  activate (fixture, "win.view-first");
  activate (fixture, "win.view-last");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);

  /* A move played makes the newest one earlier. */
  activate (fixture, "win.view-previous");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 2);
}

/* The buttons under the move list do what the keys do, and say so. */
static void
test_browse_buttons (Fixture       *fixture,
                     gconstpointer  data)
{
  static const char *actions[] = { "win.view-first", "win.view-previous", "win.view-next", "win.view-last" };
  GtkWidget *first = find_action_button (child (fixture, "side_panel"), "win.view-first");
  GtkWidget *bar, *button;

  /* Together, in their order, under the move list. */
  g_assert_nonnull (first);
  bar = gtk_widget_get_parent (first);
  button = gtk_widget_get_first_child (bar);
  g_assert_true (gtk_widget_get_prev_sibling (bar) == child (fixture, "move_list"));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++, button = gtk_widget_get_next_sibling (button))
    {
      g_assert_true (GTK_IS_BUTTON (button));
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, actions[i]);
      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
    }
  g_assert_null (button);

  enter_moves (fixture, "e4 e5");
  button = gtk_widget_get_first_child (bar);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 0);
  g_signal_emit_by_name (gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (button)), "clicked");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 1);
  g_signal_emit_by_name (gtk_widget_get_last_child (bar), "clicked");
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
}

/* The header says whose move it was in the position shown, and check;
 * the game's result comes back with the game. */
static void
test_header_describes_shown_position (Fixture       *fixture,
                                      gconstpointer  data)
{
  GtkLabel *status = child (fixture, "status_label");

  /* Fool's mate: check after 4. … Qh4#, and over. */
  enter_moves (fixture, "f3 e5 g4 Qh4");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black wins by checkmate");

  chess_window_set_view_ply (fixture->window, 3);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
  chess_window_set_view_ply (fixture->window, 0);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move");
  chess_window_set_view_ply (fixture->window, -1);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black wins by checkmate");

  /* Undo the mate; then the check a move earlier. */
  set_fen (fixture, CHESS_VARIANT_STANDARD, "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2");
  enter_moves (fixture, "Kf2 Qh4+ Ke3");
  chess_window_set_view_ply (fixture->window, 2);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move · Check");
}

/* Looking back from the move entry, the focus goes to the move shown,
 * where the same keys go on through the game, and follows it. */
static void
test_focus_follows_shown_move (Fixture       *fixture,
                               gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  GtkWidget *entry = child (fixture, "move_entry");

  enter_moves (fixture, "e4 e5 Nf3");
  g_assert_true (focus_is_in (fixture, entry));
  activate (fixture, "win.view-previous");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 2)));
  activate (fixture, "win.view-previous");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 1)));
  activate (fixture, "win.view-last");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 3)));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("browse-actions", test_browse_actions);
  ADD_WINDOW_TEST ("browse-buttons", test_browse_buttons);
  ADD_WINDOW_TEST ("header-describes-shown-position", test_header_describes_shown_position);
  ADD_WINDOW_TEST ("focus-follows-shown-move", test_focus_follows_shown_move);

  return g_test_run ();
}
