/* chess-diagram-protocol.c: an event's draw record as printed pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-diagram"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "chess-diagram-private.h"

/* Every entry one line of this size (points), the time and number in a
 * column of their own: the pages are counted, not measured. */
#define LINE_SIZE 9.0
#define LINE_HEIGHT (LINE_SIZE * 1.55)
#define HEADER_HEIGHT (LINE_SIZE * 7.5)
#define FOOTER_HEIGHT (LINE_SIZE * 9.0)
#define HEADING_SHARE 0.27

static guint
lines_per_page (double height)
{
  return (guint) MAX (1.0, floor ((height - HEADER_HEIGHT - FOOTER_HEIGHT) / LINE_HEIGHT));
}

guint
chess_diagram_protocol_count_pages (const ChessDiagramProtocol *protocol,
                                    double                      height)
{
  guint per_page = lines_per_page (height);

  g_return_val_if_fail (protocol != NULL, 0);
  return MAX (1, (protocol->n_entries + per_page - 1) / per_page);
}

static void
show_line (cairo_t               *cr,
           const char            *text,
           double                 size,
           ChessDiagramTextStyle  style,
           const ChessDiagramRgb *color,
           double                 x,
           double                 y,
           double                 width)
{
  g_autoptr(PangoLayout) layout = chess_diagram_text_new (cr, text, size, style);

  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  chess_diagram_text_show_at (cr, layout, color, x, y);
}

void
chess_diagram_draw_protocol_page (cairo_t                    *cr,
                                  const ChessDiagramProtocol *protocol,
                                  guint                       page,
                                  double                      width,
                                  double                      height)
{
  guint per_page = lines_per_page (height);
  guint n_pages = chess_diagram_protocol_count_pages (protocol, height);
  guint first = page * per_page;
  guint last = MIN (protocol->n_entries, first + per_page);
  double heading_width = width * HEADING_SHARE;
  g_autofree char *page_text = NULL;
  double y;

  g_return_if_fail (cr != NULL && protocol != NULL);
  g_return_if_fail (page < n_pages);

  /* The event on every page, so that a loose page still says whose. */
  show_line (cr, protocol->title, LINE_SIZE * 1.8, CHESS_DIAGRAM_TEXT_BOLD, &chess_diagram_ink, 0, 0, width);
  if (protocol->subtitle != NULL)
    show_line (cr, protocol->subtitle, LINE_SIZE, CHESS_DIAGRAM_TEXT_REGULAR, &chess_diagram_muted_ink,
               0, LINE_SIZE * 2.6, width);
  /* Translators: which page of how many, e.g. "Page 2 of 5" */
  page_text = g_strdup_printf (_("Page %u of %u"), page + 1, n_pages);
  show_line (cr, page_text, LINE_SIZE, CHESS_DIAGRAM_TEXT_REGULAR, &chess_diagram_muted_ink,
             0, LINE_SIZE * 4.2, width);

  cairo_save (cr);
  chess_diagram_set_source (cr, &chess_diagram_rule);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, 0, HEADER_HEIGHT - LINE_SIZE);
  cairo_line_to (cr, width, HEADER_HEIGHT - LINE_SIZE);
  cairo_stroke (cr);
  cairo_restore (cr);

  y = HEADER_HEIGHT;
  for (guint i = first; i < last; i++)
    {
      show_line (cr, protocol->headings[i], LINE_SIZE, CHESS_DIAGRAM_TEXT_REGULAR, &chess_diagram_muted_ink,
                 0, y, heading_width - LINE_SIZE);
      show_line (cr, protocol->entries[i], LINE_SIZE, CHESS_DIAGRAM_TEXT_REGULAR, &chess_diagram_ink,
                 heading_width, y, width - heading_width);
      y += LINE_HEIGHT;
    }

  /* The last page ends with the hash of the last entry: with it, anyone
   * can tell the record printed from one changed since. */
  if (page + 1 == n_pages && protocol->footer != NULL)
    {
      double footer_y = height - FOOTER_HEIGHT + LINE_SIZE;

      cairo_save (cr);
      chess_diagram_set_source (cr, &chess_diagram_rule);
      cairo_set_line_width (cr, 0.5);
      cairo_move_to (cr, 0, footer_y - LINE_SIZE * 0.6);
      cairo_line_to (cr, width, footer_y - LINE_SIZE * 0.6);
      cairo_stroke (cr);
      cairo_restore (cr);
      /* Wrapped, never cut short: the hash must be there whole. */
      for (guint i = 0; protocol->footer[i] != NULL; i++)
        {
          g_autoptr(PangoLayout) layout = chess_diagram_text_new (cr, protocol->footer[i], LINE_SIZE,
                                                                  i <= 1 ? CHESS_DIAGRAM_TEXT_BOLD
                                                                         : CHESS_DIAGRAM_TEXT_REGULAR);

          pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
          pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
          footer_y += chess_diagram_text_show_at (cr, layout, &chess_diagram_ink, 0, footer_y) + LINE_SIZE * 0.3;
        }
    }
}
