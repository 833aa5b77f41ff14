/* test-game-review.c: lichess's judgement, [%eval] comments, and the
 * review of a whole game with the fake engine and with Stockfish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "chess-game-review.h"
#include "chess-pgn.h"
#include "test-engine-fake.h"

/* ---- the rule, table-driven ---- */

typedef struct {
  ChessEvalKind  before_kind;
  gint           before;
  ChessEvalKind  after_kind;
  gint           after;
  gboolean       white_moved;
  ChessJudgement expected;
} JudgeCase;

#define CP CHESS_EVAL_CP
#define MATE CHESS_EVAL_MATE
#define MATED CHESS_EVAL_CHECKMATE

static const JudgeCase judge_cases[] = {
  /* Centipawns: the drop of the mover's winning chances. */
  { CP, 0, CP, -50, TRUE, CHESS_JUDGEMENT_NONE },          /* 0.092 */
  { CP, 0, CP, -100, TRUE, CHESS_JUDGEMENT_INACCURACY },   /* 0.182 */
  { CP, 0, CP, -150, TRUE, CHESS_JUDGEMENT_MISTAKE },      /* 0.269 */
  { CP, 0, CP, -200, TRUE, CHESS_JUDGEMENT_BLUNDER },      /* 0.352 */
  { CP, 0, CP, 150, FALSE, CHESS_JUDGEMENT_MISTAKE },      /* Black's drop */
  { CP, 0, CP, -150, FALSE, CHESS_JUDGEMENT_NONE },        /* Black gained */
  { CP, 0, CP, 300, TRUE, CHESS_JUDGEMENT_NONE },
  { CP, 900, CP, 500, TRUE, CHESS_JUDGEMENT_MISTAKE },     /* 0.930 → 0.726 */
  { CP, 3000, CP, 1000, TRUE, CHESS_JUDGEMENT_NONE },      /* both past the ceiling */
  /* Mate let in. */
  { CP, 50, MATE, -3, TRUE, CHESS_JUDGEMENT_BLUNDER },
  { CP, -800, MATE, -2, TRUE, CHESS_JUDGEMENT_MISTAKE },
  { CP, -1200, MATE, -5, TRUE, CHESS_JUDGEMENT_INACCURACY },
  { CP, -50, MATE, 3, FALSE, CHESS_JUDGEMENT_BLUNDER },    /* Black lets White mate */
  /* A forced mate lost. */
  { MATE, 2, CP, 300, TRUE, CHESS_JUDGEMENT_BLUNDER },
  { MATE, 2, CP, 800, TRUE, CHESS_JUDGEMENT_MISTAKE },
  { MATE, 2, CP, 1500, TRUE, CHESS_JUDGEMENT_INACCURACY },
  { MATE, -2, CP, -300, FALSE, CHESS_JUDGEMENT_BLUNDER },
  { MATE, 2, MATE, -4, TRUE, CHESS_JUDGEMENT_BLUNDER },
  /* A slower mate, or mate given: no mistake. */
  { MATE, 3, MATE, 5, TRUE, CHESS_JUDGEMENT_NONE },
  { MATE, 1, MATED, 1, TRUE, CHESS_JUDGEMENT_NONE },
  { MATE, -1, MATED, -1, FALSE, CHESS_JUDGEMENT_NONE },
  { CHESS_EVAL_NONE, 0, CP, -900, TRUE, CHESS_JUDGEMENT_NONE },
};

static void
test_judge (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (judge_cases); i++)
    {
      const JudgeCase *c = &judge_cases[i];
      ChessEval before = { c->before_kind, c->before };
      ChessEval after = { c->after_kind, c->after };

      g_test_message ("case %u", i);
      g_assert_cmpint (chess_eval_judge (&before, &after, c->white_moved), ==, c->expected);
    }
}

