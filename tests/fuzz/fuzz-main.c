/* fuzz-main.c: replays a corpus through a libFuzzer target without libFuzzer
 *
 * Usage: fuzz-xxx-replay FILE-OR-DIRECTORY...
 * Every file (directories: every file in them, in name order) is passed to
 * LLVMFuzzerTestOneInput once. A failed check aborts, so the test fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

static gboolean
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  uint8_t *copy;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }

  printf ("%s\n", path);
  fflush (stdout);

  /* An exact-size heap copy, so that AddressSanitizer catches any read
   * past the end of the input as libFuzzer would. */
  copy = g_memdup2 (contents, length > 0 ? length : 1);
  LLVMFuzzerTestOneInput (copy, length);
  g_free (copy);
  return TRUE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int    argc,
      char **argv)
{
  guint n_inputs = 0;
  gboolean ok = TRUE;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: %s FILE-OR-DIRECTORY...\n", argv[0]);
      return 2;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = NULL;
      g_autoptr(GPtrArray) paths = NULL;
      const char *name;

      if (!g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          ok = replay_file (argv[i]) && ok;
          n_inputs++;
          continue;
        }

      dir = g_dir_open (argv[i], 0, &error);
      if (dir == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          ok = FALSE;
          continue;
        }

      paths = g_ptr_array_new_with_free_func (g_free);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          char *path = g_build_filename (argv[i], name, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
            g_ptr_array_add (paths, path);
          else
            g_free (path);
        }
      g_ptr_array_sort (paths, compare_strings);

      for (guint j = 0; j < paths->len; j++)
        {
          ok = replay_file (g_ptr_array_index (paths, j)) && ok;
          n_inputs++;
        }
    }

  if (n_inputs == 0)
    {
      fprintf (stderr, "No inputs found\n");
      return 1;
    }

  printf ("%u inputs replayed\n", n_inputs);
  return ok ? 0 : 1;
}
