/* chess-files.c: what the app's stores do with files they cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-files"

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
