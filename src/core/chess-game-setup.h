/* chess-game-setup.h: everything New Game chooses, as one value: the
 * variant and start, the clocks, the opponent, the side at the bottom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-clock.h"
#include "chess-exclusions.h"
#include "chess-game.h"
#include "chess-time-control.h"

G_BEGIN_DECLS

/* The enumerations below are also the settings schema's (new-game-…
 * keys): data/meson.build generates the schema's enums from this header,
 * so a nick here is a value stored in the user's settings. Never rename
 * one. */

/* How the start position is chosen. */
typedef enum {
  CHESS_START_CHOICE_RANDOM,   /* drawn when the game starts */
  CHESS_START_CHOICE_NUMBER,   /* a start position number */
  CHESS_START_CHOICE_FEN,      /* any position, as FEN */
} ChessStartChoice;

/* Who plays the user. */
typedef enum {
  CHESS_OPPONENT_PLAYER,       /* another person at the same computer */
  CHESS_OPPONENT_COMPUTER,     /* the chess engine */
} ChessOpponent;

/* The colour the user plays against the computer. */
typedef enum {
  CHESS_PLAYER_COLOR_WHITE,
  CHESS_PLAYER_COLOR_BLACK,
  CHESS_PLAYER_COLOR_RANDOM,   /* drawn when the game starts */
} ChessPlayerColor;

#define CHESS_TYPE_GAME_SETUP (chess_game_setup_get_type ())

typedef struct _ChessGameSetup ChessGameSetup;

GType             chess_game_setup_get_type            (void) G_GNUC_CONST;
/* The defaults of the settings schema: a random Chess960 start, no
 * clocks (Custom offers 10+0), another player, level 3, White. */
ChessGameSetup   *chess_game_setup_new                 (void);
ChessGameSetup   *chess_game_setup_copy                (const ChessGameSetup *self);
void              chess_game_setup_free                (ChessGameSetup       *self);
gboolean          chess_game_setup_equal               (const ChessGameSetup *a,
                                                        const ChessGameSetup *b);

/* The new-game-… keys of SETTINGS (the app's schema). A value the schema
 * allows but the setup cannot use (an unreadable time control) is left at
 * its default. */
ChessGameSetup   *chess_game_setup_new_from_settings   (GSettings            *settings);
/* Writes every new-game-… key of SETTINGS as one change: through a
 * delayed twin of SETTINGS, so that no one sees half a setup. */
void              chess_game_setup_save_to_settings    (const ChessGameSetup *self,
                                                        GSettings            *settings);

ChessVariant      chess_game_setup_get_variant         (const ChessGameSetup *self);
/* A start number beyond the variant's stays: it is offered again when
 * the variant changes back (Chess960x3's 2000 after a Chess960 game). */
void              chess_game_setup_set_variant         (ChessGameSetup       *self,
                                                        ChessVariant          variant);
ChessStartChoice  chess_game_setup_get_start_choice    (const ChessGameSetup *self);
void              chess_game_setup_set_start_choice    (ChessGameSetup       *self,
                                                        ChessStartChoice      choice);
/* The number NUMBER chooses, kept while the choice is RANDOM or FEN. */
guint             chess_game_setup_get_start_number    (const ChessGameSetup *self);
void              chess_game_setup_set_start_number    (ChessGameSetup       *self,
                                                        guint                 number);
/* The position FEN chooses; "" for none. */
const char       *chess_game_setup_get_fen             (const ChessGameSetup *self);
void              chess_game_setup_set_fen             (ChessGameSetup       *self,
                                                        const char           *fen);
/* Whether the board shows Black's side at the bottom (against the
 * computer, the user's side is there instead). */
gboolean          chess_game_setup_get_black_at_bottom (const ChessGameSetup *self);
void              chess_game_setup_set_black_at_bottom (ChessGameSetup       *self,
                                                        gboolean              black_at_bottom);
/* The clocks, or NULL for none. */
const ChessTimeControl *chess_game_setup_get_time_control (const ChessGameSetup   *self);
void              chess_game_setup_set_time_control    (ChessGameSetup         *self,
                                                        const ChessTimeControl *time_control);
/* What New Game's Custom clock offers, chosen or not. Never NULL. */
const ChessTimeControl *chess_game_setup_get_custom_time_control (const ChessGameSetup   *self);
void              chess_game_setup_set_custom_time_control (ChessGameSetup         *self,
                                                            const ChessTimeControl *time_control);
ChessOpponent     chess_game_setup_get_opponent        (const ChessGameSetup *self);
void              chess_game_setup_set_opponent        (ChessGameSetup       *self,
                                                        ChessOpponent         opponent);
/* The computer's level, CHESS_ENGINE_MIN_LEVEL to _MAX_LEVEL (clamped). */
guint             chess_game_setup_get_engine_level    (const ChessGameSetup *self);
void              chess_game_setup_set_engine_level    (ChessGameSetup       *self,
                                                        guint                 level);
ChessPlayerColor  chess_game_setup_get_player_color    (const ChessGameSetup *self);
void              chess_game_setup_set_player_color    (ChessGameSetup       *self,
                                                        ChessPlayerColor      color);

/* The start number the game will have, or -1 when it is drawn (RANDOM)
 * or given as FEN. Standard chess always has SP 518. */
gint              chess_game_setup_get_fixed_number    (const ChessGameSetup *self);
/* What a random start avoids: PREFERENCES (the user's exclusions for the
 * setup's variant; NULL for none) and, against the computer, the starts
 * no UCI engine can play. */
ChessExclusions  *chess_game_setup_get_draw_exclusions (const ChessGameSetup *self,
                                                        ChessExclusions      *preferences);
/* Whether the opponent can play the start chosen: always for another
 * player; the computer cannot play a start that has two castling rooks
 * on one side of the king. A random start can always be played, as the
 * draw avoids those. */
gboolean          chess_game_setup_can_start           (const ChessGameSetup *self);

/* The game SETUP starts: its start position (drawn now for RANDOM,
 * avoiding chess_game_setup_get_draw_exclusions()), with the PGN
 * TimeControl tag when it has clocks. NULL with a CHESS_ERROR when the
 * number or FEN is invalid for the variant or every start is excluded. */
ChessGame        *chess_game_setup_create_game         (const ChessGameSetup *self,
                                                        ChessExclusions      *preferences,
                                                        GError              **error);
/* A new clock for the setup's time control, or NULL without clocks. */
ChessClock       *chess_game_setup_create_clock        (const ChessGameSetup *self);
/* The colour the user plays against the computer: RANDOM is drawn anew
 * at each call, so call it once per game. */
ChessColor        chess_game_setup_draw_player_color   (const ChessGameSetup *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGameSetup, chess_game_setup_free)

G_END_DECLS
