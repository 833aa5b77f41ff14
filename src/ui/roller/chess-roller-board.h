/* chess-roller-board.h: the board a drawn position fills, piece by piece
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_ROLLER_BOARD (chess_roller_board_get_type ())
G_DECLARE_FINAL_TYPE (ChessRollerBoard, chess_roller_board, CHESS, ROLLER_BOARD, GtkWidget)

/* The two sides' first two ranks, the empty middle of the board folded
 * away. White's back rank is what the die fills, Black's mirrors it, and
 * the pawns stand from the start.
 *
 * Properties: back-rank (string, read-only here: set with
 * chess_roller_board_set_back_rank), piece-set (string, read-write),
 * dimmed (boolean, read-write: a discarded result, drawn faded). */
GtkWidget  *chess_roller_board_new            (void);
const char *chess_roller_board_get_back_rank  (ChessRollerBoard *self);
/* BACK_RANK is White's first rank a→h, "KQRBN" letters and '.' for an
 * empty square. The pieces that were not there move onto their squares
 * (at once when ANIMATE is FALSE or animations are off); the others
 * change at once. */
void        chess_roller_board_set_back_rank  (ChessRollerBoard *self,
                                               const char       *back_rank,
                                               gboolean          animate);
/* Numbers shown on White's empty squares for what the next throw picks:
 * HINTS[file] is 1–6, or 0 for none. NULL clears them. */
void        chess_roller_board_set_hints      (ChessRollerBoard *self,
                                               const guint      *hints);
const char *chess_roller_board_get_piece_set  (ChessRollerBoard *self);
void        chess_roller_board_set_piece_set  (ChessRollerBoard *self,
                                               const char       *set);
gboolean    chess_roller_board_get_dimmed     (ChessRollerBoard *self);
void        chess_roller_board_set_dimmed     (ChessRollerBoard *self,
                                               gboolean          dimmed);
/* TRUE while pieces are still moving onto their squares. */
gboolean    chess_roller_board_get_animating  (ChessRollerBoard *self);
void        chess_roller_board_finish         (ChessRollerBoard *self);

G_END_DECLS
