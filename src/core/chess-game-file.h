/* chess-game-file.h: which file a game came from or was saved to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-game.h"

G_BEGIN_DECLS

/* Kept on the game itself: undoing a replaced game brings its file back
 * with it, and a new game has none. */
typedef struct {
  GFile    *file;
  guint     index;          /* the game's place among the file's games */
  guint     n_games;
  gboolean  save_in_place;  /* the file holds this game alone */
} ChessGameFile;

/* NULL for a game without a file. */
ChessGameFile *chess_game_file_get (ChessGame *game);
/* GAME is the INDEX-th of N_GAMES games in FILE. */
void           chess_game_file_set (ChessGame *game,
                                    GFile     *file,
                                    guint      index,
                                    guint      n_games);

G_END_DECLS
