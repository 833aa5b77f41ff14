/* chess960-cli.c: the rules core for scripts
 *
 * The interface is fixed; scripts depend on it (see README.md). This file
 * finds the command and hands it its arguments; each command parses its
 * own options (chess_cli_parse()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "chess-cli.h"
#include "chess-cli-event.h"
#include "chess-cli-pgn.h"
#include "chess-cli-analyse.h"

/* A command is one line here: its name, its function, its arguments and
 * a summary for `chess960-cli --help`. The function gets the command's
 * name and arguments (chess-cli.h says how). */
static const ChessCliCommand commands[] = {
  { "startpos", chess_cli_startpos, "N", "The start position numbered N, as FEN" },
  { "roll", chess_cli_roll, "", "A random start position: number, back rank, FEN" },
  { "legal", chess_cli_legal, "FEN", "Every legal move, sorted, one per line" },
  { "play", chess_cli_play, "FEN MOVE…", "Plays the moves: SAN and FEN after each" },
  { "perft", chess_cli_perft, "DEPTH FEN", "Counts the leaf nodes of the move tree" },
  { "bench", chess_cli_bench, "", "A fixed perft workload, for timing" },
  { "diagram", chess_cli_exec_diagram, "NUMBER FILE", "Draws a start position as PNG, SVG or PDF" },
  { "pgn", chess_cli_pgn, "FILE…", "Reads PGN files: result, half-moves and final FEN of each game" },
  { "analyse", chess_cli_analyse, "FILE.pgn", "Reviews games with an engine: evals and ?!/?/?? marks" },
  { "event", chess_cli_event, "new|draw|show|verify|reveal FILE …", "Makes, draws, shows and verifies an event's record" },
};

static const ChessCliCommand *
lookup_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (name, commands[i].name) == 0)
      return &commands[i];
  return NULL;
}

/* Where the diagram helper is: beside this program when it runs from the
 * build tree; else in libexecdir, found from this program's folder so
 * that a relocated install (a staging folder, a bundle) finds its own;
 * else in the configured libexecdir. */
static char *
find_diagram_helper (void)
{
  static const char helper[] = "chess960-cli-diagram";
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      g_autofree char *beside = g_build_filename (dir, helper, NULL);
#ifdef LIBEXECDIR_FROM_BINDIR
      g_autofree char *relative = g_build_filename (dir, LIBEXECDIR_FROM_BINDIR, helper, NULL);
#endif

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return g_steal_pointer (&beside);
#ifdef LIBEXECDIR_FROM_BINDIR
      if (g_file_test (relative, G_FILE_TEST_IS_EXECUTABLE))
        return g_steal_pointer (&relative);
#endif
    }
  return g_build_filename (LIBEXECDIR, helper, NULL);
}

/* `diagram`: replaces this process with the helper, which parses the
 * arguments and draws (chess960-cli-diagram.c). */
int
chess_cli_exec_diagram (int    argc,
                        char **argv)
{
  g_autofree char *helper = find_diagram_helper ();
  g_autofree char **helper_argv = g_new0 (char *, argc + 1);

  helper_argv[0] = helper;
  for (int i = 1; i < argc; i++)
    helper_argv[i] = argv[i];
  execv (helper, helper_argv);
  return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "cannot run %s: %s", helper, g_strerror (errno));
}

/* Options before the command that take no value, so that the word after
 * them is not taken for one. */
static gboolean
is_flag (const char *arg)
{
  static const char *const flags[] = { "-h", "--help", "--shredder", "--version" };

  for (gsize i = 0; i < G_N_ELEMENTS (flags); i++)
    if (strcmp (arg, flags[i]) == 0)
      return TRUE;
  return FALSE;
}

static int
general_help (FILE *stream,
              int   status)
{
  g_autofree char *help = chess_cli_general_help (commands, G_N_ELEMENTS (commands));

  fputs (help, stream);
  return status;
}

int
main (int    argc,
      char **argv)
{
  const ChessCliCommand *command = NULL;
  g_autofree char **command_argv = NULL;
  gboolean help = FALSE;
  gboolean version = FALSE;
  int at = 1;
  int n = 0;

  setlocale (LC_ALL, "");
  g_set_prgname ("chess960-cli");

  /* The command is the first word that is neither an option nor an
   * option's value: `chess960-cli --shredder startpos 518` as well as
   * `chess960-cli startpos 518 --shredder`. The command then parses every
   * option, wherever it stood, by its exact name. */
  for (; at < argc && command == NULL; at++)
    {
      const char *arg = argv[at];

      if (strcmp (arg, "--") == 0)
        break;
      if (arg[0] == '-' && arg[1] != '\0')
        {
          help |= strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0;
          version |= strcmp (arg, "--version") == 0;
          /* --variant chess960x3: the word after an option with no “=” is
           * its value, unless it names a command. */
          if (g_str_has_prefix (arg, "--") && strchr (arg, '=') == NULL && !is_flag (arg)
              && at + 1 < argc && lookup_command (argv[at + 1]) == NULL)
            at++;
          continue;
        }
      command = lookup_command (arg);
      if (command == NULL)
        return chess_cli_usage_error (NULL, "unknown command “%s”", arg);
    }

  if (command == NULL)
    {
      if (help)
        return general_help (stdout, CHESS_CLI_EXIT_OK);
      if (version && argc == 2)
        {
          printf ("chess960-cli %s\n", PACKAGE_VERSION);
          return CHESS_CLI_EXIT_OK;
        }
      if (argc > 1)
        return chess_cli_usage_error (NULL, "no command given");
      return general_help (stderr, CHESS_CLI_EXIT_USAGE);
    }

  /* ARGV for the command: its name, the options that stood before it,
   * then everything after it. */
  command_argv = g_new0 (char *, argc + 1);
  command_argv[n++] = (char *) command->name;
  for (int i = 1; i < at - 1; i++)
    command_argv[n++] = argv[i];
  for (int i = at; i < argc; i++)
    command_argv[n++] = argv[i];
  return command->run (n, command_argv);
}
