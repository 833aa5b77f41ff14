/* test-piece-set.c: the piece sets, loaded once and drawn as their SVGs say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-piece-set"

#include <string.h>

#include <librsvg/rsvg.h>

#include "chess-diagram.h"
#include "chess-piece-set-private.h"

#define SIZE 72

static void
test_names (void)
{
  const char * const *names = chess_piece_set_list_names ();

  g_assert_cmpstrv (names, ((const char * const[]) { "classic", "contrast", NULL }));
  for (guint i = 0; names[i] != NULL; i++)
    {
      ChessPieceSet *set = chess_piece_set_get (names[i]);

      g_assert_true (chess_piece_set_is_known (names[i]));
      g_assert_nonnull (set);
      g_assert_cmpstr (chess_piece_set_get_name (set), ==, names[i]);
      /* One instance per set, for the whole process. */
      g_assert_true (chess_piece_set_get (names[i]) == set);
    }
  g_assert_false (chess_piece_set_is_known ("wooden"));
  g_assert_false (chess_piece_set_is_known (NULL));
  g_test_expect_message ("chess-piece-set", G_LOG_LEVEL_WARNING, "Unknown piece set “wooden”");
  g_assert_null (chess_piece_set_get ("wooden"));
  g_test_assert_expected_messages ();
  g_assert_true (chess_piece_set_get ("classic") != chess_piece_set_get ("contrast"));
}

/* The schema's choices for piece-set are the sets there are. */
typedef struct {
  gboolean   in_key;
  GPtrArray *choices;
} SchemaScan;

static void
schema_start (GMarkupParseContext  *context,
              const char           *element,
              const char          **names,
              const char          **values,
              gpointer              user_data,
              GError              **error)
{
  SchemaScan *scan = user_data;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (strcmp (element, "key") == 0 && strcmp (names[i], "name") == 0)
        scan->in_key = strcmp (values[i], "piece-set") == 0;
      else if (scan->in_key && strcmp (element, "choice") == 0 && strcmp (names[i], "value") == 0)
        g_ptr_array_add (scan->choices, g_strdup (values[i]));
    }
}

static void
test_schema_choices (void)
{
  static const GMarkupParser parser = { .start_element = schema_start };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                 "io.github.chess960.Chess960.gschema.xml", NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) choices = g_ptr_array_new_with_free_func (g_free);
  SchemaScan scan = { FALSE, choices };
  g_autoptr(GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, &scan, NULL);

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_parse (context, text, length, &error));
  g_assert_no_error (error);
  g_ptr_array_add (choices, NULL);
  g_assert_cmpstrv ((const char * const *) choices->pdata, chess_piece_set_list_names ());
}

/* What the app drew before there was a ChessPieceSet: the resource's SVG
 * rendered straight into a SIZE × SIZE image. */
static cairo_surface_t *
reference_render (const char *set,
                  const char *piece)
{
  g_autofree char *path = g_strdup_printf ("/io/github/chess960/Chess960/pieces/%s/%s.svg", set, piece);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  RsvgHandle *handle;
  RsvgRectangle viewport = { 0, 0, SIZE, SIZE };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  g_assert_nonnull (bytes);
  handle = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL);
  g_assert_nonnull (handle);
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, NULL));
  g_object_unref (handle);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
surfaces_equal (cairo_surface_t *a,
                cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  int height = cairo_image_surface_get_height (a);

  return stride == cairo_image_surface_get_stride (b)
         && height == cairo_image_surface_get_height (b)
         && memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                    (gsize) stride * height) == 0;
}

static void
test_pixels (void)
{
  static const char letters[] = "PNBRQK";

  for (const char * const *name = chess_piece_set_list_names (); *name != NULL; name++)
    for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
      for (ChessPieceType type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
        {
          char piece[3] = { color == CHESS_COLOR_WHITE ? 'w' : 'b', letters[type - 1], 0 };
          cairo_surface_t *ours = chess_piece_set_render (chess_piece_set_get (*name), color, type, SIZE);
          cairo_surface_t *reference = reference_render (*name, piece);

          g_test_message ("%s %s", *name, piece);
          g_assert_true (surfaces_equal (ours, reference));
          cairo_surface_destroy (ours);
          cairo_surface_destroy (reference);
        }
  g_assert_null (chess_piece_set_render (chess_piece_set_get ("classic"), CHESS_COLOR_WHITE,
                                         CHESS_PIECE_TYPE_NONE, SIZE));
}

static void
draw_diagram (const char *set)
{
  ChessDiagramInfo info = { .variant = CHESS_VARIANT_CHESS960, .number = 518, .piece_set = set };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 200);
  cairo_t *cr = cairo_create (surface);

  chess_diagram_draw_board (cr, &info, 0, 0, 200);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Each SVG is parsed once per process, however many boards draw it, and
 * only when something draws it. Run in a process of its own, so that no
 * earlier test has parsed anything. */
static void
test_parsed_once (void)
{
  if (g_test_subprocess ())
    {
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 0);
      /* Looking a set up parses nothing. */
      chess_piece_set_get ("contrast");
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 0);
      draw_diagram ("classic");
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);
      for (guint i = 0; i < 3; i++)
        draw_diagram ("classic");
      for (guint size = 20; size < 80; size += 7)
        cairo_surface_destroy (chess_piece_set_render (chess_piece_set_get ("classic"), CHESS_COLOR_BLACK,
                                                       CHESS_PIECE_TYPE_KING, (int) size));
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);
      draw_diagram (NULL);
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);
      draw_diagram ("contrast");
      draw_diagram ("contrast");
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 24);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Printing may draw off the main thread while the app draws: one lock. */
static gpointer
draw_in_thread (gpointer data)
{
  for (guint i = 0; i < 4; i++)
    draw_diagram (i % 2 == 0 ? "classic" : "contrast");
  return NULL;
}

static void
test_threads (void)
{
  GThread *threads[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("draw", draw_in_thread, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
}

/* What the disk cache keys the drawn pieces by: one per set, the same on
 * every call, and it needs no parsing. */
static void
test_fingerprint (void)
{
  ChessPieceSet *classic = chess_piece_set_get ("classic");
  ChessPieceSet *contrast = chess_piece_set_get ("contrast");
  guint parsed = _chess_piece_set_get_n_parsed ();
  const char *fingerprint = chess_piece_set_get_fingerprint (classic);

  g_assert_nonnull (fingerprint);
  g_assert_true (g_str_has_prefix (strchr (fingerprint, ' '), " librsvg "));
  g_assert_cmpuint (strchr (fingerprint, ' ') - fingerprint, ==, 16);
  g_assert_true (chess_piece_set_get_fingerprint (classic) == fingerprint);
  g_assert_cmpstr (chess_piece_set_get_fingerprint (contrast), !=, fingerprint);
  g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, parsed);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/piece-set/names", test_names);
  g_test_add_func ("/piece-set/schema-choices", test_schema_choices);
  g_test_add_func ("/piece-set/pixels", test_pixels);
  g_test_add_func ("/piece-set/parsed-once", test_parsed_once);
  g_test_add_func ("/piece-set/threads", test_threads);
  g_test_add_func ("/piece-set/fingerprint", test_fingerprint);

  return g_test_run ();
}
