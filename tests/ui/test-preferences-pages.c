/* test-preferences-pages.c: every preference row writes and follows its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-preferences-pages"

#include <stdlib.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-board-palette.h"
#include "chess-compat.h"
#include "chess-engine-setup.h"
#include "chess-new-game-dialog.h"
#include "chess-opponent-group.h"
#include "chess-preferences-pages.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-settings.h"
#include "chess-startpos.h"

typedef struct {
  /* The window Preferences are shown over. */
  GtkWindow              *parent;
  ChessPreferencesPages *window;
  GSettings              *settings;
} Fixture;

static const char *const keys[] = {
  "board-theme", "piece-set", "animation-speed", "show-coordinates", "show-legal-moves",
  "figurine-notation", "auto-flip", "exclude-standard-position",
  "exclude-mirrored-standard-position", "excluded-positions", "new-game-engine-level",
  "new-game-variant", "new-game-start-position", "new-game-opponent",
  "presentation-high-contrast",
};

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = chess_settings_new ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (fixture->settings, keys[i]);
  fixture->parent = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (fixture->parent, 800, 600);
  gtk_window_present (fixture->parent);
  fixture->window = chess_preferences_pages_new (fixture->parent);
  chess_preferences_pages_present (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  chess_preferences_pages_close (fixture->window);
  gtk_window_destroy (fixture->parent);
  g_clear_object (&fixture->settings);
}

static gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->window),
                                                   CHESS_TYPE_PREFERENCES_PAGES, name);

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
  { "exclude-mirrored-standard-position", "exclude_mirrored_switch" },
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


/* The enum's nicks for KEY, in the schema's order. */
static char **
schema_nicks (Fixture    *fixture,
              const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  const char *range_type;

  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &range_type, &values);
  g_assert_cmpstr (range_type, ==, "enum");
  return g_variant_dup_strv (values, NULL);
}

static void
collect_descendants (GtkWidget *widget,
                     GType      type,
                     GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_descendants (child, type, found);
}

/* A radio row for each set the schema allows, in its order, each with
 * its knight: picking one writes its name, the key turns the radios. */
static void
test_piece_set (Fixture       *fixture,
                gconstpointer  data)
{
  g_auto(GStrv) nicks = schema_nicks (fixture, "piece-set");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) previews = g_ptr_array_new ();
  static const char *const titles[] = { "Classic", "High Contrast" };

  collect_descendants (child (fixture, "piece_set_group"), GTK_TYPE_CHECK_BUTTON, checks);
  collect_descendants (child (fixture, "piece_set_group"), ADW_TYPE_ACTION_ROW, rows);
  collect_descendants (child (fixture, "piece_set_group"), GTK_TYPE_DRAWING_AREA, previews);
  g_assert_cmpuint (g_strv_length (nicks), ==, G_N_ELEMENTS (titles));
  g_assert_cmpuint (checks->len, ==, G_N_ELEMENTS (titles));
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (titles));
  g_assert_cmpuint (previews->len, ==, G_N_ELEMENTS (titles));
  g_assert_cmpstr (nicks[0], ==, "classic");
  g_assert_cmpstr (nicks[1], ==, "contrast");
  g_assert_cmpstr (adw_action_row_get_subtitle (rows->pdata[1]), ==, "Reads better on projectors");

  /* The default, classic, is the one on. */
  for (guint i = 0; i < checks->len; i++)
    g_assert_true (gtk_check_button_get_active (checks->pdata[i]) == (i == 0));

  for (guint i = rows->len; i-- > 0;)
    {
      g_autofree char *set = NULL;

      g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[i]), ==, titles[i]);
      gtk_widget_activate (rows->pdata[i]);
      set = g_settings_get_string (fixture->settings, "piece-set");
      g_assert_cmpstr (set, ==, nicks[i]);
      for (guint j = 0; j < checks->len; j++)
        g_assert_true (gtk_check_button_get_active (checks->pdata[j]) == (j == i));
    }

  for (guint i = 0; i < rows->len; i++)
    {
      g_settings_set_string (fixture->settings, "piece-set", nicks[i]);
      for (guint j = 0; j < checks->len; j++)
        g_assert_true (gtk_check_button_get_active (checks->pdata[j]) == (j == i));
    }
}

