/* chess-pgn-scanner.c: PGN files cut into games as they stream in
 *
 * One pass over the bytes with a small state machine: what matters for
 * cutting is only whether a '[' at the start of a line opens a tag (and
 * so, after movetext, the next game) or sits inside a comment, a tag's
 * quoted value, a ';' comment or a %-escape line. The stream is read in
 * chunks into a buffer that holds the game being cut and the chunk it
 * ends in: memory stays at the size of the largest game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-pgn-scanner.h"

#define SCANNER_CHUNK (256 * 1024)

typedef enum {
  MODE_MOVETEXT,
  MODE_BRACE,        /* { comment } */
  MODE_REST_OF_LINE, /* ; comment, % escape */
  MODE_TAG,          /* [Name "value"] */
  MODE_TAG_VALUE,    /* inside the quotes */
  MODE_TAG_ESCAPE,   /* after a backslash in the quotes */
} ScanMode;

struct _ChessPgnScanner {
  GInputStream *stream;
  GByteArray   *buffer;
  goffset       buffer_offset;  /* of buffer[0] in the stream */
  gsize         scanned;        /* bytes of the buffer looked at */
  gboolean      eof;

  ScanMode      mode;
  gboolean      line_blank;     /* nothing but spaces since the line began */
  guint         line;           /* at SCANNED */
  gboolean      has_movetext;   /* in the game being cut */
  gboolean      has_content;    /* a tag or movetext: a game, not just blanks */
  gsize         game_start;     /* in the buffer */
  guint         game_line;
};

ChessPgnScanner *
chess_pgn_scanner_new (GInputStream *stream)
{
  ChessPgnScanner *self;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  self = g_new0 (ChessPgnScanner, 1);
  self->stream = g_object_ref (stream);
  self->buffer = g_byte_array_sized_new (SCANNER_CHUNK);
  self->line = 1;
  self->game_line = 1;
  self->line_blank = TRUE;
  return self;
}

void
chess_pgn_scanner_free (ChessPgnScanner *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->stream);
  g_clear_pointer (&self->buffer, g_byte_array_unref);
  g_free (self);
}

/* Drops what was handed out already, then appends a chunk. */
static gboolean
read_more (ChessPgnScanner  *self,
           GCancellable     *cancellable,
           GError          **error)
{
  gssize n;
  guint len;

  if (self->game_start > 0)
    {
      g_byte_array_remove_range (self->buffer, 0, self->game_start);
      self->buffer_offset += self->game_start;
      self->scanned -= self->game_start;
      self->game_start = 0;
    }
  len = self->buffer->len;
  g_byte_array_set_size (self->buffer, len + SCANNER_CHUNK);
  n = g_input_stream_read (self->stream, self->buffer->data + len, SCANNER_CHUNK, cancellable, error);
  g_byte_array_set_size (self->buffer, len + MAX (n, 0));
  if (n < 0)
    return FALSE;
  if (n == 0)
    self->eof = TRUE;
  return TRUE;
}

/* Hands out the buffer from game_start to END as a game. */
static void
emit (ChessPgnScanner     *self,
      gsize                end,
      ChessPgnScannedGame *game)
{
  game->text = (const char *) self->buffer->data + self->game_start;
  game->length = end - self->game_start;
  game->offset = self->buffer_offset + self->game_start;
  game->line = self->game_line;
  game->n_lines = self->line - self->game_line + (self->line_blank && end > self->game_start &&
                                                  (self->buffer->data[end - 1] == '\n' ||
                                                   self->buffer->data[end - 1] == '\r') ? 0 : 1);

  self->game_start = end;
  self->game_line = self->line;
  self->has_movetext = FALSE;
  self->has_content = FALSE;
}

