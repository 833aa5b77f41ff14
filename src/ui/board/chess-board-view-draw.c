/* chess-board-view-draw.c: how the board looks: frame, squares, marks,
 * pieces, the castling preview and the dragged piece
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include <math.h>
#include <sys/resource.h>
#include <unistd.h>

#include "chess-board-palette.h"
#include "chess-board-view-private.h"
#include "chess-piece-textures.h"

#define SQUARE_BIT(square) (G_GUINT64_CONSTANT (1) << (square))

/* The palette's move mark, at these opacities. */
#define SELECTED_ALPHA 0.45f
#define TARGET_ALPHA 0.50f
#define DROP_ALPHA 0.25f
/* Castling is marked in blue, apart from the green of ordinary moves. */
static const GdkRGBA castle_mark = { 0.102f, 0.373f, 0.706f, 0.85f };
static const GdkRGBA castle_arrow = { 0.102f, 0.373f, 0.706f, 0.70f };
/* A hint is orange, neither a move's green nor castling's blue. */
static const GdkRGBA hint_arrow = { 0.902f, 0.380f, 0.0f, 0.75f };
static const GdkRGBA cursor_color = { 1.0f, 1.0f, 1.0f, 0.95f };
static const GdkRGBA cursor_outline = { 0.0f, 0.0f, 0.0f, 0.6f };

/* The palette's move mark at ALPHA: green, or plum on the green board. */
static GdkRGBA
move_mark (ChessBoardView *self,
           float           alpha)
{
  GdkRGBA color = chess_board_palette_for_widget (GTK_WIDGET (self))->move_mark;

  color.alpha = alpha;
  return color;
}

/* Whole-pixel squares, so that they never blur into each other; the
 * frame takes half a square on each side, rounded down, which can leave
 * room for one pixel more per square. */
int
chess_board_view_square_size_for_side (int side)
{
  int square_size = MAX (side, 0) / 9;

  while (8 * (square_size + 1) + 2 * ((square_size + 1) / 2) <= side)
    square_size++;
  return square_size;
}

int
chess_board_view_fit_side (int side)
{
  int square_size = chess_board_view_square_size_for_side (side);

  return 8 * square_size + 2 * (square_size / 2);
}

void
_chess_board_view_get_geometry (ChessBoardView     *self,
                               ChessBoardGeometry *geometry)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int side = MAX (MIN (width, height), 0);
  int square_size = chess_board_view_square_size_for_side (side);
  int total;

  total = chess_board_view_fit_side (side);
  geometry->square_size = square_size;
  geometry->frame = square_size / 2;
  geometry->x0 = (width - total) / 2 + geometry->frame;
  geometry->y0 = (height - total) / 2 + geometry->frame;
}

void
_chess_board_view_square_rect (ChessBoardView           *self,
                              const ChessBoardGeometry *geometry,
                              guint                     square,
                              graphene_rect_t          *rect)
{
  guint file = CHESS_SQUARE_FILE (square);
  guint rank = CHESS_SQUARE_RANK (square);
  guint column = self->flipped ? 7 - file : file;
  guint row = self->flipped ? rank : 7 - rank;

  graphene_rect_init (rect,
                      geometry->x0 + (int) column * geometry->square_size,
                      geometry->y0 + (int) row * geometry->square_size,
                      geometry->square_size, geometry->square_size);
}

guint
_chess_board_view_square_at (ChessBoardView *self,
                            double          x,
                            double          y)
{
  ChessBoardGeometry geometry;
  int column, row;
  guint file, rank;

  _chess_board_view_get_geometry (self, &geometry);
  if (geometry.square_size == 0 || x < geometry.x0 || y < geometry.y0)
    return CHESS_NO_SQUARE;
  column = (int) (x - geometry.x0) / geometry.square_size;
  row = (int) (y - geometry.y0) / geometry.square_size;
  if (column > 7 || row > 7)
    return CHESS_NO_SQUARE;

  file = self->flipped ? 7 - (guint) column : (guint) column;
  rank = self->flipped ? (guint) row : 7 - (guint) row;
  return CHESS_SQUARE (file, rank);
}

