/* chess-engine.c: a UCI chess engine in a child process, asked for moves
 *
 * The object and its calls; the conversation with the engine is in
 * chess-engine-conversation.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine"

#include <string.h>

#include "chess-engine-private.h"

#define DEFAULT_LEVEL 3

G_DEFINE_QUARK (chess-engine-error-quark, chess_engine_error)

G_DEFINE_FINAL_TYPE (ChessEngine, chess_engine, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_NAME,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
search_free (Search *search)
{
  g_clear_object (&search->task);
  g_clear_pointer (&search->position, chess_position_free);
  g_clear_pointer (&search->command, g_free);
  g_clear_pointer (&search->base_fen, g_free);
  g_clear_pointer (&search->candidates, g_array_unref);
  g_free (search);
}

/* Frees SEARCH and returns MOVE, or ERROR (both owned). */
void
_chess_engine_search_return (Search    *search,
                             ChessMove *move,
                             GError    *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&search->task);

  search_free (search);
  _chess_uci_task_stop_watching (task);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, move, (GDestroyNotify) chess_move_free);
}

static void
chess_engine_dispose (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  /* No task can be pending: each holds a reference to SELF. */
  _chess_uci_session_stop (&self->session, FALSE);

  G_OBJECT_CLASS (chess_engine_parent_class)->dispose (object);
}

static void
chess_engine_finalize (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  _chess_uci_session_clear (&self->session);
  g_clear_pointer (&self->start_tasks, g_ptr_array_unref);
  g_clear_pointer (&self->search, search_free);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (chess_engine_parent_class)->finalize (object);
}

static void
chess_engine_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessEngine *self = CHESS_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->session.path);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->session.name);
      break;

    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessEngine *self = CHESS_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      _chess_uci_session_set_path (&self->session, g_value_get_string (value));
      break;

    case PROP_LEVEL:
      chess_engine_set_level (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_class_init (ChessEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_engine_dispose;
  object_class->finalize = chess_engine_finalize;
  object_class->get_property = chess_engine_get_property;
  object_class->set_property = chess_engine_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL,
                       CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL, DEFAULT_LEVEL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_engine_init (ChessEngine *self)
{
  _chess_uci_session_init (&self->session, &_chess_engine_session_funcs, G_OBJECT (self));
  self->level = DEFAULT_LEVEL;
  self->rand = g_rand_new ();
  self->start_tasks = g_ptr_array_new_with_free_func (g_object_unref);
}

char *
chess_engine_find_default (void)
{
  static const char *const places[] = {
    "/usr/games/stockfish",   /* Debian's package, not always on PATH */
    "/app/bin/stockfish",     /* bundled in the Flatpak */
  };
  char *path = g_find_program_in_path ("stockfish");

  for (guint i = 0; path == NULL && i < G_N_ELEMENTS (places); i++)
    if (g_file_test (places[i], G_FILE_TEST_IS_EXECUTABLE))
      path = g_strdup (places[i]);
  return path;
}

ChessEngine *
chess_engine_new (const char *path)
{
  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  return g_object_new (CHESS_TYPE_ENGINE, "path", path, NULL);
}

const char *
chess_engine_get_path (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->session.path;
}

const char *
chess_engine_get_name (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->session.name;
}

guint
chess_engine_get_level (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), 0);
  return self->level;
}

void
chess_engine_set_level (ChessEngine *self,
                        guint        level)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (level >= CHESS_ENGINE_MIN_LEVEL && level <= CHESS_ENGINE_MAX_LEVEL);

  /* The engine gets the options before its next search. */
  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

guint
chess_engine_get_move_time (guint level)
{
  g_return_val_if_fail (level >= CHESS_ENGINE_MIN_LEVEL && level <= CHESS_ENGINE_MAX_LEVEL, 0);
  return chess_uci_get_level (level)->move_time;
}

gboolean
chess_engine_can_play_from (const ChessPosition  *start,
                            GError              **error)
{
  g_return_val_if_fail (start != NULL, FALSE);
  return chess_uci_position_is_supported (start, error);
}

static gboolean
on_start_cancelled (GCancellable *cancellable,
                    gpointer      data)
{
  g_autoptr(GTask) task = g_object_ref (data);
  ChessEngine *self = g_task_get_source_object (task);

  /* The handshake goes on: the next request will find the engine ready. */
  g_ptr_array_remove (self->start_tasks, task);
  _chess_uci_task_stop_watching (task);
  g_task_return_error_if_cancelled (task);
  return G_SOURCE_REMOVE;
}

