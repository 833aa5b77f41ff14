/* chess-board-view.c: the chess board: drawn, clicked, dragged and typed on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-board-palette.h"
#include "chess-board-view-private.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  PROP_PIECE_SET,
  PROP_SHOW_LEGAL_MOVES,
  PROP_SHOW_COORDINATES,
  PROP_VIEW_PLY,
  PROP_VIEW_NODE,
  PROP_ANIMATION_DURATION,
  PROP_AUTO_FLIP,
  PROP_INTERACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint view_move_signal;

G_DEFINE_FINAL_TYPE (ChessBoardView, chess_board_view, GTK_TYPE_WIDGET)

const ChessPosition *
_chess_board_view_get_shown_position (ChessBoardView *self)
{
  if (self->game == NULL)
    return NULL;
  if (self->view_node != NULL)
    return chess_game_node_get_position (self->view_node);
  if (self->view_ply < 0)
    return chess_game_get_position (self->game);
  return chess_game_get_position_at (self->game,
                                     MIN ((guint) self->view_ply, chess_game_get_n_moves (self->game)));
}

guint
_chess_board_view_get_shown_ply (ChessBoardView *self)
{
  guint n_moves;

  if (self->game == NULL)
    return 0;
  n_moves = chess_game_get_n_moves (self->game);
  return self->view_ply < 0 ? n_moves : MIN ((guint) self->view_ply, n_moves);
}

static void
on_game_changed (ChessGame      *game,
                 GParamSpec     *pspec,
                 ChessBoardView *self)
{
  /* Undo, redo or a move: whatever was selected, offered or previewed
   * belonged to another position. */
  _chess_board_view_close_chooser (self);
  _chess_board_view_end_drag (self);
  g_clear_pointer (&self->explicit_preview, chess_move_free);
  /* A hint was for the position before. */
  if (self->hint != NULL)
    {
      g_clear_pointer (&self->hint, chess_move_free);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  _chess_board_view_update_description (self);
}

static void
chess_board_view_state_flags_changed (GtkWidget     *widget,
                                      GtkStateFlags  previous)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);

  GtkStateFlags keyboard_focus = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);

  GTK_WIDGET_CLASS (chess_board_view_parent_class)->state_flags_changed (widget, previous);

  /* Focus reached by keyboard (a click takes it back: on_drag_begin ()),
   * and lost. */
  if ((flags & keyboard_focus) == keyboard_focus && (previous & keyboard_focus) != keyboard_focus)
    self->keyboard_cursor = TRUE;
  else if (!(flags & GTK_STATE_FLAG_FOCUSED))
    self->keyboard_cursor = FALSE;

  /* The cursor shows, and previews, only while focus is visible. The
   * flags, not gtk_widget_has_visible_focus(): GTK sets them before it
   * counts the widget as having the focus, so a Tab onto the board would
   * show no cursor until the first arrow key. */
  if (self->cursor == CHESS_NO_SQUARE
      && (gtk_widget_get_state_flags (widget) & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
         == (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    _chess_board_view_set_cursor (self, _chess_board_view_initial_cursor (self));
  _chess_board_view_update_preview (self);
}

static void
chess_board_view_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (chess_board_view_parent_class)->css_changed (widget, change);

  /* Light or dark style: the board's colors follow the theme's. */
  gtk_widget_queue_draw (widget);
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
  /* Eight squares and a frame of half a square on either side: small
   * enough for a phone-sized window, large enough to play on. */
  *minimum = 9 * 32;
  *natural = 9 * 72;
}

static void
chess_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);
  graphene_rect_t bounds;

  _chess_board_view_allocate_squares (self);
  _chess_board_view_update_parking (self);
  if (self->chooser == NULL)
    return;
  if (_chess_board_view_chooser_is_open (self)
      && chess_board_view_get_square_bounds (self, self->chooser_square, &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->chooser),
                                 &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                   (int) bounds.size.width, (int) bounds.size.height });
  gtk_popover_present (GTK_POPOVER (self->chooser));
}

static void
chess_board_view_dispose (GObject *object)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  _chess_board_view_dispose_motion (self);
  if (self->chooser != NULL)
    g_signal_handlers_disconnect_by_data (self->chooser, self);
  g_clear_pointer ((GtkWidget **) &self->chooser, gtk_widget_unparent);
  _chess_board_view_dispose_squares (self);
  _chess_board_view_clear_textures (self);
  g_clear_object (&self->pieces);
  g_clear_pointer (&self->explicit_preview, chess_move_free);
  g_clear_pointer (&self->chooser_preview, chess_move_free);
  g_clear_pointer (&self->hint, chess_move_free);

  G_OBJECT_CLASS (chess_board_view_parent_class)->dispose (object);
}

