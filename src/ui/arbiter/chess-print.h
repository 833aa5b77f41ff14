/* chess-print.h: printing a round's sheet or table cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-event.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_PRINT_SHEET,   /* one page per round for the notice board */
  CHESS_PRINT_CARDS,   /* a page of small cards to lay on each board */
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

G_END_DECLS
