/* test-dice.c: the single-die procedure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-dice.h"
#include "chess-startpos.h"
#include "test-dice-util.h"

/* Applies an accepted FACE and checks the roll record. */
static void
apply_accepted (ChessDice      *dice,
                guint           face,
                ChessDiceStage  stage,
                ChessPieceType  piece,
                guint           file)
{
  ChessDiceRoll roll;

  g_assert_cmpint (chess_dice_get_stage (dice), ==, stage);
  g_assert_true (chess_dice_apply (dice, face, &roll));
  g_assert_cmpint (roll.stage, ==, stage);
  g_assert_cmpuint (roll.face, ==, face);
  g_assert_true (roll.accepted);
  g_assert_cmpuint (roll.n_placed, ==, 1);
  g_assert_cmpint (roll.pieces[0], ==, piece);
  g_assert_cmpuint (roll.files[0], ==, file);
}

static void
test_example_518 (void)
{
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  ChessDiceRoll roll;
  Recorder recorder;

  recorder_init (&recorder, dice);

  g_assert_cmpint (chess_dice_get_variant (dice), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "........");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 0);
  g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, 0);
  g_assert_false (chess_dice_is_complete (dice));

  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 4);
  apply_accepted (dice, 2, CHESS_DICE_STAGE_DARK_BISHOP, CHESS_PIECE_TYPE_BISHOP, 2);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "..B.....");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 4);

  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 4);
  apply_accepted (dice, 3, CHESS_DICE_STAGE_LIGHT_BISHOP, CHESS_PIECE_TYPE_BISHOP, 5);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "..B..B..");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 6);

  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 6);
  apply_accepted (dice, 3, CHESS_DICE_STAGE_QUEEN, CHESS_PIECE_TYPE_QUEEN, 3);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "..BQ.B..");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 38);

  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 5);
  apply_accepted (dice, 2, CHESS_DICE_STAGE_FIRST_KNIGHT, CHESS_PIECE_TYPE_KNIGHT, 1);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, ".NBQ.B..");
  /* The knight pattern is unknown until both knights stand. */
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 38);

  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 4);
  apply_accepted (dice, 3, CHESS_DICE_STAGE_SECOND_KNIGHT, CHESS_PIECE_TYPE_KNIGHT, 6);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, ".NBQ.BN.");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 518);

  g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
  g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 0);
  g_assert_false (chess_dice_is_complete (dice));
  g_assert_cmpuint (recorder.n_rolled, ==, 5);

  g_assert_true (chess_dice_place_rooks_and_king (dice, &roll));
  g_assert_cmpint (roll.stage, ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
  g_assert_cmpuint (roll.face, ==, 0);
  g_assert_true (roll.accepted);
  g_assert_cmpuint (roll.n_placed, ==, 3);
  g_assert_cmpint (roll.pieces[0], ==, CHESS_PIECE_TYPE_ROOK);
  g_assert_cmpint (roll.pieces[1], ==, CHESS_PIECE_TYPE_KING);
  g_assert_cmpint (roll.pieces[2], ==, CHESS_PIECE_TYPE_ROOK);
  g_assert_cmpuint (roll.files[0], ==, 0);
  g_assert_cmpuint (roll.files[1], ==, 4);
  g_assert_cmpuint (roll.files[2], ==, 7);
  g_assert_cmpuint (recorder.n_rolled, ==, 6);
  g_assert_cmpmem (&recorder.last_roll, sizeof roll, &roll, sizeof roll);

  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "RNBQKBNR");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 518);
  g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_DONE);
  g_assert_true (chess_dice_is_complete (dice));
  /* Placing rooks and king is not a throw. */
  g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, 5);

  /* Nothing more to do once complete. */
  g_assert_false (chess_dice_place_rooks_and_king (dice, &roll));
  g_assert_false (chess_dice_throw (dice, &roll));
  g_assert_cmpuint (recorder.n_rolled, ==, 6);

  recorder_clear (&recorder, dice);
}

/* The knights can be rolled in either order: the pattern is the same. */
static void
test_knights_either_order (void)
{
  static const guint orders[2][5] = {
    { 2, 3, 3, 2, 3 },
    { 2, 3, 3, 4, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (orders); i++)
    {
      g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);

      for (guint j = 0; j < 5; j++)
        g_assert_true (chess_dice_apply (dice, orders[i][j], NULL));
      g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, ".NBQ.BN.");
      g_assert_cmpuint (chess_dice_get_number (dice), ==, 518);
      g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
      g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "RNBQKBNR");
    }
}

