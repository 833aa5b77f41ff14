/* test-castling.c: every castling method, Chess960x3's castles, and an
 * independent check of castling generation against the rule texts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-position.h"
#include "chess-startpos.h"

typedef struct {
  ChessVariant         variant;
  const char          *fen;
  const char          *uci;
  ChessCastlingSide    side;
  ChessCastlingMethod  method;
  const char          *king_to;
  const char          *rook_from;
  const char          *rook_to;
  const char          *fen_after;
} CastleCase;

static const CastleCase castle_cases[] = {
  /* FIDE II.3.2.1 double-move: SP 518 */
  { CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1h1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "g1", "h1", "f1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
  /* II.3.2.2 transposition: king f1, rook g1 */
  { CHESS_VARIANT_CHESS960, "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1", "f1g1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_TRANSPOSITION, "g1", "g1", "f1",
    "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1" },
  /* II.3.2.3 king-move-only: rook already on d1 */
  { CHESS_VARIANT_CHESS960, "3rk2r/pppppppp/8/8/8/8/PPPPPPPP/3RK2R w KQkq - 0 1", "e1d1",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_KING_MOVE_ONLY, "c1", "d1", "d1",
    "3rk2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1" },
  /* II.3.2.4 rook-move-only: king already on g1 */
  { CHESS_VARIANT_CHESS960, "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1", "g1h1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY, "g1", "h1", "f1",
    "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1" },
  /* a-side with the king on b1: the king lands on c1, the rook on d1 */
  { CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", "b1a1",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "c1", "a1", "d1",
    "rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1" },
  /* Black castles too */
  { CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "e8a8",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "c8", "a8", "d8",
    "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQ - 1 2" },

  /* Chess960x3, king between the rooks (seed 1-1, 1-2): four castles */
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1a1",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "c1", "a1", "d1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1a1h",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "f1", "a1", "g1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/5KRR b kq - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1h1a",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "d1", "h1", "c1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R1RK4 b kq - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1h1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "g1", "h1", "f1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
  /* both rooks left of the king (seed 2): the inner rook, both ways */
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1RRK4 w QCqc - 0 1", "d1c1",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_TRANSPOSITION, "c1", "c1", "d1",
    "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1RKR4 b cq - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1RRK4 w QCqc - 0 1", "d1c1h",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "f1", "c1", "g1",
    "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 b cq - 1 1" },
  /* …and the outer one once the inner rook has gone */
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1R1K4 w Q - 0 1", "d1b1",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "c1", "b1", "d1",
    "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/2KR4 b - - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1R1K4 w Q - 0 1", "d1b1h",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "f1", "b1", "g1",
    "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/5KR1 b - - 1 1" },
  /* both rooks right of the king (seed 3): the outer rook is blocked */
  { CHESS_VARIANT_CHESS960X3, "krr5/pppppppp/8/8/8/8/PPPPPPPP/KRR5 w KBkb - 0 1", "a1b1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_NONE, NULL, NULL, NULL,
    NULL /* the king would cross c1, where the other rook stands */ },
  { CHESS_VARIANT_CHESS960X3, "krr5/pppppppp/8/8/8/8/PPPPPPPP/KRR5 w KBkb - 0 1", "a1b1a",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_NONE, NULL, NULL, NULL,
    NULL /* the rook would land on c1, where the other rook stands */ },
  { CHESS_VARIANT_CHESS960X3, "k7/pppppppp/8/8/8/8/PPPPPPPP/KR6 w B - 0 1", "a1b1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "g1", "b1", "f1",
    "k7/pppppppp/8/8/8/8/PPPPPPPP/5RK1 b - - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "k7/pppppppp/8/8/8/8/PPPPPPPP/KR6 w B - 0 1", "a1b1a",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "d1", "b1", "c1",
    "k7/pppppppp/8/8/8/8/PPPPPPPP/2RK4 b - - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "5krr/pppppppp/8/8/8/8/PPPPPPPP/5KRR w KGkg - 0 1", "f1g1",
    CHESS_CASTLING_SIDE_H, CHESS_CASTLING_METHOD_TRANSPOSITION, "g1", "g1", "f1",
    "5krr/pppppppp/8/8/8/8/PPPPPPPP/5RKR b kg - 1 1" },
  { CHESS_VARIANT_CHESS960X3, "5krr/pppppppp/8/8/8/8/PPPPPPPP/5KRR w KGkg - 0 1", "f1g1a",
    CHESS_CASTLING_SIDE_A, CHESS_CASTLING_METHOD_DOUBLE_MOVE, "d1", "g1", "c1",
    "5krr/pppppppp/8/8/8/8/PPPPPPPP/2RK3R b kg - 1 1" },
};

