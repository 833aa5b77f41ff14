/* chess-engine.c: a UCI chess engine in a child process, asked for moves
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

#include "chess-engine.h"
#include "chess-engine-process-private.h"
#include "chess-uci-private.h"

/* For each step of the handshake and the isready before a search: long
 * enough for an engine loading its network on a slow disk. */
#define HANDSHAKE_TIMEOUT_MS 5000
/* What a search may take beyond its time before the engine counts as
 * hung (plus half the time again): engines overshoot "movetime" a little,
 * a loaded machine more. Also how long a cancelled search may take to
 * stop. */
#define SEARCH_MARGIN_MS 3000

#define DEFAULT_LEVEL 3

G_DEFINE_QUARK (chess-engine-error-quark, chess_engine_error)

typedef enum {
  STATE_STOPPED,
  STATE_WAIT_UCIOK,
  STATE_WAIT_READYOK,   /* the end of the handshake */
  STATE_IDLE,
  STATE_SYNCING,        /* isready sent before a search */
  STATE_SEARCHING,      /* go sent */
  STATE_STOPPING,       /* stop sent for a cancelled search, whose bestmove
                         * must not be taken for the next one's */
} EngineState;

typedef struct {
  GTask         *task;
  guint          serial;
  ChessPosition *position;   /* as it was at the call */
  char          *command;    /* position fen … moves … */
  char          *base_fen;
  guint          strength;   /* the level whose options apply */
  guint          move_time;
} Search;

struct _ChessEngine
{
  GObject             parent_instance;

  char               *path;
  char               *name;
  guint               level;

  ChessEngineProcess *process;
  EngineState         state;
  guint               timeout_id;
  gboolean            heard_uci;     /* an "id" or "option" line */
  ChessUciOptions     options;
  guint               strength;      /* level set in the engine, 0 for none */
  char               *base_fen;      /* of the last position sent */

  GPtrArray          *start_tasks;   /* GTask*, waiting for the handshake */
  Search             *search;        /* the caller's, running or waiting */
  guint               last_serial;
  guint               syncing_serial; /* the search the isready is for */
};

G_DEFINE_FINAL_TYPE (ChessEngine, chess_engine, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_NAME,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void run_search (ChessEngine *self);

static void
search_free (Search *search)
{
  g_clear_object (&search->task);
  g_clear_pointer (&search->position, chess_position_free);
  g_clear_pointer (&search->command, g_free);
  g_clear_pointer (&search->base_fen, g_free);
  g_free (search);
}

static void
cancel_source_free (gpointer data)
{
  g_source_destroy (data);
  g_source_unref (data);
}

/* Completes TASK as soon as its cancellable fires, in the task's context,
 * rather than in whatever thread cancels it. */
static void
watch_cancellable (GTask                 *task,
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

static void
stop_watching (GTask *task)
{
  g_task_set_task_data (task, NULL, NULL);
}

/* Frees SEARCH and returns MOVE, or ERROR (both owned). */
static void
search_return (Search    *search,
               ChessMove *move,
               GError    *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&search->task);

  search_free (search);
  stop_watching (task);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, move, (GDestroyNotify) chess_move_free);
}

static const char *
display_name (ChessEngine *self)
{
  return self->name != NULL ? self->name : self->path;
}

static void
stop_process (ChessEngine *self,
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

      stop_watching (task);
      if (error != NULL)
        g_task_return_error (task, g_error_copy (error));
      else
        g_task_return_boolean (task, TRUE);
    }
}

/* Ends the process and gives ERROR (owned) to everyone waiting. The
 * callbacks may start the engine again: SELF is in order before. */
static void
fail (ChessEngine *self,
      gboolean     kill,
      GError      *error)
{
  Search *search = g_steal_pointer (&self->search);

  g_debug ("%s", error->message);
  stop_process (self, kill);
  return_start_tasks (self, error);
  if (search != NULL)
    search_return (search, NULL, g_error_copy (error));
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
  fail (self, TRUE, error);
  return G_SOURCE_REMOVE;
}

static void
set_timeout (ChessEngine *self,
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

  if (self->strength == level)
    return;
  commands = chess_uci_strength_commands (&self->options, level);
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
    run_search (self);
  return_start_tasks (self, NULL);
}

static void
on_uciok (ChessEngine *self)
{
  if (!self->options.chess960)
    {
      /* Keeps the name: it tells the user which engine to replace. */
      fail (self, FALSE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                      "%s cannot play Chess960: it has no UCI_Chess960 option",
                                      display_name (self)));
      return;
    }

  chess_engine_process_send (self->process, "setoption name UCI_Chess960 value true");
  send_strength (self, self->level);
  chess_engine_process_send (self->process, "isready");
  self->state = STATE_WAIT_READYOK;
  set_timeout (self, HANDSHAKE_TIMEOUT_MS);
}

