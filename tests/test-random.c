/* test-random.c: unbiased random numbers and draws with exclusions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-random.h"
#include "chess-startpos.h"

/* Upper quantiles of the chi-square distribution for a false alarm rate of
 * one run in a million (Wilson–Hilferty at z = 4.753, checked against the
 * incomplete gamma function): rare enough never to be seen in CI, while the
 * biases planted below land thousands above them. Constants, so that the
 * test needs no libm. */
#define CHI_SQUARE_LIMIT_959_DF 1181.8
#define CHI_SQUARE_LIMIT_957_DF 1179.6
#define CHI_SQUARE_LIMIT_5_DF     37.5

typedef guint32 (*Source) (guint32 upper_bound);

static double
chi_square (const guint *counts,
            guint        n_bins,
            guint        n_samples)
{
  double expected = (double) n_samples / n_bins;
  double sum = 0.0;

  for (guint i = 0; i < n_bins; i++)
    {
      double d = counts[i] - expected;
      sum += d * d / expected;
    }

  return sum;
}

static double
chi_square_of_source (Source source,
                      guint  n_bins,
                      guint  n_samples)
{
  g_autofree guint *counts = g_new0 (guint, n_bins);

  for (guint i = 0; i < n_samples; i++)
    {
      guint32 value = source (n_bins);

      g_assert_cmpuint (value, <, n_bins);
      counts[value]++;
    }

  return chi_square (counts, n_bins, n_samples);
}

/* Modulo bias at its worst: 1024 values folded onto 960, so 0–63 come up
 * twice as often. */
static guint32
biased_by_modulo (guint32 upper_bound)
{
  return chess_random_uniform (1024) % upper_bound;
}

/* The arbiter's pitfall: a hundreds digit 0–9, then the rest limited to
 * 0–59 when it is 9, which makes 900–959 two thirds more likely. */
static guint32
biased_by_digits (guint32 upper_bound)
{
  guint32 hundreds;

  g_assert_cmpuint (upper_bound, ==, 960);

  hundreds = chess_random_uniform (10);

  return 100 * hundreds + chess_random_uniform (hundreds == 9 ? 60 : 100);
}

static void
test_uniform_bounds (void)
{
  static const guint32 bounds[] = {
    1, 2, 3, 5, 6, 7, 960, 2880,
    (1u << 31) - 1, 1u << 31,
    /* the worst case for rejection: almost half the values rejected */
    (1u << 31) + 1,
    G_MAXUINT32 - 1, G_MAXUINT32,
  };

  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    for (guint j = 0; j < 2000; j++)
      g_assert_cmpuint (chess_random_uniform (bounds[i]), <, bounds[i]);
}

static void
test_uniform_covers_all (void)
{
  gboolean seen[6] = { FALSE, };

  /* (5/6)^600 is about 1e-48. */
  for (guint i = 0; i < 600; i++)
    seen[chess_random_uniform (6)] = TRUE;

  for (guint i = 0; i < 6; i++)
    g_assert_true (seen[i]);

  g_assert_cmpuint (chess_random_uniform (1), ==, 0);
}

static void
test_uniform_zero (void)
{
  if (g_test_subprocess ())
    {
      chess_random_uniform (0);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*upper_bound > 0*");
}

static void
test_uniform_chi_square (void)
{
  const guint n_samples = 200000;
  double critical = CHI_SQUARE_LIMIT_959_DF;
  double good, modulo, digits;

  good = chi_square_of_source (chess_random_uniform, 960, n_samples);
  g_test_message ("chi-square of chess_random_uniform (960): %.1f (limit %.1f)", good, critical);
  g_assert_cmpfloat (good, <, critical);

  /* The same statistic and threshold must reject sources with known
   * biases, or passing above would prove nothing. */
  modulo = chi_square_of_source (biased_by_modulo, 960, n_samples);
  g_test_message ("chi-square with modulo bias: %.1f", modulo);
  g_assert_cmpfloat (modulo, >, critical);

  digits = chi_square_of_source (biased_by_digits, 960, n_samples);
  g_test_message ("chi-square with digit bias: %.1f", digits);
  g_assert_cmpfloat (digits, >, critical);
}

static void
test_uniform_chi_square_die (void)
{
  double critical = CHI_SQUARE_LIMIT_5_DF;
  double statistic = chi_square_of_source (chess_random_uniform, 6, 60000);

  g_test_message ("chi-square of a die: %.2f (limit %.2f)", statistic, critical);
  g_assert_cmpfloat (statistic, <, critical);
}

static void
test_draw_never_excluded (void)
{
  g_autoptr(GArray) excluded = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean is_excluded[960] = { FALSE, };
  guint counts[960] = { 0, };
  guint n_allowed = 0;

  /* Keep every 16th number and 534; exclude the rest, 518 among them. */
  for (guint n = 0; n < 960; n++)
    if (n % 16 != 3 && n != 534)
      {
        g_array_append_val (excluded, n);
        is_excluded[n] = TRUE;
      }
    else
      n_allowed++;

  g_assert_true (is_excluded[518]);
  g_assert_cmpuint (n_allowed, ==, 61);

  for (guint i = 0; i < 30000; i++)
    {
      g_autoptr(GError) error = NULL;
      guint number = G_MAXUINT;

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960,
                                        (const guint *) excluded->data, excluded->len,
                                        &number, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (number, <, 960);
      g_assert_false (is_excluded[number]);
      counts[number]++;
    }

  /* Each allowed number is expected about 490 times. */
  for (guint n = 0; n < 960; n++)
    if (!is_excluded[n])
      g_assert_cmpuint (counts[n], >, 300);
}

static void
test_draw_chi_square (void)
{
  static const guint excluded[] = { 518, 534 };
  const guint n_samples = 100000;
  guint counts[960] = { 0, };
  guint allowed_counts[958];
  guint n_allowed = 0;
  double critical = CHI_SQUARE_LIMIT_957_DF;
  double statistic;

  for (guint i = 0; i < n_samples; i++)
    {
      guint number;

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960,
                                        excluded, G_N_ELEMENTS (excluded),
                                        &number, NULL));
      counts[number]++;
    }

  g_assert_cmpuint (counts[518], ==, 0);
  g_assert_cmpuint (counts[534], ==, 0);

  for (guint n = 0; n < 960; n++)
    if (n != 518 && n != 534)
      allowed_counts[n_allowed++] = counts[n];
  g_assert_cmpuint (n_allowed, ==, 958);

  statistic = chi_square (allowed_counts, n_allowed, n_samples);
  g_test_message ("chi-square of draws without 518 and 534: %.1f (limit %.1f)", statistic, critical);
  g_assert_cmpfloat (statistic, <, critical);
}