static void
test_winning_chances (void)
{
  ChessEval even = { CP, 0 }, pawn = { CP, 100 }, huge = { CP, 5000 }, mate = { MATE, -7 };

  g_assert_cmpfloat_with_epsilon (chess_eval_winning_chances (&even), 0, 1e-12);
  /* 2/(1+exp(-0.368208))-1 */
  g_assert_cmpfloat_with_epsilon (chess_eval_winning_chances (&pawn), 0.18203, 1e-4);
  g_assert_cmpfloat_with_epsilon (chess_eval_winning_chances (&huge), 0.95095, 1e-4);
  g_assert_cmpfloat_with_epsilon (chess_eval_winning_chances (&mate), -0.95095, 1e-4);
}

static void
test_comment (void)
{
  ChessEval cp = { CP, 17 }, mate = { MATE, -3 }, minus = { CP, -150 }, read;
  char *text;

  text = chess_eval_set_in_comment (NULL, &cp);
  g_assert_cmpstr (text, ==, "[%eval 0.17]");
  g_free (text);
  text = chess_eval_set_in_comment ("[%clk 0:03:00]", &mate);
  g_assert_cmpstr (text, ==, "[%eval #-3] [%clk 0:03:00]");
  g_free (text);
  text = chess_eval_set_in_comment ("A fine idea [%eval 1.00] here", &minus);
  g_assert_cmpstr (text, ==, "A fine idea [%eval -1.50] here");
  g_assert_true (chess_eval_parse_comment (text, &read));
  g_assert_cmpint (read.kind, ==, CP);
  g_assert_cmpint (read.value, ==, -150);
  g_free (text);

  g_assert_true (chess_eval_parse_comment ("[%eval #-3] [%clk 0:03:00]", &read));
  g_assert_cmpint (read.kind, ==, MATE);
  g_assert_cmpint (read.value, ==, -3);
  g_assert_true (chess_eval_parse_comment ("[%eval 0.17,20]", &read));
  g_assert_cmpint (read.value, ==, 17);
  g_assert_false (chess_eval_parse_comment ("[%evaluate 1]", &read));
  g_assert_false (chess_eval_parse_comment ("[%eval x]", &read));
  g_assert_false (chess_eval_parse_comment (NULL, &read));
}

/* ---- the review with the fake engine ---- */

static gboolean
is_finished (gpointer data)
{
  return !chess_game_review_get_running (data);
}

static ChessGame *
play_game (const char *moves)
{
  ChessGame *game = new_standard_game ();
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (chess_game_play_text (game, words[i], &error));
      g_assert_no_error (error);
    }
  return game;
}

static void
count_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  (*(guint *) data)++;
}

static void
on_finished (ChessGameReview *review, const GError *error, gpointer data)
{
  g_assert_no_error (error);
  (*(guint *) data)++;
}

/* White's 2. Nf3 is scripted as a blunder (+0.30 → −2.50), Black's 2…Nc6
 * as good, White's 3. Bb5 as a mistake (−2.40 → −4.00); scores as UCI
 * says them, for the side to move. */
#define SCRIPTED_EVALS "cp 20, cp -25, cp 30, cp 250, cp -240, cp 400"

