/* test-board-screenshots.c: pictures of the board, kept as test artifacts
 *
 * Renders the real ChessBoardView — the start position, and frames of
 * guided castles part-way through — into PNG files under
 * $G_TEST_BUILDDIR/screenshots/ for people to look at, and checks in the
 * pixels that the castling king really is beside the board while the rook
 * moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-screenshots"

#include <gtk/gtk.h>

#include "chess-test-ui.h"
#include "chess-board-view-private.h"

#define BOARD_SIZE 576

typedef struct {
  GtkWidget      *window;
  ChessBoardView *view;
  ChessGame      *game;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *box;

  fixture->window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  /* Room around the board as in the app, where the king waits. */
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  fixture->view = CHESS_BOARD_VIEW (chess_board_view_new ());
  gtk_widget_set_size_request (GTK_WIDGET (fixture->view), BOARD_SIZE, BOARD_SIZE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (fixture->view));
  gtk_window_set_child (GTK_WINDOW (fixture->window), box);
  gtk_window_present (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fixture->view))
              && gtk_widget_get_width (GTK_WIDGET (fixture->view)) >= BOARD_SIZE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->game);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

static void
fixture_set_fen (Fixture      *fixture,
                 ChessVariant  variant,
                 const char   *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) position = chess_position_new_from_fen (variant, fen, &error);

  g_assert_no_error (error);
  g_clear_object (&fixture->game);
  fixture->game = chess_game_new (position);
  chess_board_view_set_game (fixture->view, fixture->game);
}

/* Around the board, the room a castling king waits in: the board is
 * told of it, and it is rendered too. */
#define MARGIN 40

/* Waits for a real frame, then renders the board as it is now. */
static GdkTexture *
render_board (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->view);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t bounds;

  chess_test_ui_wait_for_frame (widget);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  /* The widget's own rectangle plus the margin the king may use. */
  graphene_rect_init (&bounds, -MARGIN, -MARGIN, gtk_widget_get_width (widget) + 2 * MARGIN,
                      gtk_widget_get_height (widget) + 2 * MARGIN);
  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (fixture->window)),
                                      node, &bounds);
}

/* The mean difference of two textures over a rectangle, 0 to 255. */
static double
region_difference (GdkTexture *a,
                   GdkTexture *b,
                   int         x,
                   int         y,
                   int         width,
                   int         height)
{
  int stride = gdk_texture_get_width (a) * 4;
  g_autofree guchar *pixels_a = g_malloc ((gsize) stride * gdk_texture_get_height (a));
  g_autofree guchar *pixels_b = g_malloc ((gsize) stride * gdk_texture_get_height (b));
  double sum = 0;

  gdk_texture_download (a, pixels_a, stride);
  gdk_texture_download (b, pixels_b, stride);
  for (int row = y; row < y + height; row++)
    for (int column = x * 4; column < (x + width) * 4; column++)
      sum += ABS ((int) pixels_a[row * stride + column] - (int) pixels_b[row * stride + column]);
  return sum / (width * height * 4);
}

static void
test_start_position (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GdkTexture) light = NULL;
  g_autoptr(GdkTexture) flipped = NULL;

  fixture->game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  chess_board_view_set_game (fixture->view, fixture->game);
  light = render_board (fixture);
  chess_test_ui_save_screenshot (light, "start-sp518");

  chess_board_view_set_piece_set (fixture->view, "contrast");
  chess_board_view_set_flipped (fixture->view, TRUE);
  flipped = render_board (fixture);
  chess_test_ui_save_screenshot (flipped, "start-sp518-contrast-flipped");
  g_assert_cmpfloat (region_difference (light, flipped, 0, 0, gdk_texture_get_width (light),
                                        gdk_texture_get_height (light)), >, 1.0);
}

typedef struct {
  const char  *name;
  ChessVariant variant;
  const char  *fen;
  const char  *move;
} CastleShot;

