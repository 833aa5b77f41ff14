/* chess-event-page.h: one event's rounds, draws and exclusions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event.h"
#include "chess-event-store.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVENT_PAGE (chess_event_page_get_type ())
G_DECLARE_FINAL_TYPE (ChessEventPage, chess_event_page, CHESS, EVENT_PAGE, AdwBin)

/* Actions, in the "event." group: draw, replay, print-all, and with the
 * round's index (uint32) as target: present, print-sheet, print-cards,
 * export-diagram, play, remove-last. Toasts go to the nearest
 * AdwToastOverlay above the page. */
ChessEventPage *chess_event_page_new       (void);
ChessEvent     *chess_event_page_get_event (ChessEventPage *self);
void            chess_event_page_set_event (ChessEventPage *self,
                                            ChessEvent     *event);

/* The store that saves the page's events: retries of a failed save go
 * to it, and its ::saved clears the “Not saved” marks; it also lets a
 * read-only event be taken over. */
void            chess_event_page_set_store (ChessEventPage  *self,
                                            ChessEventStore *store);

/* The store could not write EVENT (::save-failed): its new rounds are
 * marked “Not saved”, a banner says why, and the page tries again every
 * few seconds until a save works. */
void            chess_event_page_save_failed (ChessEventPage *self,
                                              ChessEvent     *event,
                                              const GError   *error);
/* TRUE while the shown event's last change is not on disk. */
gboolean        chess_event_page_get_unsaved (ChessEventPage *self);

G_END_DECLS
