/* chess-movegen-kernel.c: legal move generation and perft, the hot part
 *
 * Moves are generated legal from the start (check and pin masks), so that
 * counting the moves of a leaf position is a sum of population counts:
 * perft never makes the moves of its last ply.
 *
 * This file is compiled once per instruction-set level (see meson.build),
 * CHESS_MOVEGEN_IMPL naming the copy; chess-movegen.c picks the copy this
 * CPU runs best when the core starts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-movegen"

#include <string.h>

#include "chess-movegen-private.h"

#ifndef CHESS_MOVEGEN_IMPL
# error "CHESS_MOVEGEN_IMPL names the kernel: baseline, popcnt or bmi2"
#endif

#define KERNEL_NAME2(base, impl) base##_##impl
#define KERNEL_NAME(base, impl)  KERNEL_NAME2 (base, impl)
#define KERNEL(base)             KERNEL_NAME (base, CHESS_MOVEGEN_IMPL)

#define ALWAYS_INLINE CHESS_ALWAYS_INLINE

/* Inside the kernel a move also carries the type of the piece that moves
 * (bits 17-19), so that perft's make needs no board array; the public
 * list is stripped of it. */
#define PIECE_TAG(type)          ((ChessMoveCode) (type) << 17)
#define PAWN_TAG                 PIECE_TAG (CHESS_PIECE_TYPE_PAWN)
#define PIECE_OF(move)           (((move) >> 17) & 7)
#define WITHOUT_TAG(move)        ((move) & ((1u << 17) - 1))

static ALWAYS_INLINE guint
emit_targets (ChessMoveCode *out,
              guint          n,
              guint          type,
              guint          from,
              ChessBitboard  targets,
              gboolean       count_only)
{
  if (count_only)
    return n + chess_bb_count (targets);
  while (targets)
    out[n++] = CHESS_MOVE_CODE (from, chess_bb_pop_lsb (&targets), 0, CHESS_MOVE_NORMAL) | PIECE_TAG (type);
  return n;
}

/* Pawn moves given as target sets with a fixed step back to their origin. */
static ALWAYS_INLINE guint
emit_pawn_targets (ChessMoveCode *out,
                   guint          n,
                   ChessBitboard  targets,
                   int            step,
                   ChessBitboard  promotion_rank,
                   gboolean       count_only)
{
  ChessBitboard promotions = targets & promotion_rank;

  targets &= ~promotion_rank;
  if (count_only)
    return n + chess_bb_count (targets) + 4 * chess_bb_count (promotions);

  while (targets)
    {
      guint to = chess_bb_pop_lsb (&targets);
      out[n++] = CHESS_MOVE_CODE (to - step, to, 0, CHESS_MOVE_NORMAL) | PAWN_TAG;
    }
  while (promotions)
    {
      guint to = chess_bb_pop_lsb (&promotions);
      for (guint promo = CHESS_PIECE_TYPE_QUEEN; promo >= CHESS_PIECE_TYPE_KNIGHT; promo--)
        out[n++] = CHESS_MOVE_CODE (to - step, to, promo, CHESS_MOVE_NORMAL) | PAWN_TAG;
    }
  return n;
}

/* The ways each side may castle, looked up once from the king's and the
 * castling rooks' squares. Castling rights only ever shrink, and while a
 * side has any its king has not moved, so the slots found for a perft
 * root hold in its whole tree: a slot whose rook lost its right is
 * skipped. */
typedef struct {
  ChessBitboard must_be_empty;
  ChessBitboard king_path;
  ChessBitboard rook_bb;
  guint8        rook;
  guint8        kind;
  guint8        king_to;
  guint8        rook_to;
} CastleSlot;

/* A FEN may give castling rights to any rook on the back rank (up to
 * seven beside the king), each to two sides in Chess960x3. */
#define MAX_CASTLE_SLOTS 14

typedef struct {
  CastleSlot slots[2][MAX_CASTLE_SLOTS];
  guint      n_slots[2];
} CastleSlots;

