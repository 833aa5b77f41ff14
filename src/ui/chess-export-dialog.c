/* chess-export-dialog.c: how a diagram is exported, chosen before the file
 *
 * GTK's file dialog (4.10 and later) has no room for choices of the
 * app's own, so they come first, here, with a preview; the file chooser
 * then only asks where.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-export-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-export-dialog.h"
#include "chess-settings.h"

/* The dialog's height with and without the caption's row and lines. */
#define PLAIN_HEIGHT 440
#define CAPTIONED_HEIGHT 530

/* The preview's width in pixels; a caption makes it taller. */
#define PREVIEW_SIZE 200

/* PNG widths offered, in pixels: a slide, a web page, a poster. A size
 * set otherwise (dconf) joins them. */
static const guint png_sizes[] = { 400, 800, 1600, 3200 };

struct _ChessExportDialog
{
  AdwBin              parent_instance;

  GtkDrawingArea     *preview;
  AdwComboRow        *format_row;
  AdwComboRow        *size_row;
  AdwActionRow       *caption_row;
  GtkSwitch          *caption_switch;
  GtkWidget          *export_button;

  GSettings          *settings;
  ChessExportRequest *request;
  /* What the caller offered: a caption can be left out, never added. */
  gboolean            caption_offered;
  /* The widths in size_row, ascending. */
  GArray             *sizes;
  GtkWindow          *parent;   /* weak */
};

G_DEFINE_FINAL_TYPE (ChessExportDialog, chess_export_dialog, ADW_TYPE_BIN)

static ChessDiagramFormat
chosen_format (ChessExportDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->format_row);

  return selected <= CHESS_DIAGRAM_FORMAT_PDF ? (ChessDiagramFormat) selected : CHESS_DIAGRAM_FORMAT_PNG;
}

static guint
chosen_png_size (ChessExportDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->size_row);

  if (selected < self->sizes->len)
    return g_array_index (self->sizes, guint, selected);
  return g_settings_get_uint (self->settings, "export-size");
}

static gboolean
caption_chosen (ChessExportDialog *self)
{
  return self->caption_offered && gtk_switch_get_active (self->caption_switch);
}

/* The diagram as it will be written, with the caption as chosen. */
static ChessDiagramInfo
shown_info (ChessExportDialog *self)
{
  ChessDiagramInfo info = *_chess_export_request_get_info (self->request);

  info.caption = caption_chosen (self);
  return info;
}

/* The diagram as it will be written, PREVIEW_SIZE wide. */
static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  ChessExportDialog *self = user_data;
  ChessDiagramInfo info = shown_info (self);

  cairo_scale (cr, width / (double) PREVIEW_SIZE, width / (double) PREVIEW_SIZE);
  chess_diagram_draw_export (cr, &info, PREVIEW_SIZE);
}

static void
update_preview (ChessExportDialog *self)
{
  ChessDiagramInfo info = shown_info (self);

  gtk_drawing_area_set_content_width (self->preview, PREVIEW_SIZE);
  gtk_drawing_area_set_content_height (self->preview, chess_diagram_export_height (&info, PREVIEW_SIZE));
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
update_format (ChessExportDialog *self)
{
  const char *subtitles[] = {
    N_("A picture for web pages and slides"),
    N_("A drawing that scales without loss, for web pages and drawing programs"),
    N_("A page that scales without loss, for documents and printing"),
  };
  ChessDiagramFormat format = chosen_format (self);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->format_row), _(subtitles[format]));
  /* SVG and PDF have no pixels to count. */
  gtk_widget_set_visible (GTK_WIDGET (self->size_row), format == CHESS_DIAGRAM_FORMAT_PNG);
}

static gboolean
format_from_setting (GValue   *value,
                     GVariant *variant,
                     gpointer  user_data)
{
  const char *name = g_variant_get_string (variant, NULL);

  for (guint i = CHESS_DIAGRAM_FORMAT_PNG; i <= CHESS_DIAGRAM_FORMAT_PDF; i++)
    if (g_str_equal (name, _chess_export_format_ending (i)))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
format_to_setting (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index > CHESS_DIAGRAM_FORMAT_PDF)
    return NULL;
  return g_variant_new_string (_chess_export_format_ending (index));
}

