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

/* A section as read (chess-event-file-lines.c). */
typedef struct {
  char      *name;
  guint      line;       /* of "[name]" */
  GString   *raw;        /* the section as written, from "[" on */
  GPtrArray *keys;
  GPtrArray *values;
  GArray    *lines;      /* guint: each key's line */
} Group;

void       _chess_event_file_group_free (Group       *group);
/* DATA's sections (Group*), up to the first damaged line, which sets
 * DAMAGE (may be NULL). */
GPtrArray *_chess_event_file_split      (const char  *data,
                                         gsize        length,
                                         GError     **damage);
/* The first section named NAME, or NULL. */
Group     *_chess_event_file_find_group (GPtrArray   *groups,
                                         const char  *name);

char *_chess_event_format_time  (GDateTime  *time);
char *_chess_event_round_group  (guint       round);
char *_chess_event_escape_value (const char *value);

G_END_DECLS
