/* chess-uci-session-private.h: one conversation with a UCI engine, for
 * ChessEngine and ChessAnalyser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-engine-process-private.h"
#include "chess-uci-private.h"

G_BEGIN_DECLS

/* For each step of the handshake and the isready before a search: long
 * enough for an engine loading its network on a slow disk. */
#define CHESS_UCI_HANDSHAKE_TIMEOUT_MS 5000
/* What a search may take beyond its time before the engine counts as
 * hung (plus half the time again): engines overshoot "movetime" a little,
 * a loaded machine more. Also how long a cancelled search may take to
 * stop. */
#define CHESS_UCI_SEARCH_MARGIN_MS 3000

typedef enum {
  CHESS_UCI_SESSION_STOPPED,
  CHESS_UCI_SESSION_WAIT_UCIOK,
  CHESS_UCI_SESSION_WAIT_READYOK,  /* the end of the handshake */
  CHESS_UCI_SESSION_IDLE,
  CHESS_UCI_SESSION_SYNCING,       /* isready sent before a search */
  CHESS_UCI_SESSION_SEARCHING,     /* go sent */
  CHESS_UCI_SESSION_STOPPING,      /* stop sent for a cancelled search, whose
                                    * bestmove must not be taken for the
                                    * next one's */
} ChessUciSessionState;

/* What the session tells its owner. Each is called with the owner held. */
typedef struct {
  /* After "uciok" and UCI_Chess960, before the handshake's "isready": a
   * new process, so the owner sends its options afresh. */
  void (*configure)    (gpointer     owner);
  /* The engine is idle: the handshake ended, a cancelled search's
   * "bestmove" came, or the "readyok" of _chess_uci_session_sync() with
   * its TAG (0 for the other two). */
  void (*ready)        (gpointer     owner,
                        guint        tag);
  /* An "info" line of the search. */
  void (*info)         (gpointer     owner,
                        const char  *line);
  /* The search's "bestmove" line; the session is idle again. */
  void (*bestmove)     (gpointer     owner,
                        const char  *line);
  /* The process has ended (the session is stopped) with ERROR (owned). */
  void (*failed)       (gpointer     owner,
                        GError      *error);
  /* The engine said its name (may be NULL). */
  void (*name_changed) (gpointer     owner);
} ChessUciSessionFuncs;

/* Embedded in its owner, a GObject. One state machine: the handshake
 * (uci … uciok, UCI_Chess960, the owner's options, isready … readyok),
 * then for each search isready … readyok (if the owner asks), position
 * and go … bestmove, and stop … bestmove for a cancelled one. Every wait
 * has a timeout; after any fault the process is ended and forgotten, so
 * the next request starts a fresh one. Lines not expected in the current
 * state are ignored, as UCI asks. */
typedef struct {
  const ChessUciSessionFuncs *funcs;
  GObject              *owner;
  char                 *path;
  char                 *name;      /* as the engine said it */
  ChessEngineProcess   *process;
  ChessUciSessionState  state;
  guint                 timeout_id;
  guint                 search_timeout_ms;
  guint                 sync_tag;  /* of the isready sent */
  gboolean              heard_uci; /* an "id" or "option" line */
  ChessUciOptions       options;
  char                 *base_fen;  /* of the last position sent */
} ChessUciSession;

void     _chess_uci_session_init        (ChessUciSession            *self,
                                         const ChessUciSessionFuncs *funcs,
                                         GObject                    *owner);
/* Ends the process and frees what SELF holds. */
void     _chess_uci_session_clear       (ChessUciSession            *self);
/* Sets the program; the next process runs it. */
void     _chess_uci_session_set_path    (ChessUciSession            *self,
                                         const char                 *path);
/* The engine's name, or its path before it said one. */
const char *_chess_uci_session_display_name (ChessUciSession       *self);

/* Starts the process and the handshake, unless one runs. */
gboolean _chess_uci_session_start       (ChessUciSession            *self,
                                         GError                    **error);
/* Ends the process (KILL: at once, for one that stopped listening). */
void     _chess_uci_session_stop        (ChessUciSession            *self,
                                         gboolean                    kill);
/* Ends the process and hands ERROR (owned) to the owner's failed(). */
void     _chess_uci_session_fail        (ChessUciSession            *self,
                                         gboolean                    kill,
                                         GError                     *error);
void     _chess_uci_session_send        (ChessUciSession            *self,
                                         const char                 *format,
                                         ...) G_GNUC_PRINTF (2, 3);

/* Idle: "ucinewgame" when BASE_FEN (where the next position command
 * starts) is not the last one's. */
void     _chess_uci_session_new_game    (ChessUciSession            *self,
                                         const char                 *base_fen);
/* Idle: sends "isready"; its "readyok" calls ready() with TAG (not 0). */
void     _chess_uci_session_sync        (ChessUciSession            *self,
                                         guint                       tag);
/* Idle: sends the "go" line, and fails the search after TIMEOUT_MS
 * (0: never). */
void     _chess_uci_session_go          (ChessUciSession            *self,
                                         guint                       timeout_ms,
                                         const char                 *format,
                                         ...) G_GNUC_PRINTF (3, 4);
/* A search is being cancelled: "stop" if "go" was sent; its "bestmove"
 * is then dropped, and ready() follows it. */
void     _chess_uci_session_stop_search (ChessUciSession            *self);

/* Completes TASK when its cancellable fires, in the task's context rather
 * than in whatever thread cancels it: ON_CANCELLED gets TASK. */
void     _chess_uci_task_watch_cancellable (GTask                  *task,
                                            GCancellableSourceFunc  on_cancelled);
void     _chess_uci_task_stop_watching     (GTask                  *task);

G_END_DECLS
