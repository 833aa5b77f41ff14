/* chess-pgn.c: Portable Game Notation, read and written
 *
 * Reading follows real files (see chess-pgn-lexer.c for the text itself):
 * variations and comments are skipped, a missing result token ends the
 * game at the next tags or the end of the file, and an error names the
 * line. Writing is the PGN export format.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-pgn.h"
#include "chess-pgn-lexer-private.h"
#include "chess-startpos.h"

#define PGN_LINE_WIDTH 79

typedef struct {
  ChessPgnLexer  lex;
  GPtrArray     *games;      /* ChessGame*, read so far */
  GPtrArray     *tags;       /* ChessPgnTag*, of the game being read */
  ChessGame     *game;       /* NULL until that game's movetext starts */
  gboolean       in_game;    /* a tag or movetext seen since the last game */
  guint          depth;      /* of ( variations ), which are skipped */
  guint          open_line;  /* of the outermost '(' */
} PgnReader;

/* The last such tag, as chess_game_set_tag keeps the last value. The
 * names set up a game, so any spelling real files use counts. */
static ChessPgnTag *
find_tag (PgnReader  *reader,
          const char *name)
{
  for (guint i = reader->tags->len; i > 0; i--)
    {
      ChessPgnTag *tag = g_ptr_array_index (reader->tags, i - 1);

      if (g_ascii_strcasecmp (tag->name, name) == 0)
        return tag;
    }
  return NULL;
}

/* Variant tag values seen in real files, compared without case, spaces,
 * hyphens and underscores. Standard ones leave it to the FEN. */
static gboolean
variant_from_tag (const char   *value,
                  ChessVariant *variant,
                  gboolean     *named)
{
  static const struct { const char *name; ChessVariant variant; gboolean named; } aliases[] = {
    { "chess960", CHESS_VARIANT_CHESS960, TRUE },
    { "960", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerandom", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerrandom", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerrandomchess", CHESS_VARIANT_CHESS960, TRUE },
    { "chess960x3", CHESS_VARIANT_CHESS960X3, TRUE },
    { "", CHESS_VARIANT_STANDARD, FALSE },
    { "standard", CHESS_VARIANT_STANDARD, FALSE },
    { "normal", CHESS_VARIANT_STANDARD, FALSE },
    { "fromposition", CHESS_VARIANT_STANDARD, FALSE },  /* lichess */
  };
  g_autoptr(GString) key = g_string_new (NULL);

  for (const char *p = value; *p != '\0'; p++)
    if (!strchr (" \t-_", *p))
      g_string_append_c (key, g_ascii_tolower (*p));

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (key->str, aliases[i].name))
      {
        *variant = aliases[i].variant;
        *named = aliases[i].named;
        return TRUE;
      }
  return FALSE;
}

/* King on e1/e8 and castling rooks in the corners: nothing Chess960 about
 * castling, so an untagged game from this FEN is standard chess. */
static gboolean
has_standard_castling (const ChessPosition *position)
{
  const guint64 corners = (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (0, 0)) | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (7, 0))
                        | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (0, 7)) | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (7, 7));
  guint64 rooks = chess_position_get_castling_rooks (position);

  if (rooks & ~corners)
    return FALSE;
  if ((rooks & 0xff) && chess_position_get_king_square (position, CHESS_COLOR_WHITE) != CHESS_SQUARE (4, 0))
    return FALSE;
  if ((rooks >> 56) && chess_position_get_king_square (position, CHESS_COLOR_BLACK) != CHESS_SQUARE (4, 7))
    return FALSE;
  return TRUE;
}

/* Builds the game from its tags once its movetext starts (or it ends). */
static gboolean
start_game (PgnReader  *reader,
            GError    **error)
{
  ChessPgnTag *variant_tag = find_tag (reader, "Variant");
  ChessPgnTag *setup_tag = find_tag (reader, "SetUp");
  ChessPgnTag *fen_tag = find_tag (reader, "FEN");
  ChessVariant variant = CHESS_VARIANT_STANDARD;
  gboolean named = FALSE;
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(GError) fen_error = NULL;

  if (variant_tag != NULL && !variant_from_tag (variant_tag->value, &variant, &named))
    {
      g_autofree char *value = chess_pgn_shown (variant_tag->value, strlen (variant_tag->value));

      return chess_pgn_error (error, variant_tag->line,
                              "unknown variant '%s' (only Chess960, Chess960x3 and standard chess can be read)", value);
    }
  if (setup_tag != NULL && g_str_equal (setup_tag->value, "1") && fen_tag == NULL)
    return chess_pgn_error (error, setup_tag->line, "SetUp \"1\" but no FEN tag gives the position");

  if (fen_tag != NULL)
    {
      /* Read as Chess960 first: that accepts every castling right of a
       * standard game too, and shows whether Chess960 is needed. */
      start = chess_position_new_from_fen (named ? variant : CHESS_VARIANT_CHESS960, fen_tag->value, &fen_error);
      if (start != NULL && !named && has_standard_castling (start))
        {
          g_clear_pointer (&start, chess_position_free);
          start = chess_position_new_from_fen (CHESS_VARIANT_STANDARD, fen_tag->value, &fen_error);
        }
      if (start == NULL)
        return chess_pgn_error (error, fen_tag->line, "bad FEN tag: %s", fen_error->message);
    }
  else
    start = chess_position_new_start (variant, CHESS_STANDARD_POSITION, NULL);

  reader->game = chess_game_new (start);
  for (guint i = 0; i < reader->tags->len; i++)
    {
      ChessPgnTag *tag = g_ptr_array_index (reader->tags, i);

      chess_game_set_tag (reader->game, tag->name, tag->value);
    }
  reader->in_game = TRUE;
  return TRUE;
}

