/* test-event.c: events and their rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "chess-enums.h"
#include "chess-startpos.h"
#include "test-event-util.h"

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

/* A game started from a round carries the event's name, the round and
 * the day it was drawn. */
static void
test_round_game_tags (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Smith & Jones Open", CHESS_VARIANT_CHESS960);
  g_autoptr(GDateTime) noon = g_date_time_new_from_iso8601 ("2026-11-21T12:00:00Z", NULL);
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const ChessRound *round;

  g_assert_nonnull (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_NUMBER, noon, &error));
  g_assert_no_error (error);
  round = chess_event_add_round (event, 309, CHESS_DRAW_METHOD_NUMBER, noon, &error);
  g_assert_no_error (error);

  game = chess_event_new_round_game (event, round, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 309);
  g_assert_cmpstr (chess_game_get_tag (game, "Event"), ==, "Smith & Jones Open");
  g_assert_cmpstr (chess_game_get_tag (game, "Round"), ==, "2");
  g_assert_cmpstr (chess_game_get_tag (game, "Date"), ==, "2026.11.21");
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
  g_test_add_func ("/event/round-game-tags", test_round_game_tags);
  g_test_add_func ("/event/remove-last-round", test_remove_last_round);
  g_test_add_func ("/event/draw-method-strings", test_draw_method_strings);
  g_test_add_func ("/event/round-boxed", test_round_boxed);

  return g_test_run ();
}
