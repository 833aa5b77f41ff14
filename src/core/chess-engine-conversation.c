/* chess-engine-conversation.c: what ChessEngine says to the engine, and
 * what it makes of the answers
 *
 * One state machine drives the engine: the handshake (uci … uciok,
 * UCI_Chess960, the level's options, isready … readyok), then for each
 * search the options it needs, isready … readyok, position and go …
 * bestmove. Every wait has a timeout. After any fault the process is
 * ended and forgotten, so the next request starts a fresh one: that is
 * Retry. Nothing here ever waits for the engine; callers get GTasks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine"

#include <string.h>

#include "chess-engine-private.h"

/* For each step of the handshake and the isready before a search: long
 * enough for an engine loading its network on a slow disk. */
#define HANDSHAKE_TIMEOUT_MS 5000

static const char *
display_name (ChessEngine *self)
{
  return self->name != NULL ? self->name : self->path;
}

void
_chess_engine_stop_process (ChessEngine *self,
                            gboolean     kill)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->process != NULL)
    chess_engine_process_close (g_steal_pointer (&self->process), kill);
  self->state = STATE_STOPPED;
  self->strength = 0;
  g_clear_pointer (&self->base_fen, g_free);
}

/* Returns the start tasks: TRUE, or a copy of ERROR. */
static void
return_start_tasks (ChessEngine  *self,
                    const GError *error)
{
  g_autoptr(GPtrArray) tasks = g_steal_pointer (&self->start_tasks);

  self->start_tasks = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < tasks->len; i++)
    {
      GTask *task = g_ptr_array_index (tasks, i);

      _chess_engine_stop_watching (task);
      if (error != NULL)
        g_task_return_error (task, g_error_copy (error));
      else
        g_task_return_boolean (task, TRUE);
    }
}

/* Ends the process and gives ERROR (owned) to everyone waiting. The
 * callbacks may start the engine again: SELF is in order before. */
void
_chess_engine_fail (ChessEngine *self,
                    gboolean     kill,
                    GError      *error)
{
  Search *search = g_steal_pointer (&self->search);

  g_debug ("%s", error->message);
  _chess_engine_stop_process (self, kill);
  return_start_tasks (self, error);
  if (search != NULL)
    _chess_engine_search_return (search, NULL, g_error_copy (error));
  g_error_free (error);
}

static gboolean
on_timeout (gpointer data)
{
  ChessEngine *self = data;
  g_autoptr(ChessEngine) hold = g_object_ref (self);
  GError *error;

  self->timeout_id = 0;
  switch (self->state)
    {
    case STATE_WAIT_UCIOK:
      /* Perhaps not a UCI engine, but engines greet with lines of their
       * own too: a hung one must not be called the wrong program. */
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not finish the UCI handshake within %u s",
                           display_name (self), HANDSHAKE_TIMEOUT_MS / 1000);
      break;

    case STATE_WAIT_READYOK:
    case STATE_SYNCING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not answer “isready” within %u s",
                           display_name (self), HANDSHAKE_TIMEOUT_MS / 1000);
      break;

    case STATE_SEARCHING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s sent no move within %u ms",
                           display_name (self), self->search->move_time);
      break;

    case STATE_STOPPING:
      error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMED_OUT,
                           "%s did not stop searching when told to", display_name (self));
      break;

    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      g_return_val_if_reached (G_SOURCE_REMOVE);
    }

  /* It stopped listening: "quit" would be wasted. */
  _chess_engine_fail (self, TRUE, error);
  return G_SOURCE_REMOVE;
}

void
_chess_engine_set_timeout (ChessEngine *self,
                           guint        ms)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (ms, on_timeout, self);
}

static void
send_strength (ChessEngine *self,
               guint        level)
{
  g_auto(GStrv) commands = NULL;
  ChessUciStrength strength;

  if (self->strength == level)
    return;
  chess_uci_get_strength (&self->options, level, &strength);
  commands = chess_uci_strength_commands (&self->options, &strength);
  for (guint i = 0; commands[i] != NULL; i++)
    chess_engine_process_send (self->process, "%s", commands[i]);
  self->strength = level;
}

static void
finish_handshake (ChessEngine *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->state = STATE_IDLE;
  /* Before the callbacks, which may ask for another search. */
  if (self->search != NULL)
    _chess_engine_run_search (self);
  return_start_tasks (self, NULL);
}

static void
on_uciok (ChessEngine *self)
{
  if (!self->options.chess960)
    {
      /* Keeps the name: it tells the user which engine to replace. */
      _chess_engine_fail (self, FALSE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                                    "%s cannot play Chess960: it has no UCI_Chess960 option",
                                                    display_name (self)));
      return;
    }

  chess_engine_process_send (self->process, "setoption name UCI_Chess960 value true");
  send_strength (self, self->level);
  chess_engine_process_send (self->process, "isready");
  self->state = STATE_WAIT_READYOK;
  _chess_engine_set_timeout (self, HANDSHAKE_TIMEOUT_MS);
}

