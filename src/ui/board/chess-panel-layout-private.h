/* chess-panel-layout-private.h: what ChessPanelLayout's subclasses use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-panel-layout.h"

G_BEGIN_DECLS

/* CHILD (may be NULL) is there and takes part in the layout. */
gboolean _chess_panel_layout_lays_out      (GtkWidget        *child);
/* CHILD's minimum and natural size (may be NULL), 0 when it does not lay
 * out. */
void     _chess_panel_layout_measure_child (GtkWidget        *child,
                                            GtkOrientation    orientation,
                                            int               for_size,
                                            int              *minimum,
                                            int              *natural);
/* For a subclass that chooses the arrangement while it allocates: sets
 * it without asking for a new layout, and notifies "narrow" if it
 * changed. Call it once the children are allocated. */
void     _chess_panel_layout_update_narrow (ChessPanelLayout *self,
                                            gboolean          narrow);

G_END_DECLS
