/* chess-eval-bar.c: the evaluation beside the board, White's share
 *
 * White's part of the bar is White's winning chances (chess-eval.c) made a
 * share from 0 to 1, so that the bar moves as much for a pawn in an even
 * position as players feel it does, and hardly at all between +8 and +9.
 * It glides to a new evaluation with an AdwTimedAnimation (none when
 * animations are off), and screen readers get it as a meter with its
 * value in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-eval-bar"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "chess-eval-bar.h"

#define ANIMATION_MS 300

struct _ChessEvalBar
{
  GtkWidget     parent_instance;

  gboolean      flipped;
  ChessEval     eval;
  double        shown;     /* White's share drawn now */
  double        from;
  double        target;
  AdwAnimation *animation;
};

enum {
  PROP_0,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessEvalBar, chess_eval_bar, GTK_TYPE_WIDGET)

char *
chess_ui_describe_eval (const ChessEval *eval)
{
  g_autofree char *pawns = NULL;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (eval == NULL || eval->kind == CHESS_EVAL_NONE)
    return g_strdup (_("Not evaluated"));
  switch (eval->kind)
    {
    case CHESS_EVAL_MATE:
      return eval->value > 0
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White mates in %d move", "White mates in %d moves",
                                        eval->value), eval->value)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black mates in %d move", "Black mates in %d moves",
                                        -eval->value), -eval->value);
    case CHESS_EVAL_CHECKMATE:
      return g_strdup (eval->value > 0 ? _("White has won") : _("Black has won"));
    case CHESS_EVAL_CP:
    default:
      if (ABS (eval->value) < 5)
        return g_strdup (_("The position is even"));
      g_snprintf (buffer, sizeof buffer, "%.1f", ABS (eval->value) / 100.0);
      /* Translators: %s is a number of pawns, such as 0.3 */
      return g_strdup_printf (eval->value > 0 ? _("White is better by %s pawns") : _("Black is better by %s pawns"),
                              buffer);
    }
}

char *
chess_eval_bar_dup_figure (ChessEvalBar *self)
{
  ChessEval ahead;
  char *figure;

  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), NULL);

  /* Without its sign: the end of the bar it stands at says whose
   * advantage it is, and a bar a finger wide has no room for "−0.3" in
   * letters one can read. */
  ahead = self->eval;
  if (ahead.kind != CHESS_EVAL_CHECKMATE)
    ahead.value = ABS (ahead.value);
  figure = chess_eval_to_display (&ahead);
  if (figure[0] == '+')
    memmove (figure, figure + 1, strlen (figure));
  return figure;
}

static void
on_animation_value (double   value,
                    gpointer data)
{
  ChessEvalBar *self = data;

  self->shown = self->from + (self->target - self->from) * value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_eval_bar_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  /* The pieces' colours, in light and dark style alike. */
  GdkRGBA white = { 0.94, 0.94, 0.92, 1 };
  GdkRGBA black = { 0.22, 0.21, 0.20, 1 };
  GdkRGBA middle = { 0.5, 0.5, 0.5, 0.8 };
  float white_height = (float) round (height * self->shown);
  g_autofree char *text = NULL;
  GskRoundedRect outline;

  if (width <= 0 || height <= 0)
    return;
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), 3);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &black, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->flipped)
    gtk_snapshot_append_color (snapshot, &white, &GRAPHENE_RECT_INIT (0, 0, width, white_height));
  else
    gtk_snapshot_append_color (snapshot, &white, &GRAPHENE_RECT_INIT (0, height - white_height, width, white_height));
  gtk_snapshot_append_color (snapshot, &middle, &GRAPHENE_RECT_INIT (0, floorf (height / 2.f), width, 1));

  /* The figure, small, at the end of the side ahead. */
  text = chess_eval_bar_dup_figure (self);
  if (text != NULL && *text != '\0')
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
      PangoAttrList *attrs = pango_attr_list_new ();
      gboolean white_ahead = chess_eval_winning_chances (&self->eval) >= 0;
      gboolean at_bottom = white_ahead != self->flipped;
      int text_width, text_height;
      double scale;

      pango_attr_list_insert (attrs, pango_attr_scale_new (0.7));
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      scale = MIN (1.0, (width - 2) / (double) MAX (text_width, 1));
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT ((width - text_width * scale) / 2,
                                                    at_bottom ? height - text_height * scale - 3 : 3));
      gtk_snapshot_scale (snapshot, (float) scale, (float) scale);
      gtk_snapshot_append_layout (snapshot, layout, white_ahead ? &black : &white);
      gtk_snapshot_restore (snapshot);
      pango_attr_list_unref (attrs);
      g_object_unref (layout);
    }
  gtk_snapshot_pop (snapshot);
  /* An edge, so that Black's part stands out of a dark window. */
  {
    GdkRGBA edge = { 0.5, 0.5, 0.5, 0.55 };
    const float widths[4] = { 1, 1, 1, 1 };
    const GdkRGBA colors[4] = { edge, edge, edge, edge };

    gtk_snapshot_append_border (snapshot, &outline, widths, colors);
  }
}

static void
chess_eval_bar_dispose (GObject *object)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  g_clear_object (&self->animation);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_EVAL_BAR);
  G_OBJECT_CLASS (chess_eval_bar_parent_class)->dispose (object);
}

static void
chess_eval_bar_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      if (self->flipped != g_value_get_boolean (value))
        {
          self->flipped = g_value_get_boolean (value);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_bar_class_init (ChessEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_eval_bar_dispose;
  object_class->get_property = chess_eval_bar_get_property;
  object_class->set_property = chess_eval_bar_set_property;
  widget_class->snapshot = chess_eval_bar_snapshot;

  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/chess960/Chess960/ui/chess-eval-bar.ui");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
  gtk_widget_class_set_css_name (widget_class, "evalbar");
}

static void
chess_eval_bar_init (ChessEvalBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown = self->from = self->target = 0.5;
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ANIMATION_MS,
                                             adw_callback_animation_target_new (on_animation_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
}

GtkWidget *
chess_eval_bar_new (void)
{
  return g_object_new (CHESS_TYPE_EVAL_BAR, NULL);
}

void
chess_eval_bar_set_eval (ChessEvalBar    *self,
                         const ChessEval *eval)
{
  ChessEval none = { CHESS_EVAL_NONE, 0 };
  g_autofree char *description = NULL;
  double target;

  g_return_if_fail (CHESS_IS_EVAL_BAR (self));

  if (eval == NULL)
    eval = &none;
  if (self->eval.kind == eval->kind && self->eval.value == eval->value)
    return;
  self->eval = *eval;
  target = (1 + chess_eval_winning_chances (eval)) / 2;
  description = chess_ui_describe_eval (eval);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, round (target * 100),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, description,
                                  -1);
  self->from = self->shown;
  self->target = target;
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
chess_eval_bar_get_target (ChessEvalBar *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), 0.5);
  return self->target;
}
