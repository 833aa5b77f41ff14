/* chess-window-engine.c: the main window's computer opponent and hints
 *
 * One ChessEngine serves both: the computer's moves when it is its turn,
 * and hints for the side to move. What should be searched follows from
 * the game and the opponent alone (chess_window_engine_sync()): any change
 * of the game cancels a search that no longer fits, and its callback asks
 * again. A move or hint is only used for the game state it was asked in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include <glib/gi18n-lib.h>

#include "chess-engine-setup.h"
#include "chess-window-private.h"

#define OPPONENT_GROUP "Opponent"

struct _ChessWindowEngine
{
  ChessEngine       *engine;
  /* Whether the computer plays, at which level, and the user's colour. */
  gboolean           computer;
  guint              level;
  ChessColor         player_color;
  /* Whether an engine is there (for Hint), and whether it can play the
   * game's start at all. */
  gboolean           available;
  gboolean           playable;

  /* Bumped by every change of the game: a search answers only the state
   * it was asked in. */
  guint              generation;
  /* The search in flight (NULL: none), its kind and game state. */
  GCancellable      *cancellable;
  ChessEngineSearch  search;
  guint              search_generation;
  /* The user asked for a hint for the current state. */
  gboolean           hint_wanted;
  /* A search failed: nothing is asked again until Retry or a change of
   * the game. The toast with Retry is the overlay's. */
  gboolean           faulted;
  ChessEngineSearch  fault_search;
  AdwToast          *fault_toast;
  /* Undo and redo take several steps: the engine waits for the last. */
  guint              hold;
  /* The board had the focus when it stopped taking moves. */
  gboolean           board_had_focus;
};

typedef struct
{
  GWeakRef           window;
  GCancellable      *cancellable;
  ChessEngineSearch  search;
  guint              generation;
} SearchData;

static void
search_data_free (SearchData *data)
{
  g_weak_ref_clear (&data->window);
  g_clear_object (&data->cancellable);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchData, search_data_free)

static ChessColor
side_to_move (ChessWindow *self)
{
  return chess_position_get_side_to_move (chess_game_get_position (self->game));
}

gboolean
chess_window_is_players_turn (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  return state == NULL || !state->computer || self->game == NULL
         || side_to_move (self) == state->player_color;
}

gboolean
chess_window_engine_is_thinking (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  return state != NULL && state->computer && !state->faulted
         && chess_window_is_playing (self) && !chess_window_is_players_turn (self);
}

const char *
chess_window_engine_get_status (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  if (chess_window_engine_is_thinking (self))
    return _("Computer is thinking…");
  if (state != NULL && state->computer && state->faulted
      && chess_window_is_playing (self) && !chess_window_is_players_turn (self))
    return _("The computer could not move");
  /* A hint takes a second: say that it is coming. */
  if (state != NULL && state->hint_wanted && chess_window_is_playing (self))
    return _("Looking for a hint…");
  return NULL;
}

gboolean
chess_window_get_computer_opponent (ChessWindow *self,
                                    guint       *level,
                                    ChessColor  *player_color)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), FALSE);

  if (self->engine == NULL || !self->engine->computer)
    return FALSE;
  if (level != NULL)
    *level = self->engine->level;
  if (player_color != NULL)
    *player_color = self->engine->player_color;
  return TRUE;
}

static gboolean
chess_window_engine_can_hint (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  return state != NULL && self->game != NULL
         && state->available && state->playable
         && chess_window_is_playing (self) && chess_window_is_live (self)
         && chess_window_is_players_turn (self)
         && !state->hint_wanted
         && chess_board_view_get_hint_move (self->board_view) == NULL;
}

