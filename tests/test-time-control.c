/* test-time-control.c: ChessTimeControl, as players write it and as PGN
 * does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-time-control.h"

static void
check_control (const char *text,
               gint64      base_ms,
               gint64      increment_ms,
               const char *canonical,
               const char *pgn)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessTimeControl) control = chess_time_control_parse (text, &error);
  g_autoptr(ChessTimeControl) from_pgn = NULL;
  g_autofree char *string = NULL;
  g_autofree char *pgn_string = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (chess_time_control_get_base (control), ==, base_ms);
  g_assert_cmpint (chess_time_control_get_increment (control), ==, increment_ms);
  string = chess_time_control_to_string (control);
  g_assert_cmpstr (string, ==, canonical);
  pgn_string = chess_time_control_to_pgn (control);
  g_assert_cmpstr (pgn_string, ==, pgn);
  from_pgn = chess_time_control_parse_pgn (pgn_string, &error);
  g_assert_no_error (error);
  g_assert_true (chess_time_control_equal (control, from_pgn));
}

static void
test_time_control_parse (void)
{
  check_control ("5+3", 300000, 3000, "5+3", "300+3");
  check_control (" 15 + 10 ", 900000, 10000, "15+10", "900+10");
  check_control ("30", 1800000, 0, "30+0", "1800+0");
  check_control ("90+30", 5400000, 30000, "90+30", "5400+30");
  check_control ("0.5+0", 30000, 0, "0.5+0", "30+0");
  check_control ("1.25+0.5", 75000, 500, "1.25+0.5", "75+0.5");
  /* No floating point on the way: a tenth of a second is 100 ms. */
  check_control ("3+0.1", 180000, 100, "3+0.1", "180+0.1");
}

static void
test_time_control_parse_bad (void)
{
  const char *bad[] = {
    "", "+3", "5+", "-5+3", "5+-3", "0+3", "0", "5+3+1", "five", "5:00", "5.+3", ".5+3",
    "5 3", "1e3", "6001+0", "5+0x3",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessTimeControl) control = chess_time_control_parse (bad[i], &error);

      if (control != NULL)
        g_error ("“%s” was read as a time control", bad[i]);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
    }
}

static void
test_time_control_pgn (void)
{
  /* The PGN standard's other forms are no single Fischer control. */
  const char *refused[] = { "?", "-", "40/7200:3600", "*60", "", "300+", "+3", "0+5" };
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessTimeControl) control = NULL;
  g_autoptr(ChessTimeControl) lone = NULL;
  g_autofree char *pgn = NULL;

  control = chess_time_control_parse_pgn ("300+3", &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_time_control_get_base (control), ==, 300000);
  g_assert_cmpint (chess_time_control_get_increment (control), ==, 3000);

  lone = chess_time_control_parse_pgn ("600", &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_time_control_get_base (lone), ==, 600000);
  g_assert_cmpint (chess_time_control_get_increment (lone), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(ChessTimeControl) wrong = chess_time_control_parse_pgn (refused[i], &local_error);

      if (wrong != NULL)
        g_error ("TimeControl “%s” was read", refused[i]);
      g_assert_error (local_error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
    }

  /* Controls the dialog cannot make still go through PGN unchanged. */
  g_clear_pointer (&control, chess_time_control_free);
  control = chess_time_control_new (100, 0);
  pgn = chess_time_control_to_pgn (control);
  g_assert_cmpstr (pgn, ==, "0.1+0");
}

/* Every millisecond count of the first two minutes comes back from both
 * written forms, a minute's thirds included. */
static void
test_time_control_round_trip (void)
{
  for (gint64 ms = 1; ms <= 120000; ms++)
    {
      g_autoptr(ChessTimeControl) control = chess_time_control_new (ms, ms % 7000);
      g_autofree char *text = chess_time_control_to_string (control);
      g_autofree char *pgn = chess_time_control_to_pgn (control);
      g_autoptr(ChessTimeControl) from_text = chess_time_control_parse (text, NULL);
      g_autoptr(ChessTimeControl) from_pgn = chess_time_control_parse_pgn (pgn, NULL);

      if (!chess_time_control_equal (control, from_text) || !chess_time_control_equal (control, from_pgn))
        g_error ("%" G_GINT64_FORMAT " ms does not come back from “%s” or “%s”", ms, text, pgn);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/time-control/parse", test_time_control_parse);
  g_test_add_func ("/time-control/parse-bad", test_time_control_parse_bad);
  g_test_add_func ("/time-control/pgn", test_time_control_pgn);
  g_test_add_func ("/time-control/round-trip", test_time_control_round_trip);

  return g_test_run ();
}
