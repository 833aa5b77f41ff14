/* chess-match.h: the game a window shows, with everything around it:
 * its clock, the computer opponent, a draw offer, the file it belongs to,
 * and its autosave format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-clock.h"
#include "chess-engine-player.h"
#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MATCH (chess_match_get_type ())
G_DECLARE_FINAL_TYPE (ChessMatch, chess_match, CHESS, MATCH, GObject)

/* Properties, each notified only when it changed:
 *   game             ChessGame      replaced by chess_match_set_game()
 *   clock            ChessClock     NULL: no clock
 *   opponent         ChessEnginePlayer  NULL: two players at one board
 *   engine-path      string         the engine for the opponent and hints
 *   black-at-bottom  boolean        how the board is turned
 *   file             GFile          the file the game came from, or NULL
 *   playing          boolean        no result yet
 *   players-turn     boolean        a person is to move (always, for two)
 *   can-undo, can-redo  boolean     a whole turn (see chess_match_undo())
 *   draw-offered     boolean        see chess_match_get_draw_offer()
 *   thinking         boolean        the computer searches its move
 *   hint-pending     boolean        a hint is being searched
 *   hint             ChessMove      the hint found for this position
 *   can-hint         boolean        Hint would search one now
 *   engine-error     GError         why the engine failed, until Retry or
 *                                   a change of the game
 *   can-pause-clock  boolean        the clock may be paused or resumed
 *   claimable-draw   ChessDrawClaim what the person to move may claim
 *   paused           boolean        the clock was stopped during the game
 *                                   (Pause): nobody moves until it runs
 *   can-offer-draw   boolean        Offer Draw would make an offer now
 *   draw-answer      ChessDrawAnswer the computer's answer to the user's
 *                                   offer, until the next move
 *
 * ::changed is emitted after every change of what chess_match_save()
 * writes, synchronously, from the game's own signals: a move is saved
 * before any view shows it. */

/* g_object_new (CHESS_TYPE_MATCH, NULL) makes a match without a game, for
 * a view that binds to it before its first game (chess_match_load() or
 * chess_match_set_game()); until then it plays nothing and saves nothing. */
ChessMatch        *chess_match_new                (ChessGame              *game);

ChessGame         *chess_match_get_game           (ChessMatch             *self);
/* A new game: for two players, without a clock, draw offer or file until
 * they are set. */
void               chess_match_set_game           (ChessMatch             *self,
                                                   ChessGame              *game);

ChessClock        *chess_match_get_clock          (ChessMatch             *self);
/* CLOCK follows the game from now on: each move presses it, a take-back
 * hands the turn back, a result stops it, and its flag fall ends the game. */
void               chess_match_set_clock          (ChessMatch             *self,
                                                   ChessClock             *clock);
/* A new clock for TIME_CONTROL (and the game's TimeControl tag); NULL: none. */
void               chess_match_set_time_control   (ChessMatch             *self,
                                                   const ChessTimeControl *time_control);
gboolean           chess_match_get_can_pause_clock (ChessMatch            *self);
/* The clock stopped mid-game: the board takes no moves (the computer's
 * neither) until it runs again. Not before the first move, which starts
 * it. */
gboolean           chess_match_get_paused         (ChessMatch             *self);
/* Pauses the running clock, or starts a paused one. */
void               chess_match_toggle_clock       (ChessMatch             *self);

const char        *chess_match_get_engine_path    (ChessMatch             *self);
void               chess_match_set_engine_path    (ChessMatch             *self,
                                                   const char             *engine_path);
/* The computer opponent, or NULL in a game for two players. */
ChessEnginePlayer *chess_match_get_opponent       (ChessMatch             *self);
/* The computer plays the other side at LEVEL; the user's side goes to the
 * bottom of the board, and the players' tags name both. */
void               chess_match_play_computer      (ChessMatch             *self,
                                                   guint                   level,
                                                   ChessColor              player_color);
void               chess_match_play_two_players   (ChessMatch             *self);
/* Whether the engine can play the game's start at all. */
gboolean           chess_match_get_playable       (ChessMatch             *self);

gboolean           chess_match_get_black_at_bottom (ChessMatch            *self);
void               chess_match_set_black_at_bottom (ChessMatch            *self,
                                                   gboolean                black_at_bottom);

