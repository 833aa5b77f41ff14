/* chess-uci-private.h: UCI lines in and out, for chess-engine.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game.h"

G_BEGIN_DECLS

/* How long a hint search takes, at full strength. */
#define CHESS_UCI_HINT_MOVE_TIME 1000

/* What a level asks of the engine: a time per move and, below full
 * strength, a rating. ELO is 0 at full strength. */
typedef struct {
  guint move_time;
  gint  elo;
} ChessUciLevel;

const ChessUciLevel *chess_uci_get_level          (guint                level);

/* The options that matter to ChessEngine, as the engine announced them. */
typedef struct {
  gboolean chess960;
  gboolean limit_strength;
  gboolean elo;
  gint     elo_min;
  gint     elo_max;
  gboolean skill;
  gint     skill_min;
  gint     skill_max;
} ChessUciOptions;

/* Records an "option name … type … min … max …" line. */
void            chess_uci_options_add             (ChessUciOptions     *options,
                                                   const char          *line);
/* The "setoption" commands that set LEVEL's strength, NULL-terminated. */
GStrv           chess_uci_strength_commands       (const ChessUciOptions *options,
                                                   guint                level);

/* The first word of LINE and, in REST, where the words after it start
 * (never NULL). UCI allows any run of spaces and tabs between words. */
char           *chess_uci_first_word              (const char          *line,
                                                   const char         **rest);

/* Whether a UCI engine can hold POSITION: not with two castling rooks on
 * one side of a king. */
gboolean        chess_uci_position_is_supported   (const ChessPosition *position,
                                                   GError             **error);

/* "position fen … moves …" for GAME's current position. BASE_FEN gets the
 * FEN the line starts from, which tells a new game from a continued one. */
char           *chess_uci_position_command        (ChessGame           *game,
                                                   char               **base_fen,
                                                   GError             **error);

/* The move of a "bestmove" line if it is legal in POSITION; otherwise
 * CHESS_ENGINE_ERROR_GARBAGE or CHESS_ENGINE_ERROR_ILLEGAL_MOVE. */
ChessMove      *chess_uci_parse_bestmove          (const ChessPosition *position,
                                                   const char          *line,
                                                   GError             **error);

G_END_DECLS
