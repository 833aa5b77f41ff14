/* chess-pgn.c: Portable Game Notation, read and written
 *
 * Reading follows real files (see chess-pgn-lexer.c for the text itself)
 * into the game's whole tree: variations at any depth, comments (command
 * comments such as [%clk …] verbatim in their text), NAGs and the !/?
 * suffixes, every tag. A missing result token ends the game at the next
 * tags or the end of the file, and an error names the line, in a
 * variation too. Writing (chess-pgn-write.c) is the PGN export format.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-pgn"

#include <string.h>

#include "chess-game-private.h"
#include "chess-pgn.h"
#include "chess-pgn-lexer-private.h"
#include "chess-position-private.h"
#include "chess-startpos.h"

/* Deeper than any real file; the writer recurses once per level. */
#define PGN_MAX_DEPTH 256

typedef struct {
  ChessGameNode *resume;     /* the line's node to go on from after ')' */
  guint          line;       /* of the '(' */
} PgnVariation;

typedef struct {
  ChessPgnLexer  lex;
  GPtrArray     *games;      /* ChessGame*, read so far */
  GPtrArray     *tags;       /* ChessPgnTag*, of the game being read */
  ChessGame     *game;       /* NULL until that game's movetext starts */
  gboolean       in_game;    /* a tag or movetext seen since the last game */
  GArray        *variations; /* PgnVariation, the open ones */
  ChessGameNode *node;       /* in a variation: the last node of its line */
  gboolean       fresh;      /* in a variation: no move yet */
  char          *before;     /* a comment before a variation's first move */
  char          *opening;    /* a comment before the game's movetext */
} PgnReader;

/* The last such tag, as chess_game_set_tag keeps the last value. The
 * names set up a game, so any spelling real files use counts. */
static ChessPgnTag *
find_tag (PgnReader  *reader,
          const char *name)
{
  for (guint i = reader->tags->len; i > 0; i--)
    {
      ChessPgnTag *tag = g_ptr_array_index (reader->tags, i - 1);

      if (g_ascii_strcasecmp (tag->name, name) == 0)
        return tag;
    }
  return NULL;
}

/* Variant tag values seen in real files, compared without case, spaces,
 * hyphens and underscores. Standard ones leave it to the FEN. */
static gboolean
variant_from_tag (const char   *value,
                  ChessVariant *variant,
                  gboolean     *named)
{
  static const struct { const char *name; ChessVariant variant; gboolean named; } aliases[] = {
    { "chess960", CHESS_VARIANT_CHESS960, TRUE },
    { "960", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerandom", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerrandom", CHESS_VARIANT_CHESS960, TRUE },
    { "fischerrandomchess", CHESS_VARIANT_CHESS960, TRUE },
    { "wild/fr", CHESS_VARIANT_CHESS960, TRUE },        /* FICS */
    { "chess960x3", CHESS_VARIANT_CHESS960X3, TRUE },
    { "", CHESS_VARIANT_STANDARD, FALSE },
    { "standard", CHESS_VARIANT_STANDARD, FALSE },
    { "normal", CHESS_VARIANT_STANDARD, FALSE },
    { "fromposition", CHESS_VARIANT_STANDARD, FALSE },  /* lichess */
  };
  g_autoptr(GString) key = g_string_new (NULL);

  for (const char *p = value; *p != '\0'; p++)
    if (!strchr (" \t-_", *p))
      g_string_append_c (key, g_ascii_tolower (*p));

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (key->str, aliases[i].name))
      {
        *variant = aliases[i].variant;
        *named = aliases[i].named;
        return TRUE;
      }
  return FALSE;
}

/* King on e1/e8 and castling rooks in the corners: nothing Chess960 about
 * castling, so an untagged game from this FEN is standard chess. */
