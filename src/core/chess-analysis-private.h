/* chess-analysis-private.h: how ChessAnalyser builds a ChessAnalysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-analyser.h"

G_BEGIN_DECLS

typedef struct
{
  ChessEval  eval;
  guint      depth;
  GPtrArray *moves;   /* ChessMove * */
  GStrv      san;
} ChessAnalysisLine;

/* A new analysis of POSITION with no lines yet. */
ChessAnalysis *_chess_analysis_new      (const ChessPosition *position);
/* Sets line INDEX (0 the best) from an "info" line's score for the side
 * to move and its pv (UCI moves separated by spaces): the moves up to the
 * first one that is not legal. */
void           _chess_analysis_set_line (ChessAnalysis       *self,
                                         guint                index,
                                         guint                depth,
                                         gboolean             mate,
                                         gint                 score,
                                         const char          *pv);
/* Keeps the first N lines only. */
void           _chess_analysis_truncate (ChessAnalysis       *self,
                                         guint                n);
ChessAnalysis *_chess_analysis_copy     (ChessAnalysis       *self);

G_END_DECLS
