/* test-pgn-corpus.c: PGN files as they come: a corpus of broken ones, a
 * lichess export with analysis, and castling in every way written out
 * and read back
 *
 * The games here were played move by move with `chess960-cli play`,
 * which also gave the final positions asserted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-pgn.h"
#include "test-pgn-util.h"

/* Each file in data/pgn/bad/ and what reading it must say: the line, and
 * for movetext the move as the file numbers it. */
static const struct {
  const char *file;
  const char *message;
} bad_files[] = {
  /* cut short */
  { "truncated-in-tag.pgn", "Line 8: unterminated tag" },
  { "truncated-in-comment.pgn", "Line 18: unterminated comment" },
  { "truncated-in-variation.pgn", "Line 21: unterminated variation: this '(' is never closed" },
  { "truncated-in-move.pgn", "Line 18: unexpected 'Qd' where move 29... should be (not a move in SAN or UCI)" },
  /* moves */
  { "illegal-move.pgn", "Line 13: 14. Nd5 is not legal in this position" },
  { "illegal-castle.pgn", "Line 12: 3. O-O is illegal: castling h-side (0-0) is not legal here" },
  { "illegal-in-second-game.pgn", "Line 37: 9. Bd4 is not legal in this position" },
  { "ambiguous-move.pgn", "Line 9: 6. Nd2 is ambiguous: more than one piece can make this move" },
  { "moves-after-mate.pgn", "Line 9: 3. a3 comes after the end of the game (checkmate)" },
  { "unbalanced-parenthesis.pgn", "Line 10: ')' without a '(' before it" },
  /* variants and start positions */
  { "unknown-variant.pgn", "Line 11: unknown variant 'Crazyhouse' (only Chess960, Chess960x3 and standard chess" },
  { "setup-without-fen.pgn", "Line 9: SetUp \"1\" but no FEN tag gives the position" },
  { "fen-two-white-kings.pgn", "Line 10: bad FEN tag: Piece placement (field 1): White has 2 kings; there must be exactly one" },
  { "fen-pawn-on-first-rank.pgn", "Line 10: bad FEN tag: Piece placement (field 1): a white pawn on a1, but pawns never stand on the first or last rank" },
  { "fen-side-not-to-move-in-check.pgn", "Line 10: bad FEN tag: White is in check but it is Black's move: this position cannot arise" },
  { "fen-castling-without-rook.pgn", "Line 10: bad FEN tag: Castling rights (field 3): 'Q' but White has no rook on the a-side of its king" },
  { "fen-chess960x3-rights.pgn", "Line 10: bad FEN tag: Castling rights (field 3): White keeps two castling rooks on one side of its king; only Chess960x3 allows that" },
  { "fen-too-many-promotions.pgn", "Line 10: bad FEN tag: Piece placement (field 1): White has 8 pawns and 1 promoted piece: that takes 9 pawns" },
  { "fen-triple-check.pgn", "Line 10: bad FEN tag: Black is in check from 3 pieces at once" },
  { "fen-missing-fields.pgn", "Line 10: bad FEN tag: FEN has 2 fields; it needs 6" },
  /* not PGN at all */
  { "not-pgn.pgn", "Line 1: unexpected 'Shopping' where move 1. should be (not a move in SAN or UCI)" },
  { "binary.pgn", "Line 3: NUL byte in the text; this is not a PGN file" },
};

static void
test_bad_files (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "pgn", "bad", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint n_files = 0;

  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_build_filename ("bad", bad_files[i].file, NULL);
      gsize length;
      g_autofree char *text = load_data (path, &length);
      g_autoptr(GPtrArray) games = chess_pgn_read (text, length, &error);

      g_test_message ("%s: %s", bad_files[i].file, error != NULL ? error->message : "(read)");
      g_assert_null (games);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
      if (!g_str_has_prefix (error->message, bad_files[i].message))
        g_error ("%s: \"%s\" does not start with \"%s\"", bad_files[i].file, error->message, bad_files[i].message);
      g_clear_error (&error);
    }

  /* Every file of the corpus is checked: none sits there unread. */
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean listed = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
        listed |= g_str_equal (name, bad_files[i].file);
      if (!listed)
        g_error ("data/pgn/bad/%s is not in bad_files[]", name);
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, G_N_ELEMENTS (bad_files));
}

