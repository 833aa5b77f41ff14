/* chess-event-record-private.h: making, reading and hashing entries
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-record.h"

G_BEGIN_DECLS

#define CHESS_RECORD_HASH_LENGTH 64

/* The "previous hash" of the first entry. */
extern const char chess_record_zero_hash[CHESS_RECORD_HASH_LENGTH + 1];

/* A new entry number INDEX after PREVIOUS_HASH; FIELDS is a NULL-ended
 * list of names and values (values NULL are left out). */
ChessRecordEntry *_chess_record_entry_new         (guint                   index,
                                                   GDateTime              *time,
                                                   ChessRecordKind         kind,
                                                   const char             *previous_hash,
                                                   const char *const      *fields);
/* Reads "N=…" from a file as written, without checking the hashes
 * (chess_event_verify() does); FALSE with a message when it is not one
 * whole entry. LINE is where it was, for messages. */
ChessRecordEntry *_chess_record_entry_parse       (const char             *key,
                                                   const char             *value,
                                                   guint                   line,
                                                   char                  **message);
/* The hash SELF's text should have, after SELF's previous hash. */
void              _chess_record_entry_compute_hash (const ChessRecordEntry *entry,
                                                   char                   *hash);
/* Where the entry was read from (1-based), 0 when made in this session. */
guint             _chess_record_entry_get_line    (const ChessRecordEntry *entry);
void              _chess_record_entry_append_line (const ChessRecordEntry *entry,
                                                   GString                *out);

G_END_DECLS
