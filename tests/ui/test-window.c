/* test-window.c: the main window itself: its header bar, status, looking
 * back through the move list, layout and size. The panel's other parts
 * have their own programs: test-window-{entry,clipboard,castling,draws}.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-game-layout.h"
#include "chess-board-view.h"
#include "chess-move-list.h"
#include "chess-settings.h"

/* The header bar's button for ACTION, or its menu button for NULL. */
static GtkWidget *
find_header_button (GtkWidget  *widget,
                    const char *action)
{
  if (action == NULL ? GTK_IS_MENU_BUTTON (widget)
                     : (GTK_IS_BUTTON (widget)
                        && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_header_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Icon-only buttons are named for screen readers, and every tooltip is a
 * short title, without the shortcut the shortcuts window lists. */
static void
test_header_buttons (Fixture       *fixture,
                     gconstpointer  data)
{
  static const struct {
    const char *action;
    const char *name;
    gboolean    icon_only;
  } buttons[] = {
    { "win.new-game", "New Game", FALSE },
    { "win.undo", "Take Back Move", TRUE },
    { "win.redo", "Replay Move", TRUE },
    { "win.flip", "Flip Board", TRUE },
    { NULL, "Main Menu", TRUE },
  };
  GtkWidget *header = gtk_widget_get_ancestor (child (fixture, "board_layout"), GTK_TYPE_BOX);

  g_assert_nonnull (header);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = find_header_button (header, buttons[i].action);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_ancestor (button, ADW_TYPE_HEADER_BAR) != NULL);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, buttons[i].name);
      if (buttons[i].icon_only)
        {
          g_autofree char *mismatch = NULL;

          g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                           GTK_ACCESSIBLE_PROPERTY_LABEL));
          mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, buttons[i].name);
          g_assert_null (mismatch);
        }
    }
}

static void
test_status (Fixture       *fixture,
             gconstpointer  data)
{
  GtkLabel *status = child (fixture, "status_label");

  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move");
  enter_moves (fixture, "f3 e5 g4");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
  enter_moves (fixture, "Qh4#");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black wins by checkmate");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move · Check");
  enter_moves (fixture, "Kxe2");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw: neither side can checkmate");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
  enter_moves (fixture, "Qf7");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw by stalemate");
}


static void
test_move_list_view (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  ChessBoardView *board = child (fixture, "board_view");
  GtkWidget *viewing_bar = child (fixture, "viewing_bar");
  GtkLabel *viewing_label = child (fixture, "viewing_label");
  g_autoptr(GSettings) settings = chess_settings_new ();

  g_settings_set_boolean (settings, "figurine-notation", FALSE);
  enter_moves (fixture, "e4 e5 Nf3 Nc6 Bb5");
  g_assert_false (gtk_widget_get_visible (viewing_bar));

  /* A click on a move shows its position, read-only. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 2);
  g_assert_true (gtk_widget_get_visible (viewing_bar));
  /* A no-break space keeps the number with the move. */
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 1…\u00a0e5");
  g_assert_true (action_enabled (fixture, "win.back-to-game"));

  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 3), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 3);
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 2.\u00a0Nf3");

  /* The figurine setting reaches the list and the label. */
  g_settings_set_boolean (settings, "figurine-notation", TRUE);
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 2.\u00a0♞f3");
  g_assert_true (chess_move_list_get_figurine (move_list));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_false (gtk_widget_get_visible (viewing_bar));
  g_assert_false (action_enabled (fixture, "win.back-to-game"));

  /* The newest move is the game itself. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 1), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 1);
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 5), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);

  /* The move entry stays on while looking back, for a move on the
   * position shown (test-window-entry); Back to Game plays on. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 1), "clicked");
  g_assert_true (gtk_widget_get_sensitive (child (fixture, "move_entry")));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  enter_moves (fixture, "a6");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 6);

  /* Undo and redo return to the game as well. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 6);
}

static gboolean
is_narrow (gpointer data)
{
  return chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (data));
}

static gboolean
is_wide (gpointer data)
{
  return !chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (data));
}

static gboolean
is_allocated (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_height (data) > 0;
}

static void
test_layout (Fixture       *fixture,
             gconstpointer  data)
{
  ChessGameLayout *layout = child (fixture, "board_layout");
  GtkWidget *board = child (fixture, "board_view");
  GtkWidget *panel = child (fixture, "side_panel");
  graphene_rect_t board_bounds, panel_bounds;

  g_assert_true (chess_test_ui_wait_for (is_allocated, board));
  g_assert_true (chess_test_ui_wait_for (is_wide, layout));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (layout), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (layout), &panel_bounds));
  /* The panel beside the board, the board as tall as the window allows. */
  g_assert_cmpfloat (panel_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
  g_assert_cmpfloat (board_bounds.size.height, >=, 600);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 700, 1000);
  g_assert_true (chess_test_ui_wait_for (is_narrow, layout));
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (layout), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (layout), &panel_bounds));
  /* The panel below, the board as wide as the window allows. */
  g_assert_cmpfloat (panel_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
  g_assert_cmpfloat (board_bounds.size.width, >=, 600);
  g_assert_cmpfloat (board_bounds.size.height, >=, 500);
}

static void
test_window_size_saved (void)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  ChessWindow *window;
  int width = 0, height = 0;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 700);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  /* A new window opens at the saved size... */
  window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (chess_test_ui_wait_for (is_mapped, window));

  /* ... and closing it saves its size. */
  /* As after the user resized it: GTK keeps the default size in step
   * with the window's (Xvfb's screen is too small for this one, so no
   * waiting for the window to get there). */
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 640);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 640);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}


int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("header-buttons", test_header_buttons);
  ADD_WINDOW_TEST ("status", test_status);
  ADD_WINDOW_TEST ("move-list-view", test_move_list_view);
  ADD_WINDOW_TEST ("layout", test_layout);
  g_test_add_func ("/window/window-size-saved", test_window_size_saved);

  return g_test_run ();
}
