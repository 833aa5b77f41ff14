/* chess-ui-names.h: the names the app shows for variants and colours
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

G_END_DECLS
