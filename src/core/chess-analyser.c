/* chess-analyser.c: a UCI engine asked for evaluations and best lines
 *
 * ChessEngine plays moves; this asks an engine what a position is worth,
 * with MultiPV lines and every depth reported on the way, for game review
 * and the live analysis. It speaks the same protocol with the same care:
 * the process and its bounded reading are ChessEngineProcess's, every
 * wait has a timeout, a cancelled search is stopped at once and its late
 * "bestmove" never taken for the next one, and any fault ends the process
 * so that the next request starts a fresh one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analyser"

#include <string.h>

#include "chess-analysis-private.h"
#include "chess-engine.h"
#include "chess-engine-process-private.h"
#include "chess-uci-private.h"

#define HANDSHAKE_TIMEOUT_MS 5000
/* What a search may take beyond its time; a depth alone gets this long. */
#define SEARCH_MARGIN_MS 3000
#define DEPTH_TIMEOUT_MS (10 * 60 * 1000)

typedef enum {
  STATE_STOPPED,
  STATE_WAIT_UCIOK,
  STATE_WAIT_READYOK,
  STATE_IDLE,
  STATE_SEARCHING,
  STATE_STOPPING,   /* "stop" sent for a cancelled search */
} State;

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

  char               *path;
  char               *name;
  ChessEngineProcess *process;
  State               state;
  guint               timeout_id;
  ChessUciOptions     options;
  guint               multipv;     /* as set in the engine; 0 unknown */
  char               *base_fen;
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

static void
cancel_source_free (gpointer data)
{
  g_source_destroy (data);
  g_source_unref (data);
}

/* Frees JOB, completing its task with ANALYSIS or ERROR (owned). */
static void
job_return (Job           *job,
            ChessAnalysis *analysis,
            GError        *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&job->task);

  job_free (job);
  g_task_set_task_data (task, NULL, NULL);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, analysis, (GDestroyNotify) chess_analysis_unref);
}

static const char *
display_name (ChessAnalyser *self)
{
  return self->name != NULL ? self->name : self->path;
}

static void
stop_process (ChessAnalyser *self,
              gboolean       kill)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->process != NULL)
    chess_engine_process_close (g_steal_pointer (&self->process), kill);
  self->state = STATE_STOPPED;
  self->multipv = 0;
  g_clear_pointer (&self->base_fen, g_free);
}

static void
fail (ChessAnalyser *self,
      gboolean       kill,
      GError        *error)
{
  Job *job = g_steal_pointer (&self->job);

  g_debug ("%s", error->message);
  stop_process (self, kill);
  if (job != NULL)
    job_return (job, NULL, error);
  else
    g_error_free (error);
}

static gboolean
on_timeout (gpointer data)
{
  ChessAnalyser *self = data;
  g_autoptr(ChessAnalyser) hold = g_object_ref (self);

  self->timeout_id = 0;
  fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                                 self->state == STATE_SEARCHING
                                   ? "%s did not finish its analysis in time"
                                   : "%s did not answer in time",
                                 display_name (self)));
  return G_SOURCE_REMOVE;
}

static void
set_timeout (ChessAnalyser *self,
             guint          ms)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (ms > 0)
    self->timeout_id = g_timeout_add (ms, on_timeout, self);
}

static void
run_job (ChessAnalyser *self)
{
  Job *job = self->job;
  guint multipv = MIN (job->limits.lines, self->options.multipv ? (guint) MAX (self->options.multipv_max, 1) : 1u);

  g_assert (self->state == STATE_IDLE && job != NULL);

  if (g_strcmp0 (self->base_fen, job->base_fen) != 0)
    {
      chess_engine_process_send (self->process, "ucinewgame");
      g_free (self->base_fen);
      self->base_fen = g_strdup (job->base_fen);
    }
  if (self->options.multipv && self->multipv != multipv)
    {
      chess_engine_process_send (self->process, "setoption name MultiPV value %u", multipv);
      self->multipv = multipv;
    }
  job->n_lines = MIN (multipv, chess_position_count_legal_moves (chess_analysis_get_position (job->analysis)));
  chess_engine_process_send (self->process, "%s", job->command);
  if (job->limits.depth > 0 && job->limits.move_time > 0)
    chess_engine_process_send (self->process, "go depth %u movetime %u", job->limits.depth, job->limits.move_time);
  else if (job->limits.depth > 0)
    chess_engine_process_send (self->process, "go depth %u", job->limits.depth);
  else if (job->limits.move_time > 0)
    chess_engine_process_send (self->process, "go movetime %u", job->limits.move_time);
  else
    chess_engine_process_send (self->process, "go infinite");
  self->state = STATE_SEARCHING;
  if (job->limits.move_time > 0)
    set_timeout (self, job->limits.move_time * 3 / 2 + SEARCH_MARGIN_MS);
  else if (job->limits.depth > 0)
    set_timeout (self, DEPTH_TIMEOUT_MS);
  else
    set_timeout (self, 0);
}

