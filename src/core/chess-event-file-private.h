/* chess-event-file-private.h: what the event file's writer and reader share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-private.h"

G_BEGIN_DECLS

/* Bumped only for a change that an older reader must refuse. 2: the
 * record, the id, verifiable draws, the pending result. */
#define CHESS_EVENT_FORMAT 2

#define CHESS_EVENT_GROUP   "Event"
#define CHESS_KEY_GROUP     "Key"
#define CHESS_PENDING_GROUP "Pending"
#define CHESS_RECORD_GROUP  "Record"

char *_chess_event_format_time  (GDateTime  *time);
char *_chess_event_round_group  (guint       round);
char *_chess_event_escape_value (const char *value);

G_END_DECLS
