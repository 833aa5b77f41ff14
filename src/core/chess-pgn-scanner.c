/* chess-pgn-scanner.c: PGN files cut into games as they stream in
 *
 * The cutting itself is ChessPgnIndex's: the stream is read in chunks,
 * each fed to an index, and the games it has found complete are handed
 * out from a buffer that holds only the text from the game being handed
 * out on (and the chunk it ends in). The index forgets the games handed
 * out, so memory stays at the size of the largest game and a chunk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-pgn-index-private.h"
#include "chess-pgn-scanner.h"

#define SCANNER_CHUNK (256 * 1024)

struct _ChessPgnScanner {
  GInputStream  *stream;
  ChessPgnIndex *index;
  GByteArray    *buffer;
  guint64        buffer_offset; /* of buffer[0] in the stream */
  guint64        keep_from;     /* the game handed out last: kept until the next call */
  guint          next_game;     /* in the index */
  gboolean       eof;
};

ChessPgnScanner *
chess_pgn_scanner_new (GInputStream *stream)
{
  ChessPgnScanner *self;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  self = g_new0 (ChessPgnScanner, 1);
  self->stream = g_object_ref (stream);
  self->index = chess_pgn_index_new ();
  self->buffer = g_byte_array_sized_new (SCANNER_CHUNK);
  return self;
}

void
chess_pgn_scanner_free (ChessPgnScanner *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->stream);
  g_clear_pointer (&self->index, chess_pgn_index_unref);
  g_clear_pointer (&self->buffer, g_byte_array_unref);
  g_free (self);
}

/* Drops what was handed out already, then reads and indexes a chunk. */
static gboolean
read_more (ChessPgnScanner  *self,
           GCancellable     *cancellable,
           GError          **error)
{
  guint64 drop = self->keep_from - self->buffer_offset;
  gssize n;
  guint len;

  if (drop > 0)
    {
      g_byte_array_remove_range (self->buffer, 0, (guint) drop);
      self->buffer_offset += drop;
    }
  _chess_pgn_index_forget_before (self->index, self->next_game);

  len = self->buffer->len;
  g_byte_array_set_size (self->buffer, len + SCANNER_CHUNK);
  n = g_input_stream_read (self->stream, self->buffer->data + len, SCANNER_CHUNK, cancellable, error);
  g_byte_array_set_size (self->buffer, len + MAX (n, 0));
  if (n < 0)
    return FALSE;
  if (n == 0)
    {
      self->eof = TRUE;
      chess_pgn_index_finish (self->index);
    }
  else
    chess_pgn_index_feed (self->index, (const char *) self->buffer->data + len, (gsize) n);
  return TRUE;
}

gboolean
chess_pgn_scanner_next (ChessPgnScanner      *self,
                        ChessPgnScannedGame  *game,
                        GCancellable         *cancellable,
                        GError              **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  while (self->next_game >= chess_pgn_index_get_n_games (self->index))
    {
      if (self->eof)
        return FALSE;
      if (!read_more (self, cancellable, error))
        return FALSE;
    }

  game->offset = (goffset) chess_pgn_index_get_offset (self->index, self->next_game);
  game->length = (gsize) chess_pgn_index_get_length (self->index, self->next_game);
  game->line = chess_pgn_index_get_line (self->index, self->next_game);
  game->text = (const char *) self->buffer->data + ((guint64) game->offset - self->buffer_offset);
  self->keep_from = (guint64) game->offset;
  self->next_game++;
  return TRUE;
}

const char *
chess_pgn_scanner_get_tag (ChessPgnScanner *self,
                           const char      *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->next_game > 0, NULL);

  return chess_pgn_index_get_tag (self->index, self->next_game - 1, name);
}
