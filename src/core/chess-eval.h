/* chess-eval.h: engine evaluations from White's side, winning chances,
 * lichess's judgement of a move, and the [%eval …] comment command
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  CHESS_EVAL_NONE,       /* not evaluated */
  CHESS_EVAL_CP,         /* VALUE centipawns */
  CHESS_EVAL_MATE,       /* mate in VALUE moves; negative: Black mates */
  CHESS_EVAL_CHECKMATE,  /* the game ended in mate: VALUE +1 White won, -1 Black */
} ChessEvalKind;

/* An evaluation, always from White's side (as [%eval] and eval bars are;
 * UCI speaks for the side to move). */
typedef struct
{
  ChessEvalKind kind;
  gint          value;
} ChessEval;

/* Centipawns beyond which winning chances do not grow (lichess's ceiling). */
#define CHESS_EVAL_CP_CEILING 1000

/* No judgement, or lichess's three, each with the NAG it is written as. */
typedef enum
{
  CHESS_JUDGEMENT_NONE = 0,
  CHESS_JUDGEMENT_INACCURACY = 6,   /* $6 ?! */
  CHESS_JUDGEMENT_MISTAKE = 2,      /* $2 ?  */
  CHESS_JUDGEMENT_BLUNDER = 4,      /* $4 ?? */
} ChessJudgement;

/* A UCI score (for the side to move) as White sees it. */
ChessEval       chess_eval_from_uci          (gboolean        mate,
                                              gint            value,
                                              gboolean        white_to_move);
/* White's winning chances, -1 (Black wins) to +1: 2/(1+exp(-0.00368208·cp))−1
 * with cp ceiled at ±1000; a mate counts as the ceiling. 0 for NONE. */
gdouble         chess_eval_winning_chances   (const ChessEval *eval);
/* lichess's judgement of a move by WHITE_MOVED (TRUE: White made it) from
 * the evaluation BEFORE it to the one AFTER it (see chess-eval.c). */
ChessJudgement  chess_eval_judge             (const ChessEval *before,
                                              const ChessEval *after,
                                              gboolean         white_moved);
/* "0.17", "-1.05", "#3", "#-2": as [%eval] writes it; NULL for NONE and
 * CHECKMATE, which have none. */
char           *chess_eval_to_string         (const ChessEval *eval);
/* "+0.17", "−1.05", "#3", "#−2", "1‑0": for people (the eval bar). */
char           *chess_eval_to_display        (const ChessEval *eval);
/* Reads the [%eval …] command in COMMENT (NULL allowed); FALSE when there
 * is none or it cannot be read. */
gboolean        chess_eval_parse_comment     (const char      *comment,
                                              ChessEval       *eval);
/* COMMENT with its [%eval] command replaced by EVAL's (added at the
 * front when it had none, removed when EVAL has no string); the rest of
 * the text kept. Returns NULL for an empty comment. */
char           *chess_eval_set_in_comment    (const char      *comment,
                                              const ChessEval *eval);

G_END_DECLS
