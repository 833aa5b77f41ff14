/* test-game-tree.c: ChessGame's tree — variations, comments, NAGs, the
 * played line, and what Undo and play() keep
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-game.h"
#include "chess-startpos.h"

static ChessGame *
new_game (void)
{
  return chess_game_new_start (CHESS_VARIANT_CHESS960, CHESS_STANDARD_POSITION, NULL);
}

static ChessMove *
parse (const ChessGameNode *node,
       const char          *san)
{
  g_autoptr(GError) error = NULL;
  ChessMove *move = chess_position_parse_san (chess_game_node_get_position (node), san, &error);

  g_assert_no_error (error);
  return move;
}

static ChessGameNode *
add (ChessGame     *game,
     ChessGameNode *node,
     const char    *san)
{
  g_autoptr(ChessMove) move = parse (node, san);
  g_autoptr(GError) error = NULL;
  ChessGameNode *child = chess_game_add_move (game, node, move, &error);

  g_assert_no_error (error);
  g_assert_nonnull (child);
  return child;
}

static void
play (ChessGame  *game,
      const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      chess_game_play_text (game, list[i], &error);
      g_assert_no_error (error);
    }
}

typedef struct {
  guint          tree_changed;
  guint          node_changed;
  guint          node_removed;
  ChessGameNode *last_node;
} Counts;

static void
on_tree_changed (ChessGame     *game,
                 ChessGameNode *node,
                 Counts        *counts)
{
  counts->tree_changed++;
  counts->last_node = node;
}

static void
on_node_changed (ChessGame     *game,
                 ChessGameNode *node,
                 Counts        *counts)
{
  counts->node_changed++;
  counts->last_node = node;
}

static void
on_node_removed (ChessGame     *game,
                 ChessGameNode *node,
                 Counts        *counts)
{
  /* Still valid while the signal runs. */
  g_assert_nonnull (chess_game_node_get_position (node));
  counts->node_removed++;
  counts->last_node = node;
}

static void
connect_counts (ChessGame *game,
                Counts    *counts)
{
  g_signal_connect (game, "tree-changed", G_CALLBACK (on_tree_changed), counts);
  g_signal_connect (game, "node-changed", G_CALLBACK (on_node_changed), counts);
  g_signal_connect (game, "node-removed", G_CALLBACK (on_node_removed), counts);
}

static void
test_walk_and_add (void)
{
  g_autoptr(ChessGame) game = new_game ();
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *e4, *d4, *e5, *c5, *again;
  Counts counts = { 0 };

  connect_counts (game, &counts);
  g_assert_null (chess_game_node_get_parent (root));
  g_assert_null (chess_game_node_get_move (root));
  g_assert_null (chess_game_node_get_san (root));
  g_assert_true (chess_position_equal (chess_game_node_get_position (root), chess_game_get_start_position (game)));
  g_assert_true (chess_game_get_current_node (game) == root);

  play (game, "e4 e5");
  g_assert_cmpuint (counts.tree_changed, ==, 2);
  e4 = chess_game_node_get_next (root);
  e5 = chess_game_node_get_next (e4);
  g_assert_true (chess_game_get_node_at (game, 1) == e4);
  g_assert_true (chess_game_get_current_node (game) == e5);
  g_assert_cmpstr (chess_game_node_get_san (e5), ==, "e5");
  g_assert_cmpuint (chess_game_node_get_ply (e5), ==, 2);

  /* A variation at the root, and one inside the main line. */
  d4 = add (game, root, "d4");
  g_assert_true (counts.last_node == root);
  g_assert_cmpuint (chess_game_node_get_n_children (root), ==, 2);
  g_assert_true (chess_game_node_get_child (root, 1) == d4);
  g_assert_cmpuint (chess_game_node_get_index (d4), ==, 1);
  g_assert_false (chess_game_node_is_main_line (d4));
  g_assert_true (chess_game_node_is_main_line (e5));
  c5 = add (game, e4, "c5");
  g_assert_true (chess_game_node_is_in_subtree (c5, e4));
  g_assert_false (chess_game_node_is_in_subtree (c5, d4));
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, 4);

  /* The same move again is the same node: no new variation. */
  counts.tree_changed = 0;
  again = add (game, e4, "c5");
  g_assert_true (again == c5);
  g_assert_true (add (game, root, "e4") == e4);
  g_assert_cmpuint (counts.tree_changed, ==, 0);

  /* An illegal move is refused, and nothing changes. */
  {
    g_autoptr(ChessMove) move = parse (e4, "Nf6");
    g_autoptr(GError) error = NULL;

    g_assert_null (chess_game_add_move (game, root, move, &error));
    g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE);
  }

  /* Adding variations never moves the live game. */
  g_assert_true (chess_game_get_current_node (game) == e5);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  g_assert_true (chess_game_get_main_line_end (game) == e5);
}

