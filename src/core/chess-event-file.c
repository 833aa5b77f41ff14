/* chess-event-file.c: an event as a key file, written whole, read strictly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-private.h"
#include "chess-startpos.h"

/* Bumped only for a change that an older reader must refuse. */
#define FORMAT_VERSION 1

#define EVENT_GROUP "Event"

typedef struct {
  const char *key;
  const char *what;   /* for "… has no WHAT" */
} KeyInfo;

static const KeyInfo event_keys[] = {
  { "Format", "format version" },
  { "Name", "name" },
  { "Variant", "variant" },
  { "Created", "creation time" },
  { "ExcludeStandard", "ExcludeStandard setting" },
  { "Exclude", "list of excluded positions" },
  { "Rounds", "round count" },
};

static const KeyInfo round_keys[] = {
  { "Number", "position number" },
  { "BackRank", "back rank" },
  { "Method", "draw method" },
  { "Time", "time" },
  { "ColoursReversed", "ColoursReversed setting" },
};

static char *
round_group (guint round)
{
  return g_strdup_printf ("Round %u", round);
}

static char *
format_time (GDateTime *time)
{
  return g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
}

char *
chess_event_to_data (ChessEvent *self,
                     gsize      *length)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GString) exclude = g_string_new (NULL);
  g_autofree char *created = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  created = format_time (self->created);
  for (guint i = 0; i < self->custom->len; i++)
    g_string_append_printf (exclude, "%u;", g_array_index (self->custom, guint, i));

  /* Rounds comes last in the header and ColoursReversed last in each
   * round: a file cut anywhere then lacks a key or holds a value that
   * cannot be a whole one, and is refused. */
  g_key_file_set_integer (key_file, EVENT_GROUP, "Format", FORMAT_VERSION);
  g_key_file_set_string (key_file, EVENT_GROUP, "Name", self->name);
  g_key_file_set_value (key_file, EVENT_GROUP, "Variant", chess_variant_to_string (self->variant));
  g_key_file_set_value (key_file, EVENT_GROUP, "Created", created);
  g_key_file_set_boolean (key_file, EVENT_GROUP, "ExcludeStandard", self->exclude_standard);
  g_key_file_set_value (key_file, EVENT_GROUP, "Exclude", exclude->str);
  g_key_file_set_uint64 (key_file, EVENT_GROUP, "Rounds", self->rounds->len);

  for (guint i = 0; i < self->rounds->len; i++)
    {
      const ChessRound *round = g_ptr_array_index (self->rounds, i);
      g_autofree char *group = round_group (round->round);
      g_autofree char *time = format_time (round->time);

      g_key_file_set_uint64 (key_file, group, "Number", round->number);
      g_key_file_set_value (key_file, group, "BackRank", round->back_rank);
      g_key_file_set_value (key_file, group, "Method", chess_draw_method_to_string (round->method));
      g_key_file_set_value (key_file, group, "Time", time);
      g_key_file_set_boolean (key_file, group, "ColoursReversed", round->colours_reversed);
    }

  return g_key_file_to_data (key_file, length, NULL);
}

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

/* Every key of GROUP must be there and nothing else: a missing key is how
 * a truncated file shows, and an unknown one a file from elsewhere. */
static gboolean
check_keys (GKeyFile       *key_file,
            const char     *group,
            const char     *subject,
            const KeyInfo  *keys,
            guint           n_keys,
            GError        **error)
{
  g_auto(GStrv) names = NULL;

  for (guint i = 0; i < n_keys; i++)
    if (!g_key_file_has_key (key_file, group, keys[i].key, NULL))
      return invalid (error, "%s has no %s", subject, keys[i].what);

  names = g_key_file_get_keys (key_file, group, NULL, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      gboolean known = FALSE;

      for (guint j = 0; j < n_keys && !known; j++)
        known = strcmp (names[i], keys[j].key) == 0;

      if (!known)
        return invalid (error, "%s has an unknown entry “%s”", subject, names[i]);
    }

  return TRUE;
}

static char *
get_value (GKeyFile   *key_file,
           const char *group,
           const char *key)
{
  /* check_keys() has made sure that the key is there. */
  return g_key_file_get_value (key_file, group, key, NULL);
}

