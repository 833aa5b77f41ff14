/* chess-event-verify.c: checking a draw record, and verifiable draws
 *
 * The record is checked by replaying it: each entry's number, its hash
 * and the hash of the one before it, then what the entries say against
 * the rounds the file holds, and each verifiable draw against the key.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-private.h"
#include "chess-startpos.h"

/* Bumping it changes every verifiable draw: never, once one is made. */
#define DRAW_LABEL "Chess960 verifiable draw 1"

guint
_chess_event_verifiable_pick (const guint8 *key,
                              ChessVariant  variant,
                              guint         round,
                              const char   *input,
                              const guint  *allowed,
                              guint         n_allowed)
{
  guint mask = 0;

  g_return_val_if_fail (n_allowed > 0, 0);

  /* The fewest bits that can count up to N_ALLOWED - 1. */
  while (mask < n_allowed - 1)
    mask = (mask << 1) | 1;

  /* Each block gives 16 candidates; more than half of them fit, so a
   * second block is rarely needed and a hundred never are. */
  for (guint block = 0; ; block++)
    {
      g_autoptr(GHmac) hmac = g_hmac_new (G_CHECKSUM_SHA256, key, CHESS_EVENT_KEY_LENGTH);
      g_autofree char *message = NULL;
      guint8 digest[32];
      gsize length = sizeof digest;

      message = g_strdup_printf (DRAW_LABEL "\nvariant=%s\nround=%u\ninput=%s\nblock=%u",
                                 chess_variant_to_string (variant), round, input, block);
      g_hmac_update (hmac, (const guchar *) message, strlen (message));
      g_hmac_get_digest (hmac, digest, &length);

      for (gsize i = 0; i + 1 < length; i += 2)
        {
          guint value = ((guint) digest[i] << 8 | digest[i + 1]) & mask;

          if (value < n_allowed)
            return allowed[value];
        }
    }
}

typedef struct {
  ChessVariant  variant;
  GArray       *excluded;     /* guint: the last "exclude" list */
  GArray       *numbers;      /* guint: each round's position */
  GPtrArray    *methods;      /* const char *: each round's method */
  char         *commitment;
  guint         commitment_entry;
  guint8        key[CHESS_EVENT_KEY_LENGTH];
  gboolean      have_key;
  gint64        shown;        /* the result on screen, -1: none */
  gboolean      shown_input;  /* …and whether it had a public input */
} Replay;

static gboolean fault (GError                 **error,
                       guint                   *bad_entry,
                       const ChessRecordEntry  *entry,
                       const char              *format,
                       ...) G_GNUC_PRINTF (4, 5);

/* Sets the error that names ENTRY (may be NULL), where it is and why. */
static gboolean
fault (GError                 **error,
       guint                   *bad_entry,
       const ChessRecordEntry  *entry,
       const char              *format,
       ...)
{
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);

  if (bad_entry != NULL)
    *bad_entry = entry != NULL ? chess_record_entry_get_index (entry) : 0;

  if (entry == NULL)
    g_set_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID, "%s", why);
  else if (_chess_record_entry_get_line (entry) > 0)
    g_set_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID,
                 "Entry %u (line %u of the file): %s",
                 chess_record_entry_get_index (entry),
                 _chess_record_entry_get_line (entry), why);
  else
    g_set_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID,
                 "Entry %u: %s", chess_record_entry_get_index (entry), why);

  return FALSE;
}

static gboolean
parse_key (const char *hex,
           guint8     *key)
{
  if (hex == NULL || strlen (hex) != 2 * CHESS_EVENT_KEY_LENGTH)
    return FALSE;

  for (guint i = 0; i < CHESS_EVENT_KEY_LENGTH; i++)
    {
      int high = g_ascii_xdigit_value (hex[2 * i]);
      int low = g_ascii_xdigit_value (hex[2 * i + 1]);

      if (high < 0 || low < 0)
        return FALSE;
      key[i] = (guint8) (high << 4 | low);
    }

  return TRUE;
}

static char *
key_commitment (const guint8 *key)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  g_checksum_update (checksum, key, CHESS_EVENT_KEY_LENGTH);

  return g_strdup (g_checksum_get_string (checksum));
}

