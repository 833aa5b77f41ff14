/* chess-engine-private.h: what chess-engine.c and the conversation share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-engine.h"
#include "chess-engine-process-private.h"
#include "chess-uci-private.h"

G_BEGIN_DECLS

/* What a search may take beyond its time before the engine counts as
 * hung (plus half the time again): engines overshoot "movetime" a little,
 * a loaded machine more. Also how long a cancelled search may take to
 * stop. */
#define SEARCH_MARGIN_MS 3000

typedef enum {
  STATE_STOPPED,
  STATE_WAIT_UCIOK,
  STATE_WAIT_READYOK,   /* the end of the handshake */
  STATE_IDLE,
  STATE_SYNCING,        /* isready sent before a search */
  STATE_SEARCHING,      /* go sent */
  STATE_STOPPING,       /* stop sent for a cancelled search, whose bestmove
                         * must not be taken for the next one's */
} EngineState;

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

  char               *path;
  char               *name;
  guint               level;

  ChessEngineProcess *process;
  EngineState         state;
  guint               timeout_id;
  gboolean            heard_uci;     /* an "id" or "option" line */
  ChessUciOptions     options;
  guint               strength;      /* level set in the engine, 0 for none */
  char               *base_fen;      /* of the last position sent */

  GPtrArray          *start_tasks;   /* GTask*, waiting for the handshake */
  Search             *search;        /* the caller's, running or waiting */
  guint               last_serial;
  guint               syncing_serial; /* the search the isready is for */

  GRand              *rand;          /* a weakened level's choices */
  guint               move_time;     /* 0: each level's own */
  gboolean            have_score;
  ChessEngineScore    score;         /* of the last search with a move */
};

/* chess-engine.c */
void     _chess_engine_stop_watching  (GTask        *task);
/* Frees SEARCH and returns MOVE, or ERROR (both owned). */
void     _chess_engine_search_return  (Search       *search,
                                       ChessMove    *move,
                                       GError       *error);
void     _chess_engine_set_name       (ChessEngine  *self,
                                       const char   *name);

/* chess-engine-conversation.c */
void     _chess_engine_stop_process   (ChessEngine  *self,
                                       gboolean      kill);
/* Ends the process and gives ERROR (owned) to everyone waiting. */
void     _chess_engine_fail           (ChessEngine  *self,
                                       gboolean      kill,
                                       GError       *error);
void     _chess_engine_set_timeout    (ChessEngine  *self,
                                       guint         ms);
gboolean _chess_engine_ensure_process (ChessEngine  *self,
                                       GError      **error);
void     _chess_engine_run_search     (ChessEngine  *self);
/* The move SEARCH plays, given the engine's BESTMOVE line: a weakened
 * level's choice among the candidates, or the engine's own. */
ChessMove *_chess_engine_choose_move  (ChessEngine  *self,
                                       Search       *search,
                                       const char   *bestmove,
                                       GError      **error);

G_END_DECLS