static void
test_rerolls (void)
{
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  /* One accepted face per stage, after the re-rolls of that stage. */
  static const guint accepted_face[5] = { 1, 4, 6, 5, 1 };
  static const guint n_accepted[5] = { 4, 4, 6, 5, 4 };
  Recorder recorder;
  guint n_rolls = 0;

  recorder_init (&recorder, dice);

  for (guint stage = 0; stage < 5; stage++)
    {
      g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, n_accepted[stage]);

      for (guint face = n_accepted[stage] + 1; face <= 6; face++)
        {
          ChessDiceRoll roll;
          Snapshot before, after;

          snapshot (dice, &before);
          recorder_reset (&recorder);
          memset (&roll, 0xaa, sizeof roll);

          g_assert_true (chess_dice_apply (dice, face, &roll));
          n_rolls++;

          g_assert_cmpint (roll.stage, ==, stage);
          g_assert_cmpuint (roll.face, ==, face);
          g_assert_false (roll.accepted);
          g_assert_cmpuint (roll.n_placed, ==, 0);

          g_assert_cmpuint (recorder.n_rolled, ==, 1);
          g_assert_false (recorder.last_roll.accepted);
          g_assert_cmpuint (recorder.last_roll.face, ==, face);
          /* A re-roll counts as a throw and changes nothing else (but
           * the first throw of all can be taken back). */
          g_assert_cmpstr (recorder.notified->str, ==,
                           n_rolls == 1 ? "can-undo n-rolls " : "n-rolls ");

          snapshot (dice, &after);
          g_assert_cmpuint (after.n_rolls, ==, n_rolls);
          after.n_rolls = before.n_rolls;
          assert_same_snapshot (&before, &after);
        }

      g_assert_true (chess_dice_apply (dice, accepted_face[stage], NULL));
      n_rolls++;
    }

  /* dark a1, light h1, queen g1, knights f1 and b1 */
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "BN...NQB");
  g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, n_rolls);
  g_assert_cmpuint (n_rolls, ==, 5 + 2 + 2 + 0 + 1 + 2);

  recorder_clear (&recorder, dice);
}

static void
test_invalid_faces (void)
{
  static const guint faces[] = { 2, 3, 3, 2, 3 };
  static const guint bad_faces[] = { 0, 7, 8, 100, G_MAXUINT };
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);

  for (guint i = 0; i <= G_N_ELEMENTS (faces); i++)
    {
      for (guint j = 0; j < G_N_ELEMENTS (bad_faces); j++)
        assert_refused (dice, bad_faces[j]);

      if (i < G_N_ELEMENTS (faces))
        g_assert_true (chess_dice_apply (dice, faces[i], NULL));
    }

  /* Chess960's rooks and king need no throw, so no face means anything. */
  g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
  for (guint face = 1; face <= 6; face++)
    assert_refused (dice, face);

  g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
  for (guint face = 0; face <= 7; face++)
    assert_refused (dice, face);
}

static void
test_place_rooks_and_king_refused (void)
{
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  g_autoptr(ChessDice) dice_x3 = chess_dice_new (CHESS_VARIANT_CHESS960X3);
  static const guint faces[] = { 2, 3, 3, 2, 3 };
  Snapshot before, after;

  /* Not before the knights stand. */
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      snapshot (dice, &before);
      g_assert_false (chess_dice_place_rooks_and_king (dice, NULL));
      snapshot (dice, &after);
      assert_same_snapshot (&before, &after);
      g_assert_true (chess_dice_apply (dice, faces[i], NULL));
      g_assert_true (chess_dice_apply (dice_x3, faces[i], NULL));
    }

  /* Chess960x3 throws for the order instead. */
  snapshot (dice_x3, &before);
  g_assert_false (chess_dice_place_rooks_and_king (dice_x3, NULL));
  snapshot (dice_x3, &after);
  assert_same_snapshot (&before, &after);
  g_assert_cmpint (after.stage, ==, CHESS_DICE_STAGE_ROOKS_AND_KING);

  g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
}

