/* chess-game-setup.c: everything New Game chooses, as one value: the
 * variant and start, the clocks, the opponent, the side at the bottom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-setup"

#include "chess-engine.h"
#include "chess-game-setup.h"
#include "chess-random.h"
#include "chess-startpos.h"

struct _ChessGameSetup
{
  ChessVariant      variant;
  ChessStartChoice  start_choice;
  guint             start_number;
  char             *fen;
  gboolean          black_at_bottom;
  ChessTimeControl *time_control;       /* NULL: no clocks */
  ChessTimeControl *custom_time_control;
  ChessOpponent     opponent;
  guint             engine_level;
  ChessPlayerColor  player_color;
};

G_DEFINE_BOXED_TYPE (ChessGameSetup, chess_game_setup, chess_game_setup_copy, chess_game_setup_free)

/* The schema's default for Custom, new-game-custom-time-control. */
#define DEFAULT_CUSTOM_BASE_MS (10 * 60 * 1000)

ChessGameSetup *
chess_game_setup_new (void)
{
  ChessGameSetup *self = g_new0 (ChessGameSetup, 1);

  self->variant = CHESS_VARIANT_CHESS960;
  self->start_choice = CHESS_START_CHOICE_RANDOM;
  self->start_number = CHESS_STANDARD_POSITION;
  self->fen = g_strdup ("");
  self->custom_time_control = chess_time_control_new (DEFAULT_CUSTOM_BASE_MS, 0);
  self->opponent = CHESS_OPPONENT_PLAYER;
  self->engine_level = 3;
  self->player_color = CHESS_PLAYER_COLOR_WHITE;
  return self;
}

ChessGameSetup *
chess_game_setup_copy (const ChessGameSetup *self)
{
  ChessGameSetup *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->fen = g_strdup (self->fen);
  copy->time_control = self->time_control != NULL ? chess_time_control_copy (self->time_control) : NULL;
  copy->custom_time_control = chess_time_control_copy (self->custom_time_control);
  return copy;
}

void
chess_game_setup_free (ChessGameSetup *self)
{
  if (self == NULL)
    return;
  g_free (self->fen);
  g_clear_pointer (&self->time_control, chess_time_control_free);
  g_clear_pointer (&self->custom_time_control, chess_time_control_free);
  g_free (self);
}

static gboolean
time_controls_equal (const ChessTimeControl *a,
                     const ChessTimeControl *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return chess_time_control_equal (a, b);
}

gboolean
chess_game_setup_equal (const ChessGameSetup *a,
                        const ChessGameSetup *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->variant == b->variant
         && a->start_choice == b->start_choice
         && a->start_number == b->start_number
         && g_str_equal (a->fen, b->fen)
         && a->black_at_bottom == b->black_at_bottom
         && time_controls_equal (a->time_control, b->time_control)
         && time_controls_equal (a->custom_time_control, b->custom_time_control)
         && a->opponent == b->opponent
         && a->engine_level == b->engine_level
         && a->player_color == b->player_color;
}

/* KEY's time control, or NULL for none ("") or one that cannot be read. */
static ChessTimeControl *
get_time_control_key (GSettings  *settings,
                      const char *key)
{
  g_autofree char *text = g_settings_get_string (settings, key);

  return text[0] != '\0' ? chess_time_control_parse (text, NULL) : NULL;
}

ChessGameSetup *
chess_game_setup_new_from_settings (GSettings *settings)
{
  ChessGameSetup *self;
  g_autoptr(ChessTimeControl) custom = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = chess_game_setup_new ();
  self->variant = g_settings_get_enum (settings, "new-game-variant");
  self->start_choice = g_settings_get_enum (settings, "new-game-start-position");
  self->start_number = g_settings_get_uint (settings, "new-game-position-number");
  g_free (self->fen);
  self->fen = g_settings_get_string (settings, "new-game-fen");
  self->black_at_bottom = g_settings_get_boolean (settings, "new-game-black-at-bottom");
  self->time_control = get_time_control_key (settings, "new-game-time-control");
  custom = get_time_control_key (settings, "new-game-custom-time-control");
  if (custom != NULL)
    chess_game_setup_set_custom_time_control (self, custom);
  self->opponent = g_settings_get_enum (settings, "new-game-opponent");
  self->engine_level = g_settings_get_uint (settings, "new-game-engine-level");
  self->player_color = g_settings_get_enum (settings, "new-game-player-color");
  return self;
}