/* What should be searched now, if anything. */
static gboolean
chess_window_engine_wanted (ChessWindow       *self,
                            ChessEngineSearch *search)
{
  ChessWindowEngine *state = self->engine;

  if (state->faulted || !chess_window_is_playing (self))
    return FALSE;
  /* A start the engine cannot play was refused before the game; should
   * one come anyway, the engine's error says why in a toast. */
  if (state->computer && !chess_window_is_players_turn (self))
    {
      *search = CHESS_ENGINE_SEARCH_MOVE;
      return TRUE;
    }
  if (state->hint_wanted && state->playable)
    {
      *search = CHESS_ENGINE_SEARCH_HINT;
      return TRUE;
    }
  return FALSE;
}

/* The board takes no moves for the computer's side. */
static void
chess_window_engine_update_board (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;
  gboolean interactive = chess_window_is_players_turn (self) || !chess_window_is_playing (self);
  GtkWidget *board = GTK_WIDGET (self->board_view);

  if (interactive == chess_board_view_get_interactive (self->board_view))
    return;
  if (!interactive)
    state->board_had_focus = gtk_widget_has_focus (board);
  chess_board_view_set_interactive (self->board_view, interactive);
  /* Keyboard users find the board where they left it. */
  if (interactive && state->board_had_focus)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus == NULL || focus == board)
        chess_window_focus_board (self);
    }
}

static void on_search_done (GObject      *source,
                            GAsyncResult *result,
                            gpointer      user_data);
static void chess_window_engine_fail (ChessWindow       *self,
                                      ChessEngineSearch  search,
                                      const GError      *error);

static void
chess_window_engine_start_search (ChessWindow       *self,
                                  ChessEngineSearch  search)
{
  ChessWindowEngine *state = self->engine;
  SearchData *data;

  if (state->engine == NULL)
    {
      g_autofree char *path = chess_engine_setup_get_path (self->settings, NULL);

      if (path == NULL || path[0] == '\0')
        {
          g_autoptr(GError) error = g_error_new_literal (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND,
                                                         "No chess engine is installed");

          chess_window_engine_fail (self, search, error);
          return;
        }
      state->engine = chess_engine_new (path);
    }
  if (search == CHESS_ENGINE_SEARCH_MOVE)
    chess_engine_set_level (state->engine, state->level);

  state->cancellable = g_cancellable_new ();
  state->search = search;
  state->search_generation = state->generation;

  data = g_new0 (SearchData, 1);
  g_weak_ref_init (&data->window, self);
  data->cancellable = g_object_ref (state->cancellable);
  data->search = search;
  data->generation = state->generation;
  chess_engine_find_move_async (state->engine, self->game, search, state->cancellable, on_search_done, data);
}

/* Starts what should be searched, or cancels what should not be any more
 * (its callback comes back here). Also what depends on whose turn it is. */
void
chess_window_engine_sync (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;
  ChessEngineSearch search = CHESS_ENGINE_SEARCH_MOVE;
  gboolean wanted;

  if (state == NULL || self->game == NULL || state->hold > 0)
    return;

  wanted = chess_window_engine_wanted (self, &search);
  if (state->cancellable != NULL)
    {
      if (!wanted || search != state->search || state->search_generation != state->generation)
        g_cancellable_cancel (state->cancellable);
    }
  else if (wanted)
    chess_window_engine_start_search (self, search);

  chess_window_engine_update_board (self);
  chess_window_engine_update_actions (self);
}

void
chess_window_engine_update_actions (ChessWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", chess_window_engine_can_hint (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retry-engine",
                                 self->engine != NULL && self->engine->faulted);
}

static void
on_fault_toast_dismissed (AdwToast    *toast,
                          ChessWindow *self)
{
  if (self->engine != NULL && self->engine->fault_toast == toast)
    self->engine->fault_toast = NULL;
}

static void
chess_window_engine_dismiss_fault (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;
  AdwToast *toast = g_steal_pointer (&state->fault_toast);

  state->faulted = FALSE;
  if (toast != NULL)
    adw_toast_dismiss (toast);
}

/* The game stays as it was; the toast says what went wrong, in words, and
 * offers to try again. */
