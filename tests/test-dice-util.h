/* test-dice-util.h: what the dice tests share: watching a ChessDice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-dice.h"

G_BEGIN_DECLS

/* Throws that count: five for Chess960, six for Chess960x3. */
#define MAX_STAGES 6

/* Records what a ChessDice announces, to check that it says exactly what
 * changed. */
typedef struct {
  guint          n_rolled;
  ChessDiceRoll  last_roll;
  GString       *notified;
} Recorder;

void     recorder_init        (Recorder       *recorder,
                               ChessDice      *dice);
void     recorder_clear       (Recorder       *recorder,
                               ChessDice      *dice);
void     recorder_reset       (Recorder       *recorder);
/* Whether the property NAME was notified since the last reset. */
gboolean notified             (Recorder       *recorder,
                               const char     *name);

/* Everything a ChessDice shows, to compare before and after a roll. */
typedef struct {
  ChessDiceStage stage;
  guint          number;
  guint          n_rolls;
  gboolean       complete;
  guint          accepted_faces;
  char           back_rank[9];
} Snapshot;

void     snapshot             (ChessDice      *dice,
                               Snapshot       *shot);
void     assert_same_snapshot (const Snapshot *a,
                               const Snapshot *b);
/* Checks that FACE is refused without any trace. */
void     assert_refused       (ChessDice      *dice,
                               guint           face);

/* The start position number the users' guide's formula gives for the
 * first N_FACES accepted FACES: SP = (L-1) + 4(D-1) + 16(Q-1) + 96k
 * (+ 960 per Chess960x3 rook-and-king group). */
guint    expected_number      (const guint    *faces,
                               guint           n_faces);

G_END_DECLS
