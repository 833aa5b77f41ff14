/* chess-roller-view.c: drawing a start position with the die, in view of all
 *
 * The dice (ChessDice) run ahead: a throw is applied at once, and what it
 * did waits in `pending` until the die on screen has settled on its face.
 * Then the log, the board, the number and the step are brought up to
 * date together, so that the room never sees a result before the die.
 * The throws themselves and the other methods are in
 * chess-roller-view-actions.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-roller-text.h"
#include "chess-roller-view-private.h"
#include "chess-startpos.h"
#include "chess-text-size.h"
#include "chess-ui-names.h"

enum {
  PROP_0,
  PROP_EXCLUSIONS,
  PROP_EVENT,
  PROP_PIECE_SET,
  PROP_HAS_RESULT,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessRollerView, chess_roller_view, ADW_TYPE_BIN)

static void chess_roller_view_update_text_sizes (ChessRollerView *self);

static gboolean
mode_throws_die (ChessRollerMode mode)
{
  return mode == CHESS_ROLLER_MODE_ROLL || mode == CHESS_ROLLER_MODE_PHYSICAL;
}

void
_chess_roller_view_update_actions (ChessRollerView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean can_draw = !self->has_result && chess_exclusions_get_n_allowed (self->exclusions) > 0;
  gboolean physical_attempt = self->attempt_method == CHESS_DRAW_METHOD_PHYSICAL_DIE;
  /* Never once a result is shown, allowed or excluded: the room has seen
   * it, and its last throw taken back would draw another position. */
  gboolean can_undo = self->mode == CHESS_ROLLER_MODE_PHYSICAL
                      && self->taps->len > 0 && physical_attempt && !self->has_result
                      && _chess_roller_view_can_undo (self);
  /* A verifiable event's computer draws need a player's public input,
   * which the event page asks for. */
  gboolean can_random = self->event == NULL || !chess_event_get_verifiable (self->event);

  /* Once a position is drawn, another throw would be a second draw: that
   * takes Start Over, which the log records. */
  gtk_widget_action_set_enabled (widget, "roller.roll", can_draw && self->mode == CHESS_ROLLER_MODE_ROLL);
  gtk_widget_action_set_enabled (widget, "roller.roll-all", can_draw && self->mode == CHESS_ROLLER_MODE_ROLL);
  gtk_widget_action_set_enabled (widget, "roller.tap", can_draw && self->mode == CHESS_ROLLER_MODE_PHYSICAL);
  gtk_widget_action_set_enabled (widget, "roller.undo", can_undo);
  gtk_widget_action_set_enabled (widget, "roller.draw-random",
                                 can_draw && can_random && self->mode == CHESS_ROLLER_MODE_RANDOM);
  gtk_widget_action_set_enabled (widget, "roller.enter-number", self->mode == CHESS_ROLLER_MODE_NUMBER);
  gtk_widget_action_set_enabled (widget, "roller.start-over", self->has_result || self->taps->len > 0);
}

