/* chess-board-view-input.c: what clicks, drags and keys on the board do:
 * picking pieces up, playing what the core says a gesture means
 * (chess_position_resolve_gesture()), the chooser for gestures it says to
 * ask about, and the castling preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "chess-board-view-private.h"
#include "chess-gesture.h"

#define SQUARE_BIT(square) (G_GUINT64_CONSTANT (1) << (square))

/* Moves are made on the live game while it is going on, and on a node of
 * its tree that the window shows (offered to it, not played). */
static gboolean
chess_board_view_accepts_input (ChessBoardView *self)
{
  if (!self->interactive || self->game == NULL)
    return FALSE;
  if (self->view_node != NULL)
    return TRUE;
  return self->view_ply < 0 && chess_game_get_result (self->game) == CHESS_RESULT_NONE;
}

static gboolean
chess_board_view_is_own_piece (ChessBoardView *self,
                               guint           square)
{
  const ChessPosition *position = _chess_board_view_get_shown_position (self);
  ChessColor color;

  return chess_position_get_piece (position, square, &color, NULL)
         && color == chess_position_get_side_to_move (position);
}

gboolean
_chess_board_view_chooser_is_open (ChessBoardView *self)
{
  return self->chooser_square != CHESS_NO_SQUARE;
}

/* The castles whose landing the board shows; see the struct. */
void
_chess_board_view_update_preview (ChessBoardView *self)
{
  const ChessMove *shown = self->explicit_preview != NULL ? self->explicit_preview : self->chooser_preview;

  g_ptr_array_set_size (self->preview, 0);

  if (shown != NULL)
    g_ptr_array_add (self->preview, chess_move_copy (shown));
  else if (!_chess_board_view_chooser_is_open (self)
           && self->selected != CHESS_NO_SQUARE
           && self->castle_targets != 0
           && chess_board_view_accepts_input (self))
    {
      guint probes[3] = {
        self->dragging ? _chess_board_view_square_at (self, self->drag_x, self->drag_y) : CHESS_NO_SQUARE,
        self->dragging ? CHESS_NO_SQUARE : self->hover,
        gtk_widget_has_visible_focus (GTK_WIDGET (self)) ? self->cursor : CHESS_NO_SQUARE,
      };

      for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
        {
          g_autoptr(GPtrArray) moves = NULL;

          if (probes[i] == CHESS_NO_SQUARE || (self->castle_targets & SQUARE_BIT (probes[i])) == 0)
            continue;
          chess_position_resolve_gesture (_chess_board_view_get_shown_position (self), self->selected,
                                          probes[i], &moves);
          for (guint j = 0; j < moves->len; j++)
            if (chess_move_is_castle (g_ptr_array_index (moves, j)))
              g_ptr_array_add (self->preview, chess_move_copy (g_ptr_array_index (moves, j)));
          break;
        }
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_board_view_update_actions (ChessBoardView *self)
{
  gboolean keys = self->interactive && self->game != NULL && !_chess_board_view_chooser_is_open (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor", keys);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate-cursor", keys);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.cancel",
                                 keys && self->selected != CHESS_NO_SQUARE);
}

void
_chess_board_view_set_selected (ChessBoardView *self,
                               guint           square)
{
  self->selected = square;
  self->move_targets = 0;
  self->castle_targets = 0;

  if (square != CHESS_NO_SQUARE)
    chess_position_get_gesture_targets (_chess_board_view_get_shown_position (self), square,
                                        &self->move_targets, &self->castle_targets);

  chess_board_view_update_actions (self);
  _chess_board_view_update_squares (self);
  _chess_board_view_update_preview (self);
}

static void
chess_board_view_play (ChessBoardView  *self,
                       const ChessMove *move)
{
  g_autoptr(GError) error = NULL;

  _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  if (self->view_node != NULL)
    _chess_board_view_offer_move (self, move);
  else if (!chess_game_play (self->game, move, &error))
    g_warning ("The core refused a move it offered: %s", error->message);
}

static void
chess_board_view_open_chooser (ChessBoardView *self,
                               guint           square,
                               GPtrArray      *moves)
{
  graphene_rect_t bounds;

  chess_move_chooser_set_moves (self->chooser, _chess_board_view_get_shown_position (self),
                                moves, _chess_board_view_get_drawn_pieces (self));
  self->chooser_square = square;
  if (chess_board_view_get_square_bounds (self, square, &bounds))
    {
      gtk_popover_set_pointing_to (GTK_POPOVER (self->chooser),
                                   &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                     (int) bounds.size.width, (int) bounds.size.height });
      /* Towards the middle of the board, where there is room, rather than
       * over the edge of the window. */
      gtk_popover_set_position (GTK_POPOVER (self->chooser),
                                bounds.origin.y + bounds.size.height / 2 > gtk_widget_get_height (GTK_WIDGET (self)) / 2
                                ? GTK_POS_TOP : GTK_POS_BOTTOM);
    }
  chess_board_view_update_actions (self);
  _chess_board_view_update_preview (self);
  gtk_popover_popup (GTK_POPOVER (self->chooser));
}

