/* chess-text-size.h: text that grows with the window, for the hall screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Sets LABEL's font size to PIXELS (logical pixels, rounded to whole
 * ones), over the theme's; 0 returns to the theme's size. Does nothing
 * when the size is already that, so that it may run on every resize. */
void   chess_text_size_apply (GtkLabel   *label,
                              double      pixels);
/* The largest size up to PIXELS at which TEXT, in LABEL's font, fits
 * into WIDTH on one line. */
double chess_text_size_fit   (GtkLabel   *label,
                              const char *text,
                              double      pixels,
                              int         width);

G_END_DECLS
