/* test-event-store.c: events kept as files in a folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "chess-event-import.h"
#include "chess-event-store.h"

static const char event_text[] =
  "[Event]\n"
  "Format=1\n"
  "Name=Club Championship\n"
  "Variant=chess960\n"
  "Created=2026-11-21T18:00:00Z\n"
  "ExcludeStandard=true\n"
  "Exclude=534;\n"
  "Rounds=2\n"
  "\n"
  "[Round 1]\n"
  "Number=309\n"
  "BackRank=NQBBRKRN\n"
  "Method=physical-die\n"
  "Time=2026-11-21T18:30:00Z\n"
  "ColoursReversed=false\n"
  "\n"
  "[Round 2]\n"
  "Number=12\n"
  "BackRank=QBNNRKBR\n"
  "Method=roller\n"
  "Time=2026-11-28T18:30:00Z\n"
  "ColoursReversed=false\n";

/* A temporary folder, deleted with everything in it at the end. */
typedef struct {
  char *root;
  char *events;   /* ROOT/data/events: not there until a store makes it */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->root = g_dir_make_tmp ("chess960-events-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->events = g_build_filename (fixture->root, "data", "events", NULL);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
    }

  g_assert_cmpint (g_remove (path), ==, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->root);
  g_free (fixture->root);
  g_free (fixture->events);
}

static char *
read_contents (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);

  return contents;
}

static void
write_contents (const char *directory,
                const char *name,
                const char *data,
                gssize      length)
{
  g_autofree char *path = g_build_filename (directory, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (directory, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);
}

static ChessEvent *
event_with (const char *name,
            const char *created)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  ChessEvent *event;

  text = g_strdup (event_text);
  memcpy (strstr (text, "2026-11-21T18:00:00Z"), created, strlen (created));
  event = chess_event_new_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  chess_event_set_name (event, name);

  return event;
}

static char *
basename_of (ChessEventStore *store,
             ChessEvent      *event)
{
  g_autoptr(GFile) file = chess_event_store_get_file (store, event);

  g_assert_nonnull (file);

  return g_file_get_basename (file);
}

/* The file of EVENT in STORE holds exactly EVENT. */
static void
assert_saved (ChessEventStore *store,
              ChessEvent      *event)
{
  g_autoptr(GFile) file = chess_event_store_get_file (store, event);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *contents = read_contents (path);
  g_autofree char *expected = chess_event_to_data (event, NULL);

  g_assert_cmpstr (contents, ==, expected);
}

static ChessEvent *
item (ChessEventStore *store,
      guint            position)
{
  g_autoptr(ChessEvent) event = g_list_model_get_item (G_LIST_MODEL (store), position);

  g_assert_nonnull (event);

  /* The store keeps its own reference. */
  return event;
}

/* What a store announces. */
typedef struct {
  GPtrArray *damaged;       /* DamagedReport* */
  guint      n_save_failed;
  GError    *save_error;
  GString   *changes;       /* "position,removed,added " */
} Recorder;

typedef struct {
  char   *path;
  char   *backup_path;
  GError *error;
} DamagedReport;

static void
damaged_report_free (DamagedReport *report)
{
  g_free (report->path);
  g_free (report->backup_path);
  g_clear_error (&report->error);
  g_free (report);
}

static void
on_damaged_file (ChessEventStore *store,
                 const char      *path,
                 const char      *backup_path,
                 const GError    *error,
                 Recorder        *recorder)
{
  DamagedReport *report = g_new0 (DamagedReport, 1);

  report->path = g_strdup (path);
  report->backup_path = g_strdup (backup_path);
  report->error = g_error_copy (error);
  g_ptr_array_add (recorder->damaged, report);
}

static void
on_save_failed (ChessEventStore *store,
                ChessEvent      *event,
                const GError    *error,
                Recorder        *recorder)
{
  g_assert_true (CHESS_IS_EVENT (event));
  recorder->n_save_failed++;
  g_clear_error (&recorder->save_error);
  recorder->save_error = g_error_copy (error);
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Recorder   *recorder)
{
  g_string_append_printf (recorder->changes, "%u,%u,%u ", position, removed, added);
}