static void
chess_roller_view_update_step (ChessRollerView *self)
{
  ChessDiceStage stage = chess_dice_get_stage (self->dice);
  const char *back_rank = chess_dice_get_back_rank (self->dice);
  guint n_allowed = chess_exclusions_get_n_allowed (self->exclusions);
  g_autofree char *caption = NULL;
  g_autofree char *rule = NULL;
  const char *title;
  guint hints[8] = { 0 };

  /* A result brought back from before has no throw of this session to
   * show: no empty die beside it. */
  gtk_widget_set_visible (GTK_WIDGET (self->die), mode_throws_die (self->mode) && !self->resumed);
  /* Before the first throw of a draw the die shows no face: one left
   * from an earlier draw, or a default, would pass for a throw. */
  if (mode_throws_die (self->mode) && self->taps->len == 0 && !self->has_result
      && !self->showing_excluded && !chess_die_get_rolling (self->die))
    chess_die_set_face (self->die, 0);

  if (n_allowed == 0)
    {
      title = _("Nothing to draw");
      rule = g_strdup (_("Every start position is excluded."));
    }
  else if (self->has_result && self->resumed)
    {
      const ChessPendingResult *pending = chess_event_get_pending (self->event);
      g_autofree char *when = pending != NULL ? chess_ui_format_draw_time (pending->time) : NULL;

      title = pending != NULL && pending->interrupted ? _("Drawn before the app ended")
                                                      : _("Drawn, not yet confirmed");
      /* Translators: %s is when the result was first shown, e.g. “21 Nov 2026, 19:32” */
      rule = g_strdup_printf (_("Shown %s. Use it for this round, or start over to draw again: "
                                "either goes on the record."), when != NULL ? when : "");
    }
  else if (self->has_result)
    {
      title = _("Position drawn");
      rule = g_strdup (_("Use it, or start over to draw again."));
    }
  else if (self->mode == CHESS_ROLLER_MODE_NUMBER)
    {
      title = _("A number drawn elsewhere");
      rule = g_strdup_printf (_("From 0 to %u, drawn by cards, lots or any other fair means."),
                              chess_startpos_count (self->variant) - 1);
    }
  else if (self->mode == CHESS_ROLLER_MODE_RANDOM)
    {
      title = _("Random draw");
      rule = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer picks the %u allowed position.",
                                           "The computer picks one of the %u allowed positions, each equally likely.",
                                           n_allowed),
                              n_allowed);
    }
  else
    {
      title = chess_roller_stage_title (stage);
      rule = chess_roller_stage_rule (stage, back_rank, chess_dice_get_accepted_faces (self->dice));
      /* Translators: how far the draw is, e.g. "Step 2 of 5" */
      caption = g_strdup_printf (_("Step %u of %u"), (guint) stage + 1, chess_roller_n_steps (self->variant));
      if (!self->showing_excluded)
        chess_roller_stage_hints (stage, back_rank, hints);
    }

  gtk_label_set_label (self->step_caption, caption != NULL ? caption : "");
  gtk_widget_set_visible (GTK_WIDGET (self->step_caption), caption != NULL);
  gtk_label_set_label (self->step_title, title);
  gtk_label_set_label (self->step_rule, rule);
  chess_roller_board_set_hints (self->board, hints);
}

static void
chess_roller_view_update_result (ChessRollerView *self)
{
  g_autofree char *title = NULL;
  g_autofree char *caption = NULL;
  gboolean error = FALSE;

  if (self->has_result)
    {
      char back_rank[9];

      chess_startpos_get_back_rank (self->variant, self->number, back_rank, NULL);
      title = chess_ui_position_label (self->number, back_rank);
      switch (self->method)
        {
        case CHESS_DRAW_METHOD_ROLLER:
        case CHESS_DRAW_METHOD_PHYSICAL_DIE:
          /* Translators: the argument is the variant, e.g. "Chess960" */
          caption = g_strdup_printf (_("A %s start position, drawn with the die"),
                                     chess_ui_variant_name (self->variant));
          break;
        case CHESS_DRAW_METHOD_RANDOM:
          caption = g_strdup_printf (_("A %s start position, drawn by the computer"),
                                     chess_ui_variant_name (self->variant));
          break;
        case CHESS_DRAW_METHOD_NUMBER:
        case CHESS_DRAW_METHOD_REPLAY:
        default:
          caption = g_strdup_printf (_("A %s start position, chosen by number"),
                                     chess_ui_variant_name (self->variant));
          break;
        }
    }
  else if (self->showing_excluded)
    {
      g_autofree char *reason = chess_roller_exclusion_reason (self->exclusions, self->excluded_number);

      title = chess_ui_position_label (self->excluded_number, chess_roller_board_get_back_rank (self->board));
      /* Translators: the arguments are a position number and why it is
       * not allowed, e.g. "SP 534 is excluded (used in round 2) — the
       * draw starts again" */
      caption = g_strdup_printf (_("SP %u is excluded (%s) — the draw starts again"),
                                 self->excluded_number, reason);
      error = TRUE;
    }
  else if (mode_throws_die (self->mode) && chess_dice_get_n_rolls (self->dice) > 0)
    {
      /* Translators: the position number while the die is still being
       * thrown, e.g. "SP 22…" */
      title = g_strdup_printf (_("SP %u…"), chess_dice_get_number (self->dice));
      caption = g_strdup (_("The number so far"));
    }
  else
    {
      guint n_allowed = chess_exclusions_get_n_allowed (self->exclusions);

      title = g_strdup (_("Not drawn yet"));
      /* Translators: the argument is how many positions the draw may
       * yield, e.g. 959 */
      caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u position allowed",
                                              "%u positions allowed, each equally likely",
                                              n_allowed),
                                 n_allowed);
    }

  gtk_label_set_label (self->result_label, title);
  gtk_label_set_label (self->result_caption, caption);
  if (error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->result_caption), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_caption), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_caption), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->result_caption), "dim-label");
    }
}

