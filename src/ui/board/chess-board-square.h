/* chess-board-square.h: one square of the board, for screen readers only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-types.h"

G_BEGIN_DECLS

/* What else a screen reader hears about a square, as the board shows it
 * with marks and tints. */
typedef enum {
  CHESS_BOARD_SQUARE_NOTE_NONE          = 0,
  /* The picked-up piece can move (or capture) here. */
  CHESS_BOARD_SQUARE_NOTE_MOVE_TARGET   = 1 << 0,
  /* The picked-up king castles by going here. */
  CHESS_BOARD_SQUARE_NOTE_CASTLE_TARGET = 1 << 1,
  /* The last move went from or to here. */
  CHESS_BOARD_SQUARE_NOTE_LAST_MOVE     = 1 << 2,
  /* The king here is in check. */
  CHESS_BOARD_SQUARE_NOTE_CHECK         = 1 << 3,
} ChessBoardSquareNotes;

#define CHESS_TYPE_BOARD_SQUARE (chess_board_square_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardSquare, chess_board_square, CHESS, BOARD_SQUARE, GtkWidget)

/* A grid cell that ChessBoardView lays over SQUARE: it draws nothing,
 * takes neither pointer nor focus, and only tells what stands there. */
GtkWidget *chess_board_square_new        (guint                  square);
guint      chess_board_square_get_square (ChessBoardSquare      *self);
/* TYPE is CHESS_PIECE_TYPE_NONE for an empty square. Only what changed
 * reaches the accessibility tree. */
void       chess_board_square_set_state  (ChessBoardSquare      *self,
                                          ChessColor             color,
                                          ChessPieceType         type,
                                          gboolean               selected,
                                          ChessBoardSquareNotes  notes);

/* What a screen reader says for SQUARE: “e4, white knight”, “e4, empty”. */
char      *chess_board_square_describe   (guint                  square,
                                          ChessColor             color,
                                          ChessPieceType         type);

G_END_DECLS
