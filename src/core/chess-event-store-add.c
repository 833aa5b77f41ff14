/* chess-event-store-add.c: adding events to the store and removing them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-store"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-event-private.h"
#include "chess-event-store-private.h"
#include "chess-files.h"

/* Long enough to tell events apart in a file manager, short enough to
 * stay far below any file system's limit once the suffixes are added. */
#define MAX_SLUG_LENGTH 48

/* An ASCII file name from the event's name: "Club Championship" becomes
 * "club-championship". */
static char *
slug_from_name (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  GString *slug = g_string_new (NULL);
  gboolean gap = FALSE;

  for (const char *p = ascii; *p != '\0' && slug->len < MAX_SLUG_LENGTH; p++)
    {
      if (!g_ascii_isalnum (*p))
        {
          gap = TRUE;
          continue;
        }

      if (gap && slug->len > 0)
        g_string_append_c (slug, '-');
      g_string_append_c (slug, g_ascii_tolower (*p));
      gap = FALSE;
    }

  if (slug->len == 0)
    g_string_append (slug, "event");

  return g_string_free (slug, FALSE);
}

static gboolean
file_in_use (ChessEventStore *self,
             GFile           *file)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (g_file_equal (entry->file, file))
        return TRUE;
    }

  return g_file_query_exists (file, NULL);
}

static GFile *
unique_file (ChessEventStore *self,
             const char      *name)
{
  g_autofree char *slug = slug_from_name (name);

  for (guint n = 1; ; n++)
    {
      g_autofree char *basename = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;

      if (n == 1)
        basename = g_strconcat (slug, FILE_SUFFIX, NULL);
      else
        basename = g_strdup_printf ("%s-%u%s", slug, n, FILE_SUFFIX);

      path = g_build_filename (self->directory, basename, NULL);
      file = g_file_new_for_path (path);
      if (!file_in_use (self, file))
        return g_steal_pointer (&file);
    }
}

gboolean
chess_event_store_add (ChessEventStore  *self,
                       ChessEvent       *event,
                       GError          **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (_chess_event_store_find_entry (self, event, NULL) == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_chess_event_store_ensure_directory (self, error))
    return FALSE;

  file = unique_file (self, chess_event_get_name (event));

  return chess_event_store_add_at (self, event, file, error);
}

gboolean
chess_event_store_add_at (ChessEventStore  *self,
                          ChessEvent       *event,
                          GFile            *file,
                          GError          **error)
{
  Entry *entry;
  int lock_fd;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (_chess_event_store_find_entry (self, event, NULL) == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_file_query_exists (file, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "“%s” already exists", g_file_peek_path (file));
      return FALSE;
    }

  {
    g_autoptr(GFile) parent = g_file_get_parent (file);

    if (parent != NULL && !g_file_query_exists (parent, NULL))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     "The folder “%s” does not exist", g_file_peek_path (parent));
        return FALSE;
      }
  }

  /* Another copy may be making the same file this very moment. */
  lock_fd = _chess_event_take_lock (file);
  if (lock_fd < 0 || g_file_query_exists (file, NULL))
    {
      if (lock_fd >= 0)
        close (lock_fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "“%s” is being made by another copy of Chess960", g_file_peek_path (file));
      return FALSE;
    }

  if (!chess_event_save_to_file (event, file, error))
    {
      close (lock_fd);
      return FALSE;
    }

  entry = _chess_event_store_entry_new (self, event, file);
  entry->lock_fd = lock_fd;
  _chess_event_entry_claim (entry);
  _chess_event_store_insert_entry (self, entry);

  return TRUE;
}

gboolean
chess_event_store_remove (ChessEventStore  *self,
                          ChessEvent       *event,
                          GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  Entry *entry;
  guint position;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  entry = _chess_event_store_find_entry (self, event, &position);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->lock_fd < 0 && chess_event_get_damage (event) == NULL)
    return _chess_event_check_writable (event, error);

  /* A file someone else already deleted is as good as deleted. */
  if (!g_file_delete (entry->file, NULL, &local_error) &&
      !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The lock file goes with the event, by the copy that held it. */
  if (entry->lock_fd >= 0)
    {
      g_autofree char *lock_path = _chess_event_lock_path (entry->file);

      if (lock_path != NULL)
        g_unlink (lock_path);
    }

  g_ptr_array_remove_index (self->entries, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);

  return TRUE;
}
