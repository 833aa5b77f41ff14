/* chess-board-layout.c: the board beside its side panel, or above it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-layout"

#include "chess-board-layout.h"
#include "chess-panel-layout-private.h"

/* libadwaita 1.2 has no breakpoints, and a breakpoint on the window size
 * would only approximate the real question: which arrangement gives the
 * larger board. This widget answers it at every allocation, so the board
 * stays square and as large as the window allows at any size. */

#define PANEL_WIDTH 320
#define SPACING     18
/* A new arrangement must beat the current one by this factor, so that a
 * window near the tipping point does not flip back and forth. */
#define HYSTERESIS  1.04
/* Below the board, how long room freed by the panel must stay free before
 * the board takes it back. */
#define GROW_DELAY_MS 1500

struct _ChessBoardLayout
{
  ChessPanelLayout parent_instance;

  /* The last allocation below the panel, to keep the board's size. */
  int              last_width;
  int              last_height;
  int              last_board_size;
  /* Waits GROW_DELAY_MS before the board may grow at the same size. */
  guint            grow_source;
  gboolean         may_grow;
};

G_DEFINE_FINAL_TYPE (ChessBoardLayout, chess_board_layout, CHESS_TYPE_PANEL_LAYOUT)

static GtkWidget *
get_board (ChessBoardLayout *self)
{
  return chess_panel_layout_get_board (CHESS_PANEL_LAYOUT (self));
}

static GtkWidget *
get_panel (ChessBoardLayout *self)
{
  return chess_panel_layout_get_panel (CHESS_PANEL_LAYOUT (self));
}

static gboolean
is_narrow (ChessBoardLayout *self)
{
  return chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (self));
}

static int
panel_width_beside (ChessBoardLayout *self)
{
  int minimum, natural;

  _chess_panel_layout_measure_child (get_panel (self), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural);
  return MAX (minimum, PANEL_WIDTH);
}

static int
board_minimum (ChessBoardLayout *self,
               GtkOrientation    orientation)
{
  int minimum, natural;

  _chess_panel_layout_measure_child (get_board (self), orientation, -1, &minimum, &natural);
  return minimum;
}

static gboolean
has_panel (ChessBoardLayout *self)
{
  return _chess_panel_layout_lays_out (get_panel (self));
}

/* The board's side length in each arrangement; negative when it does not
 * fit. */
static int
board_size_beside (ChessBoardLayout *self,
                   int               width,
                   int               height)
{
  int board_width = width - (has_panel (self) ? panel_width_beside (self) + SPACING : 0);
  int size = MIN (board_width, height);

  if (board_width < board_minimum (self, GTK_ORIENTATION_HORIZONTAL))
    return -1;
  return size;
}

/* Below the board, the panel is as wide as the board, so that their edges
 * line up, unless it needs more. */
static int
panel_width_below (ChessBoardLayout *self,
                   int               width,
                   int               board_size)
{
  int minimum, natural;

  _chess_panel_layout_measure_child (get_panel (self), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural);
  return MIN (MAX (board_size, minimum), width);
}

static int
panel_height_below (ChessBoardLayout *self,
                    int               panel_width)
{
  int minimum, natural;

  _chess_panel_layout_measure_child (get_panel (self), GTK_ORIENTATION_VERTICAL, panel_width, &minimum, &natural);
  return minimum;
}

static int
board_size_below (ChessBoardLayout *self,
                  int               width,
                  int               height)
{
  int board_height = height;
  int size = MIN (width, height);

  /* A narrower panel may need more height, which narrows the board and so
   * the panel again: a few rounds settle it. */
  if (has_panel (self))
    for (guint round = 0; round < 3; round++)
      {
        int panel_height = panel_height_below (self, panel_width_below (self, width, size));

        board_height = height - panel_height - SPACING;
        if (MIN (width, board_height) >= size && round > 0)
          break;
        size = MIN (width, board_height);
      }

  if (board_height < board_minimum (self, GTK_ORIENTATION_VERTICAL))
    return -1;
  return size;
}

static gboolean
choose_narrow (ChessBoardLayout *self,
               int               width,
               int               height)
{
  int beside = board_size_beside (self, width, height);
  int below = board_size_below (self, width, height);

  if (beside < 0 || below < 0)
    return beside < below;
  if (is_narrow (self))
    return !(beside > below * HYSTERESIS);
  return below > beside * HYSTERESIS;
}

