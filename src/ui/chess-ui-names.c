/* chess-ui-names.c: the names the app shows for variants, colors and pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-ui-names"

#include "config.h"

#include <limits.h>
#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-ui-names.h"

const char *
chess_ui_variant_name (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return _("Chess960");
    case CHESS_VARIANT_CHESS960X3:
      return _("Chess960x3");
    case CHESS_VARIANT_STANDARD:
      return _("Standard Chess");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_ui_color_name (ChessColor color)
{
  switch (color)
    {
    case CHESS_COLOR_WHITE:
      return _("White");
    case CHESS_COLOR_BLACK:
      return _("Black");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_ui_piece_letter (ChessPieceType type)
{
  /* Arbiters read these out to set up the boards, so they are what a club
   * player of the language writes on a score sheet. */
  switch (type)
    {
    case CHESS_PIECE_TYPE_KING:
      /* Translators: the king's letter as players of your language write
       * it (Italian “R”, Russian “Кр”); two letters are fine where that is
       * the custom */
      return C_("piece letter", "K");
    case CHESS_PIECE_TYPE_QUEEN:
      /* Translators: the queen's letter (Italian “D”, Russian “Ф”) */
      return C_("piece letter", "Q");
    case CHESS_PIECE_TYPE_ROOK:
      /* Translators: the rook's letter (Italian “T”, Russian “Л”) */
      return C_("piece letter", "R");
    case CHESS_PIECE_TYPE_BISHOP:
      /* Translators: the bishop's letter (Italian “A”, Russian “С”) */
      return C_("piece letter", "B");
    case CHESS_PIECE_TYPE_KNIGHT:
      /* Translators: the knight's letter (Italian “C”, Russian “К”) */
      return C_("piece letter", "N");
    case CHESS_PIECE_TYPE_PAWN:
      /* Translators: the pawn's letter (Italian “P”, Russian “п”) */
      return C_("piece letter", "P");
    case CHESS_PIECE_TYPE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
chess_ui_draw_display_name (ChessResultReason reason)
{
  switch (reason)
    {
    case CHESS_RESULT_REASON_STALEMATE:
      return _("Draw by stalemate");
    case CHESS_RESULT_REASON_THREEFOLD_REPETITION:
      return _("Draw by threefold repetition");
    case CHESS_RESULT_REASON_FIVEFOLD_REPETITION:
      return _("Draw by fivefold repetition");
    case CHESS_RESULT_REASON_FIFTY_MOVES:
      return _("Draw by the fifty-move rule");
    case CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES:
      return _("Draw by the seventy-five-move rule");
    case CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL:
      return _("Draw: neither side can checkmate");
    case CHESS_RESULT_REASON_DRAW_AGREED:
      return _("Draw agreed");
    case CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL:
      return _("Draw: time is up, but the opponent cannot checkmate");
    case CHESS_RESULT_REASON_NONE:
    case CHESS_RESULT_REASON_CHECKMATE:
    case CHESS_RESULT_REASON_RESIGNATION:
    case CHESS_RESULT_REASON_TIMEOUT:
    default:
      return _("Draw");
    }
}

char *
chess_ui_describe_result (ChessResult       result,
                          ChessResultReason reason)
{
  /* The loser of a decisive game is the other color. */
  ChessColor winning = result == CHESS_RESULT_WHITE_WINS ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK;
  const char *winner = chess_ui_color_name (winning);
  const char *loser = chess_ui_color_name (winning == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE);

  g_return_val_if_fail (result != CHESS_RESULT_NONE, NULL);

  if (result == CHESS_RESULT_DRAW)
    return g_strdup (chess_ui_draw_display_name (reason));

  /* Sentences, without a “·”: screen readers say them too, and some
   * spell the dot out. */
  switch (reason)
    {
    case CHESS_RESULT_REASON_CHECKMATE:
      /* Translators: a result, on the status line and read by screen
       * readers; the argument is “White” or “Black” */
      return g_strdup_printf (_("%s wins by checkmate"), winner);
    case CHESS_RESULT_REASON_RESIGNATION:
      /* Translators: a result, on the status line and read by screen
       * readers; the arguments are the loser and the winner, “White” or
       * “Black” */
      return g_strdup_printf (_("%s resigned, %s wins"), loser, winner);
    case CHESS_RESULT_REASON_TIMEOUT:
      /* Translators: a result, on the status line and read by screen
       * readers; the arguments are the loser and the winner, “White” or
       * “Black” */
      return g_strdup_printf (_("%s ran out of time, %s wins"), loser, winner);
    default:
      /* Translators: a result; the argument is “White” or “Black” */
      return g_strdup_printf (_("%s wins"), winner);
    }
}

const char *
chess_ui_piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PIECE_TYPE_KING:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "King");
    case CHESS_PIECE_TYPE_QUEEN:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Queen");
    case CHESS_PIECE_TYPE_ROOK:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Rook");
    case CHESS_PIECE_TYPE_BISHOP:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Bishop");
    case CHESS_PIECE_TYPE_KNIGHT:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Knight");
    case CHESS_PIECE_TYPE_PAWN:
      /* Translators: the piece, shown under its letter in the set-up guide */
      return C_("piece name", "Pawn");
    case CHESS_PIECE_TYPE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The pieces SAN names by a capital letter, in the order of
 * ChessSanLetters; pawns have none. */
