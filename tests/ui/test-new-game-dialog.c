/* test-new-game-dialog.c: starting games from the New Game dialog: its
 * choices, what it remembers of them, its keys and what it emits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-new-game-dialog"

#include "config.h"

#include "test-new-game-common.h"

static void
test_start_by_number (Fixture       *fixture,
                      gconstpointer  data)
{
  open_dialog (fixture);
  click (fixture, "number_row");
  g_assert_true (gtk_check_button_get_active (child (fixture, "number_check")));
  /* Typed, not committed with Enter: Start takes what is shown. */
  type_number (fixture, "100");
  click (fixture, "start_button");

  g_assert_cmpuint (fixture->n_starts, ==, 1);
  g_assert_null (fixture->dialog);
  g_assert_cmpint (chess_game_get_variant (fixture->game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 100);
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 0);
  g_assert_false (fixture->black_at_bottom);

  g_assert_cmpint (g_settings_get_enum (fixture->settings, "new-game-start-position"), ==, 1);
  g_assert_cmpuint (g_settings_get_uint (fixture->settings, "new-game-position-number"), ==, 100);
}

static void
test_typing_selects_by_number (Fixture       *fixture,
                               gconstpointer  data)
{
  open_dialog (fixture);
  g_assert_true (gtk_check_button_get_active (child (fixture, "random_check")));

  gtk_spin_button_set_value (child (fixture, "number_spin"), 7);
  g_assert_true (gtk_check_button_get_active (child (fixture, "number_check")));
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 7 · QNBNRKRB");

  click (fixture, "random_row");
  g_assert_true (gtk_check_button_get_active (child (fixture, "random_check")));
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "Random Start Position");
}

static void
test_start_random (Fixture       *fixture,
                   gconstpointer  data)
{
  gint number;

  open_dialog (fixture);
  click (fixture, "random_row");
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==,
                   "Drawn from 959 positions when the game starts");
  click (fixture, "start_button");

  g_assert_cmpuint (fixture->n_starts, ==, 1);
  number = chess_game_get_start_number (fixture->game);
  g_assert_cmpint (number, >=, 0);
  g_assert_cmpint (number, <, CHESS960_N_POSITIONS);
  g_assert_cmpint (number, !=, CHESS_STANDARD_POSITION);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "new-game-start-position"), ==, 0);
}

static void
test_exclusion_preference (Fixture       *fixture,
                           gconstpointer  data)
{
  open_dialog (fixture);
  g_settings_set_boolean (fixture->settings, "exclude-standard-position", FALSE);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==,
                   "Drawn from 960 positions when the game starts");

  adw_combo_row_set_selected (child (fixture, "variant_row"), 1);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==,
                   "Drawn from 2880 positions when the game starts");
  g_settings_set_boolean (fixture->settings, "exclude-standard-position", TRUE);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==,
                   "Drawn from 2879 positions when the game starts");
}

/* If the exclusion were ignored, 2000 draws would hit 518 with a
 * probability of 87 %. */
static void
test_random_games_exclude_518 (Fixture       *fixture,
                               gconstpointer  data)
{
  const ChessVariant variants[] = { CHESS_VARIANT_CHESS960, CHESS_VARIANT_CHESS960X3 };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint i = 0; i < 2000; i++)
      {
        g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
        g_autoptr(ChessGame) game = NULL;

        chess_game_setup_set_variant (setup, variants[v]);
        game = create_game (fixture, setup);

        g_assert_cmpint (chess_game_get_variant (game), ==, variants[v]);
        g_assert_cmpint (chess_game_get_start_number (game), !=, CHESS_STANDARD_POSITION);
        g_assert_true (chess_startpos_is_valid (variants[v], (guint) chess_game_get_start_number (game)));
      }
}

static void
test_variant_range (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkSpinButton *spin;
  double lower, upper;

  open_dialog (fixture);
  spin = child (fixture, "number_spin");

  adw_combo_row_set_selected (child (fixture, "variant_row"), 1);
  gtk_spin_button_get_range (spin, &lower, &upper);
  g_assert_cmpfloat (upper, ==, 2879);
  gtk_spin_button_set_value (spin, 2000);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2000);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==, "A Chess960x3 start position");

  /* Back to Chess960 clamps the number; a random choice stays random. */
  click (fixture, "random_row");
  adw_combo_row_set_selected (child (fixture, "variant_row"), 0);
  gtk_spin_button_get_range (spin, &lower, &upper);
  g_assert_cmpfloat (upper, ==, 959);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 959);
  g_assert_true (gtk_check_button_get_active (child (fixture, "random_check")));

  adw_combo_row_set_selected (child (fixture, "variant_row"), 1);
  click (fixture, "number_row");
  type_number (fixture, "2000");
  click (fixture, "start_button");
  g_assert_cmpint (chess_game_get_variant (fixture->game), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 2000);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "new-game-variant"), ==, CHESS_VARIANT_CHESS960X3);
}

