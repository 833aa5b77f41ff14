/* chess-engine.h: a UCI chess engine in a child process, asked for moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_ENGINE_ERROR (chess_engine_error_quark ())
GQuark chess_engine_error_quark (void);

typedef enum
{
  /* No engine binary at the path, or none found by default. */
  CHESS_ENGINE_ERROR_NOT_FOUND,
  /* The binary could not be started. */
  CHESS_ENGINE_ERROR_FAILED_TO_START,
  /* No "uciok", or no UCI_Chess960 option: not a Chess960 UCI engine. */
  CHESS_ENGINE_ERROR_NOT_UCI,
  /* The process ended (crash, or closed its output). */
  CHESS_ENGINE_ERROR_CRASHED,
  /* No answer within the time asked plus a margin. */
  CHESS_ENGINE_ERROR_TIMED_OUT,
  /* A "bestmove" that is not a legal move in the position sent. */
  CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
  /* An answer that is not UCI at all. */
  CHESS_ENGINE_ERROR_GARBAGE,
  /* A position UCI cannot describe: a Chess960x3 start with two castling
   * rooks on one side of the king. */
  CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION,
} ChessEngineError;

/* The strength levels offered: 1 is a beginner, CHESS_ENGINE_MAX_LEVEL the
 * engine at full strength. */
#define CHESS_ENGINE_MIN_LEVEL 1
#define CHESS_ENGINE_MAX_LEVEL 8

typedef enum
{
  /* A move to play, at the engine's level. */
  CHESS_ENGINE_SEARCH_MOVE,
  /* The best move for the side to move, at full strength, for a hint. */
  CHESS_ENGINE_SEARCH_HINT,
  /* A short search at full strength for the evaluation (see
   * chess_engine_get_score()), e.g. to answer a draw offer. */
  CHESS_ENGINE_SEARCH_EVALUATE,
} ChessEngineSearch;

/* An evaluation from the point of view of the side to move: centipawns,
 * or with MATE the moves to mate (negative: it is being mated). */
typedef struct
{
  gboolean mate;
  gint     value;
} ChessEngineScore;

#define CHESS_TYPE_ENGINE (chess_engine_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngine, chess_engine, CHESS, ENGINE, GObject)

/* Properties: "path" (construct-only), "name" (notified once the engine
 * says it) and "level" (for g_settings_bind). */

/* Stockfish on PATH, in /usr/games, or bundled in the Flatpak (/app/bin);
 * NULL when there is none. */
char               *chess_engine_find_default          (void);

/* Nothing is started until the first search (or chess_engine_start_async). */
ChessEngine        *chess_engine_new                   (const char          *path);
const char         *chess_engine_get_path              (ChessEngine         *self);
/* The engine's "id name", once started; NULL before. */
const char         *chess_engine_get_name              (ChessEngine         *self);

guint               chess_engine_get_level             (ChessEngine         *self);
void                chess_engine_set_level             (ChessEngine         *self,
                                                        guint                level);
/* How long a move may take at LEVEL, in milliseconds ("go movetime"); the
 * engine counts as hung after that plus a margin. */
guint               chess_engine_get_move_time         (guint                level);

/* Whether a UCI engine can be given a game from START: FALSE with
 * CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION for a start that has two castling
 * rooks on one side of the king. Checked before a game starts. */
gboolean            chess_engine_can_play_from         (const ChessPosition *start,
                                                        GError             **error);
/* The same for start NUMBER of VARIANT; FALSE for a number that is no
 * start of the variant. */
gboolean            chess_engine_can_play_start        (ChessVariant         variant,
                                                        guint                number);
/* The start numbers of VARIANT that no UCI engine can play, ascending:
 * what a random draw for a game against the computer leaves out. */
GArray             *chess_engine_list_unplayable_starts (ChessVariant        variant);

/* Starts the process and completes the handshake: uci / uciok,
 * UCI_Chess960 on, the level's options, isready / readyok. */
void                chess_engine_start_async           (ChessEngine         *self,
                                                        GCancellable        *cancellable,
                                                        GAsyncReadyCallback  callback,
                                                        gpointer             user_data);
gboolean            chess_engine_start_finish          (ChessEngine         *self,
                                                        GAsyncResult        *result,
                                                        GError             **error);

/* A move for the side to move in GAME's current position, asked as
 * "position fen START moves …" (castles king-onto-rook) and "go movetime".
 * Starts the engine first when needed. The game is only read, never
 * changed: the result is a move that is legal in the position as it was at
 * the call, or an error. Cancelling sends "stop" and completes with
 * G_IO_ERROR_CANCELLED at once; a search asked meanwhile waits for the
 * engine to stop. One search at a time: a second one while the first runs
 * fails with G_IO_ERROR_PENDING. A position without legal moves fails
 * with CHESS_ERROR_GAME_OVER, without asking the engine. */
void                chess_engine_find_move_async       (ChessEngine         *self,
                                                        ChessGame           *game,
                                                        ChessEngineSearch    search,
                                                        GCancellable        *cancellable,
                                                        GAsyncReadyCallback  callback,
                                                        gpointer             user_data);
ChessMove          *chess_engine_find_move_finish      (ChessEngine         *self,
                                                        GAsyncResult        *result,
                                                        GError             **error);

/* The evaluation of the position of the last search that found a move,
 * from the point of view of the side to move there, as the engine's best
 * line said it; FALSE when the engine said none. Any search resets it. */
gboolean            chess_engine_get_score             (ChessEngine         *self,
                                                        ChessEngineScore    *score);
/* Seeds the random choices of the levels below the engine's own floor
 * (see chess-engine-levels.c), for tests and benchmarks; otherwise they
 * are seeded at random. */
void                chess_engine_set_seed              (ChessEngine         *self,
                                                        guint32              seed);
/* The time per move at every level, for benchmarks that play fast; 0
 * (the default): each level's own. */
void                chess_engine_set_move_time         (ChessEngine         *self,
                                                        guint                move_time);

/* Ends the process (quit, then kill); a search or start waiting for it
 * fails with G_IO_ERROR_CANCELLED. The next search starts a new one. After
 * any fault the engine stops by itself, so Retry is just another search. */
void                chess_engine_stop                  (ChessEngine         *self);

G_END_DECLS