static const struct {
  char           english;
  ChessPieceType type;
} san_pieces[CHESS_N_SAN_LETTERS] = {
  { 'K', CHESS_PIECE_TYPE_KING },
  { 'Q', CHESS_PIECE_TYPE_QUEEN },
  { 'R', CHESS_PIECE_TYPE_ROOK },
  { 'B', CHESS_PIECE_TYPE_BISHOP },
  { 'N', CHESS_PIECE_TYPE_KNIGHT },
};

void
chess_ui_get_san_letters (ChessSanLetters letters)
{
  for (gsize i = 0; i < CHESS_N_SAN_LETTERS; i++)
    letters[i] = chess_ui_piece_letter (san_pieces[i].type);
}

char *
chess_ui_localize_san_with (const char      *san,
                            const char *const letters[CHESS_N_SAN_LETTERS])
{
  GString *text;

  g_return_val_if_fail (san != NULL, NULL);

  /* Files are lower case, so every capital but the O of castling is a
   * piece: the moved piece or a promotion. */
  text = g_string_sized_new (strlen (san) + 4);
  for (const char *p = san; *p != '\0'; p++)
    {
      const char *letter = NULL;

      for (gsize i = 0; i < CHESS_N_SAN_LETTERS; i++)
        if (*p == san_pieces[i].english)
          letter = letters[i];
      if (letter != NULL)
        g_string_append (text, letter);
      else
        g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

char *
chess_ui_delocalize_san_with (const char      *text,
                              const char *const letters[CHESS_N_SAN_LETTERS])
{
  GString *english;

  g_return_val_if_fail (text != NULL, NULL);

  english = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0';)
    {
      gsize best_length = 0;
      char best = '\0';

      /* Longest first: Russian writes the king “Кр” and the knight “К”. */
      for (gsize i = 0; i < CHESS_N_SAN_LETTERS; i++)
        {
          gsize length = strlen (letters[i]);

          if (length > best_length && strncmp (p, letters[i], length) == 0)
            {
              best_length = length;
              best = san_pieces[i].english;
            }
        }
      if (best_length > 0)
        {
          g_string_append_c (english, best);
          p += best_length;
        }
      else
        {
          const char *next = g_utf8_next_char (p);

          g_string_append_len (english, p, next - p);
          p = next;
        }
    }
  return g_string_free (english, FALSE);
}

char *
chess_ui_localize_san (const char *san)
{
  ChessSanLetters letters;

  chess_ui_get_san_letters (letters);
  return chess_ui_localize_san_with (san, letters);
}

char *
chess_ui_delocalize_san (const char *text)
{
  ChessSanLetters letters;

  chess_ui_get_san_letters (letters);
  return chess_ui_delocalize_san_with (text, letters);
}

const char *
chess_ui_draw_answer_text (ChessDrawAnswer answer)
{
  switch (answer)
    {
    case CHESS_DRAW_ANSWER_PENDING:
      return _("The computer is considering your draw offer…");
    case CHESS_DRAW_ANSWER_ACCEPTED:
      return _("The computer accepts your draw offer");
    case CHESS_DRAW_ANSWER_DECLINED_BETTER:
      return _("The computer declines your draw offer: it stands better");
    case CHESS_DRAW_ANSWER_DECLINED_EARLY:
      return _("The computer declines your draw offer: too early, it plays on");
    case CHESS_DRAW_ANSWER_NONE:
    default:
      return NULL;
    }
}

char *
chess_ui_format_count_with (guint       n,
                            const char *separator,
                            const char *grouping)
{
  char digits[16];
  int end = g_snprintf (digits, sizeof digits, "%u", n);
  GString *text = g_string_new (NULL);
  const char *group = grouping != NULL ? grouping : "";
  int size = *group > 0 && *group != CHAR_MAX ? *group : 0;

  if (separator == NULL || separator[0] == '\0')
    size = 0;
  /* From the right: each size in turn, the last one repeated; CHAR_MAX
   * ends the grouping. */
  while (size > 0 && end > size)
    {
      g_string_prepend_len (text, digits + end - size, size);
      g_string_prepend (text, separator);
      end -= size;
      if (group[1] != '\0')
        {
          group++;
          size = *group > 0 && *group != CHAR_MAX ? *group : 0;
        }
    }
  g_string_prepend_len (text, digits, end);
  return g_string_free (text, FALSE);
}

char *
chess_ui_format_count (guint n)
{
  const struct lconv *numeric = localeconv ();
  /* In the locale's character set; the UI's text is UTF-8. */
  g_autofree char *separator = g_locale_to_utf8 (numeric->thousands_sep, -1, NULL, NULL, NULL);

  return chess_ui_format_count_with (n, separator, numeric->grouping);
}
