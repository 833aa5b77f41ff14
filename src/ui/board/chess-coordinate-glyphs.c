/* chess-coordinate-glyphs.c: the board's coordinates drawn once, as
 * pictures, and kept between runs
 *
 * The sixteen coordinates (a to h, 1 to 8) are the only text in the board
 * and in a size and weight no other text has. Shaping and drawing them as
 * text in the first frame costs a font of its own: matching it, hinting it
 * at two sizes per glyph (cairo's unhinted metrics, then the glyph), and
 * drawing each glyph into GTK's glyph cache: about a sixth of the text
 * work before the first frame. So each glyph is drawn once, with Pango
 * into a picture of its own, as GTK would draw it at a whole pixel, and
 * the board shows the pictures.
 *
 * The pictures of a set (font, colour, scale) are kept on disk
 * (chess-picture-disk-cache.c) so that the next start shows them without
 * asking the fonts anything. What the key cannot name without that work
 * is which font file the family resolves to today: so, a second after a
 * set was read from disk, it is drawn again and compared; a set the fonts
 * no longer give (a font installed or removed since) is replaced, every
 * window redrawn, and the file rewritten. A set drawn now is written half
 * a second after the last new set, once a resizing window has settled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-coordinate-glyphs"

#include "config.h"

#include <string.h>

#include "chess-board-palette.h"
#include "chess-coordinate-glyphs.h"
#include "chess-picture-disk-cache.h"

/* Raised whenever the key, the drawing or the numbers kept change. */
#define FORMAT 1
/* A few sizes of each colour: a window being resized asks for a new one
 * every frame, and only the last ones are drawn again. */
#define MAX_SETS 6
/* Transparent pixels around the ink in a cell. */
#define PADDING 1
/* Numbers kept per glyph: ink x, y, width, height; logical y, height. */
#define VALUES_PER_GLYPH 6
#define STORE_DELAY_MS 500
#define CHECK_DELAY_MS 1000

static const char glyph_chars[CHESS_UI_N_COORDINATE_GLYPHS + 1] = "abcdefgh12345678";

struct _ChessCoordinateGlyphs
{
  char                 *key_text;
  PangoContext         *context;
  PangoFontDescription *font;
  GdkRGBA               color;
  int                   scale;
  int                   cell_size;
  cairo_surface_t      *surfaces[CHESS_UI_N_COORDINATE_GLYPHS];
  ChessCoordinateGlyph  glyphs[CHESS_UI_N_COORDINATE_GLYPHS];
  gboolean              from_disk;
  gboolean              stored;
};

/* The sets in memory, the one used last at the end. */
static GPtrArray *sets;
static guint store_source;
static guint check_source;
static guint n_drawn;
static guint n_loaded;
static guint n_replaced;

static void
clear_pictures (ChessCoordinateGlyphs *glyphs)
{
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      g_clear_object (&glyphs->glyphs[i].texture);
      g_clear_pointer (&glyphs->surfaces[i], cairo_surface_destroy);
    }
}

static void
glyphs_free (gpointer data)
{
  ChessCoordinateGlyphs *glyphs = data;

  clear_pictures (glyphs);
  g_clear_object (&glyphs->context);
  g_clear_pointer (&glyphs->font, pango_font_description_free);
  g_free (glyphs->key_text);
  g_free (glyphs);
}

static guint32
pack_rgba (const GdkRGBA *color)
{
  return (guint32) (CLAMP (color->red, 0, 1) * 255 + 0.5) << 24
         | (guint32) (CLAMP (color->green, 0, 1) * 255 + 0.5) << 16
         | (guint32) (CLAMP (color->blue, 0, 1) * 255 + 0.5) << 8
         | (guint32) (CLAMP (color->alpha, 0, 1) * 255 + 0.5);
}

