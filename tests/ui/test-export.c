/* test-export.c: exporting a diagram: the export dialog, then the file chooser
 *
 * Without a portal, the file chooser is GTK's own dialog; the tests set
 * the dialog's rows and answer the chooser as a user would. The chooser
 * starts in the folder exported to last (export-folder), which each test
 * sets to its own: changing folders while the chooser still loads its
 * first one made GTK 4.8 report "Operation was cancelled".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-export"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "chess-compat.h"
#include "chess-test-ui.h"
#include "chess-export.h"
#include "chess-export-dialog.h"
#include "chess-settings.h"

typedef struct {
  GtkWindow *parent;
  char      *dir;
  GSettings *settings;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-export-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->settings = chess_settings_new ();
  /* Each test starts from the defaults, exporting to its own folder. */
  g_settings_reset (fixture->settings, "export-format");
  g_settings_reset (fixture->settings, "export-size");
  g_settings_reset (fixture->settings, "export-caption");
  g_settings_set_string (fixture->settings, "export-folder", fixture->dir);
  fixture->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (fixture->parent);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_assert_cmpint (g_rmdir (path), ==, 0);
    }
  else
    g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  /* Whatever a test left open (an error message) goes first. */
  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);

      gtk_window_destroy (window);
    }
  chess_test_ui_wait_idle ();
  remove_tree (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);
  g_clear_object (&fixture->settings);
}

static GtkWindow *
find_window (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static GtkWindow *
wait_for_window (GType type)
{
  WAIT_UNTIL (find_window (type) != NULL);
  return find_window (type);
}

static void
wait_for_no_window (GType type)
{
  WAIT_UNTIL (find_window (type) == NULL);
  chess_test_ui_wait_idle ();
}

static GtkWidget *
find_export_dialog (void)
{
  GtkWidget *dialog = chess_test_ui_find_in_windows (CHESS_TYPE_EXPORT_DIALOG);

  return dialog != NULL && gtk_widget_get_mapped (dialog) ? dialog : NULL;
}

/* Opens Export Diagram for INFO and returns its dialog, shown. */
static GtkWidget *
open_dialog (Fixture                *fixture,
             const ChessDiagramInfo *info)
{
  chess_export_diagram (fixture->parent, info);
  WAIT_UNTIL (find_export_dialog () != NULL);
  return find_export_dialog ();
}

static GtkWidget *
dialog_child (GtkWidget  *dialog,
              const char *name)
{
  GtkWidget *child = GTK_WIDGET (gtk_widget_get_template_child (dialog, CHESS_TYPE_EXPORT_DIALOG, name));

  g_assert_nonnull (child);
  return child;
}

static void
choose_row (GtkWidget  *dialog,
            const char *row,
            guint       index)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, row)), index);
}

static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* Whether CHOOSER shows the folder at PATH, its path bar included. GTK
 * 4.18's own chooser cancelled at once crashed: a lookup's callback
 * (GIO) called gtk_box_remove() on what was no longer a box, then
 * segfaulted. The path bar looks the folders up one by one; once it
 * shows the folder's name they have answered. */
static gboolean
chooser_in_folder (GtkFileChooser *chooser,
                   const char     *path)
{
  g_autoptr(GFile) folder = gtk_file_chooser_get_current_folder (chooser);
  g_autoptr(GFile) expected = g_file_new_for_path (path);
  g_autofree char *name = g_path_get_basename (path);
  GType path_bar_type = g_type_from_name ("GtkPathBar");
  GtkWidget *path_bar;

  if (folder == NULL || !g_file_equal (folder, expected))
    return FALSE;
  if (path_bar_type == 0)
    return TRUE;
  path_bar = chess_test_ui_find_descendant (GTK_WIDGET (chooser), path_bar_type);
  return path_bar == NULL || has_label (path_bar, name);
}

/* Presses Export… and returns GTK's file chooser that comes instead,
 * once it shows the folder of the last export (it says none while it
 * loads it). */
static GtkFileChooser *
press_export (Fixture   *fixture,
              GtkWidget *dialog)
{
  g_autofree char *folder = NULL;
  GtkWindow *chooser;

  g_assert_true (gtk_widget_activate_action (dialog, "dialog.export", NULL));
  WAIT_UNTIL (find_export_dialog () == NULL);
  chooser = wait_for_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  g_assert_true (gtk_window_get_transient_for (chooser) == fixture->parent);
  folder = g_settings_get_string (fixture->settings, "export-folder");
  WAIT_UNTIL (chooser_in_folder (GTK_FILE_CHOOSER (chooser), folder));
  return GTK_FILE_CHOOSER (chooser);
}

/* The chooser for INFO's diagram, the dialog's rows as they are. */
static GtkFileChooser *
open_chooser (Fixture                *fixture,
              const ChessDiagramInfo *info)
{
  return press_export (fixture, open_dialog (fixture, info));
}

/* Types NAME and presses Export: in the folder the chooser opened,
 * the one of the last export. */
static void
answer_chooser (GtkFileChooser *chooser,
                const char     *name)
{
  gtk_file_chooser_set_current_name (chooser, name);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wait_for_no_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
}