static gboolean
size_from_setting (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  ChessExportDialog *self = user_data;
  guint size = g_variant_get_uint32 (variant);

  for (guint i = 0; i < self->sizes->len; i++)
    if (g_array_index (self->sizes, guint, i) == size)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
size_to_setting (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  ChessExportDialog *self = user_data;
  guint index = g_value_get_uint (value);

  if (index >= self->sizes->len)
    return NULL;
  return g_variant_new_uint32 (g_array_index (self->sizes, guint, index));
}

static gint
compare_sizes (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The widths offered, with the one set now among them. */
static void
fill_sizes (ChessExportDialog *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint current = g_settings_get_uint (self->settings, "export-size");
  gboolean listed = FALSE;

  g_array_append_vals (self->sizes, png_sizes, G_N_ELEMENTS (png_sizes));
  for (guint i = 0; i < G_N_ELEMENTS (png_sizes); i++)
    listed |= png_sizes[i] == current;
  if (!listed)
    {
      g_array_append_val (self->sizes, current);
      g_array_sort (self->sizes, compare_sizes);
    }

  for (guint i = 0; i < self->sizes->len; i++)
    {
      guint size = g_array_index (self->sizes, guint, i);
      /* Translators: a PNG diagram's width in the export dialog */
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pixel", "%u pixels", size), size);

      gtk_string_list_append (labels, label);
    }
  adw_combo_row_set_model (self->size_row, G_LIST_MODEL (labels));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessExportDialog *self = CHESS_EXPORT_DIALOG (widget);
  ChessExportRequest *request = g_steal_pointer (&self->request);
  ChessDiagramFormat format = chosen_format (self);
  int size = _chess_export_size_for (format, chosen_png_size (self));

  _chess_export_request_get_info (request)->caption = caption_chosen (self);
  /* The chooser comes over the window, once this dialog (SELF with it)
   * has gone. */
  chess_ui_content_dialog_close (widget);
  _chess_export_request_choose_file (request, format, size);
}

static void
chess_export_dialog_dispose (GObject *object)
{
  ChessExportDialog *self = CHESS_EXPORT_DIALOG (object);

  if (self->settings != NULL)
    {
      g_settings_unbind (self->format_row, "selected");
      g_settings_unbind (self->size_row, "selected");
      g_settings_unbind (self->caption_switch, "active");
    }
  g_clear_object (&self->settings);
  g_clear_pointer (&self->request, _chess_export_request_free);
  g_clear_pointer (&self->sizes, g_array_unref);
  g_clear_weak_pointer (&self->parent);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_EXPORT_DIALOG);

  G_OBJECT_CLASS (chess_export_dialog_parent_class)->dispose (object);
}

static void
chess_export_dialog_class_init (ChessExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_export_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, caption_row);
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, caption_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessExportDialog, export_button);

  gtk_widget_class_install_action (widget_class, "dialog.export", NULL, export_action);
  chess_ui_content_dialog_class_add_close (widget_class);
}

static void
chess_export_dialog_init (ChessExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();
  self->sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  fill_sizes (self);
  g_settings_bind_with_mapping (self->settings, "export-format", self->format_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, format_from_setting, format_to_setting, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "export-size", self->size_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, size_from_setting, size_to_setting, self, NULL);
  g_settings_bind (self->settings, "export-caption", self->caption_switch, "active", G_SETTINGS_BIND_DEFAULT);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Preview of the diagram"),
                                  -1);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  g_signal_connect_swapped (self->format_row, "notify::selected", G_CALLBACK (update_format), self);
  g_signal_connect_swapped (self->caption_switch, "notify::active", G_CALLBACK (update_preview), self);
  update_format (self);
}

ChessExportDialog *
chess_export_dialog_new (GtkWindow          *parent,
                         ChessExportRequest *request)
{
  ChessExportDialog *self;

  g_return_val_if_fail (request != NULL, NULL);

  self = g_object_new (CHESS_TYPE_EXPORT_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->request = request;
  self->caption_offered = _chess_export_request_get_info (request)->caption;
  gtk_widget_set_visible (GTK_WIDGET (self->caption_row), self->caption_offered);
  update_preview (self);
  /* As high as the content, given outright: libadwaita 1.7's dialog,
   * left to find it (-1), opened 200 px high, the preview cut and the
   * rows out of sight. */
  chess_ui_content_dialog_wrap (GTK_WIDGET (self), _("Export Diagram"), 440,
                                self->caption_offered ? CAPTIONED_HEIGHT : PLAIN_HEIGHT, self->export_button);
  return self;
}

void
chess_export_dialog_present (ChessExportDialog *self)
{
  g_return_if_fail (CHESS_IS_EXPORT_DIALOG (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_export_dialog_close (ChessExportDialog *self)
{
  g_return_if_fail (CHESS_IS_EXPORT_DIALOG (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}
