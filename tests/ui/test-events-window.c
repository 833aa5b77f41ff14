/* test-events-window.c: the arbiter's events window, driven as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-events-common.h"

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

  draw_round (fixture, 421);

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  round = chess_event_get_round (event, 0);
  g_assert_cmpuint (round->round, ==, 1);
  g_assert_cmpuint (round->number, ==, 421);
  g_assert_cmpint (round->method, ==, CHESS_DRAW_METHOD_NUMBER);

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

  /* A used number typed in is refused before it is shown: no result,
   * nothing to record. */
  roller = open_roller (fixture);
  g_object_add_weak_pointer (G_OBJECT (roller), (gpointer *) &roller);
  roller_enter_number (roller, 421);
  g_assert_false (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (roller_view (roller))));
  g_assert_true (gtk_widget_get_visible (child (roller_view (roller), CHESS_TYPE_ROLLER_VIEW, "number_error")));
  g_assert_cmpuint (chess_event_get_n_entries (event), ==, n_entries);

  /* Shown: on the record at once, before anything is confirmed. */
  roller_enter_number (roller, 77);
  g_assert_cmpuint (chess_event_get_n_entries (event), ==, n_entries + 1);
  last = chess_event_get_entry (event, n_entries);
  g_assert_cmpint (chess_record_entry_get_kind (last), ==, CHESS_RECORD_SHOWN);
  g_assert_cmpstr (chess_record_entry_get_field (last, "number"), ==, "77");
  g_assert_nonnull (chess_event_get_pending (event));

  /* Cancel with the result on screen asks; set aside, it is recorded. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (roller), "window.close", NULL));
  answer_dialog ("set-aside");
  WAIT_UNTIL (roller == NULL);
  last = chess_event_get_entry (event, chess_event_get_n_entries (event) - 1);
  g_assert_cmpint (chess_record_entry_get_kind (last), ==, CHESS_RECORD_SET_ASIDE);
  g_assert_cmpstr (chess_record_entry_get_field (last, "reason"), ==, "cancelled");
  g_assert_cmpstr (chess_record_entry_get_field (last, "number"), ==, "77");
  g_assert_null (chess_event_get_pending (event));
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
  draw_round (fixture, 100);
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

  draw_round (fixture, 7);
  draw_round (fixture, 8);

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
  draw_round (fixture, 42);
  draw_round (fixture, 43);

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

  /* From Use This Position to the page drawn with its new row: the
   * event written to disk included, the roller's own window not. */
  roller = open_roller (fixture);
  roller_enter_number (roller, 2000);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (roller), "dialog.use", NULL));
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  draw_ms = (g_get_monotonic_time () - start) / 1000.0;
  g_test_message ("1,000 rounds: the page opened and drawn in %.0f ms; a round recorded, "
                  "saved and drawn in %.0f ms", open_ms, draw_ms);

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1001);
  label = chess_ui_round_label (chess_event_get_last_round (event));
  g_assert_cmpstr (chess_round_row_get_title (CHESS_ROUND_ROW (first_round_row (fixture))), ==, label);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = round_rows (fixture);
  g_assert_cmpuint (rows->len, <=, 250);
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

  draw_round (fixture, 42);

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
  draw_round (fixture, 300);

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
  ADD ("exclusions", test_exclusions);
  ADD ("reopens-after-restart", test_reopens_after_restart);
  ADD ("delete-event", test_delete_event);
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