static void
chess_window_engine_fail (ChessWindow       *self,
                          ChessEngineSearch  search,
                          const GError      *error)
{
  ChessWindowEngine *state = self->engine;
  g_autofree char *message = chess_ui_engine_describe_error (error);
  AdwToast *toast;

  g_debug ("The engine failed: %s", error->message);
  chess_window_engine_dismiss_fault (self);
  state->faulted = TRUE;
  state->fault_search = search;
  state->hint_wanted = FALSE;
  if (state->engine != NULL)
    chess_engine_stop (state->engine);

  toast = adw_toast_new (message);
  /* Until Retry, or until the game changes: the game waits for it. */
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_button_label (toast, _("_Retry"));
  adw_toast_set_action_name (toast, "win.retry-engine");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_fault_toast_dismissed), self, 0);
  state->fault_toast = toast;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);

  chess_window_update_all (self);
}

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SearchData) data = user_data;
  g_autoptr(ChessWindow) self = g_weak_ref_get (&data->window);
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  ChessWindowEngine *state;

  move = chess_engine_find_move_finish (CHESS_ENGINE (source), result, &error);
  /* The window is gone, or going. */
  if (self == NULL || (state = self->engine) == NULL || self->game == NULL)
    return;
  if (state->cancellable == data->cancellable)
    g_clear_object (&state->cancellable);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || data->generation != state->generation)
    ;
  else if (move == NULL)
    chess_window_engine_fail (self, data->search, error);
  else if (data->search == CHESS_ENGINE_SEARCH_HINT)
    {
      state->hint_wanted = FALSE;
      chess_board_view_set_hint_move (self->board_view, move);
      chess_window_update_all (self);
    }
  else if (!chess_game_play (self->game, move, &error))
    chess_window_engine_fail (self, data->search, error);

  chess_window_engine_sync (self);
}

/* Any change of the game: a move, a take-back, a result. */
static void
on_game_changed (ChessGame   *game,
                 GParamSpec  *pspec,
                 ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;
  gboolean refresh;

  if (state == NULL)
    return;
  /* The panel followed the game already, but not what changes here. */
  refresh = state->faulted || state->hint_wanted;

  state->generation++;
  state->hint_wanted = FALSE;
  /* The board drops it too, but only after this. */
  chess_board_view_set_hint_move (self->board_view, NULL);
  chess_window_engine_dismiss_fault (self);
  if (refresh)
    chess_window_update_all (self);
  chess_window_engine_sync (self);
}

/* Two players at one board turn it towards the side to move, if they
 * want; against the computer it stays with the user's side. */
static void
chess_window_engine_bind_auto_flip (ChessWindow *self,
                                    gboolean     bind)
{
  if (bind)
    g_settings_bind (self->settings, "auto-flip", self->board_view, "auto-flip", G_SETTINGS_BIND_GET);
  else
    {
      g_settings_unbind (self->board_view, "auto-flip");
      chess_board_view_set_auto_flip (self->board_view, FALSE);
    }
}

static void
chess_window_engine_set_opponent (ChessWindow *self,
                                  gboolean     computer,
                                  guint        level,
                                  ChessColor   player_color)
{
  ChessWindowEngine *state = self->engine;
  gboolean was_computer = state->computer;

  state->computer = computer;
  state->level = CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL);
  state->player_color = player_color;
  state->generation++;
  state->hint_wanted = FALSE;
  chess_window_engine_dismiss_fault (self);
  if (computer != was_computer)
    chess_window_engine_bind_auto_flip (self, !computer);

  chess_window_update_all (self);
  chess_window_engine_sync (self);
  chess_window_session_save (self);
}

/* The players' tags, so that a saved or copied game says who played whom,
 * as other programs' exports do: the user by their name ("?" is PGN's
 * unknown), the computer by its engine and level. */
