/* test-match-computer.c: ChessMatch against the fake engine — draw offers
 * to the computer, and a pause that stops the computer too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-match.h"
#include "test-engine-fake.h"

#define SECOND G_GINT64_CONSTANT (1000000)

/* A condition the main loop makes true, or a failure after 10 s. */
#define WAIT_FOR(cond)                                                  \
  G_STMT_START {                                                        \
    gint64 deadline_ = g_get_monotonic_time () + 10 * SECOND;           \
    while (!(cond) && g_get_monotonic_time () < deadline_)              \
      g_main_context_iteration (NULL, FALSE);                           \
    g_assert_true (cond);                                               \
  } G_STMT_END

static void
play (ChessMatch *match,
      const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      chess_game_play_text (chess_match_get_game (match), list[i], &error);
      g_assert_no_error (error);
    }
}

/* The user plays White against the fake engine at level 5 (UCI_Elo, one
 * line: the info lines' score is the evaluation). */
static ChessMatch *
new_computer_match (Fixture    *f,
                    const char *fen)
{
  g_autoptr(ChessGame) game = NULL;
  ChessMatch *match;

  if (fen != NULL)
    game = new_game_from_fen (CHESS_VARIANT_CHESS960, fen);
  else
    game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  match = chess_match_new (game);
  chess_match_set_engine_path (match, f->fake);
  chess_match_play_computer (match, 5, CHESS_COLOR_WHITE);
  return match;
}

static void
test_judge (void)
{
  g_autoptr(ChessPosition) start = chess_position_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessPosition) late = chess_position_new_from_fen (CHESS_VARIANT_CHESS960,
    "r1bq1rk1/pp3ppp/2n2n2/3p4/3P4/2N2N2/PP3PPP/R2Q1RK1 w - - 4 31", NULL);
  g_autoptr(ChessPosition) ending = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "4k3/4r3/3b4/8/8/3N4/4R3/4K3 w - - 0 5", NULL);
  g_autoptr(ChessPosition) queens = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "4k3/4q3/8/8/8/8/4Q3/4K3 w - - 0 5", NULL);
  static const struct {
    gboolean        mate;
    gint            value;
    ChessDrawAnswer at_start, late, ending, queens;
  } cases[] = {
    /* Better, or winning: never. */
    { FALSE, 50, CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER,
      CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER },
    { FALSE, 900, CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER,
      CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER },
    { TRUE, 7, CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER,
      CHESS_DRAW_ANSWER_DECLINED_BETTER, CHESS_DRAW_ANSWER_DECLINED_BETTER },
    /* Level: from move 30, or in a light ending. */
    { FALSE, 49, CHESS_DRAW_ANSWER_DECLINED_EARLY, CHESS_DRAW_ANSWER_ACCEPTED,
      CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_DECLINED_EARLY },
    { FALSE, 0, CHESS_DRAW_ANSWER_DECLINED_EARLY, CHESS_DRAW_ANSWER_ACCEPTED,
      CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_DECLINED_EARLY },
    { FALSE, -149, CHESS_DRAW_ANSWER_DECLINED_EARLY, CHESS_DRAW_ANSWER_ACCEPTED,
      CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_DECLINED_EARLY },
    /* Worse: always. */
    { FALSE, -150, CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_ACCEPTED,
      CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_ACCEPTED },
    { TRUE, -3, CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_ACCEPTED,
      CHESS_DRAW_ANSWER_ACCEPTED, CHESS_DRAW_ANSWER_ACCEPTED },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessEngineScore score = { cases[i].mate, cases[i].value };

      g_test_message ("case %u", i);
      g_assert_cmpint (chess_match_judge_draw_offer (&score, start), ==, cases[i].at_start);
      g_assert_cmpint (chess_match_judge_draw_offer (&score, late), ==, cases[i].late);
      g_assert_cmpint (chess_match_judge_draw_offer (&score, ending), ==, cases[i].ending);
      g_assert_cmpint (chess_match_judge_draw_offer (&score, queens), ==, cases[i].queens);
    }
  /* No evaluation: no draw. */
  g_assert_cmpint (chess_match_judge_draw_offer (NULL, late), ==, CHESS_DRAW_ANSWER_DECLINED_EARLY);
}

/* Offered on the user's turn: the computer evaluates (the score is the
 * user's view there) and answers at once. */
