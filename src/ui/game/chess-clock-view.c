/* chess-clock-view.c: one side's time on a chess clock, large
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-clock-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-clock-view.h"
#include "chess-enums.h"
#include "chess-ui-names.h"

/* Under this the time turns the warning color, and under TENTHS_MS it
 * shows tenths: the last seconds are the ones players watch. */
#define LOW_TIME_MS 20000
#define TENTHS_MS   10000
/* While the side's time runs: fine enough for tenths. */
#define TICK_MS     100

struct _ChessClockView
{
  GtkWidget   parent_instance;

  ChessClock *clock;
  ChessColor  color;
  gboolean    compact;
  /* The game has ended: its stopped clock is not “Paused”. */
  gboolean    game_over;
  guint       tick_source;

  /* Template widgets */
  GtkBox     *box;
  GtkWidget  *disc;
  GtkLabel   *name_label;
  GtkWidget  *running_icon;
  GtkLabel   *status_label;
  GtkLabel   *time_label;
};

enum {
  PROP_0,
  PROP_CLOCK,
  PROP_COLOR,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessClockView, chess_clock_view, GTK_TYPE_WIDGET)

char *
chess_clock_view_format_time (gint64 ms)
{
  gint64 seconds;

  ms = MAX (ms, 0);
  if (ms < TENTHS_MS)
    return g_strdup_printf ("0:%02d.%d", (int) (ms / 1000), (int) (ms % 1000 / 100));

  seconds = ms / 1000;
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

static void
set_css_class (GtkWidget  *widget,
               const char *name,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static gboolean on_tick (gpointer user_data);

/* Ticks only while this side's time runs: a paused or waiting clock
 * changes only when the clock says so. */
static void
chess_clock_view_update_tick (ChessClockView *self)
{
  gboolean ticking = self->clock != NULL
                     && chess_clock_get_running (self->clock)
                     && chess_clock_get_active_color (self->clock) == self->color;

  if (ticking && self->tick_source == 0)
    self->tick_source = g_timeout_add (TICK_MS, on_tick, self);
  else if (!ticking)
    g_clear_handle_id (&self->tick_source, g_source_remove);
}

static void
chess_clock_view_update_time (ChessClockView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gint64 remaining = chess_clock_get_remaining (self->clock, self->color);
  g_autofree char *text = chess_clock_view_format_time (remaining);

  gtk_label_set_label (self->time_label, text);
  set_css_class (widget, "low", remaining > 0 && remaining < LOW_TIME_MS);
  set_css_class (widget, "flagged", remaining == 0);
}

static void
chess_clock_view_update (ChessClockView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean active, running, flagged;
  const char *status = "";

  chess_clock_view_update_tick (self);
  if (self->clock == NULL)
    {
      gtk_label_set_label (self->time_label, "");
      gtk_label_set_label (self->status_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
      gtk_widget_set_visible (self->running_icon, FALSE);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  active = chess_clock_get_active_color (self->clock) == self->color;
  running = active && chess_clock_get_running (self->clock);
  flagged = chess_clock_get_remaining (self->clock, self->color) == 0;
  if (flagged)
    status = _("Time is up");
  else if (active && !running && !self->game_over && chess_clock_get_started (self->clock))
    status = _("Paused");

  /* Hidden when empty, so that the name centres beside the time; the
   * time is taller than both, so the view keeps its height. */
  gtk_label_set_label (self->status_label, status);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status[0] != '\0');
  /* Not by color alone: the running side's clock also has an icon, and
   * a screen reader hears the state with the time. */
  gtk_widget_set_visible (self->running_icon, running);
  if (running)
    /* Translators: a chess clock's state, read by a screen reader */
    status = _("Running");
  if (status[0] != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, status,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  set_css_class (widget, "active", active && !running);
  set_css_class (widget, "running", running);
  chess_clock_view_update_time (self);
}

static gboolean
on_tick (gpointer user_data)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (user_data);

  chess_clock_view_update_time (self);
  return G_SOURCE_CONTINUE;
}

static void
on_clock_changed (ChessClock     *clock,
                  GParamSpec     *pspec,
                  ChessClockView *self)
{
  chess_clock_view_update (self);
}

static void
chess_clock_view_update_color (ChessClockView *self)
{
  gboolean white = self->color == CHESS_COLOR_WHITE;

  set_css_class (self->disc, "white", white);
  set_css_class (self->disc, "black", !white);
  gtk_label_set_label (self->name_label, chess_ui_color_name (self->color));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  white ? _("White’s clock") : _("Black’s clock"),
                                  -1);
}

/* The rules live in their own style sheet, loaded once for each display
 * the first time a clock is shown on it. */
static void
ensure_style (GdkDisplay *display)
{
  static GQuark quark;
  GtkCssProvider *provider;

  if (quark == 0)
    quark = g_quark_from_static_string ("chess-clock-view-style");
  if (display == NULL || g_object_get_qdata (G_OBJECT (display), quark) != NULL)
    return;

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/chess960/Chess960/chess-clock-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_qdata_full (G_OBJECT (display), quark, provider, g_object_unref);
}

static void
chess_clock_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (chess_clock_view_parent_class)->root (widget);
  ensure_style (gtk_widget_get_display (widget));
}

static void
chess_clock_view_dispose (GObject *object)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  g_clear_handle_id (&self->tick_source, g_source_remove);
  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_CLOCK_VIEW);

  G_OBJECT_CLASS (chess_clock_view_parent_class)->dispose (object);
}

