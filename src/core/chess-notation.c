/* chess-notation.c: SAN and UCI, out and in
 *
 * Castles in SAN are O-O (king ends on the h-side) and O-O-O (a-side).
 * Chess960x3 adds castles in which the rook crosses over the king to the
 * other side; those carry the rook's file after a colon, e.g. O-O:a, so
 * that every castle has one spelling with no look at the position. In UCI
 * a castle is king-onto-own-rook (e1h1) as with UCI_Chess960; a crossing
 * castle adds the side letter: e1a1h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-notation"

#include <string.h>

#include "chess-movegen-private.h"

static const char san_letters[] = "  NBRQK";
static const char *const figurines[] = { "", "", "♘", "♗", "♖", "♕", "♔" };

static gboolean
is_crossing_castle (ChessMoveCode code)
{
  gboolean rook_on_a_side = CHESS_MOVE_CODE_TO (code) < CHESS_MOVE_CODE_FROM (code);

  return CHESS_MOVE_CODE_IS_CASTLE (code) &&
         rook_on_a_side != (CHESS_MOVE_CODE_KIND (code) == CHESS_MOVE_CASTLE_A);
}

static void
append_square (GString *out, guint sq)
{
  g_string_append_c (out, 'a' + CHESS_SQUARE_FILE (sq));
  g_string_append_c (out, '1' + CHESS_SQUARE_RANK (sq));
}

static void
append_piece (GString *out, guint type, ChessSanFlags flags)
{
  if (flags & CHESS_SAN_FLAGS_FIGURINE)
    g_string_append (out, figurines[type]);
  else
    g_string_append_c (out, san_letters[type]);
}

char *
chess_position_move_to_san (const ChessPosition *position,
                            const ChessMove     *move,
                            ChessSanFlags        flags)
{
  ChessMoveCode code = chess_move_get_code (move);
  guint from = CHESS_MOVE_CODE_FROM (code), to = CHESS_MOVE_CODE_TO (code);
  guint type = CHESS_PIECE_TYPE_OF (position->board[from]);
  GString *out = g_string_new (NULL);
  ChessPosition after;

  g_return_val_if_fail (chess_position_is_legal (position, move), NULL);

  if (CHESS_MOVE_CODE_IS_CASTLE (code))
    {
      const char *o = (flags & CHESS_SAN_FLAGS_ZEROES) ? "0" : "O";

      g_string_append_printf (out, "%s-%s", o, o);
      if (CHESS_MOVE_CODE_KIND (code) == CHESS_MOVE_CASTLE_A)
        g_string_append_printf (out, "-%s", o);
      if (is_crossing_castle (code))
        g_string_append_printf (out, ":%c", 'a' + CHESS_SQUARE_FILE (to));
    }
  else if (type == CHESS_PIECE_TYPE_PAWN)
    {
      if (CHESS_SQUARE_FILE (from) != CHESS_SQUARE_FILE (to))
        g_string_append_printf (out, "%cx", 'a' + CHESS_SQUARE_FILE (from));
      append_square (out, to);
      if (CHESS_MOVE_CODE_PROMO (code))
        {
          g_string_append_c (out, '=');
          append_piece (out, CHESS_MOVE_CODE_PROMO (code), flags);
        }
    }
  else
    {
      ChessMoveList list;
      gboolean others = FALSE, same_file = FALSE, same_rank = FALSE;

      append_piece (out, type, flags);
      if (type != CHESS_PIECE_TYPE_KING)
        {
          chess_movegen_legal (position, &list);
          for (guint i = 0; i < list.n_moves; i++)
            {
              ChessMoveCode m = list.moves[i];
              guint other = CHESS_MOVE_CODE_FROM (m);

              if (m == code || CHESS_MOVE_CODE_IS_CASTLE (m) || CHESS_MOVE_CODE_TO (m) != to ||
                  other == from || position->board[other] != position->board[from])
                continue;
              others = TRUE;
              same_file |= CHESS_SQUARE_FILE (other) == CHESS_SQUARE_FILE (from);
              same_rank |= CHESS_SQUARE_RANK (other) == CHESS_SQUARE_RANK (from);
            }
          if (others && (!same_file || same_rank))
            g_string_append_c (out, 'a' + CHESS_SQUARE_FILE (from));
          if (others && same_file)
            g_string_append_c (out, '1' + CHESS_SQUARE_RANK (from));
        }
      if (position->board[to])
        g_string_append_c (out, 'x');
      append_square (out, to);
    }

  after = *position;
  chess_position_make_move (&after, code);
  if (chess_position_checkers (&after))
    g_string_append_c (out, chess_movegen_count (&after) == 0 ? '#' : '+');

  return g_string_free (out, FALSE);
}

char *
chess_position_move_to_uci (const ChessPosition *position,
                            const ChessMove     *move)
{
  ChessMoveCode code = chess_move_get_code (move);
  GString *out = g_string_sized_new (6);

  append_square (out, CHESS_MOVE_CODE_FROM (code));
  append_square (out, CHESS_MOVE_CODE_TO (code));
  if (CHESS_MOVE_CODE_PROMO (code))
    g_string_append_c (out, g_ascii_tolower (san_letters[CHESS_MOVE_CODE_PROMO (code)]));
  if (is_crossing_castle (code))
    g_string_append_c (out, CHESS_MOVE_CODE_KIND (code) == CHESS_MOVE_CASTLE_A ? 'a' : 'h');
  return g_string_free (out, FALSE);
}

static ChessMove *
move_error (GError     **error,
            gint         code,
            const char  *text,
            const char  *why)
{
  g_set_error (error, CHESS_ERROR, code, "%s: %s", text, why);
  return NULL;
}

static guint
piece_from_letter (const char **text)
{
  static const struct { const char *spelling; guint type; } pieces[] = {
    { "N", CHESS_PIECE_TYPE_KNIGHT }, { "B", CHESS_PIECE_TYPE_BISHOP },
    { "R", CHESS_PIECE_TYPE_ROOK }, { "Q", CHESS_PIECE_TYPE_QUEEN },
    { "K", CHESS_PIECE_TYPE_KING },
    { "♘", CHESS_PIECE_TYPE_KNIGHT }, { "♗", CHESS_PIECE_TYPE_BISHOP },
    { "♖", CHESS_PIECE_TYPE_ROOK }, { "♕", CHESS_PIECE_TYPE_QUEEN },
    { "♔", CHESS_PIECE_TYPE_KING },
    { "♞", CHESS_PIECE_TYPE_KNIGHT }, { "♝", CHESS_PIECE_TYPE_BISHOP },
    { "♜", CHESS_PIECE_TYPE_ROOK }, { "♛", CHESS_PIECE_TYPE_QUEEN },
    { "♚", CHESS_PIECE_TYPE_KING },
  };

  /* Most moves start with an ASCII letter: a pawn's file or a piece. */
  if ((guchar) **text < 0x80 && !strchr ("NBRQK", **text))
    return CHESS_PIECE_TYPE_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    if (g_str_has_prefix (*text, pieces[i].spelling))
      {
        *text += strlen (pieces[i].spelling);
        return pieces[i].type;
      }
  return CHESS_PIECE_TYPE_NONE;
}