/* "info … depth D … multipv K … score cp|mate S [lower|upperbound] … pv M…" */
static void
on_info (ChessAnalyser *self,
         const char    *line)
{
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
on_bestmove (ChessAnalyser *self)
{
  Job *job = g_steal_pointer (&self->job);
  ChessAnalysis *analysis = g_steal_pointer (&job->analysis);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->state = STATE_IDLE;
  _chess_analysis_truncate (analysis, job->n_lines);
  job_return (job, analysis, NULL);
}

static void
on_line (const char *line,
         gpointer    user_data)
{
  ChessAnalyser *self = user_data;
  g_autoptr(ChessAnalyser) hold = g_object_ref (self);
  g_autofree char *word = NULL;
  const char *rest;

  g_debug ("<- %s", line);
  word = chess_uci_first_word (line, &rest);

  switch (self->state)
    {
    case STATE_WAIT_UCIOK:
      if (strcmp (word, "id") == 0)
        {
          g_autofree char *key = chess_uci_first_word (rest, &rest);

          if (strcmp (key, "name") == 0 && *rest != '\0')
            {
              g_free (self->name);
              self->name = g_strstrip (g_strdup (rest));
            }
        }
      else if (strcmp (word, "option") == 0)
        chess_uci_options_add (&self->options, line);
      else if (strcmp (word, "uciok") == 0)
        {
          if (!self->options.chess960)
            {
              fail (self, FALSE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                              "%s cannot play Chess960: it has no UCI_Chess960 option",
                                              display_name (self)));
              return;
            }
          chess_engine_process_send (self->process, "setoption name UCI_Chess960 value true");
          chess_engine_process_send (self->process, "isready");
          self->state = STATE_WAIT_READYOK;
          set_timeout (self, HANDSHAKE_TIMEOUT_MS);
        }
      break;

    case STATE_WAIT_READYOK:
      if (strcmp (word, "readyok") == 0)
        {
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = STATE_IDLE;
          if (self->job != NULL)
            run_job (self);
        }
      break;

    case STATE_SEARCHING:
      if (strcmp (word, "info") == 0)
        on_info (self, line);
      else if (strcmp (word, "bestmove") == 0)
        on_bestmove (self);
      break;

    case STATE_STOPPING:
      if (strcmp (word, "bestmove") == 0)
        {
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = STATE_IDLE;
          if (self->job != NULL)
            run_job (self);
        }
      break;

    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      break;
    }
}

static void
on_closed (const GError *error,
           gpointer      user_data)
{
  ChessAnalyser *self = user_data;
  g_autoptr(ChessAnalyser) hold = g_object_ref (self);

  if (error != NULL)
    fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE,
                                   "%s broke the UCI protocol: %s", display_name (self), error->message));
  else
    fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED,
                                   "%s ended unexpectedly", display_name (self)));
}

static gboolean
ensure_process (ChessAnalyser  *self,
                GError        **error)
{
  if (self->state != STATE_STOPPED)
    return TRUE;

  self->process = chess_engine_process_start (self->path, on_line, on_closed, self, error);
  if (self->process == NULL)
    return FALSE;
  memset (&self->options, 0, sizeof self->options);
  chess_engine_process_send (self->process, "uci");
  self->state = STATE_WAIT_UCIOK;
  set_timeout (self, HANDSHAKE_TIMEOUT_MS);
  return TRUE;
}

static void
chess_analyser_dispose (GObject *object)
{
  ChessAnalyser *self = CHESS_ANALYSER (object);

  /* No job can be pending: its task holds a reference to SELF. */
  stop_process (self, FALSE);
  G_OBJECT_CLASS (chess_analyser_parent_class)->dispose (object);
}

static void
chess_analyser_finalize (GObject *object)
{
  ChessAnalyser *self = CHESS_ANALYSER (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->base_fen, g_free);
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
}

ChessAnalyser *
chess_analyser_new (const char *path)
{
  ChessAnalyser *self;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  self = g_object_new (CHESS_TYPE_ANALYSER, NULL);
  self->path = g_strdup (path);
  return self;
}

const char *
chess_analyser_get_path (ChessAnalyser *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSER (self), NULL);
  return self->path;
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
  if (self->state == STATE_SEARCHING)
    {
      chess_engine_process_send (self->process, "stop");
      self->state = STATE_STOPPING;
      set_timeout (self, SEARCH_MARGIN_MS);
    }
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
  if (job->command == NULL || !ensure_process (self, &error))
    {
      job_free (job);
      g_task_return_error (task, error);
      return;
    }
  job->analysis = _chess_analysis_new (position);
  if (cancellable != NULL)
    {
      GSource *source = g_cancellable_source_new (cancellable);

      g_source_set_callback (source, G_SOURCE_FUNC (on_cancelled), task, NULL);
      g_source_attach (source, g_task_get_context (task));
      g_task_set_task_data (task, source, cancel_source_free);
    }
  job->task = g_steal_pointer (&task);
  self->job = job;
  if (self->state == STATE_IDLE)
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
  if (self->state == STATE_STOPPED && self->job == NULL)
    return;
  fail (self, FALSE, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "The engine was stopped"));
}
