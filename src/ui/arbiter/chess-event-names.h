/* chess-event-names.h: how the app words positions, rounds and draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "chess-event.h"

G_BEGIN_DECLS

/* “SP 518 · RNBQKBNR”: the number always with its letters, in the
 * user's letters (“SP 518 · TCADRACT” in Italian, as the set-up guide). */
char       *chess_ui_position_label           (guint             number,
                                               const char       *back_rank);
/* BACK_RANK (English letters) in the user's: “TCADRACT”; with a space
 * between letters when one has two characters (“Л К С Ф Кр С К Л”). */
char       *chess_ui_localize_back_rank       (const char       *back_rank);
/* The user's letter for each of BACK_RANK's eight pieces. */
void        chess_ui_get_back_rank_letters    (const char       *back_rank,
                                               const char       *letters[8]);
/* “English code: RNBQKBNR”, or NULL when the user's letters are the
 * English ones: shown once wherever the user's letters are. */
char       *chess_ui_english_code_label       (const char       *back_rank);
/* “Round 3 · SP 421 · BNRKQBNR” */
char       *chess_ui_round_label              (const ChessRound *round);
/* “Round 3” */
char       *chess_ui_round_title              (guint             round);
/* Translated, as a sentence part: “Drawn with a physical die”. */
const char *chess_ui_draw_method_name (ChessDrawMethod   method);

/* When a round was drawn, in the user's time zone and words:
 * “Sat 21 Nov 2026, 19:32”; "" for NULL. */
char       *chess_ui_format_draw_time         (GDateTime        *time);

G_END_DECLS
