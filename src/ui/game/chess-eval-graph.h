/* chess-eval-graph.h: the evaluation over a whole game; a click shows
 * that position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game-review.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVAL_GRAPH (chess_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvalGraph, chess_eval_graph, CHESS, EVAL_GRAPH, GtkWidget)

/* Properties: "review" (the evaluations and marks drawn; NULL: those in
 * the game's comments), "game", "view-ply" (the position shown, -1 for the
 * game's own; set by a click). */

GtkWidget  *chess_eval_graph_new            (void);
void        chess_eval_graph_set_review     (ChessEvalGraph  *self,
                                             ChessGameReview *review);
void        chess_eval_graph_set_game       (ChessEvalGraph  *self,
                                             ChessGame       *game);
int         chess_eval_graph_get_view_ply   (ChessEvalGraph  *self);
void        chess_eval_graph_set_view_ply   (ChessEvalGraph  *self,
                                             int              view_ply);
/* The ply a click at X (in the widget's width) shows. */
guint       chess_eval_graph_ply_at         (ChessEvalGraph  *self,
                                             double           x);

G_END_DECLS
