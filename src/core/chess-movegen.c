/* chess-movegen.c: legal move generation and perft
 *
 * Moves are generated legal from the start (check and pin masks), so that
 * counting the moves of a leaf position is a sum of population counts:
 * perft never makes the moves of its last ply.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-movegen"

#include "chess-position-private.h"

#define ALWAYS_INLINE inline __attribute__((always_inline))

ChessBitboard
chess_position_attackers_to (const ChessPosition *pos,
                             guint                square,
                             ChessBitboard        occupied)
{
  return (chess_bb_pawn_attacks[CHESS_COLOR_WHITE][square] & chess_position_pieces (pos, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_PAWN))
       | (chess_bb_pawn_attacks[CHESS_COLOR_BLACK][square] & chess_position_pieces (pos, CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_PAWN))
       | (chess_bb_knight[square] & pos->by_type[CHESS_PIECE_TYPE_KNIGHT])
       | (chess_bb_king[square] & pos->by_type[CHESS_PIECE_TYPE_KING])
       | (chess_bb_rook_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | pos->by_type[CHESS_PIECE_TYPE_QUEEN]))
       | (chess_bb_bishop_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | pos->by_type[CHESS_PIECE_TYPE_QUEEN]));
}

/* Enemy pieces of side US's opponent attacking SQUARE. */
static ALWAYS_INLINE ChessBitboard
enemy_attackers (const ChessPosition *pos,
                 guint                us,
                 guint                square,
                 ChessBitboard        occupied)
{
  guint them = us ^ 1;
  ChessBitboard enemy = pos->by_color[them];
  ChessBitboard queens = pos->by_type[CHESS_PIECE_TYPE_QUEEN];

  return ((chess_bb_pawn_attacks[us][square] & pos->by_type[CHESS_PIECE_TYPE_PAWN])
        | (chess_bb_knight[square] & pos->by_type[CHESS_PIECE_TYPE_KNIGHT])
        | (chess_bb_king[square] & pos->by_type[CHESS_PIECE_TYPE_KING])
        | (chess_bb_rook_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens))
        | (chess_bb_bishop_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens)))
        & enemy;
}

ChessBitboard
chess_position_checkers (const ChessPosition *pos)
{
  return enemy_attackers (pos, pos->side, pos->king_square[pos->side], chess_position_occupied (pos));
}

void
chess_castle_targets (guint  king_from,
                      guint  rook_from,
                      guint  kind,
                      guint *king_to,
                      guint *rook_to)
{
  guint rank = king_from & ~7u;
  gboolean rook_on_a_side = rook_from < king_from;

  /* Chess960x3 rules (seed 003): a rook on the king's a-side castles
   * a-side to Kc/Rd and h-side to Kf/Rg; a rook on the h-side castles
   * a-side to Kd/Rc and h-side to Kg/Rf. Chess960 uses only the first
   * and the last, which are FIDE's. */
  if (kind == CHESS_MOVE_CASTLE_A)
    {
      *king_to = rank + (rook_on_a_side ? 2 : 3);
      *rook_to = rank + (rook_on_a_side ? 3 : 2);
    }
  else
    {
      *king_to = rank + (rook_on_a_side ? 5 : 6);
      *rook_to = rank + (rook_on_a_side ? 6 : 5);
    }
}

/* Whether capturing en passant from FROM leaves our king safe: the one
 * capture that removes two pieces from a line, so pins cannot tell. */
static ALWAYS_INLINE gboolean
en_passant_is_legal (const ChessPosition *pos,
                     guint                from,
                     ChessBitboard        checkers)
{
  guint us = pos->side;
  guint ep = pos->ep_square;
  guint captured = ep ^ 8;
  guint ksq = pos->king_square[us];
  ChessBitboard occupied = (chess_position_occupied (pos) ^ CHESS_BB (from) ^ CHESS_BB (captured)) | CHESS_BB (ep);
  ChessBitboard enemy = pos->by_color[us ^ 1];
  ChessBitboard queens = pos->by_type[CHESS_PIECE_TYPE_QUEEN];

  /* A knight or pawn giving check stays unless it is the captured pawn. */
  if (checkers & ~CHESS_BB (captured) & (pos->by_type[CHESS_PIECE_TYPE_KNIGHT] | pos->by_type[CHESS_PIECE_TYPE_PAWN]))
    return FALSE;

  return ((chess_bb_rook_attacks (ksq, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens) & enemy)
        | (chess_bb_bishop_attacks (ksq, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens) & enemy)) == 0;
}

