/* test-journal.c: an event's draw record — every kind of entry, in order,
 * and any change to it found and named
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-event.h"
#include "chess-startpos.h"

static ChessEvent *
reload (ChessEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  ChessEvent *copy;

  data = chess_event_to_data (event, &length);
  copy = chess_event_new_from_data (data, length, &error);
  g_assert_no_error (error);

  return copy;
}

static GString *
kinds_of (ChessEvent *event)
{
  GString *kinds = g_string_new (NULL);

  for (guint i = 0; i < chess_event_get_n_entries (event); i++)
    {
      ChessRecordEntry *entry = chess_event_get_entry (event, i);

      g_assert_cmpuint (chess_record_entry_get_index (entry), ==, i + 1);
      g_string_append_printf (kinds, "%s%s", i > 0 ? " " : "",
                              chess_record_entry_get_kind_name (entry));
      if (chess_record_entry_get_field (entry, "reason") != NULL)
        g_string_append_printf (kinds, "(%s)", chess_record_entry_get_field (entry, "reason"));
    }

  return kinds;
}

/* Taps FACES into DICE, each on EVENT's record. */
static void
tap_faces (ChessEvent  *event,
           ChessDice   *dice,
           const guint *faces,
           guint        n_faces)
{
  g_autoptr(GError) error = NULL;
  ChessDiceRoll roll;

  for (guint i = 0; i < n_faces; i++)
    {
      g_assert_true (chess_dice_apply (dice, faces[i], &roll));
      g_assert_true (chess_event_record_die_face (event, &roll, &error));
      g_assert_no_error (error);
      if (chess_dice_get_stage (dice) == CHESS_DICE_STAGE_ROOKS_AND_KING)
        {
          g_assert_true (chess_dice_place_rooks_and_king (dice, &roll));
          g_assert_true (chess_event_record_die_face (event, &roll, &error));
          g_assert_no_error (error);
        }
    }
}

