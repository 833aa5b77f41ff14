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

/* A name without one of the three endings gets the chosen filter's, so
 * that “diagram” saved under “SVG Image” becomes diagram.svg. */
static char *
path_with_ending (GtkFileChooser     *chooser,
                  const char         *path,
                  ChessDiagramFormat *format)
{
  GtkFileFilter *filter;
  guint index;

  if (chess_diagram_format_from_filename (path, format, NULL))
    return g_strdup (path);

  filter = gtk_file_chooser_get_filter (chooser);
  index = filter != NULL ? GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (filter), "chess-format")) : 0;
  *format = formats[index].format;
  return g_strdup_printf ("%s.%s", path, formats[index].ending);
}

static void
on_response (GtkNativeDialog *native,
             int              response,
             ExportRequest   *request)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *full_path = NULL;
  ChessDiagramFormat format;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("The diagram can only be saved to a local folder."));
      else
        {
          /* Offered only when asked for (INFO's caption). */
          if (request->info.caption)
            request->info.caption = g_strcmp0 (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (native), "caption"),
                                               "true") == 0;
          full_path = path_with_ending (GTK_FILE_CHOOSER (native), path, &format);
          chess_diagram_export (&request->info, format, full_path,
                                format == CHESS_DIAGRAM_FORMAT_PNG ? PNG_SIZE : VECTOR_SIZE,
                                &error);
        }
      if (error != NULL)
        show_error (request->parent, error);
    }

  export_request_free (request);
  g_object_unref (native);
}

void
chess_export_diagram (GtkWindow              *parent,
                      const ChessDiagramInfo *info)
{
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  g_autofree char *name = NULL;
  /* Translators: names of file types in the export dialog's filter */
  const char *filter_names[] = { N_("PNG Image"), N_("SVG Image"), N_("PDF Document") };

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || info->number != G_MAXUINT);

  native = gtk_file_chooser_native_new (_("Export Diagram"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  chooser = GTK_FILE_CHOOSER (native);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(filter_names[i]));
      gtk_file_filter_add_mime_type (filter, formats[i].mime_type);
      gtk_file_filter_add_suffix (filter, formats[i].ending);
      g_object_set_data (G_OBJECT (filter), "chess-format", GUINT_TO_POINTER (i));
      gtk_file_chooser_add_filter (chooser, filter);
    }

  /* A caption says which event, round and position the picture shows:
   * offered when the caller has one, and on unless turned off. */
  if (info->caption)
    {
      gtk_file_chooser_add_choice (chooser, "caption",
                                   _("Caption with the event, round and position"), NULL, NULL);
      gtk_file_chooser_set_choice (chooser, "caption", "true");
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
  gtk_file_chooser_set_current_name (chooser, name);

  g_signal_connect (native, "response", G_CALLBACK (on_response), export_request_new (parent, info));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
