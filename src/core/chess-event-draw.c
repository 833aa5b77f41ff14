/* chess-event-draw.c: the draw in progress, on the record as it happens
 *
 * A result is on the record the moment it is shown, and held as the
 * event's pending result (written to disk with it) until the arbiter
 * confirms it or sets it aside: nothing drawn can vanish without trace,
 * not even when the app is killed while it is on screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-enums.h"
#include "chess-event-private.h"
#include "chess-startpos.h"

static const char piece_letters[] = {
  [CHESS_PIECE_TYPE_NONE] = '?',
  [CHESS_PIECE_TYPE_PAWN] = 'P',
  [CHESS_PIECE_TYPE_KNIGHT] = 'N',
  [CHESS_PIECE_TYPE_BISHOP] = 'B',
  [CHESS_PIECE_TYPE_ROOK] = 'R',
  [CHESS_PIECE_TYPE_QUEEN] = 'Q',
  [CHESS_PIECE_TYPE_KING] = 'K',
};

static const char *
dice_stage_nick (ChessDiceStage stage)
{
  GEnumClass *klass = g_type_class_ref (CHESS_TYPE_DICE_STAGE);
  GEnumValue *value = g_enum_get_value (klass, stage);
  const char *nick = value != NULL ? value->value_nick : "unknown";

  g_type_class_unref (klass);

  return nick;
}

gboolean
chess_event_record_die_face (ChessEvent          *self,
                             const ChessDiceRoll *roll,
                             GError             **error)
{
  g_autofree char *round = NULL;
  g_autofree char *face = NULL;
  g_autoptr(GString) placed = g_string_new (NULL);

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return FALSE;

  round = g_strdup_printf ("%u", self->rounds->len + 1);
  face = roll->face > 0 ? g_strdup_printf ("%u", roll->face) : NULL;
  for (guint i = 0; roll->accepted && i < roll->n_placed && i < 3; i++)
    g_string_append_printf (placed, "%s%c:%c1", i > 0 ? "," : "",
                            piece_letters[roll->pieces[i] <= CHESS_PIECE_TYPE_KING ? roll->pieces[i] : 0],
                            'a' + (int) (roll->files[i] & 7));

  {
    const char *fields[] = {
      "round", round,
      "step", dice_stage_nick (roll->stage),
      "face", face,
      "placed", roll->accepted ? placed->str : NULL,
      "rethrow", roll->accepted ? NULL : "yes",
      NULL,
    };

    _chess_event_append_entry (self, CHESS_RECORD_DIE_FACE, fields);
  }
  _chess_event_emit_changed (self);

  return TRUE;
}

gboolean
chess_event_can_undo_face (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return !self->read_only && self->pending == NULL;
}

gboolean
chess_event_record_face_undone (ChessEvent  *self,
                                GError     **error)
{
  g_autofree char *round = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Once a result is shown, taking a tap back would be a second draw of
   * the same round that nobody sees: refused. */
  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return FALSE;

  round = g_strdup_printf ("%u", self->rounds->len + 1);
  {
    const char *fields[] = { "round", round, NULL };

    _chess_event_append_entry (self, CHESS_RECORD_FACE_UNDONE, fields);
  }
  _chess_event_emit_changed (self);

  return TRUE;
}

gboolean
chess_event_record_draw_abandoned (ChessEvent           *self,
                                   ChessSetAsideReason   reason,
                                   GError              **error)
{
  g_autofree char *round = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (reason == CHESS_SET_ASIDE_START_OVER || reason == CHESS_SET_ASIDE_CANCELLED, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A shown result is set aside as such, with its number. */
  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return FALSE;

  round = g_strdup_printf ("%u", self->rounds->len + 1);
  {
    const char *fields[] = { "round", round, "reason", chess_set_aside_reason_to_string (reason), NULL };

    _chess_event_append_entry (self, CHESS_RECORD_ABANDONED, fields);
  }
  _chess_event_emit_changed (self);

  return TRUE;
}

static void
record_result (ChessEvent      *self,
               ChessRecordKind  kind,
               guint            round,
               guint            number,
               const char      *back_rank,
               ChessDrawMethod  method,
               const char      *input,
               const char      *reason)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round);
  g_autofree char *number_text = g_strdup_printf ("%u", number);
  const char *fields[] = {
    "round", round_text,
    "number", number_text,
    "letters", back_rank,
    "method", chess_draw_method_to_string (method),
    "input", input,
    "reason", reason,
    NULL,
  };

  _chess_event_append_entry (self, kind, fields);
}

