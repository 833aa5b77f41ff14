/* chess-analysis.c: what one analysis found, line by line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analysis"

#include <string.h>

#include "chess-analysis-private.h"
#include "chess-move.h"

struct _ChessAnalysis
{
  gatomicrefcount  ref_count;
  ChessPosition   *position;
  GArray          *lines;   /* ChessAnalysisLine */
};

static const ChessEval no_eval = { CHESS_EVAL_NONE, 0 };

G_DEFINE_BOXED_TYPE (ChessAnalysis, chess_analysis, chess_analysis_ref, chess_analysis_unref)

static void
line_clear (gpointer data)
{
  ChessAnalysisLine *line = data;

  g_clear_pointer (&line->moves, g_ptr_array_unref);
  g_clear_pointer (&line->san, g_strfreev);
}

ChessAnalysis *
_chess_analysis_new (const ChessPosition *position)
{
  ChessAnalysis *self = g_new0 (ChessAnalysis, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->position = chess_position_copy (position);
  self->lines = g_array_new (FALSE, TRUE, sizeof (ChessAnalysisLine));
  g_array_set_clear_func (self->lines, line_clear);
  return self;
}

ChessAnalysis *
chess_analysis_new_final (const ChessPosition *position)
{
  ChessAnalysis *self;
  ChessAnalysisLine line = { 0 };

  g_return_val_if_fail (position != NULL, NULL);

  if (chess_position_count_legal_moves (position) > 0)
    return NULL;
  self = _chess_analysis_new (position);
  if (chess_position_is_checkmate (position))
    {
      line.eval.kind = CHESS_EVAL_CHECKMATE;
      line.eval.value = chess_position_get_side_to_move (position) == CHESS_COLOR_WHITE ? -1 : 1;
    }
  else
    line.eval.kind = CHESS_EVAL_CP;
  line.moves = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
  line.san = g_new0 (char *, 1);
  g_array_append_val (self->lines, line);
  return self;
}

ChessAnalysis *
chess_analysis_ref (ChessAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
chess_analysis_unref (ChessAnalysis *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  chess_position_free (self->position);
  g_array_unref (self->lines);
  g_free (self);
}

void
_chess_analysis_set_line (ChessAnalysis *self,
                          guint          index,
                          guint          depth,
                          gboolean       mate,
                          gint           score,
                          const char    *pv)
{
  g_autoptr(ChessPosition) position = chess_position_copy (self->position);
  g_auto(GStrv) words = g_strsplit_set (pv != NULL ? pv : "", " \t", -1);
  g_autoptr(GStrvBuilder) san = g_strv_builder_new ();
  ChessAnalysisLine *line;

  if (self->lines->len <= index)
    g_array_set_size (self->lines, index + 1);
  line = &g_array_index (self->lines, ChessAnalysisLine, index);
  line_clear (line);
  line->depth = depth;
  line->eval = chess_eval_from_uci (mate, score,
                                    chess_position_get_side_to_move (self->position) == CHESS_COLOR_WHITE);
  line->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);

  /* An engine's line is checked like its moves: it stops at the first
   * word that is not a legal move. */
  for (guint i = 0; words[i] != NULL; i++)
    {
      ChessMove *move;
      ChessPosition *next;
      char *text;

      if (*words[i] == '\0')
        continue;
      move = chess_position_parse_uci (position, words[i], NULL);
      if (move == NULL)
        break;
      text = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
      g_strv_builder_add (san, text);
      g_free (text);
      next = chess_position_play (position, move);
      g_ptr_array_add (line->moves, move);
      chess_position_free (position);
      position = next;
      if (position == NULL)
        break;
    }
  line->san = g_strv_builder_end (san);
}

void
_chess_analysis_truncate (ChessAnalysis *self,
                          guint          n)
{
  if (self->lines->len > n)
    g_array_set_size (self->lines, n);
}

ChessAnalysis *
_chess_analysis_copy (ChessAnalysis *self)
{
  ChessAnalysis *copy = _chess_analysis_new (self->position);

  for (guint i = 0; i < self->lines->len; i++)
    {
      const ChessAnalysisLine *line = &g_array_index (self->lines, ChessAnalysisLine, i);
      ChessAnalysisLine new_line = *line;

      if (line->moves == NULL)
        {
          new_line.moves = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
          new_line.san = g_new0 (char *, 1);
        }
      else
        {
          new_line.moves = g_ptr_array_new_full (line->moves->len, (GDestroyNotify) chess_move_free);
          for (guint j = 0; j < line->moves->len; j++)
            g_ptr_array_add (new_line.moves, chess_move_copy (g_ptr_array_index (line->moves, j)));
          new_line.san = g_strdupv (line->san);
        }
      g_array_append_val (copy->lines, new_line);
    }
  return copy;
}

const ChessPosition *
chess_analysis_get_position (ChessAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->position;
}

const ChessEval *
chess_analysis_get_eval (ChessAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (self->lines->len == 0)
    return &no_eval;
  return &g_array_index (self->lines, ChessAnalysisLine, 0).eval;
}

guint
chess_analysis_get_depth (ChessAnalysis *self)
{
  g_return_val_if_fail (self != NULL, 0);
  if (self->lines->len == 0)
    return 0;
  return g_array_index (self->lines, ChessAnalysisLine, 0).depth;
}

guint
chess_analysis_get_n_lines (ChessAnalysis *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->lines->len;
}

const ChessEval *
chess_analysis_get_line_eval (ChessAnalysis *self,
                              guint          line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (line < self->lines->len, NULL);
  return &g_array_index (self->lines, ChessAnalysisLine, line).eval;
}

GPtrArray *
chess_analysis_get_line_moves (ChessAnalysis *self,
                               guint          line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (line < self->lines->len, NULL);
  return g_array_index (self->lines, ChessAnalysisLine, line).moves;
}

const char * const *
chess_analysis_get_line_san (ChessAnalysis *self,
                             guint          line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (line < self->lines->len, NULL);
  return (const char * const *) g_array_index (self->lines, ChessAnalysisLine, line).san;
}
