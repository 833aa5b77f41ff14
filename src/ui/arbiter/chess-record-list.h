/* chess-record-list.h: an event's draw record as a list model, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_RECORD_ITEM (chess_record_item_get_type ())
G_DECLARE_FINAL_TYPE (ChessRecordItem, chess_record_item, CHESS, RECORD_ITEM, GObject)

ChessRecordEntry *chess_record_item_get_entry (ChessRecordItem *self);

#define CHESS_TYPE_RECORD_LIST (chess_record_list_get_type ())
G_DECLARE_FINAL_TYPE (ChessRecordList, chess_record_list, CHESS, RECORD_LIST, GObject)

/* A GListModel of ChessRecordItem, the newest entry first, following
 * EVENT's ::entry-added (a row at the top) and ::reloaded (all rows). */
ChessRecordList *chess_record_list_new       (void);
void             chess_record_list_set_event (ChessRecordList *self,
                                              ChessEvent      *event);

G_END_DECLS