static void
name_players (ChessWindow *self,
              guint        level,
              ChessColor   player_color)
{
  ChessEngine *engine = self->engine->engine;
  const char *engine_name = engine != NULL ? chess_engine_get_name (engine) : NULL;
  const char *user_name = g_get_real_name ();
  g_autofree char *program = NULL;
  g_autofree char *computer = NULL;

  if (engine_name == NULL)
    {
      g_autofree char *path = chess_engine_setup_get_path (self->settings, NULL);

      program = path != NULL ? g_path_get_basename (path) : g_strdup ("?");
      program[0] = g_ascii_toupper (program[0]);
      engine_name = program;
    }
  /* Not translated: PGN tags are read by programs in any language. */
  computer = g_strdup_printf ("%s (level %u)", engine_name, level);
  if (user_name == NULL || *user_name == '\0' || g_strcmp0 (user_name, "Unknown") == 0)
    user_name = "?";

  chess_game_set_tag (self->game, "White", player_color == CHESS_COLOR_WHITE ? user_name : computer);
  chess_game_set_tag (self->game, "Black", player_color == CHESS_COLOR_WHITE ? computer : user_name);
}

void
chess_window_play_computer (ChessWindow *self,
                            guint        level,
                            ChessColor   player_color)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (level >= CHESS_ENGINE_MIN_LEVEL && level <= CHESS_ENGINE_MAX_LEVEL);

  chess_board_view_set_flipped (self->board_view, player_color == CHESS_COLOR_BLACK);
  name_players (self, level, player_color);
  chess_window_engine_set_opponent (self, TRUE, level, player_color);
}

void
chess_window_play_two_players (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  if (self->engine->computer)
    chess_window_engine_set_opponent (self, FALSE, self->engine->level, CHESS_COLOR_WHITE);
}

/* A game that comes from elsewhere (a file, the clipboard) is for two
 * players until told otherwise. */
void
chess_window_engine_set_game (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  state->playable = chess_engine_can_play_from (chess_game_get_start_position (self->game), NULL);
  g_signal_connect (self->game, "notify::position", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->game, "notify::result", G_CALLBACK (on_game_changed), self);
  chess_board_view_set_hint_move (self->board_view, NULL);
  /* The caller updates the panel and saves. */
  if (state->computer)
    {
      state->computer = FALSE;
      chess_window_engine_bind_auto_flip (self, TRUE);
    }
  state->generation++;
  state->hint_wanted = FALSE;
  chess_window_engine_dismiss_fault (self);
  chess_window_engine_sync (self);
}

gboolean
chess_window_engine_can_undo (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  if (self->game == NULL || !chess_game_can_undo (self->game))
    return FALSE;
  /* The computer's first move alone: taken back, it would only play
   * again. */
  return state == NULL || !state->computer || !chess_window_is_playing (self) || !chess_window_is_players_turn (self)
         || chess_game_get_n_moves (self->game) >= 2;
}

/* Against the computer, a take-back goes back to the user's own turn: the
 * computer's answer and the user's move. */
void
chess_window_engine_undo (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  guint n_moves;

  if (!chess_window_engine_can_undo (self))
    return;
  n_moves = chess_game_get_n_moves (self->game);
  state->hold++;
  /* A resignation or a draw taken back is all: the game goes on from
   * there. */
  if (chess_game_undo (self->game) && chess_game_get_n_moves (self->game) < n_moves
      && state->computer && chess_window_is_playing (self)
      && !chess_window_is_players_turn (self) && chess_game_can_undo (self->game))
    chess_game_undo (self->game);
  state->hold--;
  chess_window_engine_sync (self);
}

void
chess_window_engine_redo (ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;

  if (self->game == NULL)
    return;
  state->hold++;
  if (chess_game_redo (self->game) && state->computer && chess_window_is_playing (self)
      && !chess_window_is_players_turn (self) && chess_game_can_redo (self->game))
    chess_game_redo (self->game);
  state->hold--;
  chess_window_engine_sync (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!chess_window_engine_can_hint (self))
    return;
  self->engine->hint_wanted = TRUE;
  chess_window_update_all (self);
  chess_window_engine_sync (self);
}

/* Starts the engine afresh and asks again: after a crash, a hang or
 * nonsense, a new process usually does better. */
