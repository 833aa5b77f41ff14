/* chess-window.h: the main window, a board with its game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-analysis-panel.h"
#include "chess-application.h"
#include "chess-game-setup.h"
#include "chess-match.h"

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW (chess_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindow, chess_window, CHESS, WINDOW, AdwApplicationWindow)

ChessWindow *chess_window_new      (ChessApplication *application);
/* A window opening on GAME, with White at the bottom. */
ChessWindow *chess_window_new_for_game (ChessApplication *application,
                                        ChessGame        *game);

/* A window opening on the game saved in PATH (see
 * chess_window_list_sessions()), or on a new game when PATH cannot be
 * read; it saves to PATH from then on. When another running copy of the
 * app has PATH, the new game goes to a session of its own. */
ChessWindow *chess_window_new_for_session (ChessApplication *application,
                                           const char       *path);
/* The saved games to reopen at start, one file per window, in the order
 * the windows were first opened: those no window of this or another
 * running copy of the app has (ChessMatchStore). */
GStrv        chess_window_list_sessions   (void);
/* The file the window's game is saved to. */
const char  *chess_window_get_session_file (ChessWindow     *self);

/* Properties: "match" (the game and all around it; the window's own, from
 * construction on) and "view-ply" (the position looked at: -1 for the
 * game's own, else how many half-moves into it). */
ChessMatch  *chess_window_get_match (ChessWindow     *self);
int          chess_window_get_view_ply (ChessWindow  *self);
/* "view-node": the ChessGameNode shown, NULL for the game's own position
 * (setting the game's current node means NULL); view-ply is its ply.
 * Setting view-ply shows that node of the played line. */
ChessGameNode *chess_window_get_view_node (ChessWindow *self);
void         chess_window_set_view_node (ChessWindow   *self,
                                         ChessGameNode *node);
void         chess_window_set_view_ply (ChessWindow  *self,
                                        int           view_ply);

ChessGame   *chess_window_get_game (ChessWindow      *self);
/* GAME for two players: see chess_window_play_computer(). */
void         chess_window_set_game (ChessWindow      *self,
                                    ChessGame        *game);
/* Starts the game SETUP describes (what New Game emits): its start, clocks,
 * side at the bottom and opponent. */
void         chess_window_start_game_from_setup (ChessWindow          *self,
                                                 const ChessGameSetup *setup);

/* The computer plays the other side of the game, at LEVEL
 * (CHESS_ENGINE_MIN_LEVEL … CHESS_ENGINE_MAX_LEVEL), with PLAYER_COLOR at
 * the bottom of the board. */
void         chess_window_play_computer    (ChessWindow     *self,
                                            guint            level,
                                            ChessColor       player_color);
void         chess_window_play_two_players (ChessWindow     *self);
/* FALSE in a game for two players. */
gboolean     chess_window_get_computer_opponent (ChessWindow *self,
                                                 guint       *level,
                                                 ChessColor  *player_color);
/* The game's clock, or NULL for none. */
ChessClock  *chess_window_get_clock        (ChessWindow     *self);
/* The panel of Analyse Game and live analysis: NULL until either is
 * first used (Shift+Ctrl+A, Shift+Ctrl+L or the main menu). */
ChessAnalysisPanel *chess_window_get_analysis_panel (ChessWindow *self);
/* Reads FILE and opens its game, or lets the user pick one of its games;
 * a file that cannot be read leaves the game as it is and says why. What
 * the file chooser, a drop on the window and `chess960 FILE` call. */
void         chess_window_open_file        (ChessWindow     *self,
                                            GFile           *file);

G_END_DECLS
