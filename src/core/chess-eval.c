/* chess-eval.c: engine evaluations from White's side, winning chances,
 * lichess's judgement of a move, and the [%eval …] comment command
 *
 * The judgement is lichess's, so that a game reviewed here reads as the
 * same game reviewed there (lila, modules/tree/src/main/Advice.scala, and
 * scalachess's WinPercent, core/src/main/scala/eval.scala; the rule is
 * explained at https://lichess.org/page/accuracy):
 *
 *  - A centipawn score becomes White's winning chances
 *      wc(cp) = 2 / (1 + exp(-0.00368208 · cp)) − 1,
 *    from −1 (Black wins) to +1, with cp ceiled at ±1000.
 *  - When both evaluations, before and after a move, are centipawns, the
 *    move's drop is how much the mover's winning chances fell:
 *    a drop of at least 0.3 is a blunder (??, $4), of 0.2 a mistake
 *    (?, $2), of 0.1 an inaccuracy (?!, $6).
 *  - With a mate on either side, only two things are judged: a move that
 *    lets the opponent mate by force when there was no mate against the
 *    mover before ("checkmate is now unavoidable"), and a move that loses
 *    a forced mate the mover had ("lost forced checkmate sequence"). Each
 *    is a blunder, unless the mover was already losing by more than 7
 *    pawns (mistake) or 9.99 pawns (inaccuracy), or, for a lost mate,
 *    is still winning by that much. A slower mate is no mistake.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-eval"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "chess-eval.h"

#define WINNING_CHANCES_MULTIPLIER 0.00368208

ChessEval
chess_eval_from_uci (gboolean mate,
                     gint     value,
                     gboolean white_to_move)
{
  ChessEval eval;

  eval.kind = mate ? CHESS_EVAL_MATE : CHESS_EVAL_CP;
  eval.value = white_to_move ? value : -value;
  /* "mate 0": the side to move is mated; UCI engines rarely say it. */
  if (mate && value == 0)
    {
      eval.kind = CHESS_EVAL_CHECKMATE;
      eval.value = white_to_move ? -1 : 1;
    }
  return eval;
}

static gdouble
winning_chances_of_cp (gint cp)
{
  cp = CLAMP (cp, -CHESS_EVAL_CP_CEILING, CHESS_EVAL_CP_CEILING);
  return 2.0 / (1.0 + exp (-WINNING_CHANCES_MULTIPLIER * cp)) - 1.0;
}

gdouble
chess_eval_winning_chances (const ChessEval *eval)
{
  g_return_val_if_fail (eval != NULL, 0);

  switch (eval->kind)
    {
    case CHESS_EVAL_CP:
      return winning_chances_of_cp (eval->value);
    case CHESS_EVAL_MATE:
    case CHESS_EVAL_CHECKMATE:
      return winning_chances_of_cp (eval->value > 0 ? CHESS_EVAL_CP_CEILING : -CHESS_EVAL_CP_CEILING);
    case CHESS_EVAL_NONE:
    default:
      return 0;
    }
}

/* A mate for the mover, as lichess's MateAdvice sees it: the moves to
 * mate (negative: the mover is mated), 0 for none. A mate on the board
 * counts as a mate the mover has. */
static gint
mover_mate (const ChessEval *eval,
            gint             sign)
{
  if (eval->kind == CHESS_EVAL_MATE)
    return eval->value * sign;
  if (eval->kind == CHESS_EVAL_CHECKMATE)
    return eval->value * sign > 0 ? 1 : -1;
  return 0;
}

static ChessJudgement
judge_by_cp (gint cp)
{
  if (cp > 999)
    return CHESS_JUDGEMENT_INACCURACY;
  if (cp > 700)
    return CHESS_JUDGEMENT_MISTAKE;
  return CHESS_JUDGEMENT_BLUNDER;
}

ChessJudgement
chess_eval_judge (const ChessEval *before,
                  const ChessEval *after,
                  gboolean         white_moved)
{
  gint sign = white_moved ? 1 : -1;
  gint mate_before, mate_after, cp_before, cp_after;

  g_return_val_if_fail (before != NULL && after != NULL, CHESS_JUDGEMENT_NONE);

  if (before->kind == CHESS_EVAL_NONE || after->kind == CHESS_EVAL_NONE)
    return CHESS_JUDGEMENT_NONE;

  if (before->kind == CHESS_EVAL_CP && after->kind == CHESS_EVAL_CP)
    {
      gdouble drop = (chess_eval_winning_chances (before) - chess_eval_winning_chances (after)) * sign;

      /* A hair of tolerance: 0.3 must not turn into 0.29999… */
      if (drop >= 0.3 - 1e-9)
        return CHESS_JUDGEMENT_BLUNDER;
      if (drop >= 0.2 - 1e-9)
        return CHESS_JUDGEMENT_MISTAKE;
      if (drop >= 0.1 - 1e-9)
        return CHESS_JUDGEMENT_INACCURACY;
      return CHESS_JUDGEMENT_NONE;
    }

  mate_before = mover_mate (before, sign);
  mate_after = mover_mate (after, sign);
  cp_before = before->kind == CHESS_EVAL_CP ? before->value * sign : 0;
  cp_after = after->kind == CHESS_EVAL_CP ? after->value * sign : 0;

  /* Checkmate is now unavoidable. */
  if (mate_before == 0 && mate_after < 0)
    {
      /* Lichess's thresholds, turned round to the mover's loss. */
      if (cp_before < -999)
        return CHESS_JUDGEMENT_INACCURACY;
      if (cp_before < -700)
        return CHESS_JUDGEMENT_MISTAKE;
      return CHESS_JUDGEMENT_BLUNDER;
    }
  /* A forced mate lost. */
  if (mate_before > 0 && mate_after <= 0)
    return judge_by_cp (cp_after);
  return CHESS_JUDGEMENT_NONE;
}

