/* chess-export.c: writing an exported diagram where the user chose
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-export"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-export-dialog.h"
#include "chess-export.h"
#include "chess-export-private.h"
#include "chess-settings.h"

/* SVG and PDF in points: a diagram of 14 cm that a document can scale at
 * no loss. PNG's size in pixels is the user's (export-size). */
#define VECTOR_SIZE 400

static const struct {
  ChessDiagramFormat  format;
  const char         *ending;
  const char         *mime_type;
  /* Translators: names of file types in the export dialog's filter */
  const char         *name;
} formats[] = {
  { CHESS_DIAGRAM_FORMAT_PNG, "png", "image/png", N_("PNG Image") },
  { CHESS_DIAGRAM_FORMAT_SVG, "svg", "image/svg+xml", N_("SVG Image") },
  { CHESS_DIAGRAM_FORMAT_PDF, "pdf", "application/pdf", N_("PDF Document") },
};

struct _ChessExportRequest {
  ChessDiagramInfo    info;
  ChessDiagramFormat  format;
  int                 size;
  ChessPosition      *position;
  char               *event_name;
  char               *piece_set;
  char               *draw_note;
  char               *english_code;
  char               *letters[8];
  GtkWindow          *parent;   /* weak */
};

void
_chess_export_request_free (ChessExportRequest *request)
{
  g_clear_pointer (&request->position, chess_position_free);
  g_clear_pointer (&request->event_name, g_free);
  g_clear_pointer (&request->piece_set, g_free);
  g_clear_pointer (&request->draw_note, g_free);
  g_clear_pointer (&request->english_code, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (request->letters); i++)
    g_clear_pointer (&request->letters[i], g_free);
  g_clear_weak_pointer (&request->parent);
  g_free (request);
}

ChessExportRequest *
_chess_export_request_new (GtkWindow              *parent,
                           const ChessDiagramInfo *info)
{
  ChessExportRequest *request = g_new0 (ChessExportRequest, 1);

  request->info = *info;
  request->position = info->position != NULL ? chess_position_copy (info->position) : NULL;
  request->event_name = g_strdup (info->event_name);
  request->piece_set = g_strdup (info->piece_set);
  request->draw_note = g_strdup (info->draw_note);
  request->english_code = g_strdup (info->english_code);
  request->info.position = request->position;
  request->info.event_name = request->event_name;
  request->info.piece_set = request->piece_set;
  request->info.draw_note = request->draw_note;
  request->info.english_code = request->english_code;
  for (guint i = 0; i < G_N_ELEMENTS (request->letters); i++)
    {
      request->letters[i] = g_strdup (info->letters[i]);
      request->info.letters[i] = request->letters[i];
    }
  g_set_weak_pointer (&request->parent, parent);
  return request;
}

ChessDiagramInfo *
_chess_export_request_get_info (ChessExportRequest *request)
{
  return &request->info;
}

int
_chess_export_size_for (ChessDiagramFormat format,
                        guint              png_size)
{
  return format == CHESS_DIAGRAM_FORMAT_PNG ? (int) png_size : VECTOR_SIZE;
}

const char *
_chess_export_format_ending (ChessDiagramFormat format)
{
  g_return_val_if_fail (format <= CHESS_DIAGRAM_FORMAT_PDF, formats[0].ending);

  return formats[format].ending;
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

/* The name's own ending (.png, .svg, .pdf) says the format, whatever was
 * chosen in the dialog; a name without one gets the chosen format's. */
static char *
path_with_ending (const char         *path,
                  ChessDiagramFormat *format)
{
  if (chess_diagram_format_from_filename (path, format, NULL))
    return g_strdup (path);
  return g_strdup_printf ("%s.%s", path, formats[*format].ending);
}

static void
on_file_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  ChessExportRequest *request = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = chess_ui_choose_file_finish (result, &error);
  g_autofree char *path = NULL;
  g_autofree char *full_path = NULL;
  ChessDiagramFormat format = request->format;
  int size = request->size;

  if (file != NULL)
    {
      path = g_file_get_path (file);
      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("The diagram can only be saved to a local folder."));
      else
        {
          g_autoptr(GSettings) settings = chess_settings_new ();

          full_path = path_with_ending (path, &format);
          /* A name ending otherwise than the choice gets that format's
           * usual size: PNG in pixels, SVG and PDF in points. */
          if (format != request->format)
            size = _chess_export_size_for (format, g_settings_get_uint (settings, "export-size"));
          if (chess_diagram_export (&request->info, format, full_path, size, &error))
            {
              g_autofree char *folder = g_path_get_dirname (full_path);

              g_settings_set_string (settings, "export-folder", folder);
            }
        }
    }
  if (error != NULL)
    show_error (request->parent, error);
  _chess_export_request_free (request);
}

/* The name suggested for INFO's diagram, ending in ENDING. */
static char *
suggested_name (const ChessDiagramInfo *info,
                const char             *ending)
{
  g_autofree char *name = NULL;

  if (info->event_name != NULL && info->round > 0)
    {
      /* Translators: the file name suggested for a round's diagram, e.g.
       * “Club Championship – Round 3 – SP 421”; the ending (.png) is added */
      name = g_strdup_printf (_("%s – Round %u – SP %u"), info->event_name, info->round, info->number);
      g_strdelimit (name, "/\\", '-');
    }
  else if (info->position == NULL || info->number != G_MAXUINT)
    name = g_strdup_printf ("sp-%u", info->number);
  else
    /* Translators: the file name suggested for a diagram of a position
     * that is not a start position; the ending (.png) is added */
    name = g_strdup (C_("file name", "position"));
  return g_strdup_printf ("%s.%s", name, ending);
}

void
_chess_export_request_choose_file (ChessExportRequest *request,
                                   ChessDiagramFormat  format,
                                   int                 size)
{
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GSettings) settings = chess_settings_new ();
  g_autofree char *folder_path = g_settings_get_string (settings, "export-folder");
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;
  ChessUiFileChoice choice = { .title = _("Export Diagram"), .accept_label = _("_Export"), .save = TRUE };

  g_return_if_fail (request != NULL);
  g_return_if_fail (format <= CHESS_DIAGRAM_FORMAT_PDF);

  request->format = format;
  request->size = size;
  gtk_file_filter_set_name (filter, _(formats[format].name));
  gtk_file_filter_add_mime_type (filter, formats[format].mime_type);
  gtk_file_filter_add_suffix (filter, formats[format].ending);
  g_list_store_append (filters, filter);

  /* The folder of the last export, while it is still there. */
  if (folder_path[0] != '\0' && g_file_test (folder_path, G_FILE_TEST_IS_DIR))
    folder = g_file_new_for_path (folder_path);

  name = suggested_name (&request->info, formats[format].ending);
  choice.filters = G_LIST_MODEL (filters);
  choice.folder = folder;
  choice.name = name;
  chess_ui_choose_file (request->parent, &choice, NULL, on_file_chosen, request);
}

void
chess_export_diagram (GtkWindow              *parent,
                      const ChessDiagramInfo *info)
{
  ChessExportDialog *dialog;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || info->number != G_MAXUINT);

  dialog = chess_export_dialog_new (parent, _chess_export_request_new (parent, info));
  chess_export_dialog_present (dialog);
}
