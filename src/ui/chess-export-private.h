/* chess-export-private.h: what Export Diagram's dialog and its writing share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-diagram.h"

G_BEGIN_DECLS

/* A diagram to export: a deep copy of the caller's ChessDiagramInfo,
 * kept while the dialog and then the file chooser are open. */
typedef struct _ChessExportRequest ChessExportRequest;

ChessExportRequest *_chess_export_request_new  (GtkWindow              *parent,
                                                const ChessDiagramInfo *info);
void                _chess_export_request_free (ChessExportRequest     *request);
/* The copy; its "caption" may be turned off, never on. */
ChessDiagramInfo   *_chess_export_request_get_info (ChessExportRequest *request);
/* The size chess_diagram_export() gets for FORMAT: PNG_SIZE pixels for
 * PNG, a diagram of 14 cm for SVG and PDF. */
int                 _chess_export_size_for      (ChessDiagramFormat      format,
                                                guint                   png_size);

/* FORMAT's file name ending without the dot ("png"), which is also its
 * name in the export-format setting. */
const char         *_chess_export_format_ending (ChessDiagramFormat    format);

/* Asks for a file over the request's window, in the folder exported to
 * last, suggesting a name that ends in FORMAT's ending, then writes the
 * diagram there; errors are shown in an alert. Takes REQUEST. */
void                _chess_export_request_choose_file (ChessExportRequest *request,
                                                       ChessDiagramFormat  format,
                                                       int                 size);

G_END_DECLS
