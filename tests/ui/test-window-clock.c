/* test-window-clock.c: the main window's chess clocks, on a fake time
 * source: pressed by moves, paused, flag falls, the New Game dialog's
 * choice, and how they look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-clock"

#include "test-window-common.h"
#include "chess-clock-group.h"
#include "chess-new-game-dialog.h"
#include "chess-settings.h"
#include "chess-board-view.h"
#include "chess-clock-view.h"
#include "chess-window-private.h"

#define SECOND (G_GINT64_CONSTANT (1000000))

/* Microseconds, moved on by the tests. */
static gint64 fake_time;

static gint64
fake_now (gpointer user_data)
{
  return fake_time;
}

/* A clock on the fake time source, set on the window's game. */
static ChessClock *
set_fake_clock (Fixture    *fixture,
                const char *control)
{
  g_autoptr(ChessTimeControl) time_control = chess_time_control_parse (control, NULL);
  g_autoptr(ChessClock) clock = NULL;

  g_assert_nonnull (time_control);
  clock = chess_clock_new (time_control);
  chess_clock_set_time_func (clock, fake_now, NULL, NULL);
  chess_match_set_clock (chess_window_get_match (fixture->window), clock);
  g_assert_true (chess_window_get_clock (fixture->window) == clock);
  return clock;
}

static ChessClockView *
clock_view (Fixture    *fixture,
            ChessColor  color)
{
  ChessClockView *top = child (fixture, "top_clock");

  return chess_clock_view_get_color (top) == color ? top : child (fixture, "bottom_clock");
}

typedef struct {
  ChessClockView *view;
  const char     *text;
} ViewText;

static gboolean
view_shows (gpointer data)
{
  ViewText *wanted = data;

  return g_strcmp0 (chess_clock_view_get_time_text (wanted->view), wanted->text) == 0;
}

/* The view's own tick picks up the time: no one tells it. */
static void
assert_view_time (Fixture    *fixture,
                  ChessColor  color,
                  const char *text)
{
  ViewText wanted = { clock_view (fixture, color), text };

  if (!chess_test_ui_wait_for (view_shows, &wanted))
    g_error ("%s’s clock shows %s, not %s", color == CHESS_COLOR_WHITE ? "White" : "Black",
             chess_clock_view_get_time_text (wanted.view), text);
}

static void
test_no_clock (Fixture       *fixture,
               gconstpointer  data)
{
  g_assert_null (chess_window_get_clock (fixture->window));
  g_assert_false (gtk_widget_get_visible (child (fixture, "top_clock_box")));
  g_assert_false (gtk_widget_get_visible (child (fixture, "bottom_clock_box")));
  g_assert_false (gtk_widget_get_visible (child (fixture, "pause_clock_button")));
  g_assert_false (action_enabled (fixture, "win.pause-clock"));
  g_assert_false (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_space, GDK_CONTROL_MASK));
  /* Moves go on as ever. */
  enter_moves (fixture, "e4 e5");
}

static void
test_press (Fixture       *fixture,
            gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "5+3");

  g_assert_true (gtk_widget_get_visible (child (fixture, "top_clock_box")));
  g_assert_true (gtk_widget_get_visible (child (fixture, "bottom_clock_box")));
  /* White plays up the board: Black's clock above it, White's below. */
  g_assert_cmpint (chess_clock_view_get_color (child (fixture, "top_clock")), ==, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_view_get_color (child (fixture, "bottom_clock")), ==, CHESS_COLOR_WHITE);
  assert_view_time (fixture, CHESS_COLOR_WHITE, "5:00");
  assert_view_time (fixture, CHESS_COLOR_BLACK, "5:00");
  /* Waiting for the first move: not running, and not "Paused" either. */
  g_assert_false (chess_clock_get_running (clock));
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_WHITE)), ==, "");

  enter_moves (fixture, "e4");
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  assert_view_time (fixture, CHESS_COLOR_WHITE, "5:03");

  fake_time += 10 * SECOND;
  assert_view_time (fixture, CHESS_COLOR_BLACK, "4:50");
  enter_moves (fixture, "e5");
  assert_view_time (fixture, CHESS_COLOR_BLACK, "4:53");
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  fake_time += 295 * SECOND;
  /* Tenths in the last ten seconds. */
  assert_view_time (fixture, CHESS_COLOR_WHITE, "0:08.0");

  /* The views follow the board round. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.flip", NULL);
  g_assert_cmpint (chess_clock_view_get_color (child (fixture, "top_clock")), ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_view_get_color (child (fixture, "bottom_clock")), ==, CHESS_COLOR_BLACK);
}

static void
test_pause (Fixture       *fixture,
            gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "3+2");
  GtkWidget *button = child (fixture, "pause_clock_button");

  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Start Clocks");
  enter_moves (fixture, "e4");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Pause Clocks");
  fake_time += 5 * SECOND;

  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_space, GDK_CONTROL_MASK));
  g_assert_false (chess_clock_get_running (clock));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Resume Clocks");
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_BLACK)), ==, "Paused");
  fake_time += 100 * SECOND;
  assert_view_time (fixture, CHESS_COLOR_BLACK, "2:55");

  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_Pause, 0));
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_BLACK)), ==, "");
  fake_time += 1 * SECOND;
  assert_view_time (fixture, CHESS_COLOR_BLACK, "2:54");

  /* The button does the same. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (chess_clock_get_running (clock));

  /* Pause means pause: no move until the clocks run again (issue 14). */
  g_assert_false (gtk_widget_is_sensitive (child (fixture, "move_entry")));
  g_assert_false (chess_board_view_get_interactive (child (fixture, "board_view")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (fixture, "status_label"))), ==,
                   "Clocks paused: resume them to move");
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (chess_clock_get_running (clock));
  enter_moves (fixture, "e5");
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  assert_view_time (fixture, CHESS_COLOR_BLACK, "2:56");
}

