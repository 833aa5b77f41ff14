/* chess-game-panel-private.h: what the files of ChessGamePanel share
 *
 * chess-game-panel.c follows the match and shows what it says;
 * chess-game-panel-entry.c is the move entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-clock-view.h"
#include "chess-game-panel.h"
#include "chess-move-list.h"

G_BEGIN_DECLS

struct _ChessGamePanel
{
  GtkWidget            parent_instance;

  ChessMatch          *match;
  /* The node shown, NULL for the game's own position, and its ply (-1
   * for none). */
  ChessGameNode       *view_node;
  int                  view_ply;
  gboolean             narrow;
  /* The analysis panel is shown below (see "analysis-shown"). */
  gboolean             analysis_shown;
  GSignalGroup        *match_signals;
  GSignalGroup        *game_signals;
  GSignalGroup        *clock_signals;
  /* Points the game's and the clock's signal groups at the match's. */
  GBindingGroup       *match_bindings;
  /* Moves the clocks for the next frame when the layout changes. */
  guint                clock_layout_source;

  GtkWidget           *top_clock_box;
  GtkWidget           *bottom_clock_box;
  ChessClockView      *top_clock;
  ChessClockView      *bottom_clock;
  GtkWidget           *turn_indicator;
  GtkLabel            *status_label;
  GtkWidget           *pause_clock_button;
  GtkWidget           *claim_bar;
  GtkLabel            *claim_label;
  GtkWidget           *save_bar;
  GtkLabel            *save_error_label;
  GtkWidget           *draw_offer_bar;
  GtkLabel            *draw_offer_label;
  GtkLabel            *draw_offer_hint;
  GtkLabel            *info_label;
  GtkLabel            *opponent_label;
  ChessCastlingRights *castling_rights;
  ChessCastleBar      *castle_bar;
  GtkWidget           *viewing_bar;
  GtkLabel            *viewing_label;
  ChessMoveList       *move_list;
  GtkWidget           *resign_button;
  GtkWidget           *offer_draw_button;
  GtkEntry            *move_entry;
  GtkLabel            *move_error_label;
  GtkStack            *move_error_stack;
};

/* chess-game-panel.c */
/* The match's game, NULL without a match. */
ChessGame *_chess_game_panel_get_game          (ChessGamePanel *self);
/* Whether the game's own position is shown, not an earlier one. */
gboolean   _chess_game_panel_is_live           (ChessGamePanel *self);
/* Emits ::view-move: MOVE was typed on the view node's position. */
void       _chess_game_panel_emit_view_move    (ChessGamePanel  *self,
                                                const ChessMove *move);
/* Emits ::focus-board. */
void       _chess_game_panel_emit_focus_board  (ChessGamePanel *self);

/* chess-game-panel-entry.c */
void       _chess_game_panel_init_move_entry   (ChessGamePanel *self);
void       _chess_game_panel_update_move_entry (ChessGamePanel *self);
/* Shows MESSAGE under the entry, which turns red; NULL clears both. */
void       _chess_game_panel_show_move_error   (ChessGamePanel *self,
                                                const char     *message);

G_END_DECLS
