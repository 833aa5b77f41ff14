/* test-diagram.c: board diagrams, sheets and cards, and their files
 *
 * Draws into image surfaces and reads the pixels back; exports to a
 * temporary folder and reads the bytes back. Needs no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-diagram"

#include <string.h>

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-diagram.h"
#include "chess-startpos.h"

#define SIZE 400
/* Where chess-diagram.c puts the squares: a margin of 6 % of the size on
 * every side for the coordinates, the board in the middle. */
#define MARGIN (SIZE * 0.06)
#define SQUARE ((SIZE - 2 * MARGIN) / 8)

typedef struct {
  guint8 red, green, blue;
} Pixel;

static cairo_surface_t *
render_board (const ChessDiagramInfo *info)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  chess_diagram_draw_board (cr, info, 0, 0, SIZE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static Pixel
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 value;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  memcpy (&value, data + y * stride + 4 * x, sizeof value);
  return (Pixel) { (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff };
}

/* Rec. 601 luma, 0–1: what a greyscale printer makes of the colour. */
static double
luma (Pixel pixel)
{
  return (0.299 * pixel.red + 0.587 * pixel.green + 0.114 * pixel.blue) / 255;
}

static gboolean
pixels_equal (Pixel a,
              Pixel b)
{
  return a.red == b.red && a.green == b.green && a.blue == b.blue;
}

/* The pixel at (FX, FY) within SQUARE (0–1 across, 0–1 down), as drawn
 * with white at the bottom or, when FLIPPED, black. */
static Pixel
square_pixel (cairo_surface_t *surface,
              const char      *name,
              gboolean         flipped,
              double           fx,
              double           fy)
{
  guint square;
  guint column, row;

  g_assert_true (chess_square_from_string (name, &square));
  column = flipped ? 7 - CHESS_SQUARE_FILE (square) : CHESS_SQUARE_FILE (square);
  row = flipped ? CHESS_SQUARE_RANK (square) : 7 - CHESS_SQUARE_RANK (square);
  return pixel_at (surface,
                   (int) (MARGIN + (column + fx) * SQUARE),
                   (int) (MARGIN + (row + fy) * SQUARE));
}

/* A corner of the square, where no piece reaches. */
static Pixel
square_colour (cairo_surface_t *surface,
               const char      *name,
               gboolean         flipped)
{
  return square_pixel (surface, name, flipped, 0.06, 0.06);
}

static Pixel
square_centre (cairo_surface_t *surface,
               const char      *name,
               gboolean         flipped)
{
  return square_pixel (surface, name, flipped, 0.5, 0.55);
}

static void
assert_dark (Pixel pixel)
{
  g_assert_cmpfloat (luma (pixel), <, 0.72);
}

static void
assert_light (Pixel pixel)
{
  g_assert_cmpfloat (luma (pixel), >, 0.85);
}

static void
test_square_colours (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  cairo_surface_t *surface = render_board (&info);

  assert_dark (square_colour (surface, "a1", FALSE));
  assert_light (square_colour (surface, "h1", FALSE));
  assert_light (square_colour (surface, "a8", FALSE));
  assert_dark (square_colour (surface, "h8", FALSE));
  /* Empty squares, read in the middle. */
  assert_dark (square_centre (surface, "a3", FALSE));
  assert_light (square_centre (surface, "b3", FALSE));
  /* The top-left corner of the picture is a8 (light), not a1. */
  assert_light (pixel_at (surface, (int) (MARGIN + SQUARE * 0.06), (int) (MARGIN + SQUARE * 0.06)));
  /* Apart in greyscale too, and the margin is paper. */
  g_assert_cmpfloat (luma (square_colour (surface, "h1", FALSE)) - luma (square_colour (surface, "a1", FALSE)), >, 0.2);
  g_assert_true (pixels_equal (pixel_at (surface, 2, 2), (Pixel) { 255, 255, 255 }));
  cairo_surface_destroy (surface);
}

static gboolean
bands_differ (cairo_surface_t *a,
              cairo_surface_t *b,
              double           y0,
              double           y1)
{
  int width = cairo_image_surface_get_width (a);
  int height = cairo_image_surface_get_height (a);

  for (int y = (int) (y0 * height); y < (int) (y1 * height); y++)
    for (int x = 0; x < width; x++)
      if (!pixels_equal (pixel_at (a, x, y), pixel_at (b, x, y)))
        return TRUE;
  return FALSE;
}

/* Mean luma over the middle of the square drawn in COLUMN, ROW from the
 * top left, whichever square that is: mostly the piece's body. */
static double
luma_at_cell (cairo_surface_t *surface,
              guint            column,
              guint            row)
{
  double sum = 0;
  guint n = 0;

  for (double fx = 0.3; fx <= 0.7; fx += 0.05)
    for (double fy = 0.35; fy <= 0.85; fy += 0.05)
      {
        sum += luma (pixel_at (surface, (int) (MARGIN + (column + fx) * SQUARE), (int) (MARGIN + (row + fy) * SQUARE)));
        n++;
      }
  return sum / n;
}

static gboolean
cells_equal (cairo_surface_t *a,
             guint            column_a,
             guint            row_a,
             cairo_surface_t *b,
             guint            column_b,
             guint            row_b)
{
  for (int dy = 1; dy < (int) SQUARE - 1; dy++)
    for (int dx = 1; dx < (int) SQUARE - 1; dx++)
      if (!pixels_equal (pixel_at (a, (int) (MARGIN + column_a * SQUARE) + dx, (int) (MARGIN + row_a * SQUARE) + dy),
                         pixel_at (b, (int) (MARGIN + column_b * SQUARE) + dx, (int) (MARGIN + row_b * SQUARE) + dy)))
        return FALSE;
  return TRUE;
}

static void
test_flipped (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  cairo_surface_t *normal, *flipped;

  normal = render_board (&info);
  info.black_at_bottom = TRUE;
  flipped = render_board (&info);

  /* Turned half round, the board keeps a dark square at the bottom left
   * (h8 now) and a light one at the bottom right (a8). */
  assert_dark (square_colour (flipped, "a1", TRUE));
  assert_light (square_colour (flipped, "h1", TRUE));
  assert_dark (square_colour (flipped, "h8", TRUE));
  assert_light (square_colour (flipped, "a8", TRUE));

  /* White's pieces are at the bottom, or at the top when flipped: the
   * same cell on the same colour, a light piece in one, a dark one in the
   * other. */
  for (guint column = 0; column < 8; column++)
    {
      g_assert_cmpfloat (luma_at_cell (normal, column, 7), >, luma_at_cell (flipped, column, 7) + 0.15);
      g_assert_cmpfloat (luma_at_cell (flipped, column, 0), >, luma_at_cell (normal, column, 0) + 0.15);
    }
  /* The white queen's d1: the fourth cell from the left at the bottom, or
   * the fifth at the top, the same picture in both. */
  g_assert_true (cells_equal (normal, 3, 7, flipped, 4, 0));
  g_assert_false (cells_equal (normal, 3, 7, flipped, 3, 0));

  /* The coordinates run the other way: a–h along the bottom and 1–8 up
   * the side become h–a and 8–1. */
  g_assert_true (bands_differ (normal, flipped, 1 - 0.06, 1.0));

  cairo_surface_destroy (normal);
  cairo_surface_destroy (flipped);
}

static void
test_pieces (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autoptr(GBytes) king = NULL;
  g_autoptr(ChessPosition) position = NULL;
  cairo_surface_t *start, *later;

  /* Linking the render library is enough to have the pieces. */
  king = g_resources_lookup_data ("/io/github/chess960/Chess960/pieces/classic/wK.svg",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (king);

  start = render_board (&info);
  /* e1 (the king) and e3 are both dark; only the king tells them apart. */
  g_assert_false (pixels_equal (square_centre (start, "e1", FALSE), square_centre (start, "e3", FALSE)));
  /* A white and a black piece differ: the queen's d1 and d8 are light. */
  g_assert_cmpfloat (luma (square_centre (start, "d1", FALSE)), >, luma (square_centre (start, "d8", FALSE)) + 0.3);

  /* A position given instead of the start: the king moved to e3. */
  position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/4K3/8/8 w - - 0 1", NULL);
  g_assert_nonnull (position);
  info.position = position;
  info.number = G_MAXUINT;
  later = render_board (&info);
  g_assert_true (pixels_equal (square_centre (later, "e3", FALSE), square_centre (start, "e1", FALSE)));
  g_assert_true (pixels_equal (square_centre (later, "e1", FALSE), square_centre (start, "e3", FALSE)));
  /* a2 held a pawn at the start and is empty now. */
  g_assert_false (pixels_equal (square_centre (later, "a2", FALSE), square_centre (start, "a2", FALSE)));

  cairo_surface_destroy (start);
  cairo_surface_destroy (later);
}

static void
test_piece_sets (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  cairo_surface_t *classic, *contrast;
  gboolean differ = FALSE;

  classic = render_board (&info);
  info.piece_set = "contrast";
  contrast = render_board (&info);
  /* Somewhere across the white king the two sets differ. */
  for (double fx = 0.2; fx < 0.8; fx += 0.05)
    if (!pixels_equal (square_pixel (classic, "e1", FALSE, fx, 0.6), square_pixel (contrast, "e1", FALSE, fx, 0.6)))
      differ = TRUE;
  g_assert_true (differ);
  cairo_surface_destroy (classic);
  cairo_surface_destroy (contrast);
}

static void
test_format_from_filename (void)
{
  g_autoptr(GError) error = NULL;
  ChessDiagramFormat format;

  g_assert_true (chess_diagram_format_from_filename ("a.png", &format, NULL));
  g_assert_cmpint (format, ==, CHESS_DIAGRAM_FORMAT_PNG);
  g_assert_true (chess_diagram_format_from_filename ("/tmp/B.SVG", &format, NULL));
  g_assert_cmpint (format, ==, CHESS_DIAGRAM_FORMAT_SVG);
  g_assert_true (chess_diagram_format_from_filename ("round 3.Pdf", &format, NULL));
  g_assert_cmpint (format, ==, CHESS_DIAGRAM_FORMAT_PDF);

  g_assert_false (chess_diagram_format_from_filename ("diagram.jpg", &format, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "diagram.jpg"));
  g_assert_nonnull (strstr (error->message, ".svg"));
  g_clear_error (&error);
  g_assert_false (chess_diagram_format_from_filename ("png", &format, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
}

/* Like g_strstr_len (), but past NUL bytes: PDFs hold binary streams. */
static gboolean
contains (const char *data,
          gsize       length,
          const char *needle)
{
  gsize needle_length = strlen (needle);

  for (gsize i = 0; i + needle_length <= length; i++)
    if (memcmp (data + i, needle, needle_length) == 0)
      return TRUE;
  return FALSE;
}

/* Cairo 1.18 (Debian 13) packs a PDF's objects into compressed object
 * streams, so a page's MediaBox is only readable after inflating them. The
 * text searched is the file itself plus every stream, inflated. */
/* The first NEEDLE between FROM and END, or NULL. Not g_strstr_len():
 * compressed streams hold NUL bytes, at which it stops looking. */
static const char *
find_bytes (const char *from,
            const char *end,
            const char *needle)
{
  gsize n = strlen (needle);

  for (const char *at = from; at != NULL && (gsize) (end - at) >= n; at++)
    {
      at = memchr (at, needle[0], end - at);
      if (at == NULL || (gsize) (end - at) < n)
        return NULL;
      if (memcmp (at, needle, n) == 0)
        return at;
    }
  return NULL;
}

static char *
pdf_readable_text (const char *pdf,
                   gsize       length,
                   gsize      *text_length)
{
  GString *text = g_string_new_len (pdf, length);
  const char *end = pdf + length;
  const char *at = pdf;

  while ((at = find_bytes (at, end, "stream")) != NULL)
    {
      const char *start = at + strlen ("stream");
      const char *stop;
      g_autoptr(GConverter) inflater = NULL;
      char buffer[65536];
      gsize read = 0;
      gsize written = 0;

      if (start < end && *start == '\r')
        start++;
      if (start < end && *start == '\n')
        start++;
      stop = find_bytes (start, end, "endstream");
      if (stop == NULL)
        break;
      inflater = G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB));
      /* Streams that are not zlib (none here, but a PDF may have them)
       * just end the loop on the first error. */
      for (GConverterResult result = G_CONVERTER_CONVERTED; result == G_CONVERTER_CONVERTED; start += read)
        {
          result = g_converter_convert (inflater, start, stop - start, buffer, sizeof buffer,
                                        G_CONVERTER_INPUT_AT_END, &read, &written, NULL);
          if (result != G_CONVERTER_ERROR)
            g_string_append_len (text, buffer, written);
        }
      at = stop + strlen ("endstream");
    }
  *text_length = text->len;
  return g_string_free (text, FALSE);
}

static gboolean
pdf_has_media_box (const char *pdf,
                   gsize       length,
                   guint       width,
                   guint       height)
{
  gsize text_length = 0;
  g_autofree char *text = pdf_readable_text (pdf, length, &text_length);
  g_autofree char *pattern = g_strdup_printf ("/MediaBox\\s*\\[\\s*0\\s+0\\s+%u\\s+%u\\s*\\]", width, height);
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_RAW, 0, NULL);

  return g_regex_match_full (regex, text, text_length, 0, 0, NULL, NULL);
}

static guint32
read_be32 (const guint8 *bytes)
{
  return ((guint32) bytes[0] << 24) | ((guint32) bytes[1] << 16) | ((guint32) bytes[2] << 8) | bytes[3];
}

static char *
export_file (const char         *dir,
             const char         *name,
             ChessDiagramFormat  format,
             int                 size,
             gsize              *length)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 309 };
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (chess_diagram_export (&info, format, path, size, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, length, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  return contents;
}

static void
test_export (void)
{
  static const guint8 png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  g_autofree char *dir = g_dir_make_tmp ("test-diagram-XXXXXX", NULL);
  g_autofree char *png = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *pdf = NULL;
  gsize length;

  g_assert_nonnull (dir);

  png = export_file (dir, "sp-309.png", CHESS_DIAGRAM_FORMAT_PNG, 321, &length);
  g_assert_cmpuint (length, >, 33);
  g_assert_cmpmem (png, 8, png_signature, 8);
  g_assert_cmpmem (png + 12, 4, "IHDR", 4);
  g_assert_cmpuint (read_be32 ((const guint8 *) png + 16), ==, 321);
  g_assert_cmpuint (read_be32 ((const guint8 *) png + 20), ==, 321);

  svg = export_file (dir, "sp-309.svg", CHESS_DIAGRAM_FORMAT_SVG, 400, &length);
  g_assert_true (contains (svg, length, "<svg"));
  g_assert_true (contains (svg, length, "width=\"400pt\""));
  /* The pieces stay vector: no pictures embedded. */
  g_assert_false (contains (svg, length, "<image"));

  pdf = export_file (dir, "sp-309.pdf", CHESS_DIAGRAM_FORMAT_PDF, 400, &length);
  g_assert_cmpuint (length, >, 5);
  g_assert_cmpmem (pdf, 5, "%PDF-", 5);
  {
    gsize text_length = 0;
    g_autofree char *text = pdf_readable_text (pdf, length, &text_length);

    g_assert_false (contains (text, text_length, "/Subtype /Image"));
  }
  g_assert_true (pdf_has_media_box (pdf, length, 400, 400));
  g_assert_false (pdf_has_media_box (pdf, length, 400, 401));

  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_export_errors (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 309 };
  g_autofree char *dir = g_dir_make_tmp ("test-diagram-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "no such folder", "sp-309.png", NULL);
  g_autofree char *good = g_build_filename (dir, "sp.png", NULL);
  g_autoptr(GError) error = NULL;

  /* A folder that is not there: the error names the file. */
  g_assert_false (chess_diagram_export (&info, CHESS_DIAGRAM_FORMAT_PNG, missing, 100, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, missing));
  g_clear_error (&error);

  /* A number that is no start position writes nothing. */
  info.number = 960;
  g_assert_false (chess_diagram_export (&info, CHESS_DIAGRAM_FORMAT_PNG, good, 100, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
  g_assert_false (g_file_test (good, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  info.variant = CHESS_VARIANT_CHESS960X3;
  info.number = 2000;
  g_assert_true (chess_diagram_export (&info, CHESS_DIAGRAM_FORMAT_PNG, good, 100, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (good), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The share of pixels in the band Y0–Y1 (0–1 of the height) that are not
 * white: ink there means text or drawing. */
static double
ink_in_band (cairo_surface_t *surface,
             double           y0,
             double           y1)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint inked = 0, total = 0;

  for (int y = (int) (y0 * height); y < (int) (y1 * height); y++)
    for (int x = 0; x < width; x++)
      {
        if (!pixels_equal (pixel_at (surface, x, y), (Pixel) { 255, 255, 255 }))
          inked++;
        total++;
      }
  return (double) inked / MAX (total, 1);
}

typedef void (*DrawPage) (cairo_t *, const ChessDiagramInfo *, double, double);

static cairo_surface_t *
render_page (DrawPage                draw,
             const ChessDiagramInfo *info,
             int                     width,
             int                     height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  draw (cr, info, width, height);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_sheet_text (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518, .round = 3 };
  cairo_surface_t *plain, *other, *named;

  /* A4 in points. The board starts below the top third; above it, the
   * round and "SP 518 · RNBQKBNR". */
  plain = render_page (chess_diagram_draw_sheet, &info, 595, 842);
  g_assert_cmpfloat (ink_in_band (plain, 0.0, 0.3), >, 0.01);
  /* Below the board, the back rank letter by letter. */
  g_assert_cmpfloat (ink_in_band (plain, 0.86, 1.0), >, 0.005);

  /* The caption follows the number. */
  info.number = 309;
  other = render_page (chess_diagram_draw_sheet, &info, 595, 842);
  g_assert_true (bands_differ (plain, other, 0.0, 0.3));
  /* An event's name adds a line at the top. */
  info.event_name = "Club Championship";
  info.colours_reversed = TRUE;
  named = render_page (chess_diagram_draw_sheet, &info, 595, 842);
  g_assert_cmpfloat (ink_in_band (named, 0.0, 0.06), >, ink_in_band (other, 0.0, 0.06) + 0.005);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (other);
  cairo_surface_destroy (named);
}

static void
test_card_text (void)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518, .round = 3 };
  cairo_surface_t *card, *other, *page;

  card = render_page (chess_diagram_draw_card, &info, 280, 200);
  info.number = 309;
  other = render_page (chess_diagram_draw_card, &info, 280, 200);
  /* The words beside the board change with the number. */
  g_assert_true (bands_differ (card, other, 0.0, 1.0));
  g_assert_cmpfloat (ink_in_band (card, 0.0, 1.0), >, 0.2);

  /* A page of 2 × 4 cards of 280 × 200 has cut lines between the cards
   * (thin: any ink will do), and paper beside them. */
  page = render_page (chess_diagram_draw_card_page, &info, 560, 800);
  g_assert_false (pixels_equal (pixel_at (page, 280, 1), (Pixel) { 255, 255, 255 }));
  g_assert_false (pixels_equal (pixel_at (page, 140, 200), (Pixel) { 255, 255, 255 }));
  g_assert_true (pixels_equal (pixel_at (page, 140, 190), (Pixel) { 255, 255, 255 }));
  g_assert_true (pixels_equal (pixel_at (page, 276, 1), (Pixel) { 255, 255, 255 }));

  cairo_surface_destroy (card);
  cairo_surface_destroy (other);
  cairo_surface_destroy (page);
}

static cairo_status_t
discard (void                *closure,
         const unsigned char *data,
         unsigned int         length)
{
  gsize *written = closure;

  *written += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
test_pdf_pages (void)
{
  g_autoptr(ChessPosition) position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960,
                                                                   "4k3/8/8/8/8/4K3/8/8 b - - 0 1", NULL);
  ChessDiagramInfo infos[] = {
    { .variant = CHESS_VARIANT_CHESS960, .number = 518, .round = 1, .event_name = "Open" },
    { .variant = CHESS_VARIANT_CHESS960X3, .number = 2879, .round = 12, .colours_reversed = TRUE,
      .event_name = "A very long event name that will need to be wrapped and then cut short somewhere" },
    { .variant = CHESS_VARIANT_CHESS960, .number = G_MAXUINT, .position = position, .black_at_bottom = TRUE },
    { .variant = CHESS_VARIANT_STANDARD, .number = 518, .piece_set = "contrast" },
  };
  gsize written = 0;
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (discard, &written, 595, 842);
  cairo_t *cr = cairo_create (surface);

  for (guint i = 0; i < G_N_ELEMENTS (infos); i++)
    {
      chess_diagram_draw_sheet (cr, &infos[i], 595, 842);
      cairo_show_page (cr);
      chess_diagram_draw_card_page (cr, &infos[i], 595, 842);
      cairo_show_page (cr);
      /* Landscape paper, and a card on its own. */
      chess_diagram_draw_card_page (cr, &infos[i], 842, 595);
      cairo_show_page (cr);
      chess_diagram_draw_card (cr, &infos[i], 190, 260);
      cairo_show_page (cr);
    }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (written, >, 1000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/diagram/square-colours", test_square_colours);
  g_test_add_func ("/diagram/flipped", test_flipped);
  g_test_add_func ("/diagram/pieces", test_pieces);
  g_test_add_func ("/diagram/piece-sets", test_piece_sets);
  g_test_add_func ("/diagram/format-from-filename", test_format_from_filename);
  g_test_add_func ("/diagram/export", test_export);
  g_test_add_func ("/diagram/export-errors", test_export_errors);
  g_test_add_func ("/diagram/sheet-text", test_sheet_text);
  g_test_add_func ("/diagram/card-text", test_card_text);
  g_test_add_func ("/diagram/pdf-pages", test_pdf_pages);

  return g_test_run ();
}
