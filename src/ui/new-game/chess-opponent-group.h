/* chess-opponent-group.h: the New Game dialog's choice of opponent:
 * another player, or the computer at a level, with the user's colour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-types.h"

G_BEGIN_DECLS

/* The values of the new-game-player-color key. */
typedef enum {
  CHESS_PLAYER_COLOR_WHITE,
  CHESS_PLAYER_COLOR_BLACK,
  CHESS_PLAYER_COLOR_RANDOM,
} ChessPlayerColor;

#define CHESS_TYPE_OPPONENT_GROUP (chess_opponent_group_get_type ())
G_DECLARE_FINAL_TYPE (ChessOpponentGroup, chess_opponent_group, CHESS, OPPONENT_GROUP, AdwPreferencesGroup)

/* The choices last made (new-game-opponent, -engine-level, -player-color)
 * and whether an engine is there to play (engine-path). */
void              chess_opponent_group_load              (ChessOpponentGroup *self,
                                                          GSettings          *settings);
void              chess_opponent_group_save              (ChessOpponentGroup *self,
                                                          GSettings          *settings);

/* The start the game would have: NUMBER of VARIANT, or a random one when
 * NUMBER is negative. A computer opponent refuses a start it cannot play. */
void              chess_opponent_group_set_start         (ChessOpponentGroup *self,
                                                          ChessVariant        variant,
                                                          gint                number);
/* FALSE while the computer is chosen but cannot play: no engine, or the
 * chosen start. The group says why. */
gboolean          chess_opponent_group_get_can_start     (ChessOpponentGroup *self);

gboolean          chess_opponent_group_get_computer      (ChessOpponentGroup *self);
void              chess_opponent_group_set_computer      (ChessOpponentGroup *self,
                                                          gboolean            computer);
guint             chess_opponent_group_get_level         (ChessOpponentGroup *self);
void              chess_opponent_group_set_level         (ChessOpponentGroup *self,
                                                          guint               level);
ChessPlayerColor  chess_opponent_group_get_player_color  (ChessOpponentGroup *self);
void              chess_opponent_group_set_player_color  (ChessOpponentGroup *self,
                                                          ChessPlayerColor    color);
/* The colour the user plays: Random is drawn at the first call, and the
 * same colour returned from then on. */
ChessColor        chess_opponent_group_settle_color      (ChessOpponentGroup *self);

G_END_DECLS