/* Everything the pixels depend on that can be known without the fonts. */
static char *
dup_key_text (PangoContext               *context,
              const PangoFontDescription *font,
              const GdkRGBA              *color,
              int                         scale)
{
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);
  g_autofree char *font_text = pango_font_description_to_string (font);

  return g_strdup_printf ("chess960 %s, coordinates format %d\n%s\n"
                          "antialias %d, subpixel %d, hinting %d, metrics %d\n"
                          "scale %d, colour %08x\npango %s, cairo %s",
                          VERSION, FORMAT, font_text,
                          options ? (int) cairo_font_options_get_antialias (options) : -1,
                          options ? (int) cairo_font_options_get_subpixel_order (options) : -1,
                          options ? (int) cairo_font_options_get_hint_style (options) : -1,
                          options ? (int) cairo_font_options_get_hint_metrics (options) : -1,
                          scale, pack_rgba (color), pango_version_string (), cairo_version_string ());
}

static void
make_textures (ChessCoordinateGlyphs *glyphs)
{
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      cairo_surface_t *surface = glyphs->surfaces[i];
      int size = cairo_image_surface_get_width (surface);
      int stride = cairo_image_surface_get_stride (surface);
      g_autoptr(GBytes) bytes = NULL;

      /* Cairo's ARGB32 is premultiplied, native-endian 32-bit pixels,
       * which is exactly what GDK_MEMORY_DEFAULT describes. */
      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface), (gsize) stride * size,
                                          (GDestroyNotify) cairo_surface_destroy,
                                          cairo_surface_reference (surface));
      glyphs->glyphs[i].texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes, stride);
    }
}

/* GLYPH's ink and line, and so its cell: the ink PADDING pixels from
 * the cell's top left corner. */
static void
set_extents (ChessCoordinateGlyph *glyph,
             const PangoRectangle *ink,
             const PangoRectangle *logical)
{
  glyph->ink = *ink;
  glyph->logical = *logical;
  glyph->cell_x = ink->x - PADDING;
  glyph->cell_y = ink->y - PADDING;
}

/* Each glyph drawn as a PangoLayout of it at a whole pixel would be. */
static void
draw (ChessCoordinateGlyphs *glyphs)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (glyphs->context);
  int cell = 0;

  pango_layout_set_font_description (layout, glyphs->font);
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      PangoRectangle ink, logical;

      pango_layout_set_text (layout, &glyph_chars[i], 1);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      set_extents (&glyphs->glyphs[i], &ink, &logical);
      cell = MAX (cell, MAX (ink.width, ink.height) + 2 * PADDING);
    }
  glyphs->cell_size = cell;

  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      ChessCoordinateGlyph *glyph = &glyphs->glyphs[i];
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cell * glyphs->scale,
                                                             cell * glyphs->scale);
      cairo_t *cr;

      cairo_surface_set_device_scale (surface, glyphs->scale, glyphs->scale);
      cr = cairo_create (surface);
      gdk_cairo_set_source_rgba (cr, &glyphs->color);
      cairo_move_to (cr, -glyph->cell_x, -glyph->cell_y);
      pango_layout_set_text (layout, &glyph_chars[i], 1);
      pango_cairo_show_layout (cr, layout);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      glyphs->surfaces[i] = surface;
    }
  make_textures (glyphs);
}

static ChessUiPictureCacheKey
cache_key (ChessCoordinateGlyphs *glyphs,
           int                    cell_size)
{
  return (ChessUiPictureCacheKey) {
    .kind = CHESS_UI_PICTURE_CACHE_COORDINATES,
    .name = "coordinates",
    .key_text = glyphs->key_text,
    .size = cell_size * glyphs->scale,
    .size_from_file = TRUE,
    .n_pictures = CHESS_UI_N_COORDINATE_GLYPHS,
    .n_values = CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH,
  };
}

static void
get_values (ChessCoordinateGlyphs *glyphs,
            gint32                 values[CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH])
{
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      const ChessCoordinateGlyph *glyph = &glyphs->glyphs[i];
      gint32 *value = &values[i * VALUES_PER_GLYPH];

      value[0] = glyph->ink.x;
      value[1] = glyph->ink.y;
      value[2] = glyph->ink.width;
      value[3] = glyph->ink.height;
      value[4] = glyph->logical.y;
      value[5] = glyph->logical.height;
    }
}

