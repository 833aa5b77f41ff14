/* chess-clock-group.c: the New Game dialog's choice of clocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-clock-group"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-clock-group.h"

/* FIDE's classes (Appendices A and B): blitz is up to ten minutes for
 * each player, with 60 moves' increments counted in; rapid up to sixty. */
typedef enum {
  SPEED_BLITZ,
  SPEED_RAPID,
} Speed;

static const struct {
  guint minutes;
  guint increment;
  Speed speed;
} presets[] = {
  { 3, 2, SPEED_BLITZ },
  { 5, 3, SPEED_BLITZ },
  { 10, 5, SPEED_RAPID },
  { 15, 10, SPEED_RAPID },
  { 30, 0, SPEED_RAPID },
};

/* The combo row: no clocks, the presets, then Custom. */
#define ROW_NONE   0
#define ROW_PRESET (1)
#define ROW_CUSTOM (G_N_ELEMENTS (presets) + 1)

#define MS_PER_MINUTE 60000
#define MS_PER_SECOND 1000

struct _ChessClockGroup
{
  AdwPreferencesGroup  parent_instance;

  /* Template widgets */
  AdwComboRow         *control_row;
  AdwActionRow        *minutes_row;
  AdwActionRow        *increment_row;
  GtkSpinButton       *minutes_spin;
  GtkSpinButton       *increment_spin;
};

enum {
  PROP_0,
  PROP_TIME_CONTROL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessClockGroup, chess_clock_group, ADW_TYPE_PREFERENCES_GROUP)

static char *
preset_label (guint i)
{
  /* Translators: a time control as players write it, minutes and the
   * increment in seconds, e.g. "5+3", and its class */
  return g_strdup_printf (presets[i].speed == SPEED_BLITZ ? _("%u+%u · Blitz") : _("%u+%u · Rapid"),
                          presets[i].minutes, presets[i].increment);
}

static char *
describe (guint minutes,
          guint increment)
{
  g_autofree char *base = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u minute each", "%u minutes each", minutes),
                                           minutes);
  g_autofree char *extra = NULL;

  if (increment == 0)
    return g_steal_pointer (&base);
  extra = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u second", "%u seconds", increment), increment);
  /* Translators: e.g. "5 minutes each, plus 3 seconds a move" */
  return g_strdup_printf (_("%s, plus %s a move"), base, extra);
}

static void
chess_clock_group_update (ChessClockGroup *self)
{
  guint row = adw_combo_row_get_selected (self->control_row);
  gboolean custom = row == ROW_CUSTOM;
  g_autofree char *subtitle = NULL;

  if (custom)
    subtitle = describe ((guint) gtk_spin_button_get_value_as_int (self->minutes_spin),
                         (guint) gtk_spin_button_get_value_as_int (self->increment_spin));
  else if (row >= ROW_PRESET && row < ROW_CUSTOM)
    subtitle = describe (presets[row - ROW_PRESET].minutes, presets[row - ROW_PRESET].increment);
  else
    subtitle = g_strdup (_("Play without clocks"));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->control_row), subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->minutes_row), custom);
  gtk_widget_set_visible (GTK_WIDGET (self->increment_row), custom);
}

static void
on_selected (ChessClockGroup *self)
{
  chess_clock_group_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_CONTROL]);
}

static void
on_custom_changed (ChessClockGroup *self)
{
  chess_clock_group_update (self);
  if (adw_combo_row_get_selected (self->control_row) == ROW_CUSTOM)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_CONTROL]);
}

