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
 * what it still holds (every whole round and record entry before the
 * damage) is in the list, read-only, its damage property saying what was
 * lost. The other events load as usual. FALSE only when the folder
 * itself cannot be read or created. */
gboolean         chess_event_store_load              (ChessEventStore  *self,
                                                      GError          **error);
/* One writer per event: the store takes a lock beside each file
 * (".NAME.lock", flock). When another store — in this process or
 * another copy of the app — holds it, the event opens read-only (its
 * read-only property), follows the file as the other copy writes it
 * (ChessEvent::reloaded) and takes over once that copy has gone and the
 * file changes, or when chess_event_store_try_write() is called.
 *
 * At load, a result that was shown but not confirmed when the app ended
 * comes back as the event's pending result, marked interrupted and on
 * the record; a file in an older format is written back in today's. */

/* FALSE while the event holds a change its file does not (the last save
 * failed: ::save-failed said why). The next change, or a retry, writes
 * everything, and ::saved (ChessEvent *event) says so. */
gboolean         chess_event_store_get_saved         (ChessEventStore  *self,
                                                      ChessEvent       *event);
gboolean         chess_event_store_retry_save        (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* Tries to become the event's writer (after the other copy closed it);
 * returns whether the event is now writable. */
gboolean         chess_event_store_try_write         (ChessEventStore  *self,
                                                      ChessEvent       *event);
/* Reads one event file (anywhere, as the command line does) into the
 * store, under the same rules as chess_event_store_load(). */
ChessEvent      *chess_event_store_open              (ChessEventStore  *self,
                                                      const char       *path,
                                                      GError          **error);
/* A damaged file's event, shown read-only with chess_event_get_damage(),
 * becomes writable at its old path ("recovered" on the record); the
 * damaged original stays set aside. */
gboolean         chess_event_store_keep_recovered    (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* Saves EVENT at FILE, which must not exist yet, and adds it. */
gboolean         chess_event_store_add_at            (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GFile            *file,
                                                      GError          **error);
/* Saves EVENT under a new file name made from its name and adds it. */
gboolean         chess_event_store_add               (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* Deletes the file and removes EVENT from the model; refused
 * (CHESS_ERROR_READ_ONLY) while another copy writes it. */
gboolean         chess_event_store_remove            (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GError          **error);
/* A new reference, or NULL when EVENT is not in the store. */
GFile           *chess_event_store_get_file          (ChessEventStore  *self,
                                                      ChessEvent       *event);
/* Reads FILE and adds it; fails with CHESS_ERROR_EVENT_EXISTS when the
 * same event (its id, not its name) is already here: then
 * chess_event_store_prepare_import() (chess-event-import.h) says how
 * the two differ, and offers to replace it or keep both. */
ChessEvent      *chess_event_store_import            (ChessEventStore  *self,
                                                      GFile            *file,
                                                      GError          **error);
/* Writes EVENT to FILE for someone else: without the secret key of a
 * verifiable event that has not been revealed. Imports: see
 * chess-event-import.h. */
gboolean         chess_event_store_export            (ChessEventStore  *self,
                                                      ChessEvent       *event,
                                                      GFile            *file,
                                                      GError          **error);

G_END_DECLS
