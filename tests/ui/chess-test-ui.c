/* chess-test-ui.c: what every GUI test program does first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-test-ui"

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <libintl.h>
#include <glib/gstdio.h>

#include "chess-compat.h"
#include "chess-test-ui.h"

static char *temporary_state_home;

/* Removes the games saved in HOME's chess960 folder. */
static void
remove_saved_games (const char *home)
{
  g_autofree char *saves = g_build_filename (home, "chess960", NULL);
  g_autoptr(GDir) dir = g_dir_open (saves, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (saves, name, NULL);

      g_unlink (path);
    }
}

static void
remove_temporary_state_home (void)
{
  g_autofree char *saves = g_build_filename (temporary_state_home, "chess960", NULL);

  remove_saved_games (temporary_state_home);
  g_rmdir (saves);
  g_rmdir (temporary_state_home);
  g_clear_pointer (&temporary_state_home, g_free);
}

/* Every game window saves its game in the state folder, which must never
 * be the user's own (the app would reopen those games), nor one that other
 * test programs running at once write to: a folder per program, emptied
 * first, under the one meson gives, or else a temporary one, removed at
 * exit. Before anything asks GLib for the folder, which it reads once. */
static void
isolate_state_folder (const char *program)
{
  const char *base = g_getenv ("XDG_STATE_HOME");
  g_autofree char *home = NULL;

  if (base != NULL && g_path_is_absolute (base))
    {
      g_autofree char *program_name = g_path_get_basename (program);

      home = g_build_filename (base, program_name, NULL);
    }
  else
    {
      home = g_dir_make_tmp ("chess960-state-XXXXXX", NULL);
      g_assert_nonnull (home);
      temporary_state_home = g_strdup (home);
      atexit (remove_temporary_state_home);
    }
  remove_saved_games (home);
  g_setenv ("XDG_STATE_HOME", home, TRUE);
}

/* The recent files and their list go at exit, and the data folder with
 * them when it is a temporary one of the tests ("chess960-data-…", which
 * the event tests could not remove while these were in it). */
static void
remove_recent_files (void)
{
  const char *home = g_get_user_data_dir ();
  g_autofree char *folder = g_build_filename (home, "recent-games", NULL);
  g_autofree char *list = g_build_filename (home, "recently-used.xbel", NULL);
  g_autofree char *name = g_path_get_basename (home);

  chess_test_ui_remove_tree (folder);
  g_unlink (list);
  if (g_str_has_prefix (name, "chess960-data-"))
    chess_test_ui_remove_tree (home);
}

static char *temporary_cache_home;

static void
remove_temporary_cache_home (void)
{
  chess_test_ui_remove_tree (temporary_cache_home);
  g_clear_pointer (&temporary_cache_home, g_free);
}

/* The cache folder, where the app keeps the pieces it drew: never the
 * user's (its pictures would stand in for what the test draws), nor one
 * another test program fills at the same time. A temporary folder per
 * program, which its subprocesses (g_test_trap_subprocess()) share, so
 * that one start finds what an earlier one kept; removed at exit by the
 * process that made it. Before anything asks GLib for the folder. */
static void
isolate_cache_folder (void)
{
  const char *given = g_getenv ("XDG_CACHE_HOME");
  g_autofree char *given_name = given != NULL ? g_path_get_basename (given) : NULL;

  if (given_name != NULL && g_str_has_prefix (given_name, "chess960-cache-"))
    return;
  temporary_cache_home = g_dir_make_tmp ("chess960-cache-XXXXXX", NULL);
  g_assert_nonnull (temporary_cache_home);
  g_setenv ("XDG_CACHE_HOME", temporary_cache_home, TRUE);
  atexit (remove_temporary_cache_home);
}

/* A recent-files list as a desktop that has been used has one, of files
 * that exist: every file chooser loads it when it opens, and GTK 4.18's
 * GtkFileChooserNative, destroyed before the load ended, crashed (the
 * answers came to its freed model: /window/save/close-with-chooser, then
 * a segfault in the next test). Never the user's list: a temporary data
 * folder of the program's own unless the test made one already (the
 * event tests do), set before anything asks GLib for it. */
