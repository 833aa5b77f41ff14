/* chess-dice.c: the single-die procedure, driven one roll at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-dice"

#include <string.h>

#include "chess-dice.h"
#include "chess-enums.h"
#include "chess-random.h"
#include "chess-startpos-private.h"

/* Everything a roll can change, kept together so that a roll can compare
 * before and after and notify exactly the properties that changed. */
typedef struct {
  ChessDiceStage stage;
  guint          number;
  guint          n_rolls;
  /* Index of the first knight among the five squares the queen left. */
  guint          first_knight;
  char           back_rank[9];
} DiceState;

struct _ChessDice
{
  GObject      parent_instance;

  ChessVariant variant;
  DiceState    state;
  GRand       *rand;      /* not owned; NULL: the OS source */
  GArray      *history;   /* DiceState before each roll, for undo */
  gboolean     can_undo;  /* as last notified */
};

G_DEFINE_FINAL_TYPE (ChessDice, chess_dice, G_TYPE_OBJECT)

G_DEFINE_BOXED_TYPE (ChessDiceRoll, chess_dice_roll,
                     chess_dice_roll_copy, chess_dice_roll_free)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_STAGE,
  PROP_NUMBER,
  PROP_BACK_RANK,
  PROP_COMPLETE,
  PROP_N_ROLLS,
  PROP_CAN_UNDO,
  N_PROPS
};

enum {
  ROLLED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];


ChessDiceRoll *
chess_dice_roll_copy (const ChessDiceRoll *roll)
{
  ChessDiceRoll *copy;

  g_return_val_if_fail (roll != NULL, NULL);

  copy = g_new (ChessDiceRoll, 1);
  *copy = *roll;

  return copy;
}

void
chess_dice_roll_free (ChessDiceRoll *roll)
{
  g_free (roll);
}

/* The file of the INDEX-th (0-based) empty square. */
static guint
nth_empty_file (const char *back_rank,
                guint       index)
{
  for (guint file = 0; file < 8; file++)
    if (back_rank[file] == '.' && index-- == 0)
      return file;

  g_return_val_if_reached (0);
}

static void
place (DiceState     *state,
       ChessDiceRoll *roll,
       guint          file,
       char           letter)
{
  g_assert (file < 8);
  g_assert (state->back_rank[file] == '.');
  g_assert (roll->n_placed < G_N_ELEMENTS (roll->pieces));

  state->back_rank[file] = letter;
  roll->pieces[roll->n_placed] = chess_piece_type_from_letter (letter);
  roll->files[roll->n_placed] = file;
  roll->n_placed++;
}

/* Fills the three squares left, from the a-side, with ARRANGEMENT. */
static void
place_rooks_and_king (DiceState     *state,
                      ChessDiceRoll *roll,
                      guint          arrangement)
{
  const char *letters = chess_startpos_rook_king_arrangements[arrangement];

  for (guint i = 0; i < 3; i++)
    place (state, roll, nth_empty_file (state->back_rank, 0), letters[i]);

  state->number += CHESS960_N_POSITIONS * arrangement;
}

/* Scharnagl's index of two knights at indices A and B among five squares:
 * NN--- is 0, N-N-- 1, … ---NN 9. */
static guint
knight_pattern (guint a,
                guint b)
{
  static const guint first_of_row[4] = { 0, 4, 7, 9 };
  guint lo = MIN (a, b);
  guint hi = MAX (a, b);

  g_assert (lo < hi && hi < 5);

  return first_of_row[lo] + (hi - lo - 1);
}

