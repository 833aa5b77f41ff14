/* chess-round-list.h: an event's rounds as a list model, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ROUND_ITEM (chess_round_item_get_type ())
G_DECLARE_FINAL_TYPE (ChessRoundItem, chess_round_item, CHESS, ROUND_ITEM, GObject)

/* One round of an event, by its index (0 for round 1). */
ChessEvent       *chess_round_item_get_event   (ChessRoundItem *self);
guint             chess_round_item_get_index   (ChessRoundItem *self);
const ChessRound *chess_round_item_get_round   (ChessRoundItem *self);
/* TRUE for the event's last round: the one that may be removed. */
gboolean          chess_round_item_get_is_last (ChessRoundItem *self);

#define CHESS_TYPE_ROUND_LIST (chess_round_list_get_type ())
G_DECLARE_FINAL_TYPE (ChessRoundList, chess_round_list, CHESS, ROUND_LIST, GObject)

/* A GListModel of ChessRoundItem, the newest round first, following
 * EVENT: a round drawn or removed changes the rows at the top (the new
 * or removed one, and the one before it, which gains or loses Remove),
 * never the whole list, so that an event of a thousand rounds opens and
 * grows at once. NULL: empty. */
ChessRoundList *chess_round_list_new       (ChessEvent     *event);
ChessEvent     *chess_round_list_get_event (ChessRoundList *self);
void            chess_round_list_set_event (ChessRoundList *self,
                                            ChessEvent     *event);

/* Every row again, for what the rounds do not hold (saved or not). */
void            chess_round_list_update_rows (ChessRoundList *self);

G_END_DECLS
