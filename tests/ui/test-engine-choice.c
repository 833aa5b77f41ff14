/* test-engine-choice.c: choosing to play the computer in the New Game
 * dialog, and the engine in Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-engine-choice"

#include "chess-compat.h"
#include "chess-engine.h"
#include "chess-engine-group.h"
#include "chess-engine-setup.h"
#include "chess-new-game-dialog.h"
#include "chess-opponent-group.h"
#include "chess-preferences-pages.h"
#include "chess-startpos.h"
#include "test-engine-common.h"

/* The New Game dialog, as the window opens it. */
static ChessNewGameDialog *
open_new_game_dialog (Fixture *fixture)
{
  GtkWidget *dialog;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL);
  dialog = chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  return CHESS_NEW_GAME_DIALOG (dialog);
}

static gboolean
has_new_game_dialog (void)
{
  return chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG) != NULL;
}

/* Presses Start or Cancel, and waits until the dialog has gone and what
 * it set off has run. */
static void
close_new_game_dialog (ChessNewGameDialog *dialog,
                       const char         *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL));
  WAIT_UNTIL (!has_new_game_dialog ());
  chess_test_ui_wait_idle ();
}

static gpointer
group_child (ChessOpponentGroup *group,
             const char         *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (group), CHESS_TYPE_OPPONENT_GROUP, name);

  g_assert_nonnull (object);
  return object;
}

static ChessOpponentGroup *
opponent_group (ChessNewGameDialog *dialog)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG,
                                                   "opponent_group");

  g_assert_nonnull (object);
  return CHESS_OPPONENT_GROUP (object);
}

static gboolean
start_enabled (ChessNewGameDialog *dialog)
{
  GObject *button = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG,
                                                   "start_button");

  return gtk_widget_is_sensitive (GTK_WIDGET (button));
}

/* The dialog's choices reach the window: level, colour, the user's side
 * at the bottom, and the computer opening as White. They are remembered. */
static void
test_dialog_starts_computer (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  ChessNewGameDialog *dialog;
  ChessOpponentGroup *group;
  guint level = 0;
  ChessColor color = CHESS_COLOR_WHITE;
  g_autoptr(GdkTexture) shot = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *player_color = NULL;

  fake_set ("mode", "think");
  fake_set ("think-ms", "1500");
  fake_set ("moves", "e2e4");
  dialog = open_new_game_dialog (fixture);
  group = opponent_group (dialog);
  g_assert_false (chess_opponent_group_get_computer (group));
  g_assert_false (gtk_widget_get_visible (group_child (group, "message_row")));
  gtk_widget_activate (group_child (group, "computer_row"));
  g_assert_true (chess_opponent_group_get_computer (group));
  chess_opponent_group_set_level (group, 6);
  g_signal_emit_by_name (group_child (group, "black_button"), "clicked");
  g_assert_cmpint (chess_opponent_group_get_player_color (group), ==, CHESS_PLAYER_COLOR_BLACK);
  shot = chess_test_ui_render_content (GTK_WIDGET (dialog));
  chess_test_ui_save_screenshot (shot, "new-game-dialog-computer");
  g_clear_object (&shot);
  close_new_game_dialog (dialog, "dialog.start");

  g_assert_true (chess_window_get_computer_opponent (fixture->window, &level, &color));
  g_assert_cmpuint (level, ==, 6);
  g_assert_cmpint (color, ==, CHESS_COLOR_BLACK);
  g_assert_true (chess_board_view_get_flipped (board (fixture)));
  g_assert_cmpstr (status (fixture), ==, "Computer is thinking…");
  shot = chess_test_ui_render (GTK_WIDGET (fixture->window));
  chess_test_ui_save_screenshot (shot, "window-engine-thinking");
  wait_for_moves (fixture, 1);

  opponent = g_settings_get_string (settings, "new-game-opponent");
  player_color = g_settings_get_string (settings, "new-game-player-color");
  g_assert_cmpstr (opponent, ==, "computer");
  g_assert_cmpuint (g_settings_get_uint (settings, "new-game-engine-level"), ==, 6);
  g_assert_cmpstr (player_color, ==, "black");

  /* The next dialog offers the same. */
  dialog = open_new_game_dialog (fixture);
  group = opponent_group (dialog);
  g_assert_true (chess_opponent_group_get_computer (group));
  g_assert_cmpuint (chess_opponent_group_get_level (group), ==, 6);
  g_assert_cmpint (chess_opponent_group_get_player_color (group), ==, CHESS_PLAYER_COLOR_BLACK);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.cancel", NULL);
}

