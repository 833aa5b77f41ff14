/* chess-gen-magics.c: writes the attack tables at build time
 *
 * Searches magic multipliers for the slider tables and writes a C file
 * with every table the move generator reads: knight, king and pawn steps,
 * the squares between and along two squares, the sliders' attacks indexed
 * both by magic multiplication and by PEXT, and the castling geometry
 * (where king and rook land, which squares must be empty and safe). As
 * constant data they are mapped from the program file on first use, so a
 * short command-line call does not spend a millisecond filling them.
 *
 * The search is deterministic (fixed seed), so builds are reproducible.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-slide-private.h"

#define ROOK_TABLE_SIZE   102400
#define BISHOP_TABLE_SIZE 5248

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t
rng_next (void)
{
  /* xorshift64* */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dULL;
}

static uint64_t
sparse_random (void)
{
  return rng_next () & rng_next () & rng_next ();
}

static uint64_t
find_magic (int square, const int (*dirs)[2])
{
  uint64_t mask = chess_slide_attacks (square, 0, dirs, 1);
  int bits = __builtin_popcountll (mask);
  int n = 1 << bits;
  uint64_t *occupancy = calloc (n, sizeof *occupancy);
  uint64_t *reference = calloc (n, sizeof *reference);
  uint64_t *used = calloc (n, sizeof *used);
  uint64_t subset = 0;

  for (int i = 0; i < n; i++)
    {
      occupancy[i] = subset;
      reference[i] = chess_slide_attacks (square, subset, dirs, 0);
      subset = (subset - mask) & mask;
    }

  for (;;)
    {
      uint64_t magic = sparse_random ();
      int ok = 1;

      if (__builtin_popcountll ((mask * magic) & 0xff00000000000000ULL) < 6)
        continue;

      memset (used, 0, n * sizeof *used);
      for (int i = 0; i < n && ok; i++)
        {
          uint64_t index = (occupancy[i] * magic) >> (64 - bits);

          /* An entry is never 0 for a real attack set, so 0 marks it free. */
          if (used[index] == 0)
            used[index] = reference[i];
          else if (used[index] != reference[i])
            ok = 0;
        }
      if (ok)
        {
          free (occupancy);
          free (reference);
          free (used);
          return magic;
        }
    }
}

/* What the BMI2 instruction PEXT does: the bits of VALUE under MASK,
 * packed into the low bits. */
static uint64_t
soft_pext (uint64_t value, uint64_t mask)
{
  uint64_t result = 0;

  for (uint64_t bit = 1; mask != 0; bit <<= 1, mask &= mask - 1)
    if (value & mask & -mask)
      result |= bit;
  return result;
}

static void
write_table (FILE *out, const char *name, const uint64_t *table, size_t n)
{
  fprintf (out, "const ChessBitboard %s[%zu] = {\n", name, n);
  for (size_t i = 0; i < n; i++)
    fprintf (out, "0x%llx,%s", (unsigned long long) table[i], i % 8 == 7 ? "\n" : "");
  fprintf (out, "};\n\n");
}

/* Both index schemes of one slider; the PEXT table has the same layout
 * (2^bits entries per square, at the same offsets) in another order. */
