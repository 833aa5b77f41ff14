/* test-engine-common.h: what the engine's test programs share: a fake
 * UCI engine to play with, and a window that plays against it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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

TEST_HELPER gboolean wait_for_ms (gboolean (*condition) (gpointer data),
                                  gpointer   data,
                                  guint      ms);

/* Until the engine was told LINE. Python starting on a loaded machine
 * takes its time. */
TEST_HELPER void
wait_for_told (const char *line)
{
  g_assert_true (wait_for_ms (fake_was_told_cb, (gpointer) line, 10000));
}

/* Until the engine is searching: a search cancelled before "go" needs no
 * "stop". */
TEST_HELPER void
wait_for_search (void)
{
  wait_for_told ("go movetime 100");
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
  /* The engine's "quit" and its exit. */
  spin (50);
  fake_tear_down ();
  reset_settings ();
}

TEST_HELPER gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until CONDITION (DATA) holds, at most MS. It looks
 * often: the engine's log changes without waking the main loop. */
TEST_HELPER gboolean
wait_for_ms (gboolean (*condition) (gpointer data),
             gpointer   data,
             guint      ms)
{
  gboolean reached = FALSE;
  guint id = g_timeout_add (ms, timeout_reached, &reached);
  guint tick_id = g_timeout_add (10, tick, NULL);

  while (!condition (data) && !reached)
    g_main_context_iteration (NULL, TRUE);
  if (!reached)
    g_source_remove (id);
  g_source_remove (tick_id);
  return condition (data);
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

  g_assert_true (wait_for_ms (has_n_moves, &wait, 10000));
}

TEST_HELPER GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
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
