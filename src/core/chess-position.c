/* chess-position.c: the position as a boxed type, and making moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-position"

#include "chess-movegen-private.h"
#include "chess-startpos.h"

G_DEFINE_BOXED_TYPE (ChessPosition, chess_position, chess_position_copy, chess_position_free)

guint64 chess_zobrist_piece[16][64];
guint64 chess_zobrist_castling[64];
guint64 chess_zobrist_ep[8];
guint64 chess_zobrist_side;

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
chess_core_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      /* A fixed seed: keys are the same in every run, so saved keys and
       * test expectations stay valid. */
      guint64 state = G_GUINT64_CONSTANT (0x43686573733936);

      chess_movegen_init ();
      for (guint p = 0; p < 16; p++)
        for (guint sq = 0; sq < 64; sq++)
          chess_zobrist_piece[p][sq] = splitmix64 (&state);
      for (guint sq = 0; sq < 64; sq++)
        chess_zobrist_castling[sq] = splitmix64 (&state);
      for (guint f = 0; f < 8; f++)
        chess_zobrist_ep[f] = splitmix64 (&state);
      chess_zobrist_side = splitmix64 (&state);
      g_once_init_leave (&initialized, 1);
    }
}

ChessPosition *
chess_position_copy (const ChessPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);
  return g_memdup2 (position, sizeof *position);
}

void
chess_position_free (ChessPosition *position)
{
  g_free (position);
}

gboolean
chess_position_equal (const ChessPosition *a,
                      const ChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
      && a->side == b->side
      && a->castling_rooks == b->castling_rooks
      && a->ep_square == b->ep_square
      && a->variant == b->variant
      && a->halfmove_clock == b->halfmove_clock
      && a->fullmove_number == b->fullmove_number;
}

void
chess_position_put (ChessPosition *pos,
                    guint          square,
                    guint8         piece)
{
  guint8 old = pos->board[square];

  if (old)
    {
      pos->by_color[CHESS_PIECE_COLOR (old)] &= ~CHESS_BB (square);
      pos->by_type[CHESS_PIECE_TYPE_OF (old)] &= ~CHESS_BB (square);
      pos->key ^= chess_zobrist_piece[old][square];
    }
  pos->board[square] = piece;
  if (piece)
    {
      pos->by_color[CHESS_PIECE_COLOR (piece)] |= CHESS_BB (square);
      pos->by_type[CHESS_PIECE_TYPE_OF (piece)] |= CHESS_BB (square);
      pos->key ^= chess_zobrist_piece[piece][square];
      if (CHESS_PIECE_TYPE_OF (piece) == CHESS_PIECE_TYPE_KING)
        pos->king_square[CHESS_PIECE_COLOR (piece)] = square;
    }
}

void
chess_position_compute_key (ChessPosition *pos)
{
  ChessBitboard rooks = pos->castling_rooks;

  pos->key = 0;
  for (guint sq = 0; sq < 64; sq++)
    if (pos->board[sq])
      pos->key ^= chess_zobrist_piece[pos->board[sq]][sq];
  while (rooks)
    pos->key ^= chess_zobrist_castling[chess_bb_pop_lsb (&rooks)];
  if (pos->ep_square != CHESS_NO_SQUARE)
    pos->key ^= chess_zobrist_ep[pos->ep_square & 7];
  if (pos->side == CHESS_COLOR_BLACK)
    pos->key ^= chess_zobrist_side;
}

static inline void
set_castling_rooks (ChessPosition *pos,
                    ChessBitboard  rooks)
{
  ChessBitboard changed = pos->castling_rooks ^ rooks;

  while (changed)
    pos->key ^= chess_zobrist_castling[chess_bb_pop_lsb (&changed)];
  pos->castling_rooks = rooks;
}

