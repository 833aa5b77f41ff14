/* chess-game-file.c: which file a game came from or was saved to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-file"

#include "chess-game-file.h"

static GQuark
game_file_quark (void)
{
  return g_quark_from_static_string ("chess-game-file");
}

static void
game_file_free (ChessGameFile *info)
{
  g_clear_object (&info->file);
  g_free (info);
}

ChessGameFile *
chess_game_file_get (ChessGame *game)
{
  return game != NULL ? g_object_get_qdata (G_OBJECT (game), game_file_quark ()) : NULL;
}

void
chess_game_file_set (ChessGame *game,
                     GFile     *file,
                     guint      index,
                     guint      n_games)
{
  ChessGameFile *info;

  g_return_if_fail (CHESS_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  info = g_new0 (ChessGameFile, 1);
  info->file = g_object_ref (file);
  info->index = index;
  info->n_games = n_games;
  info->save_in_place = n_games == 1;
  g_object_set_qdata_full (G_OBJECT (game), game_file_quark (), info, (GDestroyNotify) game_file_free);
}
