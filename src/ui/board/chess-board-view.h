/* chess-board-view.h: the chess board: drawn, clicked, dragged and typed on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_VIEW (chess_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardView, chess_board_view, CHESS, BOARD_VIEW, GtkWidget)

GtkWidget  *chess_board_view_new                 (void);

ChessGame  *chess_board_view_get_game            (ChessBoardView  *self);
void        chess_board_view_set_game            (ChessBoardView  *self,
                                                  ChessGame       *game);
gboolean    chess_board_view_get_flipped         (ChessBoardView  *self);
void        chess_board_view_set_flipped         (ChessBoardView  *self,
                                                  gboolean         flipped);
/* "classic" or "contrast": a folder under the resource path pieces/. */
const char *chess_board_view_get_piece_set       (ChessBoardView  *self);
void        chess_board_view_set_piece_set       (ChessBoardView  *self,
                                                  const char      *piece_set);
gboolean    chess_board_view_get_show_legal_moves (ChessBoardView *self);
void        chess_board_view_set_show_legal_moves (ChessBoardView *self,
                                                   gboolean        show_legal_moves);
gboolean    chess_board_view_get_show_coordinates (ChessBoardView *self);
void        chess_board_view_set_show_coordinates (ChessBoardView *self,
                                                   gboolean        show_coordinates);
/* -1 shows the live game. 0 … n-moves shows the position after that ply,
 * read-only: no selection, no input. */
int         chess_board_view_get_view_ply        (ChessBoardView  *self);
void        chess_board_view_set_view_ply        (ChessBoardView  *self,
                                                  int              view_ply);
/* The node of the game's tree shown (it wins over view-ply), or NULL.
 * A move made on it is not played: ::view-move (ChessMove) offers it to
 * whoever set the node, who adds it to the tree or asks. */
ChessGameNode *chess_board_view_get_view_node    (ChessBoardView  *self);
void        chess_board_view_set_view_node       (ChessBoardView  *self,
                                                  ChessGameNode   *node);

/* CHESS_NO_SQUARE when no piece is selected. */
guint       chess_board_view_get_selected_square (ChessBoardView  *self);
/* The keyboard's focus square, CHESS_NO_SQUARE before the first use. */
guint       chess_board_view_get_cursor_square   (ChessBoardView  *self);
/* What a click on SQUARE does: select a piece of the side to move, or play
 * the move from the selected piece to SQUARE, asking with a popover when
 * the gesture has several meanings (and for a Chess960x3 castle in which
 * the king stays, on a click on the selected king). Pointer and keyboard
 * go through here. */
void        chess_board_view_click_square        (ChessBoardView  *self,
                                                  guint            square);
/* What dragging the piece on FROM and dropping it on TO does (TO is
 * CHESS_NO_SQUARE off the board): the same as clicking FROM, then TO, but
 * a drop that means no move puts the piece back and deselects it. */
void        chess_board_view_drop_piece          (ChessBoardView  *self,
                                                  guint            from,
                                                  guint            to);

/* Shows where king and rook of the castle MOVE land (NULL: stop showing
 * it), as hovering a castle target does. */
void        chess_board_view_set_preview_move    (ChessBoardView  *self,
                                                  const ChessMove *move);
/* Shows MOVE, a hint for the side to move, as an arrow (NULL: none). It
 * goes with the next change of the game. */
void        chess_board_view_set_hint_move       (ChessBoardView  *self,
                                                  const ChessMove *move);
/* NULL when no hint is shown. */
const ChessMove *chess_board_view_get_hint_move  (ChessBoardView  *self);
/* SQUARE's rectangle in widget coordinates; FALSE before allocation. */
gboolean    chess_board_view_get_square_bounds   (ChessBoardView  *self,
                                                  guint            square,
                                                  graphene_rect_t *out);

/* An ordinary move's length in ms; castles take longer. 0: no animation. */
guint       chess_board_view_get_animation_duration (ChessBoardView *self);
void        chess_board_view_set_animation_duration (ChessBoardView *self,
                                                     guint           duration);
gboolean    chess_board_view_get_auto_flip       (ChessBoardView  *self);
void        chess_board_view_set_auto_flip       (ChessBoardView  *self,
                                                  gboolean         auto_flip);
/* FALSE turns the board into a display: no focus, no selection, no
 * pointer or key input (a hall screen). TRUE by default. */
gboolean    chess_board_view_get_interactive     (ChessBoardView  *self);
/* Whether the user moves about the board by keyboard: its focus came by
 * keyboard, or its cursor keys were used since the last click. The
 * window leaves the keys the board shares with it (← → Home End) to the
 * board only then. */
gboolean    chess_board_view_get_keyboard_cursor (ChessBoardView  *self);
void        chess_board_view_set_interactive     (ChessBoardView  *self,
                                                  gboolean         interactive);
/* Shows the last move's end at once. */
void        chess_board_view_finish_animation    (ChessBoardView  *self);
/* The side of the board (frame included) drawn in a square of SIDE
 * pixels: its squares are whole pixels, so it may be a few smaller. */
int         chess_board_view_fit_side            (int              side);
/* Its squares' side in pixels. */
int         chess_board_view_square_size_for_side (int             side);

/* Room beyond the board's allocation, on each side, where it may draw: a
 * castling king waits there, outside the frame (the page's margins, which
 * the widget that places the board keeps free). TAKEN of it, right next to
 * the allocation, holds something else (the evaluation bar); ROOM beyond
 * that is free. NULL for none. */
void        chess_board_view_set_outer_room      (ChessBoardView  *self,
                                                  const GtkBorder *taken,
                                                  const GtkBorder *room);
/* The room beside a board of SIDE pixels in which a castling king waits
 * whole, beyond the frame: the least a layout keeps, on the board's edges
 * (above and below) or on its sides; ROOMY: what it takes at its largest. */
int         chess_board_view_get_parking_room    (int              side,
                                                  gboolean         roomy);
/* While a castling king waits off the board (the rook moving): where it
 * is drawn, in widget coordinates (outside the allocation). */
gboolean    chess_board_view_get_parked_king_bounds (ChessBoardView  *self,
                                                     graphene_rect_t *bounds);
/* The board's frame, in widget coordinates; FALSE before allocation. */
gboolean    chess_board_view_get_frame_bounds    (ChessBoardView  *self,
                                                  graphene_rect_t *bounds);

G_END_DECLS
