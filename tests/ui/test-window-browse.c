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

/* Looking back from the empty move entry, the focus stays there: the
 * same keys go on through the game, and a move typed is one on the
 * position shown. The focus on the move list follows the move shown. */
static void
test_focus_follows_shown_move (Fixture       *fixture,
                               gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  GtkWidget *entry = child (fixture, "move_entry");

  enter_moves (fixture, "e4 e5 Nf3");
  g_assert_true (focus_is_in (fixture, entry));
  activate (fixture, "win.view-previous");
  g_assert_true (focus_is_in (fixture, entry));
  activate (fixture, "win.view-last");
  g_assert_true (focus_is_in (fixture, entry));
  gtk_widget_grab_focus (chess_move_list_get_move_button (move_list, 3));
  activate (fixture, "win.view-previous");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 2)));
  activate (fixture, "win.view-previous");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 1)));
  activate (fixture, "win.view-last");
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 3)));
}

/* Whether move PLY's button lies wholly inside the part of the move
 * list that shows, as laid out. */
static gboolean
move_in_view (Fixture *fixture,
              guint    ply)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  GtkWidget *button = chess_move_list_get_move_button (move_list, ply);
  GtkWidget *scrolled = chess_test_ui_find_descendant (GTK_WIDGET (move_list), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (button == NULL || !gtk_widget_compute_bounds (button, scrolled, &bounds))
    return FALSE;
  return bounds.origin.y >= -0.5 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 0.5;
}

/* A long game replacing the window's (as Open and Paste do): its last
 * move shows, and an early one chosen shows. */
static void
test_long_game_shows_last_move (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(ChessGame) long_game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  guint n;

  for (guint ply = 0; ply < 120 && chess_game_get_result (long_game) == CHESS_RESULT_NONE; ply++)
    {
      g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (chess_game_get_position (long_game));

      g_assert_true (chess_game_play (long_game, g_ptr_array_index (legal, (ply * 7) % legal->len), NULL));
    }
  n = chess_game_get_n_moves (long_game);
  g_assert_cmpuint (n, >=, 60);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 900, 600);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));

  chess_window_set_game (fixture->window, long_game);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 3);
  g_assert_true (move_in_view (fixture, n));
  g_assert_false (move_in_view (fixture, 1));

  activate (fixture, "win.view-first");
  activate (fixture, "win.view-next");
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 3);
  g_assert_true (move_in_view (fixture, 1));
  activate (fixture, "win.view-last");
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 3);
  g_assert_true (move_in_view (fixture, n));
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
  ADD_WINDOW_TEST ("long-game-shows-last-move", test_long_game_shows_last_move);

  return g_test_run ();
}
