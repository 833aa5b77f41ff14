/* chess-event-file-read.c: reading an event file, strictly or to save
 * what a damaged one still holds
 *
 * The file is the arbiter's record of which positions were played, so a
 * strict read checks all of it and refuses rather than guesses. A
 * recovering read keeps every whole round and record entry before the
 * first damage and says what was lost. Keys and sections this version
 * does not know are kept as they are and written back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-file-private.h"
#include "chess-startpos.h"

typedef struct {
  const char *key;
  const char *what;       /* for "… has no WHAT" */
  gboolean    optional;
} KeyInfo;

static const KeyInfo event_keys[] = {
  { "Format", "format version", FALSE },
  { "Id", "id", TRUE },
  { "Name", "name", FALSE },
  { "Variant", "variant", FALSE },
  { "Created", "creation time", FALSE },
  { "ExcludeStandard", "ExcludeStandard setting", FALSE },
  { "Exclude", "list of excluded positions", FALSE },
  { "Verifiable", "Verifiable setting", TRUE },
  { "Commitment", "commitment", TRUE },
  { "Rounds", "round count", FALSE },
};

static const KeyInfo round_keys[] = {
  { "Number", "position number", FALSE },
  { "BackRank", "back rank", FALSE },
  { "Method", "draw method", FALSE },
  { "Time", "time", FALSE },
  { "Input", "input", TRUE },
  { "ColoursReversed", "ColoursReversed setting", FALSE },
};

static const KeyInfo pending_keys[] = {
  { "Round", "round", FALSE },
  { "Number", "position number", FALSE },
  { "BackRank", "back rank", FALSE },
  { "Method", "draw method", FALSE },
  { "Time", "time", FALSE },
  { "Input", "input", TRUE },
  { "Interrupted", "Interrupted setting", FALSE },
};

static gboolean invalid (GError     **error,
                         const char  *format,
                         ...) G_GNUC_PRINTF (2, 3);

/* Sets a CHESS_ERROR_INVALID_EVENT error; returns FALSE for convenience. */
static gboolean
invalid (GError     **error,
         const char  *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT, message);

  return FALSE;
}

static const char *
group_get (Group      *group,
           const char *key)
{
  for (guint i = 0; i < group->keys->len; i++)
    if (strcmp (g_ptr_array_index (group->keys, i), key) == 0)
      return g_ptr_array_index (group->values, i);

  return NULL;
}

static gboolean
is_known (const KeyInfo *keys,
          guint          n_keys,
          const char    *key)
{
  for (guint i = 0; i < n_keys; i++)
    if (strcmp (keys[i].key, key) == 0)
      return TRUE;

  return FALSE;
}

/* Every required key of GROUP must be there (a missing key is how a
 * truncated file shows); unknown ones are kept for writing back. */
static gboolean
check_keys (ChessEvent     *self,
            Group          *group,
            const char     *subject,
            const KeyInfo  *keys,
            guint           n_keys,
            GError        **error)
{
  GString *extra = NULL;

  for (guint i = 0; i < n_keys; i++)
    if (!keys[i].optional && group_get (group, keys[i].key) == NULL)
      return invalid (error, "%s has no %s", subject, keys[i].what);

  for (guint i = 0; i < group->keys->len; i++)
    {
      const char *key = g_ptr_array_index (group->keys, i);

      if (is_known (keys, n_keys, key))
        continue;

      if (extra == NULL)
        extra = g_string_new (NULL);
      g_string_append_printf (extra, "%s=%s\n", key, (const char *) g_ptr_array_index (group->values, i));
    }

  if (extra != NULL)
    g_hash_table_replace (self->extra_lines, g_strdup (group->name), extra);

  return TRUE;
}

static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *value)
{
  guint64 parsed;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, max, &parsed, NULL))
    return FALSE;

  *value = (guint) parsed;

  return TRUE;
}

/* Only the two words the writer uses: "fals" or "1" is not a boolean
 * here, so a value cut short cannot pass. */
static gboolean
parse_boolean (const char *text,
               gboolean   *value)
{
  if (g_strcmp0 (text, "true") == 0)
    *value = TRUE;
  else if (g_strcmp0 (text, "false") == 0)
    *value = FALSE;
  else
    return FALSE;

  return TRUE;
}

