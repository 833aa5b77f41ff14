/* test-exclusions.c: excluded start positions, and draws that avoid them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "chess-dice.h"
#include "chess-exclusions.h"
#include "chess-startpos.h"

/* The standard normal's upper quantile for p = 1e-6: a correct sampler
 * fails the chi-square test once in a million runs. */
#define Z_ONE_IN_A_MILLION 4.753424

static void
assert_numbers (ChessExclusions      *exclusions,
                ChessExclusionReason  reason,
                const guint          *expected,
                gsize                 n_expected)
{
  g_autofree guint *numbers = NULL;
  gsize n_numbers = G_MAXSIZE;

  numbers = chess_exclusions_get_numbers (exclusions, reason, &n_numbers);
  g_assert_nonnull (numbers);
  g_assert_cmpmem (numbers, n_numbers * sizeof (guint), expected, n_expected * sizeof (guint));
}

static void
test_reasons (void)
{
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  static const guint all[] = { 7, 12, 518, 534, 700, 959 };
  static const guint used[] = { 7, 12, 959 };
  static const guint custom[] = { 534, 700 };
  static const guint standard[] = { 518 };
  guint round = G_MAXUINT;

  g_assert_cmpint (chess_exclusions_get_variant (exclusions), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 0);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (exclusions), ==, 960);
  assert_numbers (exclusions, CHESS_EXCLUSION_NONE, NULL, 0);

  /* Added out of order: the numbers come back ascending. */
  chess_exclusions_add (exclusions, 959, CHESS_EXCLUSION_USED, 3);
  chess_exclusions_add (exclusions, 700, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (exclusions, 518, CHESS_EXCLUSION_STANDARD, 0);
  chess_exclusions_add (exclusions, 12, CHESS_EXCLUSION_USED, 1);
  chess_exclusions_add (exclusions, 534, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (exclusions, 7, CHESS_EXCLUSION_USED, 2);

  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 6);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (exclusions), ==, 954);
  assert_numbers (exclusions, CHESS_EXCLUSION_NONE, all, G_N_ELEMENTS (all));
  assert_numbers (exclusions, CHESS_EXCLUSION_USED, used, G_N_ELEMENTS (used));
  assert_numbers (exclusions, CHESS_EXCLUSION_CUSTOM, custom, G_N_ELEMENTS (custom));
  assert_numbers (exclusions, CHESS_EXCLUSION_STANDARD, standard, G_N_ELEMENTS (standard));

  g_assert_cmpint (chess_exclusions_lookup (exclusions, 12, &round), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpuint (round, ==, 1);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 7, &round), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpuint (round, ==, 2);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 959, &round), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpuint (round, ==, 3);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 518, &round), ==, CHESS_EXCLUSION_STANDARD);
  g_assert_cmpuint (round, ==, 0);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 534, &round), ==, CHESS_EXCLUSION_CUSTOM);
  g_assert_cmpuint (round, ==, 0);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 534, NULL), ==, CHESS_EXCLUSION_CUSTOM);

  round = 99;
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 13, &round), ==, CHESS_EXCLUSION_NONE);
  g_assert_cmpuint (round, ==, 0);
  g_assert_true (chess_exclusions_contains (exclusions, 7));
  g_assert_false (chess_exclusions_contains (exclusions, 8));

  /* The first reason stays: 12 was used in round 1 before anyone named it. */
  chess_exclusions_add (exclusions, 12, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (exclusions, 12, CHESS_EXCLUSION_USED, 5);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 12, &round), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpuint (round, ==, 1);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 6);

  /* Numbers the variant does not have are ignored, and not excluded. */
  chess_exclusions_add (exclusions, 960, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (exclusions, G_MAXUINT, CHESS_EXCLUSION_USED, 4);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 6);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 960, &round), ==, CHESS_EXCLUSION_NONE);
  g_assert_cmpuint (round, ==, 0);
  g_assert_false (chess_exclusions_contains (exclusions, G_MAXUINT));
}