/* FENs that cannot be, alone (as pasted) and in a game's FEN tag. */
static void
test_bad_fens (void)
{
  static const struct {
    ChessVariant  variant;
    const char   *fen;
    const char   *message;
  } cases[] = {
    { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", "White has 2 kings" },
    { CHESS_VARIANT_CHESS960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", "White has 0 kings" },
    { CHESS_VARIANT_CHESS960, "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w Qkq - 0 1", "a black pawn on h1" },
    { CHESS_VARIANT_CHESS960, "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "a white pawn on h8" },
    { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "Black is in check but it is White's move" },
    { CHESS_VARIANT_CHESS960, "4k3/8/3N1N2/8/8/8/8/4RK2 b - - 0 1", "from 3 pieces at once" },
    { CHESS_VARIANT_CHESS960, "4k3/8/3N1N2/8/8/8/8/5K2 b - - 0 1", "double check from d6 and f6, which no single move can give" },
    { CHESS_VARIANT_CHESS960, "4k3/pppppppp/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1", "White has 8 pawns and 3 promoted pieces" },
    { CHESS_VARIANT_CHESS960, "4k3/ppppppppp/8/8/8/8/8/4K3 w - - 0 1", "rank 7 has more than 8 squares" },
    { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", "no rook on the h-side" },
    { CHESS_VARIANT_CHESS960, "4k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "no rook on the a-side" },
    { CHESS_VARIANT_CHESS960, "rr2k3/8/8/8/8/8/8/RR2K3 w AB - 0 1", "only Chess960x3 allows that" },
    { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "must be on rank 6" },
    { CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 b - - 0 1 2", "7 fields" },
    { CHESS_VARIANT_CHESS960X3, "4k3/8/8/8/8/8/8/4K3 w - - 0", "5 fields" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessPosition) position = chess_position_new_from_fen (cases[i].variant, cases[i].fen, &error);
      g_autofree char *pgn = NULL;
      g_autofree char *expected = NULL;
      g_autoptr(GPtrArray) games = NULL;

      g_test_message ("%s: %s", cases[i].fen, error != NULL ? error->message : "(read)");
      g_assert_null (position);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_FEN);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("\"%s\" does not say \"%s\"", error->message, cases[i].message);

      /* In a file, the same message with the tag's line. */
      pgn = g_strdup_printf ("[Event \"?\"]\n[Variant \"%s\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n*\n",
                             cases[i].variant == CHESS_VARIANT_CHESS960X3 ? "Chess960x3" : "Chess960",
                             cases[i].fen);
      expected = g_strdup_printf ("Line 4: bad FEN tag: %s", error->message);
      g_clear_error (&error);
      games = chess_pgn_read (pgn, -1, &error);
      g_assert_null (games);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* A file cut between moves, as a download stopped short or a game still
 * being played: what is there reads, as lichess and the PGN standard
 * have it, and the missing result token is no error. */
static void
test_truncated_between_moves (void)
{
  static const struct {
    const char *after;   /* the file is cut right after this */
    guint       n_moves;
  } cuts[] = {
    { "[SetUp \"1\"]\n", 0 },
    { "4. O-O { [%clk 0:02:55] }", 7 },
    { "4... O-O-O { [%clk 0:02:53] } ", 8 },
    { "19... Bxa2 { [%clk 0:02:03] } 20. Re8#", 39 },
  };
  gsize length;
  g_autofree char *text = load_data ("lichess-king-move-castles.pgn", &length);

  for (guint i = 0; i < G_N_ELEMENTS (cuts); i++)
    {
      const char *at = strstr (text, cuts[i].after);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = NULL;

      g_assert_nonnull (at);
      games = chess_pgn_read (text, at + strlen (cuts[i].after) - text, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (games->len, ==, 1);
      g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, cuts[i].n_moves);
      g_assert_cmpint (chess_game_get_start_number (game_at (games, 0)), ==, 15);
    }
}

/* write → read → write: the same game, the same text. */
static void
assert_round_trip (ChessGame *game)
{
  g_autofree char *pgn = chess_pgn_write (game);
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read (pgn, -1, &error);
  ChessGame *copy;

  g_test_message ("%s", pgn);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  copy = game_at (games, 0);
  g_assert_cmpint (chess_game_get_variant (copy), ==, chess_game_get_variant (game));
  g_assert_cmpint (chess_game_get_start_number (copy), ==, chess_game_get_start_number (game));
  g_assert_true (chess_position_equal (chess_game_get_start_position (copy), chess_game_get_start_position (game)));
  g_assert_cmpuint (chess_game_get_n_moves (copy), ==, chess_game_get_n_moves (game));
  for (guint ply = 1; ply <= chess_game_get_n_moves (game); ply++)
    {
      const ChessMove *a = chess_game_get_move (game, ply);
      const ChessMove *b = chess_game_get_move (copy, ply);

      g_assert_cmpstr (chess_game_get_san (copy, ply), ==, chess_game_get_san (game, ply));
      g_assert_cmpint (chess_move_get_castling_method (b), ==, chess_move_get_castling_method (a));
      g_assert_cmpint (chess_move_get_castling_side (b), ==, chess_move_get_castling_side (a));
      g_assert_true (chess_position_equal (chess_game_get_position_at (copy, ply), chess_game_get_position_at (game, ply)));
    }
  g_assert_cmpint (chess_game_get_result (copy), ==, chess_game_get_result (game));
  g_assert_cmpint (chess_game_get_result_reason (copy), ==, chess_game_get_result_reason (game));

  again = chess_pgn_write (copy);
  g_assert_cmpstr (again, ==, pgn);
}

/* FIDE's four ways a castle looks on the board (Guidelines II.3.2), each
 * on both wings where a start position has it, for White and Black, and
 * the crossing castles of Chess960x3. */
static void
test_castling_round_trips (void)
{
  static const struct {
    ChessVariant         variant;
    guint                number;
    const char          *moves;
    guint                plies[2];    /* the two castles, White's first */
    const char          *san[2];
    ChessCastlingMethod  method[2];
  } games[] = {
    { CHESS_VARIANT_CHESS960, 518, "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O", { 7, 8 }, { "O-O", "O-O" },
      { CHESS_CASTLING_METHOD_DOUBLE_MOVE, CHESS_CASTLING_METHOD_DOUBLE_MOVE } },
    { CHESS_VARIANT_CHESS960, 518, "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O", { 9, 10 }, { "O-O-O", "O-O-O" },
      { CHESS_CASTLING_METHOD_DOUBLE_MOVE, CHESS_CASTLING_METHOD_DOUBLE_MOVE } },
    /* QNNRKRBB: king e1 between rooks d1 and f1 */
    { CHESS_VARIANT_CHESS960, 15, "f4 Nd6 Bf2 Nc6 O-O O-O-O", { 5, 6 }, { "O-O", "O-O-O" },
      { CHESS_CASTLING_METHOD_KING_MOVE_ONLY, CHESS_CASTLING_METHOD_KING_MOVE_ONLY } },
    { CHESS_VARIANT_CHESS960, 15, "Nd3 f5 O-O-O Nd6 f4 Bf7 Bf2 O-O", { 3, 8 }, { "O-O-O", "O-O" },
      { CHESS_CASTLING_METHOD_KING_MOVE_ONLY, CHESS_CASTLING_METHOD_KING_MOVE_ONLY } },
    /* BBQNNRKR: king g1, rook h1; NRKBBQNR: king c1, rook b1 */
    { CHESS_VARIANT_CHESS960, 0, "f4 f5 Nf3 Nf6 Rf2 Rf7 O-O O-O", { 7, 8 }, { "O-O", "O-O" },
      { CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY } },
    { CHESS_VARIANT_CHESS960, 249, "e4 e5 Be2 Be7 O-O-O O-O-O", { 5, 6 }, { "O-O-O", "O-O-O" },
      { CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY } },
    /* BQNNRKRB: king f1, rook g1; NNRKBBQR: king d1, rook c1 */
    { CHESS_VARIANT_CHESS960, 3, "e4 e5 O-O O-O", { 3, 4 }, { "O-O", "O-O" },
      { CHESS_CASTLING_METHOD_TRANSPOSITION, CHESS_CASTLING_METHOD_TRANSPOSITION } },
    { CHESS_VARIANT_CHESS960, 74, "d4 d5 Nb3 Nb6 O-O-O O-O-O", { 5, 6 }, { "O-O-O", "O-O-O" },
      { CHESS_CASTLING_METHOD_TRANSPOSITION, CHESS_CASTLING_METHOD_TRANSPOSITION } },
    /* Chess960x3 BBQNNKRR: the g-rook crosses the king to the a-side */
    { CHESS_VARIANT_CHESS960X3, 1920, "Nc3 Nc6 Nd3 Nd6 b3 b6 Qb2 Qb7 O-O-O:g O-O-O:g", { 9, 10 }, { "O-O-O:g", "O-O-O:g" },
      { CHESS_CASTLING_METHOD_DOUBLE_MOVE, CHESS_CASTLING_METHOD_DOUBLE_MOVE } },
    /* RRKNNQBB: the b-rook crosses to the h-side; or the inner rook castles
     * on its own side */
    { CHESS_VARIANT_CHESS960X3, 1919, "Ne3 Ne6 Nf3 Nf6 g3 g6 Qg2 Qg7 h4 h5 Bh2 Bh7 O-O:b O-O:b", { 13, 14 }, { "O-O:b", "O-O:b" },
      { CHESS_CASTLING_METHOD_DOUBLE_MOVE, CHESS_CASTLING_METHOD_DOUBLE_MOVE } },
    { CHESS_VARIANT_CHESS960X3, 1919, "Ne3 Ne6 Nf3 Nf6 g3 g6 Qg2 Qg7 h4 h5 Bh2 Bh7 O-O-O O-O-O", { 13, 14 }, { "O-O-O", "O-O-O" },
      { CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessGame) game = chess_game_new_start (games[i].variant, games[i].number, &error);
      g_auto(GStrv) moves = g_strsplit (games[i].moves, " ", -1);
      g_autofree char *pgn = NULL;

      g_assert_no_error (error);
      for (guint m = 0; moves[m] != NULL; m++)
        {
          chess_game_play_text (game, moves[m], &error);
          g_assert_no_error (error);
        }
      for (guint c = 0; c < 2; c++)
        {
          const ChessMove *move = chess_game_get_move (game, games[i].plies[c]);

          g_test_message ("SP %u, ply %u: %s", games[i].number, games[i].plies[c], chess_game_get_san (game, games[i].plies[c]));
          g_assert_true (chess_move_is_castle (move));
          g_assert_cmpstr (chess_game_get_san (game, games[i].plies[c]), ==, games[i].san[c]);
          g_assert_cmpint (chess_move_get_castling_method (move), ==, games[i].method[c]);
        }

      /* What other programs need to replay it: the variant, the start,
       * and castles in letters O, never 0-0 or king moves. */
      pgn = chess_pgn_write (game);
      g_assert_nonnull (strstr (pgn, games[i].variant == CHESS_VARIANT_CHESS960X3 ? "[Variant \"Chess960x3\"]\n"
                                                                                   : "[Variant \"Chess960\"]\n"));
      g_assert_nonnull (strstr (pgn, "[SetUp \"1\"]\n[FEN \""));
      g_assert_null (strstr (pgn, "0-0"));
      for (guint c = 0; c < 2; c++)
        {
          g_autofree char *word = g_strdup_printf (" %s ", games[i].san[c]);

          g_assert_nonnull (strstr (pgn, word));
        }
      assert_round_trip (game);

      /* Ended by a flag, the reason comes back too. */
      g_assert_true (chess_game_flag_fall (game, chess_position_get_side_to_move (chess_game_get_position (game))));
      assert_round_trip (game);
    }
}

/* lichess's export with computer analysis: evaluations and clocks in
 * comments, annotation glyphs, and the better lines as variations. */
static void
test_lichess_annotated (void)
{
  gsize length;
  g_autofree char *text = load_data ("lichess-analysis-annotated.pgn", &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read (text, length, &error);
  ChessGame *game;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  game = game_at (games, 0);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 101);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 55);
  /* King g1, rook h1: both sides castle by moving the rook alone. */
  g_assert_cmpstr (chess_game_get_san (game, 15), ==, "O-O");
  g_assert_cmpint (chess_move_get_castling_method (chess_game_get_move (game, 15)), ==, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  g_assert_cmpstr (chess_game_get_san (game, 16), ==, "O-O");
  g_assert_cmpint (chess_move_get_castling_method (chess_game_get_move (game, 16)), ==, CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  /* The glyphs go; the moves stay. */
  g_assert_cmpstr (chess_game_get_san (game, 22), ==, "Kh8");
  g_assert_cmpstr (chess_game_get_san (game, 10), ==, "Ndc6");
  assert_final_fen (game, "1Q5k/p1p3pp/8/8/4B3/3nP3/P4PPP/6K1 b - - 2 28");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_CHECKMATE);
  g_assert_cmpstr (chess_game_get_tag (game, "Annotator"), ==, "lichess.org");
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteRatingDiff"), ==, "+6");
  assert_round_trip (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pgn/corpus/bad-files", test_bad_files);
  g_test_add_func ("/pgn/corpus/bad-fens", test_bad_fens);
  g_test_add_func ("/pgn/corpus/truncated-between-moves", test_truncated_between_moves);
  g_test_add_func ("/pgn/corpus/lichess-annotated", test_lichess_annotated);
  g_test_add_func ("/pgn/round-trip/castling", test_castling_round_trips);

  return g_test_run ();
}
