/* test-event.c: events, their rounds, their files and the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "chess-enums.h"
#include "chess-event.h"
#include "chess-startpos.h"

/* The format as HACKING.md shows it; also what the writer must produce
 * byte for byte. */
static const char golden[] =
  "[Event]\n"
  "Format=1\n"
  "Name=Club Championship\n"
  "Variant=chess960\n"
  "Created=2026-11-21T18:00:00Z\n"
  "ExcludeStandard=true\n"
  "Exclude=534;\n"
  "Rounds=3\n"
  "\n"
  "[Round 1]\n"
  "Number=309\n"
  "BackRank=NQBBRKRN\n"
  "Method=physical-die\n"
  "Time=2026-11-21T18:30:00Z\n"
  "ColoursReversed=false\n"
  "\n"
  "[Round 2]\n"
  "Number=309\n"
  "BackRank=NQBBRKRN\n"
  "Method=replay\n"
  "Time=2026-11-28T18:30:00Z\n"
  "ColoursReversed=true\n"
  "\n"
  "[Round 3]\n"
  "Number=12\n"
  "BackRank=QBNNRKBR\n"
  "Method=roller\n"
  "Time=2026-12-05T18:30:00Z\n"
  "ColoursReversed=false\n";

/* Counts what an event announces. */
typedef struct {
  guint    n_changed;
  GString *notified;
} Recorder;

static void
on_changed (ChessEvent *event,
            Recorder   *recorder)
{
  recorder->n_changed++;
}

static void
on_notify (ChessEvent *event,
           GParamSpec *pspec,
           Recorder   *recorder)
{
  /* The record grows with every change: test-journal follows it. */
  if (g_strcmp0 (pspec->name, "n-entries") == 0)
    return;

  g_string_append_printf (recorder->notified, "%s ", pspec->name);
}

static void
recorder_init (Recorder   *recorder,
               ChessEvent *event)
{
  recorder->n_changed = 0;
  recorder->notified = g_string_new (NULL);
  g_signal_connect (event, "changed", G_CALLBACK (on_changed), recorder);
  g_signal_connect (event, "notify", G_CALLBACK (on_notify), recorder);
}

static void
recorder_clear (Recorder   *recorder,
                ChessEvent *event)
{
  g_signal_handlers_disconnect_by_data (event, recorder);
  g_string_free (recorder->notified, TRUE);
}

static void
recorder_reset (Recorder *recorder)
{
  recorder->n_changed = 0;
  g_string_truncate (recorder->notified, 0);
}

static GDateTime *
utc (const char *text)
{
  GDateTime *time = g_date_time_new_from_iso8601 (text, NULL);

  g_assert_nonnull (time);

  return time;
}

static ChessEvent *
event_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  ChessEvent *event = chess_event_new_from_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);

  return event;
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
test_new (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Club Championship", CHESS_VARIANT_CHESS960);
  g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autofree char *name = NULL;
  GDateTime *created;
  ChessVariant variant;
  gboolean exclude_standard;
  guint n_rounds;
  gsize n_custom = 99;

  g_assert_cmpstr (chess_event_get_name (event), ==, "Club Championship");
  g_assert_cmpint (chess_event_get_variant (event), ==, CHESS_VARIANT_CHESS960);
  g_assert_true (chess_event_get_exclude_standard (event));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 0);
  g_assert_null (chess_event_get_round (event, 0));
  g_assert_null (chess_event_get_last_round (event));
  g_assert_false (chess_event_can_replay (event));
  chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 0);

  /* Created now, in UTC, to the second. */
  created = chess_event_get_created (event);
  g_assert_nonnull (created);
  g_assert_cmpint (g_date_time_get_utc_offset (created), ==, 0);
  g_assert_cmpint (g_date_time_get_microsecond (created), ==, 0);
  g_assert_cmpint (g_date_time_to_unix (before) - g_date_time_to_unix (created), <=, 1);
  g_assert_cmpint (g_date_time_to_unix (before) - g_date_time_to_unix (created), >=, 0);

  /* Only standard chess is excluded in a new event. */
  exclusions = chess_event_get_exclusions (event);
  g_assert_cmpint (chess_exclusions_get_variant (exclusions), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 1);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 518, NULL), ==, CHESS_EXCLUSION_STANDARD);

  g_object_get (event,
                "name", &name,
                "variant", &variant,
                "exclude-standard", &exclude_standard,
                "n-rounds", &n_rounds,
                NULL);
  g_assert_cmpstr (name, ==, "Club Championship");
  g_assert_cmpint (variant, ==, CHESS_VARIANT_CHESS960);
  g_assert_true (exclude_standard);
  g_assert_cmpuint (n_rounds, ==, 0);
}

