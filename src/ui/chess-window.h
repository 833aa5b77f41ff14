/* chess-window.h: the main window, a board with its game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-application.h"
#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW (chess_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindow, chess_window, CHESS, WINDOW, AdwApplicationWindow)

ChessWindow *chess_window_new      (ChessApplication *application);
/* A window opening on GAME, with White at the bottom. */
ChessWindow *chess_window_new_for_game (ChessApplication *application,
                                        ChessGame        *game);

ChessGame   *chess_window_get_game (ChessWindow      *self);
void         chess_window_set_game (ChessWindow      *self,
                                    ChessGame        *game);

G_END_DECLS
