/* chess-time-control.h: a time control, base time and Fischer increment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

/* A time control: each player's time for the whole game and the Fischer
 * increment added after each of their moves, both in milliseconds. */
#define CHESS_TYPE_TIME_CONTROL (chess_time_control_get_type ())

typedef struct _ChessTimeControl ChessTimeControl;

GType             chess_time_control_get_type      (void) G_GNUC_CONST;
/* BASE_MS > 0, INCREMENT_MS >= 0. */
ChessTimeControl *chess_time_control_new           (gint64                  base_ms,
                                                    gint64                  increment_ms);
ChessTimeControl *chess_time_control_copy          (const ChessTimeControl *self);
void              chess_time_control_free          (ChessTimeControl       *self);
gboolean          chess_time_control_equal         (const ChessTimeControl *a,
                                                    const ChessTimeControl *b);
gint64            chess_time_control_get_base      (const ChessTimeControl *self);
gint64            chess_time_control_get_increment (const ChessTimeControl *self);

/* As players write it: minutes, then the increment in seconds, "5+3";
 * "90+30", "0.5+0"; a lone number is minutes without increment. */
ChessTimeControl *chess_time_control_parse         (const char             *text,
                                                    GError                **error);
char             *chess_time_control_to_string     (const ChessTimeControl *self);
/* The PGN TimeControl tag (PGN standard 9.6.1): seconds, then the
 * increment in seconds, "300+3", or a lone "300". The other forms (moves
 * per period, hourglass, "-", "?") are no single Fischer control and are
 * refused. */
ChessTimeControl *chess_time_control_parse_pgn     (const char             *tag,
                                                    GError                **error);
char             *chess_time_control_to_pgn        (const ChessTimeControl *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessTimeControl, chess_time_control_free)

G_END_DECLS
