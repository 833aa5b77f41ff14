/* chess-round-row.h: one round in an event's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-round-list.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ROUND_ROW (chess_round_row_get_type ())
G_DECLARE_FINAL_TYPE (ChessRoundRow, chess_round_row, CHESS, ROUND_ROW, GtkWidget)

GtkWidget  *chess_round_row_new          (void);
/* Shows ITEM's round: “Round 3 · SP 421 · BNRKQBNR”, how and when it was
 * drawn, the hall screen button and the round's menu; UNSAVED marks a
 * round the disk has not taken yet. NULL empties the row. */
void        chess_round_row_set_item     (ChessRoundRow  *self,
                                          ChessRoundItem *item,
                                          gboolean        unsaved);
const char *chess_round_row_get_title    (ChessRoundRow  *self);
const char *chess_round_row_get_subtitle (ChessRoundRow  *self);
gboolean    chess_round_row_get_unsaved  (ChessRoundRow  *self);

G_END_DECLS
