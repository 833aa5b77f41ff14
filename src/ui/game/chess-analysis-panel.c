/* chess-analysis-panel.c: game review and live analysis, beside the game
 *
 * Analyse Game makes a ChessGameReview of the game (src/core: the engine
 * in the background, progress, the marks written into the game); this
 * shows its progress with Cancel, the evaluation graph, the evaluation
 * of the position shown on the eval bar and its best lines in the user's
 * piece letters. Live analysis runs a ChessAnalyser of its own on
 * whatever position is shown and shows its lines depth by depth; a
 * search for a position no longer shown is cancelled (the engine is told
 * to stop) and anything it still says is dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analysis-panel"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-analysis-panel.h"
#include "chess-browse-bar.h"
#include "chess-engine-setup.h"
#include "chess-eval-bar.h"
#include "chess-eval-graph.h"
#include "chess-move-list.h"

/* Moves of a line shown. */
#define LINE_MOVES 10

struct _ChessAnalysisPanel
{
  GtkBox           parent_instance;

  ChessGame       *game;
  int              view_ply;
  gboolean         live;
  gboolean         figurine;
  guint            lines;
  char            *engine_path;
  ChessEvalBar    *eval_bar;
  ChessGameReview *review;
  GSignalGroup    *review_signals;
  GSignalGroup    *game_signals;

  ChessAnalyser   *analyser;       /* live analysis */
  GCancellable    *live_cancellable;
  ChessGameNode   *live_node;      /* the node it is for */
  ChessAnalysis   *live_analysis;  /* its latest lines */
  char            *error;

  /* Template widgets */
  GtkWidget       *progress_box;
  GtkStack        *header_stack;
  GtkProgressBar  *progress_bar;
  ChessEvalGraph  *graph;
  GtkLabel        *line1;
  GtkLabel        *line2;
  GtkLabel        *line3;
  GtkLabel        *status_label;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEW_PLY,
  PROP_LIVE,
  PROP_LINES,
  PROP_ENGINE_PATH,
  PROP_EVAL_BAR,
  PROP_REVIEW,
  PROP_FIGURINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessAnalysisPanel, chess_analysis_panel, GTK_TYPE_BOX)

static void restart_live (ChessAnalysisPanel *self);

static ChessGameNode *
shown_node (ChessAnalysisPanel *self)
{
  guint n;

  if (self->game == NULL)
    return NULL;
  n = chess_game_get_n_moves (self->game);
  return chess_game_get_node_at (self->game, self->view_ply < 0 ? n : MIN ((guint) self->view_ply, n));
}

/* "<b>+0.35</b>  12. Nf3 d5 13. c4 …", in the user's letters, or with
 * figurines, as the move list writes moves. */
static char *
format_line (ChessAnalysis *analysis,
             guint          index,
             gboolean       figurine)
{
  const ChessPosition *start = chess_analysis_get_position (analysis);
  GPtrArray *moves = chess_analysis_get_line_moves (analysis, index);
  g_autoptr(ChessPosition) position = chess_position_copy (start);
  guint number = chess_position_get_fullmove_number (start);
  gboolean white = chess_position_get_side_to_move (start) == CHESS_COLOR_WHITE;
  g_autofree char *eval = chess_eval_to_display (chess_analysis_get_line_eval (analysis, index));
  g_autofree char *eval_markup = g_markup_escape_text (eval, -1);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "<b>%s</b> ", eval_markup);
  for (guint i = 0; i < moves->len && i < LINE_MOVES; i++)
    {
      const ChessMove *move = g_ptr_array_index (moves, i);
      g_autofree char *san = chess_ui_move_san (position, move, figurine);
      /* Black's moves are numbered only when the line starts with one. */
      g_autofree char *shown = white || i == 0
        ? chess_ui_number_move (number, white ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK, san)
        : g_strdup (san);
      g_autofree char *escaped = g_markup_escape_text (shown, -1);
      ChessPosition *next = chess_position_play (position, move);

      g_string_append_c (text, ' ');
      chess_ui_append_figurine_markup (text, escaped);
      if (!white)
        number++;
      white = !white;
      chess_position_free (position);
      position = next;
    }
  if (moves->len > LINE_MOVES)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

