/* chess-pgn-write.c: a game's whole tree as PGN export format
 *
 * The export format of the PGN standard (section 8): the Seven Tag
 * Roster, then the other tags in their order; movetext wrapped at 79
 * columns with the main line, variations in parentheses at any depth,
 * comments in braces and NAGs as $n. What chess_pgn_read() reads back
 * from it is the same tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-game-private.h"
#include "chess-pgn.h"
#include "chess-pgn-lexer-private.h"
#include "chess-startpos.h"

#define PGN_LINE_WIDTH 79

typedef struct {
  GString *out;
  gsize    line_start;
  guint    n_open;      /* '(' to put before the next word */
} PgnWriter;

static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '\\' || *p == '"')
        g_string_append_c (out, '\\');
      /* A tag is one line: a line break in the value would cut it. */
      g_string_append_c (out, (guchar) *p < 0x20 ? ' ' : *p);
    }
  g_string_append (out, "\"]\n");
}

/* Appends WORD after a space, or on a new line when the line would
 * grow past PGN_LINE_WIDTH; opening parentheses go right before it. */
static void
append_word (PgnWriter  *writer,
             const char *word)
{
  GString *out = writer->out;
  gsize len = strlen (word) + writer->n_open;

  if (out->len > writer->line_start)
    {
      if (out->len - writer->line_start + 1 + len > PGN_LINE_WIDTH)
        {
          g_string_append_c (out, '\n');
          writer->line_start = out->len;
        }
      else
        g_string_append_c (out, ' ');
    }
  for (; writer->n_open > 0; writer->n_open--)
    g_string_append_c (out, '(');
  g_string_append (out, word);
}

static void
append_close (PgnWriter *writer)
{
  GString *out = writer->out;

  if (out->len > writer->line_start && out->len - writer->line_start + 1 > PGN_LINE_WIDTH)
    {
      g_string_append_c (out, '\n');
      writer->line_start = out->len;
    }
  g_string_append_c (out, ')');
}

/* Tags chess_pgn_write() writes itself, from the game's state. */
static gboolean
is_written_tag (const char *name)
{
  static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    if (g_str_equal (name, roster[i]))
      return TRUE;
  return g_ascii_strcasecmp (name, "Variant") == 0 ||
         g_ascii_strcasecmp (name, "SetUp") == 0 ||
         g_ascii_strcasecmp (name, "FEN") == 0;
}

/* A comment in braces, wrapped with the moves. A comment cannot hold
 * '}' in braces; one that does goes to the line's end after ';'
 * instead (comments keep no line breaks). */
static void
append_comment (PgnWriter  *writer,
                const char *comment)
{
  g_auto(GStrv) words = NULL;

  if (comment == NULL || *comment == '\0')
    return;
  if (strchr (comment, '}') != NULL)
    {
      g_autofree char *text = g_strconcat (";", comment, NULL);

      append_word (writer, text);
      g_string_append_c (writer->out, '\n');
      writer->line_start = writer->out->len;
      return;
    }
  words = g_strsplit (comment, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = g_strconcat (i == 0 ? "{" : "", words[i], words[i + 1] == NULL ? "}" : "", NULL);

      append_word (writer, word);
    }
}

/* The move with its number: always for White, and for Black at the
 * start of a line or after a comment or variation ("14... Nxe5"). */
static void
append_move (PgnWriter     *writer,
             ChessGameNode *node,
             gboolean       number)
{
  const ChessPosition *before = node->parent->position;
  const char *san = chess_game_node_get_san (node);
  g_autofree char *word = NULL;

  if (chess_position_get_side_to_move (before) == CHESS_COLOR_WHITE)
    word = g_strdup_printf ("%u. %s", chess_position_get_fullmove_number (before), san);
  else if (number)
    word = g_strdup_printf ("%u... %s", chess_position_get_fullmove_number (before), san);
  append_word (writer, word != NULL ? word : san);
  for (guint i = 0; i < node->n_nags; i++)
    {
      char nag[8];

      g_snprintf (nag, sizeof nag, "$%u", node->nags[i]);
      append_word (writer, nag);
    }
}

