/* test-pgn.c: reading and writing Portable Game Notation
 *
 * The files in data/pgn/ are in the format lichess exports Chess960 games
 * in; their games were played move by move with `chess960-cli play`, which
 * also gave the final positions asserted here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-pgn.h"
#include "test-pgn-util.h"

#define FEN_518 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define FEN_SP15 "qnnrkrbb/pppppppp/8/8/8/8/PPPPPPPP/QNNRKRBB w KQkq - 0 1"

static GPtrArray *
read_file (const char *name,
           guint       n_games)
{
  g_autofree char *text = load_data (name, NULL);

  return read_ok (text, n_games);
}

static void
assert_castle (ChessGame           *game,
               guint                ply,
               const char          *san,
               ChessCastlingMethod  method)
{
  const ChessMove *move = chess_game_get_move (game, ply);

  g_assert_cmpstr (chess_game_get_san (game, ply), ==, san);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_method (move), ==, method);
}

/* The movetext of GAME as "1. e4 e5 2. Nf3 ..." without wrapping. */
static char *
movetext_of (const char *pgn)
{
  const char *body = strstr (pgn, "\n\n");
  g_autofree char *stripped = NULL;
  g_auto(GStrv) words = NULL;

  g_assert_nonnull (body);
  stripped = g_strstrip (g_strdup (body + 2));
  words = g_strsplit_set (stripped, " \n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    g_assert_cmpstr (words[i], !=, "");
  return g_strjoinv (" ", words);
}

/* Length of "12. Nf3" or "Nf3" at the start of LINE: what the writer
 * keeps together. */
static gsize
first_move_len (const char *line)
{
  gsize len = strcspn (line, " ");

  if (g_ascii_isdigit (line[0]) && line[len] == ' ')
    len += 1 + strcspn (line + len + 1, " ");
  return len;
}

static void
test_lichess_518 (void)
{
  static const char *const tag_names[] = {
    "Event", "Site", "Date", "White", "Black", "Result", "UTCDate", "UTCTime",
    "WhiteElo", "BlackElo", "Variant", "TimeControl", "ECO", "Termination",
    "FEN", "SetUp", NULL,
  };
  g_autoptr(GPtrArray) games = read_file ("lichess-518-double-move.pgn", 1);
  ChessGame *game = game_at (games, 0);
  const char * const *names = chess_game_get_tag_names (game);

  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 518);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 59);
  assert_castle (game, 9, "O-O", CHESS_CASTLING_METHOD_DOUBLE_MOVE);
  assert_castle (game, 16, "O-O", CHESS_CASTLING_METHOD_DOUBLE_MOVE);
  g_assert_cmpstr (chess_game_get_san (game, 20), ==, "Nbd7");
  g_assert_cmpstr (chess_game_get_san (game, 21), ==, "Nbd2");
  g_assert_cmpstr (chess_game_get_san (game, 49), ==, "Nf5+");
  assert_final_fen (game, "4rk2/1brq1N1Q/p2p1n2/1pnPp2p/P1p1P3/2P4P/1PB2PP1/R3R1K1 b - - 0 30");

  /* Black resigned: only the result token says so. */
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_NONE);

  g_assert_cmpstrv (names, tag_names);
  g_assert_cmpstr (chess_game_get_tag (game, "Site"), ==, "https://lichess.org/Qm7xB2pA");
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteElo"), ==, "1843");
  g_assert_cmpstr (chess_game_get_tag (game, "UTCTime"), ==, "18:22:05");
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "300+3");
  g_assert_null (chess_game_get_tag (game, "Round"));
}

static void
test_king_move_castles (void)
{
  g_autoptr(GPtrArray) games = read_file ("lichess-king-move-castles.pgn", 1);
  ChessGame *game = game_at (games, 0);

  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 15);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 39);
  /* King e1, rooks d1 and f1: each castle moves only the king. */
  assert_castle (game, 7, "O-O", CHESS_CASTLING_METHOD_KING_MOVE_ONLY);
  assert_castle (game, 8, "O-O-O", CHESS_CASTLING_METHOD_KING_MOVE_ONLY);
  g_assert_cmpstr (chess_game_get_san (game, 28), ==, "Rfe8");
  g_assert_cmpstr (chess_game_get_san (game, 39), ==, "Re8#");
  assert_final_fen (game, "qk2R2b/pppQ2pp/5p2/8/3P1P2/2P3P1/bP3B1P/6K1 b - - 1 20");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_CHECKMATE);
  g_assert_cmpstr (chess_game_get_tag (game, "Black"), ==, "queenside_quinn");
}

