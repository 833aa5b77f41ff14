/* chess-event-store-private.h: what the store lends to imports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-store.h"

G_BEGIN_DECLS

/* One event of the store: its file, and this copy's lock on it. */
typedef struct {
  ChessEventStore *store;
  ChessEvent      *event;
  GFile           *file;
  gulong           changed_id;
  int              lock_fd;      /* -1: another copy writes the file */
  GFileMonitor    *monitor;      /* read-only events follow the file */
  guint            reload_id;
  gboolean         unsaved;      /* the last save failed */
} Entry;

Entry      *_chess_event_store_find_entry  (ChessEventStore  *self,
                                            ChessEvent       *event,
                                            guint            *position);

/* chess-event-store-lock.c */
char       *_chess_event_lock_path         (GFile            *file);
/* An flock() on the lock beside FILE: its descriptor, or -1 when another
 * copy holds it (or it cannot be made). */
int         _chess_event_take_lock         (GFile            *file);
/* Takes the lock if it can, and makes the event writable; otherwise
 * read-only, following the file. */
void        _chess_event_entry_claim       (Entry            *entry);
void        _chess_event_entry_stop_following (Entry         *entry);

/* The event with that id, or NULL (borrowed). */
ChessEvent *_chess_event_store_find_by_id  (ChessEventStore  *self,
                                            const char       *id);
gboolean    _chess_event_store_name_in_use (ChessEventStore  *self,
                                            const char       *name);
/* EVENT (in the store) takes everything INCOMING holds, and is saved. */
gboolean    _chess_event_store_replace     (ChessEventStore  *self,
                                            ChessEvent       *event,
                                            ChessEvent       *incoming,
                                            GError          **error);

G_END_DECLS
