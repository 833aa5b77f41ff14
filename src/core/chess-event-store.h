/* chess-event-store.h: the events in the user's data folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVENT_STORE (chess_event_store_get_type ())
G_DECLARE_FINAL_TYPE (ChessEventStore, chess_event_store, CHESS, EVENT_STORE, GObject)

/* A GListModel of ChessEvent, newest first, kept in DIRECTORY (one
 * "*.chess960-event" key file each; created when missing). The app uses
 * chess_event_store_default_directory(). Each event is saved atomically
 * whenever it emits ::changed; a failed save emits
 * ::save-failed (ChessEvent *event, GError *error). */
ChessEventStore *chess_event_store_new               (const char       *directory);
char            *chess_event_store_default_directory (void);
const char      *chess_event_store_get_directory     (ChessEventStore  *self);
/* Reads every event file. A file that cannot be read as an event is
 * renamed to "NAME.damaged-YYYYMMDD-HHMMSS" beside it, so that nothing is
 * lost and the next start does not complain again, and is reported by
 * ::damaged-file (const char *path, const char *backup_path, GError *error);
 * the other events load as usual. FALSE only when the folder itself
 * cannot be read or created. */
gboolean         chess_event_store_load              (ChessEventStore  *self,
                                                      GError          **error);
/* Saves EVENT under a new file name made from its name and adds it. */
gboolean         chess_event_store_add               (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* Deletes the file and removes EVENT from the model. */
gboolean         chess_event_store_remove            (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* A new reference, or NULL when EVENT is not in the store. */
GFile           *chess_event_store_get_file          (ChessEventStore  *self,
                                                      ChessEvent       *event);
/* Reads FILE (which must be a whole, valid event) and adds a copy;
 * returns a new reference to it. */
ChessEvent      *chess_event_store_import            (ChessEventStore  *self,
                                                      GFile            *file,
                                                      GError          **error);
gboolean         chess_event_store_export            (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GFile            *file,
                                                      GError          **error);

G_END_DECLS
