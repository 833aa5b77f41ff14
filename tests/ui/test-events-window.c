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
#include "chess-print.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-round-row.h"
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
event_page (Fixture *fixture)
{
  return child (fixture->window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
}

/* The rows the round list has made, the top one first. */
static void
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

static GPtrArray *
round_rows (Fixture *fixture)
{
  GPtrArray *rows = g_ptr_array_new ();

  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  collect_rows (child (event_page (fixture), CHESS_TYPE_EVENT_PAGE, "round_list"), rows);
  return rows;
}

static GtkWidget *
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

/* New Event sets what is never drawn before round 1: SP 518 (on), SP 534
 * and a list; a list that is not one keeps Create off. */
static void
test_new_event_exclusions (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *dialog;
  GtkWidget *list, *row;
  GtkWidget *rows[5];
  ChessEvent *event;
  const guint *custom;
  gsize n_custom;
  guint n_rows = 0;

  activate (fixture, "events.new", NULL);
  dialog = chess_test_ui_find_alert (GTK_WIDGET (fixture->window));
  g_assert_nonnull (dialog);
  list = chess_ui_alert_get_extra_child (dialog);
  for (row = gtk_widget_get_first_child (list); row != NULL && n_rows < G_N_ELEMENTS (rows);
       row = gtk_widget_get_next_sibling (row))
    rows[n_rows++] = row;
  g_assert_cmpuint (n_rows, ==, 5);
  g_assert_true (ADW_IS_ACTION_ROW (rows[2]));
  g_assert_true (ADW_IS_ACTION_ROW (rows[3]));
  g_assert_true (ADW_IS_ENTRY_ROW (rows[4]));

  gtk_editable_set_text (GTK_EDITABLE (rows[0]), "Announced Exclusions");
  gtk_editable_set_text (GTK_EDITABLE (rows[4]), "12, 9999");
  g_assert_false (chess_ui_alert_get_response_enabled (dialog, "create"));
  g_assert_true (gtk_widget_has_css_class (rows[4], "error"));
  gtk_editable_set_text (GTK_EDITABLE (rows[4]), "700, 12");
  g_assert_true (chess_ui_alert_get_response_enabled (dialog, "create"));
  gtk_switch_set_active (GTK_SWITCH (chess_test_ui_find_descendant (rows[3], GTK_TYPE_SWITCH)), TRUE);
  answer_dialog ("create");

  event = chess_events_window_get_event (fixture->window);
  g_assert_nonnull (event);
  g_assert_true (chess_event_get_exclude_standard (event));
  custom = chess_event_get_custom_exclusions (event, &n_custom);
  g_assert_cmpuint (n_custom, ==, 3);
  g_assert_cmpuint (custom[0], ==, 12);
  g_assert_cmpuint (custom[1], ==, 534);
  g_assert_cmpuint (custom[2], ==, 700);
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
  ChessRecordEntry *last;
  ChessRollerDialog *roller;
  guint n_entries;
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
  g_assert_cmpstr (chess_round_row_get_title (CHESS_ROUND_ROW (row)), ==, label);
  g_assert_false (chess_round_row_get_unsaved (CHESS_ROUND_ROW (row)));

  /* The next draw may not repeat it, and the roller is told so. */
  exclusions = chess_event_get_exclusions (event);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 421, NULL), ==, CHESS_EXCLUSION_USED);
  g_assert_cmpint (chess_exclusions_lookup (exclusions, 518, NULL), ==, CHESS_EXCLUSION_STANDARD);

  /* On the record: shown, then confirmed. */
  n_entries = chess_event_get_n_entries (event);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, n_entries - 2)), ==, CHESS_RECORD_SHOWN);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, n_entries - 1)), ==, CHESS_RECORD_CONFIRMED);

  /* A used number reported by a roller is refused, not recorded as a
   * round, but it was shown: the record says so and why. */
  draw_round (fixture, 421, CHESS_DRAW_METHOD_NUMBER);
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  n_entries = chess_event_get_n_entries (event);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, n_entries - 1)), ==, CHESS_RECORD_SET_ASIDE);

  /* Set aside in the roller (Cancel with a result on screen): recorded. */
  activate_on_page (fixture, "event.draw", NULL);
  roller = find_toplevel (CHESS_TYPE_ROLLER_DIALOG);
  g_signal_emit_by_name (roller, "set-aside", 77, CHESS_DRAW_METHOD_ROLLER);
  gtk_window_destroy (GTK_WINDOW (roller));
  WAIT_UNTIL (chess_record_entry_get_kind (chess_event_get_entry (event, chess_event_get_n_entries (event) - 1))
              == CHESS_RECORD_SET_ASIDE
              && chess_event_get_n_entries (event) > n_entries);
  last = chess_event_get_entry (event, chess_event_get_n_entries (event) - 1);
  g_assert_cmpint (chess_record_entry_get_kind (last), ==, CHESS_RECORD_SET_ASIDE);
  g_assert_cmpstr (chess_record_entry_get_field (last, "reason"), ==, "cancelled");
  g_assert_cmpstr (chess_record_entry_get_field (last, "number"), ==, "77");
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