void
_chess_roller_view_update (ChessRollerView *self)
{
  chess_roller_view_update_step (self);
  chess_roller_view_update_result (self);
  /* A longer result may need smaller type to stay on one line. */
  if (self->presentation)
    chess_roller_view_update_text_sizes (self);
  _chess_roller_view_update_actions (self);
}

void
_chess_roller_view_set_result (ChessRollerView *self,
                              gboolean         has_result,
                              guint            number,
                              ChessDrawMethod  method)
{
  gboolean changed = has_result != self->has_result;

  self->has_result = has_result;
  self->number = number;
  self->method = method;
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_RESULT]);
}

/* Shows what the dice did since the die was last thrown. */
static void
chess_roller_view_present (ChessRollerView *self)
{
  const char *back_rank = NULL;
  gboolean new_attempt = FALSE;
  gboolean excluded = FALSE;

  if (self->pending->len == 0)
    return;

  for (guint i = 0; i < self->pending->len; i++)
    {
      const ChessRollerEvent *event = &g_array_index (self->pending, ChessRollerEvent, i);
      g_autofree char *text = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *position = NULL;

      switch (event->kind)
        {
        case CHESS_ROLLER_EVENT_THROW:
          if (event->attempt != self->board_attempt)
            {
              self->board_attempt = event->attempt;
              new_attempt = TRUE;
            }
          if (event->attempt != self->logged_attempt)
            {
              self->logged_attempt = event->attempt;
              if (event->attempt > 1)
                {
                  g_autofree char *heading = g_strdup_printf (_("Attempt %u"), event->attempt);

                  chess_roller_log_append (self->log, CHESS_ROLLER_LOG_NOTE, event->attempt, 0, heading);
                }
            }
          text = chess_roller_describe_roll (&event->roll);
          chess_roller_log_append (self->log,
                                   event->roll.accepted ? CHESS_ROLLER_LOG_THROW : CHESS_ROLLER_LOG_REROLL,
                                   event->attempt, event->tap, text);
          excluded = FALSE;
          break;

        case CHESS_ROLLER_EVENT_EXCLUDED:
          reason = chess_roller_exclusion_reason (self->exclusions, event->number);
          position = chess_ui_position_label (event->number, event->back_rank);
          /* Translators: a result the draw must not yield, e.g.
           * "SP 518 · RNBQKBNR is excluded (ordinary chess): starting again" */
          text = g_strdup_printf (_("%s is excluded (%s): starting again"), position, reason);
          chess_roller_log_append (self->log, CHESS_ROLLER_LOG_EXCLUDED, event->attempt, event->tap, text);
          chess_roller_log_set_discarded (self->log, event->attempt, TRUE);
          self->excluded_number = event->number;
          excluded = TRUE;
          break;

        case CHESS_ROLLER_EVENT_DRAWN:
        default:
          position = chess_ui_position_label (event->number, event->back_rank);
          /* Translators: the position drawn, e.g. "Drawn: SP 518 · RNBQKBNR" */
          text = g_strdup_printf (_("Drawn: %s"), position);
          chess_roller_log_append (self->log, CHESS_ROLLER_LOG_RESULT, event->attempt, event->tap, text);
          _chess_roller_view_set_result (self, TRUE, event->number, event->method);
          excluded = FALSE;
          break;
        }
      back_rank = event->back_rank;
    }

  /* A new attempt starts from an empty board, even where it puts a piece
   * on a square the last attempt used. */
  if (new_attempt)
    chess_roller_board_set_back_rank (self->board, CHESS_ROLLER_EMPTY_RANK, FALSE);
  chess_roller_board_set_back_rank (self->board, back_rank, TRUE);
  chess_roller_board_set_dimmed (self->board, excluded);
  self->showing_excluded = excluded;

  g_array_set_size (self->pending, 0);
  _chess_roller_view_update (self);
}