static void
fill_recent_files (void)
{
  g_autoptr(GBookmarkFile) recent = g_bookmark_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;
  g_autofree char *folder = NULL;
  const char *given = g_getenv ("XDG_DATA_HOME");
  g_autofree char *given_name = given != NULL ? g_path_get_basename (given) : NULL;

  if (given_name == NULL || !g_str_has_prefix (given_name, "chess960-data-"))
    {
      g_autofree char *home = g_dir_make_tmp ("chess960-data-XXXXXX", NULL);

      g_assert_nonnull (home);
      g_setenv ("XDG_DATA_HOME", home, TRUE);
    }
  atexit (remove_recent_files);
  folder = g_build_filename (g_get_user_data_dir (), "recent-games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; i < 400; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%u.pgn", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);

      g_assert_true (g_file_set_contents (path, "1. e4 e5 *\n", -1, NULL));
      g_bookmark_file_set_mime_type (recent, uri, "application/x-chess-pgn");
      g_bookmark_file_add_application (recent, uri, "chess960", "chess960 %u");
    }
  list = g_build_filename (g_get_user_data_dir (), "recently-used.xbel", NULL);
  g_bookmark_file_to_file (recent, list, &error);
  g_assert_no_error (error);
}

gboolean
chess_test_ui_init (int    *argc,
                    char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (install xvfb-run)\n");
      return FALSE;
    }

  isolate_state_folder ((*argv)[0]);
  isolate_cache_folder ();
  fill_recent_files ();

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

static gboolean
activate_shortcuts (GtkWidget            *widget,
                    GtkShortcutController *controller,
                    guint                 keyval,
                    GdkModifierType       modifiers)
{
  for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (!GTK_IS_KEYVAL_TRIGGER (trigger)
          || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) != keyval
          || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != modifiers)
        continue;
      if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                        GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                        gtk_shortcut_get_arguments (shortcut)))
        return TRUE;
    }
  return FALSE;
}

gboolean
chess_test_ui_press_key (GtkWidget       *widget,
                         guint            keyval,
                         GdkModifierType  modifiers)
{
  /* As GTK delivers a key to the widget it is meant for: the controllers
   * of the capture phase first, then the others. */
  static const GtkPropagationPhase phases[] = { GTK_PHASE_CAPTURE, GTK_PHASE_TARGET, GTK_PHASE_BUBBLE };
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_SHORTCUT_CONTROLLER (controller)
            && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == phases[p]
            && activate_shortcuts (widget, GTK_SHORTCUT_CONTROLLER (controller), keyval, modifiers))
          return TRUE;
      }
  return FALSE;
}

void
chess_test_ui_make_menu (GtkMenuButton *button)
{
  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  gtk_menu_button_popup (button);
  gtk_menu_button_popdown (button);
}