/* An event of a thousand rounds (Chess960x3 has room for them): the page
 * makes only the rows in view, opens at once and records a round at
 * once. The figures are printed for people to compare; the test checks
 * what makes them small, that rows are made for the view only. */
static void
test_big_event (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Marathon", CHESS_VARIANT_CHESS960X3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *label = NULL;
  ChessRollerDialog *roller;
  gint64 start;
  double open_ms, draw_ms;

  for (guint i = 0; i < 1000; i++)
    g_assert_nonnull (chess_event_add_round (event, i < 518 ? i : i + 1, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_true (chess_event_store_add (fixture->store, event, &error));
  g_assert_no_error (error);

  start = g_get_monotonic_time ();
  chess_events_window_show_event (fixture->window, event);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  open_ms = (g_get_monotonic_time () - start) / 1000.0;

  /* GTK before 4.12 keeps up to 200 rows around the view; never one per
   * round. */
  rows = round_rows (fixture);
  g_assert_cmpuint (rows->len, >, 0);
  g_assert_cmpuint (rows->len, <=, 250);

  /* From the roller's result to the page drawn with its new row: the
   * event written to disk included, the roller's own window not. */
  activate_on_page (fixture, "event.draw", NULL);
  roller = find_toplevel (CHESS_TYPE_ROLLER_DIALOG);
  g_assert_nonnull (roller);
  start = g_get_monotonic_time ();
  g_signal_emit_by_name (roller, "drawn", 2000, CHESS_DRAW_METHOD_NUMBER);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  draw_ms = (g_get_monotonic_time () - start) / 1000.0;
  gtk_window_destroy (GTK_WINDOW (roller));
  g_test_message ("1,000 rounds: the page opened and drawn in %.0f ms; a round recorded, "
                  "saved and drawn in %.0f ms", open_ms, draw_ms);

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1001);
  label = chess_ui_round_label (chess_event_get_last_round (event));
  g_assert_cmpstr (chess_round_row_get_title (CHESS_ROUND_ROW (first_round_row (fixture))), ==, label);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = round_rows (fixture);
  g_assert_cmpuint (rows->len, <=, 250);
}

/* The disk refuses the event (here a folder stands where its file goes,
 * which not even root can write over): the round just drawn is never
 * shown as recorded. It says “Not saved”, a banner says why, and once
 * the disk takes it again, a retry saves it and both go. */
static void
test_unsaved_round (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Full Disk", 0);
  g_autoptr(GFile) file = chess_event_store_get_file (fixture->store, event);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *blocker = g_build_filename (path, "blocker", NULL);
  g_autofree char *contents = NULL;
  GtkWidget *page = event_page (fixture);
  GtkWidget *row;

  draw_round (fixture, 100, CHESS_DRAW_METHOD_ROLLER);
  g_assert_false (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));

  draw_round (fixture, 200, CHESS_DRAW_METHOD_ROLLER);
  g_assert_true (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));
  g_assert_true (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "unsaved_group")));
  g_assert_nonnull (strstr (gtk_label_get_text (child (page, CHESS_TYPE_EVENT_PAGE, "unsaved_label")),
                            "Round 2 is not saved"));
  row = first_round_row (fixture);
  g_assert_nonnull (strstr (chess_round_row_get_title (CHESS_ROUND_ROW (row)), "SP 200"));
  g_assert_true (chess_round_row_get_unsaved (CHESS_ROUND_ROW (row)));

  /* Still refused: still marked. */
  activate_on_page (fixture, "event.retry-save", NULL);
  g_assert_true (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));

  g_assert_cmpint (g_unlink (blocker), ==, 0);
  g_assert_cmpint (g_rmdir (path), ==, 0);
  activate_on_page (fixture, "event.retry-save", NULL);
  g_assert_false (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "unsaved_group")));
  g_assert_false (chess_round_row_get_unsaved (CHESS_ROUND_ROW (first_round_row (fixture))));
  contents = event_file_contents (fixture, event);
  g_assert_nonnull (strstr (contents, "Number=200"));
}

