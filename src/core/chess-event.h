/* chess-event.h: an arbiter's event, its rounds and their start positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-dice.h"
#include "chess-event-record.h"
#include "chess-exclusions.h"
#include "chess-game.h"
#include "chess-types.h"

G_BEGIN_DECLS

/* How a round's start position was drawn. */
typedef enum {
  CHESS_DRAW_METHOD_RANDOM,        /* the computer picked a number */
  CHESS_DRAW_METHOD_ROLLER,        /* the app threw the die, step by step */
  CHESS_DRAW_METHOD_PHYSICAL_DIE,  /* a real die, its faces tapped in */
  CHESS_DRAW_METHOD_NUMBER,        /* a number drawn by other means */
  CHESS_DRAW_METHOD_REPLAY,        /* the previous round's, colours reversed */
} ChessDrawMethod;

#define CHESS_TYPE_ROUND (chess_round_get_type ())

typedef struct {
  guint            round;              /* 1, 2, … */
  guint            number;             /* the start position */
  char             back_rank[9];       /* White's first rank, a→h */
  ChessDrawMethod  method;
  GDateTime       *time;               /* when it was drawn (UTC) */
  gboolean         colours_reversed;   /* TRUE for a replayed position */
  /* A verifiable draw's public input (see chess_event_draw_random());
   * NULL for every other draw. */
  char            *input;
} ChessRound;

GType       chess_round_get_type (void) G_GNUC_CONST;
ChessRound *chess_round_copy     (const ChessRound *round);
void        chess_round_free     (ChessRound       *round);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessRound, chess_round_free)

#define CHESS_TYPE_PENDING_RESULT (chess_pending_result_get_type ())

/* A result that has been shown but is not yet a round: on the record and
 * on disk from the moment it is shown, so that it survives a crash. */
typedef struct {
  guint            round;              /* the round it is for */
  guint            number;
  char             back_rank[9];
  ChessDrawMethod  method;
  GDateTime       *time;               /* when it was shown (UTC) */
  char            *input;              /* verifiable draws: the public input */
  /* TRUE when it was found at start-up: the app ended before the arbiter
   * confirmed it or set it aside ("interrupted" is on the record). */
  gboolean         interrupted;
} ChessPendingResult;

GType               chess_pending_result_get_type (void) G_GNUC_CONST;
ChessPendingResult *chess_pending_result_copy     (const ChessPendingResult *result);
void                chess_pending_result_free     (ChessPendingResult       *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPendingResult, chess_pending_result_free)

#define CHESS_TYPE_EVENT (chess_event_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvent, chess_event, CHESS, EVENT, GObject)

/* Properties: name (string, read-write), variant (ChessVariant,
 * construct-only), exclude-standard (boolean, read-write, default TRUE),
 * n-rounds (uint, read-only), created (GDateTime, read-only), id (string,
 * read-only: a UUID that stays with the event through export and import),
 * verifiable (boolean, read-only), commitment (string, read-only),
 * key-revealed (boolean), n-entries (uint: the record's length), pending
 * (ChessPendingResult, nullable), read-only (boolean: set by the store
 * when another copy writes the file, or the file was damaged), damage
 * (string, nullable: what was lost from a damaged file).
 *
 * Every change — a round added or removed, a property set, the custom
 * exclusions replaced, an entry on the record — also emits ::changed,
 * which is what a store listens to in order to save at once. Views that
 * show rounds or the record one row each follow the finer signals:
 * ::round-added (guint index), ::round-removed (guint index),
 * ::entry-added (ChessRecordEntry *entry), and ::reloaded, after which
 * anything may differ (another copy of the app changed the file).
 *
 * Every change is on the record. A read-only event does not change: the
 * functions that take a GError fail with CHESS_ERROR_READ_ONLY, and the
 * setters must not be called (a programming error). */
ChessEvent       *chess_event_new                    (const char       *name,
                                                      ChessVariant      variant);
/* An event whose computer draws anyone can check once the key is out:
 * makes a secret key of 32 bytes from the operating system's random
 * source and records its SHA-256, the commitment, before round 1. Fails
 * when the system has no secure random source. */
ChessEvent       *chess_event_new_verifiable         (const char       *name,
                                                      ChessVariant      variant,
                                                      GError          **error);
const char       *chess_event_get_id                 (ChessEvent       *self);
gboolean          chess_event_get_read_only          (ChessEvent       *self);
/* What was lost when the event was recovered from a damaged file, e.g.
 * "Round 4 has no time. Kept 3 of 7 rounds and 0 record entries; what
 * came after was lost."; NULL for a whole file. */
