/* chess-clock.h: a chess clock for two players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-time-control.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CLOCK (chess_clock_get_type ())
G_DECLARE_FINAL_TYPE (ChessClock, chess_clock, CHESS, CLOCK, GObject)

/* The time now in microseconds on a monotonic scale, as
 * g_get_monotonic_time() gives it. */
typedef gint64 (*ChessClockTimeFunc) (gpointer user_data);

/* Both sides start with the control's base time, paused, White's side
 * active: the first press (White's first move) or a resume starts it. */
ChessClock             *chess_clock_new              (const ChessTimeControl *time_control);
/* Replaces g_get_monotonic_time() as the source of time, e.g. with a fake
 * one in tests; time counted so far is kept. */
void                    chess_clock_set_time_func    (ChessClock             *self,
                                                      ChessClockTimeFunc      func,
                                                      gpointer                user_data,
                                                      GDestroyNotify          destroy);
const ChessTimeControl *chess_clock_get_time_control (ChessClock             *self);

/* COLOR's time left now, in milliseconds, rounded up: 0 only once it is
 * all gone. The remaining-time properties change only when the clock is
 * pressed, paused, resumed or switched; a display polls this instead. */
gint64                  chess_clock_get_remaining    (ChessClock             *self,
                                                      ChessColor              color);
/* The side whose time runs, or would run once resumed. */
ChessColor              chess_clock_get_active_color (ChessClock             *self);
gboolean                chess_clock_get_running      (ChessClock             *self);
/* Whether it has run at all since it was made: before, it waits for the
 * first move. A loaded clock counts as started unless it is exactly at
 * the start. */
gboolean                chess_clock_get_started      (ChessClock             *self);
/* Whether the active side's time is all gone. */
gboolean                chess_clock_get_flagged      (ChessClock             *self);

/* After MOVER's move: adds the increment to MOVER's time and starts the
 * other side's (running it if it was paused, as pressing a real clock
 * does). Time used until now goes to the side that was running. Only a
 * move on a running clock (or the first move, which starts it) earns the
 * increment. */
void                    chess_clock_press            (ChessClock             *self,
                                                      ChessColor              mover);
/* Makes COLOR the active side without an increment (a move taken back),
 * running or paused as before. */
void                    chess_clock_set_active_color (ChessClock             *self,
                                                      ChessColor              color);
void                    chess_clock_pause            (ChessClock             *self);
/* Runs the active side's time; if it is gone already, its flag falls. */
void                    chess_clock_resume           (ChessClock             *self);
/* Counts the time up to now and lets the flag fall if it is gone. The
 * clock does this itself when the running side's time should run out;
 * with a time func of its own, call it after moving that time on. */
void                    chess_clock_update           (ChessClock             *self);

/* The time control, both sides' times and the active side, in GROUP:
 * what chess_clock_new_from_state() needs to go on where this stopped. */
void                    chess_clock_save_state       (ChessClock             *self,
                                                      GKeyFile               *key_file,
                                                      const char             *group);
/* A paused clock as saved in GROUP; NULL and a G_KEY_FILE_ERROR when a key
 * is missing or wrong. */
ChessClock             *chess_clock_new_from_state   (GKeyFile               *key_file,
                                                      const char             *group,
                                                      GError                **error);

G_END_DECLS
