/* test-export.c: exporting a diagram through the file chooser
 *
 * Without a portal, GtkFileChooserNative shows GTK's own file chooser
 * dialog; the tests fill it in and answer it as a user would.
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

typedef struct {
  GtkWindow *parent;
  char      *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-export-XXXXXX", &error);
  g_assert_no_error (error);
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

static void
settle (gint64 usec)
{
  gint64 until = g_get_monotonic_time () + usec;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* Opens the export dialog for INFO and returns GTK's file chooser in it. */
static GtkFileChooser *
open_chooser (Fixture                *fixture,
              const ChessDiagramInfo *info)
{
  GtkWindow *dialog;

  chess_export_diagram (fixture->parent, info);
  dialog = wait_for_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == fixture->parent);
  /* The chooser first loads a folder of its own; changing folders while
   * it does makes GTK 4.8 report “Operation was cancelled” in a dialog. */
  settle (G_USEC_PER_SEC / 2);
  return GTK_FILE_CHOOSER (dialog);
}

/* Types NAME into FIXTURE's folder, with the filter at FILTER_INDEX
 * chosen (-1: as it is), and presses Export. */
static void
answer_chooser (Fixture        *fixture,
                GtkFileChooser *chooser,
                const char     *name,
                int             filter_index)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, &error));
  g_assert_no_error (error);
  if (filter_index >= 0)
    {
      g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, (guint) filter_index);

      gtk_file_chooser_set_filter (chooser, filter);
    }
  gtk_file_chooser_set_current_name (chooser, name);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
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

static void
test_suggests_name (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autoptr(ChessPosition) position = chess_position_new_from_fen (CHESS_VARIANT_CHESS960,
                                                                   "4k3/8/8/8/8/4K3/8/8 w - - 0 1", NULL);
  GtkFileChooser *chooser;
  g_autofree char *name = NULL;
  g_autofree char *later = NULL;
  g_autoptr(GDir) dir = NULL;
  GListModel *filters;

  chooser = open_chooser (fixture, &info);
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (name, ==, "sp-518.png");
  /* PNG first, then SVG and PDF. */
  filters = gtk_file_chooser_get_filters (chooser);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 3);
  g_object_unref (filters);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wait_for_no_window (GTK_TYPE_FILE_CHOOSER_DIALOG);

  /* A position that is no start position has no number to go by. */
  info.position = position;
  info.number = G_MAXUINT;
  chooser = open_chooser (fixture, &info);
  later = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (later, ==, "position.png");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wait_for_no_window (GTK_TYPE_FILE_CHOOSER_DIALOG);

  /* Cancelled: nothing written, nothing to report. */
  g_assert_null (chess_test_ui_find_alert (NULL));
  dir = g_dir_open (fixture->dir, 0, NULL);
  g_assert_nonnull (dir);
  g_assert_null (g_dir_read_name (dir));
}

static void
test_writes_png (Fixture       *fixture,
                 gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  g_autofree char *png = NULL;
  gsize length;

  answer_chooser (fixture, open_chooser (fixture, &info), "sp-518.png", -1);
  png = read_file (fixture, "sp-518.png", &length);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (png + 1, 3, "PNG", 3);
  /* 800 × 800 pixels, big-endian in the IHDR chunk. */
  g_assert_cmpmem (png + 16, 8, "\0\0\x03\x20\0\0\x03\x20", 8);
  g_assert_null (chess_test_ui_find_alert (NULL));
}

/* A round's diagram has a caption (event, round, SP and letters): the
 * picture grows by the caption's lines. The name proposed says which
 * event and round. */
static void
test_caption (Fixture       *fixture,
              gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518, .event_name = "Spring Open",
                            .round = 3, .caption = TRUE };
  GtkFileChooser *chooser;
  g_autofree char *png = NULL;
  g_autofree char *suggested = NULL;
  gsize length;

  chooser = open_chooser (fixture, &info);
  suggested = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (suggested, ==, "Spring Open – Round 3 – SP 518.png");
  answer_chooser (fixture, chooser, "captioned.png", -1);
  png = read_file (fixture, "captioned.png", &length);
  g_assert_cmpuint (length, >, 24);
  /* 800 wide, 128 taller than wide. */
  g_assert_cmpmem (png + 16, 8, "\0\0\x03\x20\0\0\x03\xa0", 8);
}

static void
test_format_by_name (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960X3, .number = 2000, .black_at_bottom = TRUE };
  g_autofree char *svg = NULL;
  g_autofree char *pdf = NULL;
  gsize length;

  /* The name's ending wins over the filter. */
  answer_chooser (fixture, open_chooser (fixture, &info), "round 3.SVG", 2);
  svg = read_file (fixture, "round 3.SVG", &length);
  g_assert_nonnull (strstr (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"400pt\""));

  answer_chooser (fixture, open_chooser (fixture, &info), "round 4.pdf", -1);
  pdf = read_file (fixture, "round 4.pdf", &length);
  g_assert_cmpmem (pdf, 5, "%PDF-", 5);

  /* No ending: PNG's, the first filter's, whichever filter is chosen
   * (GtkFileDialog does not tell). */
  answer_chooser (fixture, open_chooser (fixture, &info), "round 5", 2);
  g_free (read_file (fixture, "round 5.png", &length));
  g_assert_cmpuint (length, >, 24);
}

static void
test_error_dialog (Fixture       *fixture,
                   gconstpointer  data)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 7 };
  g_autofree char *blocker = g_build_filename (fixture->dir, "sp-7.png", NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *message;

  /* A folder where the file should go: the file cannot be written. */
  g_assert_cmpint (g_mkdir (blocker, 0755), ==, 0);
  answer_chooser (fixture, open_chooser (fixture, &info), "sp-7.png", -1);

  /* Over the window the export was asked from. */
  while ((message = chess_test_ui_find_alert (GTK_WIDGET (fixture->parent))) == NULL
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (message);
  g_assert_true (gtk_widget_has_css_class (message, "export-error"));
  g_assert_nonnull (strstr (chess_ui_alert_get_body (message), "sp-7.png"));
  chess_test_ui_answer_alert (message, "close");
  g_assert_true (g_file_test (blocker, G_FILE_TEST_IS_DIR));
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
  ADD ("writes-png", test_writes_png);
  ADD ("caption", test_caption);
  ADD ("format-by-name", test_format_by_name);
  ADD ("error-dialog", test_error_dialog);

#undef ADD

  return g_test_run ();
}
