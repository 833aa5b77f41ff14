/* chess-animation-speed.c: the animation-speed preference on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-animation-speed"

#include "chess-animation-speed.h"

/* The preference as an ordinary move's length; a castle's guided steps
 * are several of these. */
static gboolean
animation_speed_to_duration (GValue   *value,
                             GVariant *variant,
                             gpointer  user_data)
{
  static const struct { const char *nick; guint duration; } speeds[] = {
    { "off", 0 },
    { "fast", 120 },
    { "normal", 200 },
    { "slow", 350 },
  };
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    if (g_str_equal (nick, speeds[i].nick))
      {
        g_value_set_uint (value, speeds[i].duration);
        return TRUE;
      }
  return FALSE;
}

void
chess_animation_speed_bind (GSettings      *settings,
                            ChessBoardView *board_view)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (CHESS_IS_BOARD_VIEW (board_view));

  g_settings_bind_with_mapping (settings, "animation-speed", board_view, "animation-duration",
                                G_SETTINGS_BIND_GET, animation_speed_to_duration, NULL, NULL, NULL);
}
