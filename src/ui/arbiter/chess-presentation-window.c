/* chess-presentation-window.c: a round's start position for the hall screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-presentation-window"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-event-names.h"
#include "chess-presentation-window-private.h"
#include "chess-settings.h"
#include "chess-setup-guide.h"
#include "chess-startpos.h"
#include "chess-text-size.h"
#include "chess-ui-names.h"

/* In fullscreen, the pointer this close to the top edge brings the header
 * bar back, and this far below it hides it again. */
#define HEADER_SHOW_EDGE   4.0
#define HEADER_HIDE_MARGIN 32.0


enum {
  PROP_0,
  PROP_REVEALED,
  PROP_HIGH_CONTRAST,
  PROP_FULLSCREEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessPresentationWindow, chess_presentation_window, ADW_TYPE_APPLICATION_WINDOW)

/* The line above the caption: the event, and the variant when it is not
 * plain Chess960 (the numbers mean other positions in Chess960x3). */
static char *
chess_presentation_window_dup_event_line (ChessPresentationWindow *self)
{
  if (self->event_name == NULL)
    return g_strdup (chess_ui_variant_name (self->variant));
  if (self->variant == CHESS_VARIANT_CHESS960)
    return g_strdup (self->event_name);
  /* Translators: an event's name and its variant, e.g.
   * “Spring Open · Chess960x3” */
  return g_strdup_printf (C_("event and variant", "%s · %s"), self->event_name,
                          chess_ui_variant_name (self->variant));
}

/* “Round 3 · SP 421 · BNRKQBNR”, or without the round outside one. */
static char *
chess_presentation_window_dup_caption (ChessPresentationWindow *self)
{
  ChessRound shown = { .round = self->round, .number = self->number };

  if (self->round == 0)
    return chess_ui_position_label (self->number, self->back_rank);
  memcpy (shown.back_rank, self->back_rank, sizeof shown.back_rank);
  return chess_ui_round_label (&shown);
}

static void
chess_presentation_window_update_actions (ChessPresentationWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal",
                                 self->has_position && !self->revealed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hide", self->revealed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-fullscreen", self->fullscreen);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->reveal_button),
                                  self->revealed ? "win.hide" : "win.reveal");
  adw_button_content_set_icon_name (self->reveal_content,
                                    self->revealed ? "view-conceal-symbolic" : "view-reveal-symbolic");
  adw_button_content_set_label (self->reveal_content,
                                self->revealed ? _("_Hide") : _("_Reveal"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->reveal_button),
                               self->revealed ? _("Hide the Position (H)") : _("Show the Position (Space)"));
  if (self->revealed)
    gtk_widget_remove_css_class (GTK_WIDGET (self->reveal_button), "suggested-action");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->reveal_button), "suggested-action");
}

/* What may be seen while hidden: the event and the round, never the
 * position. */
static void
chess_presentation_window_update_titles (ChessPresentationWindow *self)
{
  g_autofree char *event_line = chess_presentation_window_dup_event_line (self);
  g_autofree char *round_title = self->round > 0 ? chess_ui_round_title (self->round) : NULL;

  adw_window_title_set_title (self->window_title,
                              self->event_name != NULL ? self->event_name : _("Hall Screen"));
  adw_window_title_set_subtitle (self->window_title, round_title != NULL ? round_title : "");

  gtk_label_set_text (self->cover_event_label, self->round > 0 ? event_line : "");
  gtk_widget_set_visible (GTK_WIDGET (self->cover_event_label), self->round > 0);
  gtk_label_set_text (self->cover_title_label, round_title != NULL ? round_title : event_line);
  gtk_widget_set_visible (GTK_WIDGET (self->cover_hint_label), self->has_position);
}

