/* test-dice-util.c: what the dice tests share: watching a ChessDice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-dice-util.h"

static void
on_rolled (ChessDice     *dice,
           ChessDiceRoll *roll,
           Recorder      *recorder)
{
  /* The properties are up to date when ::rolled runs. */
  g_assert_cmpuint (chess_dice_get_n_rolls (dice), >, 0);

  recorder->n_rolled++;
  recorder->last_roll = *roll;
}

static void
on_notify (ChessDice  *dice,
           GParamSpec *pspec,
           Recorder   *recorder)
{
  g_string_append_printf (recorder->notified, "%s ", pspec->name);
}

void
recorder_init (Recorder  *recorder,
               ChessDice *dice)
{
  memset (recorder, 0, sizeof *recorder);
  recorder->notified = g_string_new (NULL);
  g_signal_connect (dice, "rolled", G_CALLBACK (on_rolled), recorder);
  g_signal_connect (dice, "notify", G_CALLBACK (on_notify), recorder);
}

void
recorder_clear (Recorder  *recorder,
                ChessDice *dice)
{
  g_signal_handlers_disconnect_by_data (dice, recorder);
  g_string_free (recorder->notified, TRUE);
}

void
recorder_reset (Recorder *recorder)
{
  recorder->n_rolled = 0;
  g_string_truncate (recorder->notified, 0);
}

gboolean
notified (Recorder   *recorder,
          const char *name)
{
  g_autofree char *word = g_strdup_printf ("%s ", name);
  const char *p = recorder->notified->str;

  /* Match whole names only: "number" must not match "n-rolls". */
  while ((p = strstr (p, word)) != NULL)
    {
      if (p == recorder->notified->str || p[-1] == ' ')
        return TRUE;
      p++;
    }

  return FALSE;
}


void
snapshot (ChessDice *dice,
          Snapshot  *shot)
{
  shot->stage = chess_dice_get_stage (dice);
  shot->number = chess_dice_get_number (dice);
  shot->n_rolls = chess_dice_get_n_rolls (dice);
  shot->complete = chess_dice_is_complete (dice);
  shot->accepted_faces = chess_dice_get_accepted_faces (dice);
  g_strlcpy (shot->back_rank, chess_dice_get_back_rank (dice), sizeof shot->back_rank);
}

void
assert_same_snapshot (const Snapshot *a,
                      const Snapshot *b)
{
  g_assert_cmpint (a->stage, ==, b->stage);
  g_assert_cmpuint (a->number, ==, b->number);
  g_assert_cmpuint (a->n_rolls, ==, b->n_rolls);
  g_assert_cmpint (a->complete, ==, b->complete);
  g_assert_cmpuint (a->accepted_faces, ==, b->accepted_faces);
  g_assert_cmpstr (a->back_rank, ==, b->back_rank);
}


/* Faces that are no face of a die, and faces where no throw is due, are
 * refused without any trace. */
void
assert_refused (ChessDice *dice,
                guint      face)
{
  Recorder recorder;
  ChessDiceRoll roll;
  ChessDiceRoll untouched;
  Snapshot before, after;

  recorder_init (&recorder, dice);
  snapshot (dice, &before);
  memset (&roll, 0x5a, sizeof roll);
  untouched = roll;

  g_assert_false (chess_dice_apply (dice, face, &roll));

  snapshot (dice, &after);
  assert_same_snapshot (&before, &after);
  g_assert_cmpuint (recorder.n_rolled, ==, 0);
  g_assert_cmpstr (recorder.notified->str, ==, "");
  g_assert_cmpmem (&roll, sizeof roll, &untouched, sizeof untouched);

  recorder_clear (&recorder, dice);
}

/* The knight patterns in the order of the users' guide. */
static const char *const knight_patterns[10] = {
  "NN---", "N-N--", "N--N-", "N---N", "-NN--",
  "-N-N-", "-N--N", "--NN-", "--N-N", "---NN",
};

/* The number the guide's formula gives for the first N_FACES faces, the
 * knight pattern counting only once both knights are known. */
guint
expected_number (const guint *faces,
                 guint        n_faces)
{
  guint number = 0;

  if (n_faces > 0)
    number += 4 * (faces[0] - 1);
  if (n_faces > 1)
    number += faces[1] - 1;
  if (n_faces > 2)
    number += 16 * (faces[2] - 1);
  if (n_faces > 4)
    {
      guint first = faces[3] - 1;
      guint second = faces[4] - 1;
      guint k;

      /* The second roll counts the four squares the first knight left. */
      if (second >= first)
        second++;

      for (k = 0; k < G_N_ELEMENTS (knight_patterns); k++)
        if (knight_patterns[k][first] == 'N' && knight_patterns[k][second] == 'N')
          break;
      g_assert_cmpuint (k, <, 10);

      number += 96 * k;
    }
  if (n_faces > 5)
    number += 960 * ((faces[5] - 1) / 2);

  return number;
}
