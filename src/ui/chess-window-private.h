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
  /* The colour that offered a draw, or CHESS_WINDOW_NO_DRAW_OFFER. */
  int                   draw_offer;
  /* The game a pasted position replaced, for the toast's Undo. */
  ChessGame            *replaced_game;

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
void                 chess_window_set_draw_offer         (ChessWindow    *self,
                                                          int             draw_offer);
void                 chess_window_show_move_error        (ChessWindow    *self,
                                                          const char     *message);
/* The game's position, or the earlier one the move list shows. */
const ChessPosition *chess_window_get_shown_position     (ChessWindow    *self);
gboolean             chess_window_is_playing             (ChessWindow    *self);
const char          *chess_window_color_name             (ChessColor      color);

/* chess-window-actions.c: resigning, draws, the clipboard */
void                 chess_window_class_add_game_actions (GtkWidgetClass *widget_class);
void                 chess_window_toast                  (ChessWindow    *self,
                                                          const char     *title);

G_END_DECLS
