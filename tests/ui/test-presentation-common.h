/* test-presentation-common.h: what the hall screen's test programs share:
 * windows of a given size, the language switch, and pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-test-ui.h"
#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-event.h"
#include "chess-presentation-window.h"
#include "chess-settings.h"
#include "chess-setup-guide.h"
#include "chess-startpos.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

typedef struct {
  ChessPresentationWindow *window;
  GSettings               *settings;
} Fixture;

/* A window whose content is WIDTH × HEIGHT, as a fullscreen one on such a
 * screen would be: Xvfb has no window manager to make it fullscreen, and
 * a window that is not has a border for resizing around its content. */
TEST_HELPER ChessPresentationWindow *
open_window (int width,
             int height)
{
  ChessPresentationWindow *window = chess_presentation_window_new (NULL);
  GtkWidget *widget = GTK_WIDGET (window);
  GdkSurface *surface;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (widget));
  chess_test_ui_wait_for_frame (widget);

  surface = gtk_native_get_surface (GTK_NATIVE (window));
  gtk_window_set_default_size (GTK_WINDOW (window),
                               width + gdk_surface_get_width (surface) - gtk_widget_get_width (widget),
                               height + gdk_surface_get_height (surface) - gtk_widget_get_height (widget));
  WAIT_UNTIL (gtk_widget_get_width (widget) == width && gtk_widget_get_height (widget) == height);
  return window;
}

TEST_HELPER void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = chess_settings_new ();
  g_settings_reset (fixture->settings, "presentation-high-contrast");
  g_settings_reset (fixture->settings, "piece-set");
  chess_test_ui_use_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  fixture->window = open_window (1280, 800);
}

TEST_HELPER void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_pointer ((GtkWindow **) &fixture->window, gtk_window_destroy);
  g_clear_object (&fixture->settings);
}

TEST_HELPER gpointer
child (ChessPresentationWindow *window,
       const char              *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (window),
                                                   CHESS_TYPE_PRESENTATION_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

TEST_HELPER const char *
label_text (ChessPresentationWindow *window,
            const char              *name)
{
  return gtk_label_get_text (child (window, name));
}

/* Every label anywhere in WIDGET, shown or not, one per line. */
TEST_HELPER void
collect_texts (GtkWidget *widget,
               GString   *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_texts (c, texts);
}

/* The guide's piece letters (or names) of COLOR's first rank, a → h,
 * space-separated. */
TEST_HELPER char *
guide_row (ChessPresentationWindow *window,
           ChessColor               color,
           gboolean                 names)
{
  GtkGrid *grid = GTK_GRID (gtk_widget_get_template_child (GTK_WIDGET (child (window, "guide")),
                                                           CHESS_TYPE_SETUP_GUIDE, "grid"));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) cells = NULL;

  for (int file = 0; file < 8; file++)
    {
      GtkWidget *cell = gtk_grid_get_child_at (grid, file, color == CHESS_COLOR_WHITE ? 2 : 4);
      GtkWidget *letter = gtk_widget_get_first_child (cell);
      GtkWidget *name = gtk_widget_get_next_sibling (letter);

      g_strv_builder_add (builder, gtk_label_get_text (GTK_LABEL (names ? name : letter)));
    }
  cells = g_strv_builder_end (builder);
  return g_strjoinv (" ", cells);
}

/* WIDGET as it was drawn in a real frame, background and children. */
TEST_HELPER void
screenshot (ChessPresentationWindow *window,
            const char              *size,
            const char              *state)
{
  g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (window));
  g_autofree char *name = g_strdup_printf ("presentation-%s-%s", size, state);

  chess_test_ui_save_screenshot (texture, name);
}

/* WIDGET lies wholly inside the window. */
TEST_HELPER void
assert_inside (ChessPresentationWindow *window,
               const char              *name,
               graphene_rect_t         *bounds)
{
  GtkWidget *widget = child (window, name);

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), bounds));
  g_assert_cmpfloat (bounds->origin.x, >=, 0);
  g_assert_cmpfloat (bounds->origin.y, >=, 0);
  g_assert_cmpfloat (bounds->origin.x + bounds->size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds->origin.y + bounds->size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
}

/* GTK, the app's style sheet (which AdwApplication loads by itself in
 * the app: the pictures should look as the hall will see them), and the
 * translations compiled in the build tree. FALSE without a display. */
TEST_HELPER gboolean
presentation_test_init (int    *argc,
                        char ***argv)
{
  const char *localedir = g_getenv ("CHESS960_LOCALEDIR");
  g_autoptr(GtkCssProvider) style = NULL;

  if (!chess_test_ui_init (argc, argv))
    return FALSE;

  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/chess960/Chess960/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  setlocale (LC_ALL, "C.UTF-8");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  return TRUE;
}
