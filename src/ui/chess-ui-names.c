/* chess-ui-names.c: the names the app shows for variants and colours
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
