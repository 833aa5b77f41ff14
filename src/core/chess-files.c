/* chess-files.c: what the app's stores do with files they cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-files"

#include <errno.h>

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
