/* chess-new-game-dialog.h: choosing the variant and start position of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-game-setup.h"

G_BEGIN_DECLS

#define CHESS_TYPE_NEW_GAME_DIALOG (chess_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessNewGameDialog, chess_new_game_dialog, CHESS, NEW_GAME_DIALOG, AdwBin)

/* A modal dialog over PARENT, showing the setup last started (the
 * new-game-… settings): the content of a dialog attached to PARENT, or of
 * a window of its own, as chess-compat.h makes it; not yet shown. When
 * the user presses Start it saves the setup chosen as the next one, emits
 * ::start (const ChessGameSetup *setup) and closes itself; Cancel, Escape
 * and the close button close it without a signal, and nothing chosen is
 * kept. */
ChessNewGameDialog   *chess_new_game_dialog_new       (GtkWindow          *parent);
void                  chess_new_game_dialog_present   (ChessNewGameDialog *self);
/* Closes it (shown or not) as Cancel does, and frees it. */
void                  chess_new_game_dialog_close     (ChessNewGameDialog *self);

/* What the widgets show now, as ::start would carry it. */
const ChessGameSetup *chess_new_game_dialog_get_setup (ChessNewGameDialog *self);

G_END_DECLS
