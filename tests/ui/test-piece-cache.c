/* test-piece-cache.c: the pieces one start drew, read by the next
 *
 * Each "start" is a subprocess of its own running the same test (a fresh
 * process: nothing parsed, nothing in memory), sharing this program's
 * cache folder, which chess_test_ui_init() made. What it shows and expects
 * comes from the environment (CHESS960_TEST_*); it checks its own counts
 * and that every piece it shows has the pixels a fresh drawing of the SVG
 * gives.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-piece-cache"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "chess-board-view-private.h"
#include "chess-piece-disk-cache.h"
#include "chess-piece-set-private.h"
#include "chess-piece-textures.h"
#include "chess-test-mounts.h"
#include "chess-test-ui.h"

#define SMALL_BOARD 360
#define LARGE_BOARD 480

typedef enum {
  EXPECT_HIT,      /* read from the cache: nothing parsed */
  EXPECT_MISS,     /* drawn, then written */
  EXPECT_NO_WRITE, /* drawn, and the write failed harmlessly */
} Expect;

/* One start of the app's board, in the subprocess. */
static void
child_start (void)
{
  Expect expect = (Expect) atoi (g_getenv ("CHESS960_TEST_EXPECT"));
  int board_size = atoi (g_getenv ("CHESS960_TEST_BOARD"));
  gboolean high_contrast = g_strcmp0 (g_getenv ("CHESS960_TEST_HIGH_CONTRAST"), "1") == 0;
  const char *set_name = high_contrast ? "contrast" : g_getenv ("CHESS960_TEST_SET");
  g_autoptr(ChessPosition) position = chess_position_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessGame) game = chess_game_new (position);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = chess_board_view_new ();
  ChessBoardView *board = CHESS_BOARD_VIEW (view);
  ChessPieceSet *set = chess_piece_set_get (set_name);
  int size;

  gtk_widget_set_size_request (view, board_size, board_size);
  gtk_window_set_default_size (GTK_WINDOW (window), board_size, board_size);
  chess_board_view_set_game (board, game);
  if (high_contrast)
    gtk_widget_add_css_class (view, "high-contrast");
  else
    chess_board_view_set_piece_set (board, set_name);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (view);

  size = board->texture_size;
  g_test_message ("%s pieces at %d pixels, expecting %s", set_name, size,
                  expect == EXPECT_HIT ? "a hit" : expect == EXPECT_MISS ? "a miss" : "no write");
  g_assert_cmpint (size, >, 0);
  g_assert_true (board->texture_pieces == set);
  if (expect == EXPECT_HIT)
    {
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 0);
      g_assert_cmpuint (_chess_ui_piece_textures_get_n_rendered (), ==, 0);
      g_assert_cmpuint (_chess_ui_piece_textures_get_n_loaded (), ==, 12);
    }
  else
    {
      g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);
      g_assert_cmpuint (_chess_ui_piece_textures_get_n_rendered (), ==, 12);
      g_assert_cmpuint (_chess_ui_piece_textures_get_n_loaded (), ==, 0);
      WAIT_UNTIL (_chess_ui_piece_disk_cache_get_n_finished () == 1);
      g_assert_cmpuint (_chess_ui_piece_disk_cache_get_n_written (), ==, expect == EXPECT_MISS ? 1 : 0);
    }

  /* Whatever the source, the pixels a drawing of the SVG gives now. */
  for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
    for (ChessPieceType type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      {
        cairo_surface_t *drawn = chess_piece_set_render (set, color, type, size);
        int stride = cairo_image_surface_get_stride (drawn);
        g_autofree guchar *shown = g_malloc ((gsize) stride * size);

        g_assert_cmpint (gdk_texture_get_width (board->textures[color][type]), ==, size);
        gdk_texture_download (board->textures[color][type], shown, stride);
        g_assert_cmpmem (shown, (gsize) stride * size, cairo_image_surface_get_data (drawn), (gsize) stride * size);
        cairo_surface_destroy (drawn);
      }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
start_full (Expect      expect,
            int         board_size,
            const char *set_name,
            gboolean    high_contrast)
{
  g_autofree char *expect_text = g_strdup_printf ("%d", expect);
  g_autofree char *board_text = g_strdup_printf ("%d", board_size);

  g_setenv ("CHESS960_TEST_EXPECT", expect_text, TRUE);
  g_setenv ("CHESS960_TEST_BOARD", board_text, TRUE);
  g_setenv ("CHESS960_TEST_SET", set_name, TRUE);
  g_setenv ("CHESS960_TEST_HIGH_CONTRAST", high_contrast ? "1" : "0", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
start (Expect expect)
{
  start_full (expect, SMALL_BOARD, "classic", FALSE);
}

/* The files in the cache folder, sorted. */
static GPtrArray *
list_cache (void)
{
  g_autofree char *folder = _chess_ui_piece_disk_cache_dup_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  return paths;
}

/* The one file a start wrote. */
static char *
dup_only_file (void)
{
  g_autoptr(GPtrArray) paths = list_cache ();

  g_assert_cmpuint (paths->len, ==, 1);
  g_assert_true (g_str_has_suffix (paths->pdata[0], ".pieces"));
  return g_strdup (paths->pdata[0]);
}

static void
test_second_start (void)
{
  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }
  chess_test_ui_clear_cache ();
  start (EXPECT_MISS);
  g_free (dup_only_file ());
  start (EXPECT_HIT);
}

typedef enum {
  DAMAGE_EMPTY,
  DAMAGE_CUT_SHORT,
  DAMAGE_PIXEL,
  DAMAGE_LAST_PIXEL,
  DAMAGE_KEY,
  DAMAGE_LONGER,
} Damage;

/* A file cut short or changed anywhere is never shown: the pieces are
 * drawn as if there were none (and written again). */
static void
test_damaged (void)
{
  g_autofree char *path = NULL;
  g_autofree char *good = NULL;
  gsize length;

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }

  chess_test_ui_clear_cache ();
  start (EXPECT_MISS);
  path = dup_only_file ();
  g_assert_true (g_file_get_contents (path, &good, &length, NULL));
  g_assert_cmpuint (length, >, 1000);

  for (Damage damage = DAMAGE_EMPTY; damage <= DAMAGE_LONGER; damage++)
    {
      g_autofree char *bad = g_memdup2 (good, length);
      gsize bad_length = length;
      g_autofree char *again = NULL;
      gsize again_length;

      switch (damage)
        {
        case DAMAGE_EMPTY:
          bad_length = 0;
          break;
        case DAMAGE_CUT_SHORT:
          bad_length = length / 2;
          break;
        case DAMAGE_PIXEL:
          bad[length / 2] ^= 0x01;
          break;
        case DAMAGE_LAST_PIXEL:
          bad[length - 1] ^= 0x80;
          break;
        case DAMAGE_KEY:
          bad[20] ^= 0x01;
          break;
        case DAMAGE_LONGER:
          bad = g_realloc (bad, length + 4);
          memset (bad + length, 0, 4);
          bad_length = length + 4;
          break;
        default:
          g_assert_not_reached ();
        }
      g_test_message ("damage %d", damage);
      g_assert_true (g_file_set_contents (path, bad, (gssize) bad_length, NULL));
      start (EXPECT_MISS);
      /* Written again, whole and the same as before. */
      g_assert_true (g_file_get_contents (path, &again, &again_length, NULL));
      g_assert_cmpmem (again, again_length, good, length);
    }
}

/* Another size, another set or high contrast (which draws the contrast
 * set) never shows what was kept for one size and set; each is kept too. */
static void
test_other_key (void)
{
  g_autoptr(GPtrArray) paths = NULL;

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }

  chess_test_ui_clear_cache ();
  start (EXPECT_MISS);
  start_full (EXPECT_MISS, SMALL_BOARD, "classic", TRUE);
  start_full (EXPECT_HIT, SMALL_BOARD, "contrast", FALSE);
  start_full (EXPECT_MISS, LARGE_BOARD, "classic", FALSE);
  start (EXPECT_HIT);
  paths = list_cache ();
  g_assert_cmpuint (paths->len, ==, 3);
}

