/* chess-board-palette.h: the board's colours and drawing helpers, shared
 * by every widget that draws squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <librsvg/rsvg.h>

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

/* TEXT in LAYOUT, centred on CENTER_X, CENTER_Y: by the ink across but by
 * the line down, so that letters with and without descenders share a
 * baseline; on whole pixels, so that the glyphs stay crisp. */
void        chess_board_append_centered_text (GtkSnapshot   *snapshot,
                                              PangoLayout   *layout,
                                              const char    *text,
                                              float          center_x,
                                              float          center_y,
                                              const GdkRGBA *color);
/* HANDLE's document drawn into a new SIZE × SIZE texture, so that a frame
 * only copies pixels and never parses SVG. */
GdkTexture *chess_board_render_svg           (RsvgHandle    *handle,
                                              int            size,
                                              GError       **error);

G_END_DECLS