/* Drops check, mate and annotation marks, and "e.p.", from the end. */
static char *
strip_suffixes (const char *text)
{
  char *copy = g_strstrip (g_strdup (text));
  gsize len = strlen (copy);

  if (len >= 4 && g_str_has_suffix (copy, "e.p."))
    {
      len -= 4;
      while (len > 0 && copy[len - 1] == ' ')
        len--;
    }
  while (len > 0 && strchr ("+#!?", copy[len - 1]))
    len--;
  copy[len] = '\0';
  return copy;
}

static ChessMove *
parse_castle (const ChessPosition  *position,
              const char           *text,
              const char           *original,
              GError              **error)
{
  ChessMoveList list;
  guint kind, rook_file = 8;
  gboolean long_castle;
  char o = text[0];
  const char *rest;

  /* O-O, 0-0, o-o, then an optional :file for a crossing castle. */
  if (!(o == 'O' || o == '0' || o == 'o') || text[1] != '-' || text[2] != o)
    return NULL;
  long_castle = text[3] == '-' && text[4] == o;
  rest = text + (long_castle ? 5 : 3);
  if (*rest == ':' && rest[1] >= 'a' && rest[1] <= 'h' && rest[2] == '\0')
    rook_file = rest[1] - 'a';
  else if (*rest != '\0')
    return NULL;
  kind = long_castle ? CHESS_MOVE_CASTLE_A : CHESS_MOVE_CASTLE_H;

  chess_movegen_legal (position, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ChessMoveCode m = list.moves[i];

      if (CHESS_MOVE_CODE_KIND (m) != kind)
        continue;
      if (rook_file == 8 ? !is_crossing_castle (m)
                         : is_crossing_castle (m) && CHESS_SQUARE_FILE (CHESS_MOVE_CODE_TO (m)) == rook_file)
        return chess_move_new_from_code (position, m);
    }
  return move_error (error, CHESS_ERROR_ILLEGAL_MOVE, original,
                     long_castle ? "castling a-side (0-0-0) is not legal here" : "castling h-side (0-0) is not legal here");
}

