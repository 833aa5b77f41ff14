/* chess-match.c: the game a window shows, with its clock, opponent and
 * draw offer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-match"

#include "chess-enums.h"
#include "chess-game-file.h"
#include "chess-match-private.h"

/* The clock follows the game, never the other way round: each move
 * presses it, a take-back hands the turn back, and any result stops it.
 * Its only say in the game is the flag fall, which ends it through
 * chess_game_flag_fall(), where the Laws' draw for a side that cannot
 * mate is decided. */

G_DEFINE_FINAL_TYPE (ChessMatch, chess_match, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

GParamSpec *_chess_match_properties[N_PROPS];
#define properties _chess_match_properties
static guint signals[N_SIGNALS];

static void chess_match_disconnect_game  (ChessMatch *self);
static void chess_match_disconnect_clock (ChessMatch *self);

static void
chess_match_dispose (GObject *object)
{
  ChessMatch *self = CHESS_MATCH (object);

  _chess_match_engine_dispose (self);
  chess_match_disconnect_clock (self);
  g_clear_object (&self->clock);
  chess_match_disconnect_game (self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (chess_match_parent_class)->dispose (object);
}

static void
chess_match_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  ChessMatch *self = CHESS_MATCH (object);

  switch ((ChessMatchProperty) prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_OPPONENT:
      g_value_set_object (value, chess_match_get_opponent (self));
      break;
    case PROP_ENGINE_PATH:
      g_value_set_string (value, chess_match_get_engine_path (self));
      break;
    case PROP_BLACK_AT_BOTTOM:
      g_value_set_boolean (value, self->black_at_bottom);
      break;
    case PROP_FILE:
      g_value_set_object (value, chess_match_get_file (self));
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->derived.playing);
      break;
    case PROP_PLAYERS_TURN:
      g_value_set_boolean (value, self->derived.players_turn);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->derived.can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->derived.can_redo);
      break;
    case PROP_DRAW_OFFERED:
      g_value_set_boolean (value, self->draw_offered);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->derived.thinking);
      break;
    case PROP_HINT_PENDING:
      g_value_set_boolean (value, self->derived.hint_pending);
      break;
    case PROP_HINT:
      g_value_set_boxed (value, self->hint);
      break;
    case PROP_CAN_HINT:
      g_value_set_boolean (value, self->derived.can_hint);
      break;
    case PROP_ENGINE_ERROR:
      g_value_set_boxed (value, self->engine_error);
      break;
    case PROP_CAN_PAUSE_CLOCK:
      g_value_set_boolean (value, self->derived.can_pause_clock);
      break;
    case PROP_CLAIMABLE_DRAW:
      g_value_set_enum (value, self->derived.claimable_draw);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->derived.paused);
      break;
    case PROP_CAN_OFFER_DRAW:
      g_value_set_boolean (value, self->derived.can_offer_draw);
      break;
    case PROP_DRAW_ANSWER:
      g_value_set_enum (value, self->draw_answer);
      break;
    case PROP_0:
    case N_PROPS:
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_match_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  ChessMatch *self = CHESS_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      if (g_value_get_object (value) != NULL)
        chess_match_set_game (self, g_value_get_object (value));
      break;
    case PROP_CLOCK:
      chess_match_set_clock (self, g_value_get_object (value));
      break;
    case PROP_ENGINE_PATH:
      chess_match_set_engine_path (self, g_value_get_string (value));
      break;
    case PROP_BLACK_AT_BOTTOM:
      chess_match_set_black_at_bottom (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
flag_property (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
chess_match_class_init (ChessMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = chess_match_dispose;
  object_class->get_property = chess_match_get_property;
  object_class->set_property = chess_match_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME, rw);
  properties[PROP_CLOCK] = g_param_spec_object ("clock", NULL, NULL, CHESS_TYPE_CLOCK, rw);
  properties[PROP_OPPONENT] =
    g_param_spec_object ("opponent", NULL, NULL, CHESS_TYPE_ENGINE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENGINE_PATH] = g_param_spec_string ("engine-path", NULL, NULL, NULL, rw);
  properties[PROP_BLACK_AT_BOTTOM] = g_param_spec_boolean ("black-at-bottom", NULL, NULL, FALSE, rw);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] = flag_property ("playing");
  properties[PROP_PLAYERS_TURN] = flag_property ("players-turn");
  properties[PROP_CAN_UNDO] = flag_property ("can-undo");
  properties[PROP_CAN_REDO] = flag_property ("can-redo");
  properties[PROP_DRAW_OFFERED] = flag_property ("draw-offered");
  properties[PROP_THINKING] = flag_property ("thinking");
  properties[PROP_HINT_PENDING] = flag_property ("hint-pending");
  properties[PROP_HINT] =
    g_param_spec_boxed ("hint", NULL, NULL, CHESS_TYPE_MOVE,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_HINT] = flag_property ("can-hint");
  properties[PROP_ENGINE_ERROR] =
    g_param_spec_boxed ("engine-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_PAUSE_CLOCK] = flag_property ("can-pause-clock");
  properties[PROP_CLAIMABLE_DRAW] =
    g_param_spec_enum ("claimable-draw", NULL, NULL, CHESS_TYPE_DRAW_CLAIM, CHESS_DRAW_CLAIM_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] = flag_property ("paused");
  properties[PROP_CAN_OFFER_DRAW] = flag_property ("can-offer-draw");
  properties[PROP_DRAW_ANSWER] =
    g_param_spec_enum ("draw-answer", NULL, NULL, CHESS_TYPE_DRAW_ANSWER, CHESS_DRAW_ANSWER_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_match_init (ChessMatch *self)
{
  self->playable = TRUE;
  _chess_match_engine_init (self);
}

ChessMatch *
chess_match_new (ChessGame *game)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  return g_object_new (CHESS_TYPE_MATCH, "game", game, NULL);
}

void
_chess_match_changed (ChessMatch *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

ChessColor
_chess_match_side_to_move (ChessMatch *self)
{
  return chess_position_get_side_to_move (chess_game_get_position (self->game));
}

static void
update_flag (ChessMatch         *self,
             gboolean           *field,
             gboolean            value,
             ChessMatchProperty  prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static gboolean
compute_can_undo (ChessMatch *self,
                  gboolean    players_turn,
                  gboolean    playing)
{
  if (!chess_game_can_undo (self->game))
    return FALSE;
  /* The computer's first move alone: taken back, it would only play
   * again. */
  return !self->computer || !playing || !players_turn || chess_game_get_n_moves (self->game) >= 2;
}

void
_chess_match_update (ChessMatch *self)
{
  ChessMatchDerived *d = &self->derived;
  gboolean playing, players_turn, paused, can_offer_draw;
  ChessDrawClaim claim;
  gboolean faulted = self->engine_error != NULL;

  if (self->game == NULL)
    return;
  playing = chess_game_get_result (self->game) == CHESS_RESULT_NONE;
  players_turn = !self->computer
                 || _chess_match_side_to_move (self) != chess_engine_player_get_color (self->player);
  paused = self->clock != NULL && playing && chess_clock_get_started (self->clock)
           && !chess_clock_get_running (self->clock) && !chess_clock_get_flagged (self->clock);
  /* The computer hears an offer on the user's turn, with its evaluation
   * ready: not when it could not evaluate. */
  can_offer_draw = playing && !paused && !self->draw_offered
                   && (!self->computer
                       || (players_turn && !faulted && self->playable && _chess_match_engine_available (self)));
  g_object_freeze_notify (G_OBJECT (self));
  update_flag (self, &d->paused, paused, PROP_PAUSED);
  update_flag (self, &d->can_offer_draw, can_offer_draw, PROP_CAN_OFFER_DRAW);
  update_flag (self, &d->playing, playing, PROP_PLAYING);
  update_flag (self, &d->players_turn, players_turn, PROP_PLAYERS_TURN);
  update_flag (self, &d->can_undo, compute_can_undo (self, players_turn, playing), PROP_CAN_UNDO);
  update_flag (self, &d->can_redo, chess_game_can_redo (self->game), PROP_CAN_REDO);
  update_flag (self, &d->thinking, self->computer && !faulted && playing && !players_turn && !paused,
               PROP_THINKING);
  update_flag (self, &d->hint_pending, self->hint_wanted && playing, PROP_HINT_PENDING);
  update_flag (self, &d->can_hint,
               _chess_match_engine_available (self) && self->playable && playing && players_turn
               && !self->hint_wanted && self->hint == NULL,
               PROP_CAN_HINT);
  update_flag (self, &d->can_pause_clock,
               self->clock != NULL && playing && !chess_clock_get_flagged (self->clock),
               PROP_CAN_PAUSE_CLOCK);
  /* The computer claims nothing: the user only on their own turn. */
  claim = players_turn ? chess_game_get_claimable_draw (self->game) : CHESS_DRAW_CLAIM_NONE;
  if (d->claimable_draw != claim)
    {
      d->claimable_draw = claim;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLAIMABLE_DRAW]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Game */

static void
on_game_move_played (ChessGame       *game,
                     guint            ply,
                     const ChessMove *move,
                     ChessMatch      *self)
{
  if (self->clock != NULL)
    {
      /* The last move stops it: the result's notification comes later. */
      if (chess_game_get_result (game) != CHESS_RESULT_NONE)
        chess_clock_pause (self->clock);
      else
        chess_clock_press (self->clock, chess_move_get_color (move));
      /* The mover's time after the move, as lichess writes it. */
      chess_game_set_clock (game, chess_game_get_node_at (game, ply),
                            chess_clock_get_remaining (self->clock, chess_move_get_color (move)));
    }
  _chess_match_check_draw_offer (self, FALSE);
  /* Before any view shows the move: a move seen is a move saved, even if
   * the app is killed during its animation. */
  _chess_match_changed (self);
}

/* A take-back keeps both times as they are and hands the turn back: the
 * time spent on the move is spent, on a physical clock too, and its
 * increment stays. Running stays running, paused stays paused. */
static void
on_game_move_undone (ChessGame       *game,
                     guint            ply,
                     const ChessMove *move,
                     ChessMatch      *self)
{
  if (self->clock != NULL)
    chess_clock_set_active_color (self->clock, _chess_match_side_to_move (self));
  _chess_match_check_draw_offer (self, TRUE);
  _chess_match_changed (self);
}

/* A result stops the clock. Taking it back (a flag fall too) leaves it
 * paused, for the side to move, with the times as they were: a player
 * whose time is gone loses on time again as soon as it runs. */
static void
on_game_result_changed (ChessGame  *game,
                        GParamSpec *pspec,
                        ChessMatch *self)
{
  if (self->clock != NULL)
    {
      if (chess_game_get_result (game) != CHESS_RESULT_NONE)
        chess_clock_pause (self->clock);
      else
        chess_clock_set_active_color (self->clock, _chess_match_side_to_move (self));
    }
  _chess_match_check_draw_offer (self, FALSE);
}

/* The game notifies its position with every change, results included. */
static void
on_game_position_changed (ChessGame  *game,
                          GParamSpec *pspec,
                          ChessMatch *self)
{
  /* An answer is news until the next move; an offer waiting for one
   * still waits. */
  _chess_match_set_draw_answer (self, _chess_match_offer_to_computer (self) ? CHESS_DRAW_ANSWER_PENDING
                                                                           : CHESS_DRAW_ANSWER_NONE);
  _chess_match_engine_reset (self);
  _chess_match_update (self);
  _chess_match_engine_sync (self);
  _chess_match_changed (self);
}

static void
chess_match_disconnect_game (ChessMatch *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
}

ChessGame *
chess_match_get_game (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return self->game;
}

void
chess_match_set_game (ChessMatch *self,
                      ChessGame  *game)
{
  g_autoptr(GFile) old_file = NULL;
  GFile *file;
  gboolean had_computer;

  g_return_if_fail (CHESS_IS_MATCH (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  file = self->game != NULL ? chess_match_get_file (self) : NULL;
  old_file = file != NULL ? g_object_ref (file) : NULL;
  chess_match_disconnect_game (self);
  g_set_object (&self->game, game);
  g_signal_connect (game, "move-played", G_CALLBACK (on_game_move_played), self);
  g_signal_connect (game, "move-undone", G_CALLBACK (on_game_move_undone), self);
  g_signal_connect (game, "notify::result", G_CALLBACK (on_game_result_changed), self);
  g_signal_connect (game, "notify::position", G_CALLBACK (on_game_position_changed), self);
  /* Variations, comments and NAGs are saved as moves are. */
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (_chess_match_changed), self);
  g_signal_connect_swapped (game, "node-changed", G_CALLBACK (_chess_match_changed), self);

  /* A game that comes from elsewhere (a file, the clipboard) is for two
   * players, without a clock, until told otherwise. */
  chess_match_set_clock (self, NULL);
  _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
  _chess_match_set_draw_answer (self, CHESS_DRAW_ANSWER_NONE);
  self->playable = chess_engine_can_play_from (chess_game_get_start_position (game), NULL);
  had_computer = self->computer;
  self->computer = FALSE;
  self->shown_level = 0;
  _chess_match_engine_reset (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (had_computer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPPONENT]);
  if (old_file != chess_match_get_file (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  _chess_match_update (self);
  g_object_thaw_notify (G_OBJECT (self));
  _chess_match_engine_sync (self);
  _chess_match_changed (self);
}

const ChessPosition *
chess_match_get_shown_position (ChessMatch *self,
                                int         view_ply)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);

  if (self->game == NULL)
    return NULL;
  if (view_ply < 0 || (guint) view_ply > chess_game_get_n_moves (self->game))
    return chess_game_get_position (self->game);
  return chess_game_get_position_at (self->game, (guint) view_ply);
}

gboolean
chess_match_get_playing (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.playing;
}

gboolean
chess_match_get_players_turn (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), TRUE);
  return self->derived.players_turn;
}

gboolean
chess_match_get_black_at_bottom (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->black_at_bottom;
}

void
chess_match_set_black_at_bottom (ChessMatch *self,
                                 gboolean    black_at_bottom)
{
  g_return_if_fail (CHESS_IS_MATCH (self));

  black_at_bottom = !!black_at_bottom;
  if (self->black_at_bottom == black_at_bottom)
    return;
  self->black_at_bottom = black_at_bottom;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_AT_BOTTOM]);
  _chess_match_changed (self);
}

GFile *
chess_match_get_file (ChessMatch *self)
{
  ChessGameFile *info;

  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);

  info = chess_game_file_get (self->game);
  return info != NULL ? info->file : NULL;
}

void
chess_match_set_game_file (ChessMatch *self,
                           ChessGame  *game,
                           GFile      *file,
                           guint       index,
                           guint       n_games)
{
  g_return_if_fail (CHESS_IS_MATCH (self));
  g_return_if_fail (CHESS_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (index < n_games);

  chess_game_file_set (game, file, index, n_games);
  if (game != self->game)
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  _chess_match_changed (self);
}

/* Undo and redo */

gboolean
chess_match_get_can_undo (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.can_undo;
}

gboolean
chess_match_get_can_redo (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.can_redo;
}

/* Against the computer, a take-back goes back to the user's own turn: the
 * computer's answer and the user's move. */
gboolean
chess_match_undo (ChessMatch *self)
{
  guint n_moves;

  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->derived.can_undo)
    return FALSE;
  n_moves = chess_game_get_n_moves (self->game);
  self->hold++;
  /* A resignation or a draw taken back is all: the game goes on from
   * there. */
  if (chess_game_undo (self->game) && chess_game_get_n_moves (self->game) < n_moves
      && self->computer && self->derived.playing && !self->derived.players_turn
      && chess_game_can_undo (self->game))
    chess_game_undo (self->game);
  self->hold--;
  _chess_match_engine_sync (self);
  return TRUE;
}

gboolean
chess_match_redo (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->derived.can_redo)
    return FALSE;
  self->hold++;
  if (chess_game_redo (self->game) && self->computer && self->derived.playing
      && !self->derived.players_turn && chess_game_can_redo (self->game))
    chess_game_redo (self->game);
  self->hold--;
  _chess_match_engine_sync (self);
  return TRUE;
}

