/* chess-window-private.h: what the parts of ChessWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-clock-view.h"
#include "chess-move-list.h"
#include "chess-window.h"

G_BEGIN_DECLS

#define CHESS_WINDOW_NO_DRAW_OFFER (-1)

typedef struct _ChessWindowEngine ChessWindowEngine;
typedef struct _ChessWindowFiles ChessWindowFiles;

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
  /* chess-window-session.c: the file the game is saved to, what was
   * last written there, whether saving has started (after the window's
   * first game), and whether the last save failed. */
  char                 *session_path;
  char                 *session_saved;
  gboolean              session_ready;
  gboolean              session_failed;
  /* chess-window-clock.c: the game's clock, or NULL for none, and the
   * idle that moves the clocks when the panel goes below the board. */
  ChessClock           *clock;
  guint                 clock_layout_source;
  /* chess-window-engine.c: the computer opponent and hints. */
  ChessWindowEngine    *engine;
  /* chess-window-files.c: files being read and written, the chooser. */
  ChessWindowFiles     *files;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  ChessBoardLayout     *board_layout;
  ChessBoardView       *board_view;
  GtkWidget            *side_panel;
  GtkWidget            *turn_indicator;
  GtkLabel             *status_label;
  GtkWidget            *claim_bar;
  GtkWidget            *resign_button;
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
  AdwWindowTitle       *window_title;
  GtkWidget            *top_clock_box;
  GtkWidget            *bottom_clock_box;
  ChessClockView       *top_clock;
  ChessClockView       *bottom_clock;
  GtkWidget            *pause_clock_button;
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
/* GAME replaces the window's game, with a toast titled TITLE whose Undo
 * brings the replaced game back. */
void                 chess_window_replace_game           (ChessWindow    *self,
                                                          ChessGame      *game,
                                                          const char     *title);

/* chess-window-files.c: PGN files opened, saved and dropped, and the game
 * copied and pasted as PGN */
void                 chess_window_class_add_file_actions (GtkWidgetClass *widget_class);
void                 chess_window_files_init             (ChessWindow    *self);
void                 chess_window_files_dispose          (ChessWindow    *self);
/* The session file's [File] group: the file the game came from or was
 * saved to, so that Save still knows it after a restart. A missing or
 * unusable group is a game without a file: only a convenience is lost. */
void                 chess_window_files_save_session     (ChessWindow    *self,
                                                          GKeyFile       *key_file);
void                 chess_window_files_restore_session  (ChessWindow    *self,
                                                          GKeyFile       *key_file);
/* Writes the game to FILE (asking first when FILE holds other games),
 * which becomes the game's file. What Save As calls once a file is
 * chosen. */
void                 chess_window_save_to_file           (ChessWindow    *self,
                                                          GFile          *file);
/* The file the game came from or was saved to, or NULL. */
GFile               *chess_window_get_file               (ChessWindow    *self);
/* Whether pasted TEXT is PGN rather than FEN: it starts with a tag, a
 * comment or a move number. */
gboolean             chess_window_text_is_pgn            (const char     *text);
/* Opens the game of TEXT (one of its games, when it has several), or
 * says why it cannot. */
void                 chess_window_paste_pgn              (ChessWindow    *self,
                                                          const char     *text);

/* chess-window-session.c: the game in progress, saved after every change
 * to $XDG_STATE_HOME/chess960/window-N.chess960-session and reopened at
 * the next start. */
void                 chess_window_session_init           (ChessWindow    *self);
void                 chess_window_session_dispose        (ChessWindow    *self);
/* The file to restore from and save to (construction only). */
void                 chess_window_session_set_path       (ChessWindow    *self,
                                                          const char     *path);
/* Restores the window from its file; FALSE when there is none, or when
 * it could not be read (it is then set aside and the user told). */
gboolean             chess_window_session_restore        (ChessWindow    *self);
/* Once the window has its first game: saves now and after every change,
 * in a new file unless it was restored from one. */
void                 chess_window_session_start          (ChessWindow    *self);
/* Writes the file now, unless nothing changed since the last time. Parts
 * with a state of their own (the clock) call it when that state changes. */
void                 chess_window_session_save           (ChessWindow    *self);
/* The window is closing for good: its file goes unless it is the last
 * game window, whose game comes back at the next start. */
void                 chess_window_session_close          (ChessWindow    *self);
/* Hook points: every part of the window adds its group to the key file
 * here, and reads it back in the other. */
GKeyFile            *chess_window_session_to_key_file    (ChessWindow    *self);
gboolean             chess_window_session_from_key_file  (ChessWindow    *self,
                                                          GKeyFile       *key_file,
                                                          GError        **error);

/* chess-window-clock.c: the clocks, pressed by the game's moves */
void                 chess_window_class_add_clock_actions (GtkWidgetClass *widget_class);
void                 chess_window_clock_init             (ChessWindow    *self);
void                 chess_window_clock_dispose          (ChessWindow    *self);
/* Hooks for chess-window.c: a new game has no clock until one is set;
 * then each move presses it, and a take-back hands the turn back. */
void                 chess_window_clock_game_replaced    (ChessWindow    *self);
void                 chess_window_clock_move_played      (ChessWindow    *self,
                                                          const ChessMove *move);
void                 chess_window_clock_move_undone      (ChessWindow    *self);
/* A new clock for the game (and its TimeControl tag); NULL for none. */
void                 chess_window_set_time_control       (ChessWindow    *self,
                                                          const ChessTimeControl *time_control);
ChessClock          *chess_window_get_clock              (ChessWindow    *self);
/* CLOCK as the game's clock, e.g. one with a time source of a test's. */
void                 chess_window_set_clock              (ChessWindow    *self,
                                                          ChessClock     *clock);
/* The session file's [Clock] group; a missing group is no clock. */
void                 chess_window_clock_save             (ChessWindow    *self,
                                                          GKeyFile       *key_file);
gboolean             chess_window_clock_restore          (ChessWindow    *self,
                                                          GKeyFile       *key_file,
                                                          GError        **error);

/* chess-window-engine.c: the computer as an opponent, and hints */
void                 chess_window_class_add_engine_actions (GtkWidgetClass *widget_class);
void                 chess_window_engine_init            (ChessWindow    *self);
void                 chess_window_engine_dispose         (ChessWindow    *self);
/* Hook for chess_window_set_game(): a new game is for two players until
 * chess_window_play_computer(). */
void                 chess_window_engine_set_game        (ChessWindow    *self);
/* Starts or cancels searches as the game and the opponent want. */
void                 chess_window_engine_sync            (ChessWindow    *self);
void                 chess_window_engine_update_actions  (ChessWindow    *self);
/* TRUE in a game for two players; against the computer, whether it is
 * the user's turn. */
gboolean             chess_window_is_players_turn        (ChessWindow    *self);
gboolean             chess_window_engine_is_thinking     (ChessWindow    *self);
/* The status line while the computer is to move, or NULL. */
const char          *chess_window_engine_get_status      (ChessWindow    *self);
/* Undo and redo: against the computer, back to the user's own turn. */
gboolean             chess_window_engine_can_undo        (ChessWindow    *self);
void                 chess_window_engine_undo            (ChessWindow    *self);
void                 chess_window_engine_redo            (ChessWindow    *self);
/* The session file's [Opponent] group; a missing group is two players. */
void                 chess_window_save_opponent          (ChessWindow    *self,
                                                          GKeyFile       *key_file);
gboolean             chess_window_restore_opponent       (ChessWindow    *self,
                                                          GKeyFile       *key_file,
                                                          GError        **error);

G_END_DECLS