static void
recorder_init (Recorder        *recorder,
               ChessEventStore *store)
{
  recorder->damaged = g_ptr_array_new_with_free_func ((GDestroyNotify) damaged_report_free);
  recorder->n_save_failed = 0;
  recorder->save_error = NULL;
  recorder->changes = g_string_new (NULL);
  g_signal_connect (store, "damaged-file", G_CALLBACK (on_damaged_file), recorder);
  g_signal_connect (store, "save-failed", G_CALLBACK (on_save_failed), recorder);
  g_signal_connect (store, "items-changed", G_CALLBACK (on_items_changed), recorder);
}

static void
recorder_clear (Recorder        *recorder,
                ChessEventStore *store)
{
  g_signal_handlers_disconnect_by_data (store, recorder);
  g_ptr_array_unref (recorder->damaged);
  g_clear_error (&recorder->save_error);
  g_string_free (recorder->changes, TRUE);
}

static ChessEventStore *
loaded_store (const char *directory)
{
  g_autoptr(GError) error = NULL;
  ChessEventStore *store = chess_event_store_new (directory);

  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);

  return store;
}

/* Set in main() before GLib reads it. */
#define DATA_HOME "/nonexistent/chess960-test/data"

static void
test_default_directory (void)
{
  g_autofree char *directory = chess_event_store_default_directory ();
  g_autofree char *expected = g_build_filename (DATA_HOME, "chess960", "events", NULL);
  g_autoptr(ChessEventStore) store = chess_event_store_new (directory);

  g_assert_cmpstr (directory, ==, expected);
  g_assert_cmpstr (chess_event_store_get_directory (store), ==, directory);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (store)) == CHESS_TYPE_EVENT);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
}

static void
test_add_and_reload (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEventStore) reopened = NULL;
  g_autoptr(ChessEvent) a = event_with ("Club Championship", "2026-11-21T18:00:00Z");
  g_autoptr(ChessEvent) b = event_with ("Club Championship", "2027-01-01T12:00:00Z");
  g_autoptr(ChessEvent) c = event_with ("Été à Zürich — Open!", "2028-05-05T09:00:00Z");
  g_autoptr(ChessEvent) d = event_with ("", "2025-01-01T00:00:00Z");
  g_autoptr(ChessEvent) e = event_with ("«»!?", "2025-01-01T00:00:00Z");
  g_autoptr(GError) error = NULL;
  /* Same time: by file name, and "event-2." sorts before "event.". */
  ChessEvent *expected_order[] = { c, b, a, e, d };
  g_autofree char *name = NULL;
  mode_t mask;
  Recorder recorder;

  store = loaded_store (fixture->events);
  g_assert_true (g_file_test (fixture->events, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (store), 0));

  recorder_init (&recorder, store);

  /* Each goes where its creation time puts it, newest first. */
  g_assert_true (chess_event_store_add (store, a, &error));
  g_assert_true (chess_event_store_add (store, b, &error));
  g_assert_true (chess_event_store_add (store, d, &error));
  g_assert_true (chess_event_store_add (store, c, &error));
  g_assert_true (chess_event_store_add (store, e, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (recorder.changes->str, ==, "0,0,1 0,0,1 2,0,1 0,0,1 3,0,1 ");

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (expected_order); i++)
    g_assert_true (item (store, i) == expected_order[i]);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (store), 5));

  /* ASCII names from the events' names, unique. */
  name = basename_of (store, a);
  g_assert_cmpstr (name, ==, "club-championship.chess960-event");
  g_free (name);
  name = basename_of (store, b);
  g_assert_cmpstr (name, ==, "club-championship-2.chess960-event");
  g_free (name);
  name = basename_of (store, c);
  g_assert_cmpstr (name, ==, "ete-a-zurich-open.chess960-event");
  g_free (name);
  name = basename_of (store, d);
  g_assert_cmpstr (name, ==, "event.chess960-event");
  g_free (name);
  name = basename_of (store, e);
  g_assert_cmpstr (name, ==, "event-2.chess960-event");

  mask = umask (022);
  umask (mask);
  for (guint i = 0; i < G_N_ELEMENTS (expected_order); i++)
    {
      g_autoptr(GFile) file = chess_event_store_get_file (store, expected_order[i]);
      g_autofree char *path = g_file_get_path (file);
      struct stat info;

      assert_saved (store, expected_order[i]);
      g_assert_cmpint (g_stat (path, &info), ==, 0);
      g_assert_cmpint (info.st_mode & 0777, ==, 0644 & ~mask);
    }

  /* A new start reads the same events in the same order. */
  reopened = loaded_store (fixture->events);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reopened)), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (expected_order); i++)
    {
      ChessEvent *event = item (reopened, i);
      g_autofree char *original = chess_event_to_data (expected_order[i], NULL);
      g_autofree char *reread = chess_event_to_data (event, NULL);
      g_autofree char *original_name = basename_of (store, expected_order[i]);
      g_autofree char *reread_name = basename_of (reopened, event);

      g_assert_true (event != expected_order[i]);
      g_assert_cmpstr (reread, ==, original);
      g_assert_cmpstr (reread_name, ==, original_name);
    }

  /* Not someone else's events. */
  g_assert_null (chess_event_store_get_file (reopened, a));

  recorder_clear (&recorder, store);
}

