/* chess-event-names.c: how the app words positions, rounds and draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-names"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-diagram.h"
#include "chess-event-names.h"
#include "chess-ui-names.h"

static ChessPieceType
piece_type_from_english (char letter)
{
  switch (letter)
    {
    case 'K': return CHESS_PIECE_TYPE_KING;
    case 'Q': return CHESS_PIECE_TYPE_QUEEN;
    case 'R': return CHESS_PIECE_TYPE_ROOK;
    case 'B': return CHESS_PIECE_TYPE_BISHOP;
    case 'N': return CHESS_PIECE_TYPE_KNIGHT;
    default:  return CHESS_PIECE_TYPE_NONE;
    }
}

void
chess_ui_get_back_rank_letters (const char *back_rank,
                                const char *letters[8])
{
  g_return_if_fail (back_rank != NULL && strlen (back_rank) == 8);

  for (guint file = 0; file < 8; file++)
    {
      ChessPieceType type = piece_type_from_english (back_rank[file]);

      letters[file] = type != CHESS_PIECE_TYPE_NONE ? chess_ui_piece_letter (type) : "?";
    }
}

char *
chess_ui_localize_back_rank (const char *back_rank)
{
  const char *letters[8];

  g_return_val_if_fail (back_rank != NULL && strlen (back_rank) == 8, NULL);

  chess_ui_get_back_rank_letters (back_rank, letters);
  /* As printed: letters of two characters (the Russian king, Кр) would
   * run into their neighbours, so then every letter stands apart. */
  return chess_diagram_join_letters (letters);
}

char *
chess_ui_english_code_label (const char *back_rank)
{
  g_autofree char *local = chess_ui_localize_back_rank (back_rank);

  if (g_str_equal (local, back_rank))
    return NULL;
  /* Translators: a start position's back rank in the English letters
   * (RNBQKBNR), which every list of Chess960 positions uses; shown once
   * beside the same rank in your language's letters */
  return g_strdup_printf (_("English code: %s"), back_rank);
}

char *
chess_ui_position_label (guint       number,
                         const char *back_rank)
{
  g_autofree char *letters = chess_ui_localize_back_rank (back_rank);

  /* Translators: a start position's number and its back rank in
   * letters, e.g. “SP 518 · RNBQKBNR” (the letters are your language's,
   * as the set-up guide shows them) */
  return g_strdup_printf (_("SP %u · %s"), number, letters);
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
      return _("Replayed with colors reversed");
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
chess_ui_format_draw_time (GDateTime *time)
{
  g_autoptr(GDateTime) local = NULL;

  if (time == NULL)
    return g_strdup ("");

  local = g_date_time_to_local (time);
  /* Translators: when a round was drawn; see g_date_time_format() */
  return g_date_time_format (local, _("%a %-d %b %Y, %H:%M"));
}
