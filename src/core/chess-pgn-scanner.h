/* chess-pgn-scanner.h: PGN files cut into games as they stream in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A scanner reads a PGN stream in chunks and hands out one game's text
 * at a time, with where it stands in the stream (byte offset and line)
 * and its tags, without parsing the moves: a file of any size is
 * indexed in one pass and never sits in memory, and a game is parsed
 * (chess_pgn_read_from_line()) only when it is wanted.
 *
 * The games are ChessPgnIndex's, found the same way as the app's game
 * picker finds them: a game's bytes run from its first tag (or move) to
 * the end of its result; comments, tag strings and %-escape lines do
 * not cut a game, and games without tags are cut at their results. */
typedef struct _ChessPgnScanner ChessPgnScanner;

typedef struct {
  const char *text;      /* the game's bytes, owned by the scanner until the next call */
  gsize       length;
  goffset     offset;    /* of its first byte in the stream */
  guint       line;      /* its first line, from 1 */
} ChessPgnScannedGame;

ChessPgnScanner *chess_pgn_scanner_new        (GInputStream         *stream);
void             chess_pgn_scanner_free       (ChessPgnScanner      *self);
/* The next game into GAME: TRUE, or FALSE at the end of the stream (ERROR
 * unset) or on a read error. Text with nothing but blanks and comments
 * after the last game is no game. */
gboolean         chess_pgn_scanner_next       (ChessPgnScanner      *self,
                                               ChessPgnScannedGame  *game,
                                               GCancellable         *cancellable,
                                               GError              **error);
/* One of the Seven Tag Roster or Variant of the game handed out last (as
 * chess_pgn_index_get_tag () gives it), valid until the next call. */
const char      *chess_pgn_scanner_get_tag    (ChessPgnScanner      *self,
                                               const char           *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPgnScanner, chess_pgn_scanner_free)

G_END_DECLS
