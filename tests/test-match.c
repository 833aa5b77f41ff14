/* test-match.c: ChessMatch without a display — the clock wired to the
 * game, draw offers, whole-turn undo against the computer, search
 * generations, and notifications only on change (the session file:
 * test-match-file.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-match.h"
#include "test-engine-fake.h"
#include "test-match-util.h"

/* Counts each property's notifications by name. */
static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
take (GHashTable *counts,
      const char *name)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));

  g_hash_table_remove (counts, name);
  return n;
}

static GHashTable *
watch (gpointer object)
{
  GHashTable *counts = g_hash_table_new (g_str_hash, g_str_equal);

  g_signal_connect (object, "notify", G_CALLBACK (count_notify), counts);
  return counts;
}

static void
count_signal (gpointer  instance,
              guint    *count)
{
  (*count)++;
}

static void
test_new (void)
{
  ChessMatch *match = new_match (518);

  g_assert_true (chess_match_get_playing (match));
  g_assert_true (chess_match_get_players_turn (match));
  g_assert_false (chess_match_get_can_undo (match));
  g_assert_false (chess_match_get_can_redo (match));
  g_assert_null (chess_match_get_clock (match));
  g_assert_null (chess_match_get_opponent (match));
  g_assert_false (chess_match_get_draw_offered (match));
  g_assert_false (chess_match_get_thinking (match));
  g_assert_null (chess_match_get_file (match));
  g_assert_finalize_object (match);
}

/* Variations, comments and NAGs are what the session saves too: each
 * edit of the tree says ::changed, and touches no property. */
static void
test_tree_edits_changed (void)
{
  g_autoptr(ChessMatch) match = new_match (518);
  ChessGame *game = chess_match_get_game (match);
  g_autoptr(GHashTable) counts = NULL;
  g_autoptr(ChessMove) move = NULL;
  ChessGameNode *variation;
  guint changed = 0;

  play (match, "e4 e5");
  counts = watch (match);
  g_signal_connect (match, "changed", G_CALLBACK (count_signal), &changed);
  move = chess_position_parse_move (chess_game_get_position_at (game, 1), "c5", NULL);
  g_assert_nonnull (move);
  variation = chess_game_add_move (game, chess_game_get_node_at (game, 1), move, NULL);
  g_assert_nonnull (variation);
  g_assert_cmpuint (changed, ==, 1);
  chess_game_set_comment (game, variation, "The Sicilian");
  g_assert_cmpuint (changed, ==, 2);
  chess_game_add_nag (game, variation, 5);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (chess_game_promote_variation (game, variation, FALSE));
  g_assert_cmpuint (changed, ==, 4);
  g_assert_true (chess_game_delete_variation (game, variation));
  g_assert_cmpuint (changed, ==, 5);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);
}

/* HACKING: every property is notified when, and only when, it changed. */
static void
test_notify_only_changes (void)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(GHashTable) counts = watch (match);
  guint changed = 0;

  g_signal_connect (match, "changed", G_CALLBACK (count_signal), &changed);

  play (match, "e4");
  g_assert_cmpuint (take (counts, "can-undo"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);
  g_assert_cmpuint (changed, >=, 1);

  play (match, "e5 Nf3");
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  chess_match_undo (match);
  g_assert_cmpuint (take (counts, "can-redo"), ==, 1);
  chess_match_undo (match);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  chess_match_set_black_at_bottom (match, TRUE);
  chess_match_set_black_at_bottom (match, TRUE);
  g_assert_cmpuint (take (counts, "black-at-bottom"), ==, 1);

  chess_match_offer_draw (match);
  g_assert_cmpuint (take (counts, "draw-offered"), ==, 1);
  g_assert_cmpuint (take (counts, "can-offer-draw"), ==, 1);
  g_assert_false (chess_match_offer_draw (match));
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  /* Resigning: over, no redo, offer gone; can-undo stays TRUE. */
  chess_match_resign (match);
  g_assert_cmpuint (take (counts, "playing"), ==, 1);
  g_assert_cmpuint (take (counts, "can-redo"), ==, 1);
  g_assert_cmpuint (take (counts, "draw-offered"), ==, 1);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  /* No engine path: no hint either way, and nothing notified for it. */
  g_assert_false (chess_match_request_hint (match));
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);

  g_signal_handlers_disconnect_by_data (match, counts);
  g_signal_handlers_disconnect_by_data (match, &changed);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The clock follows the game: moves press it, a take-back hands the turn
 * back, a result stops it, and a flag fall ends the game. */