/* Puts the position into the widgets: only on reveal. */
static void
chess_presentation_window_fill (ChessPresentationWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *event_line = chess_presentation_window_dup_event_line (self);
  g_autofree char *caption = chess_presentation_window_dup_caption (self);
  g_autofree char *code = chess_ui_english_code_label (self->back_rank);

  g_clear_object (&self->game);
  self->game = chess_game_new_start (self->variant, self->number, &error);
  if (self->game == NULL)
    g_critical ("Start position %u cannot be set up: %s", self->number, error->message);

  chess_board_view_set_game (self->board_view, self->game);
  chess_setup_guide_set_position (self->guide,
                                  self->game != NULL ? chess_game_get_position (self->game) : NULL);
  if (code != NULL)
    {
      /* The English code once, on the event's line: the caption and the
       * guide use the user's letters. */
      char *with_code = g_strdup_printf (C_("event and variant", "%s · %s"), event_line, code);

      g_free (event_line);
      event_line = with_code;
    }
  gtk_label_set_text (self->event_label, event_line);
  gtk_label_set_text (self->caption_label, caption);
  gtk_widget_set_visible (GTK_WIDGET (self->reversed_label), self->colours_reversed);
  gtk_widget_set_visible (self->position_page, TRUE);
  _chess_presentation_window_update_text_sizes (self);
}

static void
chess_presentation_window_empty (ChessPresentationWindow *self)
{
  gtk_widget_set_visible (self->position_page, FALSE);
  chess_board_view_set_game (self->board_view, NULL);
  g_clear_object (&self->game);
  chess_setup_guide_set_position (self->guide, NULL);
  gtk_label_set_text (self->event_label, "");
  gtk_label_set_text (self->caption_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->reversed_label), FALSE);
}

static void
chess_presentation_window_set_revealed (ChessPresentationWindow *self,
                                        gboolean                 revealed)
{
  revealed = !!revealed && self->has_position;
  if (self->revealed == revealed)
    return;

  self->revealed = revealed;
  if (revealed)
    {
      chess_presentation_window_fill (self);
      /* A short fade, which GtkStack skips when animations are off. */
      gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
      gtk_stack_set_visible_child (self->stack, self->position_page);
    }
  else
    {
      /* At once: a fade would leave the position readable a while. */
      gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
      gtk_stack_set_visible_child (self->stack, self->cover);
      chess_presentation_window_empty (self);
    }

  chess_presentation_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

static void
chess_presentation_window_show (ChessPresentationWindow *self,
                                ChessVariant             variant,
                                guint                    number,
                                const char              *event_name,
                                guint                    round,
                                gboolean                 colours_reversed,
                                gboolean                 hidden)
{
  g_autoptr(GError) error = NULL;
  char back_rank[9];

  if (!chess_startpos_get_back_rank (variant, number, back_rank, &error))
    {
      g_critical ("Cannot show start position %u: %s", number, error->message);
      return;
    }

  /* Whatever was revealed goes first, so that a new position never shows
   * for a moment in the old one's place. */
  chess_presentation_window_set_revealed (self, FALSE);

  self->has_position = TRUE;
  self->variant = variant;
  self->number = number;
  memcpy (self->back_rank, back_rank, sizeof back_rank);
  g_free (self->event_name);
  self->event_name = g_strdup (event_name);
  self->round = round;
  self->colours_reversed = colours_reversed;

  chess_presentation_window_update_titles (self);
  _chess_presentation_window_update_text_sizes (self);
  chess_presentation_window_update_actions (self);
  if (!hidden)
    chess_presentation_window_set_revealed (self, TRUE);
}

/* High contrast overrides the piece-set preference with the contrast set;
 * otherwise the board uses the one chosen in Preferences. */
static void
chess_presentation_window_update_piece_set (ChessPresentationWindow *self)
{
  g_autofree char *piece_set = g_settings_get_string (self->settings, "piece-set");

  chess_board_view_set_piece_set (self->board_view, self->high_contrast ? "contrast" : piece_set);
}

static void
on_piece_set_changed (GSettings               *settings,
                      const char              *key,
                      ChessPresentationWindow *self)
{
  chess_presentation_window_update_piece_set (self);
}

static void
chess_presentation_window_update_header (ChessPresentationWindow *self)
{
  gtk_revealer_set_reveal_child (self->header_revealer, !self->fullscreen || self->header_called);
  gtk_button_set_icon_name (self->fullscreen_button,
                            self->fullscreen ? "view-restore-symbolic" : "view-fullscreen-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->fullscreen_button),
                               self->fullscreen ? _("Leave Fullscreen (Esc)") : _("Fullscreen (F11)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fullscreen_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->fullscreen ? _("Leave Fullscreen") : _("Fullscreen"),
                                  -1);
}

/* The window manager may leave fullscreen by itself (its own shortcut, a
 * monitor unplugged): the action's state follows. */
static void
on_fullscreened_changed (GtkWindow               *window,
                         GParamSpec              *pspec,
                         ChessPresentationWindow *self)
{
  chess_presentation_window_set_fullscreen (self, gtk_window_is_fullscreen (window));
}

static void
on_pointer_motion (GtkEventControllerMotion *controller,
                   double                    x,
                   double                    y,
                   ChessPresentationWindow  *self)
{
  gboolean called = self->header_called;

  if (!self->fullscreen)
    return;
  if (y <= HEADER_SHOW_EDGE)
    called = TRUE;
  else if (y > gtk_widget_get_height (GTK_WIDGET (self->header_bar)) + HEADER_HIDE_MARGIN)
    called = FALSE;
  if (called == self->header_called)
    return;
  self->header_called = called;
  chess_presentation_window_update_header (self);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  chess_presentation_window_reveal (CHESS_PRESENTATION_WINDOW (widget));
}

static void
hide_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  chess_presentation_window_conceal (CHESS_PRESENTATION_WINDOW (widget));
}

static void
leave_fullscreen_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  chess_presentation_window_set_fullscreen (CHESS_PRESENTATION_WINDOW (widget), FALSE);
}

