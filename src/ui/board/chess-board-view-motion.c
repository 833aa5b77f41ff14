/* chess-board-view-motion.c: moves travel to their squares, then the board may turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "chess-board-view-private.h"

static void
on_animation_finished (ChessBoardAnimation *animation,
                       ChessBoardView      *self)
{
  _chess_board_view_apply_auto_flip (self);
}

static void
on_move_played (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessBoardView  *self)
{
  guint duration = self->animation_duration;

  /* Viewing an older position, nothing moves on the board; the new move
   * is there when one returns to the game. */
  if (self->view_ply >= 0)
    duration = 0;
  /* A dropped piece is already on its square. A castle still shows its
   * steps: that is what tells it from a king move. */
  if (self->dropping && !chess_move_is_castle (move))
    duration = 0;

  chess_board_animation_start (self->animation, chess_game_get_position_at (game, ply - 1),
                               move, duration);
  /* A castling king waits where this board has room for it. */
  _chess_board_view_update_parking (self);
  if (!chess_board_animation_is_running (self->animation))
    _chess_board_view_apply_auto_flip (self);
}

static void
on_move_undone (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessBoardView  *self)
{
  /* Taking back is instant: the position one returns to is known. */
  chess_board_animation_finish (self->animation);
  _chess_board_view_apply_auto_flip (self);
}

void
_chess_board_view_init_motion (ChessBoardView *self)
{
  self->animation_duration = 200;
  self->animation = chess_board_animation_new (GTK_WIDGET (self));
  g_signal_connect (self->animation, "finished", G_CALLBACK (on_animation_finished), self);
}

void
_chess_board_view_dispose_motion (ChessBoardView *self)
{
  if (self->animation != NULL)
    g_signal_handlers_disconnect_by_data (self->animation, self);
  g_clear_object (&self->animation);
}

void
_chess_board_view_connect_motion (ChessBoardView *self,
                                 ChessGame      *game)
{
  /* Whatever travelled belonged to the old game. */
  if (self->animation != NULL)
    chess_board_animation_finish (self->animation);
  if (game == NULL)
    return;
  g_signal_connect (game, "move-played", G_CALLBACK (on_move_played), self);
  g_signal_connect (game, "move-undone", G_CALLBACK (on_move_undone), self);
}

void
_chess_board_view_apply_auto_flip (ChessBoardView *self)
{
  const ChessPosition *position;

  if (!self->auto_flip || self->game == NULL)
    return;
  position = chess_game_get_position (self->game);
  chess_board_view_set_flipped (self, chess_position_get_side_to_move (position) == CHESS_COLOR_BLACK);
}

/* A piece held above the board casts a soft oval shadow below its base. A
 * gradient, not a blurred silhouette: blurring every frame costs more than
 * a frame's time with the software renderers. */
static void
append_lift_shadow (GtkSnapshot           *snapshot,
                    const graphene_rect_t *piece)
{
  static const GskColorStop stops[] = {
    { 0.0f, { 0.0f, 0.0f, 0.0f, 0.30f } },
    { 0.6f, { 0.0f, 0.0f, 0.0f, 0.14f } },
    { 1.0f, { 0.0f, 0.0f, 0.0f, 0.0f } },
  };
  float width = piece->size.width * 0.78f;
  float height = piece->size.height * 0.22f;
  graphene_point_t centre = GRAPHENE_POINT_INIT (piece->origin.x + piece->size.width / 2,
                                                 piece->origin.y + piece->size.height * 0.9f);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (centre.x - width / 2, centre.y - height / 2, width, height);

  gtk_snapshot_append_radial_gradient (snapshot, &bounds, &centre, width / 2, height / 2,
                                       0.0f, 1.0f, stops, G_N_ELEMENTS (stops));
}

void
_chess_board_view_piece_rect (ChessBoardView           *self,
                              const ChessBoardGeometry *geometry,
                              const ChessAnimatedPiece *piece,
                              graphene_rect_t          *rect)
{
  float square = (float) geometry->square_size;
  /* Board units are White's view; the widget's y grows downwards. */
  float x = self->flipped ? 8.0f - piece->x : piece->x;
  float y = self->flipped ? piece->y : 8.0f - piece->y;
  float size = square * piece->scale;

  graphene_rect_init (rect, geometry->x0 + x * square - size / 2,
                      geometry->y0 + y * square - size / 2, size, size);
}

guint64
chess_board_view_get_travelling_squares (ChessBoardView *self)
{
  return chess_board_animation_get_hidden_squares (self->animation);
}

void
_chess_board_view_append_travelling_pieces (ChessBoardView           *self,
                                           GtkSnapshot              *snapshot,
                                           const ChessBoardGeometry *geometry)
{
  ChessAnimatedPiece pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
  guint n = chess_board_animation_get_pieces (self->animation, pieces);

  for (guint i = 0; i < n; i++)
    {
      const ChessAnimatedPiece *piece = &pieces[i];
      GdkTexture *texture = self->textures[piece->color][piece->type];
      /* Board units are White's view; the widget's y grows downwards. */
      graphene_rect_t rect;

      if (texture == NULL || piece->opacity <= 0.0f)
        continue;

      _chess_board_view_piece_rect (self, geometry, piece, &rect);
      if (piece->opacity < 1.0f)
        gtk_snapshot_push_opacity (snapshot, piece->opacity);
      if (piece->lifted)
        append_lift_shadow (snapshot, &rect);
      gtk_snapshot_append_texture (snapshot, texture, &rect);
      if (piece->opacity < 1.0f)
        gtk_snapshot_pop (snapshot);
    }
}
