/* chess-record-names.h: an event's draw record in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event.h"

G_BEGIN_DECLS

/* What ENTRY says, as a sentence in the user's language, positions in
 * the user's letters: “Round 3: SP 421 · BNRKQBNR shown (thrown with a
 * physical die)”. */
char *chess_ui_describe_record_entry (const ChessRecordEntry *entry);
/* ENTRY's number and time in the user's time zone: “12 · 19:32:05”. */
char *chess_ui_record_entry_heading  (const ChessRecordEntry *entry);

G_END_DECLS
