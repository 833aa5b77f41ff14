/* chess-piece-set-private.h: what the tests may ask of the piece sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-piece-set.h"

G_BEGIN_DECLS

/* How many piece images the process has parsed so far, over all sets:
 * each may be parsed once, so it never passes 12 per set. */
guint _chess_piece_set_get_n_parsed (void);

G_END_DECLS