/* An ISO 8601 time with its time zone: without one it would mean a
 * different moment on every computer. */
static GDateTime *
parse_time (const char *text)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_iso8601 (text, NULL);

  if (time == NULL)
    return NULL;

  return chess_event_normalize_time (time);
}

static gboolean
parse_hex (const char *text,
           gsize       n_bytes)
{
  if (text == NULL || strlen (text) != 2 * n_bytes)
    return FALSE;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;

  return TRUE;
}

static gboolean
parse_exclude (ChessVariant   variant,
               const char    *text,
               GArray       **numbers,
               GError       **error)
{
  g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) items = g_strsplit (text, ";", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      guint number;

      /* "534;" ends with an empty item, like GKeyFile's lists. */
      if (items[i][0] == '\0' && items[i + 1] == NULL)
        break;

      if (!parse_uint (items[i], G_MAXUINT, &number) ||
          !chess_startpos_is_valid (variant, number))
        return invalid (error, "The list of excluded positions has an invalid entry “%s”",
                        items[i]);

      g_array_append_val (parsed, number);
    }

  chess_event_sort_numbers (parsed);
  *numbers = g_steal_pointer (&parsed);

  return TRUE;
}

/* Reads the [Event] header into SELF; *N_ROUNDS is what it announces. */
static gboolean
read_header (ChessEvent  *self,
             Group       *group,
             guint       *version,
             guint       *n_rounds,
             GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  const char *format;
  const char *variant_name;
  const char *created;
  const char *exclude_standard;
  const char *exclude;
  const char *rounds;
  const char *verifiable;
  const char *id;
  ChessVariant variant;

  /* The version first: a newer file deserves that message, not one about
   * the keys it may have added. */
  format = group_get (group, "Format");
  if (format == NULL)
    return invalid (error, "The event has no format version");
  if (!parse_uint (format, G_MAXUINT, version) || *version == 0)
    return invalid (error, "The event has an invalid format version “%s”", format);
  if (*version > CHESS_EVENT_FORMAT)
    return invalid (error, "The event file has format version %u; "
                    "it was written by a newer version of Chess960", *version);

  if (!check_keys (self, group, "The event", event_keys, G_N_ELEMENTS (event_keys), error))
    return FALSE;

  /* GKeyFile reads the name's escapes as every other reader does; it
   * returns what it could make of a bad escape along with the error: the
   * error is what counts. */
  if (!g_key_file_load_from_data (key_file, group->raw->str, group->raw->len,
                                  G_KEY_FILE_NONE, &local_error))
    return invalid (error, "The event file is damaged: %s", local_error->message);
  name = g_key_file_get_string (key_file, CHESS_EVENT_GROUP, "Name", &local_error);
  if (local_error != NULL)
    return invalid (error, "The event’s name cannot be read: %s", local_error->message);

  variant_name = group_get (group, "Variant");
  if (!chess_variant_from_string (variant_name, &variant) ||
      (variant != CHESS_VARIANT_CHESS960 && variant != CHESS_VARIANT_CHESS960X3))
    return invalid (error, "The event has an unknown variant “%s”", variant_name);
  self->variant = variant;

  created = group_get (group, "Created");
  g_clear_pointer (&self->created, g_date_time_unref);
  self->created = parse_time (created);
  if (self->created == NULL)
    return invalid (error, "The event has an invalid creation time “%s”", created);

  exclude_standard = group_get (group, "ExcludeStandard");
  if (!parse_boolean (exclude_standard, &self->exclude_standard))
    return invalid (error, "The event has an invalid ExcludeStandard setting “%s”",
                    exclude_standard);

  exclude = group_get (group, "Exclude");
  g_clear_pointer (&self->custom, g_array_unref);
  if (!parse_exclude (variant, exclude, &self->custom, error))
    return FALSE;

  id = group_get (group, "Id");
  if (*version >= 2 && id == NULL)
    return invalid (error, "The event has no id");
  if (id != NULL)
    {
      if (!g_uuid_string_is_valid (id))
        return invalid (error, "The event has an invalid id “%s”", id);
      g_free (self->id);
      self->id = g_ascii_strdown (id, -1);
    }

  verifiable = group_get (group, "Verifiable");
  if (verifiable != NULL && !parse_boolean (verifiable, &self->verifiable))
    return invalid (error, "The event has an invalid Verifiable setting “%s”", verifiable);
  if (self->verifiable)
    {
      const char *commitment = group_get (group, "Commitment");

      if (!parse_hex (commitment, 32))
        return invalid (error, "The verifiable event has no valid commitment");
      self->commitment = g_ascii_strdown (commitment, -1);
    }

  /* Each position can be played at most twice. */
  rounds = group_get (group, "Rounds");
  if (!parse_uint (rounds, 2 * chess_startpos_count (variant), n_rounds))
    return invalid (error, "The event has an invalid round count “%s”", rounds);

  g_free (self->name);
  self->name = g_steal_pointer (&name);

  return TRUE;
}

