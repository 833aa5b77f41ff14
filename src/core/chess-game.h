/* chess-game.h: a game from its start position, with undo, redo and result,
 * and its tree of variations, comments and annotations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME (chess_game_get_type ())
G_DECLARE_FINAL_TYPE (ChessGame, chess_game, CHESS, GAME, GObject)

ChessGame          *chess_game_new                (const ChessPosition *start);
ChessGame          *chess_game_new_start          (ChessVariant        variant,
                                                   guint               number,
                                                   GError            **error);

ChessVariant        chess_game_get_variant        (ChessGame          *self);
const ChessPosition *chess_game_get_start_position (ChessGame         *self);
/* The start position's number, or -1 when it is not a numbered start. */
gint                chess_game_get_start_number   (ChessGame          *self);
/* The position after the last move played (not the redo stack). */
const ChessPosition *chess_game_get_position      (ChessGame          *self);
/* PLY 0 is the start; PLY n the position after the n-th half-move. */
const ChessPosition *chess_game_get_position_at   (ChessGame          *self,
                                                   guint               ply);
guint               chess_game_get_n_moves        (ChessGame          *self);
const ChessMove    *chess_game_get_move           (ChessGame          *self,
                                                   guint               ply);
/* SAN of move PLY (1-based like get_position_at: move PLY leads to it). */
const char         *chess_game_get_san            (ChessGame          *self,
                                                   guint               ply);

/* Plays MOVE if it is legal in the current position and the game is not
 * over; clears the redo stack unless MOVE is the next move on it. */
gboolean            chess_game_play               (ChessGame          *self,
                                                   const ChessMove    *move,
                                                   GError            **error);
/* SAN or UCI. */
gboolean            chess_game_play_text          (ChessGame          *self,
                                                   const char         *text,
                                                   GError            **error);
gboolean            chess_game_can_undo           (ChessGame          *self);
gboolean            chess_game_can_redo           (ChessGame          *self);
/* Takes back a resignation, agreed draw, claim or timeout first, then moves. */
gboolean            chess_game_undo               (ChessGame          *self);
gboolean            chess_game_redo               (ChessGame          *self);

ChessResult         chess_game_get_result         (ChessGame          *self);
ChessResultReason   chess_game_get_result_reason  (ChessGame          *self);
ChessDrawClaim      chess_game_get_claimable_draw (ChessGame          *self);
gboolean            chess_game_claim_draw         (ChessGame          *self);
gboolean            chess_game_resign             (ChessGame          *self,
                                                   ChessColor          color);
gboolean            chess_game_agree_draw         (ChessGame          *self);
/* COLOR's flag fell: a loss, or a draw when the other side cannot mate. */
gboolean            chess_game_flag_fall          (ChessGame          *self,
                                                   ChessColor          color);
/* For imported games whose result the moves do not show (e.g. "1-0" after
 * a resignation recorded in a PGN file). */
void                chess_game_set_result         (ChessGame          *self,
                                                   ChessResult         result,
                                                   ChessResultReason   reason);

/* PGN tags, kept in the order they were set. NULL VALUE removes a tag. */
const char         *chess_game_get_tag            (ChessGame          *self,
                                                   const char         *name);
void                chess_game_set_tag            (ChessGame          *self,
                                                   const char         *name,
                                                   const char         *value);
/* NULL-terminated, owned by the game. */
const char * const *chess_game_get_tag_names      (ChessGame          *self);

const char         *chess_result_to_string        (ChessResult         result);

