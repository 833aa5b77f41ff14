/* test-print.c: printing rounds' sheets and cards, through GtkPrintOperation
 *
 * Prints to PDF files without a dialog (what “Print to File” makes) and
 * counts their pages; then opens the real print dialog and cancels it.
 * Draws tent cards and sheets as the pages do, in English, Russian and
 * Italian, and keeps the pictures for people to judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-print"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>
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

/* The height of the PDF's pages, in points: the locale's paper (A4, or
 * Letter in en_US, which the language tests leave set). */
static double
page_height (const char *path)
{
  g_autoptr(GByteArray) pdf = read_pdf (path);
  const char *box = "/MediaBox [ 0 0 ";
  gsize box_length = strlen (box);

  g_byte_array_append (pdf, (const guint8 *) "", 1);
  for (gsize i = 0; i + box_length < pdf->len; i++)
    if (memcmp (pdf->data + i, box, box_length) == 0)
      {
        char *end = NULL;
        double height;

        g_ascii_strtod ((const char *) pdf->data + i + box_length, &end);
        height = g_ascii_strtod (end, NULL);
        g_assert_cmpfloat (height, >, 0);
        return height;
      }
  g_assert_not_reached ();
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

/* The page of ROUND (of EVENT) in LAYOUT, drawn as the print operation
 * draws it on A4, into an image: what the paper shows. */
static cairo_surface_t *
render_page (ChessEvent       *event,
             const ChessRound *round,
             ChessPrintLayout  layout,
             const char       *screenshot)
{
  /* A4 at 1 pixel a point: 595 × 842. */
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 595, 842);
  cairo_t *cr = cairo_create (surface);
  ChessDiagramInfo info = { 0 };
  g_autofree char *note = NULL;
  g_autofree char *code = NULL;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  chess_print_fill_info (&info, event, round, &note, &code);
  if (layout == CHESS_PRINT_CARDS)
    chess_diagram_draw_tent_card (cr, &info, 595, 842);
  else
    chess_diagram_draw_sheet (cr, &info, 595, 842);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);

  if (screenshot != NULL)
    {
      const char *build_dir = g_getenv ("G_TEST_BUILDDIR");
      g_autofree char *dir = g_build_filename (build_dir != NULL ? build_dir : ".", "screenshots", NULL);
      g_autofree char *file = g_strconcat (screenshot, ".png", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("saved %s", path);
    }
  return surface;
}

/* The share of pixels in which the upper half, turned round, differs
 * from the lower half by more than a shade. */
static double
halves_difference (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint differ = 0, total = 0;

  cairo_surface_flush (surface);
  /* Away from the fold and its words. */
  for (int y = height / 2 + 20; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint32 *lower = (const guint32 *) (data + y * stride) + x;
        const guint32 *upper = (const guint32 *) (data + (height - 1 - y) * stride) + (width - 1 - x);
        int delta = 0;

        for (int shift = 0; shift < 24; shift += 8)
          delta = MAX (delta, ABS ((int) ((*lower >> shift) & 0xff) - (int) ((*upper >> shift) & 0xff)));
        differ += delta > 64;
        total++;
      }
  return (double) differ / total;
}

/* A tent card stands on the table between the players: the card on both
 * faces, the upper one turned round, so that folded on the dashed line
 * each side reads upright. */
static void
test_tent_card (Fixture       *fixture,
                gconstpointer  data)
{
  cairo_surface_t *surface = render_page (fixture->event, chess_event_get_round (fixture->event, 3),
                                          CHESS_PRINT_CARDS, "print-tent-card");
  cairo_surface_t *sheet = render_page (fixture->event, chess_event_get_round (fixture->event, 3),
                                        CHESS_PRINT_SHEET, "print-sheet");

  /* Both faces hold the same card: it differs from itself turned round
   * in a few anti-aliased pixels at most … */
  g_assert_cmpfloat (halves_difference (surface), <, 0.005);
  /* … where a sheet, not symmetric at all, differs a lot. */
  g_assert_cmpfloat (halves_difference (sheet), >, 0.02);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (sheet);
}

/* Sheets and cards name the variant, the round, how and when it was
 * drawn, and the position in the user's letters with the English code
 * once beside them. */
