/* chess-ui-names.h: the names the app shows for variants, colours and pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "chess-types.h"

G_BEGIN_DECLS

/* Translated, in title case as a name: “Chess960”, “Chess960x3”,
 * “Standard Chess”. */
const char *chess_variant_display_name (ChessVariant variant);
/* Translated: “White” or “Black”. */
const char *chess_color_display_name   (ChessColor   color);
/* Translated: the piece's letter as players of the user's language write
 * it, “N” for the knight in English, “C” in Italian, “Кр” for the king in
 * Russian (one or two characters). */
const char *chess_ui_piece_letter      (ChessPieceType type);
/* Translated, capitalized as at the start of a sentence: “Knight”. */
const char *chess_ui_piece_name        (ChessPieceType type);

G_END_DECLS
