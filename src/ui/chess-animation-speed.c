/* chess-animation-speed.c: the animation-speed preference on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-animation-speed"

#include "chess-animation-speed.h"

/* The preference as an ordinary move's length; a castle's guided steps
 * are several of these. */
static const guint durations[] = {
  [CHESS_ANIMATION_SPEED_OFF] = 0,
  [CHESS_ANIMATION_SPEED_FAST] = 120,
  [CHESS_ANIMATION_SPEED_NORMAL] = 200,
  [CHESS_ANIMATION_SPEED_SLOW] = 350,
};

/* VARIANT is the key's nick; the settings (USER_DATA) turn it into the
 * enum, so that the nicks live only in the schema generated from it. */
static gboolean
animation_speed_to_duration (GValue   *value,
                             GVariant *variant,
                             gpointer  user_data)
{
  guint speed = (guint) g_settings_get_enum (G_SETTINGS (user_data), "animation-speed");

  if (speed >= G_N_ELEMENTS (durations))
    return FALSE;
  g_value_set_uint (value, durations[speed]);
  return TRUE;
}

void
chess_animation_speed_bind (GSettings      *settings,
                            ChessBoardView *board_view)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (CHESS_IS_BOARD_VIEW (board_view));

  g_settings_bind_with_mapping (settings, "animation-speed", board_view, "animation-duration",
                                G_SETTINGS_BIND_GET, animation_speed_to_duration, NULL, settings, NULL);
}
