/* chess-print.c: printing a round's sheet or table cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-print"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-diagram.h"
#include "chess-print.h"

/* What the pages need, owned by the operation: the caller's rounds may
 * change while the print dialog is open. */
typedef struct {
  ChessEvent       *event;
  GPtrArray        *rounds;   /* ChessRound */
  ChessPrintLayout  layout;
  GtkWindow        *parent;   /* weak */
} PrintJob;

/* The printer, paper and copies chosen last, for the next print in this
 * session. */
static GtkPrintSettings *last_settings;

static void
print_job_free (PrintJob *job)
{
  g_clear_object (&job->event);
  g_clear_pointer (&job->rounds, g_ptr_array_unref);
  g_clear_weak_pointer (&job->parent);
  g_free (job);
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  const ChessRound *round;
  ChessDiagramInfo info = { 0 };
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  g_return_if_fail (page_nr >= 0 && (guint) page_nr < job->rounds->len);

  round = g_ptr_array_index (job->rounds, page_nr);
  info.variant = chess_event_get_variant (job->event);
  info.number = round->number;
  info.event_name = chess_event_get_name (job->event);
  info.round = round->round;
  info.colours_reversed = round->colours_reversed;

  if (job->layout == CHESS_PRINT_CARDS)
    chess_diagram_draw_card_page (cr, &info, width, height);
  else
    chess_diagram_draw_sheet (cr, &info, width, height);
}

/* Shown in the printer's queue, and the name “Print to File” suggests. */
static char *
job_name (ChessEvent        *event,
          const ChessRound **rounds,
          guint              n_rounds)
{
  const char *name = chess_event_get_name (event);
  g_autofree char *what = NULL;

  if (n_rounds == 1)
    /* Translators: the round of a tournament whose papers are printed */
    what = g_strdup_printf (_("Round %u"), rounds[0]->round);
  else
    /* Translators: the first and last of the rounds whose papers are
     * printed, e.g. "Rounds 1–3" */
    what = g_strdup_printf (_("Rounds %u–%u"), rounds[0]->round, rounds[n_rounds - 1]->round);

  if (name == NULL || name[0] == '\0')
    return g_steal_pointer (&what);
  /* Translators: an event's name and which of its rounds are printed,
   * e.g. "Club Championship — Round 3" */
  return g_strdup_printf (_("%s — %s"), name, what);
}

static GtkPrintOperation *
create_operation (ChessEvent        *event,
                  const ChessRound **rounds,
                  guint              n_rounds,
                  ChessPrintLayout   layout)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr(GtkPageSetup) page_setup = gtk_page_setup_new ();
  g_autofree char *name = job_name (event, rounds, n_rounds);
  PrintJob *job = g_new0 (PrintJob, 1);

  job->event = g_object_ref (event);
  job->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_round_free);
  for (guint i = 0; i < n_rounds; i++)
    g_ptr_array_add (job->rounds, chess_round_copy (rounds[i]));
  job->layout = layout;
  g_object_set_data_full (G_OBJECT (operation), "chess-print-job", job, (GDestroyNotify) print_job_free);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), job);

  /* A new page setup has the locale's default paper (A4, or Letter where
   * that is usual), upright; the pages lay themselves out on whatever
   * paper and orientation the dialog ends up with. */
  gtk_print_operation_set_default_page_setup (operation, page_setup);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_use_full_page (operation, FALSE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_n_pages (operation, (int) n_rounds);
  gtk_print_operation_set_job_name (operation, name);
  if (last_settings != NULL)
    gtk_print_operation_set_print_settings (operation, last_settings);

  return operation;
}

static void
show_error (GtkWindow    *parent,
            const GError *error)
{
  GtkWidget *dialog;

  /* A window closed meanwhile is no parent for the message. */
  if (parent != NULL && !gtk_widget_get_visible (GTK_WIDGET (parent)))
    parent = NULL;
  dialog = chess_ui_alert_new (_("Cannot Print"), error->message);
  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_set_responses (dialog, "close", "close");
  chess_ui_dialog_present (dialog, GTK_WIDGET (parent));
}

static void
on_done (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         gpointer                 user_data)
{
  PrintJob *job = g_object_get_data (G_OBJECT (operation), "chess-print-job");

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      if (error != NULL)
        show_error (job->parent, error);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    g_set_object (&last_settings, gtk_print_operation_get_print_settings (operation));

  /* The operation chess_print_rounds () made. */
  g_object_unref (operation);
}

void
chess_print_rounds (GtkWindow         *parent,
                    ChessEvent        *event,
                    const ChessRound **rounds,
                    guint              n_rounds,
                    ChessPrintLayout   layout)
{
  GtkPrintOperation *operation;
  PrintJob *job;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (CHESS_IS_EVENT (event));
  g_return_if_fail (rounds != NULL && n_rounds > 0);

  operation = create_operation (event, rounds, n_rounds, layout);
  job = g_object_get_data (G_OBJECT (operation), "chess-print-job");
  g_set_weak_pointer (&job->parent, parent);

  /* Asynchronous, so that the app is not stuck in the dialog's main
   * loop; whatever happens ends in ::done, errors included, which also
   * takes over the operation. */
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (on_done), NULL);
  gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, NULL);
}

gboolean
chess_print_rounds_to_file (ChessEvent        *event,
                            const ChessRound **rounds,
                            guint              n_rounds,
                            ChessPrintLayout   layout,
                            const char        *pdf_path,
                            GError           **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  GtkPrintOperationResult result;

  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (rounds != NULL && n_rounds > 0, FALSE);
  g_return_val_if_fail (pdf_path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  operation = create_operation (event, rounds, n_rounds, layout);
  gtk_print_operation_set_export_filename (operation, pdf_path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error);
  return result == GTK_PRINT_OPERATION_RESULT_APPLY;
}
