/* chess-pgn-index.c: where each game of a PGN text starts, and its tags,
 * found by a scanner that reads each byte once and never a move
 *
 * A state machine over the bytes, so that the text can come in pieces of
 * any size: what a piece ends inside (a comment, a tag string, a token)
 * is carried to the next. Tag values are kept once each in a string chunk
 * (an event's name is stored once, whatever its number of games), and a
 * game's entry names them by number; entries are kept in blocks, never
 * moved or grown by doubling. A 100,000-game file costs 56 bytes a game
 * and its distinct tag values, never the games themselves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn-index"

#include <stdio.h>
#include <string.h>

#include "chess-pgn.h"
#include "chess-pgn-index-private.h"
#include "chess-types.h"

/* The tags kept, in this order in an entry. */
static const char * const kept_tags[] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant",
};
#define N_KEPT_TAGS G_N_ELEMENTS (kept_tags)

/* Longer names and values are not tags anyone lists by: cut. */
#define MAX_TAG_NAME 32
#define MAX_TAG_VALUE 256

typedef struct {
  guint64     offset;
  guint64     length;
  guint32     line;
  guint32     tags[N_KEPT_TAGS]; /* in values; 0: none */
} Entry;

/* Entries a block: 224 KB. */
#define BLOCK_SIZE 4096

typedef enum {
  STATE_MOVETEXT,      /* tags, moves, results, spaces */
  STATE_BRACE_COMMENT, /* { … } */
  STATE_LINE_COMMENT,  /* ; … to the end of the line, and % escape lines */
  STATE_TAG,           /* [Name "Value"] outside the string */
  STATE_TAG_STRING,
  STATE_TAG_STRING_ESCAPE,
} State;

struct _ChessPgnIndex
{
  GPtrArray    *blocks;       /* of BLOCK_SIZE Entry, from n_dropped on */
  guint         n_dropped;    /* blocks freed from the front */
  guint         n_games;      /* entries made, the open game's too */
  guint         n_forgotten;  /* games dropped from the front */
  GStringChunk *strings;
  GPtrArray    *values;       /* const char * in strings, [0] NULL */
  GHashTable   *value_ids;    /* value → its number in values; NULL once finished */

  guint64       position;     /* of the next byte */
  guint         line;
  gboolean      at_line_start;
  State         state;

  gboolean      game_open;
  /* A comment between games belongs to the next, as chess_pgn_read ()
   * reads it: the first such comment's place. */
  gboolean      has_pending;
  guint64       pending_offset;
  guint         pending_line;
  gboolean      has_moves;
  guint         depth;        /* ( variations ) */

  /* The token being read: its first bytes, enough for any result. */
  gboolean      in_token;
  char          token[8];
  guint         token_length;

  GString      *tag_name;
  GString      *tag_value;
  gboolean      tag_has_value;
  gboolean      finished;
};

G_DEFINE_BOXED_TYPE (ChessPgnIndex, chess_pgn_index, chess_pgn_index_ref, chess_pgn_index_unref)

static void
chess_pgn_index_clear (ChessPgnIndex *self)
{
  g_ptr_array_unref (self->blocks);
  g_ptr_array_unref (self->values);
  g_clear_pointer (&self->value_ids, g_hash_table_unref);
  g_string_chunk_free (self->strings);
  g_string_free (self->tag_name, TRUE);
  g_string_free (self->tag_value, TRUE);
}

ChessPgnIndex *
chess_pgn_index_new (void)
{
  ChessPgnIndex *self = g_atomic_rc_box_new0 (ChessPgnIndex);

  self->blocks = g_ptr_array_new_with_free_func (g_free);
  self->strings = g_string_chunk_new (64 * 1024);
  self->values = g_ptr_array_new ();
  g_ptr_array_add (self->values, NULL);
  self->value_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->line = 1;
  self->at_line_start = TRUE;
  self->state = STATE_MOVETEXT;
  self->tag_name = g_string_sized_new (MAX_TAG_NAME);
  self->tag_value = g_string_sized_new (MAX_TAG_VALUE);
  return self;
}

ChessPgnIndex *
chess_pgn_index_ref (ChessPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_atomic_rc_box_acquire (self);
}

void
chess_pgn_index_unref (ChessPgnIndex *self)
{
  g_return_if_fail (self != NULL);
  g_atomic_rc_box_release_full (self, (GDestroyNotify) chess_pgn_index_clear);
}

