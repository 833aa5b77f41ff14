/* chess-files.c: what the app's stores do with files they cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-files"

#include <errno.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-files.h"

char *
chess_files_set_aside (const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  g_return_val_if_fail (path != NULL, NULL);

  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *backup = NULL;

      if (n == 1)
        backup = g_strdup_printf ("%s.damaged-%s", path, stamp);
      else
        backup = g_strdup_printf ("%s.damaged-%s-%u", path, stamp, n);

      if (g_file_test (backup, G_FILE_TEST_EXISTS))
        continue;

      if (g_rename (path, backup) != 0)
        return NULL;

      return g_steal_pointer (&backup);
    }

  return NULL;
}

gboolean
chess_files_write (const char  *path,
                   const char  *data,
                   gsize        length,
                   int          mode,
                   GError     **error)
{
  g_autofree char *directory = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  directory = g_path_get_dirname (path);
  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "cannot create %s: %s", directory, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, mode, error);
}

static void
write_file_in_thread (GTask        *task,
                      gpointer      source,
                      gpointer      task_data,
                      GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  g_autofree char *path = g_file_get_path (G_FILE (source));
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  /* The file chooser and the portal hand out local paths; a file with
   * none cannot be written safely here. */
  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "%s", "Only files with a local path can be saved");
      return;
    }
  if (!chess_files_write (path, data != NULL ? data : "", length, 0666, &error))
    {
      /* Callers handle GIO errors, as from g_file_replace_contents(). */
      g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_file_error (error->code),
                               "%s", error->message);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

void
chess_files_write_file_async (GFile               *file,
                              GBytes              *bytes,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_files_write_file_async);
  g_task_set_task_data (task, g_bytes_ref (bytes), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, write_file_in_thread);
}

gboolean
chess_files_write_file_finish (GFile         *file,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