/* The one place a gesture FROM → TO becomes a move: played or asked about,
 * as the core says. FALSE: it means none. */
static gboolean
chess_board_view_try_move (ChessBoardView *self,
                           guint           from,
                           guint           to)
{
  g_autoptr(GPtrArray) moves = NULL;

  switch (chess_position_resolve_gesture (_chess_board_view_get_shown_position (self), from, to, &moves))
    {
    case CHESS_GESTURE_PLAY:
      chess_board_view_play (self, g_ptr_array_index (moves, 0));
      return TRUE;
    case CHESS_GESTURE_ASK:
      chess_board_view_open_chooser (self, to, moves);
      return TRUE;
    case CHESS_GESTURE_NONE:
    default:
      return FALSE;
    }
}

void
_chess_board_view_close_chooser (ChessBoardView *self)
{
  if (self->chooser != NULL && gtk_widget_get_visible (GTK_WIDGET (self->chooser)))
    gtk_popover_popdown (GTK_POPOVER (self->chooser));
}

void
_chess_board_view_set_cursor (ChessBoardView *self,
                             guint           square)
{
  if (self->cursor == square)
    return;
  self->cursor = square;
  _chess_board_view_update_description (self);
  _chess_board_view_update_preview (self);
}

void
chess_board_view_click_square (ChessBoardView *self,
                               guint           square)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (square < 64);

  if (!chess_board_view_accepts_input (self) || _chess_board_view_chooser_is_open (self))
    {
      if (self->selected != CHESS_NO_SQUARE)
        _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
      return;
    }

  _chess_board_view_set_cursor (self, square);

  /* Asked before reselecting, because a king castles onto its own rook. */
  if (self->selected != CHESS_NO_SQUARE && chess_board_view_try_move (self, self->selected, square))
    return;

  if (square != self->selected && chess_board_view_is_own_piece (self, square))
    _chess_board_view_set_selected (self, square);
  else
    _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
}

void
chess_board_view_drop_piece (ChessBoardView *self,
                             guint           from,
                             guint           to)
{
  g_return_if_fail (CHESS_IS_BOARD_VIEW (self));
  g_return_if_fail (from < 64);
  g_return_if_fail (to <= CHESS_NO_SQUARE);

  if (!chess_board_view_accepts_input (self) || _chess_board_view_chooser_is_open (self)
      || !chess_board_view_is_own_piece (self, from))
    return;

  if (self->selected != from)
    _chess_board_view_set_selected (self, from);
  /* Back where it came from: still picked up, as after a click. */
  if (to == from)
    return;
  if (to != CHESS_NO_SQUARE)
    _chess_board_view_set_cursor (self, to);
  self->dropping = TRUE;
  if (!chess_board_view_try_move (self, from, to))
    _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
  self->dropping = FALSE;
}

void
_chess_board_view_end_drag (ChessBoardView *self)
{
  self->press_square = CHESS_NO_SQUARE;
  self->press_on_selected = FALSE;
  self->drag_from = CHESS_NO_SQUARE;
  if (self->dragging)
    {
      self->dragging = FALSE;
      _chess_board_view_update_preview (self);
    }
}

/* A press acts at once, as a click (picking a piece up or playing onto the
 * square), except on the piece already picked up: that one may be dragged
 * away, or put down by a click, which only the release tells apart. */
static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               ChessBoardView *self)
{
  guint square = _chess_board_view_square_at (self, x, y);

  _chess_board_view_end_drag (self);
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  /* Pointer users' arrow keys look through the game (ChessWindow). */
  self->keyboard_cursor = FALSE;

  if (square == CHESS_NO_SQUARE)
    {
      if (self->selected != CHESS_NO_SQUARE)
        _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->press_square = square;
  if (square == self->selected)
    self->press_on_selected = TRUE;
  else
    chess_board_view_click_square (self, square);

  if (self->selected == square)
    self->drag_from = square;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                ChessBoardView *self)
{
  double start_x, start_y;

  if (self->drag_from == CHESS_NO_SQUARE || !gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y))
    return;

  if (!self->dragging
      && !gtk_drag_check_threshold (GTK_WIDGET (self), (int) start_x, (int) start_y,
                                    (int) (start_x + offset_x), (int) (start_y + offset_y)))
    return;

  self->dragging = TRUE;
  self->drag_x = start_x + offset_x;
  self->drag_y = start_y + offset_y;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _chess_board_view_update_preview (self);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             ChessBoardView *self)
{
  guint from = self->drag_from;
  guint press = self->press_square;

  if (self->dragging)
    {
      double start_x, start_y;
      guint to = CHESS_NO_SQUARE;

      if (gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y))
        to = _chess_board_view_square_at (self, start_x + offset_x, start_y + offset_y);
      _chess_board_view_end_drag (self);
      chess_board_view_drop_piece (self, from, to);
    }
  else if (self->press_on_selected)
    {
      _chess_board_view_end_drag (self);
      chess_board_view_click_square (self, press);
    }
  else
    _chess_board_view_end_drag (self);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                ChessBoardView   *self)
{
  _chess_board_view_end_drag (self);
}