void
_chess_board_view_clear_textures (ChessBoardView *self)
{
  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < CHESS_BOARD_N_PIECE_TYPES; type++)
      g_clear_object (&self->textures[color][type]);
  self->texture_size = 0;
}

/* SIZE is in device pixels, so that pieces stay sharp on HiDPI screens. */
static void
ensure_textures (ChessBoardView *self,
                 int             size)
{
  ChessPieceSet *pieces = _chess_board_view_get_drawn_pieces (self);

  if ((size == self->texture_size && pieces == self->texture_pieces) || size <= 0 || pieces == NULL)
    return;

  _chess_board_view_clear_textures (self);
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type < CHESS_BOARD_N_PIECE_TYPES; type++)
      self->textures[color][type] = chess_ui_piece_texture (pieces, color, type, size);
  self->texture_size = size;
  self->texture_pieces = pieces;
}


static gboolean
is_light_square (guint square)
{
  return (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
}

/* The frame is the ring around the squares, drawn as four strips rather
 * than one rounded square under them: the squares (opaque in every
 * palette) would cover four fifths of it, and on software GL (llvmpipe)
 * every pixel of a colour under a rounded clip is shaded through the
 * clip's shader. Only the top and bottom strips reach the rounded
 * corners, which are never wider than the frame. */
static void
append_frame (ChessBoardView           *self,
              GtkSnapshot              *snapshot,
              const ChessBoardGeometry *geometry,
              const ChessBoardPalette  *palette)
{
  int frame = geometry->frame;
  int inner = 8 * geometry->square_size;
  int side = inner + 2 * frame;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (geometry->x0 - frame, geometry->y0 - frame, side, side);
  graphene_rect_t top = GRAPHENE_RECT_INIT (geometry->x0 - frame, geometry->y0 - frame, side, frame);
  graphene_rect_t bottom = GRAPHENE_RECT_INIT (geometry->x0 - frame, geometry->y0 + inner, side, frame);
  graphene_rect_t left = GRAPHENE_RECT_INIT (geometry->x0 - frame, geometry->y0, frame, inner);
  graphene_rect_t right = GRAPHENE_RECT_INIT (geometry->x0 + inner, geometry->y0, frame, inner);
  GskRoundedRect outline;

  if (frame <= 0)
    return;
  gsk_rounded_rect_init_from_rect (&outline, &bounds, MIN (frame * 0.25f, 8.0f));
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &palette->frame, &top);
  gtk_snapshot_append_color (snapshot, &palette->frame, &bottom);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_color (snapshot, &palette->frame, &left);
  gtk_snapshot_append_color (snapshot, &palette->frame, &right);
}

static void
append_squares (ChessBoardView           *self,
                GtkSnapshot              *snapshot,
                const ChessBoardGeometry *geometry,
                const ChessBoardPalette  *palette)
{
  for (guint square = 0; square < 64; square++)
    {
      graphene_rect_t rect;

      _chess_board_view_square_rect (self, geometry, square, &rect);
      gtk_snapshot_append_color (snapshot,
                                 is_light_square (square) ? &palette->light_square : &palette->dark_square,
                                 &rect);
    }
}

static void
append_square_tint (ChessBoardView           *self,
                    GtkSnapshot              *snapshot,
                    const ChessBoardGeometry *geometry,
                    guint                     square,
                    const GdkRGBA            *color)
{
  graphene_rect_t rect;

  _chess_board_view_square_rect (self, geometry, square, &rect);
  gtk_snapshot_append_color (snapshot, color, &rect);
}