static void
test_flag_fall (Fixture       *fixture,
                gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "1+0");
  GtkLabel *status = child (fixture, "status_label");

  enter_moves (fixture, "e4");
  fake_time += 60 * SECOND;
  /* What the clock's own timer does when the time is up. */
  chess_clock_update (clock);

  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_TIMEOUT);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black ran out of time, White wins");
  assert_view_time (fixture, CHESS_COLOR_BLACK, "0:00.0");
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_BLACK)), ==, "Time is up");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (clock_view (fixture, CHESS_COLOR_BLACK)), "flagged"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (clock_view (fixture, CHESS_COLOR_WHITE)), "flagged"));
  g_assert_false (action_enabled (fixture, "win.pause-clock"));
  g_assert_false (gtk_widget_get_visible (child (fixture, "pause_clock_button")));
  g_assert_false (gtk_widget_get_sensitive (child (fixture, "move_entry")));

  /* Taking the flag back gives no time back: paused, Black to move, and
   * the flag falls again as soon as the clock runs. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  chess_clock_resume (clock);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_TIMEOUT);

  /* Taking back White's move too: White's turn, with White's time, which
   * runs; Black's is still gone, and falls with White's next move. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  g_assert_true (action_enabled (fixture, "win.pause-clock"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.pause-clock", NULL);
  g_assert_true (chess_clock_get_running (clock));
  fake_time += 1 * SECOND;
  assert_view_time (fixture, CHESS_COLOR_WHITE, "0:59");
  enter_moves (fixture, "d4");
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_TIMEOUT);
}

static void
test_flag_fall_draw (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessClock *clock;

  /* White flags, and Black's lone king cannot mate: a draw. */
  set_fen (fixture, CHESS_VARIANT_CHESS960, "8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
  clock = set_fake_clock (fixture, "1+0");
  /* Started by hand, before White's first move. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.pause-clock", NULL);
  g_assert_true (chess_clock_get_running (clock));
  fake_time += 60 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  g_assert_cmpstr (gtk_label_get_label (child (fixture, "status_label")), ==,
                   "Draw: time is up, but the opponent cannot checkmate");
}

static void
test_mate_stops_clock (Fixture       *fixture,
                       gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "1+5");

  enter_moves (fixture, "f3 e5 g4");
  fake_time += 2 * SECOND;
  enter_moves (fixture, "Qh4#");
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_CHECKMATE);
  g_assert_false (chess_clock_get_running (clock));
  /* The mating move used its time and earned no increment. */
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 63000);
  fake_time += 100 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 70000);
}

static void
test_undo (Fixture       *fixture,
           gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "2+1");

  enter_moves (fixture, "e4");
  fake_time += 7 * SECOND;
  enter_moves (fixture, "e5");
  fake_time += 4 * SECOND;
  /* Black's move taken back: Black's turn again, both times kept. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 117000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 114000);

  /* Replaying it presses the clock like a move. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 115000);
}

static void
test_game_replaced (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_parse ("15+10", NULL);
  g_autoptr(ChessGame) other = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);

  chess_match_set_time_control (chess_window_get_match (fixture->window), control);
  g_assert_nonnull (chess_window_get_clock (fixture->window));
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "TimeControl"), ==, "900+10");

  /* An opened or pasted game has no clock unless one is set for it. */
  chess_window_set_game (fixture->window, other);
  g_assert_null (chess_window_get_clock (fixture->window));
  g_assert_false (gtk_widget_get_visible (child (fixture, "top_clock_box")));
  g_assert_false (action_enabled (fixture, "win.pause-clock"));
  g_assert_null (chess_game_get_tag (other, "TimeControl"));
}

