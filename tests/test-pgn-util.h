/* test-pgn-util.h: what the PGN tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game.h"

G_BEGIN_DECLS

/* The contents of tests/data/pgn/NAME, and its LENGTH (may be NULL). */
char      *load_data        (const char *name,
                             gsize      *length);
/* The games of TEXT, which must read without an error and hold N_GAMES. */
GPtrArray *read_ok          (const char *text,
                             guint       n_games);
/* The INDEX-th game of GAMES (a GPtrArray of ChessGame). */
ChessGame *game_at          (GPtrArray  *games,
                             guint       index);
/* Checks the FEN of GAME's position after its last move. */
void       assert_final_fen (ChessGame  *game,
                             const char *expected);

G_END_DECLS
