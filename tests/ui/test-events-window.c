/* test-events-window.c: the arbiter's events window, driven as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <unistd.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "chess-application.h"
#include "chess-event-names.h"
#include "chess-event-page.h"
#include "chess-events-window.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-compat.h"
#include "chess-test-ui.h"

typedef struct {
  char              *directory;
  ChessEventStore   *store;
  ChessEventsWindow *window;
} Fixture;

static ChessEventsWindow *
open_window (ChessEventStore *store)
{
  ChessEventsWindow *window = chess_events_window_new (store);

  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  chess_test_ui_wait_idle ();
  return window;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = chess_settings_new ();

  g_settings_set_string (settings, "open-event", "");
  fixture->directory = g_dir_make_tmp ("chess960-events-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = chess_event_store_new (fixture->directory);
  g_assert_true (chess_event_store_load (fixture->store, &error));
  g_assert_no_error (error);
  fixture->window = open_window (fixture->store);
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

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  /* The window goes, and with it the last reference to the store but
   * ours: nothing is left to write into the folder. */
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (fixture->window == NULL);
  g_assert_finalize_object (g_steal_pointer (&fixture->store));
  remove_directory (fixture->directory);
  g_free (fixture->directory);
}

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

static const char *
visible_page (Fixture *fixture)
{
  return gtk_stack_get_visible_child_name (child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "stack"));
}

/* The newest toplevel of TYPE other than the events window, or NULL. */
static gpointer
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gpointer found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        found = window;
    }
  return found;
}

static void
activate (Fixture    *fixture,
          const char *action,
          GVariant   *target)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), action, target));
  chess_test_ui_wait_idle ();
}

static void
activate_on_page (Fixture    *fixture,
                  const char *action,
                  GVariant   *target)
{
  GtkWidget *page = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");

  g_assert_true (gtk_widget_activate_action_variant (page, action, target));
  chess_test_ui_wait_idle ();
}

static void
answer_dialog (const char *response)
{
  GtkWidget *dialog = chess_test_ui_find_alert (NULL);

  g_assert_nonnull (dialog);
  chess_test_ui_answer_alert (dialog, response);
  chess_test_ui_wait_idle ();
}

static ChessEvent *
create_event (Fixture    *fixture,
              const char *name,
              guint       variant_index)
{
  GtkWidget *dialog;
  GtkWidget *list;
  GtkWidget *name_row;
  GtkWidget *variant_row;

  /* No fade-in: the screenshot below shows the alert itself. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  activate (fixture, "events.new", NULL);
  dialog = chess_test_ui_find_alert (GTK_WIDGET (fixture->window));
  g_assert_nonnull (dialog);
  list = chess_ui_alert_get_extra_child (dialog);
  name_row = gtk_widget_get_first_child (list);
  variant_row = gtk_widget_get_next_sibling (name_row);
  g_assert_true (ADW_IS_ENTRY_ROW (name_row));
  g_assert_true (ADW_IS_COMBO_ROW (variant_row));
  gtk_editable_set_text (GTK_EDITABLE (name_row), name);
  adw_combo_row_set_selected (ADW_COMBO_ROW (variant_row), variant_index);
  /* For people to look at: on libadwaita 1.5 the alert is drawn inside
   * the events window, on 1.2 it is a window of its own. */
  {
    g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (chess_ui_dialog_get_window (dialog)));

    chess_test_ui_save_screenshot (texture, "events-new-event-alert");
  }
  answer_dialog ("create");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  return chess_events_window_get_event (fixture->window);
}

/* Draws a round as the roller dialog would report it. */
static void
draw_round (Fixture         *fixture,
            guint            number,
            ChessDrawMethod  method)
{
  ChessRollerDialog *roller;

  activate_on_page (fixture, "event.draw", NULL);
  roller = find_toplevel (CHESS_TYPE_ROLLER_DIALOG);
  g_assert_nonnull (roller);
  g_signal_emit_by_name (roller, "drawn", number, method);
  gtk_window_destroy (GTK_WINDOW (roller));
  chess_test_ui_wait_idle ();
}

static char *
event_file_contents (Fixture    *fixture,
                     ChessEvent *event)
{
  g_autoptr(GFile) file = chess_event_store_get_file (fixture->store, event);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_nonnull (file);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

static GtkWidget *
first_round_row (Fixture *fixture)
{
  GtkWidget *page = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");

  return gtk_widget_get_first_child (child (page, CHESS_TYPE_EVENT_PAGE, "round_list"));
}

static void
test_create_event (Fixture       *fixture,
                   gconstpointer  data)
{
  ChessEvent *event;
  AdwWindowTitle *title = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "window_title");

  g_assert_cmpstr (visible_page (fixture), ==, "empty");

  event = create_event (fixture, "  Club Championship  ", 1);
  g_assert_nonnull (event);
  g_assert_cmpstr (chess_event_get_name (event), ==, "Club Championship");
  g_assert_cmpint (chess_event_get_variant (event), ==, CHESS_VARIANT_CHESS960X3);
  /* Events exclude ordinary chess unless the arbiter says otherwise. */
  g_assert_true (chess_event_get_exclude_standard (event));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
  g_assert_cmpstr (visible_page (fixture), ==, "event");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Club Championship");

  activate (fixture, "events.show-list", NULL);
  g_assert_cmpstr (visible_page (fixture), ==, "list");
  g_assert_null (chess_events_window_get_event (fixture->window));
}