static void
test_three_games (void)
{
  g_autoptr(GPtrArray) games = read_file ("lichess-three-games.pgn", 3);
  ChessGame *game;

  /* King g1, rook h1 (and f1 moved away): O-O moves only the rook. */
  game = game_at (games, 0);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 0);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 66);
  assert_castle (game, 7, "O-O", CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  assert_castle (game, 8, "O-O", CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  g_assert_cmpstr (chess_game_get_san (game, 24), ==, "Rfxf7");
  g_assert_cmpstr (chess_game_get_san (game, 66), ==, "e1=Q#");
  g_assert_cmpint (chess_move_get_promotion (chess_game_get_move (game, 66)), ==, CHESS_PIECE_TYPE_QUEEN);
  assert_final_fen (game, "b5k1/1p4pp/4p3/4P3/6P1/7P/5q2/4q2K w - - 0 34");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_CHECKMATE);
  g_assert_cmpstr (chess_game_get_tag (game, "Site"), ==, "https://lichess.org/Rk2pT8sd");

  /* King c1, rook b1: O-O-O moves only the rook. A threefold
   * repetition, then a draw the players agreed. */
  game = game_at (games, 1);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 249);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 40);
  assert_castle (game, 5, "O-O-O", CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  assert_castle (game, 6, "O-O-O", CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY);
  g_assert_cmpstr (chess_game_get_san (game, 13), ==, "Nbxd4");
  assert_final_fen (game, "3k3r/1p1bqppp/pn6/2b1P3/2pNp3/2N5/PPPBQPPP/2K4R w - - 14 21");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_NONE);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "h_file_rook");

  /* King f1, rook g1: O-O swaps them. White lost on time. */
  game = game_at (games, 2);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 3);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 46);
  assert_castle (game, 3, "O-O", CHESS_CASTLING_METHOD_TRANSPOSITION);
  assert_castle (game, 4, "O-O", CHESS_CASTLING_METHOD_TRANSPOSITION);
  assert_final_fen (game, "b5kb/p5pp/8/1ppp4/8/1P3BP1/P1P2QKP/B3r3 w - - 0 24");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game), ==, CHESS_RESULT_REASON_TIMEOUT);
  g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, "Time forfeit");
}

static void
test_chess960x3_crossing (void)
{
  g_autoptr(GPtrArray) games = read_file ("chess960x3-crossing-castles.pgn", 1);
  ChessGame *game = game_at (games, 0);
  const ChessMove *move;

  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 1920);
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 48);

  /* King f1 with both rooks on its h-side: the g1 rook crosses over to
   * the a-side. */
  move = chess_game_get_move (game, 9);
  g_assert_cmpstr (chess_game_get_san (game, 9), ==, "O-O-O:g");
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_A);
  g_assert_cmpuint (chess_move_get_rook_from (move), ==, CHESS_SQUARE (6, 0));
  g_assert_cmpstr (chess_game_get_san (game, 10), ==, "O-O-O:g");
  g_assert_cmpstr (chess_game_get_san (game, 24), ==, "Ncd4");

  assert_final_fen (game, "b1k5/p2p3p/1p2n3/8/3b3P/1P6/P1K3P1/5r2 w - - 0 25");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Müller, Anna");
  g_assert_cmpstr (chess_game_get_tag (game, "PlyCount"), ==, "48");
}

