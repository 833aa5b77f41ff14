/* chess-export.h: saving a board diagram as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-diagram.h"

G_BEGIN_DECLS

/* Asks for a file over PARENT, then writes INFO's diagram in the format
 * its name ends in (PNG 800 pixels, SVG and PDF 400 points). INFO is
 * copied: the caller may free it at once. Errors are shown in a dialog. */
void chess_export_diagram (GtkWindow              *parent,
                           const ChessDiagramInfo *info);

G_END_DECLS