/* The one legal move of TYPE to TO (from FROM_FILE/FROM_RANK when not
 * 8), found from the attack tables, with each candidate checked by its
 * king's safety after it: most moves of a game file are read without
 * generating every legal move. Returns 0 when it cannot tell (en
 * passant, a promotion, no candidate or several): the caller then goes
 * through the move list, which also words any error. */
static ChessMoveCode
find_simple_move (const ChessPosition *pos,
                  guint                type,
                  guint                from_file,
                  guint                from_rank,
                  guint                to,
                  guint                promo)
{
  guint us = pos->side;
  ChessBitboard own = pos->by_color[us];
  ChessBitboard occupied = chess_position_occupied (pos);
  ChessBitboard mine = own & pos->by_type[type];
  ChessBitboard candidates;
  ChessMoveCode found = 0;

  if (promo != CHESS_PIECE_TYPE_NONE || (own & CHESS_BB (to)) ||
      (type == CHESS_PIECE_TYPE_PAWN && (CHESS_BB (to) & (CHESS_BB_RANK_1 | (CHESS_BB_RANK_1 << 56))) != 0))
    return 0;

  switch (type)
    {
    case CHESS_PIECE_TYPE_KNIGHT:
      candidates = chess_bb_knight[to] & mine;
      break;
    case CHESS_PIECE_TYPE_BISHOP:
      candidates = chess_slider_bishop (to, occupied) & mine;
      break;
    case CHESS_PIECE_TYPE_ROOK:
      candidates = chess_slider_rook (to, occupied) & mine;
      break;
    case CHESS_PIECE_TYPE_QUEEN:
      candidates = (chess_slider_rook (to, occupied) | chess_slider_bishop (to, occupied)) & mine;
      break;
    case CHESS_PIECE_TYPE_KING:
      /* A step; castling is written O-O, never as a king move. */
      candidates = chess_bb_king[to] & mine;
      break;
    case CHESS_PIECE_TYPE_PAWN:
      if (to == pos->ep_square)
        return 0;
      if (from_file == CHESS_SQUARE_FILE (to))
        {
          /* A push: one square, or two from the second rank. */
          gint back = us == CHESS_COLOR_WHITE ? -8 : 8;
          guint one = to + back;

          if (occupied & CHESS_BB (to))
            return 0;
          if (mine & CHESS_BB (one))
            candidates = CHESS_BB (one);
          else if (!(occupied & CHESS_BB (one)) &&
                   CHESS_SQUARE_RANK (to) == (us == CHESS_COLOR_WHITE ? 3u : 4u) &&
                   (mine & CHESS_BB (one + back)))
            candidates = CHESS_BB (one + back);
          else
            return 0;
        }
      else
        {
          if (!(pos->by_color[us ^ 1] & CHESS_BB (to)))
            return 0;
          candidates = chess_bb_pawn_attacks[us ^ 1][to] & mine;
        }
      break;
    default:
      return 0;
    }

  for (; candidates != 0; candidates &= candidates - 1)
    {
      guint from = chess_bb_lsb (candidates);
      ChessMoveCode code = CHESS_MOVE_CODE (from, to, CHESS_PIECE_TYPE_NONE, CHESS_MOVE_NORMAL);
      ChessPosition after;

      if ((from_file != 8 && CHESS_SQUARE_FILE (from) != from_file) ||
          (from_rank != 8 && CHESS_SQUARE_RANK (from) != from_rank))
        continue;
      after = *pos;
      chess_position_make_move (&after, code);
      if (chess_enemy_attackers (&after, us, after.king_square[us], chess_position_occupied (&after)) != 0)
        continue;
      if (found != 0)
        return 0;
      found = code;
    }
  return found;
}

