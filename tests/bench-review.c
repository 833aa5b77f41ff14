/* bench-review.c: how long the review of an 80-half-move game takes
 *
 * Issue 14: at the default setting, the whole game within 30 s on one
 * thread, the first marks within 2 s. Prints, for each run and as
 * medians: the time to the first marks (the first move judged, i.e. the
 * first two positions analysed, the engine's start included), the total,
 * and the marks found. tests/bench/review runs it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "chess-engine.h"
#include "chess-game-review.h"
#include "chess-pgn.h"

typedef struct {
  gint64     start;
  gint64     first_marks;
  GMainLoop *loop;
} Run;

static void
on_node_analysed (ChessGameReview *review,
                  ChessGameNode   *node,
                  Run             *run)
{
  if (run->first_marks == 0 && chess_game_node_get_ply (node) >= 1)
    run->first_marks = g_get_monotonic_time ();
}

static void
on_finished (ChessGameReview *review,
             const GError    *error,
             Run             *run)
{
  if (error != NULL)
    g_error ("%s", error->message);
  g_main_loop_quit (run->loop);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return x < y ? -1 : x > y;
}

static gdouble
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, gdouble, values->len / 2);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *file = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GArray) firsts = g_array_new (FALSE, FALSE, sizeof (gdouble));
  g_autoptr(GArray) totals = g_array_new (FALSE, FALSE, sizeof (gdouble));
  gint runs = 3, move_time = CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME;
  const GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs (default 3)", "N" },
    { "movetime", 0, 0, G_OPTION_ARG_INT, &move_time, "Time per position, ms", "MS" },
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine, "The engine (default: Stockfish)", "PATH" },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &file, "The game (default: tests/data/review/80-plies.pgn)", "FILE" },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- time the review of a game");

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (engine == NULL)
    engine = chess_engine_find_default ();
  if (engine == NULL)
    {
      fprintf (stderr, "Stockfish is needed\n");
      return 2;
    }
  if (file == NULL)
    file = g_strdup ("tests/data/review/80-plies.pgn");
  if (!g_file_get_contents (file, &text, NULL, &error))
    g_error ("%s", error->message);

  printf ("| run | half-moves | first marks (s) | whole game (s) | ?! | ? | ?? |\n");
  printf ("|---|---|---|---|---|---|---|\n");
  for (gint i = 0; i < runs; i++)
    {
      g_autoptr(GPtrArray) games = chess_pgn_read (text, -1, &error);
      g_autoptr(ChessGameReview) review = NULL;
      g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
      ChessGame *game;
      Run run = { 0 };
      guint counts[7] = { 0 };
      gdouble first, total;

      if (games == NULL)
        g_error ("%s", error->message);
      game = g_ptr_array_index (games, 0);
      review = chess_game_review_new (game, engine);
      chess_game_review_set_limits (review, 0, (guint) move_time, 1);
      run.loop = loop;
      g_signal_connect (review, "node-analysed", G_CALLBACK (on_node_analysed), &run);
      g_signal_connect (review, "finished", G_CALLBACK (on_finished), &run);
      run.start = g_get_monotonic_time ();
      chess_game_review_start (review);
      g_main_loop_run (loop);
      total = (g_get_monotonic_time () - run.start) / 1e6;
      first = (run.first_marks - run.start) / 1e6;
      g_array_append_val (firsts, first);
      g_array_append_val (totals, total);

      for (ChessGameNode *node = chess_game_node_get_next (chess_game_get_root (game)); node != NULL;
           node = chess_game_node_get_next (node))
        for (guint nag = 2; nag <= 6; nag += 2)
          if (chess_game_node_has_nag (node, nag))
            counts[nag]++;
      printf ("| %d | %u | %.2f | %.1f | %u | %u | %u |\n", i + 1, chess_game_get_n_moves (game),
              first, total, counts[6], counts[2], counts[4]);
      fflush (stdout);
      /* The engine's process ends with the review. */
      g_clear_object (&review);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  printf ("\nmedians of %d runs, %d ms a position: first marks %.2f s (target ≤ 2 s), "
          "whole game %.1f s (target ≤ 30 s)\n",
          runs, move_time, median (firsts), median (totals));
  return 0;
}
