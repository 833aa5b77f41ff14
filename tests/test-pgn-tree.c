/* test-pgn-tree.c: PGN read and written back as the same tree —
 * variations, comments, NAGs and tags as lichess, PyChess, Scid and
 * Cute Chess write them (tests/data/pgn/tree/README.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-pgn.h"
#include "chess-pgn-scanner.h"
#include "test-pgn-util.h"

static void
assert_same_node (const ChessGameNode *a,
                  const ChessGameNode *b)
{
  const guint8 *nags_a, *nags_b;
  guint n_a, n_b;

  g_assert_cmpstr (chess_game_node_get_san (a), ==, chess_game_node_get_san (b));
  g_assert_cmpstr (chess_game_node_get_comment (a), ==, chess_game_node_get_comment (b));
  g_assert_cmpstr (chess_game_node_get_comment_before (a), ==, chess_game_node_get_comment_before (b));
  nags_a = chess_game_node_get_nags (a, &n_a);
  nags_b = chess_game_node_get_nags (b, &n_b);
  g_assert_cmpmem (nags_a, n_a, nags_b, n_b);
  g_assert_true (chess_position_equal (chess_game_node_get_position (a), chess_game_node_get_position (b)));
  g_assert_cmpuint (chess_game_node_get_n_children (a), ==, chess_game_node_get_n_children (b));
  for (guint i = 0; i < chess_game_node_get_n_children (a); i++)
    assert_same_node (chess_game_node_get_child (a, i), chess_game_node_get_child (b, i));
}

static void
assert_same_game (ChessGame *a,
                  ChessGame *b)
{
  const char * const *names = chess_game_get_tag_names (a);

  g_assert_cmpint (chess_game_get_variant (a), ==, chess_game_get_variant (b));
  g_assert_cmpint (chess_game_get_result (a), ==, chess_game_get_result (b));
  g_assert_cmpuint (chess_game_get_n_nodes (a), ==, chess_game_get_n_nodes (b));
  assert_same_node (chess_game_get_root (a), chess_game_get_root (b));
  /* Result, Variant, SetUp and FEN are written from the game (its result,
   * variant and start position, compared above): "Fischerandom" comes
   * back as "Chess960". */
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_strv_contains ((const char * const[]) { "Result", "Variant", "SetUp", "FEN", NULL }, names[i]))
      g_assert_cmpstr (chess_game_get_tag (b, names[i]), ==, chess_game_get_tag (a, names[i]));
}

typedef struct {
  const char *file;
  guint       n_games;
  guint       n_nodes;      /* of the first game, variations included */
  guint       n_moves;      /* of its main line */
  guint       n_commented;  /* its nodes with a comment after the move */
  guint       n_nags;       /* its NAGs */
  guint       max_depth;    /* of its variations */
} CorpusCase;

static const CorpusCase corpus[] = {
  { "tree/lichess-study.pgn", 1, 10, 5, 3, 4, 1 },
  { "lichess-analysis-annotated.pgn", 1, 63, 55, 55, 3, 1 },
  { "tree/pychess-fischerandom.pgn", 2, 20, 14, 6, 4, 1 },
  { "tree/scid-annotated.pgn", 1, 26, 16, 4, 6, 3 },
  { "tree/cutechess-fischerandom.pgn", 1, 14, 14, 14, 0, 0 },
};

typedef struct {
  guint n_nodes, n_commented, n_nags, max_depth;
} Census;

static void
count (const ChessGameNode *node,
       guint                depth,
       Census              *census)
{
  guint n_nags = 0;

  if (chess_game_node_get_parent (node) != NULL)
    census->n_nodes++;
  if (chess_game_node_get_parent (node) != NULL && chess_game_node_get_comment (node) != NULL)
    census->n_commented++;
  chess_game_node_get_nags (node, &n_nags);
  census->n_nags += n_nags;
  census->max_depth = MAX (census->max_depth, depth);
  for (guint i = 0; i < chess_game_node_get_n_children (node); i++)
    count (chess_game_node_get_child (node, i), depth + (i > 0), census);
}

/* Each file: what its tree holds, then written and read back, the same
 * tree; written again, the same text. */
