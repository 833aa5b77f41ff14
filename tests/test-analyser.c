/* test-analyser.c: ChessAnalyser against the fake UCI engine: what it
 * sends, the lines it gives back, cancelling, and its faults
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-analyser.h"
#include "test-engine-fake.h"

static const ChessAnalysisLimits quick = { .depth = 0, .move_time = 50, .lines = 3 };

/* Analyses the position after 1. e4 (NULL: the start) and waits. */
static ChessAnalysis *
analyse (ChessAnalyser              *analyser,
         ChessGame                  *game,
         const ChessAnalysisLimits  *limits,
         GCancellable               *cancellable,
         GError                    **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_analyser_analyse_async (analyser, game, chess_game_get_current_node (game), limits,
                                cancellable, store_result, &result);
  wait_for (&result);
  return chess_analyser_analyse_finish (analyser, result, error);
}

static guint
count_in_log (Fixture    *f,
              const char *line)
{
  g_auto(GStrv) lines = log_lines (f);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_equal (lines[i], line);
  return n;
}

/* The fault or the stop ended the engine (and it was reaped). */
static void
assert_first_process_ends (Fixture *f)
{
  g_autoptr(GArray) pids = log_pids (f);

  g_assert_cmpuint (pids->len, >=, 1);
  assert_process_ends (g_array_index (pids, GPid, 0), 2000);
}

static void
on_progress (ChessAnalyser *analyser,
             ChessAnalysis *partial,
             gpointer       data)
{
  g_ptr_array_add (data, chess_analysis_ref (partial));
}

/* The handshake, MultiPV set once, no "isready" before an analysis's
 * "go", the lines and every depth on the way. */
static void
test_lines (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessAnalyser) analyser = chess_analyser_new (f->fake);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GPtrArray) progress = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_analysis_unref);
  g_autoptr(ChessAnalysis) analysis = NULL;
  g_autoptr(ChessAnalysis) again = NULL;
  g_autoptr(GError) error = NULL;
  const char *const order[] = {
    "uci", "setoption name UCI_Chess960 value true", "isready", "ucinewgame",
    "setoption name MultiPV value 3", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "go movetime 50", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
    "go movetime 50", NULL
  };

  fake_set (f, "infos", "info depth 1 multipv 1 score cp 10 pv e2e4;"
                        "info depth 1 multipv 2 score cp 5 pv d2d4;"
                        "info depth 1 multipv 3 score cp 0 pv g1f3;"
                        "info depth 2 multipv 1 score cp 15 lowerbound pv e2e4;"
                        "info depth 2 multipv 1 score cp 12 pv e2e4;"
                        "info depth 2 multipv 2 score cp 8 pv d2d4");
  g_signal_connect (analyser, "progress", G_CALLBACK (on_progress), progress);

  analysis = analyse (analyser, game, &quick, NULL, &error);
  g_assert_no_error (error);
  /* Depth 2 never had its third line: the last complete set is depth 1's,
   * and the lines are what was said last for each. */
  g_assert_cmpuint (progress->len, ==, 1);
  g_assert_cmpuint (chess_analysis_get_depth (g_ptr_array_index (progress, 0)), ==, 1);
  g_assert_cmpuint (chess_analysis_get_n_lines (analysis), ==, 3);
  g_assert_cmpint (chess_analysis_get_eval (analysis)->kind, ==, CHESS_EVAL_CP);
  g_assert_cmpint (chess_analysis_get_eval (analysis)->value, ==, 12);
  g_assert_cmpint (chess_analysis_get_line_eval (analysis, 2)->value, ==, 0);

  g_assert_true (chess_game_play_text (game, "e4", NULL));
  again = analyse (analyser, game, &quick, NULL, &error);
  g_assert_no_error (error);
  assert_logged_in_order (f, order);
  g_assert_cmpuint (count_in_log (f, "isready"), ==, 1);
  g_assert_cmpuint (count_in_log (f, "ucinewgame"), ==, 1);
  g_assert_cmpuint (count_in_log (f, "setoption name MultiPV value 3"), ==, 1);
  g_assert_cmpuint (log_count_pids (f), ==, 1);
}

/* Cancelling sends "stop" at once; the next analysis waits for the
 * stopped search's bestmove, which it never takes for its own. */
