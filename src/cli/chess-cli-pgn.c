/* chess-cli-pgn.c: `chess960-cli pgn`: every game of PGN files, streamed
 *
 * A file is read in chunks by a ChessPgnScanner and each game parsed on
 * its own, so that a file of any size is never in memory. The output is
 * fixed (README.md, tests/test-cli.sh): a line per game
 *
 *   NUMBER TAB RESULT TAB HALF-MOVES TAB FEN
 *
 * (games numbered from 1 across all files; the half-moves and the FEN of
 * the main line's end), or with --export every game as normalised PGN.
 * An error goes to standard error as FILE:LINE: message; reading goes on
 * with the next game and the exit status is 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "chess-cli.h"
#include "chess-cli-pgn.h"
#include "chess-pgn.h"
#include "chess-pgn-scanner.h"

typedef struct {
  ChessCliOptions options;
  gboolean        export;
  guint64         n_games;
} PgnRun;

/* "Line N: message" from the reader, as FILE:N: message. */
static void
report (const char   *path,
        const GError *error)
{
  const char *message = error->message;
  guint64 line = 0;
  char *end = NULL;

  if (g_str_has_prefix (message, "Line "))
    {
      line = g_ascii_strtoull (message + 5, &end, 10);
      if (end != NULL && g_str_has_prefix (end, ": "))
        message = end + 2;
      else
        line = 0;
    }
  if (line > 0)
    fprintf (stderr, "%s:%" G_GUINT64_FORMAT ": %s\n", path, line, message);
  else
    fprintf (stderr, "%s: %s\n", path, message);
}

static void
print_game (PgnRun    *run,
            ChessGame *game)
{
  run->n_games++;
  if (run->export)
    {
      g_autofree char *pgn = chess_pgn_write (game);

      if (run->n_games > 1)
        fputc ('\n', stdout);
      fputs (pgn, stdout);
    }
  else
    {
      ChessGameNode *end = chess_game_get_main_line_end (game);
      g_autofree char *fen = chess_cli_fen (&run->options, chess_game_node_get_position (end));

      printf ("%" G_GUINT64_FORMAT "\t%s\t%u\t%s\n", run->n_games,
              chess_result_to_string (chess_game_get_result (game)),
              chess_game_node_get_ply (end), fen);
    }
}

static gboolean
read_file (PgnRun     *run,
           const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(ChessPgnScanner) scanner = NULL;
  g_autoptr(GError) error = NULL;
  ChessPgnScannedGame scanned;
  gboolean ok = TRUE;

  stream = g_file_read (file, NULL, &error);
  if (stream == NULL)
    {
      fprintf (stderr, "%s: %s\n", path, error->message);
      return FALSE;
    }
  scanner = chess_pgn_scanner_new (G_INPUT_STREAM (stream));
  while (chess_pgn_scanner_next (scanner, &scanned, NULL, &error))
    {
      g_autoptr(GPtrArray) games = chess_pgn_read_from_line (scanned.text, scanned.length, scanned.line, &error);

      if (games == NULL)
        {
          report (path, error);
          g_clear_error (&error);
          ok = FALSE;
          continue;
        }
      for (guint i = 0; i < games->len; i++)
        print_game (run, g_ptr_array_index (games, i));
    }
  if (error != NULL)
    {
      fprintf (stderr, "%s: %s\n", path, error->message);
      return FALSE;
    }
  return ok;
}

int
chess_cli_pgn (int    argc,
               char **argv)
{
  PgnRun run = { 0 };
  const GOptionEntry entries[] = {
    { "export", 0, 0, G_OPTION_ARG_NONE, &run.export, "Write every game back as PGN instead", NULL },
    G_OPTION_ENTRY_NULL
  };
  g_auto(GStrv) args = NULL;
  gboolean ok = TRUE;
  int status;

  status = chess_cli_parse (argc, argv, "FILE…",
                            "Reads every game of the PGN files, one line per game: number, result, "
                            "half-moves and the FEN after the main line's last move.",
                            entries, &run.options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (args == NULL || args[0] == NULL)
    return chess_cli_usage_error (argv[0], "pgn takes one or more files");

  for (guint i = 0; args[i] != NULL; i++)
    ok &= read_file (&run, args[i]);
  if (fflush (stdout) != 0 || ferror (stdout))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "cannot write the output");
  return ok ? CHESS_CLI_EXIT_OK : CHESS_CLI_EXIT_FAILED;
}