static void
test_corpus_round_trip (gconstpointer data)
{
  const CorpusCase *c = data;
  g_autofree char *text = load_data (c->file, NULL);
  g_autoptr(GPtrArray) games = read_ok (text, c->n_games);
  Census census = { 0 };

  count (chess_game_get_root (game_at (games, 0)), 0, &census);
  g_assert_cmpuint (census.n_nodes, ==, c->n_nodes);
  g_assert_cmpuint (chess_game_get_n_nodes (game_at (games, 0)), ==, c->n_nodes);
  g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, c->n_moves);
  g_assert_cmpuint (census.n_commented, ==, c->n_commented);
  g_assert_cmpuint (census.n_nags, ==, c->n_nags);
  g_assert_cmpuint (census.max_depth, ==, c->max_depth);

  for (guint i = 0; i < games->len; i++)
    {
      ChessGame *game = game_at (games, i);
      g_autofree char *written = chess_pgn_write (game);
      g_autoptr(GPtrArray) again = read_ok (written, 1);
      g_autofree char *written_again = chess_pgn_write (game_at (again, 0));

      g_test_message ("%s, game %u:\n%s", c->file, i + 1, written);
      assert_same_game (game, game_at (again, 0));
      g_assert_cmpstr (written_again, ==, written);
    }
}

/* What each format carries reaches the tree as it was written. */
static void
test_corpus_details (void)
{
  g_autofree char *scid_text = load_data ("tree/scid-annotated.pgn", NULL);
  g_autofree char *lichess_text = load_data ("tree/lichess-study.pgn", NULL);
  g_autofree char *pychess_text = load_data ("tree/pychess-fischerandom.pgn", NULL);
  g_autoptr(GPtrArray) scid = read_ok (scid_text, 1);
  g_autoptr(GPtrArray) lichess = read_ok (lichess_text, 1);
  g_autoptr(GPtrArray) pychess = read_ok (pychess_text, 2);
  ChessGame *game = game_at (scid, 0);
  ChessGameNode *root = chess_game_get_root (game);
  ChessGameNode *nf6, *a6, *bxc6, *nxe5;
  gint64 msec = 0;

  g_assert_cmpstr (chess_game_node_get_comment (root), ==,
                   "Annotated in Scid vs. PC. The Berlin, in its quietest form.");
  /* 3... Nf6 $5 {The Berlin.} ({Also possible:} 3... a6 4. Ba4 (4. Bxc6 …)) */
  nf6 = chess_game_get_node_at (game, 6);
  g_assert_cmpstr (chess_game_node_get_san (nf6), ==, "Nf6");
  g_assert_true (chess_game_node_has_nag (nf6, 5));
  g_assert_cmpstr (chess_game_node_get_comment (nf6), ==, "The Berlin.");
  g_assert_cmpuint (chess_game_node_get_n_children (chess_game_node_get_parent (nf6)), ==, 3);
  a6 = chess_game_node_get_child (chess_game_node_get_parent (nf6), 1);
  g_assert_cmpstr (chess_game_node_get_san (a6), ==, "a6");
  g_assert_cmpstr (chess_game_node_get_comment_before (a6), ==, "Also possible:");
  bxc6 = chess_game_node_get_child (a6, 1);
  g_assert_cmpstr (chess_game_node_get_san (bxc6), ==, "Bxc6");
  nxe5 = chess_game_node_get_child (chess_game_node_get_next (bxc6), 1);
  g_assert_cmpstr (chess_game_node_get_san (nxe5), ==, "Nxe5");
  g_assert_true (chess_game_node_has_nag (nxe5, 6));
  g_assert_true (chess_game_node_has_nag (chess_game_node_get_next (nxe5), 1));
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_node_at (game, 9)), ==,
                   "[%csl Gd4,Re5][%cal Gd4e5]");
  g_assert_true (chess_game_node_has_nag (chess_game_get_current_node (game), 14));
  g_assert_cmpstr (chess_game_get_tag (game, "EventDate"), ==, "2025.01.18");

  /* lichess: suffixes are NAGs, commands stay verbatim in the comment. */
  game = game_at (lichess, 0);
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 3), 5));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 4), 6));
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_node_at (game, 1)), ==, "[%eval 0.3] [%cal Gh1g3]");
  g_assert_cmpstr (chess_game_get_tag (game, "ChapterMode"), ==, "analysis");

  /* PyChess: the clock of each move. */
  game = game_at (pychess, 0);
  g_assert_true (chess_game_node_get_clock (chess_game_get_node_at (game, 3), &msec));
  g_assert_cmpint (msec, ==, 305000);
  g_assert_false (chess_game_node_get_clock (chess_game_get_node_at (game, 5), &msec));
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteClock"), ==, "0:03:12.405");
}

