/* chess-game-files-read.c: opening a PGN file and pasting PGN: the text
 * read and indexed in a thread, the one game opened at once, or the
 * picker for several
 *
 * A site's export holds 100,000 games in 46 MB. The thread reads the
 * text in pieces and indexes it as it comes (ChessPgnIndex: where each
 * game starts and its tags, no moves), so the picker lists the games as
 * soon as the file is read, and a game is parsed only when it is opened.
 * What stays in memory is the index, not 100,000 games, and for a big
 * file not even its text: the file stays open, and the game opened is
 * read from it (a pipe's or a paste's text is kept). A
 * read that takes a moment shows the picker with its progress at once;
 * closing it cancels the read. A newer Open or Paste cancels an older
 * one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-files"

#include "config.h"

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-game-picker.h"
#include "chess-pgn.h"
#include "chess-pgn-index.h"
#include "chess-game-files-private.h"

/* Pieces read and indexed at a time, with a look at Cancel between. */
#define PIECE_SIZE (1024 * 1024)
/* Files up to this size are parsed whole in the thread, so that the
 * picker says each game's moves and start position; larger ones are
 * listed from the index alone. */
#define PARSE_WHOLE_MAX (4 * 1024 * 1024)
/* A read still going after this long shows its progress. */
#define SHOW_PROGRESS_AFTER_MS 250
#define PROGRESS_INTERVAL_MS 100

/* What the thread reads; shared with the main thread, which looks at
 * PERMILLE. */
typedef struct {
  GFile   *file;       /* or */
  GBytes  *pasted;
  gint     permille;   /* atomic: how much has been read */
} ReadJob;

typedef struct {
  GBytes           *text;   /* or */
  GFileInputStream *stream; /* a big file, open, its text not kept */
  char             *etag;   /* the stream's when read */
  ChessPgnIndex    *index;
  ChessGame        *game;   /* the one game of a file of one, read already */
  GPtrArray        *games;  /* every game of a small file, or NULL */
} ReadResult;

static void
read_job_free (ReadJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->pasted, g_bytes_unref);
  g_free (job);
}

static void
read_result_free (ReadResult *result)
{
  g_clear_pointer (&result->text, g_bytes_unref);
  g_clear_object (&result->stream);
  g_clear_pointer (&result->etag, g_free);
  g_clear_pointer (&result->index, chess_pgn_index_unref);
  g_clear_object (&result->game);
  g_clear_pointer (&result->games, g_ptr_array_unref);
  g_free (result);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadResult, read_result_free)

/* The file, indexed piece by piece as it comes: its bytes in
 * RESULT->text, or for a big file that can be read again where a game
 * starts, the stream left open in RESULT->stream and the text dropped. */
static gboolean
read_file (ReadJob        *job,
           ReadResult     *result,
           GCancellable   *cancellable,
           GError        **error)
{
  g_autoptr(GFileInputStream) stream = g_file_read (job->file, cancellable, error);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  goffset size = 0;
  guint64 n_total = 0;
  gboolean keep_text = TRUE;

  if (stream == NULL)
    return FALSE;
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE
                                         "," G_FILE_ATTRIBUTE_ETAG_VALUE, cancellable, NULL);
  if (info != NULL)
    {
      size = g_file_info_get_size (info);
      keep_text = size <= PARSE_WHOLE_MAX || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR ||
                  !g_seekable_can_seek (G_SEEKABLE (stream));
    }
  /* Sized once: growing by doubling would need twice the file. */
  buffer = g_byte_array_sized_new (keep_text && size > 0 ? (guint) MIN (size + 1, G_MAXUINT) : PIECE_SIZE);
  for (;;)
    {
      guint length = keep_text ? buffer->len : 0;
      gssize n;

      g_byte_array_set_size (buffer, length + PIECE_SIZE);
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer->data + length, PIECE_SIZE, cancellable, error);
      if (n < 0)
        return FALSE;
      g_byte_array_set_size (buffer, length + (guint) n);
      if (n == 0)
        break;
      chess_pgn_index_feed (result->index, (const char *) buffer->data + length, (gsize) n);
      n_total += (guint64) n;
      if (size > 0)
        g_atomic_int_set (&job->permille, (gint) MIN (1000, n_total * 1000 / (guint64) size));
    }
  if (keep_text)
    result->text = g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
  else
    {
      result->stream = g_steal_pointer (&stream);
      result->etag = g_strdup (g_file_info_get_etag (info));
    }
  return TRUE;
}

static gboolean
index_pasted (ReadJob        *job,
              ReadResult     *result,
              GCancellable   *cancellable,
              GError        **error)
{
  gsize length;
  const char *text = g_bytes_get_data (job->pasted, &length);

  for (gsize done = 0; done < length; done += PIECE_SIZE)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      chess_pgn_index_feed (result->index, text + done, MIN (PIECE_SIZE, length - done));
      g_atomic_int_set (&job->permille, (gint) ((guint64) (done + MIN (PIECE_SIZE, length - done)) * 1000 / length));
    }
  result->text = g_bytes_ref (job->pasted);
  return TRUE;
}

