/* test-print.c: printing rounds' sheets and cards, through GtkPrintOperation
 *
 * Prints to PDF files without a dialog (what “Print to File” makes) and
 * counts their pages; then opens the real print dialog and cancels it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-print"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "chess-test-ui.h"
#include "chess-print.h"

typedef struct {
  ChessEvent *event;
  char       *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  static const guint numbers[] = { 309, 125, 7 };

  fixture->event = chess_event_new ("Club Championship", CHESS_VARIANT_CHESS960);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_assert_nonnull (chess_event_add_round (fixture->event, numbers[i], CHESS_DRAW_METHOD_NUMBER, NULL, &error));
      g_assert_no_error (error);
    }
  /* Round 4 replays round 3 with colours reversed. */
  g_assert_nonnull (chess_event_add_replay_round (fixture->event, NULL, &error));
  g_assert_no_error (error);

  fixture->dir = g_dir_make_tmp ("test-print-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_clear_pointer (&fixture->dir, g_free);
  g_clear_object (&fixture->event);
}

static guint
count_occurrences (const char *data,
                   gsize       length,
                   const char *needle,
                   const char *unless_followed_by)
{
  gsize needle_length = strlen (needle);
  gsize follow_length = unless_followed_by != NULL ? strlen (unless_followed_by) : 0;
  guint n = 0;

  for (gsize i = 0; i + needle_length <= length; i++)
    if (memcmp (data + i, needle, needle_length) == 0
        && !(follow_length > 0 && i + needle_length + follow_length <= length
             && memcmp (data + i + needle_length, unless_followed_by, follow_length) == 0))
      n++;
  return n;
}

/* The PDF's bytes, with every Flate-compressed stream appended inflated:
 * newer cairo versions pack the page objects into compressed object
 * streams, where a plain search would not see them. */
static GByteArray *
read_pdf (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GByteArray *all = g_byte_array_new ();
  gsize length;
  const char *p, *end;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_byte_array_append (all, (const guint8 *) contents, length);

  end = contents + length;
  for (p = contents; p + 7 < end; p++)
    {
      const char *start, *stop;
      g_autoptr(GConverter) inflater = NULL;
      g_autoptr(GInputStream) raw = NULL;
      g_autoptr(GInputStream) stream = NULL;
      g_autoptr(GBytes) inflated = NULL;

      if (memcmp (p, "stream", 6) != 0 || (p > contents && p[-1] == 'd'))
        continue;
      start = p + 6;
      if (*start == '\r')
        start++;
      if (*start != '\n')
        continue;
      start++;
      for (stop = start; stop + 9 <= end && memcmp (stop, "endstream", 9) != 0; stop++)
        ;
      if (stop + 9 > end)
        break;

      inflater = G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB));
      raw = g_memory_input_stream_new_from_data (start, stop - start, NULL);
      stream = g_converter_input_stream_new (raw, inflater);
      /* Not every stream is compressed, nor with zlib: those fail here. */
      inflated = g_input_stream_read_bytes (stream, 16 * 1024 * 1024, NULL, NULL);
      if (inflated != NULL)
        g_byte_array_append (all, g_bytes_get_data (inflated, NULL), g_bytes_get_size (inflated));
      p = stop;
    }
  return all;
}

static guint
count_pages (const char *path)
{
  g_autoptr(GByteArray) pdf = read_pdf (path);

  g_assert_cmpuint (pdf->len, >, 5);
  g_assert_cmpmem (pdf->data, 5, "%PDF-", 5);
  /* Each page is a /Type /Page object; the tree above them is /Pages. */
  return count_occurrences ((const char *) pdf->data, pdf->len, "/Type /Page", "s");
}

static guint
print_rounds (Fixture          *fixture,
              guint             first,
              guint             n_rounds,
              ChessPrintLayout  layout)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("rounds-%u-%u-%d.pdf", first, n_rounds, layout);
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  const ChessRound *rounds[8];

  g_assert_cmpuint (n_rounds, <=, G_N_ELEMENTS (rounds));
  for (guint i = 0; i < n_rounds; i++)
    {
      rounds[i] = chess_event_get_round (fixture->event, first + i);
      g_assert_nonnull (rounds[i]);
    }

  g_assert_true (chess_print_rounds_to_file (fixture->event, rounds, n_rounds, layout, path, &error));
  g_assert_no_error (error);
  return count_pages (path);
}

