/* test-clock.c: ChessClock, on a fake time source
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-clock.h"
#include "chess-game.h"

#define SECOND (G_GINT64_CONSTANT (1000000))
#define MS     (G_GINT64_CONSTANT (1000))

/* Microseconds, moved on by the tests alone: no test waits for time
 * except test_real_deadline. */
typedef struct {
  gint64 now;
} FakeTime;

static gint64
fake_now (gpointer user_data)
{
  return ((FakeTime *) user_data)->now;
}

typedef struct {
  guint      n_flags;
  ChessColor color;
} FlagCount;

static void
on_flag_fall (ChessClock *clock,
              ChessColor  color,
              FlagCount  *count)
{
  g_assert_false (chess_clock_get_running (clock));
  count->n_flags++;
  count->color = color;
}

static ChessClock *
fake_clock (const char *control,
            FakeTime   *time,
            FlagCount  *count)
{
  g_autoptr(ChessTimeControl) time_control = chess_time_control_parse (control, NULL);
  ChessClock *clock;

  g_assert_nonnull (time_control);
  clock = chess_clock_new (time_control);
  chess_clock_set_time_func (clock, fake_now, time, NULL);
  if (count != NULL)
    g_signal_connect (clock, "flag-fall", G_CALLBACK (on_flag_fall), count);
  return clock;
}

static void
test_new_clock (void)
{
  FakeTime time = { 1000 * SECOND };
  g_autoptr(ChessClock) clock = fake_clock ("5+3", &time, NULL);

  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 300000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 300000);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_false (chess_clock_get_started (clock));
  g_assert_false (chess_clock_get_flagged (clock));

  /* Paused until the first move: White may think before it. */
  time.now += 60 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 300000);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_true (chess_clock_get_started (clock));
  chess_clock_pause (clock);
  g_assert_true (chess_clock_get_started (clock));
}

static void
test_press_increment (void)
{
  FakeTime time = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("5+3", &time, NULL);

  /* White's first move: the increment, then Black's time runs. */
  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 303000);

  time.now += 10 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 290000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 303000);
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 293000);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);

  time.now += 2500 * MS;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 300500);
  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 303500);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 293000);

  /* Half a millisecond used shows as still there: zero means gone. */
  time.now += 500;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 293000);
  time.now += 500;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 292999);
}

static void
test_pause_resume (void)
{
  FakeTime time = { 0 };
  FlagCount count = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("1+0", &time, &count);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  time.now += 5 * SECOND;
  chess_clock_pause (clock);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);

  /* Long past Black's minute: a paused clock counts nothing. */
  time.now += 100 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 55000);
  g_assert_cmpuint (count.n_flags, ==, 0);

  chess_clock_resume (clock);
  g_assert_true (chess_clock_get_running (clock));
  time.now += 1 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 54000);

  /* A move while paused starts the clock, as pressing a real one does. */
  chess_clock_pause (clock);
  time.now += 30 * SECOND;
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 54000);
  time.now += 1 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 59000);
}

static void
test_paused_press_no_increment (void)
{
  FakeTime time = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("5+3", &time, NULL);

  /* The first move starts the clock, and earns the increment. */
  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 303000);
  time.now += 2 * SECOND;
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 301000);

  /* A move made while paused: no increment, and the time thought while
   * paused costs nothing either. */
  chess_clock_pause (clock);
  time.now += 60 * SECOND;
  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 303000);
  g_assert_true (chess_clock_get_running (clock));

  /* Running again: the next move earns it. */
  time.now += 1 * SECOND;
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 303000);
}

