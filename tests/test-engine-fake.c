/* test-engine-fake.c: the fake UCI engine and its log, for the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-uci-private.h"
#include "test-engine-fake.h"

const char *
default_go (void)
{
  static char go[64];
  const ChessUciLevel *level = chess_uci_get_level (3);

  g_snprintf (go, sizeof go, "go depth %u movetime %u", level->depth, level->move_time);
  return go;
}

void
fake_set (Fixture    *f,
          const char *key,
          const char *value)
{
  g_autoptr(GError) error = NULL;

  g_key_file_set_string (f->settings, "fake", key, value);
  g_key_file_save_to_file (f->settings, f->conf, &error);
  g_assert_no_error (error);
}

void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "fake-uci-engine.py", NULL);

  f->dir = g_dir_make_tmp ("chess960-engine-XXXXXX", &error);
  g_assert_no_error (error);
  f->log = g_build_filename (f->dir, "log", NULL);
  f->fake = g_build_filename (f->dir, "engine", NULL);
  f->conf = g_build_filename (f->dir, "fake-uci-engine.conf", NULL);
  g_assert_no_errno (symlink (script, f->fake));
  f->settings = g_key_file_new ();
  fake_set (f, "log", f->log);
  f->engine = chess_engine_new (f->fake);
}

GStrv
log_lines (Fixture *f)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (f->log, &text, NULL, NULL))
    return g_new0 (char *, 1);
  return g_strsplit (text, "\n", -1);
}

GArray *
log_pids (Fixture *f)
{
  g_auto(GStrv) lines = log_lines (f);
  GArray *pids = g_array_new (FALSE, FALSE, sizeof (GPid));

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "pid "))
      {
        GPid pid = (GPid) g_ascii_strtoll (lines[i] + 4, NULL, 10);

        g_array_append_val (pids, pid);
      }
  return pids;
}

/* Ended and reaped: a zombie still answers kill (pid, 0). */
static gboolean
process_ended (GPid pid)
{
  return kill (pid, 0) != 0 && errno == ESRCH;
}

void
assert_process_ends (GPid  pid,
                     guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + timeout_ms * G_TIME_SPAN_MILLISECOND;

  while (!process_ended (pid))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5 * 1000);
    }
}

void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GArray) pids = NULL;

  g_clear_object (&f->engine);
  /* Told to quit, or killed after a grace of half a second. */
  pids = log_pids (f);
  for (guint i = 0; i < pids->len; i++)
    assert_process_ends (g_array_index (pids, GPid, i), 2000);

  g_unlink (f->log);
  g_unlink (f->fake);
  g_unlink (f->conf);
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->log);
  g_free (f->fake);
  g_free (f->conf);
  g_key_file_unref (f->settings);
}

guint
log_count_pids (Fixture *f)
{
  g_autoptr(GArray) pids = log_pids (f);

  return pids->len;
}

gboolean
log_contains (Fixture    *f,
              const char *line)
{
  g_auto(GStrv) lines = log_lines (f);

  return g_strv_contains ((const char * const *) lines, line);
}

void
log_clear (Fixture *f)
{
  /* Truncated, not replaced: the engine holds the file open. */
  if (g_file_test (f->log, G_FILE_TEST_EXISTS))
    g_assert_no_errno (truncate (f->log, 0));
}

gint
log_find (GStrv       lines,
          const char *line,
          gint        from)
{
  for (gint i = MAX (from, 0); lines[i] != NULL; i++)
    if (strcmp (lines[i], line) == 0)
      return i;
  return -1;
}

void
assert_logged (Fixture    *f,
               const char *line)
{
  g_auto(GStrv) lines = log_lines (f);

  if (log_find (lines, line, 0) < 0)
    {
      g_autofree char *all = g_strjoinv ("\n", lines);

      g_error ("“%s” was not sent; the engine got:\n%s", line, all);
    }
}

void
assert_logged_in_order (Fixture           *f,
                        const char * const *expected)
{
  g_auto(GStrv) lines = log_lines (f);
  gint at = 0;

  for (guint i = 0; expected[i] != NULL; i++)
    {
      at = log_find (lines, expected[i], at);
      if (at < 0)
        {
          g_autofree char *all = g_strjoinv ("\n", lines);

          g_error ("“%s” was not sent in order; the engine got:\n%s", expected[i], all);
        }
      at++;
    }
}

void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  GAsyncResult **slot = data;

  g_assert_null (*slot);
  *slot = g_object_ref (result);
}

void
wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}

ChessMove *
find_move (ChessEngine        *engine,
           ChessGame          *game,
           ChessEngineSearch   kind,
           GError            **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_engine_find_move_async (engine, game, kind, NULL, store_result, &result);
  wait_for (&result);
  return chess_engine_find_move_finish (engine, result, error);
}

char *
move_to_uci (ChessGame       *game,
             const ChessMove *move)
{
  return chess_position_move_to_uci (chess_game_get_position (game), move);
}

void
assert_finds (ChessEngine *engine,
              ChessGame   *game,
              const char  *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_autofree char *uci = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (move);
  uci = move_to_uci (game, move);
  g_assert_cmpstr (uci, ==, expected);
}

ChessGame *
new_game_from_fen (ChessVariant variant,
                   const char  *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) start = chess_position_new_from_fen (variant, fen, &error);

  g_assert_no_error (error);
  return chess_game_new (start);
}

ChessGame *
new_standard_game (void)
{
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, &error);

  g_assert_no_error (error);
  return game;
}
