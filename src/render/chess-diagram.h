/* chess-diagram.h: board diagrams, sheets and cards drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs no display: cairo, librsvg and Pango only, so that chess960-cli can
 * export diagrams in scripts and the app can print and export the same
 * pictures. Pieces come from the app's piece sets (resource pieces/<set>/).
 */
#pragma once

#include <cairo.h>

#include "chess-position.h"
#include "chess-types.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_DIAGRAM_FORMAT_PNG,
  CHESS_DIAGRAM_FORMAT_SVG,
  CHESS_DIAGRAM_FORMAT_PDF,
} ChessDiagramFormat;

/* What a diagram, sheet or card shows. */
typedef struct {
  ChessVariant          variant;
  guint                 number;            /* start position */
  /* When set, this position is drawn instead of the start position (the
   * caption still names NUMBER, unless the position did not come from a
   * start position: then pass G_MAXUINT as NUMBER). */
  const ChessPosition  *position;
  const char           *event_name;        /* NULL: none */
  guint                 round;             /* 0: none */
  gboolean              colours_reversed;  /* a replayed round */
  gboolean              black_at_bottom;
  const char           *piece_set;         /* "classic" (NULL) or "contrast" */
  /* Words in the user's language, each left out when NULL: the variant
   * ("Chess960x3"), how and when the round was drawn. */
  const char           *variant_name;
  const char           *draw_note;
  /* The user's letter for each of White's back-rank pieces, a → h (NULL:
   * the English ones), and the English code, shown once beside them when
   * they differ ("English code: RNBQKBNR"). */
  const char           *letters[8];
  const char           *english_code;
  /* chess_diagram_export(): the event, round and position above the
   * board. */
  gboolean              caption;
} ChessDiagramInfo;

/* From the file name's ending (.png, .svg, .pdf; any case). FALSE with
 * G_IO_ERROR_NOT_SUPPORTED naming the endings when it is none of them. */
gboolean chess_diagram_format_from_filename (const char          *filename,
                                             ChessDiagramFormat  *format,
                                             GError             **error);
/* The board of INFO's start position with coordinates around it, in the
 * square X, Y, SIZE (user units). */
void     chess_diagram_draw_board           (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             double                  x,
                                             double                  y,
                                             double                  size);
/* A notice-board page: event, round, "SP 518 · RNBQKBNR", the board, and
 * the back rank file by file in letters. WIDTH × HEIGHT in points. */
void     chess_diagram_draw_sheet           (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             double                  width,
                                             double                  height);
/* A small card to lay beside a board: round, number, letters, a board. */
void     chess_diagram_draw_card            (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             double                  width,
                                             double                  height);
/* A page of cards to cut out, all showing INFO: 2 × 4 on portrait paper,
 * 4 × 2 on landscape, with dashed cut lines. WIDTH × HEIGHT in points. */
void     chess_diagram_draw_card_page       (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             double                  width,
                                             double                  height);
/* A tent card for one table: WIDTH × HEIGHT (a whole page) folded across
 * the middle, the card on both faces, the upper one upside down so that
 * both read upright once the card stands; the fold is marked. */
void     chess_diagram_draw_tent_card       (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             double                  width,
                                             double                  height);
/* An event's draw record, one line an entry, as the printed protocol. */
typedef struct {
  const char        *title;       /* the event */
  const char        *subtitle;    /* variant, commitment… NULL: none */
  const char *const *headings;    /* per entry: its number and time */
  const char *const *entries;     /* per entry: what it says */
  guint              n_entries;
  const char *const *footer;      /* NULL-terminated, last page only */
} ChessDiagramProtocol;

/* How many pages of HEIGHT points PROTOCOL takes. */
guint    chess_diagram_protocol_count_pages (const ChessDiagramProtocol *protocol,
                                             double                      height);
/* Page PAGE (from 0) of PROTOCOL: the event, the page number, its
 * entries; the last page ends with the footer (the last entry's hash). */
void     chess_diagram_draw_protocol_page   (cairo_t                    *cr,
                                             const ChessDiagramProtocol *protocol,
                                             guint                       page,
                                             double                      width,
                                             double                      height);
/* LETTERS joined into one line: “TCADRACT”, or spaced when one has more
 * than one character (“Л К С Ф Кр С К Л”). */
char    *chess_diagram_join_letters         (const char *const       letters[8]);
/* The height of INFO's exported diagram SIZE wide: SIZE, and the
 * caption's lines when it has one. */
int      chess_diagram_export_height        (const ChessDiagramInfo *info,
                                             int                     size);
/* What chess_diagram_export() writes, drawn on CR from 0, 0: SIZE wide,
 * chess_diagram_export_height() high (previews). */
void     chess_diagram_draw_export          (cairo_t                *cr,
                                             const ChessDiagramInfo *info,
                                             int                     size);
/* Writes INFO's board diagram to FILENAME in FORMAT; SIZE is pixels for
 * PNG and points for SVG and PDF: the board's width (with a caption, the
 * picture is taller by the caption's lines). */
gboolean chess_diagram_export               (const ChessDiagramInfo *info,
                                             ChessDiagramFormat      format,
                                             const char             *filename,
                                             int                     size,
                                             GError                **error);

G_END_DECLS