static void
test_offer_on_users_turn (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_computer_match (f, NULL);
  ChessGame *game = chess_match_get_game (match);

  /* The user is a pawn up: the computer stands worse, and accepts? No:
   * -1.00 is not clearly worse, and it is move 1. */
  fake_set (f, "infos", "info depth 12 score cp 100 pv e2e4");
  g_assert_true (chess_match_get_can_offer_draw (match));
  g_assert_true (chess_match_offer_draw (match));
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_PENDING);
  g_assert_false (chess_match_get_can_offer_draw (match));
  WAIT_FOR (chess_match_get_draw_answer (match) != CHESS_DRAW_ANSWER_PENDING);
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_DECLINED_EARLY);
  g_assert_true (log_contains (f, "go movetime 500"));
  g_assert_false (chess_match_get_draw_offered (match));
  g_assert_true (chess_match_get_playing (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_true (chess_match_get_can_offer_draw (match));

  /* The user stands worse: the computer is better and declines. */
  fake_set (f, "infos", "info depth 12 score cp -80 pv e2e4");
  chess_engine_stop (chess_engine_player_get_engine (chess_match_get_opponent (match)));
  g_assert_true (chess_match_offer_draw (match));
  WAIT_FOR (chess_match_get_draw_answer (match) != CHESS_DRAW_ANSWER_PENDING);
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_DECLINED_BETTER);

  /* The answer is news until the next move. */
  fake_set (f, "infos", "info depth 12 score cp 20 pv e7e5");
  fake_set (f, "moves", "e7e5");
  chess_engine_stop (chess_engine_player_get_engine (chess_match_get_opponent (match)));
  play (match, "e4");
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_NONE);
  WAIT_FOR (chess_game_get_n_moves (game) == 2);

  /* The user is winning: the computer accepts, and the game is drawn. */
  fake_set (f, "infos", "info depth 12 score mate 4 pv d1h5");
  fake_set (f, "moves", "d1h5");
  chess_engine_stop (chess_engine_player_get_engine (chess_match_get_opponent (match)));
  g_assert_true (chess_match_offer_draw (match));
  WAIT_FOR (!chess_match_get_playing (match));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_DRAW_AGREED);
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_ACCEPTED);
  g_assert_false (chess_match_get_can_offer_draw (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A dead-level ending: accepted at move 1 of a set-up game. */
static void
test_offer_in_ending (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_computer_match (f, "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");

  fake_set (f, "infos", "info depth 30 score cp 0 pv e2e7");
  g_assert_true (chess_match_offer_draw (match));
  WAIT_FOR (!chess_match_get_playing (match));
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_ACCEPTED);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Offered, then the user moves before the answer: the computer answers
 * with its move. A decline is its move; an acceptance ends the game
 * without one. */
static void
test_offer_answered_by_move (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_computer_match (f, NULL);
  ChessGame *game = chess_match_get_game (match);

  /* Its own view now: +0.30 for it is level, and early. */
  fake_set (f, "mode", "think");
  fake_set (f, "think-ms", "300");
  fake_set (f, "infos", "info depth 12 score cp 30 pv e7e5");
  fake_set (f, "moves", "e7e5");
  g_assert_true (chess_match_offer_draw (match));
  play (match, "e4");
  g_assert_true (chess_match_get_draw_offered (match));
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_PENDING);
  WAIT_FOR (chess_game_get_n_moves (game) == 2);
  g_assert_cmpint (chess_match_get_draw_answer (match), ==, CHESS_DRAW_ANSWER_DECLINED_EARLY);
  g_assert_false (chess_match_get_draw_offered (match));

  /* Clearly worse for it: it accepts instead of moving. */
  fake_set (f, "infos", "info depth 12 score cp -400 pv g8f6");
  fake_set (f, "moves", "g8f6");
  chess_engine_stop (chess_engine_player_get_engine (chess_match_get_opponent (match)));
  g_assert_true (chess_match_offer_draw (match));
  play (match, "d4");
  WAIT_FOR (!chess_match_get_playing (match));
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_DRAW_AGREED);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Pause means pause: the computer does not think while the clock is
 * stopped mid-game, and moves once it runs again. */
static void
test_pause_stops_computer (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_computer_match (f, NULL);
  g_autoptr(ChessTimeControl) control = chess_time_control_parse ("5+3", NULL);
  ChessGame *game = chess_match_get_game (match);
  ChessClock *clock;
  gint64 until;

  fake_set (f, "mode", "think");
  fake_set (f, "think-ms", "200");
  fake_set (f, "moves", "e7e5");
  chess_match_set_time_control (match, control);
  clock = chess_match_get_clock (match);

  /* Before the first move the clock waits, but that is no pause. */
  g_assert_false (chess_match_get_paused (match));
  play (match, "e4");
  g_assert_true (chess_match_get_thinking (match));

  chess_match_toggle_clock (match);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_true (chess_match_get_paused (match));
  g_assert_false (chess_match_get_thinking (match));
  g_assert_false (chess_match_get_can_offer_draw (match));
  /* Long past its thinking time: still no move. */
  until = g_get_monotonic_time () + 700 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 1);

  chess_match_toggle_clock (match);
  g_assert_false (chess_match_get_paused (match));
  g_assert_true (chess_match_get_thinking (match));
  WAIT_FOR (chess_game_get_n_moves (game) == 2);
  g_assert_cmpstr (chess_game_get_san (game, 2), ==, "e5");

  /* A result ends the pause too: nothing to resume. */
  chess_match_toggle_clock (match);
  g_assert_true (chess_match_get_paused (match));
  chess_match_resign (match);
  g_assert_false (chess_match_get_paused (match));
  g_assert_finalize_object (g_steal_pointer (&match));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/computer/judge-draw-offer", test_judge);
  g_test_add ("/match/computer/offer-on-users-turn", Fixture, NULL, fixture_set_up,
              test_offer_on_users_turn, fixture_tear_down);
  g_test_add ("/match/computer/offer-in-ending", Fixture, NULL, fixture_set_up,
              test_offer_in_ending, fixture_tear_down);
  g_test_add ("/match/computer/offer-answered-by-move", Fixture, NULL, fixture_set_up,
              test_offer_answered_by_move, fixture_tear_down);
  g_test_add ("/match/computer/pause", Fixture, NULL, fixture_set_up,
              test_pause_stops_computer, fixture_tear_down);

  return g_test_run ();
}
