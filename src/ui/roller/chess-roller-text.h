/* chess-roller-text.h: what the roller says about steps, throws and exclusions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "chess-dice.h"
#include "chess-exclusions.h"

G_BEGIN_DECLS

/* Which face (1–6) puts the piece of STAGE on which file of BACK_RANK:
 * HINTS[file] is the face, 0 for a file no face reaches. FALSE when the
 * stage places no piece on one square (the rooks and king, done). */
gboolean  chess_roller_stage_hints        (ChessDiceStage       stage,
                                           const char          *back_rank,
                                           guint                hints[8]);
guint     chess_roller_n_steps            (ChessVariant         variant);
/* “Dark-square bishop”, “Queen”, … */
const char *chess_roller_stage_title      (ChessDiceStage       stage);
/* What each face does at STAGE: “1 = a1, 2 = c1, 3 = e1, 4 = g1; 5 or 6:
 * roll again”. */
char     *chess_roller_stage_rule         (ChessDiceStage       stage,
                                           const char          *back_rank,
                                           guint                accepted_faces);
/* A line of the log for ROLL: “2 → dark-square bishop on c1”, “5 — roll
 * again”, or, for Chess960's last step, one with no throw. */
char     *chess_roller_describe_roll      (const ChessDiceRoll *roll);
/* “ordinary chess”, “used in round 3”, …; NULL when NUMBER is allowed. */
char     *chess_roller_exclusion_reason   (ChessExclusions     *exclusions,
                                           guint                number);
/* “Not allowed: SP 518 (ordinary chess), SP 534, 3 positions used in this
 * event”, or that every position is allowed. */
char     *chess_roller_describe_exclusions (ChessExclusions    *exclusions);

G_END_DECLS