/* The cache folder cannot be made (its parent is a file): the pieces are
 * drawn, nothing is shown or warned of. Holds even for root. */
static void
test_unwritable_folder (void)
{
  g_autofree char *app_folder = g_build_filename (g_get_user_cache_dir (), "chess960", NULL);

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }

  chess_test_ui_clear_cache ();
  g_assert_true (g_file_set_contents (app_folder, "not a folder", -1, NULL));
  start (EXPECT_NO_WRITE);
  chess_test_ui_clear_cache ();
}

/* Makes FOLDER read-only (or writable again) for whoever runs the test.
 * For a user its mode does it; root writes whatever the mode says, so for
 * root (as CI runs) a read-only mount. FALSE where root may not mount. */
static gboolean
set_folder_read_only (const char *folder,
                      gboolean    read_only)
{
  if (geteuid () != 0)
    return g_chmod (folder, read_only ? 0555 : 0755) == 0;
  return read_only ? chess_test_mount_read_only (folder) : chess_test_unmount (folder);
}

/* A read-only folder: what is there is read, nothing new is written. */
static void
test_read_only_folder (void)
{
  g_autofree char *folder = _chess_ui_piece_disk_cache_dup_folder ();
  g_autofree char *probe = g_build_filename (folder, "probe", NULL);

  if (g_test_subprocess ())
    {
      child_start ();
      return;
    }

  chess_test_ui_clear_cache ();
  start (EXPECT_MISS);
  if (!set_folder_read_only (folder, TRUE))
    {
      /* A user's own folder always takes a new mode. */
      g_assert_cmpint (geteuid (), ==, 0);
      g_test_skip ("cannot make a read-only folder here (root without the right to mount)");
      chess_test_ui_clear_cache ();
      return;
    }
  /* Read-only for this very process too, whoever it runs as. */
  g_assert_false (g_file_set_contents (probe, "", -1, NULL));
  start (EXPECT_HIT);
  start_full (EXPECT_NO_WRITE, LARGE_BOARD, "classic", FALSE);
  g_assert_true (set_folder_read_only (folder, FALSE));
  chess_test_ui_clear_cache ();
}

