/* test-coordinate-glyphs.c: the board's coordinates as pictures, drawn as
 * GTK draws text, kept by one start and read by the next
 *
 * Each "start" is a subprocess of its own running the same test (a fresh
 * process: nothing in memory), sharing this program's cache folder, which
 * chess_test_ui_init() made. What it expects comes from the environment
 * (CHESS960_TEST_EXPECT).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-coordinate-glyphs"

#include <string.h>

#include <gtk/gtk.h>

#include "chess-board-palette.h"
#include "chess-board-view-private.h"
#include "chess-coordinate-glyphs.h"
#include "chess-hash.h"
#include "chess-picture-disk-cache.h"
#include "chess-test-ui.h"

#define BOARD_SIZE 400
/* Where the payload's hash is in a cache file's header. */
#define HEADER_SIZE 80
#define HASH_OFFSET 72
/* The numbers after the pictures: six 32-bit ones a glyph. */
#define VALUES_LENGTH (CHESS_UI_N_COORDINATE_GLYPHS * 6 * 4)

typedef enum {
  EXPECT_DRAWN,    /* no file: drawn, then written */
  EXPECT_READ,     /* read from the file, and still what the fonts draw */
  EXPECT_REPLACED, /* read from the file, found stale, drawn and written */
} Expect;

static GtkWidget *
show_board (GtkWidget **window_out)
{
  g_autoptr(ChessPosition) position = chess_position_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessGame) game = chess_game_new (position);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = chess_board_view_new ();

  gtk_widget_set_size_request (view, BOARD_SIZE, BOARD_SIZE);
  gtk_window_set_default_size (GTK_WINDOW (window), BOARD_SIZE, BOARD_SIZE);
  chess_board_view_set_game (CHESS_BOARD_VIEW (view), game);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (view);
  *window_out = window;
  return view;
}

/* The glyphs BOARD draws: the set its coordinates' font, colour and scale
 * name. */
static PangoFontDescription *
board_font (GtkWidget *board)
{
  ChessBoardGeometry geometry;

  _chess_board_view_get_geometry (CHESS_BOARD_VIEW (board), &geometry);
  return _chess_board_view_dup_coordinate_font (CHESS_BOARD_VIEW (board), &geometry);
}

static ChessCoordinateGlyphs *
board_glyphs (GtkWidget *board)
{
  g_autoptr(PangoFontDescription) font = board_font (board);

  return chess_ui_coordinate_glyphs_get (gtk_widget_get_pango_context (board), font,
                                         &chess_board_palette_for_widget (board)->coordinates,
                                         gtk_widget_get_scale_factor (board));
}

static guchar *
download (GdkTexture *texture,
          gsize      *length)
{
  int width = gdk_texture_get_width (texture);
  guchar *pixels = g_malloc ((gsize) width * 4 * gdk_texture_get_height (texture));

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  *length = (gsize) width * 4 * gdk_texture_get_height (texture);
  return pixels;
}

/* Each glyph's picture over the frame's colour, beside the same glyph set
 * as text by GTK at the same whole-pixel origin, rendered by BOARD's
 * renderer: the same pixels, but for rounding. */
static void
assert_glyphs_like_text (GtkWidget *board)
{
  ChessCoordinateGlyphs *glyphs = board_glyphs (board);
  const ChessBoardPalette *palette = chess_board_palette_for_widget (board);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (board));
  int cell = chess_ui_coordinate_glyphs_get_cell_size (glyphs);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (board, NULL);
  g_autoptr(PangoFontDescription) font = board_font (board);

  pango_layout_set_font_description (layout, font);
  g_assert_cmpint (cell, >, 4);

  for (const char *c = "abcdefgh12345678"; *c != '\0'; c++)
    {
      const ChessCoordinateGlyph *glyph = chess_ui_coordinate_glyphs_lookup (glyphs, *c);
      /* Room for the cell, the glyph's origin at a whole pixel inside. */
      graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 3 * cell, 3 * cell);
      graphene_point_t origin = GRAPHENE_POINT_INIT (cell - glyph->cell_x, cell - glyph->cell_y);
      g_autoptr(GtkSnapshot) as_text = gtk_snapshot_new ();
      g_autoptr(GtkSnapshot) as_picture = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) text_node = NULL;
      g_autoptr(GskRenderNode) picture_node = NULL;
      g_autoptr(GdkTexture) text_texture = NULL;
      g_autoptr(GdkTexture) picture_texture = NULL;
      g_autofree guchar *text_pixels = NULL;
      g_autofree guchar *picture_pixels = NULL;
      gsize length, other_length;
      guint inked = 0;
      int most = 0;

      gtk_snapshot_append_color (as_text, &palette->frame, &area);
      gtk_snapshot_save (as_text);
      gtk_snapshot_translate (as_text, &origin);
      pango_layout_set_text (layout, c, 1);
      gtk_snapshot_append_layout (as_text, layout, &palette->coordinates);
      gtk_snapshot_restore (as_text);
      text_node = gtk_snapshot_free_to_node (g_steal_pointer (&as_text));

      gtk_snapshot_append_color (as_picture, &palette->frame, &area);
      gtk_snapshot_append_texture (as_picture, glyph->texture,
                                   &GRAPHENE_RECT_INIT (origin.x + glyph->cell_x, origin.y + glyph->cell_y,
                                                        cell, cell));
      picture_node = gtk_snapshot_free_to_node (g_steal_pointer (&as_picture));

      text_texture = gsk_renderer_render_texture (renderer, text_node, &area);
      picture_texture = gsk_renderer_render_texture (renderer, picture_node, &area);
      text_pixels = download (text_texture, &length);
      picture_pixels = download (picture_texture, &other_length);
      g_assert_cmpuint (length, ==, other_length);
      for (gsize i = 0; i < length; i++)
        most = MAX (most, ABS ((int) text_pixels[i] - (int) picture_pixels[i]));
      g_test_message ("%c: at most %d apart", *c, most);
      g_assert_cmpint (most, <=, 2);
      /* And the glyph is there at all: not two empty pictures. */
      for (gsize i = 4; i < length; i += 4)
        inked += memcmp (text_pixels, text_pixels + i, 4) != 0;
      g_assert_cmpuint (inked, >, 10);
    }
}