GFile             *chess_match_get_file           (ChessMatch             *self);
/* GAME (the match's, or one it replaced) is the INDEX-th of N_GAMES games
 * in FILE. */
void               chess_match_set_game_file      (ChessMatch             *self,
                                                   ChessGame              *game,
                                                   GFile                  *file,
                                                   guint                   index,
                                                   guint                   n_games);

/* The position after VIEW_PLY half-moves, as a view that looks back shows
 * it; -1 (or past the end) for the game's own. */
const ChessPosition *chess_match_get_shown_position (ChessMatch           *self,
                                                   int                     view_ply);

gboolean           chess_match_get_playing        (ChessMatch             *self);
gboolean           chess_match_get_players_turn   (ChessMatch             *self);
gboolean           chess_match_get_thinking       (ChessMatch             *self);

/* Undo and redo a whole turn: against the computer, back to (or on to)
 * the user's own turn, the computer's answer with the user's move. A
 * result by action (resignation, agreed draw, claim, flag) is taken back
 * on its own. */
gboolean           chess_match_get_can_undo       (ChessMatch             *self);
gboolean           chess_match_get_can_redo       (ChessMatch             *self);
gboolean           chess_match_undo               (ChessMatch             *self);
gboolean           chess_match_redo               (ChessMatch             *self);

/* The side to move offers a draw; the offer stands through the offering
 * side's own move and ends with the opponent's (which declines it), a
 * take-back, a result or Accept/Decline. The computer answers the user's
 * offer at once if it is the user's turn (after a short evaluation), or
 * with its next move: see chess_match_judge_draw_offer(). */
gboolean           chess_match_get_draw_offered   (ChessMatch             *self);
gboolean           chess_match_get_draw_offer     (ChessMatch             *self,
                                                   ChessColor             *color,
                                                   guint                  *ply);
gboolean           chess_match_get_can_offer_draw (ChessMatch             *self);
gboolean           chess_match_offer_draw         (ChessMatch             *self);
ChessDrawAnswer    chess_match_get_draw_answer    (ChessMatch             *self);
/* The computer's rule for a draw offer, from SCORE, its own evaluation
 * (NULL: none), in POSITION:
 *  - it declines when it stands better: +0.50 or more, or a mate for it;
 *  - it accepts when it stands clearly worse: -1.50 or less, or mated;
 *  - in between it accepts from move 30 on, or at any move in an ending
 *    where each side has at most a rook and a minor piece besides pawns
 *    (8 points: no queen, no two rooks); earlier it declines;
 *  - with no evaluation it declines. */
ChessDrawAnswer    chess_match_judge_draw_offer   (const ChessEngineScore *score,
                                                   const ChessPosition    *position);
gboolean           chess_match_accept_draw        (ChessMatch             *self);
gboolean           chess_match_decline_draw       (ChessMatch             *self);
/* On a person's turn only: the computer claims nothing. */
ChessDrawClaim     chess_match_get_claimable_draw (ChessMatch             *self);
gboolean           chess_match_claim_draw         (ChessMatch             *self);
/* Against the computer, the user resigns whoever is to move; between two
 * players, the side to move. */
ChessColor         chess_match_get_resigning_color (ChessMatch            *self);
gboolean           chess_match_resign             (ChessMatch             *self);

gboolean           chess_match_get_can_hint       (ChessMatch             *self);
gboolean           chess_match_get_hint_pending   (ChessMatch             *self);
const ChessMove   *chess_match_get_hint           (ChessMatch             *self);
gboolean           chess_match_request_hint       (ChessMatch             *self);
const GError      *chess_match_get_engine_error   (ChessMatch             *self);
/* Starts the engine afresh and asks again what failed. */
gboolean           chess_match_retry_engine       (ChessMatch             *self);

/* The autosave format: [Game] (Format=1, the game as PGN, ResultReason
 * when the PGN cannot say it, BlackAtBottom, DrawOffer and DrawOfferPly),
 * [Opponent], [Clock] and [File]. */
GKeyFile          *chess_match_save               (ChessMatch             *self);
/* Replaces the match's state with KEY_FILE's, checked whole first: on
 * error the match is unchanged. A missing group is as for a new game; a
 * wrong one, or a game cut short, is a G_KEY_FILE_ERROR. */
gboolean           chess_match_load               (ChessMatch             *self,
                                                   GKeyFile               *key_file,
                                                   GError                **error);

G_END_DECLS
