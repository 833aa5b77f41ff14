/* chess-board-view-parking.c: where a castling king waits off the board
 *
 * FIDE's recommendation for castling on a physical board: the king is put
 * outside the playing surface next to its final square, the rook moves,
 * then the king goes onto its square. On the screen the king waits
 * outside the board's frame, whole and clear of the coordinates, in the
 * room the widget that places the board keeps around it (the page's
 * margins: chess_board_view_set_outer_room ()):
 *
 *  - beyond the frame's edge on the castling side's own edge, right beside
 *    its final square, when there is room there for a king of at least
 *    PARK_MIN_SCALE of a square;
 *  - otherwise beyond the side of the frame nearer to that square, level
 *    with the castling side's first rank (a window in landscape has its
 *    room left and right of the board, not above and below);
 *  - otherwise wherever there is most room, smaller.
 *
 * The layout keeps at least chess_board_view_get_parking_room () on the
 * edges or on the sides, so that the last case does not happen in the
 * app's window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include <math.h>
#include <string.h>

#include "chess-board-view-private.h"

/* The waiting king's size, in squares: never larger than on the frame's
 * band it once stood on, never so small that it is no longer a king. */
#define PARK_MAX_SCALE 0.5f
#define PARK_MIN_SCALE 0.36f

/* The air between the king and the frame, and beyond it. */
static int
parking_gap (int square_size)
{
  return MAX (2, (int) roundf (square_size * 0.06f));
}

int
chess_board_view_get_parking_room (int      side,
                                   gboolean roomy)
{
  int square_size = chess_board_view_square_size_for_side (side);

  return (int) ceilf (square_size * (roomy ? PARK_MAX_SCALE : PARK_MIN_SCALE)) + 2 * parking_gap (square_size);
}

void
chess_board_view_set_outer_room (ChessBoardView  *self,
                                 const GtkBorder *taken,
                                 const GtkBorder *room)
{
  static const GtkBorder none = { 0, 0, 0, 0 };

  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  if (taken == NULL)
    taken = &none;
  if (room == NULL)
    room = &none;
  if (memcmp (taken, &self->taken, sizeof *taken) == 0 && memcmp (room, &self->room, sizeof *room) == 0)
    return;
  self->taken = *taken;
  self->room = *room;
  _chess_board_view_update_parking (self);
}

typedef enum {
  EDGE_LEFT,
  EDGE_TOP,
  EDGE_RIGHT,
  EDGE_BOTTOM,
  N_EDGES
} Edge;

/* The free stretch beyond the frame's EDGE: from OFFSET to OFFSET + LENGTH
 * pixels out from the frame. Inside the allocation the board is centred
 * in it; beyond, what the layout said. */
static void
free_stretch (ChessBoardView           *self,
              const ChessBoardGeometry *geometry,
              Edge                      edge,
              int                      *offset,
              int                      *length)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int side = 8 * geometry->square_size + 2 * geometry->frame;
  int inside, taken, room;

  switch (edge)
    {
    case EDGE_LEFT:
      inside = geometry->x0 - geometry->frame;
      taken = self->taken.left;
      room = self->room.left;
      break;
    case EDGE_TOP:
      inside = geometry->y0 - geometry->frame;
      taken = self->taken.top;
      room = self->room.top;
      break;
    case EDGE_RIGHT:
      inside = width - (geometry->x0 - geometry->frame + side);
      taken = self->taken.right;
      room = self->room.right;
      break;
    case EDGE_BOTTOM:
    case N_EDGES:
    default:
      inside = height - (geometry->y0 - geometry->frame + side);
      taken = self->taken.bottom;
      room = self->room.bottom;
      break;
    }

  inside = MAX (inside, 0);
  if (taken > 0)
    {
      /* Something stands right beside the allocation: only beyond it. */
      *offset = inside + taken;
      *length = MAX (room, 0);
    }
  else
    {
      *offset = 0;
      *length = inside + MAX (room, 0);
    }
}

/* The king's size in a stretch LENGTH long: at most PARK_MAX_SCALE. */
static int
king_size_in (int square_size,
              int length)
{
  return MIN ((int) floorf (square_size * PARK_MAX_SCALE), length - 2 * parking_gap (square_size));
}

/* Where the castling king of COLOR, bound for KING_TO, waits: its
 * rectangle in widget coordinates. */
