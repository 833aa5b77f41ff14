/* chess-position.h: a chess position and every question about legality
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-move.h"

G_BEGIN_DECLS

#define CHESS_TYPE_POSITION (chess_position_get_type ())

typedef struct _ChessPosition ChessPosition;

GType           chess_position_get_type              (void) G_GNUC_CONST;

ChessPosition  *chess_position_new_start             (ChessVariant          variant,
                                                      guint                 number,
                                                      GError              **error);
ChessPosition  *chess_position_new_from_fen          (ChessVariant          variant,
                                                      const char           *fen,
                                                      GError              **error);
ChessPosition  *chess_position_copy                  (const ChessPosition  *position);
void            chess_position_free                  (ChessPosition        *position);
gboolean        chess_position_equal                 (const ChessPosition  *a,
                                                      const ChessPosition  *b);

char           *chess_position_to_fen                (const ChessPosition  *position,
                                                      ChessFenFlags         flags);

ChessVariant    chess_position_get_variant           (const ChessPosition  *position);
ChessColor      chess_position_get_side_to_move      (const ChessPosition  *position);
gboolean        chess_position_get_piece             (const ChessPosition  *position,
                                                      guint                 square,
                                                      ChessColor           *color,
                                                      ChessPieceType       *type);
guint           chess_position_get_king_square       (const ChessPosition  *position,
                                                      ChessColor            color);
/* Bitboard (bit n = square n) of the rooks that still have castling rights. */
guint64         chess_position_get_castling_rooks    (const ChessPosition  *position);
/* CHESS_NO_SQUARE unless an en-passant capture is legal. */
guint           chess_position_get_en_passant_square (const ChessPosition  *position);
guint           chess_position_get_halfmove_clock    (const ChessPosition  *position);
guint           chess_position_get_fullmove_number   (const ChessPosition  *position);
/* Zobrist key: equal keys for positions that are the same in the sense of
 * the repetition rule (pieces, side to move, castling rights, en passant). */
guint64         chess_position_get_key               (const ChessPosition  *position);

gboolean        chess_position_is_check              (const ChessPosition  *position);
gboolean        chess_position_is_checkmate          (const ChessPosition  *position);
gboolean        chess_position_is_stalemate          (const ChessPosition  *position);
/* Neither side can checkmate by any series of legal moves (Laws 5.2.2),
 * judged by material as players and arbiters do. */
gboolean        chess_position_is_insufficient_material (const ChessPosition *position);
/* COLOR has material that could still mate (used when the other flag falls). */
gboolean        chess_position_has_mating_material  (const ChessPosition  *position,
                                                      ChessColor            color);

/* Arrays of ChessMove*, owning them. */
GPtrArray      *chess_position_get_legal_moves       (const ChessPosition  *position);
guint           chess_position_count_legal_moves     (const ChessPosition  *position);
/* Every legal move from FROM that touches TO: an ordinary move to it (each
 * promotion), a castle whose king lands on it, a castle with the rook on
 * it. Which of them a click or drag means, and whether to ask, is
 * chess_position_resolve_gesture()'s answer (chess-gesture.h). */
GPtrArray      *chess_position_find_moves            (const ChessPosition  *position,
                                                      guint                 from,
                                                      guint                 to);
gboolean        chess_position_is_legal              (const ChessPosition  *position,
                                                      const ChessMove      *move);

ChessPosition  *chess_position_play                  (const ChessPosition  *position,
                                                      const ChessMove      *move);

char           *chess_position_move_to_san           (const ChessPosition  *position,
                                                      const ChessMove      *move,
                                                      ChessSanFlags         flags);
char           *chess_position_move_to_uci           (const ChessPosition  *position,
                                                      const ChessMove      *move);
ChessMove      *chess_position_parse_san             (const ChessPosition  *position,
                                                      const char           *text,
                                                      GError              **error);
ChessMove      *chess_position_parse_uci             (const ChessPosition  *position,
                                                      const char           *text,
                                                      GError              **error);
/* SAN or UCI, whichever TEXT is. */
ChessMove      *chess_position_parse_move            (const ChessPosition  *position,
                                                      const char           *text,
                                                      GError              **error);

guint64         chess_position_perft                 (const ChessPosition  *position,
                                                      guint                 depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPosition, chess_position_free)

G_END_DECLS
