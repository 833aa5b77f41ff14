/* test-window-files-common.h: what the tests of the main window's files
 * share: a window and a folder of its own for each test, the test data,
 * and waiting for what the window does asynchronously
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gstdio.h>

#include "test-window-common.h"
#include "chess-game-picker.h"
#include "chess-pgn.h"
#include "chess-window-private.h"

/* A fresh folder for each test's files, removed at the end. */
typedef struct {
  Fixture  base;
  char    *dir;
} FilesFixture;

TEST_HELPER void
files_set_up (FilesFixture  *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture_set_up (&fixture->base, data);
  fixture->dir = g_dir_make_tmp ("chess960-files-XXXXXX", &error);
  g_assert_no_error (error);
}

TEST_HELPER void
files_tear_down (FilesFixture  *fixture,
                 gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  /* Dialogs left open go with the window. */
  fixture_tear_down (&fixture->base, data);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_free (fixture->dir);
}

/* A window of the test's own, which it closes itself. */
TEST_HELPER ChessWindow *
new_window (void)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);

  chess_window_set_game (window, start);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (chess_test_ui_wait_for (is_mapped, window));
  return window;
}

#define ADD_FILES_TEST(path, func) \
  g_test_add (path, FilesFixture, NULL, files_set_up, func, files_tear_down)

TEST_HELPER char *
data_text (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "pgn", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* NAME from tests/data/pgn, copied into the test's folder, as the user's
 * own file. */
TEST_HELPER GFile *
copy_data_file (FilesFixture *fixture,
                const char   *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "pgn", name, NULL);
  g_autofree char *basename = g_path_get_basename (name);
  g_autofree char *path = g_build_filename (fixture->dir, basename, NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  /* Byte for byte: some hold NUL bytes. */
  g_file_get_contents (source, &text, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

TEST_HELPER char *
file_text (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_load_contents (file, NULL, &text, NULL, NULL, &error);
  g_assert_no_error (error);
  return text;
}

TEST_HELPER GPtrArray *
read_games (const char *text,
            guint       n_games)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *games = chess_pgn_read (text, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, n_games);
  return games;
}

TEST_HELPER char *
final_fen (ChessGame *game)
{
  return chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);
}

/* NULL when the window shows none. */
TEST_HELPER const char *
subtitle (Fixture *fixture)
{
  const char *text = adw_window_title_get_subtitle (child (fixture, "window_title"));

  return text != NULL && text[0] != '\0' ? text : NULL;
}

typedef struct {
  Fixture    *fixture;
  const char *subtitle;
} SubtitleWait;

TEST_HELPER gboolean
subtitle_is (gpointer data)
{
  SubtitleWait *wait = data;

  return g_strcmp0 (subtitle (wait->fixture), wait->subtitle) == 0;
}

/* A write is done when the window says so: the file on disk changes a
 * moment before. */
TEST_HELPER void
wait_for_subtitle (Fixture    *fixture,
                   const char *expected)
{
  SubtitleWait wait = { fixture, expected };

  if (!chess_test_ui_wait_for (subtitle_is, &wait))
    g_assert_cmpstr (subtitle (fixture), ==, expected);
}

typedef struct {
  ChessWindow *window;
  ChessGame   *game;
} GameWait;

TEST_HELPER gboolean
game_is_not (gpointer data)
{
  GameWait *wait = data;

  return chess_window_get_game (wait->window) != wait->game;
}

/* Runs the main loop until the window has another game than BEFORE. */
TEST_HELPER void
wait_for_new_game (Fixture   *fixture,
                   ChessGame *before)
{
  GameWait wait = { fixture->window, before };

  g_assert_true (chess_test_ui_wait_for (game_is_not, &wait));
}

TEST_HELPER gpointer
picker_child (ChessGamePicker *picker,
              const char      *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (picker), CHESS_TYPE_GAME_PICKER, name);

  g_assert_nonnull (object);
  return object;
}

/* The picker in a window of its own (libadwaita 1.2) or attached to its
 * window (1.5), until its dialog has gone. */
TEST_HELPER ChessGamePicker *
find_picker (void)
{
  return (ChessGamePicker *) chess_test_ui_find_in_windows (CHESS_TYPE_GAME_PICKER);
}

TEST_HELPER gboolean
has_picker (gpointer data)
{
  return find_picker () != NULL;
}

/* The file chooser shown, if any. */
TEST_HELPER GtkWidget *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

TEST_HELPER gboolean
has_file_chooser (gpointer data)
{
  return find_file_chooser () != NULL;
}

/* The dialog's body: says what is wrong, where, and that nothing changed. */
TEST_HELPER void
assert_error_dialog (Fixture    *fixture,
                     const char *heading,
                     const char *message)
{
  GtkWidget *dialog;
  const char *body;

  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  dialog = find_dialog (fixture->window);
  g_test_message ("%s: %s", chess_ui_alert_get_heading (dialog),
                  chess_ui_alert_get_body (dialog));
  g_assert_cmpstr (chess_ui_alert_get_heading (dialog), ==, heading);
  body = chess_ui_alert_get_body (dialog);
  if (strstr (body, message) == NULL)
    g_error ("“%s” does not say “%s”", body, message);
  g_assert_nonnull (strstr (body, "The current game is unchanged."));
  click_response (dialog, "_Close");
  g_assert_null (find_dialog (fixture->window));
}