/* kill -9 with a result on screen: at the next start the event asks,
 * and the arbiter confirms it (or sets it aside), on the record. */
static void
test_pending_comes_back (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("chess960-pending-XXXXXX", &error);
  ChessEventStore *before = chess_event_store_new (directory);
  g_autoptr(ChessEventStore) after = NULL;
  g_autoptr(ChessEvent) event = chess_event_new ("Power Cut", CHESS_VARIANT_CHESS960);
  ChessEventsWindow *window;
  ChessEvent *reopened;
  guint n_entries;

  g_assert_true (chess_event_store_load (before, &error));
  g_assert_true (chess_event_store_add (before, event, &error));
  g_assert_nonnull (chess_event_show_result (event, 675, CHESS_DRAW_METHOD_PHYSICAL_DIE, NULL, &error));
  g_assert_no_error (error);
  /* The app ends: nothing more than what is on disk. */
  g_object_unref (before);
  g_clear_object (&event);

  after = chess_event_store_new (directory);
  g_assert_true (chess_event_store_load (after, &error));
  reopened = g_list_model_get_item (G_LIST_MODEL (after), 0);
  g_object_unref (reopened);
  g_assert_nonnull (chess_event_get_pending (reopened));
  g_assert_true (chess_event_get_pending (reopened)->interrupted);

  window = open_window (after);
  chess_events_window_show_event (window, reopened);
  WAIT_UNTIL (chess_test_ui_find_alert (NULL) != NULL);
  answer_dialog ("confirm");
  g_assert_null (chess_event_get_pending (reopened));
  g_assert_cmpuint (chess_event_get_n_rounds (reopened), ==, 1);
  g_assert_cmpuint (chess_event_get_round (reopened, 0)->number, ==, 675);
  n_entries = chess_event_get_n_entries (reopened);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (reopened, n_entries - 1)), ==,
                   CHESS_RECORD_CONFIRMED);

  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&after);
  remove_directory (directory);
}

/* A verifiable event: the commitment is shown, and a computer draw asks
 * for a player's public input; the round follows from it and the key,
 * confirmed on the record with the input. */