static gboolean
is_over (gpointer data)
{
  return chess_game_get_result (data) != CHESS_RESULT_NONE;
}

/* The clock's own timer, on real time: a flag falls with nobody
 * watching. */
static void
test_real_time_flag (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_new (50, 0);

  chess_match_set_time_control (chess_window_get_match (fixture->window), control);
  enter_moves (fixture, "e4");
  g_assert_true (chess_test_ui_wait_for (is_over, game (fixture)));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpstr (gtk_label_get_label (child (fixture, "status_label")), ==, "Black ran out of time, White wins");
}

static void
test_session (Fixture       *fixture,
              gconstpointer  data)
{
  ChessClock *clock = set_fake_clock (fixture, "10+5");
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(GKeyFile) bad = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  ChessWindow *restored;
  ChessClock *restored_clock;

  enter_moves (fixture, "e4");
  fake_time += 12 * SECOND;
  key_file = chess_match_save (chess_window_get_match (fixture->window));
  g_assert_true (g_key_file_has_group (key_file, "Clock"));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 588000);

  restored = g_object_new (CHESS_TYPE_WINDOW, NULL);
  g_assert_true (chess_match_load (chess_window_get_match (restored), key_file, &error));
  g_assert_no_error (error);
  restored_clock = chess_window_get_clock (restored);
  g_assert_nonnull (restored_clock);
  /* Paused until the players are back. */
  g_assert_false (chess_clock_get_running (restored_clock));
  g_assert_true (chess_clock_get_started (restored_clock));
  g_assert_cmpint (chess_clock_get_active_color (restored_clock), ==, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (restored_clock, CHESS_COLOR_WHITE), ==, 605000);
  g_assert_cmpint (chess_clock_get_remaining (restored_clock, CHESS_COLOR_BLACK), ==, 588000);

  /* A file without the group: no clock. A wrong group: refused. */
  g_key_file_remove_group (key_file, "Clock", NULL);
  g_assert_true (chess_match_load (chess_window_get_match (restored), key_file, &error));
  g_assert_null (chess_window_get_clock (restored));
  g_key_file_set_string (key_file, "Clock", "TimeControl", "soon");
  g_assert_false (chess_match_load (chess_window_get_match (restored), key_file, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  gtk_window_destroy (GTK_WINDOW (restored));
}

static ChessNewGameDialog *
find_new_game_dialog (void)
{
  return (ChessNewGameDialog *) chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG);
}

static gboolean
has_new_game_dialog (gpointer data)
{
  return find_new_game_dialog () != NULL;
}

static ChessClockGroup *
open_new_game_dialog (Fixture *fixture)
{
  ChessNewGameDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL);
  g_assert_true (chess_test_ui_wait_for (has_new_game_dialog, NULL));
  dialog = find_new_game_dialog ();
  return CHESS_CLOCK_GROUP (chess_test_ui_find_descendant (GTK_WIDGET (dialog), CHESS_TYPE_CLOCK_GROUP));
}

static void
start_new_game (void)
{
  gtk_widget_activate_action (GTK_WIDGET (find_new_game_dialog ()), "dialog.start", NULL);
  WAIT_UNTIL (find_new_game_dialog () == NULL);
  chess_test_ui_wait_idle ();
}

