/* chess-castling-rights.h: which rooks may still castle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CASTLING_RIGHTS (chess_castling_rights_get_type ())
G_DECLARE_FINAL_TYPE (ChessCastlingRights, chess_castling_rights, CHESS, CASTLING_RIGHTS, GtkWidget)

GtkWidget           *chess_castling_rights_new          (void);

const ChessPosition *chess_castling_rights_get_position (ChessCastlingRights *self);
void                 chess_castling_rights_set_position (ChessCastlingRights *self,
                                                         const ChessPosition *position);
/* What the widget says, e.g. “White b1 g1 · Black none”. */
const char          *chess_castling_rights_get_text     (ChessCastlingRights *self);

G_END_DECLS