static void
test_verifiable_draw (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open Checks", CHESS_VARIANT_CHESS960, &error);
  GtkWidget *page = event_page (fixture);
  GtkWidget *dialog;
  guint n_entries;

  g_assert_no_error (error);
  g_assert_true (chess_event_store_add (fixture->store, event, &error));
  chess_events_window_show_event (fixture->window, event);
  WAIT_UNTIL (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "commitment_row")));
  g_assert_cmpstr (adw_action_row_get_subtitle (child (page, CHESS_TYPE_EVENT_PAGE, "commitment_row")), ==,
                   chess_event_get_commitment (event));
  g_assert_true (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "verifiable_row")));

  activate_on_page (fixture, "event.draw-verifiable", NULL);
  dialog = chess_test_ui_find_alert (NULL);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (chess_ui_alert_get_extra_child (dialog)), "4 2 6");
  answer_dialog ("draw");
  g_assert_nonnull (chess_event_get_pending (event));
  answer_dialog ("confirm");
  g_assert_null (chess_event_get_pending (event));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  g_assert_cmpstr (chess_event_get_round (event, 0)->input, ==, "4 2 6");
  n_entries = chess_event_get_n_entries (event);
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, n_entries - 1)), ==,
                   CHESS_RECORD_CONFIRMED);
  g_assert_true (chess_event_verify (event, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Reveal Key… asks first; Cancel keeps the key secret, Reveal puts it on
 * the record and on the page, selectable, and ends verifiable draws. */
static void
test_reveal_key (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open Checks", CHESS_VARIANT_CHESS960, &error);
  GtkWidget *page = event_page (fixture);
  GtkLabel *key_label;
  g_autofree char *key = NULL;
  g_autofree char *copied = NULL;
  guint n_entries;

  g_assert_no_error (error);
  g_assert_true (chess_event_store_add (fixture->store, event, &error));
  chess_events_window_show_event (fixture->window, event);
  WAIT_UNTIL (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "reveal_row")));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "key_row")));
  n_entries = chess_event_get_n_entries (event);

  activate_on_page (fixture, "event.reveal-key", NULL);
  answer_dialog ("cancel");
  g_assert_false (chess_event_get_key_revealed (event));
  g_assert_cmpuint (chess_event_get_n_entries (event), ==, n_entries);

  activate_on_page (fixture, "event.reveal-key", NULL);
  answer_dialog ("reveal");
  g_assert_true (chess_event_get_key_revealed (event));
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, n_entries)), ==,
                   CHESS_RECORD_KEY_REVEALED);
  WAIT_UNTIL (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "key_row")));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "reveal_row")));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "verifiable_row")));
  key = chess_event_reveal_key (event, &error);
  g_assert_no_error (error);
  key_label = child (page, CHESS_TYPE_EVENT_PAGE, "key_label");
  g_assert_cmpstr (gtk_label_get_text (key_label), ==, key);
  g_assert_true (gtk_label_get_selectable (key_label));
  g_assert_true (chess_event_verify (event, key, NULL, &error));
  g_assert_no_error (error);

  activate_on_page (fixture, "event.copy-key", NULL);
  copied = chess_test_ui_read_clipboard (page);
  g_assert_cmpstr (copied, ==, key);

  /* For people to look at: the page, and the protocol with the key. */
  {
    g_autoptr(GdkTexture) texture = NULL;
    g_autofree char *pdf = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "screenshots",
                                             "events-key-protocol.pdf", NULL);
    g_autofree char *folder = g_path_get_dirname (pdf);

    g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
    g_assert_true (chess_print_protocol_to_file (event, pdf, &error));
    g_assert_no_error (error);

    /* The Event group, where the key is: the page past its slide-in. */
    chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
    texture = chess_test_ui_render (gtk_widget_get_ancestor (child (page, CHESS_TYPE_EVENT_PAGE, "key_row"),
                                                             ADW_TYPE_PREFERENCES_GROUP));
    chess_test_ui_save_screenshot (texture, "events-key-revealed");
  }
}

/* Back to the list: a covered hall screen closes with the page, a
 * revealed one stays up for the players setting up their boards, and is
 * the event's again when its page comes back. */
