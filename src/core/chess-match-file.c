/* chess-match-file.c: a match in a key file, the autosave format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-match"

#include <string.h>

#include "chess-enums.h"
#include "chess-game-file.h"
#include "chess-game-private.h"
#include "chess-match-private.h"
#include "chess-pgn.h"
#include "chess-pgn-lexer-private.h"

/*   [Game]
 *   Format=1
 *   PGN=[Event "?"]\n…\n1. e4 e5 *\n   (the whole tree: variations, comments, NAGs)
 *   Current=0;0;1;                 (only when the last move played is not the
 *                                   main line's last: the child indices from
 *                                   the root; the moves after it are Redo's)
 *   CurrentResult=1-0              (only with Current, when the game was ended
 *                                   there by an action, e.g. a resignation: the
 *                                   PGN's result is the main line's end's)
 *   ResultReason=resignation       (only when the PGN cannot say it)
 *   BlackAtBottom=false
 *   DrawOffer=white                (only while one stands)
 *   DrawOfferPly=2
 *
 *   [Opponent]                     (missing: two players)
 *   Computer=true
 *   Level=3
 *   PlayerColor=white
 *
 *   [Clock]                        (missing: no clock; chess_clock_save_state())
 *
 *   [File]                         (missing: a game without a file)
 *   URI=file:///…/club.pgn
 *   Index=1
 *   Games=12
 *
 * Older versions ignore keys and groups they do not know, so what only
 * adds to the match (the draw offer) needs no new Format; a change that
 * older versions must refuse bumps it. */
#define MATCH_FORMAT 1
#define GAME_GROUP "Game"
#define OPPONENT_GROUP "Opponent"
#define CLOCK_GROUP "Clock"
#define FILE_GROUP "File"

static const char *
color_nick (ChessColor color)
{
  return color == CHESS_COLOR_WHITE ? "white" : "black";
}

static gboolean
parse_color (const char *nick,
             ChessColor *color)
{
  if (g_strcmp0 (nick, "white") == 0)
    *color = CHESS_COLOR_WHITE;
  else if (g_strcmp0 (nick, "black") == 0)
    *color = CHESS_COLOR_BLACK;
  else
    return FALSE;
  return TRUE;
}

static void
save_file_group (ChessMatch *self,
                 GKeyFile   *key_file)
{
  ChessGameFile *info = chess_game_file_get (self->game);
  g_autofree char *uri = NULL;

  if (info == NULL)
    return;
  uri = g_file_get_uri (info->file);
  g_key_file_set_string (key_file, FILE_GROUP, "URI", uri);
  g_key_file_set_uint64 (key_file, FILE_GROUP, "Index", info->index);
  g_key_file_set_uint64 (key_file, FILE_GROUP, "Games", info->n_games);
}

static gboolean invalid (GError    **error,
                         const char *format,
                         ...) G_GNUC_PRINTF (2, 3);

/* Where the game stands in its tree, when not at the main line's end
 * (after Undo, or after a promotion elsewhere). */
static void
save_current (ChessGame *game,
              GKeyFile  *key_file)
{
  ChessGameNode *current = chess_game_get_current_node (game);
  guint n = chess_game_node_get_ply (current);
  g_autofree gint *path = NULL;

  if (current == chess_game_get_main_line_end (game))
    return;
  path = g_new0 (gint, MAX (n, 1));
  for (ChessGameNode *node = current; chess_game_node_get_parent (node) != NULL; node = chess_game_node_get_parent (node))
    path[chess_game_node_get_ply (node) - 1] = (gint) chess_game_node_get_index (node);
  g_key_file_set_integer_list (key_file, GAME_GROUP, "Current", path, n);
  /* What the moves there give comes back with them; an action does not. */
  if (game->result_by_action)
    g_key_file_set_string (key_file, GAME_GROUP, "CurrentResult",
                           chess_result_to_string (chess_game_get_result (game)));
}

