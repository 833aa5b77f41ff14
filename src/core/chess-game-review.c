/* chess-game-review.c: the engine run over every position of a game
 *
 * The positions of the main line are analysed in order, from the start,
 * each within the same limits (by default CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME
 * per position): the first move is judged as soon as the first two
 * positions are, well within two seconds, and every mark after it one
 * search later. A move is judged by lichess's rule (chess-eval.c) from
 * the evaluations of the positions before and after it, and the result
 * written into the game: the evaluation after the move as a [%eval]
 * command in its comment, the judgement as NAG $6 (?!), $2 (?) or $4
 * (??). A move a person marked good ($1, $3, $5) keeps its mark; a ?!, ?
 * or ?? the review no longer finds is taken away.
 *
 * The game may change while the review runs. Every search carries the
 * generation it was asked in; any change to what is being searched bumps
 * the generation and cancels the search (the engine gets "stop" at once),
 * so that an answer for a position no longer wanted is dropped, never
 * written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-review"

#include "chess-game-review.h"

struct _ChessGameReview
{
  GObject             parent_instance;

  ChessGame          *game;
  ChessAnalyser      *analyser;
  ChessAnalysisLimits limits;
  GHashTable         *analyses;     /* ChessGameNode * → ChessAnalysis * */

  GCancellable       *cancellable;
  guint               generation;
  ChessGameNode      *searching;    /* the node being analysed, or NULL */
  guint               idle_id;
  gboolean            running;
  gboolean            writing;      /* our own ::node-changed */
  guint               n_done;
  guint               n_total;
};

typedef struct
{
  ChessGameReview *self;
  guint            generation;
  ChessGameNode   *node;
} Request;

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_DONE,
  PROP_N_TOTAL,
  PROP_RUNNING,
  N_PROPS
};

enum {
  NODE_ANALYSED,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessGameReview, chess_game_review, G_TYPE_OBJECT)

static void analyse_next (ChessGameReview *self);

