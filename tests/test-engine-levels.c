/* test-engine-levels.c: how the levels below the engine's floor choose
 * among its candidates, against the fake UCI engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "chess-uci-private.h"
#include "test-engine-fake.h"

/* The weights: a candidate D centipawns worse is exp (-D / T) as likely. */
static void
test_choose_softmax (void)
{
  static const struct {
    gint   ranks[4];
    guint  n;
    guint  temperature;
  } cases[] = {
    { { 0, -100 }, 2, 100 },
    { { 30, 30, 30 }, 3, 50 },
    { { 50, 20, -900 }, 3, 250 },
    /* Temperature 0: the best only, wherever it is. */
    { { -10, 40, 40, 0 }, 4, 0 },
    /* A mate in 2 is worth more than any pawns. */
    { { 99998, 300 }, 2, 250 },
  };
  const guint draws = 20000;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (42 + c);
      guint counts[4] = { 0 };
      double weights[4], total = 0;
      gint best = G_MININT;

      for (guint i = 0; i < cases[c].n; i++)
        best = MAX (best, cases[c].ranks[i]);
      /* The expected shares, worked out here once more. */
      for (guint i = 0; i < cases[c].n; i++)
        {
          double loss = best - cases[c].ranks[i];

          weights[i] = cases[c].temperature > 0 ? exp (-loss / cases[c].temperature) : loss == 0;
          total += weights[i];
        }
      for (guint i = 0; i < draws; i++)
        counts[chess_uci_choose_candidate (cases[c].ranks, cases[c].n, cases[c].temperature, rand)]++;
      for (guint i = 0; i < cases[c].n; i++)
        {
          double share = (double) counts[i] / draws;

          g_test_message ("case %u, candidate %u: %.3f, expected %.3f", c, i, share, weights[i] / total);
          g_assert_cmpfloat_with_epsilon (share, weights[i] / total, 0.015);
        }
    }
}

static void
test_parse_info (void)
{
  ChessUciInfo info;

  g_assert_true (chess_uci_parse_info ("info depth 12 seldepth 17 multipv 3 score cp -41 nodes 1234 nps 1 "
                                       "tbhits 0 time 5 pv e2e4 e7e5 g1f3", &info));
  g_assert_cmpuint (info.depth, ==, 12);
  g_assert_cmpuint (info.multipv, ==, 3);
  g_assert_false (info.mate);
  g_assert_cmpint (info.score, ==, -41);
  g_assert_false (info.bound);
  g_assert_cmpstr (info.move, ==, "e2e4");
  g_assert_cmpint (chess_uci_info_rank (&info), ==, -41);

  g_assert_true (chess_uci_parse_info ("info depth 3 score mate -2 upperbound pv h1h8", &info));
  g_assert_cmpuint (info.multipv, ==, 1);
  g_assert_true (info.mate);
  g_assert_true (info.bound);
  g_assert_cmpint (chess_uci_info_rank (&info), <, -50000);

  /* Mated now ranks below mated later, a mate sooner above a later one. */
  g_assert_true (chess_uci_parse_info ("info depth 1 score mate 0 pv a1a2", &info));
  g_assert_cmpint (chess_uci_info_rank (&info), ==, -100000);
  g_assert_true (chess_uci_parse_info ("info depth 1 score mate 3 pv a1a2", &info));
  g_assert_cmpint (chess_uci_info_rank (&info), ==, 99997);

  g_assert_false (chess_uci_parse_info ("info string score cp 10 pv e2e4", &info));
  g_assert_false (chess_uci_parse_info ("info depth 5 nodes 100", &info));
  g_assert_false (chess_uci_parse_info ("info depth 5 score cp 1", &info));
  g_assert_false (chess_uci_parse_info ("info depth 5 score cp lots pv e2e4", &info));
}

/* The fake's lines: depth 1 likes g1f3; at depth 3 the candidates are
 * e2e4 (+30), d2d4 (+20) and f2f3 (-900). A bound line and a string must
 * count for nothing. */
