/* test-game-setup.c: ChessGameSetup, through a memory settings backend
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "chess-engine.h"
#include "chess-game-setup.h"
#include "chess-startpos.h"

/* The app's schema, as compiled in the build tree (data/meson.build),
 * with a settings backend of its own for each test. */
static GSettings *
new_settings (void)
{
  static GSettingsSchema *schema;
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  if (schema == NULL)
    {
      g_autoptr(GError) error = NULL;
      GSettingsSchemaSource *source
        = g_settings_schema_source_new_from_directory (SCHEMA_BUILD_DIR, NULL, TRUE, &error);

      g_assert_no_error (error);
      schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
      g_assert_nonnull (schema);
      g_settings_schema_source_unref (source);
    }
  return g_settings_new_full (schema, backend, NULL);
}

/* A value that differs from chess_game_setup_new()'s in every field. */
static ChessGameSetup *
new_unusual_setup (void)
{
  ChessGameSetup *setup = chess_game_setup_new ();
  g_autoptr(ChessTimeControl) blitz = chess_time_control_new (3 * 60000, 2000);
  g_autoptr(ChessTimeControl) custom = chess_time_control_new (90 * 60000, 30000);

  chess_game_setup_set_variant (setup, CHESS_VARIANT_CHESS960X3);
  chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_FEN);
  chess_game_setup_set_start_number (setup, 2000);
  chess_game_setup_set_fen (setup, "8/8/8/8/8/8/8/K6k w - - 0 1");
  chess_game_setup_set_black_at_bottom (setup, TRUE);
  chess_game_setup_set_time_control (setup, blitz);
  chess_game_setup_set_custom_time_control (setup, custom);
  chess_game_setup_set_opponent (setup, CHESS_OPPONENT_COMPUTER);
  chess_game_setup_set_engine_level (setup, 7);
  chess_game_setup_set_player_color (setup, CHESS_PLAYER_COLOR_RANDOM);
  return setup;
}

/* Copies FIELD of FROM into TO: one field at a time. */
typedef void (*CopyField) (ChessGameSetup *to, const ChessGameSetup *from);

#define FIELD(name, get, set) \
  static void copy_##name (ChessGameSetup *to, const ChessGameSetup *from) { set (to, get (from)); }
FIELD (variant, chess_game_setup_get_variant, chess_game_setup_set_variant)
FIELD (start_choice, chess_game_setup_get_start_choice, chess_game_setup_set_start_choice)
FIELD (start_number, chess_game_setup_get_start_number, chess_game_setup_set_start_number)
FIELD (fen, chess_game_setup_get_fen, chess_game_setup_set_fen)
FIELD (black_at_bottom, chess_game_setup_get_black_at_bottom, chess_game_setup_set_black_at_bottom)
FIELD (time_control, chess_game_setup_get_time_control, chess_game_setup_set_time_control)
FIELD (custom_time_control, chess_game_setup_get_custom_time_control, chess_game_setup_set_custom_time_control)
FIELD (opponent, chess_game_setup_get_opponent, chess_game_setup_set_opponent)
FIELD (engine_level, chess_game_setup_get_engine_level, chess_game_setup_set_engine_level)
FIELD (player_color, chess_game_setup_get_player_color, chess_game_setup_set_player_color)
#undef FIELD

static const struct {
  const char *name;
  CopyField   copy;
  const char *key;
  const char *stored;   /* the key's value for new_unusual_setup(), as GVariant text */
} fields[] = {
  { "variant", copy_variant, "new-game-variant", "'chess960x3'" },
  { "start-choice", copy_start_choice, "new-game-start-position", "'fen'" },
  { "start-number", copy_start_number, "new-game-position-number", "uint32 2000" },
  { "fen", copy_fen, "new-game-fen", "'8/8/8/8/8/8/8/K6k w - - 0 1'" },
  { "black-at-bottom", copy_black_at_bottom, "new-game-black-at-bottom", "true" },
  { "time-control", copy_time_control, "new-game-time-control", "'3+2'" },
  { "custom-time-control", copy_custom_time_control, "new-game-custom-time-control", "'90+30'" },
  { "opponent", copy_opponent, "new-game-opponent", "'computer'" },
  { "engine-level", copy_engine_level, "new-game-engine-level", "uint32 7" },
  { "player-color", copy_player_color, "new-game-player-color", "'random'" },
};

/* The schema's defaults are chess_game_setup_new()'s. */
static void
test_defaults (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(ChessGameSetup) loaded = chess_game_setup_new_from_settings (settings);
  g_autoptr(ChessGameSetup) fresh = chess_game_setup_new ();

  g_assert_true (chess_game_setup_equal (loaded, fresh));
  g_assert_null (chess_game_setup_get_time_control (fresh));
  g_assert_cmpint (chess_game_setup_get_fixed_number (fresh), ==, -1);
}

