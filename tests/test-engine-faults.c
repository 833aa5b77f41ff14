/* test-engine-faults.c: ChessEngine against a fake UCI engine that
 * crashes, hangs, talks nonsense or plays illegal moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-fake.h"

/* Faults that must be reported at once, well before the 3 s margin that
 * would mean they were taken for a hang, with time to start a python. */
#define FAST_MS 2500

/* Runs a search that must fail with DOMAIN/CODE after MIN_MS to MAX_MS,
 * leaving the game as it was and the process ended. */
static void
assert_search_fails (Fixture    *f,
                     GQuark      domain,
                     gint        code,
                     gint64      min_ms,
                     gint64      max_ms)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GArray) pids = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 start, elapsed_ms;

  g_assert_true (chess_game_play_text (game, "e4", NULL));
  before = chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);

  start = g_get_monotonic_time ();
  move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  elapsed_ms = (g_get_monotonic_time () - start) / G_TIME_SPAN_MILLISECOND;
  g_test_message ("%s after %" G_GINT64_FORMAT " ms", error ? error->message : "no error", elapsed_ms);

  g_assert_error (error, domain, code);
  g_assert_null (move);
  g_assert_cmpint (elapsed_ms, >=, min_ms);
  g_assert_cmpint (elapsed_ms, <=, max_ms);

  after = chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 1);

  /* After any fault the process is gone (not left a zombie). */
  pids = log_pids (f);
  for (guint i = 0; i < pids->len; i++)
    assert_process_ends (g_array_index (pids, GPid, i), 2000);
}

/* Retry: the next search starts a fresh engine, which works. */
static void
assert_retry_works (Fixture *f)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GArray) before = log_pids (f);
  g_autoptr(GArray) after = NULL;

  fake_set (f, "mode", "good");
  fake_set (f, "moves", "d2d4");
  assert_finds (f->engine, game, "d2d4");
  after = log_pids (f);
  g_assert_cmpuint (after->len, ==, before->len + 1);
}

/* At level 1 the engine in MODE is given 100 ms, then a margin of 3 s
 * and half the time again, before the search fails as timed out. */
static void
assert_times_out (Fixture    *f,
                  const char *mode)
{
  guint move_time = chess_engine_get_move_time (1);

  chess_engine_set_level (f->engine, 1);
  fake_set (f, "mode", mode);
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                       move_time + 3000, move_time * 3 / 2 + 3000 + 3000);
  assert_retry_works (f);
}

static void
test_crash (Fixture       *f,
            gconstpointer  data)
{
  fake_set (f, "mode", "crash");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED, 0, FAST_MS);
  assert_retry_works (f);
}

static void
test_hang (Fixture       *f,
           gconstpointer  data)
{
  assert_times_out (f, "hang");
}

static void
test_junk (Fixture       *f,
           gconstpointer  data)
{
  /* Lines that are not UCI are ignored, as UCI says; no bestmove is a
   * hang. */
  assert_times_out (f, "junk");
}

static void
test_garbage (Fixture       *f,
              gconstpointer  data)
{
  fake_set (f, "mode", "garbage");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE, 0, FAST_MS);
  assert_retry_works (f);
}

static void
test_illegal (Fixture       *f,
              gconstpointer  data)
{
  fake_set (f, "mode", "illegal");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, 0, FAST_MS);
  assert_retry_works (f);

  /* A move of the wrong side: legal only in the position before. */
  chess_engine_stop (f->engine);
  fake_set (f, "moves", "d2d4");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, 0, FAST_MS);

  /* No move at all, where there are moves. */
  fake_set (f, "mode", "none");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, 0, FAST_MS);
}

static void
test_not_chess960 (Fixture       *f,
                   gconstpointer  data)
{
  fake_set (f, "mode", "no960");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI, 0, FAST_MS);
  /* It says who it is, even so. */
  g_assert_cmpstr (chess_engine_get_name (f->engine), ==, "Fake Engine 1.0");

  fake_set (f, "mode", "not-uci");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI, 0, FAST_MS);
  assert_retry_works (f);
}

static void
test_mute (Fixture       *f,
           gconstpointer  data)
{
  /* 5 s for each step of the handshake. */
  fake_set (f, "mode", "mute");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT, 5000, 6500);
}

