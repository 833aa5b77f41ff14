/* chess-fen.c: Forsyth–Edwards Notation, X-FEN and Shredder-FEN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-fen"

#include <string.h>

#include "chess-position-private.h"

static const char piece_letters[] = " PNBRQK";

static const char *
color_name (guint color)
{
  return color == CHESS_COLOR_WHITE ? "White" : "Black";
}

static gboolean
fen_error (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fen_error (GError     **error,
           const char  *format,
           ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_INVALID_FEN, message);
  return FALSE;
}

static gboolean
parse_placement (ChessPosition  *pos,
                 const char     *field,
                 GError        **error)
{
  guint rank = 7, file = 0;

  for (const char *c = field; *c; c++)
    {
      if (*c == '/')
        {
          if (file != 8)
            return fen_error (error, "Piece placement (field 1): rank %u has %u squares, not 8", rank + 1, file);
          if (rank == 0)
            return fen_error (error, "Piece placement (field 1): more than 8 ranks");
          rank--;
          file = 0;
        }
      else if (*c >= '1' && *c <= '8')
        {
          file += *c - '0';
          if (file > 8)
            return fen_error (error, "Piece placement (field 1): rank %u has more than 8 squares", rank + 1);
        }
      else
        {
          const char *letter = strchr (piece_letters + 1, g_ascii_toupper (*c));
          guint color = g_ascii_isupper (*c) ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK;

          if (*c == ' ' || letter == NULL || !g_ascii_isalpha (*c))
            return fen_error (error, "Piece placement (field 1): '%c' is not a piece letter (use PNBRQK and pnbrqk)", *c);
          if (file >= 8)
            return fen_error (error, "Piece placement (field 1): rank %u has more than 8 squares", rank + 1);
          chess_position_put (pos, CHESS_SQUARE (file, rank), CHESS_PIECE (color, letter - piece_letters));
          file++;
        }
    }
  if (rank != 0 || file != 8)
    return fen_error (error, "Piece placement (field 1): %s", rank != 0 ? "fewer than 8 ranks" : "the first rank does not have 8 squares");
  return TRUE;
}

static gboolean
check_material (ChessPosition  *pos,
                GError        **error)
{
  for (guint color = 0; color < 2; color++)
    {
      ChessBitboard own = pos->by_color[color];
      guint kings = chess_bb_count (own & pos->by_type[CHESS_PIECE_TYPE_KING]);
      guint pawns = chess_bb_count (own & pos->by_type[CHESS_PIECE_TYPE_PAWN]);

      if (kings != 1)
        return fen_error (error, "Piece placement (field 1): %s has %u kings; there must be exactly one",
                          color_name (color), kings);
      if (pawns > 8)
        return fen_error (error, "Piece placement (field 1): %s has %u pawns; at most 8 are possible", color_name (color), pawns);
      if (chess_bb_count (own) > 16)
        return fen_error (error, "Piece placement (field 1): %s has %u pieces; at most 16 are possible",
                          color_name (color), chess_bb_count (own));
    }
  if (pos->by_type[CHESS_PIECE_TYPE_PAWN] & (CHESS_BB_RANK_1 | CHESS_BB_RANK_8))
    {
      guint sq = chess_bb_lsb (pos->by_type[CHESS_PIECE_TYPE_PAWN] & (CHESS_BB_RANK_1 | CHESS_BB_RANK_8));

      return fen_error (error, "Piece placement (field 1): a %s pawn on %c%u, but pawns never stand on the first or last rank",
                        chess_color_to_string (CHESS_PIECE_COLOR (pos->board[sq])),
                        'a' + CHESS_SQUARE_FILE (sq), CHESS_SQUARE_RANK (sq) + 1);
    }

  /* Pieces beyond a player's first set came from promotions, each of
   * which used up a pawn. */
  for (guint color = 0; color < 2; color++)
    {
      static const struct { guint type; guint n_start; } sets[] = {
        { CHESS_PIECE_TYPE_QUEEN, 1 }, { CHESS_PIECE_TYPE_ROOK, 2 },
        { CHESS_PIECE_TYPE_BISHOP, 2 }, { CHESS_PIECE_TYPE_KNIGHT, 2 },
      };
      guint pawns = chess_bb_count (chess_position_pieces (pos, color, CHESS_PIECE_TYPE_PAWN));
      guint promoted = 0;

      for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
        {
          guint n = chess_bb_count (chess_position_pieces (pos, color, sets[i].type));

          promoted += n > sets[i].n_start ? n - sets[i].n_start : 0;
        }
      if (pawns + promoted > 8)
        return fen_error (error, "Piece placement (field 1): %s has %u pawn%s and %u promoted piece%s: "
                          "that takes %u pawns, and a player starts with 8", color_name (color),
                          pawns, pawns == 1 ? "" : "s", promoted, promoted == 1 ? "" : "s", pawns + promoted);
    }
  return TRUE;
}

