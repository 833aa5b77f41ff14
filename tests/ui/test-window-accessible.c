/* test-window-accessible.c: the main window for keyboard and screen reader
 * users: every button named, every control reached by Tab, and moves and
 * results announced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-accessible"

#include "test-window-common.h"
#include <glib/gstdio.h>

#include "chess-announce.h"
#include "chess-board-view.h"
#include "chess-event-page.h"
#include "chess-events-window.h"
#include "chess-new-game-dialog.h"
#include "chess-preferences-pages.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-ui-names.h"
#include "chess-window-private.h"

/* A button that shows only an icon: a GtkButton whose child is an image,
 * or a menu button with an icon. Those inside GTK's and libadwaita's own
 * widgets are theirs: window controls, an entry row's apply button, a
 * spin button's + and -, and (libadwaita 1.4 and later) the back button a
 * header bar adds by itself inside a navigation view. */
static void
collect_icon_buttons (GtkWidget *widget,
                      GPtrArray *buttons)
{
  if (GTK_IS_WINDOW_CONTROLS (widget) || ADW_IS_ENTRY_ROW (widget) || GTK_IS_SPIN_BUTTON (widget))
    return;
  if (GTK_IS_MENU_BUTTON (widget))
    {
      if (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)) != NULL)
        g_ptr_array_add (buttons, widget);
      return;
    }
  if (GTK_IS_BUTTON (widget) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget)))
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "navigation.pop") != 0)
    g_ptr_array_add (buttons, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_icon_buttons (child, buttons);
}

static char *
describe_widget (GtkWidget *widget)
{
  const char *icon = GTK_IS_MENU_BUTTON (widget)
                     ? gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget))
                     : gtk_button_get_icon_name (GTK_BUTTON (widget));

  return g_strdup_printf ("%s with icon %s (action %s)", G_OBJECT_TYPE_NAME (widget), icon,
                          GTK_IS_ACTIONABLE (widget) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) : "-");
}

/* A screen reader has nothing but the accessible label to read for an
 * icon; the tooltip shows the same name to everyone else, perhaps with
 * its shortcut after it. At least MIN_BUTTONS are found: a walk that finds
 * none proves nothing. */
static void
assert_icon_buttons_named (GtkWidget *root,
                           guint      min_buttons)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_icon_buttons (root, buttons);
  g_assert_cmpuint (buttons->len, >=, min_buttons);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      g_autofree char *what = describe_widget (button);
      const char *tooltip = gtk_widget_get_tooltip_text (button);
      gboolean named = FALSE;

      g_test_message ("%s", what);
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("%s has no accessible label", what);
      if (tooltip == NULL)
        g_error ("%s has no tooltip", what);
      /* The label is the tooltip, or its start before “ (F11)”. */
      for (const char *end = tooltip + strlen (tooltip); !named && end > tooltip; end--)
        if (*end == '\0' || *end == ' ')
          {
            g_autofree char *start = g_strndup (tooltip, end - tooltip);
            g_autofree char *mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                                            GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                            start);

            named = mismatch == NULL;
          }
      if (!named)
        g_error ("%s reads otherwise than its tooltip “%s”", what, tooltip);
    }
}

