/* chess-game-files.h: a window's game as PGN: opened from a file or pasted
 * text, saved to a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-match.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_FILES (chess_game_files_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameFiles, chess_game_files, CHESS, GAME_FILES, GObject)

/* Signals:
 *   ::replace-game (ChessGame *game, const char *title): a game read from a
 *     file or pasted text is to replace MATCH's, with a toast titled TITLE
 *     whose Undo brings the old one back;
 *   ::toast (const char *title): something the user should hear of.
 * Files are read and written with GIO's asynchronous calls (through the
 * document portal inside Flatpak), their games parsed in a thread;
 * questions and errors are dialogs over WINDOW. */

/* The files of MATCH's games, with WINDOW (not referenced: the window
 * owns this and closes it as it goes) over its dialogs. */
ChessGameFiles *chess_game_files_new              (GtkWindow      *window,
                                                   ChessMatch     *match);
/* Cancels what is being read and the chooser; a write goes on to the
 * end, so that closing never loses a save. */
void            chess_game_files_close            (ChessGameFiles *self);

/* Reads FILE and opens its game, or lets the user pick one of its games;
 * a file that cannot be read leaves the game as it is and says why. */
void            chess_game_files_open             (ChessGameFiles *self,
                                                   GFile          *file);
void            chess_game_files_choose_and_open  (ChessGameFiles *self);
/* Whether pasted TEXT is PGN rather than FEN: it starts with a tag, a
 * comment or a move number. */
gboolean        chess_game_files_text_is_pgn      (const char     *text);
/* Opens the game of TEXT (one of its games, when it has several), or
 * says why it cannot. */
void            chess_game_files_paste_pgn        (ChessGameFiles *self,
                                                   const char     *text);

/* Writes the game to its file when that holds this game alone, else asks
 * where (Save As). */
void            chess_game_files_save             (ChessGameFiles *self);
void            chess_game_files_save_as          (ChessGameFiles *self);
/* Writes the game to FILE (asking first when FILE holds other games),
 * which becomes the game's file. What Save As calls once a file is
 * chosen. */
void            chess_game_files_save_to_file     (ChessGameFiles *self,
                                                   GFile          *file);

/* FILE's name as the user knows it, valid UTF-8. */
char           *chess_game_files_display_name     (GFile          *file);
/* GAME's file for a subtitle (“club.pgn · Game 2 of 12”), or NULL. */
char           *chess_game_files_describe         (ChessGame      *game);

G_END_DECLS
