/* chess-analyser.h: a UCI engine asked for evaluations and best lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-eval.h"
#include "chess-game.h"

G_BEGIN_DECLS

/* The most lines (MultiPV) an analysis shows. */
#define CHESS_ANALYSIS_MAX_LINES 3

/* What one analysis found: up to CHESS_ANALYSIS_MAX_LINES lines, the best
 * first, each with its evaluation from White's side and its moves from
 * the position analysed. Immutable once made; reference counted. */
typedef struct _ChessAnalysis ChessAnalysis;

GType               chess_analysis_get_type        (void) G_GNUC_CONST;
#define CHESS_TYPE_ANALYSIS (chess_analysis_get_type ())
ChessAnalysis      *chess_analysis_ref             (ChessAnalysis       *self);
void                chess_analysis_unref           (ChessAnalysis       *self);
/* An analysis of a position that needs no engine: a mate or a draw on
 * the board. NULL for a position that has legal moves. */
ChessAnalysis      *chess_analysis_new_final       (const ChessPosition *position);
const ChessPosition *chess_analysis_get_position   (ChessAnalysis       *self);
/* The best line's evaluation (CHESS_EVAL_NONE when the engine said none). */
const ChessEval    *chess_analysis_get_eval        (ChessAnalysis       *self);
guint               chess_analysis_get_depth       (ChessAnalysis       *self);
guint               chess_analysis_get_n_lines     (ChessAnalysis       *self);
const ChessEval    *chess_analysis_get_line_eval   (ChessAnalysis       *self,
                                                    guint                line);
/* The line's moves, ChessMove *, the first from the position analysed. */
GPtrArray          *chess_analysis_get_line_moves  (ChessAnalysis       *self,
                                                    guint                line);
/* The line's moves in (English) SAN, NULL-terminated. */
const char * const *chess_analysis_get_line_san    (ChessAnalysis       *self,
                                                    guint                line);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessAnalysis, chess_analysis_unref)

/* How long one analysis searches: DEPTH plies and/or MOVE_TIME ms, which
 * ever comes first; both 0: until cancelled ("go infinite"). LINES: how
 * many best lines (MultiPV), 1 to CHESS_ANALYSIS_MAX_LINES. */
typedef struct
{
  guint depth;
  guint move_time;
  guint lines;
} ChessAnalysisLimits;

#define CHESS_TYPE_ANALYSER (chess_analyser_get_type ())
G_DECLARE_FINAL_TYPE (ChessAnalyser, chess_analyser, CHESS, ANALYSER, GObject)

/* Signals:
 *   ::progress (ChessAnalysis *partial): the lines of each depth reached
 *     by the running analysis, for a live display. */

/* Nothing starts until the first analysis. */
ChessAnalyser      *chess_analyser_new             (const char          *path);
const char         *chess_analyser_get_path        (ChessAnalyser       *self);

/* Analyses the position after NODE of GAME (its moves from the start sent
 * to the engine, so that it knows the repetitions). The game is only read
 * at the call. Cancelling sends "stop" at once and completes with
 * G_IO_ERROR_CANCELLED; the next analysis waits for the engine to stop.
 * One at a time: G_IO_ERROR_PENDING while another runs. A position
 * without legal moves is answered without the engine. Errors are
 * CHESS_ENGINE_ERROR's. */
void                chess_analyser_analyse_async   (ChessAnalyser             *self,
                                                    ChessGame                 *game,
                                                    ChessGameNode             *node,
                                                    const ChessAnalysisLimits *limits,
                                                    GCancellable              *cancellable,
                                                    GAsyncReadyCallback        callback,
                                                    gpointer                   user_data);
ChessAnalysis      *chess_analyser_analyse_finish  (ChessAnalyser             *self,
                                                    GAsyncResult              *result,
                                                    GError                   **error);
/* Ends the engine's process; a running analysis fails with
 * G_IO_ERROR_CANCELLED. The next one starts a new process. */
void                chess_analyser_stop            (ChessAnalyser             *self);

G_END_DECLS