static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *value)
{
  guint64 parsed;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &parsed, NULL))
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
  if (strcmp (text, "true") == 0)
    *value = TRUE;
  else if (strcmp (text, "false") == 0)
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
             GKeyFile    *key_file,
             guint       *n_rounds,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *format = NULL;
  g_autofree char *name = NULL;
  g_autofree char *variant_name = NULL;
  g_autofree char *created = NULL;
  g_autofree char *exclude_standard = NULL;
  g_autofree char *exclude = NULL;
  g_autofree char *rounds = NULL;
  ChessVariant variant;
  guint version;

  /* The version first: a newer file deserves that message, not one about
   * the keys it may have added. */
  format = g_key_file_get_value (key_file, EVENT_GROUP, "Format", NULL);
  if (format == NULL)
    return invalid (error, "The event has no format version");
  if (!parse_uint (format, G_MAXUINT, &version) || version == 0)
    return invalid (error, "The event has an invalid format version “%s”", format);
  if (version > FORMAT_VERSION)
    return invalid (error, "The event file has format version %u; "
                    "it was written by a newer version of Chess960", version);

  if (!check_keys (key_file, EVENT_GROUP, "The event", event_keys, G_N_ELEMENTS (event_keys), error))
    return FALSE;

  /* GKeyFile returns what it could make of a bad escape along with the
   * error: the error is what counts. */
  name = g_key_file_get_string (key_file, EVENT_GROUP, "Name", &local_error);
  if (local_error != NULL)
    return invalid (error, "The event’s name cannot be read: %s", local_error->message);

  variant_name = get_value (key_file, EVENT_GROUP, "Variant");
  if (!chess_variant_from_string (variant_name, &variant) ||
      (variant != CHESS_VARIANT_CHESS960 && variant != CHESS_VARIANT_CHESS960X3))
    return invalid (error, "The event has an unknown variant “%s”", variant_name);
  self->variant = variant;

  created = get_value (key_file, EVENT_GROUP, "Created");
  g_clear_pointer (&self->created, g_date_time_unref);
  self->created = parse_time (created);
  if (self->created == NULL)
    return invalid (error, "The event has an invalid creation time “%s”", created);

  exclude_standard = get_value (key_file, EVENT_GROUP, "ExcludeStandard");
  if (!parse_boolean (exclude_standard, &self->exclude_standard))
    return invalid (error, "The event has an invalid ExcludeStandard setting “%s”",
                    exclude_standard);

  exclude = get_value (key_file, EVENT_GROUP, "Exclude");
  g_clear_pointer (&self->custom, g_array_unref);
  if (!parse_exclude (variant, exclude, &self->custom, error))
    return FALSE;

  /* Each position can be played at most twice. */
  rounds = get_value (key_file, EVENT_GROUP, "Rounds");
  if (!parse_uint (rounds, 2 * chess_startpos_count (variant), n_rounds))
    return invalid (error, "The event has an invalid round count “%s”", rounds);

  g_free (self->name);
  self->name = g_steal_pointer (&name);

  return TRUE;
}

/* Besides [Event] and [Round 1] to [Round N_ROUNDS], which have been
 * read, there must be nothing. */
static gboolean
check_no_other_groups (GKeyFile  *key_file,
                       guint      n_rounds,
                       GError   **error)
{
  g_auto(GStrv) groups = NULL;
  gsize n_groups;

  groups = g_key_file_get_groups (key_file, &n_groups);
  for (gsize i = 0; i < n_groups; i++)
    {
      g_autofree char *expected = NULL;
      guint round;

      if (strcmp (groups[i], EVENT_GROUP) == 0)
        continue;

      /* Exactly as written: "Round 01" would be a second round 1. */
      if (g_str_has_prefix (groups[i], "Round ") &&
          parse_uint (groups[i] + strlen ("Round "), n_rounds, &round) && round >= 1)
        expected = round_group (round);
      if (g_strcmp0 (groups[i], expected) == 0)
        continue;

      return invalid (error, "The event file has an unexpected section “[%s]”", groups[i]);
    }

  return TRUE;
}

/* Reads round INDEX + 1 and checks it against the rounds before it;
 * FIRST_USE maps each number to the first round that used it (0: none). */
