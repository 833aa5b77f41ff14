/* chess-board-view.c: the chess board, drawn and clicked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include <librsvg/rsvg.h>

#include "chess-board-view.h"

#define PIECE_RESOURCE_DIR "/io/github/chess960/Chess960/pieces/"
#define N_PIECE_TYPES (CHESS_PIECE_TYPE_KING + 1)

struct _ChessBoardView
{
  GtkWidget   parent_instance;

  ChessGame  *game;
  gboolean    flipped;

  guint       selected;
  /* Bit n set: a click on square n plays a move of the selected piece. */
  guint64     targets;

  /* Parsed once; only rendering to textures happens on a size change. */
  RsvgHandle *handles[2][N_PIECE_TYPES];
  GdkTexture *textures[2][N_PIECE_TYPES];
  int         texture_size;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessBoardView, chess_board_view, GTK_TYPE_WIDGET)

/* Warm wood colours: both piece sets keep a dark outline that stands out
 * on either square, and the highlights below stay visible on both. */
static const GdkRGBA light_square = { 0.941, 0.851, 0.710, 1.0 };
static const GdkRGBA dark_square = { 0.710, 0.533, 0.388, 1.0 };
static const GdkRGBA last_move_tint = { 0.804, 0.824, 0.235, 0.45 };
static const GdkRGBA selected_tint = { 0.078, 0.333, 0.118, 0.45 };
static const GdkRGBA target_mark = { 0.078, 0.333, 0.118, 0.50 };

static const char piece_letters[N_PIECE_TYPES] = { 0, 'P', 'N', 'B', 'R', 'Q', 'K' };

static void
chess_board_view_load_pieces (ChessBoardView *self,
                              const char     *set)
{
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type < N_PIECE_TYPES; type++)
      {
        g_autofree char *path = NULL;
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(GError) error = NULL;
        const guint8 *data;
        gsize size;

        path = g_strdup_printf (PIECE_RESOURCE_DIR "%s/%c%c.svg", set,
                                color == CHESS_COLOR_WHITE ? 'w' : 'b',
                                piece_letters[type]);
        bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
        if (bytes == NULL)
          {
            g_critical ("Cannot load %s: %s", path, error->message);
            continue;
          }
        data = g_bytes_get_data (bytes, &size);
        g_clear_object (&self->handles[color][type]);
        self->handles[color][type] = rsvg_handle_new_from_data (data, size, &error);
        if (self->handles[color][type] == NULL)
          g_critical ("Cannot parse %s: %s", path, error->message);
      }
}

static void
chess_board_view_clear_textures (ChessBoardView *self)
{
  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < N_PIECE_TYPES; type++)
      g_clear_object (&self->textures[color][type]);
  self->texture_size = 0;
}

static GdkTexture *
render_piece (RsvgHandle *handle,
              int         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport = { 0, 0, size, size };
  GdkTexture *texture;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_warning ("Cannot render a piece: %s", error->message);
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

/* SIZE is in device pixels, so that pieces stay sharp on HiDPI screens. */
static void
chess_board_view_ensure_textures (ChessBoardView *self,
                                  int             size)
{
  if (size == self->texture_size || size <= 0)
    return;

  chess_board_view_clear_textures (self);
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type < N_PIECE_TYPES; type++)
      if (self->handles[color][type] != NULL)
        self->textures[color][type] = render_piece (self->handles[color][type], size);
  self->texture_size = size;
}

/* The board is the largest square of whole-pixel squares that fits, centred,
 * so that squares never blur into each other at fractional edges. */
static void
chess_board_view_get_geometry (ChessBoardView *self,
                               int            *square_size,
                               int            *x0,
                               int            *y0)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int size = MIN (width, height) / 8;

  *square_size = MAX (size, 0);
  *x0 = (width - 8 * *square_size) / 2;
  *y0 = (height - 8 * *square_size) / 2;
}