static ChessEvent *
make_busy_event (void)
{
  static const guint faces_518[] = { 2, 3, 3, 2, 3 };
  static const guint faces_0[] = { 1, 1, 1, 1, 1 };
  static const guint custom[] = { 534 };
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  ChessEvent *event = chess_event_new ("Club Night", CHESS_VARIANT_CHESS960);
  const ChessPendingResult *pending;
  ChessDiceRoll roll;

  chess_event_set_custom_exclusions (event, custom, 1);

  /* Round 1: a die; a mistaken tap taken back; 518 comes out, excluded. */
  g_assert_false (chess_dice_can_undo (dice));
  g_assert_true (chess_dice_apply (dice, 4, &roll));
  g_assert_true (chess_dice_can_undo (dice));
  g_assert_true (chess_event_record_die_face (event, &roll, &error));
  g_assert_true (chess_dice_undo (dice));
  g_assert_true (chess_event_record_face_undone (event, &error));
  tap_faces (event, dice, faces_518, G_N_ELEMENTS (faces_518));
  g_assert_cmpuint (chess_dice_get_number (dice), ==, 518);
  /* The result is shown: no tap can be taken back any more. */
  g_assert_false (chess_dice_can_undo (dice));
  {
    gboolean can_undo = TRUE;

    g_object_get (dice, "can-undo", &can_undo, NULL);
    g_assert_false (can_undo);
  }
  g_assert_false (chess_dice_undo (dice));
  g_assert_null (chess_event_show_result (event, 518, CHESS_DRAW_METHOD_ROLLER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED);
  g_clear_error (&error);
  chess_dice_reset (dice);
  tap_faces (event, dice, faces_0, G_N_ELEMENTS (faces_0));
  pending = chess_event_show_result (event, chess_dice_get_number (dice),
                                     CHESS_DRAW_METHOD_ROLLER, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_assert_cmpuint (pending->number, ==, 0);
  g_assert_false (chess_event_can_undo_face (event));
  g_assert_false (chess_event_record_face_undone (event, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RESULT_PENDING);
  g_clear_error (&error);
  /* …and no other draw either. */
  g_assert_null (chess_event_add_round (event, 7, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RESULT_PENDING);
  g_clear_error (&error);
  g_assert_nonnull (chess_event_confirm_pending (event, &error));
  g_assert_true (chess_event_record_hall (event, 1, TRUE, &error));
  g_assert_true (chess_event_record_hall (event, 1, FALSE, &error));

  /* Round 2: a computer draw started over, one cancelled, one kept. */
  g_assert_nonnull (chess_event_draw_random (event, NULL, &error));
  g_assert_true (chess_event_set_aside_pending (event, CHESS_SET_ASIDE_START_OVER, &error));
  g_assert_nonnull (chess_event_draw_random (event, NULL, &error));
  g_assert_true (chess_event_set_aside_pending (event, CHESS_SET_ASIDE_CANCELLED, &error));
  g_assert_nonnull (chess_event_show_result (event, 42, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_nonnull (chess_event_confirm_pending (event, &error));

  /* Round 3 replays it; removed; replayed again. */
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
  g_assert_true (chess_event_remove_last_round (event));
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));

  /* Exclusions change between rounds. */
  chess_event_set_exclude_standard (event, FALSE);

  /* Round 4: shown, then undone by the arbiter. */
  g_assert_nonnull (chess_event_show_result (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_true (chess_event_set_aside_pending (event, CHESS_SET_ASIDE_UNDONE, &error));
  g_assert_no_error (error);

  return event;
}

static void
test_every_kind_in_order (void)
{
  g_autoptr(ChessEvent) event = make_busy_event ();
  g_autoptr(ChessEvent) copy = NULL;
  g_autoptr(GString) kinds = kinds_of (event);
  g_autoptr(GString) copy_kinds = NULL;
  g_autoptr(GError) error = NULL;
  ChessRecordEntry *entry;

  g_assert_cmpstr (kinds->str, ==,
                   "created exclusions "
                   "die-face face-undone "
                   "die-face die-face die-face die-face die-face die-face "
                   "shown set-aside(excluded) "
                   "die-face die-face die-face die-face die-face die-face "
                   "shown confirmed hall-revealed hall-covered "
                   "shown set-aside(start-over) shown set-aside(cancelled) shown confirmed "
                   "replayed removed replayed exclusions "
                   "shown set-aside(undone)");

  entry = chess_event_get_entry (event, 2);
  g_assert_cmpint (chess_record_entry_get_kind (entry), ==, CHESS_RECORD_DIE_FACE);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "step"), ==, "dark-bishop");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "face"), ==, "4");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "placed"), ==, "B:g1");
  entry = chess_event_get_entry (event, 10);
  g_assert_cmpstr (chess_record_entry_get_kind_name (entry), ==, "shown");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "number"), ==, "518");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "letters"), ==, "RNBQKBNR");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "method"), ==, "roller");
  g_assert_cmpuint (chess_record_entry_get_round (entry), ==, 1);
  g_assert_nonnull (chess_record_entry_get_time (entry));
  g_assert_cmpstr (chess_record_entry_get_field (chess_event_get_entry (event, 31), "exclude"), ==, "534");

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 3);
  g_assert_true (chess_event_verify (event, NULL, NULL, &error));
  g_assert_no_error (error);

  /* The file holds all of it, and reads back the same. */
  copy = reload (event);
  copy_kinds = kinds_of (copy);
  g_assert_cmpstr (copy_kinds->str, ==, kinds->str);
  g_assert_cmpstr (chess_event_get_last_hash (copy), ==, chess_event_get_last_hash (event));
  g_assert_true (chess_event_verify (copy, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* The file's text with the record's entry lines found. */
typedef struct {
  gsize start;   /* first byte of "N=" */
  gsize end;     /* the newline after it */
} Line;

static GArray *
entry_lines (const char *data)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));
  const char *record = strstr (data, "\n[Record]\n");
  const char *p;

  g_assert_nonnull (record);
  p = record + strlen ("\n[Record]\n");
  while (g_ascii_isdigit (*p))
    {
      Line line = { p - data, strchr (p, '\n') - data };

      g_array_append_val (lines, line);
      p = data + line.end + 1;
    }

  return lines;
}

/* What `chess960-cli event verify` does: read what can be read, check it. */
static gboolean
verify_data (const char  *data,
             gsize        length,
             guint       *bad_entry,
             char       **message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_recover_from_data (data, length, &error);

  g_assert_no_error (error);
  if (chess_event_verify (event, NULL, bad_entry, &error))
    return TRUE;

  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
  *message = g_strdup (error->message);

  return FALSE;
}