static void
test_x3_extra_roll (void)
{
  static const struct {
    guint       face;
    guint       number;
    const char *back_rank;
    guint       files[3];
    ChessPieceType pieces[3];
  } cases[] = {
    { 1, 518, "RNBQKBNR", { 0, 4, 7 }, { CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_KING, CHESS_PIECE_TYPE_ROOK } },
    { 2, 518, "RNBQKBNR", { 0, 4, 7 }, { CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_KING, CHESS_PIECE_TYPE_ROOK } },
    { 3, 1478, "RNBQRBNK", { 0, 4, 7 }, { CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_KING } },
    { 4, 1478, "RNBQRBNK", { 0, 4, 7 }, { CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_KING } },
    { 5, 2438, "KNBQRBNR", { 0, 4, 7 }, { CHESS_PIECE_TYPE_KING, CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_ROOK } },
    { 6, 2438, "KNBQRBNR", { 0, 4, 7 }, { CHESS_PIECE_TYPE_KING, CHESS_PIECE_TYPE_ROOK, CHESS_PIECE_TYPE_ROOK } },
  };
  static const guint faces[] = { 2, 3, 3, 2, 3 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960X3);
      ChessDiceRoll roll;

      g_assert_cmpint (chess_dice_get_variant (dice), ==, CHESS_VARIANT_CHESS960X3);

      for (guint j = 0; j < G_N_ELEMENTS (faces); j++)
        g_assert_true (chess_dice_apply (dice, faces[j], NULL));

      g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
      g_assert_cmpuint (chess_dice_get_accepted_faces (dice), ==, 6);
      g_assert_cmpuint (chess_dice_get_number (dice), ==, 518);
      g_assert_false (chess_dice_is_complete (dice));

      g_assert_true (chess_dice_apply (dice, cases[i].face, &roll));
      g_assert_cmpint (roll.stage, ==, CHESS_DICE_STAGE_ROOKS_AND_KING);
      g_assert_cmpuint (roll.face, ==, cases[i].face);
      g_assert_true (roll.accepted);
      g_assert_cmpuint (roll.n_placed, ==, 3);
      for (guint j = 0; j < 3; j++)
        {
          g_assert_cmpuint (roll.files[j], ==, cases[i].files[j]);
          g_assert_cmpint (roll.pieces[j], ==, cases[i].pieces[j]);
        }

      g_assert_true (chess_dice_is_complete (dice));
      g_assert_cmpuint (chess_dice_get_number (dice), ==, cases[i].number);
      g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, cases[i].back_rank);
      /* The extra roll is a throw. */
      g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, 6);
    }
}


static void
test_properties (void)
{
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960X3);
  g_autofree char *back_rank = NULL;
  ChessVariant variant;
  ChessDiceStage stage;
  guint number, n_rolls;
  gboolean complete;
  Recorder recorder;
  GParamSpec *pspec;

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (dice), "variant");
  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_assert_true (pspec->flags & G_PARAM_CONSTRUCT_ONLY);

  for (guint i = 0; i < 5; i++)
    {
      static const char *const names[] = { "stage", "number", "back-rank", "complete", "n-rolls" };

      pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (dice), names[i]);
      g_assert_nonnull (pspec);
      g_assert_true (pspec->flags & G_PARAM_EXPLICIT_NOTIFY);
      g_assert_false (pspec->flags & G_PARAM_WRITABLE);
    }
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (dice), "stage");
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));

  recorder_init (&recorder, dice);

  g_object_get (dice,
                "variant", &variant,
                "stage", &stage,
                "number", &number,
                "back-rank", &back_rank,
                "complete", &complete,
                "n-rolls", &n_rolls,
                NULL);
  g_assert_cmpint (variant, ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (stage, ==, CHESS_DICE_STAGE_DARK_BISHOP);
  g_assert_cmpuint (number, ==, 0);
  g_assert_cmpstr (back_rank, ==, "........");
  g_assert_false (complete);
  g_assert_cmpuint (n_rolls, ==, 0);
  g_clear_pointer (&back_rank, g_free);

  /* Dark bishop on a1 adds 0: the number does not change. */
  g_assert_true (chess_dice_apply (dice, 1, NULL));
  g_assert_true (notified (&recorder, "stage"));
  g_assert_true (notified (&recorder, "back-rank"));
  g_assert_true (notified (&recorder, "n-rolls"));
  g_assert_false (notified (&recorder, "number"));
  g_assert_false (notified (&recorder, "complete"));
  recorder_reset (&recorder);

  g_assert_true (chess_dice_apply (dice, 4, NULL));
  g_assert_true (notified (&recorder, "number"));
  g_assert_cmpstr (recorder.notified->str, !=, "");
  recorder_reset (&recorder);

  g_assert_true (chess_dice_apply (dice, 1, NULL));
  g_assert_true (chess_dice_apply (dice, 1, NULL));
  recorder_reset (&recorder);
  g_assert_true (chess_dice_apply (dice, 1, NULL));
  g_assert_false (notified (&recorder, "complete"));
  recorder_reset (&recorder);

  /* The last throw completes the draw. */
  g_assert_true (chess_dice_apply (dice, 6, NULL));
  g_assert_true (notified (&recorder, "complete"));
  g_assert_true (notified (&recorder, "number"));

  g_object_get (dice,
                "stage", &stage,
                "number", &number,
                "back-rank", &back_rank,
                "complete", &complete,
                "n-rolls", &n_rolls,
                NULL);
  g_assert_cmpint (stage, ==, CHESS_DICE_STAGE_DONE);
  /* B at a1 and h1, queen b1, knights c1 and d1, then K R R: 3 + 1920 */
  g_assert_cmpuint (number, ==, 1923);
  g_assert_cmpstr (back_rank, ==, "BQNNKRRB");
  g_assert_true (complete);
  g_assert_cmpuint (n_rolls, ==, 6);

  recorder_clear (&recorder, dice);
}

