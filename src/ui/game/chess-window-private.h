/* chess-window-private.h: what the files of ChessWindow share
 *
 * ChessWindow is view glue: the match (the game, its clock, opponent and
 * draw offer: src/core/chess-match.c) decides, the store
 * (chess-match-store.c) saves, and the window binds its children to them
 * and turns its actions on and off in one place,
 * _chess_window_update_actions().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game-layout.h"
#include "chess-analysis-panel.h"
#include "chess-board-view.h"
#include "chess-eval-bar.h"
#include "chess-game-files.h"
#include "chess-game-panel.h"
#include "chess-match-store.h"
#include "chess-window.h"

G_BEGIN_DECLS

struct _ChessWindow
{
  AdwApplicationWindow  parent_instance;

  ChessMatch           *match;
  /* The node of the game's tree shown, NULL for the game's own position
   * (chess-window-variations.c), and its ply, -1 for none. */
  ChessGameNode        *view_node;
  int                   view_ply;
  /* Where → goes: the last node of the line looked at, or NULL for the
   * game's current node. */
  ChessGameNode        *line_end;
  /* What an open question (take back, a comment) is about; NULL
   * once the node is gone. */
  ChessGameNode        *pending_node;
  ChessMove            *pending_move;
  /* The NAGs of the node shown, as last notified. */
  guint                 move_nag;
  guint                 position_nag;
  GSettings            *settings;
  ChessMatchStore      *store;
  /* The session to reopen, until construction has. */
  char                 *restore_path;
  /* The match's notifications and its game's, and its properties bound
   * to the board. */
  GSignalGroup         *match_signals;
  GSignalGroup         *game_signals;
  GBindingGroup        *match_bindings;
  /* The game a paste, an opened file or New Game replaced, with its
   * clock, opponent and side at the bottom, for the toast's Undo, and
   * that toast (not owned: the overlay holds it until it is dismissed). */
  ChessGame            *replaced_game;
  ChessClock           *replaced_clock;
  gboolean              replaced_computer;
  guint                 replaced_level;
  ChessColor            replaced_player_color;
  gboolean              replaced_black_at_bottom;
  AdwToast             *restore_toast;
  /* The variation deleted last, kept (in the game's own terms: what
   * chess_game_restore_variation() puts back) while its toast offers
   * Undo, and that toast (not owned). */
  ChessGameCut         *deleted_variation;
  AdwToast             *delete_toast;
  /* The engine's fault, with Retry, until it is mended or moot. */
  AdwToast             *fault_toast;
  /* A paste waiting for the clipboard, cancelled when the window goes. */
  GCancellable         *paste_cancellable;
  /* The game's PGN files: opened, saved, pasted. */
  ChessGameFiles       *files;
  /* The board had the focus when it stopped taking moves. */
  gboolean              board_had_focus;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  ChessGameLayout      *board_layout;
  ChessBoardView       *board_view;
  ChessGamePanel       *side_panel;
  AdwWindowTitle       *window_title;
  GtkWidget            *new_game_button;
  GtkWidget            *flip_button;
  /* The main menu's button, and its menu, given to it when first opened. */
  GtkWidget            *menu_button;
  GMenuModel           *primary_menu;
  /* The header bar's narrow form: New Game an icon, Flip only in the
   * menu, so that the title keeps its room. */
  gboolean              compact_header;
  /* libadwaita 1.4 or later: breakpoints set the size classes. */
  gboolean              has_breakpoints;
  guint                 compact_header_source;
  GtkBox               *panel_box;
  ChessEvalBar         *eval_bar;
  /* Made when Analyse Game or live analysis first needs it, in panel_box
   * (chess-window-analysis.c); NULL until then. */
  ChessAnalysisPanel   *analysis_panel;
};

/* chess-window.c */
void                 _chess_window_update_actions        (ChessWindow    *self);
void                 _chess_window_focus_board           (ChessWindow    *self);
void                 _chess_window_toast                 (ChessWindow    *self,
                                                          const char     *title);

/* chess-window-match.c: following the match, new games, and the actions
 * that only ask the match or the files */
