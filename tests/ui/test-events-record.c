/* test-events-record.c: the events window's record kept safe:
 * verifiable draws, rounds the disk refused, imports, read-only
 * copies and damaged files, driven as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-events-common.h"

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

  draw_round (fixture, 100);
  g_assert_false (chess_event_page_get_unsaved (CHESS_EVENT_PAGE (page)));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));

  draw_round (fixture, 200);
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

/* A copy of a verifiable event handed out before the end (an export,
 * without the secret key) offers neither Reveal Key… nor verifiable
 * draws, which it could not make: it says the key is on the arbiter's
 * computer. The arbiter's own copy offers both and says nothing of the
 * kind. */
static void
test_key_elsewhere (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) original = chess_event_new_verifiable ("Open Checks", CHESS_VARIANT_CHESS960, &error);
  g_autoptr(ChessEvent) copy = NULL;
  g_autofree char *public_data = NULL;
  GtkWidget *page = event_page (fixture);
  gsize length;

  g_assert_no_error (error);
  public_data = chess_event_to_public_data (original, &length);
  copy = chess_event_new_from_data (public_data, length, &error);
  g_assert_no_error (error);
  g_assert_true (chess_event_get_verifiable (copy));
  g_assert_false (chess_event_get_has_key (copy));
  g_assert_true (chess_event_get_has_key (original));
  g_assert_true (chess_event_store_add (fixture->store, copy, &error));
  g_assert_no_error (error);

  chess_events_window_show_event (fixture->window, copy);
  WAIT_UNTIL (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "commitment_row")));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "reveal_row")));
  g_assert_false (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "verifiable_row")));
  g_assert_true (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "key_elsewhere_row")));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (child (page, CHESS_TYPE_EVENT_PAGE, "key_elsewhere_row")),
                            "arbiter’s computer"));
  {
    g_autoptr(GdkTexture) texture = NULL;

    chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
    texture = chess_test_ui_render (gtk_widget_get_ancestor (child (page, CHESS_TYPE_EVENT_PAGE, "key_elsewhere_row"),
                                                             ADW_TYPE_PREFERENCES_GROUP));
    chess_test_ui_save_screenshot (texture, "events-key-elsewhere");
  }

  /* The arbiter's copy, in another folder (the same event may be here
   * only once). */
  {
    g_autofree char *directory = g_dir_make_tmp ("chess960-key-XXXXXX", &error);
    g_autoptr(ChessEventStore) store = chess_event_store_new (directory);
    ChessEventsWindow *window;
    GtkWidget *own_page;

    g_assert_true (chess_event_store_load (store, &error));
    g_assert_true (chess_event_store_add (store, original, &error));
    g_assert_no_error (error);
    window = open_window (store);
    chess_events_window_show_event (window, original);
    own_page = child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
    WAIT_UNTIL (gtk_widget_get_visible (child (own_page, CHESS_TYPE_EVENT_PAGE, "reveal_row")));
    g_assert_true (gtk_widget_get_visible (child (own_page, CHESS_TYPE_EVENT_PAGE, "verifiable_row")));
    g_assert_false (gtk_widget_get_visible (child (own_page, CHESS_TYPE_EVENT_PAGE, "key_elsewhere_row")));
    g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
    gtk_window_destroy (GTK_WINDOW (window));
    WAIT_UNTIL (window == NULL);
    g_clear_object (&original);
    g_assert_finalize_object (g_steal_pointer (&store));
    remove_directory (directory);
  }
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

  draw_round (fixture, 100);
  draw_round (fixture, 200);
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
  draw_round (fixture, 300);
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

  draw_round (fixture, 100);
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
  draw_round (fixture, 200);
  g_assert_cmpuint (chess_event_get_n_rounds (copy), ==, 2);
}

/* A file damaged in round 4 of 5 opens read-only with what it still
 * held; Keep What Was Recovered writes that back under the file's name:
 * rounds 1 to 3, their record, a "recovered" entry, and the page can
 * draw again. The damaged original stays aside, byte for byte. */