static void append_line (PgnWriter     *writer,
                         ChessGameNode *node,
                         gboolean       with_siblings);

/* NODE and the main continuation after it; each move's alternatives
 * (its parent's other children) go in parentheses after it, except for
 * a variation's own first move, whose siblings its caller writes. */
static void
append_line (PgnWriter     *writer,
             ChessGameNode *node,
             gboolean       with_siblings)
{
  gboolean number = TRUE;

  for (; node != NULL; node = chess_game_node_get_next (node), with_siblings = TRUE)
    {
      if (node->comment_before != NULL && g_ptr_array_index (node->parent->children, 0) != node)
        {
          append_comment (writer, node->comment_before);
          number = TRUE;
        }
      append_move (writer, node, number);
      number = FALSE;
      if (node->comment != NULL)
        {
          append_comment (writer, node->comment);
          number = TRUE;
        }
      if (with_siblings)
        for (guint i = 1; i < node->parent->children->len; i++)
          {
            writer->n_open++;
            append_line (writer, g_ptr_array_index (node->parent->children, i), FALSE);
            append_close (writer);
            number = TRUE;
          }
    }
}

char *
chess_pgn_write (ChessGame *game)
{
  static const struct { const char *name; const char *fallback; } roster[] = {
    { "Event", "?" }, { "Site", "?" }, { "Date", "????.??.??" }, { "Round", "?" },
    { "White", "?" }, { "Black", "?" },
  };
  ChessVariant variant;
  const ChessPosition *start;
  g_autoptr(ChessPosition) standard = NULL;
  const char * const *names;
  const char *result;
  ChessResult main_result;
  ChessResultReason main_reason;
  GString *out;
  PgnWriter writer = { 0 };
  ChessGameNode *root;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  variant = chess_game_get_variant (game);
  start = chess_game_get_start_position (game);
  standard = chess_position_new_start (variant, CHESS_STANDARD_POSITION, NULL);
  /* The file describes the main line, whose moves it writes as the
   * game's: its result is that of the main line's end, not of the
   * position the game stands at after Undo or in a promoted variation. */
  _chess_game_get_main_line_result (game, &main_result, &main_reason);
  result = chess_result_to_string (main_result);
  out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value = chess_game_get_tag (game, roster[i].name);

      append_tag (out, roster[i].name, value != NULL ? value : roster[i].fallback);
    }
  append_tag (out, "Result", result);

  /* The FEN goes with every Chess960 game, position 518 too, as lichess
   * writes it: readers that know the variant may not assume a start. */
  if (variant != CHESS_VARIANT_STANDARD)
    append_tag (out, "Variant", chess_variant_get_title (variant));
  if (variant != CHESS_VARIANT_STANDARD || standard == NULL || !chess_position_equal (start, standard))
    {
      g_autofree char *fen = chess_position_to_fen (start, CHESS_FEN_FLAGS_NONE);

      append_tag (out, "SetUp", "1");
      append_tag (out, "FEN", fen);
    }

  /* A name the reader would reject (set through the API) is left out
   * rather than making the whole file unreadable. */
  names = chess_game_get_tag_names (game);
  for (guint i = 0; names[i] != NULL; i++)
    if (!is_written_tag (names[i]) && chess_pgn_is_tag_name (names[i]))
      append_tag (out, names[i], chess_game_get_tag (game, names[i]));
  /* A lost flag is what the result token cannot say; lichess's tag for it
   * reads back as the same ending. */
  if (chess_game_get_tag (game, "Termination") == NULL &&
      (main_reason == CHESS_RESULT_REASON_TIMEOUT ||
       main_reason == CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL))
    append_tag (out, "Termination", "Time forfeit");
  g_string_append_c (out, '\n');

  writer.out = out;
  writer.line_start = out->len;
  root = chess_game_get_root (game);
  append_comment (&writer, root->comment);
  if (root->children != NULL)
    append_line (&writer, g_ptr_array_index (root->children, 0), TRUE);
  append_word (&writer, result);
  g_string_append_c (out, '\n');

  return g_string_free (out, FALSE);
}
