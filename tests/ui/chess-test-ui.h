/* chess-test-ui.h: what every GUI test program does first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Initialises GTK and libadwaita for a g_test program. Without a display
 * gtk_test_init () would abort: this prints a TAP skip line and returns
 * FALSE instead, and main () then returns 77 (skipped). */
gboolean chess_test_ui_init (int    *argc,
                             char ***argv);

G_END_DECLS
