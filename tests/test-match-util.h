/* test-match-util.h: what the ChessMatch tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-match.h"

/* A match between two players from start position NUMBER. */
ChessMatch   *new_match   (guint        number);

/* A clock that reads its time from NOW, which the test moves. */
typedef struct {
  gint64 now;
} FakeTime;

ChessClock   *fake_clock  (const char  *control,
                           FakeTime    *time);