static void
test_clock_follows_game (void)
{
  FakeTime time = { 1000 * SECOND };
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(ChessClock) clock = fake_clock ("1+2", &time);
  ChessGame *game = chess_match_get_game (match);

  chess_match_set_clock (match, clock);
  g_assert_true (chess_match_get_can_pause_clock (match));
  g_assert_false (chess_clock_get_running (clock));

  play (match, "e4");
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_BLACK);
  /* White's increment. */
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_WHITE), ==, 62000);

  time.now += 5 * SECOND;
  chess_match_undo (match);
  g_assert_cmpint (chess_clock_get_active_color (clock), ==, CHESS_COLOR_WHITE);
  g_assert_true (chess_clock_get_running (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_COLOR_BLACK), ==, 55000);

  chess_match_toggle_clock (match);
  g_assert_false (chess_clock_get_running (clock));
  chess_match_toggle_clock (match);
  g_assert_true (chess_clock_get_running (clock));

  chess_match_resign (match);
  g_assert_false (chess_clock_get_running (clock));
  g_assert_false (chess_match_get_can_pause_clock (match));
  chess_match_undo (match);
  g_assert_true (chess_match_get_playing (match));

  /* White's minute runs out. */
  chess_match_toggle_clock (match);
  time.now += 70 * SECOND;
  chess_clock_update (clock);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_TIMEOUT);
  g_assert_false (chess_clock_get_running (clock));

  /* A new game has no clock until one is set, and leaves the old alone. */
  {
    g_autoptr(ChessGame) next = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);

    chess_match_set_game (match, next);
    g_assert_null (chess_match_get_clock (match));
    play (match, "e4");
    g_assert_false (chess_clock_get_running (clock));
  }
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* FIDE's order at one board: the offer stands through the offering side's
 * own move and ends with the opponent's; a take-back withdraws it. */
static void
test_draw_offer (void)
{
  g_autoptr(ChessMatch) match = new_match (518);
  ChessColor color;
  guint ply;

  g_assert_true (chess_match_offer_draw (match));
  g_assert_true (chess_match_get_draw_offer (match, &color, &ply));
  g_assert_cmpint (color, ==, CHESS_COLOR_WHITE);
  g_assert_cmpuint (ply, ==, 0);
  play (match, "e4");
  g_assert_true (chess_match_get_draw_offered (match));
  play (match, "e5");
  g_assert_false (chess_match_get_draw_offered (match));

  /* Offered, then the offering side's own move taken back: withdrawn. */
  chess_match_offer_draw (match);
  g_assert_true (chess_match_get_draw_offer (match, &color, NULL));
  g_assert_cmpint (color, ==, CHESS_COLOR_WHITE);
  play (match, "Nf3");
  g_assert_true (chess_match_get_draw_offered (match));
  chess_match_undo (match);
  g_assert_false (chess_match_get_draw_offered (match));

  chess_match_offer_draw (match);
  g_assert_true (chess_match_decline_draw (match));
  g_assert_false (chess_match_get_draw_offered (match));
  g_assert_false (chess_match_accept_draw (match));

  chess_match_offer_draw (match);
  g_assert_true (chess_match_accept_draw (match));
  g_assert_false (chess_match_get_draw_offered (match));
  g_assert_cmpint (chess_game_get_result_reason (chess_match_get_game (match)), ==,
                   CHESS_RESULT_REASON_DRAW_AGREED);
  g_assert_false (chess_match_offer_draw (match));

  /* Undo takes the agreement back; a new game has no offer. */
  chess_match_undo (match);
  chess_match_offer_draw (match);
  {
    g_autoptr(ChessGame) next = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);

    chess_match_set_game (match, next);
  }
  g_assert_false (chess_match_get_draw_offered (match));
  g_assert_finalize_object (g_steal_pointer (&match));
}

