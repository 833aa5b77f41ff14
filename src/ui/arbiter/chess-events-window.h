/* chess-events-window.h: the arbiter's events and their rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event-store.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVENTS_WINDOW (chess_events_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessEventsWindow, chess_events_window, CHESS, EVENTS_WINDOW, AdwWindow)

/* Lists the events of STORE (the app's is
 * chess_application_get_event_store()) and opens one at a time. The event shown is remembered in GSettings
 * (open-event) so that it opens again at the next start, also after a
 * crash; closing the window forgets it. */
ChessEventsWindow *chess_events_window_new        (ChessEventStore   *store);
/* Imports FILE as Import does once the file is chosen: an event that is
 * already here (the same identity) is not added unasked; an alert offers
 * to replace it or keep both, listing the rounds that differ. */
void               chess_events_window_import     (ChessEventsWindow *self,
                                                   GFile             *file);
/* Shows EVENT's page; NULL shows the list. */
void               chess_events_window_show_event (ChessEventsWindow *self,
                                                   ChessEvent        *event);
ChessEvent        *chess_events_window_get_event  (ChessEventsWindow *self);

G_END_DECLS
