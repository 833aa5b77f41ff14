/* test-events-roller.c: the roller drawing for an event: every die face,
 * tap taken back and start over on the event's record in order, and a
 * result the app left unconfirmed back in the roller at the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-events-common.h"

/* The kinds of EVENT's entries from FROM on, with a set-aside's or an
 * abandoned draw's reason: "die-face face-undone shown set-aside(excluded)". */
static char *
kinds_from (ChessEvent *event,
            guint       from)
{
  GString *kinds = g_string_new (NULL);

  for (guint i = from; i < chess_event_get_n_entries (event); i++)
    {
      ChessRecordEntry *entry = chess_event_get_entry (event, i);

      g_string_append_printf (kinds, "%s%s", i > from ? " " : "", chess_record_entry_get_kind_name (entry));
      if (chess_record_entry_get_field (entry, "reason") != NULL)
        g_string_append_printf (kinds, "(%s)", chess_record_entry_get_field (entry, "reason"));
    }
  return g_string_free (kinds, FALSE);
}

static void
tap_face (GtkWidget *view,
          guint      face)
{
  g_autofree char *name = g_strdup_printf ("face_button_%u", face);

  g_signal_emit_by_name (child (view, CHESS_TYPE_ROLLER_VIEW, name), "clicked");
}

static void
tap_faces (GtkWidget   *view,
           const guint *faces,
           gsize        n_faces)
{
  for (gsize i = 0; i < n_faces; i++)
    tap_face (view, faces[i]);
  /* What the room sees once the die on screen has settled. */
  chess_roller_view_finish_animations (CHESS_ROLLER_VIEW (view));
}

static void
start_over (GtkWidget *view)
{
  g_assert_true (gtk_widget_is_sensitive (child (view, CHESS_TYPE_ROLLER_VIEW, "start_over_button")));
  g_signal_emit_by_name (child (view, CHESS_TYPE_ROLLER_VIEW, "start_over_button"), "clicked");
  chess_test_ui_wait_idle ();
}

/* `chess960-cli event verify FILE`, as anyone checking the event would
 * run it on the file the app wrote. */
