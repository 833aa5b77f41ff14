/* chess-export.h: saving a board diagram as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-diagram.h"

G_BEGIN_DECLS

/* Shows Export Diagram over PARENT: a preview, the format, the size of
 * a PNG and, when INFO has one, the caption, as the user chose them
 * last; then asks for a file and writes INFO's diagram in the format its
 * name ends in. INFO is copied: the caller may free it at once. Errors
 * are shown in an alert. */
void chess_export_diagram (GtkWindow              *parent,
                           const ChessDiagramInfo *info);

G_END_DECLS
