/* chess-move.h: a legal move together with what the UI needs to show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE (chess_move_get_type ())

/* A ChessMove is only ever made by a ChessPosition, for that position, so
 * it can carry the castling method and the rook's squares. */
typedef struct _ChessMove ChessMove;

GType               chess_move_get_type             (void) G_GNUC_CONST;
ChessMove          *chess_move_copy                 (const ChessMove *move);
void                chess_move_free                 (ChessMove       *move);
gboolean            chess_move_equal                (const ChessMove *a,
                                                     const ChessMove *b);

ChessColor          chess_move_get_color            (const ChessMove *move);
ChessPieceType      chess_move_get_piece            (const ChessMove *move);
/* For a castle: the king's start and final squares. */
guint               chess_move_get_from             (const ChessMove *move);
guint               chess_move_get_to               (const ChessMove *move);
ChessPieceType      chess_move_get_captured         (const ChessMove *move);
guint               chess_move_get_captured_square  (const ChessMove *move);
ChessPieceType      chess_move_get_promotion        (const ChessMove *move);
gboolean            chess_move_is_en_passant        (const ChessMove *move);
gboolean            chess_move_is_castle            (const ChessMove *move);
ChessCastlingSide   chess_move_get_castling_side    (const ChessMove *move);
ChessCastlingMethod chess_move_get_castling_method  (const ChessMove *move);
guint               chess_move_get_rook_from        (const ChessMove *move);
guint               chess_move_get_rook_to          (const ChessMove *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessMove, chess_move_free)

G_END_DECLS
