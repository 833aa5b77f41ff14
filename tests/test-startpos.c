/* test-startpos.c: Scharnagl numbering of the start positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-startpos.h"

static guint
count_letter (const char *back_rank,
              char        letter)
{
  guint n = 0;

  for (const char *p = back_rank; *p != '\0'; p++)
    if (*p == letter)
      n++;

  return n;
}

/* Checks the pieces and the bishops' colours; returns the rook-king order
 * (the R and K letters read from the a-side) in REST. */
static void
assert_well_formed (const char *back_rank,
                    char        rest[4])
{
  guint n_light_bishops = 0;
  guint n_rest = 0;

  g_assert_cmpuint (strlen (back_rank), ==, 8);
  g_assert_cmpuint (count_letter (back_rank, 'K'), ==, 1);
  g_assert_cmpuint (count_letter (back_rank, 'Q'), ==, 1);
  g_assert_cmpuint (count_letter (back_rank, 'R'), ==, 2);
  g_assert_cmpuint (count_letter (back_rank, 'B'), ==, 2);
  g_assert_cmpuint (count_letter (back_rank, 'N'), ==, 2);

  for (guint file = 0; file < 8; file++)
    {
      /* b1, d1, f1 and h1 are light. */
      if (back_rank[file] == 'B' && file % 2 == 1)
        n_light_bishops++;
      if (back_rank[file] == 'R' || back_rank[file] == 'K')
        rest[n_rest++] = back_rank[file];
    }
  rest[n_rest] = '\0';

  g_assert_cmpuint (n_light_bishops, ==, 1);
}

static void
test_count (void)
{
  g_assert_cmpuint (chess_startpos_count (CHESS_VARIANT_CHESS960), ==, 960);
  g_assert_cmpuint (chess_startpos_count (CHESS_VARIANT_CHESS960X3), ==, 2880);
  g_assert_cmpuint (chess_startpos_count (CHESS_VARIANT_STANDARD), ==, 1);

  g_assert_true (chess_startpos_is_valid (CHESS_VARIANT_CHESS960, 0));
  g_assert_true (chess_startpos_is_valid (CHESS_VARIANT_CHESS960, 959));
  g_assert_false (chess_startpos_is_valid (CHESS_VARIANT_CHESS960, 960));
  g_assert_true (chess_startpos_is_valid (CHESS_VARIANT_CHESS960X3, 2879));
  g_assert_false (chess_startpos_is_valid (CHESS_VARIANT_CHESS960X3, 2880));
  g_assert_true (chess_startpos_is_valid (CHESS_VARIANT_STANDARD, 518));
  g_assert_false (chess_startpos_is_valid (CHESS_VARIANT_STANDARD, 0));
  g_assert_false (chess_startpos_is_valid (CHESS_VARIANT_STANDARD, 519));
}

