/* test-event-verifiable.c: verifiable draws follow from the key, the
 * round and the public input, and from nothing else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-event.h"
#include "chess-startpos.h"

/* The draw as README.md describes it, written out again here from that
 * description so that the two are held to each other. */
static guint
draw_as_documented (const char  *key_hex,
                    const char  *variant,
                    guint        round,
                    const char  *input,
                    const guint *allowed,
                    guint        n_allowed)
{
  guint8 key[32];
  guint bits = 0;

  for (guint i = 0; i < 32; i++)
    key[i] = (guint8) (g_ascii_xdigit_value (key_hex[2 * i]) * 16 +
                       g_ascii_xdigit_value (key_hex[2 * i + 1]));
  while ((1u << bits) < n_allowed)
    bits++;

  for (guint block = 0; block < 100; block++)
    {
      g_autofree char *message = g_strdup_printf ("Chess960 verifiable draw 1\nvariant=%s\n"
                                                  "round=%u\ninput=%s\nblock=%u",
                                                  variant, round, input, block);
      g_autoptr(GHmac) hmac = g_hmac_new (G_CHECKSUM_SHA256, key, sizeof key);
      guint8 digest[32];
      gsize length = sizeof digest;

      g_hmac_update (hmac, (const guchar *) message, -1);
      g_hmac_get_digest (hmac, digest, &length);
      for (guint i = 0; i < 32; i += 2)
        {
          guint value = (digest[i] * 256u + digest[i + 1]) % (1u << bits);

          if (value < n_allowed)
            return allowed[value];
        }
    }

  g_assert_not_reached ();
}

/* A verifiable event of 6 rounds, each from a player's number. */
static ChessEvent *
make_event (ChessVariant   variant,
            char         **key_hex)
{
  static const char *const inputs[] = { "17", "4 2 6", "Anna: 1234", "17", "ø", "99" };
  g_autoptr(GError) error = NULL;
  ChessEvent *event = chess_event_new_verifiable ("Open", variant, &error);
  const guint custom[] = { 534, 0 };

  g_assert_no_error (error);
  chess_event_set_custom_exclusions (event, custom, G_N_ELEMENTS (custom));

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_assert_nonnull (chess_event_draw_random (event, inputs[i], &error));
      g_assert_no_error (error);
      g_assert_nonnull (chess_event_confirm_pending (event, &error));
      if (i == 2)
        g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
      g_assert_no_error (error);
    }

  *key_hex = chess_event_reveal_key (event, &error);
  g_assert_no_error (error);

  return event;
}

static void
check_follows_key_round_input (ChessVariant variant)
{
  g_autofree char *key = NULL;
  g_autoptr(ChessEvent) event = make_event (variant, &key);
  guint count = chess_startpos_count (variant);
  g_autofree guint8 *used = g_new0 (guint8, count);
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 key_bytes[32];
  gsize n_key = 32;

  /* The commitment is the SHA-256 of the key. */
  for (guint i = 0; i < 32; i++)
    key_bytes[i] = (guint8) (g_ascii_xdigit_value (key[2 * i]) * 16 + g_ascii_xdigit_value (key[2 * i + 1]));
  g_checksum_update (checksum, key_bytes, n_key);
  g_assert_cmpstr (g_checksum_get_string (checksum), ==, chess_event_get_commitment (event));

  /* The custom list, and standard chess (SP 518 in both numberings). */
  used[534] = TRUE;
  used[0] = TRUE;
  used[518] = TRUE;

  for (guint i = 0; i < chess_event_get_n_rounds (event); i++)
    {
      const ChessRound *round = chess_event_get_round (event, i);
      g_autofree guint *allowed = g_new (guint, count);
      guint n_allowed = 0;

      if (round->method == CHESS_DRAW_METHOD_REPLAY)
        continue;

      g_assert_nonnull (round->input);
      for (guint n = 0; n < count; n++)
        if (!used[n])
          allowed[n_allowed++] = n;
      g_assert_cmpuint (round->number, ==,
                        draw_as_documented (key, chess_variant_to_string (variant), round->round,
                                            round->input, allowed, n_allowed));
      used[round->number] = TRUE;
    }
}

static void
test_follows_key_round_input (void)
{
  check_follows_key_round_input (CHESS_VARIANT_CHESS960);
  check_follows_key_round_input (CHESS_VARIANT_CHESS960X3);
}

