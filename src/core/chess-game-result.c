/* chess-game-result.c: how a game ends: by the rules (mate, stalemate,
 * material, repetitions, the move counts) worked out after every change,
 * and by an action (a claim, resignation, agreement, a flag, a result set
 * from outside)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include "chess-game-private.h"
#include "chess-position-private.h"

/* How often NODE's position has stood on the board on the line to it,
 * counting itself. Only positions since the last pawn move or capture
 * can repeat, which the halfmove clock counts. */
static guint
count_repetitions_at (const ChessGameNode *node)
{
  const ChessPosition *now = node->position;
  guint n = 1;
  guint reach = MIN (now->halfmove_clock, node->ply);
  const ChessGameNode *before = node;

  for (guint back = 1; back <= reach; back++)
    {
      before = before->parent;
      if (back % 2 == 0 && before->position->key == now->key)
        n++;
    }
  return n;
}

static guint
count_repetitions (ChessGame *self)
{
  return count_repetitions_at (chess_game_get_current_node (self));
}

/* The result the moves to NODE give by themselves. */
static void
compute_node_result (const ChessGameNode *node,
                     ChessResult         *result,
                     ChessResultReason   *reason)
{
  const ChessPosition *pos = node->position;

  *result = CHESS_RESULT_DRAW;
  if (chess_movegen_count (pos) == 0)
    {
      if (chess_position_checkers (pos))
        {
          *result = pos->side == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS;
          *reason = CHESS_RESULT_REASON_CHECKMATE;
        }
      else
        *reason = CHESS_RESULT_REASON_STALEMATE;
    }
  else if (chess_position_is_insufficient_material (pos))
    *reason = CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL;
  else if (count_repetitions_at (node) >= 5)
    *reason = CHESS_RESULT_REASON_FIVEFOLD_REPETITION;
  else if (pos->halfmove_clock >= 150)
    *reason = CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES;
  else
    {
      *result = CHESS_RESULT_NONE;
      *reason = CHESS_RESULT_REASON_NONE;
    }
}

static void
compute_result (ChessGame         *self,
                ChessResult       *result,
                ChessResultReason *reason)
{
  compute_node_result (chess_game_get_current_node (self), result, reason);
}

void
_chess_game_get_main_line_result (ChessGame         *self,
                                  ChessResult       *result,
                                  ChessResultReason *reason)
{
  ChessGameNode *end = chess_game_get_main_line_end (self);

  if (end == chess_game_get_current_node (self))
    {
      *result = self->result;
      *reason = self->reason;
    }
  else
    compute_node_result (end, result, reason);
}

static void
set_result (ChessGame         *self,
            ChessResult        result,
            ChessResultReason  reason,
            gboolean           by_action)
{
  self->result_by_action = by_action;
  if (self->result != result)
    {
      self->result = result;
      g_object_notify_by_pspec (G_OBJECT (self), _chess_game_properties[CHESS_GAME_PROP_RESULT]);
    }
  if (self->reason != reason)
    {
      self->reason = reason;
      g_object_notify_by_pspec (G_OBJECT (self), _chess_game_properties[CHESS_GAME_PROP_RESULT_REASON]);
    }
}

void
_chess_game_update_result (ChessGame *self)
{
  ChessResult result;
  ChessResultReason reason;

  compute_result (self, &result, &reason);
  set_result (self, result, reason, FALSE);
}

gboolean
_chess_game_is_drawn_by_rule (ChessGame         *self,
                              ChessResultReason *reason)
{
  const ChessPosition *pos = chess_game_get_position (self);

  if (chess_position_is_insufficient_material (pos))
    *reason = CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL;
  /* Five times the same position takes at least 16 reversible plies. */
  else if (pos->halfmove_clock >= 16 && count_repetitions (self) >= 5)
    *reason = CHESS_RESULT_REASON_FIVEFOLD_REPETITION;
  else if (pos->halfmove_clock >= 150)
    *reason = CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES;
  else
    return FALSE;
  return TRUE;
}

ChessResult
chess_game_get_result (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_RESULT_NONE);
  return self->result;
}

ChessResultReason
chess_game_get_result_reason (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_RESULT_REASON_NONE);
  return self->reason;
}

ChessDrawClaim
chess_game_get_claimable_draw (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_DRAW_CLAIM_NONE);

  if (self->result != CHESS_RESULT_NONE)
    return CHESS_DRAW_CLAIM_NONE;
  if (count_repetitions (self) >= 3)
    return CHESS_DRAW_CLAIM_THREEFOLD_REPETITION;
  if (chess_game_get_position (self)->halfmove_clock >= 100)
    return CHESS_DRAW_CLAIM_FIFTY_MOVES;
  return CHESS_DRAW_CLAIM_NONE;
}

static gboolean
end_by_action (ChessGame         *self,
               ChessResult        result,
               ChessResultReason  reason)
{
  ChessGameHistoryState before;

  if (self->result != CHESS_RESULT_NONE)
    return FALSE;
  _chess_game_history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  set_result (self, result, reason, TRUE);
  _chess_game_notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
chess_game_claim_draw (ChessGame *self)
{
  ChessDrawClaim claim;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  claim = chess_game_get_claimable_draw (self);
  if (claim == CHESS_DRAW_CLAIM_NONE)
    return FALSE;
  return end_by_action (self, CHESS_RESULT_DRAW,
                        claim == CHESS_DRAW_CLAIM_THREEFOLD_REPETITION
                          ? CHESS_RESULT_REASON_THREEFOLD_REPETITION
                          : CHESS_RESULT_REASON_FIFTY_MOVES);
}

gboolean
chess_game_resign (ChessGame  *self,
                   ChessColor  color)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return end_by_action (self,
                        color == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS,
                        CHESS_RESULT_REASON_RESIGNATION);
}

gboolean
chess_game_agree_draw (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return end_by_action (self, CHESS_RESULT_DRAW, CHESS_RESULT_REASON_DRAW_AGREED);
}

gboolean
chess_game_flag_fall (ChessGame  *self,
                      ChessColor  color)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  /* Laws 6.9: the game is drawn if the opponent cannot checkmate by any
   * possible series of legal moves. */
  if (!chess_position_has_mating_material (chess_game_get_position (self), color ^ 1))
    return end_by_action (self, CHESS_RESULT_DRAW, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  return end_by_action (self,
                        color == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS,
                        CHESS_RESULT_REASON_TIMEOUT);
}

void
chess_game_set_result (ChessGame         *self,
                       ChessResult        result,
                       ChessResultReason  reason)
{
  ChessGameHistoryState before;

  g_return_if_fail (CHESS_IS_GAME (self));

  _chess_game_history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  set_result (self, result, reason, result != CHESS_RESULT_NONE);
  _chess_game_notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
chess_result_to_string (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1-0";
    case CHESS_RESULT_BLACK_WINS:
      return "0-1";
    case CHESS_RESULT_DRAW:
      return "1/2-1/2";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}