static void
chess_board_view_finalize (GObject *object)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (object);

  /* Kept until here: GtkWidget's dispose may still change state flags,
   * which recomputes the preview. */
  g_ptr_array_unref (self->preview);

  G_OBJECT_CLASS (chess_board_view_parent_class)->finalize (object);
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
    case PROP_PIECE_SET:
      g_value_set_string (value, chess_board_view_get_piece_set (self));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    case PROP_VIEW_NODE:
      g_value_set_pointer (value, self->view_node);
      break;
    case PROP_ANIMATION_DURATION:
      g_value_set_uint (value, self->animation_duration);
      break;
    case PROP_AUTO_FLIP:
      g_value_set_boolean (value, self->auto_flip);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
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
    case PROP_PIECE_SET:
      chess_board_view_set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      chess_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      chess_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_VIEW_PLY:
      chess_board_view_set_view_ply (self, g_value_get_int (value));
      break;
    case PROP_VIEW_NODE:
      chess_board_view_set_view_node (self, g_value_get_pointer (value));
      break;
    case PROP_ANIMATION_DURATION:
      chess_board_view_set_animation_duration (self, g_value_get_uint (value));
      break;
    case PROP_AUTO_FLIP:
      chess_board_view_set_auto_flip (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      chess_board_view_set_interactive (self, g_value_get_boolean (value));
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
  object_class->finalize = chess_board_view_finalize;
  object_class->get_property = chess_board_view_get_property;
  object_class->set_property = chess_board_view_set_property;

  widget_class->snapshot = _chess_board_view_snapshot;
  widget_class->measure = chess_board_view_measure;
  widget_class->size_allocate = chess_board_view_size_allocate;
  widget_class->state_flags_changed = chess_board_view_state_flags_changed;
  widget_class->css_changed = chess_board_view_css_changed;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "classic",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  view_move_signal =
    g_signal_new ("view-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  properties[PROP_VIEW_NODE] =
    g_param_spec_pointer ("view-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* An ordinary move's length in milliseconds; a castle's steps take
   * several. 0 shows every move at once. */
  properties[PROP_ANIMATION_DURATION] =
    g_param_spec_uint ("animation-duration", NULL, NULL, 0, 2000, 200,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* For two players at one computer: once a move has arrived, the side
   * to move is at the bottom. */
  properties[PROP_AUTO_FLIP] =
    g_param_spec_boolean ("auto-flip", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* FALSE: a picture of the position, as on a hall screen: it takes no
   * focus, and clicks go through it to what lies beneath. */
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _chess_board_view_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  /* With a row per rank and a cell per square (chess-board-view-squares.c). */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

}

static void
chess_board_view_init (ChessBoardView *self)
{
  self->show_legal_moves = TRUE;
  self->show_coordinates = TRUE;
  self->interactive = TRUE;
  self->view_ply = -1;
  self->selected = CHESS_NO_SQUARE;
  self->cursor = CHESS_NO_SQUARE;
  self->hover = CHESS_NO_SQUARE;
  self->press_square = CHESS_NO_SQUARE;
  self->drag_from = CHESS_NO_SQUARE;
  self->chooser_square = CHESS_NO_SQUARE;
  self->preview = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
  self->pieces = g_object_ref (chess_piece_set_get ("classic"));
  _chess_board_view_init_motion (self);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chess board"),
                                  -1);

  _chess_board_view_init_squares (self);
  _chess_board_view_init_input (self);
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
  _chess_board_view_connect_motion (self, game);

  on_game_changed (game, NULL, self);
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
  /* The square under the pointer is another one now. */
  self->hover = CHESS_NO_SQUARE;
  _chess_board_view_order_squares (self);
  _chess_board_view_update_parking (self);
  _chess_board_view_close_chooser (self);
  _chess_board_view_update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

/* The set the board draws: the chosen one, or the high-contrast set where
 * the board is in high contrast (the palette decides). */
ChessPieceSet *
_chess_board_view_get_drawn_pieces (ChessBoardView *self)
{
  if (chess_board_palette_wants_high_contrast (GTK_WIDGET (self)))
    return chess_piece_set_get ("contrast");
  return self->pieces;
}

const char *
chess_board_view_get_piece_set (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), NULL);
  return chess_piece_set_get_name (self->pieces);
}

void
chess_board_view_set_piece_set (ChessBoardView *self,
                                const char     *piece_set)
{
  ChessPieceSet *pieces;

  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (piece_set != NULL);

  if (g_strcmp0 (piece_set, chess_board_view_get_piece_set (self)) == 0)
    return;

  /* An unknown set warns and leaves the pieces as they were. */
  pieces = chess_piece_set_get (piece_set);
  if (pieces == NULL)
    return;

  g_set_object (&self->pieces, pieces);
  _chess_board_view_clear_textures (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

gboolean
chess_board_view_get_show_legal_moves (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal_moves;
}

void
chess_board_view_set_show_legal_moves (ChessBoardView *self,
                                       gboolean        show_legal_moves)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  show_legal_moves = !!show_legal_moves;
  if (self->show_legal_moves == show_legal_moves)
    return;

  self->show_legal_moves = show_legal_moves;
  _chess_board_view_update_squares (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
chess_board_view_get_show_coordinates (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->show_coordinates;
}

void
chess_board_view_set_show_coordinates (ChessBoardView *self,
                                       gboolean        show_coordinates)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  show_coordinates = !!show_coordinates;
  if (self->show_coordinates == show_coordinates)
    return;

  self->show_coordinates = show_coordinates;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

/* Another position is shown: what was picked up or animated on the one
 * before goes. */
static void
chess_board_view_forget_position (ChessBoardView *self)
{
  chess_board_animation_finish (self->animation);
  _chess_board_view_close_chooser (self);
  _chess_board_view_end_drag (self);
  _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  _chess_board_view_update_description (self);
}

int
chess_board_view_get_view_ply (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), -1);
  return self->view_ply;
}

void
chess_board_view_set_view_ply (ChessBoardView *self,
                               int             view_ply)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (view_ply >= -1);

  if (self->view_ply == view_ply)
    return;

  self->view_ply = view_ply;
  chess_board_view_forget_position (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}

void
_chess_board_view_offer_move (ChessBoardView  *self,
                              const ChessMove *move)
{
  g_signal_emit (self, view_move_signal, 0, move);
}

ChessGameNode *
chess_board_view_get_view_node (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), NULL);
  return self->view_node;
}

void
chess_board_view_set_view_node (ChessBoardView *self,
                                ChessGameNode  *node)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  if (self->view_node == node)
    return;
  self->view_node = node;
  chess_board_view_forget_position (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_NODE]);
}