static void
castle_slots_init (CastleSlots         *castles,
                   const ChessPosition *pos)
{
  for (guint color = 0; color < 2; color++)
    {
      guint ksq = pos->king_square[color];
      ChessBitboard rooks = pos->castling_rooks & pos->by_color[color];

      castles->n_slots[color] = 0;
      while (rooks)
        {
          guint rsq = chess_bb_pop_lsb (&rooks);
          guint first_kind = CHESS_MOVE_CASTLE_A, last_kind = CHESS_MOVE_CASTLE_H;

          if (pos->variant != CHESS_VARIANT_CHESS960X3)
            first_kind = last_kind = rsq < ksq ? CHESS_MOVE_CASTLE_A : CHESS_MOVE_CASTLE_H;
          for (guint kind = first_kind; kind <= last_kind; kind++)
            {
              const ChessCastlePath *path = chess_castle_path (ksq, rsq, kind);
              CastleSlot *slot = &castles->slots[color][castles->n_slots[color]++];

              slot->must_be_empty = path->must_be_empty;
              slot->king_path = path->king_path;
              slot->rook_bb = CHESS_BB (rsq);
              slot->rook = rsq;
              slot->kind = kind;
              slot->king_to = path->king_to;
              slot->rook_to = path->rook_to;
            }
        }
    }
}

static ALWAYS_INLINE guint
generate_castles (const ChessPosition *pos,
                  guint                us,
                  const CastleSlots   *castles,
                  ChessMoveCode       *out,
                  guint                n,
                  gboolean             count_only)
{
  guint ksq = pos->king_square[us];
  ChessBitboard occupied = chess_position_occupied (pos);
  ChessBitboard back_rank = us == CHESS_COLOR_WHITE ? CHESS_BB_RANK_1 : CHESS_BB_RANK_8;
  ChessBitboard enemy_rq = (pos->by_type[CHESS_PIECE_TYPE_ROOK] | pos->by_type[CHESS_PIECE_TYPE_QUEEN])
                         & pos->by_color[us ^ 1];

  for (guint i = 0; i < castles->n_slots[us]; i++)
    {
      const CastleSlot *castle = &castles->slots[us][i];
      ChessBitboard path, after;
      gboolean safe = TRUE;

      if (!(pos->castling_rooks & castle->rook_bb) || (occupied & castle->must_be_empty))
        continue;

      /* Every square from the king's start to its final square, the
       * start being safe already since we are not in check. */
      path = castle->king_path;
      while (path && safe)
        safe = chess_enemy_attackers (pos, us, chess_bb_pop_lsb (&path), occupied) == 0;
      if (!safe)
        continue;

      /* The castling rook may have been the piece shielding the king's
       * final square, along the rank: the only line through both, so
       * only an enemy rook or queen on it can tell. The king's final
       * square is on the path checked above, unless the king stays
       * where it is, which was safe. */
      if (enemy_rq & back_rank)
        {
          after = (occupied ^ CHESS_BB (ksq) ^ castle->rook_bb) | CHESS_BB (castle->king_to) | CHESS_BB (castle->rook_to);
          if (chess_slider_rook (castle->king_to, after) & enemy_rq)
            continue;
        }

      if (count_only)
        n++;
      else
        out[n++] = CHESS_MOVE_CODE (ksq, castle->rook, 0, castle->kind) | PIECE_TAG (CHESS_PIECE_TYPE_KING);
    }
  return n;
}

