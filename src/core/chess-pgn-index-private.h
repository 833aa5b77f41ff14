/* chess-pgn-index-private.h: what ChessPgnScanner needs of ChessPgnIndex
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-pgn-index.h"

G_BEGIN_DECLS

/* Drops the entries of the games before INDEX (their numbers stay: game
 * INDEX is still INDEX), so that a stream of any length is indexed in
 * the memory of the games not yet handed on. */
void _chess_pgn_index_forget_before (ChessPgnIndex *self,
                                     guint          index);

G_END_DECLS
