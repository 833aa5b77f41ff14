/* chess-cli-analyse.c: `chess960-cli analyse FILE.pgn`
 *
 * Reviews every game of a PGN file with a UCI engine, as the app's
 * Analyse Game does (ChessGameReview: the same searches, the same
 * judgement, the same marks), and writes the annotated games to standard
 * output: [%eval] in the comments, $6/$2/$4 for ?!/?/??. Progress goes
 * to standard error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include <stdio.h>
#include <unistd.h>

#include "chess-cli.h"
#include "chess-cli-analyse.h"
#include "chess-engine.h"
#include "chess-game-review.h"
#include "chess-pgn.h"

typedef struct {
  GMainLoop *loop;
  GError    *error;
  guint      game;
  guint      n_games;
  gboolean   tty;
} Run;

static void
on_progress (ChessGameReview *review,
             GParamSpec      *pspec,
             Run             *run)
{
  /* A counter that rewrites itself on a terminal, one line per step in
   * a log. */
  fprintf (stderr, "%sgame %u/%u: %u/%u positions%s",
           run->tty ? "\r" : "", run->game, run->n_games,
           chess_game_review_get_n_done (review), chess_game_review_get_n_total (review),
           run->tty ? "" : "\n");
  fflush (stderr);
}

static void
on_finished (ChessGameReview *review,
             const GError    *error,
             Run             *run)
{
  if (error != NULL)
    run->error = g_error_copy (error);
  g_main_loop_quit (run->loop);
}

int
chess_cli_analyse (int    argc,
                   char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_auto(GStrv) args = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *text = NULL;
  gsize length;
  gint depth = 0, move_time = 0;
  const GOptionEntry entries[] = {
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search each position N plies deep", "N" },
    { "movetime", 0, 0, G_OPTION_ARG_INT, &move_time,
      "Search each position MS milliseconds (the default: 250)", "MS" },
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine, "The UCI engine (default: Stockfish)", "PATH" },
    G_OPTION_ENTRY_NULL
  };
  ChessCliOptions options;
  Run run = { 0 };
  int status;

  status = chess_cli_parse (argc, argv, "FILE.pgn",
                            "Reviews every game of FILE.pgn (- for standard input) with a UCI engine and\n"
                            "writes them to standard output with its evaluations as [%eval] comments and\n"
                            "its judgements as NAGs: $6 ?! inaccuracy, $2 ? mistake, $4 ?? blunder (the\n"
                            "drop in winning chances, as lichess judges). Progress goes to standard error.",
                            entries, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 1)
    return chess_cli_usage_error (argv[0], "analyse takes one PGN file");
  if (depth != 0 && move_time != 0)
    return chess_cli_usage_error (argv[0], "give --depth or --movetime, not both");
  if (depth < 0 || depth > 99)
    return chess_cli_usage_error (argv[0], "--depth must be 1 to 99");
  if (move_time < 0 || move_time > 3600000)
    return chess_cli_usage_error (argv[0], "--movetime must be 1 to 3600000 milliseconds");
  if (depth == 0 && move_time == 0)
    move_time = CHESS_GAME_REVIEW_DEFAULT_MOVE_TIME;

  if (g_str_equal (args[0], "-"))
    {
      GString *input = g_string_new (NULL);
      char buffer[65536];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (input, buffer, n);
      if (ferror (stdin))
        {
          g_string_free (input, TRUE);
          return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "cannot read standard input");
        }
      length = input->len;
      text = g_string_free (input, FALSE);
    }
  else if (!g_file_get_contents (args[0], &text, &length, &error))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s", error->message);
  games = chess_pgn_read (text, length, &error);
  if (games == NULL)
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s: %s", args[0], error->message);

  if (engine == NULL)
    engine = chess_engine_find_default ();
  if (engine == NULL)
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "no engine: install Stockfish or give --engine PATH");

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  run.n_games = games->len;
  run.tty = isatty (STDERR_FILENO);
  for (guint i = 0; i < games->len; i++)
    {
      ChessGame *game = g_ptr_array_index (games, i);
      g_autoptr(ChessGameReview) review = chess_game_review_new (game, engine);
      g_autofree char *pgn = NULL;

      run.game = i + 1;
      chess_game_review_set_limits (review, (guint) depth, (guint) move_time, 1);
      g_signal_connect (review, "notify::n-done", G_CALLBACK (on_progress), &run);
      g_signal_connect (review, "finished", G_CALLBACK (on_finished), &run);
      chess_game_review_start (review);
      if (chess_game_review_get_running (review))
        g_main_loop_run (loop);
      if (run.tty)
        fputc ('\n', stderr);
      if (run.error != NULL)
        {
          g_autoptr(GError) failure = g_steal_pointer (&run.error);

          return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "game %u: %s", i + 1, failure->message);
        }
      pgn = chess_pgn_write (game);
      printf ("%s%s\n", i > 0 ? "\n" : "", pgn);
      fflush (stdout);
    }
  if (ferror (stdout))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "cannot write standard output");
  return CHESS_CLI_EXIT_OK;
}
