/* test-files.c: a file that cannot be read is kept aside, never lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-files"

#include <string.h>

#include <glib/gstdio.h>

#include "chess-files.h"
#include "chess-test-mounts.h"

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

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GError **error = user_data;

  if (!chess_files_write_file_finish (G_FILE (source), result, error) && *error == NULL)
    g_assert_not_reached ();
  if (*error == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "written");
}

/* Writes TEXT over PATH as Save does; NULL when it worked, else why not. */
static GError *
save (const char *path,
      const char *text,
      gsize       length)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);
  GError *error = NULL;

  chess_files_write_file_async (file, bytes, NULL, on_written, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS) && strcmp (error->message, "written") == 0)
    g_clear_error (&error);
  return error;
}

static guint
count_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Save on a full disk and into a read-only folder: an error, and the file
 * byte for byte what it was, with no temporary file left. A small tmpfs
 * is the disk; mounting one needs root (as CI runs), so elsewhere the
 * test says it was skipped. */
static void
test_write_full_and_read_only (void)
{
  g_autofree char *folder = g_dir_make_tmp ("test-files-full-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "games.pgn", NULL);
  g_autofree char *filler = g_build_filename (folder, "filler", NULL);
  const char original[] = "[Event \"Club\"]\n\n1. e4 e5 *\n";
  g_autofree char *big = g_strnfill (32 * 1024, 'x');
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  FILE *fill;

  if (!chess_test_mount_small_disk (folder, 64))
    {
      g_rmdir (folder);
      g_test_skip ("cannot mount a small tmpfs here (needs root)");
      return;
    }

  g_assert_no_error (save (path, original, strlen (original)));
  /* Fill the disk to the last block. */
  fill = fopen (filler, "w");
  g_assert_nonnull (fill);
  while (fwrite (big, 1, 4096, fill) == 4096 && fflush (fill) == 0)
    ;
  fclose (fill);

  error = save (path, big, 32 * 1024);
  g_assert_nonnull (error);
  text = read_text (path);
  g_assert_cmpstr (text, ==, original);
  g_assert_cmpuint (count_entries (folder), ==, 2);
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);

  /* Read-only, with room to spare. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  g_assert_true (chess_test_mount_read_only (folder));
  error = save (path, big, 32 * 1024);
  g_assert_nonnull (error);
  text = read_text (path);
  g_assert_cmpstr (text, ==, original);
  g_assert_cmpuint (count_entries (folder), ==, 1);

  /* The read-only mount, then the disk. */
  g_assert_true (chess_test_unmount (folder));
  g_assert_true (chess_test_unmount (folder));
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  chess_test_mounts_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/files/set-aside", test_set_aside);
  g_test_add_func ("/files/set-aside-missing", test_set_aside_missing);
  g_test_add_func ("/files/write-full-and-read-only", test_write_full_and_read_only);

  return g_test_run ();
}