/* Reading a big file leaves this thread's heap (glibc gives each thread
 * an arena of its own) with megabytes freed in its middle — the index's
 * table of tag values, dropped when it is finished, and what growing
 * left behind — which glibc keeps resident until asked. Given back here,
 * off the main thread, in a fraction of a millisecond: for the
 * 100,000-game file of tests/bench/open-big, 5 MB at once and 3 MB off
 * the whole process's peak under the cairo renderer (65 to 62 MB). */
static void
release_freed_memory (ChessPgnIndex *index)
{
#ifdef __GLIBC__
  if (chess_pgn_index_get_n_bytes (index) >= PIECE_SIZE)
    malloc_trim (0);
#endif
}

static void
read_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ReadJob *job = task_data;
  g_autoptr(ReadResult) result = g_new0 (ReadResult, 1);
  GError *error = NULL;

  result->index = chess_pgn_index_new ();
  if (!(job->file != NULL ? read_file (job, result, cancellable, &error)
                          : index_pasted (job, result, cancellable, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  chess_pgn_index_finish (result->index);
  release_freed_memory (result->index);
  /* A file of one game opens at once: read it here too. */
  if (chess_pgn_index_get_n_games (result->index) == 1)
    {
      result->game = result->text != NULL
                   ? chess_pgn_index_read_game (result->index, g_bytes_get_data (result->text, NULL), 0, &error)
                   : chess_pgn_index_read_game_from_stream (result->index, G_INPUT_STREAM (result->stream), 0,
                                                            cancellable, &error);
      if (result->game == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
    }
  /* A small file of several games: all of them, for the picker to
   * describe; one that does not read whole is listed from the index,
   * and its bad game says so when opened. */
  else if (result->text != NULL && g_bytes_get_size (result->text) <= PARSE_WHOLE_MAX)
    result->games = chess_pgn_read (g_bytes_get_data (result->text, NULL), g_bytes_get_size (result->text), NULL);
  g_task_return_pointer (task, g_steal_pointer (&result), (GDestroyNotify) read_result_free);
}

/* One Open or Paste on its way, in the main thread. */
typedef struct {
  ChessGameFiles  *files;    /* weak: a read does not keep closed files */
  GFile           *file;     /* NULL for pasted text */
  const char      *heading;  /* for errors */
  guint            serial;
  ReadJob         *job;      /* the task's */
  ChessGamePicker *picker;   /* weak: shown while the read goes on, or after */
  guint            progress_source;
  guint            ticks;
  gboolean         picker_shown;
} OpenRequest;

static void
open_request_free (OpenRequest *request)
{
  g_clear_handle_id (&request->progress_source, g_source_remove);
  g_clear_weak_pointer (&request->files);
  g_clear_weak_pointer (&request->picker);
  g_clear_object (&request->file);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OpenRequest, open_request_free)

/* Chosen from the picker: the INDEX-th of the file's N_GAMES. */
typedef struct {
  ChessGameFiles *files; /* weak: the picker goes with the window */
  GFile          *file;
  guint           n_games;
} PickRequest;

static void
pick_request_free (gpointer  data,
                   GClosure *closure)
{
  PickRequest *request = data;

  g_clear_weak_pointer (&request->files);
  g_clear_object (&request->file);
  g_free (request);
}

/* GAME (the INDEX-th of N_GAMES in FILE, or pasted when FILE is NULL)
 * becomes the window's game; the toast's Undo brings the old one back. */
static void
install_game (ChessGameFiles *self,
              ChessGame      *game,
              GFile          *file,
              guint           index,
              guint           n_games)
{
  g_autofree char *title = NULL;

  if (file != NULL)
    {
      g_autofree char *name = chess_game_files_display_name (file);

      chess_match_set_game_file (self->match, game, file, index, n_games);
      /* Translators: a toast; the argument is a file name */
      title = g_strdup_printf (_("Opened “%s”"), name);
    }
  else
    title = g_strdup (_("New game from the pasted PGN"));
  _chess_game_files_replace_game (self, game, title);
}

static void
on_game_chosen (ChessGamePicker *picker,
                ChessGame       *game,
                guint            index,
                PickRequest     *request)
{
  if (_chess_game_files_is_open (request->files))
    install_game (request->files, game, request->file, index, request->n_games);
}

static void
show_picker (OpenRequest *request)
{
  g_autofree char *name = request->file != NULL ? chess_game_files_display_name (request->file) : NULL;
  ChessGamePicker *picker = chess_game_picker_new_loading (request->files->window, name);

  g_set_weak_pointer (&request->picker, picker);
  request->picker_shown = TRUE;
  /* Closed while reading: Cancel, at once, as the dialog closes (the
   * picker is freed just after, chess_ui_content_dialog_wrap()). */
  if (request->files->read_cancellable != NULL && request->serial == request->files->open_serial)
    chess_ui_content_dialog_connect_closed (GTK_WIDGET (picker), G_CALLBACK (g_cancellable_cancel),
                                            request->files->read_cancellable);
  chess_game_picker_present (picker);
}

/* A read that takes a while: the picker, with how far it is. */
static gboolean
on_progress_tick (gpointer data)
{
  OpenRequest *request = data;

  if (++request->ticks * PROGRESS_INTERVAL_MS < SHOW_PROGRESS_AFTER_MS)
    return G_SOURCE_CONTINUE;
  if (!request->picker_shown && request->files != NULL)
    show_picker (request);
  if (request->picker == NULL)
    {
      request->progress_source = 0;
      return G_SOURCE_REMOVE;
    }
  chess_game_picker_set_progress (request->picker, g_atomic_int_get (&request->job->permille) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
close_picker (OpenRequest *request)
{
  if (request->picker != NULL)
    chess_game_picker_close (request->picker);
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(OpenRequest) request = user_data;
  ChessGameFiles *self = request->files;
  g_autoptr(GError) error = NULL;
  g_autoptr(ReadResult) read = g_task_propagate_pointer (G_TASK (result), &error);
  PickRequest *pick;
  guint n_games;

  g_clear_handle_id (&request->progress_source, g_source_remove);
  if (!_chess_game_files_is_open (self) || request->serial != self->open_serial)
    {
      close_picker (request);
      return;
    }
  /* Done: nothing left to cancel. */
  g_clear_object (&self->read_cancellable);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      close_picker (request);
      return;
    }

  n_games = read != NULL ? chess_pgn_index_get_n_games (read->index) : 0;
  if (read == NULL || n_games <= 1)
    close_picker (request);
  if (read == NULL)
    _chess_game_files_show_error (self, request->heading, request->file, error->message);
  else if (n_games == 0)
    _chess_game_files_show_error (self, request->heading, request->file,
                                  request->file != NULL ? _("The file holds no game in PGN.")
                                                        : _("The text holds no game in PGN."));
  else if (n_games == 1)
    install_game (self, read->game, request->file, 0, 1);
  else
    {
      if (request->picker == NULL)
        show_picker (request);
      if (read->games != NULL && read->games->len == n_games)
        chess_game_picker_set_games (request->picker, read->games);
      else if (read->stream != NULL)
        chess_game_picker_set_index_stream (request->picker, read->stream, read->etag, read->index);
      else
        chess_game_picker_set_index (request->picker, read->text, read->index);
      pick = g_new0 (PickRequest, 1);
      g_set_weak_pointer (&pick->files, self);
      pick->file = request->file != NULL ? g_object_ref (request->file) : NULL;
      pick->n_games = n_games;
      g_signal_connect_data (request->picker, "game-chosen", G_CALLBACK (on_game_chosen), pick,
                             pick_request_free, 0);
    }
}

void
_chess_game_files_cancel_read (ChessGameFiles *self)
{
  g_cancellable_cancel (self->read_cancellable);
  g_clear_object (&self->read_cancellable);
}

static void
start_read (ChessGameFiles *self,
            GFile          *file,
            GBytes         *pasted,
            const char     *heading)
{
  g_autoptr(GTask) task = NULL;
  OpenRequest *request;
  ReadJob *job = g_new0 (ReadJob, 1);

  /* Only the newest counts. */
  _chess_game_files_cancel_read (self);
  self->read_cancellable = g_cancellable_new ();

  job->file = file != NULL ? g_object_ref (file) : NULL;
  job->pasted = pasted != NULL ? g_bytes_ref (pasted) : NULL;
  request = g_new0 (OpenRequest, 1);
  g_set_weak_pointer (&request->files, self);
  request->file = file != NULL ? g_object_ref (file) : NULL;
  request->heading = heading;
  request->serial = ++self->open_serial;
  request->job = job;
  request->progress_source = g_timeout_add (PROGRESS_INTERVAL_MS, on_progress_tick, request);

  task = g_task_new (NULL, self->read_cancellable, on_read, request);
  g_task_set_source_tag (task, start_read);
  g_task_set_task_data (task, job, (GDestroyNotify) read_job_free);
  g_task_run_in_thread (task, read_in_thread);
}

void
chess_game_files_open (ChessGameFiles *self,
                       GFile          *file)
{
  g_return_if_fail (CHESS_IS_GAME_FILES (self));
  g_return_if_fail (G_IS_FILE (file));

  if (_chess_game_files_is_open (self))
    /* The heading is a static string: translated once, kept. */
    start_read (self, file, NULL, _("Cannot Open File"));
}

void
chess_game_files_paste_pgn (ChessGameFiles *self,
                            const char     *text)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (CHESS_IS_GAME_FILES (self));
  g_return_if_fail (text != NULL);

  if (!_chess_game_files_is_open (self))
    return;
  /* 100,000 pasted games are read in the thread as a file is. */
  bytes = g_bytes_new (text, strlen (text));
  start_read (self, NULL, bytes, _("Cannot Paste Game"));
}
