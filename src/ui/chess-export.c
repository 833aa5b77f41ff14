/* chess-export.c: saving a board diagram as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-export"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-export.h"

/* PNG in pixels, enough for a web page or a slide; SVG and PDF in points,
 * a diagram of 14 cm that a document can scale at no loss. */
#define PNG_SIZE 800
#define VECTOR_SIZE 400

static const struct {
  ChessDiagramFormat  format;
  const char         *ending;
  const char         *mime_type;
} formats[] = {
  { CHESS_DIAGRAM_FORMAT_PNG, "png", "image/png" },
  { CHESS_DIAGRAM_FORMAT_SVG, "svg", "image/svg+xml" },
  { CHESS_DIAGRAM_FORMAT_PDF, "pdf", "application/pdf" },
};

/* INFO and what it points to, for as long as the file chooser is open. */
typedef struct {
  ChessDiagramInfo  info;
  ChessPosition    *position;
  char             *event_name;
  char             *piece_set;
  char             *draw_note;
  char             *english_code;
  GtkWindow        *parent;   /* weak */
} ExportRequest;

static void
export_request_free (ExportRequest *request)
{
  g_clear_pointer (&request->position, chess_position_free);
  g_clear_pointer (&request->event_name, g_free);
  g_clear_pointer (&request->piece_set, g_free);
  g_clear_pointer (&request->draw_note, g_free);
  g_clear_pointer (&request->english_code, g_free);
  g_clear_weak_pointer (&request->parent);
  g_free (request);
}

static ExportRequest *
export_request_new (GtkWindow              *parent,
                    const ChessDiagramInfo *info)
{
  ExportRequest *request = g_new0 (ExportRequest, 1);

  request->info = *info;
  request->position = info->position != NULL ? chess_position_copy (info->position) : NULL;
  request->event_name = g_strdup (info->event_name);
  request->piece_set = g_strdup (info->piece_set);
  request->info.position = request->position;
  request->info.event_name = request->event_name;
  request->info.piece_set = request->piece_set;
  request->draw_note = g_strdup (info->draw_note);
  request->english_code = g_strdup (info->english_code);
  request->info.draw_note = request->draw_note;
  request->info.english_code = request->english_code;
  g_set_weak_pointer (&request->parent, parent);
  return request;
}

static void
show_error (GtkWindow    *parent,
            const GError *error)
{
  GtkWidget *dialog;

  if (parent != NULL && !gtk_widget_get_visible (GTK_WIDGET (parent)))
    parent = NULL;
  dialog = chess_ui_alert_new (_("Cannot Export Diagram"), error->message);
  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_set_responses (dialog, "close", "close");
  gtk_widget_add_css_class (dialog, "export-error");
  chess_ui_dialog_present (dialog, GTK_WIDGET (parent));
}

/* A name without one of the three endings gets PNG's, the first filter's
 * (GtkFileDialog does not say which filter the user chose). */
static char *
path_with_ending (const char         *path,
                  ChessDiagramFormat *format)
{
  if (chess_diagram_format_from_filename (path, format, NULL))
    return g_strdup (path);
  *format = formats[0].format;
  return g_strdup_printf ("%s.%s", path, formats[0].ending);
}

static void
on_file_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  ExportRequest *request = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = chess_ui_choose_file_finish (result, &error);
  g_autofree char *path = NULL;
  g_autofree char *full_path = NULL;
  ChessDiagramFormat format;

  if (file != NULL)
    {
      path = g_file_get_path (file);
      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("The diagram can only be saved to a local folder."));
      else
        {
          full_path = path_with_ending (path, &format);
          chess_diagram_export (&request->info, format, full_path,
                                format == CHESS_DIAGRAM_FORMAT_PNG ? PNG_SIZE : VECTOR_SIZE,
                                &error);
        }
    }
  if (error != NULL)
    show_error (request->parent, error);
  export_request_free (request);
}

void
chess_export_diagram (GtkWindow              *parent,
                      const ChessDiagramInfo *info)
{
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  ChessUiFileChoice choice = { .title = _("Export Diagram"), .accept_label = _("_Export"), .save = TRUE };
  g_autofree char *name = NULL;
  /* Translators: names of file types in the export dialog's filter */
  const char *filter_names[] = { N_("PNG Image"), N_("SVG Image"), N_("PDF Document") };

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || info->number != G_MAXUINT);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(filter_names[i]));
      gtk_file_filter_add_mime_type (filter, formats[i].mime_type);
      gtk_file_filter_add_suffix (filter, formats[i].ending);
      g_list_store_append (filters, filter);
    }

  if (info->event_name != NULL && info->round > 0)
    {
      /* Translators: the file name suggested for a round's diagram, e.g.
       * “Club Championship – Round 3 – SP 421.png”; keep the ending */
      name = g_strdup_printf (_("%s – Round %u – SP %u.png"), info->event_name, info->round, info->number);
      g_strdelimit (name, "/\\", '-');
    }
  else if (info->position == NULL || info->number != G_MAXUINT)
    name = g_strdup_printf ("sp-%u.png", info->number);
  else
    /* Translators: the file name suggested for a diagram of a position
     * that is not a start position; keep the ending */
    name = g_strdup (_("position.png"));
  choice.filters = G_LIST_MODEL (filters);
  choice.name = name;
  chess_ui_choose_file (parent, &choice, NULL, on_file_chosen, export_request_new (parent, info));
}