GtkWidget *
chess_test_ui_find_descendant (GtkWidget *widget,
                               GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = chess_test_ui_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
chess_test_ui_find_in_windows (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);
      GtkWidget *found = chess_test_ui_find_descendant (toplevel, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
chess_test_ui_find_alert (GtkWidget *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkRoot *parent_root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWidget *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);
      GtkWidget *alert;

      if (!gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        continue;
      if (parent_root != NULL && GTK_WIDGET (toplevel) != GTK_WIDGET (parent_root)
          && gtk_window_get_transient_for (toplevel) != GTK_WINDOW (parent_root))
        continue;
      alert = chess_test_ui_find_descendant (GTK_WIDGET (toplevel), chess_ui_alert_type ());
      if (alert != NULL)
        found = alert;
    }
  return found;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
chess_test_ui_answer_alert (GtkWidget  *alert,
                            const char *id)
{
  const char *label = chess_ui_alert_get_response_label (alert, id);
  GtkWidget *button = find_button (alert, label);
  gint64 deadline = g_get_monotonic_time () + CHESS_TEST_UI_WAIT_SECONDS * G_USEC_PER_SEC;
  GtkWidget *shown = alert;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_object_add_weak_pointer (G_OBJECT (shown), (gpointer *) &shown);
  g_signal_emit_by_name (button, "clicked");
  /* A dialog fades out before it leaves its window. */
  while (shown != NULL && gtk_widget_get_root (shown) != NULL)
    chess_test_ui_iterate_until (deadline, "the alert to close");
  if (shown != NULL)
    g_object_remove_weak_pointer (G_OBJECT (shown), (gpointer *) &shown);
}

/* How long one turn of the main loop may block, so that conditions the
 * main loop is not woken for are seen soon. */
#define POLL_INTERVAL_MS 20

static gboolean
on_poll_interval (gpointer data)
{
  return G_SOURCE_REMOVE;
}

void
chess_test_ui_iterate_until (gint64      deadline,
                             const char *what)
{
  guint wake;

  if (g_get_monotonic_time () >= deadline)
    g_error ("still waiting, after %d seconds, for %s", CHESS_TEST_UI_WAIT_SECONDS, what);
  wake = g_timeout_add (POLL_INTERVAL_MS, on_poll_interval, NULL);
  g_main_context_iteration (NULL, TRUE);
  /* Still there unless it was what woke the loop. */
  if (g_main_context_find_source_by_id (NULL, wake) != NULL)
    g_source_remove (wake);
}

gboolean
chess_test_ui_wait_for_ms (ChessTestUiCondition condition,
                           gpointer             data,
                           guint                ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) ms * 1000;

  while (!condition (data) && g_get_monotonic_time () < deadline)
    chess_test_ui_iterate_until (G_MAXINT64, NULL);
  return condition (data);
}

gboolean
chess_test_ui_wait_for (ChessTestUiCondition condition,
                        gpointer             data)
{
  return chess_test_ui_wait_for_ms (condition, data, CHESS_TEST_UI_WAIT_SECONDS * 1000);
}

void
chess_test_ui_wait_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
on_after_paint (GdkFrameClock *clock,
                guint         *painted)
{
  (*painted)++;
}

/* Runs the main loop until WIDGET's window has painted N_FRAMES frames,
 * asking for each. */
static void
wait_for_frames (GtkWidget *widget,
                 guint      n_frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 deadline = g_get_monotonic_time () + CHESS_TEST_UI_WAIT_SECONDS * G_USEC_PER_SEC;
  guint painted = 0;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  while (painted < n_frames)
    {
      guint before = painted;

      gtk_widget_queue_draw (widget);
      while (painted == before)
        chess_test_ui_iterate_until (deadline, "a frame to be painted");
    }
  g_signal_handler_disconnect (clock, handler);
}

void
chess_test_ui_wait_for_frame (GtkWidget *widget)
{
  wait_for_frames (widget, 1);
}

void
chess_test_ui_settle (GtkWidget *widget,
                      guint      n_frames)
{
  wait_for_frames (widget, n_frames);
  chess_test_ui_wait_idle ();
}

GdkTexture *
chess_test_ui_render (GtkWidget *widget)
{
  g_autoptr(GskRenderNode) node = NULL;
  int width = 0, height = 0;

  /* A widget's picture is what it drew for the last frame, and nothing
   * while its size is out of date: a new frame first. Whatever ran after
   * that frame in the same turn of the main loop (a timer, a child
   * process's answer) may have asked for another: then once more. */
  for (guint attempt = 0; node == NULL && attempt < 10; attempt++)
    {
      g_autoptr(GdkPaintable) paintable = NULL;
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      chess_test_ui_wait_for_frame (widget);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      g_assert_cmpint (width, >, 0);
      g_assert_cmpint (height, >, 0);
      paintable = gtk_widget_paintable_new (widget);
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* The alpha of the pixel in TEXTURE's middle. */
static guint8
middle_alpha (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint8 *pixels = g_malloc ((gsize) width * height * 4);
  guint32 pixel;

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  memcpy (&pixel, pixels + ((gsize) (height / 2) * width + width / 2) * 4, sizeof pixel);
  return pixel >> 24;
}

/* What DIALOG drew where AREA (DIALOG or a widget inside it) is, once it
 * has opened. */
static GdkTexture *
render_opened (GtkWidget *dialog,
               GtkWidget *area)
{
  gint64 deadline = g_get_monotonic_time () + CHESS_TEST_UI_WAIT_SECONDS * G_USEC_PER_SEC;

  for (;;)
    {
      g_autoptr(GdkPaintable) paintable = NULL;
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      graphene_rect_t bounds;

      chess_test_ui_wait_for_frame (dialog);
      g_assert_true (gtk_widget_compute_bounds (area, dialog, &bounds));
      g_assert_cmpfloat (bounds.size.width, >, 0);
      g_assert_cmpfloat (bounds.size.height, >, 0);
      paintable = gtk_widget_paintable_new (dialog);
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (dialog), gtk_widget_get_height (dialog));
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      if (node == NULL)
        continue;
      texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (dialog)),
                                             node, &bounds);
      /* The sheet is opaque once it has faded in. */
      if (middle_alpha (texture) == 0xff)
        return g_steal_pointer (&texture);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
    }
}

