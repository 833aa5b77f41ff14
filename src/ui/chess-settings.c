/* chess-settings.c: the app's GSettings, and what they exclude from random
 * draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-settings"

#include "config.h"

#include "chess-settings.h"
#include "chess-startpos.h"

/* The installed schema, or the one GSETTINGS_SCHEMA_DIR names: `meson
 * devenv`, the tests and build/src/chess960 point it at the schema compiled
 * in the build tree, whose path the program never holds. */
static GSettingsSchema *
chess_settings_lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

  if (source == NULL)
    return NULL;
  return g_settings_schema_source_lookup (source, APP_ID, TRUE);
}

GSettings *
chess_settings_new (void)
{
  static GSettingsSchema *schema;
  GSettings *settings;

  if (g_once_init_enter (&schema))
    {
      GSettingsSchema *found = chess_settings_lookup_schema ();

      if (found == NULL)
        g_error ("The settings schema %s is not installed (from the build tree, "
                 "start build/src/chess960 or use meson devenv)", APP_ID);
      g_once_init_leave (&schema, found);
    }

  settings = g_settings_new_full (schema, NULL, NULL);
  return settings;
}

/* The keys chess_settings_get_exclusions() reads. */
static const char *const exclusion_keys[] = {
  "exclude-standard-position",
  "exclude-mirrored-standard-position",
  "excluded-positions",
};

void
chess_settings_connect_exclusions_changed (GSettings *settings,
                                           GCallback  callback,
                                           gpointer   user_data)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  for (guint i = 0; i < G_N_ELEMENTS (exclusion_keys); i++)
    {
      g_autofree char *signal = g_strconcat ("changed::", exclusion_keys[i], NULL);

      g_signal_connect_swapped (settings, signal, callback, user_data);
    }
}

ChessExclusions *
chess_settings_get_exclusions (GSettings    *settings,
                               ChessVariant  variant)
{
  ChessExclusions *exclusions;
  g_autoptr(GVariant) listed = NULL;
  const guint32 *numbers;
  gsize n_numbers;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  exclusions = chess_exclusions_new (variant);
  if (variant == CHESS_VARIANT_STANDARD)
    return exclusions;

  if (g_settings_get_boolean (settings, "exclude-standard-position"))
    chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);
  if (g_settings_get_boolean (settings, "exclude-mirrored-standard-position"))
    chess_exclusions_add (exclusions, CHESS_MIRRORED_STANDARD_POSITION, CHESS_EXCLUSION_CUSTOM, 0);
  /* Numbers beyond the variant's (Chess960x3's in a Chess960 draw) are
   * ignored. */
  listed = g_settings_get_value (settings, "excluded-positions");
  numbers = g_variant_get_fixed_array (listed, &n_numbers, sizeof (guint32));
  for (gsize i = 0; i < n_numbers; i++)
    chess_exclusions_add (exclusions, numbers[i], CHESS_EXCLUSION_CUSTOM, 0);

  return exclusions;
}
