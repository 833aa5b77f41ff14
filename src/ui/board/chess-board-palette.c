/* chess-board-palette.c: the board's colors and drawing helpers, shared
 * by every widget that draws squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-palette"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-board-palette.h"

/* An opaque color from its hex code, as designers write it. */
#define RGB(hex) { (((hex) >> 16) & 0xff) / 255.0f, (((hex) >> 8) & 0xff) / 255.0f, ((hex) & 0xff) / 255.0f, 1.0f }

/* Each theme in light style, then in dark style. Light and dark squares
 * stay as far apart in lightness as wood's (about 88 and 60 in CIE L*),
 * so that a projector cannot wash them together, and both piece sets keep
 * a dark outline that stands out on either square. The marks drawn on
 * top (last move, selection, legal moves, castling) are a yellow, a dark
 * green and a strong blue that no theme's squares come close to; on the
 * green board, the selection and legal moves are plum instead. In light
 * style the frame is a shade darker than the dark squares, so that the
 * board reads as one object; next to a dark window the squares are dimmer
 * and the frame sinks into the background instead of outlining the
 * board. */
static const ChessBoardPalette palettes[CHESS_BOARD_N_THEMES][2] = {
  [CHESS_BOARD_THEME_WOOD] = {
    { RGB (0xf0d9b5), RGB (0xb58863), RGB (0x8b6445), RGB (0xf5e6ce), RGB (0x14551e) },
    { RGB (0xd9c3a1), RGB (0xa07858), RGB (0x5c4331), RGB (0xd9c3a1), RGB (0x14551e) },
  },
  [CHESS_BOARD_THEME_BLUE] = {
    { RGB (0xdee6ec), RGB (0x7b9ab3), RGB (0x58748b), RGB (0xeef3f6), RGB (0x14551e) },
    { RGB (0xc5d0d9), RGB (0x6b879e), RGB (0x2c3a46), RGB (0xc5d0d9), RGB (0x14551e) },
  },
  [CHESS_BOARD_THEME_GREEN] = {
    { RGB (0xebecd0), RGB (0x779556), RGB (0x56703c), RGB (0xf3f4e4), RGB (0x6b1f5a) },
    { RGB (0xd2d3b8), RGB (0x68834b), RGB (0x2d3a22), RGB (0xd2d3b8), RGB (0x6b1f5a) },
  },
  [CHESS_BOARD_THEME_SLATE] = {
    { RGB (0xdde1e5), RGB (0x8a949e), RGB (0x646d76), RGB (0xeef0f2), RGB (0x14551e) },
    { RGB (0xc4c9ce), RGB (0x78828c), RGB (0x33383d), RGB (0xc4c9ce), RGB (0x14551e) },
  },
};

/* A hall screen (the style class high-contrast), whatever the theme:
 * near-white and a deep green, far apart in lightness so that they stay
 * apart on a washed-out projector, with a black frame that merges into
 * the black background and white coordinates on it. */
static const ChessBoardPalette high_contrast_palette = {
  RGB (0xf6f6f1), RGB (0x377245), RGB (0x000000), RGB (0xffffff), RGB (0x6b1f5a),
};

const GdkRGBA chess_board_last_move_tint = { 0.804f, 0.824f, 0.235f, 0.45f };

static ChessBoardTheme current_theme = CHESS_BOARD_THEME_WOOD;

/* The theme's text color tells light from dark style, whichever library
 * or setting chose it. */
static gboolean
is_dark_style (GtkWidget *widget)
{
  GdkRGBA foreground;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &foreground);
  G_GNUC_END_IGNORE_DEPRECATIONS

  return foreground.red + foreground.green + foreground.blue > 1.5f;
}

const ChessBoardPalette *
chess_board_palette_for_theme (GtkWidget       *widget,
                               ChessBoardTheme  theme)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), &palettes[0][0]);
  g_return_val_if_fail (theme < CHESS_BOARD_N_THEMES, &palettes[0][0]);

  return &palettes[theme][is_dark_style (widget) ? 1 : 0];
}

gboolean
chess_board_palette_wants_high_contrast (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  return gtk_widget_has_css_class (widget, "high-contrast")
         || adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

const ChessBoardPalette *
chess_board_palette_for_widget (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), &palettes[0][0]);

  if (chess_board_palette_wants_high_contrast (widget))
    return &high_contrast_palette;
  return chess_board_palette_for_theme (widget, current_theme);
}

ChessBoardTheme
chess_board_palette_get_theme (void)
{
  return current_theme;
}

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* Boards are in the main windows, the roller, the New Game dialog and the
 * hall screen, none of which this module knows: every widget of every
 * window draws again. A theme changes seldom, and only by the user. */
void
chess_board_palette_redraw_all (void)
{
  GList *toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    queue_draw_all (GTK_WIDGET (l->data));
  g_list_free (toplevels);
}

void
chess_board_palette_set_theme (ChessBoardTheme theme)
{
  g_return_if_fail (theme < CHESS_BOARD_N_THEMES);

  if (theme == current_theme)
    return;
  current_theme = theme;
  chess_board_palette_redraw_all ();
}

void
chess_board_palette_follow_system (void)
{
  static gboolean following;

  if (following)
    return;
  following = TRUE;
  g_signal_connect (adw_style_manager_get_default (), "notify::high-contrast",
                    G_CALLBACK (chess_board_palette_redraw_all), NULL);
}

const char *
chess_ui_board_theme_name (ChessBoardTheme theme)
{
  switch (theme)
    {
    case CHESS_BOARD_THEME_WOOD:
      return C_("board colours", "Wood");
    case CHESS_BOARD_THEME_BLUE:
      return C_("board colours", "Blue");
    case CHESS_BOARD_THEME_GREEN:
      return C_("board colours", "Green");
    case CHESS_BOARD_THEME_SLATE:
      return C_("board colours", "Slate");
    default:
      g_return_val_if_reached (NULL);
    }
}

graphene_point_t
chess_ui_centered_text_origin (const PangoRectangle *ink,
                               const PangoRectangle *logical,
                               float                 center_x,
                               float                 center_y)
{
  return GRAPHENE_POINT_INIT (roundf (center_x - ink->x - ink->width / 2.0f),
                              roundf (center_y - logical->y - logical->height / 2.0f));
}

void
chess_ui_append_centered_text (GtkSnapshot   *snapshot,
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
  point = chess_ui_centered_text_origin (&ink, &logical, center_x, center_y);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &point);
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

GdkTexture *
chess_ui_render_svg (RsvgHandle  *handle,
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
