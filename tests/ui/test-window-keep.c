/* test-window-keep.c: a game in the main window is never lost without a
 * question or an Undo: New Game over a game with moves, and names with
 * markup characters in the toasts that say what replaced it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-files-common.h"
#include "chess-new-game-dialog.h"
#include "chess-match-store.h"
#include "chess-test-mounts.h"

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child_path = g_build_filename (path, name, NULL);

      if (g_file_test (child_path, G_FILE_TEST_IS_DIR))
        remove_tree (child_path);
      else
        g_unlink (child_path);
    }
  g_rmdir (path);
}

static ChessNewGameDialog *
find_new_game_dialog (void)
{
  return (ChessNewGameDialog *) chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG);
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

static guint
count_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* The window says it could not save, and the file is what it was. */
static void
assert_save_refused (Fixture    *fixture,
                     GFile      *file,
                     const char *original)
{
  g_autofree char *text = NULL;
  GtkWidget *dialog;

  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  dialog = find_dialog (fixture->window);
  g_assert_cmpstr (chess_ui_alert_get_heading (dialog), ==, "Cannot Save File");
  click_response (dialog, "_Close");
  text = file_text (file);
  g_assert_cmpstr (text, ==, original);
}

/* Add to File and Save in place on a full disk and into a read-only
 * folder: an error, and the file byte for byte what it was, with no
 * temporary file left. A small tmpfs is the disk; mounting one needs root
 * (as CI runs), so elsewhere the test says it was skipped. */
static void
test_save_full_and_read_only (FilesFixture  *fixture,
                              gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *folder = g_build_filename (fixture->dir, "disk", NULL);
  g_autofree char *archive_path = g_build_filename (folder, "club.pgn", NULL);
  g_autofree char *single_path = g_build_filename (folder, "one game.pgn", NULL);
  g_autofree char *filler = g_build_filename (folder, "filler", NULL);
  g_autoptr(GFile) archive = g_file_new_for_path (archive_path);
  g_autoptr(GFile) single = g_file_new_for_path (single_path);
  g_autoptr(GString) games = g_string_new (NULL);
  g_autofree char *big = g_strnfill (4096, 'x');
  g_autofree char *single_text = NULL;
  g_autoptr(GError) error = NULL;
  ChessGame *before;
  FILE *fill;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  if (!chess_test_mount_small_disk (folder, 64))
    {
      g_rmdir (folder);
      g_test_skip ("cannot mount a small tmpfs here (needs root)");
      return;
    }

  /* A club's archive of 40 games, and a file of one game. */
  for (guint i = 1; i <= 40; i++)
    g_string_append_printf (games, "[Event \"Club\"]\n[Round \"%u\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n", i);
  g_file_set_contents (archive_path, games->str, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (single_path, "[Event \"Mine\"]\n[Result \"*\"]\n\n1. d4 d5 *\n", -1, &error);
  g_assert_no_error (error);
  before = game (base);
  chess_window_open_file (base->window, single);
  wait_for_new_game (base, before);
  enter_moves (base, "c4");
  single_text = file_text (single);

  /* Fill the disk to the last block. */
  fill = fopen (filler, "w");
  g_assert_nonnull (fill);
  while (fwrite (big, 1, 4096, fill) == 4096 && fflush (fill) == 0)
    ;
  fclose (fill);

  chess_game_files_save_to_file (base->window->files, archive);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  click_response (find_dialog (base->window), "_Add to File");
  assert_save_refused (base, archive, games->str);
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.save", NULL);
  assert_save_refused (base, single, single_text);
  g_assert_cmpuint (count_entries (folder), ==, 3);

  /* Read-only, with room to spare. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  g_assert_true (chess_test_mount_read_only (folder));
  chess_game_files_save_to_file (base->window->files, archive);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  click_response (find_dialog (base->window), "_Add to File");
  assert_save_refused (base, archive, games->str);
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.save", NULL);
  assert_save_refused (base, single, single_text);
  g_assert_cmpuint (count_entries (folder), ==, 2);

  /* The read-only mount, then the disk. */
  g_assert_true (chess_test_unmount (folder));
  g_assert_true (chess_test_unmount (folder));
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

static gboolean
bar_visible (Fixture *fixture)
{
  return gtk_widget_get_visible (child (fixture, "save_bar"));
}

/* Autosave that cannot write says so in the window until a write works
 * again: by Try Again, or after a later move. The session folder is
 * replaced by a file (as root, permissions refuse nothing). */
static void
test_autosave_failure_shown (Fixture       *fixture,
                             gconstpointer  data)
{
  ChessMatchStore *store = chess_match_store_get_default ();
  const char *dir = chess_match_store_get_directory (store);
  g_autofree char *away = g_strconcat (dir, ".away", NULL);
  GtkLabel *reason = child (fixture, "save_error_label");
  AdwToastOverlay *overlay = child (fixture, "toast_overlay");

  enter_moves (fixture, "e4");
  g_assert_false (bar_visible (fixture));

  g_assert_cmpint (g_rename (dir, away), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  g_test_expect_message ("chess-match-store", G_LOG_LEVEL_WARNING, "The game cannot be saved*");
  enter_moves (fixture, "e5");
  g_test_assert_expected_messages ();
  g_assert_true (bar_visible (fixture));
  g_assert_cmpstr (gtk_label_get_label (reason), !=, "");

  /* It stays through later moves, and Try Again that fails. */
  enter_moves (fixture, "Nf3");
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_true (bar_visible (fixture));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.retry-save", NULL);
  g_assert_true (bar_visible (fixture));

  /* Try Again once the folder is back. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (away, dir), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.retry-save", NULL);
  g_assert_false (bar_visible (fixture));
  g_assert_true (shows_label (GTK_WIDGET (overlay), "The game is saved again"));

  /* And by itself after a move. */
  g_assert_cmpint (g_rename (dir, away), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  g_test_expect_message ("chess-match-store", G_LOG_LEVEL_WARNING, "The game cannot be saved*");
  enter_moves (fixture, "Nc6");
  g_test_assert_expected_messages ();
  g_assert_true (bar_visible (fixture));
  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (away, dir), ==, 0);
  enter_moves (fixture, "Bb5");
  g_assert_false (bar_visible (fixture));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("chess960-keep-state-XXXXXX", NULL);
  int status;

  chess_test_mounts_init ();
  /* Sessions of this program's own: one test takes their folder away. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  /* Animations stay on: toasts that New Game, Undo and moves dismiss as
   * they slide in crashed libadwaita 1.2 here until the window dismissed
   * them through chess_ui_toast_dismiss() (test-toasts). */

  ADD_WINDOW_TEST ("new-game-undo", test_new_game_undo);
  g_test_add ("/window/names-escaped-in-toasts", FilesFixture, NULL, files_set_up,
              test_names_escaped_in_toasts, files_tear_down);
  ADD_WINDOW_TEST ("autosave-failure-shown", test_autosave_failure_shown);
  g_test_add ("/window/save-full-and-read-only", FilesFixture, NULL, files_set_up,
              test_save_full_and_read_only, files_tear_down);

  status = g_test_run ();
  /* What the sessions left: STATE/chess960/… */
  remove_tree (state);
  return status;
}