static void
test_not_found (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autofree char *missing = g_build_filename (f->dir, "no-such-engine", NULL);
  g_autofree char *not_executable = g_test_build_filename (G_TEST_DIST, "meson.build", NULL);
  g_autoptr(ChessEngine) engine = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;

  engine = chess_engine_new (missing);
  move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  chess_engine_start_async (engine, NULL, store_result, &result);
  wait_for (&result);
  g_assert_false (chess_engine_start_finish (engine, result, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&engine);

  /* A bare name is looked up on PATH. */
  engine = chess_engine_new ("chess960-no-such-engine");
  move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&engine);

  engine = chess_engine_new (not_executable);
  move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_FAILED_TO_START);
  g_clear_error (&error);
  g_clear_object (&engine);

  engine = chess_engine_new (f->dir);
  move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_FAILED_TO_START);
}

static void
test_dispose_kills (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GArray) pids = NULL;
  gint64 start;

  /* An engine that stopped listening is killed after the grace. */
  fake_set (f, "mode", "hang");
  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, cancellable,
                                store_result, &result);
  while (!log_contains (f, default_go ()))
    g_main_context_iteration (NULL, FALSE);
  g_cancellable_cancel (cancellable);
  wait_for (&result);
  /* The result holds the engine. */
  g_clear_object (&result);
  g_clear_object (&f->engine);

  pids = log_pids (f);
  g_assert_cmpuint (pids->len, ==, 1);
  start = g_get_monotonic_time ();
  assert_process_ends (g_array_index (pids, GPid, 0), 2000);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 300 * G_TIME_SPAN_MILLISECOND);
}

/* How long the main loop went without a turn: a 1 ms tick that notes the
 * longest gap between its calls. */
typedef struct {
  gint64 last;
  gint64 longest;
} Ticker;

static gboolean
on_tick (gpointer data)
{
  Ticker *ticker = data;
  gint64 now = g_get_monotonic_time ();

  if (ticker->last != 0)
    ticker->longest = MAX (ticker->longest, now - ticker->last);
  ticker->last = now;
  return G_SOURCE_CONTINUE;
}

static void
test_flood (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  Ticker ticker = { 0 };
  guint tick;

  /* 30,000 lines of 200 bytes (6 MB) before the bestmove. */
  fake_set (f, "flood", "30000");
  fake_set (f, "moves", "d2d4");
  chess_engine_set_level (f->engine, 8);
  chess_engine_start_async (f->engine, NULL, store_result, &result);
  wait_for (&result);
  chess_engine_start_finish (f->engine, result, &error);
  g_assert_no_error (error);

  tick = g_timeout_add (1, on_tick, &ticker);
  assert_finds (f->engine, game, "d2d4");
  g_source_remove (tick);
  g_test_message ("the longest main loop stall in a flood: %.1f ms", ticker.longest / 1000.0);
  /* A frame is 16 ms; sanitizers and a busy machine get some slack. */
  g_assert_cmpint (ticker.longest, <, 60 * G_TIME_SPAN_MILLISECOND);
}

static void
test_long_line (Fixture       *f,
                gconstpointer  data)
{
  /* 20 MB without a line end: a protocol error once 64 KB are read,
   * long before the engine has written it all. */
  fake_set (f, "long-line", "20000000");
  assert_search_fails (f, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE, 0, FAST_MS);
  fake_set (f, "long-line", "0");
  assert_retry_works (f);

  /* 60 KB is long, but a line (and ignored, as UCI says). */
  chess_engine_stop (f->engine);
  fake_set (f, "long-line", "60000");
  {
    g_autoptr(ChessGame) game = new_standard_game ();

    assert_finds (f->engine, game, "d2d4");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD_ENGINE_TEST ("fault/crash", test_crash);
  ADD_ENGINE_TEST ("fault/hang", test_hang);
  ADD_ENGINE_TEST ("fault/junk", test_junk);
  ADD_ENGINE_TEST ("fault/garbage", test_garbage);
  ADD_ENGINE_TEST ("fault/illegal", test_illegal);
  ADD_ENGINE_TEST ("fault/not-chess960", test_not_chess960);
  ADD_ENGINE_TEST ("fault/mute", test_mute);
  ADD_ENGINE_TEST ("fault/not-found", test_not_found);
  ADD_ENGINE_TEST ("fault/dispose-kills", test_dispose_kills);
  ADD_ENGINE_TEST ("fault/flood", test_flood);
  ADD_ENGINE_TEST ("fault/long-line", test_long_line);

  return g_test_run ();
}
