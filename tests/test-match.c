/* test-match.c: ChessMatch without a display — the clock wired to the
 * game, draw offers, whole-turn undo against the computer, search
 * generations, the autosave format, and notifications only on change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-match.h"
#include "chess-startpos.h"
#include "chess-pgn.h"
#include "chess-game-file.h"
#include "test-engine-fake.h"

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

static ChessMatch *
new_match (guint number)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, number, NULL);

  return chess_match_new (game);
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

typedef struct {
  gint64 now;
} FakeTime;

static gint64
fake_now (gpointer user_data)
{
  return ((FakeTime *) user_data)->now;
}

static ChessClock *
fake_clock (const char *control,
            FakeTime   *time)
{
  g_autoptr(ChessTimeControl) time_control = chess_time_control_parse (control, NULL);
  ChessClock *clock = chess_clock_new (time_control);

  chess_clock_set_time_func (clock, fake_now, time, NULL);
  return clock;
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

/* Games with clocks carry each move's time as lichess writes it, and
 * the TimeControl tag. */
static void
test_clock_in_pgn (void)
{
  FakeTime time = { 1000 * SECOND };
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(ChessClock) clock = fake_clock ("3+2", &time);
  g_autoptr(ChessTimeControl) control = chess_time_control_parse ("5+3", NULL);
  ChessGame *game = chess_match_get_game (match);
  g_autofree char *pgn = NULL;
  gint64 msec = 0;

  chess_match_set_clock (match, clock);
  play (match, "e4");
  time.now += 12 * SECOND;
  play (match, "e5");
  time.now += 3 * SECOND;
  play (match, "Nf3");
  g_assert_true (chess_game_node_get_clock (chess_game_get_node_at (game, 1), &msec));
  g_assert_cmpint (msec, ==, 182000);
  g_assert_true (chess_game_node_get_clock (chess_game_get_node_at (game, 2), &msec));
  g_assert_cmpint (msec, ==, 170000);
  g_assert_true (chess_game_node_get_clock (chess_game_get_node_at (game, 3), &msec));
  g_assert_cmpint (msec, ==, 181000);
  pgn = chess_pgn_write (game);
  g_assert_nonnull (strstr (pgn, "1. e4 {[%clk 0:03:02]} 1... e5 {[%clk 0:02:50]} 2. Nf3 {[%clk 0:03:01]} *"));

  /* A take-back and another move: the clock comment is no annotation. */
  chess_match_undo (match);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  play (match, "Nc3");
  g_assert_cmpuint (chess_game_node_get_n_children (chess_game_get_node_at (game, 2)), ==, 1);

  /* The time control a new game is given goes into its tag. */
  chess_match_set_time_control (match, control);
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "300+3");
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The session keeps the whole tree: variations, comments, NAGs, and
 * the moves taken back (Redo's) with where the game stands. */
static void
test_save_load_tree (void)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(ChessMatch) loaded = new_match (0);
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_match_get_game (match);
  ChessGame *back;
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *node, *d4;
  g_autoptr(ChessMove) move = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *pgn_back = NULL;

  play (match, "e4 e5 Nf3 Nc6");
  chess_game_set_comment (game, root, "Played at the club");
  chess_game_add_nag (game, chess_game_get_node_at (game, 3), 1);
  chess_game_set_comment (game, chess_game_get_node_at (game, 2), "[%eval 0.2] Symmetric");
  move = chess_position_parse_san (chess_game_node_get_position (root), "d4", NULL);
  d4 = chess_game_add_move (game, root, move, NULL);
  g_clear_pointer (&move, chess_move_free);
  move = chess_position_parse_san (chess_game_node_get_position (d4), "d5", NULL);
  node = chess_game_add_move (game, d4, move, NULL);
  chess_game_set_comment_before (game, d4, "Or the queen's pawn");
  chess_game_set_comment (game, node, "Also fine");
  chess_match_undo (match);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);

  key_file = chess_match_save (match);
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_no_error (error);
  back = chess_match_get_game (loaded);

  /* Where the game stood, with Redo's move still there. */
  g_assert_cmpuint (chess_game_get_n_moves (back), ==, 3);
  g_assert_true (chess_game_can_redo (back));
  g_assert_cmpuint (chess_game_get_n_nodes (back), ==, 6);
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_root (back)), ==, "Played at the club");
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (back, 3), 1));
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_node_at (back, 2)), ==, "[%eval 0.2] Symmetric");
  node = chess_game_node_get_child (chess_game_get_root (back), 1);
  g_assert_cmpstr (chess_game_node_get_san (node), ==, "d4");
  g_assert_cmpstr (chess_game_node_get_comment_before (node), ==, "Or the queen's pawn");
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_node_get_next (node)), ==, "Also fine");
  pgn = chess_pgn_write (game);
  pgn_back = chess_pgn_write (back);
  g_assert_cmpstr (pgn_back, ==, pgn);
  g_assert_true (chess_match_redo (loaded));
  g_assert_cmpstr (chess_game_get_san (back, 4), ==, "Nc6");

  /* A Current path that does not fit the tree, or is no path, is
   * refused; an empty one is the start. */
  g_key_file_set_string (key_file, "Game", "Current", "0;5;");
  g_assert_false (chess_match_load (loaded, key_file, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_key_file_set_string (key_file, "Game", "Current", "first;");
  g_assert_false (chess_match_load (loaded, key_file, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_key_file_set_string (key_file, "Game", "Current", "");
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (loaded)), ==, 0);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The PGN in the session states the main line's result; where the game
 * stands, and a result an action gave there, come back beside it. */
static void
test_save_load_current_result (void)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_STANDARD, CHESS_STANDARD_POSITION, NULL);
  g_autoptr(ChessMatch) match = chess_match_new (start);
  g_autoptr(ChessMatch) loaded = new_match (0);
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *old_pgn = NULL;
  ChessGame *game = chess_match_get_game (match);
  ChessGame *back;
  ChessGameNode *root = chess_game_get_root (game), *d4;

  /* Undo from a mate: the main line keeps it, the game stands before. */
  play (match, "f3 e5 g4 Qh4#");
  g_assert_true (chess_game_undo (game));
  key_file = chess_match_save (match);
  pgn = g_key_file_get_string (key_file, "Game", "PGN", NULL);
  g_assert_true (g_str_has_suffix (pgn, " 0-1\n"));
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_no_error (error);
  back = chess_match_get_game (loaded);
  g_assert_cmpuint (chess_game_get_n_moves (back), ==, 3);
  g_assert_cmpint (chess_game_get_result (back), ==, CHESS_RESULT_NONE);
  g_assert_true (chess_game_redo (back));
  g_assert_cmpint (chess_game_get_result (back), ==, CHESS_RESULT_BLACK_WINS);

  /* A session of an older version, which wrote the result where the
   * game stood, is read as well. */
  old_pgn = g_strdup (pgn);
  strcpy (old_pgn + strlen (old_pgn) - 4, "*\n");
  g_key_file_set_string (key_file, "Game", "PGN", old_pgn);
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (loaded)), ==, 3);
  g_clear_pointer (&key_file, g_key_file_free);

  /* A resignation in a variation promoted over the mate. */
  g_assert_true (chess_game_redo (game));
  chess_game_undo (game);
  chess_game_undo (game);
  chess_game_undo (game);
  move = chess_position_parse_san (chess_game_node_get_position (root), "d4", NULL);
  d4 = chess_game_add_move (game, root, move, NULL);
  chess_game_promote_variation (game, d4, TRUE);
  g_assert_true (chess_game_resign (game, CHESS_COLOR_BLACK));
  key_file = chess_match_save (match);
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_no_error (error);
  back = chess_match_get_game (loaded);
  g_assert_cmpuint (chess_game_get_n_moves (back), ==, 1);
  g_assert_cmpstr (chess_game_get_san (back, 1), ==, "f3");
  g_assert_cmpint (chess_game_get_result (back), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (back), ==, CHESS_RESULT_REASON_RESIGNATION);
  g_assert_true (chess_game_undo (back));
  g_assert_cmpint (chess_game_get_result (back), ==, CHESS_RESULT_NONE);
  g_assert_cmpuint (chess_game_get_n_moves (back), ==, 1);

  /* A result for the current move where none can stand is refused. */
  g_key_file_set_string (key_file, "Game", "CurrentResult", "won");
  g_assert_false (chess_match_load (loaded, key_file, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
}

/* The autosave format: every group, read back the same. */
static void
test_save_load (void)
{
  FakeTime time = { 1000 * SECOND };
  g_autoptr(ChessMatch) match = new_match (100);
  g_autoptr(ChessMatch) loaded = new_match (518);
  g_autoptr(ChessClock) clock = fake_clock ("3+2", &time);
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/club.pgn");
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(GKeyFile) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  g_autoptr(GError) error = NULL;
  ChessColor color;

  chess_match_set_clock (match, clock);
  play (match, "e4 e5");
  time.now += 7 * SECOND;
  play (match, "Nc3");
  chess_match_offer_draw (match);
  chess_match_set_black_at_bottom (match, TRUE);
  chess_match_set_game_file (match, chess_match_get_game (match), file, 2, 5);

  key_file = chess_match_save (match);
  data = g_key_file_to_data (key_file, NULL, NULL);
  g_assert_true (chess_match_load (loaded, key_file, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (chess_game_get_n_moves (chess_match_get_game (loaded)), ==, 3);
  g_assert_true (chess_match_get_black_at_bottom (loaded));
  g_assert_true (chess_match_get_draw_offer (loaded, &color, NULL));
  g_assert_cmpint (color, ==, CHESS_COLOR_BLACK);
  g_assert_nonnull (chess_match_get_clock (loaded));
  g_assert_false (chess_clock_get_running (chess_match_get_clock (loaded)));
  g_assert_cmpint (chess_clock_get_active_color (chess_match_get_clock (loaded)), ==, CHESS_COLOR_BLACK);
  g_assert_true (g_file_equal (chess_match_get_file (loaded), file));
  g_assert_cmpuint (chess_game_file_get (chess_match_get_game (loaded))->index, ==, 2);

  again = chess_match_save (loaded);
  data_again = g_key_file_to_data (again, NULL, NULL);
  /* The running clock counted on in MATCH; the loaded one is paused. */
  g_assert_true (g_key_file_has_group (again, "Clock"));
  g_key_file_remove_group (key_file, "Clock", NULL);
  g_key_file_remove_group (again, "Clock", NULL);
  g_clear_pointer (&data, g_free);
  g_clear_pointer (&data_again, g_free);
  data = g_key_file_to_data (key_file, NULL, NULL);
  data_again = g_key_file_to_data (again, NULL, NULL);
  g_assert_cmpstr (data, ==, data_again);

  g_assert_finalize_object (g_steal_pointer (&loaded));
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* What the window wrote before ChessMatch existed must still restore. */
static const char old_session[] =
  "[Game]\n"
  "Format=1\n"
  "PGN=[Event \"?\"]\\n[Site \"?\"]\\n[Date \"????.??.??\"]\\n[Round \"?\"]\\n[White \"?\"]\\n"
  "[Black \"Stockfish (level 3)\"]\\n[Result \"1-0\"]\\n[Variant \"Chess960\"]\\n"
  "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\\n[SetUp \"1\"]\\n\\n"
  "1. e4 e5 2. Nd3 1-0\\n\n"
  "ResultReason=resignation\n"
  "BlackAtBottom=false\n"
  "\n"
  "[Opponent]\n"
  "Computer=true\n"
  "Level=3\n"
  "PlayerColor=white\n"
  "\n"
  "[Clock]\n"
  "TimeControl=300+3\n"
  "WhiteMs=290000\n"
  "BlackMs=296000\n"
  "Active=black\n";

static void
test_load_old_session (void)
{
  g_autoptr(ChessMatch) match = new_match (518);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  ChessGame *game;

  g_assert_true (g_key_file_load_from_data (key_file, old_session, -1, G_KEY_FILE_NONE, &error));
  g_assert_true (chess_match_load (match, key_file, &error));
  g_assert_no_error (error);
  game = chess_match_get_game (match);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 0);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_RESIGNATION);
  g_assert_nonnull (chess_match_get_opponent (match));
  g_assert_cmpuint (chess_engine_player_get_level (chess_match_get_opponent (match)), ==, 3);
  g_assert_cmpint (chess_engine_player_get_color (chess_match_get_opponent (match)), ==, CHESS_COLOR_BLACK);
  g_assert_nonnull (chess_match_get_clock (match));
  g_assert_cmpint (chess_clock_get_remaining (chess_match_get_clock (match), CHESS_COLOR_WHITE), ==, 290000);
  /* Undo takes the resignation back. */
  g_assert_true (chess_match_undo (match));
  g_assert_true (chess_match_get_playing (match));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Anything wrong is refused, and the match stays as it was. */
static void
test_load_refused (void)
{
  static const struct { const char *from; const char *to; } edits[] = {
    { "Format=1", "Format=2" },
    { " 1-0\\n\n", " 1-0 2... Nf6\\n\n" },
    { "2. Nd3 1-0", "2. Nd3" },
    { "ResultReason=resignation", "ResultReason=checkmate-ish" },
    { "BlackAtBottom=false", "BlackAtBottom=maybe" },
    { "Level=3", "Level=99" },
    { "PlayerColor=white", "PlayerColor=green" },
    { "Computer=true", "Computer=yes" },
    { "Active=black", "Active=blue" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(ChessMatch) match = new_match (518);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (old_session);
      ChessGame *before = chess_match_get_game (match);

      g_assert_cmpuint (g_string_replace (text, edits[i].from, edits[i].to, 1), ==, 1);
      g_assert_true (g_key_file_load_from_data (key_file, text->str, -1, G_KEY_FILE_NONE, NULL));
      g_assert_false (chess_match_load (match, key_file, &error));
      g_assert_nonnull (error);
      g_assert_true (chess_match_get_game (match) == before);
      g_assert_null (chess_match_get_opponent (match));
      g_assert_null (chess_match_get_clock (match));
      g_assert_finalize_object (g_steal_pointer (&match));
    }
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
  g_test_add_func ("/match/save-load", test_save_load);
  g_test_add_func ("/match/clock-in-pgn", test_clock_in_pgn);
  g_test_add_func ("/match/save-load-tree", test_save_load_tree);
  g_test_add_func ("/match/save-load-current-result", test_save_load_current_result);
  g_test_add_func ("/match/load-old-session", test_load_old_session);
  g_test_add_func ("/match/load-refused", test_load_refused);
  g_test_add ("/match/computer-turns", Fixture, NULL, fixture_set_up, test_computer_turns, fixture_tear_down);
  g_test_add ("/match/old-answer-dropped", Fixture, NULL, fixture_set_up, test_old_answer_dropped, fixture_tear_down);
  g_test_add ("/match/engine-fault", Fixture, NULL, fixture_set_up, test_engine_fault, fixture_tear_down);
  g_test_add ("/match/hint", Fixture, NULL, fixture_set_up, test_hint, fixture_tear_down);

  return g_test_run ();
}