const ChessPendingResult *
chess_event_show_result (ChessEvent       *self,
                         guint             number,
                         ChessDrawMethod   method,
                         const char       *input,
                         GError          **error)
{
  g_autoptr(GError) excluded = NULL;
  ChessPendingResult *pending;
  char back_rank[9];

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (method < CHESS_DRAW_METHOD_REPLAY, NULL);
  g_return_val_if_fail (input == NULL || g_utf8_validate (input, -1, NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return NULL;

  if (!chess_startpos_get_back_rank (self->variant, number, back_rank, NULL))
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                   "%u is not a %s start position number",
                   number, chess_variant_get_title (self->variant));
      return NULL;
    }

  record_result (self, CHESS_RECORD_SHOWN, self->rounds->len + 1, number, back_rank,
                 method, input, NULL);

  /* Shown, and not allowed: on the record as such, and the draw starts
   * again from the beginning (never nudged to a neighbour). */
  if (!_chess_event_check_number (self, number, &excluded))
    {
      record_result (self, CHESS_RECORD_SET_ASIDE, self->rounds->len + 1, number, back_rank,
                     method, input, chess_set_aside_reason_to_string (CHESS_SET_ASIDE_EXCLUDED));
      _chess_event_emit_changed (self);
      g_propagate_error (error, g_steal_pointer (&excluded));
      return NULL;
    }

  pending = g_new0 (ChessPendingResult, 1);
  pending->round = self->rounds->len + 1;
  pending->number = number;
  memcpy (pending->back_rank, back_rank, sizeof back_rank);
  pending->method = method;
  pending->time = chess_event_normalize_time (NULL);
  pending->input = g_strdup (input);
  self->pending = pending;

  _chess_event_notify (self, "pending");
  /* The store writes the file now: the result survives a crash. */
  _chess_event_emit_changed (self);

  return self->pending;
}

guint *
_chess_event_allowed_numbers (ChessEvent *self,
                              guint      *n_allowed)
{
  g_autoptr(ChessExclusions) exclusions = chess_event_get_exclusions (self);
  guint count = chess_startpos_count (self->variant);
  guint *allowed = g_new (guint, count);
  guint n = 0;

  for (guint number = 0; number < count; number++)
    if (!chess_exclusions_contains (exclusions, number))
      allowed[n++] = number;

  *n_allowed = n;

  return allowed;
}

const ChessPendingResult *
chess_event_draw_random (ChessEvent  *self,
                         const char  *input,
                         GError     **error)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  guint number;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return NULL;

  if (self->verifiable)
    {
      g_autofree guint *allowed = NULL;
      guint n_allowed;

      if (input == NULL || *input == '\0')
        {
          g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                               "A verifiable draw needs a public input, "
                               "such as a number called out by a player");
          return NULL;
        }
      if (self->key == NULL || self->key_revealed)
        {
          g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                               self->key == NULL
                               ? "This copy of the event does not hold its secret key"
                               : "The key has been revealed: its draws are no longer secret");
          return NULL;
        }

      allowed = _chess_event_allowed_numbers (self, &n_allowed);
      if (n_allowed == 0)
        {
          g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED,
                               "Every start position is excluded");
          return NULL;
        }
      number = _chess_event_verifiable_pick (self->key, self->variant, self->rounds->len + 1,
                                             input, allowed, n_allowed);
    }
  else
    {
      g_return_val_if_fail (input == NULL, NULL);

      exclusions = chess_event_get_exclusions (self);
      if (!chess_exclusions_draw (exclusions, &number, error))
        return NULL;
    }

  return chess_event_show_result (self, number, CHESS_DRAW_METHOD_RANDOM, input, error);
}

const ChessRound *
chess_event_confirm_pending (ChessEvent  *self,
                             GError     **error)
{
  g_autoptr(ChessPendingResult) pending = NULL;
  ChessRound *round;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error))
    return NULL;

  if (self->pending == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                           "There is no result to confirm");
      return NULL;
    }

  /* Exclusions may have been changed by another copy since. */
  if (!_chess_event_check_number (self, self->pending->number, error))
    return NULL;

  pending = g_steal_pointer (&self->pending);
  round = chess_event_make_round (self, pending->number, pending->method, NULL);
  round->input = g_steal_pointer (&pending->input);
  _chess_event_notify (self, "pending");

  return _chess_event_append_round (self, round, CHESS_RECORD_CONFIRMED);
}

gboolean
chess_event_set_aside_pending (ChessEvent           *self,
                               ChessSetAsideReason   reason,
                               GError              **error)
{
  g_autoptr(ChessPendingResult) pending = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (reason <= CHESS_SET_ASIDE_APP_ENDED, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_chess_event_check_writable (self, error))
    return FALSE;

  if (self->pending == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                           "There is no result to set aside");
      return FALSE;
    }

  pending = g_steal_pointer (&self->pending);
  record_result (self, CHESS_RECORD_SET_ASIDE, pending->round, pending->number,
                 pending->back_rank, pending->method, pending->input,
                 chess_set_aside_reason_to_string (reason));
  _chess_event_notify (self, "pending");
  _chess_event_emit_changed (self);

  return TRUE;
}

void
_chess_event_mark_interrupted (ChessEvent *self)
{
  if (self->pending == NULL || self->pending->interrupted)
    return;

  self->pending->interrupted = TRUE;
  record_result (self, CHESS_RECORD_INTERRUPTED, self->pending->round, self->pending->number,
                 self->pending->back_rank, self->pending->method, self->pending->input, NULL);
  _chess_event_notify (self, "pending");
  _chess_event_emit_changed (self);
}

