/* chess-gesture.h: what a click or a drag on a board means: the moves a
 * piece picked up on one square and put down on another can be, and the
 * squares to mark while it is held
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position.h"

G_BEGIN_DECLS

/* What a board does with a gesture. */
typedef enum {
  CHESS_GESTURE_NONE,  /* no legal move: put the piece down (or pick another) */
  CHESS_GESTURE_PLAY,  /* exactly one move, and it needs no confirmation */
  CHESS_GESTURE_ASK,   /* offer the moves and let the player choose */
} ChessGestureAction;

/* The moves the gesture FROM → TO can mean, in *MOVES (an array of
 * ChessMove*, owning them; empty for CHESS_GESTURE_NONE), and whether to
 * play or to ask. TO may be CHESS_NO_SQUARE (dropped off the board).
 *
 * A king castles by a gesture onto its own rook (that rook castles towards
 * its own side), onto the square castling puts it on (SP 518's “king two
 * squares”), or, for a Chess960x3 castle that leaves it where it stands,
 * onto its own square. A gesture that means several moves is asked about,
 * never guessed; so is the king onto a rook that can only castle the other
 * way (crossing over the king), and a castle in place. */
ChessGestureAction chess_position_resolve_gesture      (const ChessPosition  *position,
                                                        guint                 from,
                                                        guint                 to,
                                                        GPtrArray           **moves);

/* The squares (bit n = square n) to mark while the piece on FROM is picked
 * up: where it moves to (*MOVE_TARGETS), and the squares that castle it
 * (*CASTLE_TARGETS: each castling rook, and each castle's king square that
 * a gesture asks for). Both 0 when FROM holds no piece of the side to move. */
void               chess_position_get_gesture_targets  (const ChessPosition  *position,
                                                        guint                 from,
                                                        guint64              *move_targets,
                                                        guint64              *castle_targets);

G_END_DECLS