static void
on_die_rolling (ChessRollerView *self)
{
  if (!chess_die_get_rolling (self->die))
    chess_roller_view_present (self);
}

static void
chess_roller_view_constructed (GObject *object)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (object);
  g_autofree char *exclusions = NULL;
  g_autofree char *placeholder = NULL;
  g_autofree char *description = NULL;
  guint last;

  G_OBJECT_CLASS (chess_roller_view_parent_class)->constructed (object);

  /* Drawing for an event: what it allows, as it stands now. */
  if (self->event != NULL)
    {
      g_clear_pointer (&self->exclusions, chess_exclusions_unref);
      self->exclusions = chess_event_get_exclusions (self->event);
    }
  if (self->exclusions == NULL)
    self->exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  self->variant = chess_exclusions_get_variant (self->exclusions);
  /* Standard chess has only SP 518: there is nothing to draw. */
  g_return_if_fail (self->variant != CHESS_VARIANT_STANDARD);
  self->dice = chess_dice_new (self->variant);

  last = chess_startpos_count (self->variant) - 1;
  exclusions = chess_roller_describe_exclusions (self->exclusions);
  gtk_label_set_label (self->exclusions_label, exclusions);
  placeholder = g_strdup_printf (_("0 to %u"), last);
  gtk_entry_set_placeholder_text (self->number_entry, placeholder);
  /* Translators: the argument is the highest number, 959 or 2879 */
  description = g_strdup_printf (_("The start position number, from 0 to %u:"), last);
  gtk_label_set_label (self->number_description, description);
  gtk_label_set_label (self->random_description,
                       self->event != NULL && chess_event_get_verifiable (self->event)
                       ? _("This event is verifiable: its computer draws use a player’s public input. "
                           "Close the roller and choose Verifiable Computer Draw… on the event’s page.")
                       : _("The number comes from the operating system’s random source, as the app’s die throws do."));

  _chess_roller_view_resume_pending (self);
  _chess_roller_view_update (self);
}

static void
chess_roller_view_dispose (GObject *object)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (object);

  /* Taking the template apart settles the die: nothing is left to show. */
  if (self->die != NULL)
    g_signal_handlers_disconnect_by_data (self->die, self);
  /* Gone with its window (the events window closed) with faces thrown:
   * they were left, on the record as when the roller is cancelled. A
   * result shown stays pending, and comes back. */
  if (self->event != NULL && self->taps != NULL)
    _chess_roller_view_record_set_aside_throws (self);
  _chess_roller_view_dispose_actions (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ROLLER_VIEW);
  g_clear_object (&self->dice);
  g_clear_pointer (&self->exclusions, chess_exclusions_unref);
  g_clear_object (&self->event);
  g_clear_pointer (&self->result_attributes, pango_attr_list_unref);

  G_OBJECT_CLASS (chess_roller_view_parent_class)->dispose (object);
}