/* The tree.
 *
 * A game is a tree of ChessGameNode: the root stands for the start
 * position and has no move; every other node is one move and the
 * position after it. A node's children are the moves that can follow it,
 * in order: child 0 is the main continuation, the others are variations
 * (PGN's RAVs), at any depth. The main line is the chain of children 0
 * from the root.
 *
 * Nodes are plain structs owned by the game, not objects: a big file has
 * hundreds of thousands of them, and a node means nothing without its
 * game. A node pointer stays valid until the node is removed, which only
 * the editing functions below and play() do, and always after
 * ::node-removed has been emitted for it (and for the top of every
 * removed subtree): a view that keeps a node pointer listens to it.
 *
 * The *played line* is what the functions above (get_n_moves, get_move,
 * get_san, get_position_at, play, undo, redo, the result) work on: the
 * path from the root to the *current node*, the position after the last
 * move played. A live game plays on the main line: play() makes its move
 * child 0 of the current node (going along that child when it is there
 * already), and Undo keeps the nodes it steps back over, so that Redo
 * (child 0) and the tree keep them.
 *
 * When play() puts a new move in front of a continuation that was only
 * there to be redone, i.e. bare moves without a comment, NAG or
 * variation anywhere in it, that continuation is dropped, as Redo always
 * dropped it. A continuation that holds any annotation is kept, as a
 * variation after the new move: a keystroke never loses what a user or a
 * file wrote.
 *
 * Editing the tree never moves the current node, except deleting a
 * subtree that holds it, which first takes back the moves played in it
 * (::move-undone for each). So after a promotion the played line may run
 * through a variation; chess_pgn_write() always writes the main line as
 * the game's moves.
 *
 * Signals for views:
 *   ::tree-changed (node): NODE's children changed: one was added,
 *     removed or moved. Emitted after the change.
 *   ::node-changed (node): NODE's comments or NAGs changed.
 *   ::node-removed (node): NODE and its subtree are about to be freed;
 *     the pointers are still valid during the emission.
 * play() and redo() also emit ::tree-changed for a node they add, undo
 * never (it removes nothing). */
typedef struct _ChessGameNode ChessGameNode;

ChessGameNode      *chess_game_get_root           (ChessGame          *self);
/* The node after the last move played: ply chess_game_get_n_moves(). */
ChessGameNode      *chess_game_get_current_node   (ChessGame          *self);
/* The node of the played line after PLY half-moves (0: the root). */
ChessGameNode      *chess_game_get_node_at        (ChessGame          *self,
                                                   guint               ply);
/* The last node of the main line. */
ChessGameNode      *chess_game_get_main_line_end  (ChessGame          *self);
/* The number of moves in the tree, variations included. */
guint               chess_game_get_n_nodes        (ChessGame          *self);

/* Walking. All of these take any node of any game, and return NULL
 * where there is nothing (the root's parent, move, SAN). */
ChessGameNode      *chess_game_node_get_parent    (const ChessGameNode *node);
guint               chess_game_node_get_n_children (const ChessGameNode *node);
/* Child 0 is the main continuation; INDEX < n_children. */
ChessGameNode      *chess_game_node_get_child     (const ChessGameNode *node,
                                                   guint               index);
/* Child 0: the next move of this line, or NULL at its end. */
ChessGameNode      *chess_game_node_get_next      (const ChessGameNode *node);
/* The place among the parent's children (0 for the root). */
guint               chess_game_node_get_index     (const ChessGameNode *node);
/* The child whose move is MOVE, or NULL. */
ChessGameNode      *chess_game_node_find_child    (const ChessGameNode *node,
                                                   const ChessMove    *move);
/* TRUE for the root and the nodes of the main line. */
gboolean            chess_game_node_is_main_line  (const ChessGameNode *node);
/* TRUE when NODE is ANCESTOR or lies in its subtree. */
gboolean            chess_game_node_is_in_subtree (const ChessGameNode *node,
                                                   const ChessGameNode *ancestor);
/* Half-moves from the root: 0 for the root. */
guint               chess_game_node_get_ply       (const ChessGameNode *node);
const ChessMove    *chess_game_node_get_move      (const ChessGameNode *node);
const char         *chess_game_node_get_san       (const ChessGameNode *node);
/* The position after the move; the start position for the root. */
const ChessPosition *chess_game_node_get_position (const ChessGameNode *node);
/* The comment after the move (for the root: before the first move of
 * the game), or NULL. Command comments ([%clk 0:03:00], [%eval 0.17],
 * [%csl …], [%cal …]) are part of the text, verbatim. */
const char         *chess_game_node_get_comment   (const ChessGameNode *node);
/* The comment shown before the move: the first move of a variation
 * has one of its own (PGN's "( {comment} 1. d4"); for any other node it
 * is the comment after the move before it (the root's for the game's
 * first move). NULL for the root. */
const char         *chess_game_node_get_comment_before (const ChessGameNode *node);
/* The NAGs after the move ($1-$255), in the order they were given;
 * N_NAGS may be NULL. Returns NULL when there are none. */
const guint8       *chess_game_node_get_nags      (const ChessGameNode *node,
                                                   guint              *n_nags);
gboolean            chess_game_node_has_nag       (const ChessGameNode *node,
                                                   guint               nag);
/* The clock after the move, from a [%clk h:mm:ss] command in the comment,
 * in milliseconds; FALSE when the comment has none. */
