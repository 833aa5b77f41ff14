/* chess-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-types"

#include "chess-types.h"

G_DEFINE_QUARK (chess-error-quark, chess_error)

static const struct {
  const char   *name;
  ChessVariant  variant;
} variant_names[] = {
  { "chess960", CHESS_VARIANT_CHESS960 },
  { "chess960x3", CHESS_VARIANT_CHESS960X3 },
  { "standard", CHESS_VARIANT_STANDARD },
};

const char *
chess_variant_to_string (ChessVariant variant)
{
  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    if (variant_names[i].variant == variant)
      return variant_names[i].name;
  return NULL;
}

gboolean
chess_variant_from_string (const char   *text,
                           ChessVariant *variant)
{
  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    if (g_ascii_strcasecmp (text, variant_names[i].name) == 0)
      {
        *variant = variant_names[i].variant;
        return TRUE;
      }
  return FALSE;
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