static void
test_keep_recovered (void)
{
  static const guint numbers[] = { 10, 20, 30, 40, 50 };
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("chess960-recover-XXXXXX", &error);
  g_autofree char *path = g_build_filename (directory, "club-night.chess960-event", NULL);
  g_autoptr(ChessEvent) whole = chess_event_new ("Club Night", CHESS_VARIANT_CHESS960);
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) kept = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDir) dir = NULL;
  g_autofree char *data = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *backup_contents = NULL;
  ChessEventsWindow *window;
  ChessEvent *event;
  GtkWidget *page;
  GtkWidget *button;
  ChessRecordEntry *entry;
  const char *name;
  char *time_line;

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    g_assert_nonnull (chess_event_add_round (whole, numbers[i], CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  data = chess_event_to_data (whole, NULL);
  /* Round 4 loses its time: the damage. */
  time_line = strstr (strstr (data, "[Round 4]"), "Time=");
  g_assert_nonnull (time_line);
  memcpy (time_line, "Tame=", 5);
  g_assert_true (g_file_set_contents (path, data, -1, &error));

  store = chess_event_store_new (directory);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);
  event = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_object_unref (event);
  g_assert_true (chess_event_get_read_only (event));
  g_assert_nonnull (chess_event_get_damage (event));
  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 3);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  window = open_window (store);
  chess_events_window_show_event (window, event);
  page = child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page");
  WAIT_UNTIL (gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "notice_group")));
  g_assert_nonnull (strstr (gtk_label_get_text (child (page, CHESS_TYPE_EVENT_PAGE, "notice_label")),
                            "recovered from a damaged file"));
  g_assert_false (gtk_widget_get_sensitive (child (page, CHESS_TYPE_EVENT_PAGE, "draw_row")));
  button = child (page, CHESS_TYPE_EVENT_PAGE, "notice_button");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "event.keep-recovered");
  g_signal_emit_by_name (button, "clicked");
  chess_test_ui_wait_idle ();

  /* The page: writable, no banner, drawing again. */
  g_assert_false (chess_event_get_read_only (event));
  g_assert_null (chess_event_get_damage (event));
  WAIT_UNTIL (!gtk_widget_get_visible (child (page, CHESS_TYPE_EVENT_PAGE, "notice_group")));
  g_assert_true (gtk_widget_get_sensitive (child (page, CHESS_TYPE_EVENT_PAGE, "draw_row")));

  /* The disk: the three whole rounds under the file's own name, their
   * record checking, the recovery on it. */
  kept = chess_event_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  g_assert_null (chess_event_get_damage (kept));
  g_assert_cmpuint (chess_event_get_n_rounds (kept), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (chess_event_get_round (kept, i)->number, ==, numbers[i]);
  g_assert_cmpstr (chess_event_get_id (kept), ==, chess_event_get_id (whole));
  entry = chess_event_get_entry (kept, chess_event_get_n_entries (kept) - 4);
  g_assert_cmpint (chess_record_entry_get_kind (entry), ==, CHESS_RECORD_RECOVERED);
  g_assert_nonnull (strstr (chess_record_entry_get_field (entry, "lost"), "Round 4"));
  g_assert_true (chess_event_verify (kept, NULL, NULL, &error));
  g_assert_no_error (error);

  /* The original, aside and unchanged. */
  dir = g_dir_open (directory, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "club-night.chess960-event.damaged-"))
      backup = g_build_filename (directory, name, NULL);
  g_assert_nonnull (backup);
  g_assert_true (g_file_get_contents (backup, &backup_contents, NULL, &error));
  g_assert_cmpstr (backup_contents, ==, data);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  g_assert_finalize_object (g_steal_pointer (&store));
  remove_directory (directory);
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
  ADD ("verifiable-draw", test_verifiable_draw);
  ADD ("reveal-key", test_reveal_key);
  ADD ("key-elsewhere", test_key_elsewhere);
  ADD ("unsaved-round", test_unsaved_round);
  ADD ("import-existing", test_import_existing);
  ADD ("read-only-banner", test_read_only_banner);
  g_test_add_func ("/events-window/keep-recovered", test_keep_recovered);
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
