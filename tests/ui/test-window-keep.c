/* test-window-keep.c: a game in the main window is never lost without a
 * question or an Undo: New Game over a game with moves, and names with
 * markup characters in the toasts that say what replaced it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-files-common.h"
#include "chess-new-game-dialog.h"

static ChessNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (CHESS_IS_NEW_GAME_DIALOG (toplevel))
        return CHESS_NEW_GAME_DIALOG (toplevel);
    }
  return NULL;
}

/* Ctrl+N, then Start. */
static void
start_new_game (Fixture *fixture)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL);
  WAIT_UNTIL (find_new_game_dialog () != NULL);
  gtk_widget_activate_action (GTK_WIDGET (find_new_game_dialog ()), "dialog.start", NULL);
  WAIT_UNTIL (find_new_game_dialog () == NULL);
  chess_test_ui_wait_idle ();
}

/* Whether a label in WIDGET's tree shows TEXT. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* New Game over a game with moves, clocks running: the toast's Undo
 * brings back the game, its clock and the board's side. */
static void
test_new_game_undo (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_parse ("15+10", NULL);
  ChessMatch *match = chess_window_get_match (fixture->window);
  AdwToastOverlay *overlay = child (fixture, "toast_overlay");
  ChessGame *before;
  ChessClock *clock;

  /* No moves: nothing to lose, nothing offered. */
  start_new_game (fixture);
  g_assert_false (action_enabled (fixture, "win.restore-game"));

  chess_match_set_time_control (match, control);
  clock = chess_window_get_clock (fixture->window);
  enter_moves (fixture, "e4 e5");
  chess_match_set_black_at_bottom (match, TRUE);
  before = game (fixture);
  g_object_ref (before);

  start_new_game (fixture);
  g_assert_false (game (fixture) == before);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  g_assert_true (shows_label (GTK_WIDGET (overlay), "New game started"));
  g_assert_nonnull (find_button (GTK_WIDGET (overlay), "_Undo"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.restore-game", NULL);
  g_assert_true (game (fixture) == before);
  g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
  g_assert_true (chess_window_get_clock (fixture->window) == clock);
  g_assert_true (chess_match_get_black_at_bottom (match));
  g_assert_cmpstr (chess_game_get_tag (before, "TimeControl"), ==, "900+10");
  g_assert_false (action_enabled (fixture, "win.restore-game"));
  g_object_unref (before);

  /* A move in the new game keeps it: the Undo goes. */
  start_new_game (fixture);
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  enter_moves (fixture, "d4");
  g_assert_false (action_enabled (fixture, "win.restore-game"));
}

/* A toast's title is markup: “&” in a file's name must show as itself
 * (unescaped, the label stays empty and GTK warns, which fails the
 * test). */
static void
test_names_escaped_in_toasts (FilesFixture  *fixture,
                              gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *path = g_build_filename (fixture->dir, "Smith & Jones <1>.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AdwToastOverlay *overlay = child (base, "toast_overlay");
  ChessGame *before = game (base);

  g_file_set_contents (path, "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 e5 *\n", -1, &error);
  g_assert_no_error (error);
  chess_window_open_file (base->window, file);
  wait_for_new_game (base, before);
  g_assert_true (shows_label (GTK_WIDGET (overlay), "Opened “Smith & Jones <1>.pgn”"));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("new-game-undo", test_new_game_undo);
  g_test_add ("/window/names-escaped-in-toasts", FilesFixture, NULL, files_set_up,
              test_names_escaped_in_toasts, files_tear_down);

  return g_test_run ();
}