static void
cancel_chooser (GtkFileChooser *chooser)
{
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wait_for_no_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
}

static char *
read_file (Fixture    *fixture,
           const char *name,
           gsize      *length)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, length, &error));
  g_assert_no_error (error);
  return contents;
}

/* A PNG's width and height, big-endian in its IHDR chunk. */
static void
assert_png_size (const char *png,
                 gsize       length,
                 guint32     width,
                 guint32     height)
{
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (png + 1, 3, "PNG", 3);
  g_assert_cmpuint (GUINT32_FROM_BE (*(const guint32 *) (png + 16)), ==, width);
  g_assert_cmpuint (GUINT32_FROM_BE (*(const guint32 *) (png + 20)), ==, height);
}

static void
assert_folder_empty (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);

  g_assert_nonnull (dir);
  g_assert_null (g_dir_read_name (dir));
}

/* The name proposed ends in the format chosen; the chooser offers that
 * format alone and opens in the folder of the last export. */
static void
test_suggests_name (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autoptr(ChessPosition) position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960,
                                                                   "4k3/8/8/8/8/4K3/8/8 w - - 0 1", NULL);
  GtkFileChooser *chooser;
  GtkWidget *dialog;
  g_autofree char *name = NULL;
  g_autofree char *svg_name = NULL;
  g_autofree char *later = NULL;
  g_autofree char *format = NULL;
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) filter = NULL;

  chooser = open_chooser (fixture, &info);
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (name, ==, "sp-518.png");
  filters = gtk_file_chooser_get_filters (chooser);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 1);
  filter = g_list_model_get_item (filters, 0);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "PNG Image");
  cancel_chooser (chooser);

  /* SVG chosen: the name follows, and the next export starts with SVG. */
  dialog = open_dialog (fixture, &info);
  choose_row (dialog, "format_row", 1);
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "size_row")));
  chooser = press_export (fixture, dialog);
  svg_name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (svg_name, ==, "sp-518.svg");
  cancel_chooser (chooser);
  format = g_settings_get_string (fixture->settings, "export-format");
  g_assert_cmpstr (format, ==, "svg");
  g_settings_reset (fixture->settings, "export-format");

  /* A position that is no start position has no number to go by. */
  info.position = position;
  info.number = G_MAXUINT;
  chooser = open_chooser (fixture, &info);
  later = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (later, ==, "position.png");
  cancel_chooser (chooser);

  /* Cancelled: nothing written, nothing to report. */
  g_assert_null (chess_test_ui_find_alert (NULL));
  assert_folder_empty (fixture);
}

/* Cancel and Escape in the dialog: no chooser, no file. */
static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  GtkWidget *dialog = open_dialog (fixture, &info);

  g_assert_true (gtk_widget_activate_action (dialog, "dialog.close", NULL));
  WAIT_UNTIL (find_export_dialog () == NULL);

  dialog = open_dialog (fixture, &info);
  g_assert_true (chess_test_ui_press_key (dialog, GDK_KEY_Escape, 0));
  WAIT_UNTIL (find_export_dialog () == NULL);

  chess_test_ui_settle (GTK_WIDGET (fixture->parent), 3);
  g_assert_null (find_window (GTK_TYPE_FILE_CHOOSER_DIALOG));
  assert_folder_empty (fixture);
}

static void
test_writes_png (Fixture       *fixture,
                 gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autofree char *png = NULL;
  g_autofree char *big = NULL;
  g_autofree char *folder = NULL;
  GtkWidget *dialog;
  gsize length;

  answer_chooser (open_chooser (fixture, &info), "sp-518.png");
  png = read_file (fixture, "sp-518.png", &length);
  assert_png_size (png, length, 800, 800);
  g_assert_null (chess_test_ui_find_alert (NULL));
  /* The folder is kept for the next export. */
  folder = g_settings_get_string (fixture->settings, "export-folder");
  g_assert_cmpstr (folder, ==, fixture->dir);

  /* 1600 pixels, the third width offered, is kept too. */
  dialog = open_dialog (fixture, &info);
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "size_row")));
  choose_row (dialog, "size_row", 2);
  g_assert_cmpuint (g_settings_get_uint (fixture->settings, "export-size"), ==, 1600);
  answer_chooser (press_export (fixture, dialog), "big");
  big = read_file (fixture, "big.png", &length);
  assert_png_size (big, length, 1600, 1600);
}

/* A width set outside the dialog (dconf) is offered among the others. */
static void
test_other_size (Fixture       *fixture,
                 gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autofree char *png = NULL;
  GtkWidget *dialog;
  GListModel *sizes;
  gsize length;

  g_settings_set_uint (fixture->settings, "export-size", 1000);
  dialog = open_dialog (fixture, &info);
  sizes = adw_combo_row_get_model (ADW_COMBO_ROW (dialog_child (dialog, "size_row")));
  g_assert_cmpuint (g_list_model_get_n_items (sizes), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (sizes), 2), ==, "1000 pixels");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (dialog_child (dialog, "size_row"))), ==, 2);
  answer_chooser (press_export (fixture, dialog), "odd.png");
  png = read_file (fixture, "odd.png", &length);
  assert_png_size (png, length, 1000, 1000);
}

