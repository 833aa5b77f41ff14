/* chess-uci.c: UCI lines in and out, for chess-engine.c
 *
 * The levels, and how each is played, are in chess-engine-levels.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-uci"

#include <string.h>

#include "chess-engine.h"
#include "chess-startpos.h"
#include "chess-uci-private.h"

/* Skill Level's range when the engine does not say (Stockfish's). */
#define DEFAULT_SKILL_MIN 0
#define DEFAULT_SKILL_MAX 20

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t';
}

char *
chess_uci_first_word (const char  *line,
                      const char **rest)
{
  const char *start, *end;

  for (start = line; is_blank (*start); start++)
    ;
  for (end = start; *end && !is_blank (*end); end++)
    ;
  if (rest != NULL)
    {
      const char *after;

      for (after = end; is_blank (*after); after++)
        ;
      *rest = after;
    }
  return g_strndup (start, end - start);
}

static gboolean
parse_int (const char *text,
           gint       *value)
{
  gint64 number;

  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &number, NULL))
    return FALSE;
  *value = (gint) number;
  return TRUE;
}

void
chess_uci_options_add (ChessUciOptions *options,
                       const char      *line)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  g_autoptr(GString) name = g_string_new (NULL);
  gint min = G_MININT, max = G_MAXINT;
  guint i = 0;

  /* option name WORDS… type T [default D] [min A] [max B] [var V]… */
  while (words[i] != NULL && strcmp (words[i], "name") != 0)
    i++;
  if (words[i] == NULL)
    return;
  for (i++; words[i] != NULL && strcmp (words[i], "type") != 0; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (name->len > 0)
        g_string_append_c (name, ' ');
      g_string_append (name, words[i]);
    }
  for (; words[i] != NULL; i++)
    {
      if (words[i + 1] == NULL)
        break;
      if (strcmp (words[i], "min") == 0)
        parse_int (words[i + 1], &min);
      else if (strcmp (words[i], "max") == 0)
        parse_int (words[i + 1], &max);
    }

  if (g_ascii_strcasecmp (name->str, "UCI_Chess960") == 0)
    options->chess960 = TRUE;
  else if (g_ascii_strcasecmp (name->str, "UCI_LimitStrength") == 0)
    options->limit_strength = TRUE;
  else if (g_ascii_strcasecmp (name->str, "UCI_Elo") == 0)
    {
      options->elo = TRUE;
      options->elo_min = min;
      options->elo_max = max;
    }
  else if (g_ascii_strcasecmp (name->str, "MultiPV") == 0)
    {
      options->multipv = TRUE;
      options->multipv_max = max;
    }
  else if (g_ascii_strcasecmp (name->str, "Skill Level") == 0)
    {
      options->skill = TRUE;
      options->skill_min = min == G_MININT ? DEFAULT_SKILL_MIN : min;
      options->skill_max = max == G_MAXINT ? DEFAULT_SKILL_MAX : max;
    }
}

gboolean
chess_uci_position_is_supported (const ChessPosition  *position,
                                 GError              **error)
{
  guint64 rooks = chess_position_get_castling_rooks (position);

  for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
    {
      guint king = chess_position_get_king_square (position, color);
      guint a_side = 0, h_side = 0;

      for (guint sq = 0; sq < 64; sq++)
        {
          ChessColor rook_color;
          ChessPieceType type;

          if (!(rooks & (G_GUINT64_CONSTANT (1) << sq)) ||
              !chess_position_get_piece (position, sq, &rook_color, &type) ||
              rook_color != color)
            continue;
          if (sq < king)
            a_side++;
          else
            h_side++;
        }
      /* X-FEN and UCI_Chess960 know one castle per side, onto "the" rook. */
      if (a_side > 1 || h_side > 1)
        {
          g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION,
                       "%s has two rooks that may castle on one side of the king, "
                       "which a UCI engine cannot play",
                       color == CHESS_COLOR_WHITE ? "White" : "Black");
          return FALSE;
        }
    }
  return TRUE;
}

/* Which starts an engine can play is the protocol's limit, hence here. */
gboolean
chess_engine_can_play_start (ChessVariant variant,
                             guint        number)
{
  g_autoptr(ChessPosition) start = chess_position_new_start (variant, number, NULL);

  return start != NULL && chess_engine_can_play_from (start, NULL);
}