static void
test_known_values (void)
{
  static const struct {
    ChessVariant variant;
    guint        number;
    const char  *back_rank;
  } cases[] = {
    { CHESS_VARIANT_CHESS960, 0, "BBQNNRKR" },
    { CHESS_VARIANT_CHESS960, 1, "BQNBNRKR" },
    { CHESS_VARIANT_CHESS960, 518, "RNBQKBNR" },
    { CHESS_VARIANT_CHESS960, 534, "RNBKQBNR" },
    { CHESS_VARIANT_CHESS960, 959, "RKRNNQBB" },
    { CHESS_VARIANT_CHESS960X3, 0, "BBQNNRKR" },
    { CHESS_VARIANT_CHESS960X3, 518, "RNBQKBNR" },
    { CHESS_VARIANT_CHESS960X3, 960, "BBQNNRRK" },
    { CHESS_VARIANT_CHESS960X3, 1920, "BBQNNKRR" },
    { CHESS_VARIANT_CHESS960X3, 1478, "RNBQRBNK" },
    { CHESS_VARIANT_CHESS960X3, 2438, "KNBQRBNR" },
    { CHESS_VARIANT_CHESS960X3, 1919, "RRKNNQBB" },
    { CHESS_VARIANT_CHESS960X3, 2879, "KRRNNQBB" },
    { CHESS_VARIANT_STANDARD, 518, "RNBQKBNR" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      char back_rank[9];

      g_assert_true (chess_startpos_get_back_rank (cases[i].variant, cases[i].number,
                                                   back_rank, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (back_rank, ==, cases[i].back_rank);
      g_assert_cmpint (chess_startpos_from_back_rank (cases[i].variant, cases[i].back_rank),
                       ==, (gint) cases[i].number);
    }
}

static void
test_chess960_all (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint n = 0; n < 960; n++)
    {
      g_autoptr(GError) error = NULL;
      char back_rank[9];
      char lower[9];
      char rest[4];

      g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, n, back_rank, &error));
      g_assert_no_error (error);

      assert_well_formed (back_rank, rest);
      g_assert_cmpstr (rest, ==, "RKR");

      g_assert_false (g_hash_table_contains (seen, back_rank));
      g_hash_table_add (seen, g_strdup (back_rank));

      g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_CHESS960, back_rank), ==, (gint) n);

      for (guint i = 0; i < 9; i++)
        lower[i] = g_ascii_tolower (back_rank[i]);
      g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_CHESS960, lower), ==, (gint) n);

      /* The same numbers mean the same positions in Chess960x3. */
      g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_CHESS960X3, back_rank), ==, (gint) n);

      if (n == 518)
        g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_STANDARD, back_rank), ==, 518);
      else
        g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_STANDARD, back_rank), ==, -1);
    }

  g_assert_cmpuint (g_hash_table_size (seen), ==, 960);
}

static void
test_chess960x3_all (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  static const char *const arrangements[3] = { "RKR", "RRK", "KRR" };

  for (guint n = 0; n < 2880; n++)
    {
      g_autoptr(GError) error = NULL;
      char back_rank[9];
      char base[9];
      char rest[4];
      gint expected_in_960;

      g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960X3, n, back_rank, &error));
      g_assert_no_error (error);

      assert_well_formed (back_rank, rest);
      g_assert_cmpstr (rest, ==, arrangements[n / 960]);

      g_assert_false (g_hash_table_contains (seen, back_rank));
      g_hash_table_add (seen, g_strdup (back_rank));

      g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_CHESS960X3, back_rank), ==, (gint) n);

      /* Bishops, queen and knights stand where n % 960 puts them. */
      g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, n % 960, base, &error));
      g_assert_no_error (error);
      for (guint file = 0; file < 8; file++)
        {
          if (strchr ("BQN", base[file]) != NULL)
            g_assert_cmpint (back_rank[file], ==, base[file]);
          else
            g_assert_nonnull (strchr ("RK", back_rank[file]));
        }

      expected_in_960 = n < 960 ? (gint) n : -1;
      g_assert_cmpint (chess_startpos_from_back_rank (CHESS_VARIANT_CHESS960, back_rank),
                       ==, expected_in_960);
    }

  g_assert_cmpuint (g_hash_table_size (seen), ==, 2880);
}