/* read → write → read keeps everything; writing again is identical. */
static void
test_round_trip (void)
{
  static const char *const files[] = {
    "lichess-518-double-move.pgn",
    "lichess-king-move-castles.pgn",
    "lichess-three-games.pgn",
    "chess960x3-crossing-castles.pgn",
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *text = load_data (files[f], NULL);
      g_autoptr(GPtrArray) games = chess_pgn_read (text, -1, NULL);

      g_assert_nonnull (games);
      for (guint i = 0; i < games->len; i++)
        {
          ChessGame *game = game_at (games, i);
          g_autofree char *pgn = chess_pgn_write (game);
          g_autofree char *pgn_again = NULL;
          g_autoptr(GPtrArray) again = read_ok (pgn, 1);
          ChessGame *copy = game_at (again, 0);
          const char * const *names = chess_game_get_tag_names (game);

          g_test_message ("%s, game %u:\n%s", files[f], i + 1, pgn);
          g_assert_cmpint (chess_game_get_variant (copy), ==, chess_game_get_variant (game));
          g_assert_true (chess_position_equal (chess_game_get_start_position (copy),
                                               chess_game_get_start_position (game)));
          g_assert_cmpuint (chess_game_get_n_moves (copy), ==, chess_game_get_n_moves (game));
          for (guint ply = 1; ply <= chess_game_get_n_moves (game); ply++)
            g_assert_cmpstr (chess_game_get_san (copy, ply), ==, chess_game_get_san (game, ply));
          g_assert_true (chess_position_equal (chess_game_get_position (copy),
                                               chess_game_get_position (game)));
          g_assert_cmpint (chess_game_get_result (copy), ==, chess_game_get_result (game));

          for (guint t = 0; names[t] != NULL; t++)
            if (g_strcmp0 (names[t], "Variant") != 0 && g_strcmp0 (names[t], "FEN") != 0 &&
                g_strcmp0 (names[t], "SetUp") != 0)
              g_assert_cmpstr (chess_game_get_tag (copy, names[t]), ==, chess_game_get_tag (game, names[t]));

          pgn_again = chess_pgn_write (copy);
          g_assert_cmpstr (pgn_again, ==, pgn);
        }
    }
}

static void
test_write_export_format (void)
{
  g_autoptr(GPtrArray) games = read_file ("lichess-518-double-move.pgn", 1);
  g_autofree char *pgn = chess_pgn_write (game_at (games, 0));
  g_autofree char *movetext = movetext_of (pgn);
  g_auto(GStrv) lines = g_strsplit (pgn, "\n", -1);
  const char *expected_head =
    "[Event \"Casual Chess960 game\"]\n"
    "[Site \"https://lichess.org/Qm7xB2pA\"]\n"
    "[Date \"2025.03.14\"]\n"
    "[Round \"?\"]\n"
    "[White \"tal_fan_1960\"]\n"
    "[Black \"Nimzo_Larsen\"]\n"
    "[Result \"1-0\"]\n"
    "[Variant \"Chess960\"]\n"
    "[SetUp \"1\"]\n"
    "[FEN \"" FEN_518 "\"]\n"
    "[UTCDate \"2025.03.14\"]\n"
    "[UTCTime \"18:22:05\"]\n"
    "[WhiteElo \"1843\"]\n"
    "[BlackElo \"1790\"]\n"
    "[TimeControl \"300+3\"]\n"
    "[ECO \"?\"]\n"
    "[Termination \"Normal\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3\n";
  guint n_lines = g_strv_length (lines);

  /* Start position 518 of Chess960 still has its FEN, as lichess writes
   * it: a reader that knows Chess960 need not assume a start. */
  g_assert_true (g_str_has_prefix (pgn, expected_head));
  g_assert_true (g_str_has_suffix (pgn, "29. Qh7 Qd7 30. Nxf7 1-0\n"));
  g_assert_true (g_str_has_prefix (movetext, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 "));
  g_assert_true (g_str_has_suffix (movetext, " 28. Ng5 Rc7 29. Qh7 Qd7 30. Nxf7 1-0"));

  g_assert_cmpuint (n_lines, >, 20);
  g_assert_cmpstr (lines[n_lines - 1], ==, "");
  g_assert_cmpstr (lines[17], ==, "");
  for (guint i = 0; i < n_lines; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <=, 79);
      /* The wrap fills lines: the next move would not have fit. */
      if (i >= 18 && i + 2 < n_lines)
        g_assert_cmpuint (strlen (lines[i]) + 1 + first_move_len (lines[i + 1]), >, 79);
    }
}

static void
test_write_tags (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, &error);
  g_autofree char *pgn = NULL;

  g_assert_no_error (error);
  chess_game_set_tag (game, "Annotator", "Say \"hi\" C:\\chess");
  chess_game_set_tag (game, "White", "Anna");
  chess_game_set_tag (game, "Variant", "Fischerandom");
  chess_game_set_tag (game, "FEN", "junk");
  chess_game_set_tag (game, "Black", "Jonas");
  g_assert_true (chess_game_play_text (game, "e4", NULL));
  g_assert_true (chess_game_play_text (game, "e5", NULL));
  g_assert_true (chess_game_play_text (game, "Nf3", NULL));

  pgn = chess_pgn_write (game);
  g_assert_cmpstr (pgn, ==,
                   "[Event \"?\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[White \"Anna\"]\n"
                   "[Black \"Jonas\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"Chess960\"]\n"
                   "[SetUp \"1\"]\n"
                   "[FEN \"" FEN_518 "\"]\n"
                   "[Annotator \"Say \\\"hi\\\" C:\\\\chess\"]\n"
                   "\n"
                   "1. e4 e5 2. Nf3 *\n");

  /* The escapes read back. */
  {
    g_autoptr(GPtrArray) games = read_ok (pgn, 1);

    g_assert_cmpstr (chess_game_get_tag (game_at (games, 0), "Annotator"), ==, "Say \"hi\" C:\\chess");
  }
}