/* Saved unedited and with a move added: read back, the same tree (plus
 * the move). */
static void
test_move_added (void)
{
  g_autofree char *text = load_data ("tree/scid-annotated.pgn", NULL);
  g_autoptr(GPtrArray) games = read_ok (text, 1);
  ChessGame *game = game_at (games, 0);
  g_autofree char *text_plus = NULL;
  g_autoptr(GPtrArray) plus = NULL;
  ChessGameNode *end = chess_game_get_main_line_end (game);
  g_autoptr(ChessMove) move = chess_position_parse_san (chess_game_node_get_position (end), "Nc3", NULL);
  ChessGameNode *added;

  chess_game_set_result (game, CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE);
  g_assert_true (chess_game_play (game, move, NULL));
  added = chess_game_get_current_node (game);
  chess_game_set_comment (game, added, "{braces} inside");
  text_plus = chess_pgn_write (game);
  plus = read_ok (text_plus, 1);
  assert_same_game (game, game_at (plus, 0));
  g_assert_cmpuint (chess_game_get_n_nodes (game_at (plus, 0)), ==, 27);
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_main_line_end (game_at (plus, 0))), ==,
                   "{braces} inside");
}

/* The file describes the main line: its result is the main line's end's,
 * not that of where the game stands after Undo or in a promoted
 * variation. */
static void
test_main_line_result (void)
{
  g_autoptr(GPtrArray) games = read_ok ("1. f3 e5 2. g4 Qh4# 0-1\n", 1);
  ChessGame *game = game_at (games, 0);
  ChessGameNode *root = chess_game_get_root (game);
  g_autoptr(ChessMove) move = chess_position_parse_san (chess_game_node_get_position (root), "e4", NULL);
  g_autofree char *undone = NULL;
  g_autofree char *promoted = NULL;
  ChessGameNode *e4;

  /* Undo: the main line still ends in mate. */
  g_assert_true (chess_game_undo (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_NONE);
  undone = chess_pgn_write (game);
  g_assert_nonnull (strstr (undone, "[Result \"0-1\"]"));
  g_assert_true (g_str_has_suffix (undone, "Qh4# 0-1\n"));

  /* The game mated in a variation: the main line has no result. */
  g_assert_true (chess_game_redo (game));
  e4 = chess_game_add_move (game, root, move, NULL);
  chess_game_promote_variation (game, e4, TRUE);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  promoted = chess_pgn_write (game);
  g_assert_nonnull (strstr (promoted, "[Result \"*\"]"));
  g_assert_true (g_str_has_suffix (promoted, "Qh4#) *\n"));
}

/* Errors in variations name their line, like those of the main line. */
static void
test_variation_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "1. e4 e5\n(1... Nf6 2. Nf3\n(2. Ke3) 2... Nc6) *", "Line 3: 2. Ke3 is not legal in this position" },
    { "1. e4 (1. d4 d5\n2. d5) *", "Line 2: 2. d5 is not legal in this position" },
    { "1. e4 e5 (\n1... e6 2. d4\n(2. Nf3 Nc6 (2... Nf7)))", "Line 3: 2... Nf7 is not legal in this position" },
    { "( 1. e4 ) *", "Line 1: a variation must follow the move it replaces" },
    { "1. e4 (( 1. d4 )) *", "Line 1: a variation must follow the move it replaces" },
    { "1. e4 (1. d4\n\n[Event \"next\"]\n*", "Line 1: unterminated variation: this '(' is never closed" },
    /* A pawn move without a file letter is never a capture. */
    { "1. e4 d5 2. d5 *", "Line 1: 2. d5 is not legal in this position" },
    { "1. e4 a6 2. e5 f5 3. f6 *", "Line 1: 3. f6 is not legal in this position" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = chess_pgn_read (cases[i].text, -1, &error);

      g_assert_null (games);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_reading_forms (void)
{
  g_autoptr(GPtrArray) games = NULL;
  ChessGame *game;
  ChessGameNode *e4;

  /* FICS's name for Chess960. */
  games = read_ok ("[Variant \"wild/fr\"]\n[FEN \"nbqrbkrn/pppppppp/8/8/8/8/PPPPPPPP/NBQRBKRN w KQkq - 0 1\"]\n\n1. e4 *", 1);
  g_assert_cmpint (chess_game_get_variant (game_at (games, 0)), ==, CHESS_VARIANT_CHESS960);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* ; comments, symbols for NAGs, several comments in a row, $0. */
  games = read_ok ("1. e4 ; a rest-of-line comment\n+- {one} {two} $0 e5 = 2. Nf3 +/= *", 1);
  game = game_at (games, 0);
  e4 = chess_game_get_node_at (game, 1);
  g_assert_cmpstr (chess_game_node_get_comment (e4), ==, "a rest-of-line comment one two");
  g_assert_true (chess_game_node_has_nag (e4, 18));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 2), 10));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (game, 3), 14));
  g_clear_pointer (&games, g_ptr_array_unref);

  /* A comment before the tags opens the game after it; a file of
   * comments only has no game. */
  games = read_ok ("{from the club archive}\n[Event \"x\"]\n\n1. e4 *", 1);
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_root (game_at (games, 0))), ==, "from the club archive");
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_ok ("{nothing} ; here\n", 0);
}