static void
chess_dice_notify_changes (ChessDice       *self,
                           const DiceState *old)
{
  const DiceState *now = &self->state;

  g_object_freeze_notify (G_OBJECT (self));

  if (old->stage != now->stage)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAGE]);
  if ((old->stage == CHESS_DICE_STAGE_DONE) != (now->stage == CHESS_DICE_STAGE_DONE))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
  if (old->number != now->number)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
  if (strcmp (old->back_rank, now->back_rank) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK_RANK]);
  if (old->n_rolls != now->n_rolls)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROLLS]);
  if (self->can_undo != chess_dice_can_undo (self))
    {
      self->can_undo = !self->can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

static void
chess_dice_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ChessDice *self = CHESS_DICE (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, self->variant);
      break;

    case PROP_STAGE:
      g_value_set_enum (value, self->state.stage);
      break;

    case PROP_NUMBER:
      g_value_set_uint (value, self->state.number);
      break;

    case PROP_BACK_RANK:
      g_value_set_string (value, self->state.back_rank);
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, chess_dice_is_complete (self));
      break;

    case PROP_N_ROLLS:
      g_value_set_uint (value, self->state.n_rolls);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_dice_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ChessDice *self = CHESS_DICE (object);
  ChessVariant variant;

  switch (prop_id)
    {
    case PROP_VARIANT:
      variant = g_value_get_enum (value);
      /* Standard chess has a single start position: nothing to roll for. */
      g_return_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3);
      self->variant = variant;
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_dice_finalize (GObject *object)
{
  ChessDice *self = CHESS_DICE (object);

  g_clear_pointer (&self->history, g_array_unref);

  G_OBJECT_CLASS (chess_dice_parent_class)->finalize (object);
}

static void
chess_dice_class_init (ChessDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_dice_finalize;
  object_class->get_property = chess_dice_get_property;
  object_class->set_property = chess_dice_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       CHESS_TYPE_VARIANT,
                       CHESS_VARIANT_CHESS960,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_STAGE] =
    g_param_spec_enum ("stage", NULL, NULL,
                       CHESS_TYPE_DICE_STAGE,
                       CHESS_DICE_STAGE_DARK_BISHOP,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL,
                       0, CHESS960X3_N_POSITIONS - 1, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_BACK_RANK] =
    g_param_spec_string ("back-rank", NULL, NULL,
                         "........",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  properties[PROP_N_ROLLS] =
    g_param_spec_uint ("n-rolls", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /* FALSE before the first roll and once the result is complete: an
   * Undo button binds its sensitivity to it. */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessDice::rolled:
   * @self: a #ChessDice
   * @roll: what the throw did, valid only during the emission
   *
   * Emitted after every throw that was applied, re-rolls included, and
   * after the Chess960 rook-king-rook step, once the properties are
   * up to date.
   */
  signals[ROLLED] =
    g_signal_new ("rolled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__BOXED,
                  G_TYPE_NONE,
                  1,
                  CHESS_TYPE_DICE_ROLL | G_SIGNAL_TYPE_STATIC_SCOPE);
  g_signal_set_va_marshaller (signals[ROLLED],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__BOXEDv);
}

static void
dice_state_init (DiceState *state)
{
  memset (state, 0, sizeof *state);
  state->stage = CHESS_DICE_STAGE_DARK_BISHOP;
  memset (state->back_rank, '.', 8);
  state->back_rank[8] = '\0';
}

static void
chess_dice_init (ChessDice *self)
{
  self->variant = CHESS_VARIANT_CHESS960;
  dice_state_init (&self->state);
  self->history = g_array_new (FALSE, FALSE, sizeof (DiceState));
}

ChessDice *
chess_dice_new (ChessVariant variant)
{
  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, NULL);

  return g_object_new (CHESS_TYPE_DICE,
                       "variant", variant,
                       NULL);
}

ChessVariant
chess_dice_get_variant (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), CHESS_VARIANT_CHESS960);

  return self->variant;
}

ChessDiceStage
chess_dice_get_stage (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), CHESS_DICE_STAGE_DONE);

  return self->state.stage;
}

static guint
accepted_faces_at (ChessVariant   variant,
                   ChessDiceStage stage)
{
  switch (stage)
    {
    case CHESS_DICE_STAGE_DARK_BISHOP:
    case CHESS_DICE_STAGE_LIGHT_BISHOP:
      return 4;

    case CHESS_DICE_STAGE_QUEEN:
      return 6;

    case CHESS_DICE_STAGE_FIRST_KNIGHT:
      return 5;

    case CHESS_DICE_STAGE_SECOND_KNIGHT:
      return 4;

    case CHESS_DICE_STAGE_ROOKS_AND_KING:
      return variant == CHESS_VARIANT_CHESS960X3 ? 6 : 0;

    case CHESS_DICE_STAGE_DONE:
    default:
      return 0;
    }
}

