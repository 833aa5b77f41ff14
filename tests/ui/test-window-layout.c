/* test-window-layout.c: the main window at every size: nothing clipped or
 * out of reach, the board as large as the window allows, board and panel
 * level, and nothing that moves when a bar or an error appears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-layout"

#include <math.h>

#include "test-window-common.h"
#include "chess-analysis-board.h"
#include "chess-board-view-private.h"
#include "chess-castle-bar.h"
#include "chess-game-layout.h"

typedef struct {
  int      width;
  int      height;
  gboolean narrow;
  /* The board's share of the window's width, at least; 0: not checked. */
  double   board_share;
} Size;

static const Size sizes[] = {
  { 360, 480, TRUE, 0 },     /* the smallest the window allows */
  { 478, 480, TRUE, 0 },
  { 478, 640, TRUE, 0 },
  { 500, 480, TRUE, 0 },
  { 640, 480, FALSE, 0.5 },
  { 700, 500, FALSE, 0.54 },   /* less the room beside it for a castling king */
  { 800, 600, FALSE, 0.6 },
  { 880, 600, FALSE, 0.55 },   /* the default size */
  { 1024, 700, FALSE, 0.6 },
  { 1280, 800, FALSE, 0.55 },
  { 1600, 1200, FALSE, 0.6 },
  { 700, 1000, TRUE, 0.9 },
};

/* The evaluation bar beside the board. */
static GtkWidget *
eval_bar (Fixture *fixture)
{
  GtkWidget *board = chess_panel_layout_get_board (child (fixture, "board_layout"));

  return chess_analysis_board_get_bar (CHESS_ANALYSIS_BOARD (board));
}

static graphene_rect_t
bounds_in_window (Fixture   *fixture,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->window), &bounds));
  return bounds;
}

/* Whether WIDGET lies wholly inside the part of the page in view. */
static gboolean
in_view (Fixture   *fixture,
         GtkWidget *widget)
{
  graphene_rect_t view = bounds_in_window (fixture, gtk_widget_get_parent (child (fixture, "board_layout")));
  graphene_rect_t bounds = bounds_in_window (fixture, widget);

  return bounds.origin.x >= view.origin.x - 0.5
         && bounds.origin.y >= view.origin.y - 0.5
         && bounds.origin.x + bounds.size.width <= view.origin.x + view.size.width + 0.5
         && bounds.origin.y + bounds.size.height <= view.origin.y + view.size.height + 0.5;
}

/* Every control of the panel can be brought into view by moving the
 * focus to it (as Tab does), and is then whole. */
static void
check_reachable (Fixture   *fixture,
                 GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      if ((GTK_IS_BUTTON (child) || GTK_IS_ENTRY (child)) && gtk_widget_is_sensitive (child))
        {
          g_assert_true (gtk_widget_grab_focus (child));
          chess_test_ui_settle (GTK_WIDGET (fixture->window), 1);
          g_assert_true (in_view (fixture, child));
          continue;
        }
      check_reachable (fixture, child);
    }
}

/* Resign, Offer Draw and Hint each say their label on one line, whole:
 * where the panel is too narrow for the three side by side, the row
 * wraps whole buttons rather than a label inside its button (“Offer /
 * Draw” in the default window). */
static void
check_action_labels (Fixture *fixture)
{
  GtkWidget *row = gtk_widget_get_parent (child (fixture, "resign_button"));
  guint n = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (row); button != NULL;
       button = gtk_widget_get_next_sibling (button), n++)
    {
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
      int natural_width, ignored;

      g_assert_true (GTK_IS_LABEL (label));
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, &natural_width, NULL, NULL);
      g_test_message ("“%s” %d px wide of %d, %d line(s)", gtk_label_get_text (GTK_LABEL (label)),
                      gtk_widget_get_width (label), natural_width,
                      pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
      g_assert_cmpint (gtk_widget_get_width (label), >=, natural_width);
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), ==, 1);
    }
  g_assert_cmpuint (n, ==, 3);
}

/* DATA: "bar" shows the evaluation bar beside the board, as analysis
 * does. */