void
_chess_board_view_get_last_move_squares (ChessBoardView *self,
                                        guint          *from,
                                        guint          *to)
{
  guint ply = _chess_board_view_get_shown_ply (self);
  const ChessMove *last;

  *from = CHESS_NO_SQUARE;
  *to = CHESS_NO_SQUARE;
  if (self->view_node != NULL)
    last = chess_game_node_get_move (self->view_node);
  else
    last = ply > 0 ? chess_game_get_move (self->game, ply) : NULL;
  if (last == NULL)
    return;

  *from = chess_move_get_from (last);
  *to = chess_move_get_to (last);
  /* A Chess960 castle can leave the king where it was; then the rook's
   * start shows what moved. */
  if (*to == *from && chess_move_is_castle (last))
    *to = chess_move_get_rook_from (last);
  if (*to == *from)
    *to = CHESS_NO_SQUARE;
}

static void
append_highlights (ChessBoardView           *self,
                   GtkSnapshot              *snapshot,
                   const ChessBoardGeometry *geometry,
                   const ChessPosition      *position)
{
  guint from, to;

  _chess_board_view_get_last_move_squares (self, &from, &to);
  if (from != CHESS_NO_SQUARE)
    append_square_tint (self, snapshot, geometry, from, &chess_board_last_move_tint);
  if (to != CHESS_NO_SQUARE)
    append_square_tint (self, snapshot, geometry, to, &chess_board_last_move_tint);

  if (self->selected != CHESS_NO_SQUARE)
    {
      GdkRGBA selected = move_mark (self, SELECTED_ALPHA);

      append_square_tint (self, snapshot, geometry, self->selected, &selected);
    }

  if (self->dragging)
    {
      guint over = _chess_board_view_square_at (self, self->drag_x, self->drag_y);
      GdkRGBA drop = move_mark (self, DROP_ALPHA);

      if (over != CHESS_NO_SQUARE && over != self->drag_from
          && ((self->move_targets | self->castle_targets) & SQUARE_BIT (over)))
        append_square_tint (self, snapshot, geometry, over, &drop);
    }

  if (chess_position_is_check (position))
    {
      static const GskColorStop stops[] = {
        { 0.0f, { 1.0f, 0.0f, 0.0f, 1.0f } },
        { 0.3f, { 0.906f, 0.0f, 0.0f, 1.0f } },
        { 1.0f, { 0.663f, 0.0f, 0.0f, 0.0f } },
      };
      guint king = chess_position_get_king_square (position, chess_position_get_side_to_move (position));
      graphene_rect_t rect;
      graphene_point_t center;

      _chess_board_view_square_rect (self, geometry, king, &rect);
      graphene_rect_get_center (&rect, &center);
      gtk_snapshot_append_radial_gradient (snapshot, &rect, &center,
                                           rect.size.width * 0.6f, rect.size.height * 0.6f,
                                           0.0f, 1.0f, stops, G_N_ELEMENTS (stops));
    }
}

static void
append_texture_faded (GtkSnapshot           *snapshot,
                      GdkTexture            *texture,
                      const graphene_rect_t *rect,
                      double                 opacity)
{
  if (opacity < 1.0)
    gtk_snapshot_push_opacity (snapshot, opacity);
  gtk_snapshot_append_texture (snapshot, texture, rect);
  if (opacity < 1.0)
    gtk_snapshot_pop (snapshot);
}

/* Every piece on its square. The pieces a preview or a drag is moving stay
 * behind faded, so that one sees where they come from; the pieces of a
 * move still travelling are drawn by chess-board-view-motion.c instead. */
static void
append_pieces (ChessBoardView           *self,
               GtkSnapshot              *snapshot,
               const ChessBoardGeometry *geometry,
               const ChessPosition      *position,
               guint64                   faded,
               guint64                   travelling)
{
  for (guint square = 0; square < 64; square++)
    {
      ChessColor color;
      ChessPieceType type;
      graphene_rect_t rect;

      if ((travelling & SQUARE_BIT (square))
          || !chess_position_get_piece (position, square, &color, &type)
          || self->textures[color][type] == NULL)
        continue;
      _chess_board_view_square_rect (self, geometry, square, &rect);
      append_texture_faded (snapshot, self->textures[color][type], &rect,
                            (faded & SQUARE_BIT (square)) ? 0.35 : 1.0);
    }
}

