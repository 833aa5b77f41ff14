/* test-match-store.c: ChessMatchStore — sessions saved after every change,
 * listed, restored, set aside, closed, and locked against a second copy
 * of the app (a second process: this program run with --hold)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "chess-match-store.h"

static const char *self_path;

typedef struct {
  char            *dir;
  ChessMatchStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("chess960-sessions-XXXXXX", &error);
  g_assert_no_error (error);
  f->store = chess_match_store_new (f->dir);
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->store);
  remove_tree (f->dir);
  g_free (f->dir);
}

static ChessMatch *
new_match (guint number)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, number, NULL);

  return chess_match_new (game);
}

static char *
session_path (Fixture *f,
              guint    number)
{
  g_autofree char *name = g_strdup_printf ("window-%u.chess960-session", number);

  return g_build_filename (f->dir, name, NULL);
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static guint
n_moves_saved (const char *path)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  g_assert_true (chess_match_load (match, key_file, &error));
  return chess_game_get_n_moves (chess_match_get_game (match));
}

/* Each match its file, written at once and after every change. */
static void
test_add_and_save (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(ChessMatch) first = new_match (518);
  g_autoptr(ChessMatch) second = new_match (0);
  g_autofree char *path1 = session_path (f, 1);
  g_autofree char *path2 = session_path (f, 2);
  struct stat st;

  chess_match_store_add (f->store, first);
  chess_match_store_add (f->store, second);
  g_assert_cmpstr (chess_match_store_get_path (f->store, first), ==, path1);
  g_assert_cmpstr (chess_match_store_get_path (f->store, second), ==, path2);
  g_assert_cmpuint (n_moves_saved (path1), ==, 0);
  g_assert_cmpint (g_stat (path1, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* A move is on disk when play returns. */
  chess_game_play_text (chess_match_get_game (first), "e4", NULL);
  g_assert_cmpuint (n_moves_saved (path1), ==, 1);
  chess_match_undo (first);
  g_assert_cmpuint (n_moves_saved (path1), ==, 0);
  chess_match_set_black_at_bottom (second, TRUE);
  {
    g_autofree char *text = read_file (path2);

    g_assert_nonnull (strstr (text, "BlackAtBottom=true"));
  }

  /* Both are open here: nothing to restore in another window. */
  {
    g_auto(GStrv) sessions = chess_match_store_list (f->store);

    g_assert_cmpuint (g_strv_length (sessions), ==, 0);
  }

  chess_match_store_release (f->store, first);
  chess_match_store_release (f->store, second);
  g_assert_true (g_file_test (path1, G_FILE_TEST_EXISTS));
  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_finalize_object (g_steal_pointer (&second));

  {
    g_auto(GStrv) sessions = chess_match_store_list (f->store);

    g_assert_cmpuint (g_strv_length (sessions), ==, 2);
    g_assert_cmpstr (sessions[0], ==, path1);
    g_assert_cmpstr (sessions[1], ==, path2);
  }
}

/* Oldest window first (10 after 9), and what a killed write left goes. */
static void
test_list (Fixture       *f,
           gconstpointer  data)
{
  static const char * const names[] = { "window-10.chess960-session", "window-9.chess960-session",
                                        "window-0.chess960-session", "notes.txt",
                                        "window-3.chess960-session.AB12cd" };
  g_autofree char *leftover = g_build_filename (f->dir, names[4], NULL);
  g_auto(GStrv) sessions = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (f->dir, names[i], NULL);

      g_assert_true (g_file_set_contents (path, "x", -1, NULL));
    }
  sessions = chess_match_store_list (f->store);
  g_assert_cmpuint (g_strv_length (sessions), ==, 2);
  g_assert_true (g_str_has_suffix (sessions[0], "/window-9.chess960-session"));
  g_assert_true (g_str_has_suffix (sessions[1], "/window-10.chess960-session"));
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
}

static void
test_restore (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(ChessMatch) restored = new_match (518);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  chess_match_store_add (f->store, match);
  chess_game_play_text (chess_match_get_game (match), "d4", NULL);
  path = g_strdup (chess_match_store_get_path (f->store, match));
  chess_match_store_release (f->store, match);

  g_assert_true (chess_match_store_restore (f->store, restored, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (restored)), ==, 1);
  g_assert_cmpstr (chess_match_store_get_path (f->store, restored), ==, path);

  /* Restored but not added: nothing is written yet. */
  chess_game_play_text (chess_match_get_game (restored), "d5", NULL);
  g_assert_cmpuint (n_moves_saved (path), ==, 1);
  chess_match_store_add (f->store, restored);
  g_assert_cmpuint (n_moves_saved (path), ==, 2);

  chess_match_store_release (f->store, restored);
  g_assert_finalize_object (g_steal_pointer (&restored));
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A file that cannot be read is kept aside, and its place is the new
 * game's. */
static void
test_restore_damaged (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autofree char *path = session_path (f, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  gboolean kept = FALSE;

  g_assert_true (g_file_set_contents (path, "[Game]\nFormat=1\nPGN=1. e4 e5 2. Nf3", -1, NULL));
  g_assert_false (chess_match_store_restore (f->store, match, path, &error));
  g_assert_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_DAMAGED);
  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (match)), ==, 0);
  g_assert_cmpstr (chess_match_store_get_path (f->store, match), ==, path);

  dir = g_dir_open (f->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    kept |= g_str_has_prefix (name, "window-1.chess960-session.damaged-");
  g_assert_true (kept);

  chess_match_store_add (f->store, match);
  g_assert_cmpuint (n_moves_saved (path), ==, 0);
  chess_match_store_release (f->store, match);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Closing one window of several puts its game away; the last one's stays. */
static void
test_close (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(ChessMatch) first = new_match (518);
  g_autoptr(ChessMatch) second = new_match (0);
  g_autofree char *path1 = session_path (f, 1);
  g_autofree char *path2 = session_path (f, 2);

  chess_match_store_add (f->store, first);
  chess_match_store_add (f->store, second);
  chess_match_store_close (f->store, first);
  g_assert_false (g_file_test (path1, G_FILE_TEST_EXISTS));
  g_assert_null (chess_match_store_get_path (f->store, first));
  chess_match_store_close (f->store, second);
  g_assert_true (g_file_test (path2, G_FILE_TEST_EXISTS));

  /* A change after closing writes nothing. */
  chess_game_play_text (chess_match_get_game (second), "e4", NULL);
  g_assert_cmpuint (n_moves_saved (path2), ==, 0);
  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_finalize_object (g_steal_pointer (&second));
}

static void
on_save_failed (ChessMatchStore *store,
                ChessMatch      *match,
                GError          *error,
                guint           *count)
{
  g_assert_nonnull (error);
  (*count)++;
}

/* A folder that cannot be made: said once, not after every move. */
static void
test_save_failed (void)
{
  g_autoptr(ChessMatchStore) store = chess_match_store_new ("/dev/null/chess960");
  g_autoptr(ChessMatch) match = new_match (518);
  guint failures = 0;

  g_signal_connect (store, "save-failed", G_CALLBACK (on_save_failed), &failures);
  g_test_expect_message ("chess-match-store", G_LOG_LEVEL_WARNING, "The game cannot be saved*");
  chess_match_store_add (store, match);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (failures, ==, 1);
  chess_game_play_text (chess_match_get_game (match), "e4", NULL);
  chess_game_play_text (chess_match_get_game (match), "e5", NULL);
  g_assert_cmpuint (failures, ==, 1);
  chess_match_store_release (store, match);
  g_assert_finalize_object (g_steal_pointer (&match));
  g_assert_finalize_object (g_steal_pointer (&store));
}

static void
count_call (guint *count)
{
  (*count)++;
}

/* The folder gone (a file in its place: as root, permissions refuse
 * nothing), then back: one failure, then one recovery. */
static void
test_save_recovered (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autofree char *away = g_strconcat (f->dir, ".away", NULL);
  guint failures = 0, recoveries = 0;

  g_signal_connect (f->store, "save-failed", G_CALLBACK (on_save_failed), &failures);
  g_signal_connect_swapped (f->store, "save-recovered", G_CALLBACK (count_call), &recoveries);
  chess_match_store_add (f->store, match);
  g_assert_cmpuint (failures, ==, 0);

  g_assert_cmpint (g_rename (f->dir, away), ==, 0);
  g_assert_true (g_file_set_contents (f->dir, "not a folder", -1, NULL));
  g_test_expect_message ("chess-match-store", G_LOG_LEVEL_WARNING, "The game cannot be saved*");
  chess_game_play_text (chess_match_get_game (match), "e4", NULL);
  g_test_assert_expected_messages ();
  chess_game_play_text (chess_match_get_game (match), "e5", NULL);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpuint (recoveries, ==, 0);

  g_assert_cmpint (g_unlink (f->dir), ==, 0);
  g_assert_cmpint (g_rename (away, f->dir), ==, 0);
  chess_game_play_text (chess_match_get_game (match), "Nf3", NULL);
  g_assert_cmpuint (recoveries, ==, 1);
  chess_game_play_text (chess_match_get_game (match), "Nc6", NULL);
  g_assert_cmpuint (recoveries, ==, 1);
  g_assert_cmpuint (failures, ==, 1);
  chess_match_store_release (f->store, match);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The other copy of the app: restores (or starts) window-1 in DIR, says
 * "ready N" with its path's number, and holds it until its input ends. */
static int
hold_session (const char *dir)
{
  g_autoptr(ChessMatchStore) store = chess_match_store_new (dir);
  g_autoptr(ChessMatch) match = new_match (518);
  g_auto(GStrv) sessions = chess_match_store_list (store);
  char line[16];

  if (sessions[0] == NULL || !chess_match_store_restore (store, match, sessions[0], NULL))
    chess_match_store_add (store, match);
  chess_match_store_add (store, match);
  chess_game_play_text (chess_match_get_game (match), "e4", NULL);
  printf ("ready %s\n", chess_match_store_get_path (store, match));
  fflush (stdout);
  while (fgets (line, sizeof line, stdin) != NULL)
    chess_game_play_text (chess_match_get_game (match), g_strstrip (line), NULL);
  chess_match_store_release (store, match);
  return 0;
}

static GSubprocess *
start_holder (Fixture  *f,
              char    **path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  g_autofree char *line = NULL;
  GSubprocess *holder;

  holder = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                             self_path, "--hold", f->dir, NULL);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder));
  line = g_data_input_stream_read_line (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, "ready "));
  *path = g_strdup (line + strlen ("ready "));
  return holder;
}