static void
assert_cli_verifies (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  const char *cli = g_getenv ("CHESS960_CLI");
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_assert_nonnull (cli);
  {
    const char *argv[] = { cli, "event", "verify", path, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, &error));
  }
  g_assert_no_error (error);
  g_test_message ("event verify: %s%s", out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* A real die thrown in front of the players, its faces tapped in: a
 * re-throw, a tap taken back, a result the event excludes (SP 518, the
 * draw starts again), throws set aside by Start Over, a result set
 * aside by Start Over, and the result used. Each is on the record as
 * it happens, in order, and the file checks. */
static void
test_die_faces_on_record (Fixture       *fixture,
                          gconstpointer  data)
{
  /* Dark bishop 5 (again), 2 → c1; light bishop 3 → f1; queen 1 (a
   * slip), taken back. */
  static const guint slip[] = { 5, 2, 3, 1 };
  /* Queen 3 → d1, knights 2 and 3: RNBQKBNR, SP 518, excluded. */
  static const guint standard[] = { 3, 2, 3 };
  static const guint half[] = { 1, 1 };
  static const guint zero[] = { 1, 1, 1, 1, 1 };        /* SP 0 */
  static const guint ninety_six[] = { 1, 1, 1, 1, 2 };  /* SP 96 */
  ChessEvent *event = create_event (fixture, "Die in the Hall", 0);
  g_autoptr(GFile) file = chess_event_store_get_file (fixture->store, event);
  g_autoptr(GError) error = NULL;
  g_autofree char *kinds = NULL;
  g_autofree char *contents = NULL;
  ChessRollerDialog *roller;
  ChessRecordEntry *entry;
  GtkWidget *view;
  guint first;

  first = chess_event_get_n_entries (event);
  roller = open_roller (fixture);
  g_object_add_weak_pointer (G_OBJECT (roller), (gpointer *) &roller);
  g_assert_true (chess_roller_dialog_get_event (roller) == event);
  view = roller_view (roller);
  gtk_stack_set_visible_child_name (child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack"), "physical");

  tap_faces (view, slip, G_N_ELEMENTS (slip));
  g_assert_true (gtk_widget_activate_action (view, "roller.undo", NULL));
  chess_test_ui_wait_idle ();
  tap_faces (view, standard, G_N_ELEMENTS (standard));
  /* Excluded: shown and set aside by the event, and the roller starts
   * the draw again; nothing to use. */
  g_assert_false (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  g_assert_null (chess_event_get_pending (event));

  tap_faces (view, half, G_N_ELEMENTS (half));
  start_over (view);
  tap_faces (view, zero, G_N_ELEMENTS (zero));
  g_assert_true (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  g_assert_nonnull (chess_event_get_pending (event));
  g_assert_cmpuint (chess_event_get_pending (event)->number, ==, 0);
  /* Once a result is shown, no tap can be taken back. */
  g_assert_false (gtk_widget_is_sensitive (child (view, CHESS_TYPE_ROLLER_VIEW, "undo_button")));
  start_over (view);
  tap_faces (view, ninety_six, G_N_ELEMENTS (ninety_six));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (roller), "dialog.use", NULL));
  WAIT_UNTIL (roller == NULL);

  kinds = kinds_from (event, first);
  g_assert_cmpstr (kinds, ==,
                   "die-face die-face die-face die-face face-undone "
                   "die-face die-face die-face die-face shown set-aside(excluded) "
                   "die-face die-face abandoned(start-over) "
                   "die-face die-face die-face die-face die-face die-face shown set-aside(start-over) "
                   "die-face die-face die-face die-face die-face die-face shown confirmed");

  entry = chess_event_get_entry (event, first);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "step"), ==, "dark-bishop");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "face"), ==, "5");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "rethrow"), ==, "yes");
  g_assert_null (chess_record_entry_get_field (entry, "placed"));
  entry = chess_event_get_entry (event, first + 1);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "face"), ==, "2");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "placed"), ==, "B:c1");
  entry = chess_event_get_entry (event, first + 3);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "step"), ==, "queen");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "placed"), ==, "Q:a1");
  /* The rook, king, rook step needs no throw. */
  entry = chess_event_get_entry (event, first + 8);
  g_assert_null (chess_record_entry_get_field (entry, "face"));
  g_assert_cmpstr (chess_record_entry_get_field (entry, "placed"), ==, "R:a1,K:e1,R:h1");
  entry = chess_event_get_entry (event, first + 9);
  g_assert_cmpstr (chess_record_entry_get_field (entry, "number"), ==, "518");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "method"), ==, "physical-die");
  entry = chess_event_get_entry (event, first + 21);
  g_assert_cmpstr (chess_record_entry_get_kind_name (entry), ==, "set-aside");
  g_assert_cmpstr (chess_record_entry_get_field (entry, "number"), ==, "0");

  g_assert_cmpuint (chess_event_get_n_rounds (event), ==, 1);
  g_assert_cmpuint (chess_event_get_round (event, 0)->number, ==, 96);
  g_assert_cmpint (chess_event_get_round (event, 0)->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
  g_assert_true (chess_event_verify (event, NULL, NULL, &error));
  g_assert_no_error (error);

  /* All of it on disk, and the file checks with the command line. */
  contents = event_file_contents (fixture, event);
  g_assert_nonnull (strstr (contents, "abandoned round=1 reason=start-over"));
  assert_cli_verifies (file);
}

/* Closing the roller with faces thrown and no result yet: the record
 * says they were left, so the next draw's faces are not read as theirs. */
static void
test_cancel_mid_draw (Fixture       *fixture,
                      gconstpointer  data)
{
  static const guint faces[] = { 2, 3 };
  ChessEvent *event = create_event (fixture, "Second Thoughts", 0);
  ChessRollerDialog *roller;
  g_autofree char *kinds = NULL;
  guint first = chess_event_get_n_entries (event);

  roller = open_roller (fixture);
  g_object_add_weak_pointer (G_OBJECT (roller), (gpointer *) &roller);
  gtk_stack_set_visible_child_name (child (roller_view (roller), CHESS_TYPE_ROLLER_VIEW, "mode_stack"),
                                    "physical");
  tap_faces (roller_view (roller), faces, G_N_ELEMENTS (faces));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (roller), "window.close", NULL));
  WAIT_UNTIL (roller == NULL);

  kinds = kinds_from (event, first);
  g_assert_cmpstr (kinds, ==, "die-face die-face abandoned(cancelled)");
}