static void
test_any_changed_byte_is_named (void)
{
  g_autoptr(ChessEvent) event = make_busy_event ();
  g_autofree char *data = NULL;
  g_autoptr(GArray) lines = NULL;
  gsize length;
  guint n_tried = 0;

  data = chess_event_to_data (event, &length);
  lines = entry_lines (data);
  g_assert_cmpuint (lines->len, ==, chess_event_get_n_entries (event));

  for (guint e = 0; e < lines->len; e++)
    {
      Line line = g_array_index (lines, Line, e);

      /* Every byte of the entry's line, its newline included. */
      for (gsize at = line.start; at <= line.end; at++)
        {
          g_autofree char *changed = g_memdup2 (data, length);
          g_autofree char *message = NULL;
          guint bad = 0;

          /* The smallest change: one bit, or a digit for another. */
          changed[at] ^= g_ascii_isdigit (data[at]) && data[at] != '9' ? 0x01 : 0x02;
          if (verify_data (changed, length, &bad, &message))
            g_error ("a change of byte %" G_GSIZE_FORMAT " (entry %u) went unseen", at, e + 1);
          if (bad != e + 1)
            g_error ("byte %" G_GSIZE_FORMAT " of entry %u changed; verify named entry %u: %s",
                     at, e + 1, bad, message);
          n_tried++;
        }
    }

  g_test_message ("%u changed bytes, each found in its entry", n_tried);
  g_assert_cmpuint (n_tried, >, 2000);
}

static void
test_deleted_entry_is_named (void)
{
  g_autoptr(ChessEvent) event = make_busy_event ();
  g_autofree char *data = NULL;
  g_autoptr(GArray) lines = NULL;
  gsize length;

  data = chess_event_to_data (event, &length);
  lines = entry_lines (data);

  for (guint e = 0; e < lines->len; e++)
    {
      Line line = g_array_index (lines, Line, e);
      g_autofree char *cut = g_strdup_printf ("%.*s%s", (int) line.start, data, data + line.end + 1);
      g_autofree char *message = NULL;
      guint bad = 0;

      g_assert_false (verify_data (cut, strlen (cut), &bad, &message));
      if (bad != e + 1)
        g_error ("entry %u deleted; verify named %u: %s", e + 1, bad, message);
      g_assert_nonnull (strstr (message, "ntry"));
    }
}

/* A forger who rewrites every hash after a change is caught by the
 * rounds, which must be the ones the record confirmed. */
