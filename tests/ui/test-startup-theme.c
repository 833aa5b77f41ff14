/* test-startup-theme.c: GTK started with libadwaita's theme before the
 * app runs, and libadwaita's style sheet still in force
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-startup-theme"

#include <adwaita.h>

#include "chess-compat.h"

static gboolean started_with_theme;

static int
label_height (const char *css_class)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Chess960");
  int height;

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  return height;
}

/* GTK_THEME is gone again (children and libadwaita never see it), GTK
 * runs with the theme libadwaita sets, and libadwaita added its own
 * style sheet: a .title-1 label is far taller than a plain one. */
static void
test_libadwaita_styles (void)
{
  g_autofree char *theme = NULL;

  if (!started_with_theme)
    {
      g_test_skip ("this libadwaita has no Adwaita-empty theme");
      return;
    }
  g_assert_null (g_getenv ("GTK_THEME"));
  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &theme, NULL);
  g_assert_cmpstr (theme, ==, "Adwaita-empty");
  g_assert_cmpint (label_height ("title-1"), >, label_height (NULL) * 3 / 2);
}

int
main (int   argc,
      char *argv[])
{
  /* Not chess_test_ui_init(): GTK must not run yet. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (install xvfb-run)\n");
      return 77;
    }
  g_test_init (&argc, &argv, NULL);

  /* As the app's startup does, before GTK starts. */
  started_with_theme = g_getenv ("GTK_THEME") == NULL
                       && g_resources_get_info ("/org/gtk/libgtk/theme/Adwaita-empty/gtk.css",
                                                G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
  chess_ui_init_gtk_with_libadwaita_theme ();
  g_assert_true (gtk_is_initialized () || !started_with_theme);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/startup-theme/libadwaita-styles", test_libadwaita_styles);

  return g_test_run ();
}