/* The cell's size is what the fonts give: the file says it. */
static gboolean
load (ChessCoordinateGlyphs *glyphs)
{
  gint32 values[CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH];
  ChessUiPictureCacheKey key = cache_key (glyphs, 0);
  int device_size;

  if (!chess_ui_picture_disk_cache_load (&key, glyphs->surfaces, values, &device_size))
    return FALSE;
  if (device_size % glyphs->scale != 0)
    {
      for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
        g_clear_pointer (&glyphs->surfaces[i], cairo_surface_destroy);
      return FALSE;
    }

  glyphs->cell_size = device_size / glyphs->scale;
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    {
      const gint32 *value = &values[i * VALUES_PER_GLYPH];

      set_extents (&glyphs->glyphs[i], &(PangoRectangle) { value[0], value[1], value[2], value[3] },
                   &(PangoRectangle) { 0, value[4], 0, value[5] });
    }
  make_textures (glyphs);
  return TRUE;
}

static void
store (ChessCoordinateGlyphs *glyphs)
{
  gint32 values[CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH];
  ChessUiPictureCacheKey key = cache_key (glyphs, glyphs->cell_size);

  get_values (glyphs, values);
  glyphs->stored = TRUE;
  chess_ui_picture_disk_cache_store (&key, glyphs->surfaces, values);
}

static ChessCoordinateGlyphs *
find (const char *key_text)
{
  for (guint i = 0; sets != NULL && i < sets->len; i++)
    {
      ChessCoordinateGlyphs *glyphs = g_ptr_array_index (sets, i);

      if (strcmp (glyphs->key_text, key_text) == 0)
        return glyphs;
    }
  return NULL;
}

/* The last set drawn, once no other came for STORE_DELAY_MS. */
static gboolean
store_newest (gpointer user_data)
{
  store_source = 0;
  for (guint i = sets->len; i > 0; i--)
    {
      ChessCoordinateGlyphs *glyphs = g_ptr_array_index (sets, i - 1);

      if (!glyphs->from_disk && !glyphs->stored)
        {
          store (glyphs);
          break;
        }
    }
  return G_SOURCE_REMOVE;
}

static gboolean
same_pictures (ChessCoordinateGlyphs *a,
               ChessCoordinateGlyphs *b)
{
  gint32 a_values[CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH];
  gint32 b_values[CHESS_UI_N_COORDINATE_GLYPHS * VALUES_PER_GLYPH];
  gsize bytes;

  if (a->cell_size != b->cell_size)
    return FALSE;
  get_values (a, a_values);
  get_values (b, b_values);
  if (memcmp (a_values, b_values, sizeof a_values) != 0)
    return FALSE;
  bytes = (gsize) cairo_image_surface_get_stride (a->surfaces[0]) * a->cell_size * a->scale;
  for (guint i = 0; i < CHESS_UI_N_COORDINATE_GLYPHS; i++)
    if (memcmp (cairo_image_surface_get_data (a->surfaces[i]), cairo_image_surface_get_data (b->surfaces[i]),
                bytes) != 0)
      return FALSE;
  return TRUE;
}

/* Every set read from disk, drawn again: one the fonts no longer give is
 * replaced where it is, shown, and written again. */
static gboolean
check_loaded (gpointer user_data)
{
  gboolean replaced = FALSE;

  check_source = 0;
  for (guint i = 0; i < sets->len; i++)
    {
      ChessCoordinateGlyphs *glyphs = g_ptr_array_index (sets, i);
      ChessCoordinateGlyphs fresh = { 0 };
      g_autofree char *key_text = NULL;

      if (!glyphs->from_disk)
        continue;
      glyphs->from_disk = FALSE;
      /* The context's font options changed since (a setting): the boards
       * ask for another set, and this one's file is not to be judged by
       * what the context draws now. */
      key_text = dup_key_text (glyphs->context, glyphs->font, &glyphs->color, glyphs->scale);
      if (strcmp (key_text, glyphs->key_text) != 0)
        continue;
      fresh.context = glyphs->context;
      fresh.font = glyphs->font;
      fresh.color = glyphs->color;
      fresh.scale = glyphs->scale;
      draw (&fresh);
      if (same_pictures (glyphs, &fresh))
        {
          clear_pictures (&fresh);
          continue;
        }

      g_debug ("Coordinates kept on disk are not what the fonts draw now: replaced");
      clear_pictures (glyphs);
      glyphs->cell_size = fresh.cell_size;
      memcpy (glyphs->surfaces, fresh.surfaces, sizeof fresh.surfaces);
      memcpy (glyphs->glyphs, fresh.glyphs, sizeof fresh.glyphs);
      n_replaced++;
      replaced = TRUE;
      store (glyphs);
    }
  if (replaced)
    chess_board_palette_redraw_all ();
  return G_SOURCE_REMOVE;
}

