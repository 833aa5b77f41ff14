/* chess-text-warmup.c: the text a window is about to show, drawn once in
 * a thread so that its glyphs are ready when the window draws them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-text-warmup"

#include "config.h"

#include <pango/pangocairo.h>

#include "chess-text-warmup.h"

/* Why (issue 16): the first time a font shows a glyph, FreeType loads it
 * (running the font's hinting program) and cairo keeps its metrics and
 * its rasterized picture with that font (a cairo_scaled_font_t). Pango
 * measures with the same fonts; GTK's renderers draw with them. Before
 * the main window's first frame that is some 390 glyph loads on the main
 * thread, a sixteenth of its instructions (callgrind).
 * cairo shares a font between all its users with the same face, size and
 * options, whatever the thread, so drawing the same text with the same
 * fonts in a thread, while the main thread sets up GL and builds the
 * window, leaves those glyphs ready for it. Nothing GTK draws depends on
 * this: where a font differs (another scale, options changed meanwhile),
 * the main thread loads its glyphs itself, as it always did. */

/* What a label will draw, copied from its layout: the thread touches no
 * widget. */
typedef struct
{
  char                 *text;
  PangoAttrList        *attributes;
  PangoFontDescription *font;
  PangoLanguage        *language;
  PangoDirection        base_direction;
  cairo_font_options_t *font_options;
  double                resolution;
  gboolean              round_glyph_positions;
} TextRun;

/* Longer texts are drawn as far as this: the rest are glyphs they repeat,
 * or that no window shows at once. */
#define MAX_SURFACE_SIDE 2048

static void
text_run_free (gpointer data)
{
  TextRun *run = data;

  g_free (run->text);
  g_clear_pointer (&run->attributes, pango_attr_list_unref);
  pango_font_description_free (run->font);
  cairo_font_options_destroy (run->font_options);
  g_free (run);
}

static TextRun *
text_run_new_for_label (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  PangoContext *context = pango_layout_get_context (layout);
  const PangoFontDescription *font = pango_layout_get_font_description (layout);
  const cairo_font_options_t *font_options = pango_cairo_context_get_font_options (context);
  PangoAttrList *attributes = pango_layout_get_attributes (layout);
  TextRun *run = g_new0 (TextRun, 1);

  run->text = g_strdup (pango_layout_get_text (layout));
  run->attributes = attributes != NULL ? pango_attr_list_copy (attributes) : NULL;
  run->font = pango_font_description_copy (font != NULL ? font : pango_context_get_font_description (context));
  run->language = pango_context_get_language (context);
  run->base_direction = pango_context_get_base_dir (context);
  run->font_options = font_options != NULL ? cairo_font_options_copy (font_options) : cairo_font_options_create ();
  run->resolution = pango_cairo_context_get_resolution (context);
  run->round_glyph_positions = pango_context_get_round_glyph_positions (context);
  return run;
}

/* The labels under WIDGET that show when it does: not hidden, nor on a
 * page or in a revealer that hides them, nor in a popover (not a child
 * that shows with its parent). */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *runs)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child) || GTK_IS_NATIVE (child))
        continue;
      if (GTK_IS_LABEL (child) && *gtk_label_get_text (GTK_LABEL (child)) != '\0')
        g_ptr_array_add (runs, text_run_new_for_label (GTK_LABEL (child)));
      collect_labels (child, runs);
    }
}

static PangoLayout *
layout_run (PangoFontMap  *font_map,
            const TextRun *run)
{
  PangoContext *context = pango_font_map_create_context (font_map);
  PangoLayout *layout;

  /* As GTK set the label's context up, so that Pango asks cairo for the
   * very fonts the label uses. */
  pango_cairo_context_set_font_options (context, run->font_options);
  pango_cairo_context_set_resolution (context, run->resolution);
  pango_context_set_font_description (context, run->font);
  pango_context_set_language (context, run->language);
  pango_context_set_base_dir (context, run->base_direction);
  pango_context_set_round_glyph_positions (context, run->round_glyph_positions);
  layout = pango_layout_new (context);
  pango_layout_set_text (layout, run->text, -1);
  pango_layout_set_attributes (layout, run->attributes);
  g_object_unref (context);
  return layout;
}

static void
add_fonts (PangoLayout *layout,
           GPtrArray   *fonts)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);
      cairo_scaled_font_t *font;

      if (run == NULL)
        continue;
      font = pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (run->item->analysis.font));
      if (font != NULL && !g_ptr_array_find (fonts, font, NULL))
        g_ptr_array_add (fonts, cairo_scaled_font_reference (font));
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
}

/* Draws each text into a surface of its own, as big as its ink: cairo
 * rasterizes only the glyphs inside what it draws on. */
static void
draw_runs (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  GPtrArray *runs = task_data;
  g_autoptr(PangoFontMap) font_map = pango_cairo_font_map_new ();
  g_autoptr(GPtrArray) fonts = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_scaled_font_destroy);

  for (guint i = 0; i < runs->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_autoptr(PangoLayout) layout = layout_run (font_map, g_ptr_array_index (runs, i));
      PangoRectangle ink;
      cairo_surface_t *surface;
      cairo_t *cr;

      pango_layout_get_pixel_extents (layout, &ink, NULL);
      if (ink.width <= 0 || ink.height <= 0)
        continue;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            MIN (ink.width + 2, MAX_SURFACE_SIDE),
                                            MIN (ink.height + 2, MAX_SURFACE_SIDE));
      cr = cairo_create (surface);
      cairo_translate (cr, 1 - ink.x, 1 - ink.y);
      pango_cairo_show_layout (cr, layout);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      add_fonts (layout, fonts);
    }
  g_task_return_pointer (task, g_steal_pointer (&fonts), (GDestroyNotify) g_ptr_array_unref);
}

void
chess_ui_warm_up_text (GtkWidget           *root,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GPtrArray) runs = NULL;

  g_return_if_fail (GTK_IS_WIDGET (root));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_ui_warm_up_text);
  /* With one core the thread would only take turns with the main one. */
  if (g_get_num_processors () < 2)
    {
      g_task_return_pointer (task, g_ptr_array_new (), (GDestroyNotify) g_ptr_array_unref);
      return;
    }
  runs = g_ptr_array_new_with_free_func (text_run_free);
  collect_labels (root, runs);
  g_task_set_task_data (task, g_steal_pointer (&runs), (GDestroyNotify) g_ptr_array_unref);
  g_task_run_in_thread (task, draw_runs);
}

GPtrArray *
chess_ui_warm_up_text_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == chess_ui_warm_up_text, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