static void
chess_presentation_window_size_allocate (GtkWidget *widget,
                                         int        width,
                                         int        height,
                                         int        baseline)
{
  ChessPresentationWindow *self = CHESS_PRESENTATION_WINDOW (widget);

  /* Before the children are measured, so that they are measured with the
   * sizes for this window; an unchanged size changes nothing. */
  if (width != self->width || height != self->height)
    {
      self->width = width;
      self->height = height;
      _chess_presentation_window_update_text_sizes (self);
    }

  GTK_WIDGET_CLASS (chess_presentation_window_parent_class)->size_allocate (widget, width, height, baseline);
}

static void
chess_presentation_window_dispose (GObject *object)
{
  ChessPresentationWindow *self = CHESS_PRESENTATION_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->game);
  g_clear_pointer (&self->event_name, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_PRESENTATION_WINDOW);

  G_OBJECT_CLASS (chess_presentation_window_parent_class)->dispose (object);
}

static void
chess_presentation_window_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  ChessPresentationWindow *self = CHESS_PRESENTATION_WINDOW (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    case PROP_FULLSCREEN:
      g_value_set_boolean (value, self->fullscreen);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_presentation_window_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  ChessPresentationWindow *self = CHESS_PRESENTATION_WINDOW (object);

  switch (prop_id)
    {
    case PROP_HIGH_CONTRAST:
      chess_presentation_window_set_high_contrast (self, g_value_get_boolean (value));
      break;
    case PROP_FULLSCREEN:
      chess_presentation_window_set_fullscreen (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_presentation_window_class_init (ChessPresentationWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_presentation_window_dispose;
  object_class->get_property = chess_presentation_window_get_property;
  object_class->set_property = chess_presentation_window_set_property;

  widget_class->size_allocate = chess_presentation_window_size_allocate;

  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* What the window asked for, and what the window manager last said:
   * GtkWindow:fullscreened changes only once it has answered, and never
   * without one. */
  properties[PROP_FULLSCREEN] =
    g_param_spec_boolean ("fullscreen", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHESS_TYPE_BOARD_LAYOUT);
  g_type_ensure (CHESS_TYPE_BOARD_VIEW);
  g_type_ensure (CHESS_TYPE_SETUP_GUIDE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-presentation-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, reveal_content);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, fullscreen_button);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, cover);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, cover_icon);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, cover_event_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, cover_title_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, cover_hint_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, position_page);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, event_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, caption_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, reversed_label);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, board_layout);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ChessPresentationWindow, guide);

  gtk_widget_class_install_action (widget_class, "win.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "win.hide", NULL, hide_action);
  gtk_widget_class_install_action (widget_class, "win.leave-fullscreen", NULL, leave_fullscreen_action);
  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreen");
  gtk_widget_class_install_property_action (widget_class, "win.high-contrast", "high-contrast");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hide", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.leave-fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* GtkWindow binds Space and Enter to activating the focus and the default
 * widget, and its bindings come before a subclass's: these run in the
 * capture phase, ahead of them. While nothing is to be revealed the
 * action is disabled, and the keys go on as usual. */
static void
chess_presentation_window_add_reveal_keys (ChessPresentationWindow *self)
{
  static const guint keyvals[] = {
    GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter,
  };
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keyvals); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keyvals[i], 0),
                                                            gtk_named_action_new ("win.reveal")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