static gboolean
has_standard_castling (const ChessPosition *position)
{
  const guint64 corners = (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (0, 0)) | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (7, 0))
                        | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (0, 7)) | (G_GUINT64_CONSTANT (1) << CHESS_SQUARE (7, 7));
  guint64 rooks = chess_position_get_castling_rooks (position);

  if (rooks & ~corners)
    return FALSE;
  if ((rooks & 0xff) && chess_position_get_king_square (position, CHESS_COLOR_WHITE) != CHESS_SQUARE (4, 0))
    return FALSE;
  if ((rooks >> 56) && chess_position_get_king_square (position, CHESS_COLOR_BLACK) != CHESS_SQUARE (4, 7))
    return FALSE;
  return TRUE;
}

/* Builds the game from its tags once its movetext starts (or it ends). */
static gboolean
start_game (PgnReader  *reader,
            GError    **error)
{
  ChessPgnTag *variant_tag = find_tag (reader, "Variant");
  ChessPgnTag *setup_tag = find_tag (reader, "SetUp");
  ChessPgnTag *fen_tag = find_tag (reader, "FEN");
  ChessVariant variant = CHESS_VARIANT_STANDARD;
  gboolean named = FALSE;
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(GError) fen_error = NULL;

  if (variant_tag != NULL && !variant_from_tag (variant_tag->value, &variant, &named))
    {
      g_autofree char *value = chess_pgn_shown (variant_tag->value, strlen (variant_tag->value));

      return chess_pgn_error (error, variant_tag->line,
                              "unknown variant '%s' (only Chess960, Chess960x3 and standard chess can be read)", value);
    }
  if (setup_tag != NULL && g_str_equal (setup_tag->value, "1") && fen_tag == NULL)
    return chess_pgn_error (error, setup_tag->line, "SetUp \"1\" but no FEN tag gives the position");

  if (fen_tag != NULL)
    {
      /* Read as Chess960 first: that accepts every castling right of a
       * standard game too, and shows whether Chess960 is needed. */
      start = chess_position_new_from_fen (named ? variant : CHESS_VARIANT_CHESS960, fen_tag->value, &fen_error);
      if (start != NULL && !named && has_standard_castling (start))
        {
          g_clear_pointer (&start, chess_position_free);
          start = chess_position_new_from_fen (CHESS_VARIANT_STANDARD, fen_tag->value, &fen_error);
        }
      if (start == NULL)
        return chess_pgn_error (error, fen_tag->line, "bad FEN tag: %s", fen_error->message);
    }
  else
    start = chess_position_new_start (variant, CHESS_STANDARD_POSITION, NULL);

  reader->game = chess_game_new (start);
  chess_game_get_root (reader->game)->comment = g_steal_pointer (&reader->opening);
  for (guint i = 0; i < reader->tags->len; i++)
    {
      ChessPgnTag *tag = g_ptr_array_index (reader->tags, i);

      chess_game_set_tag (reader->game, tag->name, tag->value);
    }
  reader->in_game = TRUE;
  return TRUE;
}

static const char *
reason_to_string (ChessResultReason reason)
{
  switch (reason)
    {
    case CHESS_RESULT_REASON_CHECKMATE:
      return "checkmate";
    case CHESS_RESULT_REASON_STALEMATE:
      return "stalemate";
    case CHESS_RESULT_REASON_FIVEFOLD_REPETITION:
      return "fivefold repetition";
    case CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES:
      return "75-move rule";
    case CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL:
      return "insufficient material";
    default:
      return "the game is over";
    }
}

/* Moves are named as the movetext writes them, "14. Nxe5" for White and
 * "14... Nxe5" for Black, so that an error is easy to find in the file. */
