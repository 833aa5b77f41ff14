/* chess-engine-process.c: an engine's process and its pipes
 *
 * Reads and writes are asynchronous so that an engine that stops reading
 * or writing never blocks the app. Every pending operation holds a
 * reference, so the struct outlives ChessEngine when the process takes
 * its time to end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine-process"

#include <signal.h>
#include <string.h>

#include "chess-engine.h"
#include "chess-engine-process-private.h"

/* How long an engine told to quit may take before it is killed. */
#define QUIT_GRACE_MS 500

/* No UCI line comes near this: a longer one is a protocol error, and
 * nothing beyond it is kept. */
#define MAX_LINE_BYTES (64 * 1024)
/* What one read takes from the pipe. */
#define READ_CHUNK_BYTES (16 * 1024)
/* How long the lines read may keep the main loop in one turn: well
 * within a frame (16 ms), even in a flood. */
#define TURN_BUDGET_US (4 * G_TIME_SPAN_MILLISECOND)

struct _ChessEngineProcess
{
  GSubprocess           *subprocess;
  GOutputStream         *input;        /* the engine's stdin; NULL once closed */
  GPollableInputStream  *output;       /* the engine's stdout */
  GSource               *read_source;  /* NULL once closed */
  GByteArray            *pending;      /* read, not yet handled: at most
                                        * MAX_LINE_BYTES + READ_CHUNK_BYTES */
  gsize                  start;        /* where PENDING's next line starts */
  gsize                  scanned;      /* PENDING's bytes known to hold no
                                        * line end */

  GString               *queue;        /* to write after the write in flight */
  GBytes                *writing;      /* the write in flight */
  gboolean               closing;      /* close input once the queue is out */
  guint                  kill_id;

  ChessEngineLineFunc    on_line;      /* NULL once closed */
  ChessEngineClosedFunc  on_closed;
  gpointer               user_data;
};

static void
process_clear (ChessEngineProcess *self)
{
  g_clear_object (&self->subprocess);
  g_clear_object (&self->input);
  g_clear_object (&self->output);
  g_clear_pointer (&self->pending, g_byte_array_unref);
  g_string_free (self->queue, TRUE);
  g_clear_pointer (&self->writing, g_bytes_unref);
}

static ChessEngineProcess *
process_ref (ChessEngineProcess *self)
{
  return g_rc_box_acquire (self);
}

static void
process_unref (gpointer data)
{
  g_rc_box_release_full (data, (GDestroyNotify) process_clear);
}

static void flush (ChessEngineProcess *self);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  ChessEngineProcess *self = data;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->writing, g_bytes_unref);
  if (g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    flush (self);
  else
    {
      /* The engine closed its input, so it is ending: the read sees the end
       * of its output and reports the crash. */
      g_debug ("writing to the engine: %s", error->message);
      g_string_truncate (self->queue, 0);
      g_clear_object (&self->input);
    }
  process_unref (self);
}

static void
flush (ChessEngineProcess *self)
{
  gsize size;
  gconstpointer data;

  if (self->writing != NULL || self->input == NULL)
    return;

  if (self->queue->len == 0)
    {
      /* End of input: what engines that missed "quit" understand. */
      if (self->closing)
        {
          g_output_stream_close (self->input, NULL, NULL);
          g_clear_object (&self->input);
        }
      return;
    }

  self->writing = g_string_free_to_bytes (self->queue);
  self->queue = g_string_new (NULL);
  data = g_bytes_get_data (self->writing, &size);
  g_output_stream_write_all_async (self->input, data, size, G_PRIORITY_DEFAULT, NULL,
                                   on_written, process_ref (self));
}

void
chess_engine_process_send (ChessEngineProcess *self,
                           const char         *format,
                           ...)
{
  va_list args;

  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->closing);

  va_start (args, format);
  g_string_append_vprintf (self->queue, format, args);
  va_end (args);
  g_string_append_c (self->queue, '\n');
  flush (self);
}

