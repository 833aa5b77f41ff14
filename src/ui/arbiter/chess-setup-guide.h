/* chess-setup-guide.h: a start position's first ranks, file by file, in
 * the user's piece letters and names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* The piece letters' size, in multiples of the text size. */
#define CHESS_SETUP_GUIDE_LETTER_SCALE 3.0

#define CHESS_TYPE_SETUP_GUIDE (chess_setup_guide_get_type ())
G_DECLARE_FINAL_TYPE (ChessSetupGuide, chess_setup_guide, CHESS, SETUP_GUIDE, GtkWidget)

GtkWidget *chess_setup_guide_new           (void);
/* Shows White's first rank and Black's eighth of POSITION; NULL empties
 * every cell, so that nothing of a hidden position can be read. */
void       chess_setup_guide_set_position  (ChessSetupGuide     *self,
                                            const ChessPosition *position);
/* The size of the small text in logical pixels; headings, file letters,
 * piece letters and spacing follow it. 0 (the default) is the theme's. */
double     chess_setup_guide_get_text_size (ChessSetupGuide     *self);
void       chess_setup_guide_set_text_size (ChessSetupGuide     *self,
                                            double               text_size);

/* The cell of COLOR's piece on FILE (0–7): its letter, then its name. */
GtkWidget *chess_setup_guide_get_cell      (ChessSetupGuide     *self,
                                            ChessColor           color,
                                            guint                file);

G_END_DECLS