static void
test_castle_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (castle_cases); i++)
    {
      const CastleCase *c = &castle_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (c->variant, c->fen, &error);
      g_autoptr(ChessMove) move = NULL;
      g_autoptr(ChessPosition) after = NULL;
      g_autofree char *fen = NULL;
      g_autofree char *king_to = NULL, *rook_from = NULL, *rook_to = NULL;

      g_test_message ("%s %s", c->fen, c->uci);
      g_assert_no_error (error);
      move = chess_position_parse_uci (pos, c->uci, &error);
      if (c->fen_after == NULL)
        {
          g_assert_null (move);
          g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE);
          continue;
        }
      g_assert_no_error (error);
      g_assert_true (chess_move_is_castle (move));
      g_assert_cmpint (chess_move_get_castling_side (move), ==, c->side);
      g_assert_cmpint (chess_move_get_castling_method (move), ==, c->method);
      king_to = chess_square_to_string (chess_move_get_to (move));
      rook_from = chess_square_to_string (chess_move_get_rook_from (move));
      rook_to = chess_square_to_string (chess_move_get_rook_to (move));
      g_assert_cmpstr (king_to, ==, c->king_to);
      g_assert_cmpstr (rook_from, ==, c->rook_from);
      g_assert_cmpstr (rook_to, ==, c->rook_to);

      after = chess_position_play (pos, move);
      fen = chess_position_to_fen (after, CHESS_FEN_FLAGS_NONE);
      g_assert_cmpstr (fen, ==, c->fen_after);
    }
}

typedef struct {
  const char *fen;
  const char *uci;
  const char *why;
} IllegalCastle;

static const IllegalCastle illegal_castles[] = {
  { "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1h1", "no right for that rook" },
  { "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1h1", "a piece between" },
  { "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1a1", "a piece on the rook's path" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1h", "crossing castles are Chess960x3 only" },
  { "r3k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "g1 attacked" },
  { "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1h1", "f1 attacked" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1k", "not a move at all" },
  { "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", "e1h1", "in check" },
  /* the b1 rook shields c1 from the a1 queen; after castling it would not */
  { "1r4k1/8/8/8/8/8/8/qRK4R w B - 0 1", "c1b1", "castling into check along the rank" },
  /* the king's destination is attacked beyond the king's own start */
  { "4k3/8/8/8/8/8/8/1RK3r1 w B - 0 1", "c1b1", "in check along the rank" },
};

static void
test_illegal_castles (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (illegal_castles); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, illegal_castles[i].fen, &error);
      g_autoptr(ChessMove) move = NULL;

      g_test_message ("%s %s: %s", illegal_castles[i].fen, illegal_castles[i].uci, illegal_castles[i].why);
      g_assert_no_error (error);
      move = chess_position_parse_uci (pos, illegal_castles[i].uci, &error);
      g_assert_null (move);
      g_assert_nonnull (error);
    }
}

/* Rights per rook: moving one rook loses only its right. */
static void
test_rights_per_rook (void)
{
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960X3, "rrk5/8/8/8/8/8/8/RRK5 w BQbq - 0 1", NULL);
  g_autoptr(ChessMove) move = chess_position_parse_uci (pos, "a1a4", NULL);
  g_autoptr(ChessPosition) after = chess_position_play (pos, move);
  g_autofree char *fen = chess_position_to_fen (after, CHESS_FEN_FLAGS_SHREDDER);

  g_assert_cmpstr (fen, ==, "rrk5/8/8/8/R7/8/8/1RK5 b Bba - 1 1");
}

/* The gesture king→c1 with the king on b1: an ordinary move and a castle. */
static void
test_gesture_ambiguity (void)
{
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", NULL);
  g_autoptr(GPtrArray) to_c1 = chess_position_find_moves (pos, CHESS_SQUARE (1, 0), CHESS_SQUARE (2, 0));
  g_autoptr(GPtrArray) onto_rook = chess_position_find_moves (pos, CHESS_SQUARE (1, 0), CHESS_SQUARE (0, 0));
  guint castles = 0;

  g_assert_cmpuint (to_c1->len, ==, 2);
  for (guint i = 0; i < to_c1->len; i++)
    castles += chess_move_is_castle (g_ptr_array_index (to_c1, i));
  g_assert_cmpuint (castles, ==, 1);

  g_assert_cmpuint (onto_rook->len, ==, 1);
  g_assert_true (chess_move_is_castle (g_ptr_array_index (onto_rook, 0)));
}