static void
append_disc (GtkSnapshot           *snapshot,
             const graphene_rect_t *square,
             float                  diameter,
             const GdkRGBA         *color)
{
  GskRoundedRect disc;
  graphene_rect_t bounds;

  graphene_rect_init (&bounds,
                      square->origin.x + (square->size.width - diameter) / 2,
                      square->origin.y + (square->size.height - diameter) / 2,
                      diameter, diameter);
  gsk_rounded_rect_init_from_rect (&disc, &bounds, diameter / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &disc);
  gtk_snapshot_append_color (snapshot, color, &bounds);
  gtk_snapshot_pop (snapshot);
}

/* An occupied target (a capture) gets a ring in the corners instead of a
 * dot, which the piece would hide. */
static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *square,
             float                  radius,
             float                  width,
             const GdkRGBA         *color)
{
  GskRoundedRect ring;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&ring, square, radius);
  gtk_snapshot_append_border (snapshot, &ring, widths, colors);
}

/* The castle icon (a tower and a turning arrow), filled with COLOR. */
static void
append_castle_icon (ChessBoardView        *self,
                    GtkSnapshot           *snapshot,
                    const graphene_rect_t *bounds,
                    const GdkRGBA         *color)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int size = (int) ceilf (bounds->size.width * scale);
  g_autoptr(GdkTexture) icon = NULL;
  graphene_rect_t rect;

  if (size <= 0)
    return;
  /* Drawn once per size and colour, and shown pixel for pixel: on whole
   * device pixels, so that it stays as crisp as when rsvg drew it here. */
  icon = chess_ui_castle_icon_texture (size, color);
  graphene_rect_init (&rect, roundf (bounds->origin.x * scale) / scale,
                      roundf (bounds->origin.y * scale) / scale,
                      (float) size / scale, (float) size / scale);
  gtk_snapshot_append_texture (snapshot, icon, &rect);
}

/* A blue disc with the castle icon (a tower and a turning arrow) in
 * white: the one sign of castling, on every square that castles. */
static void
append_castle_badge (ChessBoardView        *self,
                     GtkSnapshot           *snapshot,
                     const graphene_rect_t *bounds)
{
  static const GdkRGBA white = { 1.0f, 1.0f, 1.0f, 1.0f };
  float side = bounds->size.width;
  graphene_rect_t icon = GRAPHENE_RECT_INIT (bounds->origin.x + side * 0.2f, bounds->origin.y + side * 0.2f,
                                             side * 0.6f, side * 0.6f);

  append_disc (snapshot, bounds, side, &castle_mark);
  append_castle_icon (self, snapshot, &icon, &white);
}

static void
append_castle_mark (ChessBoardView        *self,
                    GtkSnapshot           *snapshot,
                    const graphene_rect_t *rect,
                    gboolean               occupied,
                    gboolean               also_ordinary)
{
  float size = rect->size.width;
  graphene_rect_t badge;

  if (!occupied && !also_ordinary)
    {
      /* Only a castle lands here: the badge alone, in the middle. */
      graphene_rect_init (&badge, rect->origin.x + size * 0.3f, rect->origin.y + size * 0.3f,
                          size * 0.4f, size * 0.4f);
      append_castle_badge (self, snapshot, &badge);
      return;
    }

  if (occupied)
    {
      /* The rook: a square ring, unlike the round one of a capture. */
      graphene_rect_t inner;

      graphene_rect_inset_r (rect, size * 0.03f, size * 0.03f, &inner);
      append_ring (snapshot, &inner, size * 0.1f, size * 0.06f, &castle_mark);
    }
  else
    {
      /* The king may also just step here: the usual dot as well. */
      GdkRGBA target = move_mark (self, TARGET_ALPHA);

      append_disc (snapshot, rect, size * 0.3f, &target);
    }

  graphene_rect_init (&badge, rect->origin.x + size * 0.66f, rect->origin.y + size * 0.04f,
                      size * 0.3f, size * 0.3f);
  append_castle_badge (self, snapshot, &badge);
}

