/* chess-game-picker.h: a dialog that lists the games of a PGN file and
 * opens the one the user picks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-game.h"
#include "chess-pgn-index.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_PICKER (chess_game_picker_get_type ())
G_DECLARE_FINAL_TYPE (ChessGamePicker, chess_game_picker, CHESS, GAME_PICKER, AdwBin)

/* A dialog over PARENT listing GAMES (ChessGame*, in the order of the
 * file named NAME), searchable by players, event and date. Signal
 * "game-chosen" (ChessGame *game, guint index in GAMES) when the user
 * opens one; the dialog then closes. The content of a dialog attached to
 * PARENT, or of a window of its own, as chess-compat.h makes it; not yet
 * shown (chess_game_picker_present ()). */
ChessGamePicker *chess_game_picker_new           (GtkWindow       *parent,
                                                  GPtrArray       *games,
                                                  const char      *name);
/* A dialog over PARENT for the file named NAME while it is read: a
 * progress bar (chess_game_picker_set_progress ()) until
 * chess_game_picker_set_index () lists its games. Closing it is Cancel:
 * the picker is destroyed as its dialog goes. */
ChessGamePicker *chess_game_picker_new_loading   (GtkWindow       *parent,
                                                  const char      *name);
void             chess_game_picker_present       (ChessGamePicker *self);
/* Closes it (shown or not), as Cancel does, and frees it. */
void             chess_game_picker_close         (ChessGamePicker *self);
void             chess_game_picker_set_progress  (ChessGamePicker *self,
                                                  double           fraction);
/* The games INDEX found in TEXT: listed from their tags, each parsed only
 * when opened (an error then is shown over the dialog). */
void             chess_game_picker_set_index     (ChessGamePicker *self,
                                                  GBytes          *text,
                                                  ChessPgnIndex   *index);
/* The same for a file too big to keep its text: STREAM, open on it, is
 * read where the game chosen starts (in a thread), unless the file no
 * longer has ETAG (its etag when indexed; NULL: not checked). */
void             chess_game_picker_set_index_stream (ChessGamePicker  *self,
                                                     GFileInputStream *stream,
                                                     const char       *etag,
                                                     ChessPgnIndex    *index);
/* GAMES (ChessGame*, in the file's order), read already, listed. */
void             chess_game_picker_set_games     (ChessGamePicker *self,
                                                  GPtrArray       *games);
/* How many games the search leaves in the list. */
guint            chess_game_picker_get_n_shown   (ChessGamePicker *self);

/* A tag's value, or NULL when the game has none or an empty or unknown
 * (“?”) one. */
const char      *chess_game_picker_get_tag       (ChessGame       *game,
                                                  const char      *name);
/* The Date tag as far as it is known: “2025.03.14”, “2025” for
 * “2025.??.??”, NULL for “????.??.??”. */
char            *chess_game_picker_get_date      (ChessGame       *game);

/* “White – Black” and “Event · Date · 28 moves · SP 101 · QNBBRNKR”, as
 * the list shows GAME; also for other places that name a game. */
char            *chess_game_picker_describe_players (ChessGame    *game);
char            *chess_game_picker_describe_details (ChessGame    *game);

G_END_DECLS