/* The folder keeps the files used last, and no temporary file a killed
 * writer left. */
static void
test_pruned (void)
{
  ChessPieceSet *set = chess_piece_set_get ("classic");
  g_autofree char *folder = _chess_ui_piece_disk_cache_dup_folder ();
  g_autofree char *stale = g_build_filename (folder, "classic-9-0011223344556677.pieces.K1LL3D", NULL);
  g_autofree char *fresh = g_build_filename (folder, "classic-9-0011223344556677.pieces.WR1T1N", NULL);
  g_autoptr(GPtrArray) paths = NULL;
  struct timespec old[2] = { { 0, 0 }, { 0, 0 } };
  guint finished = _chess_ui_piece_disk_cache_get_n_finished ();

  chess_test_ui_clear_cache ();
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stale, "half", -1, NULL));
  g_assert_true (g_file_set_contents (fresh, "half", -1, NULL));
  old[0].tv_sec = old[1].tv_sec = time (NULL) - 2 * 3600;
  g_assert_cmpint (utimensat (AT_FDCWD, stale, old, 0), ==, 0);

  for (int size = 1; size <= 20; size++)
    {
      cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES] = { { NULL } };

      for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
        for (ChessPieceType type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
          pieces[color][type] = chess_piece_set_render (set, color, type, size);
      chess_ui_piece_disk_cache_store (set, size, pieces);
      for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
        for (ChessPieceType type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
          cairo_surface_destroy (pieces[color][type]);
      /* One at a time, as the app writes them. */
      WAIT_UNTIL (_chess_ui_piece_disk_cache_get_n_finished () == finished + (guint) size);
    }

  paths = list_cache ();
  /* Sixteen kept, and the writer's fresh temporary file, not the stale. */
  g_assert_cmpuint (paths->len, ==, 17);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  chess_test_ui_clear_cache ();
}

int
main (int   argc,
      char *argv[])
{
  chess_test_mounts_init ();
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/piece-cache/second-start", test_second_start);
  g_test_add_func ("/piece-cache/damaged", test_damaged);
  g_test_add_func ("/piece-cache/other-key", test_other_key);
  g_test_add_func ("/piece-cache/unwritable-folder", test_unwritable_folder);
  g_test_add_func ("/piece-cache/read-only-folder", test_read_only_folder);
  g_test_add_func ("/piece-cache/pruned", test_pruned);

  return g_test_run ();
}