static void
test_reset (void)
{
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  static const guint faces[] = { 2, 6, 3, 3, 2, 3 };
  Recorder recorder;

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_true (chess_dice_apply (dice, faces[i], NULL));
  g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
  g_assert_true (chess_dice_is_complete (dice));

  recorder_init (&recorder, dice);
  chess_dice_reset (dice);

  g_assert_cmpint (chess_dice_get_stage (dice), ==, CHESS_DICE_STAGE_DARK_BISHOP);
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "........");
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 0);
  g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, 0);
  g_assert_false (chess_dice_is_complete (dice));
  g_assert_cmpint (chess_dice_get_variant (dice), ==, CHESS_VARIANT_CHESS960);

  g_assert_true (notified (&recorder, "stage"));
  g_assert_true (notified (&recorder, "number"));
  g_assert_true (notified (&recorder, "back-rank"));
  g_assert_true (notified (&recorder, "complete"));
  g_assert_true (notified (&recorder, "n-rolls"));
  g_assert_cmpuint (recorder.n_rolled, ==, 0);

  /* A second reset changes nothing and says nothing. */
  recorder_reset (&recorder);
  chess_dice_reset (dice);
  g_assert_cmpstr (recorder.notified->str, ==, "");

  /* And the draw works again from the start. */
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_true (chess_dice_apply (dice, faces[i], NULL));
  g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
  g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, "RNBQKBNR");

  recorder_clear (&recorder, dice);
}

static void
test_roll_boxed (void)
{
  ChessDiceRoll roll = {
    CHESS_DICE_STAGE_QUEEN, 3, TRUE, 1,
    { CHESS_PIECE_TYPE_QUEEN, CHESS_PIECE_TYPE_NONE, CHESS_PIECE_TYPE_NONE },
    { 3, 0, 0 },
  };
  ChessDiceRoll *copy;
  GValue value = G_VALUE_INIT;

  g_assert_true (G_TYPE_IS_BOXED (CHESS_TYPE_DICE_ROLL));

  copy = chess_dice_roll_copy (&roll);
  g_assert_true (copy != &roll);
  g_assert_cmpmem (copy, sizeof *copy, &roll, sizeof roll);
  chess_dice_roll_free (copy);

  g_value_init (&value, CHESS_TYPE_DICE_ROLL);
  g_value_set_boxed (&value, &roll);
  copy = g_value_get_boxed (&value);
  g_assert_true (copy != &roll);
  g_assert_cmpuint (copy->face, ==, 3);
  g_value_unset (&value);
}

