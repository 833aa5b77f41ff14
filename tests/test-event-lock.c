/* test-event-lock.c: one writer per event, in one process or two; the
 * reader follows; a shown result survives kill -9
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "chess-event-store.h"

static char *self_path;

/* Runs the main loop until CONDITION holds; fails after 10 s, which is
 * only a guard against a hang, not a wait. */
#define WAIT_FOR(condition)                                                  \
  G_STMT_START {                                                             \
    gint64 deadline_ = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;        \
    while (!(condition))                                                     \
      {                                                                      \
        g_main_context_iteration (NULL, FALSE);                              \
        if (g_get_monotonic_time () > deadline_)                             \
          g_error ("Timed out waiting for %s", #condition);                  \
        g_usleep (1000);                                                     \
      }                                                                      \
  } G_STMT_END

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-event-lock-XXXXXX", &error);

  g_assert_no_error (error);

  return dir;
}

static void
remove_dir (const char *dir)
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

static ChessEventStore *
loaded (const char *dir)
{
  g_autoptr(GError) error = NULL;
  ChessEventStore *store = chess_event_store_new (dir);

  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);

  return store;
}

/* Two stores in one process: the second reads, follows and takes over. */
static void
count_reload (guint *n_reloaded)
{
  (*n_reloaded)++;
}

