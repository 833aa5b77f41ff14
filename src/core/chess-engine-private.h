/* chess-engine-private.h: what chess-engine.c and the conversation share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-engine.h"
#include "chess-uci-session-private.h"

G_BEGIN_DECLS

typedef struct {
  GTask         *task;
  guint          serial;
  ChessPosition *position;   /* as it was at the call */
  char          *command;    /* position fen … moves … */
  char          *base_fen;
  guint          strength;   /* the level whose options apply */
  guint          move_time;
  ChessUciStrength plan;     /* how that level is played, at "go" */
  /* What the "info" lines said: the latest line of each MultiPV
   * candidate, the best first, and the best move of the shallowest
   * depth. */
  GArray        *candidates; /* ChessUciInfo */
  ChessUciInfo   shallow;
} Search;

struct _ChessEngine
{
  GObject             parent_instance;

  ChessUciSession     session;       /* the process and the conversation */
  guint               level;
  guint               strength;      /* level set in the engine, 0 for none */

  GPtrArray          *start_tasks;   /* GTask*, waiting for the handshake */
  Search             *search;        /* the caller's, running or waiting */
  guint               last_serial;

  GRand              *rand;          /* a weakened level's choices */
  guint               move_time;     /* 0: each level's own */
  gboolean            have_score;
  ChessEngineScore    score;         /* of the last search with a move */
};

/* chess-engine.c */
/* Frees SEARCH and returns MOVE, or ERROR (both owned). */
void     _chess_engine_search_return  (Search       *search,
                                       ChessMove    *move,
                                       GError       *error);

/* chess-engine-conversation.c */
extern const ChessUciSessionFuncs _chess_engine_session_funcs;
void     _chess_engine_run_search     (ChessEngine  *self);
/* The move SEARCH plays, given the engine's BESTMOVE line: a weakened
 * level's choice among the candidates, or the engine's own. */
ChessMove *_chess_engine_choose_move  (ChessEngine  *self,
                                       Search       *search,
                                       const char   *bestmove,
                                       GError      **error);

G_END_DECLS