static void
test_standard_refused (void)
{
  if (g_test_subprocess ())
    {
      ChessDice *dice = chess_dice_new (CHESS_VARIANT_STANDARD);

      g_assert_null (dice);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*");
}

/*
 * A physical die, faces tapped in as they fall, re-rolls included: the
 * dice must say which throws were re-rolls, and the position must be the
 * one the users' guide's formula gives for the accepted faces.
 */
static const struct {
  ChessVariant  variant;
  const char   *faces;      /* every throw, in order */
  const char   *accepted;   /* per throw: 'y' placed a piece, 'n' a re-roll */
  guint         number;
  const char   *back_rank;
} physical_cases[] = {
  /* 5, 6 on the dark bishop; 6 on the light one; 6 on the first knight;
   * 5 on the second: users.md's example, SP 518. */
  { CHESS_VARIANT_CHESS960, "5626336253", "nnynyynyny", 518, "RNBQKBNR" },
  /* Two re-rolls before each knight. */
  { CHESS_VARIANT_CHESS960, "411665651", "yyynnynny", 300, "QBNRKRBN" },
  /* The highest faces that count at every stage, re-rolls after the queen. */
  { CHESS_VARIANT_CHESS960, "44665564", "yyynynny", 959, "RKRNNQBB" },
  /* Chess960x3: the last throw picks K R R (5). */
  { CHESS_VARIANT_CHESS960X3, "1546345", "ynyyyyy", 2771, "BKRNRNQB" },
  /* Re-rolls at every stage that has them, then R R K (3). */
  { CHESS_VARIANT_CHESS960X3, "65355226616543", "nnynnyynnynnyy", 1273, "NQRBBRKN" },
  /* No re-roll at all, and R K R (2) keeps the Chess960 number. */
  { CHESS_VARIANT_CHESS960X3, "233232", "yyyyyy", 518, "RNBQKBNR" },
};

static void
test_physical_sequences (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (physical_cases); i++)
    {
      g_autoptr(ChessDice) dice = chess_dice_new (physical_cases[i].variant);
      const char *faces = physical_cases[i].faces;
      const char *accepted = physical_cases[i].accepted;
      guint accepted_faces[MAX_STAGES];
      guint n_accepted = 0;
      Recorder recorder;
      guint n_throws;

      g_assert_cmpuint (strlen (faces), ==, strlen (accepted));
      n_throws = strlen (faces);
      recorder_init (&recorder, dice);

      for (guint j = 0; j < n_throws; j++)
        {
          ChessDiceRoll roll;
          guint face = faces[j] - '0';
          g_autofree char *before = g_strdup (chess_dice_get_back_rank (dice));
          gboolean last_x3_roll = n_accepted == 5;

          g_assert_cmpint (chess_dice_get_stage (dice), ==, n_accepted);
          g_assert_true (chess_dice_apply (dice, face, &roll));
          g_assert_cmpuint (recorder.n_rolled, ==, j + 1);
          g_assert_cmpuint (roll.face, ==, face);
          g_assert_cmpint (roll.stage, ==, n_accepted);

          if (accepted[j] == 'n')
            {
              g_assert_false (roll.accepted);
              g_assert_cmpuint (roll.n_placed, ==, 0);
              g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, before);
              continue;
            }

          g_assert_true (roll.accepted);
          g_assert_cmpuint (roll.n_placed, ==, last_x3_roll ? 3 : 1);
          accepted_faces[n_accepted++] = face;
          g_assert_cmpuint (chess_dice_get_number (dice), ==,
                            expected_number (accepted_faces, n_accepted));
        }

      g_assert_cmpuint (chess_dice_get_n_rolls (dice), ==, n_throws);
      if (physical_cases[i].variant == CHESS_VARIANT_CHESS960)
        {
          g_assert_cmpuint (n_accepted, ==, 5);
          g_assert_false (chess_dice_is_complete (dice));
          g_assert_true (chess_dice_place_rooks_and_king (dice, NULL));
        }
      else
        {
          g_assert_cmpuint (n_accepted, ==, 6);
        }

      g_assert_true (chess_dice_is_complete (dice));
      g_assert_cmpstr (chess_dice_get_back_rank (dice), ==, physical_cases[i].back_rank);
      g_assert_cmpuint (chess_dice_get_number (dice), ==, physical_cases[i].number);
      g_assert_cmpuint (expected_number (accepted_faces, n_accepted), ==, physical_cases[i].number);
      g_assert_cmpint (chess_startpos_from_back_rank (physical_cases[i].variant,
                                                      physical_cases[i].back_rank),
                       ==, physical_cases[i].number);

      recorder_clear (&recorder, dice);
    }
}

