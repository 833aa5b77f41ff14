/* chess-move-list.h: the game's moves, numbered, to read and to step through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE_LIST (chess_move_list_get_type ())
G_DECLARE_FINAL_TYPE (ChessMoveList, chess_move_list, CHESS, MOVE_LIST, GtkWidget)

GtkWidget  *chess_move_list_new           (void);

ChessGame  *chess_move_list_get_game      (ChessMoveList *self);
void        chess_move_list_set_game      (ChessMoveList *self,
                                           ChessGame     *game);
gboolean    chess_move_list_get_figurine  (ChessMoveList *self);
void        chess_move_list_set_figurine  (ChessMoveList *self,
                                           gboolean       figurine);
/* The node of the game's tree whose position is shown, or NULL while the
 * list follows the game (its current node, which is never the view
 * node: setting it means NULL). Clicking a move sets it; playing or
 * taking back a move returns to NULL; removing it shows its parent. */
ChessGameNode *chess_move_list_get_view_node (ChessMoveList *self);
void        chess_move_list_set_view_node (ChessMoveList *self,
                                           ChessGameNode *node);
/* The same by ply of the played line: -1 while following the game. */
int         chess_move_list_get_view_ply  (ChessMoveList *self);
void        chess_move_list_set_view_ply  (ChessMoveList *self,
                                           int            view_ply);

/* The button for move PLY of the played line (1-based) when it is on the
 * main line, or NULL; for tests and keyboard navigation. */
GtkWidget  *chess_move_list_get_move_button (ChessMoveList *self,
                                             guint          ply);
/* The widget showing NODE: its button, or its variation's label; and
 * the href of NODE's link in that label (NULL for a button). For tests. */
GtkWidget  *chess_move_list_get_node_widget (ChessMoveList *self,
                                             ChessGameNode *node);
char       *chess_move_list_get_node_link   (ChessMoveList *self,
                                             ChessGameNode *node);
/* Opens the menu of the move shown (the Menu key). */
void        chess_move_list_popup_menu    (ChessMoveList *self);

/* Short caption (e.g. “swap”) and full sentence for FIDE's four ways of
 * castling (Guidelines II.3.2); NULL for CHESS_CASTLING_METHOD_NONE. */
const char *chess_ui_castling_method_caption     (ChessCastlingMethod method);
const char *chess_ui_castling_method_description (ChessCastlingMethod method);

/* Attributes that bring the chess symbols in TEXT to the size of the
 * letters around them. */
PangoAttrList *chess_ui_figurine_attributes (const char *text);
/* Appends ESCAPED (markup-escaped text) to MARKUP with its chess symbols
 * near the size of capitals: the markup counterpart of
 * chess_ui_figurine_attributes(). */
void           chess_ui_append_figurine_markup (GString    *markup,
                                                const char *escaped);
/* “12. Nf3” (COLOR White) or “12… Nf6” (Black), in the user's language:
 * MOVE, already written, after its move number. */
char          *chess_ui_number_move         (guint       number,
                                             ChessColor  color,
                                             const char *move);
/* MOVE from POSITION in SAN as every list of moves shows it: in the
 * user's letters, or with solid figurines (♞ for either colour). */
char          *chess_ui_move_san            (const ChessPosition *position,
                                             const ChessMove     *move,
                                             gboolean             figurine);

/* “12.” or “12…” and the move, as the list shows it. */
char       *chess_move_list_format_ply    (ChessGame     *game,
                                           guint          ply,
                                           gboolean       figurine);
char       *chess_move_list_format_node   (const ChessGameNode *node,
                                           gboolean             figurine);

/* COMMENT without its [%…] commands (clocks, evaluations, arrows), which
 * are for programs; NULL when nothing is left. */
char       *chess_ui_comment_text         (const char    *comment);

/* Gives the keyboard focus to the move shown (the first move for the
 * start position), so that keys go on looking through the game. */
void        chess_move_list_focus_current (ChessMoveList *self);

G_END_DECLS