/* ---- an independent reading of the rules, square by square ---- */

static gboolean
on_board (int f, int r)
{
  return f >= 0 && f < 8 && r >= 0 && r < 8;
}

/* BOARD holds FEN letters or 0. Whether COLOR's opponent attacks (f, r). */
static gboolean
naive_attacked (const char board[64], gboolean white_defends, int f, int r)
{
  static const int knight[8][2] = { {1,2},{2,1},{2,-1},{1,-2},{-1,-2},{-2,-1},{-2,1},{-1,2} };
  static const int dirs[8][2] = { {1,0},{-1,0},{0,1},{0,-1},{1,1},{1,-1},{-1,1},{-1,-1} };
  int pawn_dir = white_defends ? 1 : -1;   /* enemy pawns come from this side */
#define ENEMY(c) (white_defends ? g_ascii_tolower (c) : g_ascii_toupper (c))
#define AT(ff, rr) (board[(ff) + 8 * (rr)])

  for (int i = 0; i < 8; i++)
    if (on_board (f + knight[i][0], r + knight[i][1]) && AT (f + knight[i][0], r + knight[i][1]) == ENEMY ('n'))
      return TRUE;
  for (int df = -1; df <= 1; df += 2)
    if (on_board (f + df, r + pawn_dir) && AT (f + df, r + pawn_dir) == ENEMY ('p'))
      return TRUE;
  for (int i = 0; i < 8; i++)
    {
      gboolean straight = i < 4;
      for (int step = 1; step < 8; step++)
        {
          int ff = f + dirs[i][0] * step, rr = r + dirs[i][1] * step;
          char p;

          if (!on_board (ff, rr))
            break;
          p = AT (ff, rr);
          if (p == 0)
            continue;
          if ((step == 1 && p == ENEMY ('k')) || p == ENEMY ('q') ||
              (straight && p == ENEMY ('r')) || (!straight && p == ENEMY ('b')))
            return TRUE;
          break;
        }
    }
  return FALSE;
#undef ENEMY
#undef AT
}

/* The castles the rule texts allow in POS, as UCI strings. */
static GPtrArray *
naive_castles (const ChessPosition *pos)
{
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);
  char board[64] = { 0 };
  ChessColor us = chess_position_get_side_to_move (pos);
  gboolean white = us == CHESS_COLOR_WHITE;
  guint ksq = chess_position_get_king_square (pos, us);
  int rank = white ? 0 : 7;
  guint64 rights = chess_position_get_castling_rooks (pos);
  gboolean x3 = chess_position_get_variant (pos) == CHESS_VARIANT_CHESS960X3;

  for (guint sq = 0; sq < 64; sq++)
    {
      ChessColor color;
      ChessPieceType type;

      if (chess_position_get_piece (pos, sq, &color, &type))
        board[sq] = color == CHESS_COLOR_WHITE ? " PNBRQK"[type] : " pnbrqk"[type];
    }

  if (naive_attacked (board, white, CHESS_SQUARE_FILE (ksq), CHESS_SQUARE_RANK (ksq)))
    return result;

  for (int rf = 0; rf < 8; rf++)
    {
      guint rsq = CHESS_SQUARE (rf, rank);
      int kf = CHESS_SQUARE_FILE (ksq);

      if (!(rights & (G_GUINT64_CONSTANT (1) << rsq)))
        continue;
      for (int side = 0; side < 2; side++)   /* 0 = a-side, 1 = h-side */
        {
          gboolean rook_left = rf < kf;
          int kt, rt;
          gboolean ok = TRUE;
          char after[64];

          /* Chess960 (FIDE II.3.2.6): a rook castles to its own side. */
          if (!x3 && rook_left != (side == 0))
            continue;
          /* Seed 003: the table of king and rook squares. */
          if (side == 0)
            { kt = rook_left ? 2 : 3; rt = rook_left ? 3 : 2; }
          else
            { kt = rook_left ? 5 : 6; rt = rook_left ? 6 : 5; }

          /* Vacant, but for this king and rook: between start and final
           * squares, final squares included. */
          for (int f = MIN (kf, kt); f <= MAX (kf, kt); f++)
            if (f != kf && f != rf && board[f + 8 * rank])
              ok = FALSE;
          for (int f = MIN (rf, rt); f <= MAX (rf, rt); f++)
            if (f != kf && f != rf && board[f + 8 * rank])
              ok = FALSE;
          /* Not attacked: from the king's start to its final square. */
          for (int f = MIN (kf, kt); f <= MAX (kf, kt) && ok; f++)
            if (naive_attacked (board, white, f, rank))
              ok = FALSE;
          if (!ok)
            continue;
          /* And the king must not stand in check afterwards (Laws 3.9). */
          memcpy (after, board, sizeof after);
          after[kf + 8 * rank] = 0;
          after[rf + 8 * rank] = 0;
          after[kt + 8 * rank] = white ? 'K' : 'k';
          after[rt + 8 * rank] = white ? 'R' : 'r';
          if (naive_attacked (after, white, kt, rank))
            continue;

          g_ptr_array_add (result, g_strdup_printf ("%c%d%c%d%s", 'a' + kf, rank + 1, 'a' + rf, rank + 1,
                                                    rook_left != (side == 0) ? (side == 0 ? "a" : "h") : ""));
        }
    }
  return result;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static GPtrArray *