static gboolean
on_grow_delay_over (gpointer user_data)
{
  ChessBoardLayout *self = CHESS_BOARD_LAYOUT (user_data);

  self->grow_source = 0;
  self->may_grow = TRUE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* Below the board, every bar the panel shows or hides (castles, a draw
 * offer) would resize the board, and some come and go from move to move.
 * At the same window size the board shrinks at once, so that the panel
 * fits, but grows back only once the room has stayed free for
 * GROW_DELAY_MS: a bar that hides for a move and returns does not make
 * it jump, one that is gone for good gives its room back. */
static int
chess_board_layout_steady_board_size (ChessBoardLayout *self,
                                      int               width,
                                      int               height,
                                      int               board_size)
{
  gboolean same_size = is_narrow (self) && width == self->last_width && height == self->last_height;
  gboolean may_grow = self->may_grow;

  self->may_grow = FALSE;
  if (!same_size || board_size <= self->last_board_size)
    {
      g_clear_handle_id (&self->grow_source, g_source_remove);
      return board_size;
    }
  if (may_grow)
    return board_size;
  if (self->grow_source == 0)
    self->grow_source = g_timeout_add (GROW_DELAY_MS, on_grow_delay_over, self);
  return self->last_board_size;
}

static GtkSizeRequestMode
chess_board_layout_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
chess_board_layout_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ChessBoardLayout *self = CHESS_BOARD_LAYOUT (widget);
  int board_min, board_nat, panel_min, panel_nat;

  _chess_panel_layout_measure_child (get_board (self), orientation, -1, &board_min, &board_nat);

  if (!has_panel (self))
    {
      *minimum = board_min;
      *natural = board_nat;
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Narrowest below, widest (the natural size) beside. */
      _chess_panel_layout_measure_child (get_panel (self), orientation, -1, &panel_min, &panel_nat);
      *minimum = MAX (board_min, panel_min);
      *natural = board_nat + SPACING + panel_width_beside (self);
    }
  else
    {
      int beside_min, below_min;
      int panel_width = panel_width_beside (self);
      gboolean fits_beside = for_size < 0
                             || for_size - panel_width - SPACING >= board_minimum (self, GTK_ORIENTATION_HORIZONTAL);

      _chess_panel_layout_measure_child (get_panel (self), orientation, panel_width, &panel_min, &panel_nat);
      beside_min = MAX (board_min, panel_min);
      *natural = MAX (board_nat, panel_nat);

      below_min = board_min + SPACING
                  + panel_height_below (self, panel_width_below (self, for_size < 0 ? G_MAXINT : for_size, board_min));

      *minimum = fits_beside ? MIN (beside_min, below_min) : below_min;
      *natural = MAX (*natural, *minimum);
    }
}

static void
chess_board_layout_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ChessBoardLayout *self = CHESS_BOARD_LAYOUT (widget);
  gboolean narrow = has_panel (self) && choose_narrow (self, width, height);

  if (!has_panel (self))
    {
      if (_chess_panel_layout_lays_out (get_board (self)))
        gtk_widget_allocate (get_board (self), width, height, -1, NULL);
    }
  else if (narrow)
    {
      int board_size = MAX (0, board_size_below (self, width, height));
      int panel_y, panel_width;

      board_size = chess_board_layout_steady_board_size (self, width, height, board_size);
      self->last_width = width;
      self->last_height = height;
      self->last_board_size = board_size;
      panel_y = board_size + SPACING;
      panel_width = panel_width_below (self, width, board_size);

      if (_chess_panel_layout_lays_out (get_board (self)))
        gtk_widget_allocate (get_board (self), width, board_size, -1, NULL);
      gtk_widget_allocate (get_panel (self), panel_width, MAX (0, height - panel_y), -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - panel_width) / 2, panel_y)));
    }
  else
    {
      int panel_width = panel_width_beside (self);
      int board_width = MAX (0, width - panel_width - SPACING);
      int x;

      /* A board limited by the height leaves room at the sides: the panel
       * stays next to the board and the two are centred together. */
      board_width = MIN (board_width, MAX (height, board_minimum (self, GTK_ORIENTATION_HORIZONTAL)));
      x = MAX (0, (width - board_width - SPACING - panel_width) / 2);

      if (_chess_panel_layout_lays_out (get_board (self)))
        gtk_widget_allocate (get_board (self), board_width, height, -1,
                             gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, 0)));
      gtk_widget_allocate (get_panel (self), panel_width, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x + board_width + SPACING, 0)));
    }

  _chess_panel_layout_update_narrow (CHESS_PANEL_LAYOUT (self), narrow);
}

static void
chess_board_layout_dispose (GObject *object)
{
  ChessBoardLayout *self = CHESS_BOARD_LAYOUT (object);

  g_clear_handle_id (&self->grow_source, g_source_remove);

  G_OBJECT_CLASS (chess_board_layout_parent_class)->dispose (object);
}

static void
chess_board_layout_class_init (ChessBoardLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_board_layout_dispose;

  widget_class->get_request_mode = chess_board_layout_get_request_mode;
  widget_class->measure = chess_board_layout_measure;
  widget_class->size_allocate = chess_board_layout_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "boardlayout");
}

static void
chess_board_layout_init (ChessBoardLayout *self)
{
}

GtkWidget *
chess_board_layout_new (void)
{
  return g_object_new (CHESS_TYPE_BOARD_LAYOUT, NULL);
}