static void
chess_clock_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_COLOR:
      g_value_set_enum (value, self->color);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      chess_clock_view_set_clock (self, g_value_get_object (value));
      break;
    case PROP_COLOR:
      chess_clock_view_set_color (self, g_value_get_enum (value));
      break;
    case PROP_COMPACT:
      chess_clock_view_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_view_class_init (ChessClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_clock_view_dispose;
  object_class->get_property = chess_clock_view_get_property;
  object_class->set_property = chess_clock_view_set_property;

  widget_class->root = chess_clock_view_root;

  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, CHESS_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOR] =
    g_param_spec_enum ("color", NULL, NULL, CHESS_TYPE_COLOR, CHESS_COLOR_WHITE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-clock-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, box);
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, disc);
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, name_label);
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, running_icon);
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessClockView, time_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clockview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_clock_view_init (ChessClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_clock_view_update_color (self);
  chess_clock_view_update (self);
}

GtkWidget *
chess_clock_view_new (void)
{
  return g_object_new (CHESS_TYPE_CLOCK_VIEW, NULL);
}

ChessClock *
chess_clock_view_get_clock (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), NULL);
  return self->clock;
}

void
chess_clock_view_set_clock (ChessClockView *self,
                            ChessClock     *clock)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));
  g_return_if_fail (clock == NULL || CHESS_IS_CLOCK (clock));

  if (self->clock == clock)
    return;

  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_set_object (&self->clock, clock);
  /* Every property: the remaining times change only with these, and a
   * tick fills in between. */
  if (clock != NULL)
    g_signal_connect (clock, "notify", G_CALLBACK (on_clock_changed), self);

  chess_clock_view_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK]);
}

ChessColor
chess_clock_view_get_color (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), CHESS_COLOR_WHITE);
  return self->color;
}

void
chess_clock_view_set_color (ChessClockView *self,
                            ChessColor      color)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->color == color)
    return;
  self->color = color;
  chess_clock_view_update_color (self);
  chess_clock_view_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

gboolean
chess_clock_view_get_compact (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), FALSE);
  return self->compact;
}

void
chess_clock_view_set_compact (ChessClockView *self,
                              gboolean        compact)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->box, compact ? 0 : 12);
  gtk_label_set_xalign (self->time_label, compact ? 0.0f : 1.0f);
  set_css_class (GTK_WIDGET (self), "compact", compact);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

const char *
chess_clock_view_get_time_text (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), NULL);
  return gtk_label_get_label (self->time_label);
}

const char *
chess_clock_view_get_status_text (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), NULL);
  return gtk_label_get_label (self->status_label);
}

void
chess_clock_view_set_game_over (ChessClockView *self,
                                gboolean        game_over)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  game_over = !!game_over;
  if (self->game_over == game_over)
    return;
  self->game_over = game_over;
  chess_clock_view_update (self);
}
