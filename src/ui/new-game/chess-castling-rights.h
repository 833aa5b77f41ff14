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

GtkWidget  *chess_castling_rights_new             (void);

/* The rooks that may still castle, a bitboard as
 * chess_position_get_castling_rooks() returns it. */
guint64     chess_castling_rights_get_rooks       (ChessCastlingRights *self);
void        chess_castling_rights_set_rooks       (ChessCastlingRights *self,
                                                   guint64              rooks);
/* POSITION's castling rights; NULL shows nothing. */
void        chess_castling_rights_set_position    (ChessCastlingRights *self,
                                                   const ChessPosition *position);
/* What the widget shows, e.g. “White b1 g1 · Black —”. */
const char *chess_castling_rights_get_text        (ChessCastlingRights *self);
/* What it says to a screen reader, e.g. “White can castle with the rooks
 * on b1 g1. Black can no longer castle.”; NULL while nothing is shown. */
const char *chess_castling_rights_get_description (ChessCastlingRights *self);

G_END_DECLS