static gboolean
parse_number_field (const ChessRecordEntry *entry,
                    const char             *name,
                    guint                  *number)
{
  const char *text = chess_record_entry_get_field (entry, name);
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    return FALSE;

  *number = (guint) value;

  return TRUE;
}

static void
parse_exclude_field (const char *text,
                     GArray     *numbers)
{
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  g_array_set_size (numbers, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint64 number;

      if (g_ascii_string_to_unsigned (items[i], 10, 0, G_MAXUINT, &number, NULL))
        {
          guint value = (guint) number;

          g_array_append_val (numbers, value);
        }
    }
}

/* The draw a "shown" entry of a verifiable event must show. */
static gboolean
check_verifiable_draw (Replay                  *replay,
                       const ChessRecordEntry  *entry,
                       guint                    number,
                       guint                   *bad_entry,
                       GError                 **error)
{
  guint count = chess_startpos_count (replay->variant);
  g_autofree guint8 *excluded = g_new0 (guint8, count);
  g_autofree guint *allowed = g_new (guint, count);
  const char *input = chess_record_entry_get_field (entry, "input");
  guint n_allowed = 0;
  guint expected;
  guint round;

  for (guint i = 0; i < replay->excluded->len; i++)
    if (g_array_index (replay->excluded, guint, i) < count)
      excluded[g_array_index (replay->excluded, guint, i)] = TRUE;
  for (guint i = 0; i < replay->numbers->len; i++)
    excluded[g_array_index (replay->numbers, guint, i)] = TRUE;
  for (guint i = 0; i < count; i++)
    if (!excluded[i])
      allowed[n_allowed++] = i;

  round = chess_record_entry_get_round (entry);
  if (n_allowed == 0 || round != replay->numbers->len + 1)
    return fault (error, bad_entry, entry, "the verifiable draw is not for the next round");

  expected = _chess_event_verifiable_pick (replay->key, replay->variant, round,
                                           input, allowed, n_allowed);
  if (expected != number)
    return fault (error, bad_entry, entry,
                  "the key, round %u and the input “%s” give SP %u, but SP %u was shown",
                  round, input, expected, number);

  return TRUE;
}

