/* test-game.c: ChessGame — history, undo/redo, signals and draw rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-game.h"
#include "chess-startpos.h"

static ChessGame *
game_from_fen (ChessVariant variant, const char *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (variant, fen, &error);

  g_assert_no_error (error);
  return chess_game_new (pos);
}

static void
play_all (ChessGame *game, const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i]; i++)
    {
      g_autoptr(GError) error = NULL;

      if (*list[i] == '\0')
        continue;
      chess_game_play_text (game, list[i], &error);
      g_assert_no_error (error);
    }
}

static char *
current_fen (ChessGame *game)
{
  return chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);
}

static void
count_signal (ChessGame *game, guint ply, ChessMove *move, guint *counter)
{
  g_assert_nonnull (move);
  (*counter)++;
}

static void
test_history_undo_redo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, &error);
  g_autofree char *after_two = NULL;
  g_autofree char *fen = NULL;
  guint played = 0, undone = 0;

  g_assert_no_error (error);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 518);
  g_assert_false (chess_game_can_undo (game));
  g_signal_connect (game, "move-played", G_CALLBACK (count_signal), &played);
  g_signal_connect (game, "move-undone", G_CALLBACK (count_signal), &undone);

  play_all (game, "e4 e5 Nf3");
  g_assert_cmpuint (played, ==, 3);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (chess_game_get_san (game, 3), ==, "Nf3");
  after_two = chess_position_to_fen (chess_game_get_position_at (game, 2), CHESS_FEN_FLAGS_NONE);
  g_assert_cmpstr (after_two, ==, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");

  g_assert_true (chess_game_undo (game));
  g_assert_cmpuint (undone, ==, 1);
  fen = current_fen (game);
  g_assert_cmpstr (fen, ==, after_two);
  g_assert_true (chess_game_can_redo (game));
  g_assert_true (chess_game_redo (game));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_false (chess_game_can_redo (game));

  /* A different move clears the redo stack; the same one keeps it. */
  chess_game_undo (game);
  chess_game_undo (game);
  g_assert_true (chess_game_can_redo (game));
  play_all (game, "e5");
  g_assert_true (chess_game_can_redo (game));
  play_all (game, "Nc3");
  g_assert_false (chess_game_can_redo (game));

  /* Illegal moves are refused and change nothing. */
  g_assert_false (chess_game_play_text (game, "Ke3", &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *counter)
{
  (*counter)++;
}

static void
test_notify (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);
  guint notified = 0;

  g_signal_connect (game, "notify::position", G_CALLBACK (count_notify), &notified);
  play_all (game, "e4");
  g_assert_cmpuint (notified, ==, 1);
  chess_game_undo (game);
  g_assert_cmpuint (notified, ==, 2);
}

/* Counts each property's notifications by name. */
static void
count_by_name (GObject *object, GParamSpec *pspec, GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
take_count (GHashTable *counts, const char *name)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));

  g_hash_table_remove (counts, name);
  return n;
}

/* HACKING: notify only when the value really changed. The second move
 * changes neither can-undo nor can-redo, nor the draw claim. */
