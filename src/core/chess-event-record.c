/* chess-event-record.c: an event's draw record, one hash-chained entry
 * for everything that touched the draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-record-private.h"

struct _ChessRecordEntry
{
  gint             ref_count;
  guint            index;
  guint            line;
  ChessRecordKind  kind;
  char            *kind_name;
  GDateTime       *time;
  char            *text;        /* "TIME KIND key=value…", hashed */
  GStrv            names;       /* field names… */
  GStrv            values;      /* …and their unescaped values */
  char             previous_hash[CHESS_RECORD_HASH_LENGTH + 1];
  char             hash[CHESS_RECORD_HASH_LENGTH + 1];
};

G_DEFINE_BOXED_TYPE (ChessRecordEntry, chess_record_entry,
                     chess_record_entry_ref, chess_record_entry_unref)

const char chess_record_zero_hash[CHESS_RECORD_HASH_LENGTH + 1] =
  "0000000000000000000000000000000000000000000000000000000000000000";

static const char *const kind_names[] = {
  [CHESS_RECORD_CREATED] = "created",
  [CHESS_RECORD_UPGRADED] = "upgraded",
  [CHESS_RECORD_EXCLUSIONS] = "exclusions",
  [CHESS_RECORD_DIE_FACE] = "die-face",
  [CHESS_RECORD_FACE_UNDONE] = "face-undone",
  [CHESS_RECORD_SHOWN] = "shown",
  [CHESS_RECORD_SET_ASIDE] = "set-aside",
  [CHESS_RECORD_INTERRUPTED] = "interrupted",
  [CHESS_RECORD_CONFIRMED] = "confirmed",
  [CHESS_RECORD_REMOVED] = "removed",
  [CHESS_RECORD_REPLAYED] = "replayed",
  [CHESS_RECORD_HALL_REVEALED] = "hall-revealed",
  [CHESS_RECORD_HALL_COVERED] = "hall-covered",
  [CHESS_RECORD_KEY_REVEALED] = "key-revealed",
  [CHESS_RECORD_RECOVERED] = "recovered",
  [CHESS_RECORD_COPIED] = "copied",
  [CHESS_RECORD_ABANDONED] = "abandoned",
  [CHESS_RECORD_UNKNOWN] = "unknown",
};

static const char *const reason_names[] = {
  [CHESS_SET_ASIDE_START_OVER] = "start-over",
  [CHESS_SET_ASIDE_CANCELLED] = "cancelled",
  [CHESS_SET_ASIDE_EXCLUDED] = "excluded",
  [CHESS_SET_ASIDE_UNDONE] = "undone",
  [CHESS_SET_ASIDE_APP_ENDED] = "app-ended",
};

/* Values keep no space, '=' or '%' of their own, so that a line splits
 * back into the same fields; letters of any language stay readable. */
#define ALLOWED_IN_VALUES ":;,+@/!*'()"

const char *
chess_record_kind_to_string (ChessRecordKind kind)
{
  g_return_val_if_fail (kind <= CHESS_RECORD_UNKNOWN, NULL);

  return kind_names[kind];
}

static ChessRecordKind
kind_from_string (const char *text)
{
  for (guint i = 0; i < CHESS_RECORD_UNKNOWN; i++)
    if (strcmp (text, kind_names[i]) == 0)
      return i;

  return CHESS_RECORD_UNKNOWN;
}

const char *
chess_set_aside_reason_to_string (ChessSetAsideReason reason)
{
  g_return_val_if_fail (reason <= CHESS_SET_ASIDE_APP_ENDED, NULL);

  return reason_names[reason];
}

gboolean
chess_set_aside_reason_from_string (const char          *text,
                                    ChessSetAsideReason *reason)
{
  for (guint i = 0; i < G_N_ELEMENTS (reason_names); i++)
    if (g_strcmp0 (text, reason_names[i]) == 0)
      {
        if (reason != NULL)
          *reason = i;
        return TRUE;
      }

  return FALSE;
}