ChessPgnIndex *
chess_pgn_index_new_for_text (const char *text,
                              gssize      length)
{
  ChessPgnIndex *self = chess_pgn_index_new ();

  g_return_val_if_fail (text != NULL || length == 0, self);

  chess_pgn_index_feed (self, text, length < 0 ? strlen (text) : (gsize) length);
  chess_pgn_index_finish (self);
  return self;
}

/* Game INDEX's entry, kept (not forgotten). */
static Entry *
entry_at (ChessPgnIndex *self,
          guint          index)
{
  Entry *block = g_ptr_array_index (self->blocks, index / BLOCK_SIZE - self->n_dropped);

  return &block[index % BLOCK_SIZE];
}

static Entry *
current_game (ChessPgnIndex *self)
{
  return entry_at (self, self->n_games - 1);
}

/* VALUE's number in self->values, added if new. */
static guint32
value_id (ChessPgnIndex *self,
          const char    *value)
{
  gpointer id;
  char *kept;

  if (g_hash_table_lookup_extended (self->value_ids, value, NULL, &id))
    return GPOINTER_TO_UINT (id);
  kept = g_string_chunk_insert (self->strings, value);
  g_ptr_array_add (self->values, kept);
  g_hash_table_insert (self->value_ids, kept, GUINT_TO_POINTER (self->values->len - 1));
  return self->values->len - 1;
}

static void
open_game (ChessPgnIndex *self)
{
  Entry *entry;

  if (self->n_games % BLOCK_SIZE == 0)
    g_ptr_array_add (self->blocks, g_new (Entry, BLOCK_SIZE));
  entry = entry_at (self, self->n_games++);
  memset (entry, 0, sizeof *entry);
  entry->offset = self->has_pending ? self->pending_offset : self->position;
  entry->line = self->has_pending ? self->pending_line : self->line;
  self->has_pending = FALSE;
  self->game_open = TRUE;
  self->has_moves = FALSE;
  self->depth = 0;
}

/* The game ends before the byte at END. */
static void
close_game (ChessPgnIndex *self,
            guint64        end)
{
  Entry *entry = current_game (self);

  entry->length = end - entry->offset;
  self->game_open = FALSE;
}

static gboolean
token_is_result (ChessPgnIndex *self)
{
  static const char * const results[] = { "1-0", "0-1", "1/2-1/2", "*" };

  if (self->token_length >= sizeof self->token)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (strlen (results[i]) == self->token_length && memcmp (self->token, results[i], self->token_length) == 0)
      return TRUE;
  return FALSE;
}

/* The token ends before the byte at END: a result at the top level ends
 * its game. */
static void
end_token (ChessPgnIndex *self,
           guint64        end)
{
  if (!self->in_token)
    return;
  self->in_token = FALSE;
  if (self->depth == 0 && self->game_open && token_is_result (self))
    close_game (self, end);
}

static void
add_token_byte (ChessPgnIndex *self,
                char           c)
{
  if (!self->in_token)
    {
      if (!self->game_open)
        open_game (self);
      self->has_moves = TRUE;
      self->in_token = TRUE;
      self->token_length = 0;
    }
  if (self->token_length < sizeof self->token)
    self->token[self->token_length] = c;
  self->token_length++;
}

static void
start_tag (ChessPgnIndex *self)
{
  /* A tag after the moves starts the next game. */
  if (self->game_open && self->has_moves)
    close_game (self, self->position);
  if (!self->game_open)
    open_game (self);
  g_string_truncate (self->tag_name, 0);
  g_string_truncate (self->tag_value, 0);
  self->tag_has_value = FALSE;
  self->state = STATE_TAG;
}

static void
end_tag (ChessPgnIndex *self)
{
  Entry *entry = current_game (self);

  self->state = STATE_MOVETEXT;
  if (!self->tag_has_value)
    return;
  for (guint i = 0; i < N_KEPT_TAGS; i++)
    if (strcmp (self->tag_name->str, kept_tags[i]) == 0)
      {
        entry->tags[i] = value_id (self, self->tag_value->str);
        return;
      }
}

/* A comment starts here: outside a game, it is the next one's. */
static void
start_comment (ChessPgnIndex *self,
               State          state)
{
  end_token (self, self->position);
  if (!self->game_open && !self->has_pending)
    {
      self->has_pending = TRUE;
      self->pending_offset = self->position;
      self->pending_line = self->line;
    }
  self->state = state;
}