static void
test_cancel (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessAnalyser) analyser = chess_analyser_new (f->fake);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(ChessAnalysis) analysis = NULL;
  g_autoptr(ChessAnalysis) second = NULL;
  g_autoptr(GError) error = NULL;
  const ChessAnalysisLimits infinite = { .lines = 1 };
  const char *const order[] = { "go infinite", "stop", "go movetime 50", NULL };

  fake_set (f, "mode", "think");
  fake_set (f, "think-ms", "300");
  chess_analyser_analyse_async (analyser, game, chess_game_get_current_node (game), &infinite,
                                cancellable, store_result, &first);
  WAIT_FOR (log_contains (f, "go infinite"));
  g_cancellable_cancel (cancellable);
  wait_for (&first);
  analysis = chess_analyser_analyse_finish (analyser, first, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (analysis);
  g_clear_error (&error);

  second = analyse (analyser, game, &quick, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (second);
  assert_logged_in_order (f, order);
  g_assert_cmpuint (log_count_pids (f), ==, 1);
}

/* chess_analyser_stop() ends the process; the analysis fails as cancelled. */
static void
test_stop (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessAnalyser) analyser = chess_analyser_new (f->fake);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(ChessAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  const ChessAnalysisLimits infinite = { .lines = 1 };

  fake_set (f, "mode", "think");
  chess_analyser_analyse_async (analyser, game, chess_game_get_current_node (game), &infinite,
                                NULL, store_result, &result);
  WAIT_FOR (log_contains (f, "go infinite"));
  chess_analyser_stop (analyser);
  wait_for (&result);
  analysis = chess_analyser_analyse_finish (analyser, result, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_first_process_ends (f);
}

typedef struct {
  const char *mode;
  gint        code;
} Fault;

static const Fault faults[] = {
  { "crash", CHESS_ENGINE_ERROR_CRASHED },
  { "no960", CHESS_ENGINE_ERROR_NOT_UCI },
  /* Ended without a word of UCI: the wrong program, not a crash. */
  { "not-uci", CHESS_ENGINE_ERROR_NOT_UCI },
};

/* Each fault fails the analysis with its code and ends the process; the
 * next analysis starts a fresh one. */
static void
test_fault (Fixture *f, gconstpointer data)
{
  const Fault *fault = data;
  g_autoptr(ChessAnalyser) analyser = chess_analyser_new (f->fake);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(ChessAnalysis) analysis = NULL;
  g_autoptr(ChessAnalysis) retry = NULL;
  g_autoptr(GError) error = NULL;

  fake_set (f, "mode", fault->mode);
  analysis = analyse (analyser, game, &quick, NULL, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, fault->code);
  g_assert_null (analysis);
  g_clear_error (&error);
  assert_first_process_ends (f);

  fake_set (f, "mode", "good");
  retry = analyse (analyser, game, &quick, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log_count_pids (f), ==, 2);
}

/* A search that never ends fails after its time, half again and the
 * margin; the process is killed. */
static void
test_hang (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessAnalyser) analyser = chess_analyser_new (f->fake);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(ChessAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  gint64 elapsed_ms;

  fake_set (f, "mode", "hang");
  analysis = analyse (analyser, game, &quick, NULL, &error);
  elapsed_ms = (g_get_monotonic_time () - start) / G_TIME_SPAN_MILLISECOND;
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT);
  g_assert_cmpint (elapsed_ms, >=, 50 * 3 / 2 + 3000);
  assert_first_process_ends (f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/analyser/lines", Fixture, NULL, fixture_set_up, test_lines, fixture_tear_down);
  g_test_add ("/analyser/cancel", Fixture, NULL, fixture_set_up, test_cancel, fixture_tear_down);
  g_test_add ("/analyser/stop", Fixture, NULL, fixture_set_up, test_stop, fixture_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *path = g_strdup_printf ("/analyser/fault/%s", faults[i].mode);

      g_test_add (path, Fixture, &faults[i], fixture_set_up, test_fault, fixture_tear_down);
    }
  g_test_add ("/analyser/hang", Fixture, NULL, fixture_set_up, test_hang, fixture_tear_down);
  return g_test_run ();
}