static gboolean
is_slider (const ChessPosition *pos,
           guint                sq)
{
  guint type = CHESS_PIECE_TYPE_OF (pos->board[sq]);

  return type == CHESS_PIECE_TYPE_BISHOP || type == CHESS_PIECE_TYPE_ROOK || type == CHESS_PIECE_TYPE_QUEEN;
}

/* One move gives check with the piece it moves, plus at most one line it
 * opens for a bishop, rook or queen behind it: never three checks, never
 * two from pawns and knights alone. (Subtler impossible double checks,
 * such as two along one line, are left to the move generator, which
 * handles them: the perft suite has such positions on purpose.) */
static gboolean
check_checkers (const ChessPosition  *pos,
                GError              **error)
{
  ChessBitboard checkers = chess_position_checkers (pos);
  guint a, b;

  if (!chess_bb_more_than_one (checkers))
    return TRUE;
  if (chess_bb_count (checkers) > 2)
    return fen_error (error, "%s is in check from %u pieces at once: no move gives more than a double check, so this position cannot arise",
                      color_name (pos->side), chess_bb_count (checkers));

  a = chess_bb_pop_lsb (&checkers);
  b = chess_bb_lsb (checkers);
  if (!is_slider (pos, a) && !is_slider (pos, b))
    return fen_error (error, "%s is in double check from %c%u and %c%u, which no single move can give: this position cannot arise",
                      color_name (pos->side), 'a' + CHESS_SQUARE_FILE (a), CHESS_SQUARE_RANK (a) + 1,
                      'a' + CHESS_SQUARE_FILE (b), CHESS_SQUARE_RANK (b) + 1);
  return TRUE;
}

/* The rook a castling letter means: K/Q the outermost rook on that side of
 * the king (X-FEN), a file letter the rook on that file (Shredder-FEN and
 * X-FEN's inner rooks). Returns CHESS_NO_SQUARE with an error otherwise. */
static guint
castling_rook (ChessPosition  *pos,
               char            letter,
               GError        **error)
{
  guint color = g_ascii_isupper (letter) ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK;
  guint back_rank = color == CHESS_COLOR_WHITE ? 0 : 7;
  guint ksq = pos->king_square[color];
  ChessBitboard rooks = chess_position_pieces (pos, color, CHESS_PIECE_TYPE_ROOK) & (CHESS_BB_RANK_1 << (8 * back_rank));
  char upper = g_ascii_toupper (letter);

  if (CHESS_SQUARE_RANK (ksq) != back_rank)
    {
      fen_error (error, "Castling rights (field 3): '%c' needs the %s king on its first rank, but it has moved to %c%u",
                 letter, color_name (color), 'a' + CHESS_SQUARE_FILE (ksq), CHESS_SQUARE_RANK (ksq) + 1);
      return CHESS_NO_SQUARE;
    }

  if (upper == 'K' || upper == 'Q')
    {
      ChessBitboard side = upper == 'K'
        ? rooks & ~((CHESS_BB (ksq) << 1) - 1)
        : rooks & (CHESS_BB (ksq) - 1);

      if (side == 0)
        {
          fen_error (error, "Castling rights (field 3): '%c' but %s has no rook on the %s-side of its king",
                     letter, color_name (color), upper == 'K' ? "h" : "a");
          return CHESS_NO_SQUARE;
        }
      return upper == 'K' ? 63 - (guint) __builtin_clzll (side) : chess_bb_lsb (side);
    }

  if (upper >= 'A' && upper <= 'H')
    {
      guint sq = CHESS_SQUARE (upper - 'A', back_rank);

      if (!(rooks & CHESS_BB (sq)))
        {
          fen_error (error, "Castling rights (field 3): '%c' but there is no %s rook on %c%u",
                     letter, chess_color_to_string (color), g_ascii_tolower (upper), back_rank + 1);
          return CHESS_NO_SQUARE;
        }
      return sq;
    }

  fen_error (error, "Castling rights (field 3): '%c' is not a castling letter (use KQkq, file letters, or -)", letter);
  return CHESS_NO_SQUARE;
}