static gboolean
read_round (ChessEvent  *self,
            GKeyFile    *key_file,
            guint        index,
            guint        n_rounds,
            guint       *first_use,
            GError     **error)
{
  g_autofree char *group = round_group (index + 1);
  g_autofree char *number_text = NULL;
  g_autofree char *back_rank = NULL;
  g_autofree char *method_name = NULL;
  g_autofree char *time_text = NULL;
  g_autofree char *reversed_text = NULL;
  g_autoptr(GDateTime) time = NULL;
  const ChessRound *previous = NULL;
  ChessRound *round;
  ChessDrawMethod method;
  gboolean reversed;
  guint number;

  /* Rounds are read in order, so that the message about a file cut short
   * names the place of the cut. */
  if (!g_key_file_has_group (key_file, group))
    return invalid (error, "%s is missing (the event has %u rounds)", group, n_rounds);

  if (!check_keys (key_file, group, group, round_keys, G_N_ELEMENTS (round_keys), error))
    return FALSE;

  number_text = get_value (key_file, group, "Number");
  if (!parse_uint (number_text, G_MAXUINT, &number) ||
      !chess_startpos_is_valid (self->variant, number))
    return invalid (error, "%s: “%s” is not a %s start position number",
                    group, number_text, chess_variant_get_title (self->variant));

  back_rank = get_value (key_file, group, "BackRank");
  method_name = get_value (key_file, group, "Method");
  if (!chess_draw_method_from_string (method_name, &method))
    return invalid (error, "%s has an unknown draw method “%s”", group, method_name);

  time_text = get_value (key_file, group, "Time");
  time = parse_time (time_text);
  if (time == NULL)
    return invalid (error, "%s has an invalid time “%s”", group, time_text);

  reversed_text = get_value (key_file, group, "ColoursReversed");
  if (!parse_boolean (reversed_text, &reversed))
    return invalid (error, "%s has an invalid ColoursReversed setting “%s”",
                    group, reversed_text);

  round = chess_event_make_round (self, number, method, time);
  g_ptr_array_add (self->rounds, round);

  /* The letters must say the same as the number: a mismatch means the
   * file was edited or damaged, and which of the two is right is unknown. */
  if (strcmp (back_rank, round->back_rank) != 0)
    return invalid (error, "%s: back rank “%s” does not match SP %u (%s)",
                    group, back_rank, number, round->back_rank);

  if (index > 0)
    previous = g_ptr_array_index (self->rounds, index - 1);

  if (reversed != (method == CHESS_DRAW_METHOD_REPLAY))
    return invalid (error, reversed
                    ? "%s reverses colours but does not replay the round before"
                    : "%s replays the round before but does not reverse colours",
                    group);

  if (method == CHESS_DRAW_METHOD_REPLAY)
    {
      if (previous == NULL)
        return invalid (error, "%s replays a round, but there is none before it", group);
      if (previous->number != number)
        return invalid (error, "%s replays SP %u, but round %u used SP %u",
                        group, number, previous->round, previous->number);
      if (previous->method == CHESS_DRAW_METHOD_REPLAY)
        return invalid (error, "%s replays round %u, which is itself a replay",
                        group, previous->round);
    }
  else if (first_use[number] != 0)
    {
      return invalid (error, "%s uses SP %u again, which round %u already used",
                      group, number, first_use[number]);
    }

  if (first_use[number] == 0)
    first_use[number] = index + 1;

  return TRUE;
}

ChessEvent *
chess_event_new_from_data (const char  *data,
                           gsize        length,
                           GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(ChessEvent) self = NULL;
  g_autofree guint *first_use = NULL;
  guint n_rounds = 0;
  gsize i;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (i = 0; i < length && g_ascii_isspace (data[i]); i++)
    ;
  if (i == length)
    {
      invalid (error, "The event file is empty");
      return NULL;
    }

  /* GKeyFile would cut a value at a NUL byte and take the rest as if it
   * were not there. */
  if (memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      invalid (error, "The event file is not a text file");
      return NULL;
    }

  if (!g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_NONE, &local_error))
    {
      invalid (error, "The event file is damaged: %s", local_error->message);
      return NULL;
    }

  if (!g_key_file_has_group (key_file, EVENT_GROUP))
    {
      invalid (error, "This is not a Chess960 event file: it has no [Event] section");
      return NULL;
    }

  self = g_object_new (CHESS_TYPE_EVENT, NULL);

  if (!read_header (self, key_file, &n_rounds, error))
    return NULL;

  first_use = g_new0 (guint, chess_startpos_count (self->variant));
  for (guint round = 0; round < n_rounds; round++)
    if (!read_round (self, key_file, round, n_rounds, first_use, error))
      return NULL;

  if (!check_no_other_groups (key_file, n_rounds, error))
    return NULL;

  return g_steal_pointer (&self);
}