/* A round's diagram offers a caption (event, round, SP and letters),
 * on at first: the picture grows by the caption's lines, and so does the
 * preview. Turned off, it stays off for the next export. */
static void
test_caption (Fixture       *fixture,
              gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518, .event_name = "Spring Open",
                            .round = 3, .caption = TRUE };
  ChessDiagramInfo plain = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  GtkFileChooser *chooser;
  GtkWidget *dialog;
  GtkWidget *preview;
  g_autofree char *png = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *suggested = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int captioned_height;
  gsize length;

  dialog = open_dialog (fixture, &info);
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "caption_row")));
  texture = chess_test_ui_render_content (dialog);
  chess_test_ui_save_screenshot (texture, "export-dialog-caption");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (dialog_child (dialog, "caption_switch"))));
  preview = dialog_child (dialog, "preview");
  captioned_height = gtk_drawing_area_get_content_height (GTK_DRAWING_AREA (preview));
  g_assert_cmpint (captioned_height, >, gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (preview)));
  chooser = press_export (fixture, dialog);
  suggested = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (suggested, ==, "Spring Open – Round 3 – SP 518.png");
  answer_chooser (chooser, "captioned.png");
  png = read_file (fixture, "captioned.png", &length);
  /* 800 wide, 128 taller than wide. */
  assert_png_size (png, length, 800, 928);

  dialog = open_dialog (fixture, &info);
  preview = dialog_child (dialog, "preview");
  gtk_switch_set_active (GTK_SWITCH (dialog_child (dialog, "caption_switch")), FALSE);
  g_assert_false (g_settings_get_boolean (fixture->settings, "export-caption"));
  g_assert_cmpint (gtk_drawing_area_get_content_height (GTK_DRAWING_AREA (preview)), ==,
                   gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (preview)));
  answer_chooser (press_export (fixture, dialog), "bare.png");
  bare = read_file (fixture, "bare.png", &length);
  assert_png_size (bare, length, 800, 800);

  /* Without an event there is no caption to offer. */
  g_settings_reset (fixture->settings, "export-caption");
  dialog = open_dialog (fixture, &plain);
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "caption_row")));
  g_assert_true (gtk_widget_activate_action (dialog, "dialog.close", NULL));
  WAIT_UNTIL (find_export_dialog () == NULL);
}

/* The name's own ending wins over the format chosen, with that format's
 * size; a name without one gets the chosen format's. */
static void
test_format_by_name (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960X3, .number = 2000, .black_at_bottom = TRUE };
  g_autofree char *svg = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *plain = NULL;
  GtkWidget *dialog;
  gsize length;

  dialog = open_dialog (fixture, &info);
  choose_row (dialog, "format_row", 2);
  answer_chooser (press_export (fixture, dialog), "round 3.SVG");
  svg = read_file (fixture, "round 3.SVG", &length);
  g_assert_nonnull (strstr (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"400pt\""));

  /* PDF is still chosen. */
  answer_chooser (open_chooser (fixture, &info), "round 4");
  pdf = read_file (fixture, "round 4.pdf", &length);
  g_assert_cmpmem (pdf, 5, "%PDF-", 5);

  dialog = open_dialog (fixture, &info);
  choose_row (dialog, "format_row", 0);
  answer_chooser (press_export (fixture, dialog), "round 5");
  plain = read_file (fixture, "round 5.png", &length);
  assert_png_size (plain, length, 800, 800);
}

static void
test_error_dialog (Fixture       *fixture,
                   gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 7 };
  g_autofree char *folder = NULL;
  GtkWidget *message;

  /* A folder where no file can be made, whoever runs the test (root
   * writes to read-only folders). */
  g_settings_set_string (fixture->settings, "export-folder", "/proc");
  answer_chooser (open_chooser (fixture, &info), "sp-7.png");

  /* Over the window the export was asked from, naming the file. */
  WAIT_UNTIL (chess_test_ui_find_alert (GTK_WIDGET (fixture->parent)) != NULL);
  message = chess_test_ui_find_alert (GTK_WIDGET (fixture->parent));
  g_assert_true (gtk_widget_has_css_class (message, "export-error"));
  g_assert_nonnull (strstr (chess_ui_alert_get_body (message), "/proc/sp-7.png"));
  chess_test_ui_answer_alert (message, "close");
  /* The next export starts there still: nothing was written. */
  folder = g_settings_get_string (fixture->settings, "export-folder");
  g_assert_cmpstr (folder, ==, "/proc");
}

int
main (int    argc,
      char **argv)
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/export/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("suggests-name", test_suggests_name);
  ADD ("cancel", test_cancel);
  ADD ("writes-png", test_writes_png);
  ADD ("other-size", test_other_size);
  ADD ("caption", test_caption);
  ADD ("format-by-name", test_format_by_name);
  ADD ("error-dialog", test_error_dialog);

#undef ADD

  return g_test_run ();
}