static void
test_draw_records_and_saves (Fixture       *fixture,
                             gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Thursday Blitz", 0);
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *label = NULL;
  const ChessRound *round;
  GtkWidget *row;

  draw_round (fixture, 421, CHESS_DRAW_METHOD_PHYSICAL_DIE);

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  round = chess_event_get_round (event, 0);
  g_assert_cmpuint (round->round, ==, 1);
  g_assert_cmpuint (round->number, ==, 421);
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);

  /* On disk at once, not at exit. */
  contents = event_file_contents (fixture, event);
  g_assert_nonnull (strstr (contents, "Number=421"));

  /* The list shows it, number and letters together. */
  label = chess_ui_round_label (round);
  row = first_round_row (fixture);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, label);

  /* The next draw may not repeat it, and the roller is told so. */
  exclusions = chess_event_get_exclusions (event);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 421, NULL), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 518, NULL), ==, CHESS_EXCLUSION_STANDARD);

  /* A used number reported by a roller is refused, not recorded. */
  draw_round (fixture, 421, CHESS_DRAW_METHOD_NUMBER);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
}

static void
test_replay_reverses_colours (Fixture       *fixture,
                              gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Double Round", 0);
  GtkWidget *page = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
  GtkWidget *replay_row = child (page, CHESS_TYPE_EVENT_PAGE, "replay_row");
  const ChessRound *round;

  g_assert_false (gtk_widget_get_visible (replay_row));
  draw_round (fixture, 100, CHESS_DRAW_METHOD_ROLLER);
  g_assert_true (gtk_widget_get_visible (replay_row));

  activate_on_page (fixture, "event.replay", NULL);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 2);
  round = chess_event_get_round (event, 1);
  g_assert_cmpuint (round->number, ==, 100);
  g_assert_true (round->colours_reversed);
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_REPLAY);
  /* A position is played at most twice. */
  g_assert_false (gtk_widget_get_visible (replay_row));
}

static void
test_remove_last_round (Fixture       *fixture,
                        gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Mistakes Happen", 0);

  draw_round (fixture, 7, CHESS_DRAW_METHOD_RANDOM);
  draw_round (fixture, 8, CHESS_DRAW_METHOD_RANDOM);

  /* Only the last round can go, and only after a confirmation. */
  activate_on_page (fixture, "event.remove-last", g_variant_new_uint32 (0));
  g_assert_null (chess_test_ui_find_alert (NULL));
  activate_on_page (fixture, "event.remove-last", g_variant_new_uint32 (1));
  answer_dialog ("cancel");
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 2);
  activate_on_page (fixture, "event.remove-last", g_variant_new_uint32 (1));
  answer_dialog ("remove");
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  g_assert_cmpuint (chess_event_get_last_round (event)->number, ==, 7);
}

/* The hall screen opens covered, and closes when its round is taken
 * back, so that Space can never reveal a position no longer drawn. */
static void
test_presentation_follows_rounds (Fixture       *fixture,
                                  gconstpointer  data)
{
  ChessPresentationWindow *presentation;

  create_event (fixture, "On Screen", 0);
  draw_round (fixture, 42, CHESS_DRAW_METHOD_ROLLER);
  draw_round (fixture, 43, CHESS_DRAW_METHOD_ROLLER);

  activate_on_page (fixture, "event.present", g_variant_new_uint32 (1));
  presentation = find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW);
  g_assert_nonnull (presentation);
  g_assert_false (chess_presentation_window_get_revealed (presentation));

  activate_on_page (fixture, "event.remove-last", g_variant_new_uint32 (1));
  answer_dialog ("remove");
  g_assert_null (find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW));
}

static void
test_exclusions (Fixture       *fixture,
                 gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Exclusions", 0);
  GtkWidget *page = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
  GtkSwitch *exclude_standard = child (page, CHESS_TYPE_EVENT_PAGE, "exclude_standard_switch");
  AdwEntryRow *custom_row = child (page, CHESS_TYPE_EVENT_PAGE, "custom_row");
  const guint *custom;
  gsize n_custom;

  gtk_switch_set_active (exclude_standard, FALSE);
  g_assert_false (chess_event_get_exclude_standard (event));
  gtk_switch_set_active (exclude_standard, TRUE);
  g_assert_true (chess_event_get_exclude_standard (event));

  gtk_editable_set_text (GTK_EDITABLE (custom_row), "534, 12");
  g_signal_emit_by_name (custom_row, "apply");
  custom = chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 2);
  g_assert_cmpuint (custom[0], ==, 12);
  g_assert_cmpuint (custom[1], ==, 534);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (custom_row), "error"));

  /* A bad list is refused whole and marked; the event keeps its list. */
  gtk_editable_set_text (GTK_EDITABLE (custom_row), "534, 960");
  g_signal_emit_by_name (custom_row, "apply");
  custom = chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 2);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (custom_row), "error"));
}

