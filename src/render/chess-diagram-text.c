/* chess-diagram-text.c: the diagrams' text, set with Pango
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-diagram"

#include "chess-diagram-private.h"

#define FONT_FAMILY "Sans"

const ChessDiagramRgb chess_diagram_ink = { 0.10, 0.10, 0.10 };
const ChessDiagramRgb chess_diagram_muted_ink = { 0.36, 0.36, 0.36 };
const ChessDiagramRgb chess_diagram_rule = { 0.55, 0.55, 0.55 };

void
chess_diagram_set_source (cairo_t               *cr,
                          const ChessDiagramRgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->red, rgb->green, rgb->blue);
}

/* SIZE is in user units, whatever the surface: the same page comes out the
 * same on a printer's context, a PDF and a PNG. Metrics are not hinted, so
 * that text measured at one scale still fits at another. */
PangoLayout *
chess_diagram_text_new (cairo_t               *cr,
                        const char            *text,
                        double                 size,
                        ChessDiagramTextStyle  style)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoContext *context = pango_layout_get_context (layout);
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  pango_layout_context_changed (layout);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (style & CHESS_DIAGRAM_TEXT_BOLD)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (style & CHESS_DIAGRAM_TEXT_ITALIC)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  pango_layout_set_text (layout, text, -1);
  return layout;
}

void
chess_diagram_text_get_size (PangoLayout *layout,
                             double      *width,
                             double      *height)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (width)
    *width = (double) logical.width / PANGO_SCALE;
  if (height)
    *height = (double) logical.height / PANGO_SCALE;
}

/* Shrinks LAYOUT's font until one line of it is at most MAX_WIDTH wide:
 * for captions that must stay whole, unlike names that may be cut. */
void
chess_diagram_text_shrink (PangoLayout *layout,
                           double       max_width)
{
  PangoFontDescription *font;
  double width;

  chess_diagram_text_get_size (layout, &width, NULL);
  if (width <= max_width || width <= 0)
    return;
  font = pango_font_description_copy (pango_layout_get_font_description (layout));
  pango_font_description_set_absolute_size (font, pango_font_description_get_size (font) * max_width / width);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
}

/* Lines of text that may be too long (an event's name) are wrapped into at
 * most MAX_LINES, centred in WIDTH, and ellipsized if they still do not
 * fit. */
void
chess_diagram_text_limit_lines (PangoLayout *layout,
                                double       width,
                                int          max_lines)
{
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -max_lines);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);

  /* A somewhat smaller font before cutting a name short: “Open 2025”
   * matters more than its size. */
  for (guint i = 0; i < 3 && pango_layout_is_ellipsized (layout); i++)
    {
      PangoFontDescription *font = pango_font_description_copy (pango_layout_get_font_description (layout));

      pango_font_description_set_absolute_size (font, pango_font_description_get_size (font) * 0.88);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
    }
}

/* Draws LAYOUT with its logical box's top centre at CX, Y; returns its
 * height. */
double
chess_diagram_text_show_centred (cairo_t               *cr,
                                 PangoLayout           *layout,
                                 const ChessDiagramRgb *color,
                                 double                 cx,
                                 double                 y)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  chess_diagram_set_source (cr, color);
  cairo_move_to (cr, cx - (logical.x + logical.width / 2.0) / PANGO_SCALE, y - (double) logical.y / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  return (double) logical.height / PANGO_SCALE;
}

/* Left-aligned at X instead. */
double
chess_diagram_text_show_at (cairo_t               *cr,
                            PangoLayout           *layout,
                            const ChessDiagramRgb *color,
                            double                 x,
                            double                 y)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  chess_diagram_set_source (cr, color);
  cairo_move_to (cr, x - (double) logical.x / PANGO_SCALE, y - (double) logical.y / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  return (double) logical.height / PANGO_SCALE;
}

/* One letter or digit centred on CX, CY: across by its ink; down by its
 * ink too for digits, which are all alike, but by the line box for
 * letters, so that a row of them (a–h with its g, a Q's tail) keeps one
 * baseline. */
void
chess_diagram_text_show_glyph (cairo_t               *cr,
                               PangoLayout           *layout,
                               const ChessDiagramRgb *color,
                               double                 cx,
                               double                 cy,
                               gboolean               ink_height)
{
  PangoRectangle ink_rect, logical;
  PangoRectangle *box;

  pango_layout_get_extents (layout, &ink_rect, &logical);
  box = ink_height ? &ink_rect : &logical;
  chess_diagram_set_source (cr, color);
  cairo_move_to (cr,
                 cx - (ink_rect.x + ink_rect.width / 2.0) / PANGO_SCALE,
                 cy - (box->y + box->height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}
