/* chess-cli-pgn.h: `chess960-cli pgn`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs `chess960-cli pgn [--export] FILE…`: ARGV[0] is "pgn". Returns
 * the exit status: 0 every game read, 1 an error in some file (each as
 * FILE:LINE: message), 2 bad usage. */
int chess_cli_pgn (int    argc,
                   char **argv);

G_END_DECLS
