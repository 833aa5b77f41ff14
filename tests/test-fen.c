/* test-fen.c: reading and writing FEN, X-FEN and Shredder-FEN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-position.h"

typedef struct {
  ChessVariant  variant;
  const char   *input;
  const char   *xfen;       /* what we write by default */
  const char   *shredder;   /* what we write with CHESS_FEN_FLAGS_SHREDDER */
} FenCase;

static const FenCase valid_cases[] = {
  /* SP 518 in both spellings */
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  /* four fields (EPD): counters default to 0 1 */
  { CHESS_VARIANT_CHESS960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1" },
  /* an inner rook keeps the right, an outer one without it: X-FEN letter */
  { CHESS_VARIANT_CHESS960, "1k6/8/8/8/8/8/8/RK2R2R w E - 3 40",
    "1k6/8/8/8/8/8/8/RK2R2R w E - 3 40",
    "1k6/8/8/8/8/8/8/RK2R2R w E - 3 40" },
  { CHESS_VARIANT_CHESS960, "1k6/8/8/8/8/8/8/RK2R2R w KQ - 3 40",
    "1k6/8/8/8/8/8/8/RK2R2R w KQ - 3 40",
    "1k6/8/8/8/8/8/8/RK2R2R w HA - 3 40" },
  /* en passant written only when a capture is legal */
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
    "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
    "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b HAha e3 0 3" },
  { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1" },
  /* ep capture that would expose the king along the rank: not kept */
  { CHESS_VARIANT_CHESS960, "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2",
    "8/8/8/K2pP2r/8/8/8/7k w - - 0 2",
    "8/8/8/K2pP2r/8/8/8/7k w - - 0 2" },
  /* move number 0 as some programs write it */
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1" },
  /* Chess960x3: both rooks on one side keep their rights */
  { CHESS_VARIANT_CHESS960X3, "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w QBqb - 0 1",
    "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BQbq - 0 1",
    "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BAba - 0 1" },
  { CHESS_VARIANT_CHESS960X3, "5krr/pppppppp/8/8/8/8/PPPPPPPP/5KRR w HGhg - 0 1",
    "5krr/pppppppp/8/8/8/8/PPPPPPPP/5KRR w KGkg - 0 1",
    "5krr/pppppppp/8/8/8/8/PPPPPPPP/5KRR w HGhg - 0 1" },
  /* a double check a discovered check gives, and 8 pawns' worth of promotions */
  { CHESS_VARIANT_CHESS960, "4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1",
    "4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1", "4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1" },
  { CHESS_VARIANT_CHESS960, "NNNNNNNN/NN6/8/8/8/8/8/k3K3 w - - 0 1",
    "NNNNNNNN/NN6/8/8/8/8/8/k3K3 w - - 0 1", "NNNNNNNN/NN6/8/8/8/8/8/k3K3 w - - 0 1" },
  /* extra white space is tolerated */
  { CHESS_VARIANT_CHESS960, "  4k3/8/8/8/8/8/8/4K3   b  -  -  5  9 ",
    "4k3/8/8/8/8/8/8/4K3 b - - 5 9", "4k3/8/8/8/8/8/8/4K3 b - - 5 9" },
};

static void
test_valid (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (valid_cases); i++)
    {
      const FenCase *c = &valid_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (c->variant, c->input, &error);
      g_autofree char *xfen = NULL;
      g_autofree char *shredder = NULL;
      g_autoptr(ChessPosition) again = NULL;

      g_test_message ("%s", c->input);
      g_assert_no_error (error);
      xfen = chess_position_to_fen (pos, CHESS_FEN_FLAGS_NONE);
      shredder = chess_position_to_fen (pos, CHESS_FEN_FLAGS_SHREDDER);
      g_assert_cmpstr (xfen, ==, c->xfen);
      g_assert_cmpstr (shredder, ==, c->shredder);

      /* Both spellings read back to the same position. */
      again = chess_position_new_from_fen (c->variant, shredder, &error);
      g_assert_no_error (error);
      g_assert_true (chess_position_equal (pos, again));
      g_assert_cmpuint (chess_position_get_key (pos), ==, chess_position_get_key (again));
    }
}

typedef struct {
  ChessVariant  variant;
  const char   *fen;
  const char   *message;   /* a part of the error message */
} BadFen;

