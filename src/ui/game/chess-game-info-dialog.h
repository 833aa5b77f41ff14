/* chess-game-info-dialog.h: the game's Seven Tag Roster — players, event,
 * site, date, round and result — edited in place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_INFO_DIALOG (chess_game_info_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameInfoDialog, chess_game_info_dialog, CHESS, GAME_INFO_DIALOG, AdwBin)

/* A dialog over PARENT that edits GAME's tags as the user types
 * (chess_game_set_tag ()); "changed" after each change, for the caller
 * to save. The result is editable only when no rule decided it. The
 * content of a dialog attached to PARENT, or of a window of its own, as
 * chess-compat.h makes it; not yet shown. */
ChessGameInfoDialog *chess_game_info_dialog_new     (GtkWindow           *parent,
                                                     ChessGame           *game);
void                 chess_game_info_dialog_present (ChessGameInfoDialog *self);
/* Closes it (shown or not), as Escape does, and frees it. */
void                 chess_game_info_dialog_close   (ChessGameInfoDialog *self);

G_END_DECLS
