/* chess-match-draw.c: draw offers, claims and resignation in the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-match"

#include "chess-match-private.h"

#define properties _chess_match_properties

/* At one board the side to move makes the offer, and FIDE's order (move,
 * then offer) comes out the same: the offer stands through the offering
 * side's own move, and the opponent answers it with Accept, Decline or a
 * move of their own, which declines it. Taking back a move withdraws it. */
void
_chess_match_check_draw_offer (ChessMatch *self,
                  gboolean    took_back)
{
  guint n_moves = chess_game_get_n_moves (self->game);

  if (self->draw_offered
      && (took_back || n_moves < self->draw_offer_ply || n_moves > self->draw_offer_ply + 1
          || chess_game_get_result (self->game) != CHESS_RESULT_NONE))
    _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
}

/* Draws and resignation */

void
_chess_match_set_draw_offer (ChessMatch *self,
                             gboolean    offered,
                             ChessColor  color,
                             guint       ply)
{
  if (self->draw_offered == offered
      && (!offered || (self->draw_offer_color == color && self->draw_offer_ply == ply)))
    return;
  self->draw_offer_color = color;
  self->draw_offer_ply = ply;
  if (self->draw_offered != offered)
    {
      self->draw_offered = offered;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAW_OFFERED]);
      _chess_match_update (self);
    }
  _chess_match_changed (self);
}

gboolean
chess_match_get_draw_offered (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->draw_offered;
}

gboolean
chess_match_get_draw_offer (ChessMatch *self,
                            ChessColor *color,
                            guint      *ply)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->draw_offered)
    return FALSE;
  if (color != NULL)
    *color = self->draw_offer_color;
  if (ply != NULL)
    *ply = self->draw_offer_ply;
  return TRUE;
}

gboolean
chess_match_get_can_offer_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.can_offer_draw;
}

gboolean
chess_match_offer_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->derived.can_offer_draw)
    return FALSE;
  _chess_match_set_draw_offer (self, TRUE, _chess_match_side_to_move (self),
                               chess_game_get_n_moves (self->game));
  /* The computer evaluates the position, and answers. */
  if (self->computer)
    {
      _chess_match_set_draw_answer (self, CHESS_DRAW_ANSWER_PENDING);
      _chess_match_update (self);
      _chess_match_engine_sync (self);
    }
  else
    _chess_match_update (self);
  return TRUE;
}

ChessDrawAnswer
chess_match_get_draw_answer (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), CHESS_DRAW_ANSWER_NONE);
  return self->draw_answer;
}

void
_chess_match_set_draw_answer (ChessMatch      *self,
                              ChessDrawAnswer  answer)
{
  if (self->draw_answer == answer)
    return;
  self->draw_answer = answer;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAW_ANSWER]);
}

gboolean
_chess_match_offer_to_computer (ChessMatch *self)
{
  return self->computer && self->draw_offered
         && self->draw_offer_color != chess_engine_player_get_color (self->player);
}

/* What a side has besides its king and pawns, in the usual points. */
static guint
piece_points (const ChessPosition *position,
              ChessColor           color)
{
  static const guint points[] = {
    [CHESS_PIECE_TYPE_KNIGHT] = 3, [CHESS_PIECE_TYPE_BISHOP] = 3, [CHESS_PIECE_TYPE_ROOK] = 5,
    [CHESS_PIECE_TYPE_QUEEN] = 9,
  };
  guint total = 0;

  for (guint square = 0; square < 64; square++)
    {
      ChessColor piece_color;
      ChessPieceType type;

      if (chess_position_get_piece (position, square, &piece_color, &type) && piece_color == color
          && (guint) type < G_N_ELEMENTS (points))
        total += points[type];
    }
  return total;
}

/* The thresholds of chess_match_judge_draw_offer(), in centipawns. */
#define DRAW_BETTER_CP    50
#define DRAW_WORSE_CP   (-150)
#define DRAW_FROM_MOVE    30
#define DRAW_ENDING_POINTS 8

ChessDrawAnswer
chess_match_judge_draw_offer (const ChessEngineScore *score,
                              const ChessPosition    *position)
{
  g_return_val_if_fail (position != NULL, CHESS_DRAW_ANSWER_DECLINED_EARLY);

  if (score == NULL)
    return CHESS_DRAW_ANSWER_DECLINED_EARLY;
  if (score->mate)
    return score->value > 0 ? CHESS_DRAW_ANSWER_DECLINED_BETTER : CHESS_DRAW_ANSWER_ACCEPTED;
  if (score->value >= DRAW_BETTER_CP)
    return CHESS_DRAW_ANSWER_DECLINED_BETTER;
  if (score->value <= DRAW_WORSE_CP)
    return CHESS_DRAW_ANSWER_ACCEPTED;
  if (chess_position_get_fullmove_number (position) >= DRAW_FROM_MOVE
      || (piece_points (position, CHESS_COLOR_WHITE) <= DRAW_ENDING_POINTS
          && piece_points (position, CHESS_COLOR_BLACK) <= DRAW_ENDING_POINTS))
    return CHESS_DRAW_ANSWER_ACCEPTED;
  return CHESS_DRAW_ANSWER_DECLINED_EARLY;
}

ChessDrawAnswer
_chess_match_answer_draw_offer (ChessMatch             *self,
                                const ChessEngineScore *score)
{
  ChessDrawAnswer answer = chess_match_judge_draw_offer (score, chess_game_get_position (self->game));

  g_debug ("The computer's answer to a draw offer: %d (score %d%s)", answer,
           score != NULL ? score->value : 0, score != NULL && score->mate ? " mate" : "");
  _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
  if (answer == CHESS_DRAW_ANSWER_ACCEPTED)
    {
      chess_game_agree_draw (self->game);
      /* After the result, which clears any answer. */
      _chess_match_set_draw_answer (self, answer);
    }
  _chess_match_update (self);
  return answer;
}

gboolean
chess_match_accept_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->draw_offered || !self->derived.playing)
    return FALSE;
  _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
  return chess_game_agree_draw (self->game);
}

gboolean
chess_match_decline_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (!self->draw_offered)
    return FALSE;
  _chess_match_set_draw_offer (self, FALSE, CHESS_COLOR_WHITE, 0);
  return TRUE;
}

ChessDrawClaim
chess_match_get_claimable_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), CHESS_DRAW_CLAIM_NONE);

  return self->derived.claimable_draw;
}

gboolean
chess_match_claim_draw (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);

  if (chess_match_get_claimable_draw (self) == CHESS_DRAW_CLAIM_NONE)
    return FALSE;
  return chess_game_claim_draw (self->game);
}

ChessColor
chess_match_get_resigning_color (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), CHESS_COLOR_WHITE);

  if (self->game == NULL)
    return CHESS_COLOR_WHITE;
  if (self->computer)
    return !chess_engine_player_get_color (self->player);
  return _chess_match_side_to_move (self);
}

gboolean
chess_match_resign (ChessMatch *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  return self->derived.playing && chess_game_resign (self->game, chess_match_get_resigning_color (self));
}

