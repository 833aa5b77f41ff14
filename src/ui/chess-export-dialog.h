/* chess-export-dialog.h: how a diagram is exported — a preview, its
 * format, a PNG's size, the caption — before the file is chosen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-export-private.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EXPORT_DIALOG (chess_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessExportDialog, chess_export_dialog, CHESS, EXPORT_DIALOG, AdwBin)

/* A dialog over PARENT for REQUEST's diagram (taken). Its choices are
 * the app's settings (export-format, export-size, export-caption),
 * saved as they change; Export hands REQUEST to the file chooser and
 * closes the dialog. The content of a dialog attached to PARENT, or of a
 * window of its own, as chess-compat.h makes it; not yet shown. */
ChessExportDialog *chess_export_dialog_new     (GtkWindow          *parent,
                                                ChessExportRequest *request);
void               chess_export_dialog_present (ChessExportDialog  *self);
/* Closes it (shown or not), as Escape and Cancel do, and frees it. */
void               chess_export_dialog_close   (ChessExportDialog  *self);

G_END_DECLS
