/* chess-board-view.h: the chess board, drawn and clicked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_VIEW (chess_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardView, chess_board_view, CHESS, BOARD_VIEW, GtkWidget)

GtkWidget *chess_board_view_new                 (void);

ChessGame *chess_board_view_get_game            (ChessBoardView *self);
void       chess_board_view_set_game            (ChessBoardView *self,
                                                 ChessGame      *game);
gboolean   chess_board_view_get_flipped         (ChessBoardView *self);
void       chess_board_view_set_flipped         (ChessBoardView *self,
                                                 gboolean        flipped);

/* CHESS_NO_SQUARE when no piece is selected. */
guint      chess_board_view_get_selected_square (ChessBoardView *self);
/* What a click on SQUARE does: select a piece of the side to move, or play
 * the move from the selected piece to SQUARE. Pointer input goes through
 * here, and so do the tests and (later) keyboard input. */
void       chess_board_view_click_square        (ChessBoardView *self,
                                                 guint           square);

G_END_DECLS
