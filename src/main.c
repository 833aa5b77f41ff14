/* main.c: starts the Chess960 app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960"

#include "config.h"

#include <glib/gi18n.h>

#include "chess-application.h"
#include "chess-compat.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(ChessApplication) application = NULL;
  const char *localedir = g_getenv ("CHESS960_LOCALEDIR");

  /* build-aux/run and the tests start the app uninstalled: its catalogues
   * are then the ones compiled in the build tree. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Chess960"));
  chess_ui_skip_gl_for_cairo_renderer ();

  application = chess_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
