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
 * button's width. Each button has its natural width and an equal share
 * of what its row leaves over, so that Resign, Offer Draw and Hint stay
 * in one row of the default window's 260 px panel (as wide as the
 * widest, they would need 330); where the buttons do not fit at their
 * natural widths the row wraps whole buttons, into as many rows as
 * needed, rather than squeeze a label onto two lines inside its button
 * (“Offer / Draw”); a button alone in its row takes all of it. */

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

#define MAX_BUTTONS 8

/* The natural widths of the buttons that are laid out, at most
 * MAX_BUTTONS of them, and how many. */
static guint
natural_widths (GtkWidget *widget,
                int        widths[MAX_BUTTONS])
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && n < MAX_BUTTONS;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &widths[n], NULL, NULL);
      n++;
    }
  return n;
}

/* The natural width of the K buttons from FIRST side by side. */
static int
row_width (const int *widths,
           guint      first,
           guint      k)
{
  int sum = 0;

  for (guint i = first; i < first + k; i++)
    sum += widths[i];
  return sum + ((int) k - 1) * SPACING;
}

/* How many buttons go in one row of WIDTH: as many as fit at their
 * natural widths in every row. */
static guint
per_row (const int *widths,
         guint      n,
         int        width)
{
  for (guint k = n; k > 1; k--)
    {
      gboolean fits = TRUE;

      for (guint first = 0; first < n && fits; first += k)
        fits = row_width (widths, first, MIN (k, n - first)) <= width;
      if (fits)
        return k;
    }
  return 1;
}

/* The width of button INDEX, K a row: its natural width and an equal
 * share of what its row leaves over; alone, the whole row. */
static int
cell_width (const int *widths,
            guint      n,
            guint      k,
            guint      index,
            int        width)
{
  guint first = index / k * k;
  guint in_row = MIN (k, n - first);

  if (in_row == 1)
    return width;
  return widths[index] + (width - row_width (widths, first, in_row)) / (int) in_row;
}

/* Walks the rows for WIDTH: their heights' sum, and, when ALLOCATE, gives
 * each button its place. */
static int
lay_out (GtkWidget *widget,
         int        width,
         gboolean   allocate)
{
  int widths[MAX_BUTTONS];
  guint n = natural_widths (widget, widths);
  guint k, index = 0;
  int y = 0, row_height = 0, x = 0;

  if (n == 0)
    return 0;
  k = per_row (widths, n, width);

  /* Heights first, row by row. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && index < n;
       child = gtk_widget_get_next_sibling (child))
    {
      int cell, minimum;
      guint row, column;

      if (!gtk_widget_should_layout (child))
        continue;
      row = index / k;
      column = index % k;
      cell = cell_width (widths, n, k, index, width);
      if (column == 0)
        {
          /* The tallest in the row. */
          int height = 0;
          guint j = 0;

          for (GtkWidget *other = child; other != NULL && j < k && index + j < n;
               other = gtk_widget_get_next_sibling (other))
            {
              if (!gtk_widget_should_layout (other))
                continue;
              gtk_widget_measure (other, GTK_ORIENTATION_VERTICAL, cell_width (widths, n, k, index + j, width),
                                  &minimum, NULL, NULL, NULL);
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
  int widest_minimum, widest_natural, widths[MAX_BUTTONS];
  guint n = count_children (widget, &widest_minimum, &widest_natural);
  int widest_row = n > 0 ? row_width (widths, 0, natural_widths (widget, widths)) : 0;

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