/* A path that does not fit the tree is an error: the game would come
 * back elsewhere than it was. */
static gboolean
read_current (ChessGame  *game,
              GKeyFile   *key_file,
              GError    **error)
{
  g_autofree gint *path = NULL;
  g_autofree char *text = NULL;
  ChessGameNode *node = chess_game_get_root (game);
  gsize n = 0;

  text = g_key_file_get_value (key_file, GAME_GROUP, "Current", NULL);
  if (text == NULL)
    return TRUE;
  /* Empty: the start, every move taken back. */
  if (*g_strstrip (text) != '\0')
    {
      path = g_key_file_get_integer_list (key_file, GAME_GROUP, "Current", &n, error);
      if (path == NULL)
        return FALSE;
    }
  for (gsize i = 0; i < n; i++)
    {
      if (path[i] < 0 || (guint) path[i] >= chess_game_node_get_n_children (node))
        return invalid (error, "the current move is not in the game");
      node = chess_game_node_get_child (node, (guint) path[i]);
    }
  _chess_game_set_current (game, node);
  return TRUE;
}

GKeyFile *
chess_match_save (ChessMatch *self)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *pgn = NULL;
  ChessResultReason reason;

  g_return_val_if_fail (CHESS_IS_MATCH (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  g_key_file_set_integer (key_file, GAME_GROUP, "Format", MATCH_FORMAT);
  pgn = chess_pgn_write (self->game);
  g_key_file_set_string (key_file, GAME_GROUP, "PGN", pgn);
  save_current (self->game, key_file);

  /* The PGN's result token says who won, not why: a resignation, an
   * agreed draw or a claim would come back as a bare result, which Undo
   * could not take back. */
  reason = chess_game_get_result_reason (self->game);
  if (reason != CHESS_RESULT_REASON_NONE)
    {
      GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_RESULT_REASON);
      GEnumValue *value = g_enum_get_value (enum_class, reason);

      g_key_file_set_string (key_file, GAME_GROUP, "ResultReason", value->value_nick);
      g_type_class_unref (enum_class);
    }
  g_key_file_set_boolean (key_file, GAME_GROUP, "BlackAtBottom", self->black_at_bottom);
  if (self->draw_offered)
    {
      g_key_file_set_string (key_file, GAME_GROUP, "DrawOffer", color_nick (self->draw_offer_color));
      g_key_file_set_uint64 (key_file, GAME_GROUP, "DrawOfferPly", self->draw_offer_ply);
    }

  g_key_file_set_boolean (key_file, OPPONENT_GROUP, "Computer", self->computer);
  if (self->computer)
    {
      g_key_file_set_integer (key_file, OPPONENT_GROUP, "Level",
                              (int) chess_engine_player_get_level (self->player));
      g_key_file_set_string (key_file, OPPONENT_GROUP, "PlayerColor",
                             color_nick (!chess_engine_player_get_color (self->player)));
    }
  if (self->clock != NULL)
    chess_clock_save_state (self->clock, key_file, CLOCK_GROUP);
  save_file_group (self, key_file);

  return g_steal_pointer (&key_file);
}

static gboolean
invalid (GError    **error,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE, message);
  return FALSE;
}

static gboolean
ends_with_result (const char *pgn,
                  const char *result)
{
  gsize len = strlen (pgn), result_len = strlen (result);

  return g_str_has_suffix (pgn, result) && (len == result_len || g_ascii_isspace (pgn[len - result_len - 1]));
}

/* The [Game] group's game, checked whole: a file cut short or edited by
 * hand must not bring back a game with its last moves missing. */
