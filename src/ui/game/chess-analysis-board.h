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

/* The size board and bar take in at most WIDTH × HEIGHT: the board as
 * large as it fits and drawn exactly in its square (see
 * chess_board_view_fit_side ()), the bar beside it while it shows.
 * Allocated that, the board's frame touches the top. */
void       chess_analysis_board_fit       (ChessAnalysisBoard *self,
                                           int                 width,
                                           int                 height,
                                           int                *fit_width,
                                           int                *fit_height);
/* The room the layout keeps free around it, where the board may draw a
 * castling king (chess_board_view_set_outer_room ()). */
void       chess_analysis_board_set_outer_room (ChessAnalysisBoard *self,
                                                const GtkBorder    *room);

G_END_DECLS