gboolean
chess_pgn_scanner_next (ChessPgnScanner      *self,
                        ChessPgnScannedGame  *game,
                        GCancellable         *cancellable,
                        GError              **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  for (;;)
    {
      const guint8 *data = self->buffer->data;
      /* A CR at the end of the buffer may be the first half of a CRLF. */
      gsize limit = self->buffer->len - (!self->eof && self->buffer->len > 0 && data[self->buffer->len - 1] == '\r');

      while (self->scanned < limit)
        {
          guint8 c;
          gboolean newline;

          /* A comment is skipped whole, its line ends counted: the '}'
           * that closes it is the only byte that matters. */
          if (self->mode == MODE_BRACE)
            {
              const guint8 *start = data + self->scanned;
              const guint8 *close = memchr (start, '}', limit - self->scanned);
              const guint8 *stop = close != NULL ? close : data + limit;

              for (const guint8 *p = memchr (start, '\n', stop - start); p != NULL;
                   p = memchr (p + 1, '\n', stop - (p + 1)))
                self->line++;
              for (const guint8 *p = memchr (start, '\r', stop - start); p != NULL;
                   p = memchr (p + 1, '\r', stop - (p + 1)))
                if (p + 1 < data + self->buffer->len && p[1] != '\n')
                  self->line++;
              self->scanned = stop - data;
              if (close == NULL)
                break;
              self->mode = MODE_MOVETEXT;
              self->line_blank = FALSE;
              self->scanned++;
              continue;
            }

          c = data[self->scanned];
          newline = c == '\n' || (c == '\r' && (self->scanned + 1 >= self->buffer->len ||
                                                   data[self->scanned + 1] != '\n'));

          switch (self->mode)
            {
            case MODE_MOVETEXT:
              if (c == '[')
                {
                  if (self->has_movetext && self->line_blank)
                    {
                      /* The next game's tags: this one ends before them. */
                      emit (self, self->scanned, game);
                      return TRUE;
                    }
                  if (!self->has_movetext)
                    {
                      self->mode = MODE_TAG;
                      self->has_content = TRUE;
                    }
                }
              else if (c == '{')
                self->mode = MODE_BRACE;
              else if (c == ';' || (c == '%' && self->line_blank))
                self->mode = MODE_REST_OF_LINE;
              else if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f')
                {
                  self->has_movetext = TRUE;
                  self->has_content = TRUE;
                }
              break;
            case MODE_BRACE:
              if (c == '}')
                self->mode = MODE_MOVETEXT;
              break;
            case MODE_REST_OF_LINE:
              if (newline)
                self->mode = MODE_MOVETEXT;
              break;
            case MODE_TAG:
              if (c == '"')
                self->mode = MODE_TAG_VALUE;
              else if (c == ']' || newline)
                self->mode = MODE_MOVETEXT;
              break;
            case MODE_TAG_VALUE:
              if (c == '\\')
                self->mode = MODE_TAG_ESCAPE;
              else if (c == '"')
                self->mode = MODE_TAG;
              else if (newline)
                self->mode = MODE_MOVETEXT;
              break;
            case MODE_TAG_ESCAPE:
            default:
              self->mode = newline ? MODE_MOVETEXT : MODE_TAG_VALUE;
              break;
            }

          if (newline)
            {
              self->line++;
              self->line_blank = TRUE;
            }
          else if (c != ' ' && c != '\t' && c != '\r')
            self->line_blank = FALSE;
          self->scanned++;
        }

      if (self->eof)
        {
          gboolean content = self->has_content;

          if (self->game_start >= self->buffer->len)
            return FALSE;
          emit (self, self->buffer->len, game);
          if (content)
            return TRUE;
          continue;
        }
      if (!read_more (self, cancellable, error))
        return FALSE;
    }
}

/* Tags */

static const char *
skip_blanks_and_comments (const char *p,
                          const char *end)
{
  gboolean line_start = TRUE;

  while (p < end)
    {
      if (*p == '\n')
        line_start = TRUE;
      else if (*p == '{')
        {
          const char *close = memchr (p, '}', end - p);

          if (close == NULL)
            return end;
          p = close;
          line_start = FALSE;
        }
      else if (*p == ';' || (*p == '%' && line_start))
        {
          const char *eol = memchr (p, '\n', end - p);

          if (eol == NULL)
            return end;
          p = eol;
          continue;
        }
      else if (!g_ascii_isspace (*p))
        return p;
      p++;
    }
  return end;
}

char **
chess_pgn_scan_tags (const char *text,
                     gsize       length)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *p = text;
  const char *end = text + length;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  for (;;)
    {
      const char *name;
      g_autoptr(GString) value = NULL;
      g_autofree char *name_copy = NULL;

      p = skip_blanks_and_comments (p, end);
      if (p >= end || *p != '[')
        break;
      p++;
      while (p < end && (*p == ' ' || *p == '\t'))
        p++;
      name = p;
      while (p < end && (g_ascii_isalnum (*p) || *p == '_'))
        p++;
      if (p == name)
        break;
      name_copy = g_strndup (name, p - name);
      while (p < end && (*p == ' ' || *p == '\t'))
        p++;
      if (p >= end || *p != '"')
        break;
      p++;
      value = g_string_new (NULL);
      while (p < end && *p != '"' && *p != '\n' && *p != '\r')
        {
          if (*p == '\\' && p + 1 < end && (p[1] == '"' || p[1] == '\\'))
            p++;
          g_string_append_c (value, *p);
          p++;
        }
      if (p >= end || *p != '"')
        break;
      p++;
      while (p < end && (*p == ' ' || *p == '\t'))
        p++;
      if (p >= end || *p != ']')
        break;
      p++;
      g_strv_builder_add (builder, name_copy);
      g_strv_builder_add (builder, value->str);
    }
  return g_strv_builder_end (builder);
}
