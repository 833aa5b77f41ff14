/* chess-clock-view.h: one side's time on a chess clock, large
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-clock.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CLOCK_VIEW (chess_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessClockView, chess_clock_view, CHESS, CLOCK_VIEW, GtkWidget)

GtkWidget  *chess_clock_view_new            (void);

ChessClock *chess_clock_view_get_clock      (ChessClockView *self);
/* NULL shows nothing. */
void        chess_clock_view_set_clock      (ChessClockView *self,
                                             ChessClock     *clock);
ChessColor  chess_clock_view_get_color      (ChessClockView *self);
void        chess_clock_view_set_color      (ChessClockView *self,
                                             ChessColor      color);
/* Name and time stacked, for half the width: two views side by side. */
gboolean    chess_clock_view_get_compact    (ChessClockView *self);
void        chess_clock_view_set_compact    (ChessClockView *self,
                                             gboolean        compact);
/* What the view shows now, e.g. “4:59”, or “0:09.8” under ten seconds. */
/* A clock stopped by the end of the game does not say “Paused”. */
void        chess_clock_view_set_game_over  (ChessClockView *self,
                                             gboolean        game_over);
const char *chess_clock_view_get_time_text  (ChessClockView *self);
/* “Paused”, “Time is up”, or "" while the clock runs or waits for the
 * first move. */
const char *chess_clock_view_get_status_text (ChessClockView *self);

/* MS as the view shows it: tenths under ten seconds, hours over an hour. */
char       *chess_clock_view_format_time    (gint64          ms);

G_END_DECLS
