/* chess-pgn-lexer.c: PGN text cut into tokens
 *
 * Takes what real files contain rather than only the export format: CRLF
 * or CR line ends, a UTF-8 byte order mark, Latin-1 text (the PGN
 * standard's own encoding), "1.e4" without a space, no-break spaces from
 * web pages. Comments come as tokens, %-escape lines never reach the
 * parser. Every
 * character is consumed through lexer_advance() so that the line numbers
 * in errors stay right: users fix their files in a text editor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-game.h"
#include "chess-pgn-lexer-private.h"

/* Long garbage is cut in messages; the line number says where it is. */
#define PGN_SHOWN_MAX 40

gboolean
chess_pgn_error (GError     **error,
                 guint        line,
                 const char  *format,
                 ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN, "Line %u: %s", line, message);
  return FALSE;
}

char *
chess_pgn_shown (const char *text,
                 gsize       len)
{
  g_autofree char *raw = g_strndup (text, MIN (len, PGN_SHOWN_MAX));
  g_autofree char *valid = g_utf8_make_valid (raw, -1);

  return len > PGN_SHOWN_MAX ? g_strconcat (valid, "…", NULL) : g_steal_pointer (&valid);
}

void
chess_pgn_tag_free (ChessPgnTag *tag)
{
  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

/* A line ends at LF, CRLF (counted at its LF) or a lone CR (old Macs). */
static gboolean
is_newline (const char *p)
{
  return *p == '\n' || (*p == '\r' && p[1] != '\n');
}

static gboolean
is_end_of_line (char c)
{
  return c == '\0' || c == '\n' || c == '\r';
}

/* U+00A0, which text copied from web pages has between move and number. */
static gboolean
is_no_break_space (const char *p)
{
  return (guchar) p[0] == 0xC2 && (guchar) p[1] == 0xA0;
}

static gboolean
is_symbol_char (const char *p)
{
  guchar c = *p;

  /* Bytes from 0x80 let figurine SAN (♘f3) and "½-½" through. */
  if (c >= 0x80)
    return !is_no_break_space (p);
  return g_ascii_isalnum (c) || c == '_' || c == '+' || c == '#' || c == '=' ||
         c == ':' || c == '-' || c == '/';
}

static gboolean
is_tag_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

gboolean
chess_pgn_is_tag_name (const char *name)
{
  if (*name == '\0')
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!is_tag_name_char (*p))
      return FALSE;
  return TRUE;
}

gboolean
chess_pgn_result_from_text (const char  *text,
                            gsize        len,
                            ChessResult *result)
{
  static const struct { const char *text; ChessResult result; } results[] = {
    { "1-0", CHESS_RESULT_WHITE_WINS },
    { "0-1", CHESS_RESULT_BLACK_WINS },
    { "1/2-1/2", CHESS_RESULT_DRAW },
    { "½-½", CHESS_RESULT_DRAW },
    { "*", CHESS_RESULT_NONE },
  };

  /* Every move token comes here: most are no result at all. */
  if (len == 0 || !strchr ("10*\xC2", text[0]))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (strlen (results[i].text) == len && memcmp (results[i].text, text, len) == 0)
      {
        *result = results[i].result;
        return TRUE;
      }
  return FALSE;
}

/* Text that is not UTF-8 is taken as Latin-1, which the PGN standard
 * prescribes and old files use. */
gboolean
chess_pgn_lexer_init (ChessPgnLexer  *lex,
                      const char     *text,
                      gsize           len,
                      guint           first_line,
                      GError        **error)
{
  const char *nul = memchr (text, '\0', len);

  memset (lex, 0, sizeof *lex);
  if (nul != NULL)
    {
      guint line = first_line;

      for (const char *p = text; p < nul; p++)
        line += is_newline (p);
      return chess_pgn_error (error, line, "NUL byte in the text; this is not a PGN file");
    }

  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      len -= 3;
    }
  if (g_utf8_validate_len (text, len, NULL))
    lex->text = g_strndup (text, len);
  else
    {
      GString *latin1 = g_string_sized_new (len + len / 2);

      for (gsize i = 0; i < len; i++)
        g_string_append_unichar (latin1, (guchar) text[i]);
      lex->text = g_string_free (latin1, FALSE);
    }

  lex->p = lex->text;
  lex->line = first_line;
  lex->line_start = TRUE;
  return TRUE;
}

