/* test-notation.c: SAN and UCI, both ways
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-position.h"
#include "chess-startpos.h"

#define START_518 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

typedef struct {
  ChessVariant  variant;
  const char   *fen;
  const char   *uci;
  const char   *san;
} SanCase;

/* FEN → UCI move → SAN → (read back) the same move. */
static const SanCase san_cases[] = {
  { CHESS_VARIANT_CHESS960, START_518, "e2e4", "e4" },
  { CHESS_VARIANT_CHESS960, START_518, "g1f3", "Nf3" },
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", "exd5" },
  /* both knights reach d2: file */
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2" },
  /* both rooks on the a-file reach a3: rank */
  { CHESS_VARIANT_CHESS960, "4k3/8/R7/8/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3" },
  /* three queens: file and rank */
  { CHESS_VARIANT_CHESS960, "4k3/7Q/8/8/8/8/8/4K2Q w - - 0 1", "h1e4", "Q1e4+" },
  { CHESS_VARIANT_CHESS960, "1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1", "h4e1", "Qh4e1" },
  /* a pinned knight is no rival: no disambiguation */
  { CHESS_VARIANT_CHESS960, "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3", "Nc3" },
  { CHESS_VARIANT_CHESS960, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "a8=Q+" },
  { CHESS_VARIANT_CHESS960, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", "a8=N" },
  { CHESS_VARIANT_CHESS960, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8r", "axb8=R+" },
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6" },
  /* fool's mate */
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#" },
  /* castles: standard, Chess960 king-move-only and rook-move-only */
  { CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "O-O" },
  { CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1", "O-O-O" },
  { CHESS_VARIANT_CHESS960, "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", "g1b1", "O-O-O" },
  { CHESS_VARIANT_CHESS960, "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", "g1h1", "O-O" },
  /* the king on b1 may step to c1 or castle there */
  { CHESS_VARIANT_CHESS960, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "b1c1", "Kc1" },
  { CHESS_VARIANT_CHESS960, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "b1a1", "O-O-O" },
  /* Chess960x3: own-side castles plain, crossing castles with the rook */
  { CHESS_VARIANT_CHESS960X3, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1", "O-O-O" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1h", "O-O:a" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1a", "O-O-O:h" },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "O-O" },
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1RRK4 w QCqc - 0 1", "d1c1h", "O-O:c" },
  { CHESS_VARIANT_CHESS960X3, "1rrk4/pppppppp/8/8/8/8/PPPPPPPP/1RRK4 w QCqc - 0 1", "d1c1", "O-O-O" },
};

static void
test_san_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (san_cases); i++)
    {
      const SanCase *c = &san_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (c->variant, c->fen, &error);
      g_autoptr(ChessMove) move = NULL;
      g_autoptr(ChessMove) back = NULL;
      g_autofree char *san = NULL;
      g_autofree char *uci = NULL;

      g_test_message ("%s: %s → %s", c->fen, c->uci, c->san);
      g_assert_no_error (error);
      move = chess_position_parse_uci (pos, c->uci, &error);
      g_assert_no_error (error);
      san = chess_position_move_to_san (pos, move, CHESS_SAN_FLAGS_NONE);
      g_assert_cmpstr (san, ==, c->san);
      uci = chess_position_move_to_uci (pos, move);
      g_assert_cmpstr (uci, ==, c->uci);
      back = chess_position_parse_san (pos, san, &error);
      g_assert_no_error (error);
      g_assert_true (chess_move_equal (move, back));
    }
}

typedef struct {
  const char *fen;
  const char *input;
  const char *uci;   /* NULL: must fail */
} ReadCase;

/* What players type, tolerated. */
static const ReadCase read_cases[] = {
  { START_518, "Nf3", "g1f3" },
  { START_518, "Ngf3", "g1f3" },
  { START_518, "Ng1f3", "g1f3" },
  { START_518, "Nf3!?", "g1f3" },
  { START_518, "e4!", "e2e4" },
  { START_518, "e2-e4", "e2e4" },
  { START_518, "♘f3", "g1f3" },
  { START_518, "  e4  ", "e2e4" },
  { START_518, "e2e4", "e2e4" },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+", "a7a8q" },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8Q", "a7a8q" },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=N", "a7a8n" },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8r", "a7a8r" },
  { "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6 e.p.", "e5f6" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1h1" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1h1" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1a1" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O+", "e1a1" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "o-o", "e1h1" },
  /* standard UCI castling: the king's destination */
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1h1" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "e1a1" },
  /* …but never when it is also an ordinary king move */
  { "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "b1c1", "b1c1" },
  /* failures */
  { START_518, "Nf4", NULL },
  { START_518, "e5", NULL },
  { START_518, "Zz9", NULL },
  { START_518, "", NULL },
  { START_518, "O-O", NULL },
  { START_518, "e2e5", NULL },
  { START_518, "e1g1", NULL },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", NULL },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", NULL },
  { "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", "Nd2", NULL },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Ke1=Q", NULL },
  /* Chess960: the crossing castle spelling does not exist */
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O:a", NULL },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1h", NULL },
};