static ALWAYS_INLINE guint
generate (const ChessPosition *pos,
          guint                us,
          const CastleSlots   *castles,
          ChessMoveCode       *out,
          gboolean             count_only)
{
  guint them = us ^ 1;
  guint ksq = pos->king_square[us];
  ChessBitboard occupied = chess_position_occupied (pos);
  ChessBitboard own = pos->by_color[us];
  ChessBitboard enemy = pos->by_color[them];
  ChessBitboard queens = pos->by_type[CHESS_PIECE_TYPE_QUEEN];
  ChessBitboard enemy_rq = (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens) & enemy;
  ChessBitboard enemy_bq = (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens) & enemy;
  ChessBitboard checkers, pinned = 0, snipers, targets, check_mask, b;
  ChessBitboard king_off = occupied ^ CHESS_BB (ksq);
  guint n = 0;

  checkers = chess_enemy_attackers (pos, us, ksq, occupied);

  /* King steps, judged with the king lifted so it cannot hide behind
   * itself from a slider. */
  b = chess_bb_king[ksq] & ~own;
  while (b)
    {
      guint to = chess_bb_pop_lsb (&b);
      if (chess_enemy_attackers (pos, us, to, king_off) == 0)
        {
          if (count_only)
            n++;
          else
            out[n++] = CHESS_MOVE_CODE (ksq, to, 0, CHESS_MOVE_NORMAL) | PIECE_TAG (CHESS_PIECE_TYPE_KING);
        }
    }

  if (chess_bb_more_than_one (checkers))
    return n;

  check_mask = checkers ? chess_bb_between[ksq][chess_bb_lsb (checkers)] | checkers : ~G_GUINT64_CONSTANT (0);
  targets = ~own & check_mask;

  snipers = (chess_slider_rook (ksq, enemy) & enemy_rq) | (chess_slider_bishop (ksq, enemy) & enemy_bq);
  while (snipers)
    {
      ChessBitboard between = chess_bb_between[ksq][chess_bb_pop_lsb (&snipers)] & occupied;
      if (!chess_bb_more_than_one (between))
        pinned |= between & own;
    }

  /* Knights: a pinned knight can never move. */
  b = chess_position_pieces (pos, us, CHESS_PIECE_TYPE_KNIGHT) & ~pinned;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      n = emit_targets (out, n, CHESS_PIECE_TYPE_KNIGHT, from, chess_bb_knight[from] & targets, count_only);
    }

  /* Sliders: the free ones first, then the pinned ones (rare), which
   * may only move along their pin line. */
  b = chess_position_pieces (pos, us, CHESS_PIECE_TYPE_BISHOP) & ~pinned;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      n = emit_targets (out, n, CHESS_PIECE_TYPE_BISHOP, from, chess_slider_bishop (from, occupied) & targets, count_only);
    }
  b = chess_position_pieces (pos, us, CHESS_PIECE_TYPE_ROOK) & ~pinned;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      n = emit_targets (out, n, CHESS_PIECE_TYPE_ROOK, from, chess_slider_rook (from, occupied) & targets, count_only);
    }
  b = queens & own & ~pinned;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      ChessBitboard t = chess_slider_bishop (from, occupied) | chess_slider_rook (from, occupied);
      n = emit_targets (out, n, CHESS_PIECE_TYPE_QUEEN, from, t & targets, count_only);
    }
  b = (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens) & own & pinned;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      guint type = CHESS_PIECE_TYPE_QUEEN;
      ChessBitboard t = 0;

      if (pos->by_type[CHESS_PIECE_TYPE_BISHOP] & CHESS_BB (from))
        type = CHESS_PIECE_TYPE_BISHOP;
      else if (pos->by_type[CHESS_PIECE_TYPE_ROOK] & CHESS_BB (from))
        type = CHESS_PIECE_TYPE_ROOK;
      if (type != CHESS_PIECE_TYPE_ROOK)
        t |= chess_slider_bishop (from, occupied);
      if (type != CHESS_PIECE_TYPE_BISHOP)
        t |= chess_slider_rook (from, occupied);
      n = emit_targets (out, n, type, from, t & targets & chess_bb_line[ksq][from], count_only);
    }

  /* Pawns, set-wise for the free ones. */
  {
    ChessBitboard pawns = chess_position_pieces (pos, us, CHESS_PIECE_TYPE_PAWN);
    ChessBitboard free_pawns = pawns & ~pinned;
    ChessBitboard empty = ~occupied;
    ChessBitboard enemy_targets = enemy & check_mask;
    ChessBitboard push, dbl, left, right, promotion_rank;
    int forward;

    if (us == CHESS_COLOR_WHITE)
      {
        forward = 8;
        promotion_rank = CHESS_BB_RANK_8;
        push = (free_pawns << 8) & empty;
        dbl = ((push & CHESS_BB_RANK_3) << 8) & empty & check_mask;
        left = ((free_pawns & ~CHESS_BB_FILE_A) << 7) & enemy_targets;
        right = ((free_pawns & ~CHESS_BB_FILE_H) << 9) & enemy_targets;
      }
    else
      {
        forward = -8;
        promotion_rank = CHESS_BB_RANK_1;
        push = (free_pawns >> 8) & empty;
        dbl = ((push & CHESS_BB_RANK_6) >> 8) & empty & check_mask;
        left = ((free_pawns & ~CHESS_BB_FILE_A) >> 9) & enemy_targets;
        right = ((free_pawns & ~CHESS_BB_FILE_H) >> 7) & enemy_targets;
      }
    push &= check_mask;

    n = emit_pawn_targets (out, n, push, forward, promotion_rank, count_only);
    n = emit_pawn_targets (out, n, dbl, 2 * forward, promotion_rank, count_only);
    n = emit_pawn_targets (out, n, left, forward - 1, promotion_rank, count_only);
    n = emit_pawn_targets (out, n, right, forward + 1, promotion_rank, count_only);

    /* A pinned pawn may still move along its pin line. */
    b = pawns & pinned;
    while (b)
      {
        guint from = chess_bb_pop_lsb (&b);
        ChessBitboard line = chess_bb_line[ksq][from];
        ChessBitboard t = chess_bb_pawn_attacks[us][from] & enemy_targets & line;
        ChessBitboard one = CHESS_BB (from + forward) & empty;

        if (one)
          {
            t |= one & check_mask & line;
            if (CHESS_BB (from) & (us == CHESS_COLOR_WHITE ? CHESS_BB_RANK_2 : CHESS_BB_RANK_7))
              t |= CHESS_BB (from + 2 * forward) & empty & check_mask & line;
          }
        while (t)
          {
            guint to = chess_bb_pop_lsb (&t);
            if (CHESS_BB (to) & promotion_rank)
              {
                if (count_only)
                  n += 4;
                else
                  for (guint promo = CHESS_PIECE_TYPE_QUEEN; promo >= CHESS_PIECE_TYPE_KNIGHT; promo--)
                    out[n++] = CHESS_MOVE_CODE (from, to, promo, CHESS_MOVE_NORMAL) | PAWN_TAG;
              }
            else if (count_only)
              n++;
            else
              out[n++] = CHESS_MOVE_CODE (from, to, 0, CHESS_MOVE_NORMAL) | PAWN_TAG;
          }
      }

    if (pos->ep_square != CHESS_NO_SQUARE)
      {
        b = chess_bb_pawn_attacks[them][pos->ep_square] & pawns;
        while (b)
          {
            guint from = chess_bb_pop_lsb (&b);
            if (chess_en_passant_is_legal (pos, us, from, checkers))
              {
                if (count_only)
                  n++;
                else
                  out[n++] = CHESS_MOVE_CODE (from, pos->ep_square, 0, CHESS_MOVE_EN_PASSANT) | PAWN_TAG;
              }
          }
      }
  }

  if (checkers == 0 && (pos->castling_rooks & own))
    n = generate_castles (pos, us, castles, out, n, count_only);

  return n;
}