/* Writing: variations in parentheses right after their move, NAGs as
 * $n, a move number again after a comment or a variation. A variation
 * of a variation's first move is one more alternative to the same move:
 * it is written as a sibling. */
static void
test_write_layout (void)
{
  g_autoptr(GPtrArray) games = read_ok ("{Start} 1. e4! {Best} (1. d4 $5 (1. c4) 1... d5) 1... e5 2. Nf3 *", 1);
  g_autofree char *pgn = chess_pgn_write (game_at (games, 0));
  const char *movetext = strstr (pgn, "\n\n");

  g_assert_nonnull (movetext);
  g_assert_cmpstr (movetext + 2, ==, "{Start} 1. e4 $1 {Best} (1. d4 $5 d5) (1. c4) 1... e5 2. Nf3 *\n");
}

/* The scanner cuts a stream into games: their bytes, offsets, first
 * lines and tags, across its chunks, whatever the line ends; comments
 * and tag values with brackets do not cut a game. A game runs from its
 * first tag (or the comment before it) to its result; the comment after
 * the last game is no game. */
static void
test_scanner (void)
{
  static const char *const game =
    "[Event \"Round [%u]\"]\r\n[Site \"a \\\"quoted\\\" ] site\"]\r\n\r\n"
    "{before} 1. e4 {a comment over\r\n[%%clk 0:01:00] two lines} e5\r\n"
    "; [Event \"not a tag\"]\r\n%% [Event \"an escape\"]\r\n2. Nf3 *\r\n\r\n";
  g_autoptr(GString) text = g_string_new ("{A file's first comment}\n");
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(ChessPgnScanner) scanner = NULL;
  g_autoptr(GError) error = NULL;
  ChessPgnScannedGame scanned;
  guint n = 0, line = 1;
  gsize offset = 0;

  /* Over 256 KiB: games straddle the scanner's chunks. */
  while (text->len < 600 * 1024)
    g_string_append_printf (text, game, n++);
  g_string_append (text, "\n{nothing after the last game}\n\n");
  stream = g_memory_input_stream_new_from_data (g_memdup2 (text->str, text->len), text->len, g_free);
  scanner = chess_pgn_scanner_new (stream);

  for (guint i = 0; chess_pgn_scanner_next (scanner, &scanned, NULL, &error); i++)
    {
      g_autofree char *round = g_strdup_printf ("Round [%u]", i);
      g_autofree char *head = g_strdup_printf ("[Event \"Round [%u]\"]", i);
      g_autoptr(GPtrArray) games = NULL;

      g_assert_cmpuint (scanned.offset, >=, offset);
      for (; offset < (gsize) scanned.offset; offset++)
        line += text->str[offset] == '\n';
      g_assert_cmpuint (scanned.line, ==, line);
      g_assert_true (scanned.text == text->str + offset || memcmp (scanned.text, text->str + offset, scanned.length) == 0);
      /* The file's first comment is the first game's, as chess_pgn_read () has it. */
      if (i == 0)
        g_assert_cmpmem (scanned.text, scanned.length, text->str, scanned.length);
      else
        g_assert_cmpmem (scanned.text, strlen (head), head, strlen (head));
      g_assert_cmpint (scanned.text[scanned.length - 1], ==, '*');
      g_assert_cmpstr (chess_pgn_scanner_get_tag (scanner, "Event"), ==, round);
      g_assert_cmpstr (chess_pgn_scanner_get_tag (scanner, "Site"), ==, "a \"quoted\" ] site");
      g_assert_null (chess_pgn_scanner_get_tag (scanner, "White"));
      games = chess_pgn_read_from_line (scanned.text, scanned.length, scanned.line, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (games->len, ==, 1);
      g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, 3);
      n--;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 0);
}