static void
write_slider (FILE       *out,
              const char *piece,
              const int (*dirs)[2],
              size_t      table_size)
{
  uint64_t *magic_table = calloc (table_size, sizeof *magic_table);
  uint64_t *pext_table = calloc (table_size, sizeof *pext_table);
  uint64_t masks[64], magics[64];
  size_t offsets[64], next = 0;
  char name[64];

  for (int sq = 0; sq < 64; sq++)
    {
      uint64_t mask = chess_slide_attacks (sq, 0, dirs, 1);
      int bits = __builtin_popcountll (mask);
      uint64_t subset = 0;

      masks[sq] = mask;
      magics[sq] = find_magic (sq, dirs);
      offsets[sq] = next;
      do
        {
          uint64_t attacks = chess_slide_attacks (sq, subset, dirs, 0);

          magic_table[next + ((subset * magics[sq]) >> (64 - bits))] = attacks;
          pext_table[next + soft_pext (subset, mask)] = attacks;
          subset = (subset - mask) & mask;
        }
      while (subset != 0);
      next += (size_t) 1 << bits;
    }
  if (next != table_size)
    {
      fprintf (stderr, "%s table: %zu entries, expected %zu\n", piece, next, table_size);
      exit (1);
    }

  snprintf (name, sizeof name, "chess_%s_table", piece);
  write_table (out, name, magic_table, table_size);
  snprintf (name, sizeof name, "chess_%s_pext_table", piece);
  write_table (out, name, pext_table, table_size);

  fprintf (out, "const ChessMagic chess_%s_magic[64] = {\n", piece);
  for (int sq = 0; sq < 64; sq++)
    fprintf (out, "  { 0x%llx, 0x%llx, chess_%s_table + %zu, %d },\n",
             (unsigned long long) masks[sq], (unsigned long long) magics[sq], piece, offsets[sq],
             64 - __builtin_popcountll (masks[sq]));
  fprintf (out, "};\n\nconst ChessPextSlider chess_%s_pext[64] = {\n", piece);
  for (int sq = 0; sq < 64; sq++)
    fprintf (out, "  { 0x%llx, chess_%s_pext_table + %zu },\n",
             (unsigned long long) masks[sq], piece, offsets[sq]);
  fprintf (out, "};\n\n");
  free (magic_table);
  free (pext_table);
}

static uint64_t
step_attacks (int sq, const int (*steps)[2], int n_steps)
{
  uint64_t result = 0;

  for (int i = 0; i < n_steps; i++)
    {
      int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];

      if (f >= 0 && f < 8 && r >= 0 && r < 8)
        result |= UINT64_C (1) << (f + 8 * r);
    }
  return result;
}

static void
write_steps (FILE *out)
{
  static const int knight_steps[8][2] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
  };
  static const int king_steps[8][2] = {
    { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
  };
  static const int pawn_steps[2][2][2] = { { { -1, 1 }, { 1, 1 } }, { { -1, -1 }, { 1, -1 } } };
  uint64_t table[64];

  for (int sq = 0; sq < 64; sq++)
    table[sq] = step_attacks (sq, knight_steps, 8);
  write_table (out, "chess_bb_knight", table, 64);
  for (int sq = 0; sq < 64; sq++)
    table[sq] = step_attacks (sq, king_steps, 8);
  write_table (out, "chess_bb_king", table, 64);

  fprintf (out, "const ChessBitboard chess_bb_pawn_attacks[2][64] = {\n");
  for (int color = 0; color < 2; color++)
    {
      fprintf (out, "{\n");
      for (int sq = 0; sq < 64; sq++)
        fprintf (out, "0x%llx,%s", (unsigned long long) step_attacks (sq, pawn_steps[color], 2),
                 sq % 8 == 7 ? "\n" : "");
      fprintf (out, "},\n");
    }
  fprintf (out, "};\n\n");
}