/* Making a move inside perft, where only what move generation reads
 * matters: the bitboards, king squares, castling rights and en passant
 * square; no board array (the move carries its piece type), no hash key,
 * no move clocks. The en passant square is set whenever an enemy pawn
 * stands beside the double step: generation checks whether the capture
 * is legal, as chess_position_make_move() does when it sets the square.
 *
 * Copy-make: CHILD gets the parent's fields, and every changed field is
 * computed from the parent and stored once, never read back from the
 * fresh copy (a load that would wait on the copy's wide stores). */
static ALWAYS_INLINE void
perft_make (ChessPosition       *child,
            const ChessPosition *pos,
            guint                us,
            ChessMoveCode        move)
{
  guint them = us ^ 1;
  guint from = CHESS_MOVE_CODE_FROM (move);
  guint to = CHESS_MOVE_CODE_TO (move);
  guint kind = CHESS_MOVE_CODE_KIND (move);
  guint type = PIECE_OF (move);
  ChessBitboard from_bb = CHESS_BB (from), to_bb = CHESS_BB (to), move_bb = from_bb | to_bb;
  ChessBitboard back_rank = us == CHESS_COLOR_WHITE ? CHESS_BB_RANK_1 : CHESS_BB_RANK_8;
  ChessBitboard rights = pos->castling_rooks & ~move_bb;

  memcpy (child, pos, CHESS_POSITION_GENERATION_SIZE);
  child->ep_square = CHESS_NO_SQUARE;
  child->side = them;

  if (kind >= CHESS_MOVE_CASTLE_A)
    {
      guint king_to, rook_to;
      ChessBitboard king_bb, rook_bb;

      chess_castle_targets (from, to, kind, &king_to, &rook_to);
      king_bb = from_bb ^ CHESS_BB (king_to);
      rook_bb = to_bb ^ CHESS_BB (rook_to);
      child->by_color[us] = pos->by_color[us] ^ king_bb ^ rook_bb;
      child->by_type[CHESS_PIECE_TYPE_KING] = pos->by_type[CHESS_PIECE_TYPE_KING] ^ king_bb;
      child->by_type[CHESS_PIECE_TYPE_ROOK] = pos->by_type[CHESS_PIECE_TYPE_ROOK] ^ rook_bb;
      child->king_square[us] = king_to;
      child->castling_rooks = pos->castling_rooks & ~back_rank;
      return;
    }

  child->by_color[us] = pos->by_color[us] ^ move_bb;
  if (pos->by_color[them] & to_bb)
    {
      /* Never a king; clearing every type is cheaper than finding it. */
      child->by_color[them] = pos->by_color[them] ^ to_bb;
      for (guint t = CHESS_PIECE_TYPE_PAWN; t <= CHESS_PIECE_TYPE_QUEEN; t++)
        child->by_type[t] = pos->by_type[t] & ~to_bb;
    }
  /* Right whether or not the captured piece was of the same type. */
  child->by_type[type] = (pos->by_type[type] & ~to_bb) ^ move_bb;

  if (type == CHESS_PIECE_TYPE_PAWN)
    {
      guint promo = CHESS_MOVE_CODE_PROMO (move);

      if (kind == CHESS_MOVE_EN_PASSANT)
        {
          ChessBitboard victim = CHESS_BB (to ^ 8);

          child->by_color[them] = pos->by_color[them] ^ victim;
          child->by_type[CHESS_PIECE_TYPE_PAWN] = pos->by_type[CHESS_PIECE_TYPE_PAWN] ^ move_bb ^ victim;
        }
      else if (promo)
        {
          child->by_type[CHESS_PIECE_TYPE_PAWN] = pos->by_type[CHESS_PIECE_TYPE_PAWN] & ~move_bb;
          child->by_type[promo] = pos->by_type[promo] | to_bb;
        }
      else if ((from ^ to) == 16
               && (chess_bb_pawn_attacks[us][(from + to) / 2] & pos->by_type[CHESS_PIECE_TYPE_PAWN] & pos->by_color[them]))
        child->ep_square = (from + to) / 2;
    }
  else if (type == CHESS_PIECE_TYPE_KING)
    {
      child->king_square[us] = to;
      rights &= ~back_rank;
    }
  child->castling_rooks = rights;
}

