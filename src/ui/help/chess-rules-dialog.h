/* chess-rules-dialog.h: Chess960 and Chess960x3 explained, with a demo board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-castling-demo.h"

G_BEGIN_DECLS

#define CHESS_TYPE_RULES_DIALOG (chess_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessRulesDialog, chess_rules_dialog, CHESS, RULES_DIALOG, AdwBin)

/* The Rules page: the content of a dialog attached to PARENT, or of a
 * window of its own, as chess-compat.h makes it; not yet shown. */
ChessRulesDialog  *chess_rules_dialog_new      (GtkWindow        *parent);
void               chess_rules_dialog_present  (ChessRulesDialog *self);
/* Closes it (shown or not), as Escape does, and frees it. */
void               chess_rules_dialog_close    (ChessRulesDialog *self);
/* The demo board of VARIANT's page (CHESS960 or CHESS960X3). */
ChessCastlingDemo *chess_rules_dialog_get_demo (ChessRulesDialog *self,
                                                ChessVariant      variant);

G_END_DECLS
