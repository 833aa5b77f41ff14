/* chess-event-names.c: how the app words positions, rounds and draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-names"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"

char *
chess_ui_position_label (guint       number,
                      const char *back_rank)
{
  /* Translators: a start position's number and its back rank in
   * letters, e.g. “SP 518 · RNBQKBNR” */
  return g_strdup_printf (_("SP %u · %s"), number, back_rank);
}

char *
chess_ui_round_title (guint round)
{
  /* Translators: e.g. “Round 3” */
  return g_strdup_printf (_("Round %u"), round);
}

char *
chess_ui_round_label (const ChessRound *round)
{
  g_autofree char *title = NULL;
  g_autofree char *position = NULL;

  g_return_val_if_fail (round != NULL, NULL);

  title = chess_ui_round_title (round->round);
  position = chess_ui_position_label (round->number, round->back_rank);

  /* Translators: a round and its start position, e.g.
   * “Round 3 · SP 421 · BNRKQBNR” */
  return g_strdup_printf (_("%s · %s"), title, position);
}

const char *
chess_ui_draw_method_name (ChessDrawMethod method)
{
  switch (method)
    {
    case CHESS_DRAW_METHOD_RANDOM:
      return _("Drawn at random by the computer");
    case CHESS_DRAW_METHOD_ROLLER:
      return _("Rolled with the app’s die");
    case CHESS_DRAW_METHOD_PHYSICAL_DIE:
      return _("Thrown with a physical die");
    case CHESS_DRAW_METHOD_NUMBER:
      return _("Drawn by number");
    case CHESS_DRAW_METHOD_REPLAY:
      return _("Replayed with colours reversed");
    default:
      g_return_val_if_reached (NULL);
    }
}
