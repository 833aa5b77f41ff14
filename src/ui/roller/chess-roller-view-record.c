/* chess-roller-view-record.c: what the roller puts on an event's record
 *
 * A roller that draws for an event (its "event" property) is a view of
 * the event's draw in progress: every die face, every tap taken back,
 * every result shown and every draw set aside goes through ChessEvent,
 * which records it (and the store writes it) before the room sees it.
 * Which result may stand is the event's answer, not the roller's. A
 * roller on its own (a casual draw) records nothing and answers from
 * its exclusions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-roller-view-private.h"

/* The record refuses only when the event cannot change (another copy
 * took it over) or the draw is not where the roller thinks: never in
 * normal use, and the draw carries on on screen. */
static void
report_refusal (const char *what,
                GError     *error)
{
  if (error != NULL)
    g_message ("%s is not on the event’s record: %s", what, error->message);
}

void
_chess_roller_view_record_face (ChessRollerView     *self,
                                const ChessDiceRoll *roll)
{
  g_autoptr(GError) error = NULL;

  if (self->event != NULL && !chess_event_record_die_face (self->event, roll, &error))
    report_refusal ("A die face", error);
}

gboolean
_chess_roller_view_record_result (ChessRollerView *self,
                                  guint            number,
                                  ChessDrawMethod  method)
{
  g_autoptr(GError) error = NULL;

  if (self->event == NULL)
    return !chess_exclusions_contains (self->exclusions, number);

  /* Shown, on the record and on disk; an excluded or used number is
   * recorded as shown and set aside by the event itself. */
  if (chess_event_show_result (self->event, number, method, NULL, &error) != NULL)
    return TRUE;
  if (!g_error_matches (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED))
    report_refusal ("A result", error);
  return FALSE;
}

gboolean
_chess_roller_view_record_random (ChessRollerView *self,
                                  guint           *number,
                                  GError         **error)
{
  const ChessPendingResult *pending;

  if (self->event == NULL)
    return chess_exclusions_draw (self->exclusions, number, error);

  pending = chess_event_draw_random (self->event, NULL, error);
  if (pending == NULL)
    return FALSE;
  *number = pending->number;
  return TRUE;
}

void
_chess_roller_view_record_undo (ChessRollerView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->event != NULL && !chess_event_record_face_undone (self->event, &error))
    report_refusal ("A tap taken back", error);
}

gboolean
_chess_roller_view_can_undo (ChessRollerView *self)
{
  return self->event == NULL || chess_event_can_undo_face (self->event);
}

/* Sets aside what is on screen: the result, with its number, or the
 * faces thrown so far. A result found pending when the roller opened was
 * left by an app that ended before it was confirmed: that is why it is
 * set aside, whichever button does it. */
void
_chess_roller_view_record_set_aside (ChessRollerView     *self,
                                     ChessSetAsideReason  reason)
{
  g_autoptr(GError) error = NULL;
  const ChessPendingResult *pending;

  if (self->event == NULL)
    return;

  pending = chess_event_get_pending (self->event);
  if (pending != NULL)
    {
      if (pending->interrupted)
        reason = CHESS_SET_ASIDE_APP_ENDED;
      if (!chess_event_set_aside_pending (self->event, reason, &error))
        report_refusal ("A result set aside", error);
    }
  else if (self->taps->len > 0 && !self->has_result)
    {
      if (!chess_event_record_draw_abandoned (self->event, reason, &error))
        report_refusal ("A draw set aside", error);
    }
}

/* The result the event still holds, shown but never confirmed (the
 * app ended, or the roller went with its window): it comes back on the
 * board, by its method's page, for the arbiter to use or set aside. */
void
_chess_roller_view_resume_pending (ChessRollerView *self)
{
  static const char *const mode_pages[] = {
    [CHESS_DRAW_METHOD_RANDOM] = "random",
    [CHESS_DRAW_METHOD_ROLLER] = "roll",
    [CHESS_DRAW_METHOD_PHYSICAL_DIE] = "physical",
    [CHESS_DRAW_METHOD_NUMBER] = "number",
  };
  const ChessPendingResult *pending;
  g_autofree char *position = NULL;
  g_autofree char *note = NULL;

  if (self->event == NULL || (pending = chess_event_get_pending (self->event)) == NULL)
    return;

  if (pending->method < G_N_ELEMENTS (mode_pages) && mode_pages[pending->method] != NULL)
    gtk_stack_set_visible_child_name (self->mode_stack, mode_pages[pending->method]);
  self->resumed = TRUE;
  position = chess_ui_position_label (pending->number, pending->back_rank);
  note = pending->interrupted
         /* Translators: a position left on screen when the app ended,
          * e.g. “SP 675 · RBBQKRNN was shown when the app ended” */
         ? g_strdup_printf (_("%s was shown when the app ended"), position)
         /* Translators: a position shown earlier and not yet confirmed */
         : g_strdup_printf (_("%s was shown and not yet confirmed"), position);
  _chess_roller_view_show_drawn (self, pending->number, pending->method, note);
}

void
_chess_roller_view_record_set_aside_throws (ChessRollerView *self)
{
  if (self->event != NULL && chess_event_get_pending (self->event) == NULL
      && !chess_event_get_read_only (self->event))
    _chess_roller_view_record_set_aside (self, CHESS_SET_ASIDE_CANCELLED);
}

ChessEvent *
chess_roller_view_get_event (ChessRollerView *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_VIEW (self), NULL);

  return self->event;
}

void
chess_roller_view_set_aside (ChessRollerView *self)
{
  g_return_if_fail (CHESS_IS_ROLLER_VIEW (self));

  chess_roller_view_finish_animations (self);
  _chess_roller_view_record_set_aside (self, CHESS_SET_ASIDE_CANCELLED);
  /* Set aside once: the throws are no longer a draw under way, also
   * when the view goes with its window next. */
  if (!self->has_result && self->taps->len > 0)
    {
      chess_dice_reset (self->dice);
      g_array_set_size (self->taps, 0);
    }
}