/* No engine: the dialog says how to get one, the computer cannot be
 * chosen, and two players still start. */
static void
test_dialog_no_engine (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  ChessNewGameDialog *dialog;
  ChessOpponentGroup *group;
  AdwPreferencesRow *message;
  g_autoptr(ChessGame) before = g_object_ref (game (fixture));

  g_settings_set_string (settings, "engine-path", "/nonexistent/engine");
  g_settings_set_string (settings, "new-game-opponent", "computer");
  dialog = open_new_game_dialog (fixture);
  group = opponent_group (dialog);
  message = group_child (group, "message_row");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (message), "/nonexistent/engine"));
  g_assert_false (gtk_widget_get_sensitive (group_child (group, "computer_row")));
  g_assert_false (chess_opponent_group_get_computer (group));
  g_assert_true (start_enabled (dialog));

  close_new_game_dialog (dialog, "dialog.start");
  g_assert_true (game (fixture) != before);
  g_assert_false (chess_window_get_computer_opponent (fixture->window, NULL, NULL));
  enter_moves (fixture, "e4 e5");
}

/* A Chess960x3 start with two castling rooks on one side of the king. */
static guint
unplayable_start (void)
{
  for (guint number = 0; number < CHESS960X3_N_POSITIONS; number++)
    {
      g_autoptr(ChessPosition) start = chess_position_new_start (CHESS_VARIANT_CHESS960X3, number, NULL);

      if (!chess_engine_can_play_from (start, NULL))
        return number;
    }
  g_assert_not_reached ();
}

/* The computer cannot play such a start: the dialog says so before the
 * game, and Start waits for another start or opponent. A random start
 * for the computer is always one it can play. */
static void
test_dialog_unsupported_start (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  guint number = unplayable_start ();
  ChessNewGameDialog *dialog;
  ChessOpponentGroup *group;
  AdwPreferencesRow *message;
  g_autoptr(ChessGame) before = g_object_ref (game (fixture));
  g_autoptr(GdkTexture) shot = NULL;

  g_settings_set_string (settings, "new-game-variant", "chess960x3");
  g_settings_set_string (settings, "new-game-start-position", "number");
  g_settings_set_uint (settings, "new-game-position-number", number);
  g_settings_set_string (settings, "new-game-opponent", "computer");
  dialog = open_new_game_dialog (fixture);
  group = opponent_group (dialog);
  message = group_child (group, "message_row");
  g_assert_true (chess_opponent_group_get_computer (group));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (message), "two castling rooks"));
  g_assert_false (start_enabled (dialog));
  shot = chess_test_ui_render_content (GTK_WIDGET (dialog));
  chess_test_ui_save_screenshot (shot, "new-game-dialog-unsupported");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  chess_test_ui_settle (GTK_WIDGET (dialog), 2);
  g_assert_true (has_new_game_dialog ());
  g_assert_true (game (fixture) == before);

  /* Another player can play it. */
  gtk_widget_activate (group_child (group, "player_check"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_assert_true (start_enabled (dialog));
  gtk_widget_activate (group_child (group, "computer_check"));
  g_assert_false (start_enabled (dialog));
  close_new_game_dialog (dialog, "dialog.cancel");

  /* Random starts for the computer: only playable ones. */
  fake_set ("mode", "think");
  g_settings_set_string (settings, "new-game-start-position", "random");
  g_settings_set_string (settings, "new-game-player-color", "white");
  for (guint i = 0; i < 8; i++)
    {
      dialog = open_new_game_dialog (fixture);
      g_assert_true (start_enabled (dialog));
      close_new_game_dialog (dialog, "dialog.start");
      g_assert_true (chess_window_get_computer_opponent (fixture->window, NULL, NULL));
      g_assert_cmpint (chess_game_get_variant (game (fixture)), ==, CHESS_VARIANT_CHESS960X3);
      g_assert_true (chess_engine_can_play_from (chess_game_get_start_position (game (fixture)), NULL));
    }
}

/* The share of TEXTURE's pixels whose luminance (0 to 1) is at least
 * FROM, and the mean luminance in *MEAN. */
static double
luminance_share (GdkTexture *texture,
                 double      from,
                 double     *mean)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);
  double sum = 0;
  guint64 n_light = 0;

  /* GDK_MEMORY_DEFAULT: B, G, R, A, premultiplied; the dialog is opaque. */
  gdk_texture_download (texture, pixels, stride);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guchar *p = pixels + y * stride + x * 4;
        double luminance = (0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2]) / 255.0;

        sum += luminance;
        if (luminance >= from)
          n_light++;
      }
  if (mean != NULL)
    *mean = sum / ((double) width * height);
  return (double) n_light / ((double) width * height);
}

