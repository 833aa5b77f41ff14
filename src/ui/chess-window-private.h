/* chess-window-private.h: what the parts of ChessWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-move-list.h"
#include "chess-window.h"

G_BEGIN_DECLS

#define CHESS_WINDOW_NO_DRAW_OFFER (-1)

struct _ChessWindow
{
  AdwApplicationWindow  parent_instance;

  ChessGame            *game;
  GSettings            *settings;
  /* The colour that offered a draw, or CHESS_WINDOW_NO_DRAW_OFFER, and
   * how many half-moves the game had then: the offer stands through the
   * offering side's own move and ends with the opponent's. */
  int                   draw_offer;
  guint                 draw_offer_ply;
  /* The game a pasted position replaced, for the toast's Undo, and that
   * toast (not owned: the overlay holds it until it is dismissed). */
  ChessGame            *replaced_game;
  AdwToast             *restore_toast;
  /* A paste waiting for the clipboard, cancelled when the window goes. */
  GCancellable         *paste_cancellable;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  ChessBoardLayout     *board_layout;
  ChessBoardView       *board_view;
  GtkWidget            *side_panel;
  GtkWidget            *turn_indicator;
  GtkLabel             *status_label;
  GtkWidget            *claim_bar;
  GtkLabel             *claim_label;
  GtkWidget            *draw_offer_bar;
  GtkLabel             *draw_offer_label;
  GtkLabel             *draw_offer_hint;
  GtkLabel             *info_label;
  ChessCastlingRights  *castling_rights;
  ChessCastleBar       *castle_bar;
  GtkWidget            *viewing_bar;
  GtkLabel             *viewing_label;
  ChessMoveList        *move_list;
  GtkEntry             *move_entry;
  GtkLabel             *move_error_label;
};

/* chess-window-panel.c: the side panel follows the game */
void                 chess_window_panel_init             (ChessWindow    *self);
void                 chess_window_update_all             (ChessWindow    *self);
void                 chess_window_update_info            (ChessWindow    *self);
/* DRAW_OFFER is the offering colour, or CHESS_WINDOW_NO_DRAW_OFFER. */
void                 chess_window_set_draw_offer         (ChessWindow    *self,
                                                          int             draw_offer);
/* After a move or a take-back: ends an offer the opponent has answered
 * with a move, or that a take-back withdrew. */
void                 chess_window_check_draw_offer       (ChessWindow    *self,
                                                          gboolean        took_back);
void                 chess_window_focus_board            (ChessWindow    *self);
void                 chess_window_show_move_error        (ChessWindow    *self,
                                                          const char     *message);
/* The game's position, or the earlier one the move list shows. */
const ChessPosition *chess_window_get_shown_position     (ChessWindow    *self);
gboolean             chess_window_is_playing             (ChessWindow    *self);
/* Whether the board shows the game itself, not an earlier position. */
gboolean             chess_window_is_live                (ChessWindow    *self);

/* chess-window-actions.c: resigning, draws, the clipboard */
void                 chess_window_class_add_game_actions (GtkWidgetClass *widget_class);
void                 chess_window_toast                  (ChessWindow    *self,
                                                          const char     *title);
/* Drops the game the toast's Undo would bring back, and that toast. */
void                 chess_window_forget_replaced_game   (ChessWindow    *self);

G_END_DECLS
