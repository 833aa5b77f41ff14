/* chess-event-state.c: an event's identity, its record as a list, its
 * key, and whether this copy may write it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-private.h"
#include "chess-random.h"
#include "chess-startpos.h"

G_DEFINE_BOXED_TYPE (ChessPendingResult, chess_pending_result,
                     chess_pending_result_copy, chess_pending_result_free)

ChessPendingResult *
chess_pending_result_copy (const ChessPendingResult *result)
{
  ChessPendingResult *copy;

  g_return_val_if_fail (result != NULL, NULL);

  copy = g_new (ChessPendingResult, 1);
  *copy = *result;
  if (copy->time != NULL)
    g_date_time_ref (copy->time);
  copy->input = g_strdup (result->input);

  return copy;
}

void
chess_pending_result_free (ChessPendingResult *result)
{
  if (result == NULL)
    return;

  g_clear_pointer (&result->time, g_date_time_unref);
  g_free (result->input);
  g_free (result);
}

char *
_chess_event_new_uuid (void)
{
  return g_uuid_string_random ();
}

char *
_chess_event_hex (const guint8 *bytes,
                  gsize         length)
{
  GString *hex = g_string_sized_new (2 * length);

  for (gsize i = 0; i < length; i++)
    g_string_append_printf (hex, "%02x", bytes[i]);

  return g_string_free (hex, FALSE);
}

char *
_chess_event_format_exclusions (gboolean  exclude_standard,
                                GArray   *custom)
{
  GString *text = g_string_new (NULL);
  gboolean standard_done = !exclude_standard;

  for (guint i = 0; i <= custom->len; i++)
    {
      guint number = i < custom->len ? g_array_index (custom, guint, i) : G_MAXUINT;

      if (!standard_done && number >= CHESS_STANDARD_POSITION)
        {
          g_string_append_printf (text, "%s%u", text->len > 0 ? "," : "", CHESS_STANDARD_POSITION);
          standard_done = TRUE;
        }
      if (i < custom->len && !(exclude_standard && number == CHESS_STANDARD_POSITION))
        g_string_append_printf (text, "%s%u", text->len > 0 ? "," : "", number);
    }

  return g_string_free (text, FALSE);
}

ChessEvent *
chess_event_new_verifiable (const char    *name,
                            ChessVariant   variant,
                            GError       **error)
{
  g_autoptr(ChessEvent) self = NULL;
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 *key;

  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* g_random and GRand are predictable; a key must not be. */
  key = g_malloc (CHESS_EVENT_KEY_LENGTH);
  if (!chess_random_fill_secure (key, CHESS_EVENT_KEY_LENGTH))
    {
      g_free (key);
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                           "The system’s secure random source cannot be read");
      return NULL;
    }

  self = g_object_new (CHESS_TYPE_EVENT, "name", name, "variant", variant, NULL);
  self->verifiable = TRUE;
  self->key = key;
  g_checksum_update (checksum, key, CHESS_EVENT_KEY_LENGTH);
  self->commitment = g_strdup (g_checksum_get_string (checksum));
  _chess_event_record_created (self);

  return g_steal_pointer (&self);
}

const char *
chess_event_get_id (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->id;
}

gboolean
chess_event_get_read_only (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->read_only;
}

void
_chess_event_set_read_only (ChessEvent *self,
                            gboolean    read_only)
{
  read_only = !!read_only;
  if (self->read_only == read_only)
    return;

  self->read_only = read_only;
  _chess_event_notify (self, "read-only");
}

const char *
chess_event_get_damage (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->damage;
}

gboolean
chess_event_get_verifiable (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->verifiable;
}

const char *
chess_event_get_commitment (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->commitment;
}

gboolean
chess_event_get_key_revealed (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->key_revealed;
}

gboolean
chess_event_get_has_key (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->verifiable && self->key != NULL;
}

char *
chess_event_reveal_key (ChessEvent  *self,
                        GError     **error)
{
  g_autofree char *hex = NULL;
  const char *fields[] = { "key", NULL, NULL };

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!self->verifiable || self->key == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                           self->verifiable
                           ? "This copy of the event does not hold its secret key"
                           : "The event is not verifiable: it has no key");
      return NULL;
    }

  hex = _chess_event_hex (self->key, CHESS_EVENT_KEY_LENGTH);
  if (self->key_revealed)
    return g_steal_pointer (&hex);

  if (!_chess_event_check_writable (self, error))
    return NULL;

  fields[1] = hex;
  _chess_event_append_entry (self, CHESS_RECORD_KEY_REVEALED, fields);
  self->key_revealed = TRUE;
  _chess_event_notify (self, "key-revealed");
  _chess_event_emit_changed (self);

  return g_steal_pointer (&hex);
}

guint
chess_event_get_n_entries (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), 0);

  return self->record->len;
}

ChessRecordEntry *
chess_event_get_entry (ChessEvent *self,
                       guint       index)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (index >= self->record->len)
    return NULL;

  return g_ptr_array_index (self->record, index);
}

const char *
chess_event_get_last_hash (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (self->record->len == 0)
    return chess_record_zero_hash;

  return chess_record_entry_get_hash (g_ptr_array_index (self->record, self->record->len - 1));
}

const ChessPendingResult *
chess_event_get_pending (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->pending;
}