chess_presentation_window_init (ChessPresentationWindow *self)
{
  GtkEventController *motion;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* No click on the cover reveals: in a hall the arbiter's first click
   * often only brings the window to the front. Only the Reveal button
   * and the keys below do. */

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_pointer_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  chess_presentation_window_add_reveal_keys (self);

  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (on_fullscreened_changed), self);

  self->settings = chess_settings_new ();
  g_signal_connect (self->settings, "changed::piece-set", G_CALLBACK (on_piece_set_changed), self);
  g_settings_bind (self->settings, "presentation-high-contrast", self, "high-contrast",
                   G_SETTINGS_BIND_DEFAULT);
  chess_presentation_window_update_piece_set (self);

  chess_presentation_window_update_titles (self);
  chess_presentation_window_update_header (self);
  chess_presentation_window_update_actions (self);
}

ChessPresentationWindow *
chess_presentation_window_new (GtkApplication *application)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (CHESS_TYPE_PRESENTATION_WINDOW,
                       "application", application,
                       NULL);
}

void
chess_presentation_window_show_round (ChessPresentationWindow *self,
                                      ChessEvent              *event,
                                      const ChessRound        *round,
                                      gboolean                 hidden)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));
  g_return_if_fail (event == NULL || CHESS_IS_EVENT (event));
  g_return_if_fail (round != NULL);

  chess_presentation_window_show (self,
                                  event != NULL ? chess_event_get_variant (event)
                                                : CHESS_VARIANT_CHESS960,
                                  round->number,
                                  event != NULL ? chess_event_get_name (event) : NULL,
                                  round->round, round->colours_reversed, hidden);
}

void
chess_presentation_window_show_position (ChessPresentationWindow *self,
                                         ChessVariant             variant,
                                         guint                    number,
                                         gboolean                 hidden)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));
  g_return_if_fail (chess_startpos_is_valid (variant, number));

  chess_presentation_window_show (self, variant, number, NULL, 0, FALSE, hidden);
}

gboolean
chess_presentation_window_get_revealed (ChessPresentationWindow *self)
{
  g_return_val_if_fail (CHESS_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->revealed;
}

void
chess_presentation_window_reveal (ChessPresentationWindow *self)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));
  chess_presentation_window_set_revealed (self, TRUE);
}

void
chess_presentation_window_conceal (ChessPresentationWindow *self)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));
  chess_presentation_window_set_revealed (self, FALSE);
}

gboolean
chess_presentation_window_get_high_contrast (ChessPresentationWindow *self)
{
  g_return_val_if_fail (CHESS_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->high_contrast;
}

void
chess_presentation_window_set_high_contrast (ChessPresentationWindow *self,
                                             gboolean                 high_contrast)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;

  self->high_contrast = high_contrast;
  if (high_contrast)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "high-contrast");
      gtk_widget_add_css_class (GTK_WIDGET (self->board_view), "high-contrast");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "high-contrast");
      gtk_widget_remove_css_class (GTK_WIDGET (self->board_view), "high-contrast");
    }
  chess_presentation_window_update_piece_set (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

gboolean
chess_presentation_window_get_fullscreen (ChessPresentationWindow *self)
{
  g_return_val_if_fail (CHESS_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->fullscreen;
}

void
chess_presentation_window_set_fullscreen (ChessPresentationWindow *self,
                                          gboolean                 fullscreen)
{
  g_return_if_fail (CHESS_IS_PRESENTATION_WINDOW (self));

  fullscreen = !!fullscreen;
  if (self->fullscreen == fullscreen)
    return;

  self->fullscreen = fullscreen;
  self->header_called = FALSE;
  if (fullscreen)
    gtk_window_fullscreen (GTK_WINDOW (self));
  else
    gtk_window_unfullscreen (GTK_WINDOW (self));
  chess_presentation_window_update_header (self);
  chess_presentation_window_update_actions (self);
  /* The header bar's room goes to the board, or comes back from it. */
  _chess_presentation_window_update_text_sizes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FULLSCREEN]);
}