void
chess_pgn_lexer_clear (ChessPgnLexer *lex)
{
  g_clear_pointer (&lex->text, g_free);
  lex->p = NULL;
}

static void
lexer_advance (ChessPgnLexer *lex)
{
  if (is_newline (lex->p))
    {
      lex->line++;
      lex->line_start = TRUE;
    }
  else if (*lex->p != '\r')
    lex->line_start = FALSE;
  lex->p++;
}

static void
lexer_skip_line (ChessPgnLexer *lex)
{
  while (!is_end_of_line (*lex->p))
    lexer_advance (lex);
}

/* Whitespace and %escape lines. */
static gboolean
lexer_skip_blanks (ChessPgnLexer  *lex,
                   GError        **error)
{
  for (;;)
    {
      char c = *lex->p;

      if (c == '%' && lex->line_start)
        lexer_skip_line (lex);
      else if (c != '\0' && g_ascii_isspace (c))
        lexer_advance (lex);
      else if (is_no_break_space (lex->p))
        {
          lexer_advance (lex);
          lexer_advance (lex);
        }
      else
        return TRUE;
    }
}

static void
lexer_skip_spaces (ChessPgnLexer *lex)
{
  while (*lex->p == ' ' || *lex->p == '\t')
    lexer_advance (lex);
}

/* [Name "value"], on one line; \" and \\ are escapes in the value. */
static gboolean
lexer_read_tag (ChessPgnLexer  *lex,
                ChessPgnTag   **tag_out,
                GError        **error)
{
  g_autoptr(ChessPgnTag) tag = g_new0 (ChessPgnTag, 1);
  g_autoptr(GString) value = g_string_new (NULL);
  const char *name;

  tag->line = lex->line;
  lexer_advance (lex);
  lexer_skip_spaces (lex);
  name = lex->p;
  while (is_tag_name_char (*lex->p))
    lexer_advance (lex);
  if (lex->p == name)
    {
      if (is_end_of_line (*lex->p))
        return chess_pgn_error (error, tag->line, "unterminated tag");
      return chess_pgn_error (error, tag->line, "bad tag: a tag name must follow '['");
    }
  tag->name = g_strndup (name, lex->p - name);

  lexer_skip_spaces (lex);
  if (is_end_of_line (*lex->p))
    return chess_pgn_error (error, tag->line, "unterminated tag");
  if (*lex->p != '"')
    return chess_pgn_error (error, tag->line, "bad tag '%s': its value must be in double quotes", tag->name);
  lexer_advance (lex);

  for (;;)
    {
      char c = *lex->p;

      if (is_end_of_line (c))
        return chess_pgn_error (error, tag->line, "unterminated tag");
      lexer_advance (lex);
      if (c == '"')
        break;
      if (c == '\\' && (*lex->p == '\\' || *lex->p == '"'))
        {
          c = *lex->p;
          lexer_advance (lex);
        }
      g_string_append_c (value, c);
    }

  lexer_skip_spaces (lex);
  if (is_end_of_line (*lex->p))
    return chess_pgn_error (error, tag->line, "unterminated tag");
  if (*lex->p != ']')
    return chess_pgn_error (error, tag->line, "bad tag '%s': ']' must follow its value", tag->name);
  lexer_advance (lex);

  tag->value = g_string_free (g_steal_pointer (&value), FALSE);
  *tag_out = g_steal_pointer (&tag);
  return TRUE;
}

