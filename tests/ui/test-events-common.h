/* test-events-common.h: what the events window's test programs share: an
 * events window on a fresh store in a folder of its own, and helpers that
 * drive it as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "chess-application.h"
#include "chess-event-names.h"
#include "chess-event-page.h"
#include "chess-events-window.h"
#include "chess-print.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-round-row.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-compat.h"
#include "chess-test-ui.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

typedef struct {
  char              *directory;
  ChessEventStore   *store;
  ChessEventsWindow *window;
} Fixture;

TEST_HELPER ChessEventsWindow *
open_window (ChessEventStore *store)
{
  ChessEventsWindow *window = chess_events_window_new (store);

  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  chess_test_ui_wait_idle ();
  return window;
}

TEST_HELPER void
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

TEST_HELPER void
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

TEST_HELPER void
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

TEST_HELPER gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

TEST_HELPER const char *
visible_page (Fixture *fixture)
{
  return gtk_stack_get_visible_child_name (child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "stack"));
}

/* The newest toplevel of TYPE other than the events window, or NULL. */
TEST_HELPER gpointer
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

TEST_HELPER void
activate (Fixture    *fixture,
          const char *action,
          GVariant   *target)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), action, target));
  chess_test_ui_wait_idle ();
}

TEST_HELPER void
activate_on_page (Fixture    *fixture,
                  const char *action,
                  GVariant   *target)
{
  GtkWidget *page = child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");

  g_assert_true (gtk_widget_activate_action_variant (page, action, target));
  chess_test_ui_wait_idle ();
}

TEST_HELPER void
answer_dialog (const char *response)
{
  GtkWidget *dialog = chess_test_ui_find_alert (NULL);

  g_assert_nonnull (dialog);
  chess_test_ui_answer_alert (dialog, response);
  chess_test_ui_wait_idle ();
}

TEST_HELPER ChessEvent *
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

/* The roller for the next round, as Draw Round N… opens it. */
TEST_HELPER ChessRollerDialog *
open_roller (Fixture *fixture)
{
  ChessRollerDialog *roller;

  activate_on_page (fixture, "event.draw", NULL);
  roller = find_toplevel (CHESS_TYPE_ROLLER_DIALOG);
  g_assert_nonnull (roller);
  return roller;
}

TEST_HELPER GtkWidget *
roller_view (ChessRollerDialog *roller)
{
  GtkWidget *view = chess_test_ui_find_descendant (GTK_WIDGET (roller), CHESS_TYPE_ROLLER_VIEW);

  g_assert_nonnull (view);
  return view;
}

/* Types NUMBER on the roller's By Number page and shows it. */
TEST_HELPER void
roller_enter_number (ChessRollerDialog *roller,
                     guint              number)
{
  GtkWidget *view = roller_view (roller);
  g_autofree char *text = g_strdup_printf ("%u", number);

  gtk_stack_set_visible_child_name (child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack"), "number");
  gtk_editable_set_text (child (view, CHESS_TYPE_ROLLER_VIEW, "number_entry"), text);
  g_assert_true (gtk_widget_activate_action (view, "roller.enter-number", NULL));
  chess_test_ui_wait_idle ();
}

/* Draws the next round by number in the real roller: shown, then Use
 * This Position. */
TEST_HELPER void
draw_round (Fixture *fixture,
            guint    number)
{
  ChessRollerDialog *roller = open_roller (fixture);

  g_object_add_weak_pointer (G_OBJECT (roller), (gpointer *) &roller);
  roller_enter_number (roller, number);
  g_assert_true (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (roller_view (roller))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (roller), "dialog.use", NULL));
  WAIT_UNTIL (roller == NULL);
  chess_test_ui_wait_idle ();
}

TEST_HELPER char *
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

TEST_HELPER GtkWidget *
event_page (Fixture *fixture)
{
  return child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
}

/* The rows the round list has made, the top one first. */
TEST_HELPER void
collect_rows (GtkWidget *widget,
              GPtrArray *rows)
{
  if (CHESS_IS_ROUND_ROW (widget))
    {
      g_ptr_array_add (rows, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

TEST_HELPER GPtrArray *
round_rows (Fixture *fixture)
{
  GPtrArray *rows = g_ptr_array_new ();

  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  collect_rows (child (event_page (fixture), CHESS_TYPE_EVENT_PAGE, "round_list"), rows);
  return rows;
}

TEST_HELPER GtkWidget *
first_round_row (Fixture *fixture)
{
  g_autoptr(GPtrArray) rows = round_rows (fixture);
  GtkWidget *first = NULL;
  double first_y = G_MAXDOUBLE;

  /* The list view keeps its rows in no particular order: the top one. */
  for (guint i = 0; i < rows->len; i++)
    {
      graphene_point_t point;

      if (!gtk_widget_get_mapped (g_ptr_array_index (rows, i)))
        continue;
      g_assert_true (gtk_widget_compute_point (g_ptr_array_index (rows, i), GTK_WIDGET (fixture->window),
                                               &GRAPHENE_POINT_INIT (0, 0), &point));
      if (point.y < first_y)
        {
          first_y = point.y;
          first = g_ptr_array_index (rows, i);
        }
    }
  g_assert_nonnull (first);
  return first;
}
