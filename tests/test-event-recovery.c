/* test-event-recovery.c: what a damaged event file still holds is kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "chess-event-store.h"

/* An event with a few rounds of each kind, a long record, a name that
 * needs escapes and letters of several bytes, and a pending result. */
static ChessEvent *
make_event (void)
{
  static const guint custom[] = { 534, 12 };
  g_autoptr(GError) error = NULL;
  ChessEvent *event = chess_event_new ("Zürich “Open” \\ 2026", CHESS_VARIANT_CHESS960);

  chess_event_set_custom_exclusions (event, custom, G_N_ELEMENTS (custom));
  g_assert_nonnull (chess_event_add_round (event, 309, CHESS_DRAW_METHOD_PHYSICAL_DIE, NULL, &error));
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
  g_assert_nonnull (chess_event_show_result (event, 7, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_true (chess_event_set_aside_pending (event, CHESS_SET_ASIDE_START_OVER, &error));
  g_assert_nonnull (chess_event_add_round (event, 12 + 1, CHESS_DRAW_METHOD_ROLLER, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 959, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_nonnull (chess_event_show_result (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_no_error (error);

  return event;
}

/* Where each part of DATA ends: a round or an entry is whole once the
 * last byte of its last value is there. */
static void
find_ends (const char *data,
           GArray     *round_ends,
           GArray     *entry_ends)
{
  const char *p = data;

  while ((p = strstr (p, "\nColoursReversed=")) != NULL)
    {
      gsize end = strchr (p + 1, '\n') - data;

      g_array_append_val (round_ends, end);
      p++;
    }

  p = strstr (data, "\n[Record]\n") + 1;
  while ((p = strstr (p, " hash=")) != NULL)
    {
      gsize end = p + strlen (" hash=") + 64 - data;

      g_array_append_val (entry_ends, end);
      p++;
    }
}

static guint
count_at_most (GArray *ends,
               gsize   cut)
{
  guint n = 0;

  while (n < ends->len && g_array_index (ends, gsize, n) <= cut)
    n++;

  return n;
}

/* Cut at every byte: a strict read refuses every cut but the last
 * newline's; a recovering read keeps exactly the rounds and entries that
 * are whole before the cut, read-only, saying what was lost. */
static void
test_cut_at_every_offset (void)
{
  g_autoptr(ChessEvent) event = make_event ();
  g_autoptr(GArray) round_ends = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autoptr(GArray) entry_ends = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autofree char *data = NULL;
  const char *header_end;
  gsize length;
  guint n_recovered = 0;

  data = chess_event_to_data (event, &length);
  find_ends (data, round_ends, entry_ends);
  g_assert_cmpuint (round_ends->len, ==, 4);
  g_assert_cmpuint (entry_ends->len, ==, chess_event_get_n_entries (event));
  header_end = strstr (data, "\nRounds=4") + strlen ("\nRounds=4");

  for (gsize cut = 0; cut < length; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessEvent) strict = NULL;
      g_autoptr(ChessEvent) kept = NULL;
      /* A copy of exactly CUT bytes, so that ASan sees any read past it. */
      g_autofree char *prefix = g_memdup2 (data, cut);
      guint rounds_whole = count_at_most (round_ends, cut);
      guint entries_whole = count_at_most (entry_ends, cut);
      gboolean only_whitespace_cut = TRUE;

      for (gsize i = cut; i < length; i++)
        only_whitespace_cut = only_whitespace_cut && g_ascii_isspace (data[i]);

      strict = chess_event_new_from_data (prefix, cut, &error);
      if (only_whitespace_cut)
        {
          g_assert_no_error (error);
          g_assert_nonnull (strict);
          continue;
        }
      g_assert_null (strict);
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
      g_clear_error (&error);

      kept = chess_event_recover_from_data (prefix, cut, &error);
      if (cut < (gsize) (header_end - data))
        {
          /* Without the whole header there is no event to speak of. */
          if (kept == NULL)
            continue;
        }
      g_assert_no_error (error);
      g_assert_nonnull (kept);
      g_assert_true (chess_event_get_read_only (kept));
      g_assert_nonnull (chess_event_get_damage (kept));

      if (chess_event_get_n_rounds (kept) != rounds_whole)
        g_error ("cut at %" G_GSIZE_FORMAT ": kept %u rounds of the %u whole ones (%s)\n%s",
                 cut, chess_event_get_n_rounds (kept), rounds_whole,
                 chess_event_get_damage (kept), prefix + (cut > 200 ? cut - 200 : 0));
      for (guint i = 0; i < rounds_whole; i++)
        g_assert_cmpuint (chess_event_get_round (kept, i)->number, ==,
                          chess_event_get_round (event, i)->number);

      /* The record comes after the rounds: all of them, or none of it. */
      if (rounds_whole == round_ends->len &&
          chess_event_get_n_entries (kept) != entries_whole)
        g_error ("cut at %" G_GSIZE_FORMAT ": kept %u entries of the %u whole ones",
                 cut, chess_event_get_n_entries (kept), entries_whole);
      for (guint i = 0; i < chess_event_get_n_entries (kept); i++)
        g_assert_cmpstr (chess_record_entry_get_hash (chess_event_get_entry (kept, i)), ==,
                         chess_record_entry_get_hash (chess_event_get_entry (event, i)));

      /* A damaged copy never passes as a whole record. */
      g_assert_false (chess_event_verify (kept, NULL, NULL, &error));
      g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
      n_recovered++;
    }

  g_test_message ("%" G_GSIZE_FORMAT " cuts, %u recovered", length, n_recovered);
  g_assert_cmpuint (n_recovered, >, length / 2);
}

/* Damage in the middle (round 3 of 4): rounds 1 and 2 are kept. */
static void
test_damage_in_the_middle (void)
{
  g_autoptr(ChessEvent) event = make_event ();
  g_autofree char *data = chess_event_to_data (event, NULL);
  g_autoptr(GString) text = g_string_new (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) kept = NULL;

  g_string_replace (text, "[Round 3]\nNumber=13\n", "[Round 3]\nNum\x01\xff" "ber=13\n", 1);
  g_assert_null (chess_event_new_from_data (text->str, text->len, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT);
  g_clear_error (&error);

  kept = chess_event_recover_from_data (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chess_event_get_n_rounds (kept), ==, 2);
  g_assert_true (chess_event_get_read_only (kept));
  g_assert_true (g_str_has_suffix (chess_event_get_damage (kept),
                                   "Kept 2 of 4 rounds and 0 record entries; what came after was lost."));
  g_assert_null (chess_event_add_round (kept, 1, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_READ_ONLY);
}

static void
on_damaged_file (ChessEventStore *store,
                 const char      *path,
                 const char      *backup,
                 const GError    *error,
                 char           **backup_out)
{
  g_assert_null (*backup_out);
  *backup_out = g_strdup (backup);
}

/* The store sets the original aside as before, lists what was kept
 * read-only, and on request makes it the event again. */
static void
test_store_keeps_what_is_left (void)
{
  g_autoptr(ChessEvent) event = make_event ();
  g_autofree char *dir = g_dir_make_tmp ("test-event-recovery-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "open.chess960-event", NULL);
  g_autofree char *data = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *backup_data = NULL;
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) kept = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  gsize cut;

  data = chess_event_to_data (event, &length);
  cut = strstr (data, "[Round 4]") - data + 20;
  g_assert_true (g_file_set_contents (path, data, cut, &error));

  store = chess_event_store_new (dir);
  g_signal_connect (store, "damaged-file", G_CALLBACK (on_damaged_file), &backup);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);

  g_assert_nonnull (backup);
  g_assert_true (g_file_get_contents (backup, &backup_data, &length, NULL));
  g_assert_cmpmem (backup_data, length, data, cut);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  kept = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_cmpuint (chess_event_get_n_rounds (kept), ==, 3);
  g_assert_true (chess_event_get_read_only (kept));

  g_assert_true (chess_event_store_keep_recovered (store, kept, &error));
  g_assert_no_error (error);
  g_assert_false (chess_event_get_read_only (kept));
  g_assert_null (chess_event_get_damage (kept));
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (kept, 0)), ==,
                   CHESS_RECORD_RECOVERED);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (chess_event_verify (kept, NULL, NULL, &error));
  g_assert_no_error (error);

  g_clear_object (&store);
  g_unlink (backup);
  g_unlink (path);
  {
    g_autofree char *lock = g_build_filename (dir, ".open.chess960-event.lock", NULL);

    g_unlink (lock);
  }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event-recovery/cut-at-every-offset", test_cut_at_every_offset);
  g_test_add_func ("/event-recovery/damage-in-the-middle", test_damage_in_the_middle);
  g_test_add_func ("/event-recovery/store-keeps-what-is-left", test_store_keeps_what_is_left);

  return g_test_run ();
}
