/* chess-analysis-board.h: the board with the evaluation bar beside it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_ANALYSIS_BOARD (chess_analysis_board_get_type ())
G_DECLARE_FINAL_TYPE (ChessAnalysisBoard, chess_analysis_board, CHESS, ANALYSIS_BOARD, GtkWidget)

/* Properties: "board" and "bar", the two children (in a template:
 * <property name="board">…</property>). The bar, while visible, stands
 * just left of the board's squares and as tall as they are. */

GtkWidget *chess_analysis_board_get_board (ChessAnalysisBoard *self);
GtkWidget *chess_analysis_board_get_bar   (ChessAnalysisBoard *self);

G_END_DECLS