static void
test_draw_single_left (void)
{
  g_autoptr(GArray) excluded = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint n = 0; n < 2880; n++)
    if (n != 2879)
      g_array_append_val (excluded, n);

  for (guint i = 0; i < 100; i++)
    {
      guint number = 0;

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960X3,
                                        (const guint *) excluded->data, excluded->len,
                                        &number, NULL));
      g_assert_cmpuint (number, ==, 2879);
    }
}

static void
test_draw_all_excluded (void)
{
  g_autoptr(GArray) excluded = g_array_new (FALSE, FALSE, sizeof (guint));
  static const guint only_standard[] = { 518 };
  g_autoptr(GError) error = NULL;
  guint number = 12345;

  for (guint n = 0; n < 960; n++)
    g_array_append_val (excluded, n);
  /* Duplicates and out-of-range entries change nothing. */
  for (guint n = 0; n < 960; n += 7)
    g_array_append_val (excluded, n);
  g_array_append_vals (excluded, (guint[]) { 960, 2879, G_MAXUINT }, 3);

  g_assert_false (chess_random_draw (CHESS_VARIANT_CHESS960,
                                     (const guint *) excluded->data, excluded->len,
                                     &number, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "Every start position is excluded");
  g_assert_cmpuint (number, ==, 12345);
  g_clear_error (&error);

  /* 960–2879 are still there in Chess960x3. */
  for (guint i = 0; i < 1000; i++)
    {
      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960X3,
                                        (const guint *) excluded->data, excluded->len,
                                        &number, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (number, >=, 960);
      g_assert_cmpuint (number, <, 2880);
      g_assert_cmpuint (number, !=, 2879);
    }

  number = 12345;
  g_assert_false (chess_random_draw (CHESS_VARIANT_STANDARD,
                                     only_standard, G_N_ELEMENTS (only_standard),
                                     &number, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED);
  g_assert_cmpuint (number, ==, 12345);
}

static void
test_draw_out_of_range_ignored (void)
{
  static const guint excluded[] = { 960, 1000, 2880, G_MAXUINT };
  gboolean seen_high = FALSE;

  for (guint i = 0; i < 2000; i++)
    {
      guint number;

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960,
                                        excluded, G_N_ELEMENTS (excluded),
                                        &number, NULL));
      g_assert_cmpuint (number, <, 960);

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960X3,
                                        excluded, G_N_ELEMENTS (excluded),
                                        &number, NULL));
      g_assert_cmpuint (number, <, 2880);
      g_assert_cmpuint (number, !=, 960);
      g_assert_cmpuint (number, !=, 1000);
      if (number >= 1920)
        seen_high = TRUE;
    }

  /* (2/3)^2000: the draw reaches the K R R arrangements. */
  g_assert_true (seen_high);
}

static void
test_draw_standard (void)
{
  static const guint excluded[] = { 0, 517, 519, 534, 959 };

  for (guint i = 0; i < 100; i++)
    {
      guint number = 0;

      g_assert_true (chess_random_draw (CHESS_VARIANT_STANDARD, NULL, 0, &number, NULL));
      g_assert_cmpuint (number, ==, 518);

      number = 0;
      g_assert_true (chess_random_draw (CHESS_VARIANT_STANDARD,
                                        excluded, G_N_ELEMENTS (excluded),
                                        &number, NULL));
      g_assert_cmpuint (number, ==, 518);
    }
}

static void
test_draw_no_exclusions (void)
{
  for (guint i = 0; i < 1000; i++)
    {
      guint number = G_MAXUINT;

      g_assert_true (chess_random_draw (CHESS_VARIANT_CHESS960, NULL, 0, &number, NULL));
      g_assert_cmpuint (number, <, 960);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/random/uniform/bounds", test_uniform_bounds);
  g_test_add_func ("/random/uniform/covers-all", test_uniform_covers_all);
  g_test_add_func ("/random/uniform/zero", test_uniform_zero);
  g_test_add_func ("/random/uniform/chi-square", test_uniform_chi_square);
  g_test_add_func ("/random/uniform/chi-square-die", test_uniform_chi_square_die);
  g_test_add_func ("/random/draw/never-excluded", test_draw_never_excluded);
  g_test_add_func ("/random/draw/chi-square", test_draw_chi_square);
  g_test_add_func ("/random/draw/single-left", test_draw_single_left);
  g_test_add_func ("/random/draw/all-excluded", test_draw_all_excluded);
  g_test_add_func ("/random/draw/out-of-range-ignored", test_draw_out_of_range_ignored);
  g_test_add_func ("/random/draw/standard", test_draw_standard);
  g_test_add_func ("/random/draw/no-exclusions", test_draw_no_exclusions);

  return g_test_run ();
}
