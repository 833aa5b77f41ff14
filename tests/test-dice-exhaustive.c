/* test-dice-exhaustive.c: the single-die procedure over every sequence of
 * faces, and thrown many times
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-dice.h"
#include "chess-startpos.h"
#include "test-dice-util.h"

/*
 * The exhaustive proof of uniformity: every sequence of accepted faces is
 * equally likely (re-rolls only repeat a stage), so the draw is uniform
 * exactly when every start position comes from the same number of
 * sequences.
 */

static const guint accepted_per_stage[MAX_STAGES] = { 4, 4, 6, 5, 4, 6 };

typedef struct {
  ChessVariant variant;
  guint        n_stages;
  guint       *counts;
  guint        n_sequences;
} Enumeration;

/* A new ChessDice with the N_FACES accepted FACES applied; checks the
 * number as it builds, and that no placed piece ever moves. */
static ChessDice *
replay (ChessVariant  variant,
        const guint  *faces,
        guint         n_faces,
        char          partial[MAX_STAGES + 1][9])
{
  ChessDice *dice = chess_dice_new (variant);

  g_strlcpy (partial[0], chess_dice_get_back_rank (dice), 9);

  for (guint i = 0; i < n_faces; i++)
    {
      ChessDiceRoll roll;

      g_assert_cmpint (chess_dice_get_stage (dice), ==, i);
      g_assert_true (chess_dice_apply (dice, faces[i], &roll));
      g_assert_true (roll.accepted);
      g_assert_cmpuint (chess_dice_get_number (dice), ==, expected_number (faces, i + 1));
      g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, i + 1);
      g_strlcpy (partial[i + 1], chess_dice_get_back_rank (dice), 9);

      for (guint file = 0; file < 8; file++)
        if (partial[i][file] != '.')
          g_assert_cmpint (partial[i + 1][file], ==, partial[i][file]);
    }

  return dice;
}

static void
check_rejected_faces (ChessDice *dice,
                      guint      stage)
{
  for (guint face = accepted_per_stage[stage] + 1; face <= 6; face++)
    {
      ChessDiceRoll roll;
      Snapshot before, after;

      snapshot (dice, &before);
      g_assert_true (chess_dice_apply (dice, face, &roll));
      g_assert_false (roll.accepted);
      g_assert_cmpuint (roll.n_placed, ==, 0);
      snapshot (dice, &after);
      g_assert_cmpuint (after.n_rolls, ==, before.n_rolls + 1);
      after.n_rolls = before.n_rolls;
      assert_same_snapshot (&before, &after);
    }

  assert_refused (dice, 0);
  assert_refused (dice, 7);
}

static void
enumerate (Enumeration *e,
           guint       *faces,
           guint        depth)
{
  g_autoptr(ChessDice) dice = NULL;
  char partial[MAX_STAGES + 1][9];
  char back_rank[9];
  guint number;

  dice = replay (e->variant, faces, depth, partial);

  if (depth < e->n_stages)
    {
      g_assert_cmpint (chess_dice_get_stage (dice), ==, depth);
      g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, accepted_per_stage[depth]);
      g_assert_false (chess_dice_is_complete (dice));

      check_rejected_faces (dice, depth);

      for (guint face = 1; face <= accepted_per_stage[depth]; face++)
        {
          faces[depth] = face;
          enumerate (e, faces, depth + 1);
        }
      return;
    }

  if (e->variant == CHESS_VARIANT_CHESS960)
    {
      g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
      g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 0);
      for (guint face = 0; face <= 7; face++)
        assert_refused (dice, face);
      g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
    }

  g_assert_true (chess_dice_is_complete (dice));
  g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_DONE);
  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 0);

  number = chess_dice_get_number (dice);
  g_assert_cmpuint (number, ==, expected_number (faces, depth));
  g_assert_cmpuint (number, <, chess_startpos_count (e->variant));

  g_assert_true (chess_startpos_get_back_rank (e->variant, number, back_rank, NULL));
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, back_rank);

  /* Pieces placed along the way are where they end. */
  for (guint i = 0; i <= depth; i++)
    for (guint file = 0; file < 8; file++)
      if (partial[i][file] != '.')
        g_assert_cmpint (back_rank[file], ==, partial[i][file]);

  e->counts[number]++;
  e->n_sequences++;
}