static void
chess_board_view_square_rect (ChessBoardView  *self,
                              guint            square,
                              int              square_size,
                              int              x0,
                              int              y0,
                              graphene_rect_t *rect)
{
  guint file = CHESS_SQUARE_FILE (square);
  guint rank = CHESS_SQUARE_RANK (square);
  guint column = self->flipped ? 7 - file : file;
  guint row = self->flipped ? rank : 7 - rank;

  graphene_rect_init (rect, x0 + (int) column * square_size,
                      y0 + (int) row * square_size, square_size, square_size);
}

static guint
chess_board_view_square_at (ChessBoardView *self,
                            double          x,
                            double          y)
{
  int square_size, x0, y0, column, row;
  guint file, rank;

  chess_board_view_get_geometry (self, &square_size, &x0, &y0);
  if (square_size == 0 || x < x0 || y < y0)
    return CHESS_NO_SQUARE;
  column = (int) (x - x0) / square_size;
  row = (int) (y - y0) / square_size;
  if (column > 7 || row > 7)
    return CHESS_NO_SQUARE;

  file = self->flipped ? 7 - column : column;
  rank = self->flipped ? row : 7 - row;
  return CHESS_SQUARE (file, rank);
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

/* An occupied target (a capture, or the rook a king castles onto) gets a
 * ring in the corners instead of a dot, which the piece would hide. */
static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *square,
             const GdkRGBA         *color)
{
  GskRoundedRect ring;
  float width = square->size.width * 0.09f;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&ring, square, square->size.width / 2);
  gtk_snapshot_append_border (snapshot, &ring, widths, colors);
}