static void
set_running (ChessGameReview *self,
             gboolean         running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Counts the main line's positions, and those analysed. */
static void
update_counts (ChessGameReview *self)
{
  guint n_total = 0, n_done = 0;

  for (ChessGameNode *node = chess_game_get_root (self->game); node != NULL; node = chess_game_node_get_next (node))
    {
      n_total++;
      if (g_hash_table_contains (self->analyses, node))
        n_done++;
    }
  g_object_freeze_notify (G_OBJECT (self));
  if (self->n_total != n_total)
    {
      self->n_total = n_total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TOTAL]);
    }
  if (self->n_done != n_done)
    {
      self->n_done = n_done;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Drops the running search: its answer will be for an old generation. */
static void
abandon_search (ChessGameReview *self)
{
  self->generation++;
  self->searching = NULL;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

static gboolean
on_idle_next (gpointer data)
{
  ChessGameReview *self = data;

  self->idle_id = 0;
  analyse_next (self);
  return G_SOURCE_REMOVE;
}

/* Goes on with the next position after the tree settled: the signals
 * come in the middle of a change. */
static void
schedule_next (ChessGameReview *self)
{
  if (self->running && self->idle_id == 0)
    self->idle_id = g_idle_add (on_idle_next, self);
}

static gboolean
is_white_move (ChessGameNode *node)
{
  /* The side to move after it is Black. */
  return chess_position_get_side_to_move (chess_game_node_get_position (node)) == CHESS_COLOR_BLACK;
}

/* Writes NODE's marks: the evaluation after its move, and its judgement
 * when the position before it is analysed too. */
static void
annotate (ChessGameReview *self,
          ChessGameNode   *node)
{
  ChessAnalysis *after = g_hash_table_lookup (self->analyses, node);
  ChessGameNode *parent = chess_game_node_get_parent (node);
  ChessAnalysis *before;
  g_autofree char *comment = NULL;
  ChessJudgement judgement;

  if (parent == NULL || after == NULL)
    return;

  self->writing = TRUE;
  comment = chess_eval_set_in_comment (chess_game_node_get_comment (node), chess_analysis_get_eval (after));
  if (g_strcmp0 (comment, chess_game_node_get_comment (node)) != 0)
    chess_game_set_comment (self->game, node, comment);

  before = g_hash_table_lookup (self->analyses, parent);
  if (before != NULL)
    {
      judgement = chess_eval_judge (chess_analysis_get_eval (before), chess_analysis_get_eval (after),
                                    is_white_move (node));
      if (!chess_game_node_has_nag (node, 1) && !chess_game_node_has_nag (node, 3) &&
          !chess_game_node_has_nag (node, 5))
        {
          static const guint marks[] = { CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_MISTAKE,
                                         CHESS_JUDGEMENT_BLUNDER };

          for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
            if (marks[i] != judgement && chess_game_node_has_nag (node, marks[i]))
              chess_game_remove_nag (self->game, node, marks[i]);
          if (judgement != CHESS_JUDGEMENT_NONE && !chess_game_node_has_nag (node, judgement))
            chess_game_add_nag (self->game, node, judgement);
        }
    }
  self->writing = FALSE;
}

static void
request_free (Request *request)
{
  g_object_unref (request->self);
  g_free (request);
}

static void
finish (ChessGameReview *self,
        const GError    *error)
{
  g_clear_handle_id (&self->idle_id, g_source_remove);
  set_running (self, FALSE);
  g_signal_emit (self, signals[FINISHED], 0, error);
}

static void
on_analysed (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Request *request = data;
  ChessGameReview *self = request->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessAnalysis) analysis = chess_analyser_analyse_finish (CHESS_ANALYSER (source), result, &error);
  ChessGameNode *node = request->node;
  ChessGameNode *next;

  if (request->generation != self->generation)
    {
      /* Asked for a game as it was: dropped, never written. */
      request_free (request);
      return;
    }
  self->searching = NULL;
  g_clear_object (&self->cancellable);
  if (analysis == NULL)
    {
      finish (self, error);
      request_free (request);
      return;
    }

  g_hash_table_replace (self->analyses, node, g_steal_pointer (&analysis));
  annotate (self, node);
  next = chess_game_node_get_next (node);
  if (next != NULL)
    annotate (self, next);
  update_counts (self);
  g_signal_emit (self, signals[NODE_ANALYSED], 0, node);
  request_free (request);
  analyse_next (self);
}

static void
analyse_next (ChessGameReview *self)
{
  ChessGameNode *node;
  Request *request;

  if (!self->running || self->searching != NULL)
    return;
  for (node = chess_game_get_root (self->game); node != NULL; node = chess_game_node_get_next (node))
    if (!g_hash_table_contains (self->analyses, node))
      break;
  if (node == NULL)
    {
      finish (self, NULL);
      return;
    }

  request = g_new0 (Request, 1);
  request->self = g_object_ref (self);
  request->generation = self->generation;
  request->node = node;
  self->searching = node;
  self->cancellable = g_cancellable_new ();
  chess_analyser_analyse_async (self->analyser, self->game, node, &self->limits, self->cancellable,
                                on_analysed, request);
}

static void
on_tree_changed (ChessGame       *game,
                 ChessGameNode   *node,
                 ChessGameReview *self)
{
  /* A variation promoted or the main line extended: the search under way
   * may be for a node that left the main line. */
  if (self->searching != NULL && !chess_game_node_is_main_line (self->searching))
    {
      abandon_search (self);
      schedule_next (self);
    }
  else if (self->running && self->searching == NULL)
    schedule_next (self);
  update_counts (self);
}

static void
on_node_removed (ChessGame       *game,
                 ChessGameNode   *removed,
                 ChessGameReview *self)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->analyses);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (chess_game_node_is_in_subtree (key, removed))
      g_hash_table_iter_remove (&iter);
  if (self->searching != NULL && chess_game_node_is_in_subtree (self->searching, removed))
    {
      abandon_search (self);
      schedule_next (self);
    }
}

static void
chess_game_review_dispose (GObject *object)
{
  ChessGameReview *self = CHESS_GAME_REVIEW (object);

  abandon_search (self);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->analyser != NULL)
    chess_analyser_stop (self->analyser);
  g_clear_object (&self->analyser);
  g_clear_pointer (&self->analyses, g_hash_table_unref);

  G_OBJECT_CLASS (chess_game_review_parent_class)->dispose (object);
}