static void
test_write_variants (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) standard = chess_game_new_start (CHESS_VARIANT_STANDARD, 518, &error);
  g_autoptr(ChessGame) sp15 = chess_game_new_start (CHESS_VARIANT_CHESS960, 15, &error);
  g_autoptr(ChessGame) x3 = chess_game_new_start (CHESS_VARIANT_CHESS960X3, 1920, &error);
  g_autoptr(ChessPosition) black_to_move = NULL;
  g_autoptr(ChessGame) from_fen = NULL;
  g_autofree char *pgn_standard = NULL;
  g_autofree char *pgn_sp15 = NULL;
  g_autofree char *pgn_x3 = NULL;
  g_autofree char *pgn_fen = NULL;

  g_assert_no_error (error);
  g_assert_true (chess_game_play_text (standard, "d4", NULL));
  g_assert_true (chess_game_resign (standard, CHESS_COLOR_BLACK));
  pgn_standard = chess_pgn_write (standard);
  g_assert_null (strstr (pgn_standard, "[Variant"));
  g_assert_null (strstr (pgn_standard, "[FEN"));
  g_assert_nonnull (strstr (pgn_standard, "[Result \"1-0\"]\n\n1. d4 1-0\n"));

  pgn_sp15 = chess_pgn_write (sp15);
  g_assert_nonnull (strstr (pgn_sp15,
                            "[Result \"*\"]\n"
                            "[Variant \"Chess960\"]\n"
                            "[SetUp \"1\"]\n"
                            "[FEN \"" FEN_SP15 "\"]\n"
                            "\n*\n"));

  pgn_x3 = chess_pgn_write (x3);
  g_assert_nonnull (strstr (pgn_x3,
                            "[Variant \"Chess960x3\"]\n"
                            "[SetUp \"1\"]\n"
                            "[FEN \"bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w KGkg - 0 1\"]\n"));

  /* A standard game from a position with Black to move: SetUp and FEN,
   * no Variant, and the movetext starts with "12...". */
  black_to_move = chess_position_new_from_fen (CHESS_VARIANT_STANDARD,
                                               "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 5 12",
                                               &error);
  g_assert_no_error (error);
  from_fen = chess_game_new (black_to_move);
  g_assert_true (chess_game_play_text (from_fen, "Bc5", NULL));
  g_assert_true (chess_game_play_text (from_fen, "O-O", NULL));
  g_assert_true (chess_game_play_text (from_fen, "O-O", NULL));
  pgn_fen = chess_pgn_write (from_fen);
  g_assert_null (strstr (pgn_fen, "[Variant"));
  g_assert_true (g_str_has_suffix (pgn_fen,
                                   "[SetUp \"1\"]\n"
                                   "[FEN \"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 5 12\"]\n"
                                   "\n12... Bc5 13. O-O O-O *\n"));

  /* Each reads back as the variant it was written from. */
  {
    g_autoptr(GPtrArray) a = read_ok (pgn_standard, 1);
    g_autoptr(GPtrArray) b = read_ok (pgn_sp15, 1);
    g_autoptr(GPtrArray) c = read_ok (pgn_x3, 1);
    g_autoptr(GPtrArray) d = read_ok (pgn_fen, 1);

    g_assert_cmpint (chess_game_get_variant (game_at (a, 0)), ==, CHESS_VARIANT_STANDARD);
    g_assert_cmpint (chess_game_get_result (game_at (a, 0)), ==, CHESS_RESULT_WHITE_WINS);
    g_assert_cmpint (chess_game_get_variant (game_at (b, 0)), ==, CHESS_VARIANT_CHESS960);
    g_assert_cmpint (chess_game_get_start_number (game_at (b, 0)), ==, 15);
    g_assert_cmpint (chess_game_get_variant (game_at (c, 0)), ==, CHESS_VARIANT_CHESS960X3);
    g_assert_cmpint (chess_game_get_start_number (game_at (c, 0)), ==, 1920);
    g_assert_cmpint (chess_game_get_variant (game_at (d, 0)), ==, CHESS_VARIANT_STANDARD);
    g_assert_cmpuint (chess_game_get_n_moves (game_at (d, 0)), ==, 3);
  }
}

