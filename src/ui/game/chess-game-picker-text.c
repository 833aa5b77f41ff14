/* chess-game-picker-text.c: what the game picker says of a game (its
 * players, date and details, from the game or from the file's index) and
 * how its search matches a tag
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-picker"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-game-picker-private.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"

const char *
chess_game_picker_get_tag (ChessGame  *game,
                           const char *name)
{
  const char *value;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  value = chess_game_get_tag (game, name);
  if (value == NULL || value[0] == '\0' || g_str_equal (value, "?"))
    return NULL;
  return value;
}

/* A tag of an item, unknown as NULL, as chess_game_picker_get_tag (). */
const char *
_chess_game_picker_item_get_tag (ChessPickerItem *item,
                                 const char      *name)
{
  const char *value;

  if (item->game != NULL)
    return chess_game_picker_get_tag (item->game, name);
  value = chess_pgn_index_get_tag (item->pgn, item->index, name);
  if (value == NULL || value[0] == '\0' || g_str_equal (value, "?"))
    return NULL;
  return value;
}

static char *
date_as_known (const char *date)
{
  const char *unknown;

  if (date == NULL)
    return NULL;
  unknown = strchr (date, '?');
  if (unknown == NULL)
    return g_strdup (date);
  while (unknown > date && unknown[-1] == '.')
    unknown--;
  return unknown > date ? g_strndup (date, unknown - date) : NULL;
}

char *
chess_game_picker_get_date (ChessGame *game)
{
  return date_as_known (chess_game_picker_get_tag (game, "Date"));
}

char *
_chess_game_picker_players_text (const char *white,
                                 const char *black)
{
  /* Translators: the two players of a game, White first, e.g.
   * “Anna Müller – Jonas Weber”; “?” stands for a name the file does
   * not give */
  return g_strdup_printf (_("%s – %s"), white != NULL ? white : "?", black != NULL ? black : "?");
}

char *
chess_game_picker_describe_players (ChessGame *game)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  return _chess_game_picker_players_text (chess_game_picker_get_tag (game, "White"), chess_game_picker_get_tag (game, "Black"));
}

/* For a game not read yet: what its tags say. */
char *
_chess_game_picker_describe_index_details (ChessPickerItem *item)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *event = _chess_game_picker_item_get_tag (item, "Event");
  const char *variant = _chess_game_picker_item_get_tag (item, "Variant");
  char *date = date_as_known (_chess_game_picker_item_get_tag (item, "Date"));

  if (event != NULL)
    g_ptr_array_add (parts, g_strdup (event));
  if (date != NULL)
    g_ptr_array_add (parts, date);
  if (variant != NULL)
    g_ptr_array_add (parts, g_strdup (variant));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (_(" · "), (char **) parts->pdata);
}

char *
chess_game_picker_describe_details (ChessGame *game)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *event;
  char *date;
  ChessVariant variant;
  gint number;
  guint n_moves;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  event = chess_game_picker_get_tag (game, "Event");
  if (event != NULL)
    g_ptr_array_add (parts, g_strdup (event));
  date = chess_game_picker_get_date (game);
  if (date != NULL)
    g_ptr_array_add (parts, date);

  /* Moves as players count them: one for White and Black together. */
  n_moves = (chess_game_get_n_moves (game) + 1) / 2;
  g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", n_moves), n_moves));

  /* Chess960 goes without saying in this app; the others are named. */
  variant = chess_game_get_variant (game);
  if (variant != CHESS_VARIANT_CHESS960)
    g_ptr_array_add (parts, g_strdup (chess_ui_variant_name (variant)));
  number = chess_game_get_start_number (game);
  if (variant != CHESS_VARIANT_STANDARD && number >= 0)
    {
      char back_rank[9];

      if (chess_startpos_get_back_rank (variant, (guint) number, back_rank, NULL))
        g_ptr_array_add (parts, chess_ui_position_label ((guint) number, back_rank));
    }
  else if (number < 0)
    g_ptr_array_add (parts, g_strdup (_("from a set-up position")));

  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between the parts of a game's description */
  return g_strjoinv (_(" · "), (char **) parts->pdata);
}

const char *
_chess_game_picker_result_label (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1–0";
    case CHESS_RESULT_BLACK_WINS:
      return "0–1";
    case CHESS_RESULT_DRAW:
      return "½–½";
    case CHESS_RESULT_NONE:
    default:
      return "";
    }
}

const char *
_chess_game_picker_result_tag_label (const char *result)
{
  if (g_strcmp0 (result, "1-0") == 0)
    return _chess_game_picker_result_label (CHESS_RESULT_WHITE_WINS);
  if (g_strcmp0 (result, "0-1") == 0)
    return _chess_game_picker_result_label (CHESS_RESULT_BLACK_WINS);
  if (g_strcmp0 (result, "1/2-1/2") == 0)
    return _chess_game_picker_result_label (CHESS_RESULT_DRAW);
  return "";
}

/* Whether WORD (case-folded) is in VALUE as the search sees it: without
 * an allocation for plain ASCII, which is nearly every tag of a big
 * file (a search runs through 100,000 games), case-folded otherwise. */
gboolean
_chess_game_picker_value_contains (const char *value,
                                   const char *word)
{
  g_autofree char *folded = NULL;
  gsize length = strlen (word);

  for (const char *p = value; *p != '\0'; p++)
    if ((guchar) *p >= 0x80)
      {
        folded = g_utf8_casefold (value, -1);
        return strstr (folded, word) != NULL;
      }
  for (const char *start = value; *start != '\0'; start++)
    {
      gsize i = 0;

      while (i < length && start[i] != '\0' && g_ascii_tolower (start[i]) == word[i])
        i++;
      if (i == length)
        return TRUE;
    }
  return length == 0;
}
