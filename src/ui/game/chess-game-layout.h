/* chess-game-layout.h: the player's window's page: the board beside its
 * panel, or above it on a page that scrolls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_LAYOUT (chess_game_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameLayout, chess_game_layout, CHESS, GAME_LAYOUT, GtkWidget)

/* The margin around the page and the gap between board and panel. */
#define CHESS_GAME_LAYOUT_MARGIN_X 18
#define CHESS_GAME_LAYOUT_MARGIN_Y 10
#define CHESS_GAME_LAYOUT_SPACING  18

GtkWidget *chess_game_layout_new        (void);

GtkWidget *chess_game_layout_get_board  (ChessGameLayout *self);
void       chess_game_layout_set_board  (ChessGameLayout *self,
                                         GtkWidget       *board);
GtkWidget *chess_game_layout_get_panel  (ChessGameLayout *self);
void       chess_game_layout_set_panel  (ChessGameLayout *self,
                                         GtkWidget       *panel);
/* TRUE while the panel is below the board rather than beside it. */
gboolean   chess_game_layout_get_narrow (ChessGameLayout *self);

G_END_DECLS
