/* chess-dice.h: the single-die procedure, driven one roll at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-exclusions.h"
#include "chess-types.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_DICE_STAGE_DARK_BISHOP,
  CHESS_DICE_STAGE_LIGHT_BISHOP,
  CHESS_DICE_STAGE_QUEEN,
  CHESS_DICE_STAGE_FIRST_KNIGHT,
  CHESS_DICE_STAGE_SECOND_KNIGHT,
  /* Chess960: placed without a roll; Chess960x3: one roll picks the order. */
  CHESS_DICE_STAGE_ROOKS_AND_KING,
  CHESS_DICE_STAGE_DONE,
} ChessDiceStage;

#define CHESS_TYPE_DICE_ROLL (chess_dice_roll_get_type ())

/* What one throw did. FACE is 0 for the Chess960 rook-king-rook step,
 * which needs no throw. */
typedef struct {
  ChessDiceStage stage;
  guint          face;
  gboolean       accepted;       /* FALSE: a re-roll, nothing placed */
  guint          n_placed;       /* 1, or 3 for the rook-king-rook step */
  ChessPieceType pieces[3];
  guint          files[3];       /* 0 = a-file … 7 = h-file */
} ChessDiceRoll;

GType          chess_dice_roll_get_type (void) G_GNUC_CONST;
ChessDiceRoll *chess_dice_roll_copy     (const ChessDiceRoll *roll);
void           chess_dice_roll_free     (ChessDiceRoll       *roll);

#define CHESS_TYPE_DICE (chess_dice_get_type ())
G_DECLARE_FINAL_TYPE (ChessDice, chess_dice, CHESS, DICE, GObject)

ChessDice      *chess_dice_new              (ChessVariant   variant);
ChessVariant    chess_dice_get_variant      (ChessDice     *self);
ChessDiceStage  chess_dice_get_stage        (ChessDice     *self);
/* Faces 1..N are accepted at the current stage; higher faces are re-rolls.
 * 0 when the stage needs no throw. */
guint           chess_dice_get_accepted_faces (ChessDice   *self);
/* Applies a face (1–6) thrown by anyone; FALSE (and nothing changes) when
 * FACE is out of range or the draw is complete. Emits ::rolled. */
gboolean        chess_dice_apply            (ChessDice     *self,
                                             guint          face,
                                             ChessDiceRoll *roll);
/* Throws the die itself (OS random, or the GRand given to
 * chess_dice_set_rand()) and applies the face. */
gboolean        chess_dice_throw            (ChessDice     *self,
                                             ChessDiceRoll *roll);
/* Makes chess_dice_throw() take its faces from RAND, which the caller
 * keeps alive, instead of the OS (for reproducible tests); NULL goes back
 * to the OS source. */
void            chess_dice_set_rand         (ChessDice     *self,
                                             GRand         *rand);
/* Chess960 only: places rook, king, rook (the stage with no throw). */
gboolean        chess_dice_place_rooks_and_king (ChessDice *self,
                                             ChessDiceRoll *roll);
void            chess_dice_reset            (ChessDice     *self);
/* Takes back the last roll (a face tapped by mistake). Refused (FALSE)
 * once the draw is complete: its result has been shown, and must go on
 * the record (chess_event_show_result()), not be rolled again. */
gboolean        chess_dice_undo             (ChessDice     *self);
gboolean        chess_dice_can_undo         (ChessDice     *self);
gboolean        chess_dice_is_complete      (ChessDice     *self);
/* The 8 files a→h: upper-case letters for placed pieces, '.' for empty. */
const char     *chess_dice_get_back_rank    (ChessDice     *self);
/* The position number as it builds up from the accepted rolls so far
 * (the part that is not yet known counts as 0); final once complete. */
guint           chess_dice_get_number       (ChessDice     *self);
guint           chess_dice_get_n_rolls      (ChessDice     *self);

/* Runs the whole procedure with the die thrown by the computer (RAND, or
 * the OS when NULL). An excluded result starts it again from the first
 * roll, never adjusted, so that every allowed position stays equally
 * likely; N_RESTARTS (may be NULL) says how often that happened.
 * EXCLUSIONS may be NULL; fails with CHESS_ERROR_ALL_EXCLUDED when it
 * leaves nothing to draw. */
gboolean        chess_dice_draw             (ChessVariant     variant,
                                             ChessExclusions *exclusions,
                                             GRand           *rand,
                                             guint           *number,
                                             guint           *n_restarts,
                                             GError         **error);

G_END_DECLS