guint
chess_board_view_get_selected_square (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), CHESS_NO_SQUARE);
  return self->selected;
}

guint
chess_board_view_get_cursor_square (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), CHESS_NO_SQUARE);
  return self->cursor;
}

void
chess_board_view_set_preview_move (ChessBoardView  *self,
                                   const ChessMove *move)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  if (move == self->explicit_preview
      || (move != NULL && self->explicit_preview != NULL && chess_move_equal (move, self->explicit_preview)))
    return;

  g_clear_pointer (&self->explicit_preview, chess_move_free);
  if (move != NULL)
    self->explicit_preview = chess_move_copy (move);
  _chess_board_view_update_preview (self);
}

void
chess_board_view_set_hint_move (ChessBoardView  *self,
                                const ChessMove *move)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  if (move == self->hint || (move != NULL && self->hint != NULL && chess_move_equal (move, self->hint)))
    return;

  g_clear_pointer (&self->hint, chess_move_free);
  if (move != NULL)
    self->hint = chess_move_copy (move);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const ChessMove *
chess_board_view_get_hint_move (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), NULL);
  return self->hint;
}

gboolean
chess_board_view_get_square_bounds (ChessBoardView  *self,
                                    guint            square,
                                    graphene_rect_t *out)
{
  ChessBoardGeometry geometry;

  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (square < 64, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  _chess_board_view_get_geometry (self, &geometry);
  if (geometry.square_size == 0)
    return FALSE;
  _chess_board_view_square_rect (self, &geometry, square, out);
  return TRUE;
}

guint
chess_board_view_get_animation_duration (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), 0);
  return self->animation_duration;
}

void
chess_board_view_set_animation_duration (ChessBoardView *self,
                                         guint           duration)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  if (self->animation_duration == duration)
    return;

  self->animation_duration = duration;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_DURATION]);
}

gboolean
chess_board_view_get_auto_flip (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->auto_flip;
}

void
chess_board_view_set_auto_flip (ChessBoardView *self,
                                gboolean        auto_flip)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  auto_flip = !!auto_flip;
  if (self->auto_flip == auto_flip)
    return;

  self->auto_flip = auto_flip;
  /* Switched on mid-game: the side to move comes to the bottom now, unless
   * a move is still arriving (then it turns when it has). */
  if (!chess_board_animation_is_running (self->animation))
    _chess_board_view_apply_auto_flip (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_FLIP]);
}

void
chess_board_view_finish_animation (ChessBoardView *self)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  chess_board_animation_finish (self->animation);
}

gboolean
chess_board_view_get_interactive (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

void
chess_board_view_set_interactive (ChessBoardView *self,
                                  gboolean        interactive)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;
  gtk_widget_set_focusable (GTK_WIDGET (self), interactive);
  gtk_widget_set_can_target (GTK_WIDGET (self), interactive);
  if (!interactive)
    {
      _chess_board_view_close_chooser (self);
      _chess_board_view_end_drag (self);
      self->hover = CHESS_NO_SQUARE;
      _chess_board_view_set_cursor (self, CHESS_NO_SQUARE);
    }
  /* Also refreshes which key actions are enabled. */
  _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
chess_board_view_get_keyboard_cursor (ChessBoardView *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_VIEW (self), FALSE);
  return self->keyboard_cursor && gtk_widget_has_focus (GTK_WIDGET (self));
}
