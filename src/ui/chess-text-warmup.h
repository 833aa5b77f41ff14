/* chess-text-warmup.h: the text a window is about to show, drawn once in
 * a thread so that its glyphs are ready when the window draws them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Reads, now, the text of every label under ROOT that shows when ROOT
 * does, with the fonts and font settings the label lays it out with; then
 * lays out and draws each text in a thread (with Pango and cairo, never
 * GTK). The glyphs this loads and rasterizes are kept by cairo for each
 * font, and every thread shares them: the main thread then finds them
 * ready while it lays out and draws the window, instead of loading them
 * itself. Call it on a window just before presenting it.
 *
 * Only worth it where another core is free: on one core it returns at
 * once, and CALLBACK (may be NULL) gets an empty result. */
void       chess_ui_warm_up_text        (GtkWidget           *root,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
/* The fonts (cairo_scaled_font_t *, one reference each) the thread drew
 * with, which cairo keeps the glyphs in. */
GPtrArray *chess_ui_warm_up_text_finish (GAsyncResult        *result,
                                         GError             **error);

G_END_DECLS
