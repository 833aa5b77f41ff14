/* chess-move.c: a legal move as a boxed value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move"

#include "chess-position-private.h"

struct _ChessMove {
  ChessMoveCode code;
  guint8        color;
  guint8        piece;
  guint8        captured;
  guint8        captured_square;
  guint8        to;
  guint8        rook_from;
  guint8        rook_to;
  guint8        method;
};

G_DEFINE_BOXED_TYPE (ChessMove, chess_move, chess_move_copy, chess_move_free)

static ChessCastlingMethod
castling_method (guint king_from,
                 guint king_to,
                 guint rook_from,
                 guint rook_to)
{
  if (king_from == king_to)
    return CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY;
  if (rook_from == rook_to)
    return CHESS_CASTLING_METHOD_KING_MOVE_ONLY;
  if (king_to == rook_from && rook_to == king_from)
    return CHESS_CASTLING_METHOD_TRANSPOSITION;
  return CHESS_CASTLING_METHOD_DOUBLE_MOVE;
}

ChessMove *
chess_move_new_from_code (const ChessPosition *pos,
                          ChessMoveCode        code)
{
  ChessMove *move = g_new0 (ChessMove, 1);
  guint from = CHESS_MOVE_CODE_FROM (code);
  guint to = CHESS_MOVE_CODE_TO (code);

  move->code = code;
  move->color = pos->side;
  move->piece = CHESS_PIECE_TYPE_OF (pos->board[from]);
  move->to = to;
  move->rook_from = move->rook_to = CHESS_NO_SQUARE;
  move->captured_square = CHESS_NO_SQUARE;

  switch (CHESS_MOVE_CODE_KIND (code))
    {
    case CHESS_MOVE_CASTLE_A:
    case CHESS_MOVE_CASTLE_H:
      {
        guint king_to, rook_to;

        chess_castle_targets (from, to, CHESS_MOVE_CODE_KIND (code), &king_to, &rook_to);
        move->to = king_to;
        move->rook_from = to;
        move->rook_to = rook_to;
        move->method = castling_method (from, king_to, to, rook_to);
      }
      break;

    case CHESS_MOVE_EN_PASSANT:
      move->captured = CHESS_PIECE_TYPE_PAWN;
      move->captured_square = to ^ 8;
      break;

    default:
      if (pos->board[to])
        {
          move->captured = CHESS_PIECE_TYPE_OF (pos->board[to]);
          move->captured_square = to;
        }
      break;
    }
  return move;
}

ChessMoveCode
chess_move_get_code (const ChessMove *move)
{
  return move->code;
}

ChessMove *
chess_move_copy (const ChessMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  return g_memdup2 (move, sizeof *move);
}

void
chess_move_free (ChessMove *move)
{
  g_free (move);
}

gboolean
chess_move_equal (const ChessMove *a,
                  const ChessMove *b)
{
  return a->code == b->code && a->color == b->color;
}

ChessColor
chess_move_get_color (const ChessMove *move)
{
  return move->color;
}

ChessPieceType
chess_move_get_piece (const ChessMove *move)
{
  return move->piece;
}

guint
chess_move_get_from (const ChessMove *move)
{
  return CHESS_MOVE_CODE_FROM (move->code);
}

guint
chess_move_get_to (const ChessMove *move)
{
  return move->to;
}

ChessPieceType
chess_move_get_captured (const ChessMove *move)
{
  return move->captured;
}

guint
chess_move_get_captured_square (const ChessMove *move)
{
  return move->captured_square;
}

ChessPieceType
chess_move_get_promotion (const ChessMove *move)
{
  return CHESS_MOVE_CODE_PROMO (move->code);
}

gboolean
chess_move_is_en_passant (const ChessMove *move)
{
  return CHESS_MOVE_CODE_KIND (move->code) == CHESS_MOVE_EN_PASSANT;
}

gboolean
chess_move_is_castle (const ChessMove *move)
{
  return CHESS_MOVE_CODE_IS_CASTLE (move->code);
}

ChessCastlingSide
chess_move_get_castling_side (const ChessMove *move)
{
  switch (CHESS_MOVE_CODE_KIND (move->code))
    {
    case CHESS_MOVE_CASTLE_A:
      return CHESS_CASTLING_SIDE_A;
    case CHESS_MOVE_CASTLE_H:
      return CHESS_CASTLING_SIDE_H;
    default:
      return CHESS_CASTLING_SIDE_NONE;
    }
}

ChessCastlingMethod
chess_move_get_castling_method (const ChessMove *move)
{
  return move->method;
}

guint
chess_move_get_rook_from (const ChessMove *move)
{
  return move->rook_from;
}

guint
chess_move_get_rook_to (const ChessMove *move)
{
  return move->rook_to;
}
