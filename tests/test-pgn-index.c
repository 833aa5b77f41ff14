/* test-pgn-index.c: ChessPgnIndex finds each game and its tags without
 * reading moves, whatever comments and strings hold, fed whole or byte
 * by byte, and agrees with chess_pgn_read () on every file in
 * tests/data/pgn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-pgn-index"

#include <string.h>
#if defined(__SANITIZE_ADDRESS__)
/* AddressSanitizer's runtime has it; GCC installs no header that says so. */
size_t __sanitizer_get_current_allocated_bytes (void);
#define HEAP_COUNTED_BY "AddressSanitizer"
#elif defined(__GLIBC__)
#include <malloc.h>
#define HEAP_COUNTED_BY "glibc"
#endif

#include "chess-pgn.h"
#include "chess-pgn-index.h"
#include "chess-pgn-index-private.h"

/* Three games: brackets, braces, semicolons and results where they do
 * not count (a comment, a ; comment, a % line, a tag string), a game
 * without tags, and an escaped quote. */
static const char tricky[] =
  "\xEF\xBB\xBF"
  "% exported by a test\n"
  "[Event \"Club \\\"Open\\\" [A]\"]\n"
  "[White \"Smith & Jones\"]\n"
  "[Black \"{not a comment}\"]\n"
  "[Result \"1-0\"]\n"
  "[Annotator \"Ignored\"]\n"
  "\n"
  "1. e4 {[Event \"No\"] 0-1 } e5 ; [Event \"No\"] 1-0 {\n"
  "2. Nf3 (2. f4 exf4 *) Nc6 1-0\n"
  "\n"
  "1. d4 d5 1/2-1/2\n"
  "[Event \"Third\"]\n"
  "[Date \"2026.11.??\"]\n"
  "\n"
  "1. c4 *\n";

static void
assert_tricky (ChessPgnIndex *index)
{
  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 3);

  g_assert_cmpuint (chess_pgn_index_get_line (index, 0), ==, 2);
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 0, "Event"), ==, "Club \"Open\" [A]");
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 0, "White"), ==, "Smith & Jones");
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 0, "Black"), ==, "{not a comment}");
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 0, "Result"), ==, "1-0");
  g_assert_null (chess_pgn_index_get_tag (index, 0, "Annotator"));
  g_assert_null (chess_pgn_index_get_tag (index, 0, "Date"));

  /* Without tags: from its first move to its result. */
  g_assert_cmpuint (chess_pgn_index_get_line (index, 1), ==, 11);
  g_assert_null (chess_pgn_index_get_tag (index, 1, "Event"));
  g_assert_cmpuint (chess_pgn_index_get_length (index, 1), ==, strlen ("1. d4 d5 1/2-1/2"));

  g_assert_cmpuint (chess_pgn_index_get_line (index, 2), ==, 12);
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 2, "Event"), ==, "Third");
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 2, "Date"), ==, "2026.11.??");
}

static void
test_tricky (void)
{
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (tricky, -1);
  g_autoptr(ChessPgnIndex) bytewise = chess_pgn_index_new ();
  gsize length = strlen (tricky);

  assert_tricky (index);
  g_assert_cmpuint (chess_pgn_index_get_n_bytes (index), ==, length);

  /* Fed byte by byte: what a piece ends inside carries over. */
  for (gsize i = 0; i < length; i++)
    chess_pgn_index_feed (bytewise, tricky + i, 1);
  /* The last game is not over until the text is. */
  g_assert_cmpuint (chess_pgn_index_get_n_games (bytewise), ==, 3);
  chess_pgn_index_finish (bytewise);
  assert_tricky (bytewise);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (chess_pgn_index_get_offset (bytewise, i), ==, chess_pgn_index_get_offset (index, i));
      g_assert_cmpuint (chess_pgn_index_get_length (bytewise, i), ==, chess_pgn_index_get_length (index, i));
    }
}

/* A game without a result ends where the next one's tags start, and the
 * last one at the end of the text. */