static void
test_sizes (Fixture       *fixture,
            gconstpointer  data)
{
  ChessGameLayout *layout = child (fixture, "board_layout");
  GtkWidget *board = child (fixture, "board_view");
  GtkWidget *panel = child (fixture, "side_panel");
  gboolean bar = g_strcmp0 (data, "bar") == 0;

  gtk_widget_set_visible (eval_bar (fixture), bar);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const Size *size = &sizes[i];
      graphene_rect_t board_bounds, panel_bounds;

      g_test_message ("%d × %d", size->width, size->height);
      resize (fixture, size->width, size->height);
      g_assert_cmpint (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)), ==, size->narrow);
      /* A narrow window's header bar: New Game an icon, Flip in the menu
       * only, so that the title is not cut to “Che…”. */
      g_assert_cmpint (gtk_widget_get_visible (child (fixture, "flip_button")), ==, size->width >= 600);
      gtk_test_accessible_assert_property (child (fixture, "new_game_button"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           "New Game");
      /* Scrolled down to the panel at the last size: Tab back to the
       * board brings it into view. */
      g_assert_true (gtk_widget_grab_focus (board));
      chess_test_ui_settle (GTK_WIDGET (fixture->window), 1);

      /* Nothing wider than the window, the board whole in view. */
      board_bounds = bounds_in_window (fixture, board);
      panel_bounds = bounds_in_window (fixture, panel);
      g_test_message ("board %g,%g %g × %g; panel %g,%g %g × %g",
                      board_bounds.origin.x, board_bounds.origin.y, board_bounds.size.width, board_bounds.size.height,
                      panel_bounds.origin.x, panel_bounds.origin.y, panel_bounds.size.width, panel_bounds.size.height);
      g_assert_cmpfloat (board_bounds.size.width, ==, board_bounds.size.height);
      /* The board draws exactly its allocation: its frame is level with
       * the panel. */
      g_assert_cmpint (chess_board_view_fit_side ((int) board_bounds.size.width), ==, (int) board_bounds.size.width);
      g_assert_true (in_view (fixture, board));
      g_assert_cmpfloat (panel_bounds.origin.x, >=, 0);
      g_assert_cmpfloat (panel_bounds.origin.x + panel_bounds.size.width, <=, size->width);

      if (size->narrow)
        g_assert_cmpfloat (panel_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
      else
        {
          /* Beside: tops level. */
          g_assert_cmpfloat (panel_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
          g_assert_cmpfloat (panel_bounds.origin.y, ==, board_bounds.origin.y);
        }
      if (bar)
        {
          /* Left of the board's frame, as tall as its ranks, in view. */
          graphene_rect_t bar_bounds = bounds_in_window (fixture, eval_bar (fixture));
          int square = chess_board_view_square_size_for_side ((int) board_bounds.size.width);

          g_assert_cmpfloat (bar_bounds.origin.x + bar_bounds.size.width, <=, board_bounds.origin.x);
          g_assert_cmpfloat (bar_bounds.origin.x, >=, 0);
          g_assert_cmpfloat (bar_bounds.origin.y, ==, board_bounds.origin.y + square / 2);
          g_assert_cmpfloat (bar_bounds.size.height, ==, 8 * square);
        }
      check_action_labels (fixture);
      /* With the bar, a board as wide as a narrow page leaves it its
       * width; beside the panel the panel does. */
      if (size->board_share > 0)
        g_assert_cmpfloat (board_bounds.size.width, >=,
                           (bar && size->narrow ? size->board_share - 0.02 : size->board_share) * size->width);

      check_reachable (fixture, panel);
    }
}

/* Whether the panel is below the board, as laid out. */
static gboolean
panel_below (Fixture *fixture)
{
  graphene_rect_t board_bounds = bounds_in_window (fixture, child (fixture, "board_view"));
  graphene_rect_t panel_bounds = bounds_in_window (fixture, child (fixture, "side_panel"));

  return panel_bounds.origin.y >= board_bounds.origin.y + board_bounds.size.height;
}

static gboolean
side_panel_narrow (Fixture *fixture)
{
  gboolean narrow;

  g_object_get (child (fixture, "side_panel"), "narrow", &narrow, NULL);
  return narrow;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *n)
{
  (*n)++;
}

/* The arrangement is the page's "narrow", whoever sets it (libadwaita
 * 1.4's breakpoints, or on 1.2 the page itself from its size): the same
 * code arranges the page by it. */
static void
test_narrow_property (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessGameLayout *layout = child (fixture, "board_layout");
  gboolean auto_narrow = chess_game_layout_get_auto_narrow (layout);

  resize (fixture, 1024, 700);
  g_assert_false (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
  g_assert_false (panel_below (fixture));

  chess_game_layout_set_auto_narrow (layout, FALSE);
  chess_panel_layout_set_narrow (CHESS_PANEL_LAYOUT (layout), TRUE);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_true (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
  g_assert_true (panel_below (fixture));
  /* The side panel follows it (its clocks go above the board). */
  g_assert_true (side_panel_narrow (fixture));

  chess_panel_layout_set_narrow (CHESS_PANEL_LAYOUT (layout), FALSE);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_false (panel_below (fixture));
  g_assert_false (side_panel_narrow (fixture));
  chess_game_layout_set_auto_narrow (layout, auto_narrow);
}

/* Across the width where the panel goes below the board, one pixel at a
 * time, there and back: the arrangement changes once each way, matches
 * the page, and stays put once the window stops (no change that undoes
 * itself in the next frame). Where breakpoints choose (libadwaita 1.4)
 * the window's size alone decides; on 1.2 the page's hysteresis. */
static void
test_threshold (Fixture       *fixture,
                gconstpointer  data)
{
  ChessPanelLayout *layout = child (fixture, "board_layout");
  guint n_notify = 0;
  gulong handler = g_signal_connect (layout, "notify::narrow", G_CALLBACK (count_notify), &n_notify);

  for (int direction = 1; direction >= -1; direction -= 2)
    {
      guint n_changes = 0;
      gboolean last;

      resize (fixture, direction > 0 ? 740 : 800, 700);
      last = chess_panel_layout_get_narrow (layout);
      g_assert_cmpint (last, ==, direction > 0);
      for (int width = direction > 0 ? 740 : 800; width >= 740 && width <= 800; width += 2 * direction)
        {
          gboolean narrow;

          resize (fixture, width, 700);
          narrow = chess_panel_layout_get_narrow (layout);
          g_assert_cmpint (panel_below (fixture), ==, narrow);
          if (narrow != last)
            n_changes++;
          last = narrow;
          n_notify = 0;
          chess_test_ui_settle (GTK_WIDGET (fixture->window), 4);
          g_test_message ("%d × 700: %s", width, narrow ? "narrow" : "beside");
          g_assert_cmpuint (n_notify, ==, 0);
        }
      g_assert_cmpuint (n_changes, ==, 1);
      g_assert_cmpint (last, ==, direction < 0);
    }
  g_signal_handler_disconnect (layout, handler);
}

/* Large text (GNOME's Large Text, 1.25, and more): where breakpoints
 * choose, their widths are in sp and grow with the text, so that the
 * header bar's labels and the panel keep their room: at 800 × 600 with
 * text 1.5 times as large the header is compact and the panel below the
 * board. On libadwaita 1.2 the page still chooses by the board's size,
 * and the header by pixels. */
static void
test_large_text (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkSettings *settings = gtk_settings_get_default ();
  ChessGameLayout *layout = child (fixture, "board_layout");
  gboolean breakpoints = !chess_game_layout_get_auto_narrow (layout);
  int dpi;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  resize (fixture, 800, 600);
  g_assert_false (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
  g_assert_true (gtk_widget_get_visible (child (fixture, "flip_button")));

  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 3 / 2, NULL);
  resize (fixture, 800, 600);
  g_test_message ("breakpoints: %d; narrow: %d", breakpoints,
                  chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
  g_assert_cmpint (gtk_widget_get_visible (child (fixture, "flip_button")), ==, !breakpoints);
  if (breakpoints)
    {
      g_assert_true (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
      g_assert_true (panel_below (fixture));
    }
  check_reachable (fixture, child (fixture, "side_panel"));

  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  resize (fixture, 800, 600);
  g_assert_false (chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (layout)));
  g_assert_true (gtk_widget_get_visible (child (fixture, "flip_button")));
}

static int
panel_child_y (Fixture    *fixture,
               const char *name)
{
  return (int) bounds_in_window (fixture, child (fixture, name)).origin.y;
}

/* The castle buttons coming and going, and an error under the entry, move
 * nothing else: their room is kept. */
static void
test_nothing_moves (Fixture       *fixture,
                    gconstpointer  data)
{
  int list_y, resign_y, entry_y;

  resize (fixture, 1024, 700);
  /* SP 518: no castle at first, one once f1 and g1 are free. */
  list_y = panel_child_y (fixture, "move_list");
  resign_y = panel_child_y (fixture, "resign_button");
  entry_y = panel_child_y (fixture, "move_entry");
  g_assert_cmpuint (chess_castle_bar_get_n_castles (child (fixture, "castle_bar")), ==, 0);

  for (guint i = 0; i < 6; i++)
    {
      static const char *moves[] = { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5" };

      enter_move (fixture, moves[i]);
    }
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 6);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (child (fixture, "castle_bar")), ==, 1);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_cmpint (panel_child_y (fixture, "move_list"), ==, list_y);
  g_assert_cmpint (panel_child_y (fixture, "resign_button"), ==, resign_y);
  g_assert_cmpint (panel_child_y (fixture, "move_entry"), ==, entry_y);

  /* A move that is not legal: the error shows, nothing moves. */
  enter_move (fixture, "Ra3");
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  g_assert_true (gtk_widget_get_child_visible (child (fixture, "move_error_label")));
  g_assert_cmpstr (gtk_label_get_text (child (fixture, "move_error_label")), !=, "");
  g_assert_cmpint (panel_child_y (fixture, "move_list"), ==, list_y);
  g_assert_cmpint (panel_child_y (fixture, "resign_button"), ==, resign_y);
  g_assert_cmpint (panel_child_y (fixture, "move_entry"), ==, entry_y);
}

typedef struct {
  const char  *name;
  ChessVariant variant;
  const char  *fen;
  const char  *move;
  gboolean     flipped;
} ParkCase;

/* White at the bottom edge and Black at the top, both ways, a flipped
 * board, and Chess960x3 castles that cross and that take the inner rook. */
static const ParkCase park_cases[] = {
  { "white-O-O", CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", "O-O", FALSE },
  { "white-O-O-O", CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", "O-O-O", FALSE },
  { "black-O-O", CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "O-O", FALSE },
  { "black-O-O-O", CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "O-O-O", FALSE },
  { "flipped-white-O-O", CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "O-O", TRUE },
  { "flipped-black-O-O-O", CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "O-O-O", TRUE },
  { "x3-crossing", CHESS_VARIANT_CHESS960X3, "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w A - 0 1", "O-O:a", FALSE },
  { "x3-two-rooks", CHESS_VARIANT_CHESS960X3, "4krr1/pppppppp/8/8/8/8/PPPPPPPP/4KRR1 b fg - 0 1", "O-O-O:f", FALSE },
};

static gboolean
rects_overlap (const graphene_rect_t *a,
               const graphene_rect_t *b)
{
  graphene_rect_t both;

  return graphene_rect_intersection (a, b, &both) && both.size.width > 0 && both.size.height > 0;
}

/* RECT, in WIDGET's coordinates, in the window's. */
static graphene_rect_t
to_window (Fixture               *fixture,
           GtkWidget             *widget,
           const graphene_rect_t *rect)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (fixture->window), &rect->origin, &point));
  return GRAPHENE_RECT_INIT (point.x, point.y, rect->size.width, rect->size.height);
}

static void
save_window (Fixture    *fixture,
             const char *name)
{
  GtkWidget *widget = GTK_WIDGET (fixture->window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  chess_test_ui_wait_for_frame (widget);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                              gtk_widget_get_height (widget)));
  chess_test_ui_save_screenshot (texture, name);
}

/* FIDE: the king is put outside the playing surface next to its final
 * square while the rook moves. Here it waits outside the board's frame,
 * whole (in view, clear of the panel and the evaluation bar), clear of
 * every coordinate, no smaller than the least the layout keeps room for,
 * and beside its final square: beyond the edge next to it, or beyond the
 * side, level with its rank. At every size, with and without the bar. */
static void
test_parked_king (Fixture       *fixture,
                  gconstpointer  data)
{
  gboolean bar = g_strcmp0 (data, "bar") == 0;
  ChessBoardView *board = child (fixture, "board_view");
  GtkWidget *panel = child (fixture, "side_panel");
  GtkWidget *scroller = gtk_widget_get_parent (child (fixture, "board_layout"));

  gtk_widget_set_visible (eval_bar (fixture), bar);
  chess_board_view_set_animation_duration (board, 200);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      resize (fixture, sizes[i].width, sizes[i].height);
      for (guint j = 0; j < G_N_ELEMENTS (park_cases); j++)
        {
          const ParkCase *c = &park_cases[j];
          g_autoptr(ChessMove) move = NULL;
          g_autoptr(GError) error = NULL;
          graphene_rect_t king, frame, square, view, coordinates[32];
          guint n_coordinates;
          gboolean beside_edge, beside_side;
          float centre_x, centre_y;

          g_test_message ("%d × %d, %s%s", sizes[i].width, sizes[i].height, c->name, bar ? ", bar" : "");
          set_fen (fixture, c->variant, c->fen);
          chess_board_view_set_flipped (board, c->flipped);
          move = chess_position_parse_move (chess_game_get_position (game (fixture)), c->move, &error);
          g_assert_no_error (error);
          gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), 0);
          chess_test_ui_settle (GTK_WIDGET (fixture->window), 1);
          g_assert_true (chess_game_play (game (fixture), move, &error));
          g_assert_no_error (error);
          chess_board_animation_seek (board->animation, 0.5);
          g_assert_cmpint (chess_board_animation_get_phase (board->animation), ==,
                           CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES);

          g_assert_true (chess_board_view_get_parked_king_bounds (board, &king));
          g_assert_true (chess_board_view_get_frame_bounds (board, &frame));
          g_assert_true (chess_board_view_get_square_bounds (board, chess_move_get_to (move), &square));
          n_coordinates = _chess_board_view_get_coordinate_bounds (board, coordinates);
          g_assert_cmpuint (n_coordinates, ==, 32);

          /* Outside the frame and every coordinate. */
          g_assert_false (rects_overlap (&king, &frame));
          for (guint k = 0; k < n_coordinates; k++)
            g_assert_false (rects_overlap (&king, &coordinates[k]));
          /* Not a speck: at least what the layout keeps room for. */
          g_assert_cmpfloat (king.size.width, >=,
                             chess_board_view_get_parking_room ((int) frame.size.width, FALSE)
                             - 2 * MAX (2, (int) roundf (chess_board_view_square_size_for_side ((int) frame.size.width) * 0.06f)) - 1);
          /* Beside its final square. */
          centre_x = king.origin.x + king.size.width / 2;
          centre_y = king.origin.y + king.size.height / 2;
          beside_edge = centre_x > square.origin.x && centre_x < square.origin.x + square.size.width
                        && (king.origin.y >= frame.origin.y + frame.size.height
                            || king.origin.y + king.size.height <= frame.origin.y);
          beside_side = centre_y > square.origin.y && centre_y < square.origin.y + square.size.height
                        && (king.origin.x >= frame.origin.x + frame.size.width
                            || king.origin.x + king.size.width <= frame.origin.x);
          g_assert_true (beside_edge || beside_side);
          if (beside_side)
            /* The side nearer to it. */
            g_assert_cmpint (centre_x < frame.origin.x, ==,
                             square.origin.x + square.size.width / 2 < frame.origin.x + frame.size.width / 2);

          /* Whole, in the window's page, clear of panel and bar. */
          king = to_window (fixture, GTK_WIDGET (board), &king);
          view = bounds_in_window (fixture, scroller);
          g_assert_true (graphene_rect_contains_rect (&view, &king));
          {
            graphene_rect_t panel_bounds = bounds_in_window (fixture, panel);

            g_assert_false (rects_overlap (&king, &panel_bounds));
          }
          if (bar)
            {
              graphene_rect_t bar_bounds = bounds_in_window (fixture, eval_bar (fixture));

              g_assert_false (rects_overlap (&king, &bar_bounds));
            }

          if (g_getenv ("CHESS960_TEST_SCREENSHOTS") != NULL)
            {
              g_autofree char *name = g_strdup_printf ("parked-%dx%d-%s%s", sizes[i].width, sizes[i].height,
                                                       c->name, bar ? "-bar" : "");

              save_window (fixture, name);
            }
          chess_board_view_finish_animation (board);
        }
    }
  chess_board_view_set_flipped (board, FALSE);
}