static void
test_standard (Fixture       *fixture,
               gconstpointer  data)
{
  GListModel *variants;

  open_dialog (fixture);
  /* The variants in ChessVariant's order, named as everywhere else. */
  variants = adw_combo_row_get_model (child (fixture, "variant_row"));
  g_assert_cmpuint (g_list_model_get_n_items (variants), ==, CHESS_VARIANT_STANDARD + 1);
  for (guint v = 0; v <= CHESS_VARIANT_STANDARD; v++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (variants), v), ==, chess_ui_variant_name (v));
  g_assert_cmpstr (chess_ui_variant_name (CHESS_VARIANT_STANDARD), ==, "Standard Chess");

  adw_combo_row_set_selected (child (fixture, "variant_row"), 2);
  g_assert_false (gtk_widget_get_sensitive (child (fixture, "start_position_group")));
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 518 · RNBQKBNR");

  click (fixture, "start_button");
  g_assert_cmpint (chess_game_get_variant (fixture->game), ==, CHESS_VARIANT_STANDARD);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, CHESS_STANDARD_POSITION);
}

static void
test_black_at_bottom (Fixture       *fixture,
                      gconstpointer  data)
{
  open_dialog (fixture);
  click (fixture, "black_button");
  g_assert_false (gtk_toggle_button_get_active (child (fixture, "white_button")));
  click (fixture, "start_button");
  g_assert_true (fixture->black_at_bottom);
  g_assert_true (g_settings_get_boolean (fixture->settings, "new-game-black-at-bottom"));

  /* The next dialog offers the same side again. */
  open_dialog (fixture);
  g_assert_true (gtk_toggle_button_get_active (child (fixture, "black_button")));
}

static void
test_remembers_choices (Fixture       *fixture,
                        gconstpointer  data)
{
  g_settings_set_enum (fixture->settings, "new-game-variant", CHESS_VARIANT_CHESS960X3);
  g_settings_set_enum (fixture->settings, "new-game-start-position", 1);
  g_settings_set_uint (fixture->settings, "new-game-position-number", 2000);

  open_dialog (fixture);
  g_assert_cmpuint (adw_combo_row_get_selected (child (fixture, "variant_row")), ==, 1);
  g_assert_true (gtk_check_button_get_active (child (fixture, "number_check")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (child (fixture, "number_spin")), ==, 2000);
  g_assert_true (g_str_has_prefix (label_text (fixture, "preview_title"), "SP 2000 · "));

  click (fixture, "start_button");
  g_assert_cmpint (chess_game_get_variant (fixture->game), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 2000);
}

/* Enter in the number field starts the game with that number. */
static void
test_enter_in_number_starts (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkEditable *text;

  open_dialog (fixture);
  text = gtk_editable_get_delegate (GTK_EDITABLE (child (fixture, "number_spin")));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (text)));
  type_number (fixture, "42");
  g_signal_emit_by_name (text, "activate");
  wait_for_start (fixture);

  g_assert_cmpuint (fixture->n_starts, ==, 1);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 42);
  g_assert_null (fixture->dialog);
}

/* Enter as the dialog opens, or from a field that does not take it,
 * starts the game. */
static void
test_default_is_start (Fixture       *fixture,
                       gconstpointer  data)
{
  open_dialog (fixture);
  g_assert_true (gtk_window_get_default_widget (chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog)))
                 == child (fixture, "start_button"));
  g_assert_true (gtk_window_get_focus (chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog)))
                 == child (fixture, "start_button"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->dialog), "default.activate", NULL));
  wait_for_start (fixture);
  g_assert_cmpuint (fixture->n_starts, ==, 1);
}

static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  open_dialog (fixture);
  click (fixture, "number_row");
  type_number (fixture, "300");
  click (fixture, "cancel_button");

  g_assert_null (fixture->dialog);
  g_assert_cmpuint (fixture->n_starts, ==, 0);
  /* Nothing chosen in a cancelled dialog is remembered. */
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "new-game-start-position"), ==, 0);
  g_assert_cmpuint (g_settings_get_uint (fixture->settings, "new-game-position-number"), ==, 518);
}

/* The dialog's own Escape shortcut, found the way GTK finds it. */
static void
test_escape_cancels (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GListModel) controllers = NULL;
  gboolean found = FALSE;

  open_dialog (fixture);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->dialog));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (g_str_equal (trigger, "Escape"))
            {
              found = TRUE;
              g_assert_true (gtk_shortcut_action_activate (action, 0, GTK_WIDGET (fixture->dialog),
                                                           gtk_shortcut_get_arguments (shortcut)));
            }
        }
    }

  g_assert_true (found);
  g_assert_null (fixture->dialog);
  g_assert_cmpuint (fixture->n_starts, ==, 0);
}

/* ::start carries every choice, and the same choices are saved for the
 * next dialog: the window reads nothing back from the dialog. */