/* A row per theme, in the schema's order, named as the palette names
 * them: activating a row writes its theme, and the key moves the radio. */
static void
test_board_theme_rows (Fixture       *fixture,
                       gconstpointer  data)
{
  g_auto(GStrv) nicks = schema_nicks (fixture, "board-theme");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_descendants (child (fixture, "board_theme_group"), GTK_TYPE_CHECK_BUTTON, checks);
  collect_descendants (child (fixture, "board_theme_group"), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (g_strv_length (nicks), ==, CHESS_BOARD_N_THEMES);
  g_assert_cmpuint (checks->len, ==, CHESS_BOARD_N_THEMES);
  g_assert_cmpuint (rows->len, ==, CHESS_BOARD_N_THEMES);

  /* The default, wood, is the one on. */
  for (guint i = 0; i < checks->len; i++)
    g_assert_true (gtk_check_button_get_active (checks->pdata[i]) == (i == CHESS_BOARD_THEME_WOOD));

  for (guint i = CHESS_BOARD_N_THEMES; i-- > 0;)
    {
      g_autofree char *theme = NULL;

      g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[i]), ==, chess_ui_board_theme_name (i));
      gtk_widget_activate (rows->pdata[i]);
      theme = g_settings_get_string (fixture->settings, "board-theme");
      g_assert_cmpstr (theme, ==, nicks[i]);
      g_assert_cmpint (g_settings_get_enum (fixture->settings, "board-theme"), ==, i);
      for (guint j = 0; j < checks->len; j++)
        g_assert_true (gtk_check_button_get_active (checks->pdata[j]) == (j == i));
    }

  for (guint i = 0; i < CHESS_BOARD_N_THEMES; i++)
    {
      g_settings_set_string (fixture->settings, "board-theme", nicks[i]);
      for (guint j = 0; j < checks->len; j++)
        g_assert_true (gtk_check_button_get_active (checks->pdata[j]) == (j == i));
    }
}

/* The level row offers the New Game dialog's levels by the same names,
 * and both show the one key. */
static void
test_engine_level (Fixture       *fixture,
                   gconstpointer  data)
{
  AdwComboRow *row = child (fixture, "engine_level_row");
  GListModel *levels = adw_combo_row_get_model (row);
  ChessNewGameDialog *dialog;
  ChessOpponentGroup *opponent;

  g_assert_cmpuint (g_list_model_get_n_items (levels), ==, CHESS_ENGINE_MAX_LEVEL - CHESS_ENGINE_MIN_LEVEL + 1);
  for (guint level = CHESS_ENGINE_MIN_LEVEL; level <= CHESS_ENGINE_MAX_LEVEL; level++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), level - CHESS_ENGINE_MIN_LEVEL),
                     ==, chess_ui_engine_level_name (level));

  /* The default is 3, Casual. */
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);
  adw_combo_row_set_selected (row, 6);
  g_assert_cmpuint (g_settings_get_uint (fixture->settings, "new-game-engine-level"), ==, 7);
  adw_combo_row_set_selected (row, 0);
  g_assert_cmpuint (g_settings_get_uint (fixture->settings, "new-game-engine-level"), ==, 1);
  g_settings_set_uint (fixture->settings, "new-game-engine-level", 8);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 7);

  g_settings_set_uint (fixture->settings, "new-game-engine-level", 5);
  dialog = chess_new_game_dialog_new (fixture->parent);
  opponent = CHESS_OPPONENT_GROUP (gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG,
                                                                  "opponent_group"));
  g_assert_cmpuint (chess_opponent_group_get_level (opponent), ==, 5);
  chess_new_game_dialog_close (dialog);
}

static void
apply_excluded_positions (Fixture    *fixture,
                          const char *text)
{
  AdwEntryRow *row = child (fixture, "excluded_positions_row");

  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
}