/* Clock */

static void
on_clock_flag_fall (ChessClock *clock,
                    ChessColor  color,
                    ChessMatch *self)
{
  chess_game_flag_fall (self->game, color);
}

static void
on_clock_notify (ChessClock *clock,
                 GParamSpec *pspec,
                 ChessMatch *self)
{
  gboolean was_paused = self->derived.paused;

  _chess_match_update (self);
  /* Paused, the computer stops thinking; resumed, it goes on. */
  if (was_paused != self->derived.paused)
    _chess_match_engine_sync (self);
}

/* Paused or resumed: saved at once, so that the time comes back as it
 * was. A move's press is saved with the move. */
static void
on_clock_running_changed (ChessClock *clock,
                          GParamSpec *pspec,
                          ChessMatch *self)
{
  _chess_match_changed (self);
}

static void
chess_match_disconnect_clock (ChessMatch *self)
{
  if (self->clock == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->clock, self);
  chess_clock_pause (self->clock);
}

ChessClock *
chess_match_get_clock (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  return self->clock;
}

void
chess_match_set_clock (ChessMatch *self,
                       ChessClock *clock)
{
  g_return_if_fail (CHESS_IS_MATCH (self));
  g_return_if_fail (clock == NULL || CHESS_IS_CLOCK (clock));

  if (self->clock == clock)
    return;

  chess_match_disconnect_clock (self);
  g_set_object (&self->clock, clock);
  if (clock != NULL)
    {
      g_signal_connect (clock, "flag-fall", G_CALLBACK (on_clock_flag_fall), self);
      g_signal_connect (clock, "notify", G_CALLBACK (on_clock_notify), self);
      g_signal_connect (clock, "notify::running", G_CALLBACK (on_clock_running_changed), self);
      /* A clock set on a game under way takes its turn from the game. */
      if (self->game != NULL)
        {
          if (chess_game_get_result (self->game) == CHESS_RESULT_NONE)
            chess_clock_set_active_color (clock, _chess_match_side_to_move (self));
          else
            chess_clock_pause (clock);
        }
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK]);
  if (self->game != NULL)
    {
      _chess_match_update (self);
      _chess_match_changed (self);
    }
}

void
chess_match_set_time_control (ChessMatch             *self,
                              const ChessTimeControl *time_control)
{
  g_autoptr(ChessClock) clock = NULL;

  g_return_if_fail (CHESS_IS_MATCH (self));
  g_return_if_fail (self->game != NULL);

  if (time_control != NULL)
    {
      g_autofree char *tag = chess_time_control_to_pgn (time_control);

      chess_game_set_tag (self->game, "TimeControl", tag);
      clock = chess_clock_new (time_control);
    }
  chess_match_set_clock (self, clock);
}

gboolean
chess_match_get_paused (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.paused;
}

gboolean
chess_match_get_can_pause_clock (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.can_pause_clock;
}

void
chess_match_toggle_clock (ChessMatch *self)
{
  g_return_if_fail (CHESS_IS_MATCH (self));

  if (self->clock == NULL || !self->derived.playing)
    return;
  if (chess_clock_get_running (self->clock))
    chess_clock_pause (self->clock);
  else
    chess_clock_resume (self->clock);
}
