/* chess-cli-event.h: `chess960-cli event`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs `chess960-cli event …`: ARGV[0] is "event". Returns the exit
 * status: 0 done, 1 refused or failed (with a message), 2 bad usage. */
int chess_cli_event (int    argc,
                     char **argv);

G_END_DECLS