static void
test_review_marks (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessGame) game = play_game ("e4 e5 Nf3 Nc6 Bb5");
  g_autoptr(ChessGameReview) review = NULL;
  g_autofree char *pgn = NULL;
  guint n_done_notified = 0, n_finished = 0;
  ChessGameNode *node;
  ChessEval eval;

  fake_set (f, "evals", SCRIPTED_EVALS);
  chess_game_set_comment (game, chess_game_get_node_at (game, 3), "[%clk 0:04:58] book");
  review = chess_game_review_new (game, f->fake);
  g_assert_cmpuint (chess_game_review_get_n_total (review), ==, 6);
  g_assert_cmpuint (chess_game_review_get_n_done (review), ==, 0);
  g_signal_connect (review, "notify::n-done", G_CALLBACK (count_notify), &n_done_notified);
  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &n_finished);

  chess_game_review_start (review);
  g_assert_true (chess_game_review_get_running (review));
  WAIT_FOR (is_finished (review));
  g_assert_cmpuint (n_finished, ==, 1);
  g_assert_cmpuint (chess_game_review_get_n_done (review), ==, 6);
  g_assert_cmpuint (n_done_notified, ==, 6);

  /* The judgements. */
  g_assert_false (chess_game_node_has_nag (chess_game_get_node_at (game, 1), 6));
  g_assert_null (chess_game_node_get_nags (chess_game_get_node_at (game, 2), NULL));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 3), 4));
  g_assert_null (chess_game_node_get_nags (chess_game_get_node_at (game, 4), NULL));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 5), 2));

  /* The evaluations from White's side, the comment kept. */
  node = chess_game_get_node_at (game, 1);
  g_assert_cmpstr (chess_game_node_get_comment (node), ==, "[%eval 0.25]");
  node = chess_game_get_node_at (game, 3);
  g_assert_cmpstr (chess_game_node_get_comment (node), ==, "[%eval -2.50] [%clk 0:04:58] book");
  g_assert_true (chess_game_review_get_eval (review, node, &eval));
  g_assert_cmpint (eval.value, ==, -250);
  g_assert_null (chess_game_node_get_comment (chess_game_get_root (game)));

  /* Saved with the game. */
  pgn = chess_pgn_write (game);
  g_test_message ("%s", pgn);
  g_strdelimit (pgn, "\n", ' ');
  g_assert_nonnull (strstr (pgn, "1. e4 {[%eval 0.25]} 1... e5 {[%eval 0.30]} 2. Nf3 $4"
                                 " {[%eval -2.50] [%clk 0:04:58] book}"));
  g_assert_nonnull (strstr (pgn, "3. Bb5 $2 {[%eval -4.00]}"));

  /* Read back, the marks are there. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) games = chess_pgn_read (pgn, -1, &error);
    ChessGame *read;

    g_assert_no_error (error);
    read = g_ptr_array_index (games, 0);
    g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (read, 3), 4));
    g_assert_true (chess_eval_parse_comment (chess_game_node_get_comment (chess_game_get_node_at (read, 5)),
                                             &eval));
    g_assert_cmpint (eval.value, ==, -400);
  }
}

static gboolean
logged_go_after (gpointer data)
{
  Fixture *f = data;
  g_auto(GStrv) lines = log_lines (f);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "go "))
      return TRUE;
  return FALSE;
}

static guint
count_lines_with_prefix (Fixture *f, const char *prefix)
{
  g_auto(GStrv) lines = log_lines (f);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      n++;
  return n;
}

static gboolean
logged_said (gpointer data)
{
  return count_lines_with_prefix (data, "said bestmove") > 0;
}

static void
test_review_cancel (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessGame) game = play_game ("e4 e5 Nf3");
  g_autoptr(ChessGameReview) review = chess_game_review_new (game, f->fake);
  guint n_finished = 0;

  fake_set (f, "mode", "think");
  fake_set (f, "evals", "cp 10");
  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &n_finished);
  chess_game_review_start (review);
  WAIT_FOR (logged_go_after (f));

  chess_game_review_cancel (review);
  g_assert_false (chess_game_review_get_running (review));
  /* Told to stop, its late answer dropped, nothing else asked. */
  WAIT_FOR (logged_said (f));
  assert_logged (f, "stop");
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (count_lines_with_prefix (f, "go "), ==, 1);
  g_assert_cmpuint (chess_game_review_get_n_done (review), ==, 0);
  g_assert_null (chess_game_review_get_analysis (review, chess_game_get_root (game)));
  g_assert_null (chess_game_node_get_comment (chess_game_get_node_at (game, 1)));
  g_assert_cmpuint (n_finished, ==, 0);
}

/* The position being searched leaves the game: the engine is stopped, its
 * answer never written, and the review goes on with the new moves. */
static gboolean
logged_go_for_two_moves (gpointer data)
{
  Fixture *f = data;
  g_auto(GStrv) lines = log_lines (f);

  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    if (g_str_has_suffix (lines[i], " moves e2e4 e7e5") && g_str_has_prefix (lines[i + 1], "go "))
      return TRUE;
  return FALSE;
}