/* Reads round INDEX + 1 from GROUP and checks it against the rounds
 * before it; FIRST_USE maps each number to the first round that used it. */
static gboolean
read_round (ChessEvent  *self,
            Group       *group,
            guint        index,
            guint       *first_use,
            GError     **error)
{
  const char *name = group->name;
  const char *number_text;
  const char *back_rank;
  const char *method_name;
  const char *time_text;
  const char *reversed_text;
  const char *input;
  g_autoptr(GDateTime) time = NULL;
  const ChessRound *previous = NULL;
  ChessRound *round;
  ChessDrawMethod method;
  gboolean reversed;
  guint number;

  if (!check_keys (self, group, name, round_keys, G_N_ELEMENTS (round_keys), error))
    return FALSE;

  number_text = group_get (group, "Number");
  if (!parse_uint (number_text, G_MAXUINT, &number) ||
      !chess_startpos_is_valid (self->variant, number))
    return invalid (error, "%s: “%s” is not a %s start position number",
                    name, number_text, chess_variant_get_title (self->variant));

  back_rank = group_get (group, "BackRank");
  method_name = group_get (group, "Method");
  if (!chess_draw_method_from_string (method_name, &method))
    return invalid (error, "%s has an unknown draw method “%s”", name, method_name);

  time_text = group_get (group, "Time");
  time = parse_time (time_text);
  if (time == NULL)
    return invalid (error, "%s has an invalid time “%s”", name, time_text);

  reversed_text = group_get (group, "ColoursReversed");
  if (!parse_boolean (reversed_text, &reversed))
    return invalid (error, "%s has an invalid ColoursReversed setting “%s”",
                    name, reversed_text);

  round = chess_event_make_round (self, number, method, time);
  input = group_get (group, "Input");
  if (input != NULL)
    round->input = g_uri_unescape_string (input, NULL);
  g_ptr_array_add (self->rounds, round);

  /* The letters must say the same as the number: a mismatch means the
   * file was edited or damaged, and which of the two is right is unknown. */
  if (strcmp (back_rank, round->back_rank) != 0)
    return invalid (error, "%s: back rank “%s” does not match SP %u (%s)",
                    name, back_rank, number, round->back_rank);

  if (input != NULL && (round->input == NULL || !g_utf8_validate (round->input, -1, NULL)))
    return invalid (error, "%s has an unreadable input", name);

  if (index > 0)
    previous = g_ptr_array_index (self->rounds, index - 1);

  if (reversed != (method == CHESS_DRAW_METHOD_REPLAY))
    return invalid (error, reversed
                    ? "%s reverses colours but does not replay the round before"
                    : "%s replays the round before but does not reverse colours",
                    name);

  if (method == CHESS_DRAW_METHOD_REPLAY)
    {
      if (previous == NULL)
        return invalid (error, "%s replays a round, but there is none before it", name);
      if (previous->number != number)
        return invalid (error, "%s replays SP %u, but round %u used SP %u",
                        name, number, previous->round, previous->number);
      if (previous->method == CHESS_DRAW_METHOD_REPLAY)
        return invalid (error, "%s replays round %u, which is itself a replay",
                        name, previous->round);
    }
  else if (first_use[number] != 0)
    {
      return invalid (error, "%s uses SP %u again, which round %u already used",
                      name, number, first_use[number]);
    }

  if (first_use[number] == 0)
    first_use[number] = index + 1;

  return TRUE;
}

