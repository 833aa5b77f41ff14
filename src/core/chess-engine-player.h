/* chess-engine-player.h: a UCI engine playing one side of a game, and
 * giving hints to the other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-engine.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_PLAYER (chess_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (ChessEnginePlayer, chess_engine_player, CHESS, ENGINE_PLAYER, GObject)

/* Properties: "engine-path" (the engine to start; NULL or "" for none),
 * "level", "color" (the side the engine plays) and "generation". */

ChessEnginePlayer *chess_engine_player_new            (const char          *engine_path,
                                                        guint                level,
                                                        ChessColor           color);
const char        *chess_engine_player_get_engine_path (ChessEnginePlayer  *self);
/* Another engine: what is being searched is cancelled, and the next
 * search starts the new one. */
void               chess_engine_player_set_engine_path (ChessEnginePlayer  *self,
                                                        const char         *engine_path);
/* The engine process, once a search started it; NULL before. */
ChessEngine       *chess_engine_player_get_engine     (ChessEnginePlayer   *self);
guint              chess_engine_player_get_level      (ChessEnginePlayer   *self);
void               chess_engine_player_set_level      (ChessEnginePlayer   *self,
                                                        guint                level);
ChessColor         chess_engine_player_get_color      (ChessEnginePlayer   *self);
void               chess_engine_player_set_color      (ChessEnginePlayer   *self,
                                                        ChessColor           color);

/* Each change of what should be searched bumps the generation: a search
 * answers only the generation it was asked in, and an answer to an older
 * one is dropped (G_IO_ERROR_CANCELLED). Bumping cancels the search in
 * flight. */
guint              chess_engine_player_get_generation (ChessEnginePlayer   *self);
void               chess_engine_player_next_generation (ChessEnginePlayer  *self);

/* Whether a search is in flight, and which. */
gboolean           chess_engine_player_is_searching   (ChessEnginePlayer   *self,
                                                        ChessEngineSearch  *search);
/* A move for GAME's side to move (at the player's level for
 * CHESS_ENGINE_SEARCH_MOVE, full strength for a hint). One at a time:
 * call chess_engine_player_next_generation() first to replace one. */
void               chess_engine_player_search_async   (ChessEnginePlayer   *self,
                                                        ChessGame           *game,
                                                        ChessEngineSearch    search,
                                                        GAsyncReadyCallback  callback,
                                                        gpointer             user_data);
ChessMove         *chess_engine_player_search_finish  (ChessEnginePlayer   *self,
                                                        GAsyncResult        *result,
                                                        GError             **error);
/* Ends the engine process (after a fault: the next search starts anew). */
void               chess_engine_player_stop           (ChessEnginePlayer   *self);

/* The PGN name of the computer side, e.g. "Stockfish 16 (level 3)": the
 * engine's own name once it said it, else its file's. */
char              *chess_engine_player_describe       (ChessEnginePlayer   *self);

G_END_DECLS
