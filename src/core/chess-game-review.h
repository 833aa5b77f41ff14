/* chess-game-review.h: the engine run over every position of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-analyser.h"

G_BEGIN_DECLS

/* The default setting: time per position, in ms. An 80-half-move game
 * takes about 81 × 0.25 s ≈ 20 s (tests/bench/review). */
#define CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME 250

#define CHESS_TYPE_GAME_REVIEW (chess_game_review_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameReview, chess_game_review, CHESS, GAME_REVIEW, GObject)

/* Properties: "game" (construct-only), "n-done" and "n-total" (positions
 * of the main line analysed, and in all), "running"; "depth", "move-time"
 * and "lines" (the limits of each search; see ChessAnalysisLimits).
 *
 * Signals:
 *   ::node-analysed (node): NODE's position was analysed; its move's
 *     marks ([%eval] and $2/$4/$6) and those of the move after it are
 *     written.
 *   ::finished (error): the review ended: every position done (ERROR
 *     NULL), or the engine failed. Not emitted when it was cancelled. */

ChessGameReview    *chess_game_review_new          (ChessGame       *game,
                                                    const char      *engine_path);
ChessGame          *chess_game_review_get_game     (ChessGameReview *self);
guint               chess_game_review_get_n_done   (ChessGameReview *self);
guint               chess_game_review_get_n_total  (ChessGameReview *self);
gboolean            chess_game_review_get_running  (ChessGameReview *self);
void                chess_game_review_set_limits   (ChessGameReview *self,
                                                    guint            depth,
                                                    guint            move_time,
                                                    guint            lines);

/* Analyses, in the background and in order from the start, every
 * position of the main line not analysed yet. While it runs, a position
 * that leaves the main line or the game is never searched again; moves
 * added to the main line are reviewed too. */
void                chess_game_review_start        (ChessGameReview *self);
/* Stops at once (the engine is told to stop); what was found stays. */
void                chess_game_review_cancel       (ChessGameReview *self);
/* The analysis of NODE's position, or NULL. */
ChessAnalysis      *chess_game_review_get_analysis (ChessGameReview *self,
                                                    ChessGameNode   *node);
/* NODE's evaluation: its analysis's, else the [%eval] in its comment (a
 * file reviewed before); FALSE when there is neither. */
gboolean            chess_game_review_get_eval     (ChessGameReview *self,
                                                    ChessGameNode   *node,
                                                    ChessEval       *eval);

G_END_DECLS