static void
test_dialog (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  g_autoptr(ChessTimeControl) preset = chess_time_control_parse ("5+3", NULL);
  g_autoptr(ChessTimeControl) custom = chess_time_control_parse ("7+2", NULL);
  g_autoptr(ChessTimeControl) chosen = NULL;
  g_autofree char *saved = NULL;
  ChessClockGroup *group;
  ChessClock *clock;

  g_settings_reset (settings, "new-game-time-control");
  g_settings_reset (settings, "new-game-custom-time-control");

  /* No clock by default, and none after Start. */
  group = open_new_game_dialog (fixture);
  g_assert_null (chess_clock_group_get_time_control (group));
  start_new_game ();
  g_assert_null (chess_window_get_clock (fixture->window));

  group = open_new_game_dialog (fixture);
  chess_clock_group_set_time_control (group, preset);
  start_new_game ();
  clock = chess_window_get_clock (fixture->window);
  g_assert_nonnull (clock);
  g_assert_true (chess_time_control_equal (chess_clock_get_time_control (clock), preset));
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "TimeControl"), ==, "300+3");
  g_assert_true (gtk_widget_get_visible (child (fixture, "top_clock_box")));
  saved = g_settings_get_string (settings, "new-game-time-control");
  g_assert_cmpstr (saved, ==, "5+3");

  /* Remembered; Custom keeps its values apart. */
  group = open_new_game_dialog (fixture);
  chosen = chess_clock_group_get_time_control (group);
  g_assert_true (chess_time_control_equal (chosen, preset));
  chess_clock_group_set_time_control (group, custom);
  start_new_game ();
  g_assert_true (chess_time_control_equal (chess_clock_get_time_control (chess_window_get_clock (fixture->window)),
                                           custom));
  g_clear_pointer (&saved, g_free);
  saved = g_settings_get_string (settings, "new-game-custom-time-control");
  g_assert_cmpstr (saved, ==, "7+2");

  group = open_new_game_dialog (fixture);
  g_clear_pointer (&chosen, chess_time_control_free);
  chosen = chess_clock_group_get_time_control (group);
  g_assert_true (chess_time_control_equal (chosen, custom));
  gtk_widget_activate_action (GTK_WIDGET (find_new_game_dialog ()), "dialog.cancel", NULL);
  WAIT_UNTIL (find_new_game_dialog () == NULL);

  g_settings_reset (settings, "new-game-time-control");
  g_settings_reset (settings, "new-game-custom-time-control");
}

/* A pixel of WIDGET's background, inside its rounded corner, as bytes
 * in memory order. */
static guint32
background_pixel (GtkWidget *widget)
{
  g_autoptr(GdkTexture) texture = chess_test_ui_render (widget);
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *data = g_malloc (stride * (gsize) height);
  guint32 pixel;

  gdk_texture_download (texture, data, stride);
  memcpy (&pixel, data + (gsize) (height / 2) * stride + 6 * 4, 4);
  return pixel;
}

/* Whether two pixels differ by more than a trace. */
static gboolean
pixels_differ (guint32 a,
               guint32 b)
{
  int diff = 0;

  for (int shift = 0; shift < 32; shift += 8)
    diff += ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff));
  return diff > 60;
}

static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  static const struct {
    const char *name;
    int width, height;
    AdwColorScheme scheme;
  } shots[] = {
    { "light-1280x900", 1280, 900, ADW_COLOR_SCHEME_FORCE_LIGHT },
    { "dark-1280x900", 1280, 900, ADW_COLOR_SCHEME_FORCE_DARK },
    { "light-800x600", 800, 600, ADW_COLOR_SCHEME_FORCE_LIGHT },
    { "dark-800x600", 800, 600, ADW_COLOR_SCHEME_FORCE_DARK },
    { "light-520x880", 520, 880, ADW_COLOR_SCHEME_FORCE_LIGHT },
  };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autoptr(GSettings) settings = chess_settings_new ();

  /* The pieces where they end, not on their way. */
  g_settings_set_string (settings, "animation-speed", "off");
  set_fake_clock (fixture, "5+3");
  enter_moves (fixture, "e4 e5 Nf3");
  fake_time += 290 * SECOND;
  assert_view_time (fixture, CHESS_COLOR_BLACK, "0:13");

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *name = g_strdup_printf ("window-clock-%s", shots[i].name);
      g_autoptr(GdkTexture) shot = NULL;
      guint32 running, waiting;

      adw_style_manager_set_color_scheme (style_manager, shots[i].scheme);
      gtk_window_set_default_size (GTK_WINDOW (fixture->window), shots[i].width, shots[i].height);
      chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
      chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
      shot = chess_test_ui_render (GTK_WIDGET (fixture->window));
      chess_test_ui_save_screenshot (shot, name);

      /* The running clock stands out from the waiting one. */
      running = background_pixel (GTK_WIDGET (clock_view (fixture, CHESS_COLOR_BLACK)));
      waiting = background_pixel (GTK_WIDGET (clock_view (fixture, CHESS_COLOR_WHITE)));
      if (!pixels_differ (running, waiting))
        g_error ("%s: the running clock looks like the waiting one", shots[i].name);
    }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (settings, "animation-speed");
}