char *
chess_eval_to_string (const ChessEval *eval)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (eval != NULL, NULL);

  switch (eval->kind)
    {
    case CHESS_EVAL_CP:
      /* Locale-independent: a comma would break every reader. */
      g_ascii_formatd (buffer, sizeof buffer, "%.2f", eval->value / 100.0);
      if (strcmp (buffer, "-0.00") == 0)
        return g_strdup ("0.00");
      return g_strdup (buffer);
    case CHESS_EVAL_MATE:
      return g_strdup_printf ("#%d", eval->value);
    case CHESS_EVAL_CHECKMATE:
    case CHESS_EVAL_NONE:
    default:
      return NULL;
    }
}

char *
chess_eval_to_display (const ChessEval *eval)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (eval != NULL, NULL);

  switch (eval->kind)
    {
    case CHESS_EVAL_CP:
      g_ascii_formatd (buffer, sizeof buffer, "%.1f", ABS (eval->value) / 100.0);
      if (eval->value >= 5)
        return g_strdup_printf ("+%s", buffer);
      if (eval->value <= -5)
        return g_strdup_printf ("−%s", buffer);
      return g_strdup (buffer);
    case CHESS_EVAL_MATE:
      return g_strdup_printf (eval->value > 0 ? "#%d" : "#−%d", ABS (eval->value));
    case CHESS_EVAL_CHECKMATE:
      return g_strdup (eval->value > 0 ? "1–0" : "0–1");
    case CHESS_EVAL_NONE:
    default:
      return g_strdup ("");
    }
}

/* Where the [%eval …] command is in COMMENT: its start and its end
 * (after the "]"), or FALSE. */
static gboolean
find_eval_command (const char  *comment,
                   const char **start,
                   const char **end)
{
  const char *at = comment != NULL ? strstr (comment, "[%eval") : NULL;
  const char *close;

  if (at == NULL || (at[6] != ' ' && at[6] != '\t'))
    return FALSE;
  close = strchr (at, ']');
  if (close == NULL)
    return FALSE;
  *start = at;
  *end = close + 1;
  return TRUE;
}

gboolean
chess_eval_parse_comment (const char *comment,
                          ChessEval  *eval)
{
  const char *start, *end, *p;
  g_autofree char *text = NULL;
  char *stop;

  g_return_val_if_fail (eval != NULL, FALSE);

  if (!find_eval_command (comment, &start, &end))
    return FALSE;
  /* The value, up to a ",depth" some programs add, or the "]". */
  for (p = start + 6; *p == ' ' || *p == '\t'; p++)
    ;
  text = g_strndup (p, strcspn (p, ",] \t"));
  if (text[0] == '#')
    {
      gint64 moves;

      if (!g_ascii_string_to_signed (text + 1, 10, -999, 999, &moves, NULL) || moves == 0)
        return FALSE;
      eval->kind = CHESS_EVAL_MATE;
      eval->value = (gint) moves;
      return TRUE;
    }
  else
    {
      gdouble pawns = g_ascii_strtod (text, &stop);

      if (stop == text || *stop != '\0' || !isfinite (pawns) || fabs (pawns) > 1000)
        return FALSE;
      eval->kind = CHESS_EVAL_CP;
      eval->value = (gint) lround (pawns * 100);
      return TRUE;
    }
}

char *
chess_eval_set_in_comment (const char      *comment,
                           const ChessEval *eval)
{
  g_autofree char *value = chess_eval_to_string (eval);
  g_autoptr(GString) text = g_string_new (NULL);
  const char *start, *end;

  if (find_eval_command (comment, &start, &end))
    {
      g_string_append_len (text, comment, start - comment);
      if (value != NULL)
        g_string_append_printf (text, "[%%eval %s]", value);
      g_string_append (text, end);
    }
  else
    {
      /* In front, as lichess writes it: { [%eval 0.17] [%clk 0:03:00] }. */
      if (value != NULL)
        g_string_append_printf (text, "[%%eval %s] ", value);
      if (comment != NULL)
        g_string_append (text, comment);
    }
  g_strstrip (text->str);
  g_string_set_size (text, strlen (text->str));
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}