static void
stop_reading (ChessEngineProcess *self)
{
  if (self->read_source == NULL)
    return;
  g_source_destroy (self->read_source);
  g_clear_pointer (&self->read_source, g_source_unref);
}

/* Hands the next whole line of PENDING to the caller; FALSE when there is
 * none yet. */
static gboolean
handle_next_line (ChessEngineProcess *self)
{
  guint8 *line = self->pending->data + self->start;
  gsize from = MAX (self->scanned, self->start);
  guint8 *end = memchr (self->pending->data + from, '\n', self->pending->len - from);

  if (end == NULL)
    {
      self->scanned = self->pending->len;
      return FALSE;
    }
  *end = '\0';
  if (end > line && end[-1] == '\r')
    end[-1] = '\0';
  /* The next line starts after this one; PENDING moves only when more is
   * read, so the line stays in place for the call. */
  self->start = end + 1 - self->pending->data;
  self->on_line ((const char *) line, self->user_data);
  return TRUE;
}

static void
report_closed (ChessEngineProcess *self,
               GError             *error)
{
  ChessEngineClosedFunc on_closed = self->on_closed;

  stop_reading (self);
  on_closed (error, self->user_data);
  g_clear_error (&error);
}

/* Reads and handles the engine's output in bounded pieces: at most
 * MAX_LINE_BYTES plus a chunk is ever held, and one turn of the main loop
 * handles lines for TURN_BUDGET_US at most, leaving the rest for the
 * next (a flood of output never freezes the window). */
static gboolean
on_readable (GObject  *stream,
             gpointer  data)
{
  ChessEngineProcess *self = data;
  gint64 deadline = g_get_monotonic_time () + TURN_BUDGET_US;
  ChessEngineProcess *hold = process_ref (self);
  gboolean more = TRUE;

  g_source_set_ready_time (self->read_source, -1);
  while (self->on_line != NULL)
    {
      g_autoptr(GError) error = NULL;
      guint8 buffer[READ_CHUNK_BYTES];
      gssize n;

      if (handle_next_line (self))
        {
          if (g_get_monotonic_time () >= deadline)
            break;
          continue;
        }
      /* What is left is the start of a line: it goes to the front. */
      g_byte_array_remove_range (self->pending, 0, self->start);
      self->scanned -= MIN (self->scanned, self->start);
      self->start = 0;
      if (self->pending->len > MAX_LINE_BYTES)
        {
          report_closed (self, g_error_new (G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                                            "a line longer than %u bytes", MAX_LINE_BYTES));
          more = FALSE;
          break;
        }
      if (g_get_monotonic_time () >= deadline)
        break;
      n = g_pollable_input_stream_read_nonblocking (self->output, buffer, sizeof buffer, NULL, &error);
      if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          /* All read: wait for more. */
          more = FALSE;
          break;
        }
      if (n <= 0)
        {
          if (error != NULL)
            g_debug ("reading from the engine: %s", error->message);
          /* A last line without its line end still counts. */
          if (self->pending->len > 0)
            {
              g_byte_array_append (self->pending, (const guint8 *) "\n", 1);
              while (self->on_line != NULL && handle_next_line (self))
                ;
            }
          if (self->on_line != NULL)
            report_closed (self, NULL);
          more = FALSE;
          break;
        }
      g_byte_array_append (self->pending, buffer, n);
    }
  /* Lines left, or more to read: the next turn goes on at once. */
  if (more && self->read_source != NULL)
    g_source_set_ready_time (self->read_source, 0);
  process_unref (hold);
  return G_SOURCE_CONTINUE;
}

static void
ignore_sigpipe (void)
{
  static gsize once = 0;

  /* A write to an engine that has just died must fail with EPIPE, not end
   * the app. GApplication's D-Bus connection ignores SIGPIPE already, but
   * the CLI and the tests have none. */
  if (g_once_init_enter (&once))
    {
      struct sigaction action;

      if (sigaction (SIGPIPE, NULL, &action) == 0 && action.sa_handler == SIG_DFL)
        signal (SIGPIPE, SIG_IGN);
      g_once_init_leave (&once, 1);
    }
}

