/* chess-event-file.c: an event as a key file, written whole
 *
 * The reader is in chess-event-file-read.c. Format 2 (see HACKING.md):
 * [Event] (Rounds last), [Round N] (ColoursReversed last), [Key],
 * [Pending] (Interrupted last), sections this version does not know,
 * then [Record], one line per entry, ended by "Head=N HASH". Each part
 * ends with a key whose absence shows a file cut short.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-file-private.h"

char *
_chess_event_format_time (GDateTime *time)
{
  return g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
}

char *
_chess_event_round_group (guint round)
{
  return g_strdup_printf ("Round %u", round);
}

/* Values the key file should not have to escape: %-escaped. */
char *
_chess_event_escape_value (const char *value)
{
  return g_uri_escape_string (value, ":;,+@/!*'()", TRUE);
}

static void
append_extra_lines (ChessEvent *self,
                    const char *group,
                    GString    *out)
{
  GString *extra = g_hash_table_lookup (self->extra_lines, group);

  if (extra != NULL)
    g_string_append_len (out, extra->str, extra->len);
}

static void
append_header (ChessEvent *self,
               GString    *out)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GString) exclude = g_string_new (NULL);
  g_autofree char *created = _chess_event_format_time (self->created);
  g_autofree char *data = NULL;

  for (guint i = 0; i < self->custom->len; i++)
    g_string_append_printf (exclude, "%u;", g_array_index (self->custom, guint, i));

  /* GKeyFile escapes the name as every key file reader expects. */
  g_key_file_set_integer (key_file, CHESS_EVENT_GROUP, "Format", CHESS_EVENT_FORMAT);
  g_key_file_set_value (key_file, CHESS_EVENT_GROUP, "Id", self->id);
  g_key_file_set_string (key_file, CHESS_EVENT_GROUP, "Name", self->name);
  g_key_file_set_value (key_file, CHESS_EVENT_GROUP, "Variant", chess_variant_to_string (self->variant));
  g_key_file_set_value (key_file, CHESS_EVENT_GROUP, "Created", created);
  g_key_file_set_boolean (key_file, CHESS_EVENT_GROUP, "ExcludeStandard", self->exclude_standard);
  g_key_file_set_value (key_file, CHESS_EVENT_GROUP, "Exclude", exclude->str);
  if (self->verifiable)
    {
      g_key_file_set_boolean (key_file, CHESS_EVENT_GROUP, "Verifiable", TRUE);
      g_key_file_set_value (key_file, CHESS_EVENT_GROUP, "Commitment",
                            self->commitment != NULL ? self->commitment : "");
    }
  /* Rounds ends the header: a header cut short lacks it. */
  g_key_file_set_uint64 (key_file, CHESS_EVENT_GROUP, "Rounds", self->rounds->len);

  data = g_key_file_to_data (key_file, NULL, NULL);
  g_string_append (out, data);
  append_extra_lines (self, CHESS_EVENT_GROUP, out);
}

static void
append_round (ChessEvent       *self,
              const ChessRound *round,
              GString          *out)
{
  g_autofree char *group = _chess_event_round_group (round->round);
  g_autofree char *time = _chess_event_format_time (round->time);

  g_string_append_printf (out, "\n[%s]\nNumber=%u\nBackRank=%s\nMethod=%s\nTime=%s\n",
                          group, round->number, round->back_rank,
                          chess_draw_method_to_string (round->method), time);
  if (round->input != NULL)
    {
      g_autofree char *input = _chess_event_escape_value (round->input);

      g_string_append_printf (out, "Input=%s\n", input);
    }
  g_string_append_printf (out, "ColoursReversed=%s\n", round->colours_reversed ? "true" : "false");
  append_extra_lines (self, group, out);
}

static void
append_pending (ChessEvent *self,
                GString    *out)
{
  const ChessPendingResult *pending = self->pending;
  g_autofree char *time = _chess_event_format_time (pending->time);

  g_string_append_printf (out, "\n[%s]\nRound=%u\nNumber=%u\nBackRank=%s\nMethod=%s\nTime=%s\n",
                          CHESS_PENDING_GROUP, pending->round, pending->number,
                          pending->back_rank, chess_draw_method_to_string (pending->method), time);
  if (pending->input != NULL)
    {
      g_autofree char *input = _chess_event_escape_value (pending->input);

      g_string_append_printf (out, "Input=%s\n", input);
    }
  g_string_append_printf (out, "Interrupted=%s\n", pending->interrupted ? "true" : "false");
  append_extra_lines (self, CHESS_PENDING_GROUP, out);
}

static char *
event_to_data (ChessEvent *self,
               gboolean    with_key,
               gsize      *length)
{
  /* Each entry is about 200 bytes: one allocation for most events. */
  GString *out = g_string_sized_new (1024 + 160 * self->rounds->len + 240 * self->record->len);

  append_header (self, out);

  for (guint i = 0; i < self->rounds->len; i++)
    append_round (self, g_ptr_array_index (self->rounds, i), out);

  if (self->key != NULL && with_key)
    {
      g_autofree char *key = _chess_event_hex (self->key, CHESS_EVENT_KEY_LENGTH);

      g_string_append_printf (out, "\n[%s]\nSecret=%s\n", CHESS_KEY_GROUP, key);
      append_extra_lines (self, CHESS_KEY_GROUP, out);
    }

  if (self->pending != NULL)
    append_pending (self, out);

  for (guint i = 0; i < self->extra_groups->len; i++)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, g_ptr_array_index (self->extra_groups, i));
    }

  g_string_append_printf (out, "\n[%s]\n", CHESS_RECORD_GROUP);
  for (guint i = 0; i < self->record->len; i++)
    _chess_record_entry_append_line (g_ptr_array_index (self->record, i), out);
  append_extra_lines (self, CHESS_RECORD_GROUP, out);
  /* The end: a record without it was cut short. */
  g_string_append_printf (out, "Head=%u %s\n", self->record->len, chess_event_get_last_hash (self));

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

char *
chess_event_to_data (ChessEvent *self,
                     gsize      *length)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return event_to_data (self, TRUE, length);
}

char *
chess_event_to_public_data (ChessEvent *self,
                            gsize      *length)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return event_to_data (self, self->key_revealed, length);
}

gboolean
_chess_event_write (ChessEvent  *self,
                    GFile       *file,
                    gboolean     with_key,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  data = with_key ? chess_event_to_data (self, &length) : chess_event_to_public_data (self, &length);
  path = g_file_get_path (file);

  /* A local file is written beside, synced and renamed over the old one,
   * so that a crash or a full disk leaves the old file whole. */
  if (path != NULL)
    {
      if (g_file_set_contents_full (path, data, length,
                                    G_FILE_SET_CONTENTS_CONSISTENT, 0644,
                                    &local_error))
        return TRUE;

      /* Callers handle GFile errors either way. */
      g_set_error_literal (error, G_IO_ERROR,
                           g_io_error_from_file_error (local_error->code),
                           local_error->message);
      return FALSE;
    }

  return g_file_replace_contents (file, data, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

gboolean
chess_event_save_to_file (ChessEvent  *self,
                          GFile       *file,
                          GError     **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return _chess_event_write (self, file, TRUE, error);
}

ChessEvent *
chess_event_new_from_file (GFile   *file,
                           GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;

  return chess_event_new_from_data (data, length, error);
}