static void
test_review_game_changes (Fixture *f, gconstpointer data)
{
  g_autoptr(ChessGame) game = play_game ("e4 e5 Nf3");
  g_autoptr(ChessGameReview) review = chess_game_review_new (game, f->fake);
  g_autoptr(GError) error = NULL;
  guint n_finished = 0;
  g_auto(GStrv) lines = NULL;
  gint go_at;

  /* Answers at once, except for the position after 1… e5: when stopped. */
  fake_set (f, "slow-position", "moves e2e4 e7e5");
  fake_set (f, "evals", "cp 10");
  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &n_finished);
  chess_game_review_start (review);
  WAIT_FOR (logged_go_for_two_moves (f));

  /* Take back to 1. e4 and play 1… c5: e5 and Nf3 go. */
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_play_text (game, "c5", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, 2);

  WAIT_FOR (is_finished (review));
  g_assert_cmpuint (n_finished, ==, 1);
  g_assert_cmpuint (chess_game_review_get_n_total (review), ==, 3);
  g_assert_cmpuint (chess_game_review_get_n_done (review), ==, 3);
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_node_at (game, 2)), ==, "[%eval 0.10]");

  /* No "go" for the position after 2. Nf3, which left the game. */
  lines = log_lines (f);
  for (guint i = 0; lines[i] != NULL; i++)
    g_test_message ("engine got: %s", lines[i]);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_false (g_str_has_suffix (lines[i], "moves e2e4 e7e5 g1f3"));
  go_at = log_find (lines, "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 c7c5", 0);
  g_assert_cmpint (go_at, >=, 0);
  g_assert_cmpint (log_find (lines, "stop", 0), >=, 0);
  g_assert_cmpint (log_find (lines, "stop", 0), <, go_at);
}

/* ---- Stockfish ---- */

static void
test_stockfish_blunder (void)
{
  g_autofree char *path = chess_engine_find_default ();
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessGameReview) review = NULL;
  g_autofree char *pgn = NULL;
  ChessEval eval;
  guint n_finished = 0;

  if (path == NULL)
    {
      g_test_skip ("Stockfish is not installed");
      return;
    }
  /* 3… Nf6?? lets White mate at once. */
  game = play_game ("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
  review = chess_game_review_new (game, path);
  g_signal_connect (review, "finished", G_CALLBACK (on_finished), &n_finished);
  chess_game_review_start (review);
  WAIT_FOR (is_finished (review));
  g_assert_cmpuint (n_finished, ==, 1);

  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 6), 4));
  g_assert_true (chess_game_review_get_eval (review, chess_game_get_node_at (game, 6), &eval));
  g_assert_cmpint (eval.kind, ==, CHESS_EVAL_MATE);
  g_assert_cmpint (eval.value, ==, 1);
  /* Mate given is no mistake; the opening moves are not blunders. */
  g_assert_false (chess_game_node_has_nag (chess_game_get_node_at (game, 7), 4));
  for (guint ply = 1; ply <= 5; ply++)
    g_assert_false (chess_game_node_has_nag (chess_game_get_node_at (game, ply), 4));
  pgn = chess_pgn_write (game);
  g_test_message ("%s", pgn);
  g_strdelimit (pgn, "\n", ' ');
  g_assert_nonnull (strstr (pgn, "Nf6 $4 {[%eval #1]}"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/judge", test_judge);
  g_test_add_func ("/review/winning-chances", test_winning_chances);
  g_test_add_func ("/review/comment", test_comment);
  g_test_add ("/review/marks", Fixture, NULL, fixture_set_up, test_review_marks, fixture_tear_down);
  g_test_add ("/review/cancel", Fixture, NULL, fixture_set_up, test_review_cancel, fixture_tear_down);
  g_test_add ("/review/game-changes", Fixture, NULL, fixture_set_up, test_review_game_changes, fixture_tear_down);
  g_test_add_func ("/review/stockfish-blunder", test_stockfish_blunder);
  return g_test_run ();
}