static void
assert_excluded_positions (Fixture     *fixture,
                           const guint *expected,
                           gsize        n_expected)
{
  g_autoptr(GVariant) listed = g_settings_get_value (fixture->settings, "excluded-positions");
  const guint32 *numbers;
  gsize n_numbers;

  numbers = g_variant_get_fixed_array (listed, &n_numbers, sizeof (guint32));
  g_assert_cmpuint (n_numbers, ==, n_expected);
  for (gsize i = 0; i < n_numbers; i++)
    g_assert_cmpuint (numbers[i], ==, expected[i]);
}

/* The list is read as the event page reads its own, kept sorted without
 * repeats, and refused, with the key untouched, when it is not a list of
 * numbers or leaves nothing to draw. */
static void
test_excluded_positions (Fixture       *fixture,
                         gconstpointer  data)
{
  static const guint listed[] = { 12, 700, 2000 };
  static const guint other[] = { 3, 4 };
  AdwEntryRow *row = child (fixture, "excluded_positions_row");
  g_autoptr(GString) everything = g_string_new (NULL);

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");

  apply_excluded_positions (fixture, "700, 12 2000,700");
  assert_excluded_positions (fixture, listed, G_N_ELEMENTS (listed));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "12, 700, 2000");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  apply_excluded_positions (fixture, "12, seven");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  assert_excluded_positions (fixture, listed, G_N_ELEMENTS (listed));
  /* Typing again clears the mark. */
  gtk_editable_set_text (GTK_EDITABLE (row), "12");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  /* Chess960x3's last number is 2879. */
  apply_excluded_positions (fixture, "2880");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  assert_excluded_positions (fixture, listed, G_N_ELEMENTS (listed));

  /* Every Chess960 position but SP 518 and SP 534, whose switches may
   * exclude them too. */
  for (guint number = 0; number < CHESS960_N_POSITIONS; number++)
    if (number != CHESS_STANDARD_POSITION && number != CHESS_MIRRORED_STANDARD_POSITION)
      g_string_append_printf (everything, "%u ", number);
  apply_excluded_positions (fixture, everything->str);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  assert_excluded_positions (fixture, listed, G_N_ELEMENTS (listed));

  /* Changed elsewhere, the row follows. */
  g_settings_set_value (fixture->settings, "excluded-positions",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, other, G_N_ELEMENTS (other), sizeof (guint32)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "3, 4");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  apply_excluded_positions (fixture, "");
  assert_excluded_positions (fixture, NULL, 0);
}

static ChessRollerDialog *
find_roller (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (CHESS_IS_ROLLER_DIALOG (window))
        return CHESS_ROLLER_DIALOG (window);
    }
  return NULL;
}

/* What the preferences exclude is what the New Game dialog counts and
 * draws from, and what its roller avoids and lists. */
