/* chess-diagram-private.h: what the parts of the diagram renderer share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "chess-diagram.h"

G_BEGIN_DECLS

/* Room for the coordinates on every side of a board, as a share of the
 * diagram's size, so that the squares sit in the middle of it. */
#define CHESS_DIAGRAM_BOARD_MARGIN 0.06

typedef struct {
  double red, green, blue;
} ChessDiagramRgb;

/* Text, and the thin rules of tables and cut lines. */
extern const ChessDiagramRgb chess_diagram_ink;
extern const ChessDiagramRgb chess_diagram_muted_ink;
extern const ChessDiagramRgb chess_diagram_rule;

typedef enum {
  CHESS_DIAGRAM_TEXT_REGULAR = 0,
  CHESS_DIAGRAM_TEXT_BOLD = 1 << 0,
  CHESS_DIAGRAM_TEXT_ITALIC = 1 << 1,
} ChessDiagramTextStyle;

/* chess-diagram.c */
gboolean     chess_diagram_info_has_number    (const ChessDiagramInfo *info);
/* FALSE when INFO shows no start position, or an invalid one. */
gboolean     chess_diagram_info_get_back_rank (const ChessDiagramInfo *info,
                                               char                    back_rank[9]);

/* chess-diagram-page.c */
/* An exported diagram's caption, above a board SIZE wide: the event and
 * round, then “SP 518 · RNBQKBNR” in INFO's letters. */
void         chess_diagram_draw_caption       (cairo_t                *cr,
                                               const ChessDiagramInfo *info,
                                               double                  size);

/* chess-diagram-text.c */
void         chess_diagram_set_source         (cairo_t                *cr,
                                               const ChessDiagramRgb  *rgb);
PangoLayout *chess_diagram_text_new           (cairo_t                *cr,
                                               const char             *text,
                                               double                  size,
                                               ChessDiagramTextStyle   style);
void         chess_diagram_text_get_size      (PangoLayout            *layout,
                                               double                 *width,
                                               double                 *height);
void         chess_diagram_text_shrink        (PangoLayout            *layout,
                                               double                  max_width);
void         chess_diagram_text_limit_lines   (PangoLayout            *layout,
                                               double                  width,
                                               int                     max_lines);
double       chess_diagram_text_show_centred  (cairo_t                *cr,
                                               PangoLayout            *layout,
                                               const ChessDiagramRgb  *color,
                                               double                  cx,
                                               double                  y);
double       chess_diagram_text_show_at       (cairo_t                *cr,
                                               PangoLayout            *layout,
                                               const ChessDiagramRgb  *color,
                                               double                  x,
                                               double                  y);
void         chess_diagram_text_show_glyph    (cairo_t                *cr,
                                               PangoLayout            *layout,
                                               const ChessDiagramRgb  *color,
                                               double                  cx,
                                               double                  cy,
                                               gboolean                ink_height);

G_END_DECLS