ChessMove *
chess_position_parse_san (const ChessPosition  *position,
                          const char           *text,
                          GError              **error)
{
  g_autofree char *clean = NULL;
  ChessMoveList list;
  const char *p;
  guint type, from_file = 8, from_rank = 8, to, promo = CHESS_PIECE_TYPE_NONE;
  ChessMoveCode found = 0;
  guint n_found = 0;
  ChessMove *castle;
  g_autoptr(GError) castle_error = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  clean = strip_suffixes (text);
  if (*clean == '\0')
    return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "empty move");

  castle = parse_castle (position, clean, text, &castle_error);
  if (castle != NULL)
    return castle;
  if (castle_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&castle_error));
      return NULL;
    }

  p = clean;
  type = piece_from_letter (&p);
  if (type == CHESS_PIECE_TYPE_NONE)
    type = CHESS_PIECE_TYPE_PAWN;

  /* The rest is [file][rank][x|-|:]square[=promotion]; read from the
   * end, which is always the destination and promotion. */
  {
    gsize len = strlen (p);
    char last = len ? p[len - 1] : 0;

    if (len >= 3 && strchr ("QRBNqrbn", last) && p[len - 2] != 'x')
      {
        const char *letter = strchr (san_letters + 2, g_ascii_toupper (last));

        if (letter == NULL || g_ascii_toupper (last) == 'K')
          return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "unknown promotion piece");
        promo = letter - san_letters;
        len--;
        if (len > 0 && p[len - 1] == '=')
          len--;
        else if (len > 0 && p[len - 1] == '(')
          return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "not a move");
      }
    if (len < 2 || !chess_square_from_string (p + len - 2, &to))
      return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "not a move in SAN or UCI");
    len -= 2;
    if (len > 0 && (p[len - 1] == 'x' || p[len - 1] == ':' || p[len - 1] == '-'))
      len--;
    for (gsize i = 0; i < len; i++)
      {
        if (p[i] >= 'a' && p[i] <= 'h' && from_file == 8)
          from_file = p[i] - 'a';
        else if (p[i] >= '1' && p[i] <= '8' && from_rank == 8)
          from_rank = p[i] - '1';
        else
          return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "not a move in SAN or UCI");
      }
  }

  /* A pawn move without a file letter is a push: in SAN a pawn's
   * capture always names the file it starts from (cxd5, never d5). */
  if (type == CHESS_PIECE_TYPE_PAWN && from_file == 8)
    from_file = CHESS_SQUARE_FILE (to);

  if (promo && type != CHESS_PIECE_TYPE_PAWN)
    return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "only a pawn can promote");

  found = find_simple_move (position, type, from_file, from_rank, to, promo);
  if (found != 0)
    return chess_move_new_from_code (position, found);

  chess_movegen_legal (position, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ChessMoveCode m = list.moves[i];
      guint from = CHESS_MOVE_CODE_FROM (m);

      if (CHESS_MOVE_CODE_IS_CASTLE (m) || CHESS_MOVE_CODE_TO (m) != to ||
          CHESS_PIECE_TYPE_OF (position->board[from]) != type ||
          (from_file != 8 && CHESS_SQUARE_FILE (from) != from_file) ||
          (from_rank != 8 && CHESS_SQUARE_RANK (from) != from_rank) ||
          CHESS_MOVE_CODE_PROMO (m) != promo)
        continue;
      found = m;
      n_found++;
    }

  if (n_found == 1)
    return chess_move_new_from_code (position, found);
  if (n_found > 1)
    return move_error (error, CHESS_ERROR_AMBIGUOUS_MOVE, text, "more than one piece can make this move; add the file or rank it starts from");
  if (type == CHESS_PIECE_TYPE_PAWN && promo == CHESS_PIECE_TYPE_NONE &&
      CHESS_BB (to) & (CHESS_BB_RANK_1 | CHESS_BB_RANK_8))
    return move_error (error, CHESS_ERROR_MISSING_PROMOTION, text, "a pawn reaching the last rank must promote, e.g. e8=Q");
  return move_error (error, CHESS_ERROR_ILLEGAL_MOVE, text, "not a legal move in this position");
}

