/* chess-board-palette.c: the board's colours and drawing helpers, shared
 * by every widget that draws squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-palette"

#include <math.h>

#include "chess-board-palette.h"

/* Warm wood: both piece sets keep a dark outline that stands out on either
 * square, and the marks drawn on top stay visible on both. The frame is a
 * shade darker than the dark squares so that the board reads as one
 * object. */
static const ChessBoardPalette light_palette = {
  { 0.941f, 0.851f, 0.710f, 1.0f },
  { 0.710f, 0.533f, 0.388f, 1.0f },
  { 0.545f, 0.392f, 0.271f, 1.0f },
  { 0.961f, 0.902f, 0.808f, 1.0f },
};

/* Next to a dark window the same wood glares: dimmer squares, and a frame
 * that sinks into the background instead of outlining the board. */
static const ChessBoardPalette dark_palette = {
  { 0.851f, 0.765f, 0.631f, 1.0f },
  { 0.627f, 0.471f, 0.345f, 1.0f },
  { 0.361f, 0.263f, 0.192f, 1.0f },
  { 0.851f, 0.765f, 0.631f, 1.0f },
};

/* A hall screen (the style class high-contrast): near-white and a deep
 * green, far apart in lightness so that they stay apart on a washed-out
 * projector, with a black frame that merges into the black background
 * and white coordinates on it. */
static const ChessBoardPalette high_contrast_palette = {
  { 0.965f, 0.965f, 0.945f, 1.0f },
  { 0.216f, 0.447f, 0.271f, 1.0f },
  { 0.0f, 0.0f, 0.0f, 1.0f },
  { 1.0f, 1.0f, 1.0f, 1.0f },
};

const GdkRGBA chess_board_last_move_tint = { 0.804f, 0.824f, 0.235f, 0.45f };

/* The theme's text colour tells light from dark style, whichever library
 * or setting chose it. */
const ChessBoardPalette *
chess_board_palette_for_widget (GtkWidget *widget)
{
  GdkRGBA foreground;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), &light_palette);

  if (gtk_widget_has_css_class (widget, "high-contrast"))
    return &high_contrast_palette;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &foreground);
  G_GNUC_END_IGNORE_DEPRECATIONS

  return foreground.red + foreground.green + foreground.blue > 1.5f ? &dark_palette : &light_palette;
}

void
chess_board_append_centered_text (GtkSnapshot   *snapshot,
                                  PangoLayout   *layout,
                                  const char    *text,
                                  float          center_x,
                                  float          center_y,
                                  const GdkRGBA *color)
{
  PangoRectangle ink, logical;
  graphene_point_t point;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  point = GRAPHENE_POINT_INIT (roundf (center_x - ink.x - ink.width / 2.0f),
                               roundf (center_y - logical.y - logical.height / 2.0f));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &point);
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

GdkTexture *
chess_board_render_svg (RsvgHandle  *handle,
                        int          size,
                        GError     **error)
{
  RsvgRectangle viewport = { 0, 0, size, size };
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;

  g_return_val_if_fail (RSVG_IS_HANDLE (handle), NULL);
  g_return_val_if_fail (size > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  /* On failure ERROR says why; the texture stays blank. */
  rsvg_handle_render_document (handle, cr, &viewport, error);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is premultiplied, native-endian 32-bit pixels, which is
   * exactly what GDK_MEMORY_DEFAULT describes. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * size);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);

  return texture;
}
