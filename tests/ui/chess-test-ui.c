/* chess-test-ui.c: what every GUI test program does first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-test-ui"

#include <adwaita.h>

#include "chess-test-ui.h"

gboolean
chess_test_ui_init (int    *argc,
                    char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (install xvfb-run)\n");
      return FALSE;
    }

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}
