/* chess-startpos.c: numbered start positions (Scharnagl numbering)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-startpos"

#include <string.h>

#include "chess-startpos-private.h"

/* The two knight squares, as indices among the five squares left after the
 * bishops and the queen, in Scharnagl's order (NN--- is 0, ---NN is 9). */
static const guint8 knight_patterns[10][2] = {
  { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 },
  { 1, 2 }, { 1, 3 }, { 1, 4 },
  { 2, 3 }, { 2, 4 },
  { 3, 4 },
};

const char *const chess_startpos_rook_king_arrangements[3] = {
  "RKR",
  "RRK",
  "KRR",
};

guint
chess_startpos_count (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return CHESS960_N_POSITIONS;
    case CHESS_VARIANT_CHESS960X3:
      return CHESS960X3_N_POSITIONS;
    case CHESS_VARIANT_STANDARD:
      return 1;
    default:
      g_return_val_if_reached (0);
    }
}

gboolean
chess_startpos_is_valid (ChessVariant variant,
                         guint        number)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return number < CHESS960_N_POSITIONS;
    case CHESS_VARIANT_CHESS960X3:
      return number < CHESS960X3_N_POSITIONS;
    case CHESS_VARIANT_STANDARD:
      return number == CHESS_STANDARD_POSITION;
    default:
      return FALSE;
    }
}

/* Puts PIECE on the INDEX-th (0-based) empty square of BACK_RANK. */
static void
place_on_nth_empty (char  *back_rank,
                    guint  index,
                    char   piece)
{
  for (guint file = 0; file < 8; file++)
    {
      if (back_rank[file] != '.')
        continue;
      if (index-- == 0)
        {
          back_rank[file] = piece;
          return;
        }
    }

  g_assert_not_reached ();
}

static void
build_back_rank (guint  number,
                 char   back_rank[9])
{
  guint n = number % CHESS960_N_POSITIONS;
  guint arrangement = number / CHESS960_N_POSITIONS;
  guint light, dark, queen;
  const guint8 *knights;
  const char *rest;
  char empty5[5];
  guint n_empty = 0;

  g_assert (arrangement < G_N_ELEMENTS (chess_startpos_rook_king_arrangements));

  memset (back_rank, '.', 8);
  back_rank[8] = '\0';

  light = n % 4;
  n /= 4;
  dark = n % 4;
  n /= 4;
  queen = n % 6;
  n /= 6;
  knights = knight_patterns[n];

  /* Files with an even index (a, c, e, g) are dark on the first rank. */
  back_rank[2 * light + 1] = 'B';
  back_rank[2 * dark] = 'B';
  place_on_nth_empty (back_rank, queen, 'Q');

  /* Knights are chosen among the five empty squares as a pair, so mark them
   * before placing either, or the second index would shift. */
  memset (empty5, 'x', sizeof empty5);
  empty5[knights[0]] = 'N';
  empty5[knights[1]] = 'N';

  rest = chess_startpos_rook_king_arrangements[arrangement];
  for (guint file = 0; file < 8; file++)
    {
      if (back_rank[file] != '.')
        continue;
      if (empty5[n_empty++] == 'N')
        back_rank[file] = 'N';
      else
        back_rank[file] = *rest++;
    }

  g_assert (n_empty == 5);
  g_assert (*rest == '\0');
}

gboolean
chess_startpos_get_back_rank (ChessVariant   variant,
                              guint          number,
                              char           back_rank[9],
                              GError       **error)
{
  g_return_val_if_fail (back_rank != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!chess_startpos_is_valid (variant, number))
    {
      switch (variant)
        {
        case CHESS_VARIANT_CHESS960:
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                       "Start position %u is out of range: "
                       "Chess960 numbers run from 0 to %u",
                       number, CHESS960_N_POSITIONS - 1);
          break;

        case CHESS_VARIANT_CHESS960X3:
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                       "Start position %u is out of range: "
                       "Chess960x3 numbers run from 0 to %u",
                       number, CHESS960X3_N_POSITIONS - 1);
          break;

        case CHESS_VARIANT_STANDARD:
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                       "Start position %u is not standard chess: "
                       "its only start position is %u",
                       number, CHESS_STANDARD_POSITION);
          break;

        default:
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_VARIANT,
                       "Unknown variant %d", (int) variant);
          break;
        }

      return FALSE;
    }

  build_back_rank (number, back_rank);

  return TRUE;
}

gint
chess_startpos_from_back_rank (ChessVariant  variant,
                               const char   *back_rank)
{
  char rank[9];
  char rest[4];
  guint n_rest = 0;
  guint n_kings = 0, n_queens = 0, n_rooks = 0, n_bishops = 0, n_knights = 0;
  guint light = 0, dark = 0, queen = 0;
  guint knight_index[2];
  guint n_knight_index = 0;
  guint n_empty = 0;
  guint knights;
  guint arrangement;
  guint number;

  g_return_val_if_fail (back_rank != NULL, -1);

  if (strlen (back_rank) != 8)
    return -1;

  for (guint file = 0; file < 8; file++)
    {
      rank[file] = g_ascii_toupper (back_rank[file]);

      switch (rank[file])
        {
        case 'K': n_kings++; break;
        case 'Q': n_queens++; break;
        case 'R': n_rooks++; break;
        case 'N': n_knights++; break;
        case 'B':
          n_bishops++;
          if (file % 2 == 1)
            light = file / 2;
          else
            dark = file / 2;
          break;
        default:
          return -1;
        }
    }
  rank[8] = '\0';

  if (n_kings != 1 || n_queens != 1 || n_rooks != 2 || n_bishops != 2 || n_knights != 2)
    return -1;

  /* Two bishops of one colour would leave LIGHT or DARK unset. */
  if ((rank[1] == 'B') + (rank[3] == 'B') + (rank[5] == 'B') + (rank[7] == 'B') != 1)
    return -1;

  /* The queen's index counts the squares left empty by the bishops, and the
   * knights' the squares left empty by the bishops and the queen. */
  for (guint file = 0; file < 8; file++)
    {
      if (rank[file] == 'B')
        continue;
      if (rank[file] == 'Q')
        {
          queen = n_empty;
          continue;
        }
      n_empty++;
    }

  n_empty = 0;
  for (guint file = 0; file < 8; file++)
    {
      if (rank[file] == 'B' || rank[file] == 'Q')
        continue;
      if (rank[file] == 'N')
        knight_index[n_knight_index++] = n_empty;
      else
        rest[n_rest++] = rank[file];
      n_empty++;
    }
  rest[n_rest] = '\0';

  /* Both loops must match: knight_index is ascending and REST holds
   * R, R and K in some order. */
  for (knights = 0; knights < G_N_ELEMENTS (knight_patterns); knights++)
    if (knight_patterns[knights][0] == knight_index[0] &&
        knight_patterns[knights][1] == knight_index[1])
      break;
  g_assert (knights < G_N_ELEMENTS (knight_patterns));

  for (arrangement = 0; arrangement < G_N_ELEMENTS (chess_startpos_rook_king_arrangements); arrangement++)
    if (strcmp (rest, chess_startpos_rook_king_arrangements[arrangement]) == 0)
      break;
  g_assert (arrangement < G_N_ELEMENTS (chess_startpos_rook_king_arrangements));

  number = light + 4 * dark + 16 * queen + 96 * knights
         + CHESS960_N_POSITIONS * arrangement;

  if (!chess_startpos_is_valid (variant, number))
    return -1;

  return (gint) number;
}
