/* chess-board-palette.h: the board's colours, shared by every widget that
 * draws squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA light_square;
  GdkRGBA dark_square;
  GdkRGBA frame;
  GdkRGBA coordinates;
} ChessBoardPalette;

/* The last move's squares, and a piece just placed by the roller. */
extern const GdkRGBA chess_board_last_move_tint;

/* The palette for WIDGET: light or dark wood after the style the widget
 * is drawn in, or the hall screen's colours when it has the style class
 * high-contrast. */
const ChessBoardPalette *chess_board_palette_for_widget (GtkWidget *widget);

G_END_DECLS