/* Games without tags, one after another, are one game each, cut at their
 * results, as chess_pgn_read () reads them. */
static void
test_scanner_tagless (void)
{
  static const char text[] = "1. e4 e5 1-0\n1. d4 {a comment} d5 0-1\n\n{between} 1. c4 1/2-1/2\n";
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, sizeof text - 1, NULL);
  g_autoptr(ChessPgnScanner) scanner = chess_pgn_scanner_new (stream);
  g_autoptr(GPtrArray) whole = chess_pgn_read (text, -1, NULL);
  g_autoptr(GError) error = NULL;
  static const guint lines[] = { 1, 2, 4 };
  ChessPgnScannedGame scanned;
  guint n = 0;

  g_assert_nonnull (whole);
  g_assert_cmpuint (whole->len, ==, 3);
  while (chess_pgn_scanner_next (scanner, &scanned, NULL, &error))
    {
      g_autoptr(GPtrArray) games = chess_pgn_read_from_line (scanned.text, scanned.length, scanned.line, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (n, <, 3);
      g_assert_cmpuint (scanned.line, ==, lines[n]);
      g_assert_cmpuint (games->len, ==, 1);
      g_assert_cmpuint (chess_game_get_n_moves (game_at (games, 0)), ==, chess_game_get_n_moves (game_at (whole, n)));
      g_assert_cmpint (chess_game_get_result (game_at (games, 0)), ==, chess_game_get_result (game_at (whole, n)));
      n++;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);
}

/* Errors name the file's lines when the text starts further down. */
static void
test_read_from_line (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read_from_line ("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *", -1, 1000, &error);

  g_assert_null (games);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_cmpstr (error->message, ==, "Line 1003: 2. Ke3 is not legal in this position");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (corpus); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn-tree/round-trip/%s", corpus[i].file);

      g_test_add_data_func (path, &corpus[i], test_corpus_round_trip);
    }
  g_test_add_func ("/pgn-tree/corpus-details", test_corpus_details);
  g_test_add_func ("/pgn-tree/move-added", test_move_added);
  g_test_add_func ("/pgn-tree/variation-errors", test_variation_errors);
  g_test_add_func ("/pgn-tree/main-line-result", test_main_line_result);
  g_test_add_func ("/pgn-tree/reading-forms", test_reading_forms);
  g_test_add_func ("/pgn-tree/write-layout", test_write_layout);
  g_test_add_func ("/pgn-tree/scanner", test_scanner);
  g_test_add_func ("/pgn-tree/scanner-tagless", test_scanner_tagless);
  g_test_add_func ("/pgn-tree/read-from-line", test_read_from_line);

  return g_test_run ();
}
