/* chess-button-row.c: buttons of one width in a row, in two or
 * three rows where one is too narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-button-row"

#include "chess-button-row.h"

/* A homogeneous GtkBox is as wide as its widest button times their
 * number: in Russian (“Предложить ничью”, “Подсказка”) that kept the side
 * panel at 366 px and the board small. This one needs only the widest
 * button's width: where the row does not fit, the buttons go into as many
 * rows as needed, the last row's buttons sharing its width. A row holds
 * only as many buttons as fit at their natural width, so that a label is
 * never squeezed onto two lines inside its button (“Offer / Draw” in an
 * 880 px window): the row wraps whole buttons instead. */

#define SPACING 6

struct _ChessButtonRow
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (ChessButtonRow, chess_button_row, GTK_TYPE_WIDGET)

static guint
count_children (GtkWidget *widget,
                int       *widest_minimum,
                int       *widest_natural)
{
  guint n = 0;

  *widest_minimum = *widest_natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      *widest_minimum = MAX (*widest_minimum, minimum);
      *widest_natural = MAX (*widest_natural, natural);
      n++;
    }
  return n;
}

/* How many buttons fit in one row of WIDTH. */
static guint
per_row (guint n,
         int   widest,
         int   width)
{
  guint k = n;

  while (k > 1 && (int) k * widest + ((int) k - 1) * SPACING > width)
    k--;
  return MAX (k, 1);
}

/* The width of each button of row ROW, with K a row. */
static int
cell_width (guint n,
            guint k,
            guint row,
            int   width)
{
  guint in_row = MIN (k, n - row * k);

  return (width - ((int) in_row - 1) * SPACING) / (int) in_row;
}

/* Walks the rows for WIDTH: their heights' sum, and, when ALLOCATE, gives
 * each button its place. */
static int
lay_out (GtkWidget *widget,
         int        width,
         gboolean   allocate)
{
  int widest_minimum, widest_natural;
  guint n = count_children (widget, &widest_minimum, &widest_natural);
  guint k, index = 0;
  int y = 0, row_height = 0, x = 0;

  if (n == 0)
    return 0;
  k = per_row (n, widest_natural, width);

  /* Heights first, row by row. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int cell, minimum;
      guint row, column;

      if (!gtk_widget_should_layout (child))
        continue;
      row = index / k;
      column = index % k;
      cell = cell_width (n, k, row, width);
      if (column == 0)
        {
          /* The tallest in the row. */
          int height = 0;
          guint j = 0;

          for (GtkWidget *other = child; other != NULL && j < k; other = gtk_widget_get_next_sibling (other))
            {
              if (!gtk_widget_should_layout (other))
                continue;
              gtk_widget_measure (other, GTK_ORIENTATION_VERTICAL, cell, &minimum, NULL, NULL, NULL);
              height = MAX (height, minimum);
              j++;
            }
          if (row > 0)
            y += row_height + SPACING;
          row_height = height;
          x = 0;
        }
      if (allocate)
        gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, cell, row_height }, -1);
      x += cell + SPACING;
      index++;
    }
  return y + row_height;
}

static GtkSizeRequestMode
chess_button_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
chess_button_row_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  int widest_minimum, widest_natural;
  guint n = count_children (widget, &widest_minimum, &widest_natural);
  int widest_row = n > 0 ? (int) n * widest_natural + ((int) n - 1) * SPACING : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = widest_minimum;
      *natural = widest_row;
    }
  else
    *minimum = *natural = lay_out (widget, for_size >= 0 ? for_size : widest_row, FALSE);
}

static void
chess_button_row_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  lay_out (widget, width, TRUE);
}

static void
chess_button_row_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (chess_button_row_parent_class)->dispose (object);
}

static void
chess_button_row_class_init (ChessButtonRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_button_row_dispose;
  widget_class->get_request_mode = chess_button_row_get_request_mode;
  widget_class->measure = chess_button_row_measure;
  widget_class->size_allocate = chess_button_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "buttonrow");
}

static void
chess_button_row_init (ChessButtonRow *self)
{
}

GtkWidget *
chess_button_row_new (void)
{
  return g_object_new (CHESS_TYPE_BUTTON_ROW, NULL);
}
