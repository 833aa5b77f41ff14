/* chess-event-names.h: how the app words positions, rounds and draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "chess-event.h"

G_BEGIN_DECLS

/* “SP 518 · RNBQKBNR”: the number always with its letters. */
char       *chess_ui_position_label           (guint             number,
                                            const char       *back_rank);
/* “Round 3 · SP 421 · BNRKQBNR” */
char       *chess_ui_round_label              (const ChessRound *round);
/* “Round 3” */
char       *chess_ui_round_title              (guint             round);
/* Translated, as a sentence part: “Drawn with a physical die”. */
const char *chess_ui_draw_method_name (ChessDrawMethod   method);

G_END_DECLS
