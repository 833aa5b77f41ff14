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
/* -1 while the list follows the game; otherwise the ply whose position is
 * shown (0 is the start), always before the newest move: setting the
 * newest ply or a later one follows the game. Playing or taking back a
 * move returns to -1. */
int         chess_move_list_get_view_ply  (ChessMoveList *self);
void        chess_move_list_set_view_ply  (ChessMoveList *self,
                                           int            view_ply);

/* The button for move PLY (1-based), or NULL; for tests and keyboard
 * navigation. */
GtkWidget  *chess_move_list_get_move_button (ChessMoveList *self,
                                             guint          ply);

/* Short caption (e.g. “swap”) and full sentence for FIDE's four ways of
 * castling (Guidelines II.3.2); NULL for CHESS_CASTLING_METHOD_NONE. */
const char *chess_ui_castling_method_caption     (ChessCastlingMethod method);
const char *chess_ui_castling_method_description (ChessCastlingMethod method);

/* Attributes that bring the chess symbols in TEXT to the size of the
 * letters around them. */
PangoAttrList *chess_ui_figurine_attributes (const char *text);

/* “12.” or “12…” and the move, as the list shows it. */
char       *chess_move_list_format_ply    (ChessGame     *game,
                                           guint          ply,
                                           gboolean       figurine);

/* Gives the keyboard focus to the move shown (the first move for the
 * start position), so that keys go on looking through the game. */
void        chess_move_list_focus_current (ChessMoveList *self);

G_END_DECLS