static void
test_without_results (void)
{
  static const char text[] = "[Event \"A\"]\n\n1. e4 e5\n\n[Event \"B\"]\n\n1. d4";
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new ();

  chess_pgn_index_feed (index, text, strlen (text));
  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 1);
  chess_pgn_index_finish (index);
  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 2);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 0), ==, 0);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 1), ==, strstr (text, "[Event \"B\"]") - text);
  g_assert_cmpuint (chess_pgn_index_get_length (index, 0), ==, strstr (text, "[Event \"B\"]") - text);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 1) + chess_pgn_index_get_length (index, 1), ==, strlen (text));
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 1, "Event"), ==, "B");

  /* Nothing but comments and spaces: no game. */
  {
    g_autoptr(ChessPgnIndex) empty = chess_pgn_index_new_for_text ("  {a comment}\n; another\n", -1);

    g_assert_cmpuint (chess_pgn_index_get_n_games (empty), ==, 0);
  }
}

static char *
read_data (const char *name,
           gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

/* Every file the tests read: as many games as the parser finds, and each
 * game's bytes, read alone, the same game with the same tags. */
static void
test_agrees_with_parser (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "pgn", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *text = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(ChessPgnIndex) index = NULL;
      g_autoptr(ChessPgnIndex) pieces = chess_pgn_index_new ();
      gsize length;

      if (!g_str_has_suffix (name, ".pgn"))
        continue;
      text = read_data (name, &length);
      games = chess_pgn_read (text, length, NULL);
      g_assert_nonnull (games);
      index = chess_pgn_index_new_for_text (text, length);
      g_test_message ("%s: %u games", name, games->len);
      g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, games->len);
      /* In pieces of 7 bytes: comments (skipped at once, their lines
       * counted) end in other pieces than they start. */
      for (gsize done = 0; done < length; done += 7)
        chess_pgn_index_feed (pieces, text + done, MIN (7, length - done));
      chess_pgn_index_finish (pieces);
      g_assert_cmpuint (chess_pgn_index_get_n_games (pieces), ==, games->len);
      for (guint i = 0; i < games->len; i++)
        {
          ChessGame *game = g_ptr_array_index (games, i);
          g_autoptr(GPtrArray) alone = chess_pgn_read (text + chess_pgn_index_get_offset (index, i),
                                                       chess_pgn_index_get_length (index, i), NULL);
          static const char *tags[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

          g_assert_nonnull (alone);
          g_assert_cmpuint (alone->len, ==, 1);
          g_assert_cmpuint (chess_pgn_index_get_offset (pieces, i), ==, chess_pgn_index_get_offset (index, i));
          g_assert_cmpuint (chess_pgn_index_get_length (pieces, i), ==, chess_pgn_index_get_length (index, i));
          g_assert_cmpuint (chess_pgn_index_get_line (pieces, i), ==, chess_pgn_index_get_line (index, i));
          g_assert_cmpuint (chess_game_get_n_moves (g_ptr_array_index (alone, 0)), ==, chess_game_get_n_moves (game));
          g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_root (g_ptr_array_index (alone, 0))), ==,
                           chess_game_node_get_comment (chess_game_get_root (game)));
          for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
            g_assert_cmpstr (chess_pgn_index_get_tag (index, i, tags[t]), ==, chess_game_get_tag (game, tags[t]));
        }
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 5);
}

/* A comment between two games is the next one's, in the index as in
 * chess_pgn_read (); one after the last game is no game. */
static void
test_comment_between_games (void)
{
  static const char text[] =
    "{The file's first}\n[Event \"A\"]\n\n1. e4 *\n{after A} ; and more\n\n[Event \"B\"]\n\n1. d4 *\n{the end}\n";
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (text, -1);
  g_autoptr(GPtrArray) whole = chess_pgn_read (text, -1, NULL);

  g_assert_nonnull (whole);
  g_assert_cmpuint (whole->len, ==, 2);
  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 2);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 0), ==, 0);
  g_assert_cmpuint (chess_pgn_index_get_line (index, 0), ==, 1);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 1), ==, strstr (text, "{after A}") - text);
  g_assert_cmpuint (chess_pgn_index_get_line (index, 1), ==, 5);
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 1) + chess_pgn_index_get_length (index, 1), ==,
                    strstr (text, "{the end}") - text - 1);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(ChessGame) alone = chess_pgn_index_read_game (index, text, i, NULL);
      ChessGame *game = g_ptr_array_index (whole, i);

      g_assert_nonnull (alone);
      g_assert_nonnull (chess_game_node_get_comment (chess_game_get_root (game)));
      g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_root (alone)), ==,
                       chess_game_node_get_comment (chess_game_get_root (game)));
    }
}