static void
assert_preference_pages_named (GtkWidget *widget)
{
  if (ADW_IS_PREFERENCES_PAGE (widget))
    {
      assert_icon_buttons_named (widget, 0);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_preference_pages_named (child);
}

/* Undo, redo, flip, the main menu, and with the clocks on their pause
 * button. */
static void
test_icon_buttons_named (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_new (300000, 2000);

  chess_match_set_time_control (chess_window_get_match (fixture->window), control);
  assert_icon_buttons_named (GTK_WIDGET (fixture->window), 5);
}

/* The other windows' icon buttons: the events window's header, an event's
 * rounds, the roller, the hall screen, New Game and Preferences. */
static void
test_other_windows_named (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("chess960-events-XXXXXX", &error);
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) event = chess_event_new ("Club Championship", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWindow *page_window = GTK_WINDOW (gtk_window_new ());
  ChessEventPage *page = chess_event_page_new ();
  GtkWindow *windows[3];
  ChessNewGameDialog *new_game;
  ChessPreferencesPages *preferences;

  g_assert_no_error (error);
  store = chess_event_store_new (directory);
  g_assert_nonnull (chess_event_add_round (event, 309, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_no_error (error);
  chess_event_page_set_event (page, event);
  gtk_window_set_child (page_window, GTK_WIDGET (page));
  /* Present and more actions, on the one round's row. */
  assert_icon_buttons_named (GTK_WIDGET (page_window), 2);

  windows[0] = GTK_WINDOW (chess_events_window_new (store));
  windows[1] = GTK_WINDOW (chess_roller_dialog_new (parent, exclusions, NULL));
  windows[2] = GTK_WINDOW (chess_presentation_window_new (NULL));
  /* Its pages are in the dialog around it. */
  preferences = chess_preferences_pages_new (parent);
  /* A dialog's content, attached to PARENT or in a window of its own. */
  new_game = chess_new_game_dialog_new (parent);
  /* New event and the menu; the back button is there while hidden. */
  assert_icon_buttons_named (GTK_WIDGET (windows[0]), 3);
  assert_icon_buttons_named (GTK_WIDGET (windows[1]), 1);
  assert_icon_buttons_named (GTK_WIDGET (windows[2]), 1);
  assert_icon_buttons_named (GTK_WIDGET (new_game), 0);
  /* Its pages: the search button above them is libadwaita's. */
  assert_preference_pages_named (chess_preferences_pages_get_dialog (preferences));

  chess_new_game_dialog_close (new_game);
  chess_preferences_pages_close (preferences);
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    gtk_window_destroy (windows[i]);
  gtk_window_destroy (page_window);
  gtk_window_destroy (parent);
  g_rmdir (directory);
}

static GtkWidget *
find_icon (GtkWidget  *widget,
           const char *icon_name)
{
  if (GTK_IS_IMAGE (widget) && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_icon (child, icon_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The running clock is not told by its colour alone: it shows an icon,
 * and says so to a screen reader. */
static void
test_clock_running (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_new (300000, 2000);
  GtkWidget *black = child (fixture, "top_clock");
  GtkWidget *white = child (fixture, "bottom_clock");
  GtkWidget *black_icon, *white_icon;

  chess_match_set_time_control (chess_window_get_match (fixture->window), control);
  black_icon = find_icon (black, "media-playback-start-symbolic");
  white_icon = find_icon (white, "media-playback-start-symbolic");
  g_assert_nonnull (black_icon);
  g_assert_nonnull (white_icon);
  g_assert_false (gtk_widget_get_visible (black_icon));
  g_assert_false (gtk_widget_get_visible (white_icon));

  enter_moves (fixture, "e4");
  g_assert_true (gtk_widget_get_visible (black_icon));
  g_assert_false (gtk_widget_get_visible (white_icon));
  gtk_test_accessible_assert_property (black, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Running");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (white), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.pause-clock", NULL));
  g_assert_false (gtk_widget_get_visible (black_icon));
  gtk_test_accessible_assert_property (black, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Paused");
}

/* Where Tab goes from the window's start, round once. */
static GPtrArray *
collect_tab_stops (Fixture *fixture)
{
  GPtrArray *stops = g_ptr_array_new ();
  GtkWidget *window = GTK_WIDGET (fixture->window);

  gtk_root_set_focus (GTK_ROOT (window), NULL);
  for (guint i = 0; i < 200; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD))
        break;
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || (stops->len > 0 && focus == g_ptr_array_index (stops, 0)))
        break;
      g_test_message ("Tab stop %u: %s %s", stops->len, G_OBJECT_TYPE_NAME (focus),
                      gtk_widget_get_tooltip_text (focus) != NULL ? gtk_widget_get_tooltip_text (focus) : "");
      g_ptr_array_add (stops, focus);
    }
  return stops;
}

static gboolean
reaches (GPtrArray *stops,
         GtkWidget *widget)
{
  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *focus = g_ptr_array_index (stops, i);

      if (focus == widget || gtk_widget_is_ancestor (focus, widget))
        return TRUE;
    }
  return FALSE;
}

/* Tab alone reaches the board, the game's buttons and the move entry, in
 * the order they are seen: header bar, board, then the panel. */
static void
test_tab_order (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) stops = NULL;
  GtkWidget *board = child (fixture, "board_view");
  GtkWidget *entry = child (fixture, "move_entry");
  GtkWidget *resign = child (fixture, "resign_button");
  GtkWidget *new_game = find_button (GTK_WIDGET (fixture->window), "_New Game");
  guint board_index = 0, resign_index = 0;

  enter_moves (fixture, "e4");
  /* As after a key press: focus is shown. */
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
  g_assert_cmpuint (chess_board_view_get_cursor_square (CHESS_BOARD_VIEW (board)), ==, CHESS_NO_SQUARE);
  /* Laid out, as a window is by the time anyone presses Tab: GTK 4.18
   * orders Tab stops by where widgets are, which a window not yet
   * allocated (every widget 0×0 at the origin) does not say. */
  WAIT_UNTIL (gtk_widget_get_width (board) > 0 && gtk_widget_get_width (resign) > 0);
  stops = collect_tab_stops (fixture);
  g_assert_true (reaches (stops, new_game));
  g_assert_true (reaches (stops, board));
  g_assert_true (reaches (stops, resign));
  g_assert_true (reaches (stops, entry));
  g_assert_true (reaches (stops, child (fixture, "move_list")));
  /* The position's label is selectable with the pointer, but no stop
   * that would leave its text selected. */
  g_assert_false (reaches (stops, child (fixture, "info_label")));

  /* The board is one stop: its squares take no focus of their own. */
  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *focus = g_ptr_array_index (stops, i);

      g_assert_false (focus != board && gtk_widget_is_ancestor (focus, board));
      if (focus == board)
        board_index = i;
      if (focus == resign)
        resign_index = i;
    }
  g_assert_cmpuint (board_index, <, resign_index);

  /* Reached by Tab, the board showed its cursor at once, on the king to
   * move, and told screen readers which square that is. */
  g_assert_cmpuint (chess_board_view_get_cursor_square (CHESS_BOARD_VIEW (board)), ==, 60);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "e8, black king");
}