/* Each field alone goes to its key and comes back; a field that save or
 * load forgot would come back as the default. */
static void
test_round_trip_each_field (void)
{
  g_autoptr(ChessGameSetup) unusual = new_unusual_setup ();
  g_autoptr(ChessGameSetup) fresh = chess_game_setup_new ();

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autoptr(GSettings) settings = new_settings ();
      g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
      g_autoptr(ChessGameSetup) loaded = NULL;
      g_autoptr(GVariant) stored = NULL;
      g_autofree char *text = NULL;

      g_test_message ("field %s", fields[i].name);
      fields[i].copy (setup, unusual);
      g_assert_false (chess_game_setup_equal (setup, fresh));

      chess_game_setup_save_to_settings (setup, settings);
      stored = g_settings_get_value (settings, fields[i].key);
      text = g_variant_print (stored, TRUE);
      g_assert_cmpstr (text, ==, fields[i].stored);

      loaded = chess_game_setup_new_from_settings (settings);
      g_assert_true (chess_game_setup_equal (loaded, setup));
    }
}

static void
on_change_event (GSettings *settings,
                 GQuark    *keys,
                 gint       n_keys,
                 guint     *n_events)
{
  (*n_events)++;
}

/* All of it at once, in one change: no one sees half a setup. */
static void
test_round_trip_whole (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(ChessGameSetup) unusual = new_unusual_setup ();
  g_autoptr(ChessGameSetup) loaded = NULL;
  guint n_events = 0;
  gboolean delayed = TRUE;

  g_signal_connect (settings, "change-event", G_CALLBACK (on_change_event), &n_events);
  chess_game_setup_save_to_settings (unusual, settings);
  g_assert_cmpuint (n_events, ==, 1);
  /* SETTINGS itself is not left delayed. */
  g_object_get (settings, "delay-apply", &delayed, NULL);
  g_assert_false (delayed);
  g_assert_false (g_settings_get_has_unapplied (settings));

  loaded = chess_game_setup_new_from_settings (settings);
  g_assert_true (chess_game_setup_equal (loaded, unusual));
  /* And back to the defaults, clocks off included. */
  g_clear_pointer (&unusual, chess_game_setup_free);
  unusual = chess_game_setup_new ();
  chess_game_setup_save_to_settings (unusual, settings);
  g_clear_pointer (&loaded, chess_game_setup_free);
  loaded = chess_game_setup_new_from_settings (settings);
  g_assert_true (chess_game_setup_equal (loaded, unusual));
  g_assert_cmpuint (n_events, ==, 2);
}

/* The keys' values are the ones earlier versions stored: the schema's
 * enums, generated from the C enums, must keep every old nick. */
static void
test_schema_enums_compatible (void)
{
  static const struct {
    const char *key;
    const char *nicks;
  } keys[] = {
    { "new-game-variant", "chess960 chess960x3 standard" },
    { "new-game-start-position", "random number fen" },
    { "new-game-opponent", "player computer" },
    { "new-game-player-color", "white black random" },
    { "board-theme", "wood blue green slate" },
    { "animation-speed", "off fast normal slow" },
  };
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i].key);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autoptr(GVariant) nicks = NULL;
      g_auto(GStrv) wanted = g_strsplit (keys[i].nicks, " ", -1);
      const char *type;

      g_variant_get (range, "(&sv)", &type, &nicks);
      g_assert_cmpstr (type, ==, "enum");
      g_assert_cmpuint (g_variant_n_children (nicks), ==, g_strv_length (wanted));
      for (guint n = 0; wanted[n] != NULL; n++)
        {
          g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_string (wanted[n]));

          g_assert_true (g_settings_schema_key_range_check (key, value));
          /* The nick's number is the C enum's value, in order. */
          g_assert_true (g_settings_set_value (settings, keys[i].key, value));
          g_assert_cmpint (g_settings_get_enum (settings, keys[i].key), ==, (gint) n);
        }
    }
  g_assert_cmpstr (chess_variant_to_string (CHESS_VARIANT_CHESS960X3), ==, "chess960x3");
}

/* Variants and colours have one name each in files and settings: their
 * enums' nicks, which the schema's enums are generated from. */