static void
chess_clock_group_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessClockGroup *self = CHESS_CLOCK_GROUP (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      g_value_take_boxed (value, chess_clock_group_get_time_control (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_group_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessClockGroup *self = CHESS_CLOCK_GROUP (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      chess_clock_group_set_time_control (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CHESS_TYPE_CLOCK_GROUP);

  G_OBJECT_CLASS (chess_clock_group_parent_class)->dispose (object);
}

static void
chess_clock_group_class_init (ChessClockGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_clock_group_dispose;
  object_class->get_property = chess_clock_group_get_property;
  object_class->set_property = chess_clock_group_set_property;

  properties[PROP_TIME_CONTROL] =
    g_param_spec_boxed ("time-control", NULL, NULL, CHESS_TYPE_TIME_CONTROL,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-clock-group.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessClockGroup, control_row);
  gtk_widget_class_bind_template_child (widget_class, ChessClockGroup, minutes_row);
  gtk_widget_class_bind_template_child (widget_class, ChessClockGroup, increment_row);
  gtk_widget_class_bind_template_child (widget_class, ChessClockGroup, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessClockGroup, increment_spin);
}

static void
chess_clock_group_init (ChessClockGroup *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkSpinButton *spins[2];

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_string_list_append (model, _("No Clock"));
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autofree char *label = preset_label (i);

      gtk_string_list_append (model, label);
    }
  gtk_string_list_append (model, _("Custom"));
  adw_combo_row_set_model (self->control_row, G_LIST_MODEL (model));

  /* As in the dialog's other fields, Enter starts the game: GTK 4.8's
   * spin button has no activates-default of its own. */
  spins[0] = self->minutes_spin;
  spins[1] = self->increment_spin;
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (spins[i]));

      if (GTK_IS_TEXT (text))
        gtk_text_set_activates_default (GTK_TEXT (text), TRUE);
      g_signal_connect_swapped (spins[i], "value-changed", G_CALLBACK (on_custom_changed), self);
    }

  g_signal_connect_swapped (self->control_row, "notify::selected", G_CALLBACK (on_selected), self);
  chess_clock_group_update (self);
}

GtkWidget *
chess_clock_group_new (void)
{
  return g_object_new (CHESS_TYPE_CLOCK_GROUP, NULL);
}

ChessTimeControl *
chess_clock_group_get_time_control (ChessClockGroup *self)
{
  guint row;

  g_return_val_if_fail (CHESS_IS_CLOCK_GROUP (self), NULL);

  row = adw_combo_row_get_selected (self->control_row);
  if (row == ROW_CUSTOM)
    return chess_clock_group_get_custom (self);
  if (row >= ROW_PRESET && row < ROW_CUSTOM)
    return chess_time_control_new ((gint64) presets[row - ROW_PRESET].minutes * MS_PER_MINUTE,
                                   (gint64) presets[row - ROW_PRESET].increment * MS_PER_SECOND);
  return NULL;
}

void
chess_clock_group_set_time_control (ChessClockGroup        *self,
                                    const ChessTimeControl *time_control)
{
  guint row = ROW_NONE;

  g_return_if_fail (CHESS_IS_CLOCK_GROUP (self));

  if (time_control != NULL)
    {
      row = ROW_CUSTOM;
      for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
        if (chess_time_control_get_base (time_control) == (gint64) presets[i].minutes * MS_PER_MINUTE
            && chess_time_control_get_increment (time_control) == (gint64) presets[i].increment * MS_PER_SECOND)
          row = ROW_PRESET + i;
      if (row == ROW_CUSTOM)
        chess_clock_group_set_custom (self, time_control);
    }
  adw_combo_row_set_selected (self->control_row, row);
}

ChessTimeControl *
chess_clock_group_get_custom (ChessClockGroup *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_GROUP (self), NULL);

  /* What is typed counts, Enter pressed or not. */
  gtk_spin_button_update (self->minutes_spin);
  gtk_spin_button_update (self->increment_spin);
  return chess_time_control_new ((gint64) gtk_spin_button_get_value_as_int (self->minutes_spin) * MS_PER_MINUTE,
                                 (gint64) gtk_spin_button_get_value_as_int (self->increment_spin) * MS_PER_SECOND);
}

/* The rows hold whole minutes and seconds: anything finer is rounded to
 * the nearest the rows can show. */
void
chess_clock_group_set_custom (ChessClockGroup        *self,
                              const ChessTimeControl *time_control)
{
  g_return_if_fail (CHESS_IS_CLOCK_GROUP (self));
  g_return_if_fail (time_control != NULL);

  gtk_spin_button_set_value (self->minutes_spin,
                             (double) ((chess_time_control_get_base (time_control) + MS_PER_MINUTE / 2) / MS_PER_MINUTE));
  gtk_spin_button_set_value (self->increment_spin,
                             (double) ((chess_time_control_get_increment (time_control) + MS_PER_SECOND / 2) / MS_PER_SECOND));
}
