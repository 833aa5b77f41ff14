/* test-files.c: a file that cannot be read is kept aside, never lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-files"

#include <string.h>

#include <glib/gstdio.h>

#include "chess-files.h"

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Beside the file, named after it and the local time; a second one set
 * aside within the same second gets a name of its own. */
static void
test_set_aside (void)
{
  g_autofree char *directory = g_dir_make_tmp ("chess960-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (directory, "window-1.chess960-session", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *second_name = NULL;
  const char *stamp;

  g_assert_nonnull (directory);
  g_assert_true (g_file_set_contents (path, "first", -1, NULL));
  first = chess_files_set_aside (path);
  g_assert_nonnull (first);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  first_text = read_text (first);
  g_assert_cmpstr (first_text, ==, "first");

  name = g_path_get_basename (first);
  g_assert_true (g_str_has_prefix (name, "window-1.chess960-session.damaged-"));
  stamp = name + strlen ("window-1.chess960-session.damaged-");
  /* YYYYMMDD-HHMMSS */
  g_assert_cmpuint (strlen (stamp), ==, 15);
  for (guint i = 0; i < 15; i++)
    g_assert_true (i == 8 ? stamp[i] == '-' : g_ascii_isdigit (stamp[i]));
  {
    g_autofree char *dir_of_first = g_path_get_dirname (first);

    g_assert_cmpstr (dir_of_first, ==, directory);
  }

  /* The same name again, and most likely the same second. */
  g_assert_true (g_file_set_contents (path, "second", -1, NULL));
  second = chess_files_set_aside (path);
  g_assert_nonnull (second);
  g_assert_cmpstr (second, !=, first);
  second_text = read_text (second);
  g_assert_cmpstr (second_text, ==, "second");
  first_text = (g_free (first_text), read_text (first));
  g_assert_cmpstr (first_text, ==, "first");
  second_name = g_path_get_basename (second);
  g_assert_true (g_str_has_prefix (second_name, "window-1.chess960-session.damaged-"));

  g_unlink (first);
  g_unlink (second);
  g_rmdir (directory);
}

/* Nothing to rename: NULL, and nothing made. */
static void
test_set_aside_missing (void)
{
  g_autofree char *directory = g_dir_make_tmp ("chess960-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (directory, "gone.chess960-session", NULL);
  g_autoptr(GDir) dir = NULL;

  g_assert_null (chess_files_set_aside (path));
  dir = g_dir_open (directory, 0, NULL);
  g_assert_nonnull (dir);
  g_assert_null (g_dir_read_name (dir));
  g_rmdir (directory);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/files/set-aside", test_set_aside);
  g_test_add_func ("/files/set-aside-missing", test_set_aside_missing);

  return g_test_run ();
}