static void
test_presentation_outlives_page (Fixture       *fixture,
                                 gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "In the Hall", 0);
  ChessPresentationWindow *presentation;

  draw_round (fixture, 42, CHESS_DRAW_METHOD_ROLLER);

  activate_on_page (fixture, "event.present", g_variant_new_uint32 (0));
  g_assert_nonnull (find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW));
  chess_events_window_show_event (fixture->window, NULL);
  WAIT_UNTIL (find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW) == NULL);

  chess_events_window_show_event (fixture->window, event);
  activate_on_page (fixture, "event.present", g_variant_new_uint32 (0));
  presentation = find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW);
  chess_presentation_window_reveal (presentation);
  /* Every reveal is on the record. */
  g_assert_cmpint (chess_record_entry_get_kind (chess_event_get_entry (event, chess_event_get_n_entries (event) - 1)),
                   ==, CHESS_RECORD_HALL_REVEALED);
  chess_events_window_show_event (fixture->window, NULL);
  /* Nothing is to happen: let all that going back set off run first. */
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_true (find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW) == presentation);
  g_assert_true (chess_presentation_window_get_revealed (presentation));

  /* Its event again: Present reuses it, and taking the round back
   * closes it as before. */
  chess_events_window_show_event (fixture->window, event);
  activate_on_page (fixture, "event.present", g_variant_new_uint32 (0));
  g_assert_true (find_toplevel (CHESS_TYPE_PRESENTATION_WINDOW) == presentation);
  activate_on_page (fixture, "event.remove-last", g_variant_new_uint32 (0));
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

/* An event that is already here is never added twice unasked: the same
 * file says so; a copy with other rounds offers Replace or Keep Both and
 * names the round whose position differs. */
static void
test_import_existing (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Club Night", 0);
  g_autofree char *copy_path = g_build_filename (fixture->directory, "copy.import", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *contents = NULL;
  GtkWidget *alert;
  ChessEvent *kept;

  draw_round (fixture, 100, CHESS_DRAW_METHOD_ROLLER);
  draw_round (fixture, 200, CHESS_DRAW_METHOD_ROLLER);
  contents = event_file_contents (fixture, event);
  g_assert_true (g_file_set_contents (copy_path, contents, -1, NULL));

  /* The same file: nothing to do, and it says so. */
  chess_events_window_import (fixture->window, copy);
  alert = chess_test_ui_find_alert (GTK_WIDGET (fixture->window));
  g_assert_nonnull (alert);
  g_assert_cmpstr (chess_ui_alert_get_heading (alert), ==, "“Club Night” Is Already Here");
  g_assert_nonnull (strstr (chess_ui_alert_get_body (alert), "Nothing needs to be imported"));
  g_assert_cmpstr (chess_ui_alert_get_response_label (alert, "close"), ==, "_Close");
  chess_test_ui_answer_alert (alert, "close");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);

  /* Round 2 drawn again here: the file's round 2 differs. */
  g_assert_true (chess_event_remove_last_round (event));
  draw_round (fixture, 300, CHESS_DRAW_METHOD_ROLLER);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  chess_events_window_import (fixture->window, copy);
  alert = chess_test_ui_find_alert (GTK_WIDGET (fixture->window));
  g_assert_nonnull (alert);
  g_assert_nonnull (strstr (chess_ui_alert_get_body (alert), "Round 2 has a different position"));
  g_assert_nonnull (strstr (chess_ui_alert_get_body (alert), "“Club Night (2)”"));
  {
    g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (chess_ui_dialog_get_window (alert)));

    chess_test_ui_save_screenshot (texture, "events-import-existing-alert");
  }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  chess_test_ui_answer_alert (alert, "cancel");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
  g_assert_cmpuint (chess_event_get_round (event, 1)->number, ==, 300);

  chess_events_window_import (fixture->window, copy);
  chess_test_ui_answer_alert (chess_test_ui_find_alert (GTK_WIDGET (fixture->window)), "keep-both");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);
  kept = chess_events_window_get_event (fixture->window);
  g_assert_true (kept != event);
  g_assert_cmpstr (chess_event_get_name (kept), ==, "Club Night (2)");
  g_assert_cmpuint (chess_event_get_round (kept, 1)->number, ==, 200);
  g_assert_cmpuint (chess_event_get_round (event, 1)->number, ==, 300);

  chess_events_window_import (fixture->window, copy);
  chess_test_ui_answer_alert (chess_test_ui_find_alert (GTK_WIDGET (fixture->window)), "replace");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);
  g_assert_true (chess_events_window_get_event (fixture->window) == event);
  g_assert_cmpuint (chess_event_get_round (event, 1)->number, ==, 200);
}