static void
feed_movetext (ChessPgnIndex *self,
               char           c)
{
  switch (c)
    {
    case ' ': case '\t': case '\n': case '\r': case '\f': case '\v':
      end_token (self, self->position);
      return;
    case '{':
      start_comment (self, STATE_BRACE_COMMENT);
      return;
    case ';':
      start_comment (self, STATE_LINE_COMMENT);
      return;
    case '[':
      end_token (self, self->position);
      start_tag (self);
      return;
    case '(':
      end_token (self, self->position);
      if (!self->game_open)
        open_game (self);
      self->has_moves = TRUE;
      self->depth++;
      return;
    case ')':
      end_token (self, self->position);
      if (self->depth > 0)
        self->depth--;
      return;
    default:
      /* PGN's escape: a line starting with % is not PGN. */
      if (c == '%' && self->at_line_start)
        {
          end_token (self, self->position);
          self->state = STATE_LINE_COMMENT;
          return;
        }
      add_token_byte (self, c);
    }
}

static void
feed_tag (ChessPgnIndex *self,
          char           c)
{
  /* A tag pair is one line: a quote never closed ends with it. */
  if (c == '\n')
    {
      end_tag (self);
      return;
    }
  switch (self->state)
    {
    case STATE_TAG:
      if (c == '"')
        {
          self->state = STATE_TAG_STRING;
          self->tag_has_value = TRUE;
          g_string_truncate (self->tag_value, 0);
        }
      else if (c == ']')
        end_tag (self);
      else if ((g_ascii_isalnum (c) || c == '_') && !self->tag_has_value && self->tag_name->len < MAX_TAG_NAME)
        g_string_append_c (self->tag_name, c);
      break;
    case STATE_TAG_STRING:
      if (c == '\\')
        self->state = STATE_TAG_STRING_ESCAPE;
      else if (c == '"')
        self->state = STATE_TAG;
      else if (self->tag_value->len < MAX_TAG_VALUE)
        g_string_append_c (self->tag_value, c);
      break;
    case STATE_TAG_STRING_ESCAPE:
      if (self->tag_value->len < MAX_TAG_VALUE)
        g_string_append_c (self->tag_value, c);
      self->state = STATE_TAG_STRING;
      break;
    case STATE_MOVETEXT:
    case STATE_BRACE_COMMENT:
    case STATE_LINE_COMMENT:
    default:
      g_assert_not_reached ();
    }
}

void
chess_pgn_index_feed (ChessPgnIndex *self,
                      const char    *data,
                      gsize          length)
{
  static const char bom[] = "\xEF\xBB\xBF";

  g_return_if_fail (self != NULL);
  g_return_if_fail (data != NULL || length == 0);
  g_return_if_fail (!self->finished);

  for (gsize i = 0; i < length; i++, self->position++)
    {
      char c = data[i];
      const char *close;
      gsize last;

      /* A byte-order mark before the first game is not a move. */
      if (self->position < 3 && c == bom[self->position] && self->n_games == 0 && !self->in_token)
        continue;

      switch (self->state)
        {
        case STATE_MOVETEXT:
          feed_movetext (self, c);
          break;
        case STATE_BRACE_COMMENT:
          /* Comments are much of a file: skip to the '}' (or the piece's
           * last byte) at once, counting its lines. The byte at LAST goes
           * through the loop's tail like any other. */
          close = memchr (data + i, '}', length - i);
          last = close != NULL ? (gsize) (close - data) : length - 1;
          for (const char *p = memchr (data + i, '\n', last - i); p != NULL;
               p = memchr (p + 1, '\n', last - (gsize) (p + 1 - data)))
            self->line++;
          self->position += last - i;
          i = last;
          c = data[i];
          if (c == '}')
            self->state = STATE_MOVETEXT;
          break;
        case STATE_LINE_COMMENT:
          if (c == '\n')
            self->state = STATE_MOVETEXT;
          break;
        case STATE_TAG:
        case STATE_TAG_STRING:
        case STATE_TAG_STRING_ESCAPE:
        default:
          feed_tag (self, c);
          break;
        }
      self->at_line_start = c == '\n';
      if (c == '\n')
        self->line++;
    }
}

void
chess_pgn_index_finish (ChessPgnIndex *self)
{
  g_return_if_fail (self != NULL);

  if (self->finished)
    return;
  if (self->state == STATE_TAG || self->state == STATE_TAG_STRING || self->state == STATE_TAG_STRING_ESCAPE)
    end_tag (self);
  end_token (self, self->position);
  if (self->game_open)
    close_game (self, self->position);
  self->finished = TRUE;
  /* No value comes any more: only what they are is kept. */
  g_clear_pointer (&self->value_ids, g_hash_table_unref);
}

guint64
chess_pgn_index_get_n_bytes (ChessPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->position;
}