static gboolean
read_key (ChessEvent  *self,
          Group       *group,
          GError     **error)
{
  static const KeyInfo key_keys[] = { { "Secret", "secret key", FALSE } };
  const char *secret;
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  if (!check_keys (self, group, "The key", key_keys, G_N_ELEMENTS (key_keys), error))
    return FALSE;

  secret = group_get (group, "Secret");
  if (!self->verifiable || !parse_hex (secret, CHESS_EVENT_KEY_LENGTH))
    return invalid (error, "The event’s secret key is not valid");

  self->key = g_malloc (CHESS_EVENT_KEY_LENGTH);
  for (guint i = 0; i < CHESS_EVENT_KEY_LENGTH; i++)
    self->key[i] = (guint8) (g_ascii_xdigit_value (secret[2 * i]) << 4 |
                             g_ascii_xdigit_value (secret[2 * i + 1]));

  g_checksum_update (checksum, self->key, CHESS_EVENT_KEY_LENGTH);
  if (g_strcmp0 (g_checksum_get_string (checksum), self->commitment) != 0)
    {
      g_clear_pointer (&self->key, g_free);
      return invalid (error, "The event’s secret key does not match its commitment");
    }

  return TRUE;
}

static gboolean
read_pending (ChessEvent  *self,
              Group       *group,
              GError     **error)
{
  g_autoptr(ChessPendingResult) pending = g_new0 (ChessPendingResult, 1);
  const char *method_name;
  const char *input;

  if (!check_keys (self, group, "The pending result", pending_keys,
                   G_N_ELEMENTS (pending_keys), error))
    return FALSE;

  method_name = group_get (group, "Method");
  pending->time = parse_time (group_get (group, "Time"));
  if (!parse_uint (group_get (group, "Round"), G_MAXUINT, &pending->round) ||
      pending->round != self->rounds->len + 1 ||
      !parse_uint (group_get (group, "Number"), G_MAXUINT, &pending->number) ||
      !chess_startpos_get_back_rank (self->variant, pending->number, pending->back_rank, NULL) ||
      g_strcmp0 (group_get (group, "BackRank"), pending->back_rank) != 0 ||
      !chess_draw_method_from_string (method_name, &pending->method) ||
      pending->method == CHESS_DRAW_METHOD_REPLAY ||
      pending->time == NULL ||
      !parse_boolean (group_get (group, "Interrupted"), &pending->interrupted))
    return invalid (error, "The result that was shown for round %u cannot be read",
                    self->rounds->len + 1);

  input = group_get (group, "Input");
  if (input != NULL)
    {
      pending->input = g_uri_unescape_string (input, NULL);
      if (pending->input == NULL || !g_utf8_validate (pending->input, -1, NULL))
        return invalid (error, "The result that was shown has an unreadable input");
    }

  self->pending = g_steal_pointer (&pending);

  return TRUE;
}

/* Reads [Record]; *COMPLETE says whether its end line was there. */
static gboolean
read_record (ChessEvent  *self,
             Group       *group,
             gboolean    *complete,
             GError     **error)
{
  GString *extra = NULL;

  *complete = FALSE;

  for (guint i = 0; i < group->keys->len; i++)
    {
      const char *key = g_ptr_array_index (group->keys, i);
      const char *value = g_ptr_array_index (group->values, i);
      guint line = g_array_index (group->lines, guint, i);
      g_autofree char *message = NULL;
      ChessRecordEntry *entry;

      if (strcmp (key, "Head") == 0)
        {
          g_autofree char *expected = g_strdup_printf ("%u %s", self->record->len,
                                                       chess_event_get_last_hash (self));

          if (strcmp (value, expected) != 0)
            return invalid (error, "The record’s end (line %u) says “%s”, but its last entry "
                            "is %u with hash %s: entries are missing or were changed",
                            line, value, self->record->len, chess_event_get_last_hash (self));
          *complete = TRUE;
          break;
        }

      if (!g_ascii_isdigit (key[0]))
        {
          if (extra == NULL)
            extra = g_string_new (NULL);
          g_string_append_printf (extra, "%s=%s\n", key, value);
          continue;
        }

      entry = _chess_record_entry_parse (key, value, line, &message);
      if (entry == NULL)
        {
          if (extra != NULL)
            g_string_free (extra, TRUE);
          return invalid (error, "Record entry %u (line %u) cannot be read: %s",
                          self->record->len + 1, line, message);
        }
      g_ptr_array_add (self->record, entry);
      if (chess_record_entry_get_kind (entry) == CHESS_RECORD_KEY_REVEALED)
        self->key_revealed = TRUE;
    }

  if (extra != NULL)
    g_hash_table_replace (self->extra_lines, g_strdup (CHESS_RECORD_GROUP), extra);

  if (!*complete)
    return invalid (error, "The record was cut off after entry %u", self->record->len);

  return TRUE;
}