static const CastleShot castle_shots[] = {
  { "double-move", CHESS_VARIANT_CHESS960,
    "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1", "O-O" },
  { "transposition", CHESS_VARIANT_CHESS960,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w G - 0 1", "O-O" },
  { "king-move-only", CHESS_VARIANT_CHESS960,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4KR2 w F - 0 1", "O-O" },
  { "rook-move-only", CHESS_VARIANT_CHESS960,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/6KR w H - 0 1", "O-O" },
  { "x3-crossing", CHESS_VARIANT_CHESS960X3,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w A - 0 1", "O-O:a" },
  { "black-queenside", CHESS_VARIANT_CHESS960,
    "1r2k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b b - 0 1", "O-O-O" },
};

static void
test_castle_frames (Fixture       *fixture,
                    gconstpointer  data)
{
  static const double moments[] = { 0.0, 0.2, 0.5, 0.8, 1.0 };
  const CastleShot *shot = data;
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) rook_moving = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  graphene_rect_t king_square, king, frame_bounds;
  gboolean black = shot->fen[strcspn (shot->fen, " ") + 1] == 'b';
  double rook_moment = 0;

  fixture_set_fen (fixture, shot->variant, shot->fen);
  chess_board_view_set_outer_room (fixture->view, NULL, &(GtkBorder) { MARGIN, MARGIN, MARGIN, MARGIN });
  chess_board_view_set_animation_duration (fixture->view, 200);
  move = chess_position_parse_move (chess_game_get_position (fixture->game), shot->move, &error);
  g_assert_no_error (error);

  before = render_board (fixture);
  g_assert_true (chess_game_play (fixture->game, move, &error));
  g_assert_no_error (error);
  g_assert_true (chess_board_animation_is_running (fixture->view->animation));

  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      g_autoptr(GdkTexture) frame = NULL;
      g_autofree char *name = NULL;

      chess_board_animation_seek (fixture->view->animation, moments[i]);
      frame = render_board (fixture);
      name = g_strdup_printf ("castle-%s-%03d", shot->name, (int) (moments[i] * 100));
      chess_test_ui_save_screenshot (frame, name);
      if (chess_board_animation_get_phase (fixture->view->animation) == CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES
          && rook_moving == NULL)
        {
          rook_moving = g_object_ref (frame);
          rook_moment = moments[i];
        }
    }
  g_assert_nonnull (rook_moving);

  /* While the rook moves, the king waits outside the frame, beside its
   * final square: what is drawn there differs clearly from the empty
   * room before. */
  chess_board_animation_seek (fixture->view->animation, rook_moment);
  g_assert_true (chess_board_view_get_parked_king_bounds (fixture->view, &king));
  g_assert_true (chess_board_view_get_frame_bounds (fixture->view, &frame_bounds));
  g_assert_true (chess_board_view_get_square_bounds (fixture->view, chess_move_get_to (move), &king_square));
  g_assert_cmpfloat (black ? king.origin.y + king.size.height : frame_bounds.origin.y + frame_bounds.size.height, <=,
                     black ? frame_bounds.origin.y : king.origin.y);
  g_assert_cmpfloat (king.origin.x + king.size.width / 2, ==, king_square.origin.x + king_square.size.width / 2);
  g_assert_cmpfloat (region_difference (before, rook_moving, MARGIN + (int) king.origin.x, MARGIN + (int) king.origin.y,
                                        (int) king.size.width, (int) king.size.height), >, 8.0);

  chess_board_view_finish_animation (fixture->view);
  g_assert_false (chess_board_animation_is_running (fixture->view->animation));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/board-screenshots/start-position", Fixture, NULL,
              fixture_set_up, test_start_position, fixture_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (castle_shots); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-screenshots/castle/%s", castle_shots[i].name);

      g_test_add (path, Fixture, &castle_shots[i], fixture_set_up, test_castle_frames, fixture_tear_down);
    }

  return g_test_run ();
}
