/* test-match-file.c: ChessMatch's session file — the autosave format
 * read back the same (the whole tree, the clock and its times, the
 * result and where the game stands), older sessions, and what is refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-match.h"
#include "chess-startpos.h"
#include "chess-pgn.h"
#include "chess-game-file.h"
#include "test-engine-fake.h"
#include "test-match-util.h"

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
int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/save-load", test_save_load);
  g_test_add_func ("/match/clock-in-pgn", test_clock_in_pgn);
  g_test_add_func ("/match/save-load-tree", test_save_load_tree);
  g_test_add_func ("/match/save-load-current-result", test_save_load_current_result);
  g_test_add_func ("/match/load-old-session", test_load_old_session);
  g_test_add_func ("/match/load-refused", test_load_refused);

  return g_test_run ();
}
