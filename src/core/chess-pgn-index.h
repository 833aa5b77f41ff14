/* chess-pgn-index.h: where each game of a PGN text starts, and the tags a
 * list of games shows, found without reading a single move
 *
 * For files of many games (a site's export: 100,000 games, 46 MB): the
 * games are listed from the index, and only the one the user opens is
 * parsed (chess_pgn_read () on its bytes). The text is fed in pieces of
 * any size, so a file is indexed as it is read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PGN_INDEX (chess_pgn_index_get_type ())

typedef struct _ChessPgnIndex ChessPgnIndex;

GType          chess_pgn_index_get_type    (void) G_GNUC_CONST;
ChessPgnIndex *chess_pgn_index_new         (void);
ChessPgnIndex *chess_pgn_index_ref         (ChessPgnIndex *self);
void           chess_pgn_index_unref       (ChessPgnIndex *self);
/* The whole of TEXT (LENGTH -1: NUL-terminated), finished. */
ChessPgnIndex *chess_pgn_index_new_for_text (const char   *text,
                                             gssize        length);

/* The next LENGTH bytes of the text. A game is split from the next where
 * a tag pair starts after its movetext, or after its result: tag pairs,
 * moves and results inside { } and ; comments, % escape lines and tag
 * strings (with \" and \\) count for nothing. */
void           chess_pgn_index_feed        (ChessPgnIndex *self,
                                            const char    *data,
                                            gsize          length);
/* The text has ended: its last game is complete. */
void           chess_pgn_index_finish      (ChessPgnIndex *self);
/* How many bytes have been fed. */
guint64        chess_pgn_index_get_n_bytes (ChessPgnIndex *self);

guint          chess_pgn_index_get_n_games (ChessPgnIndex *self);
/* Game INDEX's bytes: from its first tag (or move), or the { } or ;
 * comment before them that chess_pgn_read () gives the game, to the end
 * of its result, or else to the start of the next game or the end of
 * the text.
 * chess_pgn_read () on them reads the game alone. */
guint64        chess_pgn_index_get_offset  (ChessPgnIndex *self,
                                            guint          index);
guint64        chess_pgn_index_get_length  (ChessPgnIndex *self,
                                            guint          index);
/* The line (from 1) on which game INDEX starts. */
guint          chess_pgn_index_get_line    (ChessPgnIndex *self,
                                            guint          index);
/* One of the Seven Tag Roster (Event, Site, Date, Round, White, Black,
 * Result) or Variant, as the file gives it (escapes undone), or NULL when
 * the game has none. Other names are not kept: NULL. */
const char    *chess_pgn_index_get_tag     (ChessPgnIndex *self,
                                            guint          index,
                                            const char    *name);

/* Game INDEX of TEXT (the text indexed), read with chess_pgn_read ():
 * an error names the line in the whole text. */
ChessGame     *chess_pgn_index_read_game   (ChessPgnIndex *self,
                                            const char    *text,
                                            guint          index,
                                            GError       **error);

/* The same, the text read from STREAM (seekable, which holds the text
 * indexed from its start): only the game's bytes are read, so a file of
 * 100,000 games need not stay in memory while its games are listed. */
ChessGame     *chess_pgn_index_read_game_from_stream (ChessPgnIndex  *self,
                                                      GInputStream   *stream,
                                                      guint           index,
                                                      GCancellable   *cancellable,
                                                      GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPgnIndex, chess_pgn_index_unref)

G_END_DECLS