static const char *
last_announcement (Fixture *fixture)
{
  return chess_announce_get_last (GTK_WIDGET (fixture->window));
}

static void
test_announce_moves (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessGame *old_game;

  g_assert_null (last_announcement (fixture));
  enter_moves (fixture, "e4");
  g_assert_cmpstr (last_announcement (fixture), ==, "Pawn e4");
  enter_moves (fixture, "e5 Nf3");
  g_assert_cmpstr (last_announcement (fixture), ==, "Knight f3");
  enter_moves (fixture, "Nc6 Bb5 a6 Bxc6");
  g_assert_cmpstr (last_announcement (fixture), ==, "Bishop takes c6");
  /* Two pawns could take: the one that did is named by its square. */
  enter_moves (fixture, "dxc6");
  g_assert_cmpstr (last_announcement (fixture), ==, "Pawn d7 takes c6");
  enter_moves (fixture, "O-O");
  g_assert_cmpstr (last_announcement (fixture), ==, "White castles kingside");
  enter_moves (fixture, "Bg4 d3 Qd6 Nbd2 O-O-O");
  g_assert_cmpstr (last_announcement (fixture), ==, "Black castles queenside");

  /* A game replaced is no longer followed. */
  old_game = g_object_ref (game (fixture));
  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  g_assert_true (chess_game_play_text (old_game, "h3", NULL));
  g_assert_cmpstr (last_announcement (fixture), ==, "Black castles queenside");
  g_object_unref (old_game);
  enter_moves (fixture, "Ra8");
  g_assert_cmpstr (last_announcement (fixture), ==, "Rook a8, check");
}

/* A result a move brings is said with the move, in one message; one an
 * action brings, on its own. */