/* Only event files in the folder: no temporary files left behind. */
static void
assert_only_event_files (const char *directory,
                         guint       n_expected)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      /* Each event's lock stays beside it. */
      if (name[0] == '.' && g_str_has_suffix (name, ".chess960-event.lock"))
        continue;
      g_assert_true (g_str_has_suffix (name, ".chess960-event"));
      n++;
    }

  g_assert_cmpuint (n, ==, n_expected);
}

static void
test_saved_after_every_change (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(ChessEventStore) store = loaded_store (fixture->events);
  g_autoptr(ChessEventStore) reopened = NULL;
  g_autoptr(ChessEvent) event = chess_event_new ("Thursday Blitz", CHESS_VARIANT_CHESS960X3);
  g_autoptr(GError) error = NULL;
  static const guint custom[] = { 534, 2000 };
  Recorder recorder;

  recorder_init (&recorder, store);
  g_assert_true (chess_event_store_add (store, event, &error));
  g_assert_no_error (error);
  assert_saved (store, event);

  g_assert_nonnull (chess_event_add_round (event, 2771, CHESS_DRAW_METHOD_ROLLER, NULL, &error));
  assert_saved (store, event);
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
  assert_saved (store, event);
  g_assert_nonnull (chess_event_add_round (event, 5, CHESS_DRAW_METHOD_PHYSICAL_DIE, NULL, &error));
  g_assert_no_error (error);
  assert_saved (store, event);
  g_assert_true (chess_event_remove_last_round (event));
  assert_saved (store, event);
  chess_event_set_name (event, "Thursday Blitz 2026");
  assert_saved (store, event);
  chess_event_set_exclude_standard (event, FALSE);
  assert_saved (store, event);
  chess_event_set_custom_exclusions (event, custom, G_N_ELEMENTS (custom));
  assert_saved (store, event);

  g_assert_cmpuint (recorder.n_save_failed, ==, 0);
  assert_only_event_files (fixture->events, 1);

  /* The file keeps its name when the event is renamed. */
  {
    g_autofree char *name = basename_of (store, event);

    g_assert_cmpstr (name, ==, "thursday-blitz.chess960-event");
  }

  reopened = loaded_store (fixture->events);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reopened)), ==, 1);
  {
    g_autofree char *expected = chess_event_to_data (event, NULL);
    g_autofree char *reread = chess_event_to_data (item (reopened, 0), NULL);

    g_assert_cmpstr (reread, ==, expected);
    g_assert_cmpuint (chess_event_get_n_rounds (item (reopened, 0)), ==, 2);
  }

  recorder_clear (&recorder, store);
}

