/* test-bitboard.c: attack tables against a plain walk over the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-bitboard.h"

static guint64
walk (int sq, guint64 occupied, gboolean diagonal)
{
  static const int straight[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  static const int diag[4][2] = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };
  const int (*dirs)[2] = diagonal ? diag : straight;
  guint64 result = 0;

  for (int d = 0; d < 4; d++)
    for (int f = sq % 8 + dirs[d][0], r = sq / 8 + dirs[d][1];
         f >= 0 && f < 8 && r >= 0 && r < 8;
         f += dirs[d][0], r += dirs[d][1])
      {
        result |= G_GUINT64_CONSTANT (1) << (f + 8 * r);
        if (occupied & (G_GUINT64_CONSTANT (1) << (f + 8 * r)))
          break;
      }
  return result;
}

static void
test_sliders (void)
{
  GRand *rand = g_rand_new_with_seed (64);

  for (guint round = 0; round < 2000; round++)
    {
      /* Sparse and dense boards both. */
      guint64 occupied = ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand));
      if (round % 2)
        occupied &= ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand));

      for (int sq = 0; sq < 64; sq++)
        {
          g_assert_cmpuint (chess_bb_rook_attacks (sq, occupied), ==, walk (sq, occupied, FALSE));
          g_assert_cmpuint (chess_bb_bishop_attacks (sq, occupied), ==, walk (sq, occupied, TRUE));
        }
    }
  g_rand_free (rand);
}

/* PEXT in plain C, so that the BMI2 kernel's tables are checked on any CPU. */
static guint64
soft_pext (guint64 value, guint64 mask)
{
  guint64 result = 0;

  for (guint64 bit = 1; mask != 0; bit <<= 1, mask &= mask - 1)
    if (value & mask & -mask)
      result |= bit;
  return result;
}

static void
test_pext_tables (void)
{
  GRand *rand = g_rand_new_with_seed (65);

  for (guint round = 0; round < 2000; round++)
    {
      guint64 occupied = ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand));
      if (round % 2)
        occupied &= ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand));

      for (int sq = 0; sq < 64; sq++)
        {
          const ChessPextSlider *rook = &chess_rook_pext[sq];
          const ChessPextSlider *bishop = &chess_bishop_pext[sq];

          g_assert_cmpuint (rook->mask, ==, chess_rook_magic[sq].mask);
          g_assert_cmpuint (rook->attacks[soft_pext (occupied, rook->mask)], ==, walk (sq, occupied, FALSE));
          g_assert_cmpuint (bishop->attacks[soft_pext (occupied, bishop->mask)], ==, walk (sq, occupied, TRUE));
        }
    }
  g_rand_free (rand);
}

static void
test_tables (void)
{
  /* knight on a1: b3 and c2; king on h8: g8, g7, h7 */
  g_assert_cmpuint (chess_bb_knight[0], ==, CHESS_BB (17) | CHESS_BB (10));
  g_assert_cmpuint (chess_bb_king[63], ==, CHESS_BB (62) | CHESS_BB (54) | CHESS_BB (55));
  /* a white pawn on e4 attacks d5 and f5; a black one on a5 attacks b4 */
  g_assert_cmpuint (chess_bb_pawn_attacks[0][28], ==, CHESS_BB (35) | CHESS_BB (37));
  g_assert_cmpuint (chess_bb_pawn_attacks[1][32], ==, CHESS_BB (25));
  /* between a1 and h8: b2…g7; a1 and b3 are not aligned */
  g_assert_cmpuint (chess_bb_between[0][63], ==, G_GUINT64_CONSTANT (0x0040201008040200));
  g_assert_cmpuint (chess_bb_between[0][17], ==, 0);
  g_assert_cmpuint (chess_bb_line[0][9], ==, G_GUINT64_CONSTANT (0x8040201008040201));
  g_assert_cmpuint (chess_bb_span (1, 6), ==, G_GUINT64_CONSTANT (0x7e));
  g_assert_cmpuint (chess_bb_span (6, 6), ==, CHESS_BB (6));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bitboard/sliders", test_sliders);
  g_test_add_func ("/bitboard/pext-tables", test_pext_tables);
  g_test_add_func ("/bitboard/tables", test_tables);
  return g_test_run ();
}