void
chess_game_setup_save_to_settings (const ChessGameSetup *self,
                                   GSettings            *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GSettings) batch = NULL;
  g_autofree char *time_control = NULL;
  g_autofree char *custom = NULL;

  g_return_if_fail (self != NULL);
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* A twin on the same backend: delaying SETTINGS itself would hold back
   * every later change its other users make. */
  g_object_get (settings, "settings-schema", &schema, "backend", &backend, "path", &path, NULL);
  batch = g_object_new (G_TYPE_SETTINGS,
                        "settings-schema", schema,
                        "backend", backend,
                        "path", path,
                        NULL);
  g_settings_delay (batch);

  time_control = self->time_control != NULL ? chess_time_control_to_string (self->time_control) : g_strdup ("");
  custom = chess_time_control_to_string (self->custom_time_control);

  g_settings_set_enum (batch, "new-game-variant", self->variant);
  g_settings_set_enum (batch, "new-game-start-position", self->start_choice);
  g_settings_set_uint (batch, "new-game-position-number", self->start_number);
  g_settings_set_string (batch, "new-game-fen", self->fen);
  g_settings_set_boolean (batch, "new-game-black-at-bottom", self->black_at_bottom);
  g_settings_set_string (batch, "new-game-time-control", time_control);
  g_settings_set_string (batch, "new-game-custom-time-control", custom);
  g_settings_set_enum (batch, "new-game-opponent", self->opponent);
  g_settings_set_uint (batch, "new-game-engine-level", self->engine_level);
  g_settings_set_enum (batch, "new-game-player-color", self->player_color);
  g_settings_apply (batch);
}

ChessVariant
chess_game_setup_get_variant (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_VARIANT_CHESS960);
  return self->variant;
}

void
chess_game_setup_set_variant (ChessGameSetup *self,
                              ChessVariant    variant)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (variant <= CHESS_VARIANT_STANDARD);
  self->variant = variant;
}

ChessStartChoice
chess_game_setup_get_start_choice (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_START_CHOICE_RANDOM);
  return self->start_choice;
}

void
chess_game_setup_set_start_choice (ChessGameSetup   *self,
                                   ChessStartChoice  choice)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (choice <= CHESS_START_CHOICE_FEN);
  self->start_choice = choice;
}

guint
chess_game_setup_get_start_number (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_STANDARD_POSITION);
  return self->start_number;
}

void
chess_game_setup_set_start_number (ChessGameSetup *self,
                                   guint           number)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (number < CHESS960X3_N_POSITIONS);
  self->start_number = number;
}

const char *
chess_game_setup_get_fen (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, "");
  return self->fen;
}

void
chess_game_setup_set_fen (ChessGameSetup *self,
                          const char     *fen)
{
  g_return_if_fail (self != NULL);

  g_free (self->fen);
  self->fen = g_strdup (fen != NULL ? fen : "");
}

gboolean
chess_game_setup_get_black_at_bottom (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->black_at_bottom;
}

void
chess_game_setup_set_black_at_bottom (ChessGameSetup *self,
                                      gboolean        black_at_bottom)
{
  g_return_if_fail (self != NULL);
  self->black_at_bottom = !!black_at_bottom;
}

const ChessTimeControl *
chess_game_setup_get_time_control (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->time_control;
}

void
chess_game_setup_set_time_control (ChessGameSetup         *self,
                                   const ChessTimeControl *time_control)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->time_control, chess_time_control_free);
  if (time_control != NULL)
    self->time_control = chess_time_control_copy (time_control);
}

const ChessTimeControl *
chess_game_setup_get_custom_time_control (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->custom_time_control;
}

void
chess_game_setup_set_custom_time_control (ChessGameSetup         *self,
                                          const ChessTimeControl *time_control)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (time_control != NULL);

  chess_time_control_free (self->custom_time_control);
  self->custom_time_control = chess_time_control_copy (time_control);
}

ChessOpponent
chess_game_setup_get_opponent (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_OPPONENT_PLAYER);
  return self->opponent;
}

void
chess_game_setup_set_opponent (ChessGameSetup *self,
                               ChessOpponent   opponent)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (opponent <= CHESS_OPPONENT_COMPUTER);
  self->opponent = opponent;
}

guint
chess_game_setup_get_engine_level (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_ENGINE_MIN_LEVEL);
  return self->engine_level;
}

void
chess_game_setup_set_engine_level (ChessGameSetup *self,
                                   guint           level)
{
  g_return_if_fail (self != NULL);
  self->engine_level = CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL);
}

