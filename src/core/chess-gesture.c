/* chess-gesture.c: what a click or a drag on a board means
 *
 * Built on the public position API only: the legal moves, and for each
 * castle where its king and rook start and end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-gesture"

#include "chess-gesture.h"

#define SQUARE_BIT(square) (G_GUINT64_CONSTANT (1) << (square))

/* The side a rook castles to when the king is put onto it: its own. */
static ChessCastlingSide
rook_side (guint king,
           guint rook)
{
  return CHESS_SQUARE_FILE (rook) < CHESS_SQUARE_FILE (king)
         ? CHESS_CASTLING_SIDE_A : CHESS_CASTLING_SIDE_H;
}

/* A Chess960x3 castle against its rook's side in which the king stays
 * where it is (king d1 and rook g1 castling a-side): neither the rook's
 * square nor a destination square can ask for it, so the king's own
 * square does. */
static gboolean
is_castle_in_place (const ChessMove *move)
{
  return chess_move_is_castle (move)
         && chess_move_get_to (move) == chess_move_get_from (move)
         && chess_move_get_castling_side (move) != rook_side (chess_move_get_from (move),
                                                              chess_move_get_rook_from (move));
}

static GPtrArray *
new_move_array (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
}

static gboolean
is_own_rook_for_king (const ChessPosition *position,
                      guint                from,
                      guint                to)
{
  ChessColor king_color, rook_color;
  ChessPieceType king_type, rook_type;

  return chess_position_get_piece (position, from, &king_color, &king_type)
         && king_type == CHESS_PIECE_TYPE_KING
         && chess_position_get_piece (position, to, &rook_color, &rook_type)
         && rook_type == CHESS_PIECE_TYPE_ROOK
         && rook_color == king_color;
}

/* The king put back on its own square: only a castle in place, and that
 * is always asked for (it looks like putting the king down). */
static ChessGestureAction
resolve_in_place (const ChessPosition  *position,
                  guint                 square,
                  GPtrArray           **moves)
{
  g_autoptr(GPtrArray) found = chess_position_find_moves (position, square, square);
  g_autoptr(GPtrArray) chosen = new_move_array ();

  for (guint i = 0; i < found->len; i++)
    if (is_castle_in_place (g_ptr_array_index (found, i)))
      g_ptr_array_add (chosen, chess_move_copy (g_ptr_array_index (found, i)));

  *moves = g_steal_pointer (&chosen);
  return (*moves)->len > 0 ? CHESS_GESTURE_ASK : CHESS_GESTURE_NONE;
}

/* The king onto its own rook castles towards that rook's side (FOUND holds
 * only castles with that rook: no other castle can leave its square free).
 * The rook's castle the other way (crossing over the king, Chess960x3) is
 * entered on the square where it puts the king; when that is the rook's
 * own square (king g1, rook f1, castling h-side: king f1, rook g1), both
 * castles are offered. When only castles the other way are left, they are
 * offered too, never played unasked. */
static ChessGestureAction
resolve_onto_rook (guint        from,
                   guint        to,
                   GPtrArray   *found,
                   GPtrArray  **moves)
{
  g_autoptr(GPtrArray) chosen = new_move_array ();
  gboolean towards_rook = FALSE;

  for (guint i = 0; i < found->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (found, i);

      if (chess_move_get_castling_side (move) == rook_side (from, to))
        towards_rook = TRUE;
      else if (chess_move_get_to (move) != to)
        continue;
      g_ptr_array_add (chosen, chess_move_copy (move));
    }

  if (!towards_rook)
    {
      *moves = g_ptr_array_ref (found);
      return CHESS_GESTURE_ASK;
    }
  *moves = g_steal_pointer (&chosen);
  return (*moves)->len == 1 ? CHESS_GESTURE_PLAY : CHESS_GESTURE_ASK;
}

ChessGestureAction
chess_position_resolve_gesture (const ChessPosition  *position,
                                guint                 from,
                                guint                 to,
                                GPtrArray           **moves)
{
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (position != NULL, CHESS_GESTURE_NONE);
  g_return_val_if_fail (from < 64, CHESS_GESTURE_NONE);
  g_return_val_if_fail (to <= CHESS_NO_SQUARE, CHESS_GESTURE_NONE);
  g_return_val_if_fail (moves != NULL, CHESS_GESTURE_NONE);

  if (to == CHESS_NO_SQUARE)
    {
      *moves = new_move_array ();
      return CHESS_GESTURE_NONE;
    }
  if (from == to)
    return resolve_in_place (position, from, moves);

  found = chess_position_find_moves (position, from, to);
  if (found->len > 0 && is_own_rook_for_king (position, from, to))
    return resolve_onto_rook (from, to, found, moves);

  *moves = g_steal_pointer (&found);
  switch ((*moves)->len)
    {
    case 0:
      return CHESS_GESTURE_NONE;
    case 1:
      return CHESS_GESTURE_PLAY;
    default:
      return CHESS_GESTURE_ASK;
    }
}

void
chess_position_get_gesture_targets (const ChessPosition *position,
                                    guint                from,
                                    guint64             *move_targets,
                                    guint64             *castle_targets)
{
  g_autoptr(GPtrArray) legal = NULL;
  guint64 moves_to = 0, castles_to = 0;

  g_return_if_fail (position != NULL);
  g_return_if_fail (from < 64);

  legal = chess_position_get_legal_moves (position);
  for (guint i = 0; i < legal->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (legal, i);

      if (chess_move_get_from (move) != from)
        continue;
      /* A castle is entered as the king onto its own rook, onto its final
       * square when that differs from where it stands, or (a castle in
       * place) onto its own square: the gestures resolved above. */
      if (!chess_move_is_castle (move))
        moves_to |= SQUARE_BIT (chess_move_get_to (move));
      else
        {
          castles_to |= SQUARE_BIT (chess_move_get_rook_from (move));
          if (chess_move_get_to (move) != from || is_castle_in_place (move))
            castles_to |= SQUARE_BIT (chess_move_get_to (move));
        }
    }

  if (move_targets != NULL)
    *move_targets = moves_to;
  if (castle_targets != NULL)
    *castle_targets = castles_to;
}
