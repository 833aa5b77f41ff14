/* chess-move-chooser.h: a popover that asks which of several moves a
 * gesture on the board meant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-piece-set.h"
#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE_CHOOSER (chess_move_chooser_get_type ())
G_DECLARE_FINAL_TYPE (ChessMoveChooser, chess_move_chooser, CHESS, MOVE_CHOOSER, GtkPopover)

GtkWidget       *chess_move_chooser_new        (void);
/* Offers MOVES (ChessMove*, legal in POSITION): promotions as the images
 * of PIECES, queen first, everything else as labelled buttons. Signals:
 * "move-chosen" (ChessMove) when one is picked, then the popover closes;
 * "move-hovered" (ChessMove or NULL) as pointer and focus go over them. */
void             chess_move_chooser_set_moves  (ChessMoveChooser    *self,
                                                const ChessPosition *position,
                                                GPtrArray           *moves,
                                                ChessPieceSet       *pieces);
guint            chess_move_chooser_get_n_moves (ChessMoveChooser   *self);
const ChessMove *chess_move_chooser_get_move   (ChessMoveChooser    *self,
                                                guint                index);

/* The label of MOVE among other readings of the same gesture, such as
 * “Move king to c1” or “Castle (0-0-0)”. */
char            *chess_move_chooser_describe_move (const ChessPosition *position,
                                                   const ChessMove     *move);

G_END_DECLS
