/* chess-analysis-board.c: the board with the evaluation bar beside it
 *
 * ChessBoardView draws its squares as a square centred in whatever it is
 * given; a box would leave the bar at the far edge of a wide window. This
 * gives the board a square's width (and all the height), puts the bar
 * beside it, and centres the two together, with the bar exactly as tall
 * as the eight ranks (the board's frame is half a square, as
 * chess-board-view-draw.c works it out). It says what size it takes
 * (chess_analysis_board_fit ()), so that a layout gives it exactly that
 * and the board's frame stands level with what is beside it, bar or no
 * bar; and it passes the room the layout keeps around it on to the board,
 * less the bar's, for a castling king to wait in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analysis-board"

#include <string.h>

#include "chess-analysis-board.h"
#include "chess-board-view.h"

#define GAP 4

struct _ChessAnalysisBoard
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *bar;
  /* Around it, kept free by the layout (chess_analysis_board_set_outer_room ()). */
  GtkBorder  room;
};

enum {
  PROP_0,
  PROP_BOARD,
  PROP_BAR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessAnalysisBoard, chess_analysis_board, GTK_TYPE_WIDGET)

static int
bar_width (int side)
{
  return CLAMP (side / 30, 14, 24);
}

static gboolean
shows_bar (ChessAnalysisBoard *self)
{
  return self->bar != NULL && gtk_widget_get_visible (self->bar);
}

/* In WIDTH × HEIGHT: the board's side as it draws it, and the bar's width
 * (0 when hidden). */
static void
fit (ChessAnalysisBoard *self,
     int                 width,
     int                 height,
     int                *side,
     int                *bar)
{
  int minimum = 0;

  *bar = 0;
  if (shows_bar (self))
    {
      gtk_widget_measure (self->bar, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      *bar = MAX (bar_width (MAX (MIN (width - 14 - GAP, height), 0)), minimum);
    }
  *side = chess_board_view_fit_side (MAX (MIN (width - (*bar > 0 ? *bar + GAP : 0), height), 0));
}

static void
chess_analysis_board_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (widget);

  *minimum = *natural = 0;
  if (self->board != NULL)
    gtk_widget_measure (self->board, orientation, -1, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && shows_bar (self))
    {
      *minimum += 14 + GAP;
      *natural += 14 + GAP;
    }
}

static void
chess_analysis_board_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (widget);
  int side, bar, square, x0, y0, board_x;
  GtkBorder taken = { 0, 0, 0, 0 }, room;

  if (self->board == NULL)
    return;

  /* Bar and board side by side, centred; allocated what
   * chess_analysis_board_fit () says, the board's frame touches the top. */
  fit (self, width, height, &side, &bar);
  x0 = (width - side - (bar > 0 ? bar + GAP : 0)) / 2;
  y0 = (height - side) / 2;
  board_x = x0 + (bar > 0 ? bar + GAP : 0);
  if (bar > 0)
    {
      /* The squares as the board lays them out: the bar as tall as the
       * ranks, just left of the frame. */
      square = chess_board_view_square_size_for_side (side);
      gtk_widget_size_allocate (self->bar,
                                &(GtkAllocation) { x0, y0 + square / 2, bar, 8 * square }, -1);
    }
  gtk_widget_size_allocate (self->board, &(GtkAllocation) { board_x, y0, side, side }, -1);

  /* A castling king may wait around the board, beyond the bar. */
  room = (GtkBorder) {
    .left = self->room.left + (bar > 0 ? 0 : board_x),
    .right = self->room.right + (width - board_x - side),
    .top = self->room.top + y0,
    .bottom = self->room.bottom + (height - y0 - side),
  };
  if (bar > 0)
    taken.left = board_x;
  if (CHESS_IS_BOARD_VIEW (self->board))
    chess_board_view_set_outer_room (CHESS_BOARD_VIEW (self->board), &taken, &room);
}

static void
chess_analysis_board_dispose (GObject *object)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_pointer (&self->bar, gtk_widget_unparent);
  G_OBJECT_CLASS (chess_analysis_board_parent_class)->dispose (object);
}

static void
set_child (ChessAnalysisBoard *self,
           GtkWidget         **slot,
           GtkWidget          *child,
           GParamSpec         *pspec)
{
  if (*slot == child)
    return;
  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
      /* The bar before the board, for the focus and screen readers. */
      if (slot == &self->bar && self->board != NULL)
        gtk_widget_insert_before (child, GTK_WIDGET (self), self->board);
    }
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
chess_analysis_board_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_BAR:
      g_value_set_object (value, self->bar);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_board_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      set_child (self, &self->board, g_value_get_object (value), pspec);
      break;
    case PROP_BAR:
      set_child (self, &self->bar, g_value_get_object (value), pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_board_class_init (ChessAnalysisBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_analysis_board_dispose;
  object_class->get_property = chess_analysis_board_get_property;
  object_class->set_property = chess_analysis_board_set_property;
  widget_class->measure = chess_analysis_board_measure;
  widget_class->size_allocate = chess_analysis_board_size_allocate;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BAR] =
    g_param_spec_object ("bar", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_analysis_board_init (ChessAnalysisBoard *self)
{
}

GtkWidget *
chess_analysis_board_get_board (ChessAnalysisBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_BOARD (self), NULL);
  return self->board;
}

GtkWidget *
chess_analysis_board_get_bar (ChessAnalysisBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_BOARD (self), NULL);
  return self->bar;
}

void
chess_analysis_board_fit (ChessAnalysisBoard *self,
                          int                 width,
                          int                 height,
                          int                *fit_width,
                          int                *fit_height)
{
  int side, bar;

  g_return_if_fail (CHESS_IS_ANALYSIS_BOARD (self));

  fit (self, width, height, &side, &bar);
  *fit_width = side + (bar > 0 ? bar + GAP : 0);
  *fit_height = side;
}

void
chess_analysis_board_set_outer_room (ChessAnalysisBoard *self,
                                     const GtkBorder    *room)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_BOARD (self));
  g_return_if_fail (room != NULL);

  if (memcmp (room, &self->room, sizeof *room) == 0)
    return;
  self->room = *room;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}