gboolean
chess_pgn_lexer_next (ChessPgnLexer  *lex,
                      ChessPgnToken  *token,
                      ChessPgnTag   **tag,
                      GError        **error)
{
  char c;
  gboolean all_digits = TRUE;

  if (!lexer_skip_blanks (lex, error))
    return FALSE;

  c = *lex->p;
  token->line = lex->line;
  token->start = lex->p;
  token->kind = CHESS_PGN_TOKEN_SKIPPED;
  token->result = CHESS_RESULT_NONE;

  if (c == '\0')
    token->kind = CHESS_PGN_TOKEN_END;
  else if (c == '{')
    {
      lexer_advance (lex);
      token->start = lex->p;
      while (*lex->p != '\0' && *lex->p != '}')
        lexer_advance (lex);
      if (*lex->p == '\0')
        return chess_pgn_error (error, token->line, "unterminated comment");
      token->kind = CHESS_PGN_TOKEN_COMMENT;
      token->len = lex->p - token->start;
      lexer_advance (lex);
      return TRUE;
    }
  else if (c == ';')
    {
      lexer_advance (lex);
      token->start = lex->p;
      lexer_skip_line (lex);
      token->kind = CHESS_PGN_TOKEN_COMMENT;
      token->len = lex->p - token->start;
      return TRUE;
    }
  else if (c == '[')
    {
      token->kind = CHESS_PGN_TOKEN_TAG;
      return lexer_read_tag (lex, tag, error);
    }
  else if (c == '(' || c == ')' || c == '*')
    {
      token->kind = c == '(' ? CHESS_PGN_TOKEN_OPEN : c == ')' ? CHESS_PGN_TOKEN_CLOSE : CHESS_PGN_TOKEN_RESULT;
      lexer_advance (lex);
    }
  else if (c == '$')
    {
      lexer_advance (lex);
      if (!g_ascii_isdigit (*lex->p))
        return chess_pgn_error (error, token->line, "unexpected '$' (a NAG is '$' and a number, e.g. $1)");
      while (g_ascii_isdigit (*lex->p))
        lexer_advance (lex);
      /* $0 is "no annotation", and nothing above $255 is defined. */
      token->nag = chess_nag_from_symbol (token->start, lex->p - token->start);
      if (token->nag != 0)
        token->kind = CHESS_PGN_TOKEN_NAG;
    }
  else if (c == '!' || c == '?')
    {
      /* Move suffixes: e4!? */
      while (*lex->p == '!' || *lex->p == '?')
        lexer_advance (lex);
      token->nag = chess_nag_from_symbol (token->start, lex->p - token->start);
      if (token->nag != 0)
        token->kind = CHESS_PGN_TOKEN_NAG;
    }
  else if (c == '.')
    {
      /* The dots of "1. ... e5". */
      while (*lex->p == '.')
        lexer_advance (lex);
    }
  else if (is_symbol_char (lex->p))
    {
      while (is_symbol_char (lex->p))
        {
          all_digits &= g_ascii_isdigit (*lex->p) != 0;
          lexer_advance (lex);
        }
      token->len = lex->p - token->start;
      if (all_digits)
        {
          /* A move number: 12. or 12... (or a bare 12) */
          while (*lex->p == '.')
            lexer_advance (lex);
        }
      else if (chess_pgn_result_from_text (token->start, token->len, &token->result))
        token->kind = CHESS_PGN_TOKEN_RESULT;
      else if (token->len == 1 && c == 'e' && g_str_has_prefix (lex->p, ".p."))
        {
          /* "exd6 e.p." */
          for (guint i = 0; i < 3; i++)
            lexer_advance (lex);
        }
      else
        token->kind = CHESS_PGN_TOKEN_SYMBOL;
    }
  else if (g_ascii_isprint (c))
    return chess_pgn_error (error, token->line, "unexpected '%c' in the moves", c);
  else
    return chess_pgn_error (error, token->line, "unexpected byte 0x%02X in the moves", (guchar) c);

  token->len = lex->p - token->start;
  return TRUE;
}
