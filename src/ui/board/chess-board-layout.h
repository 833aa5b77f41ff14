/* chess-board-layout.h: the board beside its side panel, or above it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-panel-layout.h"

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_LAYOUT (chess_board_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardLayout, chess_board_layout, CHESS, BOARD_LAYOUT, ChessPanelLayout)

/* Chooses the arrangement itself, at every allocation: the one that
 * leaves the bigger board. */
GtkWidget *chess_board_layout_new (void);

G_END_DECLS