static void
update_display (ChessAnalysisPanel *self)
{
  ChessGameNode *node = shown_node (self);
  ChessAnalysis *analysis = NULL;
  GtkLabel *labels[] = { self->line1, self->line2, self->line3 };
  ChessEval eval = { CHESS_EVAL_NONE, 0 };
  gboolean active = self->review != NULL || self->live;

  gtk_widget_set_visible (GTK_WIDGET (self), active);
  if (self->eval_bar != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), active);

  if (node != NULL && self->live && self->live_analysis != NULL && self->live_node == node)
    analysis = self->live_analysis;
  else if (node != NULL && self->review != NULL)
    analysis = chess_game_review_get_analysis (self->review, node);

  if (analysis != NULL)
    eval = *chess_analysis_get_eval (analysis);
  else if (node != NULL && self->review != NULL)
    chess_game_review_get_eval (self->review, node, &eval);
  if (self->eval_bar != NULL)
    chess_eval_bar_set_eval (self->eval_bar, &eval);

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      gboolean shown = analysis != NULL && i < self->lines && i < chess_analysis_get_n_lines (analysis) &&
                       chess_analysis_get_line_san (analysis, i)[0] != NULL;

      if (shown)
        {
          g_autofree char *markup = format_line (analysis, i, self->figurine);

          /* One line each, so that the move list keeps its room; the
           * whole line in the tooltip. */
          gtk_label_set_markup (labels[i], markup);
          gtk_widget_set_tooltip_markup (GTK_WIDGET (labels[i]), markup);
        }
      gtk_widget_set_visible (GTK_WIDGET (labels[i]), shown);
    }

  gtk_label_set_text (self->status_label, self->error != NULL ? self->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), self->error != NULL);
}

static void
set_error (ChessAnalysisPanel *self,
           const GError       *error)
{
  g_clear_pointer (&self->error, g_free);
  if (error != NULL)
    self->error = chess_ui_engine_describe_error (error);
}

static void
update_progress (ChessAnalysisPanel *self)
{
  guint done = self->review ? chess_game_review_get_n_done (self->review) : 0;
  guint total = self->review ? chess_game_review_get_n_total (self->review) : 0;
  g_autofree char *text = NULL;

  gtk_stack_set_visible_child_name (self->header_stack,
                                    self->review != NULL && chess_game_review_get_running (self->review)
                                    ? "progress" : "controls");
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  /* Translators: progress of Analyse Game: positions analysed of all */
  text = g_strdup_printf (_("Analyzing… %u of %u"), done, total);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
on_review_finished (ChessAnalysisPanel *self,
                    const GError       *error)
{
  set_error (self, error);
  update_progress (self);
  update_display (self);
}

static char *
engine_path (ChessAnalysisPanel *self)
{
  if (self->engine_path != NULL && *self->engine_path != '\0')
    return chess_engine_setup_is_runnable (self->engine_path) ? g_strdup (self->engine_path) : NULL;
  return chess_engine_find_default ();
}

static void
drop_review (ChessAnalysisPanel *self)
{
  if (self->review == NULL)
    return;
  chess_game_review_cancel (self->review);
  g_signal_group_set_target (self->review_signals, NULL);
  chess_eval_graph_set_review (self->graph, NULL);
  g_clear_object (&self->review);
  gtk_widget_set_visible (GTK_WIDGET (self->graph), FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

gboolean
chess_analysis_panel_analyse_game (ChessAnalysisPanel *self)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), FALSE);

  if (self->game == NULL || (path = engine_path (self)) == NULL)
    return FALSE;
  set_error (self, NULL);
  if (self->review == NULL)
    {
      self->review = chess_game_review_new (self->game, path);
      chess_game_review_set_limits (self->review, 0, CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME, self->lines);
      g_signal_group_set_target (self->review_signals, self->review);
      chess_eval_graph_set_review (self->graph, self->review);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->graph), TRUE);
  chess_game_review_start (self->review);
  update_progress (self);
  update_display (self);
  return TRUE;
}

void
chess_analysis_panel_cancel (ChessAnalysisPanel *self)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));

  if (self->review != NULL)
    chess_game_review_cancel (self->review);
}

static void
on_cancel_clicked (ChessAnalysisPanel *self)
{
  chess_analysis_panel_cancel (self);
}

/* ---- live analysis ---- */

static void
stop_live (ChessAnalysisPanel *self)
{
  if (self->live_cancellable != NULL)
    g_cancellable_cancel (self->live_cancellable);
  g_clear_object (&self->live_cancellable);
  g_clear_pointer (&self->live_analysis, chess_analysis_unref);
  self->live_node = NULL;
}

