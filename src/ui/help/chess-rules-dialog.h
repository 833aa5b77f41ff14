/* chess-rules-window.h: Chess960 and Chess960x3 explained, with a demo board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-castling-demo.h"

G_BEGIN_DECLS

#define CHESS_TYPE_RULES_WINDOW (chess_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessRulesWindow, chess_rules_window, CHESS, RULES_WINDOW, AdwWindow)

ChessRulesWindow  *chess_rules_window_new      (void);
/* The demo board of VARIANT's page (CHESS960 or CHESS960X3). */
ChessCastlingDemo *chess_rules_window_get_demo (ChessRulesWindow *self,
                                                ChessVariant      variant);

G_END_DECLS
