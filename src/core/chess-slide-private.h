/* chess-slide-private.h: slider attacks by walking the board
 *
 * Shared by the build-time magic search (plain C, no GLib) and the
 * table fill at start-up, which must agree square for square.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

static const int chess_rook_directions[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int chess_bishop_directions[4][2] = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };

/* Squares a slider on SQUARE reaches along DIRECTIONS, stopping on the
 * first occupied square. With RELEVANT_ONLY, the edge squares are left
 * out: a piece there never blocks anything beyond it, so they are not
 * part of a magic index. */
static inline uint64_t
chess_slide_attacks (int        square,
                     uint64_t   occupied,
                     const int (*directions)[2],
                     int        relevant_only)
{
  uint64_t result = 0;

  for (int d = 0; d < 4; d++)
    {
      int f = square % 8, r = square / 8;

      for (;;)
        {
          f += directions[d][0];
          r += directions[d][1];
          if (f < 0 || f > 7 || r < 0 || r > 7)
            break;
          if (relevant_only && (f + directions[d][0] < 0 || f + directions[d][0] > 7 ||
                                r + directions[d][1] < 0 || r + directions[d][1] > 7))
            break;
          result |= UINT64_C (1) << (f + 8 * r);
          if (occupied & (UINT64_C (1) << (f + 8 * r)))
            break;
        }
    }
  return result;
}