static void
test_flag_at_zero (void)
{
  FakeTime time = { 0 };
  FlagCount count = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("1+0", &time, &count);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  time.now += 60 * SECOND - 1;
  chess_clock_update (clock);
  g_assert_cmpuint (count.n_flags, ==, 0);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_false (chess_clock_get_flagged (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 1);

  /* Exactly at zero, not a microsecond later. */
  time.now += 1;
  chess_clock_update (clock);
  g_assert_cmpuint (count.n_flags, ==, 1);
  g_assert_cmpint (count.color, ==, CHESS_COLOR_BLACK);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_true (chess_clock_get_flagged (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 0);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 60000);

  /* It falls once; the clock stays stopped. */
  time.now += 10 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpuint (count.n_flags, ==, 1);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 60000);

  /* No time comes back by resuming: the flag falls again at once. */
  chess_clock_resume (clock);
  g_assert_cmpuint (count.n_flags, ==, 2);
  g_assert_false (chess_clock_get_running (clock));
}

static void
test_late_press (void)
{
  FakeTime time = { 0 };
  FlagCount count = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("1+5", &time, &count);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  /* Black moves after the time ran out, before anything noticed: the
   * flag falls then, and the move earns no increment. */
  time.now += 61 * SECOND;
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  g_assert_cmpuint (count.n_flags, ==, 1);
  g_assert_cmpint (count.color, ==, CHESS_COLOR_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 0);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  g_assert_false (chess_clock_get_running (clock));
}

static void
test_set_active_color (void)
{
  FakeTime time = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("3+2", &time, NULL);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  time.now += 4 * SECOND;
  /* Black's move taken back before it was made: White's turn again,
   * with no increment, and Black keeps the time used. */
  chess_clock_set_active_color (clock, CHESS_COLOR_WHITE);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 176000);
  time.now += 1 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 181000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 176000);

  /* Paused stays paused. */
  chess_clock_pause (clock);
  chess_clock_set_active_color (clock, CHESS_COLOR_BLACK);
  g_assert_false (chess_clock_get_running (clock));
  time.now += 1 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 176000);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
notified (GHashTable *counts,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));
}

static void
test_notify (void)
{
  FakeTime time = { 0 };
  FlagCount count = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("1+2", &time, &count);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);

  g_signal_connect (clock, "notify", G_CALLBACK (count_notify), counts);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  g_assert_cmpuint (notified (counts, "white-remaining"), ==, 1);
  g_assert_cmpuint (notified (counts, "black-remaining"), ==, 0);
  g_assert_cmpuint (notified (counts, "active-color"), ==, 1);
  g_assert_cmpuint (notified (counts, "running"), ==, 1);

  /* Time passing alone notifies nothing: displays poll. */
  time.now += 10 * SECOND;
  g_assert_cmpuint (notified (counts, "black-remaining"), ==, 0);
  chess_clock_pause (clock);
  g_assert_cmpuint (notified (counts, "black-remaining"), ==, 1);
  g_assert_cmpuint (notified (counts, "running"), ==, 2);
  chess_clock_pause (clock);
  g_assert_cmpuint (notified (counts, "running"), ==, 2);
  g_assert_cmpuint (notified (counts, "black-remaining"), ==, 1);

  chess_clock_resume (clock);
  time.now += 50 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpuint (count.n_flags, ==, 1);
  g_assert_cmpuint (notified (counts, "flagged"), ==, 1);
  g_assert_cmpuint (notified (counts, "black-remaining"), ==, 2);
  g_assert_cmpuint (notified (counts, "running"), ==, 4);
}

static void
test_time_func_switch (void)
{
  FakeTime first = { 0 };
  FakeTime second = { 5000 * SECOND };
  g_autoptr(ChessClock) clock = fake_clock ("2+0", &first, NULL);

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  first.now += 30 * SECOND;
  chess_clock_set_time_func (clock, fake_now, &second, NULL);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 90000);
  second.now += 10 * SECOND;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 80000);
}

