/* test-piece-textures.c: one cache of piece pictures for the whole app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-piece-textures"

#include <string.h>

#include <gtk/gtk.h>

#include "chess-board-view-private.h"
#include "chess-new-game-dialog.h"
#include "chess-piece-set-private.h"
#include "chess-piece-textures.h"
#include "chess-roller-board.h"
#include "chess-test-ui.h"

#define BOARD_SIZE 360

static GtkWidget *
add_board (GtkBox *box)
{
  g_autoptr(ChessPosition) position = chess_position_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessGame) game = chess_game_new (position);
  GtkWidget *view = chess_board_view_new ();

  gtk_widget_set_size_request (view, BOARD_SIZE, BOARD_SIZE);
  chess_board_view_set_game (CHESS_BOARD_VIEW (view), game);
  gtk_box_append (box, view);
  return view;
}

/* Two boards of one size draw the same pictures, rendered once; neither
 * parses an SVG of its own; the roller board and New Game's preview draw
 * from the same set. Run in a process of its own, so that nothing has
 * been drawn before. */
static void
test_shared (void)
{
  GtkWidget *window, *box, *first, *second, *roller;
  ChessNewGameDialog *dialog;
  ChessBoardView *a, *b;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 0);
  g_assert_cmpuint (_chess_ui_piece_textures_get_n_rendered (), ==, 0);

  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_window_set_child (GTK_WINDOW (window), box);
  first = add_board (GTK_BOX (box));
  second = add_board (GTK_BOX (box));
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (first);
  chess_test_ui_wait_for_frame (second);

  a = CHESS_BOARD_VIEW (first);
  b = CHESS_BOARD_VIEW (second);
  g_assert_cmpint (a->texture_size, >, 0);
  g_assert_cmpint (a->texture_size, ==, b->texture_size);
  for (ChessColor color = CHESS_COLOR_WHITE; color <= CHESS_COLOR_BLACK; color++)
    for (ChessPieceType type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      {
        g_assert_nonnull (a->textures[color][type]);
        g_assert_true (a->textures[color][type] == b->textures[color][type]);
      }
  g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);
  g_assert_cmpuint (_chess_ui_piece_textures_get_n_rendered (), ==, 12);

  /* The rest of the app draws from the same pictures and SVGs. */
  roller = chess_roller_board_new ();
  chess_roller_board_set_back_rank (CHESS_ROLLER_BOARD (roller), "RNBQKBNR", FALSE);
  gtk_box_append (GTK_BOX (box), roller);
  dialog = chess_new_game_dialog_new (GTK_WINDOW (window));
  chess_new_game_dialog_present (dialog);
  chess_test_ui_wait_for_frame (roller);
  chess_test_ui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_cmpuint (_chess_piece_set_get_n_parsed (), ==, 12);

  chess_new_game_dialog_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_texture_and_surface (void)
{
  ChessPieceSet *set = chess_piece_set_get ("contrast");
  g_autoptr(GdkTexture) texture = chess_ui_piece_texture (set, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_QUEEN, 50);
  g_autoptr(GdkTexture) again = chess_ui_piece_texture (set, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_QUEEN, 50);
  g_autoptr(GdkTexture) other_size = chess_ui_piece_texture (set, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_QUEEN, 51);
  cairo_surface_t *surface = chess_ui_piece_surface (set, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_QUEEN, 50);
  cairo_surface_t *rendered = chess_piece_set_render (set, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_QUEEN, 50);
  int stride = cairo_image_surface_get_stride (surface);
  g_autofree guchar *pixels = g_malloc ((gsize) stride * 50);

  g_assert_true (texture == again);
  g_assert_true (texture != other_size);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 50);
  g_assert_cmpint (gdk_texture_get_width (other_size), ==, 51);
  g_assert_null (chess_ui_piece_texture (set, CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_NONE, 50));

  /* The texture, the cairo surface and a fresh drawing: the same pixels. */
  gdk_texture_download (texture, pixels, stride);
  g_assert_cmpmem (pixels, (gsize) stride * 50, cairo_image_surface_get_data (surface), (gsize) stride * 50);
  g_assert_cmpmem (pixels, (gsize) stride * 50, cairo_image_surface_get_data (rendered), (gsize) stride * 50);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (rendered);
}

static void
test_castle_icon (void)
{
  static const GdkRGBA white = { 1, 1, 1, 1 };
  static const GdkRGBA red = { 1, 0, 0, 1 };
  g_autoptr(GdkTexture) icon = chess_ui_castle_icon_texture (40, &white);
  g_autoptr(GdkTexture) again = chess_ui_castle_icon_texture (40, &white);
  g_autoptr(GdkTexture) tinted = chess_ui_castle_icon_texture (40, &red);
  guint before = _chess_ui_piece_textures_get_n_rendered ();
  g_autofree guint32 *white_pixels = g_new (guint32, 40 * 40);
  g_autofree guint32 *red_pixels = g_new (guint32, 40 * 40);
  guint opaque = 0, clear = 0;

  /* Drawn once per size and colour, not once per frame. */
  g_object_unref (chess_ui_castle_icon_texture (40, &white));
  g_assert_cmpuint (_chess_ui_piece_textures_get_n_rendered (), ==, before);
  g_assert_true (icon == again);
  g_assert_true (icon != tinted);

  /* A symbolic icon: one shape, in the colour asked for. */
  gdk_texture_download (icon, (guchar *) white_pixels, 40 * 4);
  gdk_texture_download (tinted, (guchar *) red_pixels, 40 * 4);
  for (guint i = 0; i < 40 * 40; i++)
    {
      guint alpha = white_pixels[i] >> 24;

      g_assert_cmpuint (red_pixels[i] >> 24, ==, alpha);
      /* Premultiplied: white is alpha in every channel, red only in red. */
      g_assert_cmpuint (white_pixels[i] & 0xff, ==, alpha);
      g_assert_cmpuint ((red_pixels[i] >> 16) & 0xff, ==, alpha);
      g_assert_cmpuint (red_pixels[i] & 0xffff, ==, 0);
      opaque += alpha == 255;
      clear += alpha == 0;
    }
  g_assert_cmpuint (opaque, >, 100);
  g_assert_cmpuint (clear, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/piece-textures/shared", test_shared);
  g_test_add_func ("/piece-textures/texture-and-surface", test_texture_and_surface);
  g_test_add_func ("/piece-textures/castle-icon", test_castle_icon);

  return g_test_run ();
}