static void
test_announce_results (Fixture       *fixture,
                       gconstpointer  data)
{
  enter_moves (fixture, "f3 e5 g4 Qh4#");
  g_assert_cmpstr (last_announcement (fixture), ==, "Queen h4, checkmate. Black wins by checkmate");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
  enter_moves (fixture, "Qf7");
  g_assert_cmpstr (last_announcement (fixture), ==, "Queen f7. Draw by stalemate");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  enter_moves (fixture, "Kd2");
  g_assert_true (chess_game_resign (game (fixture), CHESS_COLOR_BLACK));
  g_assert_cmpstr (last_announcement (fixture), ==, "Black resigned, White wins");
  /* The status line words it as screen readers hear it: one function. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (fixture, "status_label"))), ==,
                   last_announcement (fixture));
  /* Taken back, nothing more is said. */
  g_assert_true (chess_game_undo (game (fixture)));
  g_assert_cmpstr (last_announcement (fixture), ==, "Black resigned, White wins");
}

/* How moves and results read, beyond what a short game shows. */
static void
test_describe (void)
{
  static const struct {
    const char *fen;
    const char *move;
    const char *text;
  } moves[] = {
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+", "Pawn a8, promotes to Queen, check" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "Pawn takes d6, en passant" },
    { "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2", "Knight b1 to d2" },
    { "4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", "O-O", "White castles kingside" },
    { "4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", "O-O-O", "White castles queenside" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autoptr(ChessPosition) position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, moves[i].fen, NULL);
      g_autoptr(ChessMove) move = NULL;
      g_autofree char *text = NULL;

      g_assert_nonnull (position);
      move = chess_position_parse_san (position, moves[i].move, NULL);
      g_assert_nonnull (move);
      text = chess_announce_describe_move (position, move);
      g_assert_cmpstr (text, ==, moves[i].text);
    }

  {
    g_autofree char *timeout = chess_ui_describe_result (CHESS_RESULT_BLACK_WINS, CHESS_RESULT_REASON_TIMEOUT);
    g_autofree char *agreed = chess_ui_describe_result (CHESS_RESULT_DRAW, CHESS_RESULT_REASON_DRAW_AGREED);

    g_assert_cmpstr (timeout, ==, "White ran out of time, Black wins");
    g_assert_cmpstr (agreed, ==, "Draw agreed");
  }
}

/* With GTK 4.8 nothing can be announced: the status line is what a screen
 * reader reads, so it must carry the text as its name. */
static void
test_status_readable (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWidget *status = child (fixture, "status_label");

  gtk_test_accessible_assert_role (status, GTK_ACCESSIBLE_ROLE_STATUS);
  gtk_test_accessible_assert_property (status, GTK_ACCESSIBLE_PROPERTY_LABEL, "White to move");
  enter_moves (fixture, "f3 e5 g4 Qh4#");
  gtk_test_accessible_assert_property (status, GTK_ACCESSIBLE_PROPERTY_LABEL, "Black wins by checkmate");
}

/* What a screen reader reads for the controls that have no label of
 * their own, or a label with a mnemonic. */
static void
test_names (Fixture       *fixture,
            gconstpointer  data)
{
  GtkWidget *new_game = find_button (GTK_WIDGET (fixture->window), "_New Game");

  gtk_test_accessible_assert_property (child (fixture, "move_entry"), GTK_ACCESSIBLE_PROPERTY_LABEL, "Move");
  gtk_test_accessible_assert_property (child (fixture, "move_list"), GTK_ACCESSIBLE_PROPERTY_LABEL, "Moves");
  /* Not “_New Game New Game”, the label's mnemonic and the tooltip. */
  gtk_test_accessible_assert_property (new_game, GTK_ACCESSIBLE_PROPERTY_LABEL, "New Game");
  /* Nor “New Game New Game”, as GTK 4.8 told screen readers: the name
   * of the label that names it by its mnemonic, then its own. */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (new_game), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/window-accessible/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("icon-buttons-named", test_icon_buttons_named);
  ADD ("tab-order", test_tab_order);
  ADD ("clock-running", test_clock_running);
  ADD ("announce-moves", test_announce_moves);
  ADD ("announce-results", test_announce_results);
  ADD ("status-readable", test_status_readable);
  ADD ("names", test_names);
  g_test_add_func ("/window-accessible/describe", test_describe);
  g_test_add_func ("/window-accessible/other-windows-named", test_other_windows_named);

#undef ADD

  return g_test_run ();
}