static gboolean
parse_castling (ChessPosition  *pos,
                const char     *field,
                GError        **error)
{
  ChessBitboard rights = 0;

  if (strcmp (field, "-") == 0)
    return TRUE;

  for (const char *c = field; *c; c++)
    {
      guint sq = castling_rook (pos, *c, error);

      if (sq == CHESS_NO_SQUARE)
        return FALSE;
      rights |= CHESS_BB (sq);
    }

  if (pos->variant != CHESS_VARIANT_CHESS960X3)
    for (guint color = 0; color < 2; color++)
      {
        guint ksq = pos->king_square[color];
        ChessBitboard own = rights & pos->by_color[color];
        ChessBitboard a_side = own & (CHESS_BB (ksq) - 1);
        ChessBitboard h_side = own & ~a_side;

        /* Chess960 starts have the king between its two rooks, never on a
         * corner file, and one rook on each side. */
        if (chess_bb_more_than_one (a_side) || chess_bb_more_than_one (h_side))
          return fen_error (error, "Castling rights (field 3): %s keeps two castling rooks on one side of its king; only Chess960x3 allows that",
                            color_name (color));
        if (own && (CHESS_SQUARE_FILE (ksq) == 0 || CHESS_SQUARE_FILE (ksq) == 7))
          return fen_error (error, "Castling rights (field 3): %s's king stands on a corner file, so it has moved and cannot castle",
                            color_name (color));
      }

  for (guint color = 0; color < 2; color++)
    {
      guint ksq = pos->king_square[color];
      ChessBitboard own = rights & pos->by_color[color];

      if (own == 0)
        continue;
      /* A Chess960x3 start has two rooks of each colour, so no more than
       * two can keep their right. */
      if (pos->variant == CHESS_VARIANT_CHESS960X3 && chess_bb_more_than_one (own & (own - 1)))
        return fen_error (error, "Castling rights (field 3): %s keeps %u castling rooks; a Chess960x3 start has only two",
                          color_name (color), (guint) __builtin_popcountll (own));
      /* Standard chess castles only with the king on e1/e8 and the
       * rooks in the corners. */
      if (pos->variant == CHESS_VARIANT_STANDARD && CHESS_SQUARE_FILE (ksq) != 4)
        return fen_error (error, "Castling rights (field 3): %s's king stands on %c%u, not on its e-file square, so it cannot castle in standard chess",
                          color_name (color), 'a' + CHESS_SQUARE_FILE (ksq), CHESS_SQUARE_RANK (ksq) + 1);
      for (ChessBitboard r = own; pos->variant == CHESS_VARIANT_STANDARD && r != 0; r &= r - 1)
        {
          guint sq = chess_bb_lsb (r);

          if (CHESS_SQUARE_FILE (sq) != 0 && CHESS_SQUARE_FILE (sq) != 7)
            return fen_error (error, "Castling rights (field 3): %s's castling rook stands on %c%u, not in a corner, which standard chess does not allow",
                              color_name (color), 'a' + CHESS_SQUARE_FILE (sq), CHESS_SQUARE_RANK (sq) + 1);
        }
    }

  pos->castling_rooks = rights;
  return TRUE;
}