guint
chess_dice_get_accepted_faces (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), 0);

  return accepted_faces_at (self->variant, self->state.stage);
}

/* Applies an accepted FACE to STATE at its current stage. */
static void
apply_face (DiceState     *state,
            guint          face,
            ChessDiceRoll *roll)
{
  guint index = face - 1;

  switch (state->stage)
    {
    case CHESS_DICE_STAGE_DARK_BISHOP:
      place (state, roll, 2 * index, 'B');
      state->number += 4 * index;
      state->stage = CHESS_DICE_STAGE_LIGHT_BISHOP;
      break;

    case CHESS_DICE_STAGE_LIGHT_BISHOP:
      place (state, roll, 2 * index + 1, 'B');
      state->number += index;
      state->stage = CHESS_DICE_STAGE_QUEEN;
      break;

    case CHESS_DICE_STAGE_QUEEN:
      place (state, roll, nth_empty_file (state->back_rank, index), 'Q');
      state->number += 16 * index;
      state->stage = CHESS_DICE_STAGE_FIRST_KNIGHT;
      break;

    case CHESS_DICE_STAGE_FIRST_KNIGHT:
      place (state, roll, nth_empty_file (state->back_rank, index), 'N');
      state->first_knight = index;
      state->stage = CHESS_DICE_STAGE_SECOND_KNIGHT;
      break;

    case CHESS_DICE_STAGE_SECOND_KNIGHT:
      place (state, roll, nth_empty_file (state->back_rank, index), 'N');
      /* The roll counted the four squares left; the pattern counts the five
       * squares the queen left, the first knight's among them. */
      if (index >= state->first_knight)
        index++;
      state->number += 96 * knight_pattern (state->first_knight, index);
      state->stage = CHESS_DICE_STAGE_ROOKS_AND_KING;
      break;

    case CHESS_DICE_STAGE_ROOKS_AND_KING:
      place_rooks_and_king (state, roll, index / 2);
      state->stage = CHESS_DICE_STAGE_DONE;
      break;

    case CHESS_DICE_STAGE_DONE:
    default:
      g_assert_not_reached ();
    }
}

static void
chess_dice_finish_roll (ChessDice           *self,
                        const DiceState     *old,
                        const ChessDiceRoll *result,
                        ChessDiceRoll       *roll)
{
  chess_dice_notify_changes (self, old);

  if (roll != NULL)
    *roll = *result;

  g_signal_emit (self, signals[ROLLED], 0, result);
}

gboolean
chess_dice_apply (ChessDice     *self,
                  guint          face,
                  ChessDiceRoll *roll)
{
  ChessDiceRoll result = { 0 };
  DiceState old;
  guint accepted_faces;

  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  accepted_faces = chess_dice_get_accepted_faces (self);

  /* A stage with no accepted faces needs no throw (Chess960's rooks and
   * king) or is past the end; either way a face means nothing there. */
  if (face < 1 || face > 6 || accepted_faces == 0)
    return FALSE;

  old = self->state;
  g_array_append_val (self->history, old);

  result.stage = self->state.stage;
  result.face = face;
  result.accepted = face <= accepted_faces;
  self->state.n_rolls++;

  if (result.accepted)
    apply_face (&self->state, face, &result);

  chess_dice_finish_roll (self, &old, &result, roll);

  return TRUE;
}

static guint
throw_face (GRand *rand)
{
  if (rand != NULL)
    return g_rand_int_range (rand, 1, 7);

  return chess_random_uniform (6) + 1;
}

gboolean
chess_dice_throw (ChessDice     *self,
                  ChessDiceRoll *roll)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  if (self->state.stage == CHESS_DICE_STAGE_ROOKS_AND_KING &&
      self->variant == CHESS_VARIANT_CHESS960)
    return chess_dice_place_rooks_and_king (self, roll);

  if (chess_dice_get_accepted_faces (self) == 0)
    return FALSE;

  return chess_dice_apply (self, throw_face (self->rand), roll);
}