static const char *
reason_to_string (ChessResultReason reason)
{
  switch (reason)
    {
    case CHESS_RESULT_REASON_CHECKMATE:
      return "checkmate";
    case CHESS_RESULT_REASON_STALEMATE:
      return "stalemate";
    case CHESS_RESULT_REASON_FIVEFOLD_REPETITION:
      return "fivefold repetition";
    case CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES:
      return "75-move rule";
    case CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL:
      return "insufficient material";
    default:
      return "the game is over";
    }
}

/* Moves are named as the movetext writes them, "14. Nxe5" for White and
 * "14... Nxe5" for Black, so that an error is easy to find in the file. */
static gboolean
play_move (PgnReader            *reader,
           const ChessPgnToken  *token,
           GError              **error)
{
  const ChessPosition *pos = chess_game_get_position (reader->game);
  const char *dots = chess_position_get_side_to_move (pos) == CHESS_COLOR_WHITE ? "." : "...";
  guint number = chess_position_get_fullmove_number (pos);
  g_autofree char *san = g_strndup (token->start, token->len);
  g_autofree char *text = chess_pgn_shown (token->start, token->len);
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) local = NULL;
  const char *why;

  if (chess_game_get_result (reader->game) != CHESS_RESULT_NONE)
    return chess_pgn_error (error, token->line, "%u%s %s comes after the end of the game (%s)",
                            number, dots, text, reason_to_string (chess_game_get_result_reason (reader->game)));

  move = chess_position_parse_san (pos, san, &local);
  if (move != NULL && chess_game_play (reader->game, move, &local))
    return TRUE;

  /* Core messages are "<move>: <why>"; the move is named here already. */
  why = local->message;
  if (g_str_has_prefix (why, san) && g_str_has_prefix (why + strlen (san), ": "))
    why += strlen (san) + 2;

  if (local->code == CHESS_ERROR_INVALID_MOVE)
    return chess_pgn_error (error, token->line, "unexpected '%s' where move %u%s should be (%s)",
                            text, number, dots, why);
  if (local->code == CHESS_ERROR_ILLEGAL_MOVE && g_str_equal (why, "not a legal move in this position"))
    return chess_pgn_error (error, token->line, "%u%s %s is not legal in this position", number, dots, text);
  return chess_pgn_error (error, token->line, "%u%s %s is %s: %s", number, dots, text,
                          local->code == CHESS_ERROR_AMBIGUOUS_MOVE ? "ambiguous" : "illegal", why);
}

/* lichess says in Termination how a game without mate or stalemate ended. */
static ChessResultReason
reason_from_tags (PgnReader   *reader,
                  ChessResult  result)
{
  ChessPgnTag *termination = find_tag (reader, "Termination");

  if (termination != NULL && g_ascii_strcasecmp (termination->value, "Time forfeit") == 0)
    return result == CHESS_RESULT_DRAW ? CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL
                                       : CHESS_RESULT_REASON_TIMEOUT;
  return CHESS_RESULT_REASON_NONE;
}

/* RESULT is the result token's; without one (HAS_TOKEN false: end of file
 * or the next game's tags) the Result tag stands in for it. */
static gboolean
finish_game (PgnReader    *reader,
             gboolean      has_token,
             ChessResult   result,
             GError      **error)
{
  if (reader->game == NULL && !start_game (reader, error))
    return FALSE;

  if (!has_token)
    {
      ChessPgnTag *tag = find_tag (reader, "Result");

      if (tag == NULL || !chess_pgn_result_from_text (tag->value, strlen (tag->value), &result))
        result = CHESS_RESULT_NONE;
    }
  /* The moves decide when they end the game (mate, stalemate...); the
   * token only adds what they cannot show, e.g. a resignation. */
  if (result != CHESS_RESULT_NONE && chess_game_get_result (reader->game) == CHESS_RESULT_NONE)
    chess_game_set_result (reader->game, result, reason_from_tags (reader, result));

  g_ptr_array_add (reader->games, g_steal_pointer (&reader->game));
  g_ptr_array_set_size (reader->tags, 0);
  reader->in_game = FALSE;
  return TRUE;
}

