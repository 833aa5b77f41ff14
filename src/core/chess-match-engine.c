/* chess-match-engine.c: the match's computer opponent and hints
 *
 * One engine serves both: the computer's moves when it is its turn, and
 * hints for the side to move. What should be searched follows from the
 * game and the opponent alone (_chess_match_engine_sync()): any change of
 * the game starts a new generation of the ChessEnginePlayer, which drops
 * the answer to a search that no longer fits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-match"

#include "chess-match-private.h"

#define properties _chess_match_properties

gboolean
_chess_match_engine_available (ChessMatch *self)
{
  const char *path = chess_engine_player_get_engine_path (self->player);

  return path != NULL
         && g_file_test (path, G_FILE_TEST_IS_REGULAR)
         && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE);
}

static void
set_hint (ChessMatch      *self,
          const ChessMove *hint)
{
  if (self->hint == NULL && hint == NULL)
    return;
  g_clear_pointer (&self->hint, chess_move_free);
  self->hint = hint != NULL ? chess_move_copy (hint) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

static void
set_engine_error (ChessMatch   *self,
                  const GError *error)
{
  if (self->engine_error == NULL && error == NULL)
    return;
  g_clear_error (&self->engine_error);
  self->engine_error = error != NULL ? g_error_copy (error) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_ERROR]);
}

void
_chess_match_engine_reset (ChessMatch *self)
{
  chess_engine_player_next_generation (self->player);
  self->hint_wanted = FALSE;
  set_hint (self, NULL);
  set_engine_error (self, NULL);
}

/* What should be searched now, if anything. */
static gboolean
wanted_search (ChessMatch        *self,
               ChessEngineSearch *search)
{
  if (self->engine_error != NULL || chess_game_get_result (self->game) != CHESS_RESULT_NONE)
    return FALSE;
  /* A start the engine cannot play was refused before the game; should
   * one come anyway, the engine's error says why. */
  /* Pause means pause: the computer does not think on the clock's
   * time, nor answer an offer, until it runs again. */
  if (self->computer && self->derived.paused)
    return FALSE;
  if (self->computer && !self->derived.players_turn)
    {
      *search = CHESS_ENGINE_SEARCH_MOVE;
      return TRUE;
    }
  /* The user offered a draw on their own turn: the computer evaluates
   * the position to answer. */
  if (_chess_match_offer_to_computer (self))
    {
      *search = CHESS_ENGINE_SEARCH_EVALUATE;
      return TRUE;
    }
  if (self->hint_wanted && self->playable)
    {
      *search = CHESS_ENGINE_SEARCH_HINT;
      return TRUE;
    }
  return FALSE;
}

typedef struct
{
  GWeakRef          match;
  ChessEngineSearch search;
} SearchData;

static void
search_data_free (SearchData *data)
{
  g_weak_ref_clear (&data->match);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchData, search_data_free)

/* The game stays as it was; ::engine-error says what went wrong until
 * Retry or a change of the game. */
static void
chess_match_engine_fail (ChessMatch        *self,
                         ChessEngineSearch  search,
                         const GError      *error)
{
  g_debug ("The engine failed: %s", error->message);
  self->fault_search = search;
  self->hint_wanted = FALSE;
  chess_engine_player_stop (self->player);
  set_engine_error (self, error);
  _chess_match_update (self);
}

/* The computer's answer to the user's offer, from the evaluation of the
 * search just done, which is the user's (USERS_TURN) or its own. */
static ChessDrawAnswer
answer_offer (ChessMatch *self,
              gboolean    users_turn)
{
  ChessEngine *engine = chess_engine_player_get_engine (self->player);
  ChessEngineScore score;

  if (engine == NULL || !chess_engine_get_score (engine, &score))
    return _chess_match_answer_draw_offer (self, NULL);
  if (users_turn)
    score.value = -score.value;
  return _chess_match_answer_draw_offer (self, &score);
}

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SearchData) data = user_data;
  g_autoptr(ChessMatch) self = g_weak_ref_get (&data->match);
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;

  move = chess_engine_player_search_finish (CHESS_ENGINE_PLAYER (source), result, &error);
  /* The match is gone, or the game changed: another search follows. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (move == NULL)
    chess_match_engine_fail (self, data->search, error);
  else if (data->search == CHESS_ENGINE_SEARCH_HINT)
    {
      self->hint_wanted = FALSE;
      set_hint (self, move);
      _chess_match_update (self);
    }
  else if (data->search == CHESS_ENGINE_SEARCH_EVALUATE)
    {
      ChessDrawAnswer answer = answer_offer (self, TRUE);

      if (answer != CHESS_DRAW_ANSWER_ACCEPTED)
        _chess_match_set_draw_answer (self, answer);
    }
  else
    {
      /* An offer made before the user's move is answered with the
       * computer's: a decline is its move. */
      ChessDrawAnswer answer = _chess_match_offer_to_computer (self) ? answer_offer (self, FALSE)
                                                                     : CHESS_DRAW_ANSWER_NONE;

      if (answer == CHESS_DRAW_ANSWER_ACCEPTED)
        ;
      else if (!chess_game_play (self->game, move, &error))
        chess_match_engine_fail (self, data->search, error);
      else if (answer != CHESS_DRAW_ANSWER_NONE)
        _chess_match_set_draw_answer (self, answer);
    }

  _chess_match_engine_sync (self);
}

