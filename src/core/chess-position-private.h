/* chess-position-private.h: the position's inside, shared by the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-bitboard.h"
#include "chess-position.h"

G_BEGIN_DECLS

/* A move packed into 32 bits for the move generator:
 *   bits 0–5 from, 6–11 to, 12–14 promotion piece type, 15–16 kind.
 * A castle is encoded king-onto-rook (from = king, to = castling rook) and
 * its kind says to which side, since in Chess960x3 one rook can castle to
 * either side. */
typedef guint32 ChessMoveCode;

enum {
  CHESS_MOVE_NORMAL = 0,
  CHESS_MOVE_EN_PASSANT = 1,
  CHESS_MOVE_CASTLE_A = 2,
  CHESS_MOVE_CASTLE_H = 3,
};

#define CHESS_MOVE_CODE(from, to, promo, kind) \
  ((ChessMoveCode) ((from) | ((to) << 6) | ((promo) << 12) | ((kind) << 15)))
#define CHESS_MOVE_CODE_FROM(m)  ((m) & 63)
#define CHESS_MOVE_CODE_TO(m)    (((m) >> 6) & 63)
#define CHESS_MOVE_CODE_PROMO(m) (((m) >> 12) & 7)
#define CHESS_MOVE_CODE_KIND(m)  (((m) >> 15) & 3)
#define CHESS_MOVE_CODE_IS_CASTLE(m) (CHESS_MOVE_CODE_KIND (m) >= CHESS_MOVE_CASTLE_A)

/* Enough for any legal position (the known maximum is 218). */
#define CHESS_MAX_MOVES 256

typedef struct {
  ChessMoveCode moves[CHESS_MAX_MOVES];
  guint         n_moves;
} ChessMoveList;

/* Pieces are coded (color << 3) | type; 0 is an empty square. */
#define CHESS_PIECE(color, type) ((guint8) (((color) << 3) | (type)))
#define CHESS_PIECE_COLOR(p)     ((p) >> 3)
#define CHESS_PIECE_TYPE_OF(p)   ((p) & 7)

struct _ChessPosition {
  /* What move generation reads comes first: perft copies only that much
   * (CHESS_POSITION_GENERATION_SIZE) from node to node. */
  ChessBitboard by_color[2];
  ChessBitboard by_type[7];          /* indexed by ChessPieceType; [0] unused */
  ChessBitboard castling_rooks;      /* rooks that keep their castling right */
  guint8        side;
  guint8        ep_square;           /* CHESS_NO_SQUARE unless ep is legal */
  guint8        variant;
  guint8        king_square[2];
  guint8        board[64];
  guint64       key;
  guint16       halfmove_clock;
  guint16       fullmove_number;
};

#define CHESS_POSITION_GENERATION_SIZE (G_STRUCT_OFFSET (ChessPosition, board))

/* Zobrist keys */
extern guint64 chess_zobrist_piece[16][64];
extern guint64 chess_zobrist_castling[64];
extern guint64 chess_zobrist_ep[8];
extern guint64 chess_zobrist_side;

void          chess_core_init              (void);

static inline ChessBitboard
chess_position_occupied (const ChessPosition *pos)
{
  return pos->by_color[0] | pos->by_color[1];
}

static inline ChessBitboard
chess_position_pieces (const ChessPosition *pos, guint color, guint type)
{
  return pos->by_color[color] & pos->by_type[type];
}

ChessBitboard chess_position_attackers_to  (const ChessPosition *pos,
                                            guint                square,
                                            ChessBitboard        occupied);
ChessBitboard chess_position_checkers      (const ChessPosition *pos);

/* Generation (chess-movegen.c) */
void          chess_movegen_legal          (const ChessPosition *pos,
                                            ChessMoveList       *list);
guint         chess_movegen_count          (const ChessPosition *pos);
guint64       chess_movegen_perft          (const ChessPosition *pos,
                                            guint                depth);

/* Castle geometry, for a king and castling rook on their back rank. */
static inline const ChessCastlePath *
chess_castle_path (guint king_from,
                   guint rook_from,
                   guint kind)
{
  return &chess_castle_paths[king_from >> 5][king_from & 7][rook_from & 7][kind - CHESS_MOVE_CASTLE_A];
}

/* Where king and rook land. */
static inline void
chess_castle_targets (guint  king_from,
                      guint  rook_from,
                      guint  kind,
                      guint *king_to,
                      guint *rook_to)
{
  const ChessCastlePath *path = chess_castle_path (king_from, rook_from, kind);

  *king_to = path->king_to;
  *rook_to = path->rook_to;
}

/* Applying moves (chess-position.c); MOVE must be legal in POS. */
void          chess_position_make_move     (ChessPosition       *pos,
                                            ChessMoveCode        move);
void          chess_position_compute_key   (ChessPosition       *pos);
void          chess_position_update_ep     (ChessPosition       *pos,
                                            guint                candidate);
void          chess_position_put           (ChessPosition       *pos,
                                            guint                square,
                                            guint8               piece);
gboolean      chess_position_validate      (ChessPosition       *pos,
                                            GError             **error);

/* Moves as boxed values (chess-move.c) */
ChessMove    *chess_move_new_from_code     (const ChessPosition *pos,
                                            ChessMoveCode        code);
ChessMoveCode chess_move_get_code          (const ChessMove     *move);
gboolean      chess_position_has_legal_code (const ChessPosition *pos,
                                            ChessMoveCode        code);

G_END_DECLS
