/* chess-application.h: the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event-store.h"

G_BEGIN_DECLS

#define CHESS_TYPE_APPLICATION (chess_application_get_type ())
G_DECLARE_FINAL_TYPE (ChessApplication, chess_application, CHESS, APPLICATION, AdwApplication)

ChessApplication *chess_application_new               (void);
/* The events in the user's data folder, read at the first call; a
 * damaged file is reported in a dialog. */
ChessEventStore  *chess_application_get_event_store   (ChessApplication *self);
/* Presents the one Events window (a ChessEventsWindow), made when needed. */
GtkWindow        *chess_application_show_events       (ChessApplication *self);

G_END_DECLS