gboolean            chess_game_node_get_clock     (const ChessGameNode *node,
                                                   gint64             *msec);

/* Editing. NODE must be a node of SELF. */

/* Adds MOVE after NODE as its last child (its first: the main line, when
 * NODE has none), or returns the child that has that move already. NULL
 * with CHESS_ERROR_ILLEGAL_MOVE when MOVE is not legal after NODE. The
 * current node stays where it is: this is how a variation is entered. */
ChessGameNode      *chess_game_add_move           (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   const ChessMove    *move,
                                                   GError            **error);
/* Moves NODE one place towards the front of its parent's children
 * (TO_MAIN_LINE false), or makes its line the main line: NODE and every
 * node above it become child 0 (TO_MAIN_LINE true). FALSE when nothing
 * changed (NODE is child 0 already, or on the main line). A variation's
 * comment before its first move, once that move is child 0, joins the
 * comment after the move before (where PGN keeps it); deleting child 0
 * does the same for the variation that takes its place. */
gboolean            chess_game_promote_variation  (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   gboolean            to_main_line);
/* Removes NODE and everything after it. The root cannot be deleted.
 * Moves of the played line in it are taken back first. */
gboolean            chess_game_delete_variation   (ChessGame          *self,
                                                   ChessGameNode      *node);
/* Deleting that can be undone: removes NODE and everything after it as
 * chess_game_delete_variation() does (::node-removed, and NULL where that
 * returns FALSE), and returns what it removed with where it was: its
 * place among its siblings, a variation's comment that deleting child 0
 * moved, and the moves of the played line taken back (with a result by
 * action, a resignation say). chess_game_restore_variation() puts all of
 * it back, played again as Redo would, so that the game writes the same
 * PGN as before; FALSE when it cannot: the parent was deleted since
 * (chess_game_cut_can_restore() says so), or the same move was added
 * there meanwhile. A cut holds a reference to its game; free it with
 * chess_game_cut_free() (a restored cut only once put back). */
typedef struct _ChessGameCut ChessGameCut;
ChessGameCut       *chess_game_cut_variation      (ChessGame          *self,
                                                   ChessGameNode      *node);
gboolean            chess_game_restore_variation  (ChessGame          *self,
                                                   ChessGameCut       *cut);
gboolean            chess_game_cut_can_restore    (const ChessGameCut *cut);
ChessGame          *chess_game_cut_get_game       (const ChessGameCut *cut);
void                chess_game_cut_free           (ChessGameCut       *cut);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGameCut, chess_game_cut_free)
/* Sets the comment after NODE; NULL or "" removes it. Whitespace runs
 * are kept as single spaces, as PGN text cannot keep them. */
void                chess_game_set_comment        (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   const char         *comment);
/* Sets what chess_game_node_get_comment_before() returns: the
 * variation's own comment, or the comment after the move before. */
void                chess_game_set_comment_before (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   const char         *comment);
/* Replaces NODE's NAGs (values 1-255; others are ignored). */
void                chess_game_set_nags           (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   const guint8       *nags,
                                                   guint               n_nags);
/* Sets NAG, first removing any of its group: one move assessment
 * ($1-$6), one position assessment ($10-$19). */
void                chess_game_add_nag            (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   guint               nag);
void                chess_game_remove_nag         (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   guint               nag);
/* Writes the clock after NODE's move as [%clk h:mm:ss] into its comment
 * (replacing one that is there), as lichess does; a negative MSEC
 * removes it. */
void                chess_game_set_clock          (ChessGame          *self,
                                                   ChessGameNode      *node,
                                                   gint64              msec);

/* The symbol players know for a NAG: "!", "?", "!!", "??", "!?", "?!",
 * "□", "=", "∞", "⩲", "⩱", "±", "∓", "+−", "−+", "⨀", "⟳", "→", "↑",
 * "⇆", "N", ...; NULL for a NAG that has none (show it as $N). */
const char         *chess_nag_get_symbol          (guint               nag);
/* An English description of NAG ("Good move", "White is winning"), or
 * NULL; for tooltips and menus (the UI translates it). */
const char         *chess_nag_get_description     (guint               nag);
/* The NAG for SYMBOL as PGN files write them ("!", "+-", "+/=", "±",
 * "$14"), or 0. */
guint               chess_nag_from_symbol         (const char         *symbol,
                                                   gssize              len);

G_END_DECLS
