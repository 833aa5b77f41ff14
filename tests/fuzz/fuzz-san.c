/* fuzz-san.c: reading moves in SAN and UCI
 *
 * Input: a FEN, a newline, then the move text. When the first line is not
 * a FEN (of either variant), the move text is read in the standard start
 * position. Whatever move is read must be legal, and writing it (SAN or
 * UCI) and reading that back must give the same move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-position.h"
#include "fuzz-common.h"

static void
check_move (const ChessPosition *position,
            const ChessMove     *move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) from_san = NULL;
  g_autoptr(ChessMove) from_uci = NULL;
  g_autoptr(ChessMove) from_any = NULL;
  g_autoptr(ChessPosition) after = NULL;
  g_autofree char *san = NULL;
  g_autofree char *uci = NULL;

  g_assert_true (chess_position_is_legal (position, move));

  san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
  g_assert_nonnull (san);
  from_san = chess_position_parse_san (position, san, &error);
  if (from_san == NULL)
    g_error ("SAN written by chess_position_move_to_san does not read back: %s: %s",
             san, error->message);
  g_assert_true (chess_move_equal (move, from_san));

  uci = chess_position_move_to_uci (position, move);
  g_assert_nonnull (uci);
  from_uci = chess_position_parse_uci (position, uci, &error);
  if (from_uci == NULL)
    g_error ("UCI written by chess_position_move_to_uci does not read back: %s: %s",
             uci, error->message);
  g_assert_true (chess_move_equal (move, from_uci));

  from_any = chess_position_parse_move (position, san, &error);
  g_assert_nonnull (from_any);
  g_assert_true (chess_move_equal (move, from_any));

  after = chess_position_play (position, move);
  g_assert_nonnull (after);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_input_to_string (data, size);
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  char *move_text;
  char *newline;
  gsize length;

  newline = strchr (text, '\n');
  if (newline != NULL)
    {
      *newline = '\0';
      move_text = newline + 1;
      position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, text, NULL);
      if (position == NULL)
        position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960X3, text, NULL);
    }
  else
    move_text = text;

  if (position == NULL)
    position = chess_position_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_assert_nonnull (position);

  /* Seed files end in a newline; the move text proper does not. */
  length = strlen (move_text);
  while (length > 0 && (move_text[length - 1] == '\n' || move_text[length - 1] == '\r'))
    move_text[--length] = '\0';

  move = chess_position_parse_move (position, move_text, &error);
  if (move != NULL)
    check_move (position, move);
  else
    g_assert_true (error != NULL && error->domain == CHESS_ERROR);
  g_clear_pointer (&move, chess_move_free);
  g_clear_error (&error);

  move = chess_position_parse_san (position, move_text, &error);
  if (move != NULL)
    check_move (position, move);
  else
    g_assert_true (error != NULL && error->domain == CHESS_ERROR);
  g_clear_pointer (&move, chess_move_free);
  g_clear_error (&error);

  move = chess_position_parse_uci (position, move_text, &error);
  if (move != NULL)
    check_move (position, move);
  else
    g_assert_true (error != NULL && error->domain == CHESS_ERROR);

  return 0;
}