static void
test_two_stores (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(ChessEventStore) writer = chess_event_store_new (dir);
  g_autoptr(ChessEventStore) reader = NULL;
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessEvent) seen = NULL;
  g_autoptr(GError) error = NULL;
  guint n_reloaded = 0;

  g_assert_true (chess_event_store_add (writer, event, &error));
  g_assert_false (chess_event_get_read_only (event));

  reader = loaded (dir);
  seen = g_list_model_get_item (G_LIST_MODEL (reader), 0);
  g_assert_true (chess_event_get_read_only (seen));
  g_signal_connect_swapped (seen, "reloaded", G_CALLBACK (count_reload), &n_reloaded);

  /* The reader changes nothing, and says why. */
  g_assert_null (chess_event_add_round (seen, 7, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (chess_event_store_try_write (reader, seen));

  /* The writer's rounds appear in the reader. */
  g_assert_nonnull (chess_event_add_round (event, 7, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  WAIT_FOR (chess_event_get_n_rounds (seen) == 1);
  g_assert_nonnull (chess_event_add_round (event, 8, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  WAIT_FOR (chess_event_get_n_rounds (seen) == 2);
  g_assert_cmpuint (chess_event_get_round (seen, 1)->number, ==, 8);
  g_assert_cmpstr (chess_event_get_last_hash (seen), ==, chess_event_get_last_hash (event));
  g_assert_cmpuint (n_reloaded, >=, 2);
  g_assert_true (chess_event_get_read_only (seen));

  /* The writer goes: the reader can take over, with nothing lost. */
  g_clear_object (&writer);
  g_assert_true (chess_event_store_try_write (reader, seen));
  g_assert_false (chess_event_get_read_only (seen));
  g_assert_nonnull (chess_event_add_round (seen, 9, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (chess_event_verify (seen, NULL, NULL, &error));
  g_assert_no_error (error);

  g_clear_object (&reader);
  {
    g_autoptr(ChessEventStore) again = loaded (dir);
    g_autoptr(ChessEvent) last = g_list_model_get_item (G_LIST_MODEL (again), 0);

    g_assert_cmpuint (chess_event_get_n_rounds (last), ==, 3);
  }
  remove_dir (dir);
}

/* The child: holds DIR's event and follows orders on stdin. */
static int
run_child (const char *dir)
{
  g_autoptr(ChessEventStore) store = loaded (dir);
  g_autoptr(ChessEvent) event = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_autoptr(GError) error = NULL;
  char line[64];

  printf ("%s\n", chess_event_get_read_only (event) ? "read-only" : "writer");
  fflush (stdout);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      if (g_str_has_prefix (line, "round"))
        {
          if (chess_event_add_round (event, 100 + chess_event_get_n_rounds (event),
                                     CHESS_DRAW_METHOD_NUMBER, NULL, &error) == NULL)
            g_error ("%s", error->message);
        }
      else if (g_str_has_prefix (line, "show"))
        {
          if (chess_event_show_result (event, 675, CHESS_DRAW_METHOD_ROLLER, NULL, &error) == NULL)
            g_error ("%s", error->message);
        }
      printf ("done\n");
      fflush (stdout);
    }

  return 0;
}

typedef struct {
  GPid  pid;
  FILE *in;
  FILE *out;
} Child;

static void
child_start (Child      *child,
             const char *dir)
{
  const char *argv[] = { self_path, "--child", dir, NULL };
  g_autoptr(GError) error = NULL;
  int in_fd;
  int out_fd;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &child->pid, &in_fd, &out_fd, NULL, &error));
  g_assert_no_error (error);
  child->in = fdopen (in_fd, "w");
  child->out = fdopen (out_fd, "r");
}

static char *
child_say (Child      *child,
           const char *order)
{
  char line[64] = "";

  if (order != NULL)
    {
      fprintf (child->in, "%s\n", order);
      fflush (child->in);
    }
  /* Blocking read: the child answers each order with one line. */
  g_assert_nonnull (fgets (line, sizeof line, child->out));

  return g_strchomp (g_strdup (line));
}

static int
child_end (Child *child,
           int    signal_number)
{
  int status = 0;

  if (signal_number != 0)
    kill (child->pid, signal_number);
  fclose (child->in);
  fclose (child->out);
  g_assert_cmpint (waitpid (child->pid, &status, 0), ==, child->pid);
  g_spawn_close_pid (child->pid);

  return status;
}

/* Another process writes: this one reads, follows, then takes over. */
static void
test_second_process (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(ChessEventStore) store = chess_event_store_new (dir);
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessEvent) seen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = NULL;
  Child child;

  g_assert_true (chess_event_store_add (store, event, &error));
  g_clear_object (&store);
  g_clear_object (&event);

  child_start (&child, dir);
  answer = child_say (&child, NULL);
  g_assert_cmpstr (answer, ==, "writer");

  store = loaded (dir);
  seen = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_true (chess_event_get_read_only (seen));

  g_free (child_say (&child, "round"));
  WAIT_FOR (chess_event_get_n_rounds (seen) == 1);
  g_free (child_say (&child, "round"));
  WAIT_FOR (chess_event_get_n_rounds (seen) == 2);

  g_assert_cmpint (child_end (&child, 0), ==, 0);
  g_assert_true (chess_event_store_try_write (store, seen));
  g_assert_nonnull (chess_event_add_round (seen, 5, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_cmpuint (chess_event_get_n_rounds (seen), ==, 3);

  /* And the other way round: this process writes, the child reads. */
  child_start (&child, dir);
  g_clear_pointer (&answer, g_free);
  answer = child_say (&child, NULL);
  g_assert_cmpstr (answer, ==, "read-only");
  child_end (&child, 0);

  g_clear_object (&seen);
  g_clear_object (&store);
  remove_dir (dir);
}

/* kill -9 while a result is on screen: the next start finds it, marked
 * as interrupted on the record, and offers it again. */
static void
test_kill_while_shown (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(ChessEventStore) store = chess_event_store_new (dir);
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(GError) error = NULL;
  const ChessPendingResult *pending;
  const ChessRecordEntry *last;
  g_autofree char *answer = NULL;
  int status;
  Child child;

  g_assert_true (chess_event_store_add (store, event, &error));
  g_clear_object (&store);
  g_clear_object (&event);

  child_start (&child, dir);
  answer = child_say (&child, NULL);
  g_assert_cmpstr (answer, ==, "writer");
  g_free (child_say (&child, "show"));
  status = child_end (&child, SIGKILL);
  g_assert_true (WIFSIGNALED (status));

  store = loaded (dir);
  event = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_false (chess_event_get_read_only (event));
  pending = chess_event_get_pending (event);
  g_assert_nonnull (pending);
  g_assert_cmpuint (pending->number, ==, 675);
  g_assert_cmpuint (pending->round, ==, 1);
  g_assert_true (pending->interrupted);
  last = chess_event_get_entry (event, chess_event_get_n_entries (event) - 1);
  g_assert_cmpint (chess_record_entry_get_kind (last), ==, CHESS_RECORD_INTERRUPTED);
  g_assert_cmpstr (chess_record_entry_get_field (last, "number"), ==, "675");

  /* A second start does not record it twice. */
  g_clear_object (&event);
  g_clear_object (&store);
  store = loaded (dir);
  event = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, chess_event_get_n_entries (event) - 2)),
                   !=, CHESS_RECORD_INTERRUPTED);

  g_assert_nonnull (chess_event_confirm_pending (event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_event_get_round (event, 0)->number, ==, 675);
  g_assert_true (chess_event_verify (event, NULL, NULL, &error));
  g_assert_no_error (error);

  g_clear_object (&event);
  g_clear_object (&store);
  remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && strcmp (argv[1], "--child") == 0)
    return run_child (argv[2]);

  self_path = g_canonicalize_filename (argv[0], NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event-lock/two-stores", test_two_stores);
  g_test_add_func ("/event-lock/second-process", test_second_process);
  g_test_add_func ("/event-lock/kill-while-shown", test_kill_while_shown);

  return g_test_run ();
}