static void
child_start (void)
{
  Expect expect = (Expect) atoi (g_getenv ("CHESS960_TEST_EXPECT"));
  GtkWidget *window;
  GtkWidget *board = show_board (&window);

  switch (expect)
    {
    case EXPECT_DRAWN:
      g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_drawn (), ==, 1);
      g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_loaded (), ==, 0);
      WAIT_UNTIL (_chess_ui_picture_disk_cache_get_n_finished (CHESS_UI_PICTURE_CACHE_COORDINATES) == 1);
      g_assert_cmpuint (_chess_ui_picture_disk_cache_get_n_written (CHESS_UI_PICTURE_CACHE_COORDINATES), ==, 1);
      break;
    case EXPECT_READ:
    case EXPECT_REPLACED:
      /* Nothing shaped or drawn for the first frame. */
      g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_drawn (), ==, 0);
      g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_loaded (), ==, 1);
      g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_unchecked (), ==, 1);
      WAIT_UNTIL (_chess_ui_coordinate_glyphs_get_n_unchecked () == 0);
      if (expect == EXPECT_READ)
        {
          g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_replaced (), ==, 0);
        }
      else
        {
          g_assert_cmpuint (_chess_ui_coordinate_glyphs_get_n_replaced (), ==, 1);
          WAIT_UNTIL (_chess_ui_picture_disk_cache_get_n_finished (CHESS_UI_PICTURE_CACHE_COORDINATES) == 1);
          g_assert_cmpuint (_chess_ui_picture_disk_cache_get_n_written (CHESS_UI_PICTURE_CACHE_COORDINATES), ==, 1);
        }
      break;
    default:
      g_assert_not_reached ();
    }

  /* Whatever the source, what GTK's text would show. */
  assert_glyphs_like_text (board);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
start (Expect expect)
{
  g_autofree char *expect_text = g_strdup_printf ("%d", expect);

  g_setenv ("CHESS960_TEST_EXPECT", expect_text, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The one coordinates file a start wrote. */
static char *
dup_only_file (void)
{
  g_autofree char *folder = _chess_ui_picture_disk_cache_dup_folder (CHESS_UI_PICTURE_CACHE_COORDINATES);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  char *path = NULL;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_assert_true (g_str_has_suffix (name, ".coordinates"));
      g_clear_pointer (&path, g_free);
      path = g_build_filename (folder, name, NULL);
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
  return path;
}

/* A first start's file: its path and what it wrote. */
static char *
first_start_file (char  **contents,
                  gsize  *length)
{
  char *path;

  chess_test_ui_clear_cache ();
  start (EXPECT_DRAWN);
  path = dup_only_file ();
  g_assert_true (g_file_get_contents (path, contents, length, NULL));
  g_assert_cmpuint (*length, >, HEADER_SIZE + 1000);
  return path;
}

static void
test_kept (void)
{
  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }
  chess_test_ui_clear_cache ();
  start (EXPECT_DRAWN);
  g_free (dup_only_file ());
  start (EXPECT_READ);
}

/* A file whose pixels the fonts no longer give (a font installed since),
 * whole and keyed right: shown at first, then replaced and written. */
static void
test_stale (void)
{
  g_autofree char *path = NULL;
  g_autofree char *good = NULL;
  g_autofree char *stale = NULL;
  g_autofree char *again = NULL;
  gsize length, again_length;
  guint64 hash;

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }
  path = first_start_file (&good, &length);

  /* Every pixel of the pictures made opaque, the hash made to agree. */
  stale = g_memdup2 (good, length);
  for (gsize i = HEADER_SIZE + 3; i < length - VALUES_LENGTH; i += 4)
    stale[i] = (char) 0xff;
  hash = chess_hash64 (stale + HEADER_SIZE, length - HEADER_SIZE, 0);
  memcpy (stale + HASH_OFFSET, &hash, sizeof hash);
  g_assert_true (g_file_set_contents (path, stale, (gssize) length, NULL));

  start (EXPECT_REPLACED);
  g_assert_true (g_file_get_contents (path, &again, &again_length, NULL));
  g_assert_cmpmem (again, again_length, good, length);
  start (EXPECT_READ);
}

/* A file cut short is no file: drawn, and written whole again. */
static void
test_cut_short (void)
{
  g_autofree char *path = NULL;
  g_autofree char *good = NULL;
  g_autofree char *again = NULL;
  gsize length, again_length;

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }
  path = first_start_file (&good, &length);
  g_assert_true (g_file_set_contents (path, good, (gssize) length / 2, NULL));
  start (EXPECT_DRAWN);
  g_assert_true (g_file_get_contents (path, &again, &again_length, NULL));
  g_assert_cmpmem (again, again_length, good, length);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/coordinate-glyphs/kept", test_kept);
  g_test_add_func ("/coordinate-glyphs/stale", test_stale);
  g_test_add_func ("/coordinate-glyphs/cut-short", test_cut_short);

  return g_test_run ();
}
