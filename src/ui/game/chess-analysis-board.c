/* chess-analysis-board.c: the board with the evaluation bar beside it
 *
 * ChessBoardView draws its squares as a square centred in whatever it is
 * given; a box would leave the bar at the far edge of a wide window. This
 * gives the board a square's width (and all the height), puts the bar
 * beside it, and centres the two together, with the bar exactly as tall
 * as the eight ranks (the board's frame is half a square, as
 * chess-board-view-draw.c works it out).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-analysis-board"

#include "chess-analysis-board.h"

#define GAP 6

struct _ChessAnalysisBoard
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *bar;
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
  return CLAMP (side / 22, 18, 28);
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
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->bar != NULL && gtk_widget_get_visible (self->bar))
    {
      *minimum += 18 + GAP;
      *natural += 18 + GAP;
    }
}

static void
chess_analysis_board_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  ChessAnalysisBoard *self = CHESS_ANALYSIS_BOARD (widget);
  int side, bar, x0, square, total, min;

  if (self->bar == NULL || !gtk_widget_get_visible (self->bar))
    {
      if (self->board != NULL)
        gtk_widget_allocate (self->board, width, height, -1, NULL);
      return;
    }

  side = MAX (MIN (width - 18 - GAP, height), 0);
  bar = bar_width (side);
  side = MAX (MIN (width - bar - GAP, height), 0);
  x0 = (width - side - bar - GAP) / 2;
  /* The squares as the board lays them out in SIDE × HEIGHT. */
  square = side / 9;
  while (8 * (square + 1) + 2 * ((square + 1) / 2) <= side)
    square++;
  total = 8 * square + 2 * (square / 2);
  gtk_widget_measure (self->bar, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  /* Just left of the board's frame, as tall as the ranks. */
  gtk_widget_size_allocate (self->bar,
                            &(GtkAllocation) { x0 + (side - total) / 2, (height - total) / 2 + square / 2,
                                               MAX (bar, min), 8 * square },
                            -1);
  gtk_widget_size_allocate (self->board, &(GtkAllocation) { x0 + bar + GAP, 0, side, height }, -1);
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
