/* chess-announce.h: what screen readers say as a game goes on: each move
 * played and the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

/* MOVE, played in BEFORE, in words: “Knight f3”, “Pawn e4 takes d5”,
 * “Black castles queenside”, with “, check” or “, checkmate”. */
char       *chess_announce_describe_move   (const ChessPosition *before,
                                            const ChessMove     *move);

/* Asks screen readers to say MESSAGE now, on behalf of WIDGET. GTK can
 * from 4.14 on; with an older GTK nothing is said (the window's status
 * line is there to be read). */
void        chess_announce                 (GtkWidget           *widget,
                                            const char          *message);
/* The last message chess_announce() was given for WIDGET, whether or not
 * GTK could say it; NULL before the first. */
const char *chess_announce_get_last        (GtkWidget           *widget);

/* Announces GAME's moves and result on behalf of WIDGET from now on,
 * instead of the game it followed before; NULL for none. */
void        chess_announce_follow_game     (GtkWidget           *widget,
                                            ChessGame           *game);

G_END_DECLS
