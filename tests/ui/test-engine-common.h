/* test-engine-common.h: what the engine's test programs share: a fake
 * UCI engine to play with, and a window that plays against it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <signal.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-board-view.h"
#include "chess-settings.h"
#include "test-window-common.h"

/* tests/fake-uci-engine.py, linked into a folder of its own, reads its
 * behaviour from fake-uci-engine.conf beside the link and logs what it is
 * told. */
static struct {
  char      *dir;
  char      *path;
  char      *conf;
  char      *log;
  GKeyFile  *settings;
} fake;

TEST_HELPER void
fake_set (const char *key,
          const char *value)
{
  g_autoptr(GError) error = NULL;

  g_key_file_set_string (fake.settings, "fake", key, value);
  g_key_file_save_to_file (fake.settings, fake.conf, &error);
  g_assert_no_error (error);
}

TEST_HELPER void
fake_set_up (void)
{
  const char *script = g_getenv ("CHESS960_FAKE_ENGINE");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (script);
  fake.dir = g_dir_make_tmp ("chess960-window-engine-XXXXXX", &error);
  g_assert_no_error (error);
  fake.path = g_build_filename (fake.dir, "engine", NULL);
  fake.conf = g_build_filename (fake.dir, "fake-uci-engine.conf", NULL);
  fake.log = g_build_filename (fake.dir, "log", NULL);
  g_assert_no_errno (symlink (script, fake.path));
  fake.settings = g_key_file_new ();
  fake_set ("log", fake.log);
}

TEST_HELPER void
fake_tear_down (void)
{
  g_unlink (fake.conf);
  g_unlink (fake.log);
  g_unlink (fake.path);
  g_rmdir (fake.dir);
  g_clear_pointer (&fake.dir, g_free);
  g_clear_pointer (&fake.path, g_free);
  g_clear_pointer (&fake.conf, g_free);
  g_clear_pointer (&fake.log, g_free);
  g_clear_pointer (&fake.settings, g_key_file_unref);
}

/* Whether the engine was told LINE (a whole line of the log). */
TEST_HELPER gboolean
fake_was_told (const char *line)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (fake.log, &text, NULL, NULL))
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  return g_strv_contains ((const char * const *) lines, line);
}

TEST_HELPER gboolean
fake_was_told_cb (gpointer data)
{
  return fake_was_told (data);
}

/* Every engine started has exited (and been reaped). */
TEST_HELPER gboolean
fake_has_exited (gpointer data)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (fake.log, &text, NULL, NULL))
    return TRUE;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "pid ")
        && kill ((pid_t) g_ascii_strtoll (lines[i] + 4, NULL, 10), 0) == 0)
      return FALSE;
  return TRUE;
}

/* The engine has answered every search it was sent ("go"), was told to
 * quit, or is gone (crashed, or killed as hung): nothing more is coming
 * from it. */
TEST_HELPER gboolean
fake_is_quiet (gpointer data)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint searches = 0, answers = 0;
  gboolean quit = FALSE;
  pid_t pid = 0;

  if (!g_file_get_contents (fake.log, &text, NULL, NULL))
    return TRUE;
  lines = g_strsplit (text, "\n", -1);
  /* The latest engine started: the log's last "pid" onwards. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "pid "))
        {
          searches = answers = quit = 0;
          pid = (pid_t) g_ascii_strtoll (lines[i] + 4, NULL, 10);
        }
      else if (g_str_has_prefix (lines[i], "go "))
        searches++;
      else if (g_str_has_prefix (lines[i], "said bestmove"))
        answers++;
      else if (g_str_equal (lines[i], "quit"))
        quit = TRUE;
    }
  return quit || answers >= searches || (pid > 0 && kill (pid, 0) != 0);
}

/* How many lines the engine got that start with PREFIX. */
TEST_HELPER guint
fake_count_told (const char *prefix)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint count = 0;

  if (!g_file_get_contents (fake.log, &text, NULL, NULL))
    return 0;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      count++;
  return count;
}

/* For checks that the app did NOT act on an answer: until the engine has
 * answered all it was asked (its answers are in the pipe), then until
 * the app has read and handled them, drawn, and is idle. */
TEST_HELPER void
wait_for_engine_quiet (Fixture *fixture)
{
  g_assert_true (chess_test_ui_wait_for (fake_is_quiet, NULL));
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
}

/* Until the engine was told LINE. Python starting on a loaded machine
 * takes its time. */
TEST_HELPER void
wait_for_told (const char *line)
{
  g_assert_true (chess_test_ui_wait_for (fake_was_told_cb, (gpointer) line));
}

/* Until the engine is searching: a search cancelled before "go" needs no
 * "stop". */
TEST_HELPER void
wait_for_search (void)
{
  wait_for_told ("go depth 1 movetime 100");
}

TEST_HELPER void
reset_settings (void)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  const char *keys[] = {
    "engine-path", "new-game-opponent", "new-game-engine-level", "new-game-player-color",
    "new-game-variant", "new-game-start-position", "new-game-position-number",
    "new-game-black-at-bottom", "new-game-time-control", "animation-speed",
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

TEST_HELPER void
engine_set_up (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();

  reset_settings ();
  fake_set_up ();
  g_settings_set_string (settings, "engine-path", fake.path);
  /* Moves land at once: what is tested is who moves, not how. */
  g_settings_set_string (settings, "animation-speed", "off");
  fixture_set_up (fixture, data);
}

TEST_HELPER void
engine_tear_down (Fixture       *fixture,
                  gconstpointer  data)
{
  fixture_tear_down (fixture, data);
  /* The engine's "quit" and its exit, before its files go. */
  g_assert_true (chess_test_ui_wait_for (fake_has_exited, NULL));
  fake_tear_down ();
  reset_settings ();
}

typedef struct {
  Fixture *fixture;
  guint    n_moves;
} MovesWait;

TEST_HELPER gboolean
has_n_moves (gpointer data)
{
  MovesWait *wait = data;

  return chess_game_get_n_moves (game (wait->fixture)) == wait->n_moves;
}

TEST_HELPER void
wait_for_moves (Fixture *fixture,
                guint    n_moves)
{
  MovesWait wait = { fixture, n_moves };

  g_assert_true (chess_test_ui_wait_for (has_n_moves, &wait));
}

typedef struct {
  Fixture    *fixture;
  const char *text;
} ToastWait;

TEST_HELPER gboolean
has_toast (gpointer data)
{
  ToastWait *wait = data;

  return find_label (GTK_WIDGET (child (wait->fixture, "toast_overlay")), wait->text) != NULL;
}

TEST_HELPER const char *
status (Fixture *fixture)
{
  return gtk_label_get_text (GTK_LABEL (child (fixture, "status_label")));
}

TEST_HELPER ChessBoardView *
board (Fixture *fixture)
{
  return child (fixture, "board_view");
}
