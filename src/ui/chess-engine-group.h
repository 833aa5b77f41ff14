/* chess-engine-group.h: the preferences' choice of chess engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_GROUP (chess_engine_group_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngineGroup, chess_engine_group, CHESS, ENGINE_GROUP, AdwPreferencesGroup)

/* The chosen engine's program, "" for Stockfish found by default: what
 * the engine-path key holds. */
const char *chess_engine_group_get_engine_path (ChessEngineGroup *self);
void        chess_engine_group_set_engine_path (ChessEngineGroup *self,
                                                const char       *engine_path);

G_END_DECLS
