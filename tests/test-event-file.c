/* test-event-file.c: an event's file: the golden file, round trips and
 * what is refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "chess-enums.h"
#include "chess-startpos.h"
#include "test-event-util.h"

static GDateTime *
utc (const char *text)
{
  GDateTime *time = g_date_time_new_from_iso8601 (text, NULL);

  g_assert_nonnull (time);

  return time;
}

static void
assert_same_data (ChessEvent *a,
                  ChessEvent *b)
{
  g_autofree char *data_a = chess_event_to_data (a, NULL);
  g_autofree char *data_b = chess_event_to_data (b, NULL);

  g_assert_cmpstr (data_a, ==, data_b);
}

static void
test_golden (void)
{
  g_autoptr(ChessEvent) event = event_from_text (golden);
  g_autoptr(GDateTime) created = utc ("2026-11-21T18:00:00Z");
  g_autoptr(GDateTime) time3 = utc ("2026-12-05T18:30:00Z");
  g_autofree char *data = NULL;
  const ChessRound *round;
  const guint *custom;
  gsize n_custom;
  gsize length;

  g_assert_cmpstr (chess_event_get_name (event), ==, "Club Championship");
  g_assert_cmpint (chess_event_get_variant (event), ==, CHESS_VARIANT_CHESS960);
  g_assert_true (g_date_time_equal (chess_event_get_created (event), created));
  g_assert_true (chess_event_get_exclude_standard (event));
  custom = chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 1);
  g_assert_cmpuint (custom[0], ==, 534);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 3);

  round = chess_event_get_round (event, 2);
  g_assert_cmpuint (round->round, ==, 3);
  g_assert_cmpuint (round->number, ==, 12);
  g_assert_cmpstr (round->back_rank, ==, "QBNNRKBR");
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_ROLLER);
  g_assert_true (g_date_time_equal (round->time, time3));
  g_assert_false (round->colours_reversed);
  g_assert_true (chess_event_can_replay (event));

  /* Read as format 1, written back as format 2: the same sections, an
   * id, and the record after them (test-journal checks what it holds). */
  data = chess_event_to_data (event, &length);
  g_assert_cmpuint (length, ==, strlen (data));
  {
    g_autofree char *id_line = g_strdup_printf ("Format=2\nId=%s\n", chess_event_get_id (event));
    g_autoptr(GString) expected = g_string_new (golden);

    g_string_replace (expected, "Format=1\n", id_line, 1);
    g_string_append (expected, "\n[Record]\n");
    g_assert_true (g_str_has_prefix (data, expected->str));
  }
}

static void
test_round_trip (void)
{
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(ChessEvent) copy = NULL;
  g_autoptr(GDateTime) time = utc ("2027-01-02T03:04:05Z");
  g_autoptr(GError) error = NULL;
  static const guint custom[] = { 2879, 960, 5 };
  /* Everything a key file could trip over. */
  static const char *const names[] = {
    "Été à Zürich — 2026",
    " Leading and trailing spaces ",
    "Line one\nLine two\ttab",
    "[Event]\nFormat=2",
    "Back\\slash; semi;colon = equals # hash",
    "",
  };
  g_autofree char *data = NULL;
  gsize length;

  event = chess_event_new (names[0], CHESS_VARIANT_CHESS960X3);
  chess_event_set_exclude_standard (event, FALSE);
  chess_event_set_custom_exclusions (event, custom, G_N_ELEMENTS (custom));
  g_assert_nonnull (chess_event_add_round (event, 2771, CHESS_DRAW_METHOD_PHYSICAL_DIE, time, &error));
  g_assert_nonnull (chess_event_add_replay_round (event, time, &error));
  g_assert_nonnull (chess_event_add_round (event, 518, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 1273, CHESS_DRAW_METHOD_ROLLER, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 7, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      chess_event_set_name (event, names[i]);
      data = chess_event_to_data (event, &length);
      g_assert_cmpuint (strlen (data), ==, length);

      copy = chess_event_new_from_data (data, length, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (chess_event_get_name (copy), ==, names[i]);
      g_assert_cmpint (chess_event_get_variant (copy), ==, CHESS_VARIANT_CHESS960X3);
      g_assert_false (chess_event_get_exclude_standard (copy));
      g_assert_true (g_date_time_equal (chess_event_get_created (copy),
                                        chess_event_get_created (event)));
      g_assert_cmpuint (chess_event_get_n_rounds (copy), ==, 5);
      for (guint j = 0; j < 5; j++)
        {
          const ChessRound *a = chess_event_get_round (event, j);
          const ChessRound *b = chess_event_get_round (copy, j);

          g_assert_cmpuint (a->round, ==, b->round);
          g_assert_cmpuint (a->number, ==, b->number);
          g_assert_cmpstr (a->back_rank, ==, b->back_rank);
          g_assert_cmpint (a->method, ==, b->method);
          g_assert_true (g_date_time_equal (a->time, b->time));
          g_assert_cmpint (a->colours_reversed, ==, b->colours_reversed);
        }
      assert_same_data (event, copy);

      g_clear_object (&copy);
      g_clear_pointer (&data, g_free);
    }

  g_assert_cmpstr (chess_event_get_round (event, 1)->back_rank, ==, "BKRNRNQB");
  g_assert_cmpstr (chess_event_get_round (event, 3)->back_rank, ==, "NQRBBRKN");
}

/* Cut at every byte, the file is refused, or the cut is in the trailing
 * whitespace and the event is exactly the one written. */
static void
test_truncation (void)
{
  g_autoptr(ChessEvent) event = event_from_text (golden);
  g_autofree char *data = NULL;
  gsize length;
  guint n_refused = 0;
  guint n_accepted = 0;

  chess_event_set_name (event, "Zürich “Open”");
  data = chess_event_to_data (event, &length);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 3);

  for (gsize cut = 0; cut < length; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessEvent) truncated = NULL;
      gboolean only_whitespace_cut = TRUE;
      /* A copy of exactly CUT bytes, so that ASan sees any read past it. */
      g_autofree char *prefix = g_memdup2 (data, cut);

      for (gsize i = cut; i < length; i++)
        only_whitespace_cut = only_whitespace_cut && g_ascii_isspace (data[i]);

      truncated = chess_event_new_from_data (prefix, cut, &error);
      if (truncated == NULL)
        {
          g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
          g_assert_cmpstr (error->message, !=, "");
          /* The last newline is not needed. */
          g_assert_false (only_whitespace_cut);
          n_refused++;
          continue;
        }

      g_assert_no_error (error);
      if (!only_whitespace_cut)
        g_test_message ("accepted a cut at byte %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT,
                        cut, length);
      g_assert_true (only_whitespace_cut);
      assert_same_data (event, truncated);
      n_accepted++;
    }

  g_test_message ("%u cuts refused, %u accepted", n_refused, n_accepted);
  g_assert_cmpuint (n_accepted, ==, 1);
  g_assert_cmpuint (n_refused, ==, length - 1);
}