static double
mean_luminance (GdkTexture *texture)
{
  double mean;

  luminance_share (texture, 1.0, &mean);
  return mean;
}

static void
assert_dark_with_light_text (GdkTexture *texture)
{
  double mean;
  double light = luminance_share (texture, 0.75, &mean);

  g_test_message ("mean luminance %.3f, %.2f%% light pixels", mean, 100 * light);
  g_assert_cmpfloat (mean, <, 0.3);
  g_assert_cmpfloat (light, >, 0.005);
}

/* The dialog in the dark style. */
static void
test_dialog_dark (Fixture       *fixture,
                  gconstpointer  data)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  ChessNewGameDialog *dialog;
  g_autoptr(GdkTexture) shot = NULL;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  dialog = open_new_game_dialog (fixture);
  chess_opponent_group_set_computer (opponent_group (dialog), TRUE);
  shot = chess_test_ui_render_content (GTK_WIDGET (dialog));
  chess_test_ui_save_screenshot (shot, "new-game-dialog-computer-dark");
  /* Dark: a dark background with light text on it, not a light dialog. */
  g_assert_true (adw_style_manager_get_dark (style));
  assert_dark_with_light_text (shot);
  close_new_game_dialog (dialog, "dialog.cancel");

  /* The same dialog in the light style fails those checks. */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  dialog = open_new_game_dialog (fixture);
  chess_opponent_group_set_computer (opponent_group (dialog), TRUE);
  g_clear_object (&shot);
  shot = chess_test_ui_render_content (GTK_WIDGET (dialog));
  g_assert_cmpfloat (mean_luminance (shot), >, 0.6);
  close_new_game_dialog (dialog, "dialog.cancel");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static gpointer
engine_group_child (ChessEngineGroup *group,
                    const char       *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (group), CHESS_TYPE_ENGINE_GROUP, name);

  g_assert_nonnull (object);
  return object;
}

/* Whether the row shows a warning sign. */
static gboolean
has_warning (GtkWidget *widget)
{
  if (GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget)
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "dialog-warning-symbolic") == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_warning (child))
      return TRUE;
  return FALSE;
}

typedef struct {
  AdwActionRow *row;
  const char   *title;
  const char   *subtitle;
} RowWait;

static gboolean
row_shows (gpointer data)
{
  RowWait *wait = data;

  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (wait->row)), wait->title) == 0
         && g_strcmp0 (adw_action_row_get_subtitle (wait->row), wait->subtitle) == 0;
}

/* Preferences show the chosen engine by the name it gives, or what is
 * wrong with it, and go back to Stockfish. */
