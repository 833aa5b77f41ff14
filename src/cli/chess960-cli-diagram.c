/* chess960-cli-diagram.c: `chess960-cli diagram`, a program of its own
 *
 * Drawing needs cairo, Pango and librsvg, some fifty shared libraries
 * whose loading would triple the time of every other command. So
 * chess960-cli execs this helper (installed in libexecdir) for `diagram`
 * alone, with the command's arguments: what it prints, and its exit
 * status, are chess960-cli's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include "config.h"

#include <locale.h>

#include "chess-cli.h"
#include "chess-diagram.h"
#include "chess-piece-set.h"
#include "chess-startpos.h"

/* Pixels for PNG, points for SVG and PDF: from a thumbnail to a poster. */
#define MIN_DIAGRAM_SIZE 16
#define MAX_DIAGRAM_SIZE 8192

/* Needs no display: the diagram is drawn with cairo alone. */
int
chess_cli_diagram (int    argc,
                   char **argv)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = NULL;
  g_autofree char *size_text = NULL;
  g_autofree char *pieces = NULL;
  gboolean black_at_bottom = FALSE;
  const GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_STRING, &size_text,
      "Pixels for PNG (default 800), points for SVG and PDF (default 400)", "N" },
    { "pieces", 0, 0, G_OPTION_ARG_STRING, &pieces,
      "The piece set: classic (the default) or contrast", "SET" },
    { "black-at-bottom", 0, 0, G_OPTION_ARG_NONE, &black_at_bottom,
      "Turn the board", NULL },
    G_OPTION_ENTRY_NULL
  };
  ChessCliOptions options;
  ChessDiagramFormat format;
  ChessDiagramInfo info = { 0 };
  guint64 number;
  guint64 size = 0;
  int status;

  status = chess_cli_parse (argc, argv, "NUMBER FILE",
                            "Draws start position NUMBER into FILE: PNG, SVG or PDF, by FILE’s ending.\n"
                            "Needs no display.",
                            entries, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (size_text != NULL
      && (!chess_cli_parse_number (size_text, MAX_DIAGRAM_SIZE, &size) || size < MIN_DIAGRAM_SIZE))
    return chess_cli_usage_error (argv[0], "--size takes a number from %d to %d, not '%s'",
                                  MIN_DIAGRAM_SIZE, MAX_DIAGRAM_SIZE, size_text);
  if (pieces != NULL && !chess_piece_set_is_known (pieces))
    {
      g_autofree char *names = g_strjoinv (" or ", (char **) chess_piece_set_list_names ());

      return chess_cli_usage_error (argv[0], "unknown piece set '%s': use %s", pieces, names);
    }
  if (g_strv_length (args) != 2)
    return chess_cli_usage_error (argv[0], "diagram takes a position number and a file name");
  if (!chess_cli_parse_number (args[0], G_MAXUINT, &number)
      || !chess_startpos_is_valid (options.variant, (guint) number))
    return chess_cli_fail (CHESS_CLI_EXIT_USAGE, "'%s' is not a start position number of %s",
                           args[0], chess_variant_to_string (options.variant));
  if (!chess_diagram_format_from_filename (args[1], &format, &error))
    return chess_cli_fail (CHESS_CLI_EXIT_USAGE, "%s", error->message);

  info.variant = options.variant;
  info.number = (guint) number;
  info.black_at_bottom = black_at_bottom;
  info.piece_set = pieces;
  if (size == 0)
    size = format == CHESS_DIAGRAM_FORMAT_PNG ? 800 : 400;
  if (!chess_diagram_export (&info, format, args[1], (int) size, &error))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s", error->message);
  return CHESS_CLI_EXIT_OK;
}

/* Called as `chess960-cli-diagram ARGUMENT…`, with what followed
 * `diagram` (and the options before it). */
int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_set_prgname ("chess960-cli");

  argv[0] = (char *) "diagram";
  return chess_cli_diagram (argc, argv);
}