/* A second copy of the app on the same event: its page says plainly
 * that it is read-only, offers Edit Here, and once the first copy has
 * gone, Edit Here makes it the writer and the banner goes. */
static void
test_read_only_banner (Fixture       *fixture,
                       gconstpointer  data)
{
  ChessEvent *event = create_event (fixture, "Two Copies", 0);
  g_autoptr(ChessEventStore) second = chess_event_store_new (fixture->directory);
  g_autoptr(GError) error = NULL;
  ChessEventsWindow *window;
  ChessEvent *copy;
  GtkWidget *page;
  GtkWidget *button;

  draw_round (fixture, 100, CHESS_DRAW_METHOD_ROLLER);
  g_assert_true (chess_event_store_load (second, &error));
  g_assert_no_error (error);
  copy = g_list_model_get_item (G_LIST_MODEL (second), 0);
  g_object_unref (copy);
  g_assert_true (chess_event_get_read_only (copy));

  window = open_window (second);
  chess_events_window_show_event (window, copy);
  chess_test_ui_wait_idle ();
  page = child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
  g_assert_true (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "notice_group")));
  g_assert_nonnull (strstr (gtk_label_get_text (child (page, CHESS_TYPE_EVENT_PAGE, "notice_label")),
                            "another copy of Chess960"));
  button = child (page, CHESS_TYPE_EVENT_PAGE, "notice_button");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "event.edit-here");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Edit Here");
  g_assert_false (gtk_widget_get_sensitive (child (page, CHESS_TYPE_EVENT_PAGE, "draw_row")));
  {
    g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (window));

    chess_test_ui_save_screenshot (texture, "events-read-only-banner");
  }

  /* The writer still has it: Edit Here changes nothing. */
  g_assert_true (gtk_widget_activate_action (page, "event.edit-here", NULL));
  chess_test_ui_wait_idle ();
  g_assert_true (chess_event_get_read_only (copy));
  g_assert_true (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "notice_group")));

  /* The first copy goes; this one becomes the fixture's. */
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (fixture->window == NULL);
  (void) event;
  g_assert_finalize_object (g_steal_pointer (&fixture->store));
  fixture->store = g_steal_pointer (&second);
  fixture->window = window;

  g_assert_true (gtk_widget_activate_action (page, "event.edit-here", NULL));
  WAIT_UNTIL (!chess_event_get_read_only (copy));
  WAIT_UNTIL (!gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "notice_group")));
  draw_round (fixture, 200, CHESS_DRAW_METHOD_ROLLER);
  g_assert_cmpuint (chess_event_get_n_rounds (copy), ==, 2);
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
  ADD ("presentation-outlives-page", test_presentation_outlives_page);
  ADD ("big-event", test_big_event);
  ADD ("new-event-exclusions", test_new_event_exclusions);
  ADD ("pending-comes-back", test_pending_comes_back);
  ADD ("verifiable-draw", test_verifiable_draw);
  ADD ("reveal-key", test_reveal_key);
  ADD ("unsaved-round", test_unsaved_round);
  ADD ("exclusions", test_exclusions);
  ADD ("reopens-after-restart", test_reopens_after_restart);
  ADD ("delete-event", test_delete_event);
  ADD ("import-existing", test_import_existing);
  ADD ("read-only-banner", test_read_only_banner);
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