static inline void
move_piece (ChessPosition *pos,
            guint          from,
            guint          to,
            guint8         piece)
{
  ChessBitboard from_to = CHESS_BB (from) | CHESS_BB (to);

  pos->by_color[CHESS_PIECE_COLOR (piece)] ^= from_to;
  pos->by_type[CHESS_PIECE_TYPE_OF (piece)] ^= from_to;
  pos->board[from] = 0;
  pos->board[to] = piece;
  pos->key ^= chess_zobrist_piece[piece][from] ^ chess_zobrist_piece[piece][to];
}

static inline void
remove_piece (ChessPosition *pos,
              guint          square)
{
  guint8 piece = pos->board[square];

  pos->by_color[CHESS_PIECE_COLOR (piece)] ^= CHESS_BB (square);
  pos->by_type[CHESS_PIECE_TYPE_OF (piece)] ^= CHESS_BB (square);
  pos->board[square] = 0;
  pos->key ^= chess_zobrist_piece[piece][square];
}

static inline void
add_piece (ChessPosition *pos,
           guint          square,
           guint8         piece)
{
  pos->by_color[CHESS_PIECE_COLOR (piece)] |= CHESS_BB (square);
  pos->by_type[CHESS_PIECE_TYPE_OF (piece)] |= CHESS_BB (square);
  pos->board[square] = piece;
  pos->key ^= chess_zobrist_piece[piece][square];
}

void
chess_position_make_move (ChessPosition *pos,
                          ChessMoveCode  move)
{
  guint us = pos->side;
  guint from = CHESS_MOVE_CODE_FROM (move);
  guint to = CHESS_MOVE_CODE_TO (move);
  guint kind = CHESS_MOVE_CODE_KIND (move);
  guint8 piece = pos->board[from];
  ChessBitboard rights = pos->castling_rooks;
  guint ep_candidate = CHESS_NO_SQUARE;

  if (pos->ep_square != CHESS_NO_SQUARE)
    {
      pos->key ^= chess_zobrist_ep[pos->ep_square & 7];
      pos->ep_square = CHESS_NO_SQUARE;
    }
  pos->halfmove_clock++;

  if (kind >= CHESS_MOVE_CASTLE_A)
    {
      guint8 rook = pos->board[to];
      guint king_to, rook_to;

      chess_castle_targets (from, to, kind, &king_to, &rook_to);
      /* Lift both first: in Chess960 either may land where the other stood. */
      remove_piece (pos, from);
      remove_piece (pos, to);
      add_piece (pos, king_to, piece);
      add_piece (pos, rook_to, rook);
      pos->king_square[us] = king_to;
      rights &= ~(us == CHESS_COLOR_WHITE ? CHESS_BB_RANK_1 : CHESS_BB_RANK_8);
    }
  else
    {
      guint type = CHESS_PIECE_TYPE_OF (piece);

      if (kind == CHESS_MOVE_EN_PASSANT)
        remove_piece (pos, to ^ 8);
      else if (pos->board[to])
        {
          remove_piece (pos, to);
          pos->halfmove_clock = 0;
        }
      move_piece (pos, from, to, piece);

      if (type == CHESS_PIECE_TYPE_PAWN)
        {
          guint promo = CHESS_MOVE_CODE_PROMO (move);

          pos->halfmove_clock = 0;
          if (promo)
            {
              remove_piece (pos, to);
              add_piece (pos, to, CHESS_PIECE (us, promo));
            }
          else if ((from ^ to) == 16)
            ep_candidate = (from + to) / 2;
        }
      else if (type == CHESS_PIECE_TYPE_KING)
        {
          pos->king_square[us] = to;
          rights &= ~(us == CHESS_COLOR_WHITE ? CHESS_BB_RANK_1 : CHESS_BB_RANK_8);
        }
      rights &= ~(CHESS_BB (from) | CHESS_BB (to));
    }

  if (rights != pos->castling_rooks)
    set_castling_rooks (pos, rights);

  pos->side = us ^ 1;
  pos->key ^= chess_zobrist_side;
  if (us == CHESS_COLOR_BLACK)
    pos->fullmove_number++;

  if (ep_candidate != CHESS_NO_SQUARE)
    chess_position_update_ep (pos, ep_candidate);
}