GArray *
chess_engine_list_unplayable_starts (ChessVariant variant)
{
  /* The same every time: worked out once per variant. */
  static GArray *lists[CHESS_VARIANT_STANDARD + 1];

  g_return_val_if_fail ((guint) variant < G_N_ELEMENTS (lists), NULL);

  if (lists[variant] == NULL)
    {
      GArray *list = g_array_new (FALSE, FALSE, sizeof (guint));
      guint count = chess_startpos_count (variant);

      for (guint number = 0; number < count; number++)
        {
          /* Standard chess has only SP 518, which is not its index. */
          guint start = variant == CHESS_VARIANT_STANDARD ? CHESS_STANDARD_POSITION : number;

          if (!chess_engine_can_play_start (variant, start))
            g_array_append_val (list, start);
        }
      lists[variant] = list;
    }
  return g_array_ref (lists[variant]);
}

/* Chess960x3's castles in which the rook crosses the king have no UCI
 * spelling. */
static gboolean
is_crossing_castle (const ChessMove *move)
{
  gboolean rook_on_a_side = chess_move_get_rook_from (move) < chess_move_get_from (move);

  return chess_move_is_castle (move) &&
         rook_on_a_side != (chess_move_get_castling_side (move) == CHESS_CASTLING_SIDE_A);
}

char *
chess_uci_position_command (ChessGame  *game,
                            char      **base_fen,
                            GError    **error)
{
  guint n_moves = chess_game_get_n_moves (game);
  guint base = 0;
  g_autofree char *fen = NULL;
  GString *command;

  /* The line starts after the last move it could not carry: a crossing
   * castle, or any move from a position UCI cannot hold. Such a move takes
   * castling rights away, so no position before it can come back, and the
   * engine loses nothing it needs for the repetition rule. */
  for (guint ply = 1; ply <= n_moves; ply++)
    if (is_crossing_castle (chess_game_get_move (game, ply)) ||
        !chess_uci_position_is_supported (chess_game_get_position_at (game, ply - 1), NULL))
      base = ply;

  if (!chess_uci_position_is_supported (chess_game_get_position_at (game, base), error))
    return NULL;

  fen = chess_position_to_fen (chess_game_get_position_at (game, base), CHESS_FEN_FLAGS_NONE);
  command = g_string_new ("position fen ");
  g_string_append (command, fen);
  if (base < n_moves)
    g_string_append (command, " moves");
  for (guint ply = base + 1; ply <= n_moves; ply++)
    {
      g_autofree char *uci = chess_position_move_to_uci (chess_game_get_position_at (game, ply - 1),
                                                         chess_game_get_move (game, ply));

      g_string_append_c (command, ' ');
      g_string_append (command, uci);
    }

  if (base_fen != NULL)
    *base_fen = g_steal_pointer (&fen);
  return g_string_free (command, FALSE);
}

ChessMove *
chess_uci_parse_bestmove (const ChessPosition  *position,
                          const char           *line,
                          GError              **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *keyword = NULL;
  g_autofree char *text = NULL;
  const char *rest;
  ChessMove *move;

  keyword = chess_uci_first_word (line, &rest);
  g_return_val_if_fail (strcmp (keyword, "bestmove") == 0, NULL);
  text = chess_uci_first_word (rest, NULL);

  if (*text == '\0')
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_GARBAGE,
                   "“%s”: bestmove without a move", line);
      return NULL;
    }
  /* Never asked where there is no move: ChessEngine checks first. */
  if (strcmp (text, "(none)") == 0 || strcmp (text, "0000") == 0)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
                   "“%s”: no move, in a position that has legal moves", line);
      return NULL;
    }

  move = chess_position_parse_uci (position, text, &local_error);
  if (move == NULL)
    {
      gboolean garbage = g_error_matches (local_error, CHESS_ERROR, CHESS_ERROR_INVALID_MOVE);

      g_set_error (error, CHESS_ENGINE_ERROR,
                   garbage ? CHESS_ENGINE_ERROR_GARBAGE : CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
                   "“%s”: %s", line,
                   garbage ? "not a move" : "not a legal move in the position sent");
    }
  return move;
}
