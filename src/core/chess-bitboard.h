/* chess-bitboard.h: bitboards and attack tables (private to the core)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint64 ChessBitboard;

#define CHESS_BB(sq)        (G_GUINT64_CONSTANT (1) << (sq))
#define CHESS_BB_RANK_1     G_GUINT64_CONSTANT (0x00000000000000ff)
#define CHESS_BB_RANK_2     G_GUINT64_CONSTANT (0x000000000000ff00)
#define CHESS_BB_RANK_3     G_GUINT64_CONSTANT (0x0000000000ff0000)
#define CHESS_BB_RANK_6     G_GUINT64_CONSTANT (0x0000ff0000000000)
#define CHESS_BB_RANK_7     G_GUINT64_CONSTANT (0x00ff000000000000)
#define CHESS_BB_RANK_8     G_GUINT64_CONSTANT (0xff00000000000000)
#define CHESS_BB_FILE_A     G_GUINT64_CONSTANT (0x0101010101010101)
#define CHESS_BB_FILE_H     G_GUINT64_CONSTANT (0x8080808080808080)
#define CHESS_BB_DARK       G_GUINT64_CONSTANT (0xaa55aa55aa55aa55)
#define CHESS_BB_LIGHT      (~CHESS_BB_DARK)

typedef struct {
  ChessBitboard        mask;
  ChessBitboard        magic;
  const ChessBitboard *attacks;
  guint                shift;
} ChessMagic;

/* The same attack sets indexed by PEXT (BMI2) of the occupied squares
 * under MASK; only the BMI2 move generator reads these. */
typedef struct {
  ChessBitboard        mask;
  const ChessBitboard *attacks;
} ChessPextSlider;

/* One way to castle: the squares that must be empty (all between and
 * including both targets, but for the king and rook themselves), the
 * squares the king crosses and lands on, and where king and rook land. */
typedef struct {
  ChessBitboard must_be_empty;
  ChessBitboard king_path;
  guint8        king_to;
  guint8        rook_to;
} ChessCastlePath;

/* All generated at build time by chess-gen-magics (chess-tables.c). */
extern const ChessBitboard   chess_bb_knight[64];
extern const ChessBitboard   chess_bb_king[64];
extern const ChessBitboard   chess_bb_pawn_attacks[2][64];
/* Squares strictly between two aligned squares, else 0. */
extern const ChessBitboard   chess_bb_between[64][64];
/* The whole line through two aligned squares, else 0. */
extern const ChessBitboard   chess_bb_line[64][64];
extern const ChessMagic      chess_rook_magic[64];
extern const ChessMagic      chess_bishop_magic[64];
extern const ChessPextSlider chess_rook_pext[64];
extern const ChessPextSlider chess_bishop_pext[64];
/* By colour, king file, rook file and side (0 a-side, 1 h-side). */
extern const ChessCastlePath chess_castle_paths[2][8][8][2];

static inline guint
chess_bb_lsb (ChessBitboard b)
{
  return (guint) __builtin_ctzll (b);
}

static inline guint
chess_bb_pop_lsb (ChessBitboard *b)
{
  guint sq = (guint) __builtin_ctzll (*b);
  *b &= *b - 1;
  return sq;
}

static inline guint
chess_bb_count (ChessBitboard b)
{
  return (guint) __builtin_popcountll (b);
}

static inline gboolean
chess_bb_more_than_one (ChessBitboard b)
{
  return (b & (b - 1)) != 0;
}

static inline ChessBitboard
chess_bb_rook_attacks (guint sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_rook_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline ChessBitboard
chess_bb_bishop_attacks (guint sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_bishop_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

/* Inclusive span of squares on one rank between two squares of it. */
static inline ChessBitboard
chess_bb_span (guint a, guint b)
{
  return chess_bb_between[a][b] | CHESS_BB (a) | CHESS_BB (b);
}

G_END_DECLS