static gboolean
is_narrow (gpointer data)
{
  Fixture *fixture = data;

  return chess_panel_layout_get_narrow (child (fixture, "board_layout"))
         && !gtk_widget_get_visible (child (fixture, "bottom_clock_box"));
}

static gboolean
is_wide (gpointer data)
{
  Fixture *fixture = data;

  return !chess_panel_layout_get_narrow (child (fixture, "board_layout"))
         && gtk_widget_get_visible (child (fixture, "bottom_clock_box"));
}

static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWidget *top_box = child (fixture, "top_clock_box");

  set_fake_clock (fixture, "5+3");
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 520, 880);
  /* Below the board, side by side, White first. */
  g_assert_true (chess_test_ui_wait_for (is_narrow, fixture));
  g_assert_true (gtk_widget_get_first_child (top_box) == GTK_WIDGET (clock_view (fixture, CHESS_COLOR_WHITE)));
  g_assert_true (gtk_widget_get_last_child (top_box) == GTK_WIDGET (clock_view (fixture, CHESS_COLOR_BLACK)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.flip", NULL);
  g_assert_true (gtk_widget_get_first_child (top_box) == GTK_WIDGET (clock_view (fixture, CHESS_COLOR_WHITE)));
  g_assert_true (chess_clock_view_get_compact (clock_view (fixture, CHESS_COLOR_WHITE)));

  /* And back beside it. */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1200, 800);
  g_assert_true (chess_test_ui_wait_for (is_wide, fixture));
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (child (fixture, "bottom_clock"))) == child (fixture, "bottom_clock_box"));
  g_assert_false (chess_clock_view_get_compact (clock_view (fixture, CHESS_COLOR_WHITE)));
}

static void
test_format_time (void)
{
  static const struct {
    gint64      ms;
    const char *text;
  } cases[] = {
    { 300000, "5:00" }, { 299999, "4:59" }, { 10000, "0:10" }, { 9999, "0:09.9" },
    { 100, "0:00.1" }, { 99, "0:00.0" }, { 0, "0:00.0" }, { 3600000, "1:00:00" },
    { 5430000, "1:30:30" }, { 3599999, "59:59" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = chess_clock_view_format_time (cases[i].ms);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* A draw agreed stops the clocks: they say nothing, not “Paused”. */
static void
test_draw_agreed_not_paused (Fixture       *fixture,
                             gconstpointer  data)
{
  set_fake_clock (fixture, "3+2");
  enter_moves (fixture, "e4 e5");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.accept-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_WHITE)), ==, "");
  g_assert_cmpstr (chess_clock_view_get_status_text (clock_view (fixture, CHESS_COLOR_BLACK)), ==, "");
}

int
main (int    argc,
      char **argv)
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-clock/format-time", test_format_time);
  g_test_add ("/window-clock/no-clock", Fixture, NULL, fixture_set_up, test_no_clock, fixture_tear_down);
  g_test_add ("/window-clock/press", Fixture, NULL, fixture_set_up, test_press, fixture_tear_down);
  g_test_add ("/window-clock/pause", Fixture, NULL, fixture_set_up, test_pause, fixture_tear_down);
  g_test_add ("/window-clock/flag-fall", Fixture, NULL, fixture_set_up, test_flag_fall, fixture_tear_down);
  g_test_add ("/window-clock/flag-fall-draw", Fixture, NULL, fixture_set_up, test_flag_fall_draw, fixture_tear_down);
  g_test_add ("/window-clock/mate-stops-clock", Fixture, NULL, fixture_set_up, test_mate_stops_clock, fixture_tear_down);
  g_test_add ("/window-clock/draw-agreed-not-paused", Fixture, NULL, fixture_set_up, test_draw_agreed_not_paused, fixture_tear_down);
  g_test_add ("/window-clock/undo", Fixture, NULL, fixture_set_up, test_undo, fixture_tear_down);
  g_test_add ("/window-clock/game-replaced", Fixture, NULL, fixture_set_up, test_game_replaced, fixture_tear_down);
  g_test_add ("/window-clock/real-time-flag", Fixture, NULL, fixture_set_up, test_real_time_flag, fixture_tear_down);
  g_test_add ("/window-clock/session", Fixture, NULL, fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/window-clock/dialog", Fixture, NULL, fixture_set_up, test_dialog, fixture_tear_down);
  g_test_add ("/window-clock/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  g_test_add ("/window-clock/screenshots", Fixture, NULL, fixture_set_up, test_screenshots, fixture_tear_down);

  return g_test_run ();
}