static ChessGame *
read_game (GKeyFile  *key_file,
           GError   **error)
{
  g_autofree char *pgn = NULL;
  g_autofree char *reason_nick = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *current_result = NULL;
  ChessGame *game;
  const char *main_result;
  const char *result;
  int format;

  format = g_key_file_get_integer (key_file, GAME_GROUP, "Format", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (format != MATCH_FORMAT)
    {
      invalid (error, "format %d is not known to this version", format);
      return NULL;
    }

  pgn = g_key_file_get_string (key_file, GAME_GROUP, "PGN", error);
  if (pgn == NULL)
    return NULL;
  games = chess_pgn_read (pgn, -1, &local_error);
  if (games == NULL)
    {
      invalid (error, "the game cannot be read: %s", local_error->message);
      return NULL;
    }
  if (games->len != 1)
    {
      invalid (error, "%u games instead of one", games->len);
      return NULL;
    }
  game = g_ptr_array_index (games, 0);

  /* The writer ends the movetext with the result of the main line's end
   * ("*" for a game in progress, or taken back from a mate): without it
   * the text was cut, and moves may be missing. Older versions wrote the
   * result where the game stood, which is read as well. */
  main_result = chess_result_to_string (chess_game_get_result (game));
  if (!read_current (game, key_file, error))
    return NULL;
  result = chess_result_to_string (chess_game_get_result (game));
  g_strchomp (pgn);
  if (!ends_with_result (pgn, main_result) && !ends_with_result (pgn, result))
    {
      invalid (error, "the game does not end with its result");
      return NULL;
    }

  current_result = g_key_file_get_string (key_file, GAME_GROUP, "CurrentResult", NULL);
  if (current_result != NULL)
    {
      ChessResult value;

      if (chess_game_get_current_node (game) == chess_game_get_main_line_end (game)
          || !chess_pgn_result_from_text (current_result, strlen (current_result), &value)
          || value == CHESS_RESULT_NONE || chess_game_get_result (game) != CHESS_RESULT_NONE)
        {
          invalid (error, "“%s” is no result for the current move", current_result);
          return NULL;
        }
      chess_game_set_result (game, value, CHESS_RESULT_REASON_NONE);
    }

  reason_nick = g_key_file_get_string (key_file, GAME_GROUP, "ResultReason", NULL);
  if (reason_nick != NULL)
    {
      GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_RESULT_REASON);
      GEnumValue *value = g_enum_get_value_by_nick (enum_class, reason_nick);
      ChessResultReason reason = value != NULL ? (ChessResultReason) value->value : CHESS_RESULT_REASON_NONE;

      g_type_class_unref (enum_class);
      if (reason == CHESS_RESULT_REASON_NONE || chess_game_get_result (game) == CHESS_RESULT_NONE)
        {
          invalid (error, "“%s” is no reason for the game’s result", reason_nick);
          return NULL;
        }
      /* Only a reason the moves did not give already: setting it marks
       * the result as one Undo takes back before any move. */
      if (chess_game_get_result_reason (game) != reason)
        chess_game_set_result (game, chess_game_get_result (game), reason);
    }

  return g_object_ref (game);
}