static gboolean
parse_counter (const char  *text,
               guint        max,
               guint       *value)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static gboolean
parse_en_passant (ChessPosition  *pos,
                  const char     *field,
                  GError        **error)
{
  guint sq, us = pos->side, them = us ^ 1;
  guint expected_rank = us == CHESS_COLOR_WHITE ? 5 : 2;
  int toward_them = us == CHESS_COLOR_WHITE ? 8 : -8;

  if (strcmp (field, "-") == 0)
    return TRUE;
  if (strlen (field) != 2 || !chess_square_from_string (field, &sq))
    return fen_error (error, "En passant (field 4): '%s' is not a square or -", field);
  if (CHESS_SQUARE_RANK (sq) != expected_rank)
    return fen_error (error, "En passant (field 4): %s cannot be an en-passant square with %s to move; it must be on rank %u",
                      field, color_name (us), expected_rank + 1);
  if (pos->board[sq] || pos->board[sq + toward_them])
    return fen_error (error, "En passant (field 4): %s cannot be: a %s pawn cannot have just passed it, the squares it crossed are not empty",
                      field, color_name (them));
  if (pos->board[sq - toward_them] != CHESS_PIECE (them, CHESS_PIECE_TYPE_PAWN))
    return fen_error (error, "En passant (field 4): %s cannot be: there is no %s pawn on %c%u that just moved two squares",
                      field, color_name (them), field[0], CHESS_SQUARE_RANK (sq - toward_them) + 1);

  /* Keep it only when a capture is legal: it is then part of the position. */
  chess_position_update_ep (pos, sq);
  return TRUE;
}

ChessPosition *
chess_position_new_from_fen (ChessVariant   variant,
                             const char    *fen,
                             GError       **error)
{
  g_autoptr(ChessPosition) pos = NULL;
  g_auto(GStrv) fields = NULL;
  g_autofree char *stripped = NULL;
  guint n_fields;

  g_return_val_if_fail (fen != NULL, NULL);

  if (variant > CHESS_VARIANT_STANDARD)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_VARIANT, "Unknown variant %d", variant);
      return NULL;
    }

  chess_core_init ();

  stripped = g_strstrip (g_strdup (fen));
  /* Fields are separated by runs of spaces and tabs. (Not a GRegex: it
   * would be compiled for every FEN, and a PGN file has one per game.) */
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

    for (char *p = stripped; *p != '\0';)
      {
        gsize len = strcspn (p, " \t");
        g_autofree char *field = g_strndup (p, len);

        g_strv_builder_add (builder, field);
        p += len;
        p += strspn (p, " \t");
      }
    fields = g_strv_builder_end (builder);
  }
  n_fields = g_strv_length (fields);
  if (n_fields != 6 && n_fields != 4)
    {
      fen_error (error, "FEN has %u field%s; it needs 6 (placement, side to move, castling, en passant, halfmove clock, move number), or 4 without the two counters",
                 n_fields, n_fields == 1 ? "" : "s");
      return NULL;
    }

  pos = g_new0 (ChessPosition, 1);
  pos->variant = variant;
  pos->ep_square = CHESS_NO_SQUARE;
  pos->fullmove_number = 1;

  if (!parse_placement (pos, fields[0], error) || !check_material (pos, error))
    return NULL;

  if (strcmp (fields[1], "w") == 0)
    pos->side = CHESS_COLOR_WHITE;
  else if (strcmp (fields[1], "b") == 0)
    pos->side = CHESS_COLOR_BLACK;
  else
    {
      fen_error (error, "Side to move (field 2): '%s' must be w or b", fields[1]);
      return NULL;
    }

  if (!parse_castling (pos, fields[2], error))
    return NULL;

  /* A side not to move in check means the last move left its own king
   * attacked: the position cannot arise. */
  pos->side ^= 1;
  if (chess_position_checkers (pos))
    {
      fen_error (error, "%s is in check but it is %s's move: this position cannot arise",
                 color_name (pos->side), color_name (pos->side ^ 1));
      return NULL;
    }
  pos->side ^= 1;
  if (!check_checkers (pos, error))
    return NULL;

  if (!parse_en_passant (pos, fields[3], error))
    return NULL;

  if (n_fields == 6)
    {
      guint halfmove, fullmove;

      if (!parse_counter (fields[4], 9999, &halfmove))
        {
          fen_error (error, "Halfmove clock (field 5): '%s' is not a number of half-moves", fields[4]);
          return NULL;
        }
      if (!parse_counter (fields[5], 65535, &fullmove))
        {
          fen_error (error, "Move number (field 6): '%s' is not a move number", fields[5]);
          return NULL;
        }
      pos->halfmove_clock = halfmove;
      /* Many programs write 0 here; the game is then at its first move. */
      pos->fullmove_number = MAX (fullmove, 1);
    }

  chess_position_compute_key (pos);
  return g_steal_pointer (&pos);
}