/* The roller gone with its window (the events window closed) part-way
 * through a draw: the throws are set aside on the record, once; a
 * result shown would have stayed pending instead. */
static void
test_gone_with_window (Fixture       *fixture,
                       gconstpointer  data)
{
  static const guint faces[] = { 4, 1, 6 };
  ChessEvent *event = create_event (fixture, "Lights Out", 0);
  ChessRollerDialog *roller;
  g_autofree char *kinds = NULL;
  guint first = chess_event_get_n_entries (event);

  roller = open_roller (fixture);
  g_object_add_weak_pointer (G_OBJECT (roller), (gpointer *) &roller);
  gtk_stack_set_visible_child_name (child (roller_view (roller), CHESS_TYPE_ROLLER_VIEW, "mode_stack"),
                                    "physical");
  tap_faces (roller_view (roller), faces, G_N_ELEMENTS (faces));
  gtk_window_destroy (GTK_WINDOW (roller));
  WAIT_UNTIL (roller == NULL);

  kinds = kinds_from (event, first);
  g_assert_cmpstr (kinds, ==, "die-face die-face die-face abandoned(cancelled)");
}

/* A verifiable event's computer draws take a player's public input: the
 * roller's Random page does not draw, and says where to go instead. */
static void
test_verifiable_random (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) event = chess_event_new_verifiable ("Open Checks", CHESS_VARIANT_CHESS960, &error);
  ChessRollerDialog *roller;
  GtkWidget *view;
  guint n_entries;

  g_assert_no_error (error);
  g_assert_true (chess_event_store_add (fixture->store, event, &error));
  chess_events_window_show_event (fixture->window, event);
  chess_test_ui_wait_idle ();
  n_entries = chess_event_get_n_entries (event);

  roller = open_roller (fixture);
  view = roller_view (roller);
  gtk_stack_set_visible_child_name (child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack"), "random");
  chess_test_ui_wait_idle ();
  g_assert_false (gtk_widget_is_sensitive (child (view, CHESS_TYPE_ROLLER_VIEW, "random_button")));
  gtk_widget_activate_action (view, "roller.draw-random", NULL);
  g_assert_false (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  g_assert_nonnull (strstr (gtk_label_get_text (child (view, CHESS_TYPE_ROLLER_VIEW, "random_description")),
                            "Verifiable Computer Draw…"));
  g_assert_cmpuint (chess_event_get_n_entries (event), ==, n_entries);
  gtk_window_destroy (GTK_WINDOW (roller));
}

/* The app ended (kill -9) with SP 675 on screen for round 1: the file
 * holds it as pending. Returns the folder of a store that has it. */
static char *
make_interrupted_event (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("chess960-pending-XXXXXX", &error);
  g_autoptr(ChessEventStore) before = chess_event_store_new (directory);
  g_autoptr(ChessEvent) event = chess_event_new ("Power Cut", CHESS_VARIANT_CHESS960);

  g_assert_no_error (error);
  g_assert_true (chess_event_store_load (before, &error));
  g_assert_true (chess_event_store_add (before, event, &error));
  g_assert_nonnull (chess_event_show_result (event, 675, CHESS_DRAW_METHOD_PHYSICAL_DIE, NULL, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&directory);
}

typedef struct {
  char              *directory;
  ChessEventStore   *store;
  ChessEventsWindow *window;
  ChessEvent        *event;
  ChessRollerDialog *roller;    /* weak */
} Restart;

/* The next start: the store reads the file, the arbiter opens the event,
 * and the roller comes up by itself with the result. */
static void
restart_full (Restart  *restart,
              gboolean  restored)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *view;

  restart->directory = make_interrupted_event ();
  restart->store = chess_event_store_new (restart->directory);
  g_assert_true (chess_event_store_load (restart->store, &error));
  g_assert_no_error (error);
  restart->event = g_list_model_get_item (G_LIST_MODEL (restart->store), 0);
  g_object_unref (restart->event);
  g_assert_true (chess_event_get_pending (restart->event)->interrupted);

  if (restored)
    {
      /* The events window was open on it when the app was killed: the
       * window comes back with it by itself. */
      g_autoptr(GSettings) settings = chess_settings_new ();
      g_autoptr(GFile) file = chess_event_store_get_file (restart->store, restart->event);
      g_autofree char *basename = g_file_get_basename (file);

      g_settings_set_string (settings, "open-event", basename);
      restart->window = open_window (restart->store);
      g_settings_set_string (settings, "open-event", "");
      g_assert_true (chess_events_window_get_event (restart->window) == restart->event);
    }
  else
    {
      restart->window = open_window (restart->store);
      chess_events_window_show_event (restart->window, restart->event);
    }
  WAIT_UNTIL (find_toplevel (CHESS_TYPE_ROLLER_DIALOG) != NULL);
  restart->roller = find_toplevel (CHESS_TYPE_ROLLER_DIALOG);
  g_object_add_weak_pointer (G_OBJECT (restart->roller), (gpointer *) &restart->roller);
  g_assert_true (chess_roller_dialog_get_event (restart->roller) == restart->event);
  g_assert_null (chess_test_ui_find_alert (NULL));

  /* The result on the board, by its method's page, said for what it is. */
  view = roller_view (restart->roller);
  g_assert_true (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack")), ==,
                   "physical");
  g_assert_cmpstr (gtk_label_get_text (child (view, CHESS_TYPE_ROLLER_VIEW, "result_label")), ==,
                   "SP 675 · BQRKNNRB");
  g_assert_cmpstr (gtk_label_get_text (child (view, CHESS_TYPE_ROLLER_VIEW, "step_title")), ==,
                   "Drawn before the app ended");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (restart->roller)), ==, "Round 1");
  g_assert_false (gtk_widget_is_sensitive (child (view, CHESS_TYPE_ROLLER_VIEW, "undo_button")));
}