static void
test_promote_and_delete (void)
{
  g_autoptr(ChessGame) game = new_game ();
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *e4, *d4, *c4, *d5, *nf6;
  Counts counts = { 0 };

  play (game, "e4 e5");
  e4 = chess_game_node_get_next (root);
  d4 = add (game, root, "d4");
  c4 = add (game, root, "c4");
  d5 = add (game, d4, "d5");
  nf6 = add (game, d4, "Nf6");
  connect_counts (game, &counts);

  /* One step: c4 before d4. */
  g_assert_true (chess_game_promote_variation (game, c4, FALSE));
  g_assert_true (chess_game_node_get_child (root, 1) == c4);
  g_assert_true (chess_game_node_get_child (root, 2) == d4);
  g_assert_true (counts.last_node == root);

  /* To the main line: Nf6 first among d4's replies, d4 first at the root.
   * d4's own comment before it becomes the root's, where PGN keeps the
   * comment before a main line's first move. */
  chess_game_set_comment_before (game, d4, "Queen's pawn");
  g_assert_true (chess_game_promote_variation (game, nf6, TRUE));
  g_assert_cmpstr (chess_game_node_get_comment (root), ==, "Queen's pawn");
  g_assert_cmpstr (chess_game_node_get_comment_before (d4), ==, "Queen's pawn");
  g_assert_true (chess_game_node_get_child (root, 0) == d4);
  g_assert_true (chess_game_node_get_child (d4, 0) == nf6);
  g_assert_true (chess_game_node_is_main_line (nf6));
  g_assert_false (chess_game_node_is_main_line (e4));
  g_assert_true (chess_game_get_main_line_end (game) == nf6);
  g_assert_false (chess_game_promote_variation (game, nf6, TRUE));
  g_assert_false (chess_game_promote_variation (game, root, FALSE));

  /* The live game stays where it was, now in a variation. */
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (chess_game_get_san (game, 1), ==, "e4");

  /* Deleting a variation frees its subtree, after telling views. */
  counts.node_removed = 0;
  g_assert_true (chess_game_delete_variation (game, d5));
  g_assert_cmpuint (counts.node_removed, ==, 1);
  g_assert_cmpuint (chess_game_node_get_n_children (d4), ==, 1);
  g_assert_false (chess_game_delete_variation (game, root));

  /* Deleting the played moves takes them back first. */
  g_assert_true (chess_game_delete_variation (game, e4));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_true (chess_game_get_current_node (game) == root);
  g_assert_cmpuint (chess_game_node_get_n_children (root), ==, 2);
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, 3);
}

