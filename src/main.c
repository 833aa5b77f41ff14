/* main.c: starts the Chess960 app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960"

#include <glib/gi18n.h>

#include "chess-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(ChessApplication) application = NULL;

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Chess960"));

  application = chess_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