static gboolean
move_error (const ChessPgnToken  *token,
            const ChessPosition  *pos,
            const char           *san,
            const GError         *local,
            GError              **error)
{
  const char *dots = chess_position_get_side_to_move (pos) == CHESS_COLOR_WHITE ? "." : "...";
  guint number = chess_position_get_fullmove_number (pos);
  g_autofree char *text = chess_pgn_shown (token->start, token->len);
  const char *why;

  /* Core messages are "<move>: <why>"; the move is named here already. */
  why = local->message;
  if (g_str_has_prefix (why, san) && g_str_has_prefix (why + strlen (san), ": "))
    why += strlen (san) + 2;

  if (local->code == CHESS_ERROR_GAME_OVER)
    return chess_pgn_error (error, token->line, "%u%s %s comes after the end of the game (%s)",
                            number, dots, text, why);
  if (local->code == CHESS_ERROR_INVALID_MOVE)
    return chess_pgn_error (error, token->line, "unexpected '%s' where move %u%s should be (%s)",
                            text, number, dots, why);
  if (local->code == CHESS_ERROR_ILLEGAL_MOVE && g_str_equal (why, "not a legal move in this position"))
    return chess_pgn_error (error, token->line, "%u%s %s is not legal in this position", number, dots, text);
  return chess_pgn_error (error, token->line, "%u%s %s is %s: %s", number, dots, text,
                          local->code == CHESS_ERROR_AMBIGUOUS_MOVE ? "ambiguous" : "illegal", why);
}

/* The main line's moves go on the game's played line, the variations'
 * into the tree, both without the signals and checks of the public API:
 * the moves were found among the legal ones, and no one listens yet.
 * Whether the main line ended is asked only when a move cannot be read
 * (no legal move: mate or stalemate) or of the few rules a position
 * with moves can end by. */
static gboolean
play_move (PgnReader            *reader,
           const ChessPgnToken  *token,
           GError              **error)
{
  gboolean in_variation = reader->variations->len > 0;
  ChessGameNode *parent = in_variation ? reader->node : chess_game_get_current_node (reader->game);
  const ChessPosition *pos = chess_game_node_get_position (parent);
  char buffer[64];
  g_autofree char *long_san = NULL;
  const char *san;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) local = NULL;
  ChessResultReason reason;
  ChessGameNode *node;

  if (token->len < sizeof buffer)
    {
      memcpy (buffer, token->start, token->len);
      buffer[token->len] = '\0';
      san = buffer;
    }
  else
    san = long_san = g_strndup (token->start, token->len);

  if (!in_variation && _chess_game_is_drawn_by_rule (reader->game, &reason))
    {
      g_set_error (&local, CHESS_ERROR, CHESS_ERROR_GAME_OVER, "%s", reason_to_string (reason));
      return move_error (token, pos, san, local, error);
    }

  move = chess_position_parse_san (pos, san, &local);
  if (move == NULL)
    {
      if (!in_variation && chess_movegen_count (pos) == 0)
        {
          g_clear_error (&local);
          g_set_error (&local, CHESS_ERROR, CHESS_ERROR_GAME_OVER, "%s",
                       reason_to_string (chess_position_checkers (pos) ? CHESS_RESULT_REASON_CHECKMATE
                                                                        : CHESS_RESULT_REASON_STALEMATE));
        }
      return move_error (token, pos, san, local, error);
    }

  node = _chess_game_append_move (reader->game, parent, g_steal_pointer (&move), !in_variation);
  if (in_variation)
    {
      reader->node = node;
      if (reader->fresh && reader->before != NULL)
        _chess_game_append_comment (&node->comment_before, reader->before, -1);
      g_clear_pointer (&reader->before, g_free);
      reader->fresh = FALSE;
    }
  return TRUE;
}

/* lichess says in Termination how a game without mate or stalemate ended. */
static ChessResultReason
reason_from_tags (PgnReader   *reader,
                  ChessResult  result)
{
  ChessPgnTag *termination = find_tag (reader, "Termination");

  if (termination != NULL && g_ascii_strcasecmp (termination->value, "Time forfeit") == 0)
    return result == CHESS_RESULT_DRAW ? CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL
                                       : CHESS_RESULT_REASON_TIMEOUT;
  return CHESS_RESULT_REASON_NONE;
}

/* RESULT is the result token's; without one (HAS_TOKEN false: end of file
 * or the next game's tags) the Result tag stands in for it. */
