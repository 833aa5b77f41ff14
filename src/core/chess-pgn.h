/* chess-pgn.h: Portable Game Notation, read and written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game.h"

G_BEGIN_DECLS

/* Every game in TEXT, as a GPtrArray of ChessGame (owning them). On error,
 * nothing is returned and the message names the line and what is wrong. */
GPtrArray  *chess_pgn_read   (const char  *text,
                              gssize       length,
                              GError     **error);
/* The same, for TEXT that starts on line FIRST_LINE of a file (one game
 * of a ChessPgnIndex or ChessPgnScanner): errors name the file's lines. */
GPtrArray  *chess_pgn_read_from_line (const char  *text,
                                      gssize       length,
                                      guint        first_line,
                                      GError     **error);
/* One game in export format: Seven Tag Roster first, then Variant, SetUp
 * and FEN where needed, the other tags, and movetext wrapped at 79. */
char       *chess_pgn_write  (ChessGame   *game);

G_END_DECLS
