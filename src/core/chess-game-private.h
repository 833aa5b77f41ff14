/* chess-game-private.h: what chess-game.c, chess-game-tree.c and
 * chess-game-result.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game.h"

G_BEGIN_DECLS

struct _ChessGameNode {
  ChessGameNode *parent;
  GPtrArray     *children;        /* ChessGameNode*, child 0 the main one; NULL when none */
  ChessMove     *move;            /* NULL for the root */
  char          *san;             /* made when first asked: reading a file needs none */
  ChessPosition *position;        /* after the move */
  char          *comment;         /* after the move */
  char          *comment_before;  /* a variation's first move only */
  guint8        *nags;
  guint          n_nags;
  guint          ply;
};

typedef struct {
  char  *name;
  char  *value;
  guint  index;                   /* in tag_names */
} ChessGameTag;

struct _ChessGame {
  GObject            parent_instance;

  ChessPosition     *start;
  gint               start_number;
  ChessGameNode     *root;
  GPtrArray         *line;         /* ChessGameNode*: root .. current node */
  guint              n_nodes;      /* moves in the tree */

  ChessResult        result;
  ChessResultReason  reason;
  /* Set by resignation, agreement, a claim or a flag: undo takes it back
   * before any move. */
  gboolean           result_by_action;

  GPtrArray         *tag_names;    /* char* owned by the tags, NULL-terminated */
  GHashTable        *tags;         /* name -> ChessGameTag* */

  /* The ChessGameCuts of this game not yet freed (each holds a
   * reference to it): removing their parent makes them moot. */
  GSList            *cuts;
};

enum {
  CHESS_GAME_SIGNAL_MOVE_PLAYED,
  CHESS_GAME_SIGNAL_MOVE_UNDONE,
  CHESS_GAME_SIGNAL_TREE_CHANGED,
  CHESS_GAME_SIGNAL_NODE_CHANGED,
  CHESS_GAME_SIGNAL_NODE_REMOVED,
  CHESS_GAME_N_SIGNALS
};

extern guint _chess_game_signals[CHESS_GAME_N_SIGNALS];

enum {
  CHESS_GAME_PROP_0,
  CHESS_GAME_PROP_START_POSITION,
  CHESS_GAME_PROP_VARIANT,
  CHESS_GAME_PROP_POSITION,
  CHESS_GAME_PROP_N_MOVES,
  CHESS_GAME_PROP_RESULT,
  CHESS_GAME_PROP_RESULT_REASON,
  CHESS_GAME_PROP_CAN_UNDO,
  CHESS_GAME_PROP_CAN_REDO,
  CHESS_GAME_PROP_CLAIMABLE_DRAW,
  CHESS_GAME_N_PROPS
};

extern GParamSpec *_chess_game_properties[CHESS_GAME_N_PROPS];

/* What a change of the history may change besides the position, taken
 * before it: only what really changed is notified. */
typedef struct
{
  guint          n_moves;
  gboolean       can_undo;
  gboolean       can_redo;
  ChessDrawClaim claimable_draw;
} ChessGameHistoryState;

void           _chess_game_history_state_take (ChessGame                   *self,
                                               ChessGameHistoryState       *state);
/* Notifies the position, and what changed since BEFORE. */
void           _chess_game_notify_history     (ChessGame                   *self,
                                               const ChessGameHistoryState *before);
/* Works the current node's result out from the rules (chess-game-result.c). */
void           _chess_game_update_result      (ChessGame           *self);

void           _chess_game_tag_free           (ChessGameTag        *tag);

ChessGameNode *_chess_game_node_new           (ChessGameNode       *parent,
                                               const ChessMove     *move);
/* The same, taking MOVE over. */
ChessGameNode *_chess_game_node_new_take      (ChessGameNode       *parent,
                                               ChessMove           *move);
/* Frees NODE and its subtree (without recursion: lines are long). */
void           _chess_game_node_free_tree     (ChessGameNode       *node);
/* Counts the moves in NODE's subtree, NODE included. */
guint          _chess_game_node_count         (const ChessGameNode *node);
/* Emits ::node-removed, unlinks NODE from its parent and frees it. */
void           _chess_game_remove_subtree     (ChessGame           *self,
                                               ChessGameNode       *node);
/* Makes the cuts whose parent is in NODE's subtree moot
 * (chess-game-cut.c). */
void           _chess_game_forget_cuts_in     (ChessGame           *self,
                                               ChessGameNode       *node);
/* The same without freeing: NODE's subtree is the caller's. */
void           _chess_game_detach_subtree     (ChessGame           *self,
                                               ChessGameNode       *node);
/* NODE's subtree holds nothing but moves, at most one after each: what
 * Redo alone used to keep. Clock commands do not count: a clocked
 * game's take-backs are no annotation. */
gboolean       _chess_game_node_is_bare       (const ChessGameNode *node);
/* Inserts CHILD among NODE's children at INDEX (-1: last). */
void           _chess_game_node_insert_child  (ChessGameNode       *node,
                                               ChessGameNode       *child,
                                               gint                 index);
/* Moves CHILD to INDEX among its parent's children. */
void           _chess_game_node_move_to       (ChessGameNode       *child,
                                               guint                index);
/* Appends COMMENT (normalised) to *SLOT after a space. */
void           _chess_game_append_comment     (char               **slot,
                                               const char          *comment,
                                               gssize               len);
/* Appends a NAG without signals (for the PGN reader). */
void           _chess_game_node_append_nag    (ChessGameNode       *node,
                                               guint                nag);

/* Makes NODE the current node, the played line the path to it, and
 * works out the result there (a result by action is dropped). For a game
 * being set up (restored from a session); notifies what changed. */
void           _chess_game_set_current        (ChessGame           *self,
                                               ChessGameNode       *node);

/* For the PGN reader, which checks moves itself and tells nobody: adds
 * MOVE (legal after PARENT; taken over) as PARENT's last child, or finds
 * the child that has it; with PLAYED, PARENT is the current node and the child
 * becomes the current one. No signal, no notification, no result: call
 * _chess_game_settle() once all moves are in. */
ChessGameNode *_chess_game_append_move        (ChessGame           *self,
                                               ChessGameNode       *parent,
                                               ChessMove           *move,
                                               gboolean             played);
/* Whether the game ended before a move after the current node that the
 * position itself cannot show by having no moves: insufficient
 * material, the 75-move rule, fivefold repetition. */
gboolean       _chess_game_is_drawn_by_rule   (ChessGame           *self,
                                               ChessResultReason   *reason);
/* The result at the main line's end, which a PGN file states: the
 * game's own when the main line's end is the current node, else what
 * the moves there give (a result by action stands only at the current
 * node). */
void           _chess_game_get_main_line_result (ChessGame         *self,
                                                 ChessResult       *result,
                                                 ChessResultReason *reason);
/* Works out the result after _chess_game_append_move(). */
void           _chess_game_settle             (ChessGame           *self);

G_END_DECLS
