/* chess-game-layout.h: the player's window's page: the board beside its
 * panel, or above it on a page that scrolls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-panel-layout.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_LAYOUT (chess_game_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameLayout, chess_game_layout, CHESS, GAME_LAYOUT, ChessPanelLayout)

/* The margin around the page and the gap between board and panel. */
#define CHESS_GAME_LAYOUT_MARGIN_X 18
#define CHESS_GAME_LAYOUT_MARGIN_Y 10
#define CHESS_GAME_LAYOUT_SPACING  18

GtkWidget *chess_game_layout_new             (void);

/* TRUE (the default): the layout sets "narrow" itself, at every
 * allocation, to the arrangement that leaves the bigger board; FALSE:
 * "narrow" is as set (by the window's breakpoints). */
gboolean   chess_game_layout_get_auto_narrow (ChessGameLayout *self);
void       chess_game_layout_set_auto_narrow (ChessGameLayout *self,
                                              gboolean         auto_narrow);

G_END_DECLS
