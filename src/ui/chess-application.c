/* chess-application.c: the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-application"

#include <glib/gi18n-lib.h>

#include "chess-application.h"
#include "chess-window.h"

struct _ChessApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (ChessApplication, chess_application, ADW_TYPE_APPLICATION)

static void
chess_application_activate (GApplication *application)
{
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  if (window == NULL)
    window = GTK_WINDOW (chess_window_new (CHESS_APPLICATION (application)));
  gtk_window_present (window);
}

static void
chess_application_about (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Chess960 developers", NULL };
  GtkWidget *about;

  /* AdwAboutWindow rather than AdwAboutDialog: the dialog needs
   * libadwaita 1.5 and Debian 12 has 1.2. */
  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (application),
                        "modal", TRUE,
                        "application-name", _("Chess960"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developers", developers,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "comments", _("Draw fair random start positions and play Fischer random chess"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
chess_application_quit (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = chess_application_about },
  { .name = "quit", .activate = chess_application_quit },
};

static void
chess_application_startup (GApplication *application)
{
  static const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (chess_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
}

static void
chess_application_class_init (ChessApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  application_class->activate = chess_application_activate;
  application_class->startup = chess_application_startup;
}

static void
chess_application_init (ChessApplication *self)
{
}

ChessApplication *
chess_application_new (void)
{
  /* The resource base path follows from the ID, so style.css and the
   * icons under /io/github/chess960/Chess960/ load by themselves. */
  return g_object_new (CHESS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       NULL);
}
