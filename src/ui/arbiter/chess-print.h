/* chess-print.h: printing a round's sheet or table cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-diagram.h"
#include "chess-event.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_PRINT_SHEET,   /* one page per round for the notice board */
  CHESS_PRINT_CARDS,   /* a tent card per round, folded to stand on a table */
} ChessPrintLayout;

/* Runs the print dialog over PARENT for ROUNDS (an array of N_ROUNDS
 * rounds of EVENT) in LAYOUT. Errors are shown in a dialog. */
void chess_print_rounds (GtkWindow         *parent,
                         ChessEvent        *event,
                         const ChessRound **rounds,
                         guint              n_rounds,
                         ChessPrintLayout   layout);
/* The same pages written to PDF_PATH without a dialog, on the locale's
 * default paper: what the print dialog's “Print to File” would make, for
 * tests and for saving a round's papers. */
gboolean chess_print_rounds_to_file (ChessEvent        *event,
                                     const ChessRound **rounds,
                                     guint              n_rounds,
                                     ChessPrintLayout   layout,
                                     const char        *pdf_path,
                                     GError           **error);

/* INFO for ROUND of EVENT as the app prints and exports it: the variant,
 * the user's letters as on screen, the English code once, and how and
 * when the round was drawn, in *NOTE, which the caller frees. */
void     chess_print_fill_info      (ChessDiagramInfo  *info,
                                     ChessEvent        *event,
                                     const ChessRound  *round,
                                     char             **note,
                                     char             **english_code);
/* What Print to File proposes: the event, the rounds and the layout,
 * never a bare “output” a second print would overwrite. */
char    *chess_print_file_name      (ChessEvent        *event,
                                     const ChessRound **rounds,
                                     guint              n_rounds,
                                     ChessPrintLayout   layout);

/* The event's draw record as a protocol to pin up beside the results:
 * one or more pages, ending with the hash of the last entry. */
void     chess_print_protocol         (GtkWindow   *parent,
                                       ChessEvent  *event);
gboolean chess_print_protocol_to_file (ChessEvent  *event,
                                       const char  *pdf_path,
                                       GError     **error);

G_END_DECLS