static void
test_remove (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(ChessEventStore) store = loaded_store (fixture->events);
  g_autoptr(ChessEvent) old = event_with ("Old", "2020-01-01T00:00:00Z");
  g_autoptr(ChessEvent) new = event_with ("New", "2030-01-01T00:00:00Z");
  g_autoptr(GFile) old_file = NULL;
  g_autoptr(GFile) new_file = NULL;
  g_autoptr(GError) error = NULL;
  Recorder recorder;

  g_assert_true (chess_event_store_add (store, old, &error));
  g_assert_true (chess_event_store_add (store, new, &error));
  g_assert_no_error (error);
  old_file = chess_event_store_get_file (store, old);
  new_file = chess_event_store_get_file (store, new);
  recorder_init (&recorder, store);

  g_assert_true (chess_event_store_remove (store, old, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (old_file, NULL));
  g_assert_cmpstr (recorder.changes->str, ==, "1,1,0 ");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  g_assert_null (chess_event_store_get_file (store, old));

  /* A removed event is no longer saved. */
  chess_event_set_name (old, "Old, renamed");
  g_assert_false (g_file_query_exists (old_file, NULL));

  /* A file someone else deleted is no obstacle. */
  g_assert_true (g_file_delete (new_file, NULL, NULL));
  g_assert_true (chess_event_store_remove (store, new, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
  assert_only_event_files (fixture->events, 0);

  recorder_clear (&recorder, store);
}

static void
test_save_failed (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ChessEventStore) store = loaded_store (fixture->events);
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  Recorder recorder;

  g_assert_true (chess_event_store_add (store, event, &error));
  g_assert_no_error (error);
  recorder_init (&recorder, store);

  /* A folder where the file should be: no file can be renamed over it,
   * whoever runs the test. */
  file = chess_event_store_get_file (store, event);
  path = g_file_get_path (file);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);

  g_assert_nonnull (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (recorder.n_save_failed, ==, 1);
  g_assert_nonnull (recorder.save_error);
  g_assert_true (recorder.save_error->domain == G_IO_ERROR);
  g_test_message ("save failed: %s", recorder.save_error->message);
  g_assert_false (chess_event_store_get_saved (store, event));
  g_assert_false (chess_event_store_retry_save (store, event, &error));
  g_assert_error (error, G_IO_ERROR, recorder.save_error->code);
  g_clear_error (&error);
  g_assert_false (chess_event_store_get_saved (store, event));

  /* Once the obstacle is gone, a retry saves everything. */
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (chess_event_store_retry_save (store, event, &error));
  g_assert_no_error (error);
  g_assert_true (chess_event_store_get_saved (store, event));
  assert_saved (store, event);
  chess_event_set_name (event, "Club 2");
  g_assert_cmpuint (recorder.n_save_failed, ==, 2);
  assert_saved (store, event);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);

  /* And a folder deleted while the app runs is made again. */
  g_assert_cmpint (g_remove (path), ==, 0);
  {
    g_autofree char *lock = g_build_filename (fixture->events, ".club.chess960-event.lock", NULL);

    g_assert_cmpint (g_remove (lock), ==, 0);
  }
  g_assert_cmpint (g_rmdir (fixture->events), ==, 0);
  chess_event_set_name (event, "Club 3");
  g_assert_cmpuint (recorder.n_save_failed, ==, 2);
  assert_saved (store, event);

  recorder_clear (&recorder, store);
}

/* "PATH.damaged-YYYYMMDD-HHMMSS", perhaps with "-N" after it. */
static gboolean
is_backup_of (const char *backup,
              const char *path)
{
  g_autofree char *prefix = g_strconcat (path, ".damaged-", NULL);
  const char *stamp;

  if (!g_str_has_prefix (backup, prefix))
    return FALSE;

  stamp = backup + strlen (prefix);
  for (guint i = 0; i < 15; i++)
    if (i == 8 ? stamp[i] != '-' : !g_ascii_isdigit (stamp[i]))
      return FALSE;

  return stamp[15] == '\0' || stamp[15] == '-';
}

static void
test_damaged (Fixture       *fixture,
              gconstpointer  data)
{
  static const guint8 garbage[] = { 0x7f, 'E', 'L', 'F', 0, 1, 2, 0xff, 0xfe, '\n', '[', 0x80 };
  static const char desktop[] = "[Desktop Entry]\nType=Application\nName=Chess960\n";
  static const struct {
    const char *name;
    const char *message;
  } expected[] = {
    { "desktop.chess960-event", "This is not a Chess960 event file: it has no [Event] section" },
    { "empty.chess960-event", "The event file is empty" },
    { "garbage.chess960-event", "The event file is not a text file" },
    { "mismatch.chess960-event", "Round 2: back rank “RNBQKBNR” does not match SP 12 (QBNNRKBR)" },
    { "truncated.chess960-event", "Round 1 has no time" },
  };
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEventStore) reopened = NULL;
  g_autoptr(ChessEventStore) first = loaded_store (fixture->events);
  g_autoptr(ChessEvent) good1 = event_with ("Good one", "2026-01-01T00:00:00Z");
  g_autoptr(ChessEvent) good2 = event_with ("Good two", "2026-02-01T00:00:00Z");
  g_autoptr(GError) error = NULL;
  g_autofree char *mismatch = g_strdup (event_text);
  g_autofree char *notes_path = g_build_filename (fixture->events, "notes.txt", NULL);
  g_autofree char *subdir = g_build_filename (fixture->events, "folder.chess960-event", NULL);
  g_autofree char *garbage_backup = NULL;
  Recorder recorder;

  g_assert_true (chess_event_store_add (first, good1, &error));
  g_assert_true (chess_event_store_add (first, good2, &error));
  g_assert_no_error (error);
  g_clear_object (&first);

  memcpy (strstr (mismatch, "QBNNRKBR"), "RNBQKBNR", 8);
  write_contents (fixture->events, "desktop.chess960-event", desktop, -1);
  write_contents (fixture->events, "empty.chess960-event", "", 0);
  write_contents (fixture->events, "garbage.chess960-event", (const char *) garbage, sizeof garbage);
  write_contents (fixture->events, "mismatch.chess960-event", mismatch, -1);
  write_contents (fixture->events, "truncated.chess960-event", event_text,
                  strstr (event_text, "Time=") - event_text);
  /* Not event files: left alone. */
  write_contents (fixture->events, "notes.txt", "hello", -1);
  g_assert_cmpint (g_mkdir (subdir, 0755), ==, 0);

  store = chess_event_store_new (fixture->events);
  recorder_init (&recorder, store);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);

  /* The good ones load; of the damaged ones whose header could be read,
   * what is whole is listed, read-only, with a note of what was lost. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 4);
  g_assert_cmpstr (recorder.changes->str, ==, "0,0,4 ");
  {
    guint n_recovered = 0;

    for (guint i = 0; i < 4; i++)
      {
        ChessEvent *event = item (store, i);

        if (chess_event_get_damage (event) != NULL)
          {
            g_assert_true (chess_event_get_read_only (event));
            n_recovered++;
          }
        else
          g_assert_false (chess_event_get_read_only (event));
      }
    g_assert_cmpuint (n_recovered, ==, 2);
  }
  g_assert_cmpstr (chess_event_get_name (item (store, 2)), ==, "Good two");
  g_assert_cmpstr (chess_event_get_name (item (store, 3)), ==, "Good one");

  /* Each damaged one is reported once and kept aside, unchanged. */
  g_assert_cmpuint (recorder.damaged->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      DamagedReport *report = g_ptr_array_index (recorder.damaged, i);
      g_autofree char *path = g_build_filename (fixture->events, expected[i].name, NULL);
      g_autofree char *backup = NULL;
      gsize length;

      g_test_message ("%s: %s", expected[i].name, report->error->message);
      g_assert_cmpstr (report->path, ==, path);
      g_assert_error (report->error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
      g_assert_cmpstr (report->error->message, ==, expected[i].message);
      g_assert_nonnull (report->backup_path);
      g_assert_true (is_backup_of (report->backup_path, path));
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      g_assert_true (g_file_get_contents (report->backup_path, &backup, &length, NULL));
      switch (i)
        {
        case 0:
          g_assert_cmpmem (backup, length, desktop, strlen (desktop));
          break;
        case 1:
          g_assert_cmpuint (length, ==, 0);
          break;
        case 2:
          g_assert_cmpmem (backup, length, garbage, sizeof garbage);
          garbage_backup = g_strdup (report->backup_path);
          break;
        case 3:
          g_assert_cmpmem (backup, length, mismatch, strlen (mismatch));
          break;
        case 4:
          g_assert_cmpmem (backup, length, event_text,
                           (gsize) (strstr (event_text, "Time=") - event_text));
          break;
        default:
          g_assert_not_reached ();
        }
    }

  g_assert_true (g_file_test (notes_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (subdir, G_FILE_TEST_IS_DIR));

  /* The next start does not complain again. */
  g_ptr_array_set_size (recorder.damaged, 0);
  g_string_truncate (recorder.changes, 0);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (recorder.damaged->len, ==, 0);
  g_assert_cmpstr (recorder.changes->str, ==, "0,4,0 0,0,2 ");
  reopened = loaded_store (fixture->events);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reopened)), ==, 2);

  /* Damaged again within the same second: a second backup, the first
   * one kept. */
  write_contents (fixture->events, "garbage.chess960-event", "x", -1);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (recorder.damaged->len, ==, 1);
  {
    DamagedReport *report = g_ptr_array_index (recorder.damaged, 0);
    g_autofree char *first_backup = read_contents (garbage_backup);
    g_autofree char *second_backup = read_contents (report->backup_path);

    g_assert_cmpstr (report->backup_path, !=, garbage_backup);
    g_assert_cmpmem (first_backup, sizeof garbage, garbage, sizeof garbage);
    g_assert_cmpstr (second_backup, ==, "x");
  }

  recorder_clear (&recorder, store);
}

