/* test-preferences-window.c: every preference row writes and follows its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-preferences-window"

#include <stdlib.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-preferences-window.h"
#include "chess-settings.h"

typedef struct {
  ChessPreferencesWindow *window;
  GSettings              *settings;
} Fixture;

static const char *const keys[] = {
  "piece-set", "animation-speed", "show-coordinates", "show-legal-moves",
  "figurine-notation", "auto-flip", "exclude-standard-position",
  "presentation-high-contrast",
};

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = chess_settings_new ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (fixture->settings, keys[i]);
  fixture->window = chess_preferences_window_new (NULL);
  gtk_window_present (GTK_WINDOW (fixture->window));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->settings);
}

static gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->window),
                                                   CHESS_TYPE_PREFERENCES_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

typedef struct {
  const char *key;
  const char *switch_name;
} SwitchRow;

static const SwitchRow switch_rows[] = {
  { "show-coordinates", "show_coordinates_switch" },
  { "show-legal-moves", "show_legal_moves_switch" },
  { "figurine-notation", "figurine_notation_switch" },
  { "auto-flip", "auto_flip_switch" },
  { "exclude-standard-position", "exclude_standard_switch" },
  { "presentation-high-contrast", "presentation_high_contrast_switch" },
};

/* Clicking the row (its activatable widget is the switch) flips the key;
 * changing the key elsewhere moves the switch. */
static void
test_switches (Fixture       *fixture,
               gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (switch_rows); i++)
    {
      GtkSwitch *toggle = child (fixture, switch_rows[i].switch_name);
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW);
      gboolean before = g_settings_get_boolean (fixture->settings, switch_rows[i].key);

      g_test_message ("key %s", switch_rows[i].key);
      g_assert_true (gtk_switch_get_active (toggle) == before);
      g_assert_nonnull (row);
      gtk_widget_activate (row);
      g_assert_true (g_settings_get_boolean (fixture->settings, switch_rows[i].key) == !before);

      g_settings_set_boolean (fixture->settings, switch_rows[i].key, before);
      g_assert_true (gtk_switch_get_active (toggle) == before);
    }
}

static void
test_piece_set (Fixture       *fixture,
                gconstpointer  data)
{
  AdwComboRow *row = child (fixture, "piece_set_row");
  g_autofree char *set = NULL;

  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  adw_combo_row_set_selected (row, 1);
  set = g_settings_get_string (fixture->settings, "piece-set");
  g_assert_cmpstr (set, ==, "contrast");

  g_settings_set_string (fixture->settings, "piece-set", "classic");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
}

static void
test_animation_speed (Fixture       *fixture,
                      gconstpointer  data)
{
  AdwComboRow *row = child (fixture, "animation_speed_row");
  const char *nicks[] = { "off", "fast", "normal", "slow" };

  /* The default is "normal". */
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (nicks); i++)
    {
      g_autofree char *speed = NULL;

      adw_combo_row_set_selected (row, i);
      speed = g_settings_get_string (fixture->settings, "animation-speed");
      g_assert_cmpstr (speed, ==, nicks[i]);
    }
  g_settings_set_string (fixture->settings, "animation-speed", "fast");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);
}

/* Every value the schema allows for a combo row's key has its item, in
 * the schema's order, and picking the item writes that value. */
static void
test_combo_rows_follow_schema (Fixture       *fixture,
                               gconstpointer  data)
{
  static const struct { const char *key; const char *row_name; } rows[] = {
    { "piece-set", "piece_set_row" },
    { "animation-speed", "animation_speed_row" },
  };
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      AdwComboRow *row = child (fixture, rows[i].row_name);
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, rows[i].key);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autoptr(GVariant) values = NULL;
      g_autofree const char **nicks = NULL;
      const char *range_type;
      gsize n_nicks;

      g_test_message ("key %s", rows[i].key);
      g_variant_get (range, "(&sv)", &range_type, &values);
      g_assert_cmpstr (range_type, ==, "enum");
      nicks = g_variant_get_strv (values, &n_nicks);
      g_assert_cmpuint (n_nicks, >=, 2);
      g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, n_nicks);

      for (guint n = 0; n < n_nicks; n++)
        {
          g_autofree char *value = NULL;

          adw_combo_row_set_selected (row, n);
          value = g_settings_get_string (fixture->settings, rows[i].key);
          g_assert_cmpstr (value, ==, nicks[n]);
        }
      for (guint n = n_nicks; n-- > 0;)
        {
          g_settings_set_string (fixture->settings, rows[i].key, nicks[n]);
          g_assert_cmpuint (adw_combo_row_get_selected (row), ==, n);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  /* A switch flips at the end of its animation: flip at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/preferences-window/switches", Fixture, NULL, fixture_set_up, test_switches, fixture_tear_down);
  g_test_add ("/preferences-window/piece-set", Fixture, NULL, fixture_set_up, test_piece_set, fixture_tear_down);
  g_test_add ("/preferences-window/animation-speed", Fixture, NULL, fixture_set_up, test_animation_speed, fixture_tear_down);
  g_test_add ("/preferences-window/combo-rows-follow-schema", Fixture, NULL, fixture_set_up,
              test_combo_rows_follow_schema, fixture_tear_down);

  return g_test_run ();
}