static void
test_comments_and_nags (void)
{
  g_autoptr(ChessGame) game = new_game ();
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *e4, *d4;
  const guint8 *nags;
  guint n_nags = 99;
  Counts counts = { 0 };

  play (game, "e4 e5");
  e4 = chess_game_node_get_next (root);
  d4 = add (game, root, "d4");
  connect_counts (game, &counts);

  chess_game_set_comment (game, root, "  The game's\n comment  ");
  g_assert_cmpstr (chess_game_node_get_comment (root), ==, "The game's comment");
  g_assert_cmpstr (chess_game_node_get_comment_before (e4), ==, "The game's comment");
  g_assert_cmpuint (counts.node_changed, ==, 1);
  chess_game_set_comment (game, root, "The game's comment");
  g_assert_cmpuint (counts.node_changed, ==, 1);

  /* A variation's first move has a comment of its own before it. */
  chess_game_set_comment_before (game, d4, "Also good:");
  g_assert_cmpstr (chess_game_node_get_comment_before (d4), ==, "Also good:");
  g_assert_cmpstr (chess_game_node_get_comment (root), ==, "The game's comment");
  /* Any other move's is the comment after the move before. */
  chess_game_set_comment_before (game, chess_game_node_get_next (e4), "before e5");
  g_assert_cmpstr (chess_game_node_get_comment (e4), ==, "before e5");
  chess_game_set_comment (game, e4, "");
  g_assert_null (chess_game_node_get_comment (e4));

  g_assert_null (chess_game_node_get_nags (e4, &n_nags));
  g_assert_cmpuint (n_nags, ==, 0);
  chess_game_add_nag (game, e4, 1);
  chess_game_add_nag (game, e4, 14);
  chess_game_add_nag (game, e4, 146);
  /* One move assessment: ?? replaces !; one position assessment. */
  chess_game_add_nag (game, e4, 4);
  chess_game_add_nag (game, e4, 18);
  nags = chess_game_node_get_nags (e4, &n_nags);
  g_assert_cmpuint (n_nags, ==, 3);
  g_assert_cmpuint (nags[0], ==, 146);
  g_assert_true (chess_game_node_has_nag (e4, 4));
  g_assert_true (chess_game_node_has_nag (e4, 18));
  g_assert_false (chess_game_node_has_nag (e4, 1));
  chess_game_remove_nag (game, e4, 146);
  g_assert_false (chess_game_node_has_nag (e4, 146));
  chess_game_set_nags (game, e4, (const guint8[]) { 5, 0, 7 }, 3);
  nags = chess_game_node_get_nags (e4, &n_nags);
  g_assert_cmpuint (n_nags, ==, 2);
  g_assert_cmpuint (nags[0], ==, 5);
  g_assert_cmpuint (nags[1], ==, 7);
}