static void
retry_engine_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessWindowEngine *state = self->engine;

  if (!state->faulted)
    return;
  chess_window_engine_dismiss_fault (self);
  if (state->engine != NULL)
    chess_engine_stop (state->engine);
  state->hint_wanted = state->fault_search == CHESS_ENGINE_SEARCH_HINT;
  chess_window_update_all (self);
  chess_window_engine_sync (self);
}

/* Another engine chosen in Preferences: the next search starts it. */
static void
on_engine_path_changed (GSettings   *settings,
                        const char  *key,
                        ChessWindow *self)
{
  ChessWindowEngine *state = self->engine;
  g_autofree char *path = chess_engine_setup_get_path (settings, NULL);

  state->available = chess_engine_setup_is_runnable (path);
  if (state->cancellable != NULL)
    g_cancellable_cancel (state->cancellable);
  g_clear_object (&state->engine);
  chess_window_engine_sync (self);
}

void
chess_window_save_opponent (ChessWindow *self,
                            GKeyFile    *key_file)
{
  ChessWindowEngine *state = self->engine;

  g_key_file_set_boolean (key_file, OPPONENT_GROUP, "Computer", state->computer);
  if (!state->computer)
    return;
  g_key_file_set_integer (key_file, OPPONENT_GROUP, "Level", (int) state->level);
  g_key_file_set_string (key_file, OPPONENT_GROUP, "PlayerColor",
                         state->player_color == CHESS_COLOR_WHITE ? "white" : "black");
}

/* After the game: a missing group is a game for two players; a wrong one
 * is an error, and the session sets the whole file aside. */
gboolean
chess_window_restore_opponent (ChessWindow  *self,
                               GKeyFile     *key_file,
                               GError      **error)
{
  g_autofree char *color = NULL;
  gboolean computer;
  int level;
  GError *local_error = NULL;

  if (!g_key_file_has_group (key_file, OPPONENT_GROUP))
    {
      chess_window_play_two_players (self);
      return TRUE;
    }

  computer = g_key_file_get_boolean (key_file, OPPONENT_GROUP, "Computer", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  if (!computer)
    {
      chess_window_play_two_players (self);
      return TRUE;
    }

  level = g_key_file_get_integer (key_file, OPPONENT_GROUP, "Level", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  color = g_key_file_get_string (key_file, OPPONENT_GROUP, "PlayerColor", error);
  if (color == NULL)
    return FALSE;
  if (level < CHESS_ENGINE_MIN_LEVEL || level > CHESS_ENGINE_MAX_LEVEL
      || (g_strcmp0 (color, "white") != 0 && g_strcmp0 (color, "black") != 0))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "the opponent is level %d, playing against “%s”", level, color);
      return FALSE;
    }

  /* The board stays as it was saved: the user may have turned it. */
  if (self->engine->playable)
    chess_window_engine_set_opponent (self, TRUE, (guint) level,
                                      g_str_equal (color, "white") ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK);
  return TRUE;
}

void
chess_window_engine_init (ChessWindow *self)
{
  ChessWindowEngine *state = g_new0 (ChessWindowEngine, 1);

  state->level = CHESS_ENGINE_MIN_LEVEL;
  state->playable = TRUE;
  self->engine = state;
  g_signal_connect (self->settings, "changed::engine-path", G_CALLBACK (on_engine_path_changed), self);
  on_engine_path_changed (self->settings, "engine-path", self);
}

void
chess_window_engine_dispose (ChessWindow *self)
{
  ChessWindowEngine *state = g_steal_pointer (&self->engine);

  if (state == NULL)
    return;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, on_engine_path_changed, self);
  /* Its callback finds no window state, and does nothing. */
  if (state->cancellable != NULL)
    g_cancellable_cancel (state->cancellable);
  g_clear_object (&state->cancellable);
  if (state->engine != NULL)
    chess_engine_stop (state->engine);
  g_clear_object (&state->engine);
  state->fault_toast = NULL;
  g_free (state);
}

void
chess_window_class_add_engine_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.retry-engine", NULL, retry_engine_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
}