static void
set_name (ChessEngine *self,
          const char  *name)
{
  if (*name == '\0' || g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
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

          set_name (self, name);
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
  move = chess_uci_parse_bestmove (self->search->position, line, &error);
  if (move == NULL)
    {
      fail (self, FALSE, error);
      return;
    }
  self->state = STATE_IDLE;
  search_return (g_steal_pointer (&self->search), move, NULL);
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
          chess_engine_process_send (self->process, "%s", self->search->command);
          chess_engine_process_send (self->process, "go movetime %u", self->search->move_time);
          self->state = STATE_SEARCHING;
          set_timeout (self, self->search->move_time * 3 / 2 + SEARCH_MARGIN_MS);
        }
      else
        {
          /* The search it was for was cancelled meanwhile. */
          g_clear_handle_id (&self->timeout_id, g_source_remove);
          self->state = STATE_IDLE;
          if (self->search != NULL)
            run_search (self);
        }
      break;

    case STATE_SEARCHING:
      if (strcmp (word, "bestmove") == 0)
        on_bestmove (self, line);
      break;

    case STATE_STOPPING:
      if (strcmp (word, "bestmove") != 0)
        break;
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      self->state = STATE_IDLE;
      if (self->search != NULL)
        run_search (self);
      break;

    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      break;
    }
}

static void
on_closed (gpointer user_data)
{
  ChessEngine *self = user_data;
  g_autoptr(ChessEngine) hold = g_object_ref (self);

  if (self->state == STATE_WAIT_UCIOK && !self->heard_uci)
    fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_UCI,
                                   "%s ended without answering “uci”: "
                                   "not a UCI engine, or it cannot run here",
                                   display_name (self)));
  else
    fail (self, TRUE, g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED,
                                   "%s ended unexpectedly", display_name (self)));
}

static gboolean
ensure_process (ChessEngine  *self,
                GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;

  if (self->state != STATE_STOPPED)
    return TRUE;

  /* A bare name is looked up on PATH, as a shell would. */
  if (strchr (self->path, G_DIR_SEPARATOR) != NULL)
    path = g_strdup (self->path);
  else
    path = g_find_program_in_path (self->path);
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND,
                   "There is no engine at %s", self->path);
      return FALSE;
    }

  self->process = chess_engine_process_spawn (path, on_line, on_closed, self, &local_error);
  if (self->process == NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR,
                   g_error_matches (local_error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT)
                     ? CHESS_ENGINE_ERROR_NOT_FOUND : CHESS_ENGINE_ERROR_FAILED_TO_START,
                   "Could not start %s: %s", self->path, local_error->message);
      return FALSE;
    }

  memset (&self->options, 0, sizeof self->options);
  self->heard_uci = FALSE;
  chess_engine_process_send (self->process, "uci");
  self->state = STATE_WAIT_UCIOK;
  set_timeout (self, HANDSHAKE_TIMEOUT_MS);
  return TRUE;
}

static void
run_search (ChessEngine *self)
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
  set_timeout (self, HANDSHAKE_TIMEOUT_MS);
}

static void
chess_engine_dispose (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  /* No task can be pending: each holds a reference to SELF. */
  stop_process (self, FALSE);

  G_OBJECT_CLASS (chess_engine_parent_class)->dispose (object);
}

static void
chess_engine_finalize (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->base_fen, g_free);
  g_clear_pointer (&self->start_tasks, g_ptr_array_unref);
  g_clear_pointer (&self->search, search_free);

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
      g_value_set_string (value, self->path);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
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
      self->path = g_value_dup_string (value);
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
  self->level = DEFAULT_LEVEL;
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
  return self->path;
}

const char *
chess_engine_get_name (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->name;
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
  stop_watching (task);
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
  if (!ensure_process (self, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (self->state >= STATE_IDLE)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  watch_cancellable (task, on_start_cancelled);
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
  /* Its bestmove is still to come, and must not answer the next search.
   * In the handshake or before "go", there is nothing to stop. */
  if (self->state == STATE_SEARCHING)
    {
      chess_engine_process_send (self->process, "stop");
      self->state = STATE_STOPPING;
      set_timeout (self, SEARCH_MARGIN_MS);
    }
  search_return (search, NULL, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED,
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
  if (search->command == NULL || !ensure_process (self, &error))
    {
      search_free (search);
      g_task_return_error (task, error);
      return;
    }
  search->serial = ++self->last_serial;
  search->position = chess_position_copy (position);
  if (search_kind == CHESS_ENGINE_SEARCH_HINT)
    {
      search->strength = CHESS_ENGINE_MAX_LEVEL;
      search->move_time = CHESS_UCI_HINT_MOVE_TIME;
    }
  else
    {
      search->strength = self->level;
      search->move_time = chess_engine_get_move_time (self->level);
    }
  watch_cancellable (task, on_search_cancelled);
  search->task = g_steal_pointer (&task);
  self->search = search;

  /* Otherwise the handshake or the end of a cancelled search runs it. */
  if (self->state == STATE_IDLE)
    run_search (self);
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

void
chess_engine_stop (ChessEngine *self)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));

  if (self->state == STATE_STOPPED)
    return;
  fail (self, FALSE, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "The engine was stopped"));
}
