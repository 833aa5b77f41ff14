/* chess-roller-view.h: drawing a start position with the die, in view of all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event.h"
#include "chess-exclusions.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ROLLER_VIEW (chess_roller_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessRollerView, chess_roller_view, CHESS, ROLLER_VIEW, AdwBin)

/* Draws one start position of EXCLUSIONS' variant with the single-die
 * procedure (Roll for Me, Physical Die), by a number drawn elsewhere (By
 * Number) or by the computer (Random). An excluded result is shown and
 * the whole draw starts again; the result is never one EXCLUSIONS holds.
 *
 * Drawing for an event (chess_roller_view_new_for_event()), it avoids
 * what the event excludes and puts every die face, tap taken back,
 * result shown and draw set aside on the event's record as it happens;
 * a result the event still holds (shown, never confirmed) comes back on
 * the board. Confirming is the event's: chess_event_confirm_pending().
 *
 * Properties: exclusions (ChessExclusions, construct-only), event
 * (ChessEvent, construct-only, nullable), piece-set
 * (string, read-write), has-result (boolean, read-only: a position is
 * drawn and shown), presentation (boolean, read-write). */
GtkWidget *chess_roller_view_new            (ChessExclusions *exclusions);
GtkWidget *chess_roller_view_new_for_event  (ChessEvent      *event);
ChessExclusions *chess_roller_view_get_exclusions (ChessRollerView *self);
ChessEvent *chess_roller_view_get_event     (ChessRollerView *self);
/* The arbiter closes the roller without using what it shows: the result
 * (or the faces thrown so far) set aside on the event's record as
 * cancelled. Nothing happens without an event. */
void       chess_roller_view_set_aside      (ChessRollerView *self);
/* FALSE while nothing is drawn; otherwise the position and how it was
 * drawn (ROLLER for Roll for Me). */
gboolean   chess_roller_view_get_result     (ChessRollerView *self,
                                             guint           *number,
                                             ChessDrawMethod *method);
gboolean   chess_roller_view_get_has_result (ChessRollerView *self);
const char *chess_roller_view_get_piece_set (ChessRollerView *self);
void       chess_roller_view_set_piece_set  (ChessRollerView *self,
                                             const char      *set);
/* Ends the throw and the pieces' moves that are still animating, so
 * that what is shown is what has been drawn. */
void       chess_roller_view_finish_animations (ChessRollerView *self);
gboolean   chess_roller_view_get_animating  (ChessRollerView *self);
/* Presentation mode, for a projector: the step, its rule, the result and
 * the die grow with the view's height, as on the hall screen. */
gboolean   chess_roller_view_get_presentation (ChessRollerView *self);
void       chess_roller_view_set_presentation (ChessRollerView *self,
                                               gboolean         presentation);

G_END_DECLS