static void
chess_roller_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (object);

  switch (prop_id)
    {
    case PROP_EXCLUSIONS:
      g_value_set_boxed (value, self->exclusions);
      break;

    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_PIECE_SET:
      g_value_set_string (value, chess_roller_view_get_piece_set (self));
      break;

    case PROP_HAS_RESULT:
      g_value_set_boolean (value, self->has_result);
      break;

    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_roller_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (object);

  switch (prop_id)
    {
    case PROP_EXCLUSIONS:
      self->exclusions = g_value_dup_boxed (value);
      break;

    case PROP_EVENT:
      self->event = g_value_dup_object (value);
      break;

    case PROP_PIECE_SET:
      chess_roller_view_set_piece_set (self, g_value_get_string (value));
      break;

    case PROP_PRESENTATION:
      chess_roller_view_set_presentation (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The hall screen's proportions: designed for 1080 pixels of height. */
#define PRESENTATION_DESIGN_HEIGHT 1080.0

static gboolean
is_scale_attribute (PangoAttribute *attribute,
                    gpointer        user_data)
{
  return attribute->klass->type == PANGO_ATTR_SCALE || attribute->klass->type == PANGO_ATTR_ABSOLUTE_SIZE;
}

/* The template's attributes of the result, with PIXELS for their scale
 * (0: as the template has it). */
static void
chess_roller_view_size_result (ChessRollerView *self,
                               double           pixels)
{
  g_autoptr(PangoAttrList) attributes = NULL;

  if (pixels <= 0)
    {
      gtk_label_set_attributes (self->result_label, self->result_attributes);
      return;
    }
  attributes = self->result_attributes != NULL ? pango_attr_list_copy (self->result_attributes)
                                               : pango_attr_list_new ();
  pango_attr_list_unref (pango_attr_list_filter (attributes, is_scale_attribute, NULL));
  pango_attr_list_insert (attributes, pango_attr_size_new_absolute ((int) round (pixels) * PANGO_SCALE));
  gtk_label_set_attributes (self->result_label, attributes);
}

/* In presentation mode the step, its rule and the result are sized for
 * the screen as the hall screen's caption is: read from the back of the
 * room. Otherwise the theme's sizes. */
static void
chess_roller_view_update_text_sizes (ChessRollerView *self)
{
  double tall = self->presentation_height / PRESENTATION_DESIGN_HEIGHT;
  double size = self->presentation && self->presentation_height > 0 ? 1.0 : 0.0;

  chess_text_size_apply (self->step_caption, size * MAX (11.0, 30.0 * tall));
  chess_text_size_apply (self->step_title, size * MAX (14.0, 60.0 * tall));
  chess_text_size_apply (self->step_rule, size * MAX (12.0, 42.0 * tall));
  chess_text_size_apply (self->result_caption, size * MAX (12.0, 36.0 * tall));
  chess_text_size_apply (self->exclusions_label, size * MAX (11.0, 28.0 * tall));
  /* The result on one line: it shrinks to the room beside the side
   * panel (300 pixels and the margins) in a long language. */
  chess_roller_view_size_result (self,
                                 size * chess_text_size_fit (self->result_label,
                                                             gtk_label_get_text (self->result_label),
                                                             MAX (20.0, 96.0 * tall),
                                                             gtk_widget_get_width (GTK_WIDGET (self)) - 380));
  gtk_widget_set_size_request (GTK_WIDGET (self->die),
                               size > 0 ? (int) round (MAX (112.0, 220.0 * tall)) : 112,
                               size > 0 ? (int) round (MAX (112.0, 220.0 * tall)) : 112);
}

static void
chess_roller_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);

  /* Before the children are measured, so that they are measured at the
   * sizes for this height; an unchanged height changes nothing. */
  if (self->presentation && (height != self->presentation_height || width != self->presentation_width))
    {
      self->presentation_height = height;
      self->presentation_width = width;
      chess_roller_view_update_text_sizes (self);
    }

  GTK_WIDGET_CLASS (chess_roller_view_parent_class)->size_allocate (widget, width, height, baseline);
}

/* The focus goes to the method's own control: Space then throws, taps
 * or draws, and Enter stays with the dialog's default. */
static gboolean
chess_roller_view_grab_focus (GtkWidget *widget)
{
  static const char *const primary[] = { "roll_button", "face_button_1", "number_entry", "random_button" };
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  GObject *control = gtk_widget_get_template_child (widget, CHESS_TYPE_ROLLER_VIEW, primary[self->mode]);

  if (control != NULL && gtk_widget_grab_focus (GTK_WIDGET (control)))
    return TRUE;

  return GTK_WIDGET_CLASS (chess_roller_view_parent_class)->grab_focus (widget);
}

/* Template widgets with no field: bound so that tests can reach them. */
static const char *const test_children[] = {
  "mode_switcher", "roll_button", "roll_all_button", "undo_button", "start_over_button",
  "number_button", "random_button", "face_button_1", "face_button_2", "face_button_3",
  "face_button_4", "face_button_5", "face_button_6",
};

static void
chess_roller_view_class_init (ChessRollerViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = chess_roller_view_constructed;
  object_class->dispose = chess_roller_view_dispose;
  object_class->get_property = chess_roller_view_get_property;
  object_class->set_property = chess_roller_view_set_property;

  widget_class->grab_focus = chess_roller_view_grab_focus;
  widget_class->size_allocate = chess_roller_view_size_allocate;

  properties[PROP_EXCLUSIONS] =
    g_param_spec_boxed ("exclusions", NULL, NULL,
                        CHESS_TYPE_EXCLUSIONS,
                        (G_PARAM_READWRITE |
                         G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         CHESS_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL,
                         "classic",
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_HAS_RESULT] =
    g_param_spec_boolean ("has-result", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  properties[PROP_PRESENTATION] =
    g_param_spec_boolean ("presentation", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHESS_TYPE_DIE);
  g_type_ensure (CHESS_TYPE_ROLLER_BOARD);
  g_type_ensure (CHESS_TYPE_ROLLER_LOG);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-roller-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, die);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, step_caption);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, step_title);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, step_rule);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, board);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, result_label);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, result_caption);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, exclusions_label);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, log);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, number_description);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, number_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, number_error);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerView, random_description);
  for (guint i = 0; i < G_N_ELEMENTS (test_children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, test_children[i], FALSE, 0);

  _chess_roller_view_class_init_actions (widget_class);
}