void
chess_engine_start_async (ChessEngine         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;

  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_start_async);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (!_chess_uci_session_start (&self->session, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (self->session.state >= CHESS_UCI_SESSION_IDLE)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  _chess_uci_task_watch_cancellable (task, on_start_cancelled);
  g_ptr_array_add (self->start_tasks, g_steal_pointer (&task));
}

gboolean
chess_engine_start_finish (ChessEngine   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static gboolean
on_search_cancelled (GCancellable *cancellable,
                     gpointer      data)
{
  GTask *task = data;
  ChessEngine *self = g_task_get_source_object (task);
  Search *search = self->search;

  g_return_val_if_fail (search != NULL && search->task == task, G_SOURCE_REMOVE);

  self->search = NULL;
  /* Its bestmove is still to come, and must not answer the next search. */
  _chess_uci_session_stop_search (&self->session);
  _chess_engine_search_return (search, NULL, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                                          "The search was cancelled"));
  return G_SOURCE_REMOVE;
}

void
chess_engine_find_move_async (ChessEngine         *self,
                              ChessGame           *game,
                              ChessEngineSearch    search_kind,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  const ChessPosition *position;
  Search *search;
  GError *error = NULL;

  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (CHESS_IS_GAME (game));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_find_move_async);

  if (g_task_return_error_if_cancelled (task))
    return;
  /* A search cancelled in this same turn of the main loop (the game
   * changed, and the next search is asked at once) ends now. */
  if (self->search != NULL && g_task_get_cancellable (self->search->task) != NULL
      && g_cancellable_is_cancelled (g_task_get_cancellable (self->search->task)))
    on_search_cancelled (NULL, self->search->task);
  if (self->search != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                               "The engine is already searching");
      return;
    }

  position = chess_game_get_position (game);
  if (chess_position_count_legal_moves (position) == 0)
    {
      g_task_return_new_error (task, CHESS_ERROR, CHESS_ERROR_GAME_OVER,
                               "There is no legal move: the game is over");
      return;
    }

  search = g_new0 (Search, 1);
  search->command = chess_uci_position_command (game, &search->base_fen, &error);
  if (search->command == NULL || !_chess_uci_session_start (&self->session, &error))
    {
      search_free (search);
      g_task_return_error (task, error);
      return;
    }
  search->serial = ++self->last_serial;
  search->position = chess_position_copy (position);
  search->candidates = g_array_new (FALSE, TRUE, sizeof (ChessUciInfo));
  if (search_kind == CHESS_ENGINE_SEARCH_HINT)
    {
      search->strength = CHESS_ENGINE_MAX_LEVEL;
      search->move_time = CHESS_UCI_HINT_MOVE_TIME;
    }
  else if (search_kind == CHESS_ENGINE_SEARCH_EVALUATE)
    {
      search->strength = CHESS_ENGINE_MAX_LEVEL;
      search->move_time = CHESS_UCI_EVALUATE_MOVE_TIME;
    }
  else
    {
      search->strength = self->level;
      search->move_time = chess_engine_get_move_time (self->level);
    }
  if (self->move_time > 0)
    search->move_time = self->move_time;
  self->have_score = FALSE;
  _chess_uci_task_watch_cancellable (task, on_search_cancelled);
  search->task = g_steal_pointer (&task);
  self->search = search;

  /* Otherwise the handshake or the end of a cancelled search runs it. */
  if (self->session.state == CHESS_UCI_SESSION_IDLE)
    _chess_engine_run_search (self);
}

ChessMove *
chess_engine_find_move_finish (ChessEngine   *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
chess_engine_get_score (ChessEngine      *self,
                        ChessEngineScore *score)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (score != NULL, FALSE);

  if (!self->have_score)
    return FALSE;
  *score = self->score;
  return TRUE;
}

void
chess_engine_set_seed (ChessEngine *self,
                       guint32      seed)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_rand_set_seed (self->rand, seed);
}

void
chess_engine_set_move_time (ChessEngine *self,
                            guint        move_time)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));
  self->move_time = move_time;
}

void
chess_engine_stop (ChessEngine *self)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));

  if (self->session.state == CHESS_UCI_SESSION_STOPPED)
    return;
  _chess_uci_session_fail (&self->session, FALSE, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "The engine was stopped"));
}
