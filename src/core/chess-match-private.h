/* chess-match-private.h: what the files of ChessMatch share:
 * chess-match.c (the game, clock and draw offer), chess-match-engine.c
 * (the computer opponent and hints) and chess-match-file.c (the autosave
 * format)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-match.h"

G_BEGIN_DECLS

typedef enum {
  PROP_0,
  PROP_GAME,
  PROP_CLOCK,
  PROP_OPPONENT,
  PROP_ENGINE_PATH,
  PROP_BLACK_AT_BOTTOM,
  PROP_FILE,
  PROP_PLAYING,
  PROP_PLAYERS_TURN,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_DRAW_OFFERED,
  PROP_THINKING,
  PROP_HINT_PENDING,
  PROP_HINT,
  PROP_CAN_HINT,
  PROP_ENGINE_ERROR,
  PROP_CAN_PAUSE_CLOCK,
  PROP_CLAIMABLE_DRAW,
  PROP_PAUSED,
  PROP_CAN_OFFER_DRAW,
  PROP_DRAW_ANSWER,
  N_PROPS
} ChessMatchProperty;

/* The properties worked out from the rest, kept to notify only changes. */
typedef struct
{
  gboolean playing;
  gboolean players_turn;
  gboolean can_undo;
  gboolean can_redo;
  gboolean thinking;
  gboolean hint_pending;
  gboolean can_hint;
  gboolean can_pause_clock;
  gboolean paused;
  gboolean can_offer_draw;
  ChessDrawClaim claimable_draw;
} ChessMatchDerived;

struct _ChessMatch
{
  GObject            parent_instance;

  ChessGame         *game;
  ChessClock        *clock;
  gboolean           black_at_bottom;

  /* The offering colour and how many half-moves the game had then. */
  gboolean           draw_offered;
  ChessColor         draw_offer_color;
  guint              draw_offer_ply;
  /* The computer's answer to the user's offer, until the next move. */
  ChessDrawAnswer    draw_answer;

  /* Searches for the opponent's moves and for hints; it is the opponent
   * only while COMPUTER is set. */
  ChessEnginePlayer *player;
  gboolean           computer;
  /* Whether the engine can play the game's start at all. */
  gboolean           playable;
  gboolean           hint_wanted;
  ChessMove         *hint;
  /* A search failed: nothing is asked again until Retry or a change of
   * the game. */
  GError            *engine_error;
  ChessEngineSearch  fault_search;
  /* Undo and redo of a turn take two steps: the engine waits for both. */
  guint              hold;

  ChessMatchDerived  derived;
};

extern GParamSpec *_chess_match_properties[N_PROPS];

void     _chess_match_changed            (ChessMatch *self);
/* Works out the derived properties again, notifying those that changed. */
void     _chess_match_update             (ChessMatch *self);
ChessColor _chess_match_side_to_move     (ChessMatch *self);
void     _chess_match_set_draw_offer     (ChessMatch *self,
                                          gboolean    offered,
                                          ChessColor  color,
                                          guint       ply);
/* chess-match-draw.c: an offer ends with the opponent's move, a
 * take-back (TOOK_BACK) or a result. */
void     _chess_match_check_draw_offer   (ChessMatch *self,
                                          gboolean    took_back);
void     _chess_match_set_draw_answer    (ChessMatch     *self,
                                          ChessDrawAnswer answer);
/* Whether the user's offer to the computer waits for its answer. */
gboolean _chess_match_offer_to_computer  (ChessMatch *self);
/* The computer answers the standing offer from SCORE (its own view; NULL:
 * none known): the offer ends, and when it accepts the game ends drawn
 * (and the answer is set). A decline is for the caller to show. */
ChessDrawAnswer _chess_match_answer_draw_offer (ChessMatch             *self,
                                                const ChessEngineScore *score);

/* The opponent without touching the board or the players' tags (as a
 * saved game brings it back). */
void     _chess_match_set_opponent       (ChessMatch *self,
                                          gboolean    computer,
                                          guint       level,
                                          ChessColor  player_color);

/* chess-match-engine.c */
void     _chess_match_engine_init        (ChessMatch *self);
void     _chess_match_engine_dispose     (ChessMatch *self);
/* Any change of the game: a search that no longer fits is dropped, a
 * hint and a fault go. */
void     _chess_match_engine_reset       (ChessMatch *self);
/* Starts what should be searched now, or cancels what should not. */
void     _chess_match_engine_sync        (ChessMatch *self);
gboolean _chess_match_engine_available   (ChessMatch *self);

G_END_DECLS