void                 _chess_window_class_add_match_actions (GtkWidgetClass *widget_class);
/* Connects the handlers that follow the match, its game and the store;
 * called after chess-window.c's own, which run first. */
void                 _chess_window_follow_match          (ChessWindow    *self);
/* A random start of the variant last chosen, with the last clocks, for
 * two players: what a window opens with. */
void                 _chess_window_start_default_game    (ChessWindow    *self);

/* chess-window-browse.c: first, previous, next, last, and which keys the
 * focused widget keeps */
void                 _chess_window_class_add_browse_actions (GtkWidgetClass *widget_class);
void                 _chess_window_init_browse           (ChessWindow    *self);
void                 _chess_window_update_browse_actions (ChessWindow    *self);
/* Whether EVENT's key belongs to the focused widget rather than to the
 * window's shortcuts. */
gboolean             _chess_window_key_owner_is_focus    (ChessWindow    *self,
                                                          GdkEvent       *event);

/* chess-window.c: sets view_ply and notifies everything that follows
 * the node shown (view_node changed). */
void                 _chess_window_notify_view           (ChessWindow    *self,
                                                          int             view_ply);

/* chess-window-variations.c: the node shown, moves made on it, editing
 * the tree */
void                 _chess_window_class_add_variation_actions (GtkWidgetClass *widget_class);
void                 _chess_window_update_variation_actions (ChessWindow *self);
/* The node shown: the view node, or the game's current node. */
ChessGameNode       *_chess_window_get_shown_node        (ChessWindow    *self);
const ChessPosition *_chess_window_get_shown_position    (ChessWindow    *self);
/* → ↑ ↓ End: where they go from the node shown, or NULL (for End: the
 * game's own position). */
ChessGameNode       *_chess_window_get_next_node         (ChessWindow    *self);
ChessGameNode       *_chess_window_get_sibling_node      (ChessWindow    *self,
                                                          int             step);
ChessGameNode       *_chess_window_get_line_end          (ChessWindow    *self);
/* The shown move's NAG of the move assessments ($1-$6) or of the
 * position assessments ($10-$21), 0 for none; setting 0 removes it. */
guint                _chess_window_get_nag_in_group      (ChessWindow    *self,
                                                          gboolean        position_group);
void                 _chess_window_set_nag_in_group      (ChessWindow    *self,
                                                          gboolean        position_group,
                                                          guint           nag);
void                 _chess_window_on_node_removed       (ChessWindow    *self,
                                                          ChessGameNode  *node);
/* Drops the deleted variation the toast's Undo would put back, and that
 * toast. */
void                 _chess_window_forget_deleted_variation (ChessWindow *self);
void                 _chess_window_on_view_move          (ChessWindow    *self,
                                                          const ChessMove *move);

/* chess-window-actions.c: resigning, draws, looking back, the clipboard,
 * Game Information, Try Again for the session */
void                 _chess_window_class_add_game_actions (GtkWidgetClass *widget_class);
/* Drops the game the toast's Undo would bring back, and that toast. */
void                 _chess_window_forget_replaced_game  (ChessWindow    *self);
/* GAME replaces the window's game, with a toast titled TITLE whose Undo
 * brings the replaced game back. */
void                 _chess_window_replace_game          (ChessWindow    *self,
                                                          ChessGame      *game,
                                                          const char     *title);
/* The one way a game in the window is replaced without asking: the
 * match as it is (game, clock, opponent, side at the bottom) is kept,
 * REPLACE (SELF, DATA) makes the new one, and a toast titled TITLE offers
 * Undo until it goes or the new game is played on. Paste, Open and New
 * Game go through it. */
void                 _chess_window_replace_match         (ChessWindow    *self,
                                                          void          (*replace) (ChessWindow *self,
                                                                                    gconstpointer data),
                                                          gconstpointer   data,
                                                          const char     *title);

/* chess-window-analysis.c: Analyse Game and live analysis */
void                 _chess_window_class_add_analysis_actions (GtkWidgetClass *widget_class);
ChessAnalysisPanel  *_chess_window_ensure_analysis_panel (ChessWindow    *self);

G_END_DECLS