static gboolean
looks_like_uci (const char *text)
{
  gsize len = strlen (text);

  return (len == 4 || len == 5) &&
         text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8' &&
         text[2] >= 'a' && text[2] <= 'h' && text[3] >= '1' && text[3] <= '8' &&
         (len == 4 || strchr ("qrbnah", text[4]) != NULL);
}

ChessMove *
chess_position_parse_uci (const ChessPosition  *position,
                          const char           *text,
                          GError              **error)
{
  ChessMoveList list;
  guint from, to, promo = CHESS_PIECE_TYPE_NONE, castle_kind = 0;
  gboolean onto_own_rook;
  ChessMoveCode by_destination = 0;
  guint n_by_destination = 0;

  g_return_val_if_fail (text != NULL, NULL);

  if (!looks_like_uci (text))
    return move_error (error, CHESS_ERROR_INVALID_MOVE, text, "not a move in UCI notation (e.g. e2e4, e7e8q, e1h1)");

  chess_square_from_string (text, &from);
  chess_square_from_string (text + 2, &to);
  if (text[4] == 'a' || text[4] == 'h')
    castle_kind = text[4] == 'a' ? CHESS_MOVE_CASTLE_A : CHESS_MOVE_CASTLE_H;
  else if (text[4])
    promo = strchr (san_letters + 2, g_ascii_toupper (text[4])) - san_letters;

  onto_own_rook = position->board[from] == CHESS_PIECE (position->side, CHESS_PIECE_TYPE_KING) &&
                  position->board[to] == CHESS_PIECE (position->side, CHESS_PIECE_TYPE_ROOK);
  if (onto_own_rook && castle_kind == 0)
    castle_kind = to < from ? CHESS_MOVE_CASTLE_A : CHESS_MOVE_CASTLE_H;

  chess_movegen_legal (position, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ChessMoveCode m = list.moves[i];

      if (CHESS_MOVE_CODE_FROM (m) != from)
        continue;
      if (onto_own_rook)
        {
          if (CHESS_MOVE_CODE_TO (m) == to && CHESS_MOVE_CODE_KIND (m) == castle_kind)
            return chess_move_new_from_code (position, m);
        }
      else if (CHESS_MOVE_CODE_IS_CASTLE (m))
        {
          guint king_to, rook_to;

          /* e1g1 in standard chess: the king's destination, accepted only
           * when it cannot be an ordinary king move. */
          chess_castle_targets (from, CHESS_MOVE_CODE_TO (m), CHESS_MOVE_CODE_KIND (m), &king_to, &rook_to);
          if (king_to == to && castle_kind == 0 && promo == 0)
            {
              by_destination = m;
              n_by_destination++;
            }
        }
      else if (CHESS_MOVE_CODE_TO (m) == to && castle_kind == 0 && CHESS_MOVE_CODE_PROMO (m) == promo)
        return chess_move_new_from_code (position, m);
    }

  if (n_by_destination == 1)
    return chess_move_new_from_code (position, by_destination);
  if (promo == 0 && castle_kind == 0 && position->board[from] == CHESS_PIECE (position->side, CHESS_PIECE_TYPE_PAWN) &&
      (CHESS_BB (to) & (CHESS_BB_RANK_1 | CHESS_BB_RANK_8)))
    return move_error (error, CHESS_ERROR_MISSING_PROMOTION, text, "a pawn reaching the last rank must promote; add q, r, b or n");
  return move_error (error, CHESS_ERROR_ILLEGAL_MOVE, text, "not a legal move in this position");
}

ChessMove *
chess_position_parse_move (const ChessPosition  *position,
                           const char           *text,
                           GError              **error)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  clean = g_strstrip (g_strdup (text));
  if (looks_like_uci (clean))
    return chess_position_parse_uci (position, clean, error);
  return chess_position_parse_san (position, clean, error);
}
