/* chess-eval-graph.c: the evaluation over a whole game; a click, or
 * ← → Home End while it has the focus, shows that position
 *
 * White's winning chances (chess-eval.c) after every move of the main
 * line, as lichess draws them: White's area below the line, Black's
 * above, the move marks as dots (?? red, ? orange, ?! yellow) and the
 * position shown as an upright line. Positions not evaluated yet are left
 * out, so the line grows as the review goes. Screen readers meet it as a
 * slider over the played line, its value the position shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-eval-graph"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-eval-graph.h"

struct _ChessEvalGraph
{
  GtkWidget        parent_instance;

  ChessGameReview *review;
  ChessGame       *game;
  int              view_ply;
  GSignalGroup    *review_signals;
  GSignalGroup    *game_signals;
};

enum {
  PROP_0,
  PROP_REVIEW,
  PROP_GAME,
  PROP_VIEW_PLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessEvalGraph, chess_eval_graph, GTK_TYPE_WIDGET)

static guint
count_main_line (ChessGame *game)
{
  guint n = 0;

  for (ChessGameNode *node = chess_game_node_get_next (chess_game_get_root (game)); node != NULL;
       node = chess_game_node_get_next (node))
    n++;
  return n;
}

static gboolean
node_eval (ChessEvalGraph *self,
           ChessGameNode  *node,
           ChessEval      *eval)
{
  if (self->review != NULL)
    return chess_game_review_get_eval (self->review, node, eval);
  return chess_eval_parse_comment (chess_game_node_get_comment (node), eval);
}

guint
chess_eval_graph_ply_at (ChessEvalGraph *self,
                         double          x)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  guint n;

  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), 0);
  if (self->game == NULL || width <= 0)
    return 0;
  n = count_main_line (self->game);
  return (guint) CLAMP ((int) (x / width * n + 0.5), 0, (int) n);
}

/* The ply shown, the game's own position counted as its number. */
static guint
shown_ply (ChessEvalGraph *self)
{
  guint n = chess_game_get_n_moves (self->game);

  return self->view_ply < 0 ? n : MIN ((guint) self->view_ply, n);
}

/* The game's own position is -1, so that the board follows new moves;
 * moves taken back (still on the main line) cannot be shown. */
static void
show_ply (ChessEvalGraph *self,
          guint           ply)
{
  chess_eval_graph_set_view_ply (self, ply >= chess_game_get_n_moves (self->game) ? -1 : (int) ply);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            ChessEvalGraph  *self)
{
  if (self->game == NULL)
    return;
  show_ply (self, chess_eval_graph_ply_at (self, x));
}

/* ← → one half-move, Home the start, End the game's own position. */
static gboolean
step_cb (GtkWidget *widget,
         GVariant  *args,
         gpointer   user_data)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (widget);
  int step;
  guint shown;

  if (self->game == NULL)
    return FALSE;
  g_variant_get (args, "i", &step);
  shown = shown_ply (self);
  if (step == G_MININT || (step < 0 && (guint) -step >= shown))
    show_ply (self, 0);
  else if (step == G_MAXINT)
    chess_eval_graph_set_view_ply (self, -1);
  else
    show_ply (self, shown + step);
  return TRUE;
}

/* The slider screen readers see: its value is the position shown. */
static void
update_accessible (ChessEvalGraph *self)
{
  g_autofree char *text = NULL;
  guint n = self->game != NULL ? chess_game_get_n_moves (self->game) : 0;
  guint shown = self->game != NULL ? shown_ply (self) : 0;

  if (shown == 0)
    /* Translators: the position the evaluation graph shows */
    text = g_strdup (_("The start position"));
  else
    /* Translators: the position the evaluation graph shows: after the
     * first argument's half-move (ply) of the second's */
    text = g_strdup_printf (_("After half-move %u of %u"), shown, n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) n,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) shown,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
