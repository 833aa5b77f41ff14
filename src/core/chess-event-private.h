/* chess-event-private.h: what the event and its file format share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event.h"

G_BEGIN_DECLS

struct _ChessEvent
{
  GObject       parent_instance;

  char         *name;
  ChessVariant  variant;
  GDateTime    *created;            /* UTC, whole seconds */
  gboolean      exclude_standard;
  GArray       *custom;             /* guint, ascending, no repeats */
  GPtrArray    *rounds;             /* ChessRound*, round 1 first */
};

/* TIME (NULL: now) in UTC, to the second: what a file can hold. */
GDateTime  *chess_event_normalize_time (GDateTime       *time);
void        chess_event_sort_numbers   (GArray          *numbers);
/* The next round of SELF, not yet added; NUMBER must be valid. */
ChessRound *chess_event_make_round     (ChessEvent      *self,
                                        guint            number,
                                        ChessDrawMethod  method,
                                        GDateTime       *time);

G_END_DECLS