ChessCoordinateGlyphs *
chess_ui_coordinate_glyphs_get (PangoContext               *context,
                                const PangoFontDescription *font,
                                const GdkRGBA              *color,
                                int                         scale)
{
  g_autofree char *key_text = NULL;
  ChessCoordinateGlyphs *glyphs;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (font != NULL, NULL);
  g_return_val_if_fail (color != NULL, NULL);
  g_return_val_if_fail (scale > 0, NULL);

  key_text = dup_key_text (context, font, color, scale);
  glyphs = find (key_text);
  if (glyphs != NULL)
    {
      guint index;

      /* Used now: the last to be dropped. */
      if (g_ptr_array_find (sets, glyphs, &index))
        g_ptr_array_add (sets, g_ptr_array_steal_index (sets, index));
      return glyphs;
    }

  if (sets == NULL)
    sets = g_ptr_array_new_with_free_func (glyphs_free);
  if (sets->len == MAX_SETS)
    g_ptr_array_remove_index (sets, 0);
  glyphs = g_new0 (ChessCoordinateGlyphs, 1);
  glyphs->key_text = g_steal_pointer (&key_text);
  glyphs->context = g_object_ref (context);
  glyphs->font = pango_font_description_copy (font);
  glyphs->color = *color;
  glyphs->scale = scale;
  g_ptr_array_add (sets, glyphs);

  if (load (glyphs))
    {
      /* On disk already, and to be checked. */
      glyphs->from_disk = TRUE;
      glyphs->stored = TRUE;
      n_loaded++;
      if (check_source == 0)
        check_source = g_timeout_add_full (G_PRIORITY_LOW, CHECK_DELAY_MS, check_loaded, NULL, NULL);
    }
  else
    {
      draw (glyphs);
      n_drawn++;
      g_clear_handle_id (&store_source, g_source_remove);
      store_source = g_timeout_add_full (G_PRIORITY_LOW, STORE_DELAY_MS, store_newest, NULL, NULL);
    }
  return glyphs;
}

const ChessCoordinateGlyph *
chess_ui_coordinate_glyphs_lookup (ChessCoordinateGlyphs *glyphs,
                                   char                   c)
{
  const char *found;

  g_return_val_if_fail (glyphs != NULL, NULL);

  found = c != '\0' ? strchr (glyph_chars, c) : NULL;
  g_return_val_if_fail (found != NULL, NULL);
  return &glyphs->glyphs[found - glyph_chars];
}

int
chess_ui_coordinate_glyphs_get_cell_size (ChessCoordinateGlyphs *glyphs)
{
  g_return_val_if_fail (glyphs != NULL, 0);

  return glyphs->cell_size;
}

guint
_chess_ui_coordinate_glyphs_get_n_drawn (void)
{
  return n_drawn;
}

guint
_chess_ui_coordinate_glyphs_get_n_loaded (void)
{
  return n_loaded;
}

guint
_chess_ui_coordinate_glyphs_get_n_replaced (void)
{
  return n_replaced;
}

guint
_chess_ui_coordinate_glyphs_get_n_unchecked (void)
{
  guint n = 0;

  for (guint i = 0; sets != NULL && i < sets->len; i++)
    n += ((ChessCoordinateGlyphs *) g_ptr_array_index (sets, i))->from_disk;
  return n;
}