void
_chess_match_engine_sync (ChessMatch *self)
{
  ChessEngineSearch search = CHESS_ENGINE_SEARCH_MOVE;
  ChessEngineSearch running;
  gboolean wanted;
  SearchData *data;

  if (self->game == NULL || self->hold > 0)
    return;

  wanted = wanted_search (self, &search);
  if (chess_engine_player_is_searching (self->player, &running))
    {
      if (wanted && running == search)
        return;
      chess_engine_player_next_generation (self->player);
    }
  if (!wanted)
    return;

  data = g_new0 (SearchData, 1);
  g_weak_ref_init (&data->match, self);
  data->search = search;
  chess_engine_player_search_async (self->player, self->game, search, on_search_done, data);
}

const char *
chess_match_get_engine_path (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return chess_engine_player_get_engine_path (self->player);
}

/* Another engine: the next search starts it. */
void
chess_match_set_engine_path (ChessMatch *self,
                             const char *engine_path)
{
  g_return_if_fail (CHESS_IS_MATCH (self));

  if (g_strcmp0 (chess_engine_player_get_engine_path (self->player),
                 engine_path != NULL && engine_path[0] != '\0' ? engine_path : NULL) == 0)
    return;
  chess_engine_player_set_engine_path (self->player, engine_path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_PATH]);
  if (self->game == NULL)
    return;
  _chess_match_update (self);
  _chess_match_engine_sync (self);
}

ChessEnginePlayer *
chess_match_get_opponent (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return self->computer ? self->player : NULL;
}

gboolean
chess_match_get_playable (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->playable;
}

void
_chess_match_set_opponent (ChessMatch *self,
                           gboolean    computer,
                           guint       level,
                           ChessColor  player_color)
{
  gboolean was_computer = self->computer;

  g_object_freeze_notify (G_OBJECT (self));
  self->computer = computer;
  chess_engine_player_set_level (self->player, CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL));
  chess_engine_player_set_color (self->player, !player_color);
  _chess_match_engine_reset (self);
  if (was_computer != computer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPPONENT]);
  if (computer)
    /* The computer answers no offer. */
    _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
  _chess_match_update (self);
  g_object_thaw_notify (G_OBJECT (self));
  _chess_match_engine_sync (self);
  _chess_match_changed (self);
}

/* The players' tags, so that a saved or copied game says who played whom,
 * as other programs' exports do: the user by their name ("?" is PGN's
 * unknown), the computer by its engine and level. */
static void
name_players (ChessMatch *self,
              ChessColor  player_color)
{
  const char *user_name = g_get_real_name ();
  g_autofree char *computer = chess_engine_player_describe (self->player);

  if (user_name == NULL || *user_name == '\0' || g_strcmp0 (user_name, "Unknown") == 0)
    user_name = "?";
  chess_game_set_tag (self->game, "White", player_color == CHESS_COLOR_WHITE ? user_name : computer);
  chess_game_set_tag (self->game, "Black", player_color == CHESS_COLOR_WHITE ? computer : user_name);
}

void
chess_match_play_computer (ChessMatch *self,
                           guint       level,
                           ChessColor  player_color)
{
  g_return_if_fail (CHESS_IS_MATCH (self));
  g_return_if_fail (level >= CHESS_ENGINE_MIN_LEVEL && level <= CHESS_ENGINE_MAX_LEVEL);
  g_return_if_fail (self->game != NULL);

  chess_match_set_black_at_bottom (self, player_color == CHESS_COLOR_BLACK);
  chess_engine_player_set_level (self->player, level);
  name_players (self, player_color);
  _chess_match_set_opponent (self, TRUE, level, player_color);
}

void
chess_match_play_two_players (ChessMatch *self)
{
  g_return_if_fail (CHESS_IS_MATCH (self));

  if (self->computer)
    _chess_match_set_opponent (self, FALSE, chess_engine_player_get_level (self->player), CHESS_COLOR_WHITE);
}

gboolean
chess_match_get_thinking (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.thinking;
}

gboolean
chess_match_get_can_hint (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.can_hint;
}

gboolean
chess_match_get_hint_pending (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.hint_pending;
}

const ChessMove *
chess_match_get_hint (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return self->hint;
}

gboolean
chess_match_request_hint (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->derived.can_hint)
    return FALSE;
  self->hint_wanted = TRUE;
  _chess_match_update (self);
  _chess_match_engine_sync (self);
  return TRUE;
}

const GError *
chess_match_get_engine_error (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return self->engine_error;
}

/* After a crash, a hang or nonsense, a new process usually does better. */
gboolean
chess_match_retry_engine (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (self->engine_error == NULL)
    return FALSE;
  chess_engine_player_stop (self->player);
  set_engine_error (self, NULL);
  self->hint_wanted = self->fault_search == CHESS_ENGINE_SEARCH_HINT;
  _chess_match_update (self);
  _chess_match_engine_sync (self);
  return TRUE;
}

void
_chess_match_engine_init (ChessMatch *self)
{
  self->player = chess_engine_player_new (NULL, CHESS_ENGINE_MIN_LEVEL, CHESS_COLOR_BLACK);
}

void
_chess_match_engine_dispose (ChessMatch *self)
{
  /* Its callback finds no match, and does nothing. */
  if (self->player != NULL)
    chess_engine_player_next_generation (self->player);
  g_clear_object (&self->player);
  g_clear_pointer (&self->hint, chess_move_free);
  g_clear_error (&self->engine_error);
}