static void
test_unreadable_folder (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *file_path = g_build_filename (fixture->root, "plain-file", NULL);
  g_autofree char *below_file = g_build_filename (file_path, "events", NULL);
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(GError) error = NULL;

  /* A folder that cannot be made: a file stands in the way. */
  write_contents (fixture->root, "plain-file", "", 0);
  store = chess_event_store_new (below_file);
  g_assert_false (chess_event_store_load (store, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_test_message ("%s", error->message);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
}

static void
test_import_export (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *other_dir = g_build_filename (fixture->root, "other", NULL);
  g_autofree char *export_path = g_build_filename (fixture->root, "exported.chess960-event", NULL);
  g_autofree char *bad_path = g_build_filename (fixture->root, "bad.chess960-event", NULL);
  g_autofree char *missing_path = g_build_filename (fixture->root, "missing.chess960-event", NULL);
  g_autofree char *nowhere_path = g_build_filename (fixture->root, "no", "such", "x.chess960-event", NULL);
  g_autoptr(ChessEventStore) store = loaded_store (fixture->events);
  g_autoptr(ChessEventStore) other = loaded_store (other_dir);
  g_autoptr(ChessEvent) event = event_with ("Club Championship", "2026-11-21T18:00:00Z");
  g_autoptr(ChessEvent) imported = NULL;
  g_autoptr(ChessEvent) imported_again = NULL;
  g_autoptr(ChessEvent) imported_here = NULL;
  g_autoptr(GFile) export_file = g_file_new_for_path (export_path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing_path);
  g_autoptr(GFile) nowhere_file = g_file_new_for_path (nowhere_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *name = NULL;

  g_assert_true (chess_event_store_add (store, event, &error));
  g_assert_no_error (error);

  g_assert_true (chess_event_store_export (store, event, export_file, &error));
  g_assert_no_error (error);
  exported = read_contents (export_path);
  expected = chess_event_to_data (event, NULL);
  g_assert_cmpstr (exported, ==, expected);

  /* Imported elsewhere: a copy, not the same object, in its own file. */
  imported = chess_event_store_import (other, export_file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);
  g_assert_true (imported != event);
  g_assert_true (item (other, 0) == imported);
  assert_saved (other, imported);
  {
    g_autofree char *data_imported = chess_event_to_data (imported, NULL);

    g_assert_cmpstr (data_imported, ==, expected);
  }

  /* A second import of the same event (its id, not its name) is never
   * a silent duplicate: refused, and the choice offered. */
  g_assert_null (chess_event_store_import (other, export_file, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_EVENT_EXISTS);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 1);
  {
    g_autoptr(ChessEventImport) import = chess_event_store_prepare_import (other, export_file, &error);
    guint n_conflicts;

    g_assert_no_error (error);
    g_assert_true (chess_event_import_get_existing (import) == imported);
    g_assert_true (chess_event_import_is_identical (import));
    chess_event_import_get_conflicts (import, &n_conflicts);
    g_assert_cmpuint (n_conflicts, ==, 0);
    g_assert_cmpstr (chess_event_import_get_copy_name (import), ==, "Club Championship (2)");
    imported_again = chess_event_store_finish_import (other, import, CHESS_IMPORT_KEEP_BOTH, &error);
    g_assert_no_error (error);
  }
  g_assert_true (imported_again != imported);
  g_assert_cmpstr (chess_event_get_name (imported_again), ==, "Club Championship (2)");
  g_assert_cmpstr (chess_event_get_id (imported_again), !=, chess_event_get_id (imported));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 2);
  name = basename_of (other, imported_again);
  g_assert_cmpstr (name, ==, "club-championship-2.chess960-event");
  g_clear_pointer (&name, g_free);
  g_assert_true (chess_event_verify (imported_again, NULL, NULL, &error));
  g_assert_no_error (error);

  /* Into the store it came from: it is already there. */
  g_assert_null (chess_event_store_import (store, export_file, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_EVENT_EXISTS);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);

  /* Changing a copy leaves the others alone. */
  g_assert_nonnull (chess_event_add_round (imported, 0, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 2);
  g_assert_cmpuint (chess_event_get_n_rounds (imported_again), ==, 2);
  assert_saved (other, imported);
  assert_saved (other, imported_again);

  /* Round 3 differs between the two copies of one event: the import
   * says so, and replacing takes the file's rounds. */
  g_assert_nonnull (chess_event_add_round (event, 1, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_true (chess_event_store_export (store, event, export_file, &error));
  {
    g_autoptr(ChessEventImport) import = chess_event_store_prepare_import (other, export_file, &error);
    g_autoptr(ChessEvent) replaced = NULL;
    const guint *conflicts;
    guint n_conflicts;

    g_assert_no_error (error);
    g_assert_true (chess_event_import_get_existing (import) == imported);
    g_assert_false (chess_event_import_is_identical (import));
    conflicts = chess_event_import_get_conflicts (import, &n_conflicts);
    g_assert_cmpuint (n_conflicts, ==, 1);
    g_assert_cmpuint (conflicts[0], ==, 3);
    replaced = chess_event_store_finish_import (other, import, CHESS_IMPORT_REPLACE, &error);
    g_assert_no_error (error);
    g_assert_true (replaced == imported);
    g_assert_cmpuint (chess_event_get_round (imported, 2)->number, ==, 1);
    assert_saved (other, imported);
  }

  /* A damaged file is refused whole and left where it is. */
  write_contents (fixture->root, "bad.chess960-event", event_text, strlen (event_text) - 3);
  g_assert_null (chess_event_store_import (other, bad_file, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
  g_test_message ("import of a cut file: %s", error->message);
  g_clear_error (&error);
  g_assert_true (g_file_query_exists (bad_file, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 2);

  g_assert_null (chess_event_store_import (other, missing_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_false (chess_event_store_export (store, event, nowhere_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  assert_only_event_files (fixture->events, 1);
  assert_only_event_files (other_dir, 2);
}

int
main (int   argc,
      char *argv[])
{
  /* Not G_TEST_OPTION_ISOLATE_DIRS: GLib leaks the old paths each time it
   * resets them, and the tests here write only into their own folders. */
  g_setenv ("XDG_DATA_HOME", DATA_HOME, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event-store/default-directory", test_default_directory);
  g_test_add ("/event-store/add-and-reload", Fixture, NULL,
              fixture_set_up, test_add_and_reload, fixture_tear_down);
  g_test_add ("/event-store/saved-after-every-change", Fixture, NULL,
              fixture_set_up, test_saved_after_every_change, fixture_tear_down);
  g_test_add ("/event-store/remove", Fixture, NULL,
              fixture_set_up, test_remove, fixture_tear_down);
  g_test_add ("/event-store/save-failed", Fixture, NULL,
              fixture_set_up, test_save_failed, fixture_tear_down);
  g_test_add ("/event-store/damaged", Fixture, NULL,
              fixture_set_up, test_damaged, fixture_tear_down);
  g_test_add ("/event-store/unreadable-folder", Fixture, NULL,
              fixture_set_up, test_unreadable_folder, fixture_tear_down);
  g_test_add ("/event-store/import-export", Fixture, NULL,
              fixture_set_up, test_import_export, fixture_tear_down);

  return g_test_run ();
}