#define CANDIDATES "info depth 1 multipv 1 score cp 50 nodes 20 pv g1f3;" \
                   "info depth 3 multipv 1 score cp 30 nodes 90 pv e2e4 e7e5;" \
                   "info depth 3 multipv 2 score cp 20 nodes 90 pv d2d4;" \
                   "info depth 3 multipv 3 score cp -900 nodes 90 pv f2f3;" \
                   "info depth 4 multipv 1 score cp 400 lowerbound nodes 99 pv b1c3;" \
                   "info string multipv 1 score cp 999 pv a2a3"

typedef struct {
  guint e2e4, d2d4, f2f3, g1f3, other;
  GString *sequence;
} Tally;

static void
play_many (Fixture *f,
           guint    n,
           Tally   *tally)
{
  g_autoptr(ChessGame) game = new_standard_game ();

  tally->sequence = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessMove) move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
      g_autofree char *uci = NULL;
      ChessEngineScore score;

      g_assert_no_error (error);
      uci = move_to_uci (game, move);
      g_string_append_printf (tally->sequence, "%s ", uci);
      if (g_str_equal (uci, "e2e4"))
        tally->e2e4++;
      else if (g_str_equal (uci, "d2d4"))
        tally->d2d4++;
      else if (g_str_equal (uci, "f2f3"))
        tally->f2f3++;
      else if (g_str_equal (uci, "g1f3"))
        tally->g1f3++;
      else
        tally->other++;

      /* The score is the best line's at the deepest exact depth. */
      g_assert_true (chess_engine_get_score (f->engine, &score));
      g_assert_false (score.mate);
      g_assert_cmpint (score.value, ==, 30);
    }
}

/* Each move's share at LEVEL, as the level's temperature and oversight
 * rate say, against what the engine played in TALLY. */
static void
check_shares (guint        level,
              const Tally *tally,
              guint        n)
{
  const ChessUciLevel *info = chess_uci_get_level (level);
  static const gint ranks[] = { 30, 20, -900 };
  const guint *counts[] = { &tally->e2e4, &tally->d2d4, &tally->f2f3 };
  double oversight = info->oversight / 100.0;
  double weights[3], total = 0;

  for (guint i = 0; i < 3; i++)
    {
      weights[i] = exp ((ranks[i] - ranks[0]) / (double) info->temperature);
      total += weights[i];
    }
  g_test_message ("level %u: e2e4 %u, d2d4 %u, f2f3 %u, g1f3 %u of %u", level, tally->e2e4,
                  tally->d2d4, tally->f2f3, tally->g1f3, n);
  g_assert_cmpuint (tally->other, ==, 0);
  /* Three standard deviations, at most 0.087 for 300 draws. */
  g_assert_cmpfloat_with_epsilon ((double) tally->g1f3 / n, oversight, 0.09);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat_with_epsilon ((double) *counts[i] / n, (1 - oversight) * weights[i] / total, 0.09);
}

