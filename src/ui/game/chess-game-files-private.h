/* chess-game-files-private.h: what ChessGameFiles's files share:
 * chess-game-files.c (the object, errors, the chooser),
 * chess-game-files-read.c (opening and pasting) and
 * chess-game-files-save.c (saving)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-compat.h"
#include "chess-game-file.h"
#include "chess-game-files.h"

G_BEGIN_DECLS

struct _ChessGameFiles
{
  GObject          parent_instance;

  GtkWindow       *window;
  ChessMatch      *match;
  /* Cancelled by chess_game_files_close(): reads and choosers then stop,
   * and NULL from then on. */
  GCancellable    *cancellable;
  /* The file chooser shown: a new one, or closing, takes it away. */
  GCancellable    *chooser_cancellable;
  /* Only the newest Open or Paste counts when several are on their way:
   * a new one cancels the read before it. */
  guint            open_serial;
  GCancellable    *read_cancellable;
};

/* FALSE once closed: what callbacks check on return. */
gboolean         _chess_game_files_is_open      (ChessGameFiles       *self);
void             _chess_game_files_toast        (ChessGameFiles       *self,
                                                 const char           *title);
void             _chess_game_files_replace_game (ChessGameFiles       *self,
                                                 ChessGame            *game,
                                                 const char           *title);
/* MESSAGE says what is wrong and where, after the name of FILE (NULL
 * for pasted text), as a compiler names a file and line, under HEADING. */
void             _chess_game_files_show_error   (ChessGameFiles       *self,
                                                 const char           *heading,
                                                 GFile                *file,
                                                 const char           *message);
/* chess-game-files-read.c: stops the read on its way, if any. */
void             _chess_game_files_cancel_read  (ChessGameFiles       *self);
/* Reads the games of BYTES in a thread; the callback gets a GPtrArray of
 * ChessGame, or the reader's error, from the finish function. */
void             _chess_game_files_parse_async  (GBytes               *bytes,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
GPtrArray       *_chess_game_files_parse_finish (GAsyncResult         *result,
                                                 GError              **error);
/* Called with the file chosen, only while SELF is open and the chooser
 * was not taken away. */
typedef void   (*ChessGameFilesChosen)          (ChessGameFiles       *self,
                                                 GFile                *file);
/* Shows the file chooser for CHOICE, with the PGN filters. */
void             _chess_game_files_run_chooser  (ChessGameFiles       *self,
                                                 ChessUiFileChoice    *choice,
                                                 ChessGameFilesChosen  chosen);

G_END_DECLS