static void
test_read_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (read_cases); i++)
    {
      const ReadCase *c = &read_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, c->fen, NULL);
      g_autoptr(ChessMove) move = chess_position_parse_move (pos, c->input, &error);

      g_test_message ("'%s' in %s", c->input, c->fen);
      if (c->uci == NULL)
        {
          g_assert_null (move);
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, c->input[0] ? c->input : ""));
        }
      else
        {
          g_autofree char *uci = NULL;

          g_assert_no_error (error);
          uci = chess_position_move_to_uci (pos, move);
          g_assert_cmpstr (uci, ==, c->uci);
        }
    }
}

static void
test_ambiguous (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", NULL);
  g_autoptr(ChessMove) move = chess_position_parse_san (pos, "Nd2", &error);

  g_assert_null (move);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_AMBIGUOUS_MOVE);
}

static void
test_figurine (void)
{
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, START_518, NULL);
  g_autoptr(ChessMove) move = chess_position_parse_san (pos, "Nf3", NULL);
  g_autofree char *san = chess_position_move_to_san (pos, move, CHESS_SAN_FLAGS_FIGURINE);
  g_autoptr(ChessPosition) castle_pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL);
  g_autoptr(ChessMove) castle = chess_position_parse_san (castle_pos, "O-O", NULL);
  g_autofree char *zeroes = chess_position_move_to_san (castle_pos, castle, CHESS_SAN_FLAGS_ZEROES);

  g_assert_cmpstr (san, ==, "♘f3");
  g_assert_cmpstr (zeroes, ==, "0-0");
}

/* Over random games from many start positions of both variants: every
 * legal move has a SAN and a UCI spelling, all distinct in the position,
 * and each reads back to the same move. */
static void
check_all_spellings (const ChessPosition *pos)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < moves->len; i++)
    {
      ChessMove *move = g_ptr_array_index (moves, i);
      g_autoptr(GError) error = NULL;
      char *san = chess_position_move_to_san (pos, move, CHESS_SAN_FLAGS_NONE);
      char *uci = chess_position_move_to_uci (pos, move);
      g_autoptr(ChessMove) from_san = chess_position_parse_san (pos, san, &error);
      g_autoptr(ChessMove) from_uci = NULL;

      g_assert_no_error (error);
      from_uci = chess_position_parse_uci (pos, uci, &error);
      g_assert_no_error (error);
      g_assert_true (chess_move_equal (move, from_san));
      g_assert_true (chess_move_equal (move, from_uci));
      g_assert_false (g_hash_table_contains (seen, san));
      g_assert_false (g_hash_table_contains (seen, uci));
      g_hash_table_add (seen, san);
      g_hash_table_add (seen, uci);
    }
}

static void
test_round_trip_random_games (void)
{
  GRand *rand = g_rand_new_with_seed (2880);
  guint checked = 0;

  for (guint game = 0; game < 300; game++)
    {
      ChessVariant variant = game % 2 ? CHESS_VARIANT_CHESS960X3 : CHESS_VARIANT_CHESS960;
      guint number = g_rand_int_range (rand, 0, chess_startpos_count (variant));
      g_autoptr(ChessPosition) pos = chess_position_new_start (variant, number, NULL);

      for (guint ply = 0; ply < 80; ply++)
        {
          g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
          ChessPosition *next;

          check_all_spellings (pos);
          checked++;
          if (moves->len == 0)
            break;
          next = chess_position_play (pos, g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len)));
          chess_position_free (pos);
          pos = next;
        }
    }
  g_test_message ("%u positions checked", checked);
  g_assert_cmpuint (checked, >, 10000);
  g_rand_free (rand);
}