static gboolean
replay_entry (Replay                  *replay,
              const ChessRecordEntry  *entry,
              guint                   *bad_entry,
              GError                 **error)
{
  ChessRecordKind kind = chess_record_entry_get_kind (entry);
  const char *letters = chess_record_entry_get_field (entry, "letters");
  const char *input = chess_record_entry_get_field (entry, "input");
  char back_rank[9];
  guint number = 0;
  guint8 revealed[CHESS_EVENT_KEY_LENGTH];

  switch (kind)
    {
    case CHESS_RECORD_CREATED:
      g_clear_pointer (&replay->commitment, g_free);
      replay->commitment = g_strdup (chess_record_entry_get_field (entry, "commitment"));
      replay->commitment_entry = chess_record_entry_get_index (entry);
      G_GNUC_FALLTHROUGH;
    case CHESS_RECORD_EXCLUSIONS:
      parse_exclude_field (chess_record_entry_get_field (entry, "exclude"), replay->excluded);
      return TRUE;

    case CHESS_RECORD_SHOWN:
    case CHESS_RECORD_CONFIRMED:
      if (!parse_number_field (entry, "number", &number) ||
          !chess_startpos_get_back_rank (replay->variant, number, back_rank, NULL) ||
          g_strcmp0 (letters, back_rank) != 0)
        return fault (error, bad_entry, entry, "its position number and letters do not agree");
      if (kind == CHESS_RECORD_SHOWN && input != NULL && replay->have_key &&
          g_strcmp0 (chess_record_entry_get_field (entry, "method"), "random") == 0 &&
          !check_verifiable_draw (replay, entry, number, bad_entry, error))
        return FALSE;
      if (kind == CHESS_RECORD_SHOWN)
        {
          replay->shown = number;
          replay->shown_input = input != NULL;
          return TRUE;
        }

      if (chess_record_entry_get_round (entry) != replay->numbers->len + 1)
        return fault (error, bad_entry, entry, "it confirms round %u after round %u",
                      chess_record_entry_get_round (entry), replay->numbers->len);

      /* Rounds from before the record (an upgrade, a recovery) were
       * never shown on it. */
      if (chess_record_entry_get_field (entry, "drawn") == NULL &&
          chess_record_entry_get_field (entry, "recovered") == NULL)
        {
          if (replay->shown >= 0 && replay->shown != number)
            return fault (error, bad_entry, entry, "it confirms SP %u, but SP %u was shown",
                          number, (guint) replay->shown);
          if (replay->commitment != NULL &&
              g_strcmp0 (chess_record_entry_get_field (entry, "method"), "random") == 0 &&
              (replay->shown < 0 || !replay->shown_input))
            return fault (error, bad_entry, entry,
                          "the computer drew round %u without a public input: "
                          "nobody can check that draw", chess_record_entry_get_round (entry));
        }
      replay->shown = -1;
      g_array_append_val (replay->numbers, number);
      g_ptr_array_add (replay->methods, (gpointer) chess_record_entry_get_field (entry, "method"));
      return TRUE;

    case CHESS_RECORD_REPLAYED:
      if (replay->numbers->len == 0 ||
          !parse_number_field (entry, "number", &number) ||
          number != g_array_index (replay->numbers, guint, replay->numbers->len - 1))
        return fault (error, bad_entry, entry, "it replays a position the round before did not have");
      g_array_append_val (replay->numbers, number);
      g_ptr_array_add (replay->methods, (gpointer) "replay");
      return TRUE;

    case CHESS_RECORD_REMOVED:
      if (replay->numbers->len == 0 ||
          chess_record_entry_get_round (entry) != replay->numbers->len)
        return fault (error, bad_entry, entry, "it removes a round that is not the last one");
      g_array_set_size (replay->numbers, replay->numbers->len - 1);
      g_ptr_array_set_size (replay->methods, replay->methods->len - 1);
      return TRUE;

    case CHESS_RECORD_KEY_REVEALED:
      if (!parse_key (chess_record_entry_get_field (entry, "key"), revealed))
        return fault (error, bad_entry, entry, "the key it reveals is not a key");
      if (!replay->have_key)
        {
          memcpy (replay->key, revealed, CHESS_EVENT_KEY_LENGTH);
          replay->have_key = TRUE;
        }
      return TRUE;

    case CHESS_RECORD_SET_ASIDE:
      replay->shown = -1;
      return TRUE;

    case CHESS_RECORD_UPGRADED:
    case CHESS_RECORD_DIE_FACE:
    case CHESS_RECORD_FACE_UNDONE:
    case CHESS_RECORD_INTERRUPTED:
    case CHESS_RECORD_HALL_REVEALED:
    case CHESS_RECORD_HALL_COVERED:
    case CHESS_RECORD_RECOVERED:
    case CHESS_RECORD_COPIED:
    case CHESS_RECORD_ABANDONED:
    case CHESS_RECORD_UNKNOWN:
    default:
      return TRUE;
    }
}

/* The rounds the file holds must be the ones the record made. */
static gboolean
check_rounds (ChessEvent  *self,
              Replay      *replay,
              guint       *bad_entry,
              GError     **error)
{
  for (guint i = 0; i < MAX (self->rounds->len, replay->numbers->len); i++)
    {
      const ChessRound *round = i < self->rounds->len ? g_ptr_array_index (self->rounds, i) : NULL;

      if (round == NULL)
        return fault (error, bad_entry, NULL,
                      "The record confirms round %u, which the event does not have", i + 1);
      if (i >= replay->numbers->len)
        return fault (error, bad_entry, NULL,
                      "Round %u (SP %u) is not on the record", i + 1, round->number);
      if (round->number != g_array_index (replay->numbers, guint, i) ||
          g_strcmp0 (chess_draw_method_to_string (round->method),
                     g_ptr_array_index (replay->methods, i)) != 0)
        return fault (error, bad_entry, NULL,
                      "Round %u is SP %u (%s) in the event, but SP %u (%s) on the record",
                      i + 1, round->number, chess_draw_method_to_string (round->method),
                      g_array_index (replay->numbers, guint, i),
                      (const char *) g_ptr_array_index (replay->methods, i));
    }

  return TRUE;
}