static void
test_rounds_must_match_record (void)
{
  g_autoptr(ChessEvent) event = make_busy_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = chess_event_to_data (event, NULL);
  g_autoptr(ChessEvent) changed = NULL;
  g_autoptr(GString) text = g_string_new (data);
  guint bad = 1;

  /* Round 2 was SP 42 (NNQRBBKR): the file's round says SP 43 instead. */
  g_assert_nonnull (strstr (text->str, "[Round 2]\nNumber=42\nBackRank=NNQRBBKR\n"));
  g_string_replace (text, "[Round 2]\nNumber=42\nBackRank=NNQRBBKR\n",
                    "[Round 2]\nNumber=43\nBackRank=NNQRBKRB\n", 1);
  g_string_replace (text, "[Round 3]\nNumber=42\nBackRank=NNQRBBKR\n",
                    "[Round 3]\nNumber=43\nBackRank=NNQRBKRB\n", 1);
  changed = chess_event_new_from_data (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_false (chess_event_verify (changed, NULL, &bad, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
  g_assert_cmpstr (error->message, ==, "Round 2 is SP 43 (number) in the event, but SP 42 (number) on the record");
  g_assert_cmpuint (bad, ==, 0);
}

/* Format 1 files (before the record) are read and upgraded. */
static void
test_upgrade (void)
{
  static const char old[] =
    "[Event]\nFormat=1\nName=Club Championship\nVariant=chess960\n"
    "Created=2026-11-21T18:00:00Z\nExcludeStandard=true\nExclude=534;\nRounds=2\n\n"
    "[Round 1]\nNumber=309\nBackRank=NQBBRKRN\nMethod=physical-die\n"
    "Time=2026-11-21T18:30:00Z\nColoursReversed=false\n\n"
    "[Round 2]\nNumber=309\nBackRank=NQBBRKRN\nMethod=replay\n"
    "Time=2026-11-28T18:30:00Z\nColoursReversed=true\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_from_data (old, strlen (old), &error);
  g_autoptr(ChessEvent) again = NULL;
  g_autoptr(GString) kinds = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_true (g_uuid_string_is_valid (chess_event_get_id (event)));
  kinds = kinds_of (event);
  g_assert_cmpstr (kinds->str, ==, "upgraded exclusions confirmed replayed");
  g_assert_cmpstr (chess_record_entry_get_field (chess_event_get_entry (event, 2), "drawn"), ==,
                   "2026-11-21T18:30:00Z");
  g_assert_true (chess_event_verify (event, NULL, NULL, &error));
  g_assert_no_error (error);

  /* Written back in today's format, with the same id from then on. */
  data = chess_event_to_data (event, NULL);
  g_assert_true (g_str_has_prefix (data, "[Event]\nFormat=2\nId="));
  again = chess_event_new_from_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_event_get_id (again), ==, chess_event_get_id (event));
}

/* What a newer version adds is kept and written back, never "damage". */
static void
test_unknown_keys_round_trip (void)
{
  g_autoptr(ChessEvent) event = make_busy_event ();
  g_autoptr(ChessEvent) newer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = chess_event_to_data (event, NULL);
  g_autofree char *written = NULL;
  g_autoptr(GString) text = g_string_new (data);

  g_string_replace (text, "Rounds=3\n", "Rounds=3\nColour=blue\n", 1);
  g_string_replace (text, "ColoursReversed=false\n\n[Round 2]",
                    "ColoursReversed=false\nBoards=12\n\n[Round 2]", 1);
  g_string_replace (text, "\n[Record]\n", "\n[Notes]\nText=a \\s note\n\n[Record]\n", 1);
  g_string_replace (text, "\nHead=", "\nSignature=abc\nHead=", 1);

  newer = chess_event_new_from_data (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_null (chess_event_get_damage (newer));
  g_assert_true (chess_event_verify (newer, NULL, NULL, &error));
  written = chess_event_to_data (newer, NULL);
  g_assert_cmpstr (written, ==, text->str);
}

/* A verifiable event's record shows its commitment before round 1. */
static void
test_commitment_first (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open", CHESS_VARIANT_CHESS960X3, &error);
  ChessRecordEntry *created;

  g_assert_no_error (error);
  created = chess_event_get_entry (event, 0);
  g_assert_cmpint (chess_record_entry_get_kind (created), ==, CHESS_RECORD_CREATED);
  g_assert_cmpstr (chess_record_entry_get_field (created, "commitment"), ==,
                   chess_event_get_commitment (event));
  g_assert_cmpstr (chess_record_entry_get_field (created, "variant"), ==, "chess960x3");
  g_assert_cmpuint (strlen (chess_event_get_commitment (event)), ==, 64);
}

/* Faces thrown and left before they made a result: on the record with
 * why; refused once a result is shown (that is set aside with its
 * number), and read back from the file. */
static void
test_draw_abandoned (void)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Left Halfway", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960);
  g_autoptr(ChessEvent) copy = NULL;
  g_autoptr(GString) kinds = NULL;
  g_autoptr(GError) error = NULL;
  ChessRecordEntry *entry;
  ChessDiceRoll roll;

  g_assert_true (chess_dice_apply (dice, 2, &roll));
  g_assert_true (chess_event_record_die_face (event, &roll, &error));
  g_assert_true (chess_event_record_draw_abandoned (event, CHESS_SET_ASIDE_START_OVER, &error));
  g_assert_true (chess_event_record_draw_abandoned (event, CHESS_SET_ASIDE_CANCELLED, &error));
  g_assert_no_error (error);

  g_assert_nonnull (chess_event_show_result (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_false (chess_event_record_draw_abandoned (event, CHESS_SET_ASIDE_START_OVER, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RESULT_PENDING);

  entry = chess_event_get_entry (event, 2);
  g_assert_cmpint (chess_record_entry_get_kind (entry), ==, CHESS_RECORD_ABANDONED);
  g_assert_cmpuint (chess_record_entry_get_round (entry), ==, 1);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "reason"), ==, "start-over");

  copy = reload (event);
  kinds = kinds_of (copy);
  g_assert_cmpstr (kinds->str, ==,
                   "created die-face abandoned(start-over) abandoned(cancelled) shown");
  g_clear_error (&error);
  g_assert_true (chess_event_verify (copy, NULL, NULL, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/journal/every-kind-in-order", test_every_kind_in_order);
  g_test_add_func ("/journal/any-changed-byte-is-named", test_any_changed_byte_is_named);
  g_test_add_func ("/journal/deleted-entry-is-named", test_deleted_entry_is_named);
  g_test_add_func ("/journal/rounds-must-match-record", test_rounds_must_match_record);
  g_test_add_func ("/journal/upgrade", test_upgrade);
  g_test_add_func ("/journal/draw-abandoned", test_draw_abandoned);
  g_test_add_func ("/journal/unknown-keys-round-trip", test_unknown_keys_round_trip);
  g_test_add_func ("/journal/commitment-first", test_commitment_first);

  return g_test_run ();
}
