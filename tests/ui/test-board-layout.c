/* test-board-layout.c: ChessBoardLayout keeps the board square and large
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-layout"

#include <stdlib.h>

#include <gtk/gtk.h>

#include "chess-test-ui.h"
#include "chess-board-layout.h"

/* A narrow, tall window: the panel goes below the board, and with the bar
 * shown it needs more room than is left under a full-width board. */
#define WINDOW_WIDTH  400
#define WINDOW_HEIGHT 600
#define PANEL_HEIGHT  180
#define BAR_HEIGHT    80

typedef struct {
  GtkWindow        *window;
  ChessBoardLayout *layout;
  GtkWidget        *board;
  GtkWidget        *bar;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_label_new ("panel");

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, WINDOW_WIDTH, WINDOW_HEIGHT);

  fixture->layout = CHESS_BOARD_LAYOUT (chess_board_layout_new ());
  fixture->board = gtk_label_new ("board");
  gtk_widget_set_size_request (fixture->board, 100, 100);
  gtk_widget_set_size_request (content, -1, PANEL_HEIGHT);
  fixture->bar = gtk_label_new ("bar");
  gtk_widget_set_size_request (fixture->bar, -1, BAR_HEIGHT);
  gtk_widget_set_visible (fixture->bar, FALSE);
  gtk_box_append (GTK_BOX (panel), content);
  gtk_box_append (GTK_BOX (panel), fixture->bar);

  chess_panel_layout_set_board (CHESS_PANEL_LAYOUT (fixture->layout), fixture->board);
  chess_panel_layout_set_panel (CHESS_PANEL_LAYOUT (fixture->layout), panel);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->layout));
  gtk_window_present (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
}

static int
board_height (Fixture *fixture)
{
  return gtk_widget_get_height (fixture->board);
}

/* Shows or hides the bar, and waits until the layout has placed the board
 * for it and shown that: two frames, and whatever they set off. */
static void
set_bar_visible (Fixture  *fixture,
                 gboolean  visible)
{
  gtk_widget_set_visible (fixture->bar, visible);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
}

/* A bar below the board takes its room at once; once it is gone for good
 * the board grows back to the size it had, at the same window size. */
static void
test_board_grows_back (Fixture       *fixture,
                       gconstpointer  data)
{
  int full, shrunk;

  WAIT_UNTIL (board_height (fixture) == WINDOW_WIDTH);
  full = board_height (fixture);
  g_assert_true (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (fixture->layout)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->layout)), ==, WINDOW_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->layout)), ==, WINDOW_HEIGHT);

  /* At once: in the frame that shows the bar. */
  set_bar_visible (fixture, TRUE);
  shrunk = board_height (fixture);
  g_assert_cmpint (shrunk, <, full);
  g_assert_cmpint (shrunk, <=, WINDOW_HEIGHT - PANEL_HEIGHT - BAR_HEIGHT);

  /* Once the bar has stayed away, the board grows back. */
  set_bar_visible (fixture, FALSE);
  WAIT_UNTIL (board_height (fixture) == full);
}

/* A bar that hides for a moment and returns, as the castles do from move
 * to move, leaves the board as it is. */
static void
test_board_steady_while_bar_flickers (Fixture       *fixture,
                                      gconstpointer  data)
{
  int shrunk;

  WAIT_UNTIL (board_height (fixture) == WINDOW_WIDTH);
  set_bar_visible (fixture, TRUE);
  shrunk = board_height (fixture);
  g_assert_cmpint (shrunk, <, WINDOW_WIDTH);

  /* Each change laid out and drawn, the board stays as it is. */
  for (guint i = 0; i < 3; i++)
    {
      set_bar_visible (fixture, FALSE);
      g_assert_cmpint (board_height (fixture), ==, shrunk);
      set_bar_visible (fixture, TRUE);
      g_assert_cmpint (board_height (fixture), ==, shrunk);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/board-layout/board-grows-back", Fixture, NULL,
              fixture_set_up, test_board_grows_back, fixture_tear_down);
  g_test_add ("/board-layout/board-steady-while-bar-flickers", Fixture, NULL,
              fixture_set_up, test_board_steady_while_bar_flickers, fixture_tear_down);

  return g_test_run ();
}
