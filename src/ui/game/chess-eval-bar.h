/* chess-eval-bar.h: the evaluation beside the board, White's share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-eval.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVAL_BAR (chess_eval_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvalBar, chess_eval_bar, CHESS, EVAL_BAR, GtkWidget)

/* Properties: "flipped" (Black at the bottom: White's share grows from
 * the top). */

GtkWidget  *chess_eval_bar_new        (void);
/* EVAL NULL or CHESS_EVAL_NONE: even, without a figure. Moves there with
 * an animation. */
void        chess_eval_bar_set_eval   (ChessEvalBar    *self,
                                       const ChessEval *eval);
/* White's share shown once the animation ends, 0 to 1. */
double      chess_eval_bar_get_target (ChessEvalBar    *self);
/* The figure written at the end of the side ahead, e.g. “0.3”; “” for
 * none. */
char       *chess_eval_bar_dup_figure (ChessEvalBar    *self);
/* What screen readers hear, e.g. “White is better by 0.3 pawns”. */
char       *chess_ui_describe_eval    (const ChessEval *eval);

G_END_DECLS
