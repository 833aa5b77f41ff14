/* chess-browse-bar.h: first, previous, next and last position, as buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_BROWSE_BAR (chess_browse_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChessBrowseBar, chess_browse_bar, CHESS, BROWSE_BAR, GtkBox)

G_END_DECLS
