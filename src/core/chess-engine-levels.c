/* chess-engine-levels.c: the eight levels, and how an engine plays each
 *
 * Every level has a time per move and, below full strength, a rating.
 * An engine whose UCI_Elo goes that low gets the rating; one with only a
 * "Skill Level" gets a skill spread over its range for levels 4 to 7.
 * Below that — under the engine's floor, which is 1350 for Stockfish —
 * the engine is weakened the way a weak human is weak, never by random
 * moves:
 *
 *  - it searches only to a small depth, with MultiPV candidates;
 *  - it plays one of those candidates, chosen by its evaluation: a move
 *    that is D centipawns worse than the best is exp (-D / T) times as
 *    likely as the best, T being the level's temperature. A beginner
 *    (T = 250) often plays a move a pawn worse and now and then drops a
 *    piece; level 3 (T = 60) seldom gives away more than a pawn;
 *  - on some moves (the level's oversight rate) it plays what the
 *    shallowest search (depth 1) liked best: a one-move look that misses
 *    the opponent's threats, the typical beginner's blunder.
 *
 * The engine itself plays at full strength in those searches, so that
 * the candidates' scores are honest. The random draws come from a GRand
 * that tests and the benchmark seed (chess_engine_set_seed()).
 *
 *   level        1     2     3     4     5     6     7     8
 *   ms           100   150   250   400   600   900   1300  2000
 *   Elo          800   1000  1200  1350  1600  1900  2300  full
 *   weakened:
 *     depth      3     4     6     8     10    12    14
 *     MultiPV    6     5     4     3     3     2     2
 *     T (cp)     250   150   60    40    20    10    5
 *     oversight  30%   20%   10%   5%    2%    0     0
 *
 * With Stockfish (UCI_Elo from 1350) levels 1 to 3 are weakened and 4 to
 * 7 set UCI_Elo. tests/bench/levels measures the ladder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine"

#include <math.h>
#include <string.h>

#include "chess-engine-private.h"

static const ChessUciLevel levels[CHESS_ENGINE_MAX_LEVEL] = {
  {  100,  700,  1, 8, 400,  0 },
  {  150,  900,  2, 6, 200, 25 },
  {  250, 1100,  4, 4, 110, 12 },
  {  400, 1300,  7, 4,  35,  5 },
  {  600, 1700,  9, 3,  25,  3 },
  {  900, 2100, 12, 2,  12,  0 },
  { 1300, 2500, 14, 2,   6,  0 },
  { 2000,    0,  0, 1,   0,  0 },
};

/* The first level that a Skill Level alone plays; below it the engine is
 * weakened. */
#define SKILL_FIRST_LEVEL 4

/* Mates rank beyond any evaluation, the nearer the better. */
#define MATE_RANK 100000

const ChessUciLevel *
chess_uci_get_level (guint level)
{
  level = CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL);
  return &levels[level - CHESS_ENGINE_MIN_LEVEL];
}

void
chess_uci_get_strength (const ChessUciOptions *options,
                        guint                  level,
                        ChessUciStrength      *strength)
{
  const ChessUciLevel *info = chess_uci_get_level (level);

  memset (strength, 0, sizeof *strength);
  strength->multipv = 1;

  if (info->elo == 0)
    {
      strength->kind = CHESS_UCI_STRENGTH_FULL;
      return;
    }
  /* An engine may announce min > max: then max wins. */
  if (options->limit_strength && options->elo
      && info->elo >= MIN (options->elo_min, options->elo_max))
    {
      strength->kind = CHESS_UCI_STRENGTH_ELO;
      strength->value = MIN (info->elo, options->elo_max);
      return;
    }
  /* Skill Level only where it is all there is. */
  if (options->skill && !(options->limit_strength && options->elo) && level >= SKILL_FIRST_LEVEL)
    {
      gint64 span = (gint64) options->skill_max - options->skill_min;

      strength->kind = CHESS_UCI_STRENGTH_SKILL;
      strength->value = options->skill_min
                        + (gint) (span * (gint64) (level - SKILL_FIRST_LEVEL)
                                  / (CHESS_ENGINE_MAX_LEVEL - SKILL_FIRST_LEVEL));
      return;
    }

  strength->kind = CHESS_UCI_STRENGTH_WEAKENED;
  strength->depth = info->depth;
  strength->temperature = info->temperature;
  strength->oversight = info->oversight;
  if (options->multipv)
    strength->multipv = (guint) CLAMP ((gint) info->multipv, 1, MAX (options->multipv_max, 1));
}