static void
test_words (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Open", CHESS_VARIANT_CHESS960X3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) time = g_date_time_new_utc (2026, 11, 21, 18, 30, 0);
  const ChessRound *round = chess_event_add_round (event, 2000, CHESS_DRAW_METHOD_PHYSICAL_DIE, time, &error);
  ChessDiagramInfo info = { 0 };
  g_autofree char *note = NULL;
  g_autofree char *code = NULL;
  g_autofree char *joined = NULL;
  cairo_surface_t *surface;

  g_assert_no_error (error);
  chess_print_fill_info (&info, event, round, &note, &code);
  g_assert_cmpstr (info.variant_name, ==, "Chess960x3");
  g_assert_cmpuint (info.round, ==, 1);
  g_assert_cmpuint (info.number, ==, 2000);
  g_assert_true (g_str_has_prefix (info.draw_note, "Thrown with a physical die · "));
  g_assert_nonnull (strstr (info.draw_note, "2026"));
  /* English: the letters are the code, shown once. */
  joined = chess_diagram_join_letters (info.letters);
  g_assert_cmpstr (joined, ==, round->back_rank);
  g_assert_null (info.english_code);

  /* Russian: the letters of the set-up guide, spaced for Кр, and the
   * English code once, marked as such. */
  chess_test_ui_use_language ("ru");
  g_clear_pointer (&note, g_free);
  g_clear_pointer (&code, g_free);
  g_clear_pointer (&joined, g_free);
  chess_print_fill_info (&info, event, round, &note, &code);
  joined = chess_diagram_join_letters (info.letters);
  g_assert_nonnull (strstr (joined, "Кр"));
  g_assert_nonnull (strchr (joined, ' '));
  g_assert_nonnull (info.english_code);
  g_assert_nonnull (strstr (info.english_code, round->back_rank));
  surface = render_page (event, round, CHESS_PRINT_CARDS, "print-tent-card-ru");
  cairo_surface_destroy (surface);
  surface = render_page (event, round, CHESS_PRINT_SHEET, "print-sheet-ru");
  cairo_surface_destroy (surface);
  chess_test_ui_use_language ("it");
  surface = render_page (event, round, CHESS_PRINT_SHEET, "print-sheet-it");
  cairo_surface_destroy (surface);
  chess_test_ui_use_language ("en");
}

/* The draw protocol: every entry of the record, on as many pages as it
 * takes, the last ending with the last entry's hash. */
static void
test_protocol (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *short_path = g_build_filename (fixture->dir, "protocol.pdf", NULL);
  g_autofree char *long_path = g_build_filename (fixture->dir, "protocol-long.pdf", NULL);
  g_autoptr(ChessEvent) big = chess_event_new ("Marathon", CHESS_VARIANT_CHESS960X3);
  ChessDiagramProtocol protocol = { .title = "x", .n_entries = 0 };

  g_assert_true (chess_print_protocol_to_file (fixture->event, short_path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pages (short_path), ==, 1);

  /* 300 rounds: 301 entries and more, several pages. */
  for (guint i = 0; i < 300; i++)
    g_assert_nonnull (chess_event_add_round (big, i, CHESS_DRAW_METHOD_RANDOM, NULL, &error));
  g_assert_true (chess_print_protocol_to_file (big, long_path, &error));
  g_assert_no_error (error);
  protocol.n_entries = chess_event_get_n_entries (big);
  /* The paper less GTK's default margins, 36 points above and below. */
  g_assert_cmpuint (count_pages (long_path), ==,
                    chess_diagram_protocol_count_pages (&protocol, page_height (long_path) - 72));
  g_assert_cmpuint (count_pages (long_path), >, 4);
}

/* Print to File proposes the event and the rounds, not “output.pdf”. */
static void
test_file_name (Fixture       *fixture,
                gconstpointer  data)
{
  const ChessRound *rounds[] = { chess_event_get_round (fixture->event, 0), chess_event_get_round (fixture->event, 2) };
  g_autofree char *one = chess_print_file_name (fixture->event, rounds, 1, CHESS_PRINT_CARDS);
  g_autofree char *two = chess_print_file_name (fixture->event, rounds, 2, CHESS_PRINT_SHEET);
  g_autoptr(ChessEvent) slashed = chess_event_new ("A/B Cup", CHESS_VARIANT_CHESS960);
  g_autofree char *safe = chess_print_file_name (slashed, rounds, 1, CHESS_PRINT_SHEET);

  g_assert_cmpstr (one, ==, "Club Championship — Round 1 (table cards)");
  g_assert_cmpstr (two, ==, "Club Championship — Rounds 1–3 (sheet)");
  g_assert_null (strchr (safe, '/'));
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
  const char *localedir = g_getenv ("CHESS960_LOCALEDIR");

  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  /* The catalogues of the build tree, for the pages in other languages. */
  setlocale (LC_ALL, "C.UTF-8");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

#define ADD(path, func) \
  g_test_add ("/print/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("sheet-pages", test_sheet_pages);
  ADD ("card-pages", test_card_pages);
  ADD ("paper", test_paper);
  ADD ("write-error", test_write_error);
  ADD ("dialog-cancel", test_dialog_cancel);
  ADD ("tent-card", test_tent_card);
  ADD ("words", test_words);
  ADD ("file-name", test_file_name);
  ADD ("protocol", test_protocol);

#undef ADD

  return g_test_run ();
}
