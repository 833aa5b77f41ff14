/* test-events-screens.c: pictures of an event's page, light and dark,
 * in English, Russian and Italian, kept for people to judge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-events-screens"

#include "config.h"

#include <locale.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <adwaita.h>

#include "chess-event-page.h"
#include "chess-events-window.h"
#include "chess-round-row.h"
#include "chess-settings.h"
#include "chess-test-ui.h"

typedef struct {
  const char *language;
  gboolean    dark;
  gboolean    unsaved;
  gboolean    verifiable;
} Look;

static const Look looks[] = {
  { "en", FALSE, FALSE },
  { "en", TRUE, FALSE },
  { "en", FALSE, TRUE },
  { "ru", FALSE, FALSE },
  { "it", TRUE, FALSE },
  { "en", FALSE, FALSE, TRUE },
};

/* gettext honours LANGUAGE under C.UTF-8; setting the text domain again
 * makes it read the catalogues anew. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  textdomain (textdomain (NULL));
}

static void
remove_directory (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_unlink (file);
    }
  g_rmdir (path);
}

/* A club evening: rounds by each method, one replayed. */
static ChessEvent *
evening (ChessEventStore *store,
         gboolean         verifiable)
{
  g_autoptr(GError) error = NULL;
  ChessEvent *event = verifiable ? chess_event_new_verifiable ("Club Championship 2026", CHESS_VARIANT_CHESS960, &error)
                                 : chess_event_new ("Club Championship 2026", CHESS_VARIANT_CHESS960);
  static const struct { guint number; ChessDrawMethod method; } rounds[] = {
    { 421, CHESS_DRAW_METHOD_PHYSICAL_DIE },
    { 87, CHESS_DRAW_METHOD_ROLLER },
    { 675, CHESS_DRAW_METHOD_RANDOM },
    { 12, CHESS_DRAW_METHOD_NUMBER },
  };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (rounds); i++)
    {
      /* A verifiable event's computer draws need the key: by number. */
      ChessDrawMethod method = verifiable && rounds[i].method == CHESS_DRAW_METHOD_RANDOM
                               ? CHESS_DRAW_METHOD_NUMBER : rounds[i].method;

      g_assert_nonnull (chess_event_show_result (event, rounds[i].number, method, NULL, &error));
      g_assert_nonnull (chess_event_confirm_pending (event, &error));
    }
  g_assert_nonnull (chess_event_add_replay_round (event, NULL, &error));
  g_assert_true (chess_event_store_add (store, event, &error));
  g_assert_no_error (error);
  return event;
}

static void
test_look (gconstpointer data)
{
  const Look *look = data;
  g_autofree char *directory = g_dir_make_tmp ("chess960-events-XXXXXX", NULL);
  g_autoptr(ChessEventStore) store = chess_event_store_new (directory);
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = NULL;
  ChessEventsWindow *window;
  GtkWidget *page;

  use_language (look->language);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (chess_event_store_load (store, NULL));
  event = evening (store, look->verifiable);

  window = chess_events_window_new (store);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 1400);
  gtk_window_present (GTK_WINDOW (window));
  chess_events_window_show_event (window, event);
  page = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_EVENTS_WINDOW, "event_page"));
  if (look->unsaved)
    {
      g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                                                     "No space left on device");

      chess_event_page_save_failed (CHESS_EVENT_PAGE (page), event, error);
      g_assert_true (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));
    }
  while (gtk_widget_get_width (GTK_WIDGET (window)) == 0)
    g_main_context_iteration (NULL, TRUE);
  chess_test_ui_wait_for_frame (GTK_WIDGET (window));

  texture = chess_test_ui_render (GTK_WIDGET (window));
  name = g_strdup_printf ("event-page-%s-%s%s%s", look->language, look->dark ? "dark" : "light",
                          look->unsaved ? "-unsaved" : "", look->verifiable ? "-verifiable" : "");
  chess_test_ui_save_screenshot (texture, name);

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  use_language ("en");
  g_clear_object (&store);
  remove_directory (directory);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("chess960-data-XXXXXX", NULL);
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  chess_test_ui_use_app_look ();

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/events-screens/%s-%s%s%s", looks[i].language,
                                               looks[i].dark ? "dark" : "light",
                                               looks[i].unsaved ? "-unsaved" : "",
                                               looks[i].verifiable ? "-verifiable" : "");

      g_test_add_data_func (path, &looks[i], test_look);
    }

  status = g_test_run ();
  g_rmdir (data_home);
  return status;
}