static void
test_notify_only_changes (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);

  g_signal_connect (game, "notify", G_CALLBACK (count_by_name), counts);

  play_all (game, "Nf3");
  g_assert_cmpuint (take_count (counts, "position"), ==, 1);
  g_assert_cmpuint (take_count (counts, "n-moves"), ==, 1);
  g_assert_cmpuint (take_count (counts, "can-undo"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  play_all (game, "Nf6");
  g_assert_cmpuint (take_count (counts, "position"), ==, 1);
  g_assert_cmpuint (take_count (counts, "n-moves"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  /* The redo stack fills, and stays non-empty on the second undo. */
  chess_game_undo (game);
  g_assert_cmpuint (take_count (counts, "can-redo"), ==, 1);
  g_assert_cmpuint (take_count (counts, "position"), ==, 1);
  g_assert_cmpuint (take_count (counts, "n-moves"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);
  chess_game_undo (game);
  g_assert_cmpuint (take_count (counts, "can-undo"), ==, 1);
  g_assert_cmpuint (take_count (counts, "position"), ==, 1);
  g_assert_cmpuint (take_count (counts, "n-moves"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  /* Knights out and back twice: the third time the position is there, a
   * claim becomes possible, and only then is it notified. */
  play_all (game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  g_hash_table_remove_all (counts);
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_NONE);
  play_all (game, "Ng8");
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_THREEFOLD_REPETITION);
  g_assert_cmpuint (take_count (counts, "claimable-draw"), ==, 1);
  g_hash_table_remove_all (counts);

  /* A resignation changes the result, can-redo stays FALSE, no move. */
  chess_game_resign (game, CHESS_COLOR_WHITE);
  g_assert_cmpuint (take_count (counts, "n-moves"), ==, 0);
  g_assert_cmpuint (take_count (counts, "can-undo"), ==, 0);
  g_assert_cmpuint (take_count (counts, "can-redo"), ==, 0);
  g_assert_cmpuint (take_count (counts, "claimable-draw"), ==, 1);
  g_assert_cmpuint (take_count (counts, "result"), ==, 1);
  g_assert_cmpuint (take_count (counts, "result-reason"), ==, 1);
}

typedef struct {
  const char        *fen;
  const char        *moves;
  ChessResult        result;
  ChessResultReason  reason;
} ResultCase;

static const ResultCase result_cases[] = {
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "f3 e5 g4 Qh4#",
    CHESS_RESULT_BLACK_WINS, CHESS_RESULT_REASON_CHECKMATE },
  { "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "Qf8#", CHESS_RESULT_WHITE_WINS, CHESS_RESULT_REASON_CHECKMATE },
  { "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "Qf7", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_STALEMATE },
  { "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kxd2", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL },
  { "4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1", "Kxd2", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL },
  { "4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1", "Kxd2", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL },
  /* bishops all on one colour cannot mate */
  { "4k3/8/2b5/8/8/8/3r4/4KB2 w - - 0 1", "Kxd2", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL },
  /* …but on both colours they can */
  { "4k3/8/3b4/8/8/8/3r4/4KB2 w - - 0 1", "Kxd2", CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
  /* two knights could mate, with help */
  { "4k3/8/8/8/8/8/3r4/2N1K1N1 w - - 0 1", "Kxd2", CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
  /* seventy-five moves: automatic at 150 half-moves */
  { "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 90", "Ra2", CHESS_RESULT_DRAW, CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES },
  /* …unless that move mates */
  { "7k/8/6K1/8/8/8/8/R7 w - - 149 90", "Ra8#", CHESS_RESULT_WHITE_WINS, CHESS_RESULT_REASON_CHECKMATE },
  /* fivefold repetition: automatic */
  { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8",
    CHESS_RESULT_DRAW, CHESS_RESULT_REASON_FIVEFOLD_REPETITION },
};

static void
test_results (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (result_cases); i++)
    {
      g_autoptr(ChessGame) game = game_from_fen (CHESS_VARIANT_CHESS960, result_cases[i].fen);

      g_test_message ("%s: %s", result_cases[i].fen, result_cases[i].moves);
      play_all (game, result_cases[i].moves);
      g_assert_cmpint (chess_game_get_result (game), ==, result_cases[i].result);
      g_assert_cmpint (chess_game_get_result_reason (game), ==, result_cases[i].reason);
      if (result_cases[i].result != CHESS_RESULT_NONE)
        {
          g_autoptr(GError) error = NULL;
          /* No move after the end. */
          g_assert_false (chess_game_play_text (game, "Kd1", &error));
          g_assert_nonnull (error);
        }
    }
}

static void
test_threefold_claim (void)
{
  g_autoptr(ChessGame) game = game_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K2R w - - 0 1");

  play_all (game, "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1");
  /* The start position has stood twice; Black's reply makes it three. */
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_NONE);
  g_assert_false (chess_game_claim_draw (game));
  play_all (game, "Ke8");
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_THREEFOLD_REPETITION);
  /* Offered, not forced: play may go on. */
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);
  g_assert_true (chess_game_claim_draw (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_THREEFOLD_REPETITION);
  /* Undo takes back the claim first, then moves. */
  g_assert_true (chess_game_undo (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 8);
}

/* Castling rights are part of the position: losing one breaks the count. */
static void
test_repetition_needs_same_rights (void)
{
  g_autoptr(ChessGame) game = game_from_fen (CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

  play_all (game, "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
  /* The start (with rights) stood once; the position without them twice. */
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_NONE);
  play_all (game, "Ke2 Ke7 Ke1 Ke8");
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_THREEFOLD_REPETITION);
}

static void
test_fifty_moves_claim (void)
{
  g_autoptr(ChessGame) game = game_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");

  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_NONE);
  play_all (game, "Ra2");
  g_assert_cmpint (chess_game_get_claimable_draw (game), ==, CHESS_DRAW_CLAIM_FIFTY_MOVES);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);
  g_assert_true (chess_game_claim_draw (game));
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_FIFTY_MOVES);
}

static void
test_actions (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessGame) lone = game_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
  g_autoptr(ChessGame) flag = game_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");

  g_assert_true (chess_game_resign (game, CHESS_COLOR_WHITE));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_RESIGNATION);
  g_assert_false (chess_game_agree_draw (game));
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_agree_draw (game));
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_DRAW_AGREED);

  /* White's flag falls but Black has a lone king: a draw (Laws 6.9). */
  g_assert_true (chess_game_flag_fall (lone, CHESS_COLOR_WHITE));
  g_assert_cmpint (chess_game_get_result (lone), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (lone), ==, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  /* Black's flag falls and White has a queen: White wins. */
  g_assert_true (chess_game_flag_fall (flag, CHESS_COLOR_BLACK));
  g_assert_cmpint (chess_game_get_result (flag), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (flag), ==, CHESS_RESULT_REASON_TIMEOUT);
}