static gboolean
parking_rect (ChessBoardView           *self,
              const ChessBoardGeometry *geometry,
              ChessColor                color,
              guint                     king_to,
              graphene_rect_t          *rect)
{
  int square_size = geometry->square_size;
  int gap = parking_gap (square_size);
  int least = (int) ceilf (square_size * PARK_MIN_SCALE);
  int side = 8 * square_size + 2 * geometry->frame;
  float left = geometry->x0 - geometry->frame, top = geometry->y0 - geometry->frame;
  /* The castling side's own edge as the board is seen. */
  Edge home = (color == CHESS_COLOR_WHITE) != self->flipped ? EDGE_BOTTOM : EDGE_TOP;
  graphene_rect_t square;
  Edge order[3], edge = home;
  int offset[N_EDGES], length[N_EDGES], best = -1;
  int size;

  if (square_size <= 0)
    return FALSE;
  for (guint i = 0; i < N_EDGES; i++)
    free_stretch (self, geometry, i, &offset[i], &length[i]);
  _chess_board_view_square_rect (self, geometry, king_to, &square);

  /* Beside the square, then the nearer side, then the farther one. */
  order[0] = home;
  order[1] = square.origin.x + square.size.width / 2 < left + side / 2.0f ? EDGE_LEFT : EDGE_RIGHT;
  order[2] = order[1] == EDGE_LEFT ? EDGE_RIGHT : EDGE_LEFT;
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int fits = king_size_in (square_size, length[order[i]]);

      if (fits >= least)
        {
          edge = order[i];
          best = fits;
          break;
        }
      if (fits > best)
        {
          edge = order[i];
          best = fits;
        }
    }
  /* No room anywhere (a board nobody keeps room for): a small king all
   * the same, rather than none. */
  size = MAX (best, MAX (4, square_size / 4));

  switch (edge)
    {
    case EDGE_TOP:
    case EDGE_BOTTOM:
      rect->origin.x = square.origin.x + (square.size.width - size) / 2.0f;
      rect->origin.y = edge == EDGE_TOP ? top - offset[edge] - gap - size
                                        : top + side + offset[edge] + gap;
      break;
    case EDGE_LEFT:
    case EDGE_RIGHT:
    case N_EDGES:
    default:
      rect->origin.x = edge == EDGE_LEFT ? left - offset[edge] - gap - size
                                         : left + side + offset[edge] + gap;
      /* Level with the first rank's squares. */
      rect->origin.y = square.origin.y + (square.size.height - size) / 2.0f;
      break;
    }
  rect->size.width = rect->size.height = size;
  return TRUE;
}

void
_chess_board_view_update_parking (ChessBoardView *self)
{
  ChessBoardGeometry geometry;
  graphene_rect_t rect;
  ChessColor color;
  guint king_to;
  float square, x, y;

  if (self->animation == NULL || !chess_board_animation_get_castle (self->animation, &color, &king_to))
    return;
  _chess_board_view_get_geometry (self, &geometry);
  if (!parking_rect (self, &geometry, color, king_to, &rect))
    return;

  /* In board units, White's view, as the animation counts. */
  square = geometry.square_size;
  x = (rect.origin.x + rect.size.width / 2 - geometry.x0) / square;
  y = (rect.origin.y + rect.size.height / 2 - geometry.y0) / square;
  chess_board_animation_set_parking (self->animation,
                                     self->flipped ? 8.0f - x : x,
                                     self->flipped ? y : 8.0f - y,
                                     rect.size.width / square);
}

gboolean
chess_board_view_get_parked_king_bounds (ChessBoardView  *self,
                                         graphene_rect_t *bounds)
{
  ChessAnimatedPiece pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
  ChessBoardGeometry geometry;
  guint n;

  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (chess_board_animation_get_phase (self->animation) != CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES)
    return FALSE;
  _chess_board_view_get_geometry (self, &geometry);
  n = chess_board_animation_get_pieces (self->animation, pieces);
  for (guint i = 0; i < n; i++)
    if (pieces[i].lifted)
      {
        _chess_board_view_piece_rect (self, &geometry, &pieces[i], bounds);
        return TRUE;
      }
  return FALSE;
}

gboolean
chess_board_view_get_frame_bounds (ChessBoardView  *self,
                                   graphene_rect_t *bounds)
{
  ChessBoardGeometry geometry;
  int side;

  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);

  _chess_board_view_get_geometry (self, &geometry);
  if (geometry.square_size == 0)
    return FALSE;
  side = 8 * geometry.square_size + 2 * geometry.frame;
  graphene_rect_init (bounds, geometry.x0 - geometry.frame, geometry.y0 - geometry.frame, side, side);
  return TRUE;
}
