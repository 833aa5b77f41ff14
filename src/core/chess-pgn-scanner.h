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
 * (chess_pgn_read_from_line()) only when it is wanted. Comments that
 * run over lines, tag values with brackets and %-escape lines do not
 * cut a game.
 *
 * A game starts at a tag line that follows movetext (or at the first
 * text of the stream). Games without tags, one after another, come as
 * one piece: chess_pgn_read() separates them by their results. */
typedef struct _ChessPgnScanner ChessPgnScanner;

typedef struct {
  const char *text;      /* the game's bytes, owned by the scanner until the next call */
  gsize       length;
  goffset     offset;    /* of its first byte in the stream */
  guint       line;      /* its first line, from 1 */
  guint       n_lines;   /* the lines it spans */
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

/* The tag pairs at the head of a game's TEXT, as NAME, VALUE, NAME,
 * VALUE…, NULL-terminated (free with g_strfreev()); a malformed tag line
 * ends them. For an index or a game picker: the moves are not read. */
char           **chess_pgn_scan_tags          (const char           *text,
                                               gsize                 length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPgnScanner, chess_pgn_scanner_free)

G_END_DECLS
