/* chess-game.h: a game from its start position, with undo, redo and result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME (chess_game_get_type ())
G_DECLARE_FINAL_TYPE (ChessGame, chess_game, CHESS, GAME, GObject)

ChessGame          *chess_game_new                (const ChessPosition *start);
ChessGame          *chess_game_new_start          (ChessVariant        variant,
                                                   guint               number,
                                                   GError            **error);

ChessVariant        chess_game_get_variant        (ChessGame          *self);
const ChessPosition *chess_game_get_start_position (ChessGame         *self);
/* The start position's number, or -1 when it is not a numbered start. */
gint                chess_game_get_start_number   (ChessGame          *self);
/* The position after the last move played (not the redo stack). */
const ChessPosition *chess_game_get_position      (ChessGame          *self);
/* PLY 0 is the start; PLY n the position after the n-th half-move. */
const ChessPosition *chess_game_get_position_at   (ChessGame          *self,
                                                   guint               ply);
guint               chess_game_get_n_moves        (ChessGame          *self);
const ChessMove    *chess_game_get_move           (ChessGame          *self,
                                                   guint               ply);
/* SAN of move PLY (1-based like get_position_at: move PLY leads to it). */
const char         *chess_game_get_san            (ChessGame          *self,
                                                   guint               ply);

/* Plays MOVE if it is legal in the current position and the game is not
 * over; clears the redo stack unless MOVE is the next move on it. */
gboolean            chess_game_play               (ChessGame          *self,
                                                   const ChessMove    *move,
                                                   GError            **error);
/* SAN or UCI. */
gboolean            chess_game_play_text          (ChessGame          *self,
                                                   const char         *text,
                                                   GError            **error);
gboolean            chess_game_can_undo           (ChessGame          *self);
gboolean            chess_game_can_redo           (ChessGame          *self);
/* Takes back a resignation, agreed draw, claim or timeout first, then moves. */
gboolean            chess_game_undo               (ChessGame          *self);
gboolean            chess_game_redo               (ChessGame          *self);

ChessResult         chess_game_get_result         (ChessGame          *self);
ChessResultReason   chess_game_get_result_reason  (ChessGame          *self);
ChessDrawClaim      chess_game_get_claimable_draw (ChessGame          *self);
gboolean            chess_game_claim_draw         (ChessGame          *self);
gboolean            chess_game_resign             (ChessGame          *self,
                                                   ChessColor          color);
gboolean            chess_game_agree_draw         (ChessGame          *self);
/* COLOR's flag fell: a loss, or a draw when the other side cannot mate. */
gboolean            chess_game_flag_fall          (ChessGame          *self,
                                                   ChessColor          color);
/* For imported games whose result the moves do not show (e.g. "1-0" after
 * a resignation recorded in a PGN file). */
void                chess_game_set_result         (ChessGame          *self,
                                                   ChessResult         result,
                                                   ChessResultReason   reason);

/* PGN tags, kept in the order they were set. NULL VALUE removes a tag. */
const char         *chess_game_get_tag            (ChessGame          *self,
                                                   const char         *name);
void                chess_game_set_tag            (ChessGame          *self,
                                                   const char         *name,
                                                   const char         *value);
/* NULL-terminated, owned by the game. */
const char * const *chess_game_get_tag_names      (ChessGame          *self);

const char         *chess_result_to_string        (ChessResult         result);

G_END_DECLS
