/* chess-event-private.h: what the event, its record and its file share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event.h"
#include "chess-event-record-private.h"

G_BEGIN_DECLS

#define CHESS_EVENT_KEY_LENGTH 32

struct _ChessEvent
{
  GObject       parent_instance;

  char         *name;
  ChessVariant  variant;
  GDateTime    *created;            /* UTC, whole seconds */
  gboolean      exclude_standard;
  GArray       *custom;             /* guint, ascending, no repeats */
  GPtrArray    *rounds;             /* ChessRound*, round 1 first */

  char         *id;                 /* UUID */
  GPtrArray    *record;             /* ChessRecordEntry*, entry 1 first */
  ChessPendingResult *pending;      /* NULL: no result on screen */
  gboolean      verifiable;
  char         *commitment;         /* hex SHA-256 of the key */
  guint8       *key;                /* CHESS_EVENT_KEY_LENGTH, NULL if unknown */
  gboolean      key_revealed;
  gboolean      read_only;
  char         *damage;             /* NULL: the file was whole */
  guint         damaged_entry;      /* the first entry lost (0: none) */

  /* What this version does not know, written back as it was: the extra
   * lines of a known section (section name → GString of "key=value\n"),
   * and whole unknown sections (text from "[" on), in file order. */
  GHashTable   *extra_lines;
  GPtrArray    *extra_groups;
};

/* TIME (NULL: now) in UTC, to the second: what a file can hold. */
GDateTime  *chess_event_normalize_time (GDateTime       *time);
void        chess_event_sort_numbers   (GArray          *numbers);
/* The next round of SELF, not yet added; NUMBER must be valid. */
ChessRound *chess_event_make_round     (ChessEvent      *self,
                                        guint            number,
                                        ChessDrawMethod  method,
                                        GDateTime       *time);
/* "created", the first entry of a new event. */
void        _chess_event_record_created (ChessEvent      *self);
/* Appends an entry of KIND made now from FIELDS (names and values, NULL
 * ended) and emits ::entry-added; the caller emits ::changed. */
ChessRecordEntry *_chess_event_append_entry (ChessEvent         *self,
                                             ChessRecordKind     kind,
                                             const char * const *fields);
/* Appends ROUND (taken) with KIND ("confirmed", "replayed") on the
 * record, and emits ::round-added and ::changed. */
const ChessRound *_chess_event_append_round (ChessEvent      *self,
                                             ChessRound      *round,
                                             ChessRecordKind  kind);
/* FALSE with CHESS_ERROR_POSITION_EXCLUDED (and why) or INVALID_NUMBER. */
gboolean    _chess_event_check_number   (ChessEvent      *self,
                                         guint            number,
                                         GError         **error);
gboolean    _chess_event_check_no_pending (ChessEvent    *self,
                                           GError       **error);
/* Emits ::changed (and ::round-added, notify) as the public API does. */
void        _chess_event_emit_changed   (ChessEvent      *self);
void        _chess_event_emit_round_added (ChessEvent    *self,
                                           guint          index);
void        _chess_event_notify         (ChessEvent      *self,
                                         const char     *property);
/* FALSE with CHESS_ERROR_READ_ONLY when SELF is read-only. */
gboolean    _chess_event_check_writable (ChessEvent      *self,
                                         GError         **error);
/* The "exclude" field: "518,534" (as the event excludes them). */
char       *_chess_event_format_exclusions (gboolean      exclude_standard,
                                            GArray       *custom);
char       *_chess_event_hex             (const guint8   *bytes,
                                          gsize           length);
/* The position a verifiable draw yields: HMAC-SHA256 under KEY of the
 * round and INPUT, read 16 bits at a time, masked to the bits the count
 * of ALLOWED needs, rejected when too large (no modulo, no bias). */
guint       _chess_event_verifiable_pick (const guint8  *key,
                                          ChessVariant   variant,
                                          guint          round,
                                          const char    *input,
                                          const guint   *allowed,
                                          guint          n_allowed);
/* The numbers a draw for the next round can yield, ascending. */
guint      *_chess_event_allowed_numbers (ChessEvent     *self,
                                          guint          *n_allowed);
/* Writes SELF atomically; WITH_KEY FALSE leaves out a secret key that
 * has not been revealed. */
gboolean    _chess_event_write           (ChessEvent     *self,
                                          GFile          *file,
                                          gboolean        with_key,
                                          GError        **error);
/* Store-side: marks SELF read-only or writable (notifies read-only). */
void        _chess_event_set_read_only   (ChessEvent     *self,
                                          gboolean        read_only);
/* Replaces everything SELF holds with what OTHER holds (a reload). */
void        _chess_event_take_contents   (ChessEvent     *self,
                                          ChessEvent     *other);
/* At start-up: the pending result found in the file is marked
 * interrupted and "interrupted" is recorded. */
void        _chess_event_mark_interrupted (ChessEvent    *self);
/* Gives SELF a fresh id and NAME (an import kept beside the original),
 * with "copied" on the record. */
void        _chess_event_make_copy       (ChessEvent     *self,
                                          const char     *name);
void        _chess_event_record_recovered (ChessEvent    *self);
char       *_chess_event_new_uuid        (void);

G_END_DECLS