static void
on_live_progress (ChessAnalyser      *analyser,
                  ChessAnalysis      *partial,
                  ChessAnalysisPanel *self)
{
  /* Only the position asked for: the analyser runs one search at a time,
   * and a cancelled one says nothing more. */
  if (self->live_node == NULL || self->live_cancellable == NULL ||
      !chess_position_equal (chess_analysis_get_position (partial), chess_game_node_get_position (self->live_node)))
    return;
  g_clear_pointer (&self->live_analysis, chess_analysis_unref);
  self->live_analysis = chess_analysis_ref (partial);
  update_display (self);
}

static void
on_live_done (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(ChessAnalysisPanel) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessAnalysis) analysis = chess_analyser_analyse_finish (CHESS_ANALYSER (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (error != NULL)
    {
      set_error (self, error);
      chess_analysis_panel_set_live (self, FALSE);
      return;
    }
  /* A position without moves: its "analysis" came at once. */
  if (analysis != NULL && self->live_node != NULL &&
      chess_position_equal (chess_analysis_get_position (analysis), chess_game_node_get_position (self->live_node)))
    {
      g_clear_pointer (&self->live_analysis, chess_analysis_unref);
      self->live_analysis = g_steal_pointer (&analysis);
      update_display (self);
    }
}

static void
restart_live (ChessAnalysisPanel *self)
{
  ChessAnalysisLimits limits = { 0, 0, self->lines };
  ChessGameNode *node = shown_node (self);
  g_autofree char *path = NULL;

  if (!self->live || node == NULL)
    {
      stop_live (self);
      update_display (self);
      return;
    }
  if (node == self->live_node && self->live_cancellable != NULL)
    return;
  stop_live (self);
  if (self->analyser == NULL)
    {
      path = engine_path (self);
      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new_literal (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND,
                                                         "No engine");

          set_error (self, error);
          update_display (self);
          return;
        }
      self->analyser = chess_analyser_new (path);
      g_signal_connect_object (self->analyser, "progress", G_CALLBACK (on_live_progress), self, 0);
    }
  set_error (self, NULL);
  self->live_node = node;
  self->live_cancellable = g_cancellable_new ();
  chess_analyser_analyse_async (self->analyser, self->game, node, &limits, self->live_cancellable,
                                on_live_done, g_object_ref (self));
  update_display (self);
}

static void
on_game_changed (ChessAnalysisPanel *self)
{
  /* The position shown may have changed, or left the game. */
  if (self->live_node != NULL && self->live_node != shown_node (self))
    self->live_node = NULL;
  restart_live (self);
  update_display (self);
}

static void
on_node_removed (ChessAnalysisPanel *self,
                 ChessGameNode      *node)
{
  if (self->live_node != NULL && chess_game_node_is_in_subtree (self->live_node, node))
    stop_live (self);
}

/* ---- the object ---- */

static void
chess_analysis_panel_dispose (GObject *object)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  stop_live (self);
  if (self->analyser != NULL)
    chess_analyser_stop (self->analyser);
  g_clear_object (&self->analyser);
  if (self->review != NULL)
    chess_game_review_cancel (self->review);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->review);
  g_clear_object (&self->game);
  g_clear_object (&self->eval_bar);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ANALYSIS_PANEL);
  G_OBJECT_CLASS (chess_analysis_panel_parent_class)->dispose (object);
}

static void
chess_analysis_panel_finalize (GObject *object)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  g_free (self->engine_path);
  g_free (self->error);
  G_OBJECT_CLASS (chess_analysis_panel_parent_class)->finalize (object);
}