gboolean
chess_event_verify (ChessEvent  *self,
                    const char  *key_hex,
                    guint       *bad_entry,
                    GError     **error)
{
  Replay replay = { 0 };
  gboolean ok = FALSE;
  const char *previous = chess_record_zero_hash;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (bad_entry != NULL)
    *bad_entry = 0;

  replay.variant = self->variant;
  replay.shown = -1;
  replay.excluded = g_array_new (FALSE, FALSE, sizeof (guint));
  replay.numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  replay.methods = g_ptr_array_new ();

  if (key_hex != NULL)
    {
      if (!parse_key (key_hex, replay.key))
        {
          g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                               "A key is 64 hexadecimal digits");
          goto out;
        }
      replay.have_key = TRUE;
    }

  /* First the chain alone, so that the first changed entry is named even
   * when a later one reveals the key. */
  for (guint i = 0; i < self->record->len; i++)
    {
      const ChessRecordEntry *entry = g_ptr_array_index (self->record, i);
      char hash[CHESS_RECORD_HASH_LENGTH + 1];
      guint index = chess_record_entry_get_index (entry);

      if (index > i + 1)
        {
          if (bad_entry != NULL)
            *bad_entry = i + 1;
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID,
                       "Entry %u is missing: entry %u follows entry %u", i + 1, index, i);
          goto out;
        }
      if (index < i + 1)
        {
          fault (error, bad_entry, entry, "it comes again after entry %u", i);
          if (bad_entry != NULL)
            *bad_entry = i + 1;
          goto out;
        }

      _chess_record_entry_compute_hash (entry, hash);
      if (strcmp (hash, chess_record_entry_get_hash (entry)) != 0)
        {
          fault (error, bad_entry, entry, "it has been changed: its hash does not match its text");
          goto out;
        }
      if (strcmp (chess_record_entry_get_previous_hash (entry), previous) != 0)
        {
          fault (error, bad_entry, entry,
                 i == 0 ? "the record does not start with it"
                        : "it does not hold the hash of the entry before it: "
                          "an entry before it was changed, added or removed");
          goto out;
        }
      previous = chess_record_entry_get_hash (entry);
    }

  /* What a damaged file lost comes after every entry that was kept. */
  if (self->damage != NULL)
    {
      if (bad_entry != NULL)
        *bad_entry = self->damaged_entry;
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_RECORD_INVALID, "%s", self->damage);
      goto out;
    }

  /* The revealed key, when none was given, checks the draws too. */
  for (guint i = 0; !replay.have_key && i < self->record->len; i++)
    {
      const ChessRecordEntry *entry = g_ptr_array_index (self->record, i);

      if (chess_record_entry_get_kind (entry) == CHESS_RECORD_KEY_REVEALED &&
          parse_key (chess_record_entry_get_field (entry, "key"), replay.key))
        replay.have_key = TRUE;
    }

  for (guint i = 0; i < self->record->len; i++)
    {
      const ChessRecordEntry *entry = g_ptr_array_index (self->record, i);

      if (!replay_entry (&replay, entry, bad_entry, error))
        goto out;

      if (chess_record_entry_get_kind (entry) == CHESS_RECORD_CREATED && replay.have_key)
        {
          g_autofree char *commitment = key_commitment (replay.key);

          if (g_strcmp0 (commitment, replay.commitment) != 0)
            {
              fault (error, bad_entry, entry,
                     replay.commitment == NULL
                     ? "the event made no commitment to a key"
                     : "the key does not match the commitment made before round 1");
              goto out;
            }
        }
    }

  if (replay.have_key && replay.commitment == NULL)
    {
      fault (error, bad_entry, NULL, "The record has no commitment to check the key against");
      goto out;
    }

  ok = check_rounds (self, &replay, bad_entry, error);

out:
  g_array_unref (replay.excluded);
  g_array_unref (replay.numbers);
  g_ptr_array_unref (replay.methods);
  g_free (replay.commitment);
  memset (replay.key, 0, sizeof replay.key);

  return ok;
}