static void
test_start_numbers (void)
{
  for (guint n = 0; n < CHESS960X3_N_POSITIONS; n += 97)
    {
      ChessVariant variant = n < 960 ? CHESS_VARIANT_CHESS960 : CHESS_VARIANT_CHESS960X3;
      g_autoptr(ChessGame) game = chess_game_new_start (variant, n, NULL);

      g_assert_cmpint (chess_game_get_start_number (game), ==, (gint) n);
      g_assert_cmpint (chess_game_get_variant (game), ==, variant);
    }
  {
    g_autoptr(ChessGame) moved = game_from_fen (CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    g_assert_cmpint (chess_game_get_start_number (moved), ==, -1);
  }
}

static void
test_tags (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  const char * const *names;

  chess_game_set_tag (game, "Event", "Club night");
  chess_game_set_tag (game, "White", "Anna");
  chess_game_set_tag (game, "Black", "Boris");
  chess_game_set_tag (game, "Event", "Club championship");
  chess_game_set_tag (game, "White", NULL);
  names = chess_game_get_tag_names (game);
  g_assert_cmpstr (names[0], ==, "Event");
  g_assert_cmpstr (names[1], ==, "Black");
  g_assert_null (names[2]);
  g_assert_cmpstr (chess_game_get_tag (game, "Event"), ==, "Club championship");
  g_assert_null (chess_game_get_tag (game, "White"));
}

static void
test_chess960x3_game (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960X3, 960 + 518, NULL);
  g_autofree char *fen = NULL;

  g_assert_nonnull (game);
  fen = chess_position_to_fen (chess_game_get_start_position (game), CHESS_FEN_FLAGS_SHREDDER);
  /* The minor pieces and queen of SP 518, rook, rook, king on the rest. */
  g_assert_cmpstr (fen, ==, "rnbqrbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQRBNK w EAea - 0 1");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/history", test_history_undo_redo);
  g_test_add_func ("/game/notify", test_notify);
  g_test_add_func ("/game/notify-only-changes", test_notify_only_changes);
  g_test_add_func ("/game/results", test_results);
  g_test_add_func ("/game/threefold", test_threefold_claim);
  g_test_add_func ("/game/repetition-rights", test_repetition_needs_same_rights);
  g_test_add_func ("/game/fifty-moves", test_fifty_moves_claim);
  g_test_add_func ("/game/actions", test_actions);
  g_test_add_func ("/game/start-numbers", test_start_numbers);
  g_test_add_func ("/game/tags", test_tags);
  g_test_add_func ("/game/chess960x3", test_chess960x3_game);
  return g_test_run ();
}