static void
test_exclusions_reach_draws (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(ChessExclusions) chess960 = NULL;
  g_autoptr(ChessExclusions) chess960x3 = NULL;
  g_autoptr(ChessExclusions) standard = NULL;
  g_autoptr(GString) most = g_string_new (NULL);
  ChessNewGameDialog *dialog;
  ChessRollerDialog *roller;
  ChessRollerView *view;
  GtkLabel *label;
  gboolean seen[2] = { FALSE, FALSE };

  gtk_widget_activate (gtk_widget_get_ancestor (child (fixture, "exclude_mirrored_switch"), ADW_TYPE_ACTION_ROW));
  apply_excluded_positions (fixture, "12, 2000");

  chess960 = chess_settings_get_exclusions (fixture->settings, CHESS_VARIANT_CHESS960);
  chess960x3 = chess_settings_get_exclusions (fixture->settings, CHESS_VARIANT_CHESS960X3);
  standard = chess_settings_get_exclusions (fixture->settings, CHESS_VARIANT_STANDARD);
  g_assert_cmpint (chess_exclusions_lookup (chess960, 518, NULL), ==, CHESS_EXCLUSION_STANDARD);
  g_assert_cmpint (chess_exclusions_lookup (chess960, 534, NULL), ==, CHESS_EXCLUSION_CUSTOM);
  g_assert_cmpint (chess_exclusions_lookup (chess960, 12, NULL), ==, CHESS_EXCLUSION_CUSTOM);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (chess960), ==, 957);
  g_assert_true (chess_exclusions_contains (chess960x3, 2000));
  g_assert_cmpuint (chess_exclusions_get_n_allowed (chess960x3), ==, 2876);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (standard), ==, 1);

  g_settings_set_string (fixture->settings, "new-game-variant", "chess960");
  g_settings_set_string (fixture->settings, "new-game-start-position", "random");
  g_settings_set_string (fixture->settings, "new-game-opponent", "player");
  dialog = chess_new_game_dialog_new (fixture->parent);
  chess_new_game_dialog_present (dialog);
  label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG, "preview_subtitle"));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Drawn from 957 positions when the game starts");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                                            CHESS_TYPE_NEW_GAME_DIALOG,
                                                                                            "random_row"))),
                   ==, "Not allowed: SP 518 (ordinary chess), SP 12, SP 534");
  /* It follows the preferences while it is open. */
  gtk_widget_activate (gtk_widget_get_ancestor (child (fixture, "exclude_standard_switch"), ADW_TYPE_ACTION_ROW));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Drawn from 958 positions when the game starts");
  gtk_widget_activate (gtk_widget_get_ancestor (child (fixture, "exclude_standard_switch"), ADW_TYPE_ACTION_ROW));

  g_assert_null (find_roller ());
  gtk_widget_activate (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG,
                                                                  "roll_row")));
  roller = find_roller ();
  g_assert_nonnull (roller);
  view = CHESS_ROLLER_VIEW (chess_test_ui_find_descendant (GTK_WIDGET (roller), CHESS_TYPE_ROLLER_VIEW));
  g_assert_nonnull (view);
  g_assert_true (chess_exclusions_contains (chess_roller_view_get_exclusions (view), 12));
  g_assert_true (chess_exclusions_contains (chess_roller_view_get_exclusions (view), 534));
  g_assert_cmpuint (chess_exclusions_get_n_allowed (chess_roller_view_get_exclusions (view)), ==, 957);
  label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (view), CHESS_TYPE_ROLLER_VIEW, "exclusions_label"));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Not allowed: SP 518 (ordinary chess), SP 12, SP 534");
  gtk_window_destroy (GTK_WINDOW (roller));
  chess_new_game_dialog_close (dialog);

  /* Only SP 958 and SP 959 left: random games start from both, and from
   * nothing else. 60 draws miss one of two with a chance of 2^-59. */
  for (guint number = 0; number < 958; number++)
    g_string_append_printf (most, "%u,", number);
  apply_excluded_positions (fixture, most->str);
  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
      g_autoptr(ChessExclusions) preferences = chess_settings_get_exclusions (fixture->settings,
                                                                               CHESS_VARIANT_CHESS960);
      g_autoptr(ChessGame) game = chess_game_setup_create_game (setup, preferences, NULL);
      int number = chess_game_get_start_number (game);

      g_assert_cmpint (number, >=, 958);
      g_assert_cmpint (number, <=, 959);
      seen[number - 958] = TRUE;
    }
  g_assert_true (seen[0] && seen[1]);
}

typedef struct {
  const char *name;
  int         width;
  gboolean    dark;
} Screenshot;

static const Screenshot screenshots[] = {
  { "light", 560, FALSE },
  { "dark", 560, TRUE },
  { "narrow-light", 360, FALSE },
  { "narrow-dark", 360, TRUE },
};

/* Each page whole, for people to look at: tall enough to need no
 * scrolling. */
