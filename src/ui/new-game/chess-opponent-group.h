/* chess-opponent-group.h: the New Game dialog's choice of opponent:
 * another player, or the computer at a level, with the user's colour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-game-setup.h"

G_BEGIN_DECLS

#define CHESS_TYPE_OPPONENT_GROUP (chess_opponent_group_get_type ())
G_DECLARE_FINAL_TYPE (ChessOpponentGroup, chess_opponent_group, CHESS, OPPONENT_GROUP, AdwPreferencesGroup)

/* Whether there is an engine to play with: MISSING_ENGINE says why not
 * (NULL when there is one), ENGINE_NAME names it. */
void              chess_opponent_group_set_engine        (ChessOpponentGroup *self,
                                                          const char         *missing_engine,
                                                          const char         *engine_name);
/* Shows SETUP's opponent, level and colour (another player while there is
 * no engine); writes the group's into SETUP. */
void              chess_opponent_group_load              (ChessOpponentGroup   *self,
                                                          const ChessGameSetup *setup);
void              chess_opponent_group_save              (ChessOpponentGroup   *self,
                                                          ChessGameSetup       *setup);

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
G_END_DECLS
