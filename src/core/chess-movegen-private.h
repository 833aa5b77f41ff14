/* chess-movegen-private.h: what the move generator's kernels share
 *
 * The hot part of move generation (chess-movegen-kernel.c) is compiled
 * once per instruction-set level and one of them is picked at start-up
 * (chess-movegen.c); the helpers here are inlined into each, so they use
 * that level's instructions. A kernel built with CHESS_MOVEGEN_PEXT reads
 * the sliders' PEXT tables instead of the magic ones.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position-private.h"

#ifdef CHESS_MOVEGEN_PEXT
# include <immintrin.h>
#endif

G_BEGIN_DECLS

#define CHESS_ALWAYS_INLINE inline __attribute__((always_inline))

static CHESS_ALWAYS_INLINE ChessBitboard
chess_slider_rook (guint sq, ChessBitboard occupied)
{
#ifdef CHESS_MOVEGEN_PEXT
  return chess_rook_pext[sq].attacks[_pext_u64 (occupied, chess_rook_pext[sq].mask)];
#else
  return chess_bb_rook_attacks (sq, occupied);
#endif
}

static CHESS_ALWAYS_INLINE ChessBitboard
chess_slider_bishop (guint sq, ChessBitboard occupied)
{
#ifdef CHESS_MOVEGEN_PEXT
  return chess_bishop_pext[sq].attacks[_pext_u64 (occupied, chess_bishop_pext[sq].mask)];
#else
  return chess_bb_bishop_attacks (sq, occupied);
#endif
}

/* Pieces of side US's opponent attacking SQUARE. */
static CHESS_ALWAYS_INLINE ChessBitboard
chess_enemy_attackers (const ChessPosition *pos,
                       guint                us,
                       guint                square,
                       ChessBitboard        occupied)
{
  ChessBitboard enemy = pos->by_color[us ^ 1];
  ChessBitboard queens = pos->by_type[CHESS_PIECE_TYPE_QUEEN];

  return ((chess_bb_pawn_attacks[us][square] & pos->by_type[CHESS_PIECE_TYPE_PAWN])
        | (chess_bb_knight[square] & pos->by_type[CHESS_PIECE_TYPE_KNIGHT])
        | (chess_bb_king[square] & pos->by_type[CHESS_PIECE_TYPE_KING])
        | (chess_slider_rook (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens))
        | (chess_slider_bishop (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens)))
        & enemy;
}

/* Whether capturing en passant from FROM leaves our king safe: the one
 * capture that removes two pieces from a line, so pins cannot tell. US is
 * the side to move, a constant where the caller is specialised by side. */
static CHESS_ALWAYS_INLINE gboolean
chess_en_passant_is_legal (const ChessPosition *pos,
                           guint                us,
                           guint                from,
                           ChessBitboard        checkers)
{
  guint ep = pos->ep_square;
  guint captured = ep ^ 8;
  guint ksq = pos->king_square[us];
  ChessBitboard occupied = (chess_position_occupied (pos) ^ CHESS_BB (from) ^ CHESS_BB (captured)) | CHESS_BB (ep);
  ChessBitboard enemy = pos->by_color[us ^ 1];
  ChessBitboard queens = pos->by_type[CHESS_PIECE_TYPE_QUEEN];

  /* A knight or pawn giving check stays unless it is the captured pawn. */
  if (checkers & ~CHESS_BB (captured) & (pos->by_type[CHESS_PIECE_TYPE_KNIGHT] | pos->by_type[CHESS_PIECE_TYPE_PAWN]))
    return FALSE;

  return ((chess_slider_rook (ksq, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens) & enemy)
        | (chess_slider_bishop (ksq, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens) & enemy)) == 0;
}

/* One kernel per instruction-set level: plain x86-64 (or any other CPU),
 * with POPCNT, and with POPCNT, BMI1 and BMI2 (PEXT sliders). */
#define CHESS_MOVEGEN_DECLARE_KERNEL(impl) \
  void    _chess_movegen_legal_##impl (const ChessPosition *pos, ChessMoveList *list); \
  guint   _chess_movegen_count_##impl (const ChessPosition *pos); \
  guint64 _chess_movegen_perft_##impl (const ChessPosition *pos, guint depth);

CHESS_MOVEGEN_DECLARE_KERNEL (baseline)
#ifdef CHESS_MOVEGEN_HAVE_X86_KERNELS
CHESS_MOVEGEN_DECLARE_KERNEL (popcnt)
CHESS_MOVEGEN_DECLARE_KERNEL (bmi2)
#endif

/* Which kernel the move generator uses: "baseline", "popcnt" or "bmi2".
 * For tests and benchmarks; FALSE when this CPU cannot run it. */
gboolean      chess_movegen_use            (const char          *name);
gboolean      chess_movegen_kernel_runs    (const char          *name);
const char   *chess_movegen_get_kernel     (void);
/* The names of the kernels built in, NULL-terminated. */
const char  **chess_movegen_list_kernels   (void);
void          chess_movegen_init           (void);

G_END_DECLS
