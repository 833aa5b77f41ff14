/* chess-roller-dialog.h: drawing a start position with the die, in view of all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event.h"
#include "chess-exclusions.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ROLLER_DIALOG (chess_roller_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessRollerDialog, chess_roller_dialog, CHESS, ROLLER_DIALOG, AdwWindow)

/* A modal window over PARENT that draws one start position of
 * EXCLUSIONS' variant, never one EXCLUSIONS holds (an excluded result is
 * shown and the whole draw starts again). TITLE heads it, e.g. "Round 4"
 * or NULL for "Draw a Start Position". The methods offered: Roll for Me,
 * Physical Die, By Number and Random.
 *
 * When the user accepts the result it emits
 * ::drawn (guint number, ChessDrawMethod method) and closes itself.
 * Closed (Cancel, Escape) with a result on screen, it asks first; set
 * aside, it emits ::set-aside (guint number, ChessDrawMethod method).
 * Closed with none, it emits nothing. */
ChessRollerDialog *chess_roller_dialog_new (GtkWindow       *parent,
                                            ChessExclusions *exclusions,
                                            const char      *title);
/* The roller for EVENT's next round (titled “Round N”): what the event
 * excludes is never drawn, and every die face, tap taken back, result
 * shown and draw set aside is on the event's record as it happens. Use
 * This Position confirms the result as the next round
 * (chess_event_confirm_pending()) before ::drawn; set aside, the record
 * says so before ::set-aside. A result the event holds unconfirmed (the
 * app ended while it was shown) is on the board when it opens. */
ChessRollerDialog *chess_roller_dialog_new_for_event  (GtkWindow         *parent,
                                                       ChessEvent        *event);
ChessEvent        *chess_roller_dialog_get_event      (ChessRollerDialog *self);
/* The roller open for EVENT, or NULL. */
ChessRollerDialog *chess_roller_dialog_find_for_event (ChessEvent        *event);

G_END_DECLS