/* Two copies of the app at once: the second never takes the first one's
 * session, whose moves would otherwise be overwritten. */
static void
test_two_processes (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *path1 = session_path (f, 1);
  g_autofree char *path2 = session_path (f, 2);
  g_autofree char *held = NULL;
  g_autoptr(GSubprocess) holder = NULL;
  g_autoptr(ChessMatch) match = new_match (0);
  g_autoptr(GError) error = NULL;

  /* Yesterday's game, which both copies would like to reopen. */
  {
    g_autoptr(ChessMatch) old = new_match (518);

    chess_match_store_add (f->store, old);
    chess_match_store_release (f->store, old);
  }

  holder = start_holder (f, &held);
  g_assert_cmpstr (held, ==, path1);
  {
    g_auto(GStrv) sessions = chess_match_store_list (f->store);

    g_assert_cmpuint (g_strv_length (sessions), ==, 0);
  }
  g_assert_false (chess_match_store_restore (f->store, match, path1, &error));
  g_assert_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_LOCKED);
  g_assert_null (chess_match_store_get_path (f->store, match));
  g_clear_error (&error);

  chess_match_store_add (f->store, match);
  g_assert_cmpstr (chess_match_store_get_path (f->store, match), ==, path2);
  chess_game_play_text (chess_match_get_game (match), "d4", NULL);

  /* The other copy goes on playing in its own file. */
  {
    GOutputStream *input = g_subprocess_get_stdin_pipe (holder);

    g_assert_true (g_output_stream_write_all (input, "e5\nNf3\n", 7, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (g_output_stream_close (input, NULL, &error));
    g_subprocess_wait_check (holder, NULL, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpuint (n_moves_saved (path1), ==, 3);
  g_assert_cmpuint (n_moves_saved (path2), ==, 1);

  chess_match_store_release (f->store, match);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A copy killed outright leaves no lock behind. */
static void
test_killed_process (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *path1 = session_path (f, 1);
  g_autofree char *held = NULL;
  g_autoptr(GSubprocess) holder = NULL;
  g_autoptr(ChessMatch) match = new_match (0);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) sessions = NULL;

  holder = start_holder (f, &held);
  g_assert_cmpstr (held, ==, path1);
  g_subprocess_send_signal (holder, SIGKILL);
  g_subprocess_wait (holder, NULL, &error);
  g_assert_no_error (error);

  sessions = chess_match_store_list (f->store);
  g_assert_cmpuint (g_strv_length (sessions), ==, 1);
  g_assert_cmpstr (sessions[0], ==, path1);
  g_assert_true (chess_match_store_restore (f->store, match, path1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (match)), ==, 1);
  chess_match_store_release (f->store, match);
  g_assert_finalize_object (g_steal_pointer (&match));
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--hold"))
    return hold_session (argv[2]);

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/match-store/add-save", Fixture, NULL, fixture_set_up, test_add_and_save, fixture_tear_down);
  g_test_add ("/match-store/list", Fixture, NULL, fixture_set_up, test_list, fixture_tear_down);
  g_test_add ("/match-store/restore", Fixture, NULL, fixture_set_up, test_restore, fixture_tear_down);
  g_test_add ("/match-store/restore-damaged", Fixture, NULL, fixture_set_up, test_restore_damaged, fixture_tear_down);
  g_test_add ("/match-store/close", Fixture, NULL, fixture_set_up, test_close, fixture_tear_down);
  g_test_add_func ("/match-store/save-failed", test_save_failed);
  g_test_add ("/match-store/save-recovered", Fixture, NULL, fixture_set_up, test_save_recovered, fixture_tear_down);
  g_test_add ("/match-store/two-processes", Fixture, NULL, fixture_set_up, test_two_processes, fixture_tear_down);
  g_test_add ("/match-store/killed-process", Fixture, NULL, fixture_set_up, test_killed_process, fixture_tear_down);

  return g_test_run ();
}
