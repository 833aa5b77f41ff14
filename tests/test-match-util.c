/* test-match-util.c: what the ChessMatch tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-match-util.h"

ChessMatch *
new_match (guint number)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, number, NULL);

  return chess_match_new (game);
}

static gint64
fake_now (gpointer user_data)
{
  return ((FakeTime *) user_data)->now;
}

ChessClock *
fake_clock (const char *control,
            FakeTime   *time)
{
  g_autoptr(ChessTimeControl) time_control = chess_time_control_parse (control, NULL);
  ChessClock *clock = chess_clock_new (time_control);

  chess_clock_set_time_func (clock, fake_now, time, NULL);
  return clock;
}