static void
test_variant_aliases (void)
{
  static const struct {
    const char   *tag;       /* NULL: no Variant tag */
    const char   *fen;       /* NULL: no FEN tag */
    ChessVariant  variant;
    const char   *moves;
  } cases[] = {
    { "Chess960", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "Chess 960", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "Fischerandom", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "fischerandom", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "Fischer Random", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "960", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "CHESS960", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "chess960", FEN_518, CHESS_VARIANT_CHESS960, NULL },
    { "Chess960", NULL, CHESS_VARIANT_CHESS960, NULL },
    { "Chess960x3", FEN_SP15, CHESS_VARIANT_CHESS960X3, NULL },
    { "chess960X3", NULL, CHESS_VARIANT_CHESS960X3, NULL },
    { "Standard", NULL, CHESS_VARIANT_STANDARD, NULL },
    { "Standard", FEN_518, CHESS_VARIANT_STANDARD, NULL },
    { "From Position", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CHESS_VARIANT_STANDARD, NULL },
    { NULL, NULL, CHESS_VARIANT_STANDARD, NULL },
    { NULL, "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", CHESS_VARIANT_STANDARD, NULL },
    /* Castling rooks off the corners: only Chess960 has such games. */
    { NULL, FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { "Standard", FEN_SP15, CHESS_VARIANT_CHESS960, NULL },
    { NULL, "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1", CHESS_VARIANT_CHESS960, NULL },
    { NULL, "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", CHESS_VARIANT_CHESS960, "1. O-O-O *" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) pgn = g_string_new ("[Event \"Alias\"]\n");
      g_autoptr(GPtrArray) games = NULL;
      ChessGame *game;

      if (cases[i].tag != NULL)
        g_string_append_printf (pgn, "[Variant \"%s\"]\n", cases[i].tag);
      if (cases[i].fen != NULL)
        g_string_append_printf (pgn, "[SetUp \"1\"]\n[FEN \"%s\"]\n", cases[i].fen);
      if (cases[i].moves != NULL)
        g_string_append_printf (pgn, "\n%s\n", cases[i].moves);
      else if (cases[i].fen == NULL || g_str_equal (cases[i].fen, FEN_518))
        g_string_append (pgn, "\n1. e4 e5 2. Nf3 *\n");
      else if (g_str_equal (cases[i].fen, FEN_SP15))
        g_string_append (pgn, "\n1. f4 d5 2. Nd3 Nd6 3. Bf2 Nc6 4. O-O O-O-O *\n");
      else
        g_string_append (pgn, "\n1. Kf1 *\n");

      g_test_message ("%s", pgn->str);
      games = read_ok (pgn->str, 1);
      game = game_at (games, 0);
      g_assert_cmpint (chess_game_get_variant (game), ==, cases[i].variant);
      g_assert_cmpuint (chess_game_get_n_moves (game), >=, 1);
      if (cases[i].tag != NULL)
        g_assert_cmpstr (chess_game_get_tag (game, "Variant"), ==, cases[i].tag);
    }
}

static void
test_movetext_syntax (void)
{
  const char *pgn =
    "% an escape line: [Event \"not a tag\"] {\n"
    "[Event \"Syntax\"]\n"
    "[Site \"\"]\n"
    "\n"
    "{A comment before the first move,\n"
    "over two lines (with a paren} 1.e4 $1 e5!? 2. Nf3 Nc6 (2... d6 {Philidor}\n"
    "3. d4 (3. Bc4 Be7 (3... h6)) 3... exd4) 3. Bb5 ; rest-of-line comment )\n"
    "3... a6 4. Ba4?! Nf6 5 O-O 5. ... Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O\n"
    "%end\n"
    "1/2-1/2\n"
    "\n"
    "1. e4 Nf6 2. e5 d5 3. exd6 e.p. cxd6 4. ♘f3 *\n";
  g_autoptr(GPtrArray) games = read_ok (pgn, 2);
  ChessGame *game = game_at (games, 0);

  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 16);
  g_assert_cmpstr (chess_game_get_san (game, 9), ==, "O-O");
  g_assert_cmpstr (chess_game_get_tag (game, "Site"), ==, "");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_DRAW);
  assert_final_fen (game, "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9");

  game = game_at (games, 1);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_STANDARD);
  g_assert_cmpstrv (chess_game_get_tag_names (game), ((const char *[]) { NULL }));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 7);
  g_assert_true (chess_move_is_en_passant (chess_game_get_move (game, 5)));
  g_assert_cmpstr (chess_game_get_san (game, 7), ==, "Nf3");
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);
}