static void
write_lines (FILE *out)
{
  static uint64_t between[64][64], line[64][64];

  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
        const int (*dirs)[2] = NULL;
        uint64_t bit_a = UINT64_C (1) << a, bit_b = UINT64_C (1) << b;

        if (a == b)
          continue;
        if (chess_slide_attacks (a, 0, chess_rook_directions, 0) & bit_b)
          dirs = chess_rook_directions;
        else if (chess_slide_attacks (a, 0, chess_bishop_directions, 0) & bit_b)
          dirs = chess_bishop_directions;
        if (dirs == NULL)
          continue;
        between[a][b] = chess_slide_attacks (a, bit_b, dirs, 0) & chess_slide_attacks (b, bit_a, dirs, 0);
        line[a][b] = (chess_slide_attacks (a, 0, dirs, 0) & chess_slide_attacks (b, 0, dirs, 0)) | bit_a | bit_b;
      }

  fprintf (out, "const ChessBitboard chess_bb_between[64][64] = {\n");
  for (int a = 0; a < 64; a++)
    {
      fprintf (out, "{\n");
      for (int b = 0; b < 64; b++)
        fprintf (out, "0x%llx,%s", (unsigned long long) between[a][b], b % 8 == 7 ? "\n" : "");
      fprintf (out, "},\n");
    }
  fprintf (out, "};\n\nconst ChessBitboard chess_bb_line[64][64] = {\n");
  for (int a = 0; a < 64; a++)
    {
      fprintf (out, "{\n");
      for (int b = 0; b < 64; b++)
        fprintf (out, "0x%llx,%s", (unsigned long long) line[a][b], b % 8 == 7 ? "\n" : "");
      fprintf (out, "},\n");
    }
  fprintf (out, "};\n\n");
}

/* Inclusive span of the squares between A and B on one rank. */
static uint64_t
rank_span (int a, int b)
{
  uint64_t span = 0;

  for (int sq = a < b ? a : b; sq <= (a < b ? b : a); sq++)
    span |= UINT64_C (1) << sq;
  return span;
}

/* Castling geometry for a king and a castling rook on a back rank, by
 * colour, king file, rook file and side (0 a-side, 1 h-side).
 *
 * Chess960x3 rules (seed 003): a rook on the king's a-side castles a-side
 * to Kc/Rd and h-side to Kf/Rg; a rook on the h-side castles a-side to
 * Kd/Rc and h-side to Kg/Rf. Chess960 uses only the first and the last,
 * which are FIDE's. */
static void
write_castling (FILE *out)
{
  fprintf (out, "const ChessCastlePath chess_castle_paths[2][8][8][2] = {\n");
  for (int color = 0; color < 2; color++)
    {
      int rank = color == 0 ? 0 : 56;

      fprintf (out, "{\n");
      for (int king_file = 0; king_file < 8; king_file++)
        {
          fprintf (out, " {\n");
          for (int rook_file = 0; rook_file < 8; rook_file++)
            {
              int ksq = rank + king_file, rsq = rank + rook_file;
              int rook_on_a_side = rook_file < king_file;

              fprintf (out, "  {");
              for (int side = 0; side < 2; side++)
                {
                  int kto = rank + (side == 0 ? (rook_on_a_side ? 2 : 3) : (rook_on_a_side ? 5 : 6));
                  int rto = rank + (side == 0 ? (rook_on_a_side ? 3 : 2) : (rook_on_a_side ? 6 : 5));
                  uint64_t ends = (UINT64_C (1) << ksq) | (UINT64_C (1) << rsq);
                  uint64_t empty = (rank_span (ksq, kto) | rank_span (rsq, rto)) & ~ends;
                  uint64_t king_path = rank_span (ksq, kto) & ~(UINT64_C (1) << ksq);

                  fprintf (out, " { 0x%llx, 0x%llx, %d, %d },",
                           (unsigned long long) empty, (unsigned long long) king_path, kto, rto);
                }
              fprintf (out, " },\n");
            }
          fprintf (out, " },\n");
        }
      fprintf (out, "},\n");
    }
  fprintf (out, "};\n\n");
}

int
main (int argc, char **argv)
{
  FILE *out;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s OUTPUT.c\n", argv[0]);
      return 2;
    }
  out = fopen (argv[1], "w");
  if (out == NULL)
    {
      perror (argv[1]);
      return 1;
    }

  fprintf (out, "/* Generated by chess-gen-magics; do not edit. */\n"
                "#include \"chess-bitboard.h\"\n\n");
  write_steps (out);
  write_lines (out);
  write_castling (out);
  write_slider (out, "rook", chess_rook_directions, ROOK_TABLE_SIZE);
  write_slider (out, "bishop", chess_bishop_directions, BISHOP_TABLE_SIZE);

  return fclose (out) == 0 ? 0 : 1;
}