chess_eval_graph_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA white_area = dark ? (GdkRGBA) { 0.85, 0.85, 0.83, 1 } : (GdkRGBA) { 1, 1, 1, 1 };
  GdkRGBA black_area = dark ? (GdkRGBA) { 0.16, 0.16, 0.16, 1 } : (GdkRGBA) { 0.30, 0.29, 0.28, 1 };
  GdkRGBA accent = { 0.21, 0.52, 0.89, 1 };
  cairo_t *cr;
  guint n, ply;
  int view;
  ChessGameNode *node;
  gboolean started = FALSE;
  double last_x = 0;

  if (width <= 0 || height <= 0 || self->game == NULL)
    return;
  n = MAX (count_main_line (self->game), 1);
  view = self->view_ply < 0 ? (int) chess_game_get_n_moves (self->game) : self->view_ply;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_cairo_set_source_rgba (cr, &black_area);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  /* White's area: under the line through the evaluated positions. */
  cairo_move_to (cr, 0, height);
  for (node = chess_game_get_root (self->game), ply = 0; node != NULL; node = chess_game_node_get_next (node), ply++)
    {
      ChessEval eval;
      double x = (double) ply / n * width;
      double y;

      if (!node_eval (self, node, &eval))
        continue;
      y = height / 2.0 * (1 - 0.92 * chess_eval_winning_chances (&eval));
      if (!started)
        cairo_line_to (cr, x, y);
      cairo_line_to (cr, x, y);
      started = TRUE;
      last_x = x;
    }
  if (!started)
    {
      /* Nothing evaluated yet: even. */
      cairo_line_to (cr, 0, height / 2.0);
      last_x = width;
      cairo_line_to (cr, last_x, height / 2.0);
    }
  cairo_line_to (cr, last_x, height);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &white_area);
  cairo_fill (cr);

  /* The middle: even. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.7);
  cairo_rectangle (cr, 0, height / 2.0 - 0.5, width, 1);
  cairo_fill (cr);

  /* The marks. */
  for (node = chess_game_node_get_next (chess_game_get_root (self->game)), ply = 1; node != NULL;
       node = chess_game_node_get_next (node), ply++)
    {
      ChessEval eval;
      double x = (double) ply / n * width, y;

      if (!node_eval (self, node, &eval))
        continue;
      y = height / 2.0 * (1 - 0.92 * chess_eval_winning_chances (&eval));
      if (chess_game_node_has_nag (node, 4))
        cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      else if (chess_game_node_has_nag (node, 2))
        cairo_set_source_rgb (cr, 0.96, 0.47, 0.0);
      else if (chess_game_node_has_nag (node, 6))
        cairo_set_source_rgb (cr, 0.96, 0.76, 0.07);
      else
        continue;
      cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }

  /* The position shown. */
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_rectangle (cr, CLAMP ((double) view / n * width, 1, width - 1) - 1, 0, 2, height);
  cairo_fill (cr);
  cairo_destroy (cr);
}

static void
queue_draw (ChessEvalGraph *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_eval_graph_dispose (GObject *object)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  g_clear_object (&self->review_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->review);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_EVAL_GRAPH);
  G_OBJECT_CLASS (chess_eval_graph_parent_class)->dispose (object);
}

static void
chess_eval_graph_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_REVIEW:
      g_value_set_object (value, self->review);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_graph_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_REVIEW:
      chess_eval_graph_set_review (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      chess_eval_graph_set_game (self, g_value_get_object (value));
      break;
    case PROP_VIEW_PLY:
      chess_eval_graph_set_view_ply (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_graph_class_init (ChessEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_eval_graph_dispose;
  object_class->get_property = chess_eval_graph_get_property;
  object_class->set_property = chess_eval_graph_set_property;
  widget_class->snapshot = chess_eval_graph_snapshot;

  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, CHESS_TYPE_GAME_REVIEW,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/chess960/Chess960/ui/chess-eval-graph.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_pressed);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, step_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Left, 0, step_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, step_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Right, 0, step_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, step_cb, "i", G_MININT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Home, 0, step_cb, "i", G_MININT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, step_cb, "i", G_MAXINT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_End, 0, step_cb, "i", G_MAXINT);
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
}

static void
chess_eval_graph_init (ChessEvalGraph *self)
{
  self->view_ply = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->review_signals = g_signal_group_new (CHESS_TYPE_GAME_REVIEW);
  g_signal_group_connect_swapped (self->review_signals, "node-analysed", G_CALLBACK (queue_draw), self);
  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed", G_CALLBACK (queue_draw), self);
  g_signal_group_connect_swapped (self->game_signals, "node-changed", G_CALLBACK (queue_draw), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (queue_draw), self);
  update_accessible (self);
}

GtkWidget *
chess_eval_graph_new (void)
{
  return g_object_new (CHESS_TYPE_EVAL_GRAPH, NULL);
}

void
chess_eval_graph_set_review (ChessEvalGraph  *self,
                             ChessGameReview *review)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));

  if (!g_set_object (&self->review, review))
    return;
  g_signal_group_set_target (self->review_signals, review);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

void
chess_eval_graph_set_game (ChessEvalGraph *self,
                           ChessGame      *game)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  queue_draw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

int
chess_eval_graph_get_view_ply (ChessEvalGraph *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), -1);
  return self->view_ply;
}

void
chess_eval_graph_set_view_ply (ChessEvalGraph *self,
                               int             view_ply)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));

  view_ply = MAX (view_ply, -1);
  if (self->view_ply == view_ply)
    return;
  self->view_ply = view_ply;
  queue_draw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}