/* CRLF, a byte order mark, Latin-1, no result token at the end. */
static void
test_file_quirks (void)
{
  g_autofree char *text = load_data ("lichess-three-games.pgn", NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *joined = g_strjoinv ("\r\n", lines);
  g_autofree char *crlf = g_strconcat ("\xEF\xBB\xBF", joined, NULL);
  g_autoptr(GPtrArray) games = NULL;
  const char latin1[] = "[White \"M\xfcller\"]\r[Result \"1-0\"]\r\r1. e4 e5 2. Qh5 Nc6\r";

  games = read_ok (crlf, 3);
  assert_final_fen (game_at (games, 2), "b5kb/p5pp/8/1ppp4/8/1P3BP1/P1P2QKP/B3r3 w - - 0 24");
  g_assert_cmpstr (chess_game_get_tag (game_at (games, 0), "Event"), ==, "Casual Chess960 game");
  g_clear_pointer (&games, g_ptr_array_unref);

  /* Old-Mac CR line ends, Latin-1, and a game cut before its result: the
   * Result tag stands in for the missing token. */
  games = read_ok (latin1, 1);
  g_assert_cmpstr (chess_game_get_tag (game_at (games, 0), "White"), ==, "Müller");
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 4);
  g_assert_cmpint (chess_game_get_result (game_at (games, 0)), ==, CHESS_RESULT_WHITE_WINS);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* The next game's tags end a game without a result token. */
  games = read_ok ("[Event \"One\"]\n\n1. e4 e5\n[Event \"Two\"]\n\n1. d4 d5 *\n", 2);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 2);
  g_assert_cmpint (chess_game_get_result (game_at (games, 0)), ==, CHESS_RESULT_NONE);
  g_assert_cmpstr (chess_game_get_tag (game_at (games, 1), "Event"), ==, "Two");
  g_clear_pointer (&games, g_ptr_array_unref);

  /* LENGTH cuts the text: the second game is not read. */
  {
    const char *two = "1. e4 e5 1-0\n1. d4 d5 0-1\n";
    g_autoptr(GError) error = NULL;

    games = chess_pgn_read (two, 13, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 1);
    g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 2);
    g_clear_pointer (&games, g_ptr_array_unref);
  }

  /* No-break spaces, as in text copied from a web page. */
  games = read_ok ("1.\xC2\xA0" "e4\xC2\xA0" "e5\xC2\xA0\xC2\xA0" "2.\xC2\xA0Nf3 *", 1);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 3);
  g_clear_pointer (&games, g_ptr_array_unref);

  games = read_ok ("", 0);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_ok ("\n \r\n{just a comment}\n; and another\n", 0);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_ok ("[Event \"Tags only\"]\n", 1);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 0);
}

