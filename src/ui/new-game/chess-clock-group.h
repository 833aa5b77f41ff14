/* chess-clock-group.h: the New Game dialog's choice of clocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-clock.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CLOCK_GROUP (chess_clock_group_get_type ())
G_DECLARE_FINAL_TYPE (ChessClockGroup, chess_clock_group, CHESS, CLOCK_GROUP, AdwPreferencesGroup)

GtkWidget        *chess_clock_group_new              (void);

/* The time control chosen, or NULL for no clocks. */
ChessTimeControl *chess_clock_group_get_time_control (ChessClockGroup        *self);
/* Selects the preset equal to TIME_CONTROL, or Custom with its values;
 * NULL selects no clocks. */
void              chess_clock_group_set_time_control (ChessClockGroup        *self,
                                                      const ChessTimeControl *time_control);
/* What the Custom rows hold, chosen or not: offered again next time. */
ChessTimeControl *chess_clock_group_get_custom       (ChessClockGroup        *self);
void              chess_clock_group_set_custom       (ChessClockGroup        *self,
                                                      const ChessTimeControl *time_control);

G_END_DECLS
