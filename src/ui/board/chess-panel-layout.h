/* chess-panel-layout.h: a board and its panel, side by side or one above
 * the other: what the player's window's page and the hall screen share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_PANEL_LAYOUT (chess_panel_layout_get_type ())
G_DECLARE_DERIVABLE_TYPE (ChessPanelLayout, chess_panel_layout, CHESS, PANEL_LAYOUT, GtkWidget)

/* Abstract: ChessGameLayout and ChessBoardLayout measure and allocate;
 * this holds the two children and the arrangement. */
struct _ChessPanelLayoutClass
{
  GtkWidgetClass parent_class;
};

GtkWidget *chess_panel_layout_get_board  (ChessPanelLayout *self);
void       chess_panel_layout_set_board  (ChessPanelLayout *self,
                                          GtkWidget        *board);
GtkWidget *chess_panel_layout_get_panel  (ChessPanelLayout *self);
void       chess_panel_layout_set_panel  (ChessPanelLayout *self,
                                          GtkWidget        *panel);
/* TRUE while the panel is below the board rather than beside it. */
gboolean   chess_panel_layout_get_narrow (ChessPanelLayout *self);
/* Asks for the panel below the board (TRUE) or beside it. A layout that
 * chooses by its own size (ChessBoardLayout, and ChessGameLayout with
 * "auto-narrow") overrides it at its next allocation. */
void       chess_panel_layout_set_narrow (ChessPanelLayout *self,
                                          gboolean          narrow);

G_END_DECLS
