/* test-board-high-contrast.c: the system's high-contrast setting turns
 * every board and its pieces to the high-contrast palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-high-contrast"

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-board-palette.h"
#include "chess-board-view-private.h"
#include "chess-piece-set.h"
#include "chess-window.h"

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* A main window's board, as the user sees it: the hall screen's palette
 * (near-white and deep green squares, a black frame) and the contrast
 * pieces, although Preferences chose the classic set and the wood theme. */
static void
test_window_board (void)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  ChessBoardView *board;
  const ChessBoardPalette *palette;
  GdkRGBA light;

  g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
  chess_window_set_game (window, start);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (chess_test_ui_wait_for (is_mapped, window));
  board = CHESS_BOARD_VIEW (chess_test_ui_find_descendant (GTK_WIDGET (window), CHESS_TYPE_BOARD_VIEW));

  g_assert_cmpstr (chess_board_view_get_piece_set (board), ==, "classic");
  g_assert_true (chess_board_palette_wants_high_contrast (GTK_WIDGET (board)));
  g_assert_true (_chess_board_view_get_drawn_pieces (board) == chess_piece_set_get ("contrast"));

  palette = chess_board_palette_for_widget (GTK_WIDGET (board));
  g_assert_true (gdk_rgba_parse (&light, "#f6f6f1"));
  g_assert_true (gdk_rgba_equal (&palette->light_square, &light));
  g_assert_false (gdk_rgba_equal (&palette->light_square,
                                  &chess_board_palette_for_theme (GTK_WIDGET (board), CHESS_BOARD_THEME_WOOD)->light_square));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* What GNOME's Accessibility settings set, as libadwaita reads it for
   * debugging: before libadwaita starts. */
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/board-high-contrast/window-board", test_window_board);

  return g_test_run ();
}