static void
test_emits_whole_setup (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(ChessTimeControl) blitz = chess_time_control_new (3 * 60000, 2000);
  g_autoptr(ChessTimeControl) custom = chess_time_control_new (25 * 60000, 10000);
  g_autoptr(ChessGameSetup) saved = NULL;
  ChessOpponentGroup *opponent;

  open_dialog (fixture);
  opponent = child (fixture, "opponent_group");
  click (fixture, "number_row");
  type_number (fixture, "100");
  click (fixture, "black_button");
  chess_clock_group_set_custom (child (fixture, "clock_group"), custom);
  chess_clock_group_set_time_control (child (fixture, "clock_group"), blitz);
  chess_opponent_group_set_computer (opponent, TRUE);
  chess_opponent_group_set_level (opponent, 5);
  chess_opponent_group_set_player_color (opponent, CHESS_PLAYER_COLOR_RANDOM);
  click (fixture, "start_button");

  g_assert_cmpuint (fixture->n_starts, ==, 1);
  g_assert_cmpint (chess_game_setup_get_variant (fixture->setup), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_setup_get_start_choice (fixture->setup), ==, CHESS_START_CHOICE_NUMBER);
  g_assert_cmpuint (chess_game_setup_get_start_number (fixture->setup), ==, 100);
  g_assert_cmpint (chess_game_setup_get_fixed_number (fixture->setup), ==, 100);
  g_assert_true (chess_game_setup_get_black_at_bottom (fixture->setup));
  g_assert_true (chess_time_control_equal (chess_game_setup_get_time_control (fixture->setup), blitz));
  g_assert_true (chess_time_control_equal (chess_game_setup_get_custom_time_control (fixture->setup), custom));
  g_assert_cmpint (chess_game_setup_get_opponent (fixture->setup), ==, CHESS_OPPONENT_COMPUTER);
  g_assert_cmpuint (chess_game_setup_get_engine_level (fixture->setup), ==, 5);
  g_assert_cmpint (chess_game_setup_get_player_color (fixture->setup), ==, CHESS_PLAYER_COLOR_RANDOM);

  /* Made into a game as the window makes it. */
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 100);
  g_assert_cmpstr (chess_game_get_tag (fixture->game, "TimeControl"), ==, "180+2");

  saved = chess_game_setup_new_from_settings (fixture->settings);
  g_assert_true (chess_game_setup_equal (saved, fixture->setup));

  /* The next dialog shows it all again. */
  open_dialog (fixture);
  g_assert_true (chess_game_setup_equal (chess_new_game_dialog_get_setup (fixture->dialog), saved));
}

/* A new window opens on a random start of the variant last chosen, for
 * two players, whatever else New Game chose last. */
static void
test_default_game (Fixture       *fixture,
                   gconstpointer  data)
{
  const ChessVariant variants[] = { CHESS_VARIANT_STANDARD, CHESS_VARIANT_CHESS960X3 };

  g_settings_set_enum (fixture->settings, "new-game-start-position", CHESS_START_CHOICE_NUMBER);
  g_settings_set_uint (fixture->settings, "new-game-position-number", 7);
  g_settings_set_string (fixture->settings, "new-game-time-control", "5+3");
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      ChessWindow *window;
      ChessGame *game;

      g_settings_set_enum (fixture->settings, "new-game-variant", variants[v]);
      window = g_object_new (CHESS_TYPE_WINDOW, NULL);
      game = chess_window_get_game (window);
      g_assert_cmpint (chess_game_get_variant (game), ==, variants[v]);
      if (variants[v] == CHESS_VARIANT_STANDARD)
        g_assert_cmpint (chess_game_get_start_number (game), ==, CHESS_STANDARD_POSITION);
      g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "300+3");
      g_assert_false (chess_window_get_computer_opponent (window, NULL, NULL));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* Screen readers name the number field, which has no visible label of its
 * own: the row's title is the radio button's. */
static void
test_number_has_accessible_label (Fixture       *fixture,
                                  gconstpointer  data)
{
  GtkAccessible *spin;

  open_dialog (fixture);
  spin = GTK_ACCESSIBLE (child (fixture, "number_spin"));
  g_assert_true (gtk_test_accessible_has_property (spin, GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_test_accessible_assert_property (spin, GTK_ACCESSIBLE_PROPERTY_LABEL, "Start position number");
}

/* The back rank preview drawn as the dialog draws it, onto an image. */
int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/new-game-dialog/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("start-by-number", test_start_by_number);
  ADD ("typing-selects-by-number", test_typing_selects_by_number);
  ADD ("start-random", test_start_random);
  ADD ("exclusion-preference", test_exclusion_preference);
  ADD ("random-games-exclude-518", test_random_games_exclude_518);
  ADD ("variant-range", test_variant_range);
  ADD ("standard", test_standard);
  ADD ("black-at-bottom", test_black_at_bottom);
  ADD ("remembers-choices", test_remembers_choices);
  ADD ("enter-in-number-starts", test_enter_in_number_starts);
  ADD ("default-is-start", test_default_is_start);
  ADD ("cancel", test_cancel);
  ADD ("escape-cancels", test_escape_cancels);
  ADD ("default-game", test_default_game);
  ADD ("emits-whole-setup", test_emits_whole_setup);
  ADD ("number-has-accessible-label", test_number_has_accessible_label);

#undef ADD

  return g_test_run ();
}
