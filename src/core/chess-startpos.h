/* chess-startpos.h: numbered start positions (Scharnagl numbering)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS960_N_POSITIONS     960
#define CHESS960X3_N_POSITIONS   2880
#define CHESS_STANDARD_POSITION  518

/* 960 for CHESS960, 2880 for CHESS960X3, 1 for STANDARD. */
guint     chess_startpos_count          (ChessVariant  variant);
/* 0–959, 0–2879, and only 518 for STANDARD. */
gboolean  chess_startpos_is_valid       (ChessVariant  variant,
                                         guint         number);
/* Writes White's first rank a→h in upper-case letters (KQRBN) and a NUL
 * into BACK_RANK. */
gboolean  chess_startpos_get_back_rank  (ChessVariant  variant,
                                         guint         number,
                                         char          back_rank[9],
                                         GError      **error);
/* The number of an 8-letter back rank (case-insensitive), or -1 when it is
 * not a start position of VARIANT. */
gint      chess_startpos_from_back_rank (ChessVariant  variant,
                                         const char   *back_rank);

G_END_DECLS