static void
test_x3_and_standard (void)
{
  g_autoptr(ChessExclusions) x3 = chess_exclusions_new (CHESS_VARIANT_CHESS960X3);
  g_autoptr(ChessExclusions) standard = chess_exclusions_new (CHESS_VARIANT_STANDARD);
  g_autoptr(GError) error = NULL;
  guint number = 12345;

  chess_exclusions_add (x3, 960, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (x3, 2879, CHESS_EXCLUSION_USED, 1);
  chess_exclusions_add (x3, 2880, CHESS_EXCLUSION_USED, 2);
  g_assert_cmpuint (chess_exclusions_get_count (x3), ==, 2);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (x3), ==, 2878);
  g_assert_true (chess_exclusions_contains (x3, 2879));

  /* Standard chess has one position: excluding it leaves nothing. */
  g_assert_cmpuint (chess_exclusions_get_n_allowed (standard), ==, 1);
  chess_exclusions_add (standard, 0, CHESS_EXCLUSION_CUSTOM, 0);
  g_assert_cmpuint (chess_exclusions_get_count (standard), ==, 0);
  g_assert_true (chess_exclusions_draw (standard, &number, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (number, ==, 518);

  chess_exclusions_add (standard, 518, CHESS_EXCLUSION_STANDARD, 0);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (standard), ==, 0);
  number = 12345;
  g_assert_false (chess_exclusions_draw (standard, &number, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
  g_assert_cmpuint (number, ==, 12345);
}

static void
test_boxed (void)
{
  ChessExclusions *exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  GValue value = G_VALUE_INIT;
  ChessExclusions *copy;

  g_assert_true (G_TYPE_IS_BOXED (CHESS_TYPE_EXCLUSIONS));

  chess_exclusions_add (exclusions, 100, CHESS_EXCLUSION_CUSTOM, 0);

  /* A copy is a reference to the same set. */
  g_value_init (&value, CHESS_TYPE_EXCLUSIONS);
  g_value_set_boxed (&value, exclusions);
  copy = g_value_get_boxed (&value);
  g_assert_true (copy == exclusions);
  chess_exclusions_unref (exclusions);

  g_assert_true (chess_exclusions_contains (copy, 100));
  chess_exclusions_add (copy, 200, CHESS_EXCLUSION_CUSTOM, 0);
  g_assert_cmpuint (chess_exclusions_get_count (copy), ==, 2);
  g_value_unset (&value);
}

static void
assert_parsed (ChessVariant  variant,
               const char   *text,
               const guint  *expected,
               gsize         n_expected)
{
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_exclusions_parse_list (variant, text, &numbers, &error));
  g_assert_no_error (error);
  g_assert_nonnull (numbers);
  g_assert_cmpmem (numbers->data, numbers->len * sizeof (guint),
                   expected, n_expected * sizeof (guint));
}

static void
test_parse_list_good (void)
{
  assert_parsed (CHESS_VARIANT_CHESS960, "534", (guint[]) { 534 }, 1);
  assert_parsed (CHESS_VARIANT_CHESS960, "534, 12 700", (guint[]) { 534, 12, 700 }, 3);
  assert_parsed (CHESS_VARIANT_CHESS960, "  0;959,\t1\n2  ", (guint[]) { 0, 959, 1, 2 }, 4);
  assert_parsed (CHESS_VARIANT_CHESS960, ",,534,,", (guint[]) { 534 }, 1);
  assert_parsed (CHESS_VARIANT_CHESS960, "0534", (guint[]) { 534 }, 1);
  assert_parsed (CHESS_VARIANT_CHESS960, "534\r\n12\r\n", (guint[]) { 534, 12 }, 2);
  assert_parsed (CHESS_VARIANT_CHESS960X3, "960 2879", (guint[]) { 960, 2879 }, 2);
  assert_parsed (CHESS_VARIANT_CHESS960, "", NULL, 0);
  assert_parsed (CHESS_VARIANT_CHESS960, " , ; ", NULL, 0);
}

static void
test_parse_list_bad (void)
{
  static const struct {
    ChessVariant  variant;
    const char   *text;
    const char   *message;
  } cases[] = {
    { CHESS_VARIANT_CHESS960, "960", "“960” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "534, 12, 1000, abc", "“1000” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "abc", "“abc” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "-1", "“-1” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "+5", "“+5” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "12a", "“12a” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "5.0", "“5.0” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "0x10", "“0x10” is not a start position number" },
    { CHESS_VARIANT_CHESS960, "99999999999999999999", "“99999999999999999999” is not a start position number" },
    { CHESS_VARIANT_CHESS960X3, "2880", "“2880” is not a start position number" },
    { CHESS_VARIANT_STANDARD, "517", "“517” is not a start position number" },
  };

  g_autoptr(GArray) untouched = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GArray *numbers = untouched;
      g_autoptr(GError) error = NULL;

      g_assert_false (chess_exclusions_parse_list (cases[i].variant, cases[i].text,
                                                   &numbers, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      /* Left as it was. */
      g_assert_true (numbers == untouched);
    }
}

/* A ChessExclusions of VARIANT that leaves only KEEP (N_KEEP numbers). */
static ChessExclusions *
exclusions_keeping (ChessVariant  variant,
                    const guint  *keep,
                    gsize         n_keep)
{
  ChessExclusions *exclusions = chess_exclusions_new (variant);

  for (guint n = 0; n < chess_startpos_count (variant); n++)
    {
      gboolean kept = FALSE;

      for (gsize i = 0; i < n_keep; i++)
        kept = kept || keep[i] == n;
      if (!kept)
        chess_exclusions_add (exclusions, n, CHESS_EXCLUSION_CUSTOM, 0);
    }

  g_assert_cmpuint (chess_exclusions_get_n_allowed (exclusions), ==, n_keep);

  return exclusions;
}

/* Draws N_DRAWS times with both chess_exclusions_draw() and
 * chess_dice_draw() and checks that every number is allowed; returns how
 * often each came up in COUNTS (if not NULL). */
static void
draw_both (ChessExclusions *exclusions,
           GRand           *rand,
           guint            n_draws,
           guint           *counts,
           guint           *total_restarts)
{
  ChessVariant variant = chess_exclusions_get_variant (exclusions);

  for (guint i = 0; i < n_draws; i++)
    {
      g_autoptr(GError) error = NULL;
      guint number = G_MAXUINT;
      guint dice_number = G_MAXUINT;
      guint restarts = G_MAXUINT;

      g_assert_true (chess_exclusions_draw (exclusions, &number, &error));
      g_assert_no_error (error);
      g_assert_true (chess_startpos_is_valid (variant, number));
      g_assert_false (chess_exclusions_contains (exclusions, number));

      g_assert_true (chess_dice_draw (variant, exclusions, rand, &dice_number, &restarts, &error));
      g_assert_no_error (error);
      g_assert_true (chess_startpos_is_valid (variant, dice_number));
      g_assert_false (chess_exclusions_contains (exclusions, dice_number));
      g_assert_cmpuint (restarts, !=, G_MAXUINT);

      if (counts != NULL)
        {
          counts[number]++;
          counts[dice_number]++;
        }
      if (total_restarts != NULL)
        *total_restarts += restarts;
    }
}

static void
test_draw_never_excluded (void)
{
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  guint counts[960] = { 0, };
  guint restarts = 0;

  /* Keep every 16th number: 60 left, 518 and 534 excluded. */
  for (guint n = 0; n < 960; n++)
    if (n % 16 != 3)
      chess_exclusions_add (exclusions, n, CHESS_EXCLUSION_USED, n + 1);
  g_assert_cmpuint (chess_exclusions_get_n_allowed (exclusions), ==, 60);
  g_assert_true (chess_exclusions_contains (exclusions, 518));
  g_assert_true (chess_exclusions_contains (exclusions, 534));

  draw_both (exclusions, rand, 3000, counts, &restarts);

  /* Each allowed number is expected 100 times (two draws in each of the
   * 3000 rounds over 60 numbers); 40 is over six standard deviations off. */
  for (guint n = 3; n < 960; n += 16)
    g_assert_cmpuint (counts[n], >, 40);

  /* 15 of 16 results are excluded, so the die starts over about 15 times
   * per draw. */
  g_test_message ("%.1f restarts per draw of the die", restarts / 3000.0);
  g_assert_cmpuint (restarts, >, 3000 * 10);
  g_assert_cmpuint (restarts, <, 3000 * 20);
}

static void
test_draw_few_left (void)
{
  static const struct {
    ChessVariant variant;
    guint        keep[2];
    guint        n_keep;
  } cases[] = {
    { CHESS_VARIANT_CHESS960, { 518 }, 1 },
    { CHESS_VARIANT_CHESS960, { 0, 959 }, 2 },
    { CHESS_VARIANT_CHESS960X3, { 2879 }, 1 },
    { CHESS_VARIANT_CHESS960X3, { 17, 1500 }, 2 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (534);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ChessExclusions) exclusions =
        exclusions_keeping (cases[i].variant, cases[i].keep, cases[i].n_keep);
      g_autofree guint *counts = g_new0 (guint, chess_startpos_count (cases[i].variant));

      draw_both (exclusions, rand, 40, counts, NULL);

      for (guint j = 0; j < cases[i].n_keep; j++)
        g_assert_cmpuint (counts[cases[i].keep[j]], >, 0);
      g_assert_cmpuint (counts[cases[i].keep[0]] + (cases[i].n_keep > 1 ? counts[cases[i].keep[1]] : 0),
                        ==, 80);
    }
}

static void
test_draw_none_left (void)
{
  static const ChessVariant variants[] = { CHESS_VARIANT_CHESS960, CHESS_VARIANT_CHESS960X3 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autoptr(ChessExclusions) exclusions = exclusions_keeping (variants[i], NULL, 0);
      g_autoptr(GError) error = NULL;
      guint number = 12345;
      guint restarts = 12345;

      g_assert_false (chess_exclusions_draw (exclusions, &number, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
      g_assert_cmpuint (number, ==, 12345);
      g_clear_error (&error);

      g_assert_false (chess_dice_draw (variants[i], exclusions, rand, &number, &restarts, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
      g_assert_cmpstr (error->message, ==, "Every start position is excluded");
      g_assert_cmpuint (number, ==, 12345);
      g_assert_cmpuint (restarts, ==, 12345);
    }
}

static void
test_dice_draw_without_exclusions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  gboolean seen_high = FALSE;

  for (guint i = 0; i < 300; i++)
    {
      guint number = G_MAXUINT;
      guint restarts = G_MAXUINT;

      g_assert_true (chess_dice_draw (CHESS_VARIANT_CHESS960, NULL, rand, &number, &restarts, NULL));
      g_assert_cmpuint (number, <, 960);
      g_assert_cmpuint (restarts, ==, 0);

      /* The OS source, and no restart count wanted. */
      g_assert_true (chess_dice_draw (CHESS_VARIANT_CHESS960X3, NULL, NULL, &number, NULL, NULL));
      g_assert_cmpuint (number, <, 2880);
      seen_high = seen_high || number >= 1920;
    }

  /* (2/3)^300: the die reaches the K R R arrangements. */
  g_assert_true (seen_high);
}

/*
 * Uniformity. The same check runs on the two real samplers and on a
 * deliberately biased one, which it must reject: otherwise passing would
 * prove nothing.
 */

typedef guint (*Sampler) (ChessExclusions *exclusions,
                          GRand           *rand);

static guint
sample_random (ChessExclusions *exclusions,
               GRand           *rand)
{
  guint number = G_MAXUINT;

  g_assert_true (chess_exclusions_draw (exclusions, &number, NULL));

  return number;
}

static guint
sample_dice (ChessExclusions *exclusions,
             GRand           *rand)
{
  guint number = G_MAXUINT;

  g_assert_true (chess_dice_draw (chess_exclusions_get_variant (exclusions),
                                  exclusions, rand, &number, NULL, NULL));

  return number;
}

/* The pitfall users.md warns about: an excluded result moved on to the
 * next allowed number, which that number then gets twice as often. */
static guint
sample_dice_nudged (ChessExclusions *exclusions,
                    GRand           *rand)
{
  ChessVariant variant = chess_exclusions_get_variant (exclusions);
  guint count = chess_startpos_count (variant);
  guint number = G_MAXUINT;

  g_assert_true (chess_dice_draw (variant, NULL, rand, &number, NULL, NULL));
  while (chess_exclusions_contains (exclusions, number))
    number = (number + 1) % count;

  return number;
}

/* Wilson and Hilferty's approximation of the chi-square distribution's
 * upper quantile for DF degrees of freedom at the normal quantile Z;
 * within a fraction of a percent for hundreds of degrees of freedom. */
static double
chi_square_limit (guint  df,
                  double z)
{
  double a = 2.0 / (9.0 * df);
  double t = 1.0 - a + z * sqrt (a);

  return df * t * t * t;
}

/* Pearson's statistic of N_DRAWS draws by SAMPLER over the numbers
 * EXCLUSIONS allows; also checks that it never yields an excluded one. */
static double
chi_square_of (Sampler          sampler,
               ChessExclusions *exclusions,
               GRand           *rand,
               guint            n_draws)
{
  ChessVariant variant = chess_exclusions_get_variant (exclusions);
  guint count = chess_startpos_count (variant);
  g_autofree guint *counts = g_new0 (guint, count);
  double expected = (double) n_draws / chess_exclusions_get_n_allowed (exclusions);
  double sum = 0.0;

  for (guint i = 0; i < n_draws; i++)
    {
      guint number = sampler (exclusions, rand);

      g_assert_cmpuint (number, <, count);
      g_assert_false (chess_exclusions_contains (exclusions, number));
      counts[number]++;
    }

  for (guint n = 0; n < count; n++)
    if (!chess_exclusions_contains (exclusions, n))
      {
        double d = counts[n] - expected;

        sum += d * d / expected;
      }

  return sum;
}

static void
test_chi_square (void)
{
  static const guint used[] = { 0, 77, 300, 519, 777, 958 };
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  g_autoptr(GRand) rand = g_rand_new_with_seed (960);
  guint n_allowed, df, n_draws;
  double limit, random, dice, nudged;

  chess_exclusions_add (exclusions, 518, CHESS_EXCLUSION_STANDARD, 0);
  chess_exclusions_add (exclusions, 534, CHESS_EXCLUSION_CUSTOM, 0);
  for (guint i = 0; i < G_N_ELEMENTS (used); i++)
    chess_exclusions_add (exclusions, used[i], CHESS_EXCLUSION_USED, i + 1);

  n_allowed = chess_exclusions_get_n_allowed (exclusions);
  g_assert_cmpuint (n_allowed, ==, 952);
  df = n_allowed - 1;
  /* 150 per number on average: the nudged sampler's doubled cells then
   * stand out by about 12 standard deviations each. */
  n_draws = 150 * n_allowed;
  limit = chi_square_limit (df, Z_ONE_IN_A_MILLION);
  g_test_message ("%u draws over %u numbers; chi-square limit for %u degrees of freedom "
                  "at p = 1e-6: %.1f", n_draws, n_allowed, df, limit);
  /* The exact quantile, from the incomplete gamma function, is 1172.88. */
  g_assert_cmpfloat (limit, >, 1172.0);
  g_assert_cmpfloat (limit, <, 1174.0);

  random = chi_square_of (sample_random, exclusions, rand, n_draws);
  g_test_message ("chess_exclusions_draw: chi-square %.1f (limit %.1f)", random, limit);
  g_assert_cmpfloat (random, <, limit);

  dice = chi_square_of (sample_dice, exclusions, rand, n_draws);
  g_test_message ("chess_dice_draw: chi-square %.1f (limit %.1f)", dice, limit);
  g_assert_cmpfloat (dice, <, limit);

  nudged = chi_square_of (sample_dice_nudged, exclusions, rand, n_draws);
  g_test_message ("die nudged to the next allowed number: chi-square %.1f (limit %.1f)",
                  nudged, limit);
  g_assert_cmpfloat (nudged, >, limit);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/exclusions/reasons", test_reasons);
  g_test_add_func ("/exclusions/x3-and-standard", test_x3_and_standard);
  g_test_add_func ("/exclusions/boxed", test_boxed);
  g_test_add_func ("/exclusions/parse-list/good", test_parse_list_good);
  g_test_add_func ("/exclusions/parse-list/bad", test_parse_list_bad);
  g_test_add_func ("/exclusions/draw/never-excluded", test_draw_never_excluded);
  g_test_add_func ("/exclusions/draw/few-left", test_draw_few_left);
  g_test_add_func ("/exclusions/draw/none-left", test_draw_none_left);
  g_test_add_func ("/exclusions/draw/dice-without-exclusions", test_dice_draw_without_exclusions);
  g_test_add_func ("/exclusions/draw/chi-square", test_chi_square);

  return g_test_run ();
}