/* Specialised by side: with US a constant, the pawns' shifts and every
 * by_color[] index are fixed at compile time. */
static guint
generate_white (const ChessPosition *pos,
                const CastleSlots   *castles,
                ChessMoveCode       *out,
                gboolean             count_only)
{
  return generate (pos, CHESS_COLOR_WHITE, castles, out, count_only);
}

static guint
generate_black (const ChessPosition *pos,
                const CastleSlots   *castles,
                ChessMoveCode       *out,
                gboolean             count_only)
{
  return generate (pos, CHESS_COLOR_BLACK, castles, out, count_only);
}

static guint
generate_any (const ChessPosition *pos,
              ChessMoveCode       *out,
              gboolean             count_only)
{
  CastleSlots castles;

  castle_slots_init (&castles, pos);
  if (pos->side == CHESS_COLOR_WHITE)
    return generate_white (pos, &castles, out, count_only);
  return generate_black (pos, &castles, out, count_only);
}

void
KERNEL (_chess_movegen_legal) (const ChessPosition *pos,
                               ChessMoveList       *list)
{
  list->n_moves = generate_any (pos, list->moves, FALSE);
  for (guint i = 0; i < list->n_moves; i++)
    list->moves[i] = WITHOUT_TAG (list->moves[i]);
}

guint
KERNEL (_chess_movegen_count) (const ChessPosition *pos)
{
  return generate_any (pos, NULL, TRUE);
}

static guint64 perft_white (const ChessPosition *pos, const CastleSlots *castles, guint depth);
static guint64 perft_black (const ChessPosition *pos, const CastleSlots *castles, guint depth);

/* DEPTH is at least 2: the last ply is counted, never made. */
static ALWAYS_INLINE guint64
perft_side (const ChessPosition *pos,
            guint                us,
            const CastleSlots   *castles,
            guint                depth)
{
  ChessMoveList list;
  guint64 nodes = 0;

  list.n_moves = generate (pos, us, castles, list.moves, FALSE);
  for (guint i = 0; i < list.n_moves; i++)
    {
      /* Only the part move generation reads is filled in: not the board
       * array, the hash key or the clocks. */
      ChessPosition child;

      perft_make (&child, pos, us, list.moves[i]);
      if (depth == 2)
        nodes += generate (&child, us ^ 1, castles, NULL, TRUE);
      else if (us == CHESS_COLOR_WHITE)
        nodes += perft_black (&child, castles, depth - 1);
      else
        nodes += perft_white (&child, castles, depth - 1);
    }
  return nodes;
}

static guint64
perft_white (const ChessPosition *pos,
             const CastleSlots   *castles,
             guint                depth)
{
  return perft_side (pos, CHESS_COLOR_WHITE, castles, depth);
}

static guint64
perft_black (const ChessPosition *pos,
             const CastleSlots   *castles,
             guint                depth)
{
  return perft_side (pos, CHESS_COLOR_BLACK, castles, depth);
}

guint64
KERNEL (_chess_movegen_perft) (const ChessPosition *pos,
                               guint                depth)
{
  CastleSlots castles;

  if (depth == 0)
    return 1;
  if (depth == 1)
    return KERNEL (_chess_movegen_count) (pos);
  castle_slots_init (&castles, pos);
  if (pos->side == CHESS_COLOR_WHITE)
    return perft_white (pos, &castles, depth);
  return perft_black (pos, &castles, depth);
}