void
chess_dice_set_rand (ChessDice *self,
                     GRand     *rand)
{
  g_return_if_fail (CHESS_IS_DICE (self));

  self->rand = rand;
}

gboolean
chess_dice_place_rooks_and_king (ChessDice     *self,
                                 ChessDiceRoll *roll)
{
  ChessDiceRoll result = { 0 };
  DiceState old;

  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  if (self->variant != CHESS_VARIANT_CHESS960 ||
      self->state.stage != CHESS_DICE_STAGE_ROOKS_AND_KING)
    return FALSE;

  old = self->state;
  g_array_append_val (self->history, old);

  result.stage = CHESS_DICE_STAGE_ROOKS_AND_KING;
  result.face = 0;
  result.accepted = TRUE;
  place_rooks_and_king (&self->state, &result, 0);
  self->state.stage = CHESS_DICE_STAGE_DONE;

  chess_dice_finish_roll (self, &old, &result, roll);

  return TRUE;
}

void
chess_dice_reset (ChessDice *self)
{
  DiceState old;

  g_return_if_fail (CHESS_IS_DICE (self));

  old = self->state;
  dice_state_init (&self->state);
  g_array_set_size (self->history, 0);
  chess_dice_notify_changes (self, &old);
}

gboolean
chess_dice_can_undo (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  return self->history->len > 0 && self->state.stage != CHESS_DICE_STAGE_DONE;
}

gboolean
chess_dice_undo (ChessDice *self)
{
  DiceState old;

  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  /* A complete draw has shown its result: taking a face back then would
   * be a second, unseen draw of the same round. */
  if (!chess_dice_can_undo (self))
    return FALSE;

  old = self->state;
  self->state = g_array_index (self->history, DiceState, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  chess_dice_notify_changes (self, &old);

  return TRUE;
}

gboolean
chess_dice_is_complete (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), FALSE);

  return self->state.stage == CHESS_DICE_STAGE_DONE;
}

const char *
chess_dice_get_back_rank (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), NULL);

  return self->state.back_rank;
}

guint
chess_dice_get_number (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), 0);

  return self->state.number;
}

guint
chess_dice_get_n_rolls (ChessDice *self)
{
  g_return_val_if_fail (CHESS_IS_DICE (self), 0);

  return self->state.n_rolls;
}

/* One run of the procedure from the first roll, without the object and
 * its signals: a draw with many exclusions may take thousands of runs. */
static guint
draw_once (ChessVariant  variant,
           GRand        *rand)
{
  DiceState state;

  dice_state_init (&state);

  while (state.stage != CHESS_DICE_STAGE_DONE)
    {
      ChessDiceRoll roll = { 0 };
      guint accepted = accepted_faces_at (variant, state.stage);
      guint face;

      if (accepted == 0)
        {
          /* Chess960's rook, king, rook: no throw. */
          place_rooks_and_king (&state, &roll, 0);
          state.stage = CHESS_DICE_STAGE_DONE;
          continue;
        }

      face = throw_face (rand);
      if (face <= accepted)
        apply_face (&state, face, &roll);
    }

  return state.number;
}

gboolean
chess_dice_draw (ChessVariant      variant,
                 ChessExclusions  *exclusions,
                 GRand            *rand,
                 guint            *number,
                 guint            *n_restarts,
                 GError          **error)
{
  guint candidate;
  guint restarts = 0;

  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, FALSE);
  g_return_val_if_fail (exclusions == NULL ||
                        chess_exclusions_get_variant (exclusions) == variant, FALSE);
  g_return_val_if_fail (number != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (exclusions != NULL && chess_exclusions_get_n_allowed (exclusions) == 0)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED,
                           "Every start position is excluded");
      return FALSE;
    }

  /* Moving an excluded result to a neighbour would make that neighbour
   * twice as likely; starting over keeps the allowed ones equally likely. */
  for (;;)
    {
      candidate = draw_once (variant, rand);
      if (exclusions == NULL || !chess_exclusions_contains (exclusions, candidate))
        break;
      restarts++;
    }

  *number = candidate;
  if (n_restarts != NULL)
    *n_restarts = restarts;

  return TRUE;
}
