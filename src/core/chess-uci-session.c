/* chess-uci-session.c: one conversation with a UCI engine, the state
 * machine ChessEngine and ChessAnalyser share
 *
 * The owner says what to search and makes of the answers what it wants;
 * this holds the process, the handshake, the waits and their timeouts,
 * and the rule that a fault ends the process, so that the next request
 * starts a fresh one: that is Retry. Nothing here ever waits for the
 * engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine"

#include <string.h>

#include "chess-engine.h"
#include "chess-uci-session-private.h"

void
_chess_uci_session_init (ChessUciSession            *self,
                         const ChessUciSessionFuncs *funcs,
                         GObject                    *owner)
{
  memset (self, 0, sizeof *self);
  self->funcs = funcs;
  self->owner = owner;
}

void
_chess_uci_session_clear (ChessUciSession *self)
{
  _chess_uci_session_stop (self, FALSE);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->name, g_free);
}

void
_chess_uci_session_set_path (ChessUciSession *self,
                             const char      *path)
{
  g_free (self->path);
  self->path = g_strdup (path);
}

const char *
_chess_uci_session_display_name (ChessUciSession *self)
{
  return self->name != NULL ? self->name : self->path;
}

void
_chess_uci_session_stop (ChessUciSession *self,
                         gboolean         kill)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->process != NULL)
    chess_engine_process_close (g_steal_pointer (&self->process), kill);
  self->state = CHESS_UCI_SESSION_STOPPED;
  g_clear_pointer (&self->base_fen, g_free);
}

/* The callbacks may start the engine again: SELF is in order before. */
void
_chess_uci_session_fail (ChessUciSession *self,
                         gboolean         kill,
                         GError          *error)
{
  g_debug ("%s", error->message);
  _chess_uci_session_stop (self, kill);
  self->funcs->failed (self->owner, error);
}

void
_chess_uci_session_send (ChessUciSession *self,
                         const char      *format,
                         ...)
{
  g_autofree char *line = NULL;
  va_list args;

  g_return_if_fail (self->process != NULL);

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  chess_engine_process_send (self->process, "%s", line);
}

static gboolean
on_timeout (gpointer data)
{
  ChessUciSession *self = data;
  g_autoptr(GObject) hold = g_object_ref (self->owner);
  const char *name = _chess_uci_session_display_name (self);
  GError *error;

  self->timeout_id = 0;
  switch (self->state)
    {
    case CHESS_UCI_SESSION_WAIT_UCIOK:
      /* Perhaps not a UCI engine, but engines greet with lines of their
       * own too: a hung one must not be called the wrong program. */
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not finish the UCI handshake within %u s",
                           name, CHESS_UCI_HANDSHAKE_TIMEOUT_MS / 1000);
      break;

    case CHESS_UCI_SESSION_WAIT_READYOK:
    case CHESS_UCI_SESSION_SYNCING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not answer “isready” within %u s",
                           name, CHESS_UCI_HANDSHAKE_TIMEOUT_MS / 1000);
      break;

    case CHESS_UCI_SESSION_SEARCHING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s sent no best move within %u ms", name, self->search_timeout_ms);
      break;

    case CHESS_UCI_SESSION_STOPPING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not stop searching when told to", name);
      break;

    case CHESS_UCI_SESSION_STOPPED:
    case CHESS_UCI_SESSION_IDLE:
    default:
      g_return_val_if_reached (G_SOURCE_REMOVE);
    }

  /* It stopped listening: "quit" would be wasted. */
  _chess_uci_session_fail (self, TRUE, error);
  return G_SOURCE_REMOVE;
}

static void
set_timeout (ChessUciSession *self,
             guint            ms)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (ms > 0)
    self->timeout_id = g_timeout_add (ms, on_timeout, self);
}

/* The wait is over: idle, and the owner is told so with TAG. */
static void
become_ready (ChessUciSession *self,
              guint            tag)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->state = CHESS_UCI_SESSION_IDLE;
  self->funcs->ready (self->owner, tag);
}

static void
on_uciok (ChessUciSession *self)
{
  if (!self->options.chess960)
    {
      /* Keeps the name: it tells the user which engine to replace. */
      _chess_uci_session_fail (self, FALSE,
                               g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                            "%s cannot play Chess960: it has no UCI_Chess960 option",
                                            _chess_uci_session_display_name (self)));
      return;
    }

  _chess_uci_session_send (self, "setoption name UCI_Chess960 value true");
  self->funcs->configure (self->owner);
  _chess_uci_session_send (self, "isready");
  self->state = CHESS_UCI_SESSION_WAIT_READYOK;
  set_timeout (self, CHESS_UCI_HANDSHAKE_TIMEOUT_MS);
}

static void
on_handshake_line (ChessUciSession *self,
                   const char      *word,
                   const char      *rest,
                   const char      *line)
{
  if (strcmp (word, "id") == 0)
    {
      g_autofree char *key = chess_uci_first_word (rest, &rest);

      self->heard_uci = TRUE;
      if (strcmp (key, "name") == 0)
        {
          g_autofree char *name = g_strstrip (g_strdup (rest));

          if (*name == '\0' || g_strcmp0 (self->name, name) == 0)
            return;
          g_free (self->name);
          self->name = g_steal_pointer (&name);
          if (self->funcs->name_changed != NULL)
            self->funcs->name_changed (self->owner);
        }
    }
  else if (strcmp (word, "option") == 0)
    {
      self->heard_uci = TRUE;
      chess_uci_options_add (&self->options, line);
    }
  else if (strcmp (word, "uciok") == 0)
    on_uciok (self);
}