ChessEngineProcess *
chess_engine_process_spawn (const char             *path,
                            ChessEngineLineFunc     on_line,
                            ChessEngineClosedFunc   on_closed,
                            gpointer                user_data,
                            GError                **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) subprocess = NULL;
  ChessEngineProcess *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (on_line != NULL && on_closed != NULL, NULL);

  ignore_sigpipe ();

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  subprocess = g_subprocess_launcher_spawn (launcher, error, path, NULL);
  if (subprocess == NULL)
    return NULL;

  self = g_rc_box_new0 (ChessEngineProcess);
  self->subprocess = g_steal_pointer (&subprocess);
  self->input = g_object_ref (g_subprocess_get_stdin_pipe (self->subprocess));
  /* A pipe, which is pollable. "\r\n" is stripped by hand. */
  self->output = g_object_ref (G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (self->subprocess)));
  self->pending = g_byte_array_sized_new (READ_CHUNK_BYTES);
  self->queue = g_string_new (NULL);
  self->on_line = on_line;
  self->on_closed = on_closed;
  self->user_data = user_data;

  self->read_source = g_pollable_input_stream_create_source (self->output, NULL);
  g_source_set_callback (self->read_source, G_SOURCE_FUNC (on_readable), self, NULL);
  g_source_attach (self->read_source, NULL);
  return self;
}

static void
on_exited (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  ChessEngineProcess *self = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_clear_handle_id (&self->kill_id, g_source_remove);
  process_unref (self);
}

static gboolean
on_grace_over (gpointer data)
{
  ChessEngineProcess *self = data;

  self->kill_id = 0;
  g_subprocess_force_exit (self->subprocess);
  return G_SOURCE_REMOVE;
}

void
chess_engine_process_close (ChessEngineProcess *self,
                            gboolean            kill)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->closing);

  self->on_line = NULL;
  self->on_closed = NULL;
  self->user_data = NULL;
  stop_reading (self);

  if (kill)
    g_subprocess_force_exit (self->subprocess);
  else
    {
      /* Written at once when nothing else is on the way, so that the engine
       * hears it even if the app quits without another main loop turn. */
      if (self->writing == NULL && self->queue->len == 0 && self->input != NULL &&
          G_IS_POLLABLE_OUTPUT_STREAM (self->input) &&
          g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (self->input),
                                                      "quit\n", 5, NULL, NULL) == 5)
        ;
      else
        g_string_append (self->queue, "quit\n");
      self->closing = TRUE;
      flush (self);
      self->kill_id = g_timeout_add_full (G_PRIORITY_DEFAULT, QUIT_GRACE_MS, on_grace_over,
                                          process_ref (self), process_unref);
    }

  g_subprocess_wait_async (self->subprocess, NULL, on_exited, self);
}

/* PROGRAM: a path, or a bare name looked up on PATH as a shell would. */
ChessEngineProcess *
chess_engine_process_start (const char             *program,
                            ChessEngineLineFunc     on_line,
                            ChessEngineClosedFunc   on_closed,
                            gpointer                user_data,
                            GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  ChessEngineProcess *process;

  if (strchr (program, G_DIR_SEPARATOR) != NULL)
    path = g_strdup (program);
  else
    path = g_find_program_in_path (program);
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND,
                   "There is no engine at %s", program);
      return NULL;
    }
  process = chess_engine_process_spawn (path, on_line, on_closed, user_data, &local_error);
  if (process == NULL)
    g_set_error (error, CHESS_ENGINE_ERROR,
                 g_error_matches (local_error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT)
                   ? CHESS_ENGINE_ERROR_NOT_FOUND : CHESS_ENGINE_ERROR_FAILED_TO_START,
                 "Could not start %s: %s", program, local_error->message);
  return process;
}