static gboolean
finish_game (PgnReader    *reader,
             gboolean      has_token,
             ChessResult   result,
             GError      **error)
{
  if (reader->game == NULL && !start_game (reader, error))
    return FALSE;
  _chess_game_settle (reader->game);

  if (!has_token)
    {
      ChessPgnTag *tag = find_tag (reader, "Result");

      if (tag == NULL || !chess_pgn_result_from_text (tag->value, strlen (tag->value), &result))
        result = CHESS_RESULT_NONE;
    }
  /* The moves decide when they end the game (mate, stalemate...); the
   * token only adds what they cannot show, e.g. a resignation. */
  if (result != CHESS_RESULT_NONE && chess_game_get_result (reader->game) == CHESS_RESULT_NONE)
    chess_game_set_result (reader->game, result, reason_from_tags (reader, result));

  if (reader->variations->len > 0)
    return chess_pgn_error (error, g_array_index (reader->variations, PgnVariation, 0).line,
                            "unterminated variation: this '(' is never closed");
  g_ptr_array_add (reader->games, g_steal_pointer (&reader->game));
  g_ptr_array_set_size (reader->tags, 0);
  reader->in_game = FALSE;
  return TRUE;
}

/* The node a comment or NAG read now belongs to: the last move of the
 * line being read (the root before the game's first move). */
static ChessGameNode *
last_node (PgnReader *reader)
{
  return reader->variations->len > 0 ? reader->node : chess_game_get_current_node (reader->game);
}

static gboolean
open_variation (PgnReader            *reader,
                const ChessPgnToken  *token,
                GError              **error)
{
  ChessGameNode *alternative = last_node (reader);
  PgnVariation variation = { alternative, token->line };

  /* "1. e4 ( {why not} )": nothing to be an alternative to yet. */
  if (chess_game_node_get_parent (alternative) == NULL || (reader->variations->len > 0 && reader->fresh))
    return chess_pgn_error (error, token->line, "a variation must follow the move it replaces");
  if (reader->variations->len >= PGN_MAX_DEPTH)
    return chess_pgn_error (error, token->line, "variations nested more than %u deep", PGN_MAX_DEPTH);
  g_array_append_val (reader->variations, variation);
  reader->node = chess_game_node_get_parent (alternative);
  reader->fresh = TRUE;
  return TRUE;
}

static void
close_variation (PgnReader *reader)
{
  PgnVariation *variation = &g_array_index (reader->variations, PgnVariation, reader->variations->len - 1);

  /* A comment in an empty variation stays with the move before it. */
  if (reader->before != NULL)
    _chess_game_append_comment (&variation->resume->comment, reader->before, -1);
  g_clear_pointer (&reader->before, g_free);
  reader->node = variation->resume;
  reader->fresh = FALSE;
  g_array_set_size (reader->variations, reader->variations->len - 1);
}

static void
add_comment (PgnReader           *reader,
             const ChessPgnToken *token)
{
  if (reader->variations->len > 0 && reader->fresh)
    _chess_game_append_comment (&reader->before, token->start, token->len);
  else
    _chess_game_append_comment (&last_node (reader)->comment, token->start, token->len);
}

/* A NAG before any move of its line has nothing to annotate: dropped. */
static void
add_nag (PgnReader *reader,
         guint      nag)
{
  ChessGameNode *node = last_node (reader);

  if (chess_game_node_get_parent (node) != NULL && !(reader->variations->len > 0 && reader->fresh))
    _chess_game_node_append_nag (node, nag);
}

/* Symbols some programs write for NAGs (+-, =, ±) are not moves. */
static gboolean
read_symbol (PgnReader            *reader,
             const ChessPgnToken  *token,
             GError              **error)
{
  guint nag = g_ascii_isalpha (*token->start) ? 0 : chess_nag_from_symbol (token->start, token->len);

  if (nag != 0)
    {
      add_nag (reader, nag);
      return TRUE;
    }
  return play_move (reader, token, error);
}

