/* chess-text-size.c: text that grows with the window, for the hall screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-text-size"

#include <math.h>

#include "chess-text-size.h"

/* CSS has no sizes relative to the window in GTK 4.8, so the size is a
 * Pango attribute on the label; the rest of its font (weight, features)
 * still comes from the style sheet. */
static int
label_pixel_size (GtkLabel *label)
{
  PangoAttrList *attrs = gtk_label_get_attributes (label);
  g_autoptr(PangoAttrIterator) iter = NULL;
  PangoAttribute *size;

  if (attrs == NULL)
    return 0;
  iter = pango_attr_list_get_iterator (attrs);
  size = pango_attr_iterator_get (iter, PANGO_ATTR_ABSOLUTE_SIZE);
  return size != NULL ? ((PangoAttrInt *) size)->value / PANGO_SCALE : 0;
}

void
chess_text_size_apply (GtkLabel *label,
                       double    pixels)
{
  g_autoptr(PangoAttrList) attrs = NULL;
  int size = (int) round (pixels);

  g_return_if_fail (GTK_IS_LABEL (label));

  if (size == label_pixel_size (label))
    return;
  if (size <= 0)
    {
      gtk_label_set_attributes (label, NULL);
      return;
    }
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (size * PANGO_SCALE));
  gtk_label_set_attributes (label, attrs);
}

double
chess_text_size_fit (GtkLabel   *label,
                     const char *text,
                     double      pixels,
                     int         width)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoAttrList) attrs = NULL;
  int text_width;

  g_return_val_if_fail (GTK_IS_LABEL (label), pixels);

  if (text == NULL || *text == '\0' || width <= 0 || pixels <= 0)
    return pixels;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), text);
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) round (pixels) * PANGO_SCALE));
  pango_layout_set_attributes (layout, attrs);
  pango_layout_get_pixel_size (layout, &text_width, NULL);
  /* Glyphs do not scale exactly linearly (hinting, whole pixels): a
   * little to spare keeps the result on one line. */
  if (text_width > width)
    return floor (pixels * width / text_width * 0.98);
  return pixels;
}
