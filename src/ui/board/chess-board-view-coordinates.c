/* chess-board-view-coordinates.c: the files and ranks in the board's
 * frame, drawn, and where their glyphs are (the castling king keeps clear
 * of them)
 *
 * The glyphs are pictures (chess-coordinate-glyphs.c), placed where a
 * PangoLayout of each would be drawn: centred by the ink across and by
 * the line down, at a whole pixel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "chess-board-palette.h"
#include "chess-board-view-private.h"
#include "chess-coordinate-glyphs.h"

typedef struct
{
  char  text;
  float x;
  float y;
} CoordinateLabel;

PangoFontDescription *
_chess_board_view_dup_coordinate_font (ChessBoardView           *self,
                                      const ChessBoardGeometry *geometry)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
  pango_font_description_set_absolute_size (font, MAX (geometry->frame * 0.55, 5.0) * PANGO_SCALE);
  return font;
}

/* Files below and above, ranks left and right, each centred in the frame
 * beside its row or column, as the board is seen: the 32 labels and the
 * glyphs they are drawn with, or NULL when the frame is too thin. */
static ChessCoordinateGlyphs *
coordinate_labels (ChessBoardView           *self,
                   const ChessBoardGeometry *geometry,
                   const ChessBoardPalette  *palette,
                   CoordinateLabel           labels[32])
{
  g_autoptr(PangoFontDescription) font = NULL;
  float size = geometry->square_size;
  float half_frame = geometry->frame / 2.0f;
  float board_side = 8 * size;

  if (geometry->frame < 6 || !self->show_coordinates)
    return NULL;

  for (guint i = 0; i < 8; i++)
    {
      guint file = self->flipped ? 7 - i : i;
      guint rank = self->flipped ? i : 7 - i;
      float along_x = geometry->x0 + (i + 0.5f) * size;
      float along_y = geometry->y0 + (i + 0.5f) * size;
      CoordinateLabel *label = &labels[4 * i];

      label[0] = (CoordinateLabel) { (char) ('a' + file), along_x, geometry->y0 + board_side + half_frame };
      label[1] = (CoordinateLabel) { (char) ('a' + file), along_x, geometry->y0 - half_frame };
      label[2] = (CoordinateLabel) { (char) ('1' + rank), geometry->x0 - half_frame, along_y };
      label[3] = (CoordinateLabel) { (char) ('1' + rank), geometry->x0 + board_side + half_frame, along_y };
    }
  font = _chess_board_view_dup_coordinate_font (self, geometry);
  return chess_ui_coordinate_glyphs_get (gtk_widget_get_pango_context (GTK_WIDGET (self)), font,
                                         &palette->coordinates,
                                         gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

/* Where LABEL's glyph is drawn: the origin its layout would have. */
static graphene_point_t
label_origin (const ChessCoordinateGlyph *glyph,
              const CoordinateLabel      *label)
{
  return chess_ui_centered_text_origin (&glyph->ink, &glyph->logical, label->x, label->y);
}

void
_chess_board_view_append_coordinates (ChessBoardView           *self,
                                     GtkSnapshot              *snapshot,
                                     const ChessBoardGeometry *geometry,
                                     const ChessBoardPalette  *palette)
{
  CoordinateLabel labels[32];
  ChessCoordinateGlyphs *glyphs = coordinate_labels (self, geometry, palette, labels);
  int cell;

  if (glyphs == NULL)
    return;
  cell = chess_ui_coordinate_glyphs_get_cell_size (glyphs);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      const ChessCoordinateGlyph *glyph = chess_ui_coordinate_glyphs_lookup (glyphs, labels[i].text);
      graphene_point_t origin = label_origin (glyph, &labels[i]);

      gtk_snapshot_append_texture (snapshot, glyph->texture,
                                   &GRAPHENE_RECT_INIT (origin.x + glyph->cell_x, origin.y + glyph->cell_y,
                                                        cell, cell));
    }
}

guint
_chess_board_view_get_coordinate_bounds (ChessBoardView  *self,
                                        graphene_rect_t  bounds[32])
{
  ChessBoardGeometry geometry;
  CoordinateLabel labels[32];
  ChessCoordinateGlyphs *glyphs;

  _chess_board_view_get_geometry (self, &geometry);
  glyphs = coordinate_labels (self, &geometry, chess_board_palette_for_widget (GTK_WIDGET (self)), labels);
  if (glyphs == NULL)
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      const ChessCoordinateGlyph *glyph = chess_ui_coordinate_glyphs_lookup (glyphs, labels[i].text);
      graphene_point_t origin = label_origin (glyph, &labels[i]);

      graphene_rect_init (&bounds[i], origin.x + glyph->ink.x, origin.y + glyph->ink.y,
                          glyph->ink.width, glyph->ink.height);
    }
  return G_N_ELEMENTS (labels);
}
