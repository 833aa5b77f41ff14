/* chess-event-rounds.c: an event's rounds — added only when allowed,
 * replayed, removed, each change on the record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include "chess-event-private.h"
#include "chess-startpos.h"

ChessRound *
chess_event_make_round (ChessEvent      *self,
                        guint            number,
                        ChessDrawMethod  method,
                        GDateTime       *time)
{
  ChessRound *round = g_new0 (ChessRound, 1);

  round->round = self->rounds->len + 1;
  round->number = number;
  if (!chess_startpos_get_back_rank (self->variant, number, round->back_rank, NULL))
    g_assert_not_reached ();
  round->method = method;
  round->time = chess_event_normalize_time (time);
  round->colours_reversed = method == CHESS_DRAW_METHOD_REPLAY;

  return round;
}

/* Appends ROUND with KIND ("confirmed" or "replayed") on the record. */
const ChessRound *
_chess_event_append_round (ChessEvent      *self,
                           ChessRound      *round,
                           ChessRecordKind  kind)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round->round);
  g_autofree char *number_text = g_strdup_printf ("%u", round->number);
  const char *fields[] = {
    "round", round_text,
    "number", number_text,
    "letters", round->back_rank,
    "method", chess_draw_method_to_string (round->method),
    "input", round->input,
    NULL,
  };

  g_ptr_array_add (self->rounds, round);
  _chess_event_append_entry (self, kind, fields);

  _chess_event_emit_round_added (self, self->rounds->len - 1);
  _chess_event_emit_changed (self);

  return round;
}

gboolean
_chess_event_check_number (ChessEvent  *self,
                           guint        number,
                           GError     **error)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  ChessExclusionReason reason;
  guint used_in;

  if (!chess_startpos_is_valid (self->variant, number))
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                   "%u is not a %s start position number",
                   number, chess_variant_get_title (self->variant));
      return FALSE;
    }

  exclusions = chess_event_get_exclusions (self);
  reason = chess_exclusions_lookup (exclusions, number, &used_in);
  switch (reason)
    {
    case CHESS_EXCLUSION_NONE:
      return TRUE;

    case CHESS_EXCLUSION_STANDARD:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is standard chess, which this event excludes", number);
      return FALSE;

    case CHESS_EXCLUSION_CUSTOM:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is on this event’s list of excluded positions", number);
      return FALSE;

    case CHESS_EXCLUSION_USED:
    default:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u was already drawn for round %u", number, used_in);
      return FALSE;
    }
}

gboolean
_chess_event_check_no_pending (ChessEvent  *self,
                               GError     **error)
{
  if (self->pending == NULL)
    return TRUE;

  g_set_error (error, CHESS_ERROR, CHESS_ERROR_RESULT_PENDING,
               "SP %u is shown for round %u: confirm it or set it aside first",
               self->pending->number, self->pending->round);
  return FALSE;
}

const ChessRound *
chess_event_add_round (ChessEvent       *self,
                       guint             number,
                       ChessDrawMethod   method,
                       GDateTime        *time,
                       GError          **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (method < CHESS_DRAW_METHOD_REPLAY, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error) ||
      !_chess_event_check_number (self, number, error))
    return NULL;

  /* A verifiable event's computer draws come from its key and a public
   * input, or nobody could check them. */
  if (self->verifiable && method == CHESS_DRAW_METHOD_RANDOM)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                           "A verifiable event draws by computer only with a public input");
      return NULL;
    }

  return _chess_event_append_round (self, chess_event_make_round (self, number, method, time),
                                    CHESS_RECORD_CONFIRMED);
}

gboolean
chess_event_can_replay (ChessEvent *self)
{
  const ChessRound *last;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  last = chess_event_get_last_round (self);

  return last != NULL && last->method != CHESS_DRAW_METHOD_REPLAY;
}

const ChessRound *
chess_event_add_replay_round (ChessEvent  *self,
                              GDateTime   *time,
                              GError     **error)
{
  const ChessRound *last;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return NULL;

  last = chess_event_get_last_round (self);
  if (last == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                           "There is no earlier round to replay");
      return NULL;
    }

  if (last->method == CHESS_DRAW_METHOD_REPLAY)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u has already been played twice, in rounds %u and %u",
                   last->number, last->round - 1, last->round);
      return NULL;
    }

  return _chess_event_append_round (self,
                                    chess_event_make_round (self, last->number,
                                                            CHESS_DRAW_METHOD_REPLAY,
                                                            time),
                                    CHESS_RECORD_REPLAYED);
}

gboolean
chess_event_remove_last_round (ChessEvent *self)
{
  const ChessRound *last;
  g_autofree char *round_text = NULL;
  g_autofree char *number_text = NULL;
  g_autofree char *group = NULL;
  guint index;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  /* A result on screen is for the round after the last one. */
  if (self->rounds->len == 0 || self->read_only || self->pending != NULL)
    return FALSE;

  index = self->rounds->len - 1;
  last = g_ptr_array_index (self->rounds, index);
  round_text = g_strdup_printf ("%u", last->round);
  number_text = g_strdup_printf ("%u", last->number);
  {
    const char *fields[] = {
      "round", round_text,
      "number", number_text,
      "letters", last->back_rank,
      NULL,
    };

    _chess_event_append_entry (self, CHESS_RECORD_REMOVED, fields);
  }

  /* A later round of that number starts without the old one's extras. */
  group = g_strdup_printf ("Round %u", last->round);
  g_hash_table_remove (self->extra_lines, group);
  g_ptr_array_remove_index (self->rounds, index);

  g_signal_emit_by_name (self, "round-removed", index);
  _chess_event_notify (self, "n-rounds");
  _chess_event_emit_changed (self);

  return TRUE;
}

ChessGame *
chess_event_new_round_game (ChessEvent        *self,
                            const ChessRound  *round,
                            GError           **error)
{
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *round_text = NULL;
  g_autofree char *date = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (round != NULL, NULL);

  game = chess_game_new_start (self->variant, round->number, error);
  if (game == NULL)
    return NULL;
  round_text = g_strdup_printf ("%u", round->round);
  chess_game_set_tag (game, "Event", self->name);
  chess_game_set_tag (game, "Round", round_text);
  if (round->time != NULL)
    {
      local = g_date_time_to_local (round->time);
      date = g_date_time_format (local, "%Y.%m.%d");
      chess_game_set_tag (game, "Date", date);
    }
  return g_steal_pointer (&game);
}