static void
append_coordinate (ChessBoardView        *self,
                   GtkSnapshot           *snapshot,
                   const graphene_rect_t *square,
                   const char            *text,
                   gboolean               bottom_right,
                   const GdkRGBA         *color)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;
  PangoRectangle extents;
  float margin = square->size.width * 0.06f;
  graphene_point_t point;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (square->size.height * 0.2, 6.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_extents (layout, NULL, &extents);

  if (bottom_right)
    point = GRAPHENE_POINT_INIT (square->origin.x + square->size.width - margin - extents.width,
                                 square->origin.y + square->size.height - margin * 0.5f - extents.height);
  else
    point = GRAPHENE_POINT_INIT (square->origin.x + margin, square->origin.y + margin * 0.5f);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &point);
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
chess_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);
  const ChessPosition *position = NULL;
  int square_size, x0, y0;
  guint check_square = CHESS_NO_SQUARE;

  chess_board_view_get_geometry (self, &square_size, &x0, &y0);
  if (square_size == 0)
    return;

  if (self->game != NULL)
    {
      position = chess_game_get_position (self->game);
      if (chess_position_is_check (position))
        check_square = chess_position_get_king_square (position,
                                                       chess_position_get_side_to_move (position));
      chess_board_view_ensure_textures (self, square_size * gtk_widget_get_scale_factor (widget));
    }

  for (guint square = 0; square < 64; square++)
    {
      gboolean light = (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
      graphene_rect_t rect;

      chess_board_view_square_rect (self, square, square_size, x0, y0, &rect);
      gtk_snapshot_append_color (snapshot, light ? &light_square : &dark_square, &rect);
    }

  if (self->game != NULL && chess_game_get_n_moves (self->game) > 0)
    {
      const ChessMove *last = chess_game_get_move (self->game, chess_game_get_n_moves (self->game));
      guint squares[2] = { chess_move_get_from (last), chess_move_get_to (last) };

      for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
        {
          graphene_rect_t rect;

          /* A Chess960 castle can leave the king where it was. */
          if (i == 1 && squares[1] == squares[0])
            break;
          chess_board_view_square_rect (self, squares[i], square_size, x0, y0, &rect);
          gtk_snapshot_append_color (snapshot, &last_move_tint, &rect);
        }
    }

  if (self->selected != CHESS_NO_SQUARE)
    {
      graphene_rect_t rect;

      chess_board_view_square_rect (self, self->selected, square_size, x0, y0, &rect);
      gtk_snapshot_append_color (snapshot, &selected_tint, &rect);
    }

  if (check_square != CHESS_NO_SQUARE)
    {
      static const GskColorStop stops[] = {
        { 0.0f, { 1.0, 0.0, 0.0, 1.0 } },
        { 0.3f, { 0.906, 0.0, 0.0, 1.0 } },
        { 1.0f, { 0.663, 0.0, 0.0, 0.0 } },
      };
      graphene_rect_t rect;
      graphene_point_t center;

      chess_board_view_square_rect (self, check_square, square_size, x0, y0, &rect);
      graphene_rect_get_center (&rect, &center);
      gtk_snapshot_append_radial_gradient (snapshot, &rect, &center,
                                           rect.size.width * 0.6f, rect.size.height * 0.6f,
                                           0.0f, 1.0f, stops, G_N_ELEMENTS (stops));
    }

  /* Coordinates along the bottom and left edges as the board is seen, in
   * the colour of the other square so they read on both. */
  for (guint i = 0; i < 8; i++)
    {
      guint file_square = self->flipped ? CHESS_SQUARE (7 - i, 7) : CHESS_SQUARE (i, 0);
      guint rank_square = self->flipped ? CHESS_SQUARE (7, 7 - i) : CHESS_SQUARE (0, i);
      char file_text[2] = { (char) ('a' + CHESS_SQUARE_FILE (file_square)), 0 };
      char rank_text[2] = { (char) ('1' + CHESS_SQUARE_RANK (rank_square)), 0 };
      gboolean file_light = (CHESS_SQUARE_FILE (file_square) + CHESS_SQUARE_RANK (file_square)) % 2 == 1;
      gboolean rank_light = (CHESS_SQUARE_FILE (rank_square) + CHESS_SQUARE_RANK (rank_square)) % 2 == 1;
      graphene_rect_t rect;

      chess_board_view_square_rect (self, file_square, square_size, x0, y0, &rect);
      append_coordinate (self, snapshot, &rect, file_text, TRUE,
                         file_light ? &dark_square : &light_square);
      chess_board_view_square_rect (self, rank_square, square_size, x0, y0, &rect);
      append_coordinate (self, snapshot, &rect, rank_text, FALSE,
                         rank_light ? &dark_square : &light_square);
    }

  if (position == NULL)
    return;

  for (guint square = 0; square < 64; square++)
    {
      ChessColor color;
      ChessPieceType type;
      graphene_rect_t rect;

      if (!chess_position_get_piece (position, square, &color, &type)
          || self->textures[color][type] == NULL)
        continue;
      chess_board_view_square_rect (self, square, square_size, x0, y0, &rect);
      gtk_snapshot_append_texture (snapshot, self->textures[color][type], &rect);
    }

  for (guint square = 0; square < 64; square++)
    {
      graphene_rect_t rect;

      if ((self->targets & (G_GUINT64_CONSTANT (1) << square)) == 0)
        continue;
      chess_board_view_square_rect (self, square, square_size, x0, y0, &rect);
      if (chess_position_get_piece (position, square, NULL, NULL))
        append_ring (snapshot, &rect, &target_mark);
      else
        append_disc (snapshot, &rect, square_size * 0.3f, &target_mark);
    }
}

static void
chess_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  /* Small enough for a phone-sized window, large enough to play on. */
  *minimum = 8 * 32;
  *natural = 8 * 72;
}

