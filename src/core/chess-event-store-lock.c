/* chess-event-store-lock.c: one writer per event file, and readers
 * that follow it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-store"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "chess-event-private.h"
#include "chess-event-store-private.h"

static void entry_follow (Entry *entry);

void
_chess_event_entry_stop_following (Entry *entry)
{
  g_clear_handle_id (&entry->reload_id, g_source_remove);
  if (entry->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (entry->monitor, entry);
      g_file_monitor_cancel (entry->monitor);
      g_clear_object (&entry->monitor);
    }
}

/* The lock beside FILE: ".NAME.lock". The event file itself cannot carry
 * it, as every save renames a new file over it. */
char *
_chess_event_lock_path (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;

  if (path == NULL)
    return NULL;

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  name = g_strconcat (".", base, ".lock", NULL);

  return g_build_filename (dir, name, NULL);
}

/* An flock() lock: one per open file, so two stores in one process
 * exclude each other as two processes do, and it goes when the process
 * does, however it ends. Returns the descriptor, or -1 when another copy
 * holds the lock (or it cannot be made: then nobody can write safely
 * either, and the event opens read-only). */
int
_chess_event_take_lock (GFile *file)
{
  g_autofree char *path = _chess_event_lock_path (file);
  int fd;

  if (path == NULL)
    return -1;

  do
    fd = open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  while (fd < 0 && errno == EINTR);
  if (fd < 0)
    return -1;

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      return -1;
    }

  return fd;
}


/* Takes the lock, or makes the event read-only and follows the file. */
void
_chess_event_entry_claim (Entry *entry)
{
  if (entry->lock_fd < 0 && chess_event_get_damage (entry->event) == NULL)
    entry->lock_fd = _chess_event_take_lock (entry->file);

  if (entry->lock_fd >= 0 && chess_event_get_damage (entry->event) == NULL)
    {
      _chess_event_entry_stop_following (entry);
      _chess_event_set_read_only (entry->event, FALSE);
    }
  else
    {
      _chess_event_set_read_only (entry->event, TRUE);
      if (chess_event_get_damage (entry->event) == NULL)
        entry_follow (entry);
    }
}

/* Another copy wrote the file: read it again. */
static gboolean
reload_entry (gpointer data)
{
  Entry *entry = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) fresh = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *ours = NULL;
  gsize length;

  entry->reload_id = 0;

  /* The lock first, when the writer has gone: what is read next is then
   * the last word, and nobody writes after it. */
  if (entry->lock_fd < 0)
    entry->lock_fd = _chess_event_take_lock (entry->file);

  /* A half-written file is never seen (saves rename a whole one over
   * it); one that cannot be read now is tried again at its next change. */
  if (!g_file_load_contents (entry->file, NULL, &contents, &length, NULL, &error))
    {
      _chess_event_entry_claim (entry);
      return G_SOURCE_REMOVE;
    }

  ours = chess_event_to_data (entry->event, NULL);
  if (strcmp (ours, contents) != 0)
    {
      fresh = chess_event_new_from_data (contents, length, &error);
      if (fresh == NULL)
        {
          /* Not this copy's to set aside: it keeps what it showed, and
           * does not write over what it could not read. */
          g_debug ("Cannot reload %s: %s", g_file_peek_path (entry->file), error->message);
          if (entry->lock_fd >= 0)
            {
              close (entry->lock_fd);
              entry->lock_fd = -1;
            }
          return G_SOURCE_REMOVE;
        }
      if (g_strcmp0 (chess_event_get_id (fresh), chess_event_get_id (entry->event)) == 0)
        _chess_event_take_contents (entry->event, fresh);
    }

  /* The writer may have gone: then this copy can write. */
  _chess_event_entry_claim (entry);

  return G_SOURCE_REMOVE;
}

static void
on_file_changed (GFileMonitor      *monitor,
                 GFile             *file,
                 GFile             *other_file,
                 GFileMonitorEvent  event_type,
                 Entry             *entry)
{
  switch (event_type)
    {
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_RENAMED:
    case G_FILE_MONITOR_EVENT_CHANGED:
      /* Several events come for one save: read once they have. */
      if (entry->reload_id == 0)
        entry->reload_id = g_idle_add (reload_entry, entry);
      break;

    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
    case G_FILE_MONITOR_EVENT_PRE_UNMOUNT:
    case G_FILE_MONITOR_EVENT_UNMOUNTED:
    case G_FILE_MONITOR_EVENT_MOVED:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
    default:
      break;
    }
}

static void
entry_follow (Entry *entry)
{
  if (entry->monitor != NULL)
    return;

  entry->monitor = g_file_monitor_file (entry->file, G_FILE_MONITOR_NONE, NULL, NULL);
  if (entry->monitor != NULL)
    g_signal_connect (entry->monitor, "changed", G_CALLBACK (on_file_changed), entry);
}

gboolean
chess_event_store_try_write (ChessEventStore *self,
                             ChessEvent      *event)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);

  entry = _chess_event_store_find_entry (self, event, NULL);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->lock_fd < 0 && chess_event_get_damage (event) == NULL)
    {
      /* Read what the other copy left before writing over it. */
      g_clear_handle_id (&entry->reload_id, g_source_remove);
      reload_entry (entry);
    }

  return !chess_event_get_read_only (event);
}
