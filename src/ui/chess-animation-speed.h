/* chess-animation-speed.h: the animation-speed preference on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-board-view.h"

G_BEGIN_DECLS

/* The animation-speed key's values (its schema enum is generated from
 * this one). */
typedef enum {
  CHESS_ANIMATION_SPEED_OFF,
  CHESS_ANIMATION_SPEED_FAST,
  CHESS_ANIMATION_SPEED_NORMAL,
  CHESS_ANIMATION_SPEED_SLOW,
} ChessAnimationSpeed;

/* Makes BOARD_VIEW's animation-duration follow the animation-speed key of
 * SETTINGS (“off” is 0: moves appear at once), so that every board of the
 * app moves at the speed the user chose. */
void chess_animation_speed_bind (GSettings      *settings,
                                 ChessBoardView *board_view);

G_END_DECLS
