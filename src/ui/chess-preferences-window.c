/* chess-preferences-window.c: the app's preferences, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-preferences-window"

#include "chess-engine-group.h"
#include "chess-preferences-window.h"
#include "chess-settings.h"

struct _ChessPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  AdwComboRow          *piece_set_row;
  GtkSwitch            *show_coordinates_switch;
  GtkSwitch            *show_legal_moves_switch;
  AdwComboRow          *animation_speed_row;
  GtkSwitch            *figurine_notation_switch;
  GtkSwitch            *auto_flip_switch;
  GtkSwitch            *exclude_standard_switch;
  GtkSwitch            *presentation_high_contrast_switch;
  ChessEngineGroup     *engine_group;
};

G_DEFINE_FINAL_TYPE (ChessPreferencesWindow, chess_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}

/* The values KEY may take, in the schema's order: an enum's nicks or a
 * string's choices. */
static char **
key_choices (GSettings  *settings,
             const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  const char *range_type;

  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &range_type, &values);
  g_return_val_if_fail (g_str_equal (range_type, "enum"), NULL);
  return g_variant_dup_strv (values, NULL);
}

/* The row's items are the key's values in the schema's order, labelled
 * for people in the template; the nicks come from the schema alone. */
static void
bind_combo_row (ChessPreferencesWindow *self,
                const char             *key,
                AdwComboRow            *row)
{
  char **nicks = key_choices (self->settings, key);

  g_return_if_fail (nicks != NULL);
  g_warn_if_fail (g_list_model_get_n_items (adw_combo_row_get_model (row)) == g_strv_length (nicks));
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick,
                                nicks, (GDestroyNotify) g_strfreev);
}

static void
chess_preferences_window_dispose (GObject *object)
{
  ChessPreferencesWindow *self = CHESS_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (chess_preferences_window_parent_class)->dispose (object);
}

static void
chess_preferences_window_class_init (ChessPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_preferences_window_dispose;

  /* The template names it. */
  g_type_ensure (CHESS_TYPE_ENGINE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, show_coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, show_legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, figurine_notation_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, auto_flip_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, exclude_standard_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, presentation_high_contrast_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesWindow, engine_group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
chess_preferences_window_init (ChessPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();

  bind_combo_row (self, "piece-set", self->piece_set_row);
  bind_combo_row (self, "animation-speed", self->animation_speed_row);
  g_settings_bind (self->settings, "show-coordinates",
                   self->show_coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-legal-moves",
                   self->show_legal_moves_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "figurine-notation",
                   self->figurine_notation_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "auto-flip",
                   self->auto_flip_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "exclude-standard-position",
                   self->exclude_standard_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "presentation-high-contrast",
                   self->presentation_high_contrast_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-path",
                   self->engine_group, "engine-path", G_SETTINGS_BIND_DEFAULT);
}

ChessPreferencesWindow *
chess_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (CHESS_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
