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
const char *chess_ui_variant_name (ChessVariant variant);
/* Translated: “White” or “Black”. */
const char *chess_ui_color_name   (ChessColor   color);
/* Translated: the piece's letter as players of the user's language write
 * it, “N” for the knight in English, “C” in Italian, “Кр” for the king in
 * Russian (one or two characters). */
const char *chess_ui_piece_letter      (ChessPieceType type);
/* Translated: a drawn game and why, as the status line shows it: “Draw
 * by stalemate”. */
const char *chess_ui_draw_display_name (ChessResultReason reason);
/* Translated: a finished game's result as a sentence, “White wins by
 * checkmate”, “Draw by stalemate”: the one wording the status line and
 * screen readers share. RESULT is not NONE. */
char       *chess_ui_describe_result   (ChessResult       result,
                                        ChessResultReason reason);
/* Translated: the computer's answer to a draw offer as the status line
 * says it; NULL for CHESS_DRAW_ANSWER_NONE. */
const char *chess_ui_draw_answer_text  (ChessDrawAnswer answer);
/* Translated, capitalized as at the start of a sentence: “Knight”. */
const char *chess_ui_piece_name        (ChessPieceType type);

/* SAN with the piece letters of the user's language (“Sf3” in German);
 * what the move list shows. PGN files keep the English letters. */
char       *chess_ui_localize_san      (const char    *san);
/* The reverse, for typed moves: the user's piece letters turned into
 * English ones, everything else left as it is. */
char       *chess_ui_delocalize_san    (const char    *text);

/* The letters of king, queen, rook, bishop and knight, in that order. */
#define CHESS_N_SAN_LETTERS 5
typedef const char *ChessSanLetters[CHESS_N_SAN_LETTERS];

/* The user's letters, as translated. */
void        chess_ui_get_san_letters     (ChessSanLetters  letters);
/* As above, with the letters given: for tests, which run untranslated. */
char       *chess_ui_localize_san_with   (const char      *san,
                                          const char *const letters[CHESS_N_SAN_LETTERS]);
char       *chess_ui_delocalize_san_with (const char      *text,
                                          const char *const letters[CHESS_N_SAN_LETTERS]);

/* N as the user's locale writes a count, its digits grouped: “100,000”
 * in English, “100.000” in Italian, “100 000” in Russian. */
char       *chess_ui_format_count        (guint            n);
/* As above, with the locale's thousands SEPARATOR and GROUPING (as
 * localeconv () gives them): for tests, which run in the C locale. */
char       *chess_ui_format_count_with   (guint            n,
                                          const char      *separator,
                                          const char      *grouping);

G_END_DECLS
