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
  /* Opaque: the selected square, legal targets and a drag's square, each
   * drawn at its own opacity. */
  GdkRGBA move_mark;
} ChessBoardPalette;

/* The values of the board-theme key, in the schema's order. */
typedef enum {
  CHESS_BOARD_THEME_WOOD,
  CHESS_BOARD_THEME_BLUE,
  CHESS_BOARD_THEME_GREEN,
  CHESS_BOARD_THEME_SLATE,
} ChessBoardTheme;

#define CHESS_BOARD_N_THEMES (CHESS_BOARD_THEME_SLATE + 1)

/* The last move's squares, and a piece just placed by the roller. */
extern const GdkRGBA chess_board_last_move_tint;

/* Whether WIDGET shows the high-contrast board and pieces: on a hall
 * screen set to high contrast (the style class high-contrast), and
 * everywhere while the system's high-contrast setting is on. The one
 * place that decides it. */
gboolean                 chess_board_palette_wants_high_contrast (GtkWidget *widget);
/* Redraws every board when the system's high-contrast setting changes;
 * ChessApplication calls it once. */
void                     chess_board_palette_follow_system (void);
/* The palette for WIDGET: the app's theme in the style the widget is drawn
 * in (light or dark), or the high-contrast colors where
 * chess_board_palette_wants_high_contrast(). */
const ChessBoardPalette *chess_board_palette_for_widget (GtkWidget       *widget);
/* THEME's colours in the style WIDGET is drawn in, e.g. for a preview. */
const ChessBoardPalette *chess_board_palette_for_theme  (GtkWidget       *widget,
                                                         ChessBoardTheme  theme);
/* The theme every board of the app is drawn in: ChessApplication follows
 * the board-theme key. A change redraws every window. */
ChessBoardTheme          chess_board_palette_get_theme  (void);
void                     chess_board_palette_set_theme  (ChessBoardTheme  theme);
/* Every widget of every window draws again: what boards draw changed. */
void                     chess_board_palette_redraw_all (void);
/* “Wood”, “Blue”, … */
const char              *chess_ui_board_theme_name (ChessBoardTheme  theme);

/* Where text whose pixel extents are INK and LOGICAL is drawn from, to be
 * centred on CENTER_X, CENTER_Y as chess_ui_append_centered_text() does. */
graphene_point_t chess_ui_centered_text_origin (const PangoRectangle *ink,
                                                const PangoRectangle *logical,
                                                float                 center_x,
                                                float                 center_y);
/* TEXT in LAYOUT, centred on CENTER_X, CENTER_Y: by the ink across but by
 * the line down, so that letters with and without descenders share a
 * baseline; on whole pixels, so that the glyphs stay crisp. */
void        chess_ui_append_centered_text (GtkSnapshot   *snapshot,
                                              PangoLayout   *layout,
                                              const char    *text,
                                              float          center_x,
                                              float          center_y,
                                              const GdkRGBA *color);
/* HANDLE's document drawn into a new SIZE × SIZE texture, so that a frame
 * only copies pixels and never parses SVG. */
GdkTexture *chess_ui_render_svg           (RsvgHandle    *handle,
                                              int            size,
                                              GError       **error);

G_END_DECLS