/* SAN is read from the attack tables where it can (a file's moves), and
 * through the legal move list otherwise: for every piece letter,
 * destination and disambiguation in many positions, a move is read
 * exactly when one legal move fits it (a pawn move without a file letter
 * being a push), and it is that move. */
static void
test_read_every_san (void)
{
  static const char *const pieces[] = { "", "N", "B", "R", "Q", "K" };
  static const guint types[] = { CHESS_PIECE_TYPE_PAWN, CHESS_PIECE_TYPE_KNIGHT, CHESS_PIECE_TYPE_BISHOP,
                                 CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_QUEEN, CHESS_PIECE_TYPE_KING };
  GRand *rand = g_rand_new_with_seed (518);
  guint n_read = 0, n_refused = 0;

  for (guint game = 0; game < 40; game++)
    {
      g_autoptr(ChessPosition) pos = chess_position_new_start (CHESS_VARIANT_CHESS960, g_rand_int_range (rand, 0, 960), NULL);

      for (guint ply = 0; ply < 60; ply++)
        {
          g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
          ChessPosition *next;

          for (guint t = 0; t < G_N_ELEMENTS (pieces); t++)
            for (guint to = 0; to < 64; to++)
              for (guint how = 0; how < 3; how++)
                {
                  g_autoptr(ChessMove) read = NULL;
                  g_autofree char *san = NULL;
                  const ChessMove *only = NULL;
                  guint n_fit = 0;
                  guint file = how == 1 ? g_rand_int_range (rand, 0, 8) : 8;
                  guint rank = how == 2 ? g_rand_int_range (rand, 0, 8) : 8;

                  if (types[t] == CHESS_PIECE_TYPE_PAWN && how == 2)
                    continue;
                  san = g_strdup_printf ("%s%s%s%c%u", pieces[t],
                                         file < 8 ? (char[]) { 'a' + file, 0 } : "",
                                         rank < 8 ? (char[]) { '1' + rank, 0 } : "",
                                         'a' + to % 8, to / 8 + 1);
                  if (types[t] == CHESS_PIECE_TYPE_PAWN && file == 8)
                    file = to % 8;
                  for (guint i = 0; i < moves->len; i++)
                    {
                      const ChessMove *m = g_ptr_array_index (moves, i);

                      if (chess_move_get_castling_method (m) == CHESS_CASTLING_METHOD_NONE &&
                          chess_move_get_piece (m) == types[t] && chess_move_get_to (m) == to &&
                          chess_move_get_promotion (m) == CHESS_PIECE_TYPE_NONE &&
                          (file == 8 || chess_move_get_from (m) % 8 == file) &&
                          (rank == 8 || chess_move_get_from (m) / 8 == rank))
                        {
                          n_fit++;
                          only = m;
                        }
                    }
                  read = chess_position_parse_san (pos, san, NULL);
                  if (n_fit == 1)
                    {
                      g_assert_nonnull (read);
                      g_assert_true (chess_move_equal (read, only));
                      n_read++;
                    }
                  else
                    {
                      if (read != NULL)
                        g_error ("%s read in a position where %u moves fit it", san, n_fit);
                      n_refused++;
                    }
                }
          if (moves->len == 0)
            break;
          next = chess_position_play (pos, g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len)));
          chess_position_free (pos);
          pos = next;
        }
    }
  g_test_message ("%u SAN read, %u refused", n_read, n_refused);
  g_assert_cmpuint (n_read, >, 40000);
  g_rand_free (rand);
}

/* The app tells a missing promotion piece apart from an illegal move. */
static void
test_missing_promotion (void)
{
  static const char *texts[] = { "b8", "b7b8", "bxa8", "b7a8" };
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(GError) error = NULL;

  position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(ChessMove) move = chess_position_parse_move (position, texts[i], &error);

      g_assert_null (move);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_MISSING_PROMOTION);
      g_clear_error (&error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/san", test_san_cases);
  g_test_add_func ("/notation/read", test_read_cases);
  g_test_add_func ("/notation/ambiguous", test_ambiguous);
  g_test_add_func ("/notation/missing-promotion", test_missing_promotion);
  g_test_add_func ("/notation/figurine", test_figurine);
  g_test_add_func ("/notation/round-trip", test_round_trip_random_games);
  g_test_add_func ("/notation/read-every-san", test_read_every_san);
  return g_test_run ();
}