const char       *chess_event_get_damage             (ChessEvent       *self);
gboolean          chess_event_get_verifiable         (ChessEvent       *self);
/* The SHA-256 of the secret key, 64 hex digits; NULL unless verifiable. */
const char       *chess_event_get_commitment         (ChessEvent       *self);
gboolean          chess_event_get_key_revealed       (ChessEvent       *self);
/* The secret key as 64 hex digits, and "key-revealed" on the record.
 * After this, the event's computer draws can be checked by anyone, and
 * new verifiable draws are refused (the key is no longer secret). */
char             *chess_event_reveal_key             (ChessEvent       *self,
                                                      GError          **error);
const char       *chess_event_get_name               (ChessEvent       *self);
void              chess_event_set_name               (ChessEvent       *self,
                                                      const char       *name);
ChessVariant      chess_event_get_variant            (ChessEvent       *self);
GDateTime        *chess_event_get_created            (ChessEvent       *self);
gboolean          chess_event_get_exclude_standard   (ChessEvent       *self);
void              chess_event_set_exclude_standard   (ChessEvent       *self,
                                                      gboolean          exclude);
/* The arbiter's own list, e.g. 534; kept in ascending order, no repeats. */
const guint      *chess_event_get_custom_exclusions  (ChessEvent       *self,
                                                      gsize            *n_numbers);
void              chess_event_set_custom_exclusions  (ChessEvent       *self,
                                                      const guint      *numbers,
                                                      gsize             n_numbers);
guint             chess_event_get_n_rounds           (ChessEvent       *self);
/* INDEX 0 is round 1. NULL past the end. */
const ChessRound *chess_event_get_round              (ChessEvent       *self,
                                                      guint             index);
const ChessRound *chess_event_get_last_round         (ChessEvent       *self);
/* A game from ROUND's start position, to be played in the event: its
 * Event tag is the event's name, Round the round's number and Date the
 * day it was drawn (local time). NULL with CHESS_ERROR when the number
 * is not a start of the event's variant. */
ChessGame        *chess_event_new_round_game         (ChessEvent       *self,
                                                      const ChessRound *round,
                                                      GError          **error);
/* Everything a draw for the next round must avoid: SP 518 when
 * exclude-standard is set, the custom list, and every position an
 * earlier round used. A new set each time: the caller unrefs it. */
ChessExclusions  *chess_event_get_exclusions         (ChessEvent       *self);
/* Records the next round at once ("confirmed" on the record; draws that
 * are shown first use chess_event_show_result()). Fails
 * (CHESS_ERROR_POSITION_EXCLUDED, with the reason in the message) when
 * NUMBER is excluded or already used, CHESS_ERROR_INVALID_NUMBER when it
 * is not a start position of the variant, CHESS_ERROR_RESULT_PENDING
 * while a result is shown, CHESS_ERROR_READ_ONLY, and CHESS_ERROR_NO_KEY
 * for a computer draw of a verifiable event (chess_event_draw_random()).
 * METHOD must not be REPLAY. TIME NULL means now. */
const ChessRound *chess_event_add_round              (ChessEvent       *self,
                                                      guint             number,
                                                      ChessDrawMethod   method,
                                                      GDateTime        *time,
                                                      GError          **error);
/* Records the next round with the previous round's position and colours
 * reversed. Fails when there is no previous round, or when the previous
 * round was itself a replay (a position is played at most twice). */
const ChessRound *chess_event_add_replay_round       (ChessEvent       *self,
                                                      GDateTime        *time,
                                                      GError          **error);
gboolean          chess_event_can_replay             (ChessEvent       *self);
/* Removes the last round (an arbiter's mistake) and records that;
 * FALSE when there is none, a result is pending, or the event is
 * read-only. */
gboolean          chess_event_remove_last_round      (ChessEvent       *self);

/* The draw in progress (see chess-event-draw.c). A result goes on the
 * record the moment it is shown; the event keeps it as the pending
 * result until the arbiter confirms it (it becomes the next round) or
 * sets it aside, both on the record. While a result is pending, no other
 * draw can start and no die face can be taken back. */

/* A face of the die (thrown by the app or a real die), with the step and
 * what it placed or that it must be thrown again. */
gboolean          chess_event_record_die_face        (ChessEvent          *self,
                                                      const ChessDiceRoll *roll,
                                                      GError             **error);
/* A tap taken back before the result was shown; refused with
 * CHESS_ERROR_RESULT_PENDING once it has been. */
