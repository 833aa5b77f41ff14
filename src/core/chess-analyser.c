/* chess-analyser.c: a UCI engine asked for evaluations and best lines
 *
 * ChessEngine plays moves; this asks an engine what a position is worth,
 * with MultiPV lines and every depth reported on the way, for game review
 * and the live analysis. The conversation is ChessUciSession's, as
 * ChessEngine's: every wait has a timeout, a cancelled search is stopped
 * at once and its late "bestmove" never taken for the next one, and any
 * fault ends the process so that the next request starts a fresh one.
 * Unlike a move search, an analysis sends no "isready" before "go".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analyser"

#include <string.h>

#include "chess-analysis-private.h"
#include "chess-engine.h"
#include "chess-uci-session-private.h"

/* How long a search to a depth alone may take. */
#define DEPTH_TIMEOUT_MS (10 * 60 * 1000)

typedef struct {
  GTask               *task;
  ChessAnalysisLimits  limits;
  char                *command;
  char                *base_fen;
  ChessAnalysis       *analysis;   /* the lines so far */
  guint                n_lines;    /* expected: MultiPV, or fewer moves */
  guint                depth;      /* of the last complete set of lines */
} Job;

struct _ChessAnalyser
{
  GObject             parent_instance;

  ChessUciSession     session;
  guint               multipv;     /* as set in the engine; 0 unknown */
  Job                *job;
};

enum {
  PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessAnalyser, chess_analyser, G_TYPE_OBJECT)

static void
job_free (Job *job)
{
  g_clear_object (&job->task);
  g_clear_pointer (&job->command, g_free);
  g_clear_pointer (&job->base_fen, g_free);
  g_clear_pointer (&job->analysis, chess_analysis_unref);
  g_free (job);
}

/* Frees JOB, completing its task with ANALYSIS or ERROR (owned). */
static void
job_return (Job           *job,
            ChessAnalysis *analysis,
            GError        *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&job->task);

  job_free (job);
  _chess_uci_task_stop_watching (task);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, analysis, (GDestroyNotify) chess_analysis_unref);
}

/* The process has ended. */
static void
on_failed (gpointer owner,
           GError  *error)
{
  ChessAnalyser *self = owner;
  Job *job = g_steal_pointer (&self->job);

  self->multipv = 0;
  if (job != NULL)
    job_return (job, NULL, error);
  else
    g_error_free (error);
}

static void
run_job (ChessAnalyser *self)
{
  Job *job = self->job;
  const ChessUciOptions *options = &self->session.options;
  guint multipv = MIN (job->limits.lines, options->multipv ? (guint) MAX (options->multipv_max, 1) : 1u);
  guint timeout_ms;

  g_assert (self->session.state == CHESS_UCI_SESSION_IDLE && job != NULL);

  _chess_uci_session_new_game (&self->session, job->base_fen);
  if (options->multipv && self->multipv != multipv)
    {
      _chess_uci_session_send (&self->session, "setoption name MultiPV value %u", multipv);
      self->multipv = multipv;
    }
  job->n_lines = MIN (multipv, chess_position_count_legal_moves (chess_analysis_get_position (job->analysis)));
  _chess_uci_session_send (&self->session, "%s", job->command);
  /* No time: to a depth, long; "go infinite", until cancelled. */
  if (job->limits.move_time > 0)
    timeout_ms = job->limits.move_time * 3 / 2 + CHESS_UCI_SEARCH_MARGIN_MS;
  else if (job->limits.depth > 0)
    timeout_ms = DEPTH_TIMEOUT_MS;
  else
    timeout_ms = 0;
  if (job->limits.depth > 0 && job->limits.move_time > 0)
    _chess_uci_session_go (&self->session, timeout_ms, "go depth %u movetime %u",
                           job->limits.depth, job->limits.move_time);
  else if (job->limits.depth > 0)
    _chess_uci_session_go (&self->session, timeout_ms, "go depth %u", job->limits.depth);
  else if (job->limits.move_time > 0)
    _chess_uci_session_go (&self->session, timeout_ms, "go movetime %u", job->limits.move_time);
  else
    _chess_uci_session_go (&self->session, timeout_ms, "go infinite");
}

