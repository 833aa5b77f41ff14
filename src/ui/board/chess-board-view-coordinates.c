/* chess-board-view-coordinates.c: the files and ranks in the board's
 * frame, drawn, and where their glyphs are (the castling king keeps clear
 * of them)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "chess-board-palette.h"
#include "chess-board-view-private.h"

typedef struct
{
  char  text[2];
  float x;
  float y;
} CoordinateLabel;

/* Files below and above, ranks left and right, each centred in the frame
 * beside its row or column, as the board is seen: the 32 labels and the
 * layout they are drawn with, or NULL when the frame is too thin. */
static PangoLayout *
coordinate_labels (ChessBoardView           *self,
                   const ChessBoardGeometry *geometry,
                   CoordinateLabel           labels[32])
{
  PangoLayout *layout;
  PangoFontDescription *font;
  float size = geometry->square_size;
  float half_frame = geometry->frame / 2.0f;
  float board_side = 8 * size;

  if (geometry->frame < 6 || !self->show_coordinates)
    return NULL;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
  pango_font_description_set_absolute_size (font, MAX (geometry->frame * 0.55, 5.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  for (guint i = 0; i < 8; i++)
    {
      guint file = self->flipped ? 7 - i : i;
      guint rank = self->flipped ? i : 7 - i;
      float along_x = geometry->x0 + (i + 0.5f) * size;
      float along_y = geometry->y0 + (i + 0.5f) * size;
      CoordinateLabel *label = &labels[4 * i];

      label[0] = (CoordinateLabel) { { (char) ('a' + file), 0 }, along_x, geometry->y0 + board_side + half_frame };
      label[1] = (CoordinateLabel) { { (char) ('a' + file), 0 }, along_x, geometry->y0 - half_frame };
      label[2] = (CoordinateLabel) { { (char) ('1' + rank), 0 }, geometry->x0 - half_frame, along_y };
      label[3] = (CoordinateLabel) { { (char) ('1' + rank), 0 }, geometry->x0 + board_side + half_frame, along_y };
    }
  return layout;
}

void
_chess_board_view_append_coordinates (ChessBoardView           *self,
                                     GtkSnapshot              *snapshot,
                                     const ChessBoardGeometry *geometry,
                                     const ChessBoardPalette  *palette)
{
  CoordinateLabel labels[32];
  g_autoptr(PangoLayout) layout = coordinate_labels (self, geometry, labels);

  if (layout == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    chess_ui_append_centered_text (snapshot, layout, labels[i].text, labels[i].x, labels[i].y,
                                   &palette->coordinates);
}

guint
_chess_board_view_get_coordinate_bounds (ChessBoardView  *self,
                                        graphene_rect_t  bounds[32])
{
  ChessBoardGeometry geometry;
  CoordinateLabel labels[32];
  g_autoptr(PangoLayout) layout = NULL;

  _chess_board_view_get_geometry (self, &geometry);
  layout = coordinate_labels (self, &geometry, labels);
  if (layout == NULL)
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    chess_ui_centered_text_bounds (layout, labels[i].text, labels[i].x, labels[i].y, &bounds[i]);
  return G_N_ELEMENTS (labels);
}
