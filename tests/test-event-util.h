/* test-event-util.h: what the event tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event.h"

G_BEGIN_DECLS

/* The format as HACKING.md shows it; also what the writer must produce
 * byte for byte. */
extern const char golden[];

/* The event TEXT holds, which must load. */
ChessEvent *event_from_text (const char *text);

G_END_DECLS