static void
test_verify_with_key (void)
{
  g_autofree char *key = NULL;
  g_autoptr(ChessEvent) event = make_event (CHESS_VARIANT_CHESS960, &key);
  g_autoptr(GError) error = NULL;
  g_autofree char *wrong = g_strdup (key);
  guint bad = 0;

  g_assert_true (chess_event_verify (event, key, &bad, &error));
  g_assert_no_error (error);
  /* Without one, the key the record revealed checks the draws. */
  g_assert_true (chess_event_verify (event, NULL, &bad, &error));
  g_assert_no_error (error);

  wrong[10] = wrong[10] == '0' ? '1' : '0';
  g_assert_false (chess_event_verify (event, wrong, &bad, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
  g_assert_cmpuint (bad, ==, 1);
  g_assert_nonnull (strstr (error->message, "commitment"));
  g_clear_error (&error);

  g_assert_false (chess_event_verify (event, "12ab", &bad, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
}

/* Rewrites the record's hashes after a change, as a forger would. */
static char *
rechain (const char *data)
{
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);
  GString *out = g_string_new (NULL);
  char previous[65];
  gboolean in_record = FALSE;

  memset (previous, '0', 64);
  previous[64] = '\0';
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];

      if (strcmp (line, "[Record]") == 0)
        in_record = TRUE;
      if (in_record && g_ascii_isdigit (line[0]))
        {
          char *prev = strstr (line, " prev=");
          g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
          g_autofree char *hashed = NULL;

          *prev = '\0';
          hashed = g_strdup_printf ("%s\n%s", previous, line);
          g_checksum_update (checksum, (const guchar *) hashed, -1);
          g_string_append_printf (out, "%s prev=%s hash=%s\n", line, previous,
                                  g_checksum_get_string (checksum));
          memcpy (previous, g_checksum_get_string (checksum), 64);
          continue;
        }
      if (in_record && g_str_has_prefix (line, "Head="))
        {
          *strchr (line, ' ') = '\0';
          g_string_append_printf (out, "%s %s\n", line, previous);
          continue;
        }
      if (lines[i + 1] != NULL)
        g_string_append_printf (out, "%s\n", line);
    }

  return g_string_free (out, FALSE);
}

/* With the hashes made good again, a changed input still gives itself
 * away: the key and round no longer give the position shown. */
static void
test_changed_input_fails (void)
{
  g_autofree char *key = NULL;
  g_autoptr(ChessEvent) event = make_event (CHESS_VARIANT_CHESS960, &key);
  g_autoptr(ChessEvent) forged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = chess_event_to_data (event, NULL);
  g_autofree char *same = rechain (data);
  g_autofree char *forged_data = NULL;
  g_autoptr(GString) text = g_string_new (data);
  guint bad = 0;

  /* The rewriting itself changes nothing. */
  g_assert_cmpstr (same, ==, data);

  g_assert_cmpuint (g_string_replace (text, "input=Anna:%201234", "input=Anna:%201235", 0), ==, 2);
  g_string_replace (text, "Input=Anna:%201234", "Input=Anna:%201235", 0);
  forged_data = rechain (text->str);
  forged = chess_event_new_from_data (forged_data, strlen (forged_data), &error);
  g_assert_no_error (error);
  g_assert_false (chess_event_verify (forged, key, &bad, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "the key, round 3 and the input “Anna: 1235” give SP"));
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (forged, bad - 1)), ==,
                   CHESS_RECORD_SHOWN);
}