static char *
replace_in_golden (const char *old,
                   const char *replacement)
{
  const char *at = strstr (golden, old);

  g_assert_nonnull (at);

  return g_strdup_printf ("%.*s%s%s", (int) (at - golden), golden,
                          replacement, at + strlen (old));
}

static void
test_invalid (void)
{
  static const struct {
    const char *old;            /* replaced in the golden file… */
    const char *replacement;
    const char *message;
  } cases[] = {
    { "Rounds=3\n", "Rounds=4\n", "Round 4 is missing (the event has 4 rounds)" },
    { "Rounds=3\n", "Rounds=2\n", "The event file has an unexpected section “[Round 3]”" },
    { "Rounds=3\n", "Rounds=-1\n", "The event has an invalid round count “-1”" },
    { "Rounds=3\n", "Rounds=1921\n", "The event has an invalid round count “1921”" },
    { "Rounds=3\n", "", "The event has no round count" },
    { "Format=1\n", "Format=3\n",
      "The event file has format version 3; it was written by a newer version of Chess960" },
    { "Format=1\n", "Format=2\n", "The event has no id" },
    { "Format=1\n", "Format=one\n", "The event has an invalid format version “one”" },
    { "Format=1\n", "", "The event has no format version" },
    { "Variant=chess960\n", "Variant=standard\n", "The event has an unknown variant “standard”" },
    { "Variant=chess960\n", "Variant=shogi\n", "The event has an unknown variant “shogi”" },
    { "Created=2026-11-21T18:00:00Z\n", "Created=2026-11-21T18:00:00\n",
      "The event has an invalid creation time “2026-11-21T18:00:00”" },
    { "ExcludeStandard=true\n", "ExcludeStandard=1\n",
      "The event has an invalid ExcludeStandard setting “1”" },
    { "Exclude=534;\n", "Exclude=534;960;\n",
      "The list of excluded positions has an invalid entry “960”" },
    { "Exclude=534;\n", "Exclude=534;;12\n",
      "The list of excluded positions has an invalid entry “”" },
    { "Name=Club Championship\n", "Name=Club\\\n",
      "The event’s name cannot be read: *" },
    { "Name=Club Championship\n", "Name=Club\\q\n",
      "The event’s name cannot be read: *" },
    { "[Round 1]\nNumber=309\n", "[Round 1]\n", "Round 1 has no position number" },
    { "[Round 1]\nNumber=309\n", "[Round 1]\nNumber=960\n",
      "Round 1: “960” is not a Chess960 start position number" },
    { "[Round 1]\nNumber=309\n", "[Round 1]\nNumber=309.0\n",
      "Round 1: “309.0” is not a Chess960 start position number" },
    { "[Round 1]\nNumber=309\nBackRank=NQBBRKRN\n", "[Round 1]\nNumber=309\nBackRank=RNBQKBNR\n",
      "Round 1: back rank “RNBQKBNR” does not match SP 309 (NQBBRKRN)" },
    { "[Round 1]\nNumber=309\nBackRank=NQBBRKRN\n", "[Round 1]\nNumber=309\nBackRank=nqbbrkrn\n",
      "Round 1: back rank “nqbbrkrn” does not match SP 309 (NQBBRKRN)" },
    { "Method=physical-die\n", "Method=dice\n", "Round 1 has an unknown draw method “dice”" },
    { "Method=physical-die\n", "Method=replay\n", "Round 1 replays the round before but does not reverse colours" },
    { "Method=physical-die\nTime=2026-11-21T18:30:00Z\nColoursReversed=false\n",
      "Method=replay\nTime=2026-11-21T18:30:00Z\nColoursReversed=true\n",
      "Round 1 replays a round, but there is none before it" },
    { "Time=2026-11-21T18:30:00Z\n", "Time=yesterday\n", "Round 1 has an invalid time “yesterday”" },
    { "Time=2026-11-21T18:30:00Z\nColoursReversed=false\n",
      "Time=2026-11-21T18:30:00Z\nColoursReversed=true\n",
      "Round 1 reverses colours but does not replay the round before" },
    { "ColoursReversed=false\n\n[Round 2]", "ColoursReversed=no\n\n[Round 2]",
      "Round 1 has an invalid ColoursReversed setting “no”" },
    { "[Round 2]\nNumber=309\nBackRank=NQBBRKRN\n", "[Round 2]\nNumber=0\nBackRank=BBQNNRKR\n",
      "Round 2 replays SP 0, but round 1 used SP 309" },
    { "[Round 3]\nNumber=12\nBackRank=QBNNRKBR\nMethod=roller\n",
      "[Round 3]\nNumber=309\nBackRank=NQBBRKRN\nMethod=roller\n",
      "Round 3 uses SP 309 again, which round 1 already used" },
    { "[Round 3]\nNumber=12\nBackRank=QBNNRKBR\nMethod=roller\nTime=2026-12-05T18:30:00Z\nColoursReversed=false\n",
      "[Round 3]\nNumber=309\nBackRank=NQBBRKRN\nMethod=replay\nTime=2026-12-05T18:30:00Z\nColoursReversed=true\n",
      "Round 3 replays round 2, which is itself a replay" },
    { "[Round 3]", "[Round 03]", "Round 3 is missing (the event has 3 rounds)" },
    { "ColoursReversed=false\n\n[Round 2]", "ColoursReversed=false\nbroken line\n\n[Round 2]",
      "The event file is damaged: *" },
    { "Club", "Cl\xff" "ub", "The event file is not a text file" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = replace_in_golden (cases[i].old, cases[i].replacement);
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessEvent) event = NULL;

      event = chess_event_new_from_data (text, strlen (text), &error);
      if (event != NULL)
        g_test_message ("accepted:\n%s", text);
      g_assert_null (event);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
      if (!g_pattern_match_simple (cases[i].message, error->message))
        g_test_message ("case %u: “%s”, expected “%s”", i, error->message, cases[i].message);
      g_assert_true (g_pattern_match_simple (cases[i].message, error->message));
    }
}

