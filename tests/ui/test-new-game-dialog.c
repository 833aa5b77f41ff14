/* test-new-game-dialog.c: starting games from the New Game dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-new-game-dialog"

#include "config.h"

#include <stdlib.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-board-view.h"
#include "chess-clock-group.h"
#include "chess-compat.h"
#include "chess-new-game-dialog.h"
#include "chess-opponent-group.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window.h"

typedef struct {
  GtkWindow          *parent;
  ChessNewGameDialog *dialog;     /* weak: NULL once the dialog is gone */
  GSettings          *settings;
  ChessGameSetup     *setup;      /* from ::start */
  ChessGame          *game;       /* made from it, as the window makes it */
  gboolean            black_at_bottom;
  guint               n_starts;
} Fixture;

/* The game the window starts from SETUP. */
static ChessGame *
create_game (Fixture              *fixture,
             const ChessGameSetup *setup)
{
  g_autoptr(ChessExclusions) preferences
    = chess_settings_get_exclusions (fixture->settings, chess_game_setup_get_variant (setup));
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_game_setup_create_game (setup, preferences, &error);

  g_assert_no_error (error);
  g_assert_true (CHESS_IS_GAME (game));
  return game;
}

static void
on_start (ChessNewGameDialog   *dialog,
          const ChessGameSetup *setup,
          Fixture              *fixture)
{
  g_assert_nonnull (setup);
  /* The setup is whole: the dialog saved all of it, and what it emits is
   * what it shows. */
  g_assert_true (chess_game_setup_equal (setup, chess_new_game_dialog_get_setup (dialog)));
  g_clear_pointer (&fixture->setup, chess_game_setup_free);
  fixture->setup = chess_game_setup_copy (setup);
  g_clear_object (&fixture->game);
  fixture->game = create_game (fixture, setup);
  fixture->black_at_bottom = chess_game_setup_get_black_at_bottom (setup);
  fixture->n_starts++;
}

static void
open_dialog (Fixture *fixture)
{
  fixture->dialog = chess_new_game_dialog_new (fixture->parent);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  g_signal_connect (fixture->dialog, "start", G_CALLBACK (on_start), fixture);
  chess_new_game_dialog_present (fixture->dialog);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  const char *keys[] = {
    "new-game-variant", "new-game-start-position", "new-game-position-number",
    "new-game-black-at-bottom", "exclude-standard-position", "piece-set",
    "new-game-fen", "new-game-time-control", "new-game-custom-time-control",
    "new-game-opponent", "new-game-engine-level", "new-game-player-color",
  };

  fixture->settings = chess_settings_new ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (fixture->settings, keys[i]);

  fixture->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (fixture->parent);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
      chess_new_game_dialog_close (fixture->dialog);
    }
  gtk_window_destroy (fixture->parent);
  g_clear_object (&fixture->game);
  g_clear_pointer (&fixture->setup, chess_game_setup_free);
  g_clear_object (&fixture->settings);
}

static gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->dialog),
                                                   CHESS_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

/* What a click does: a row activates its check button; a button (or a
 * toggle button) emits ::clicked. gtk_widget_activate () would press a
 * button only after a short animation. */
static void
click (Fixture    *fixture,
       const char *name)
{
  gpointer widget = child (fixture, name);

  if (GTK_IS_BUTTON (widget))
    g_signal_emit_by_name (widget, "clicked");
  else
    gtk_widget_activate (GTK_WIDGET (widget));
}

/* Enter activates the default widget, which shows itself pressed for a
 * moment before it clicks. */
static void
wait_for_start (Fixture *fixture)
{
  WAIT_UNTIL (fixture->n_starts > 0);
}

static void
type_number (Fixture    *fixture,
             const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "number_spin")), text);
}

static const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (child (fixture, name)));
}

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
static cairo_surface_t *
draw_preview (Fixture *fixture)
{
  GtkWidget *area = child (fixture, "back_rank_area");
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  WAIT_UNTIL (gtk_widget_get_width (area) > 0);
  g_assert_cmpint (gtk_widget_get_width (area), ==, 8 * 40);
  g_assert_cmpint (gtk_widget_get_height (area), ==, 40);

  GTK_WIDGET_GET_CLASS (area)->snapshot (area, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8 * 40, 40);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) row)[x];
}