ChessPlayerColor
chess_game_setup_get_player_color (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_PLAYER_COLOR_WHITE);
  return self->player_color;
}

void
chess_game_setup_set_player_color (ChessGameSetup   *self,
                                   ChessPlayerColor  color)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (color <= CHESS_PLAYER_COLOR_RANDOM);
  self->player_color = color;
}

gint
chess_game_setup_get_fixed_number (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, -1);

  if (self->start_choice == CHESS_START_CHOICE_FEN)
    return -1;
  if (self->variant == CHESS_VARIANT_STANDARD)
    return CHESS_STANDARD_POSITION;
  if (self->start_choice == CHESS_START_CHOICE_NUMBER)
    return (gint) self->start_number;
  return -1;
}

ChessExclusions *
chess_game_setup_get_draw_exclusions (const ChessGameSetup *self,
                                      ChessExclusions      *preferences)
{
  ChessExclusions *exclusions;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (preferences == NULL || chess_exclusions_get_variant (preferences) == self->variant, NULL);

  exclusions = chess_exclusions_new (self->variant);
  if (preferences != NULL)
    {
      gsize n_numbers;
      g_autofree guint *numbers = chess_exclusions_get_numbers (preferences, CHESS_EXCLUSION_NONE, &n_numbers);

      for (gsize i = 0; i < n_numbers; i++)
        chess_exclusions_add (exclusions, numbers[i],
                              chess_exclusions_lookup (preferences, numbers[i], NULL), 0);
    }
  if (self->opponent == CHESS_OPPONENT_COMPUTER)
    {
      g_autoptr(GArray) unplayable = chess_engine_list_unplayable_starts (self->variant);

      for (guint i = 0; i < unplayable->len; i++)
        chess_exclusions_add (exclusions, g_array_index (unplayable, guint, i), CHESS_EXCLUSION_CUSTOM, 0);
    }
  return exclusions;
}

gboolean
chess_game_setup_can_start (const ChessGameSetup *self)
{
  gint number;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->opponent != CHESS_OPPONENT_COMPUTER)
    return TRUE;
  if (self->start_choice == CHESS_START_CHOICE_FEN)
    {
      g_autoptr(ChessPosition) start = chess_position_new_from_fen (self->variant, self->fen, NULL);

      return start != NULL && chess_engine_can_play_from (start, NULL);
    }
  number = chess_game_setup_get_fixed_number (self);
  return number < 0 || chess_engine_can_play_start (self->variant, (guint) number);
}

static ChessGame *
create_start (const ChessGameSetup  *self,
              ChessExclusions       *preferences,
              GError               **error)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autoptr(ChessPosition) start = NULL;
  gint fixed = chess_game_setup_get_fixed_number (self);
  guint number;

  if (self->start_choice == CHESS_START_CHOICE_FEN)
    {
      start = chess_position_new_from_fen (self->variant, self->fen, error);
      return start != NULL ? chess_game_new (start) : NULL;
    }
  if (fixed >= 0)
    return chess_game_new_start (self->variant, (guint) fixed, error);

  exclusions = chess_game_setup_get_draw_exclusions (self, preferences);
  if (!chess_exclusions_draw (exclusions, &number, error))
    return NULL;
  return chess_game_new_start (self->variant, number, error);
}

ChessGame *
chess_game_setup_create_game (const ChessGameSetup  *self,
                              ChessExclusions       *preferences,
                              GError               **error)
{
  ChessGame *game;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = create_start (self, preferences, error);
  if (game != NULL && self->time_control != NULL)
    {
      g_autofree char *tag = chess_time_control_to_pgn (self->time_control);

      chess_game_set_tag (game, "TimeControl", tag);
    }
  return game;
}

ChessClock *
chess_game_setup_create_clock (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->time_control != NULL ? chess_clock_new (self->time_control) : NULL;
}

ChessColor
chess_game_setup_draw_player_color (const ChessGameSetup *self)
{
  g_return_val_if_fail (self != NULL, CHESS_COLOR_WHITE);

  switch (self->player_color)
    {
    case CHESS_PLAYER_COLOR_BLACK:
      return CHESS_COLOR_BLACK;
    case CHESS_PLAYER_COLOR_RANDOM:
      return chess_random_uniform (2) == 0 ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK;
    case CHESS_PLAYER_COLOR_WHITE:
    default:
      return CHESS_COLOR_WHITE;
    }
}