static void
fixture_set_up_in (Fixture       *fixture,
                   gconstpointer  data)
{
  /* The app's catalogues, as the app binds them. */
  chess_test_ui_use_app_look ();
  chess_test_ui_use_language (data);
  fixture_set_up (fixture, NULL);
}

static void
fixture_tear_down_in (Fixture       *fixture,
                      gconstpointer  data)
{
  fixture_tear_down (fixture, NULL);
  chess_test_ui_use_language ("en");
}

/* Longer words (“Предложить ничью”, “Suggerisci”) make the panel's
 * buttons go into two rows, not the panel wider and the board smaller. */
static void
test_languages (Fixture       *fixture,
                gconstpointer  data)
{
  static const Size landscape[] = {
    { 640, 480, FALSE, 0.5 },
    { 800, 600, FALSE, 0.6 },
    { 880, 600, FALSE, 0.55 },
    { 1024, 700, FALSE, 0.6 },
    { 1280, 800, FALSE, 0.55 },
  };
  GtkWidget *board = child (fixture, "board_view");
  GtkWidget *panel = child (fixture, "side_panel");

  for (guint i = 0; i < G_N_ELEMENTS (landscape); i++)
    {
      graphene_rect_t board_bounds, panel_bounds;

      g_test_message ("%s, %d × %d", (const char *) data, landscape[i].width, landscape[i].height);
      resize (fixture, landscape[i].width, landscape[i].height);
      g_assert_false (chess_panel_layout_get_narrow (child (fixture, "board_layout")));
      board_bounds = bounds_in_window (fixture, board);
      panel_bounds = bounds_in_window (fixture, panel);
      g_assert_cmpfloat (board_bounds.size.width, >=, landscape[i].board_share * landscape[i].width);
      g_assert_cmpfloat (panel_bounds.origin.y, ==, board_bounds.origin.y);
      check_action_labels (fixture);
      check_reachable (fixture, panel);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/window-layout/sizes", Fixture, NULL, fixture_set_up, test_sizes, fixture_tear_down);
  g_test_add ("/window-layout/sizes-with-bar", Fixture, "bar", fixture_set_up, test_sizes, fixture_tear_down);
  g_test_add ("/window-layout/parked-king", Fixture, NULL, fixture_set_up, test_parked_king, fixture_tear_down);
  g_test_add ("/window-layout/parked-king-with-bar", Fixture, "bar", fixture_set_up, test_parked_king,
              fixture_tear_down);
  g_test_add ("/window-layout/narrow-property", Fixture, NULL, fixture_set_up, test_narrow_property,
              fixture_tear_down);
  g_test_add ("/window-layout/threshold", Fixture, NULL, fixture_set_up, test_threshold, fixture_tear_down);
  g_test_add ("/window-layout/large-text", Fixture, NULL, fixture_set_up, test_large_text, fixture_tear_down);
  g_test_add ("/window-layout/nothing-moves", Fixture, NULL, fixture_set_up, test_nothing_moves, fixture_tear_down);
  g_test_add ("/window-layout/russian", Fixture, "ru", fixture_set_up_in, test_languages, fixture_tear_down_in);
  g_test_add ("/window-layout/italian", Fixture, "it", fixture_set_up_in, test_languages, fixture_tear_down_in);

  return g_test_run ();
}
