/* chess-diagram.c: board diagrams drawn with cairo, and their files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-diagram"

#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "chess-diagram-private.h"
#include "chess-piece-set.h"
#include "chess-startpos.h"

/* Paper first: pale squares against mid-tone ones that stay apart in a
 * greyscale print (about 93 % and 65 % luminance) without soaking the page
 * in toner; both piece sets keep a dark outline that reads on either. */
static const ChessDiagramRgb light_square = { 0.949, 0.922, 0.867 };
static const ChessDiagramRgb dark_square = { 0.729, 0.612, 0.498 };
static const ChessDiagramRgb frame_color = { 0.24, 0.20, 0.16 };
static const ChessDiagramRgb paper = { 1.0, 1.0, 1.0 };

/* INFO's piece set: "classic" when it names none, or one there is not. */
static ChessPieceSet *
pieces_of (const ChessDiagramInfo *info)
{
  const char *set = info->piece_set != NULL ? info->piece_set : "classic";

  if (!chess_piece_set_is_known (set))
    {
      g_warning ("Unknown piece set “%s”: using “classic”", set);
      set = "classic";
    }
  return chess_piece_set_get (set);
}

gboolean
chess_diagram_info_has_number (const ChessDiagramInfo *info)
{
  return chess_startpos_is_valid (info->variant, info->number);
}

gboolean
chess_diagram_info_get_back_rank (const ChessDiagramInfo *info,
                                  char                    back_rank[9])
{
  return chess_diagram_info_has_number (info)
         && chess_startpos_get_back_rank (info->variant, info->number, back_rank, NULL);
}

static ChessPosition *
position_of (const ChessDiagramInfo  *info,
             GError                 **error)
{
  if (info->position != NULL)
    return chess_position_copy (info->position);
  return chess_position_new_start (info->variant, info->number, error);
}

/* --- The board -------------------------------------------------------- */

/* The coordinates' text: in proportion to the board, but never so small
 * that a 200-pixel PNG or a card's board loses them. */
static double
coordinate_font_size (cairo_t *cr,
                      double   margin)
{
  double size = margin * 0.52;
  double dx = 1, dy = 0;
  double units_per_device;

  cairo_user_to_device_distance (cr, &dx, &dy);
  units_per_device = 1 / MAX (MAX (fabs (dx), fabs (dy)), 1e-6);
  return CLAMP (7 * units_per_device, size, margin * 0.8);
}

static void
draw_coordinates (cairo_t                *cr,
                  const ChessDiagramInfo *info,
                  double                  board_x,
                  double                  board_y,
                  double                  square,
                  double                  margin)
{
  double font_size = coordinate_font_size (cr, margin);

  for (guint i = 0; i < 8; i++)
    {
      /* I from the left (files) and from the top (ranks) as drawn. */
      guint file = info->black_at_bottom ? 7 - i : i;
      guint rank = info->black_at_bottom ? i : 7 - i;
      char file_text[2] = { (char) ('a' + file), 0 };
      char rank_text[2] = { (char) ('1' + rank), 0 };
      g_autoptr(PangoLayout) file_layout = NULL;
      g_autoptr(PangoLayout) rank_layout = NULL;

      file_layout = chess_diagram_text_new (cr, file_text, font_size, CHESS_DIAGRAM_TEXT_REGULAR);
      rank_layout = chess_diagram_text_new (cr, rank_text, font_size, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_show_glyph (cr, file_layout, &chess_diagram_muted_ink,
                                     board_x + (i + 0.5) * square, board_y + 8 * square + margin / 2, FALSE);
      chess_diagram_text_show_glyph (cr, rank_layout, &chess_diagram_muted_ink,
                                     board_x - margin / 2, board_y + (i + 0.5) * square, TRUE);
    }
}

void
chess_diagram_draw_board (cairo_t                *cr,
                          const ChessDiagramInfo *info,
                          double                  x,
                          double                  y,
                          double                  size)
{
  ChessPieceSet *pieces;
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(GError) error = NULL;
  double margin = size * CHESS_DIAGRAM_BOARD_MARGIN;
  double square = (size - 2 * margin) / 8;
  double board_x = x + margin;
  double board_y = y + margin;
  double line_width = MAX (square * 0.025, 0.3);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || chess_diagram_info_has_number (info));
  g_return_if_fail (size > 0);

  position = position_of (info, &error);
  g_return_if_fail (position != NULL);
  pieces = pieces_of (info);

  cairo_save (cr);

  chess_diagram_set_source (cr, &light_square);
  cairo_rectangle (cr, board_x, board_y, 8 * square, 8 * square);
  cairo_fill (cr);
  chess_diagram_set_source (cr, &dark_square);
  for (guint row = 0; row < 8; row++)
    for (guint column = 0; column < 8; column++)
      if ((row + column) % 2 == 1)
        cairo_rectangle (cr, board_x + column * square, board_y + row * square, square, square);
  cairo_fill (cr);

  /* Just outside the squares, so that it covers none of them. */
  chess_diagram_set_source (cr, &frame_color);
  cairo_set_line_width (cr, line_width);
  cairo_rectangle (cr, board_x - line_width / 2, board_y - line_width / 2,
                   8 * square + line_width, 8 * square + line_width);
  cairo_stroke (cr);

  for (guint square_index = 0; square_index < 64; square_index++)
    {
      guint file = CHESS_SQUARE_FILE (square_index);
      guint rank = CHESS_SQUARE_RANK (square_index);
      guint column = info->black_at_bottom ? 7 - file : file;
      guint row = info->black_at_bottom ? rank : 7 - rank;
      ChessColor color;
      ChessPieceType type;
      g_autoptr(GError) render_error = NULL;

      if (!chess_position_get_piece (position, square_index, &color, &type))
        continue;
      /* As a document, not a picture: SVG and PDF keep the pieces vector. */
      if (!chess_piece_set_draw (pieces, cr, color, type, board_x + column * square,
                                 board_y + row * square, square, &render_error))
        g_warning ("Cannot draw a piece: %s", render_error->message);
    }

  draw_coordinates (cr, info, board_x, board_y, square, margin);
  cairo_restore (cr);
}

