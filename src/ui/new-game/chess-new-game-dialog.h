/* chess-new-game-dialog.h: choosing the variant and start position of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-clock.h"
#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_NEW_GAME_DIALOG (chess_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessNewGameDialog, chess_new_game_dialog, CHESS, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog over PARENT. When the user presses Start it emits
 * ::start (ChessGame *game, gboolean black_at_bottom) and closes itself;
 * Cancel, Escape and the close button close it without a signal. */
ChessNewGameDialog *chess_new_game_dialog_new              (GtkWindow    *parent);

/* A game from a random start position of VARIANT, drawn as the
 * preferences say (chess_settings_get_exclusions()): never SP 518 while
 * exclude-standard-position is set, and so on. STANDARD has only SP 518. */
ChessGame          *chess_new_game_dialog_new_random_game  (ChessVariant  variant);
/* The game a new window opens with, without asking: a random start
 * position of the variant last chosen in the dialog. */
ChessGame          *chess_new_game_dialog_new_default_game (void);
/* The clock chosen in the dialog, or NULL for none: read it in ::start. */
ChessTimeControl   *chess_new_game_dialog_get_time_control (ChessNewGameDialog *self);
/* The clock a new window's game has: the one last chosen in the dialog. */
ChessTimeControl   *chess_new_game_dialog_get_default_time_control (void);
/* Whether the user chose to play the computer, at which level, with which
 * colour (Random drawn once, at Start): read it in ::start. */
gboolean            chess_new_game_dialog_get_computer_opponent (ChessNewGameDialog *self,
                                                                 guint              *level,
                                                                 ChessColor         *player_color);

G_END_DECLS
