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

#include "chess-engine-process-private.h"

/* How long an engine told to quit may take before it is killed. */
#define QUIT_GRACE_MS 500

struct _ChessEngineProcess
{
  GSubprocess           *subprocess;
  GOutputStream         *input;        /* the engine's stdin; NULL once closed */
  GDataInputStream      *output;       /* the engine's stdout */
  GCancellable          *cancellable;  /* of the read, cancelled on close */

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
  g_clear_object (&self->cancellable);
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

static void read_next_line (ChessEngineProcess *self);

static void
on_line_read (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  ChessEngineProcess *self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  gsize length;

  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, &length, &error);
  if (self->on_line == NULL)
    ;
  else if (line == NULL)
    {
      if (error != NULL)
        g_debug ("reading from the engine: %s", error->message);
      self->on_closed (self->user_data);
    }
  else
    {
      if (length > 0 && line[length - 1] == '\r')
        line[length - 1] = '\0';
      self->on_line (line, self->user_data);
      /* The callback may have closed SELF. */
      if (self->on_line != NULL)
        read_next_line (self);
    }
  process_unref (self);
}

static void
read_next_line (ChessEngineProcess *self)
{
  g_data_input_stream_read_line_async (self->output, G_PRIORITY_DEFAULT, self->cancellable,
                                       on_line_read, process_ref (self));
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
  self->output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->subprocess));
  /* "\r\n" is stripped by hand: with ANY, a lone "\r" at the end of what
   * has arrived would wait for the next line. */
  g_data_input_stream_set_newline_type (self->output, G_DATA_STREAM_NEWLINE_TYPE_LF);
  self->cancellable = g_cancellable_new ();
  self->queue = g_string_new (NULL);
  self->on_line = on_line;
  self->on_closed = on_closed;
  self->user_data = user_data;

  read_next_line (self);
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
  g_cancellable_cancel (self->cancellable);

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