static void
on_line (const char *line,
         gpointer    user_data)
{
  ChessUciSession *self = user_data;
  g_autoptr(GObject) hold = g_object_ref (self->owner);
  g_autofree char *word = NULL;
  const char *rest;

  g_debug ("<- %s", line);
  word = chess_uci_first_word (line, &rest);

  /* Lines not expected in the current state are ignored, as UCI asks:
   * "info" lines, unknown commands, a late answer. */
  switch (self->state)
    {
    case CHESS_UCI_SESSION_WAIT_UCIOK:
      on_handshake_line (self, word, rest, line);
      break;

    case CHESS_UCI_SESSION_WAIT_READYOK:
      if (strcmp (word, "readyok") == 0)
        become_ready (self, 0);
      break;

    case CHESS_UCI_SESSION_SYNCING:
      if (strcmp (word, "readyok") == 0)
        become_ready (self, self->sync_tag);
      break;

    case CHESS_UCI_SESSION_SEARCHING:
      if (strcmp (word, "info") == 0)
        self->funcs->info (self->owner, line);
      else if (strcmp (word, "bestmove") == 0)
        {
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = CHESS_UCI_SESSION_IDLE;
          self->funcs->bestmove (self->owner, line);
        }
      break;

    case CHESS_UCI_SESSION_STOPPING:
      if (strcmp (word, "bestmove") == 0)
        become_ready (self, 0);
      break;

    case CHESS_UCI_SESSION_STOPPED:
    case CHESS_UCI_SESSION_IDLE:
    default:
      break;
    }
}

static void
on_closed (const GError *error,
           gpointer      user_data)
{
  ChessUciSession *self = user_data;
  g_autoptr(GObject) hold = g_object_ref (self->owner);
  const char *name = _chess_uci_session_display_name (self);

  if (error != NULL)
    _chess_uci_session_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE,
                                                      "%s broke the UCI protocol: %s",
                                                      name, error->message));
  else if (self->state == CHESS_UCI_SESSION_WAIT_UCIOK && !self->heard_uci)
    _chess_uci_session_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                                      "%s ended without answering “uci”: "
                                                      "not a UCI engine, or it cannot run here",
                                                      name));
  else
    _chess_uci_session_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED,
                                                      "%s ended unexpectedly", name));
}

gboolean
_chess_uci_session_start (ChessUciSession  *self,
                          GError          **error)
{
  if (self->state != CHESS_UCI_SESSION_STOPPED)
    return TRUE;

  self->process = chess_engine_process_start (self->path, on_line, on_closed, self, error);
  if (self->process == NULL)
    return FALSE;

  memset (&self->options, 0, sizeof self->options);
  self->heard_uci = FALSE;
  _chess_uci_session_send (self, "uci");
  self->state = CHESS_UCI_SESSION_WAIT_UCIOK;
  set_timeout (self, CHESS_UCI_HANDSHAKE_TIMEOUT_MS);
  return TRUE;
}

void
_chess_uci_session_new_game (ChessUciSession *self,
                             const char      *base_fen)
{
  g_return_if_fail (self->state == CHESS_UCI_SESSION_IDLE);

  if (g_strcmp0 (self->base_fen, base_fen) == 0)
    return;
  _chess_uci_session_send (self, "ucinewgame");
  g_free (self->base_fen);
  self->base_fen = g_strdup (base_fen);
}

void
_chess_uci_session_sync (ChessUciSession *self,
                         guint            tag)
{
  g_return_if_fail (self->state == CHESS_UCI_SESSION_IDLE && tag != 0);

  _chess_uci_session_send (self, "isready");
  self->state = CHESS_UCI_SESSION_SYNCING;
  self->sync_tag = tag;
  set_timeout (self, CHESS_UCI_HANDSHAKE_TIMEOUT_MS);
}

void
_chess_uci_session_go (ChessUciSession *self,
                       guint            timeout_ms,
                       const char      *format,
                       ...)
{
  g_autofree char *line = NULL;
  va_list args;

  g_return_if_fail (self->state == CHESS_UCI_SESSION_IDLE);

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  _chess_uci_session_send (self, "%s", line);
  self->state = CHESS_UCI_SESSION_SEARCHING;
  self->search_timeout_ms = timeout_ms;
  set_timeout (self, timeout_ms);
}

void
_chess_uci_session_stop_search (ChessUciSession *self)
{
  /* In the handshake or before "go", there is nothing to stop. */
  if (self->state != CHESS_UCI_SESSION_SEARCHING)
    return;
  _chess_uci_session_send (self, "stop");
  self->state = CHESS_UCI_SESSION_STOPPING;
  set_timeout (self, CHESS_UCI_SEARCH_MARGIN_MS);
}

static void
cancel_source_free (gpointer data)
{
  g_source_destroy (data);
  g_source_unref (data);
}

void
_chess_uci_task_watch_cancellable (GTask                 *task,
                                   GCancellableSourceFunc on_cancelled)
{
  GCancellable *cancellable = g_task_get_cancellable (task);
  GSource *source;

  if (cancellable == NULL)
    return;
  source = g_cancellable_source_new (cancellable);
  g_source_set_callback (source, G_SOURCE_FUNC (on_cancelled), task, NULL);
  g_source_attach (source, g_task_get_context (task));
  g_task_set_task_data (task, source, cancel_source_free);
}

void
_chess_uci_task_stop_watching (GTask *task)
{
  g_task_set_task_data (task, NULL, NULL);
}
