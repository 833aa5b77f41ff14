/* bench-pgn-generate.c: a PGN file of random legal Chess960 games with
 * variations and comments, for tests/bench/pgn
 *
 *   bench-pgn-generate N_GAMES FILE [SEED]
 *
 * Each game starts from a random Chess960 position and plays 20 to 60
 * moves of each side chosen at random among the legal ones (fewer when
 * the game ends); about one move in eight gets a comment (some with
 * [%clk]/[%eval] commands as lichess writes), one in twelve a NAG, and
 * one in ten a variation of 1 to 6 moves (a nested one in a third of
 * those). Written through chess_pgn_write(), so every game reads back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "chess-game.h"
#include "chess-pgn.h"

static void
random_line (ChessGame     *game,
             ChessGameNode *node,
             GRand         *rand,
             guint          n_moves,
             gboolean       nest)
{
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (chess_game_node_get_position (node));
      const ChessMove *move;
      ChessGameNode *child;

      if (moves->len == 0)
        return;
      /* A move the tree has already would go along its line (the main
       * line's, past the game's end): a variation is something new. */
      move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len));
      if (chess_game_node_find_child (node, move) != NULL)
        return;
      child = chess_game_add_move (game, node, move, NULL);
      if (nest && g_rand_int_range (rand, 0, 3) == 0)
        random_line (game, node, rand, g_rand_int_range (rand, 1, 4), FALSE);
      node = child;
    }
}

static void
annotate (ChessGame     *game,
          ChessGameNode *node,
          GRand         *rand,
          guint          ply)
{
  static const char *const words[] = {
    "A natural developing move.", "Threatening the king side.", "Better was to castle first.",
    "The only move.", "White keeps the initiative.", "Black equalises.", "An interesting try.",
  };
  guint roll = g_rand_int_range (rand, 0, 24);

  if (roll < 2)
    chess_game_set_comment (game, node, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
  else if (roll < 3)
    {
      g_autofree char *comment = g_strdup_printf ("[%%eval %d.%02d] [%%clk 0:%02u:%02u]",
                                                  g_rand_int_range (rand, -3, 4), g_rand_int_range (rand, 0, 100),
                                                  g_rand_int_range (rand, 0, 10), g_rand_int_range (rand, 0, 60));

      chess_game_set_comment (game, node, comment);
    }
  if (g_rand_int_range (rand, 0, 12) == 0)
    chess_game_add_nag (game, node, g_rand_int_range (rand, 1, 7));
  (void) ply;
}

int
main (int argc, char **argv)
{
  g_autoptr(GRand) rand = NULL;
  FILE *out;
  guint64 n_games;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s N_GAMES FILE [SEED]\n", argv[0]);
      return 2;
    }
  n_games = g_ascii_strtoull (argv[1], NULL, 10);
  rand = g_rand_new_with_seed (argc > 3 ? (guint32) g_ascii_strtoull (argv[3], NULL, 10) : 960);
  out = fopen (argv[2], "w");
  if (out == NULL)
    {
      perror (argv[2]);
      return 1;
    }

  for (guint64 g = 0; g < n_games; g++)
    {
      g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, g_rand_int_range (rand, 0, 960), NULL);
      g_autofree char *pgn = NULL;
      g_autofree char *round = g_strdup_printf ("%" G_GUINT64_FORMAT, g + 1);
      guint n_plies = g_rand_int_range (rand, 40, 121);

      chess_game_set_tag (game, "Event", "Random Chess960 games");
      chess_game_set_tag (game, "Site", "tests/bench/pgn");
      chess_game_set_tag (game, "Date", "2026.11.26");
      chess_game_set_tag (game, "Round", round);
      chess_game_set_tag (game, "White", "Random, A.");
      chess_game_set_tag (game, "Black", "Random, B.");
      for (guint ply = 0; ply < n_plies && chess_game_get_result (game) == CHESS_RESULT_NONE; ply++)
        {
          const ChessPosition *pos = chess_game_get_position (game);
          g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
          ChessGameNode *before = chess_game_get_current_node (game);

          if (!chess_game_play (game, g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len)), NULL))
            break;
          annotate (game, chess_game_get_current_node (game), rand, ply);
          if (g_rand_int_range (rand, 0, 10) == 0)
            random_line (game, before, rand, g_rand_int_range (rand, 1, 7), TRUE);
        }
      /* A result token as real files have, for a game not over yet. */
      if (chess_game_get_result (game) == CHESS_RESULT_NONE)
        chess_game_set_result (game, (ChessResult) g_rand_int_range (rand, CHESS_RESULT_NONE, CHESS_RESULT_DRAW + 1),
                               CHESS_RESULT_REASON_NONE);
      pgn = chess_pgn_write (game);
      fputs (pgn, out);
      fputc ('\n', out);
    }
  if (fclose (out) != 0)
    {
      perror (argv[2]);
      return 1;
    }
  return 0;
}
