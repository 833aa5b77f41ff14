/* test-rules-common.h: what the Rules page's test programs share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

G_GNUC_UNUSED static const ChessVariant variants[] = { CHESS_VARIANT_CHESS960, CHESS_VARIANT_CHESS960X3 };

TEST_HELPER guint
square (const char *name)
{
  guint sq = CHESS_NO_SQUARE;

  g_assert_true (chess_square_from_string (name, &sq));
  return sq;
}

TEST_HELPER void
assert_piece (const ChessPosition *position,
              guint                sq,
              ChessColor           color,
              ChessPieceType       type)
{
  ChessColor found_color;
  ChessPieceType found_type;

  g_assert_true (chess_position_get_piece (position, sq, &found_color, &found_type));
  g_assert_cmpint (found_color, ==, color);
  g_assert_cmpint (found_type, ==, type);
}
