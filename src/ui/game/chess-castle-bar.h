/* chess-castle-bar.h: one button for each castle legal right now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CASTLE_BAR (chess_castle_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChessCastleBar, chess_castle_bar, CHESS, CASTLE_BAR, GtkWidget)

GtkWidget       *chess_castle_bar_new             (void);

ChessGame       *chess_castle_bar_get_game        (ChessCastleBar *self);
void             chess_castle_bar_set_game        (ChessCastleBar *self,
                                                   ChessGame      *game);
/* How many castles the side to move may play now; 0 when the game is over. */
guint            chess_castle_bar_get_n_castles   (ChessCastleBar *self);
/* The INDEX-th castle and its button, in the order shown (h-side first). */
const ChessMove *chess_castle_bar_get_castle      (ChessCastleBar *self,
                                                   guint           index);
GtkWidget       *chess_castle_bar_get_button      (ChessCastleBar *self,
                                                   guint           index);

/* Whether the bar keeps a row's room while no castle is legal: while
 * either side may still castle in the game. */
gboolean         chess_castle_bar_get_keeps_room    (ChessCastleBar *self);
/* Hides the buttons (another position is shown, or it is the computer's
 * turn) and keeps their room. */
void             chess_castle_bar_set_buttons_shown (ChessCastleBar *self,
                                                     gboolean        shown);
/* Whether a castle button is there to click. */
gboolean         chess_castle_bar_get_buttons_shown (ChessCastleBar *self);

G_END_DECLS