GdkTexture *
chess_test_ui_render_content (GtkWidget *content)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_assert_nonnull (dialog);
  /* A dialog inside its window is mapped with the window's next frame. */
  WAIT_UNTIL (gtk_widget_get_mapped (content));
  return render_opened (dialog, content);
}

GdkTexture *
chess_test_ui_render_dialog (GtkWidget *dialog)
{
  WAIT_UNTIL (gtk_widget_get_mapped (dialog));
  return render_opened (dialog, dialog);
}

void
chess_test_ui_save_screenshot (GdkTexture *texture,
                               const char *name)
{
  const char *build_dir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *dir = g_build_filename (build_dir != NULL ? build_dir : ".", "screenshots", NULL);
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

typedef struct {
  GMainLoop *loop;
  char      *text;
} ClipboardRead;

static void
on_clipboard_text_read (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  ClipboardRead *read = user_data;
  g_autoptr(GError) error = NULL;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (read->loop);
}

char *
chess_test_ui_read_clipboard (GtkWidget *widget)
{
  ClipboardRead read = { g_main_loop_new (NULL, FALSE), NULL };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL,
                                 on_clipboard_text_read, &read);
  g_main_loop_run (read.loop);
  g_main_loop_unref (read.loop);
  return read.text;
}

void
chess_test_ui_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        chess_test_ui_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

void
chess_test_ui_clear_cache (void)
{
  g_autofree char *app_folder = g_build_filename (g_get_user_cache_dir (), "chess960", NULL);

  chess_test_ui_remove_tree (app_folder);
  g_unlink (app_folder);
}

/* gettext ignores LANGUAGE under the C locale, and newer glibc (Debian 13's)
 * under C.UTF-8 as well; under any other locale it honours it.
 * No such locale need be installed: one is compiled once into the build
 * folder with localedef (from the locales package) and found through
 * LOCPATH. Made in a temporary folder beside it and renamed, because
 * several tests may start at once. */
static const char *
test_locale (void)
{
  static char *name;

  if (name == NULL)
    {
      g_autofree char *parent = g_test_build_filename (G_TEST_BUILT, "locale", NULL);
      g_autofree char *path = g_build_filename (parent, "en_US.UTF-8", NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          g_autofree char *temporary = NULL;
          g_autofree char *target = NULL;
          g_autoptr(GError) error = NULL;
          int status = 0;

          g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
          /* Beside its final place: a rename across file systems (a
           * tmpfs /tmp) fails. */
          temporary = g_build_filename (parent, ".making-XXXXXX", NULL);
          g_assert_nonnull (g_mkdtemp (temporary));
          target = g_build_filename (temporary, "en_US.UTF-8", NULL);
          g_spawn_sync (NULL,
                        (char *[]) { (char *) "localedef", (char *) "-i", (char *) "en_US",
                                     (char *) "-f", (char *) "UTF-8", target, NULL },
                        NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
          g_assert_no_error (error);
          g_assert_true (g_spawn_check_wait_status (status, NULL));
          /* Another test may have got there first: either copy will do. */
          if (g_rename (target, path) != 0)
            g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
          chess_test_ui_remove_tree (temporary);
        }
      g_setenv ("LOCPATH", parent, TRUE);
      name = g_strdup ("en_US.UTF-8");
    }
  return name;
}

void
chess_test_ui_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, test_locale ()));
  /* gettext keeps the translations it looked up until the catalogues may
   * have changed, which textdomain() signals, even for the same domain;
   * setlocale() to the locale already set would not. */
  g_assert_nonnull (textdomain (textdomain (NULL)));
}

void
chess_test_ui_use_app_look (void)
{
  const char *localedir = g_getenv ("CHESS960_LOCALEDIR");
  GtkCssProvider *style = gtk_css_provider_new ();

  /* As AdwApplication loads it in the app; the display keeps it. */
  gtk_css_provider_load_from_resource (style, "/io/github/chess960/Chess960/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (style);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/chess960/Chess960/icons");
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* As main.c does: templates without a domain of their own use it. */
  textdomain (GETTEXT_PACKAGE);
}