static void
append_castling (GString             *out,
                 const ChessPosition *pos,
                 ChessFenFlags        flags)
{
  gsize start = out->len;

  for (guint color = 0; color < 2; color++)
    {
      ChessBitboard rights = pos->castling_rooks & pos->by_color[color];
      ChessBitboard back_rooks = chess_position_pieces (pos, color, CHESS_PIECE_TYPE_ROOK)
                               & (color == CHESS_COLOR_WHITE ? CHESS_BB_RANK_1 : CHESS_BB_RANK_8);
      guint ksq = pos->king_square[color];

      /* h-side first, outermost first: KQkq, HFhf. */
      for (int file = 7; file >= 0; file--)
        {
          guint sq = CHESS_SQUARE (file, color == CHESS_COLOR_WHITE ? 0 : 7);
          char letter;

          if (!(rights & CHESS_BB (sq)))
            continue;

          if (flags & CHESS_FEN_FLAGS_SHREDDER)
            letter = 'A' + file;
          else if (sq > ksq && (back_rooks & ~((CHESS_BB (sq) << 1) - 1)) == 0)
            letter = 'K';
          else if (sq < ksq && (back_rooks & (CHESS_BB (sq) - 1)) == 0)
            letter = 'Q';
          else
            letter = 'A' + file;

          g_string_append_c (out, color == CHESS_COLOR_WHITE ? letter : g_ascii_tolower (letter));
        }
    }
  if (out->len == start)
    g_string_append_c (out, '-');
}

char *
chess_position_to_fen (const ChessPosition *position,
                       ChessFenFlags        flags)
{
  GString *out = g_string_sized_new (90);

  for (int rank = 7; rank >= 0; rank--)
    {
      guint empty = 0;

      for (guint file = 0; file < 8; file++)
        {
          guint8 piece = position->board[CHESS_SQUARE (file, rank)];

          if (piece == 0)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_c (out, '0' + empty);
          empty = 0;
          g_string_append_c (out, CHESS_PIECE_COLOR (piece) == CHESS_COLOR_WHITE
                                  ? piece_letters[CHESS_PIECE_TYPE_OF (piece)]
                                  : g_ascii_tolower (piece_letters[CHESS_PIECE_TYPE_OF (piece)]));
        }
      if (empty)
        g_string_append_c (out, '0' + empty);
      if (rank > 0)
        g_string_append_c (out, '/');
    }

  g_string_append (out, position->side == CHESS_COLOR_WHITE ? " w " : " b ");
  append_castling (out, position, flags);
  if (position->ep_square != CHESS_NO_SQUARE)
    g_string_append_printf (out, " %c%c", 'a' + CHESS_SQUARE_FILE (position->ep_square), '1' + CHESS_SQUARE_RANK (position->ep_square));
  else
    g_string_append (out, " -");
  g_string_append_printf (out, " %u %u", position->halfmove_clock, position->fullmove_number);

  return g_string_free (out, FALSE);
}