static void
test_save_load (void)
{
  FakeTime time = { 0 };
  g_autoptr(ChessClock) clock = fake_clock ("10+5", &time, NULL);
  g_autoptr(ChessClock) loaded = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  chess_clock_press (clock, CHESS_COLOR_WHITE);
  time.now += 12345 * MS;
  chess_clock_press (clock, CHESS_COLOR_BLACK);
  time.now += 2 * SECOND;
  /* Saved while White's time runs: as of now. */
  chess_clock_save_state (clock, key_file, "Clock");
  data = g_key_file_to_data (key_file, NULL, NULL);
  g_assert_nonnull (strstr (data, "TimeControl=600+5\n"));
  g_assert_nonnull (strstr (data, "WhiteMs=603000\n"));
  g_assert_nonnull (strstr (data, "BlackMs=592655\n"));
  g_assert_nonnull (strstr (data, "Active=white\n"));

  loaded = chess_clock_new_from_state (key_file, "Clock", &error);
  g_assert_no_error (error);
  g_assert_false (chess_clock_get_running (loaded));
  g_assert_true (chess_clock_get_started (loaded));
  g_assert_cmpint (chess_clock_get_active_color (loaded), ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (loaded, CHESS_COLOR_WHITE), ==, 603000);
  g_assert_cmpint (chess_clock_get_remaining (loaded, CHESS_COLOR_BLACK), ==, 592655);
  g_assert_true (chess_time_control_equal (chess_clock_get_time_control (loaded),
                                           chess_clock_get_time_control (clock)));

  /* It goes on as the saved one would have. */
  chess_clock_set_time_func (loaded, fake_now, &time, NULL);
  chess_clock_resume (loaded);
  time.now += 3 * SECOND;
  chess_clock_press (loaded, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (loaded, CHESS_COLOR_WHITE), ==, 605000);
}

/* A clock saved before the first move waits for it again. */
static void
test_save_load_unstarted (void)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_parse ("3+2", NULL);
  g_autoptr(ChessClock) clock = chess_clock_new (control);
  g_autoptr(ChessClock) loaded = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  chess_clock_save_state (clock, key_file, "Clock");
  loaded = chess_clock_new_from_state (key_file, "Clock", &error);
  g_assert_no_error (error);
  g_assert_false (chess_clock_get_started (loaded));
  g_assert_cmpint (chess_clock_get_remaining (loaded, CHESS_COLOR_BLACK), ==, 180000);
}

static void
test_load_bad (void)
{
  static const struct {
    const char *data;
    GKeyFileError code;
  } cases[] = {
    { "[Other]\nA=1\n", G_KEY_FILE_ERROR_GROUP_NOT_FOUND },
    { "[Clock]\nWhiteMs=1\nBlackMs=1\nActive=white\n", G_KEY_FILE_ERROR_KEY_NOT_FOUND },
    { "[Clock]\nTimeControl=300+3\nBlackMs=1\nActive=white\n", G_KEY_FILE_ERROR_KEY_NOT_FOUND },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=1\nActive=white\n", G_KEY_FILE_ERROR_KEY_NOT_FOUND },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=1\nBlackMs=1\n", G_KEY_FILE_ERROR_KEY_NOT_FOUND },
    { "[Clock]\nTimeControl=40/7200\nWhiteMs=1\nBlackMs=1\nActive=white\n", G_KEY_FILE_ERROR_INVALID_VALUE },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=-1\nBlackMs=1\nActive=white\n", G_KEY_FILE_ERROR_INVALID_VALUE },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=1\nBlackMs=lots\nActive=white\n", G_KEY_FILE_ERROR_INVALID_VALUE },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=1\nBlackMs=99999999999999999\nActive=white\n", G_KEY_FILE_ERROR_INVALID_VALUE },
    { "[Clock]\nTimeControl=300+3\nWhiteMs=1\nBlackMs=1\nActive=red\n", G_KEY_FILE_ERROR_INVALID_VALUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessClock) clock = NULL;

      g_assert_true (g_key_file_load_from_data (key_file, cases[i].data, -1, G_KEY_FILE_NONE, NULL));
      clock = chess_clock_new_from_state (key_file, "Clock", &error);
      if (clock != NULL)
        g_error ("case %u was loaded", i);
      g_assert_error (error, G_KEY_FILE_ERROR, (gint) cases[i].code);
    }
}