static void
restart (Restart *restart)
{
  restart_full (restart, FALSE);
}

static void
restart_finish (Restart *restart)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_event_verify (restart->event, NULL, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GFile) file = chess_event_store_get_file (restart->store, restart->event);

    assert_cli_verifies (file);
  }
  g_object_add_weak_pointer (G_OBJECT (restart->window), (gpointer *) &restart->window);
  gtk_window_destroy (GTK_WINDOW (restart->window));
  WAIT_UNTIL (restart->window == NULL && restart->roller == NULL);
  g_assert_finalize_object (g_steal_pointer (&restart->store));
  remove_directory (restart->directory);
  g_free (restart->directory);
}

static void
test_pending_confirmed (void)
{
  Restart state = { 0 };
  g_autofree char *kinds = NULL;

  restart (&state);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (state.roller), "dialog.use", NULL));
  WAIT_UNTIL (state.roller == NULL);

  g_assert_null (chess_event_get_pending (state.event));
  g_assert_cmpuint (chess_event_get_n_rounds (state.event), ==, 1);
  g_assert_cmpuint (chess_event_get_round (state.event, 0)->number, ==, 675);
  g_assert_cmpint (chess_event_get_round (state.event, 0)->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
  kinds = kinds_from (state.event, 1);
  g_assert_cmpstr (kinds, ==, "shown interrupted confirmed");
  restart_finish (&state);
}

/* The events window restored at start with the event: the roller comes
 * up over it with the result, once the window is on screen. */
static void
test_pending_restored_at_start (void)
{
  Restart state = { 0 };
  g_autofree char *kinds = NULL;

  restart_full (&state, TRUE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (state.window)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (state.roller)) == GTK_WINDOW (state.window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (state.roller), "dialog.use", NULL));
  WAIT_UNTIL (state.roller == NULL);
  kinds = kinds_from (state.event, 1);
  g_assert_cmpstr (kinds, ==, "shown interrupted confirmed");
  restart_finish (&state);
}

/* Cancel asks, as with any result on screen; set aside, the record says
 * why: the app ended before it was confirmed. */
static void
test_pending_set_aside (void)
{
  Restart state = { 0 };
  g_autofree char *kinds = NULL;
  ChessRecordEntry *last;

  restart (&state);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (state.roller), "window.close", NULL));
  answer_dialog ("set-aside");
  WAIT_UNTIL (state.roller == NULL);

  g_assert_null (chess_event_get_pending (state.event));
  g_assert_cmpuint (chess_event_get_n_rounds (state.event), ==, 0);
  kinds = kinds_from (state.event, 1);
  g_assert_cmpstr (kinds, ==, "shown interrupted set-aside(app-ended)");
  last = chess_event_get_entry (state.event, chess_event_get_n_entries (state.event) - 1);
  g_assert_cmpstr (chess_record_entry_get_field (last, "number"), ==, "675");
  restart_finish (&state);
}