ChessRecordEntry *
chess_record_entry_ref (ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  g_atomic_int_inc (&entry->ref_count);

  return entry;
}

void
chess_record_entry_unref (ChessRecordEntry *entry)
{
  if (entry == NULL || !g_atomic_int_dec_and_test (&entry->ref_count))
    return;

  g_free (entry->kind_name);
  g_clear_pointer (&entry->time, g_date_time_unref);
  g_free (entry->text);
  g_strfreev (entry->names);
  g_strfreev (entry->values);
  g_free (entry);
}

guint
chess_record_entry_get_index (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, 0);

  return entry->index;
}

GDateTime *
chess_record_entry_get_time (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return entry->time;
}

ChessRecordKind
chess_record_entry_get_kind (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, CHESS_RECORD_UNKNOWN);

  return entry->kind;
}

const char *
chess_record_entry_get_kind_name (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return entry->kind_name;
}

const char *
chess_record_entry_get_field (const ChessRecordEntry *entry,
                              const char             *name)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; entry->names[i] != NULL; i++)
    if (strcmp (entry->names[i], name) == 0)
      return entry->values[i];

  return NULL;
}

guint
chess_record_entry_get_round (const ChessRecordEntry *entry)
{
  const char *text = chess_record_entry_get_field (entry, "round");
  guint64 round;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &round, NULL))
    return 0;

  return (guint) round;
}

const char *
chess_record_entry_get_text (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return entry->text;
}

const char *
chess_record_entry_get_previous_hash (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return entry->previous_hash;
}

const char *
chess_record_entry_get_hash (const ChessRecordEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return entry->hash;
}

guint
_chess_record_entry_get_line (const ChessRecordEntry *entry)
{
  return entry->line;
}

void
_chess_record_entry_append_line (const ChessRecordEntry *entry,
                                 GString                *out)
{
  g_string_append_printf (out, "%u=%s prev=%s hash=%s\n",
                          entry->index, entry->text,
                          entry->previous_hash, entry->hash);
}

char *
chess_record_entry_to_line (const ChessRecordEntry *entry)
{
  GString *line = g_string_new (NULL);

  g_return_val_if_fail (entry != NULL, NULL);

  _chess_record_entry_append_line (entry, line);
  g_string_truncate (line, line->len - 1);

  return g_string_free (line, FALSE);
}

void
_chess_record_entry_compute_hash (const ChessRecordEntry *entry,
                                  char                   *hash)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  char prefix[32];

  g_checksum_update (checksum, (const guchar *) entry->previous_hash, CHESS_RECORD_HASH_LENGTH);
  g_snprintf (prefix, sizeof prefix, "\n%u=", entry->index);
  g_checksum_update (checksum, (const guchar *) prefix, strlen (prefix));
  g_checksum_update (checksum, (const guchar *) entry->text, strlen (entry->text));
  memcpy (hash, g_checksum_get_string (checksum), CHESS_RECORD_HASH_LENGTH + 1);
}

/* Splits "TIME KIND key=value…" into SELF's time, kind and fields. */
static gboolean
entry_read_text (ChessRecordEntry  *self,
                 char             **message)
{
  g_auto(GStrv) words = g_strsplit (self->text, " ", -1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) values = g_strv_builder_new ();
  g_autoptr(GDateTime) time = NULL;

  if (words[0] == NULL || words[1] == NULL || words[1][0] == '\0')
    {
      *message = g_strdup ("it has no time and kind");
      return FALSE;
    }

  time = g_date_time_new_from_iso8601 (words[0], NULL);
  if (time == NULL)
    {
      *message = g_strdup_printf ("its time “%s” is not valid", words[0]);
      return FALSE;
    }
  self->time = g_date_time_to_utc (time);
  self->kind_name = g_strdup (words[1]);
  self->kind = kind_from_string (words[1]);

  for (guint i = 2; words[i] != NULL; i++)
    {
      const char *equals = strchr (words[i], '=');
      g_autofree char *name = NULL;
      g_autofree char *value = NULL;

      if (equals == NULL || equals == words[i])
        {
          *message = g_strdup_printf ("its field “%s” has no name or value", words[i]);
          return FALSE;
        }

      name = g_strndup (words[i], equals - words[i]);
      value = g_uri_unescape_string (equals + 1, NULL);
      if (value == NULL || !g_utf8_validate (value, -1, NULL))
        {
          *message = g_strdup_printf ("its field “%s” is not readable", name);
          return FALSE;
        }

      g_strv_builder_add (names, name);
      g_strv_builder_add (values, value);
    }

  self->names = g_strv_builder_end (names);
  self->values = g_strv_builder_end (values);

  return TRUE;
}

