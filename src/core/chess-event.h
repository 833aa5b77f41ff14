/* chess-event.h: an arbiter's event, its rounds and their start positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-exclusions.h"
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
} ChessRound;

GType       chess_round_get_type (void) G_GNUC_CONST;
ChessRound *chess_round_copy     (const ChessRound *round);
void        chess_round_free     (ChessRound       *round);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessRound, chess_round_free)

#define CHESS_TYPE_EVENT (chess_event_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvent, chess_event, CHESS, EVENT, GObject)

/* Properties: name (string, read-write), variant (ChessVariant,
 * construct-only), exclude-standard (boolean, read-write, default TRUE),
 * n-rounds (uint, read-only), created (GDateTime, read-only). Every change — a round added or removed, a
 * property set, the custom exclusions replaced — also emits ::changed,
 * which is what a store listens to in order to save at once. */
ChessEvent       *chess_event_new                    (const char       *name,
                                                      ChessVariant      variant);
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
/* Everything a draw for the next round must avoid: SP 518 when
 * exclude-standard is set, the custom list, and every position an
 * earlier round used. A new set each time: the caller unrefs it. */
ChessExclusions  *chess_event_get_exclusions         (ChessEvent       *self);
/* Records the next round. Fails (CHESS_ERROR_POSITION_EXCLUDED, with the
 * reason in the message) when NUMBER is excluded or already used, and
 * CHESS_ERROR_INVALID_NUMBER when it is not a start position of the
 * variant. METHOD must not be REPLAY. TIME NULL means now. */
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
/* Removes the last round (an arbiter's mistake); FALSE when there is none. */
gboolean          chess_event_remove_last_round      (ChessEvent       *self);

/* The event as a GLib key file (see HACKING.md for the format). */
char             *chess_event_to_data                (ChessEvent       *self,
                                                      gsize            *length);
/* Parses and checks a whole file: a truncated or damaged one fails with
 * CHESS_ERROR_INVALID_EVENT and a message that says what is wrong. */
ChessEvent       *chess_event_new_from_data          (const char       *data,
                                                      gsize             length,
                                                      GError          **error);
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