/* Each square of the preview shows its piece from the chosen piece set:
 * the square's colour at its corner, something else where the piece is. */
static void
test_preview_draws_pieces (Fixture       *fixture,
                           gconstpointer  data)
{
  cairo_surface_t *classic, *contrast;
  guint differing = 0;

  open_dialog (fixture);
  click (fixture, "number_row");
  type_number (fixture, "518");
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 518 · RNBQKBNR");
  classic = draw_preview (fixture);
  for (int file = 0; file < 8; file++)
    {
      int x = file * 40;

      /* The pieces stand on their squares' middle, at the bottom. */
      g_assert_cmpuint (pixel (classic, x + 1, 1), !=, pixel (classic, x + 20, 30));
    }

  g_settings_set_string (fixture->settings, "piece-set", "contrast");
  contrast = draw_preview (fixture);
  for (int x = 0; x < 8 * 40; x++)
    for (int y = 0; y < 40; y++)
      if (pixel (classic, x, y) != pixel (contrast, x, y))
        differing++;
  g_test_message ("%u pixels differ between the piece sets", differing);
  g_assert_cmpuint (differing, >, 200);

  cairo_surface_destroy (classic);
  cairo_surface_destroy (contrast);
}

static ChessNewGameDialog *
find_open_dialog (void)
{
  return (ChessNewGameDialog *) chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG);
}

/* DIALOG is shown over WINDOW, modal, the way this build's libadwaita
 * has dialogs: from 1.5 an AdwDialog inside WINDOW, adapting to its size
 * (a bottom sheet when it is narrow); before, a window of its own. */
static void
assert_dialog_over (ChessNewGameDialog *dialog,
                    ChessWindow        *window)
{
  GtkWindow *dialog_window = chess_ui_dialog_get_window (GTK_WIDGET (dialog));

#if CHESS_ADW_1_5
  g_assert_true (dialog_window == GTK_WINDOW (window));
  g_assert_true (ADW_IS_DIALOG (gtk_widget_get_ancestor (GTK_WIDGET (dialog), ADW_TYPE_DIALOG)));
  g_assert_true (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))
                 == ADW_DIALOG (chess_ui_content_dialog_get (GTK_WIDGET (dialog))));
#else
  g_assert_true (ADW_IS_WINDOW (dialog_window));
  g_assert_true (dialog_window != GTK_WINDOW (window));
  g_assert_true (gtk_window_get_transient_for (dialog_window) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog_window));
#endif
}

/* The main window's New Game (Ctrl+N) opens the dialog over it, and Start
 * puts the chosen game on its board, turned as asked. */
static void
test_window_new_game (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  ChessBoardView *board;
  ChessGame *before;

  gtk_window_present (GTK_WINDOW (window));
  before = chess_window_get_game (window);
  g_assert_nonnull (before);
  board = CHESS_BOARD_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, "board_view"));
  g_assert_false (chess_board_view_get_flipped (board));

  g_assert_null (find_open_dialog ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  fixture->dialog = find_open_dialog ();
  g_assert_nonnull (fixture->dialog);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  assert_dialog_over (fixture->dialog, window);

  click (fixture, "number_row");
  type_number (fixture, "42");
  click (fixture, "black_button");
  click (fixture, "start_button");

  g_assert_null (fixture->dialog);
  g_assert_true (chess_window_get_game (window) != before);
  g_assert_cmpint (chess_game_get_start_number (chess_window_get_game (window)), ==, 42);
  g_assert_true (chess_board_view_get_flipped (board));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a window as narrow as a phone (a bottom sheet from libadwaita 1.5)
 * the dialog fits, and Start still has the focus, so that Enter starts
 * the game as it does in a wide window. */
static void
test_narrow_window (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  GtkWidget *start;
  GtkWidget *dialog;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  /* As when Ctrl+N is typed on the board. */
  WAIT_UNTIL (gtk_widget_grab_focus (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW,
                                                                                 "board_view"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  fixture->dialog = find_open_dialog ();
  g_assert_nonnull (fixture->dialog);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  assert_dialog_over (fixture->dialog, window);
  start = child (fixture, "start_button");
  dialog = chess_ui_content_dialog_get (GTK_WIDGET (fixture->dialog));
  /* Past the frames in which a dialog opens and takes the focus. */
  chess_test_ui_settle (dialog, 5);
#if CHESS_ADW_1_5
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
#else
  {
    /* A window of its own, which can be as narrow. */
    int minimum;

    gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
#endif
  g_assert_true (gtk_widget_get_mapped (start));
  g_assert_true (gtk_window_get_focus (chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog))) == start);

  /* A bottom sheet slides away before it goes. */
  chess_new_game_dialog_close (fixture->dialog);
  WAIT_UNTIL (fixture->dialog == NULL);
  gtk_window_destroy (GTK_WINDOW (window));
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

static ChessRollerView *
find_roller_view (GtkWidget *widget)
{
  if (CHESS_IS_ROLLER_VIEW (widget))
    return CHESS_ROLLER_VIEW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      ChessRollerView *view = find_roller_view (child);

      if (view != NULL)
        return view;
    }
  return NULL;
}

/* Opens the roller from the Roll the Die row. */
static ChessRollerView *
open_roller (Fixture *fixture)
{
  ChessRollerDialog *roller;
  ChessRollerView *view;

  g_assert_null (find_roller ());
  click (fixture, "roll_row");
  roller = find_roller ();
  g_assert_nonnull (roller);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (roller))
                 == chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog)));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (roller)));
  view = find_roller_view (GTK_WIDGET (roller));
  g_assert_nonnull (view);
  return view;
}