/* --- Files ------------------------------------------------------------ */

gboolean
chess_diagram_format_from_filename (const char          *filename,
                                    ChessDiagramFormat  *format,
                                    GError             **error)
{
  static const struct {
    const char         *ending;
    ChessDiagramFormat  format;
  } endings[] = {
    { ".png", CHESS_DIAGRAM_FORMAT_PNG },
    { ".svg", CHESS_DIAGRAM_FORMAT_SVG },
    { ".pdf", CHESS_DIAGRAM_FORMAT_PDF },
  };
  g_autofree char *lower = NULL;
  g_autofree char *display = NULL;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  lower = g_ascii_strdown (filename, -1);
  for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
    if (g_str_has_suffix (lower, endings[i].ending))
      {
        *format = endings[i].format;
        return TRUE;
      }

  display = g_filename_display_name (filename);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("Cannot tell the format of “%s”: the name must end in .png, .svg or .pdf"),
               display);
  return FALSE;
}

typedef struct {
  GOutputStream *stream;
  GError        *error;
} Writer;

/* Every error names the file, once: GIO's own messages for opening one
 * already do, those for writing to it do not. */
static void
propagate_file_error (GError     **error,
                      GError      *cause,
                      const char  *display_name)
{
  if (strstr (cause->message, display_name) != NULL)
    g_propagate_error (error, cause);
  else
    {
      g_set_error (error, cause->domain, cause->code,
                   _("Cannot write “%s”: %s"), display_name, cause->message);
      g_error_free (cause);
    }
}

static cairo_status_t
write_to_stream (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  Writer *writer = closure;

  if (writer->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (writer->stream, data, length, NULL, NULL, &writer->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

int
chess_diagram_export_height (const ChessDiagramInfo *info,
                             int                     size)
{
  g_return_val_if_fail (info != NULL, size);

  /* A caption takes two lines above the board. */
  return size + (info->caption ? (int) ceil (size * 0.16) : 0);
}

void
chess_diagram_draw_export (cairo_t                *cr,
                           const ChessDiagramInfo *info,
                           int                     size)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, chess_diagram_export_height (info, size));
  chess_diagram_set_source (cr, &paper);
  cairo_fill (cr);
  chess_diagram_draw_board (cr, info, 0, chess_diagram_export_height (info, size) - size, size);
  if (info->caption)
    chess_diagram_draw_caption (cr, info, size);
  cairo_restore (cr);
}

/* Draws the diagram and finishes SURFACE, which writes it out. */
static cairo_status_t
render_to (cairo_surface_t        *surface,
           const ChessDiagramInfo *info,
           ChessDiagramFormat      format,
           int                     size,
           Writer                 *writer)
{
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  chess_diagram_draw_export (cr, info, size);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == CHESS_DIAGRAM_FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, write_to_stream, writer);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  return status;
}

gboolean
chess_diagram_export (const ChessDiagramInfo  *info,
                      ChessDiagramFormat       format,
                      const char              *filename,
                      int                      size,
                      GError                 **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *display = NULL;
  g_autoptr(ChessPosition) check = NULL;
  Writer writer = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  int height;

  g_return_val_if_fail (info != NULL, FALSE);
  g_return_val_if_fail (format <= CHESS_DIAGRAM_FORMAT_PDF, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (size > 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A bad number is the caller's input, not a programming error: say so
   * before a file is touched. */
  check = position_of (info, error);
  if (check == NULL)
    return FALSE;

  display = g_filename_display_name (filename);
  file = g_file_new_for_path (filename);
  /* Written to a temporary file and renamed on success: a failed export
   * leaves an earlier file of that name as it was. */
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &local_error);
  if (stream == NULL)
    {
      propagate_file_error (error, g_steal_pointer (&local_error), display);
      return FALSE;
    }
  writer.stream = G_OUTPUT_STREAM (stream);

  height = chess_diagram_export_height (info, size);
  switch (format)
    {
    case CHESS_DIAGRAM_FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, height);
      break;
    case CHESS_DIAGRAM_FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (write_to_stream, &writer, size, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      break;
    case CHESS_DIAGRAM_FORMAT_PDF:
    default:
      surface = cairo_pdf_surface_create_for_stream (write_to_stream, &writer, size, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Chess960");
      break;
    }

  status = render_to (surface, info, format, size, &writer);
  cairo_surface_destroy (surface);

  if (writer.error == NULL && status != CAIRO_STATUS_SUCCESS)
    g_set_error_literal (&writer.error, G_IO_ERROR, G_IO_ERROR_FAILED, cairo_status_to_string (status));

  if (writer.error == NULL)
    g_output_stream_close (writer.stream, NULL, &writer.error);
  else
    {
      /* Closing a replacement cancelled drops the temporary file. */
      g_autoptr(GCancellable) cancelled = g_cancellable_new ();

      g_cancellable_cancel (cancelled);
      g_output_stream_close (writer.stream, cancelled, NULL);
    }

  if (writer.error != NULL)
    {
      propagate_file_error (error, g_steal_pointer (&writer.error), display);
      return FALSE;
    }
  return TRUE;
}