guint
chess_pgn_index_get_n_games (ChessPgnIndex *self)
{
  g_return_val_if_fail (self != NULL, 0);

  /* The last game is complete only once it has ended. */
  return self->n_games - (self->game_open ? 1 : 0);
}

void
_chess_pgn_index_forget_before (ChessPgnIndex *self,
                                guint          index)
{
  guint n;

  g_return_if_fail (self != NULL);
  g_return_if_fail (index <= chess_pgn_index_get_n_games (self));

  if (index <= self->n_forgotten)
    return;
  self->n_forgotten = index;
  /* The blocks all of whose games are forgotten. */
  n = index / BLOCK_SIZE - self->n_dropped;
  g_ptr_array_remove_range (self->blocks, 0, n);
  self->n_dropped += n;
}

static const Entry *
get_entry (ChessPgnIndex *self,
           guint          index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < chess_pgn_index_get_n_games (self), NULL);
  g_return_val_if_fail (index >= self->n_forgotten, NULL);
  return entry_at (self, index);
}

guint64
chess_pgn_index_get_offset (ChessPgnIndex *self,
                            guint          index)
{
  const Entry *entry = get_entry (self, index);

  return entry != NULL ? entry->offset : 0;
}

guint64
chess_pgn_index_get_length (ChessPgnIndex *self,
                            guint          index)
{
  const Entry *entry = get_entry (self, index);

  return entry != NULL ? entry->length : 0;
}

guint
chess_pgn_index_get_line (ChessPgnIndex *self,
                          guint          index)
{
  const Entry *entry = get_entry (self, index);

  return entry != NULL ? entry->line : 0;
}

const char *
chess_pgn_index_get_tag (ChessPgnIndex *self,
                         guint          index,
                         const char    *name)
{
  const Entry *entry = get_entry (self, index);

  g_return_val_if_fail (name != NULL, NULL);

  if (entry == NULL)
    return NULL;
  for (guint i = 0; i < N_KEPT_TAGS; i++)
    if (strcmp (name, kept_tags[i]) == 0)
      return g_ptr_array_index (self->values, entry->tags[i]);
  return NULL;
}

/* ENTRY's game from its LENGTH bytes at TEXT. */
static ChessGame *
read_entry (const Entry  *entry,
            const char   *text,
            gsize         length,
            GError      **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) local_error = NULL;
  guint line;
  int consumed = 0;

  games = chess_pgn_read (text, (gssize) length, &local_error);
  if (games != NULL && games->len == 1)
    return g_object_ref (g_ptr_array_index (games, 0));
  if (games != NULL)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN, "Line %u: %s", entry->line,
                   games->len == 0 ? "no game here" : "more than one game here");
      return NULL;
    }
  /* chess_pgn_read () counts from the game's first line: “Line N: …”. */
  if (sscanf (local_error->message, "Line %u: %n", &line, &consumed) == 1 && consumed > 0)
    g_set_error (error, local_error->domain, local_error->code, "Line %u: %s",
                 line + entry->line - 1, local_error->message + consumed);
  else
    g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

ChessGame *
chess_pgn_index_read_game (ChessPgnIndex  *self,
                           const char     *text,
                           guint           index,
                           GError        **error)
{
  const Entry *entry = get_entry (self, index);

  g_return_val_if_fail (text != NULL, NULL);
  if (entry == NULL)
    return NULL;
  return read_entry (entry, text + entry->offset, entry->length, error);
}

ChessGame *
chess_pgn_index_read_game_from_stream (ChessPgnIndex  *self,
                                       GInputStream   *stream,
                                       guint           index,
                                       GCancellable   *cancellable,
                                       GError        **error)
{
  const Entry *entry = get_entry (self, index);
  g_autofree char *text = NULL;
  gsize n_read = 0;

  g_return_val_if_fail (G_IS_SEEKABLE (stream), NULL);
  if (entry == NULL)
    return NULL;
  if (entry->length >= G_MAXSIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "Line %u: the game is too long", entry->line);
      return NULL;
    }
  if (!g_seekable_seek (G_SEEKABLE (stream), (goffset) entry->offset, G_SEEK_SET, cancellable, error))
    return NULL;
  text = g_malloc ((gsize) entry->length + 1);
  if (!g_input_stream_read_all (stream, text, (gsize) entry->length, &n_read, cancellable, error))
    return NULL;
  if (n_read != entry->length)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "Line %u: the file ends in the game", entry->line);
      return NULL;
    }
  return read_entry (entry, text, n_read, error);
}