static void
chess_game_review_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessGameReview *self = CHESS_GAME_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;
    case PROP_N_TOTAL:
      g_value_set_uint (value, self->n_total);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_review_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessGameReview *self = CHESS_GAME_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_review_constructed (GObject *object)
{
  ChessGameReview *self = CHESS_GAME_REVIEW (object);

  G_OBJECT_CLASS (chess_game_review_parent_class)->constructed (object);

  g_signal_connect_object (self->game, "tree-changed", G_CALLBACK (on_tree_changed), self, 0);
  g_signal_connect_object (self->game, "node-removed", G_CALLBACK (on_node_removed), self, 0);
  update_counts (self);
}

static void
chess_game_review_class_init (ChessGameReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = chess_game_review_constructed;
  object_class->dispose = chess_game_review_dispose;
  object_class->get_property = chess_game_review_get_property;
  object_class->set_property = chess_game_review_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_DONE] =
    g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TOTAL] =
    g_param_spec_uint ("n-total", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[NODE_ANALYSED] =
    g_signal_new ("node-analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
chess_game_review_init (ChessGameReview *self)
{
  self->analyses = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) chess_analysis_unref);
  self->limits.move_time = CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME;
  self->limits.lines = 1;
}

ChessGameReview *
chess_game_review_new (ChessGame  *game,
                       const char *engine_path)
{
  ChessGameReview *self;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);
  g_return_val_if_fail (engine_path != NULL, NULL);

  self = g_object_new (CHESS_TYPE_GAME_REVIEW, "game", game, NULL);
  self->analyser = chess_analyser_new (engine_path);
  return self;
}

ChessGame *
chess_game_review_get_game (ChessGameReview *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), NULL);
  return self->game;
}

guint
chess_game_review_get_n_done (ChessGameReview *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), 0);
  return self->n_done;
}

guint
chess_game_review_get_n_total (ChessGameReview *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), 0);
  return self->n_total;
}

gboolean
chess_game_review_get_running (ChessGameReview *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), FALSE);
  return self->running;
}

void
chess_game_review_set_limits (ChessGameReview *self,
                              guint            depth,
                              guint            move_time,
                              guint            lines)
{
  g_return_if_fail (CHESS_IS_GAME_REVIEW (self));
  g_return_if_fail (depth > 0 || move_time > 0);

  self->limits.depth = depth;
  self->limits.move_time = move_time;
  self->limits.lines = CLAMP (lines, 1, CHESS_ANALYSIS_MAX_LINES);
}

void
chess_game_review_start (ChessGameReview *self)
{
  g_return_if_fail (CHESS_IS_GAME_REVIEW (self));

  if (self->running)
    return;
  update_counts (self);
  set_running (self, TRUE);
  analyse_next (self);
}

void
chess_game_review_cancel (ChessGameReview *self)
{
  g_return_if_fail (CHESS_IS_GAME_REVIEW (self));

  if (!self->running)
    return;
  abandon_search (self);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  set_running (self, FALSE);
}

ChessAnalysis *
chess_game_review_get_analysis (ChessGameReview *self,
                                ChessGameNode   *node)
{
  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), NULL);
  return g_hash_table_lookup (self->analyses, node);
}

gboolean
chess_game_review_get_eval (ChessGameReview *self,
                            ChessGameNode   *node,
                            ChessEval       *eval)
{
  ChessAnalysis *analysis;

  g_return_val_if_fail (CHESS_IS_GAME_REVIEW (self), FALSE);
  g_return_val_if_fail (node != NULL && eval != NULL, FALSE);

  analysis = g_hash_table_lookup (self->analyses, node);
  if (analysis != NULL && chess_analysis_get_eval (analysis)->kind != CHESS_EVAL_NONE)
    {
      *eval = *chess_analysis_get_eval (analysis);
      return TRUE;
    }
  return chess_eval_parse_comment (chess_game_node_get_comment (node), eval);
}