gboolean          chess_event_record_face_undone     (ChessEvent       *self,
                                                      GError          **error);
gboolean          chess_event_can_undo_face          (ChessEvent       *self);
/* Shows NUMBER as the result of a draw for the next round: "shown" on
 * the record, and the pending result. An excluded or used number is
 * recorded as shown and set aside ("excluded"), and fails with
 * CHESS_ERROR_POSITION_EXCLUDED: the draw must start again. INPUT is the
 * public input of a verifiable draw, NULL otherwise. */
const ChessPendingResult *chess_event_show_result    (ChessEvent       *self,
                                                      guint             number,
                                                      ChessDrawMethod   method,
                                                      const char       *input,
                                                      GError          **error);
/* A computer draw, shown as above. A verifiable event needs INPUT (a
 * number called out by a player, die faces thrown by one…) and derives
 * the position from its key, the round and INPUT (chess_event_verify()
 * re-computes it); any other event draws from the OS and takes INPUT
 * NULL. Uniform over the allowed positions either way. */
const ChessPendingResult *chess_event_draw_random    (ChessEvent       *self,
                                                      const char       *input,
                                                      GError          **error);
const ChessPendingResult *chess_event_get_pending    (ChessEvent       *self);
/* The pending result becomes the next round ("confirmed"). */
const ChessRound *chess_event_confirm_pending        (ChessEvent       *self,
                                                      GError          **error);
gboolean          chess_event_set_aside_pending      (ChessEvent          *self,
                                                      ChessSetAsideReason  reason,
                                                      GError             **error);
/* The hall screen showed (REVEALED) or covered round ROUND's position. */
gboolean          chess_event_record_hall            (ChessEvent       *self,
                                                      guint             round,
                                                      gboolean          revealed,
                                                      GError          **error);

/* The record, oldest entry first; INDEX 0 is entry 1. */
guint             chess_event_get_n_entries          (ChessEvent       *self);
ChessRecordEntry *chess_event_get_entry              (ChessEvent       *self,
                                                      guint             index);
/* The hash of the last entry: what a printed protocol ends with. */
const char       *chess_event_get_last_hash          (ChessEvent       *self);
/* Checks the whole record: each entry's number, its hash and the hash
 * of the entry before it; that the rounds are the ones the record
 * confirmed; and, with KEY_HEX (or, when NULL, the key the record
 * revealed), the commitment and every verifiable draw. FALSE with
 * CHESS_ERROR_RECORD_INVALID naming the first entry that does not check
 * (*BAD_ENTRY, 1-based; 0 when the fault is not one entry's) and why. A
 * damaged file's loss is such a fault. */
gboolean          chess_event_verify                 (ChessEvent       *self,
                                                      const char       *key_hex,
                                                      guint            *bad_entry,
                                                      GError          **error);

/* The event as a GLib key file (see HACKING.md for the format). */
char             *chess_event_to_data                (ChessEvent       *self,
                                                      gsize            *length);
/* Parses and checks a whole file: a truncated or damaged one fails with
 * CHESS_ERROR_INVALID_EVENT and a message that says what is wrong. Keys
 * and sections this version does not know are kept and written back. A
 * file of format 1 (before the record) is upgraded: it gets an id and a
 * record that starts with "upgraded". */
ChessEvent       *chess_event_new_from_data          (const char       *data,
                                                      gsize             length,
                                                      GError          **error);
/* What can be saved of a damaged file: every whole round and record
 * entry before the damage, read-only, with the damage property saying
 * what was lost. Fails (CHESS_ERROR_INVALID_EVENT) only when not even
 * the [Event] header can be read. A whole file loads as with
 * chess_event_new_from_data(). */
ChessEvent       *chess_event_recover_from_data      (const char       *data,
                                                      gsize             length,
                                                      GError          **error);
/* As chess_event_to_data(), without the secret key of a verifiable event
 * that has not been revealed: what an export hands out. */
char             *chess_event_to_public_data         (ChessEvent       *self,
                                                      gsize            *length);
/* Written atomically: a crash leaves either the old file or the new one. */
gboolean          chess_event_save_to_file           (ChessEvent       *self,
                                                      GFile            *file,
                                                      GError          **error);
ChessEvent       *chess_event_new_from_file          (GFile            *file,
                                                      GError          **error);

const char       *chess_draw_method_to_string        (ChessDrawMethod   method);
gboolean          chess_draw_method_from_string      (const char       *text,
                                                      ChessDrawMethod  *method);

G_END_DECLS