static void
test_names (void)
{
  ChessVariant variant;
  ChessColor color;

  g_assert_cmpstr (chess_variant_to_string (CHESS_VARIANT_CHESS960), ==, "chess960");
  g_assert_cmpstr (chess_variant_to_string (CHESS_VARIANT_STANDARD), ==, "standard");
  g_assert_null (chess_variant_to_string (42));
  /* Command lines may write them in any case. */
  g_assert_true (chess_variant_from_string ("Chess960X3", &variant));
  g_assert_cmpint (variant, ==, CHESS_VARIANT_CHESS960X3);
  g_assert_false (chess_variant_from_string ("shogi", &variant));
  g_assert_cmpstr (chess_variant_get_title (CHESS_VARIANT_CHESS960X3), ==, "Chess960x3");

  g_assert_cmpstr (chess_color_to_string (CHESS_COLOR_WHITE), ==, "white");
  g_assert_cmpstr (chess_color_to_string (CHESS_COLOR_BLACK), ==, "black");
  g_assert_true (chess_color_from_string ("black", &color));
  g_assert_cmpint (color, ==, CHESS_COLOR_BLACK);
  /* Files are read back exactly as written. */
  g_assert_false (chess_color_from_string ("Black", &color));
  g_assert_false (chess_color_from_string ("", &color));
}

/* A time control the user broke by hand is left at the default. */
static void
test_unreadable_time_control (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(ChessGameSetup) loaded = NULL;
  g_autoptr(ChessGameSetup) fresh = chess_game_setup_new ();

  g_settings_set_string (settings, "new-game-time-control", "soon");
  g_settings_set_string (settings, "new-game-custom-time-control", "+");
  loaded = chess_game_setup_new_from_settings (settings);
  g_assert_true (chess_game_setup_equal (loaded, fresh));
}

static void
test_boxed (void)
{
  g_autoptr(ChessGameSetup) unusual = new_unusual_setup ();
  ChessGameSetup *copy = g_boxed_copy (CHESS_TYPE_GAME_SETUP, unusual);

  g_assert_true (copy != unusual);
  g_assert_true (chess_game_setup_equal (copy, unusual));
  /* A deep copy: changing one leaves the other. */
  chess_game_setup_set_fen (copy, "");
  chess_game_setup_set_time_control (copy, NULL);
  g_assert_false (chess_game_setup_equal (copy, unusual));
  g_assert_nonnull (chess_game_setup_get_time_control (unusual));
  g_assert_cmpstr (chess_game_setup_get_fen (unusual), !=, "");
  g_boxed_free (CHESS_TYPE_GAME_SETUP, copy);

  /* Levels are clamped to the engine's. */
  chess_game_setup_set_engine_level (unusual, 0);
  g_assert_cmpuint (chess_game_setup_get_engine_level (unusual), ==, CHESS_ENGINE_MIN_LEVEL);
  chess_game_setup_set_engine_level (unusual, 99);
  g_assert_cmpuint (chess_game_setup_get_engine_level (unusual), ==, CHESS_ENGINE_MAX_LEVEL);
}

