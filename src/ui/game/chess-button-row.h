/* chess-button-row.h: buttons of one width in a row, in two or three
 * rows where one is too narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_BUTTON_ROW (chess_button_row_get_type ())
G_DECLARE_FINAL_TYPE (ChessButtonRow, chess_button_row, CHESS, BUTTON_ROW, GtkWidget)

GtkWidget *chess_button_row_new (void);

G_END_DECLS
