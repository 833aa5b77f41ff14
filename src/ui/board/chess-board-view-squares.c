/* chess-board-view-squares.c: the board as screen readers see it: a grid
 * of ranks and squares, each square labelled with what stands on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-board-view-private.h"

#define SQUARE_BIT(square) (G_GUINT64_CONSTANT (1) << (square))

/* The board (a grid) holds a row per rank and the row a cell per square,
 * as ARIA wants a grid: the board keeps the focus and the keys, and points
 * screen readers at the cursor's cell as its active descendant. The rows
 * and cells follow the board's orientation, top to bottom and left to
 * right as seen, and lie over their squares, so that a screen reader's
 * highlight frames the right one. */
void
_chess_board_view_init_squares (ChessBoardView *self)
{
  for (guint rank = 0; rank < 8; rank++)
    {
      g_autofree char *label = NULL;
      GtkWidget *row = g_object_new (GTK_TYPE_BOX,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_ROW,
                                     "homogeneous", TRUE,
                                     "can-target", FALSE,
                                     "can-focus", FALSE,
                                     NULL);

      /* The files run from a to h whatever the language's direction. */
      gtk_widget_set_direction (row, GTK_TEXT_DIR_LTR);
      /* Translators: a row of the board, read by a screen reader; the
       * argument is its number, 1 to 8 */
      label = g_strdup_printf (_("Rank %u"), rank + 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      gtk_widget_set_parent (row, GTK_WIDGET (self));
      self->ranks[rank] = row;

      for (guint file = 0; file < 8; file++)
        {
          guint square = CHESS_SQUARE (file, rank);

          self->squares[square] = chess_board_square_new (square);
          gtk_box_append (GTK_BOX (row), self->squares[square]);
        }
    }

  _chess_board_view_order_squares (self);
  _chess_board_view_update_squares (self);
}

void
_chess_board_view_dispose_squares (ChessBoardView *self)
{
  if (self->ranks[0] == NULL)
    return;

  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
  for (guint square = 0; square < 64; square++)
    self->squares[square] = NULL;
  for (guint rank = 0; rank < 8; rank++)
    g_clear_pointer (&self->ranks[rank], gtk_widget_unparent);
}

void
_chess_board_view_order_squares (ChessBoardView *self)
{
  for (guint row = 0; row < 8; row++)
    {
      guint rank = self->flipped ? row : 7 - row;
      GtkWidget *previous = NULL;

      /* To the end, after the rows above it (and the move chooser). */
      gtk_widget_insert_before (self->ranks[rank], GTK_WIDGET (self), NULL);
      for (guint column = 0; column < 8; column++)
        {
          guint file = self->flipped ? 7 - column : column;
          GtkWidget *cell = self->squares[CHESS_SQUARE (file, rank)];

          gtk_box_reorder_child_after (GTK_BOX (self->ranks[rank]), cell, previous);
          previous = cell;
        }
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
_chess_board_view_allocate_squares (ChessBoardView *self)
{
  ChessBoardGeometry geometry;

  if (self->ranks[0] == NULL)
    return;

  _chess_board_view_get_geometry (self, &geometry);
  for (guint rank = 0; rank < 8; rank++)
    {
      int row = self->flipped ? (int) rank : 7 - (int) rank;

      /* GTK wants a size asked before one is given; a row asks for none. */
      gtk_widget_measure (self->ranks[rank], GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_measure (self->ranks[rank], GTK_ORIENTATION_VERTICAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (self->ranks[rank],
                                &(GtkAllocation) { geometry.x0, geometry.y0 + row * geometry.square_size,
                                                   8 * geometry.square_size, geometry.square_size },
                                -1);
    }
}

void
_chess_board_view_update_squares (ChessBoardView *self)
{
  const ChessPosition *position = _chess_board_view_get_shown_position (self);
  guint64 move_targets = 0;
  guint64 castle_targets = 0;
  guint64 last_move = 0;
  guint king_in_check = CHESS_NO_SQUARE;
  guint from, to;

  if (self->squares[0] == NULL)
    return;

  /* What the marks and tints show, no more: legal moves only while the
   * board shows them. */
  if (self->show_legal_moves && self->selected != CHESS_NO_SQUARE)
    {
      move_targets = self->move_targets;
      castle_targets = self->castle_targets;
    }
  _chess_board_view_get_last_move_squares (self, &from, &to);
  if (from != CHESS_NO_SQUARE)
    last_move |= SQUARE_BIT (from);
  if (to != CHESS_NO_SQUARE)
    last_move |= SQUARE_BIT (to);
  if (position != NULL && chess_position_is_check (position))
    king_in_check = chess_position_get_king_square (position, chess_position_get_side_to_move (position));

  for (guint square = 0; square < 64; square++)
    {
      ChessColor color = CHESS_COLOR_WHITE;
      ChessPieceType type = CHESS_PIECE_TYPE_NONE;
      ChessBoardSquareNotes notes = CHESS_BOARD_SQUARE_NOTE_NONE;

      if (position == NULL || !chess_position_get_piece (position, square, &color, &type))
        type = CHESS_PIECE_TYPE_NONE;
      if (move_targets & SQUARE_BIT (square))
        notes |= CHESS_BOARD_SQUARE_NOTE_MOVE_TARGET;
      if (castle_targets & SQUARE_BIT (square))
        notes |= CHESS_BOARD_SQUARE_NOTE_CASTLE_TARGET;
      if (last_move & SQUARE_BIT (square))
        notes |= CHESS_BOARD_SQUARE_NOTE_LAST_MOVE;
      if (square == king_in_check)
        notes |= CHESS_BOARD_SQUARE_NOTE_CHECK;

      chess_board_square_set_state (CHESS_BOARD_SQUARE (self->squares[square]),
                                    color, type, square == self->selected, notes);
    }
}

/* The cursor's square: the board's active descendant, and (for screen
 * readers that do not follow that relation, as with GTK 4.8) the board's
 * description. */
void
_chess_board_view_update_description (ChessBoardView *self)
{
  const ChessPosition *position = _chess_board_view_get_shown_position (self);
  g_autofree char *text = NULL;
  ChessColor color = CHESS_COLOR_WHITE;
  ChessPieceType type = CHESS_PIECE_TYPE_NONE;

  if (self->cursor == CHESS_NO_SQUARE || self->squares[0] == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
      return;
    }

  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, self->squares[self->cursor],
                                  -1);
  if (position == NULL || !chess_position_get_piece (position, self->cursor, &color, &type))
    type = CHESS_PIECE_TYPE_NONE;
  text = chess_board_square_describe (self->cursor, color, type);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}