ChessRecordEntry *
_chess_record_entry_new (guint              index,
                         GDateTime         *time,
                         ChessRecordKind    kind,
                         const char        *previous_hash,
                         const char *const *fields)
{
  ChessRecordEntry *self;
  g_autofree char *message = NULL;
  g_autofree char *stamp = NULL;
  GString *text;

  g_return_val_if_fail (kind < CHESS_RECORD_UNKNOWN, NULL);
  g_return_val_if_fail (strlen (previous_hash) == CHESS_RECORD_HASH_LENGTH, NULL);

  stamp = g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
  text = g_string_new (stamp);
  g_string_append_c (text, ' ');
  g_string_append (text, kind_names[kind]);
  for (guint i = 0; fields != NULL && fields[i] != NULL; i += 2)
    {
      g_autofree char *escaped = NULL;

      if (fields[i + 1] == NULL)
        continue;

      escaped = g_uri_escape_string (fields[i + 1], ALLOWED_IN_VALUES, TRUE);
      g_string_append_printf (text, " %s=%s", fields[i], escaped);
    }

  self = g_new0 (ChessRecordEntry, 1);
  self->ref_count = 1;
  self->index = index;
  self->text = g_string_free (text, FALSE);
  memcpy (self->previous_hash, previous_hash, CHESS_RECORD_HASH_LENGTH + 1);
  if (!entry_read_text (self, &message))
    g_error ("A new record entry cannot be read back: %s", message);
  _chess_record_entry_compute_hash (self, self->hash);

  return self;
}

static gboolean
is_hash (const char *text)
{
  if (strlen (text) != CHESS_RECORD_HASH_LENGTH)
    return FALSE;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;

  return TRUE;
}

ChessRecordEntry *
_chess_record_entry_parse (const char  *key,
                           const char  *value,
                           guint        line,
                           char       **message)
{
  g_autoptr(ChessRecordEntry) self = NULL;
  const char *hash;
  const char *previous;
  guint64 index;

  if (!g_ascii_string_to_unsigned (key, 10, 1, G_MAXUINT, &index, NULL))
    {
      *message = g_strdup_printf ("“%s” is not an entry number", key);
      return NULL;
    }

  /* The hash ends the line: an entry cut short has none, or a short one. */
  hash = g_strrstr (value, " hash=");
  if (hash == NULL || !is_hash (hash + strlen (" hash=")))
    {
      *message = g_strdup ("it does not end with its hash");
      return NULL;
    }

  previous = g_strrstr_len (value, hash - value, " prev=");
  if (previous == NULL || hash - previous != (gssize) (strlen (" prev=") + CHESS_RECORD_HASH_LENGTH))
    {
      *message = g_strdup ("it does not hold the hash of the entry before it");
      return NULL;
    }

  self = g_new0 (ChessRecordEntry, 1);
  self->ref_count = 1;
  self->index = (guint) index;
  self->line = line;
  self->text = g_strndup (value, previous - value);
  memcpy (self->previous_hash, previous + strlen (" prev="), CHESS_RECORD_HASH_LENGTH);
  memcpy (self->hash, hash + strlen (" hash="), CHESS_RECORD_HASH_LENGTH);
  if (!is_hash (self->previous_hash))
    {
      *message = g_strdup ("the hash of the entry before it is not valid");
      return NULL;
    }

  if (!entry_read_text (self, message))
    return NULL;

  return g_steal_pointer (&self);
}