gboolean
chess_event_record_hall (ChessEvent  *self,
                         guint        round,
                         gboolean     revealed,
                         GError     **error)
{
  g_autofree char *round_text = NULL;
  const ChessRound *shown;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_chess_event_check_writable (self, error))
    return FALSE;

  shown = chess_event_get_round (self, round - 1);
  g_return_val_if_fail (shown != NULL, FALSE);

  round_text = g_strdup_printf ("%u", round);
  {
    g_autofree char *number = g_strdup_printf ("%u", shown->number);
    const char *fields[] = { "round", round_text, "number", number, NULL };

    _chess_event_append_entry (self,
                               revealed ? CHESS_RECORD_HALL_REVEALED : CHESS_RECORD_HALL_COVERED,
                               fields);
  }
  _chess_event_emit_changed (self);

  return TRUE;
}

void
_chess_event_make_copy (ChessEvent *self,
                        const char *name)
{
  g_autofree char *old_id = g_steal_pointer (&self->id);
  const char *fields[] = { "from-id", old_id, "id", NULL, NULL };

  self->id = _chess_event_new_uuid ();
  fields[3] = self->id;
  g_free (self->name);
  self->name = g_strdup (name);
  _chess_event_append_entry (self, CHESS_RECORD_COPIED, fields);
  _chess_event_notify (self, "id");
  _chess_event_notify (self, "name");
}

void
_chess_event_record_recovered (ChessEvent *self)
{
  const char *fields[] = { "lost", self->damage, NULL };
  guint on_record = 0;

  /* Rounds whose record entries were lost with the damage go back on the
   * record, marked as recovered, so that the record and rounds agree. */
  for (guint i = 0; i < self->record->len; i++)
    switch (chess_record_entry_get_kind (g_ptr_array_index (self->record, i)))
      {
      case CHESS_RECORD_CONFIRMED:
      case CHESS_RECORD_REPLAYED:
        on_record++;
        break;

      case CHESS_RECORD_REMOVED:
        on_record--;
        break;

      default:
        break;
      }

  _chess_event_append_entry (self, CHESS_RECORD_RECOVERED, fields);
  for (guint i = on_record; i < self->rounds->len; i++)
    {
      const ChessRound *round = g_ptr_array_index (self->rounds, i);
      g_autofree char *round_text = g_strdup_printf ("%u", round->round);
      g_autofree char *number_text = g_strdup_printf ("%u", round->number);
      const char *round_fields[] = {
        "round", round_text,
        "number", number_text,
        "letters", round->back_rank,
        "method", chess_draw_method_to_string (round->method),
        "recovered", "yes",
        NULL,
      };

      _chess_event_append_entry (self,
                                 round->method == CHESS_DRAW_METHOD_REPLAY
                                 ? CHESS_RECORD_REPLAYED : CHESS_RECORD_CONFIRMED,
                                 round_fields);
    }
  g_clear_pointer (&self->damage, g_free);
  self->damaged_entry = 0;
  _chess_event_notify (self, "damage");
}

/* A reload keeps the object (views hold it) and swaps what it holds. */
void
_chess_event_take_contents (ChessEvent *self,
                            ChessEvent *other)
{
  g_free (self->name);
  self->name = g_steal_pointer (&other->name);
  g_clear_pointer (&self->created, g_date_time_unref);
  self->created = g_steal_pointer (&other->created);
  self->exclude_standard = other->exclude_standard;
  g_clear_pointer (&self->custom, g_array_unref);
  self->custom = g_steal_pointer (&other->custom);
  g_clear_pointer (&self->rounds, g_ptr_array_unref);
  self->rounds = g_steal_pointer (&other->rounds);
  g_clear_pointer (&self->record, g_ptr_array_unref);
  self->record = g_steal_pointer (&other->record);
  g_clear_pointer (&self->pending, chess_pending_result_free);
  self->pending = g_steal_pointer (&other->pending);
  g_clear_pointer (&self->commitment, g_free);
  self->commitment = g_steal_pointer (&other->commitment);
  g_clear_pointer (&self->key, g_free);
  self->key = g_steal_pointer (&other->key);
  self->key_revealed = other->key_revealed;
  self->verifiable = other->verifiable;
  g_clear_pointer (&self->extra_lines, g_hash_table_unref);
  self->extra_lines = g_steal_pointer (&other->extra_lines);
  g_clear_pointer (&self->extra_groups, g_ptr_array_unref);
  self->extra_groups = g_steal_pointer (&other->extra_groups);

  /* OTHER is finalized next and must find something to free. */
  other->custom = g_array_new (FALSE, FALSE, sizeof (guint));
  other->rounds = g_ptr_array_new ();
  other->record = g_ptr_array_new ();
  other->extra_lines = g_hash_table_new (g_str_hash, g_str_equal);
  other->extra_groups = g_ptr_array_new ();

  g_object_freeze_notify (G_OBJECT (self));
  for (const char *const *name = (const char *const[]) {
         "name", "exclude-standard", "n-rounds", "n-entries", "pending",
         "commitment", "key-revealed", NULL }; *name != NULL; name++)
    _chess_event_notify (self, *name);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit_by_name (self, "reloaded");
}