/* A file from before the record: its rounds go on a new record, marked
 * as drawn before it existed. */
static void
upgrade (ChessEvent *self)
{
  g_autofree char *exclude = _chess_event_format_exclusions (self->exclude_standard, self->custom);
  g_autofree char *n_rounds = g_strdup_printf ("%u", self->rounds->len);
  const char *fields[] = {
    "id", self->id,
    "variant", chess_variant_to_string (self->variant),
    "exclude", exclude,
    "from-format", "1",
    "rounds", n_rounds,
    NULL,
  };
  g_autoptr(GPtrArray) rounds = g_steal_pointer (&self->rounds);

  /* The exclusions as they are now: the only ones known. */
  _chess_event_append_entry (self, CHESS_RECORD_UPGRADED, fields);
  {
    const char *exclusions[] = { "exclude", exclude, NULL };

    _chess_event_append_entry (self, CHESS_RECORD_EXCLUSIONS, exclusions);
  }

  self->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_round_free);
  for (guint i = 0; i < rounds->len; i++)
    {
      ChessRound *round = chess_round_copy (g_ptr_array_index (rounds, i));
      g_autofree char *round_text = g_strdup_printf ("%u", round->round);
      g_autofree char *number_text = g_strdup_printf ("%u", round->number);
      g_autofree char *drawn = _chess_event_format_time (round->time);
      const char *round_fields[] = {
        "round", round_text,
        "number", number_text,
        "letters", round->back_rank,
        "method", chess_draw_method_to_string (round->method),
        "drawn", drawn,
        NULL,
      };

      g_ptr_array_add (self->rounds, round);
      _chess_event_append_entry (self,
                                 round->method == CHESS_DRAW_METHOD_REPLAY
                                 ? CHESS_RECORD_REPLAYED : CHESS_RECORD_CONFIRMED,
                                 round_fields);
    }
}

/* "Round N" for 1 ≤ N ≤ N_ROUNDS, spelled exactly as written. */
static gboolean
is_round_group (const char *name,
                guint       n_rounds)
{
  g_autofree char *expected = NULL;
  guint round;

  if (!g_str_has_prefix (name, "Round ") ||
      !parse_uint (name + strlen ("Round "), n_rounds, &round) || round == 0)
    return FALSE;

  expected = _chess_event_round_group (round);

  return strcmp (name, expected) == 0;
}