/* A new process: MultiPV is the engine's default again. */
static void
on_configure (gpointer owner)
{
  ChessAnalyser *self = owner;

  self->multipv = 0;
}

/* Idle: after the handshake or a cancelled search's end. */
static void
on_ready (gpointer owner,
          guint    tag)
{
  ChessAnalyser *self = owner;

  if (self->job != NULL)
    run_job (self);
}

/* "info … depth D … multipv K … score cp|mate S [lower|upperbound] … pv M…" */
static void
on_info (gpointer    owner,
         const char *line)
{
  ChessAnalyser *self = owner;
  Job *job = self->job;
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  guint depth = 0, multipv = 1;
  gboolean have_score = FALSE, mate = FALSE, bound = FALSE;
  gint score = 0;
  const char *pv = NULL;
  guint64 unsigned_number;
  gint64 number;

  if (words[0] != NULL && words[1] != NULL && strcmp (words[1], "string") == 0)
    return;
  for (guint i = 1; words[i] != NULL && pv == NULL; i++)
    {
      const char *word = words[i];
      const char *next = words[i + 1];

      if (next == NULL)
        break;
      if (strcmp (word, "depth") == 0 && g_ascii_string_to_unsigned (next, 10, 0, 1000, &unsigned_number, NULL))
        depth = (guint) unsigned_number, i++;
      else if (strcmp (word, "multipv") == 0 && g_ascii_string_to_unsigned (next, 10, 1, 500, &unsigned_number, NULL))
        multipv = (guint) unsigned_number, i++;
      else if (strcmp (word, "score") == 0 && words[i + 2] != NULL &&
               g_ascii_string_to_signed (words[i + 2], 10, -100000, 100000, &number, NULL))
        {
          mate = strcmp (next, "mate") == 0;
          have_score = mate || strcmp (next, "cp") == 0;
          score = (gint) number;
          i += 2;
        }
      else if (strcmp (word, "lowerbound") == 0 || strcmp (word, "upperbound") == 0)
        bound = TRUE;
      else if (strcmp (word, "pv") == 0)
        pv = strstr (line, " pv ") != NULL ? strstr (line, " pv ") + 4 : next;
    }
  if (!have_score || bound || pv == NULL || multipv > job->n_lines || depth == 0)
    return;

  _chess_analysis_set_line (job->analysis, multipv - 1, depth, mate, score, pv);
  /* A depth is complete with its last line. */
  if (multipv == job->n_lines && depth > job->depth)
    {
      g_autoptr(ChessAnalysis) partial = _chess_analysis_copy (job->analysis);

      job->depth = depth;
      _chess_analysis_truncate (partial, job->n_lines);
      g_signal_emit (self, signals[PROGRESS], 0, partial);
    }
}

static void
on_bestmove (gpointer    owner,
             const char *line)
{
  ChessAnalyser *self = owner;
  Job *job = g_steal_pointer (&self->job);
  ChessAnalysis *analysis = g_steal_pointer (&job->analysis);

  _chess_analysis_truncate (analysis, job->n_lines);
  job_return (job, analysis, NULL);
}

static const ChessUciSessionFuncs session_funcs = {
  .configure = on_configure,
  .ready = on_ready,
  .info = on_info,
  .bestmove = on_bestmove,
  .failed = on_failed,
};

static void
chess_analyser_dispose (GObject *object)
{
  ChessAnalyser *self = CHESS_ANALYSER (object);

  /* No job can be pending: its task holds a reference to SELF. */
  _chess_uci_session_stop (&self->session, FALSE);
  G_OBJECT_CLASS (chess_analyser_parent_class)->dispose (object);
}

static void
chess_analyser_finalize (GObject *object)
{
  ChessAnalyser *self = CHESS_ANALYSER (object);

  _chess_uci_session_clear (&self->session);
  g_clear_pointer (&self->job, job_free);
  G_OBJECT_CLASS (chess_analyser_parent_class)->finalize (object);
}

