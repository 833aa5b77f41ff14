/* test-event-store-util.c: what the event store's tests share: a
 * temporary folder, events, and what a store announces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "test-event-store-util.h"

const char event_text[] =
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


void
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

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->root);
  g_free (fixture->root);
  g_free (fixture->events);
}

char *
read_contents (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);

  return contents;
}

void
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

ChessEvent *
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

char *
basename_of (ChessEventStore *store,
             ChessEvent      *event)
{
  g_autoptr(GFile) file = chess_event_store_get_file (store, event);

  g_assert_nonnull (file);

  return g_file_get_basename (file);
}

/* The file of EVENT in STORE holds exactly EVENT. */
void
assert_saved (ChessEventStore *store,
              ChessEvent      *event)
{
  g_autoptr(GFile) file = chess_event_store_get_file (store, event);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *contents = read_contents (path);
  g_autofree char *expected = chess_event_to_data (event, NULL);

  g_assert_cmpstr (contents, ==, expected);
}

ChessEvent *
item (ChessEventStore *store,
      guint            position)
{
  g_autoptr(ChessEvent) event = g_list_model_get_item (G_LIST_MODEL (store), position);

  g_assert_nonnull (event);

  /* The store keeps its own reference. */
  return event;
}



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

void
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

void
recorder_clear (Recorder        *recorder,
                ChessEventStore *store)
{
  g_signal_handlers_disconnect_by_data (store, recorder);
  g_ptr_array_unref (recorder->damaged);
  g_clear_error (&recorder->save_error);
  g_string_free (recorder->changes, TRUE);
}

ChessEventStore *
loaded_store (const char *directory)
{
  g_autoptr(GError) error = NULL;
  ChessEventStore *store = chess_event_store_new (directory);

  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);

  return store;
}
