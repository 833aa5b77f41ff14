/* chess-cli.h: what the commands of chess960-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* Exit statuses, which scripts rely on (README.md). */
enum
{
  CHESS_CLI_EXIT_OK = 0,
  CHESS_CLI_EXIT_FAILED = 1,  /* a bad FEN, an illegal move, a write error */
  CHESS_CLI_EXIT_USAGE = 2,   /* an unknown option or command, a missing argument */
};

/* chess_cli_parse() returns this when the command should go on. */
#define CHESS_CLI_CONTINUE (-1)

/* A command's entry point. ARGV[0] is the command's name; ARGV[1…] are its
 * arguments, the options given before the command's name first. It
 * returns the process's exit status. */
typedef int (*ChessCliCommandFunc) (int    argc,
                                    char **argv);

/* A line of chess960-cli's table of commands. */
typedef struct
{
  const char          *name;
  ChessCliCommandFunc  run;
  const char          *parameters;  /* after the name in the usage line */
  const char          *summary;     /* one line in `chess960-cli --help` */
} ChessCliCommand;

/* The options every command takes, before or after its name. */
typedef struct
{
  ChessVariant variant;
  gboolean     shredder;
} ChessCliOptions;

int       chess_cli_fail           (int                  status,
                                    const char          *format,
                                    ...) G_GNUC_PRINTF (2, 3);
int       chess_cli_usage_error    (const char          *command,
                                    const char          *format,
                                    ...) G_GNUC_PRINTF (2, 3);

int       chess_cli_parse          (int                  argc,
                                    char               **argv,
                                    const char          *parameters,
                                    const char          *summary,
                                    const GOptionEntry  *entries,
                                    ChessCliOptions     *options,
                                    char              ***args);
char     *chess_cli_general_help   (const ChessCliCommand *commands,
                                    gsize                n_commands);

gboolean  chess_cli_parse_number   (const char          *text,
                                    guint64              max,
                                    guint64             *value);
char     *chess_cli_fen            (const ChessCliOptions *options,
                                    const ChessPosition *position);

/* The commands, one function each (chess-cli-rules.c). */
int       chess_cli_startpos       (int argc, char **argv);
int       chess_cli_roll           (int argc, char **argv);
int       chess_cli_legal          (int argc, char **argv);
int       chess_cli_play           (int argc, char **argv);
int       chess_cli_perft          (int argc, char **argv);
int       chess_cli_bench          (int argc, char **argv);

/* `diagram` runs in a helper program of its own (chess960-cli-diagram.c),
 * so that only it loads cairo, Pango and librsvg. */
int       chess_cli_diagram        (int argc, char **argv);
int       chess_cli_exec_diagram   (int argc, char **argv);

G_END_DECLS