static void
test_exhaustive (gconstpointer data)
{
  ChessVariant variant = GPOINTER_TO_INT (data);
  guint count = chess_startpos_count (variant);
  g_autofree guint *counts = g_new0 (guint, count);
  guint faces[MAX_STAGES] = { 0, };
  Enumeration e = { variant, 0, counts, 0 };
  guint per_position;

  if (variant == CHESS_VARIANT_CHESS960)
    {
      e.n_stages = 5;
      per_position = 2;
      g_assert_cmpuint (count, ==, 960);
    }
  else
    {
      e.n_stages = 6;
      per_position = 4;
      g_assert_cmpuint (count, ==, 2880);
    }

  enumerate (&e, faces, 0);

  g_assert_cmpuint (e.n_sequences, ==, variant == CHESS_VARIANT_CHESS960 ? 1920 : 11520);
  for (guint n = 0; n < count; n++)
    {
      if (counts[n] != per_position)
        g_test_message ("start position %u comes from %u roll sequences", n, counts[n]);
      g_assert_cmpuint (counts[n], ==, per_position);
    }
}

static void
test_throw (gconstpointer data)
{
  ChessVariant variant = GPOINTER_TO_INT (data);
  guint min_rolls = variant == CHESS_VARIANT_CHESS960 ? 5 : 6;
  guint total_rolls = 0;
  const guint n_draws = 2000;

  for (guint i = 0; i < n_draws; i++)
    {
      g_autoptr(ChessDice) dice = chess_dice_new (variant);
      char back_rank[9];
      guint n_throws = 0;
      Recorder recorder;

      recorder_init (&recorder, dice);

      /* Each throw finishes a stage with probability at least 2/3: 200
       * throws without finishing will not happen. */
      while (!chess_dice_is_complete (dice))
        {
          ChessDiceRoll roll;

          g_assert_true (chess_dice_throw (dice, &roll));
          g_assert_cmpuint (++n_throws, <, 200);
          g_assert_cmpuint (recorder.n_rolled, ==, n_throws);

          if (roll.face == 0)
            {
              g_assert_cmpint (variant, ==, CHESS_VARIANT_CHESS960);
              g_assert_cmpint (roll.stage, ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
            }
          else
            {
              g_assert_cmpuint (roll.face, >=, 1);
              g_assert_cmpuint (roll.face, <=, 6);
            }
        }

      g_assert_cmpuint (chess_dice_get_n_rolls (dice), >=, min_rolls);
      total_rolls += chess_dice_get_n_rolls (dice);

      g_assert_true (chess_startpos_get_back_rank (variant, chess_dice_get_number (dice),
                                                   back_rank, NULL));
      g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, back_rank);
      g_assert_false (chess_dice_throw (dice, NULL));

      recorder_clear (&recorder, dice);
    }

  /* 6.7 throws on average for Chess960 (7.7 for Chess960x3), with a
   * standard deviation of the mean under 0.05 here. */
  g_test_message ("%.2f throws per draw", (double) total_rolls / n_draws);
  g_assert_cmpfloat ((double) total_rolls / n_draws, >, min_rolls + 1.7 - 0.3);
  g_assert_cmpfloat ((double) total_rolls / n_draws, <, min_rolls + 1.7 + 0.3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/dice/chess960/exhaustive",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960), test_exhaustive);
  g_test_add_data_func ("/dice/chess960x3/exhaustive",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960X3), test_exhaustive);
  g_test_add_data_func ("/dice/chess960/throw",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960), test_throw);
  g_test_add_data_func ("/dice/chess960x3/throw",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960X3), test_throw);

  return g_test_run ();
}