static void
on_handshake_line (ChessEngine *self,
                   const char  *word,
                   const char  *rest,
                   const char  *line)
{
  if (strcmp (word, "id") == 0)
    {
      g_autofree char *key = chess_uci_first_word (rest, &rest);

      self->heard_uci = TRUE;
      if (strcmp (key, "name") == 0)
        {
          g_autofree char *name = g_strstrip (g_strdup (rest));

          _chess_engine_set_name (self, name);
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
on_bestmove (ChessEngine *self,
             const char  *line)
{
  GError *error = NULL;
  ChessMove *move;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  move = _chess_engine_choose_move (self, self->search, line, &error);
  if (move == NULL)
    {
      _chess_engine_fail (self, FALSE, error);
      return;
    }
  self->state = STATE_IDLE;
  _chess_engine_search_return (g_steal_pointer (&self->search), move, NULL);
}

/* Keeps the latest line of each candidate, and the best move of the
 * shallowest depth: what a weakened level chooses from. */
static void
on_info (ChessEngine *self,
         const char  *line)
{
  Search *search = self->search;
  ChessUciInfo info;

  if (!chess_uci_parse_info (line, &info) || info.bound)
    return;
  if (info.multipv == 1 && (search->shallow.move[0] == '\0' || info.depth < search->shallow.depth))
    search->shallow = info;
  if (info.multipv > MAX (search->plan.multipv, 1))
    return;
  if (search->candidates->len < info.multipv)
    g_array_set_size (search->candidates, info.multipv);
  g_array_index (search->candidates, ChessUciInfo, info.multipv - 1) = info;
}

static void
on_line (const char *line,
         gpointer    user_data)
{
  ChessEngine *self = user_data;
  g_autoptr(ChessEngine) hold = g_object_ref (self);
  g_autofree char *word = NULL;
  const char *rest;

  g_debug ("<- %s", line);
  word = chess_uci_first_word (line, &rest);

  /* Lines not expected in the current state are ignored, as UCI asks:
   * "info" lines, unknown commands, a late answer. */
  switch (self->state)
    {
    case STATE_WAIT_UCIOK:
      on_handshake_line (self, word, rest, line);
      break;

    case STATE_WAIT_READYOK:
      if (strcmp (word, "readyok") == 0)
        finish_handshake (self);
      break;

    case STATE_SYNCING:
      if (strcmp (word, "readyok") != 0)
        break;
      if (self->search != NULL && self->search->serial == self->syncing_serial)
        {
          Search *search = self->search;

          chess_uci_get_strength (&self->options, search->strength, &search->plan);
          chess_engine_process_send (self->process, "%s", search->command);
          /* A weakened level's strength is its depth; the time is only a
           * cap, never shorter than the level's own (a benchmark's fast
           * time would cut the depth short on a busy machine). */
          if (search->plan.depth > 0)
            chess_engine_process_send (self->process, "go depth %u movetime %u", search->plan.depth,
                                       MAX (search->move_time,
                                            chess_engine_get_move_time (search->strength)));
          else
            chess_engine_process_send (self->process, "go movetime %u", search->move_time);
          self->state = STATE_SEARCHING;
          _chess_engine_set_timeout (self, self->search->move_time * 3 / 2 + SEARCH_MARGIN_MS);
        }
      else
        {
          /* The search it was for was cancelled meanwhile. */
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = STATE_IDLE;
          if (self->search != NULL)
            _chess_engine_run_search (self);
        }
      break;

    case STATE_SEARCHING:
      if (strcmp (word, "bestmove") == 0)
        on_bestmove (self, line);
      else if (strcmp (word, "info") == 0)
        on_info (self, line);
      break;

    case STATE_STOPPING:
      if (strcmp (word, "bestmove") != 0)
        break;
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      self->state = STATE_IDLE;
      if (self->search != NULL)
        _chess_engine_run_search (self);
      break;

    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      break;
    }
}

static void
on_closed (const GError *error,
           gpointer      user_data)
{
  ChessEngine *self = user_data;
  g_autoptr(ChessEngine) hold = g_object_ref (self);

  if (error != NULL)
    _chess_engine_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE,
                                                 "%s broke the UCI protocol: %s",
                                                 display_name (self), error->message));
  else if (self->state == STATE_WAIT_UCIOK && !self->heard_uci)
    _chess_engine_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                                 "%s ended without answering “uci”: "
                                                 "not a UCI engine, or it cannot run here",
                                                 display_name (self)));
  else
    _chess_engine_fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED,
                                                 "%s ended unexpectedly", display_name (self)));
}

gboolean
_chess_engine_ensure_process (ChessEngine  *self,
                              GError      **error)
{
  if (self->state != STATE_STOPPED)
    return TRUE;

  self->process = chess_engine_process_start (self->path, on_line, on_closed, self, error);
  if (self->process == NULL)
    return FALSE;

  memset (&self->options, 0, sizeof self->options);
  self->heard_uci = FALSE;
  chess_engine_process_send (self->process, "uci");
  self->state = STATE_WAIT_UCIOK;
  _chess_engine_set_timeout (self, HANDSHAKE_TIMEOUT_MS);
  return TRUE;
}

void
_chess_engine_run_search (ChessEngine *self)
{
  Search *search = self->search;

  g_assert (self->state == STATE_IDLE && search != NULL);

  if (g_strcmp0 (self->base_fen, search->base_fen) != 0)
    {
      chess_engine_process_send (self->process, "ucinewgame");
      g_free (self->base_fen);
      self->base_fen = g_strdup (search->base_fen);
    }
  send_strength (self, search->strength);
  chess_engine_process_send (self->process, "isready");
  self->state = STATE_SYNCING;
  self->syncing_serial = search->serial;
  _chess_engine_set_timeout (self, HANDSHAKE_TIMEOUT_MS);
}