static const BadFen bad_cases[] = {
  { CHESS_VARIANT_CHESS960, "", "0 fields" },
  { CHESS_VARIANT_CHESS960, "8/8/8/8/8/8/8/8 w - - 0", "5 fields" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "7 fields" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K4 w - - 0 1", "more than 8 squares" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K2 w - - 0 1", "does not have 8 squares" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/7/4K3 w - - 0 1", "rank 2 has 7 squares" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/4K3 w - - 0 1", "fewer than 8 ranks" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", "more than 8 ranks" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4X3 w - - 0 1", "'X' is not a piece letter" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/8 w - - 0 1", "White has 0 kings" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "White has 2 kings" },
  { CHESS_VARIANT_CHESS960, "4k2k/8/8/8/8/8/8/4K3 w - - 0 1", "Black has 2 kings" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "first or last rank" },
  { CHESS_VARIANT_CHESS960, "p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "first or last rank" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1", "9 pawns" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "Side to move (field 2)" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w Z - 0 1", "'Z' is not a castling letter" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "no rook on the h-side" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w H - 0 1", "no white rook on h1" },
  { CHESS_VARIANT_CHESS960, "r3k3/8/8/8/8/8/4K3/R7 w Q - 0 1", "king on its first rank" },
  { CHESS_VARIANT_CHESS960, "r6k/8/8/8/8/8/8/R3K3 b q - 0 1", "corner file" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1", "only Chess960x3" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "En passant (field 4)" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "must be on rank 6" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "no Black pawn on e5" },
  { CHESS_VARIANT_CHESS960, "4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "squares it crossed are not empty" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - x 1", "Halfmove clock (field 5)" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "Halfmove clock (field 5)" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 one", "Move number (field 6)" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "Black is in check but it is White's move" },
  { CHESS_VARIANT_CHESS960, "3k4/8/8/8/8/8/8/3QK3 w - - 0 1", "Black is in check" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "a white pawn on a1" },
  { CHESS_VARIANT_CHESS960, "4k2p/8/8/8/8/8/8/4K3 w - - 0 1", "a black pawn on h8" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "White has 8 pawns and 1 promoted piece: that takes 9 pawns" },
  { CHESS_VARIANT_CHESS960, "nnnnnk2/pppppp2/8/8/8/8/8/4K3 w - - 0 1", "Black has 6 pawns and 3 promoted pieces" },
  { CHESS_VARIANT_CHESS960, "NNNNNNNN/NNNNNN2/8/8/8/8/8/k3K3 w - - 0 1", "White has 0 pawns and 12 promoted pieces" },
  { CHESS_VARIANT_CHESS960, "4k3/8/3N1N2/8/8/8/8/4RK2 b - - 0 1", "Black is in check from 3 pieces at once" },
  { CHESS_VARIANT_CHESS960, "4k3/8/3N1N2/8/8/8/8/5K2 b - - 0 1", "Black is in double check from d6 and f6, which no single move can give" },
  { CHESS_VARIANT_CHESS960, "4k3/3P4/5N2/8/8/8/8/5K2 b - - 0 1", "double check from f6 and d7" },
  { CHESS_VARIANT_CHESS960, "R3k2R/8/8/8/8/8/8/4K3 w - - 0 1", "Black is in check but it is White's move" },
  { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", "White is in double check from d3 and f3" },
};

static void
test_invalid (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (bad_cases[i].variant, bad_cases[i].fen, &error);

      g_test_message ("'%s' → %s", bad_cases[i].fen, error ? error->message : "(accepted)");
      g_assert_null (pos);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_FEN);
      g_assert_nonnull (strstr (error->message, bad_cases[i].message));
    }
}

static void
test_castling_rights_per_rook (void)
{
  g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960X3,
                                                              "rrk5/8/8/8/8/8/8/RRK5 w QBq - 0 1", NULL);
  guint64 rooks = chess_position_get_castling_rooks (pos);

  g_assert_nonnull (pos);
  /* a1, b1 and a8 */
  g_assert_cmpuint (rooks, ==, (G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 1) | (G_GUINT64_CONSTANT (1) << 56));
}

/* Whatever bytes come in, no crash and either a position or an error. */
static void
test_garbage (void)
{
  GRand *rand = g_rand_new_with_seed (960);
  static const char alphabet[] = "pnbrqkPNBRQK12345678/ wb-KQkqAHah0e3";

  for (guint round = 0; round < 20000; round++)
    {
      char text[64];
      guint len = g_rand_int_range (rand, 0, sizeof text - 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) pos = NULL;

      for (guint i = 0; i < len; i++)
        text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[len] = '\0';
      pos = chess_position_new_from_fen (round & 1 ? CHESS_VARIANT_CHESS960X3 : CHESS_VARIANT_CHESS960, text, &error);
      g_assert_true ((pos == NULL) != (error == NULL));
    }
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fen/valid", test_valid);
  g_test_add_func ("/fen/invalid", test_invalid);
  g_test_add_func ("/fen/castling-rights-per-rook", test_castling_rights_per_rook);
  g_test_add_func ("/fen/garbage", test_garbage);
  return g_test_run ();
}
