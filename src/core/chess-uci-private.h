/* chess-uci-private.h: UCI lines in and out, for chess-engine.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game.h"

G_BEGIN_DECLS

/* How long a hint search takes, at full strength. */
#define CHESS_UCI_HINT_MOVE_TIME 1000
/* How long an evaluation (CHESS_ENGINE_SEARCH_EVALUATE) takes. */
#define CHESS_UCI_EVALUATE_MOVE_TIME 500

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
  gboolean multipv;
  gint     multipv_max;
} ChessUciOptions;

/* Records an "option name … type … min … max …" line. */
void            chess_uci_options_add             (ChessUciOptions     *options,
                                                   const char          *line);

/* chess-engine-levels.c: what a level asks of the engine. Every level has
 * a time per move; below full strength a rating, used where the engine's
 * UCI_Elo goes that low, and a way to weaken the engine below its floor
 * (see chess-engine-levels.c). */
typedef struct {
  guint move_time;     /* ms, "go movetime" */
  gint  elo;           /* 0 at full strength */
  guint depth;         /* weakened: "go depth" */
  guint multipv;       /* weakened: the candidates asked for */
  guint temperature;   /* weakened: centipawns, how far from the best a
                        * candidate's chances fall by a factor e */
  guint oversight;     /* weakened: per cent of moves that are the
                        * shallowest search's choice */
} ChessUciLevel;

const ChessUciLevel *chess_uci_get_level          (guint                level);

typedef enum {
  CHESS_UCI_STRENGTH_FULL,
  CHESS_UCI_STRENGTH_ELO,        /* UCI_LimitStrength and UCI_Elo */
  CHESS_UCI_STRENGTH_SKILL,      /* Skill Level */
  CHESS_UCI_STRENGTH_WEAKENED,   /* candidates chosen by ChessEngine */
} ChessUciStrengthKind;

/* How one level is played by one engine. */
typedef struct {
  ChessUciStrengthKind kind;
  gint                 value;        /* the Elo or Skill Level set */
  guint                depth;        /* 0: the time alone limits */
  guint                multipv;      /* 1: one line */
  guint                temperature;
  guint                oversight;
} ChessUciStrength;

void            chess_uci_get_strength            (const ChessUciOptions *options,
                                                   guint                level,
                                                   ChessUciStrength    *strength);
/* The "setoption" commands that set STRENGTH, NULL-terminated. */
GStrv           chess_uci_strength_commands       (const ChessUciOptions  *options,
                                                   const ChessUciStrength *strength);

/* What one "info" line says; FALSE for one without a score and a move. */
#define CHESS_UCI_MOVE_MAX 8
typedef struct {
  guint    depth;
  guint    multipv;          /* 1 for the best line */
  gboolean mate;
  gint     score;            /* centipawns, or moves to mate */
  gboolean bound;            /* lowerbound or upperbound: not final */
  char     move[CHESS_UCI_MOVE_MAX];  /* the first move of the pv */
} ChessUciInfo;

gboolean        chess_uci_parse_info              (const char          *line,
                                                   ChessUciInfo        *info);
/* A score on one scale, mates beyond any centipawns. */
gint            chess_uci_info_rank               (const ChessUciInfo  *info);
/* Which of N candidates ranked RANKS (best first) a weakened level plays:
 * each with a chance proportional to exp ((rank - best) / TEMPERATURE).
 * Draws one number from RAND, always. */
guint           chess_uci_choose_candidate        (const gint          *ranks,
                                                   guint                n,
                                                   guint                temperature,
                                                   GRand               *rand);

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