/* A game read alone says the line of the whole text where it is wrong. */
static void
test_read_game_error_line (void)
{
  static const char text[] = "[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. e4 e5\n2. Ke3 *\n";
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (text, -1);
  g_autoptr(ChessGame) first = NULL;
  g_autoptr(ChessGame) second = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 2);
  first = chess_pgn_index_read_game (index, text, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_moves (first), ==, 2);
  second = chess_pgn_index_read_game (index, text, 1, &error);
  g_assert_null (second);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_true (g_str_has_prefix (error->message, "Line 8: "));
}

/* From a stream, only the game's bytes are read: the same game, the same
 * line in an error; a stream shorter than the text indexed is an error,
 * not half a game. */
static void
test_read_game_from_stream (void)
{
  static const char text[] = "[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. e4 e5\n2. Ke3 *\n\n"
                             "[Event \"C\"]\n\n1. d4 d5 2. c4 *\n";
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (text, -1);
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, strlen (text), NULL);
  g_autoptr(GInputStream) cut = g_memory_input_stream_new_from_data (text, strlen (text) - 10, NULL);
  g_autoptr(ChessGame) first = NULL;
  g_autoptr(ChessGame) second = NULL;
  g_autoptr(ChessGame) third = NULL;
  g_autoptr(ChessGame) again = NULL;
  g_autoptr(ChessGame) none = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, 3);
  /* Out of order, as a user picks. */
  third = chess_pgn_index_read_game_from_stream (index, stream, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_game_get_tag (third, "Event"), ==, "C");
  g_assert_cmpuint (chess_game_get_n_moves (third), ==, 3);
  first = chess_pgn_index_read_game_from_stream (index, stream, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_game_get_tag (first, "Event"), ==, "A");
  g_assert_cmpuint (chess_game_get_n_moves (first), ==, 2);
  second = chess_pgn_index_read_game_from_stream (index, stream, 1, NULL, &error);
  g_assert_null (second);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN);
  g_assert_true (g_str_has_prefix (error->message, "Line 8: "));
  g_clear_error (&error);

  again = chess_pgn_index_read_game_from_stream (index, cut, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_game_get_tag (again, "Event"), ==, "A");
  none = chess_pgn_index_read_game_from_stream (index, cut, 2, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  g_assert_true (g_str_has_prefix (error->message, "Line 10: "));
}

/* Past the blocks entries are kept in (4,096 a block), fed in pieces
 * that end anywhere: each game where it is with its own tags, shared
 * values stored once; games forgotten from the front, block by block, as
 * the scanner does, leave the later ones as they were. */
static void
test_many_games (void)
{
  enum { N = 9000 };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new ();
  guint64 offsets[N];

  for (guint i = 0; i < N; i++)
    {
      offsets[i] = text->len;
      g_string_append_printf (text, "[Event \"Open %u\"]\n[Round \"%u\"]\n[White \"Player %u\"]\n\n1. e4 e5 %s\n\n",
                              i % 3, i + 1, i % 100, i % 2 == 0 ? "1-0" : "*");
    }
  for (gsize done = 0; done < text->len; done += 997)
    chess_pgn_index_feed (index, text->str + done, MIN (997, text->len - done));
  chess_pgn_index_finish (index);

  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, N);
  for (guint i = 0; i < N; i++)
    {
      g_autofree char *round = g_strdup_printf ("%u", i + 1);
      g_autofree char *event = g_strdup_printf ("Open %u", i % 3);

      g_assert_cmpuint (chess_pgn_index_get_offset (index, i), ==, offsets[i]);
      g_assert_cmpuint (chess_pgn_index_get_line (index, i), ==, 1 + 6 * i);
      g_assert_cmpstr (chess_pgn_index_get_tag (index, i, "Round"), ==, round);
      g_assert_cmpstr (chess_pgn_index_get_tag (index, i, "Event"), ==, event);
      g_assert_null (chess_pgn_index_get_tag (index, i, "Black"));
    }
  /* One event's name is one string, whatever its number of games. */
  g_assert_true (chess_pgn_index_get_tag (index, 0, "Event") == chess_pgn_index_get_tag (index, 8997, "Event"));

  _chess_pgn_index_forget_before (index, 4095);
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 4095, "Round"), ==, "4096");
  _chess_pgn_index_forget_before (index, 4097);
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 4097, "Round"), ==, "4098");
  g_assert_cmpuint (chess_pgn_index_get_offset (index, 8999), ==, offsets[8999]);
  _chess_pgn_index_forget_before (index, 8999);
  g_assert_cmpstr (chess_pgn_index_get_tag (index, 8999, "White"), ==, "Player 99");
  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, N);
}