GStrv
chess_uci_strength_commands (const ChessUciOptions  *options,
                             const ChessUciStrength *strength)
{
  GPtrArray *commands = g_ptr_array_new ();
  /* Without candidates to choose from, a weakened level takes the
   * engine's own weakest setting as well as the small depth. */
  gboolean weakest = strength->kind == CHESS_UCI_STRENGTH_WEAKENED && strength->multipv == 1;

  switch (strength->kind)
    {
    case CHESS_UCI_STRENGTH_ELO:
      g_ptr_array_add (commands, g_strdup ("setoption name UCI_LimitStrength value true"));
      g_ptr_array_add (commands, g_strdup_printf ("setoption name UCI_Elo value %d", strength->value));
      break;

    case CHESS_UCI_STRENGTH_SKILL:
      if (options->limit_strength)
        g_ptr_array_add (commands, g_strdup ("setoption name UCI_LimitStrength value false"));
      g_ptr_array_add (commands, g_strdup_printf ("setoption name Skill Level value %d", strength->value));
      break;

    case CHESS_UCI_STRENGTH_WEAKENED:
      if (weakest && options->limit_strength && options->elo)
        {
          g_ptr_array_add (commands, g_strdup ("setoption name UCI_LimitStrength value true"));
          g_ptr_array_add (commands, g_strdup_printf ("setoption name UCI_Elo value %d",
                                                      MIN (options->elo_min, options->elo_max)));
          break;
        }
      if (options->limit_strength)
        g_ptr_array_add (commands, g_strdup ("setoption name UCI_LimitStrength value false"));
      if (options->skill)
        g_ptr_array_add (commands, g_strdup_printf ("setoption name Skill Level value %d",
                                                    weakest ? options->skill_min : options->skill_max));
      break;

    case CHESS_UCI_STRENGTH_FULL:
    default:
      if (options->limit_strength)
        g_ptr_array_add (commands, g_strdup ("setoption name UCI_LimitStrength value false"));
      if (options->skill)
        g_ptr_array_add (commands, g_strdup_printf ("setoption name Skill Level value %d",
                                                    options->skill_max));
      break;
    }
  /* MultiPV stays as set: only a weakened level asks for more than one. */
  if (options->multipv)
    g_ptr_array_add (commands, g_strdup_printf ("setoption name MultiPV value %u", strength->multipv));

  g_ptr_array_add (commands, NULL);
  return (GStrv) g_ptr_array_free (commands, FALSE);
}

static gboolean
parse_number (const char *text,
              gint64      min,
              gint64      max,
              gint64     *value)
{
  return text != NULL && g_ascii_string_to_signed (text, 10, min, max, value, NULL);
}

gboolean
chess_uci_parse_info (const char   *line,
                      ChessUciInfo *info)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  gboolean have_score = FALSE;
  gint64 number;

  memset (info, 0, sizeof *info);
  info->multipv = 1;
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];
      const char *next = words[i + 1];

      if (strcmp (word, "depth") == 0 && parse_number (next, 0, G_MAXUINT16, &number))
        info->depth = (guint) number;
      else if (strcmp (word, "multipv") == 0 && parse_number (next, 1, 500, &number))
        info->multipv = (guint) number;
      else if (strcmp (word, "score") == 0 && next != NULL && words[i + 2] != NULL
               && (strcmp (next, "cp") == 0 || strcmp (next, "mate") == 0)
               && parse_number (words[i + 2], -MATE_RANK / 2, MATE_RANK / 2, &number))
        {
          info->mate = strcmp (next, "mate") == 0;
          info->score = (gint) number;
          have_score = TRUE;
          i += 2;
        }
      else if (strcmp (word, "lowerbound") == 0 || strcmp (word, "upperbound") == 0)
        info->bound = TRUE;
      else if (strcmp (word, "pv") == 0)
        {
          if (next != NULL && strlen (next) < CHESS_UCI_MOVE_MAX)
            strcpy (info->move, next);
          /* The pv runs to the end of the line. */
          break;
        }
      else if (strcmp (word, "string") == 0)
        break;
    }
  return have_score && info->move[0] != '\0';
}

