/* chess-types.h: enumerations shared by the whole rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "chess-variant.h"

G_BEGIN_DECLS

/* Squares are numbered 0 (a1) to 63 (h8): file + 8 * rank. */
#define CHESS_SQUARE(file, rank) ((file) + 8 * (rank))
#define CHESS_SQUARE_FILE(sq) ((sq) & 7)
#define CHESS_SQUARE_RANK(sq) ((sq) >> 3)
#define CHESS_NO_SQUARE 64

typedef enum {
  CHESS_COLOR_WHITE,
  CHESS_COLOR_BLACK,
} ChessColor;

typedef enum {
  CHESS_PIECE_TYPE_NONE,
  CHESS_PIECE_TYPE_PAWN,
  CHESS_PIECE_TYPE_KNIGHT,
  CHESS_PIECE_TYPE_BISHOP,
  CHESS_PIECE_TYPE_ROOK,
  CHESS_PIECE_TYPE_QUEEN,
  CHESS_PIECE_TYPE_KING,
} ChessPieceType;

typedef enum {
  CHESS_CASTLING_SIDE_NONE,
  CHESS_CASTLING_SIDE_A,   /* king ends on the c- or d-file: 0-0-0 */
  CHESS_CASTLING_SIDE_H,   /* king ends on the f- or g-file: 0-0 */
} ChessCastlingSide;

/* FIDE Laws, Guidelines II.3.2 */
typedef enum {
  CHESS_CASTLING_METHOD_NONE,
  CHESS_CASTLING_METHOD_DOUBLE_MOVE,
  CHESS_CASTLING_METHOD_TRANSPOSITION,
  CHESS_CASTLING_METHOD_KING_MOVE_ONLY,
  CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY,
} ChessCastlingMethod;

typedef enum {
  CHESS_RESULT_NONE,
  CHESS_RESULT_WHITE_WINS,
  CHESS_RESULT_BLACK_WINS,
  CHESS_RESULT_DRAW,
} ChessResult;

typedef enum {
  CHESS_RESULT_REASON_NONE,
  CHESS_RESULT_REASON_CHECKMATE,
  CHESS_RESULT_REASON_STALEMATE,
  CHESS_RESULT_REASON_THREEFOLD_REPETITION,
  CHESS_RESULT_REASON_FIVEFOLD_REPETITION,
  CHESS_RESULT_REASON_FIFTY_MOVES,
  CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES,
  CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL,
  CHESS_RESULT_REASON_RESIGNATION,
  CHESS_RESULT_REASON_DRAW_AGREED,
  CHESS_RESULT_REASON_TIMEOUT,
  CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL,
} ChessResultReason;

/* Which draw the player to move may claim right now (Laws 9.2, 9.3). */
typedef enum {
  CHESS_DRAW_CLAIM_NONE,
  CHESS_DRAW_CLAIM_THREEFOLD_REPETITION,
  CHESS_DRAW_CLAIM_FIFTY_MOVES,
} ChessDrawClaim;

/* How the computer answered the user's draw offer (see
 * chess_match_judge_draw_offer()). */
typedef enum {
  CHESS_DRAW_ANSWER_NONE,        /* no offer answered since the last move */
  CHESS_DRAW_ANSWER_PENDING,     /* it is thinking about it */
  CHESS_DRAW_ANSWER_ACCEPTED,
  CHESS_DRAW_ANSWER_DECLINED_BETTER,  /* it stands better */
  CHESS_DRAW_ANSWER_DECLINED_EARLY,   /* level, but too early to agree */
} ChessDrawAnswer;

typedef enum /*< flags >*/ {
  CHESS_FEN_FLAGS_NONE = 0,
  CHESS_FEN_FLAGS_SHREDDER = 1 << 0,   /* castling rights as rook files (HAha) */
} ChessFenFlags;

typedef enum /*< flags >*/ {
  CHESS_SAN_FLAGS_NONE = 0,
  CHESS_SAN_FLAGS_FIGURINE = 1 << 0,   /* ♘f3 instead of Nf3 */
  CHESS_SAN_FLAGS_ZEROES = 1 << 1,     /* 0-0 instead of O-O */
} ChessSanFlags;

#define CHESS_ERROR (chess_error_quark ())
GQuark chess_error_quark (void);

typedef enum {
  CHESS_ERROR_INVALID_FEN,
  CHESS_ERROR_INVALID_NUMBER,
  CHESS_ERROR_INVALID_VARIANT,
  CHESS_ERROR_INVALID_MOVE,
  CHESS_ERROR_ILLEGAL_MOVE,
  CHESS_ERROR_AMBIGUOUS_MOVE,
  CHESS_ERROR_INVALID_PGN,
  CHESS_ERROR_ALL_EXCLUDED,
  CHESS_ERROR_GAME_OVER,
  /* A pawn move to the last rank that names no piece to promote to. */
  CHESS_ERROR_MISSING_PROMOTION,
  /* A start position the event excludes or has already used. */
  CHESS_ERROR_POSITION_EXCLUDED,
  /* An event file that is truncated, damaged or not an event at all. */
  CHESS_ERROR_INVALID_EVENT,
  /* The event is open read-only: another copy writes it, or it was
   * recovered from a damaged file. */
  CHESS_ERROR_READ_ONLY,
  /* A result is on screen and must be confirmed or set aside first. */
  CHESS_ERROR_RESULT_PENDING,
  /* chess_event_verify(): the record or a verifiable draw does not check. */
  CHESS_ERROR_RECORD_INVALID,
  /* An import of an event that is already here (same identity). */
  CHESS_ERROR_EVENT_EXISTS,
  /* A verifiable draw without the secret key, or with a wrong one. */
  CHESS_ERROR_NO_KEY,
} ChessError;

/* "white" or "black": a colour's name in files and settings (the enum's
 * nicks, as in the settings schema), read back exactly as written. The
 * UI's names are in chess-ui-names.c. */
const char *chess_color_to_string   (ChessColor    color);
gboolean    chess_color_from_string (const char   *text,
                                     ChessColor   *color);
char        chess_square_file_char (guint square);
/* The piece of an upper-case back-rank letter (KQRBN, and P), NONE for
 * anything else ('.' for an empty square). */
ChessPieceType chess_piece_type_from_letter (char letter);
gboolean    chess_square_from_string (const char *text, guint *square);
char       *chess_square_to_string (guint square);

G_END_DECLS