ChessPosition *
chess_position_new_start (ChessVariant   variant,
                          guint          number,
                          GError       **error)
{
  static const guint8 letter_types[128] = {
    ['K'] = CHESS_PIECE_TYPE_KING, ['Q'] = CHESS_PIECE_TYPE_QUEEN,
    ['R'] = CHESS_PIECE_TYPE_ROOK, ['B'] = CHESS_PIECE_TYPE_BISHOP,
    ['N'] = CHESS_PIECE_TYPE_KNIGHT,
  };
  char back_rank[9];
  ChessPosition *pos;

  if (!chess_startpos_get_back_rank (variant, number, back_rank, error))
    return NULL;

  chess_core_init ();
  pos = g_new0 (ChessPosition, 1);
  pos->variant = variant;
  pos->ep_square = CHESS_NO_SQUARE;
  pos->fullmove_number = 1;
  for (guint file = 0; file < 8; file++)
    {
      guint type = letter_types[(guchar) back_rank[file] & 127];

      chess_position_put (pos, CHESS_SQUARE (file, 0), CHESS_PIECE (CHESS_COLOR_WHITE, type));
      chess_position_put (pos, CHESS_SQUARE (file, 1), CHESS_PIECE (CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_PAWN));
      chess_position_put (pos, CHESS_SQUARE (file, 6), CHESS_PIECE (CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_PAWN));
      chess_position_put (pos, CHESS_SQUARE (file, 7), CHESS_PIECE (CHESS_COLOR_BLACK, type));
    }
  pos->castling_rooks = pos->by_type[CHESS_PIECE_TYPE_ROOK];
  chess_position_compute_key (pos);
  return pos;
}

ChessVariant
chess_position_get_variant (const ChessPosition *position)
{
  return position->variant;
}

ChessColor
chess_position_get_side_to_move (const ChessPosition *position)
{
  return position->side;
}

gboolean
chess_position_get_piece (const ChessPosition *position,
                          guint                square,
                          ChessColor          *color,
                          ChessPieceType      *type)
{
  guint8 piece;

  g_return_val_if_fail (square < 64, FALSE);
  piece = position->board[square];
  if (color)
    *color = CHESS_PIECE_COLOR (piece);
  if (type)
    *type = CHESS_PIECE_TYPE_OF (piece);
  return piece != 0;
}

guint
chess_position_get_king_square (const ChessPosition *position,
                                ChessColor           color)
{
  return position->king_square[color];
}

guint64
chess_position_get_castling_rooks (const ChessPosition *position)
{
  return position->castling_rooks;
}

guint
chess_position_get_en_passant_square (const ChessPosition *position)
{
  return position->ep_square;
}

guint
chess_position_get_halfmove_clock (const ChessPosition *position)
{
  return position->halfmove_clock;
}

guint
chess_position_get_fullmove_number (const ChessPosition *position)
{
  return position->fullmove_number;
}

guint64
chess_position_get_key (const ChessPosition *position)
{
  return position->key;
}

gboolean
chess_position_is_check (const ChessPosition *position)
{
  return chess_position_checkers (position) != 0;
}

gboolean
chess_position_is_checkmate (const ChessPosition *position)
{
  return chess_position_is_check (position) && chess_movegen_count (position) == 0;
}

gboolean
chess_position_is_stalemate (const ChessPosition *position)
{
  return !chess_position_is_check (position) && chess_movegen_count (position) == 0;
}

