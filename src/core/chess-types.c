/* chess-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-types"

#include "chess-enums.h"
#include "chess-types.h"

G_DEFINE_QUARK (chess-error-quark, chess_error)

/* The names of variants and colours are their enums' nicks, as the
 * settings schema's enums (generated from the same headers) have them. */
static const char *
enum_to_nick (GType type,
              gint  value)
{
  GEnumClass *enum_class = g_type_class_ref (type);
  GEnumValue *found = g_enum_get_value (enum_class, value);

  /* The classes of static enum types are never freed. */
  g_type_class_unref (enum_class);
  return found != NULL ? found->value_nick : NULL;
}

static gboolean
enum_from_nick (GType       type,
                const char *text,
                gboolean    any_case,
                gint       *value)
{
  GEnumClass *enum_class = g_type_class_ref (type);
  g_autofree char *nick = any_case ? g_ascii_strdown (text, -1) : g_strdup (text);
  GEnumValue *found = g_enum_get_value_by_nick (enum_class, nick);

  g_type_class_unref (enum_class);
  if (found == NULL)
    return FALSE;
  *value = found->value;
  return TRUE;
}

const char *
chess_variant_to_string (ChessVariant variant)
{
  return enum_to_nick (CHESS_TYPE_VARIANT, (gint) variant);
}

gboolean
chess_variant_from_string (const char   *text,
                           ChessVariant *variant)
{
  gint value;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!enum_from_nick (CHESS_TYPE_VARIANT, text, TRUE, &value))
    return FALSE;
  *variant = (ChessVariant) value;
  return TRUE;
}

const char *
chess_variant_get_title (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960X3:
      return "Chess960x3";
    case CHESS_VARIANT_STANDARD:
      return "Standard Chess";
    case CHESS_VARIANT_CHESS960:
    default:
      return "Chess960";
    }
}

const char *
chess_color_to_string (ChessColor color)
{
  return enum_to_nick (CHESS_TYPE_COLOR, (gint) color);
}

gboolean
chess_color_from_string (const char *text,
                         ChessColor *color)
{
  gint value;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!enum_from_nick (CHESS_TYPE_COLOR, text, FALSE, &value))
    return FALSE;
  *color = (ChessColor) value;
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