generated_castles (const ChessPosition *pos)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < moves->len; i++)
    if (chess_move_is_castle (g_ptr_array_index (moves, i)))
      g_ptr_array_add (result, chess_position_move_to_uci (pos, g_ptr_array_index (moves, i)));
  return result;
}

/* Random games from every start of both variants, with many pieces taken
 * off the back ranks so that castles of every kind come up. */
static void
test_against_rule_texts (gconstpointer data)
{
  ChessVariant variant = GPOINTER_TO_INT (data);
  GRand *rand = g_rand_new_with_seed (variant == CHESS_VARIANT_CHESS960X3 ? 3 : 960);
  guint n_castles = 0, positions = 0;
  guint methods[5] = { 0 };

  for (guint number = 0; number < chess_startpos_count (variant); number++)
    {
      g_autoptr(ChessPosition) start = chess_position_new_start (variant, number, NULL);
      g_autofree char *fen = chess_position_to_fen (start, CHESS_FEN_FLAGS_SHREDDER);
      g_autoptr(ChessPosition) pos = NULL;

      /* Clear knights, bishops and queens so the rooks and kings can move. */
      for (char *c = fen; *c && *c != ' '; c++)
        if (strchr ("NBQnbq", *c) && g_rand_boolean (rand))
          *c = '1';
      pos = chess_position_new_from_fen (variant, fen, NULL);
      g_assert_nonnull (pos);

      for (guint ply = 0; ply < 30; ply++)
        {
          g_autoptr(GPtrArray) expected = naive_castles (pos);
          g_autoptr(GPtrArray) got = generated_castles (pos);
          g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
          ChessPosition *next;

          g_ptr_array_sort (expected, compare_strings);
          g_ptr_array_sort (got, compare_strings);
          if (expected->len != got->len)
            {
              g_autofree char *here = chess_position_to_fen (pos, CHESS_FEN_FLAGS_SHREDDER);
              g_test_message ("%s: expected %u castles, generated %u", here, expected->len, got->len);
            }
          g_assert_cmpuint (expected->len, ==, got->len);
          for (guint i = 0; i < got->len; i++)
            g_assert_cmpstr (g_ptr_array_index (got, i), ==, g_ptr_array_index (expected, i));
          n_castles += got->len;
          positions++;

          if (moves->len == 0)
            break;
          /* Prefer castling now and then, to reach positions after it. */
          for (guint i = 0; i < moves->len; i++)
            if (chess_move_is_castle (g_ptr_array_index (moves, i)))
              methods[chess_move_get_castling_method (g_ptr_array_index (moves, i))]++;
          next = chess_position_play (pos, g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len)));
          chess_position_free (pos);
          pos = next;
        }
    }
  g_test_message ("%u positions, %u castles: double %u, transposition %u, king-only %u, rook-only %u",
                  positions, n_castles, methods[1], methods[2], methods[3], methods[4]);
  /* The sample must exercise every method for the comparison to mean much. */
  for (guint m = CHESS_CASTLING_METHOD_DOUBLE_MOVE; m <= CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY; m++)
    g_assert_cmpuint (methods[m], >, 50);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/castling/cases", test_castle_cases);
  g_test_add_func ("/castling/illegal", test_illegal_castles);
  g_test_add_func ("/castling/rights-per-rook", test_rights_per_rook);
  g_test_add_func ("/castling/gesture-ambiguity", test_gesture_ambiguity);
  g_test_add_data_func ("/castling/rule-texts/chess960", GINT_TO_POINTER (CHESS_VARIANT_CHESS960), test_against_rule_texts);
  g_test_add_data_func ("/castling/rule-texts/chess960x3", GINT_TO_POINTER (CHESS_VARIANT_CHESS960X3), test_against_rule_texts);
  return g_test_run ();
}