/* Start Over sets it aside too, and the roller stays for a new draw. */
static void
test_pending_start_over (void)
{
  Restart state = { 0 };
  g_autofree char *kinds = NULL;
  GtkWidget *view;

  restart (&state);
  view = roller_view (state.roller);
  start_over (view);
  g_assert_false (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  g_assert_nonnull (state.roller);
  roller_enter_number (state.roller, 42);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (state.roller), "dialog.use", NULL));
  WAIT_UNTIL (state.roller == NULL);

  kinds = kinds_from (state.event, 1);
  g_assert_cmpstr (kinds, ==, "shown interrupted set-aside(app-ended) shown confirmed");
  g_assert_cmpuint (chess_event_get_round (state.event, 0)->number, ==, 42);
  restart_finish (&state);
}

typedef struct {
  const char *language;
  gboolean    dark;
} Look;

static const Look looks[] = {
  { "en", FALSE },
  { "en", TRUE },
  { "ru", FALSE },
  { "it", FALSE },
};

static void
save_roller (ChessRollerDialog *roller,
             const char        *state,
             const Look        *look)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("roller-event-%s-1024x768-%s-%s", state, look->language,
                                           look->dark ? "dark" : "light");

  chess_test_ui_wait_for_frame (GTK_WIDGET (roller));
  chess_test_ui_wait_idle ();
  texture = chess_test_ui_render (GTK_WIDGET (roller));
  chess_test_ui_save_screenshot (texture, name);
}

/* For people to look at: the roller for an event at 1024×768, light and
 * dark, in Russian and Italian: a result the app left unconfirmed, and
 * a real die part-way through a draw (a re-throw, two pieces placed). */
static void
test_screenshots (gconstpointer data)
{
  static const guint faces[] = { 5, 2, 3 };
  const Look *look = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = NULL;
  g_autoptr(ChessEventStore) store = NULL;
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  ChessRollerDialog *roller;
  ChessEvent *event;
  GtkWidget *view;

  chess_test_ui_use_language (look->language);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  directory = make_interrupted_event ();
  store = chess_event_store_new (directory);
  g_assert_true (chess_event_store_load (store, &error));
  g_assert_no_error (error);
  event = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_object_unref (event);

  gtk_window_present (parent);
  roller = chess_roller_dialog_new_for_event (parent, event);
  gtk_window_set_default_size (GTK_WINDOW (roller), 1024, 768);
  gtk_window_present (GTK_WINDOW (roller));
  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (roller)) > 0);
  view = roller_view (roller);
  g_assert_true (chess_roller_view_get_has_result (CHESS_ROLLER_VIEW (view)));
  save_roller (roller, "pending", look);

  start_over (view);
  tap_faces (view, faces, G_N_ELEMENTS (faces));
  save_roller (roller, "physical", look);

  gtk_window_destroy (GTK_WINDOW (roller));
  gtk_window_destroy (parent);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  chess_test_ui_use_language ("en");
  g_assert_finalize_object (g_steal_pointer (&store));
  remove_directory (directory);
}

int
main (int    argc,
      char **argv)
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  chess_test_ui_use_app_look ();

#define ADD(path, func) \
  g_test_add ("/events-roller/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("die-faces-on-record", test_die_faces_on_record);
  ADD ("cancel-mid-draw", test_cancel_mid_draw);
  ADD ("gone-with-window", test_gone_with_window);
  ADD ("verifiable-random", test_verifiable_random);
#undef ADD
  g_test_add_func ("/events-roller/pending-confirmed", test_pending_confirmed);
  g_test_add_func ("/events-roller/pending-set-aside", test_pending_set_aside);
  g_test_add_func ("/events-roller/pending-restored-at-start", test_pending_restored_at_start);
  g_test_add_func ("/events-roller/pending-start-over", test_pending_start_over);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/events-roller/screenshots/%s-%s", looks[i].language,
                                               looks[i].dark ? "dark" : "light");

      g_test_add_data_func (path, &looks[i], test_screenshots);
    }

  return g_test_run ();
}