void
chess_position_update_ep (ChessPosition *pos,
                          guint          candidate)
{
  ChessBitboard capturers;
  ChessBitboard checkers;

  /* Set only when a capture is legal, as X-FEN writes it and as the
   * repetition rule compares positions. */
  pos->ep_square = candidate;
  capturers = chess_bb_pawn_attacks[pos->side ^ 1][candidate]
            & chess_position_pieces (pos, pos->side, CHESS_PIECE_TYPE_PAWN);
  if (capturers == 0)
    {
      pos->ep_square = CHESS_NO_SQUARE;
      return;
    }

  checkers = chess_position_checkers (pos);
  while (capturers)
    if (en_passant_is_legal (pos, chess_bb_pop_lsb (&capturers), checkers))
      {
        pos->key ^= chess_zobrist_ep[candidate & 7];
        return;
      }
  pos->ep_square = CHESS_NO_SQUARE;
}

static ALWAYS_INLINE guint
emit_targets (ChessMoveCode *out,
              guint          n,
              guint          from,
              ChessBitboard  targets,
              gboolean       count_only)
{
  if (count_only)
    return n + chess_bb_count (targets);
  while (targets)
    out[n++] = CHESS_MOVE_CODE (from, chess_bb_pop_lsb (&targets), 0, CHESS_MOVE_NORMAL);
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
      out[n++] = CHESS_MOVE_CODE (to - step, to, 0, CHESS_MOVE_NORMAL);
    }
  while (promotions)
    {
      guint to = chess_bb_pop_lsb (&promotions);
      for (guint promo = CHESS_PIECE_TYPE_QUEEN; promo >= CHESS_PIECE_TYPE_KNIGHT; promo--)
        out[n++] = CHESS_MOVE_CODE (to - step, to, promo, CHESS_MOVE_NORMAL);
    }
  return n;
}

static ALWAYS_INLINE guint
generate_castles (const ChessPosition *pos,
                  ChessMoveCode       *out,
                  guint                n,
                  gboolean             count_only)
{
  guint us = pos->side;
  guint ksq = pos->king_square[us];
  ChessBitboard occupied = chess_position_occupied (pos);
  ChessBitboard rooks = pos->castling_rooks & pos->by_color[us];

  while (rooks)
    {
      guint rsq = chess_bb_pop_lsb (&rooks);
      guint first_kind = CHESS_MOVE_CASTLE_A, last_kind = CHESS_MOVE_CASTLE_H;

      if (pos->variant != CHESS_VARIANT_CHESS960X3)
        first_kind = last_kind = rsq < ksq ? CHESS_MOVE_CASTLE_A : CHESS_MOVE_CASTLE_H;

      for (guint kind = first_kind; kind <= last_kind; kind++)
        {
          guint kto, rto;
          ChessBitboard must_be_empty, path, after;
          gboolean safe = TRUE;

          chess_castle_targets (ksq, rsq, kind, &kto, &rto);
          must_be_empty = (chess_bb_span (ksq, kto) | chess_bb_span (rsq, rto))
                        & ~(CHESS_BB (ksq) | CHESS_BB (rsq));
          if (occupied & must_be_empty)
            continue;

          /* Every square from the king's start to its final square, the
           * start being safe already since we are not in check. */
          path = chess_bb_span (ksq, kto) & ~CHESS_BB (ksq);
          while (path && safe)
            safe = enemy_attackers (pos, us, chess_bb_pop_lsb (&path), occupied) == 0;
          if (!safe)
            continue;

          /* The castling rook may have been the piece shielding the
           * king's final square along the rank. */
          after = (occupied ^ CHESS_BB (ksq) ^ CHESS_BB (rsq)) | CHESS_BB (kto) | CHESS_BB (rto);
          if (enemy_attackers (pos, us, kto, after))
            continue;

          if (count_only)
            n++;
          else
            out[n++] = CHESS_MOVE_CODE (ksq, rsq, 0, kind);
        }
    }
  return n;
}