static void
test_properties (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Open", CHESS_VARIANT_CHESS960X3);
  static const guint unsorted[] = { 2879, 534, 12, 534, 960 };
  static const guint sorted[] = { 12, 534, 960, 2879 };
  g_autoptr(ChessExclusions) exclusions = NULL;
  const guint *custom;
  gsize n_custom;
  Recorder recorder;

  recorder_init (&recorder, event);

  chess_event_set_name (event, "Open");
  chess_event_set_exclude_standard (event, TRUE);
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  g_assert_cmpstr (recorder.notified->str, ==, "");

  chess_event_set_name (event, "Spring Open");
  g_assert_cmpstr (chess_event_get_name (event), ==, "Spring Open");
  g_assert_cmpstr (recorder.notified->str, ==, "name ");
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  recorder_reset (&recorder);

  g_object_set (event, "exclude-standard", FALSE, NULL);
  g_assert_false (chess_event_get_exclude_standard (event));
  g_assert_cmpstr (recorder.notified->str, ==, "exclude-standard ");
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  recorder_reset (&recorder);

  chess_event_set_custom_exclusions (event, unsorted, G_N_ELEMENTS (unsorted));
  custom = chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpmem (custom, n_custom * sizeof (guint), sorted, sizeof sorted);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpstr (recorder.notified->str, ==, "");

  /* The same list in another order changes nothing. */
  chess_event_set_custom_exclusions (event, sorted, G_N_ELEMENTS (sorted));
  g_assert_cmpuint (recorder.n_changed, ==, 1);

  exclusions = chess_event_get_exclusions (event);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 4);
  g_assert_false (chess_exclusions_contains (exclusions, 518));
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 960, NULL), ==, CHESS_EXCLUSION_CUSTOM);

  chess_event_set_custom_exclusions (event, NULL, 0);
  chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 0);
  g_assert_cmpuint (recorder.n_changed, ==, 2);

  recorder_clear (&recorder, event);
}

