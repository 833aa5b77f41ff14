/* chess-coordinate-glyphs.h: the board's coordinates drawn once, as
 * pictures, and kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The files a to h, then the ranks 1 to 8. */
#define CHESS_UI_N_COORDINATE_GLYPHS 16

typedef struct {
  /* CELL_SIZE × CELL_SIZE logical pixels (times the scale in device
   * pixels): the glyph, coloured, on transparency. */
  GdkTexture     *texture;
  /* In logical pixels from the origin a PangoLayout of the glyph would be
   * drawn at: its ink, its logical box, and the cell's top left corner. */
  PangoRectangle  ink;
  PangoRectangle  logical;
  int             cell_x;
  int             cell_y;
} ChessCoordinateGlyph;

typedef struct _ChessCoordinateGlyphs ChessCoordinateGlyphs;

/* The sixteen glyphs in FONT (an absolute size) and COLOR, drawn as
 * CONTEXT draws text at SCALE: from memory, from the disk cache, or drawn
 * now. Owned by the cache, valid until the next call. */
ChessCoordinateGlyphs      *chess_ui_coordinate_glyphs_get       (PangoContext               *context,
                                                                  const PangoFontDescription *font,
                                                                  const GdkRGBA              *color,
                                                                  int                         scale);
/* The glyph of C, a file letter or a rank digit. */
const ChessCoordinateGlyph *chess_ui_coordinate_glyphs_lookup    (ChessCoordinateGlyphs      *glyphs,
                                                                  char                        c);
int                         chess_ui_coordinate_glyphs_get_cell_size (ChessCoordinateGlyphs  *glyphs);

/* For the tests: how many sets of glyphs this process drew, read from
 * the disk cache, and found stale there (drawn again, shown and kept);
 * and how many read from disk are still to be checked. */
guint _chess_ui_coordinate_glyphs_get_n_drawn     (void);
guint _chess_ui_coordinate_glyphs_get_n_loaded    (void);
guint _chess_ui_coordinate_glyphs_get_n_replaced  (void);
guint _chess_ui_coordinate_glyphs_get_n_unchecked (void);

G_END_DECLS