static void
test_claims_and_resignation (void)
{
  g_autoptr(ChessMatch) match = new_match (518);

  play (match, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  g_assert_cmpint (chess_match_get_claimable_draw (match), ==, CHESS_DRAW_CLAIM_NONE);
  g_assert_false (chess_match_claim_draw (match));
  play (match, "Ng8");
  g_assert_cmpint (chess_match_get_claimable_draw (match), ==, CHESS_DRAW_CLAIM_THREEFOLD_REPETITION);
  g_assert_true (chess_match_claim_draw (match));
  g_assert_false (chess_match_get_playing (match));
  chess_match_undo (match);

  /* Between two players the side to move resigns. */
  play (match, "e4");
  g_assert_cmpint (chess_match_get_resigning_color (match), ==, CHESS_COLOR_BLACK);
  g_assert_true (chess_match_resign (match));
  g_assert_cmpint (chess_game_get_result (chess_match_get_game (match)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_finalize_object (g_steal_pointer (&match));
}


/* With the fake engine: the computer answers, and Undo takes back a turn. */
static void
test_computer_turns (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(GHashTable) counts = watch (match);
  ChessGame *game = chess_match_get_game (match);

  fake_set (f, "moves", "e7e5 b8c6 g8f6");
  chess_match_set_engine_path (match, f->fake);
  chess_match_play_computer (match, 2, CHESS_COLOR_WHITE);
  g_assert_nonnull (chess_match_get_opponent (match));
  g_assert_cmpuint (take (counts, "opponent"), ==, 1);
  g_assert_false (chess_match_get_black_at_bottom (match));
  g_assert_cmpstr (chess_game_get_tag (game, "Black"), ==, "Engine (level 2)");
  g_assert_false (chess_match_get_thinking (match));
  /* The user may offer the computer a draw (test-match-computer.c). */
  g_assert_true (chess_match_get_can_offer_draw (match));

  play (match, "e4");
  g_assert_true (chess_match_get_thinking (match));
  g_assert_false (chess_match_get_players_turn (match));
  WAIT_FOR (chess_game_get_n_moves (game) == 2);
  g_assert_false (chess_match_get_thinking (match));
  g_assert_true (chess_match_get_players_turn (match));
  g_assert_cmpstr (chess_game_get_san (game, 2), ==, "e5");

  play (match, "Nf3");
  WAIT_FOR (chess_game_get_n_moves (game) == 4);

  /* A whole turn: the computer's answer and the user's move. */
  g_assert_true (chess_match_undo (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  g_assert_true (chess_match_get_players_turn (match));
  g_assert_false (chess_match_get_thinking (match));
  g_assert_true (chess_match_redo (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 4);
  g_assert_true (chess_match_get_players_turn (match));

  /* Against the computer the user resigns, whoever is to move. */
  g_assert_cmpint (chess_match_get_resigning_color (match), ==, CHESS_COLOR_WHITE);

  chess_match_play_two_players (match);
  g_assert_null (chess_match_get_opponent (match));
  g_signal_handlers_disconnect_by_data (match, counts);
  g_assert_finalize_object (g_steal_pointer (&match));
}

static gboolean
log_has_go (Fixture *f)
{
  g_auto(GStrv) lines = log_lines (f);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "go "))
      return TRUE;
  return FALSE;
}

/* An answer to an older generation is dropped: the game changed while the
 * engine thought. */
static void
test_old_answer_dropped (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  ChessGame *game = chess_match_get_game (match);
  ChessEnginePlayer *player;
  guint generation;

  fake_set (f, "mode", "think");
  fake_set (f, "think-ms", "300");
  fake_set (f, "moves", "e7e5");
  chess_match_set_engine_path (match, f->fake);
  chess_match_play_computer (match, 1, CHESS_COLOR_WHITE);
  player = chess_match_get_opponent (match);

  play (match, "e4");
  g_assert_true (chess_match_get_thinking (match));
  generation = chess_engine_player_get_generation (player);
  WAIT_FOR (log_has_go (f));
  /* Taken back while the engine thinks: that search is for a position
   * that is gone. */
  g_assert_true (chess_match_undo (match));
  g_assert_cmpuint (chess_engine_player_get_generation (player), >, generation);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_false (chess_match_get_thinking (match));

  /* Long enough for the old answer to come, which must not be played. */
  {
    gint64 until = g_get_monotonic_time () + SECOND / 2;

    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_null (chess_match_get_engine_error (match));

  /* The next position is asked for, and answered. */
  play (match, "d4");
  WAIT_FOR (chess_game_get_n_moves (game) == 2);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A search that fails says why, and Retry asks again. */
static void
test_engine_fault (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  ChessGame *game = chess_match_get_game (match);

  fake_set (f, "mode", "illegal");
  chess_match_set_engine_path (match, f->fake);
  chess_match_play_computer (match, 1, CHESS_COLOR_BLACK);
  g_assert_true (chess_match_get_black_at_bottom (match));
  WAIT_FOR (chess_match_get_engine_error (match) != NULL);
  g_assert_false (chess_match_get_thinking (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);

  fake_set (f, "mode", "good");
  fake_set (f, "moves", "e2e4");
  g_assert_true (chess_match_retry_engine (match));
  g_assert_null (chess_match_get_engine_error (match));
  WAIT_FOR (chess_game_get_n_moves (game) == 1);
  g_assert_finalize_object (g_steal_pointer (&match));
}

static void
test_hint (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(GHashTable) counts = watch (match);

  fake_set (f, "moves", "g1f3");
  g_assert_false (chess_match_get_can_hint (match));
  chess_match_set_engine_path (match, f->fake);
  g_assert_true (chess_match_get_can_hint (match));
  g_hash_table_remove_all (counts);

  g_assert_true (chess_match_request_hint (match));
  g_assert_true (chess_match_get_hint_pending (match));
  g_assert_false (chess_match_get_can_hint (match));
  WAIT_FOR (chess_match_get_hint (match) != NULL);
  g_assert_false (chess_match_get_hint_pending (match));
  g_assert_cmpuint (take (counts, "hint"), ==, 1);
  g_assert_cmpuint (take (counts, "hint-pending"), ==, 2);

  /* A move makes the hint old. */
  play (match, "e4");
  g_assert_null (chess_match_get_hint (match));
  g_assert_true (chess_match_get_can_hint (match));
  g_signal_handlers_disconnect_by_data (match, counts);
  g_assert_finalize_object (g_steal_pointer (&match));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/new", test_new);
  g_test_add_func ("/match/notify-only-changes", test_notify_only_changes);
  g_test_add_func ("/match/tree-edits-changed", test_tree_edits_changed);
  g_test_add_func ("/match/clock", test_clock_follows_game);
  g_test_add_func ("/match/draw-offer", test_draw_offer);
  g_test_add_func ("/match/claims-resignation", test_claims_and_resignation);
  g_test_add ("/match/computer-turns", Fixture, NULL, fixture_set_up, test_computer_turns, fixture_tear_down);
  g_test_add ("/match/old-answer-dropped", Fixture, NULL, fixture_set_up, test_old_answer_dropped, fixture_tear_down);
  g_test_add ("/match/engine-fault", Fixture, NULL, fixture_set_up, test_engine_fault, fixture_tear_down);
  g_test_add ("/match/hint", Fixture, NULL, fixture_set_up, test_hint, fixture_tear_down);

  return g_test_run ();
}