static ChessGame *
create (const ChessGameSetup *setup,
        ChessExclusions      *preferences)
{
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_game_setup_create_game (setup, preferences, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_create_by_number (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessGame) standard = NULL;
  g_autoptr(GError) error = NULL;

  chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_NUMBER);
  chess_game_setup_set_start_number (setup, 7);
  game = create (setup, NULL);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 7);
  g_assert_null (chess_game_get_tag (game, "TimeControl"));

  /* Standard chess has SP 518 whatever the number says. */
  chess_game_setup_set_variant (setup, CHESS_VARIANT_STANDARD);
  g_assert_cmpint (chess_game_setup_get_fixed_number (setup), ==, CHESS_STANDARD_POSITION);
  standard = create (setup, NULL);
  g_assert_cmpint (chess_game_get_variant (standard), ==, CHESS_VARIANT_STANDARD);
  g_assert_cmpint (chess_game_get_start_number (standard), ==, CHESS_STANDARD_POSITION);

  /* Chess960 has no SP 2000. */
  chess_game_setup_set_variant (setup, CHESS_VARIANT_CHESS960);
  chess_game_setup_set_start_number (setup, 2000);
  g_assert_null (chess_game_setup_create_game (setup, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
}

static void
test_create_from_fen (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  const char *kings = "4k3/8/8/8/8/8/8/4K3 b - - 0 1";

  chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_FEN);
  chess_game_setup_set_fen (setup, kings);
  g_assert_cmpint (chess_game_setup_get_fixed_number (setup), ==, -1);
  game = create (setup, NULL);
  fen = chess_position_to_fen (chess_game_get_start_position (game), CHESS_FEN_FLAGS_NONE);
  g_assert_cmpstr (fen, ==, kings);

  chess_game_setup_set_fen (setup, "not a position");
  g_assert_null (chess_game_setup_create_game (setup, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_FEN);
}

/* A random start avoids the preferences' exclusions: with all but SP 958
 * and SP 959 excluded, 60 draws give both (a chance of 2^-59 to miss one)
 * and nothing else. */
static void
test_create_random (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(ChessExclusions) preferences = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  g_autoptr(GError) error = NULL;
  gboolean seen[2] = { FALSE, FALSE };

  for (guint number = 0; number < 958; number++)
    chess_exclusions_add (preferences, number, CHESS_EXCLUSION_CUSTOM, 0);
  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(ChessGame) game = create (setup, preferences);
      gint number = chess_game_get_start_number (game);

      g_assert_cmpint (number, >=, 958);
      seen[number - 958] = TRUE;
    }
  g_assert_true (seen[0] && seen[1]);

  chess_exclusions_add (preferences, 958, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (preferences, 959, CHESS_EXCLUSION_STANDARD, 0);
  g_assert_null (chess_game_setup_create_game (setup, preferences, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
}

/* Against the computer, a random Chess960x3 start is one it can play, and
 * a number it cannot play cannot start. */
static void
test_computer_starts (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(GArray) unplayable = chess_engine_list_unplayable_starts (CHESS_VARIANT_CHESS960X3);
  g_autoptr(ChessExclusions) exclusions = NULL;
  guint first_unplayable;

  g_assert_cmpuint (unplayable->len, >, 0);
  g_assert_cmpuint (unplayable->len, <, CHESS960X3_N_POSITIONS);
  first_unplayable = g_array_index (unplayable, guint, 0);
  g_assert_cmpuint (first_unplayable, >=, CHESS960_N_POSITIONS);

  chess_game_setup_set_variant (setup, CHESS_VARIANT_CHESS960X3);
  g_assert_true (chess_game_setup_can_start (setup));
  exclusions = chess_game_setup_get_draw_exclusions (setup, NULL);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 0);
  g_clear_pointer (&exclusions, chess_exclusions_unref);

  chess_game_setup_set_opponent (setup, CHESS_OPPONENT_COMPUTER);
  g_assert_true (chess_game_setup_can_start (setup));
  exclusions = chess_game_setup_get_draw_exclusions (setup, NULL);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, unplayable->len);
  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(ChessGame) game = create (setup, NULL);

      g_assert_true (chess_engine_can_play_from (chess_game_get_start_position (game), NULL));
    }

  chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_NUMBER);
  chess_game_setup_set_start_number (setup, first_unplayable);
  g_assert_false (chess_game_setup_can_start (setup));
  chess_game_setup_set_opponent (setup, CHESS_OPPONENT_PLAYER);
  g_assert_true (chess_game_setup_can_start (setup));
}

static void
test_clock (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(ChessTimeControl) rapid = chess_time_control_new (15 * 60000, 10000);
  g_autoptr(ChessClock) clock = NULL;
  g_autoptr(ChessGame) game = NULL;

  g_assert_null (chess_game_setup_create_clock (setup));
  chess_game_setup_set_time_control (setup, rapid);
  clock = chess_game_setup_create_clock (setup);
  g_assert_nonnull (clock);
  g_assert_true (chess_time_control_equal (chess_clock_get_time_control (clock), rapid));
  game = create (setup, NULL);
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "900+10");
}

static void
test_player_color (void)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  guint seen[2] = { 0, 0 };

  g_assert_cmpint (chess_game_setup_draw_player_color (setup), ==, CHESS_COLOR_WHITE);
  chess_game_setup_set_player_color (setup, CHESS_PLAYER_COLOR_BLACK);
  g_assert_cmpint (chess_game_setup_draw_player_color (setup), ==, CHESS_COLOR_BLACK);
  /* 64 draws give one colour only with a chance of 2^-63. */
  chess_game_setup_set_player_color (setup, CHESS_PLAYER_COLOR_RANDOM);
  for (guint i = 0; i < 64; i++)
    seen[chess_game_setup_draw_player_color (setup)]++;
  g_assert_cmpuint (seen[CHESS_COLOR_WHITE], >, 0);
  g_assert_cmpuint (seen[CHESS_COLOR_BLACK], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-setup/defaults", test_defaults);
  g_test_add_func ("/game-setup/round-trip-each-field", test_round_trip_each_field);
  g_test_add_func ("/game-setup/round-trip-whole", test_round_trip_whole);
  g_test_add_func ("/game-setup/schema-enums-compatible", test_schema_enums_compatible);
  g_test_add_func ("/game-setup/names", test_names);
  g_test_add_func ("/game-setup/unreadable-time-control", test_unreadable_time_control);
  g_test_add_func ("/game-setup/boxed", test_boxed);
  g_test_add_func ("/game-setup/create-by-number", test_create_by_number);
  g_test_add_func ("/game-setup/create-from-fen", test_create_from_fen);
  g_test_add_func ("/game-setup/create-random", test_create_random);
  g_test_add_func ("/game-setup/computer-starts", test_computer_starts);
  g_test_add_func ("/game-setup/clock", test_clock);
  g_test_add_func ("/game-setup/player-color", test_player_color);

  return g_test_run ();
}