static ChessEvent *
load (const char  *data,
      gsize        length,
      gboolean     strict,
      GError     **error)
{
  g_autoptr(ChessEvent) self = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) text_damage = NULL;
  g_autofree guint *first_use = NULL;
  const char *valid_end;
  gsize valid_length;
  Group *header;
  Group *group;
  gboolean record_complete = FALSE;
  guint version = 0;
  guint n_rounds = 0;
  gsize i;

  for (i = 0; i < length && g_ascii_isspace (data[i]); i++)
    ;
  if (i == length)
    {
      invalid (error, "The event file is empty");
      return NULL;
    }

  /* GKeyFile would cut a value at a NUL byte and take the rest as if it
   * were not there; only the text before the first such byte is read. */
  valid_length = length;
  {
    const char *nul = memchr (data, '\0', length);

    if (nul != NULL)
      valid_length = nul - data;
  }
  if (!g_utf8_validate_len (data, valid_length, &valid_end))
    valid_length = valid_end - data;
  if (valid_length < length)
    {
      invalid (&text_damage, "The event file is not a text file");
      if (strict)
        {
          g_propagate_error (error, g_steal_pointer (&text_damage));
          return NULL;
        }
    }

  /* The sections before a damaged line are read as usual: whatever of
   * them is whole is kept. */
  groups = _chess_event_file_split (data, valid_length, text_damage == NULL ? &text_damage : NULL);
  if (text_damage != NULL && strict)
    {
      g_propagate_error (error, g_steal_pointer (&text_damage));
      return NULL;
    }

  header = _chess_event_file_find_group (groups, CHESS_EVENT_GROUP);
  if (header == NULL)
    {
      if (text_damage != NULL && groups->len == 0)
        g_propagate_error (error, g_steal_pointer (&text_damage));
      else
        invalid (error, "This is not a Chess960 event file: it has no [Event] section");
      return NULL;
    }

  self = g_object_new (CHESS_TYPE_EVENT, NULL);
  if (!read_header (self, header, &version, &n_rounds, error))
    return NULL;

  first_use = g_new0 (guint, chess_startpos_count (self->variant));
  for (guint round = 0; round < n_rounds && damage == NULL; round++)
    {
      g_autofree char *name = _chess_event_round_group (round + 1);

      group = _chess_event_file_find_group (groups, name);
      if (group == NULL)
        invalid (&damage, "%s is missing (the event has %u rounds)", name, n_rounds);
      else if (!read_round (self, group, round, first_use, &damage))
        g_ptr_array_set_size (self->rounds, round);
    }

  for (guint g = 0; g < groups->len && (damage == NULL || !strict); g++)
    {
      group = g_ptr_array_index (groups, g);

      if (group == header || is_round_group (group->name, n_rounds))
        continue;

      if (g_str_has_prefix (group->name, "Round "))
        {
          if (damage == NULL)
            invalid (&damage, "The event file has an unexpected section “[%s]”", group->name);
          continue;
        }

      /* After damage, only what came before it counts. */
      if (damage != NULL)
        break;

      if (version >= 2 && strcmp (group->name, CHESS_KEY_GROUP) == 0)
        read_key (self, group, &damage);
      else if (version >= 2 && strcmp (group->name, CHESS_PENDING_GROUP) == 0)
        read_pending (self, group, &damage);
      else if (version >= 2 && strcmp (group->name, CHESS_RECORD_GROUP) == 0)
        read_record (self, group, &record_complete, &damage);
      else
        {
          /* Blank lines between sections are the writer's to add. */
          g_ptr_array_add (self->extra_groups, g_strdup (group->raw->str));
        }
    }

  if (version >= 2 && damage == NULL && !record_complete)
    invalid (&damage, "The record is missing: the file was cut off before it");

  /* A damaged line is the cause of whatever came short after it. */
  if (text_damage != NULL)
    {
      g_clear_error (&damage);
      damage = g_steal_pointer (&text_damage);
    }

  if (damage != NULL && strict)
    {
      g_propagate_error (error, g_steal_pointer (&damage));
      return NULL;
    }

  if (version < 2)
    upgrade (self);

  if (damage != NULL)
    {
      self->damage = g_strdup_printf ("%s. Kept %u of %u rounds and %u record entries; "
                                      "what came after was lost.",
                                      damage->message, self->rounds->len, n_rounds,
                                      self->record->len);
      self->damaged_entry = self->record->len + 1;
      self->read_only = TRUE;
      /* What the header said no longer holds for what was kept. */
      if (self->pending != NULL && self->pending->round != self->rounds->len + 1)
        g_clear_pointer (&self->pending, chess_pending_result_free);
    }

  return g_steal_pointer (&self);
}

ChessEvent *
chess_event_new_from_data (const char  *data,
                           gsize        length,
                           GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load (data, length, TRUE, error);
}

ChessEvent *
chess_event_recover_from_data (const char  *data,
                               gsize        length,
                               GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load (data, length, FALSE, error);
}
