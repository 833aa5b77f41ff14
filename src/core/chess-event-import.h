/* chess-event-import.h: bringing an event file into the store, without
 * silent duplicates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-store.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_IMPORT_ADD,        /* a new event: add it (the only choice then) */
  CHESS_IMPORT_REPLACE,    /* the one here takes the imported file's content */
  CHESS_IMPORT_KEEP_BOTH,  /* the import is added as a copy: new id, new name */
} ChessImportAction;

#define CHESS_TYPE_EVENT_IMPORT (chess_event_import_get_type ())
G_DECLARE_FINAL_TYPE (ChessEventImport, chess_event_import, CHESS, EVENT_IMPORT, GObject)

/* Reads FILE (a whole event; a damaged one is refused) and compares it
 * with the store: the same event identity (its id, not its name) is
 * reported by chess_event_import_get_existing(), and so are the rounds
 * in which the two differ. Nothing changes until
 * chess_event_store_finish_import(). */
ChessEventImport *chess_event_store_prepare_import    (ChessEventStore   *self,
                                                       GFile             *file,
                                                       GError           **error);
/* ACTION must be ADD when there is no existing event, and REPLACE or
 * KEEP_BOTH when there is. REPLACE is refused while another copy writes
 * the existing event. Returns the event now in the store (for REPLACE
 * the existing object, which emits ::reloaded). */
ChessEvent       *chess_event_store_finish_import     (ChessEventStore   *self,
                                                       ChessEventImport  *import,
                                                       ChessImportAction  action,
                                                       GError           **error);

/* The event read from the file (not in the store). */
ChessEvent       *chess_event_import_get_event        (ChessEventImport  *self);
/* The event here with the same id, or NULL. */
ChessEvent       *chess_event_import_get_existing     (ChessEventImport  *self);
/* Rounds both have with different positions: round numbers, ascending. */
const guint      *chess_event_import_get_conflicts    (ChessEventImport  *self,
                                                       guint             *n_conflicts);
/* How many rounds each side has that the other lacks. */
guint             chess_event_import_get_n_only_here  (ChessEventImport  *self);
guint             chess_event_import_get_n_only_there (ChessEventImport  *self);
/* TRUE when both hold the same rounds and record. */
gboolean          chess_event_import_is_identical     (ChessEventImport  *self);
/* The name a kept copy gets: "NAME (2)", "NAME (3)"… unused in the store. */
const char       *chess_event_import_get_copy_name    (ChessEventImport  *self);

G_END_DECLS