/* The round confirmed must be the result shown. */
static void
test_confirmed_must_be_shown (void)
{
  g_autofree char *key = NULL;
  g_autoptr(ChessEvent) event = make_event (CHESS_VARIANT_CHESS960, &key);
  g_autoptr(ChessEvent) forged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = chess_event_to_data (event, NULL);
  g_autofree char *forged_data = NULL;
  g_autofree char *old_entry = NULL;
  g_autofree char *new_entry = NULL;
  g_autofree char *old_round = NULL;
  g_autofree char *new_round = NULL;
  g_autoptr(GString) text = g_string_new (data);
  const ChessRound *first = chess_event_get_round (event, 0);
  char letters[9];
  guint other = 0;
  guint bad = 0;

  /* A position no round has used. */
  for (gboolean used = TRUE; used; )
    {
      other++;
      used = other == 518 || other == 534;
      for (guint i = 0; i < chess_event_get_n_rounds (event); i++)
        used = used || chess_event_get_round (event, i)->number == other;
    }
  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, other, letters, NULL));

  old_entry = g_strdup_printf ("confirmed round=1 number=%u letters=%s", first->number, first->back_rank);
  new_entry = g_strdup_printf ("confirmed round=1 number=%u letters=%s", other, letters);
  old_round = g_strdup_printf ("[Round 1]\nNumber=%u\nBackRank=%s\n", first->number, first->back_rank);
  new_round = g_strdup_printf ("[Round 1]\nNumber=%u\nBackRank=%s\n", other, letters);
  g_assert_cmpuint (g_string_replace (text, old_entry, new_entry, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, old_round, new_round, 1), ==, 1);
  forged_data = rechain (text->str);
  forged = chess_event_new_from_data (forged_data, strlen (forged_data), &error);
  g_assert_no_error (error);
  g_assert_false (chess_event_verify (forged, NULL, &bad, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID);
  g_assert_nonnull (strstr (error->message, "but SP"));
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (forged, bad - 1)), ==,
                   CHESS_RECORD_CONFIRMED);
}

static void
test_refusals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open", CHESS_VARIANT_CHESS960, &error);
  g_autoptr(ChessEvent) plain = chess_event_new ("Club", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessEvent) public_copy = NULL;
  g_autofree char *public_data = NULL;
  g_autofree char *key = NULL;

  /* No draw without a public input, by any way in. */
  g_assert_null (chess_event_add_round (event, 5, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
  g_clear_error (&error);
  g_assert_null (chess_event_draw_random (event, NULL, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
  g_clear_error (&error);
  g_assert_cmpuint (chess_event_get_n_entries (event), ==, 1);

  /* What is handed out holds no key: its draws cannot be made there. */
  public_data = chess_event_to_public_data (event, NULL);
  g_assert_null (strstr (public_data, "[Key]"));
  public_copy = chess_event_new_from_data (public_data, strlen (public_data), &error);
  g_assert_no_error (error);
  g_assert_null (chess_event_draw_random (public_copy, "5", &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
  g_clear_error (&error);

  /* Once revealed, the key makes no more draws. */
  key = chess_event_reveal_key (event, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (key), ==, 64);
  g_assert_true (chess_event_get_key_revealed (event));
  g_assert_null (chess_event_draw_random (event, "5", &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
  g_clear_error (&error);

  /* An ordinary event has no key to reveal. */
  g_assert_null (chess_event_reveal_key (plain, &error));
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_NO_KEY);
}

/* Uniform over the allowed positions: with 3 allowed, the 16-bit
 * candidates are masked to 2 bits and 3 rejected; each of the three comes
 * up about equally often over many rounds and inputs. */
static void
test_no_bias (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open", CHESS_VARIANT_CHESS960, &error);
  g_autofree guint *all = g_new (guint, 960);
  g_autofree char *key = NULL;
  guint counts[3] = { 0 };
  guint n = 0;

  for (guint i = 3; i < 960; i++)
    all[n++] = i;
  chess_event_set_custom_exclusions (event, all, n);
  chess_event_set_exclude_standard (event, TRUE);
  g_assert_no_error (error);
  key = chess_event_reveal_key (event, &error);

  for (guint i = 0; i < 30000; i++)
    {
      g_autofree char *input = g_strdup_printf ("%u", i);
      static const guint allowed[] = { 0, 1, 2 };

      counts[draw_as_documented (key, "chess960", 1, input, allowed, 3)]++;
    }

  /* Expected 10000 each; 4.5 standard deviations is 368. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (counts[i], >, 10000 - 368);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (counts[i], <, 10000 + 368);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event-verifiable/follows-key-round-input", test_follows_key_round_input);
  g_test_add_func ("/event-verifiable/verify-with-key", test_verify_with_key);
  g_test_add_func ("/event-verifiable/changed-input-fails", test_changed_input_fails);
  g_test_add_func ("/event-verifiable/confirmed-must-be-shown", test_confirmed_must_be_shown);
  g_test_add_func ("/event-verifiable/refusals", test_refusals);
  g_test_add_func ("/event-verifiable/no-bias", test_no_bias);

  return g_test_run ();
}