static gboolean
read_games (PgnReader  *reader,
            GError    **error)
{
  for (;;)
    {
      g_autoptr(ChessPgnTag) tag = NULL;
      ChessPgnToken token = { 0 };

      if (!chess_pgn_lexer_next (&reader->lex, &token, &tag, error))
        return FALSE;

      /* Variations are skipped whole: only their nesting is followed. */
      if (reader->depth > 0)
        {
          if (token.kind == CHESS_PGN_TOKEN_OPEN)
            reader->depth++;
          else if (token.kind == CHESS_PGN_TOKEN_CLOSE)
            reader->depth--;
          else if (token.kind == CHESS_PGN_TOKEN_END || token.kind == CHESS_PGN_TOKEN_TAG)
            return chess_pgn_error (error, reader->open_line, "unterminated variation: this '(' is never closed");
          continue;
        }

      if (token.kind == CHESS_PGN_TOKEN_END)
        return !reader->in_game || finish_game (reader, FALSE, CHESS_RESULT_NONE, error);

      if (token.kind == CHESS_PGN_TOKEN_TAG)
        {
          /* Tags after movetext: the game before lacked its result. */
          if (reader->game != NULL && !finish_game (reader, FALSE, CHESS_RESULT_NONE, error))
            return FALSE;
          g_ptr_array_add (reader->tags, g_steal_pointer (&tag));
          reader->in_game = TRUE;
          continue;
        }

      if (reader->game == NULL && !start_game (reader, error))
        return FALSE;

      switch (token.kind)
        {
        case CHESS_PGN_TOKEN_OPEN:
          reader->depth = 1;
          reader->open_line = token.line;
          break;
        case CHESS_PGN_TOKEN_CLOSE:
          return chess_pgn_error (error, token.line, "')' without a '(' before it");
        case CHESS_PGN_TOKEN_RESULT:
          if (!finish_game (reader, TRUE, token.result, error))
            return FALSE;
          break;
        case CHESS_PGN_TOKEN_SYMBOL:
          if (!play_move (reader, &token, error))
            return FALSE;
          break;
        case CHESS_PGN_TOKEN_SKIPPED:
        case CHESS_PGN_TOKEN_END:
        case CHESS_PGN_TOKEN_TAG:
        default:
          break;
        }
    }
}

GPtrArray *
chess_pgn_read (const char  *text,
                gssize       length,
                GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;
  PgnReader reader = { 0 };
  gboolean ok;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!chess_pgn_lexer_init (&reader.lex, text ? text : "", length < 0 ? strlen (text) : (gsize) length, error))
    return NULL;

  games = g_ptr_array_new_with_free_func (g_object_unref);
  reader.games = games;
  reader.tags = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_pgn_tag_free);

  ok = read_games (&reader, error);

  chess_pgn_lexer_clear (&reader.lex);
  g_clear_object (&reader.game);
  g_ptr_array_unref (reader.tags);
  return ok ? g_steal_pointer (&games) : NULL;
}

/* Writing: the export format of the PGN standard, section 8. */

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
 * grow past PGN_LINE_WIDTH. */
static void
append_word (GString    *out,
             gsize      *line_start,
             const char *word)
{
  if (out->len > *line_start)
    {
      if (out->len - *line_start + 1 + strlen (word) > PGN_LINE_WIDTH)
        {
          g_string_append_c (out, '\n');
          *line_start = out->len;
        }
      else
        g_string_append_c (out, ' ');
    }
  g_string_append (out, word);
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
  GString *out;
  gsize line_start;
  guint number;
  ChessColor side;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  variant = chess_game_get_variant (game);
  start = chess_game_get_start_position (game);
  standard = chess_position_new_start (variant, CHESS_STANDARD_POSITION, NULL);
  result = chess_result_to_string (chess_game_get_result (game));
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
      (chess_game_get_result_reason (game) == CHESS_RESULT_REASON_TIMEOUT ||
       chess_game_get_result_reason (game) == CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL))
    append_tag (out, "Termination", "Time forfeit");
  g_string_append_c (out, '\n');

  /* Movetext: the number goes with White's move, and with Black's only
   * when Black moves first. */
  line_start = out->len;
  number = chess_position_get_fullmove_number (start);
  side = chess_position_get_side_to_move (start);
  for (guint ply = 1; ply <= chess_game_get_n_moves (game); ply++)
    {
      g_autofree char *word = NULL;
      const char *san = chess_game_get_san (game, ply);

      if (side == CHESS_COLOR_WHITE)
        word = g_strdup_printf ("%u. %s", number, san);
      else if (ply == 1)
        word = g_strdup_printf ("%u... %s", number, san);
      else
        word = g_strdup (san);
      append_word (out, &line_start, word);

      if (side == CHESS_COLOR_BLACK)
        number++;
      side = side == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE;
    }
  append_word (out, &line_start, result);
  g_string_append_c (out, '\n');

  return g_string_free (out, FALSE);
}