static gboolean
read_games (PgnReader  *reader,
            GError    **error)
{
  for (;;)
    {
      g_autoptr(ChessPgnTag) tag = NULL;
      ChessPgnToken token = { 0 };

      if (!chess_pgn_lexer_next (&reader->lex, &token, &tag, error))
        return FALSE;

      if (reader->variations->len > 0 && (token.kind == CHESS_PGN_TOKEN_END || token.kind == CHESS_PGN_TOKEN_TAG))
        return chess_pgn_error (error, g_array_index (reader->variations, PgnVariation, 0).line,
                                "unterminated variation: this '(' is never closed");

      if (token.kind == CHESS_PGN_TOKEN_END)
        return !reader->in_game || finish_game (reader, FALSE, CHESS_RESULT_NONE, error);

      if (token.kind == CHESS_PGN_TOKEN_TAG)
        {
          /* Tags after movetext: the game before lacked its result. */
          if (reader->game != NULL && !finish_game (reader, FALSE, CHESS_RESULT_NONE, error))
            return FALSE;
          g_ptr_array_add (reader->tags, g_steal_pointer (&tag));
          reader->in_game = TRUE;
          continue;
        }

      /* A comment before the movetext (or before the tags) belongs to
       * the game that follows, if one does. */
      if (reader->game == NULL && token.kind == CHESS_PGN_TOKEN_COMMENT)
        {
          _chess_game_append_comment (&reader->opening, token.start, token.len);
          continue;
        }

      if (reader->game == NULL && !start_game (reader, error))
        return FALSE;

      switch (token.kind)
        {
        case CHESS_PGN_TOKEN_OPEN:
          if (!open_variation (reader, &token, error))
            return FALSE;
          break;
        case CHESS_PGN_TOKEN_CLOSE:
          if (reader->variations->len == 0)
            return chess_pgn_error (error, token.line, "')' without a '(' before it");
          close_variation (reader);
          break;
        case CHESS_PGN_TOKEN_RESULT:
          /* Some programs end a variation with "*": it ends nothing. */
          if (reader->variations->len == 0 && !finish_game (reader, TRUE, token.result, error))
            return FALSE;
          break;
        case CHESS_PGN_TOKEN_SYMBOL:
          if (!read_symbol (reader, &token, error))
            return FALSE;
          break;
        case CHESS_PGN_TOKEN_COMMENT:
          add_comment (reader, &token);
          break;
        case CHESS_PGN_TOKEN_NAG:
          add_nag (reader, token.nag);
          break;
        case CHESS_PGN_TOKEN_SKIPPED:
        case CHESS_PGN_TOKEN_END:
        case CHESS_PGN_TOKEN_TAG:
        default:
          break;
        }
    }
}

GPtrArray *
chess_pgn_read (const char  *text,
                gssize       length,
                GError     **error)
{
  return chess_pgn_read_from_line (text, length, 1, error);
}

GPtrArray *
chess_pgn_read_from_line (const char  *text,
                          gssize       length,
                          guint        first_line,
                          GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;
  PgnReader reader = { 0 };
  gboolean ok;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!chess_pgn_lexer_init (&reader.lex, text ? text : "", length < 0 ? strlen (text) : (gsize) length,
                             MAX (first_line, 1), error))
    return NULL;

  games = g_ptr_array_new_with_free_func (g_object_unref);
  reader.games = games;
  reader.tags = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_pgn_tag_free);
  reader.variations = g_array_new (FALSE, FALSE, sizeof (PgnVariation));

  ok = read_games (&reader, error);

  chess_pgn_lexer_clear (&reader.lex);
  g_clear_object (&reader.game);
  g_ptr_array_unref (reader.tags);
  g_array_unref (reader.variations);
  g_free (reader.before);
  g_free (reader.opening);
  return ok ? g_steal_pointer (&games) : NULL;
}