static void
test_weakened_choice (Fixture       *f,
                      gconstpointer  data)
{
  Tally tallies[4] = { { 0 } }, again = { 0 }, full = { 0 };
  const guint n = 300;

  fake_set (f, "infos", CANDIDATES);
  fake_set (f, "moves", "e2e4");

  /* Levels 1 to 3 with Stockfish's options: weakened. Each plays the
   * shares its temperature and oversight rate say. */
  for (guint level = 1; level <= 3; level++)
    {
      Tally *tally = &tallies[level];

      chess_engine_set_level (f->engine, level);
      chess_engine_set_seed (f->engine, 1960);
      play_many (f, n, tally);
      check_shares (level, tally, n);
      /* Never the bound line's or the string's move. */
      g_assert_false (strstr (tally->sequence->str, "b1c3"));
      g_assert_false (strstr (tally->sequence->str, "a2a3"));
      if (chess_uci_get_level (level)->oversight > 0)
        g_assert_cmpuint (tally->g1f3, >, 0);
    }
  /* Higher, cooler: fewer bad moves. */
  g_assert_cmpuint (tallies[1].f2f3, >, 0);
  g_assert_cmpuint (tallies[3].f2f3, <=, tallies[1].f2f3);
  g_assert_cmpuint (tallies[3].d2d4, <, tallies[1].d2d4);

  /* The same seed, the same moves. */
  chess_engine_set_level (f->engine, 3);
  chess_engine_set_seed (f->engine, 1960);
  play_many (f, n, &again);
  g_assert_cmpstr (again.sequence->str, ==, tallies[3].sequence->str);

  /* Full strength plays the engine's bestmove, always. */
  chess_engine_set_level (f->engine, 8);
  play_many (f, 50, &full);
  g_assert_cmpuint (full.e2e4, ==, 50);

  for (guint level = 1; level <= 3; level++)
    g_string_free (tallies[level].sequence, TRUE);
  g_string_free (again.sequence, TRUE);
  g_string_free (full.sequence, TRUE);
}

static void
test_weakened_mate (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_game_from_fen (CHESS_VARIANT_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  ChessEngineScore score;

  /* A mate in one beats any pawns, even for a beginner… unless it
   * overlooks it: then depth 1's choice, which here is the mate too. */
  fake_set (f, "infos", "info depth 1 multipv 1 score mate 1 pv a1a8;"
                        "info depth 3 multipv 1 score mate 1 pv a1a8;"
                        "info depth 3 multipv 2 score cp 500 pv a1a7");
  fake_set (f, "moves", "a1a8");
  chess_engine_set_level (f->engine, 1);
  chess_engine_set_seed (f->engine, 7);
  for (guint i = 0; i < 40; i++)
    assert_finds (f->engine, game, "a1a8");
  g_assert_true (chess_engine_get_score (f->engine, &score));
  g_assert_true (score.mate);
  g_assert_cmpint (score.value, ==, 1);
}

static void
test_weakened_bad_candidate (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();

  /* Candidates that are no legal moves: the engine's bestmove stands. */
  fake_set (f, "infos", "info depth 1 multipv 1 score cp 0 pv e7e5;"
                        "info depth 3 multipv 1 score cp 0 pv e7e5;"
                        "info depth 3 multipv 2 score cp 0 pv xyzzy");
  fake_set (f, "moves", "c2c4");
  chess_engine_set_level (f->engine, 1);
  for (guint i = 0; i < 10; i++)
    assert_finds (f->engine, game, "c2c4");
}

static void
test_score (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  ChessEngineScore score;

  g_assert_false (chess_engine_get_score (f->engine, &score));

  /* An evaluation is a full-strength search with one line. */
  fake_set (f, "infos", "info depth 9 score cp -75 pv d2d4");
  fake_set (f, "moves", "d2d4");
  chess_engine_set_level (f->engine, 1);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(ChessMove) move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_EVALUATE, &error);

    g_assert_no_error (error);
  }
  assert_logged (f, "setoption name MultiPV value 1");
  assert_logged (f, "go movetime 500");
  g_assert_true (chess_engine_get_score (f->engine, &score));
  g_assert_false (score.mate);
  g_assert_cmpint (score.value, ==, -75);

  /* No score said: none known. */
  fake_set (f, "infos", "info string nothing to say");
  assert_finds (f->engine, game, "d2d4");
  g_assert_false (chess_engine_get_score (f->engine, &score));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/levels/choose-softmax", test_choose_softmax);
  g_test_add_func ("/engine/levels/parse-info", test_parse_info);
  ADD_ENGINE_TEST ("levels/weakened-choice", test_weakened_choice);
  ADD_ENGINE_TEST ("levels/weakened-mate", test_weakened_mate);
  ADD_ENGINE_TEST ("levels/weakened-bad-candidate", test_weakened_bad_candidate);
  ADD_ENGINE_TEST ("levels/score", test_score);

  return g_test_run ();
}