static void
test_errors (void)
{
  static const struct {
    const char *pgn;
    const char *message;
  } cases[] = {
    /* truncated tags */
    { "[Event \"Casual Chess960 game\n[Site \"?\"]\n\n1. e4 *\n",
      "Line 1: unterminated tag" },
    { "[Event \"A\"]\n[Site \"B\"]\n[Date \"2025.03.14\"\n\n1. e4 *\n",
      "Line 3: unterminated tag" },
    { "[Event \"A\"]\n[Site",
      "Line 2: unterminated tag" },
    { "[Event A]\n",
      "Line 1: bad tag 'Event': its value must be in double quotes" },
    { "[Event \"A\" x]\n",
      "Line 1: bad tag 'Event': ']' must follow its value" },
    { "[\"A\"]\n",
      "Line 1: bad tag: a tag name must follow '['" },
    /* comments */
    { "[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6\n4. Ba4 Nf6\n5. O-O Be7\n\n"
      "6. Re1 {the main line, but\nthe comment never ends 6... b5 *\n",
      "Line 8: unterminated comment" },
    /* illegal moves */
    { "[Event \"A\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n"
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Nf6 5. O-O Be7\n6. Re1 b5\n7. Nf6 *\n",
      "Line 12: 7. Nf6 is not legal in this position" },
    { "1. e4 e5 2. Ke3 *",
      "Line 1: 2. Ke3 is not legal in this position" },
    { "1. e4 e5 2. Nf3 Nf6 3. O-O *",
      "Line 1: 3. O-O is illegal: castling h-side (0-0) is not legal here" },
    { "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 40\"]\n\n40. a8 *",
      "Line 3: 40. a8 is illegal: a pawn reaching the last rank must promote, e.g. e8=Q" },
    { "1. Nf3 d5 2. d3 e5\n3. Nd2 *",
      "Line 2: 3. Nd2 is ambiguous: more than one piece can make this move" },
    { "1. f3 e5 2. g4 Qh4# 3. a3 0-1",
      "Line 1: 3. a3 comes after the end of the game (checkmate)" },
    /* variants */
    { "[Variant \"Crazyhouse\"]\n\n1. e4 *\n",
      "Line 1: unknown variant 'Crazyhouse' (only Chess960, Chess960x3 and standard chess can be read)" },
    { "[Event \"A\"]\n[Variant \"Atomic\"]\n",
      "Line 2: unknown variant 'Atomic'" },
    /* FEN */
    { "[Event \"A\"]\n[Site \"?\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
      "[FEN \"qnnrkrbb/pppppppp/8/8/8/8/PPPPPPPP/QNNRKRB w KQkq - 0 1\"]\n\n1. f4 *\n",
      "Line 5: bad FEN tag: Piece placement (field 1): the first rank does not have 8 squares" },
    { "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n",
      "Line 1: bad FEN tag: Side to move (field 2): 'x' must be w or b" },
    { "[Event \"A\"]\n[SetUp \"1\"]\n\n1. e4 *\n",
      "Line 2: SetUp \"1\" but no FEN tag" },
    /* variations */
    { "[Event \"A\"]\n\n1. e4 e5 2. Nf3 (2. f4 exf4) Nc6\n(2... d6) 3. Bb5 a6\n"
      "4. Ba4 (4. Bxc6 dxc6)) Nf6 *\n",
      "Line 5: ')' without a '(' before it" },
    { "1. e4 e5\n2. Nf3 (2. f4 (2. Nc3 Nf6) exf4\n3. Nf3 *\n",
      "Line 2: unterminated variation: this '(' is never closed" },
    { "1. e4 (1. d4 d5\n[Event \"Next\"]\n1. c4 *\n",
      "Line 1: unterminated variation: this '(' is never closed" },
    /* garbage */
    { "[Event \"A\"]\n\n1. e4 e5 2. xyz *\n",
      "Line 3: unexpected 'xyz' where move 2. should be (not a move in SAN or UCI)" },
    { "1. e4 e5\n2. Nf3 @ Nc6 *\n",
      "Line 2: unexpected '@' in the moves" },
    { "1. e4 $ e5 *\n",
      "Line 1: unexpected '$'" },
    { "1. e4 e5 } 2. Nf3 *\n",
      "Line 1: unexpected '}' in the moves" },
    { "1. e4 e5 2. Nf3 \x01 *\n",
      "Line 1: unexpected byte 0x01 in the moves" },
    { "1. e4 -- 2. Nf3 *\n",
      "Line 1: unexpected '--' where move 1... should be" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = chess_pgn_read (cases[i].pgn, -1, &error);

      g_test_message ("case %u: expecting \"%s\"", i, cases[i].message);
      g_assert_null (games);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: \"%s\" does not start with \"%s\"", i, error->message, cases[i].message);
    }
}

static void
test_nul_bytes (void)
{
  const char text[] = "[Event \"A\"]\n\n1. e4\0 e5 *\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read (text, sizeof text - 1, &error);

  g_assert_null (games);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_cmpstr (error->message, ==, "Line 3: NUL byte in the text; this is not a PGN file");
  g_clear_error (&error);

  /* With length -1 the text ends at the NUL. */
  games = chess_pgn_read (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 1);
}