static void
test_add_round (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(GDateTime) cet = g_date_time_new_from_iso8601 ("2026-11-21T19:30:00.250+01:00", NULL);
  g_autoptr(GDateTime) before = NULL;
  g_autoptr(GDateTime) after = NULL;
  g_autoptr(GError) error = NULL;
  static const guint custom[] = { 534 };
  const ChessRound *round;
  char back_rank[9];
  Recorder recorder;

  chess_event_set_custom_exclusions (event, custom, 1);
  recorder_init (&recorder, event);

  /* Refusals change nothing and say why. */
  g_assert_null (chess_event_add_round (event, 518, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "SP 518 is standard chess, which this event excludes");
  g_clear_error (&error);

  g_assert_null (chess_event_add_round (event, 534, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "SP 534 is on this event’s list of excluded positions");
  g_clear_error (&error);

  g_assert_null (chess_event_add_round (event, 960, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER);
  g_assert_cmpstr (error->message, ==, "960 is not a Chess960 start position number");
  g_clear_error (&error);

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 0);
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  g_assert_cmpstr (recorder.notified->str, ==, "");

  /* A round at a time given in another zone, with a fraction of a second. */
  round = chess_event_add_round (event, 309, CHESS_DRAW_METHOD_PHYSICAL_DIE, cet, &error);
  g_assert_no_error (error);
  g_assert_nonnull (round);
  g_assert_cmpuint (round->round, ==, 1);
  g_assert_cmpuint (round->number, ==, 309);
  g_assert_cmpstr (round->back_rank, ==, "NQBBRKRN");
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
  g_assert_false (round->colours_reversed);
  g_assert_cmpint (g_date_time_get_utc_offset (round->time), ==, 0);
  g_assert_cmpint (g_date_time_to_unix (round->time), ==, g_date_time_to_unix (cet));
  g_assert_cmpint (g_date_time_get_microsecond (round->time), ==, 0);
  g_assert_cmpint (g_date_time_get_hour (round->time), ==, 18);

  g_assert_true (chess_event_get_round (event, 0) == round);
  g_assert_true (chess_event_get_last_round (event) == round);
  g_assert_null (chess_event_get_round (event, 1));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  g_assert_cmpstr (recorder.notified->str, ==, "n-rounds ");
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  recorder_reset (&recorder);

  /* A used number is never drawn again. */
  g_assert_null (chess_event_add_round (event, 309, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "SP 309 was already drawn for round 1");
  g_clear_error (&error);
  g_assert_cmpuint (recorder.n_changed, ==, 0);

  /* Without a time, now. */
  before = g_date_time_new_from_unix_utc (g_get_real_time () / G_USEC_PER_SEC);
  round = chess_event_add_round (event, 0, CHESS_DRAW_METHOD_RANDOM, NULL, &error);
  after = g_date_time_new_now_utc ();
  g_assert_no_error (error);
  g_assert_cmpuint (round->round, ==, 2);
  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 0, back_rank, NULL));
  g_assert_cmpstr (round->back_rank, ==, back_rank);
  g_assert_cmpint (g_date_time_compare (before, round->time), <=, 0);
  g_assert_cmpint (g_date_time_compare (round->time, after), <=, 0);
  g_assert_cmpuint (recorder.n_changed, ==, 1);

  recorder_clear (&recorder, event);
}

static void
test_exclusions_follow_rounds (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960X3);
  g_autoptr(GError) error = NULL;
  guint used[40];

  /* Draw 40 rounds from what the event excludes: none may repeat. */
  for (guint i = 0; i < G_N_ELEMENTS (used); i++)
    {
      g_autoptr(ChessExclusions) exclusions = chess_event_get_exclusions (event);
      const ChessRound *round;
      guint number;

      g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, i + 1);
      for (guint j = 0; j < i; j++)
        {
          guint in_round = 0;

          g_assert_cmpint (chess_exclusions_lookup (exclusions, used[j], &in_round), ==,
                           CHESS_EXCLUSION_USED);
          g_assert_cmpuint (in_round, ==, j + 1);
        }

      g_assert_true (chess_exclusions_draw (exclusions, &number, &error));
      g_assert_no_error (error);
      round = chess_event_add_round (event, number, CHESS_DRAW_METHOD_RANDOM, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (round->round, ==, i + 1);
      used[i] = number;
    }

  for (guint i = 0; i < G_N_ELEMENTS (used); i++)
    {
      g_assert_null (chess_event_add_round (event, used[i], CHESS_DRAW_METHOD_NUMBER, NULL, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
      g_clear_error (&error);
    }
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, G_N_ELEMENTS (used));
}

static void
test_replay (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autoptr(GError) error = NULL;
  const ChessRound *round;
  Recorder recorder;
  guint in_round;

  recorder_init (&recorder, event);

  /* Nothing to replay yet. */
  g_assert_false (chess_event_can_replay (event));
  g_assert_null (chess_event_add_replay_round (event, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "There is no earlier round to replay");
  g_clear_error (&error);
  g_assert_cmpuint (recorder.n_changed, ==, 0);

  g_assert_nonnull (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_ROLLER, NULL, &error));
  g_assert_true (chess_event_can_replay (event));
  recorder_reset (&recorder);

  round = chess_event_add_replay_round (event, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (round->round, ==, 2);
  g_assert_cmpuint (round->number, ==, 100);
  g_assert_cmpstr (round->back_rank, ==, "QBBNRNKR");
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_REPLAY);
  g_assert_true (round->colours_reversed);
  g_assert_false (chess_event_get_round (event, 0)->colours_reversed);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpstr (recorder.notified->str, ==, "n-rounds ");
  recorder_reset (&recorder);

  /* The used number still points at the round that first drew it. */
  exclusions = chess_event_get_exclusions (event);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 100, &in_round), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpuint (in_round, ==, 1);

  /* No replay of a replay: a position is played at most twice. */
  g_assert_false (chess_event_can_replay (event));
  g_assert_null (chess_event_add_replay_round (event, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_assert_cmpstr (error->message, ==, "SP 100 has already been played twice, in rounds 1 and 2");
  g_clear_error (&error);
  g_assert_null (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_clear_error (&error);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 2);
  g_assert_cmpuint (recorder.n_changed, ==, 0);

  /* A new position can be replayed again. */
  g_assert_nonnull (chess_event_add_round (event, 200, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_true (chess_event_can_replay (event));
  round = chess_event_add_replay_round (event, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (round->round, ==, 4);
  g_assert_cmpuint (round->number, ==, 200);

  recorder_clear (&recorder, event);
}

static void
test_remove_last_round (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(GError) error = NULL;
  Recorder recorder;

  recorder_init (&recorder, event);

  g_assert_false (chess_event_remove_last_round (event));
  g_assert_cmpuint (recorder.n_changed, ==, 0);
  g_assert_cmpstr (recorder.notified->str, ==, "");

  g_assert_nonnull (chess_event_add_round (event, 1, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 2, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);
  recorder_reset (&recorder);

  /* The arbiter typed 2 by mistake: it is free again afterwards. */
  g_assert_true (chess_event_remove_last_round (event));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 2);
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpstr (recorder.notified->str, ==, "n-rounds ");
  g_assert_cmpuint (chess_event_get_last_round (event)->number, ==, 1);
  g_assert_false (chess_event_can_replay (event));
  g_assert_nonnull (chess_event_add_round (event, 2, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);

  /* Removing the replay makes round 1 replayable again. */
  g_assert_true (chess_event_remove_last_round (event));
  g_assert_true (chess_event_remove_last_round (event));
  g_assert_true (chess_event_can_replay (event));
  g_assert_true (chess_event_remove_last_round (event));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 0);
  g_assert_false (chess_event_remove_last_round (event));

  recorder_clear (&recorder, event);
}

static void
test_draw_method_strings (void)
{
  static const char *const names[] = { "random", "roller", "physical-die", "number", "replay" };
  ChessDrawMethod method;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_cmpstr (chess_draw_method_to_string (i), ==, names[i]);
      g_assert_true (chess_draw_method_from_string (names[i], &method));
      g_assert_cmpint (method, ==, i);
    }

  method = CHESS_DRAW_METHOD_ROLLER;
  g_assert_false (chess_draw_method_from_string ("Random", &method));
  g_assert_false (chess_draw_method_from_string ("", &method));
  g_assert_false (chess_draw_method_from_string ("die", &method));
  g_assert_cmpint (method, ==, CHESS_DRAW_METHOD_ROLLER);

  g_assert_true (G_TYPE_IS_ENUM (CHESS_TYPE_DRAW_METHOD));
}

static void
test_round_boxed (void)
{
  g_autoptr(ChessEvent) event = event_from_text (golden);
  const ChessRound *round = chess_event_get_round (event, 1);
  g_autoptr(ChessRound) copy = chess_round_copy (round);

  g_assert_true (G_TYPE_IS_BOXED (CHESS_TYPE_ROUND));
  g_assert_true (copy != round);
  g_assert_cmpuint (copy->round, ==, 2);
  g_assert_cmpuint (copy->number, ==, 309);
  g_assert_cmpstr (copy->back_rank, ==, "NQBBRKRN");
  g_assert_cmpint (copy->method, ==, CHESS_DRAW_METHOD_REPLAY);
  g_assert_true (copy->colours_reversed);
  g_assert_true (g_date_time_equal (copy->time, round->time));

  /* The copy outlives the event. */
  g_clear_object (&event);
  g_assert_cmpint (g_date_time_get_day_of_month (copy->time), ==, 28);
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

  g_test_add_func ("/event/new", test_new);
  g_test_add_func ("/event/properties", test_properties);
  g_test_add_func ("/event/add-round", test_add_round);
  g_test_add_func ("/event/exclusions-follow-rounds", test_exclusions_follow_rounds);
  g_test_add_func ("/event/replay", test_replay);
  g_test_add_func ("/event/remove-last-round", test_remove_last_round);
  g_test_add_func ("/event/draw-method-strings", test_draw_method_strings);
  g_test_add_func ("/event/round-boxed", test_round_boxed);
  g_test_add_func ("/event/file/golden", test_golden);
  g_test_add_func ("/event/file/round-trip", test_round_trip);
  g_test_add_func ("/event/file/truncation", test_truncation);
  g_test_add_func ("/event/file/invalid", test_invalid);
  g_test_add_func ("/event/file/not-an-event", test_not_an_event);

  return g_test_run ();
}