#ifdef HEAP_COUNTED_BY
/* The heap's bytes in use, as its allocator counts them. */
static gsize
heap_in_use (void)
{
#if defined(__SANITIZE_ADDRESS__)
  return __sanitizer_get_current_allocated_bytes ();
#else
  struct mallinfo2 info = mallinfo2 ();

  return info.uordblks + info.hblkhd;
#endif
}
#endif

/* What an index keeps of a big file: its entries and the distinct tag
 * values, a few dozen bytes a game, measured on the heap. A site's
 * export has a round of its own for every game, so every game brings a
 * value. The table that finds a value's number while reading is freed
 * when the index is finished: it is needed only to read. */
static void
test_memory (void)
{
#ifdef HEAP_COUNTED_BY
  enum { N = 50000 };
  /* 56 bytes of entry, about 16 for a round's own value, room for the
   * blocks' and chunks' slack. */
  const gsize max_bytes_a_game = 96;
  g_autoptr(GString) text = g_string_new (NULL);
  ChessPgnIndex *index;
  gsize before, fed, finished;

  for (guint i = 0; i < N; i++)
    g_string_append_printf (text,
                            "[Event \"Open %u\"]\n[Site \"Internet\"]\n[Date \"2026.11.%02u\"]\n[Round \"%u\"]\n"
                            "[White \"Player %u\"]\n[Black \"Player %u\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 {a comment} e5 (1... c5) 2. Nf3 1-0\n\n",
                            i / 1000, 1 + i % 28, i + 1, i % 5000, (i * 7) % 5000);

  before = heap_in_use ();
  index = chess_pgn_index_new ();
  for (gsize done = 0; done < text->len; done += 64 * 1024)
    chess_pgn_index_feed (index, text->str + done, MIN (64 * 1024, text->len - done));
  fed = heap_in_use ();
  chess_pgn_index_finish (index);
  finished = heap_in_use ();
  g_test_message ("%s: %" G_GSIZE_FORMAT " bytes a game while reading, %" G_GSIZE_FORMAT " kept", HEAP_COUNTED_BY,
                  (fed - before) / N, (finished - before) / N);

  g_assert_cmpuint (chess_pgn_index_get_n_games (index), ==, N);
  g_assert_cmpuint ((finished - before) / N, <=, max_bytes_a_game);
  /* Reading's table of values (one for each game's round) is gone. */
  g_assert_cmpuint (fed - finished, >=, N * sizeof (gpointer));
  chess_pgn_index_unref (index);
#else
  g_test_skip ("no way to count the heap's bytes with this C library");
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pgn-index/tricky", test_tricky);
  g_test_add_func ("/pgn-index/without-results", test_without_results);
  g_test_add_func ("/pgn-index/agrees-with-parser", test_agrees_with_parser);
  g_test_add_func ("/pgn-index/read-game-error-line", test_read_game_error_line);
  g_test_add_func ("/pgn-index/comment-between-games", test_comment_between_games);
  g_test_add_func ("/pgn-index/read-game-from-stream", test_read_game_from_stream);
  g_test_add_func ("/pgn-index/many-games", test_many_games);
  g_test_add_func ("/pgn-index/memory", test_memory);

  return g_test_run ();
}
