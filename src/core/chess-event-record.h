/* chess-event-record.h: an event's draw record, one hash-chained entry
 * for everything that touched the draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What an entry says happened. The file spells each kind as the word in
 * the comment; a kind this version does not know (from a newer one) reads
 * as UNKNOWN and is kept as it is. */
typedef enum {
  CHESS_RECORD_CREATED,        /* "created": variant, exclusions, commitment */
  CHESS_RECORD_UPGRADED,       /* "upgraded": rounds from before the record */
  CHESS_RECORD_EXCLUSIONS,     /* "exclusions": the excluded list changed */
  CHESS_RECORD_DIE_FACE,       /* "die-face": a face, what it placed */
  CHESS_RECORD_FACE_UNDONE,    /* "face-undone": a tap taken back */
  CHESS_RECORD_SHOWN,          /* "shown": a result was on screen */
  CHESS_RECORD_SET_ASIDE,      /* "set-aside": a shown result abandoned */
  CHESS_RECORD_INTERRUPTED,    /* "interrupted": app ended while shown */
  CHESS_RECORD_CONFIRMED,      /* "confirmed": a round recorded */
  CHESS_RECORD_REMOVED,        /* "removed": the last round taken back */
  CHESS_RECORD_REPLAYED,       /* "replayed": colours reversed */
  CHESS_RECORD_HALL_REVEALED,  /* "hall-revealed": hall screen uncovered */
  CHESS_RECORD_HALL_COVERED,   /* "hall-covered" */
  CHESS_RECORD_KEY_REVEALED,   /* "key-revealed": the secret key, public */
  CHESS_RECORD_RECOVERED,      /* "recovered": a damaged file's remains kept */
  CHESS_RECORD_COPIED,         /* "copied": an import kept beside the original */
  CHESS_RECORD_ABANDONED,      /* "abandoned": die faces thrown, no result */
  CHESS_RECORD_UNKNOWN,
} ChessRecordKind;

/* Why a shown result was not made a round. */
typedef enum {
  CHESS_SET_ASIDE_START_OVER,  /* "start-over" */
  CHESS_SET_ASIDE_CANCELLED,   /* "cancelled" */
  CHESS_SET_ASIDE_EXCLUDED,    /* "excluded": not allowed in this event */
  CHESS_SET_ASIDE_UNDONE,      /* "undone" */
  CHESS_SET_ASIDE_APP_ENDED,   /* "app-ended": the app ended first */
} ChessSetAsideReason;

#define CHESS_TYPE_RECORD_ENTRY (chess_record_entry_get_type ())

/* One entry, immutable once made. In the file it is one line,
 *   N=TIME KIND key=value… prev=HASH hash=HASH
 * where values are %-escaped (no spaces), HASH is lower-case hex, and
 * hash = SHA-256 ("PREV\nN=TIME KIND key=value…"): each entry holds the
 * hash of the one before it (64 zeros for the first), so a changed,
 * inserted or deleted entry breaks the chain where it is. */
typedef struct _ChessRecordEntry ChessRecordEntry;

GType             chess_record_entry_get_type          (void) G_GNUC_CONST;
ChessRecordEntry *chess_record_entry_ref               (ChessRecordEntry *entry);
void              chess_record_entry_unref             (ChessRecordEntry *entry);
/* 1 for the first entry: the number the file gives it. */
guint             chess_record_entry_get_index         (const ChessRecordEntry *entry);
/* UTC, to the second. */
GDateTime        *chess_record_entry_get_time          (const ChessRecordEntry *entry);
ChessRecordKind   chess_record_entry_get_kind          (const ChessRecordEntry *entry);
/* The word in the file, also for kinds this version does not know. */
const char       *chess_record_entry_get_kind_name     (const ChessRecordEntry *entry);
/* A field's value ("round", "number", "letters", "method", "reason",
 * "input", "step", "face", "placed", …), NULL when the entry has none. */
const char       *chess_record_entry_get_field         (const ChessRecordEntry *entry,
                                                        const char             *name);
/* The field "round" as a number; 0 when absent. */
guint             chess_record_entry_get_round         (const ChessRecordEntry *entry);
/* The hashed text, "TIME KIND key=value…", as in the file. */
const char       *chess_record_entry_get_text          (const ChessRecordEntry *entry);
const char       *chess_record_entry_get_previous_hash (const ChessRecordEntry *entry);
const char       *chess_record_entry_get_hash          (const ChessRecordEntry *entry);
/* The entry as the file holds it and `chess960-cli event show` prints it:
 * "N=TIME KIND key=value… prev=HASH hash=HASH". */
char             *chess_record_entry_to_line           (const ChessRecordEntry *entry);

const char       *chess_record_kind_to_string          (ChessRecordKind      kind);
const char       *chess_set_aside_reason_to_string     (ChessSetAsideReason  reason);
gboolean          chess_set_aside_reason_from_string   (const char          *text,
                                                        ChessSetAsideReason *reason);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessRecordEntry, chess_record_entry_unref)

G_END_DECLS