static gboolean
give_up (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The one test on real time: the clock's own timer lets the flag fall
 * when the time is gone, not before, with nobody calling update. */
static void
test_real_deadline (void)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_new (30, 0);
  g_autoptr(ChessClock) clock = chess_clock_new (control);
  FlagCount count = { 0 };
  gboolean gave_up = FALSE;
  guint give_up_id;
  gint64 start;

  g_signal_connect (clock, "flag-fall", G_CALLBACK (on_flag_fall), &count);
  give_up_id = g_timeout_add_seconds (5, give_up, &gave_up);
  start = g_get_monotonic_time ();
  chess_clock_resume (clock);
  while (count.n_flags == 0 && !gave_up)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gave_up);
  g_source_remove (give_up_id);

  g_assert_cmpint (g_get_monotonic_time () - start, >=, 30 * MS);
  g_assert_cmpint (count.color, ==, CHESS_COLOR_WHITE);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 0);
}

static ChessGame *
game_from_fen (const char *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, fen, &error);

  g_assert_no_error (error);
  return chess_game_new (position);
}

static void
end_game_on_flag (ChessClock *clock,
                  ChessColor  color,
                  ChessGame  *game)
{
  chess_game_flag_fall (game, color);
}

/* A flag fall as the window wires it: the clock's signal ends the game. */
static void
check_flag_result (const char        *fen,
                   ChessColor         flagging,
                   ChessResult        result,
                   ChessResultReason  reason)
{
  FakeTime time = { 0 };
  g_autoptr(ChessGame) game = game_from_fen (fen);
  g_autoptr(ChessClock) clock = fake_clock ("1+0", &time, NULL);

  g_signal_connect (clock, "flag-fall", G_CALLBACK (end_game_on_flag), game);
  chess_clock_set_active_color (clock, flagging);
  chess_clock_resume (clock);
  time.now += 60 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpint (chess_game_get_result (game), ==, result);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, reason);
}

static void
test_flag_fall_result (void)
{
  /* K+N cannot mate a lone king: either flag is a draw (Laws 6.9). */
  check_flag_result ("8/8/8/4k3/8/8/3NK3/8 b - - 0 1", CHESS_COLOR_BLACK,
                     CHESS_RESULT_DRAW, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  check_flag_result ("8/8/8/4k3/8/8/3NK3/8 w - - 0 1", CHESS_COLOR_WHITE,
                     CHESS_RESULT_DRAW, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  /* K+Q: its own flag draws, the lone king's loses. */
  check_flag_result ("8/8/8/4k3/8/8/3QK3/8 w - - 0 1", CHESS_COLOR_WHITE,
                     CHESS_RESULT_DRAW, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  check_flag_result ("8/8/8/4k3/8/8/3QK3/8 b - - 0 1", CHESS_COLOR_BLACK,
                     CHESS_RESULT_WHITE_WINS, CHESS_RESULT_REASON_TIMEOUT);
  /* The start position: a plain loss on time. */
  check_flag_result ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_COLOR_WHITE,
                     CHESS_RESULT_BLACK_WINS, CHESS_RESULT_REASON_TIMEOUT);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/new", test_new_clock);
  g_test_add_func ("/clock/press-increment", test_press_increment);
  g_test_add_func ("/clock/pause-resume", test_pause_resume);
  g_test_add_func ("/clock/flag-at-zero", test_flag_at_zero);
  g_test_add_func ("/clock/late-press", test_late_press);
  g_test_add_func ("/clock/paused-press-no-increment", test_paused_press_no_increment);
  g_test_add_func ("/clock/set-active-color", test_set_active_color);
  g_test_add_func ("/clock/notify", test_notify);
  g_test_add_func ("/clock/time-func-switch", test_time_func_switch);
  g_test_add_func ("/clock/save-load", test_save_load);
  g_test_add_func ("/clock/save-load-unstarted", test_save_load_unstarted);
  g_test_add_func ("/clock/load-bad", test_load_bad);
  g_test_add_func ("/clock/real-deadline", test_real_deadline);
  g_test_add_func ("/clock/flag-fall-result", test_flag_fall_result);

  return g_test_run ();
}
