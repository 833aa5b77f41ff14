/* chess-castling-demo.h: a small board that castles example positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"

G_BEGIN_DECLS

/* One castle the Rules page shows: White to move in a start position
 * whose pieces between king and rook have left the first rank (Black's
 * mirror White's). The squares are what the page tells the reader;
 * tests/ui/test-rules-dialog.c checks them against the rules core. */
typedef struct {
  ChessVariant  variant;
  /* The start position it comes from, and the position itself. */
  guint         number;
  const char   *fen;
  /* The castle in UCI (king onto rook, then the side when it crosses). */
  const char   *uci;
  const char   *san;
  const char   *king_from;
  const char   *king_to;
  const char   *rook_from;
  const char   *rook_to;
  /* Marked for translation but not translated: pass them to gettext. */
  const char   *title;
  const char   *note;
} ChessCastlingExample;

#define CHESS_TYPE_CASTLING_DEMO (chess_castling_demo_get_type ())
G_DECLARE_FINAL_TYPE (ChessCastlingDemo, chess_castling_demo, CHESS, CASTLING_DEMO, GtkWidget)

/* The examples of VARIANT (CHESS960 or CHESS960X3), in the order shown. */
const ChessCastlingExample *chess_castling_demo_get_examples     (ChessVariant       variant,
                                                            guint             *n_examples);

GtkWidget                  *chess_castling_demo_new          (ChessVariant       variant);
ChessVariant                chess_castling_demo_get_variant  (ChessCastlingDemo *self);
guint                       chess_castling_demo_get_n_examples (ChessCastlingDemo *self);
/* Shows example INDEX before its castle. */
guint                       chess_castling_demo_get_example  (ChessCastlingDemo *self);
void                        chess_castling_demo_set_example  (ChessCastlingDemo *self,
                                                              guint              index);
/* The board's game: the example's position, and its castle once played. */
ChessGame                  *chess_castling_demo_get_game     (ChessCastlingDemo *self);
/* Plays the example's castle on the board, with the board's guided
 * animation (from the start again when it was played already). */
void                        chess_castling_demo_play         (ChessCastlingDemo *self);
/* Back to the position before the castle. */
void                        chess_castling_demo_reset        (ChessCastlingDemo *self);

G_END_DECLS
