/* chess-board-animation.h: how the pieces of one move travel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* A castle moves a king and a rook and may reveal a captured piece; no
 * move shows more pieces in flight than this. */
#define CHESS_BOARD_ANIMATION_MAX_PIECES 3

typedef enum {
  CHESS_BOARD_ANIMATION_PHASE_IDLE,
  /* An ordinary move. */
  CHESS_BOARD_ANIMATION_PHASE_SLIDE,
  /* The castle as FIDE recommends on a physical board. */
  CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES,
  CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES,
  CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS,
} ChessBoardAnimationPhase;

typedef struct {
  ChessColor     color;
  ChessPieceType type;
  /* The piece's centre in board units, White's view: square (file, rank)
   * has its centre at (file + 0.5, rank + 0.5). A king waiting off the
   * board is outside 0 … 8 (and outside the frame, half a square wide). */
  float          x;
  float          y;
  /* 1 is a square's size. */
  float          scale;
  float          opacity;
  /* Off the board or held in the hand: drawn with a shadow, on top. */
  gboolean       lifted;
} ChessAnimatedPiece;

#define CHESS_TYPE_BOARD_ANIMATION (chess_board_animation_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardAnimation, chess_board_animation, CHESS, BOARD_ANIMATION, GObject)

/* WIDGET provides the frame clock and is redrawn on every frame. */
ChessBoardAnimation     *chess_board_animation_new               (GtkWidget           *widget);

/* Starts showing MOVE, made in BEFORE; a running animation is finished
 * first. MOVE_DURATION is an ordinary move's length in milliseconds; a
 * castle takes several times as long. 0 shows the move at once. */
void                     chess_board_animation_start             (ChessBoardAnimation *self,
                                                                  const ChessPosition *before,
                                                                  const ChessMove     *move,
                                                                  guint                move_duration);
/* Jumps to the end; emits ::finished if it was running. */
void                     chess_board_animation_finish            (ChessBoardAnimation *self);
gboolean                 chess_board_animation_is_running        (ChessBoardAnimation *self);
/* Holds the animation at PROGRESS (0 to 1) of its whole length, for
 * screenshots and tests; chess_board_animation_finish() ends it. */
void                     chess_board_animation_seek              (ChessBoardAnimation *self,
                                                                  double               progress);
ChessBoardAnimationPhase chess_board_animation_get_phase         (ChessBoardAnimation *self);

/* Squares of the position after the move whose pieces the animation draws
 * instead (they are still travelling). */
guint64                  chess_board_animation_get_hidden_squares (ChessBoardAnimation *self);
/* Fills PIECES in drawing order; returns how many. */
guint                    chess_board_animation_get_pieces        (ChessBoardAnimation *self,
                                                                  ChessAnimatedPiece   pieces[CHESS_BOARD_ANIMATION_MAX_PIECES]);

/* While a castle is shown: its colour and the king's final square. */
gboolean                 chess_board_animation_get_castle        (ChessBoardAnimation *self,
                                                                  ChessColor          *color,
                                                                  guint               *king_to);
/* Where a castle's king waits off the board while the rook moves: its
 * centre in board units (see ChessAnimatedPiece) and its size (1 is a
 * square's). The board sets it from the room it has around it, again
 * whenever that changes; until then the king waits beyond the frame
 * beside its final square. */
void                     chess_board_animation_set_parking       (ChessBoardAnimation *self,
                                                                  float                x,
                                                                  float                y,
                                                                  float                scale);

/* With CHESS960_FRAME_STATS=1 in the environment, frame intervals during
 * animations are collected and printed to stderr at exit. */
gboolean                 chess_board_animation_frame_stats_enabled (void);

G_END_DECLS