static void
append_hints (ChessBoardView           *self,
              GtkSnapshot              *snapshot,
              const ChessBoardGeometry *geometry,
              const ChessPosition      *position)
{
  GdkRGBA target = move_mark (self, TARGET_ALPHA);

  if (!self->show_legal_moves || self->selected == CHESS_NO_SQUARE)
    return;

  for (guint square = 0; square < 64; square++)
    {
      gboolean ordinary = (self->move_targets & SQUARE_BIT (square)) != 0;
      gboolean castle = (self->castle_targets & SQUARE_BIT (square)) != 0;
      gboolean occupied;
      graphene_rect_t rect;

      if (!ordinary && !castle)
        continue;
      /* Under the dragged piece the mark is in the way. */
      if (self->dragging && square == _chess_board_view_square_at (self, self->drag_x, self->drag_y))
        continue;

      _chess_board_view_square_rect (self, geometry, square, &rect);
      occupied = chess_position_get_piece (position, square, NULL, NULL);
      if (castle)
        append_castle_mark (self, snapshot, &rect, occupied, ordinary);
      else if (occupied)
        append_ring (snapshot, &rect, rect.size.width / 2, rect.size.width * 0.09f, &target);
      else
        append_disc (snapshot, &rect, geometry->square_size * 0.3f, &target);
    }
}

/* From the centre of FROM to just short of the centre of TO, where the
 * translucent piece would hide the head; BULGE bends it sideways (to the
 * left of its direction when positive), so that king and rook passing
 * each other on one rank do not draw over one another. */
