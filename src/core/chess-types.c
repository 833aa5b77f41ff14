/* chess-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-types"

#include "chess-enums.h"
#include "chess-types.h"

G_DEFINE_QUARK (chess-error-quark, chess_error)

/* The names are the enum's nicks, as the schema's enum has them. */
const char *
chess_variant_to_string (ChessVariant variant)
{
  GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_VARIANT);
  GEnumValue *value = g_enum_get_value (enum_class, (gint) variant);

  g_type_class_unref (enum_class);
  return value != NULL ? value->value_nick : NULL;
}

gboolean
chess_variant_from_string (const char   *text,
                           ChessVariant *variant)
{
  GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_VARIANT);
  g_autofree char *nick = g_ascii_strdown (text, -1);
  GEnumValue *value = g_enum_get_value_by_nick (enum_class, nick);

  g_type_class_unref (enum_class);
  if (value == NULL)
    return FALSE;
  *variant = (ChessVariant) value->value;
  return TRUE;
}

char
chess_square_file_char (guint square)
{
  return 'a' + CHESS_SQUARE_FILE (square);
}

gboolean
chess_square_from_string (const char *text,
                          guint      *square)
{
  if (text == NULL || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return FALSE;
  *square = CHESS_SQUARE (text[0] - 'a', text[1] - '1');
  return TRUE;
}

char *
chess_square_to_string (guint square)
{
  g_return_val_if_fail (square < 64, NULL);
  return g_strdup_printf ("%c%c", 'a' + CHESS_SQUARE_FILE (square), '1' + CHESS_SQUARE_RANK (square));
}

ChessPieceType
chess_piece_type_from_letter (char letter)
{
  switch (letter)
    {
    case 'K':
      return CHESS_PIECE_TYPE_KING;
    case 'Q':
      return CHESS_PIECE_TYPE_QUEEN;
    case 'R':
      return CHESS_PIECE_TYPE_ROOK;
    case 'B':
      return CHESS_PIECE_TYPE_BISHOP;
    case 'N':
      return CHESS_PIECE_TYPE_KNIGHT;
    case 'P':
      return CHESS_PIECE_TYPE_PAWN;
    default:
      return CHESS_PIECE_TYPE_NONE;
    }
}