static void
on_pointer_motion (GtkEventControllerMotion *controller,
                   double                    x,
                   double                    y,
                   ChessBoardView           *self)
{
  guint square = _chess_board_view_square_at (self, x, y);

  if (square == self->hover)
    return;
  self->hover = square;
  _chess_board_view_update_preview (self);
}

static void
on_pointer_leave (GtkEventControllerMotion *controller,
                  ChessBoardView           *self)
{
  self->hover = CHESS_NO_SQUARE;
  _chess_board_view_update_preview (self);
}

static void
on_chooser_move_chosen (ChessMoveChooser *chooser,
                        const ChessMove  *move,
                        ChessBoardView   *self)
{
  if (chess_board_view_accepts_input (self))
    chess_board_view_play (self, move);
}

static void
on_chooser_move_hovered (ChessMoveChooser *chooser,
                         const ChessMove  *move,
                         ChessBoardView   *self)
{
  g_clear_pointer (&self->chooser_preview, chess_move_free);
  if (move != NULL && chess_move_is_castle (move))
    self->chooser_preview = chess_move_copy (move);
  _chess_board_view_update_preview (self);
}

/* Escape, a click elsewhere, or a choice (which plays right after): the
 * piece is put down either way. */
static void
on_chooser_closed (ChessMoveChooser *chooser,
                   ChessBoardView   *self)
{
  self->chooser_square = CHESS_NO_SQUARE;
  g_clear_pointer (&self->chooser_preview, chess_move_free);
  _chess_board_view_set_selected (self, CHESS_NO_SQUARE);
}

/* Where the keyboard starts: the picked-up piece, or the king to move. */
guint
_chess_board_view_initial_cursor (ChessBoardView *self)
{
  const ChessPosition *position = _chess_board_view_get_shown_position (self);

  if (self->selected != CHESS_NO_SQUARE)
    return self->selected;
  if (position != NULL)
    return chess_position_get_king_square (position, chess_position_get_side_to_move (position));
  return CHESS_SQUARE (4, 0);
}

/* (columns, rows) as seen: right and up, away from the player, are
 * positive; a step of 8 runs to the edge. */
static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);
  int columns, rows, column, row;
  guint file, rank;

  g_variant_get (parameter, "(ii)", &columns, &rows);
  self->keyboard_cursor = TRUE;
  if (self->cursor == CHESS_NO_SQUARE)
    {
      _chess_board_view_set_cursor (self, _chess_board_view_initial_cursor (self));
      return;
    }

  file = CHESS_SQUARE_FILE (self->cursor);
  rank = CHESS_SQUARE_RANK (self->cursor);
  column = self->flipped ? 7 - (int) file : (int) file;
  row = self->flipped ? 7 - (int) rank : (int) rank;
  column = CLAMP (column + columns, 0, 7);
  row = CLAMP (row + rows, 0, 7);
  file = self->flipped ? 7 - (guint) column : (guint) column;
  rank = self->flipped ? 7 - (guint) row : (guint) row;
  _chess_board_view_set_cursor (self, CHESS_SQUARE (file, rank));
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ChessBoardView *self = CHESS_BOARD_VIEW (widget);

  self->keyboard_cursor = TRUE;
  if (self->cursor == CHESS_NO_SQUARE)
    _chess_board_view_set_cursor (self, _chess_board_view_initial_cursor (self));
  chess_board_view_click_square (self, self->cursor);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _chess_board_view_set_selected (CHESS_BOARD_VIEW (widget), CHESS_NO_SQUARE);
}

static void
add_cursor_binding (GtkWidgetClass *widget_class,
                    guint           keyval,
                    guint           keypad_keyval,
                    int             columns,
                    int             rows)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "board.move-cursor", "(ii)", columns, rows);
  gtk_widget_class_add_binding_action (widget_class, keypad_keyval, 0, "board.move-cursor", "(ii)", columns, rows);
}

void
_chess_board_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL, activate_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);

  /* Only these keys: letters and digits belong to the window's move entry. */
  add_cursor_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, 1);
  add_cursor_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_Home, GDK_KEY_KP_Home, -8, 0);
  add_cursor_binding (widget_class, GDK_KEY_End, GDK_KEY_KP_End, 8, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);

  g_type_ensure (CHESS_TYPE_MOVE_CHOOSER);
}

void
_chess_board_view_init_input (ChessBoardView *self)
{
  GtkGesture *drag;
  GtkEventController *motion;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_pointer_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_pointer_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  self->chooser = CHESS_MOVE_CHOOSER (chess_move_chooser_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->chooser), GTK_WIDGET (self));
  g_signal_connect (self->chooser, "move-chosen", G_CALLBACK (on_chooser_move_chosen), self);
  g_signal_connect (self->chooser, "move-hovered", G_CALLBACK (on_chooser_move_hovered), self);
  g_signal_connect (self->chooser, "closed", G_CALLBACK (on_chooser_closed), self);

  chess_board_view_update_actions (self);
}