static void
append_arrow (cairo_t               *cr,
              const graphene_rect_t *from,
              const graphene_rect_t *to,
              float                  width,
              float                  bulge)
{
  graphene_point_t start, end;
  double dx, dy, length, nx, ny, qx, qy, tx, ty, tip_x, tip_y, base_x, base_y, t;
  double head = width * 2.6, gap = to->size.width * 0.22;

  graphene_rect_get_center (from, &start);
  graphene_rect_get_center (to, &end);
  dx = end.x - start.x;
  dy = end.y - start.y;
  length = sqrt (dx * dx + dy * dy);
  if (length < head + gap)
    return;
  nx = dy / length;
  ny = -dx / length;
  bulge = MIN (bulge, length * 0.25);
  qx = (start.x + end.x) / 2 + nx * bulge;
  qy = (start.y + end.y) / 2 + ny * bulge;

  /* The head points along the curve's last stretch. */
  tx = end.x - qx;
  ty = end.y - qy;
  t = sqrt (tx * tx + ty * ty);
  tx /= t;
  ty /= t;
  tip_x = end.x - tx * gap;
  tip_y = end.y - ty * gap;
  base_x = tip_x - tx * head;
  base_y = tip_y - ty * head;

  /* The shaft stops where the head begins, so that the translucent colour
   * does not double up under it. */
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, start.x, start.y);
  cairo_curve_to (cr,
                  start.x + 2.0 / 3.0 * (qx - start.x), start.y + 2.0 / 3.0 * (qy - start.y),
                  base_x + 2.0 / 3.0 * (qx - base_x), base_y + 2.0 / 3.0 * (qy - base_y),
                  base_x, base_y);
  cairo_stroke (cr);

  cairo_move_to (cr, tip_x, tip_y);
  cairo_line_to (cr, base_x - ty * head * 0.6, base_y + tx * head * 0.6);
  cairo_line_to (cr, base_x + ty * head * 0.6, base_y - tx * head * 0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Where king and rook will stand: translucent pieces on their final
 * squares, arrows from where they stand now. */
static void
append_preview (ChessBoardView           *self,
                GtkSnapshot              *snapshot,
                const ChessBoardGeometry *geometry,
                const ChessPosition      *position)
{
  int side = 8 * geometry->square_size + 2 * geometry->frame;
  graphene_rect_t board = GRAPHENE_RECT_INIT (geometry->x0 - geometry->frame,
                                              geometry->y0 - geometry->frame, side, side);
  guint64 ghosts = 0;
  cairo_t *cr;

  if (self->preview->len == 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &board);
  gdk_cairo_set_source_rgba (cr, &castle_arrow);
  for (guint i = 0; i < self->preview->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (self->preview, i);
      guint moves[2][2] = {
        { chess_move_get_from (move), chess_move_get_to (move) },
        { chess_move_get_rook_from (move), chess_move_get_rook_to (move) },
      };

      for (guint j = 0; j < 2; j++)
        {
          graphene_rect_t from, to;

          if (moves[j][0] == moves[j][1])
            continue;
          _chess_board_view_square_rect (self, geometry, moves[j][0], &from);
          _chess_board_view_square_rect (self, geometry, moves[j][1], &to);
          /* King above the rank as seen, rook below it. */
          append_arrow (cr, &from, &to, geometry->square_size * 0.08f,
                        geometry->square_size * 0.3f * (j == 0 ? 1 : -1)
                        * (from.origin.x < to.origin.x ? 1 : -1));
        }
    }
  cairo_destroy (cr);

  for (guint i = 0; i < self->preview->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (self->preview, i);
      ChessColor color = chess_move_get_color (move);
      guint landings[2] = { chess_move_get_to (move), chess_move_get_rook_to (move) };
      ChessPieceType types[2] = { CHESS_PIECE_TYPE_KING, CHESS_PIECE_TYPE_ROOK };

      for (guint j = 0; j < 2; j++)
        {
          graphene_rect_t rect;

          if ((ghosts & SQUARE_BIT (landings[j])) || self->textures[color][types[j]] == NULL)
            continue;
          ghosts |= SQUARE_BIT (landings[j]);
          _chess_board_view_square_rect (self, geometry, landings[j], &rect);
          append_texture_faded (snapshot, self->textures[color][types[j]], &rect, 0.6);
        }
    }
}

/* One straight arrow for the hinted move; for a castle, the king's, or
 * the rook's when the king stays where it is. Over the pieces: it points
 * at the piece to move. */
static void
append_hint (ChessBoardView           *self,
             GtkSnapshot              *snapshot,
             const ChessBoardGeometry *geometry)
{
  int side = 8 * geometry->square_size + 2 * geometry->frame;
  graphene_rect_t board = GRAPHENE_RECT_INIT (geometry->x0 - geometry->frame,
                                              geometry->y0 - geometry->frame, side, side);
  guint from, to;
  graphene_rect_t from_rect, to_rect;
  cairo_t *cr;

  /* Looking back at an earlier position, the hint would point nowhere. */
  if (self->hint == NULL || self->view_ply >= 0)
    return;

  from = chess_move_get_from (self->hint);
  to = chess_move_get_to (self->hint);
  if (from == to && chess_move_is_castle (self->hint))
    {
      from = chess_move_get_rook_from (self->hint);
      to = chess_move_get_rook_to (self->hint);
    }
  _chess_board_view_square_rect (self, geometry, from, &from_rect);
  _chess_board_view_square_rect (self, geometry, to, &to_rect);

  cr = gtk_snapshot_append_cairo (snapshot, &board);
  gdk_cairo_set_source_rgba (cr, &hint_arrow);
  append_arrow (cr, &from_rect, &to_rect, geometry->square_size * 0.14f, 0.0f);
  cairo_destroy (cr);
}

static void
append_cursor (ChessBoardView           *self,
               GtkSnapshot              *snapshot,
               const ChessBoardGeometry *geometry)
{
  graphene_rect_t rect;
  float width = MAX (2.0f, roundf (geometry->square_size * 0.035f));

  if (self->cursor == CHESS_NO_SQUARE || !gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return;

  /* White inside dark, square-cornered: it reads on both squares and
   * cannot be taken for the blue rings of castling. */
  _chess_board_view_square_rect (self, geometry, self->cursor, &rect);
  append_ring (snapshot, &rect, 0.0f, width, &cursor_outline);
  graphene_rect_inset (&rect, width, width);
  append_ring (snapshot, &rect, 0.0f, width, &cursor_color);
}

/* On top of everything, a little larger, centred under the pointer. */
static void
append_dragged_piece (ChessBoardView           *self,
                      GtkSnapshot              *snapshot,
                      const ChessBoardGeometry *geometry,
                      const ChessPosition      *position)
{
  ChessColor color;
  ChessPieceType type;
  float size = geometry->square_size * 1.15f;
  graphene_rect_t rect;

  if (!self->dragging
      || !chess_position_get_piece (position, self->drag_from, &color, &type)
      || self->textures[color][type] == NULL)
    return;

  graphene_rect_init (&rect, self->drag_x - size / 2, self->drag_y - size / 2, size, size);
  gtk_snapshot_append_texture (snapshot, self->textures[color][type], &rect);
}

static void
on_first_frame_painted (GdkFrameClock *clock,
                        gpointer       user_data)
{
  struct rusage usage;

  g_signal_handlers_disconnect_by_func (clock, on_first_frame_painted, user_data);
  /* CLOCK_MONOTONIC in µs, which tests/bench/startup compares with the
   * time it started the app, and the CPU time the process (all its
   * threads) has used so far, in µs: on a busy machine the steadier of
   * the two. */
  getrusage (RUSAGE_SELF, &usage);
  g_print ("first-frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
           g_get_monotonic_time (),
           (gint64) usage.ru_utime.tv_sec * G_USEC_PER_SEC + usage.ru_utime.tv_usec
           + (gint64) usage.ru_stime.tv_sec * G_USEC_PER_SEC + usage.ru_stime.tv_usec);
  fflush (stdout);
  /* For counting the work up to here (instructions under callgrind,
   * shader compiles): the process ends at once. Benchmarks only. */
  if (g_getenv ("CHESS960_EXIT_AFTER_FIRST_FRAME") != NULL)
    _exit (0);
}

/* With CHESS960_REPORT_FIRST_FRAME set, the first frame in which a board
 * drew its pieces prints when it has been painted, for the start-up
 * benchmark. Once per process. Never inlined: tests/bench/startup-instructions
 * finds the first frame with pieces by this function's name. */
static G_GNUC_NO_INLINE void
report_first_frame (ChessBoardView *self)
{
  static gboolean reported;
  GdkFrameClock *clock;

  if (G_LIKELY (reported))
    return;
  reported = TRUE;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (g_getenv ("CHESS960_REPORT_FIRST_FRAME") != NULL && clock != NULL)
    g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_frame_painted), NULL);
}