static void
test_sheet_pages (Fixture       *fixture,
                  gconstpointer  data)
{
  g_assert_cmpuint (print_rounds (fixture, 0, 1, CHESS_PRINT_SHEET), ==, 1);
  g_assert_cmpuint (print_rounds (fixture, 0, 3, CHESS_PRINT_SHEET), ==, 3);
  /* The replayed round too. */
  g_assert_cmpuint (print_rounds (fixture, 2, 2, CHESS_PRINT_SHEET), ==, 2);
}

static void
test_card_pages (Fixture       *fixture,
                 gconstpointer  data)
{
  /* One page of cards per round. */
  g_assert_cmpuint (print_rounds (fixture, 3, 1, CHESS_PRINT_CARDS), ==, 1);
  g_assert_cmpuint (print_rounds (fixture, 0, 3, CHESS_PRINT_CARDS), ==, 3);
}

/* The locale's paper, upright: A4 or US Letter, in points. */
static void
test_paper (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "paper.pdf", NULL);
  g_autoptr(GByteArray) pdf = NULL;
  const ChessRound *round = chess_event_get_round (fixture->event, 0);
  const char *text;
  gboolean a4, letter;

  g_assert_true (chess_print_rounds_to_file (fixture->event, &round, 1, CHESS_PRINT_SHEET, path, &error));
  g_assert_no_error (error);
  pdf = read_pdf (path);
  g_byte_array_append (pdf, (const guint8 *) "", 1);
  text = (const char *) pdf->data;
  a4 = count_occurrences (text, pdf->len, "/MediaBox [ 0 0 595.", NULL) > 0
       && count_occurrences (text, pdf->len, " 841.", NULL) > 0;
  letter = count_occurrences (text, pdf->len, "/MediaBox [ 0 0 612 792 ]", NULL) > 0;
  g_assert_true (a4 || letter);
}

static void
test_write_error (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "no such folder", "x.pdf", NULL);
  const ChessRound *round = chess_event_get_round (fixture->event, 0);

  g_assert_false (chess_print_rounds_to_file (fixture->event, &round, 1, CHESS_PRINT_CARDS, path, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static GtkWindow *
find_print_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* By name: its header needs gtk4-unix-print, for one type check. */
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, g_type_from_name ("GtkPrintUnixDialog"))
          && gtk_window_get_transient_for (window) == parent)
        return window;
    }
  return NULL;
}

/* The real dialog opens over the window, and cancelling it prints nothing
 * and shows no error; the operation goes away with it. */
static void
test_dialog_cancel (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  const ChessRound *rounds[] = { chess_event_get_round (fixture->event, 0), chess_event_get_round (fixture->event, 1) };
  GtkWindow *dialog = NULL;

  /* Only the file printer: no CUPS to wait for. */
  g_object_set (gtk_settings_get_default (), "gtk-print-backends", "file", NULL);
  gtk_window_present (parent);

  chess_print_rounds (parent, fixture->event, rounds, G_N_ELEMENTS (rounds), CHESS_PRINT_SHEET);
  WAIT_UNTIL ((dialog = find_print_dialog (parent)) != NULL);
  g_assert_true (gtk_window_get_modal (dialog));

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  WAIT_UNTIL (find_print_dialog (parent) == NULL);
  chess_test_ui_wait_idle ();

  /* No error dialog: the only window left is the parent. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_window_get_toplevels ()), ==, 1);
  gtk_window_destroy (parent);
}

int
main (int    argc,
      char **argv)
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/print/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("sheet-pages", test_sheet_pages);
  ADD ("card-pages", test_card_pages);
  ADD ("paper", test_paper);
  ADD ("write-error", test_write_error);
  ADD ("dialog-cancel", test_dialog_cancel);

#undef ADD

  return g_test_run ();
}