static void
test_reopens_after_restart (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(GError) error = NULL;
  ChessEventsWindow *window;
  ChessEvent *event;

  create_event (fixture, "Survives", 0);
  draw_round (fixture, 300, CHESS_DRAW_METHOD_NUMBER);

  /* As after a crash: nothing closed the window, a new process reads the
   * same folder. */
  store = chess_event_store_new (fixture->directory);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);
  window = open_window (store);
  event = chess_events_window_get_event (window);
  g_assert_nonnull (event);
  g_assert_cmpstr (chess_event_get_name (event), ==, "Survives");
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  g_assert_cmpuint (chess_event_get_round (event, 0)->number, ==, 300);

  /* Closing the window on purpose forgets it. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  window = open_window (store);
  g_assert_null (chess_events_window_get_event (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_delete_event (Fixture       *fixture,
                   gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Short Lived", 0);
  g_autoptr(GFile) file = chess_event_store_get_file (fixture->store, event);

  g_assert_true (g_file_query_exists (file, NULL));
  activate (fixture, "events.delete", NULL);
  answer_dialog ("cancel");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);

  activate (fixture, "events.delete", NULL);
  answer_dialog ("delete");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpstr (visible_page (fixture), ==, "empty");
}

/* The app's own store lives in XDG_DATA_HOME (set in main): a damaged
 * file there is named in a dialog and kept aside, the others load. */
static void
test_damaged_file_reported (void)
{
  g_autofree char *events_dir = g_build_filename (g_get_user_data_dir (), "chess960", "events", NULL);
  g_autofree char *damaged = g_build_filename (events_dir, "broken.chess960-event", NULL);
  g_autofree char *unreadable = g_build_filename (events_dir, "folder.chess960-event", NULL);
  gboolean said_backup = FALSE;
  gboolean said_left = FALSE;
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  GtkWidget *window;
  GtkWidget *dialog;
  ChessEventStore *store;
  const char *name;
  gboolean backed_up = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (events_dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (damaged, "[Event]\nFormat=1\nName=Cut off", -1, &error));
  g_assert_no_error (error);
  /* Cannot be read at all (reading /proc/self/mem from its start fails
   * even for root), so it is not kept aside either. */
  g_assert_cmpint (symlink ("/proc/self/mem", unreadable), ==, 0);

  g_application_set_default (G_APPLICATION (application));
  /* As in the app: the store is read once a window is shown, and the
   * messages go over it. A window needs the app started; without a
   * session bus (DBUS_SESSION_BUS_ADDRESS, main()) it stays on its own. */
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = adw_application_window_new (GTK_APPLICATION (application));
  gtk_window_present (GTK_WINDOW (window));
  store = chess_application_get_event_store (application);
  g_assert_nonnull (store);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
  /* Each damaged file's dialog is shown from an idle. */
  chess_test_ui_wait_idle ();

  while ((dialog = chess_test_ui_find_alert (window)) != NULL)
    {
      const char *body = chess_ui_alert_get_body (dialog);

      if (strstr (body, "broken.chess960-event") != NULL)
        said_backup = strstr (body, ".damaged-") != NULL;
      if (strstr (body, "folder.chess960-event") != NULL)
        said_left = strstr (body, "left where it is") != NULL;
      chess_test_ui_answer_alert (dialog, "close");
    }
  g_assert_true (said_backup);
  g_assert_true (said_left);

  g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
  dir = g_dir_open (events_dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    backed_up |= g_str_has_prefix (name, "broken.chess960-event.damaged-");
  g_assert_true (backed_up);
  g_unlink (unreadable);
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_set_default (NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("chess960-data-XXXXXX", NULL);
  int status;

  /* Before anything asks GLib for the data folder: the app's store must
   * not touch the user's real events. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* The app registers without a session bus, as a test must. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);

  if (!chess_test_ui_init (&argc, &argv))
    return 77;


#define ADD(path, func) \
  g_test_add ("/events-window/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("create-event", test_create_event);
  ADD ("draw-records-and-saves", test_draw_records_and_saves);
  ADD ("replay-reverses-colours", test_replay_reverses_colours);
  ADD ("remove-last-round", test_remove_last_round);
  ADD ("presentation-follows-rounds", test_presentation_follows_rounds);
  ADD ("exclusions", test_exclusions);
  ADD ("reopens-after-restart", test_reopens_after_restart);
  ADD ("delete-event", test_delete_event);
  /* Last: the app it starts stays registered. */
  g_test_add_func ("/events-window/damaged-file-reported", test_damaged_file_reported);
#undef ADD

  status = g_test_run ();
  {
    g_autofree char *events_dir = g_build_filename (data_home, "chess960", "events", NULL);
    g_autofree char *app_dir = g_build_filename (data_home, "chess960", NULL);

    remove_directory (events_dir);
    g_rmdir (app_dir);
    g_rmdir (data_home);
  }
  return status;
}
