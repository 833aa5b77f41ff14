/* chess-event-store-private.h: what the store lends to imports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-store.h"

G_BEGIN_DECLS

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
