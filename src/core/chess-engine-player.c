/* chess-engine-player.c: a UCI engine playing one side of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine-player"

#include "chess-engine-player.h"
#include "chess-enums.h"

struct _ChessEnginePlayer
{
  GObject            parent_instance;

  char              *engine_path;
  ChessEngine       *engine;
  guint              level;
  ChessColor         color;

  guint              generation;
  /* The search in flight (NULL: none) and its kind. */
  GCancellable      *cancellable;
  ChessEngineSearch  search;
};

G_DEFINE_FINAL_TYPE (ChessEnginePlayer, chess_engine_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENGINE_PATH,
  PROP_LEVEL,
  PROP_COLOR,
  PROP_GENERATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
chess_engine_player_dispose (GObject *object)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->engine != NULL)
    chess_engine_stop (self->engine);
  g_clear_object (&self->engine);

  G_OBJECT_CLASS (chess_engine_player_parent_class)->dispose (object);
}

static void
chess_engine_player_finalize (GObject *object)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  g_free (self->engine_path);

  G_OBJECT_CLASS (chess_engine_player_parent_class)->finalize (object);
}

static void
chess_engine_player_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENGINE_PATH:
      g_value_set_string (value, self->engine_path);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_COLOR:
      g_value_set_enum (value, self->color);
      break;
    case PROP_GENERATION:
      g_value_set_uint (value, self->generation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_player_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENGINE_PATH:
      chess_engine_player_set_engine_path (self, g_value_get_string (value));
      break;
    case PROP_LEVEL:
      chess_engine_player_set_level (self, g_value_get_uint (value));
      break;
    case PROP_COLOR:
      chess_engine_player_set_color (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_player_class_init (ChessEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_engine_player_dispose;
  object_class->finalize = chess_engine_player_finalize;
  object_class->get_property = chess_engine_player_get_property;
  object_class->set_property = chess_engine_player_set_property;

  properties[PROP_ENGINE_PATH] =
    g_param_spec_string ("engine-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL,
                       CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL, CHESS_ENGINE_MIN_LEVEL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOR] =
    g_param_spec_enum ("color", NULL, NULL, CHESS_TYPE_COLOR, CHESS_COLOR_BLACK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GENERATION] =
    g_param_spec_uint ("generation", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_engine_player_init (ChessEnginePlayer *self)
{
  self->level = CHESS_ENGINE_MIN_LEVEL;
  self->color = CHESS_COLOR_BLACK;
}

ChessEnginePlayer *
chess_engine_player_new (const char *engine_path,
                         guint       level,
                         ChessColor  color)
{
  return g_object_new (CHESS_TYPE_ENGINE_PLAYER,
                       "engine-path", engine_path,
                       "level", CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL),
                       "color", color,
                       NULL);
}

const char *
chess_engine_player_get_engine_path (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), NULL);
  return self->engine_path;
}

void
chess_engine_player_set_engine_path (ChessEnginePlayer *self,
                                     const char        *engine_path)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  if (engine_path != NULL && engine_path[0] == '\0')
    engine_path = NULL;
  if (g_strcmp0 (self->engine_path, engine_path) == 0)
    return;
  g_free (self->engine_path);
  self->engine_path = g_strdup (engine_path);
  if (self->engine != NULL)
    chess_engine_stop (self->engine);
  g_clear_object (&self->engine);
  chess_engine_player_next_generation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_PATH]);
}

ChessEngine *
chess_engine_player_get_engine (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), NULL);
  return self->engine;
}

guint
chess_engine_player_get_level (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), CHESS_ENGINE_MIN_LEVEL);
  return self->level;
}

void
chess_engine_player_set_level (ChessEnginePlayer *self,
                               guint              level)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));
  g_return_if_fail (level >= CHESS_ENGINE_MIN_LEVEL && level <= CHESS_ENGINE_MAX_LEVEL);

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

ChessColor
chess_engine_player_get_color (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), CHESS_COLOR_BLACK);
  return self->color;
}

void
chess_engine_player_set_color (ChessEnginePlayer *self,
                               ChessColor         color)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  if (self->color == color)
    return;
  self->color = color;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

guint
chess_engine_player_get_generation (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), 0);
  return self->generation;
}

void
chess_engine_player_next_generation (ChessEnginePlayer *self)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  self->generation++;
  /* The engine stops at once; its answer, when it comes, is dropped. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GENERATION]);
}

gboolean
chess_engine_player_is_searching (ChessEnginePlayer *self,
                                  ChessEngineSearch *search)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), FALSE);

  if (self->cancellable == NULL)
    return FALSE;
  if (search != NULL)
    *search = self->search;
  return TRUE;
}

typedef struct
{
  guint         generation;
  GCancellable *cancellable;
} SearchData;

static void
search_data_free (SearchData *data)
{
  g_clear_object (&data->cancellable);
  g_free (data);
}

static void
on_find_move_done (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  ChessEnginePlayer *self = g_task_get_source_object (task);
  SearchData *data = g_task_get_task_data (task);
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;

  move = chess_engine_find_move_finish (CHESS_ENGINE (source), result, &error);
  if (self->cancellable == data->cancellable)
    g_clear_object (&self->cancellable);

  if (data->generation != self->generation && error == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                         "The game changed during the search");
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, g_steal_pointer (&move), (GDestroyNotify) chess_move_free);
}

void
chess_engine_player_search_async (ChessEnginePlayer   *self,
                                  ChessGame           *game,
                                  ChessEngineSearch    search,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SearchData *data;

  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));
  g_return_if_fail (CHESS_IS_GAME (game));
  g_return_if_fail (self->cancellable == NULL);

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, chess_engine_player_search_async);

  if (self->engine_path == NULL)
    {
      g_task_return_new_error (task, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND,
                               "No chess engine is installed");
      return;
    }
  if (self->engine == NULL)
    self->engine = chess_engine_new (self->engine_path);
  if (search == CHESS_ENGINE_SEARCH_MOVE)
    chess_engine_set_level (self->engine, self->level);

  self->cancellable = g_cancellable_new ();
  self->search = search;
  data = g_new0 (SearchData, 1);
  data->generation = self->generation;
  data->cancellable = g_object_ref (self->cancellable);
  g_task_set_task_data (task, data, (GDestroyNotify) search_data_free);
  chess_engine_find_move_async (self->engine, game, search, self->cancellable,
                                on_find_move_done, g_steal_pointer (&task));
}

ChessMove *
chess_engine_player_search_finish (ChessEnginePlayer  *self,
                                   GAsyncResult       *result,
                                   GError            **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
chess_engine_player_stop (ChessEnginePlayer *self)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  if (self->engine != NULL)
    chess_engine_stop (self->engine);
}

char *
chess_engine_player_describe (ChessEnginePlayer *self)
{
  const char *name;
  g_autofree char *program = NULL;

  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), NULL);

  name = self->engine != NULL ? chess_engine_get_name (self->engine) : NULL;
  if (name == NULL)
    {
      program = self->engine_path != NULL ? g_path_get_basename (self->engine_path) : g_strdup ("?");
      program[0] = g_ascii_toupper (program[0]);
      name = program;
    }
  /* Not translated: PGN tags are read by programs in any language. */
  return g_strdup_printf ("%s (level %u)", name, self->level);
}