static void
test_not_an_event (void)
{
  static const struct {
    const char *data;
    gsize       length;
    const char *message;
  } cases[] = {
    { "", 0, "The event file is empty" },
    { " \n\t\n", 4, "The event file is empty" },
    { "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, "The event file is not a text file" },
    { "[Event]\nFormat=1\0\nName=x\n", 25, "The event file is not a text file" },
    { "[Desktop Entry]\nType=Application\nName=Chess960\n", 47,
      "This is not a Chess960 event file: it has no [Event] section" },
    { "Just some notes\nabout round 3\n", 30, "The event file is damaged: *" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessEvent) event = NULL;

      event = chess_event_new_from_data (cases[i].data, cases[i].length, &error);
      g_assert_null (event);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
      if (!g_pattern_match_simple (cases[i].message, error->message))
        g_test_message ("case %u: “%s”", i, error->message);
      g_assert_true (g_pattern_match_simple (cases[i].message, error->message));
    }

  /* NULL with no length is an empty file too. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (chess_event_new_from_data (NULL, 0, &error));
    g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event/file/golden", test_golden);
  g_test_add_func ("/event/file/round-trip", test_round_trip);
  g_test_add_func ("/event/file/truncation", test_truncation);
  g_test_add_func ("/event/file/invalid", test_invalid);
  g_test_add_func ("/event/file/not-an-event", test_not_an_event);

  return g_test_run ();
}
