/* chess-presentation-window-layout.c: the hall screen's type sizes, and
 * how the board and the set-up guide share the screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-presentation-window"

#include "config.h"

#include <math.h>

#include "chess-presentation-window-private.h"
#include "chess-text-size.h"

static int
measure_height (GtkWidget *widget,
                int        width)
{
  int minimum = 0, natural = 0;

  if (gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return natural;
}

/* The biggest board the guide at its present size leaves in ROOM ×
 * HEIGHT, beside it or under it as ChessBoardLayout would choose; 0 when
 * the guide does not fit at all. */
static int
chess_presentation_window_board_left (ChessPresentationWindow *self,
                                      int                      room,
                                      int                      height)
{
  int width, guide_height_beside, guide_height_below, beside = 0, below = 0;

  gtk_widget_measure (GTK_WIDGET (self->guide), GTK_ORIENTATION_HORIZONTAL, -1,
                      &width, NULL, NULL, NULL);
  if (width > room)
    return 0;
  gtk_widget_measure (GTK_WIDGET (self->guide), GTK_ORIENTATION_VERTICAL, width,
                      &guide_height_beside, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->guide), GTK_ORIENTATION_VERTICAL, room,
                      &guide_height_below, NULL, NULL, NULL);
  if (guide_height_beside <= height)
    beside = MIN (height, room - BOARD_LAYOUT_SPACING - width);
  below = MIN (room, height - BOARD_LAYOUT_SPACING - guide_height_below);
  return MAX (0, MAX (beside, below));
}

/* The guide's text size: LARGEST, or less where the guide would leave
 * the board less than MIN_BOARD_SHARE of HEIGHT in ROOM × HEIGHT, or
 * less than its minimum size. Its
 * size follows the text size closely, but not exactly (whole pixels),
 * hence a few rounds. */
static void
chess_presentation_window_fit_guide (ChessPresentationWindow *self,
                                     double                   largest,
                                     int                      room,
                                     int                      height)
{
  double size = MAX (MIN_TEXT_SIZE, largest);
  int board_minimum;

  /* Less, and the window would grow past the screen. */
  gtk_widget_measure (GTK_WIDGET (self->board_view), GTK_ORIENTATION_VERTICAL, -1,
                      &board_minimum, NULL, NULL, NULL);
  for (guint attempt = 0; attempt < 12; attempt++)
    {
      chess_setup_guide_set_text_size (self->guide, size);
      if (chess_presentation_window_board_left (self, room, height) >= MAX (MIN_BOARD_SHARE * height, board_minimum)
          || size <= MIN_TEXT_SIZE)
        return;
      size = MAX (MIN_TEXT_SIZE, floor (size * 0.92));
    }
}

/* Sizes every text for the window's size. A line of its own (the caption,
 * the cover's title) grows with the height and shrinks to fit the width.
 * The board takes the height left under the caption; the set-up guide
 * gets what width remains beside it on a landscape screen, or the width
 * under it on a portrait one, as ChessBoardLayout will arrange them, so
 * that a language with longer names shrinks the guide, never the board. */
void
_chess_presentation_window_update_text_sizes (ChessPresentationWindow *self)
{
  double tall = self->height / DESIGN_HEIGHT;
  int margin = (int) round (MAX (12.0, 32.0 * MIN (tall, self->width / DESIGN_WIDTH)));
  int spacing = (int) round (MAX (4.0, 8.0 * tall));
  int room = self->width - 2 * margin;
  const char *caption = gtk_label_get_text (self->caption_label);
  const char *title = gtk_label_get_text (self->cover_title_label);
  int height;

  if (self->width <= 0 || self->height <= 0)
    return;

  gtk_widget_set_margin_start (self->position_page, margin);
  gtk_widget_set_margin_end (self->position_page, margin);
  gtk_widget_set_margin_top (self->position_page, margin / 2);
  gtk_widget_set_margin_bottom (self->position_page, margin);
  gtk_box_set_spacing (GTK_BOX (self->position_page), spacing);
  gtk_widget_set_margin_start (self->cover, margin);
  gtk_widget_set_margin_end (self->cover, margin);
  gtk_box_set_spacing (GTK_BOX (self->cover), (int) round (MAX (6.0, 24.0 * tall)));

  chess_text_size_apply (self->event_label, MAX (MIN_TEXT_SIZE, 40.0 * tall));
  chess_text_size_apply (self->caption_label,
                         chess_text_size_fit (self->caption_label, caption,
                                              MAX (MIN_TEXT_SIZE, 84.0 * tall), room));
  chess_text_size_apply (self->reversed_label, MAX (MIN_TEXT_SIZE, 48.0 * tall));

  /* The guide's letters are a share of the screen's height whatever its
   * shape, as large as the whole width allows: ChessBoardLayout then puts
   * the guide beside the board where that leaves the bigger board (16:9)
   * and under it where not (4:3). The players set their boards up from
   * the guide; the board only confirms it. */
  /* In fullscreen the header bar only comes and goes over a while; it is
   * not worth a new layout each time. */
  height = self->height - (self->fullscreen ? 0 : measure_height (GTK_WIDGET (self->header_bar), self->width))
           - margin / 2 - margin
           - measure_height (GTK_WIDGET (self->event_label), room) - spacing
           - measure_height (GTK_WIDGET (self->caption_label), room) - spacing
           - (gtk_widget_get_visible (GTK_WIDGET (self->reversed_label))
              ? measure_height (GTK_WIDGET (self->reversed_label), room) + spacing : 0);
  chess_presentation_window_fit_guide (self,
                                       GUIDE_LETTER_SHARE * self->height / CHESS_SETUP_GUIDE_LETTER_SCALE,
                                       room, height);

  gtk_image_set_pixel_size (self->cover_icon, (int) round (MAX (32.0, 128.0 * tall)));
  chess_text_size_apply (self->cover_event_label, MAX (MIN_TEXT_SIZE, 48.0 * tall));
  chess_text_size_apply (self->cover_title_label,
                         chess_text_size_fit (self->cover_title_label, title,
                                              MAX (MIN_TEXT_SIZE, 144.0 * tall), room));
  chess_text_size_apply (self->cover_hint_label, MAX (MIN_TEXT_SIZE, 36.0 * tall));
}