/* The die draws the number; the dialog then starts from it, and says
 * how it was drawn. */
static void
test_roll_the_die (Fixture       *fixture,
                   gconstpointer  data)
{
  static const guint faces[] = { 1, 1, 1, 1, 1 };
  ChessRollerView *view;

  open_dialog (fixture);
  view = open_roller (fixture);
  /* Random's exclusion holds for the die too. */
  g_assert_true (chess_exclusions_contains (chess_roller_view_get_exclusions (view), CHESS_STANDARD_POSITION));
  g_assert_cmpint (chess_exclusions_get_variant (chess_roller_view_get_exclusions (view)), ==, CHESS_VARIANT_CHESS960);

  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (view), CHESS_TYPE_ROLLER_VIEW,
                                                                              "mode_stack")),
                                    "physical");
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "roller.tap", "u", faces[i]));
  chess_roller_view_finish_animations (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_roller ()), "dialog.use", NULL));
  g_assert_null (find_roller ());

  g_assert_true (gtk_check_button_get_active (child (fixture, "number_check")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (child (fixture, "number_spin")), ==, 0);
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 0 · BBQNNRKR");
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==, "Drawn with the die");

  /* Another number is no longer the one the die drew. */
  gtk_spin_button_set_value (child (fixture, "number_spin"), 1);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==, "A Chess960 start position");
  gtk_spin_button_set_value (child (fixture, "number_spin"), 0);
  click (fixture, "start_button");
  g_assert_cmpuint (fixture->n_starts, ==, 1);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 0);
}

/* The roller follows the variant and the preference; closing it changes
 * nothing; Standard chess has nothing to roll for. */
static void
test_roll_follows_choices (Fixture       *fixture,
                           gconstpointer  data)
{
  ChessRollerView *view;
  ChessExclusions *exclusions;

  g_settings_set_boolean (fixture->settings, "exclude-standard-position", FALSE);
  open_dialog (fixture);
  adw_combo_row_set_selected (child (fixture, "variant_row"), 1);
  view = open_roller (fixture);
  exclusions = chess_roller_view_get_exclusions (view);
  g_assert_cmpint (chess_exclusions_get_variant (exclusions), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 0);

  gtk_window_close (GTK_WINDOW (find_roller ()));
  g_assert_null (find_roller ());
  g_assert_true (gtk_check_button_get_active (child (fixture, "random_check")));

  adw_combo_row_set_selected (child (fixture, "variant_row"), 2);
  g_assert_false (gtk_widget_is_sensitive (child (fixture, "roll_row")));
}

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
  ADD ("preview-draws-pieces", test_preview_draws_pieces);
  ADD ("window-new-game", test_window_new_game);
  ADD ("narrow-window", test_narrow_window);
  ADD ("roll-the-die", test_roll_the_die);
  ADD ("roll-follows-choices", test_roll_follows_choices);

#undef ADD

  return g_test_run ();
}
