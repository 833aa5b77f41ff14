/* chess-ui-names.c: the names the app shows for variants, colours and pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-ui-names"

#include <glib/gi18n-lib.h>

#include "chess-ui-names.h"

const char *
chess_variant_display_name (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return _("Chess960");
    case CHESS_VARIANT_CHESS960X3:
      return _("Chess960x3");
    case CHESS_VARIANT_STANDARD:
      return _("Standard Chess");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_color_display_name (ChessColor color)
{
  switch (color)
    {
    case CHESS_COLOR_WHITE:
      return _("White");
    case CHESS_COLOR_BLACK:
      return _("Black");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_ui_piece_letter (ChessPieceType type)
{
  /* Arbiters read these out to set up the boards, so they are what a club
   * player of the language writes on a score sheet. */
  switch (type)
    {
    case CHESS_PIECE_TYPE_KING:
      /* Translators: the king's letter as players of your language write
       * it (Italian “R”, Russian “Кр”); two letters are fine where that is
       * the custom */
      return C_("piece letter", "K");
    case CHESS_PIECE_TYPE_QUEEN:
      /* Translators: the queen's letter (Italian “D”, Russian “Ф”) */
      return C_("piece letter", "Q");
    case CHESS_PIECE_TYPE_ROOK:
      /* Translators: the rook's letter (Italian “T”, Russian “Л”) */
      return C_("piece letter", "R");
    case CHESS_PIECE_TYPE_BISHOP:
      /* Translators: the bishop's letter (Italian “A”, Russian “С”) */
      return C_("piece letter", "B");
    case CHESS_PIECE_TYPE_KNIGHT:
      /* Translators: the knight's letter (Italian “C”, Russian “К”) */
      return C_("piece letter", "N");
    case CHESS_PIECE_TYPE_PAWN:
      /* Translators: the pawn's letter (Italian “P”, Russian “п”) */
      return C_("piece letter", "P");
    case CHESS_PIECE_TYPE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_ui_piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PIECE_TYPE_KING:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "King");
    case CHESS_PIECE_TYPE_QUEEN:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Queen");
    case CHESS_PIECE_TYPE_ROOK:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Rook");
    case CHESS_PIECE_TYPE_BISHOP:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Bishop");
    case CHESS_PIECE_TYPE_KNIGHT:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Knight");
    case CHESS_PIECE_TYPE_PAWN:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Pawn");
    case CHESS_PIECE_TYPE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}
