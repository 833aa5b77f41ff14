/* chess-engine-process-private.h: an engine's process and its pipes, for
 * chess-engine.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _ChessEngineProcess ChessEngineProcess;

/* A line the engine wrote, without its line end. */
typedef void (*ChessEngineLineFunc)   (const char *line,
                                       gpointer    user_data);
/* The engine closed its output (it ended or crashed; ERROR is NULL), or
 * broke the protocol: ERROR is G_IO_ERROR_MESSAGE_TOO_LARGE for a line
 * longer than 64 KB. No line comes after. */
typedef void (*ChessEngineClosedFunc) (const GError *error,
                                       gpointer      user_data);

/* Starts PATH with its standard input and output as pipes and its errors
 * silenced, and reads its lines in the main context of the caller, in
 * bounded pieces: a few milliseconds of lines per main loop turn. */
ChessEngineProcess *chess_engine_process_spawn (const char            *path,
                                                ChessEngineLineFunc    on_line,
                                                ChessEngineClosedFunc  on_closed,
                                                gpointer               user_data,
                                                GError               **error);

/* The same for PROGRAM, a path or a name on PATH, with its failures as
 * CHESS_ENGINE_ERROR_NOT_FOUND or _FAILED_TO_START. */
ChessEngineProcess *chess_engine_process_start (const char            *program,
                                                ChessEngineLineFunc    on_line,
                                                ChessEngineClosedFunc  on_closed,
                                                gpointer               user_data,
                                                GError               **error);

/* Queues one line for the engine; never blocks. */
void                chess_engine_process_send  (ChessEngineProcess    *self,
                                                const char            *format,
                                                ...) G_GNUC_PRINTF (2, 3);

/* Calls back no more, asks the engine to quit (KILL: kills it at once,
 * for an engine that stopped listening) and kills it if it has not ended
 * after a short grace. SELF is freed once the process has ended. */
void                chess_engine_process_close (ChessEngineProcess    *self,
                                                gboolean               kill);

G_END_DECLS