static void
test_nag_symbols (void)
{
  static const struct { guint nag; const char *symbol; } symbols[] = {
    { 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
    { 7, "□" }, { 10, "=" }, { 13, "∞" }, { 14, "⩲" }, { 15, "⩱" }, { 16, "±" },
    { 17, "∓" }, { 18, "+−" }, { 19, "−+" }, { 22, "⨀" }, { 146, "N" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      g_assert_cmpstr (chess_nag_get_symbol (symbols[i].nag), ==, symbols[i].symbol);
      g_assert_nonnull (chess_nag_get_description (symbols[i].nag));
    }
  g_assert_null (chess_nag_get_symbol (0));
  g_assert_null (chess_nag_get_symbol (200));

  g_assert_cmpuint (chess_nag_from_symbol ("!?", -1), ==, 5);
  g_assert_cmpuint (chess_nag_from_symbol ("+-", -1), ==, 18);
  g_assert_cmpuint (chess_nag_from_symbol ("+/=", -1), ==, 14);
  g_assert_cmpuint (chess_nag_from_symbol ("±", -1), ==, 16);
  g_assert_cmpuint (chess_nag_from_symbol ("$255", -1), ==, 255);
  g_assert_cmpuint (chess_nag_from_symbol ("$256", -1), ==, 0);
  g_assert_cmpuint (chess_nag_from_symbol ("$0", -1), ==, 0);
  g_assert_cmpuint (chess_nag_from_symbol ("e4", -1), ==, 0);
}

static void
test_clock (void)
{
  g_autoptr(ChessGame) game = new_game ();
  ChessGameNode *e4;
  gint64 msec = 0;

  play (game, "e4");
  e4 = chess_game_get_current_node (game);
  g_assert_false (chess_game_node_get_clock (e4, &msec));

  chess_game_set_clock (game, e4, 3 * 60 * 1000 + 2500);
  g_assert_cmpstr (chess_game_node_get_comment (e4), ==, "[%clk 0:03:02]");
  g_assert_true (chess_game_node_get_clock (e4, &msec));
  g_assert_cmpint (msec, ==, 182000);

  /* The comment's other text stays; the command is replaced in place. */
  chess_game_set_comment (game, e4, "[%eval 0.3] [%clk 0:03:02] Best by test");
  chess_game_set_clock (game, e4, (gint64) 2 * 3600 * 1000);
  g_assert_cmpstr (chess_game_node_get_comment (e4), ==, "[%eval 0.3] [%clk 2:00:00] Best by test");
  chess_game_set_clock (game, e4, -1);
  g_assert_cmpstr (chess_game_node_get_comment (e4), ==, "[%eval 0.3] Best by test");

  /* What lichess and others write, tenths too. */
  chess_game_set_comment (game, e4, "[%clk 0:00:09.5]");
  g_assert_true (chess_game_node_get_clock (e4, &msec));
  g_assert_cmpint (msec, ==, 9500);
  chess_game_set_comment (game, e4, "[%clk soon]");
  g_assert_false (chess_game_node_get_clock (e4, &msec));
}

/* Undo keeps the nodes: Redo goes along them. A different move drops a
 * bare continuation, as Redo did, and keeps an annotated one. */
static void
test_undo_keeps_annotations (void)
{
  g_autoptr(ChessGame) game = new_game ();
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *e4, *e5, *nf3;
  Counts counts = { 0 };

  play (game, "e4 e5 Nf3");
  e4 = chess_game_get_node_at (game, 1);
  e5 = chess_game_get_node_at (game, 2);
  nf3 = chess_game_get_node_at (game, 3);
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_get_current_node (game) == e4);
  g_assert_true (chess_game_can_redo (game));
  g_assert_true (chess_game_get_main_line_end (game) == nf3);
  g_assert_true (chess_game_redo (game));
  g_assert_true (chess_game_get_current_node (game) == e5);

  /* Bare moves: dropped when another move is played. */
  g_assert_true (chess_game_undo (game));
  connect_counts (game, &counts);
  play (game, "c5");
  g_assert_cmpuint (counts.node_removed, ==, 1);
  g_assert_true (counts.last_node == e4 || counts.tree_changed > 0);
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 1);
  g_assert_false (chess_game_can_redo (game));
  g_assert_cmpuint (chess_game_get_n_nodes (game), ==, 2);

  /* A comment two moves on: the continuation stays, as a variation. */
  play (game, "Nf3 d6");
  chess_game_set_comment (game, chess_game_get_current_node (game), "Najdorf coming");
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  play (game, "Nc3");
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (chess_game_get_san (game, 3), ==, "Nc3");
  g_assert_cmpuint (chess_game_node_get_n_children (chess_game_get_node_at (game, 2)), ==, 2);
  {
    ChessGameNode *kept = chess_game_node_get_child (chess_game_get_node_at (game, 2), 1);

    g_assert_cmpstr (chess_game_node_get_san (kept), ==, "Nf3");
    g_assert_cmpstr (chess_game_node_get_comment (chess_game_node_get_next (kept)), ==, "Najdorf coming");
  }

  /* A NAG or a variation counts as much as a comment. */
  g_assert_true (chess_game_undo (game));
  chess_game_add_nag (game, chess_game_node_get_next (chess_game_get_current_node (game)), 6);
  play (game, "d4");
  g_assert_cmpuint (chess_game_node_get_n_children (chess_game_get_node_at (game, 2)), ==, 3);

  /* Playing a move that is a variation already goes along it, and makes
   * it the main line: the live game plays on the main line. */
  g_assert_true (chess_game_undo (game));
  play (game, "Nf3");
  g_assert_true (chess_game_node_is_main_line (chess_game_get_current_node (game)));
  g_assert_cmpstr (chess_game_node_get_san (chess_game_get_current_node (game)), ==, "Nf3");
  g_assert_true (chess_game_can_redo (game));
  g_assert_true (chess_game_redo (game));
  g_assert_cmpstr (chess_game_get_san (game, 4), ==, "d6");
  (void) root;
}

/* A clocked game's take-backs are no annotation: [%clk] alone does not
 * keep a line. */
static void
test_clock_is_no_annotation (void)
{
  g_autoptr(ChessGame) game = new_game ();

  play (game, "e4 e5");
  chess_game_set_clock (game, chess_game_get_current_node (game), 60000);
  g_assert_true (chess_game_undo (game));
  play (game, "c5");
  g_assert_cmpuint (chess_game_node_get_n_children (chess_game_get_node_at (game, 1)), ==, 1);
}

