/* test-game-cut.c: deleting a variation and putting it back
 * (chess_game_cut_variation(), chess_game_restore_variation()): the same
 * PGN text afterwards, whatever the subtree held and wherever it was
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-game.h"
#include "chess-pgn.h"

/* Black resigned after 2… Nc6; the game's comment, a variation with a
 * comment before its first move, nested variations, NAGs, a clock. */
static const char annotated[] =
  "[Event \"Cut\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
  "[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n"
  "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
  "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
  "{The game} 1. e4 {best by test} e5 $1 {[%clk 0:03:00]} ({Or} 1... c5 $5 2. Nf3 (2. c3 {Alapin} d5) d6 $14) "
  "({Also} 1... e6 2. d4) 2. Nf3 Nc6 $2 {resigns} 1-0\n";

static ChessGame *
read_game (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read (text, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (games, 0));
}

static ChessGameNode *
node_at (ChessGame  *game,
         const char *path)
{
  ChessGameNode *node = chess_game_get_root (game);

  for (const char *p = path; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      node = chess_game_node_get_child (node, *p - '0');
  g_assert_nonnull (node);
  return node;
}

/* Cut at PATH, then restore: the PGN text is what it was, and so are the
 * played line and the result. */
static void
check_cut_and_restore (const char *path)
{
  g_autoptr(ChessGame) game = read_game (annotated);
  g_autofree char *before = chess_pgn_write (game);
  g_autofree char *cut_text = NULL;
  g_autofree char *after = NULL;
  guint n_moves = chess_game_get_n_moves (game);
  guint n_nodes = chess_game_get_n_nodes (game);
  ChessResult result = chess_game_get_result (game);
  ChessGameCut *cut;

  cut = chess_game_cut_variation (game, node_at (game, path));
  g_assert_nonnull (cut);
  g_assert_true (chess_game_cut_can_restore (cut));
  g_assert_true (chess_game_cut_get_game (cut) == game);
  cut_text = chess_pgn_write (game);
  g_assert_cmpstr (cut_text, !=, before);
  g_assert_cmpuint (chess_game_get_n_nodes (game), <, n_nodes);

  g_assert_true (chess_game_restore_variation (game, cut));
  g_assert_false (chess_game_cut_can_restore (cut));
  g_assert_false (chess_game_restore_variation (game, cut));
  chess_game_cut_free (cut);
  after = chess_pgn_write (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, n_nodes);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpint (chess_game_get_result (game), ==, result);
}

static void
test_restore_identical (void)
{
  /* The main line from 1… e5 on (the played line and the resignation
   * with it; 1… c5 takes child 0's place and hands "Or" to 1. e4's
   * comment), the middle variation, a nested one, a variation's
   * continuation, the last move, the whole game. */
  static const char *paths[] = { "0.0", "0.1", "0.2", "0.1.1", "0.1.0.0", "0.0.0.0", "0.0.0", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_test_message ("cut at %s", paths[i]);
      check_cut_and_restore (paths[i]);
    }
}

/* A cut whose parent goes cannot be put back; one left when the same
 * move was added there is refused; a cut freed unrestored frees its
 * subtree (the sanitizer's leak check). */
static void
test_restore_refused (void)
{
  g_autoptr(ChessGame) game = read_game (annotated);
  g_autoptr(ChessGameCut) nested = NULL;
  g_autoptr(ChessGameCut) outer = NULL;
  g_autoptr(ChessGameCut) again = NULL;
  ChessGameNode *e4 = node_at (game, "0");

  nested = chess_game_cut_variation (game, node_at (game, "0.1.1"));
  g_assert_nonnull (nested);
  outer = chess_game_cut_variation (game, node_at (game, "0.1"));
  g_assert_nonnull (outer);
  g_assert_false (chess_game_cut_can_restore (nested));
  g_assert_false (chess_game_restore_variation (game, nested));
  g_assert_true (chess_game_cut_can_restore (outer));

  /* 1… c5 played there again: the place is taken. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(ChessMove) c5 = chess_position_parse_san (chess_game_node_get_position (e4), "c5", &error);

    g_assert_no_error (error);
    g_assert_nonnull (chess_game_add_move (game, e4, c5, NULL));
  }
  g_assert_false (chess_game_restore_variation (game, outer));
  g_assert_true (chess_game_cut_can_restore (outer));

  /* The root cannot be cut. */
  g_assert_null (chess_game_cut_variation (game, chess_game_get_root (game)));
  again = chess_game_cut_variation (game, e4);
  g_assert_nonnull (again);
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-cut/restore-identical", test_restore_identical);
  g_test_add_func ("/game-cut/restore-refused", test_restore_refused);

  return g_test_run ();
}
