/* chess-cli-analyse.h: `chess960-cli analyse`, game review for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

G_BEGIN_DECLS

int chess_cli_analyse (int argc, char **argv);

G_END_DECLS