static ALWAYS_INLINE guint
generate (const ChessPosition *pos,
          ChessMoveCode       *out,
          gboolean             count_only)
{
  guint us = pos->side, them = us ^ 1;
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

  checkers = enemy_attackers (pos, us, ksq, occupied);

  /* King steps, judged with the king lifted so it cannot hide behind
   * itself from a slider. */
  b = chess_bb_king[ksq] & ~own;
  while (b)
    {
      guint to = chess_bb_pop_lsb (&b);
      if (enemy_attackers (pos, us, to, king_off) == 0)
        {
          if (count_only)
            n++;
          else
            out[n++] = CHESS_MOVE_CODE (ksq, to, 0, CHESS_MOVE_NORMAL);
        }
    }

  if (chess_bb_more_than_one (checkers))
    return n;

  check_mask = checkers ? chess_bb_between[ksq][chess_bb_lsb (checkers)] | checkers : ~G_GUINT64_CONSTANT (0);
  targets = ~own & check_mask;

  snipers = (chess_bb_rook_attacks (ksq, enemy) & enemy_rq) | (chess_bb_bishop_attacks (ksq, enemy) & enemy_bq);
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
      n = emit_targets (out, n, from, chess_bb_knight[from] & targets, count_only);
    }

  b = (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | queens) & own;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      ChessBitboard t = chess_bb_bishop_attacks (from, occupied) & targets;
      if (pinned & CHESS_BB (from))
        t &= chess_bb_line[ksq][from];
      n = emit_targets (out, n, from, t, count_only);
    }

  b = (pos->by_type[CHESS_PIECE_TYPE_ROOK] | queens) & own;
  while (b)
    {
      guint from = chess_bb_pop_lsb (&b);
      ChessBitboard t = chess_bb_rook_attacks (from, occupied) & targets;
      if (pinned & CHESS_BB (from))
        t &= chess_bb_line[ksq][from];
      n = emit_targets (out, n, from, t, count_only);
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
                    out[n++] = CHESS_MOVE_CODE (from, to, promo, CHESS_MOVE_NORMAL);
              }
            else if (count_only)
              n++;
            else
              out[n++] = CHESS_MOVE_CODE (from, to, 0, CHESS_MOVE_NORMAL);
          }
      }

    if (pos->ep_square != CHESS_NO_SQUARE)
      {
        b = chess_bb_pawn_attacks[them][pos->ep_square] & pawns;
        while (b)
          {
            guint from = chess_bb_pop_lsb (&b);
            if (en_passant_is_legal (pos, from, checkers))
              {
                if (count_only)
                  n++;
                else
                  out[n++] = CHESS_MOVE_CODE (from, pos->ep_square, 0, CHESS_MOVE_EN_PASSANT);
              }
          }
      }
  }

  if (checkers == 0 && (pos->castling_rooks & own))
    n = generate_castles (pos, out, n, count_only);

  return n;
}

void
chess_movegen_legal (const ChessPosition *pos,
                     ChessMoveList       *list)
{
  list->n_moves = generate (pos, list->moves, FALSE);
}

guint
chess_movegen_count (const ChessPosition *pos)
{
  return generate (pos, NULL, TRUE);
}

guint64
chess_movegen_perft (const ChessPosition *pos,
                     guint                depth)
{
  ChessMoveList list;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  if (depth == 1)
    return chess_movegen_count (pos);

  chess_movegen_legal (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ChessPosition child = *pos;

      chess_position_make_move (&child, list.moves[i]);
      nodes += chess_movegen_perft (&child, depth - 1);
    }
  return nodes;
}