static void
test_invalid_numbers (void)
{
  static const struct {
    ChessVariant variant;
    guint        number;
  } cases[] = {
    { CHESS_VARIANT_CHESS960, 960 },
    { CHESS_VARIANT_CHESS960, 2879 },
    { CHESS_VARIANT_CHESS960, G_MAXUINT },
    { CHESS_VARIANT_CHESS960X3, 2880 },
    { CHESS_VARIANT_CHESS960X3, G_MAXUINT },
    { CHESS_VARIANT_STANDARD, 0 },
    { CHESS_VARIANT_STANDARD, 517 },
    { CHESS_VARIANT_STANDARD, 519 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      char back_rank[9] = "untouchd";

      g_assert_false (chess_startpos_get_back_rank (cases[i].variant, cases[i].number,
                                                    back_rank, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
      g_assert_cmpstr (back_rank, ==, "untouchd");
    }
}

static void
test_error_message (void)
{
  g_autoptr(GError) error = NULL;
  char back_rank[9];

  g_assert_false (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 960, back_rank, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
  g_assert_cmpstr (error->message, ==,
                   "Start position 960 is out of range: Chess960 numbers run from 0 to 959");
  g_clear_error (&error);

  g_assert_false (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960X3, 3000, back_rank, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
  g_assert_nonnull (strstr (error->message, "3000"));
  g_assert_nonnull (strstr (error->message, "2879"));
  g_clear_error (&error);

  g_assert_false (chess_startpos_get_back_rank (CHESS_VARIANT_STANDARD, 0, back_rank, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
  g_assert_nonnull (strstr (error->message, "518"));

  /* A NULL error is allowed. */
  g_assert_false (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 960, back_rank, NULL));
}

static void
test_not_start_positions (void)
{
  static const struct {
    ChessVariant variant;
    const char  *back_rank;
    gint         number;
  } cases[] = {
    /* length */
    { CHESS_VARIANT_CHESS960, "", -1 },
    { CHESS_VARIANT_CHESS960, "RNBQKBN", -1 },
    { CHESS_VARIANT_CHESS960, "RNBQKBNRR", -1 },
    { CHESS_VARIANT_CHESS960X3, "RNBQKBNR ", -1 },
    /* letters */
    { CHESS_VARIANT_CHESS960, "RNBQKBNP", -1 },
    { CHESS_VARIANT_CHESS960, "RNBQKBN.", -1 },
    { CHESS_VARIANT_CHESS960, "RNBQKBNX", -1 },
    { CHESS_VARIANT_CHESS960X3, "RNBQKBN1", -1 },
    /* counts */
    { CHESS_VARIANT_CHESS960, "RNBQKBQR", -1 },
    { CHESS_VARIANT_CHESS960, "RNBKKBNR", -1 },
    { CHESS_VARIANT_CHESS960X3, "RRBQKBNR", -1 },
    { CHESS_VARIANT_CHESS960X3, "RNNQKBNR", -1 },
    /* bishops on one colour: b1 and f1 are light, c1 and e1 dark */
    { CHESS_VARIANT_CHESS960, "RBNQKBNR", -1 },
    { CHESS_VARIANT_CHESS960X3, "RBNQKBNR", -1 },
    { CHESS_VARIANT_CHESS960, "RNBQBKNR", -1 },
    { CHESS_VARIANT_CHESS960X3, "RNBQBKNR", -1 },
    /* king not between the rooks */
    { CHESS_VARIANT_CHESS960, "BBQNNRRK", -1 },
    { CHESS_VARIANT_CHESS960X3, "BBQNNRRK", 960 },
    { CHESS_VARIANT_CHESS960, "KNBQRBNR", -1 },
    { CHESS_VARIANT_CHESS960X3, "KNBQRBNR", 2438 },
    { CHESS_VARIANT_STANDARD, "KNBQRBNR", -1 },
    /* standard chess knows one position */
    { CHESS_VARIANT_STANDARD, "BBQNNRKR", -1 },
    { CHESS_VARIANT_STANDARD, "RNBKQBNR", -1 },
    { CHESS_VARIANT_STANDARD, "rnbqkbnr", 518 },
    { CHESS_VARIANT_STANDARD, "RnBqKbNr", 518 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("\"%s\" in %s", cases[i].back_rank,
                      chess_variant_to_string (cases[i].variant));
      g_assert_cmpint (chess_startpos_from_back_rank (cases[i].variant, cases[i].back_rank),
                       ==, cases[i].number);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/startpos/count", test_count);
  g_test_add_func ("/startpos/known-values", test_known_values);
  g_test_add_func ("/startpos/chess960/all", test_chess960_all);
  g_test_add_func ("/startpos/chess960x3/all", test_chess960x3_all);
  g_test_add_func ("/startpos/invalid-numbers", test_invalid_numbers);
  g_test_add_func ("/startpos/error-message", test_error_message);
  g_test_add_func ("/startpos/not-start-positions", test_not_start_positions);

  return g_test_run ();
}