void
_chess_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);
  const ChessBoardPalette *palette = chess_board_palette_for_widget (GTK_WIDGET (self));
  const ChessPosition *position = _chess_board_view_get_shown_position (self);
  ChessBoardGeometry geometry;
  guint64 faded = 0;

  _chess_board_view_get_geometry (self, &geometry);
  if (geometry.square_size == 0)
    return;

  append_frame (self, snapshot, &geometry, palette);
  _chess_board_view_append_coordinates (self, snapshot, &geometry, palette);
  append_squares (self, snapshot, &geometry, palette);

  if (position == NULL)
    return;

  ensure_textures (self, geometry.square_size * gtk_widget_get_scale_factor (widget));
  append_highlights (self, snapshot, &geometry, position);

  for (guint i = 0; i < self->preview->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (self->preview, i);

      faded |= SQUARE_BIT (chess_move_get_from (move)) | SQUARE_BIT (chess_move_get_rook_from (move));
    }
  if (self->dragging)
    faded |= SQUARE_BIT (self->drag_from);
  append_pieces (self, snapshot, &geometry, position, faded,
                 chess_board_view_get_travelling_squares (self));
  report_first_frame (self);

  append_hints (self, snapshot, &geometry, position);
  append_preview (self, snapshot, &geometry, position);
  append_hint (self, snapshot, &geometry);
  /* Over the hints, since a castling king passes beside the board. */
  _chess_board_view_append_travelling_pieces (self, snapshot, &geometry);
  append_cursor (self, snapshot, &geometry);
  append_dragged_piece (self, snapshot, &geometry, position);
}