gint
chess_uci_info_rank (const ChessUciInfo *info)
{
  if (!info->mate)
    return CLAMP (info->score, -MATE_RANK / 2, MATE_RANK / 2);
  /* "mate 0" is the side to move mated. */
  if (info->score > 0)
    return MATE_RANK - info->score;
  return -MATE_RANK - info->score;
}

guint
chess_uci_choose_candidate (const gint *ranks,
                            guint       n,
                            guint       temperature,
                            GRand      *rand)
{
  double weights[64];
  double total = 0, pick;
  gint best = G_MININT;

  g_return_val_if_fail (n > 0, 0);

  pick = g_rand_double (rand);
  n = MIN (n, G_N_ELEMENTS (weights));
  for (guint i = 0; i < n; i++)
    best = MAX (best, ranks[i]);
  for (guint i = 0; i < n; i++)
    {
      /* At temperature 0 only the best is ever played. */
      double loss = (double) best - ranks[i];

      weights[i] = temperature > 0 ? exp (-loss / temperature) : (loss == 0 ? 1 : 0);
      total += weights[i];
    }
  pick *= total;
  for (guint i = 0; i < n; i++)
    {
      if (pick < weights[i])
        return i;
      pick -= weights[i];
    }
  /* Rounding: the last with any chance. */
  for (guint i = n; i-- > 0;)
    if (weights[i] > 0)
      return i;
  return 0;
}

static void
keep_score (ChessEngine        *self,
            const ChessUciInfo *best)
{
  self->have_score = TRUE;
  self->score.mate = best->mate;
  self->score.value = best->score;
}

/* The candidate's move if it is legal in the position searched. */
static ChessMove *
parse_candidate (Search     *search,
                 const char *text)
{
  return chess_position_parse_uci (search->position, text, NULL);
}

ChessMove *
_chess_engine_choose_move (ChessEngine  *self,
                           Search       *search,
                           const char   *bestmove,
                           GError      **error)
{
  GArray *candidates = search->candidates;
  g_autofree gint *ranks = NULL;
  g_autoptr(ChessMove) best = NULL;
  ChessMove *move = NULL;
  guint n = 0, chosen;
  gboolean oversight;

  /* The engine's own answer is checked whatever is played: an engine
   * that sends nonsense is at fault at every level. */
  best = chess_uci_parse_bestmove (search->position, bestmove, error);
  if (best == NULL)
    return NULL;

  /* Lines the engine skipped (a search stopped by its time) are gaps. */
  while (n < candidates->len && g_array_index (candidates, ChessUciInfo, n).move[0] != '\0')
    n++;
  if (n > 0)
    keep_score (self, &g_array_index (candidates, ChessUciInfo, 0));

  if (search->plan.kind != CHESS_UCI_STRENGTH_WEAKENED || n == 0)
    return g_steal_pointer (&best);

  /* Both draws every time, so that a seed gives the same games. */
  oversight = g_rand_int_range (self->rand, 0, 100) < (gint32) search->plan.oversight;
  ranks = g_new (gint, n);
  for (guint i = 0; i < n; i++)
    ranks[i] = chess_uci_info_rank (&g_array_index (candidates, ChessUciInfo, i));
  chosen = chess_uci_choose_candidate (ranks, n, search->plan.temperature, self->rand);

  if (oversight && search->shallow.move[0] != '\0')
    move = parse_candidate (search, search->shallow.move);
  if (move == NULL)
    move = parse_candidate (search, g_array_index (candidates, ChessUciInfo, chosen).move);
  g_debug ("weakened: %u candidates, %s%s", n, oversight ? "oversight, " : "",
           g_array_index (candidates, ChessUciInfo, chosen).move);
  /* A candidate that is no legal move: the engine's bestmove stands. */
  return move != NULL ? move : g_steal_pointer (&best);
}