static void
chess_analyser_class_init (ChessAnalyserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_analyser_dispose;
  object_class->finalize = chess_analyser_finalize;

  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_ANALYSIS | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
chess_analyser_init (ChessAnalyser *self)
{
  _chess_uci_session_init (&self->session, &session_funcs, G_OBJECT (self));
}

ChessAnalyser *
chess_analyser_new (const char *path)
{
  ChessAnalyser *self;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  self = g_object_new (CHESS_TYPE_ANALYSER, NULL);
  _chess_uci_session_set_path (&self->session, path);
  return self;
}

const char *
chess_analyser_get_path (ChessAnalyser *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSER (self), NULL);
  return self->session.path;
}

static gboolean
on_cancelled (GCancellable *cancellable,
              gpointer      data)
{
  GTask *task = data;
  ChessAnalyser *self = g_task_get_source_object (task);
  Job *job = self->job;

  g_return_val_if_fail (job != NULL && job->task == task, G_SOURCE_REMOVE);

  self->job = NULL;
  _chess_uci_session_stop_search (&self->session);
  job_return (job, NULL, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "The analysis was cancelled"));
  return G_SOURCE_REMOVE;
}

/* A game whose played line is the path to NODE, for the position command
 * (which knows how UCI spells every castle). */
static ChessGame *
game_for_node (ChessGame     *game,
               ChessGameNode *node)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  ChessGame *copy = chess_game_new (chess_game_get_start_position (game));

  for (ChessGameNode *at = node; chess_game_node_get_parent (at) != NULL; at = chess_game_node_get_parent (at))
    g_ptr_array_add (path, at);
  for (guint i = path->len; i > 0; i--)
    if (!chess_game_play (copy, chess_game_node_get_move (g_ptr_array_index (path, i - 1)), NULL))
      break;
  return copy;
}

void
chess_analyser_analyse_async (ChessAnalyser             *self,
                              ChessGame                 *game,
                              ChessGameNode             *node,
                              const ChessAnalysisLimits *limits,
                              GCancellable              *cancellable,
                              GAsyncReadyCallback        callback,
                              gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(ChessGame) copy = NULL;
  const ChessPosition *position;
  ChessAnalysis *final;
  GError *error = NULL;
  Job *job;

  g_return_if_fail (CHESS_IS_ANALYSER (self));
  g_return_if_fail (CHESS_IS_GAME (game));
  g_return_if_fail (node != NULL);
  g_return_if_fail (limits != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_analyser_analyse_async);
  if (g_task_return_error_if_cancelled (task))
    return;
  /* One cancelled in this turn of the main loop ends now. */
  if (self->job != NULL && g_task_get_cancellable (self->job->task) != NULL &&
      g_cancellable_is_cancelled (g_task_get_cancellable (self->job->task)))
    on_cancelled (NULL, self->job->task);
  if (self->job != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, "The engine is already analysing");
      return;
    }

  position = chess_game_node_get_position (node);
  final = chess_analysis_new_final (position);
  if (final != NULL)
    {
      g_task_return_pointer (task, final, (GDestroyNotify) chess_analysis_unref);
      return;
    }

  copy = game_for_node (game, node);
  job = g_new0 (Job, 1);
  job->limits = *limits;
  job->limits.lines = CLAMP (limits->lines, 1, CHESS_ANALYSIS_MAX_LINES);
  job->command = chess_uci_position_command (copy, &job->base_fen, &error);
  if (job->command == NULL || !_chess_uci_session_start (&self->session, &error))
    {
      job_free (job);
      g_task_return_error (task, error);
      return;
    }
  job->analysis = _chess_analysis_new (position);
  _chess_uci_task_watch_cancellable (task, on_cancelled);
  job->task = g_steal_pointer (&task);
  self->job = job;
  if (self->session.state == CHESS_UCI_SESSION_IDLE)
    run_job (self);
}

ChessAnalysis *
chess_analyser_analyse_finish (ChessAnalyser  *self,
                               GAsyncResult   *result,
                               GError        **error)
{
  g_return_val_if_fail (CHESS_IS_ANALYSER (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
chess_analyser_stop (ChessAnalyser *self)
{
  g_return_if_fail (CHESS_IS_ANALYSER (self));
  if (self->session.state == CHESS_UCI_SESSION_STOPPED && self->job == NULL)
    return;
  _chess_uci_session_fail (&self->session, FALSE, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "The engine was stopped"));
}
