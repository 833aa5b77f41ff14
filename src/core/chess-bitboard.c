/* chess-bitboard.c: attack tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-bitboard"

#include "chess-bitboard.h"
#include "chess-magics.h"
#include "chess-slide-private.h"

ChessBitboard chess_bb_knight[64];
ChessBitboard chess_bb_king[64];
ChessBitboard chess_bb_pawn_attacks[2][64];
ChessBitboard chess_bb_between[64][64];
ChessBitboard chess_bb_line[64][64];
ChessMagic    chess_rook_magic[64];
ChessMagic    chess_bishop_magic[64];

/* Sizes of all relevant-occupancy subsets: rooks 102 400, bishops 5 248. */
static ChessBitboard rook_table[102400];
static ChessBitboard bishop_table[5248];

static void
init_magics (ChessMagic          *magics,
             const guint64       *multipliers,
             ChessBitboard       *table,
             const int          (*dirs)[2])
{
  ChessBitboard *next = table;

  for (int sq = 0; sq < 64; sq++)
    {
      ChessMagic *m = &magics[sq];
      ChessBitboard subset = 0;

      m->mask = chess_slide_attacks (sq, 0, dirs, TRUE);
      m->magic = multipliers[sq];
      m->shift = 64 - chess_bb_count (m->mask);
      m->attacks = next;
      next += G_GUINT64_CONSTANT (1) << chess_bb_count (m->mask);

      do
        {
          m->attacks[(subset * m->magic) >> m->shift] = chess_slide_attacks (sq, subset, dirs, FALSE);
          subset = (subset - m->mask) & m->mask;
        }
      while (subset != 0);
    }
}

static ChessBitboard
step_attacks (int sq, const int (*steps)[2], guint n_steps)
{
  ChessBitboard result = 0;

  for (guint i = 0; i < n_steps; i++)
    {
      int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];

      if (f >= 0 && f < 8 && r >= 0 && r < 8)
        result |= CHESS_BB (f + 8 * r);
    }
  return result;
}

static void
init_tables (void)
{
  static const int knight_steps[8][2] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
  };
  static const int king_steps[8][2] = {
    { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
  };
  static const int white_pawn_steps[2][2] = { { -1, 1 }, { 1, 1 } };
  static const int black_pawn_steps[2][2] = { { -1, -1 }, { 1, -1 } };

  init_magics (chess_rook_magic, chess_rook_magics, rook_table, chess_rook_directions);
  init_magics (chess_bishop_magic, chess_bishop_magics, bishop_table, chess_bishop_directions);

  for (int sq = 0; sq < 64; sq++)
    {
      chess_bb_knight[sq] = step_attacks (sq, knight_steps, 8);
      chess_bb_king[sq] = step_attacks (sq, king_steps, 8);
      chess_bb_pawn_attacks[0][sq] = step_attacks (sq, white_pawn_steps, 2);
      chess_bb_pawn_attacks[1][sq] = step_attacks (sq, black_pawn_steps, 2);
    }

  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
        if (a == b)
          continue;
        if (chess_bb_rook_attacks (a, 0) & CHESS_BB (b))
          {
            chess_bb_between[a][b] = chess_bb_rook_attacks (a, CHESS_BB (b)) & chess_bb_rook_attacks (b, CHESS_BB (a));
            chess_bb_line[a][b] = (chess_bb_rook_attacks (a, 0) & chess_bb_rook_attacks (b, 0)) | CHESS_BB (a) | CHESS_BB (b);
          }
        else if (chess_bb_bishop_attacks (a, 0) & CHESS_BB (b))
          {
            chess_bb_between[a][b] = chess_bb_bishop_attacks (a, CHESS_BB (b)) & chess_bb_bishop_attacks (b, CHESS_BB (a));
            chess_bb_line[a][b] = (chess_bb_bishop_attacks (a, 0) & chess_bb_bishop_attacks (b, 0)) | CHESS_BB (a) | CHESS_BB (b);
          }
      }
}

void
chess_bitboard_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      g_once_init_leave (&initialized, 1);
    }
}