/* SAN: a pawn move without a file letter is a push, never a capture. */
static void
test_pawn_push_is_no_capture (void)
{
  static const struct { const char *fen; const char *san; const char *capture; } cases[] = {
    /* d4-d5 blocked by a pawn on d5; c4xd5 is legal */
    { "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3", "d5", "cxd5" },
    /* e5xf6 e.p. is legal; f6 is no move of White's */
    { "rnbqkbnr/ppppp1pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "f6", "exf6" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_STANDARD, cases[i].fen, &error);
      g_autoptr(ChessMove) push = NULL;
      g_autoptr(ChessMove) capture = NULL;
      g_autofree char *message = g_strdup_printf ("%s: not a legal move in this position", cases[i].san);

      g_assert_no_error (error);
      push = chess_position_parse_san (pos, cases[i].san, &error);
      g_assert_null (push);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE);
      g_assert_cmpstr (error->message, ==, message);
      g_clear_error (&error);
      capture = chess_position_parse_san (pos, cases[i].capture, &error);
      g_assert_no_error (error);
    }
}

/* Castling rights that no game can reach are refused like impossible
 * Chess960 rights. */
static void
test_impossible_castling_rights (void)
{
  static const struct { ChessVariant variant; const char *fen; const char *message; } cases[] = {
    { CHESS_VARIANT_STANDARD, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQBKNR w KQkq - 0 1",
      "White's king stands on f1, not on its e-file square" },
    { CHESS_VARIANT_STANDARD, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "Black's king stands on d8" },
    { CHESS_VARIANT_STANDARD, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1RBQKBNR w Kkq - 0 1",
      NULL },
    { CHESS_VARIANT_STANDARD, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1RBQKBNR w Qkq - 0 1",
      "castling rook stands on b1, not in a corner" },
    { CHESS_VARIANT_CHESS960X3, "4k3/8/8/8/8/8/8/RRR1K3 w ABC - 0 1",
      "White keeps 3 castling rooks" },
    { CHESS_VARIANT_CHESS960X3, "rr1rkr2/8/8/8/8/8/8/4K3 w abdf - 0 1",
      "Black keeps 4 castling rooks" },
    { CHESS_VARIANT_CHESS960X3, "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (cases[i].variant, cases[i].fen, &error);

      if (cases[i].message == NULL)
        {
          g_assert_no_error (error);
          continue;
        }
      g_assert_null (pos);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_FEN);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* A game of 200,000 tags: found through a hash table, kept in order. */
static void
test_many_tags (void)
{
  g_autoptr(ChessGame) game = new_game ();
  const char * const *names;
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < 200000; i++)
    {
      char name[32];

      g_snprintf (name, sizeof name, "Tag%u", i);
      chess_game_set_tag (game, name, name);
    }
  names = chess_game_get_tag_names (game);
  g_assert_cmpstr (names[0], ==, "Tag0");
  g_assert_cmpstr (names[199999], ==, "Tag199999");
  g_assert_null (names[200000]);
  g_assert_cmpstr (chess_game_get_tag (game, "Tag123456"), ==, "Tag123456");
  chess_game_set_tag (game, "Tag1", NULL);
  names = chess_game_get_tag_names (game);
  g_assert_cmpstr (names[1], ==, "Tag2");
  chess_game_set_tag (game, "Tag2", NULL);
  chess_game_set_tag (game, "Tag3", "three");
  g_assert_cmpstr (chess_game_get_tag_names (game)[1], ==, "Tag3");
  g_assert_cmpstr (chess_game_get_tag (game, "Tag3"), ==, "three");
  /* Quadratic took minutes; linear takes well under one second. */
  g_test_message ("200,000 tags in %.2f s", (g_get_monotonic_time () - start) / 1e6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-tree/walk-and-add", test_walk_and_add);
  g_test_add_func ("/game-tree/promote-and-delete", test_promote_and_delete);
  g_test_add_func ("/game-tree/comments-and-nags", test_comments_and_nags);
  g_test_add_func ("/game-tree/nag-symbols", test_nag_symbols);
  g_test_add_func ("/game-tree/clock", test_clock);
  g_test_add_func ("/game-tree/undo-keeps-annotations", test_undo_keeps_annotations);
  g_test_add_func ("/game-tree/clock-is-no-annotation", test_clock_is_no_annotation);
  g_test_add_func ("/game-tree/pawn-push-is-no-capture", test_pawn_push_is_no_capture);
  g_test_add_func ("/game-tree/impossible-castling-rights", test_impossible_castling_rights);
  g_test_add_func ("/game-tree/many-tags", test_many_tags);

  return g_test_run ();
}