static void
test_preferences (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  ChessPreferencesPages *preferences = chess_preferences_pages_new (GTK_WINDOW (fixture->window));
  GtkWidget *dialog = chess_preferences_pages_get_dialog (preferences);
  GtkWindow *window;
  ChessEngineGroup *group;
  AdwActionRow *row;
  RowWait wait;
  g_autoptr(GdkTexture) shot = NULL;
  g_autofree char *stockfish = chess_engine_find_default ();
  g_autofree char *path = NULL;

  chess_preferences_pages_present (preferences);
  /* Its own window (libadwaita 1.2) or the one it is attached to, tall
   * enough to show the engine's group. */
  window = chess_ui_dialog_get_window (dialog);
  gtk_window_set_default_size (window, 560, 980);
  g_assert_true (chess_test_ui_wait_for (is_mapped, dialog));
  group = CHESS_ENGINE_GROUP (chess_test_ui_find_descendant (dialog, CHESS_TYPE_ENGINE_GROUP));
  g_assert_nonnull (group);
  row = engine_group_child (group, "engine_row");
  g_assert_cmpstr (chess_engine_group_get_engine_path (group), ==, fake.path);

  /* Started once, to be named. */
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Checking the engine…");
  wait = (RowWait) { row, "Fake Engine 1.0", fake.path };
  g_assert_true (chess_test_ui_wait_for (row_shows, &wait));
  g_assert_false (has_warning (GTK_WIDGET (row)));
  g_assert_true (gtk_widget_get_visible (engine_group_child (group, "reset_button")));
  shot = chess_test_ui_render_dialog (dialog);
  chess_test_ui_save_screenshot (shot, "preferences-engine");

  /* An engine without Chess960: said at once, not in the middle of a game. */
  fake_set ("mode", "no960");
  g_settings_set_string (settings, "engine-path", "");
  g_settings_set_string (settings, "engine-path", fake.path);
  wait = (RowWait) { row, "engine", "This program is not a UCI engine that plays Chess960" };
  g_assert_true (chess_test_ui_wait_for (row_shows, &wait));
  g_assert_true (has_warning (GTK_WIDGET (row)));
  g_clear_object (&shot);
  shot = chess_test_ui_render_dialog (dialog);
  chess_test_ui_save_screenshot (shot, "preferences-engine-not-uci");

  g_settings_set_string (settings, "engine-path", "/nonexistent/engine");
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Cannot be run: /nonexistent/engine");
  g_assert_true (has_warning (GTK_WIDGET (row)));

  /* Back to the default. */
  gtk_widget_activate_action (GTK_WIDGET (group), "engine.reset", NULL);
  path = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (path, ==, "");
  g_assert_false (gtk_widget_get_visible (engine_group_child (group, "reset_button")));
  if (stockfish != NULL)
    {
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Stockfish (default)");
      g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, stockfish);
    }
  else
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "No chess engine installed");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  g_clear_object (&shot);
  shot = chess_test_ui_render_dialog (dialog);
  chess_test_ui_save_screenshot (shot, "preferences-engine-default-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  chess_preferences_pages_close (preferences);
}

/* A missing Stockfish is worded for where the app runs: the Flatpak
 * bundles it (reinstall the app; no apt in there), a distribution
 * packages it. */
static void
test_missing_advice (void)
{
  for (guint full = 0; full <= 1; full++)
    {
      const char *flatpak = chess_ui_engine_missing_advice (TRUE, full);
      const char *system = chess_ui_engine_missing_advice (FALSE, full);

      g_test_message ("Flatpak: %s\nelsewhere: %s", flatpak, system);
      g_assert_nonnull (strstr (flatpak, "einstall Chess960"));
      g_assert_null (strstr (flatpak, "apt"));
      g_assert_null (strstr (flatpak, "package"));
      g_assert_nonnull (strstr (system, "package manager"));
      g_assert_null (strstr (system, "einstall"));
      g_assert_null (strstr (system, "sudo"));
      /* Either way the other way out is named. */
      g_assert_nonnull (strstr (flatpak, "UCI engine"));
      g_assert_nonnull (strstr (system, "UCI engine"));
    }
  /* The full message names Preferences, where that choice is made. */
  g_assert_nonnull (strstr (chess_ui_engine_missing_advice (TRUE, TRUE), "Preferences"));
  g_assert_nonnull (strstr (chess_ui_engine_missing_advice (FALSE, TRUE), "Preferences"));
  g_assert_true (chess_ui_runs_in_flatpak () == g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS));
}

#define ADD_ENGINE_TEST(path, func) \
  g_test_add ("/engine-choice/" path, Fixture, NULL, engine_set_up, func, engine_tear_down)

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/engine-choice/missing-advice", test_missing_advice);
  ADD_ENGINE_TEST ("dialog/starts-computer", test_dialog_starts_computer);
  ADD_ENGINE_TEST ("dialog/no-engine", test_dialog_no_engine);
  ADD_ENGINE_TEST ("dialog/unsupported-start", test_dialog_unsupported_start);
  ADD_ENGINE_TEST ("dialog/dark", test_dialog_dark);
  ADD_ENGINE_TEST ("preferences", test_preferences);

  return g_test_run ();
}