static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  const Screenshot *shot = data;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();
  guint n_shots = 0;
  GtkWidget *dialog = chess_preferences_pages_get_dialog (fixture->window);
  /* Its own window (libadwaita 1.2), or the one it is attached to. */
  GtkWindow *window = chess_ui_dialog_get_window (dialog);

  adw_style_manager_set_color_scheme (style, shot->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (window, shot->width, 1180);

  collect_descendants (dialog, ADW_TYPE_PREFERENCES_PAGE, pages);
  for (guint i = 0; i < pages->len; i++)
    {
      const char *title = adw_preferences_page_get_title (pages->pdata[i]);
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *name = NULL;

      /* The window's own page for search results has no title. */
      if (title == NULL || *title == '\0')
        continue;
      name = g_strdup_printf ("preferences-%s-%s", title, shot->name);
      n_shots++;
      chess_ui_preferences_set_visible_page (GTK_WIDGET (fixture->window), pages->pdata[i]);
      texture = chess_test_ui_render_dialog (dialog);
      chess_test_ui_save_screenshot (texture, name);
    }
  g_assert_cmpuint (n_shots, ==, 2);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static gboolean
is_closed (gpointer data)
{
  GtkWidget **dialog = data;

  return *dialog == NULL;
}

/* Where libadwaita has them (1.5), Preferences are a dialog attached to
 * the window they were opened from; on 1.2 a window of their own, modal
 * over it. Escape closes either (libadwaita's own); Ctrl+W too. */
static void
test_attached (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *dialog = chess_preferences_pages_get_dialog (fixture->window);
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();
  GtkWidget *page;

  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (dialog, chess_ui_preferences_type ()));
  if (adw_get_minor_version () >= 5)
    {
      g_assert_cmpstr (G_OBJECT_TYPE_NAME (dialog), ==, "AdwPreferencesDialog");
      g_assert_false (GTK_IS_WINDOW (dialog));
      g_assert_true (gtk_widget_is_ancestor (dialog, GTK_WIDGET (fixture->parent)));
      g_assert_true (chess_ui_dialog_get_window (dialog) == fixture->parent);
    }
  else
    {
      g_assert_cmpstr (G_OBJECT_TYPE_NAME (dialog), ==, "AdwPreferencesWindow");
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == fixture->parent);
      g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
    }
  /* Both pages, and the rows in them. */
  collect_descendants (dialog, ADW_TYPE_PREFERENCES_PAGE, pages);
  g_assert_cmpuint (pages->len, >=, 2);
  g_assert_true (gtk_widget_is_ancestor (child (fixture, "excluded_positions_row"), dialog));

  /* Ctrl+W closes it, and it is freed with its pages; the fixture's
   * close then has a new one to close. */
  page = g_ptr_array_index (pages, 0);
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (chess_test_ui_press_key (dialog, GDK_KEY_w, GDK_CONTROL_MASK));
  g_assert_true (chess_test_ui_wait_for (is_closed, &dialog));
  g_assert_true (chess_test_ui_wait_for (is_closed, &page));
  fixture->window = chess_preferences_pages_new (fixture->parent);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  /* A switch flips at the end of its animation: flip at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/preferences-pages/attached", Fixture, NULL, fixture_set_up, test_attached, fixture_tear_down);
  g_test_add ("/preferences-pages/switches", Fixture, NULL, fixture_set_up, test_switches, fixture_tear_down);
  g_test_add ("/preferences-pages/piece-set", Fixture, NULL, fixture_set_up, test_piece_set, fixture_tear_down);
  g_test_add ("/preferences-pages/animation-speed", Fixture, NULL, fixture_set_up, test_animation_speed, fixture_tear_down);
  g_test_add ("/preferences-pages/combo-rows-follow-schema", Fixture, NULL, fixture_set_up,
              test_combo_rows_follow_schema, fixture_tear_down);
  g_test_add ("/preferences-pages/board-theme-rows", Fixture, NULL, fixture_set_up,
              test_board_theme_rows, fixture_tear_down);
  g_test_add ("/preferences-pages/engine-level", Fixture, NULL, fixture_set_up, test_engine_level, fixture_tear_down);
  g_test_add ("/preferences-pages/excluded-positions", Fixture, NULL, fixture_set_up,
              test_excluded_positions, fixture_tear_down);
  g_test_add ("/preferences-pages/exclusions-reach-draws", Fixture, NULL, fixture_set_up,
              test_exclusions_reach_draws, fixture_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (screenshots); i++)
    {
      g_autofree char *path = g_strdup_printf ("/preferences-pages/screenshots/%s", screenshots[i].name);

      g_test_add (path, Fixture, &screenshots[i], fixture_set_up, test_screenshots, fixture_tear_down);
    }

  return g_test_run ();
}