static void
chess_board_view_set_selected (ChessBoardView *self,
                               guint           square)
{
  self->selected = square;
  self->targets = 0;

  if (square != CHESS_NO_SQUARE)
    {
      g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (chess_game_get_position (self->game));

      for (guint i = 0; i < moves->len; i++)
        {
          const ChessMove *move = g_ptr_array_index (moves, i);

          if (chess_move_get_from (move) != square)
            continue;
          /* A castle is entered as the king onto its own rook, or onto its
           * final square when that differs from where it stands. */
          if (chess_move_get_to (move) != square)
            self->targets |= G_GUINT64_CONSTANT (1) << chess_move_get_to (move);
          if (chess_move_is_castle (move))
            self->targets |= G_GUINT64_CONSTANT (1) << chess_move_get_rook_from (move);
        }
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
chess_board_view_is_own_piece (ChessBoardView *self,
                               guint           square)
{
  const ChessPosition *position = chess_game_get_position (self->game);
  ChessColor color;

  return chess_position_get_piece (position, square, &color, NULL)
         && color == chess_position_get_side_to_move (position);
}

void
chess_board_view_click_square (ChessBoardView *self,
                               guint           square)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (square < 64);

  if (self->game == NULL)
    return;
  if (chess_game_get_result (self->game) != CHESS_RESULT_NONE)
    {
      chess_board_view_set_selected (self, CHESS_NO_SQUARE);
      return;
    }

  if (self->selected != CHESS_NO_SQUARE && square != self->selected)
    {
      g_autoptr(GPtrArray) moves = NULL;

      /* Asked before reselecting, because a king castles by clicking its
       * own rook. */
      moves = chess_position_find_moves (chess_game_get_position (self->game),
                                         self->selected, square);
      if (moves->len > 0)
        {
          g_autoptr(GError) error = NULL;

          /* TODO: several moves can share one gesture: the four promotions,
           * or in Chess960 a castle and an ordinary king move to the same
           * square. The next step adds ChessMoveChooser, a popover over the
           * destination square that lists them; until then the first one
           * is played. */
          chess_board_view_set_selected (self, CHESS_NO_SQUARE);
          if (!chess_game_play (self->game, g_ptr_array_index (moves, 0), &error))
            g_warning ("The core refused a move it offered: %s", error->message);
          return;
        }
    }

  if (square != self->selected && chess_board_view_is_own_piece (self, square))
    chess_board_view_set_selected (self, square);
  else
    chess_board_view_set_selected (self, CHESS_NO_SQUARE);
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  ChessBoardView  *self)
{
  guint square = chess_board_view_square_at (self, x, y);

  if (square == CHESS_NO_SQUARE)
    {
      chess_board_view_set_selected (self, CHESS_NO_SQUARE);
      return;
    }
  chess_board_view_click_square (self, square);
}

static void
on_game_changed (ChessGame      *game,
                 GParamSpec     *pspec,
                 ChessBoardView *self)
{
  /* Undo, redo or a move: whatever was selected belonged to another
   * position. */
  chess_board_view_set_selected (self, CHESS_NO_SQUARE);
}

static void
chess_board_view_dispose (GObject *object)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  chess_board_view_clear_textures (self);
  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < N_PIECE_TYPES; type++)
      g_clear_object (&self->handles[color][type]);

  G_OBJECT_CLASS (chess_board_view_parent_class)->dispose (object);
}

static void
chess_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      chess_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      chess_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_board_view_class_init (ChessBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_board_view_dispose;
  object_class->get_property = chess_board_view_get_property;
  object_class->set_property = chess_board_view_set_property;

  widget_class->snapshot = chess_board_view_snapshot;
  widget_class->measure = chess_board_view_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
}

static void
chess_board_view_init (ChessBoardView *self)
{
  GtkGesture *click;

  self->selected = CHESS_NO_SQUARE;

  /* TODO: a "piece-set" property for the high-contrast set in
   * pieces/contrast/, driven by a GSettings key. */
  chess_board_view_load_pieces (self, "classic");

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
chess_board_view_new (void)
{
  return g_object_new (CHESS_TYPE_BOARD_VIEW, NULL);
}

ChessGame *
chess_board_view_get_game (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
chess_board_view_set_game (ChessBoardView *self,
                           ChessGame      *game)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect (game, "notify::position", G_CALLBACK (on_game_changed), self);
      g_signal_connect (game, "notify::result", G_CALLBACK (on_game_changed), self);
    }

  chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
chess_board_view_get_flipped (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
chess_board_view_set_flipped (ChessBoardView *self,
                              gboolean        flipped)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;

  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

guint
chess_board_view_get_selected_square (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), CHESS_NO_SQUARE);
  return self->selected;
}