static void
set_game (ChessAnalysisPanel *self,
          ChessGame          *game)
{
  if (self->game == game)
    return;
  stop_live (self);
  drop_review (self);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  set_error (self, NULL);
  restart_live (self);
  update_progress (self);
  update_display (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
set_lines (ChessAnalysisPanel *self,
           guint               lines)
{
  lines = CLAMP (lines, 1, CHESS_ANALYSIS_MAX_LINES);
  if (self->lines == lines)
    return;
  self->lines = lines;
  if (self->review != NULL)
    chess_game_review_set_limits (self->review, 0, CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME, lines);
  if (self->live)
    {
      stop_live (self);
      restart_live (self);
    }
  update_display (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
}

static void
chess_analysis_panel_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    case PROP_LIVE:
      g_value_set_boolean (value, self->live);
      break;
    case PROP_LINES:
      g_value_set_uint (value, self->lines);
      break;
    case PROP_ENGINE_PATH:
      g_value_set_string (value, self->engine_path);
      break;
    case PROP_EVAL_BAR:
      g_value_set_object (value, self->eval_bar);
      break;
    case PROP_REVIEW:
      g_value_set_object (value, self->review);
      break;
    case PROP_FIGURINE:
      g_value_set_boolean (value, self->figurine);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_panel_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    case PROP_VIEW_PLY:
      if (self->view_ply != g_value_get_int (value))
        {
          self->view_ply = g_value_get_int (value);
          restart_live (self);
          update_display (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_LIVE:
      chess_analysis_panel_set_live (self, g_value_get_boolean (value));
      break;
    case PROP_LINES:
      set_lines (self, g_value_get_uint (value));
      break;
    case PROP_ENGINE_PATH:
      if (g_strcmp0 (self->engine_path, g_value_get_string (value)) != 0)
        {
          g_free (self->engine_path);
          self->engine_path = g_value_dup_string (value);
          /* The next search starts the engine chosen. */
          stop_live (self);
          if (self->analyser != NULL)
            chess_analyser_stop (self->analyser);
          g_clear_object (&self->analyser);
          restart_live (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FIGURINE:
      if (self->figurine != g_value_get_boolean (value))
        {
          self->figurine = g_value_get_boolean (value);
          update_display (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_EVAL_BAR:
      if (g_set_object (&self->eval_bar, g_value_get_object (value)))
        {
          update_display (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_panel_class_init (ChessAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_analysis_panel_dispose;
  object_class->finalize = chess_analysis_panel_finalize;
  object_class->get_property = chess_analysis_panel_get_property;
  object_class->set_property = chess_analysis_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LIVE] =
    g_param_spec_boolean ("live", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LINES] =
    g_param_spec_uint ("lines", NULL, NULL, 1, CHESS_ANALYSIS_MAX_LINES, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENGINE_PATH] =
    g_param_spec_string ("engine-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVAL_BAR] =
    g_param_spec_object ("eval-bar", NULL, NULL, CHESS_TYPE_EVAL_BAR,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, CHESS_TYPE_GAME_REVIEW,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIGURINE] =
    g_param_spec_boolean ("figurine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The options menu's "Best Lines Shown". */
  gtk_widget_class_install_property_action (widget_class, "analysis.lines", "lines");

  g_type_ensure (CHESS_TYPE_BROWSE_BAR);
  g_type_ensure (CHESS_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, progress_box);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, header_stack);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, line1);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, line2);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, line3);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, status_label);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
}

static void
chess_analysis_panel_init (ChessAnalysisPanel *self)
{
  self->view_ply = -1;
  self->lines = 1;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->review_signals = g_signal_group_new (CHESS_TYPE_GAME_REVIEW);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-done", G_CALLBACK (update_progress), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-total", G_CALLBACK (update_progress), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::running", G_CALLBACK (update_progress), self);
  g_signal_group_connect_swapped (self->review_signals, "node-analysed", G_CALLBACK (update_display), self);
  g_signal_group_connect_swapped (self->review_signals, "finished", G_CALLBACK (on_review_finished), self);

  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "node-removed", G_CALLBACK (on_node_removed), self);
}

ChessGameReview *
chess_analysis_panel_get_review (ChessAnalysisPanel *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), NULL);
  return self->review;
}

gboolean
chess_analysis_panel_get_live (ChessAnalysisPanel *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), FALSE);
  return self->live;
}

void
chess_analysis_panel_set_live (ChessAnalysisPanel *self,
                               gboolean            live)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));

  live = !!live;
  if (self->live == live)
    return;
  self->live = live;
  restart_live (self);
  update_display (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE]);
}

const char *
chess_analysis_panel_get_line_text (ChessAnalysisPanel *self,
                                    guint               n)
{
  GtkLabel *labels[] = { self->line1, self->line2, self->line3 };

  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), NULL);
  g_return_val_if_fail (n < G_N_ELEMENTS (labels), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (labels[n])))
    return NULL;
  return gtk_label_get_text (labels[n]);
}
