/* chess-startpos-private.h: what the numbering shares with the dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-startpos.h"

G_BEGIN_DECLS

/* Chess960x3 numbers n / 960 select how the last three squares are filled;
 * 0 keeps the Chess960 arrangement so that 0–959 mean the same in both. */
extern const char *const chess_startpos_rook_king_arrangements[3];

G_END_DECLS
