/* chess-engine-conversation.c: what ChessEngine says to the engine, and
 * what it makes of the answers
 *
 * The state machine is ChessUciSession's (chess-uci-session.c): the
 * handshake, the waits and their timeouts, Retry after a fault. Here is
 * what a move search adds: the level's options, the isready before each
 * search, position and go, the candidates of the "info" lines and the
 * move a "bestmove" plays. Nothing here ever waits for the engine;
 * callers get GTasks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine"

#include <string.h>

#include "chess-engine-private.h"

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

      _chess_uci_task_stop_watching (task);
      if (error != NULL)
        g_task_return_error (task, g_error_copy (error));
      else
        g_task_return_boolean (task, TRUE);
    }
}

/* The process has ended: ERROR (owned) to everyone waiting. The
 * callbacks may start the engine again: SELF is in order before. */
static void
on_failed (gpointer owner,
           GError  *error)
{
  ChessEngine *self = owner;
  Search *search = g_steal_pointer (&self->search);

  self->strength = 0;
  return_start_tasks (self, error);
  if (search != NULL)
    _chess_engine_search_return (search, NULL, g_error_copy (error));
  g_error_free (error);
}

static void
send_strength (ChessEngine *self,
               guint        level)
{
  g_auto(GStrv) commands = NULL;
  ChessUciStrength strength;

  if (self->strength == level)
    return;
  chess_uci_get_strength (&self->session.options, level, &strength);
  commands = chess_uci_strength_commands (&self->session.options, &strength);
  for (guint i = 0; commands[i] != NULL; i++)
    _chess_uci_session_send (&self->session, "%s", commands[i]);
  self->strength = level;
}

/* A new process: the level's options before the handshake's isready. */
static void
on_configure (gpointer owner)
{
  ChessEngine *self = owner;

  self->strength = 0;
  send_strength (self, self->level);
}

static void
go (ChessEngine *self)
{
  Search *search = self->search;

  chess_uci_get_strength (&self->session.options, search->strength, &search->plan);
  _chess_uci_session_send (&self->session, "%s", search->command);
  /* A weakened level's strength is its depth; the time is only a cap,
   * never shorter than the level's own (a benchmark's fast time would cut
   * the depth short on a busy machine). */
  if (search->plan.depth > 0)
    _chess_uci_session_go (&self->session, search->move_time * 3 / 2 + CHESS_UCI_SEARCH_MARGIN_MS,
                           "go depth %u movetime %u", search->plan.depth,
                           MAX (search->move_time, chess_engine_get_move_time (search->strength)));
  else
    _chess_uci_session_go (&self->session, search->move_time * 3 / 2 + CHESS_UCI_SEARCH_MARGIN_MS,
                           "go movetime %u", search->move_time);
}

/* Idle: after the handshake, a cancelled search's end, or the isready
 * for the search TAG (which may have been cancelled meanwhile). */
static void
on_ready (gpointer owner,
          guint    tag)
{
  ChessEngine *self = owner;

  /* Before the callbacks, which may ask for another search. */
  if (self->search != NULL && tag != 0 && self->search->serial == tag)
    go (self);
  else if (self->search != NULL)
    _chess_engine_run_search (self);
  return_start_tasks (self, NULL);
}

static void
on_bestmove (gpointer    owner,
             const char *line)
{
  ChessEngine *self = owner;
  GError *error = NULL;
  ChessMove *move;

  move = _chess_engine_choose_move (self, self->search, line, &error);
  if (move == NULL)
    {
      _chess_uci_session_fail (&self->session, FALSE, error);
      return;
    }
  _chess_engine_search_return (g_steal_pointer (&self->search), move, NULL);
}

/* Keeps the latest line of each candidate, and the best move of the
 * shallowest depth: what a weakened level chooses from. */
static void
on_info (gpointer    owner,
         const char *line)
{
  ChessEngine *self = owner;
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
on_name_changed (gpointer owner)
{
  g_object_notify (owner, "name");
}

const ChessUciSessionFuncs _chess_engine_session_funcs = {
  .configure = on_configure,
  .ready = on_ready,
  .info = on_info,
  .bestmove = on_bestmove,
  .failed = on_failed,
  .name_changed = on_name_changed,
};

void
_chess_engine_run_search (ChessEngine *self)
{
  Search *search = self->search;

  g_assert (self->session.state == CHESS_UCI_SESSION_IDLE && search != NULL);

  _chess_uci_session_new_game (&self->session, search->base_fen);
  send_strength (self, search->strength);
  _chess_uci_session_sync (&self->session, search->serial);
}