/* With a GRand, the throws are those of the GRand, one per throw. */
static void
test_set_rand (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autoptr(GRand) mirror = g_rand_new_with_seed (42);
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960X3);

  chess_dice_set_rand (dice, rand);

  for (guint draw = 0; draw < 50; draw++)
    {
      chess_dice_reset (dice);
      while (!chess_dice_is_complete (dice))
        {
          ChessDiceRoll roll;

          g_assert_true (chess_dice_throw (dice, &roll));
          g_assert_cmpuint (roll.face, ==, g_rand_int_range (mirror, 1, 7));
        }
    }

  /* Back to the OS: the mirror is no longer consumed in step. */
  chess_dice_set_rand (dice, NULL);
  chess_dice_reset (dice);
  while (!chess_dice_is_complete (dice))
    g_assert_true (chess_dice_throw (dice, NULL));
  g_assert_cmpuint (g_rand_int (rand), ==, g_rand_int (mirror));
}

/* chess_dice_draw() must be the procedure run again from the first roll
 * until the result is allowed: replaying the same GRand through ChessDice
 * one throw at a time gives the same numbers and restart counts. */
static void
test_draw_restarts_from_first_roll (gconstpointer data)
{
  ChessVariant variant = GPOINTER_TO_INT (data);
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (variant);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr(GRand) mirror = g_rand_new_with_seed (2026);
  guint total_restarts = 0;

  /* Three numbers in four excluded, 518 among them. */
  for (guint n = 0; n < chess_startpos_count (variant); n++)
    if (n % 4 != 1)
      chess_exclusions_add (exclusions, n, CHESS_EXCLUSION_CUSTOM, 0);
  g_assert_true (chess_exclusions_contains (exclusions, 518));

  for (guint draw = 0; draw < 200; draw++)
    {
      g_autoptr(GError) error = NULL;
      guint number = G_MAXUINT;
      guint n_restarts = G_MAXUINT;
      guint expected_restarts = 0;
      guint expected;

      g_assert_true (chess_dice_draw (variant, exclusions, rand, &number, &n_restarts, &error));
      g_assert_no_error (error);

      for (;;)
        {
          g_autoptr(ChessDice) dice = chess_dice_new (variant);

          chess_dice_set_rand (dice, mirror);
          while (!chess_dice_is_complete (dice))
            g_assert_true (chess_dice_throw (dice, NULL));

          expected = chess_dice_get_number (dice);
          if (!chess_exclusions_contains (exclusions, expected))
            break;
          expected_restarts++;
        }

      g_assert_cmpuint (number, ==, expected);
      g_assert_cmpuint (n_restarts, ==, expected_restarts);
      g_assert_cmpuint (number % 4, ==, 1);
      total_restarts += n_restarts;
    }

  /* Three restarts per draw on average. */
  g_test_message ("%.2f restarts per draw", total_restarts / 200.0);
  g_assert_cmpuint (total_restarts, >, 400);
  g_assert_cmpuint (total_restarts, <, 800);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/example-518", test_example_518);
  g_test_add_func ("/dice/knights-either-order", test_knights_either_order);
  g_test_add_func ("/dice/rerolls", test_rerolls);
  g_test_add_func ("/dice/invalid-faces", test_invalid_faces);
  g_test_add_func ("/dice/place-rooks-and-king-refused", test_place_rooks_and_king_refused);
  g_test_add_func ("/dice/x3-extra-roll", test_x3_extra_roll);
  g_test_add_func ("/dice/physical-sequences", test_physical_sequences);
  g_test_add_func ("/dice/set-rand", test_set_rand);
  g_test_add_data_func ("/dice/chess960/draw-restarts-from-first-roll",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960),
                        test_draw_restarts_from_first_roll);
  g_test_add_data_func ("/dice/chess960x3/draw-restarts-from-first-roll",
                        GINT_TO_POINTER (CHESS_VARIANT_CHESS960X3),
                        test_draw_restarts_from_first_roll);
  g_test_add_func ("/dice/properties", test_properties);
  g_test_add_func ("/dice/reset", test_reset);
  g_test_add_func ("/dice/roll-boxed", test_roll_boxed);
  g_test_add_func ("/dice/standard-refused", test_standard_refused);

  return g_test_run ();
}