/* A missing key is FALSE; a wrong one an error. */
static gboolean
read_optional_boolean (GKeyFile    *key_file,
                       const char  *group,
                       const char  *key,
                       gboolean    *value,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  *value = g_key_file_get_boolean (key_file, group, key, &local_error);
  if (local_error != NULL && !g_error_matches (local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  gboolean   computer;
  guint      level;
  ChessColor player_color;
} Opponent;

/* A missing group is a game for two players; a wrong one an error. */
static gboolean
read_opponent (GKeyFile  *key_file,
               Opponent  *opponent,
               GError   **error)
{
  g_autofree char *color = NULL;
  GError *local_error = NULL;
  int level;

  opponent->computer = FALSE;
  if (!g_key_file_has_group (key_file, OPPONENT_GROUP))
    return TRUE;
  opponent->computer = g_key_file_get_boolean (key_file, OPPONENT_GROUP, "Computer", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  if (!opponent->computer)
    return TRUE;

  level = g_key_file_get_integer (key_file, OPPONENT_GROUP, "Level", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  color = g_key_file_get_string (key_file, OPPONENT_GROUP, "PlayerColor", error);
  if (color == NULL)
    return FALSE;
  if (level < CHESS_ENGINE_MIN_LEVEL || level > CHESS_ENGINE_MAX_LEVEL
      || !parse_color (color, &opponent->player_color))
    return invalid (error, "the opponent is level %d, playing against “%s”", level, color);
  opponent->level = (guint) level;
  return TRUE;
}

/* A missing or unusable group is a game without a file: only a
 * convenience is lost. */
static void
read_file_group (ChessMatch *self,
                 GKeyFile   *key_file)
{
  g_autofree char *uri = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  guint64 index = 0, n_games = 0;

  if (!g_key_file_has_group (key_file, FILE_GROUP))
    return;
  uri = g_key_file_get_string (key_file, FILE_GROUP, "URI", &error);
  if (uri != NULL)
    index = g_key_file_get_uint64 (key_file, FILE_GROUP, "Index", &error);
  if (error == NULL)
    n_games = g_key_file_get_uint64 (key_file, FILE_GROUP, "Games", &error);
  if (error != NULL || !g_uri_is_valid (uri, G_URI_FLAGS_NONE, NULL)
      || n_games == 0 || n_games > G_MAXUINT || index >= n_games)
    {
      g_debug ("Ignoring the saved game's file: %s",
               error != NULL ? error->message : "not a usable file");
      return;
    }
  file = g_file_new_for_uri (uri);
  chess_match_set_game_file (self, self->game, file, (guint) index, (guint) n_games);
}

/* A draw offer that does not fit the game is dropped: it is no more than
 * a question on the screen. */
static void
read_draw_offer (ChessMatch *self,
                 GKeyFile   *key_file)
{
  g_autofree char *color_name = g_key_file_get_string (key_file, GAME_GROUP, "DrawOffer", NULL);
  g_autoptr(GError) error = NULL;
  guint n_moves = chess_game_get_n_moves (self->game);
  ChessColor color;
  guint64 ply;

  if (color_name == NULL || !parse_color (color_name, &color))
    return;
  ply = g_key_file_get_uint64 (key_file, GAME_GROUP, "DrawOfferPly", &error);
  if (error != NULL || ply > n_moves || ply + 1 < n_moves
      || self->computer || !self->derived.playing)
    return;
  _chess_match_set_draw_offer (self, TRUE, color, (guint) ply);
}

gboolean
chess_match_load (ChessMatch  *self,
                  GKeyFile    *key_file,
                  GError     **error)
{
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessClock) clock = NULL;
  gboolean black_at_bottom;
  Opponent opponent = { FALSE, CHESS_ENGINE_MIN_LEVEL, CHESS_COLOR_WHITE };

  g_return_val_if_fail (CHESS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (key_file != NULL, FALSE);

  /* Everything is read before anything changes. */
  game = read_game (key_file, error);
  if (game == NULL
      || !read_optional_boolean (key_file, GAME_GROUP, "BlackAtBottom", &black_at_bottom, error)
      || !read_opponent (key_file, &opponent, error))
    return FALSE;
  if (g_key_file_has_group (key_file, CLOCK_GROUP))
    {
      clock = chess_clock_new_from_state (key_file, CLOCK_GROUP, error);
      if (clock == NULL)
        return FALSE;
    }

  g_object_freeze_notify (G_OBJECT (self));
  chess_match_set_game (self, game);
  chess_match_set_black_at_bottom (self, black_at_bottom);
  /* The board stays as it was saved: the user may have turned it. A
   * start the engine cannot play stays a game for two. */
  if (opponent.computer && self->playable)
    _chess_match_set_opponent (self, TRUE, opponent.level, opponent.player_color);
  /* A saved clock comes back paused, for the side to move. */
  chess_match_set_clock (self, clock);
  read_file_group (self, key_file);
  read_draw_offer (self, key_file);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}
