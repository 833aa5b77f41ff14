/* chess-analysis-panel.h: game review and live analysis, beside the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game-review.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ANALYSIS_PANEL (chess_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChessAnalysisPanel, chess_analysis_panel, CHESS, ANALYSIS_PANEL, GtkBox)

/* Properties: "game", "view-ply" (the position shown; the graph sets it),
 * "live" (the engine's lines for the position shown, as it thinks),
 * "lines" (1 to 3 best lines), "engine-path" (the preference: "" for
 * Stockfish), "figurine" (moves with figurines, as the move list
 * writes them), "eval-bar" (the ChessEvalBar it drives), "review" (read
 * only: the game's review, once asked). The panel shows itself while
 * there is a review or live analysis. */

ChessGameReview *chess_analysis_panel_get_review   (ChessAnalysisPanel *self);
/* Analyse Game: reviews the game in the background (again: the positions
 * not done yet). FALSE when there is no engine to run. */
gboolean         chess_analysis_panel_analyse_game (ChessAnalysisPanel *self);
void             chess_analysis_panel_cancel       (ChessAnalysisPanel *self);
gboolean         chess_analysis_panel_get_live     (ChessAnalysisPanel *self);
void             chess_analysis_panel_set_live     (ChessAnalysisPanel *self,
                                                    gboolean            live);
/* The text of best line N (0-2) as shown, or NULL when it is hidden. */
const char      *chess_analysis_panel_get_line_text (ChessAnalysisPanel *self,
                                                     guint               n);

G_END_DECLS
