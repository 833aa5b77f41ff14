/* chess-game-panel.h: the main window's side panel, following its match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-match.h"
#include "chess-move-list.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_PANEL (chess_game_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChessGamePanel, chess_game_panel, CHESS, GAME_PANEL, GtkWidget)

/* Properties: "match", "view-node" (the ChessGameNode shown, NULL for
 * the game's own position; the move list's) and "narrow" (below the board: the clocks
 * side by side at the top) and "figurine" (the move list's piece letters
 * as figurines).
 * Signals: ::preview-move (const ChessMove *move or NULL), a castle the
 * pointer is over; ::focus-board, the panel is done with the keyboard;
 * ::view-move (const ChessMove *move), a move typed while a node is shown
 * (view-node): not played, offered as the board's ::view-move is. */

void        chess_game_panel_set_match    (ChessGamePanel *self,
                                           ChessMatch     *match);
void        chess_game_panel_set_view_node (ChessGamePanel *self,
                                            ChessGameNode  *node);
ChessMoveList *chess_game_panel_get_move_list (ChessGamePanel *self);
void        chess_game_panel_focus_entry  (ChessGamePanel *self);
/* Starts the move entry with TEXT, typed elsewhere in the window; FALSE
 * while moves cannot be typed. */
gboolean    chess_game_panel_start_typing (ChessGamePanel *self,
                                           const char     *text);

/* Says, until called again with NULL, that the game is not being saved
 * and why (MESSAGE). */
void        chess_game_panel_set_save_error (ChessGamePanel *self,
                                             const char     *message);

G_END_DECLS