static void
chess_roller_view_init (ChessRollerView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->method = CHESS_DRAW_METHOD_ROLLER;
  if (gtk_label_get_attributes (self->result_label) != NULL)
    self->result_attributes = pango_attr_list_ref (gtk_label_get_attributes (self->result_label));

  g_signal_connect_swapped (self->die, "notify::rolling", G_CALLBACK (on_die_rolling), self);
  _chess_roller_view_init_actions (self);
}

GtkWidget *
chess_roller_view_new (ChessExclusions *exclusions)
{
  g_return_val_if_fail (exclusions != NULL, NULL);
  g_return_val_if_fail (chess_exclusions_get_variant (exclusions) != CHESS_VARIANT_STANDARD, NULL);

  return g_object_new (CHESS_TYPE_ROLLER_VIEW,
                       "exclusions", exclusions,
                       NULL);
}

GtkWidget *
chess_roller_view_new_for_event (ChessEvent *event)
{
  g_return_val_if_fail (CHESS_IS_EVENT (event), NULL);
  g_return_val_if_fail (chess_event_get_variant (event) != CHESS_VARIANT_STANDARD, NULL);

  return g_object_new (CHESS_TYPE_ROLLER_VIEW,
                       "event", event,
                       NULL);
}

ChessExclusions *
chess_roller_view_get_exclusions (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), NULL);

  return self->exclusions;
}

gboolean
chess_roller_view_get_result (ChessRollerView *self,
                              guint           *number,
                              ChessDrawMethod *method)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), FALSE);

  if (!self->has_result)
    return FALSE;
  if (number != NULL)
    *number = self->number;
  if (method != NULL)
    *method = self->method;
  return TRUE;
}

gboolean
chess_roller_view_get_has_result (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), FALSE);

  return self->has_result;
}

const char *
chess_roller_view_get_piece_set (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), NULL);

  return chess_roller_board_get_piece_set (self->board);
}

void
chess_roller_view_set_piece_set (ChessRollerView *self,
                                 const char      *set)
{
  g_return_if_fail (CHESS_IS_ROLLER_VIEW (self));
  g_return_if_fail (set != NULL);

  if (g_strcmp0 (set, chess_roller_board_get_piece_set (self->board)) == 0)
    return;
  chess_roller_board_set_piece_set (self->board, set);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

void
chess_roller_view_finish_animations (ChessRollerView *self)
{
  g_return_if_fail (CHESS_IS_ROLLER_VIEW (self));

  chess_die_settle (self->die);
  chess_roller_board_finish (self->board);
}

gboolean
chess_roller_view_get_animating (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), FALSE);

  return chess_die_get_rolling (self->die) || chess_roller_board_get_animating (self->board);
}

gboolean
chess_roller_view_get_presentation (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), FALSE);

  return self->presentation;
}

void
chess_roller_view_set_presentation (ChessRollerView *self,
                                    gboolean         presentation)
{
  g_return_if_fail (CHESS_IS_ROLLER_VIEW (self));

  presentation = !!presentation;
  if (self->presentation == presentation)
    return;

  self->presentation = presentation;
  self->presentation_height = gtk_widget_get_height (GTK_WIDGET (self));
  chess_roller_view_update_text_sizes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTATION]);
}