/* Whatever comes in, a list of games or an error, and no crash. */
static void
test_robustness (void)
{
  g_autofree char *text = load_data ("lichess-king-move-castles.pgn", NULL);
  gsize len = strlen (text);
  g_autoptr(GString) deep = g_string_new ("1. e4 ");
  g_autoptr(GRand) rand = g_rand_new_with_seed (960);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;

  /* Every prefix, in a buffer without a terminating NUL. */
  for (gsize cut = 0; cut <= len; cut++)
    {
      char *prefix = g_memdup2 (text, MAX (cut, 1));
      GPtrArray *some = chess_pgn_read (prefix, cut, &error);

      g_assert_true ((some != NULL) != (error != NULL));
      g_clear_error (&error);
      g_clear_pointer (&some, g_ptr_array_unref);
      g_free (prefix);
    }

  /* Variations nest as deep as real files do, and no deeper: the tree is
   * written recursively. Deeper nesting is refused on its line, before
   * any stack runs out. */
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "(1. d4 ");
  games = chess_pgn_read (deep->str, -1, &error);
  g_assert_null (games);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_cmpstr (error->message, ==, "Line 1: variations nested more than 256 deep");
  g_clear_error (&error);
  g_string_truncate (deep, strlen ("1. e4 ") + 256 * strlen ("(1. d4 "));
  g_assert_true (g_str_has_prefix (deep->str, "1. e4 (1. d4"));
  games = chess_pgn_read (deep->str, -1, &error);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_cmpstr (error->message, ==, "Line 1: unterminated variation: this '(' is never closed");
  g_clear_error (&error);
  for (guint i = 0; i < 256; i++)
    g_string_append (deep, ")");
  g_string_append (deep, " e5 *");
  games = chess_pgn_read (deep->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 2);
  {
    g_autofree char *written = chess_pgn_write (game_at (games, 0));
    g_autoptr(GPtrArray) again = chess_pgn_read (written, -1, &error);

    g_assert_no_error (error);
    /* Every level repeats 1. d4 as an alternative to itself: one node. */
    g_assert_cmpuint (chess_game_get_n_nodes (game_at (games, 0)), ==, 3);
    g_assert_cmpuint (chess_game_get_n_nodes (game_at (again, 0)), ==, 3);
  }
  g_clear_pointer (&games, g_ptr_array_unref);

  /* Random bytes, and the file with random bytes changed. */
  for (guint round = 0; round < 2000; round++)
    {
      g_autofree char *noise = g_strdup (text);
      guint n = g_rand_int_range (rand, 1, 8);

      for (guint k = 0; k < n; k++)
        noise[g_rand_int_range (rand, 0, len)] = (char) g_rand_int_range (rand, 1, 256);
      if (round % 4 == 0)
        for (gsize k = 0; k < 200 && k < len; k++)
          noise[k] = (char) g_rand_int_range (rand, 1, 256);

      games = chess_pgn_read (noise, -1, &error);
      g_assert_true ((games != NULL) != (error != NULL));
      if (error != NULL)
        g_assert_true (g_str_has_prefix (error->message, "Line "));
      g_clear_error (&error);
      g_clear_pointer (&games, g_ptr_array_unref);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pgn/read/lichess-518", test_lichess_518);
  g_test_add_func ("/pgn/read/king-move-castles", test_king_move_castles);
  g_test_add_func ("/pgn/read/three-games", test_three_games);
  g_test_add_func ("/pgn/read/chess960x3-crossing", test_chess960x3_crossing);
  g_test_add_func ("/pgn/read/variant-aliases", test_variant_aliases);
  g_test_add_func ("/pgn/read/movetext-syntax", test_movetext_syntax);
  g_test_add_func ("/pgn/read/file-quirks", test_file_quirks);
  g_test_add_func ("/pgn/read/errors", test_errors);
  g_test_add_func ("/pgn/read/nul-bytes", test_nul_bytes);
  g_test_add_func ("/pgn/read/robustness", test_robustness);
  g_test_add_func ("/pgn/write/export-format", test_write_export_format);
  g_test_add_func ("/pgn/write/tags", test_write_tags);
  g_test_add_func ("/pgn/write/variants", test_write_variants);
  g_test_add_func ("/pgn/round-trip", test_round_trip);

  return g_test_run ();
}
