/* chess-board-pieces.h: one piece set's images, rendered at any size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_PIECES (chess_board_pieces_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardPieces, chess_board_pieces, CHESS, BOARD_PIECES, GObject)

/* SET names a folder under the resource path pieces/: "classic" or
 * "contrast". NULL with a warning when the set is not there. */
ChessBoardPieces *chess_board_pieces_new          (const char       *set);
const char       *chess_board_pieces_get_set      (ChessBoardPieces *self);
/* A new texture SIZE × SIZE device pixels, NULL for CHESS_PIECE_TYPE_NONE. */
GdkTexture       *chess_board_pieces_render       (ChessBoardPieces *self,
                                                   ChessColor        color,
                                                   ChessPieceType    type,
                                                   int               size);

G_END_DECLS
