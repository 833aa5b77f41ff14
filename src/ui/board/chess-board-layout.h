/* chess-board-layout.h: the board beside its side panel, or above it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_LAYOUT (chess_board_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardLayout, chess_board_layout, CHESS, BOARD_LAYOUT, GtkWidget)

GtkWidget *chess_board_layout_new       (void);

GtkWidget *chess_board_layout_get_board (ChessBoardLayout *self);
void       chess_board_layout_set_board (ChessBoardLayout *self,
                                         GtkWidget        *board);
GtkWidget *chess_board_layout_get_panel (ChessBoardLayout *self);
void       chess_board_layout_set_panel (ChessBoardLayout *self,
                                         GtkWidget        *panel);
/* TRUE while the panel is below the board rather than beside it. */
gboolean   chess_board_layout_get_narrow (ChessBoardLayout *self);

/* For a layout widget's child properties (ChessBoardLayout's and
 * ChessGameLayout's board and panel): CHILD, or NULL, replaces the child
 * in SLOT as LAYOUT's child, and PSPEC is notified if it changed. */
void       chess_ui_layout_set_child    (GtkWidget        *layout,
                                         GtkWidget       **slot,
                                         GtkWidget        *child,
                                         GParamSpec       *pspec);

G_END_DECLS