gboolean
chess_position_has_mating_material (const ChessPosition *position,
                                    ChessColor           color)
{
  ChessBitboard own = position->by_color[color];
  ChessBitboard other = position->by_color[color ^ 1] & ~position->by_type[CHESS_PIECE_TYPE_KING];
  ChessBitboard knights = own & position->by_type[CHESS_PIECE_TYPE_KNIGHT];
  ChessBitboard bishops = own & position->by_type[CHESS_PIECE_TYPE_BISHOP];
  ChessBitboard all_bishops = position->by_type[CHESS_PIECE_TYPE_BISHOP];

  if (own & (position->by_type[CHESS_PIECE_TYPE_PAWN] | position->by_type[CHESS_PIECE_TYPE_ROOK] |
             position->by_type[CHESS_PIECE_TYPE_QUEEN]))
    return TRUE;
  if ((knights | bishops) == 0)
    return FALSE;

  /* Bishops that all stand on one colour, with nothing else on the board
   * but bishops of that colour, can never give mate: every square they
   * attack is of that colour, and the king can always step off it. */
  if (knights == 0 && (other & ~all_bishops) == 0 &&
      ((all_bishops & CHESS_BB_DARK) == 0 || (all_bishops & CHESS_BB_LIGHT) == 0))
    return FALSE;

  /* Against a lone king a single minor piece cannot mate; against other
   * material it can, the defender's own men blocking the escape. */
  if (other == 0)
    return chess_bb_more_than_one (knights | bishops);
  return TRUE;
}

gboolean
chess_position_is_insufficient_material (const ChessPosition *position)
{
  return !chess_position_has_mating_material (position, CHESS_COLOR_WHITE)
      && !chess_position_has_mating_material (position, CHESS_COLOR_BLACK);
}

static GPtrArray *
moves_to_array (const ChessPosition *position,
                const ChessMoveList *list)
{
  GPtrArray *moves = g_ptr_array_new_full (list->n_moves, (GDestroyNotify) chess_move_free);

  for (guint i = 0; i < list->n_moves; i++)
    g_ptr_array_add (moves, chess_move_new_from_code (position, list->moves[i]));
  return moves;
}

GPtrArray *
chess_position_get_legal_moves (const ChessPosition *position)
{
  ChessMoveList list;

  chess_movegen_legal (position, &list);
  return moves_to_array (position, &list);
}

guint
chess_position_count_legal_moves (const ChessPosition *position)
{
  return chess_movegen_count (position);
}

GPtrArray *
chess_position_find_moves (const ChessPosition *position,
                           guint                from,
                           guint                to)
{
  ChessMoveList list, found = { .n_moves = 0 };

  g_return_val_if_fail (from < 64 && to < 64, NULL);

  chess_movegen_legal (position, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ChessMoveCode m = list.moves[i];
      gboolean match;

      if (CHESS_MOVE_CODE_FROM (m) != from)
        continue;
      if (CHESS_MOVE_CODE_IS_CASTLE (m))
        {
          guint king_to, rook_to;

          chess_castle_targets (from, CHESS_MOVE_CODE_TO (m), CHESS_MOVE_CODE_KIND (m), &king_to, &rook_to);
          match = king_to == to || CHESS_MOVE_CODE_TO (m) == to;
        }
      else
        match = CHESS_MOVE_CODE_TO (m) == to;
      if (match)
        found.moves[found.n_moves++] = m;
    }
  return moves_to_array (position, &found);
}

gboolean
chess_position_has_legal_code (const ChessPosition *position,
                               ChessMoveCode        code)
{
  ChessMoveList list;

  chess_movegen_legal (position, &list);
  for (guint i = 0; i < list.n_moves; i++)
    if (list.moves[i] == code)
      return TRUE;
  return FALSE;
}

gboolean
chess_position_is_legal (const ChessPosition *position,
                         const ChessMove     *move)
{
  return chess_move_get_color (move) == position->side
      && chess_position_has_legal_code (position, chess_move_get_code (move));
}

ChessPosition *
chess_position_play (const ChessPosition *position,
                     const ChessMove     *move)
{
  ChessPosition *next;

  g_return_val_if_fail (chess_position_is_legal (position, move), NULL);

  next = chess_position_copy (position);
  chess_position_make_move (next, chess_move_get_code (move));
  return next;
}

guint64
chess_position_perft (const ChessPosition *position,
                      guint                depth)
{
  return chess_movegen_perft (position, depth);
}
