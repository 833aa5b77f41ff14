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

  chess_board_layout_set_board (fixture->layout, fixture->board);
  chess_board_layout_set_panel (fixture->layout, panel);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->layout));
  gtk_window_present (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
}

/* Runs the main loop until the board is SIZE pixels high, or for at most
 * SECONDS; returns the board's height then. */
static int
wait_for_board (Fixture *fixture,
                int      size,
                double   seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < deadline)
    {
      if (gtk_widget_get_height (fixture->board) == size)
        break;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return gtk_widget_get_height (fixture->board);
}

/* Lets the main loop run for SECONDS, for what must not happen. */
static void
run_for (double seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* A bar below the board takes its room at once; once it is gone for good
 * the board grows back to the size it had, at the same window size. */
static void
test_board_grows_back (Fixture       *fixture,
                       gconstpointer  data)
{
  int full, shrunk;

  full = wait_for_board (fixture, WINDOW_WIDTH, 5);
  g_assert_cmpint (full, ==, WINDOW_WIDTH);
  g_assert_true (chess_board_layout_get_narrow (fixture->layout));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->layout)), ==, WINDOW_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->layout)), ==, WINDOW_HEIGHT);

  gtk_widget_set_visible (fixture->bar, TRUE);
  shrunk = wait_for_board (fixture, -1, 0.3);
  g_assert_cmpint (shrunk, <, full);
  g_assert_cmpint (shrunk, <=, WINDOW_HEIGHT - PANEL_HEIGHT - BAR_HEIGHT);

  gtk_widget_set_visible (fixture->bar, FALSE);
  g_assert_cmpint (wait_for_board (fixture, full, 5), ==, full);
}

/* A bar that hides for a moment and returns, as the castles do from move
 * to move, leaves the board as it is. */
static void
test_board_steady_while_bar_flickers (Fixture       *fixture,
                                      gconstpointer  data)
{
  int shrunk;

  g_assert_cmpint (wait_for_board (fixture, WINDOW_WIDTH, 5), ==, WINDOW_WIDTH);
  gtk_widget_set_visible (fixture->bar, TRUE);
  shrunk = wait_for_board (fixture, -1, 0.3);
  g_assert_cmpint (shrunk, <, WINDOW_WIDTH);

  for (guint i = 0; i < 3; i++)
    {
      gtk_widget_set_visible (fixture->bar, FALSE);
      run_for (0.3);
      g_assert_cmpint (gtk_widget_get_height (fixture->board), ==, shrunk);
      gtk_widget_set_visible (fixture->bar, TRUE);
      run_for (0.3);
      g_assert_cmpint (gtk_widget_get_height (fixture->board), ==, shrunk);
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
