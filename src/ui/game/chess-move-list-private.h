/* chess-move-list-private.h: what the files of ChessMoveList share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-move-list.h"

G_BEGIN_DECLS

struct _ChessMoveList
{
  GtkWidget          parent_instance;

  ChessGame         *game;
  /* The game's move and tree signals, following whichever game is set. */
  GSignalGroup      *game_signals;
  gboolean           figurine;
  /* The node shown, or NULL while the list follows the game. */
  ChessGameNode     *view_node;

  /* ChessGameNode* -> the widget that shows it: a main-line move's
   * button, or the label of the variation it is in. */
  GHashTable        *node_widgets;
  /* Links in variation labels: the href is an index into link_nodes;
   * link_index maps a node to its index + 1. */
  GPtrArray         *link_nodes;
  GHashTable        *link_index;
  /* The main line's last node shown, and its row while Black's move may
   * still go into it. */
  ChessGameNode     *last_main;
  GtkWidget         *open_row;
  /* The paragraph of the comment before the first move, or NULL. */
  GtkWidget         *root_comment;
  /* A node was removed: the maps hold freed pointers until the rebuild
   * that ::tree-changed brings. */
  gboolean           stale;
  /* The highlighted widget and node, not owned. */
  GtkWidget         *current;
  ChessGameNode     *current_node;
  /* The scroll waiting for the next frame (see queue_scroll ()). */
  guint              scroll_tick;
  GtkWidget         *menu;
  /* NAG symbol -> whether the list's fonts draw it (not as a box), for
   * the Pango context serial they were measured with. */
  GHashTable        *drawable_symbols;
  guint              drawable_serial;

  /* Template widgets */
  GtkScrolledWindow *scrolled_window;
  GtkBox            *rows_box;
  GtkLabel          *empty_label;
  GMenuModel        *move_menu;
};

/* chess-move-list.c: the move shown highlighted (and focused when the
 * focus is in the list), and kept in view from the next frame on. */
void         _chess_move_list_update_current (ChessMoveList     *self);
void         _chess_move_list_queue_scroll   (ChessMoveList     *self);

/* chess-move-list-rows.c: the table of rows and paragraphs */

/* Empties the list and shows the game afresh. */
void         _chess_move_list_rebuild        (ChessMoveList     *self);
/* Adds main-line NODE after the last one shown. */
void         _chess_move_list_append_main    (ChessMoveList     *self,
                                              ChessGameNode     *node);
/* NODE's comment or NAGs changed: its widgets change in place. */
void         _chess_move_list_update_node    (ChessMoveList     *self,
                                              ChessGameNode     *node);
/* Draws LABEL's variation again (its moves, comments, highlight). */
void         _chess_move_list_render_line_label (ChessMoveList  *self,
                                                 GtkWidget      *label);
/* Fades the main line's moves after the game's current node. */
void         _chess_move_list_update_taken_back (ChessMoveList  *self);
/* Shows “No moves yet” while there are none. */
void         _chess_move_list_update_empty   (ChessMoveList     *self);
/* The node a variation label's link HREF shows, or NULL. */
ChessGameNode *_chess_move_list_node_for_link (ChessMoveList    *self,
                                               const char       *uri);

/* chess-move-list-menu.c: the menu and the gestures that open it. */
void         _chess_move_list_init_menu     (ChessMoveList       *self);

/* chess-move-list-text.c: how moves, NAGs and comments read */

/* NODE's move as the list shows it, in the user's letters or figurines. */
char        *_chess_move_list_node_san      (const ChessGameNode *node,
                                             gboolean             figurine);
guint        _chess_move_list_move_number   (const ChessGameNode *node);
char        *_chess_move_list_spoken_node   (const ChessGameNode *node);
/* NAG's symbol as SELF shows it: the symbol when SELF's fonts can draw
 * it, else a short plain form ("+=" for "⩲", "zz" for "⨀"); $N for a NAG
 * without a symbol. */
char        *_chess_move_list_nag_symbol    (ChessMoveList       *self,
                                             guint                nag);
/* The NAG symbols after NODE's move ("!", " ±"), or "" for none. */
char        *_chess_move_list_nag_text      (ChessMoveList       *self,
                                             const ChessGameNode *node);
/* What NODE's NAGs mean, one per line, translated; NULL for none. */
char        *_chess_move_list_nag_tooltip   (ChessMoveList       *self,
                                             const ChessGameNode *node);
/* Pango markup of the variation that starts at NODE (a child other than
 * the first), with its nested variations in parentheses: each move a
 * link whose href is its index in SELF's link_nodes, the current node
 * highlighted. */
char        *_chess_move_list_line_markup   (ChessMoveList       *self,
                                             ChessGameNode       *node);

G_END_DECLS
