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
#include "chess-event-names.h"
#include "chess-print.h"
#include "chess-record-names.h"
#include "chess-ui-names.h"

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

  g_autofree char *note = NULL;
  g_autofree char *code = NULL;

  g_return_if_fail (page_nr >= 0 && (guint) page_nr < job->rounds->len);

  round = g_ptr_array_index (job->rounds, page_nr);
  chess_print_fill_info (&info, job->event, round, &note, &code);

  if (job->layout == CHESS_PRINT_CARDS)
    chess_diagram_draw_tent_card (cr, &info, width, height);
  else
    chess_diagram_draw_sheet (cr, &info, width, height);
}

void
chess_print_fill_info (ChessDiagramInfo  *info,
                       ChessEvent        *event,
                       const ChessRound  *round,
                       char             **note,
                       char             **english_code)
{
  g_autofree char *when = NULL;

  g_return_if_fail (info != NULL && CHESS_IS_EVENT (event) && round != NULL);
  g_return_if_fail (note != NULL && english_code != NULL);

  info->variant = chess_event_get_variant (event);
  info->number = round->number;
  info->event_name = chess_event_get_name (event);
  info->round = round->round;
  info->colours_reversed = round->colours_reversed;
  /* Chess960x3 says so: its numbers name other positions. */
  info->variant_name = chess_ui_variant_name (info->variant);
  when = chess_ui_format_draw_time (round->time);
  /* Translators: how and when a round was drawn, e.g. “Thrown with a
   * physical die · Sat 21 Nov 2026, 19:32” */
  *note = g_strdup_printf (_("%s · %s"), chess_ui_draw_method_name (round->method), when);
  info->draw_note = *note;
  chess_ui_get_back_rank_letters (round->back_rank, info->letters);
  *english_code = chess_ui_english_code_label (round->back_rank);
  info->english_code = *english_code;
}

/* Shown in the printer's queue. */
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

char *
chess_print_file_name (ChessEvent        *event,
                       const ChessRound **rounds,
                       guint              n_rounds,
                       ChessPrintLayout   layout)
{
  g_autofree char *job = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (event), NULL);
  g_return_val_if_fail (rounds != NULL && n_rounds > 0, NULL);

  job = job_name (event, rounds, n_rounds);
  name = g_strdup_printf ("%s %s", job,
                          /* Translators: ends the file name Print to File
                           * proposes, e.g. “Club Championship — Round 3
                           * (table cards)” */
                          layout == CHESS_PRINT_CARDS ? _("(table cards)") : _("(sheet)"));
  /* A name the file chooser can take: no folder separators. */
  g_strdelimit (name, "/\\", '-');
  return g_steal_pointer (&name);
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
  g_autofree char *file_name = chess_print_file_name (event, rounds, n_rounds, layout);
  g_autoptr(GtkPrintSettings) settings = NULL;
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
  /* The printer, paper and copies of the last print; the file name
   * “Print to File” proposes is this job's, never a bare “output.pdf”
   * that the next print overwrites. */
  settings = last_settings != NULL ? gtk_print_settings_copy (last_settings) : gtk_print_settings_new ();
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, file_name);
  gtk_print_operation_set_print_settings (operation, settings);

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

/* --- The draw protocol ------------------------------------------------ */

/* The record in words, owned by the print operation: entries made while
 * the dialog is open are not on these pages (the footer's hash says
 * which entry they end with). */
typedef struct {
  ChessDiagramProtocol  protocol;
  char                 *title;
  char                 *subtitle;
  GPtrArray            *headings;
  GPtrArray            *entries;
  GPtrArray            *footer;
} ProtocolJob;

static void
protocol_job_free (ProtocolJob *job)
{
  g_free (job->title);
  g_free (job->subtitle);
  g_ptr_array_unref (job->headings);
  g_ptr_array_unref (job->entries);
  g_ptr_array_unref (job->footer);
  g_free (job);
}

static ProtocolJob *
protocol_job_new (ChessEvent *event)
{
  ProtocolJob *job = g_new0 (ProtocolJob, 1);
  guint n_entries = chess_event_get_n_entries (event);
  const char *commitment = chess_event_get_commitment (event);

  /* Translators: the title of a printed draw record, e.g.
   * “Club Championship — Draw Protocol” */
  job->title = g_strdup_printf (_("%s — Draw Protocol"), chess_event_get_name (event));
  if (commitment != NULL)
    /* Translators: a variant, then the verifiable event's commitment (64 hex digits) */
    job->subtitle = g_strdup_printf (_("%s · verifiable draws, commitment %s"),
                                     chess_ui_variant_name (chess_event_get_variant (event)), commitment);
  else
    job->subtitle = g_strdup (chess_ui_variant_name (chess_event_get_variant (event)));
  job->headings = g_ptr_array_new_full (n_entries, g_free);
  job->entries = g_ptr_array_new_full (n_entries, g_free);
  for (guint i = 0; i < n_entries; i++)
    {
      ChessRecordEntry *entry = chess_event_get_entry (event, i);

      g_ptr_array_add (job->headings, chess_ui_record_entry_heading (entry));
      g_ptr_array_add (job->entries, chess_ui_describe_record_entry (entry));
    }
  job->footer = g_ptr_array_new_with_free_func (g_free);
  /* Translators: ends a printed draw record; the next line is the
   * SHA-256 of its last entry */
  g_ptr_array_add (job->footer, g_strdup_printf (_("Entry %u ends the record. Its hash (SHA-256):"), n_entries));
  g_ptr_array_add (job->footer, g_strdup (chess_event_get_last_hash (event) != NULL
                                          ? chess_event_get_last_hash (event) : "—"));
  /* The key in full on a line of its own (the subtitle would cut it),
   * for anyone re-computing the rounds from the pinned sheet. */
  if (commitment != NULL && chess_event_get_key_revealed (event))
    {
      g_autofree char *key = chess_event_reveal_key (event, NULL);

      /* Translators: the verifiable event's revealed key, 64 hex digits */
      g_ptr_array_add (job->footer, g_strdup_printf (_("Secret key (revealed): %s"), key));
    }
  g_ptr_array_add (job->footer, g_strdup (_("Each entry holds the hash of the one before: a changed, added or "
                                            "removed entry breaks the chain. Anyone can check the event file with "
                                            "“chess960-cli event verify FILE”.")));
  g_ptr_array_add (job->footer, NULL);

  job->protocol.title = job->title;
  job->protocol.subtitle = job->subtitle;
  job->protocol.headings = (const char *const *) job->headings->pdata;
  job->protocol.entries = (const char *const *) job->entries->pdata;
  job->protocol.n_entries = n_entries;
  job->protocol.footer = (const char *const *) job->footer->pdata;
  return job;
}

static void
on_protocol_begin (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   ProtocolJob       *job)
{
  gtk_print_operation_set_n_pages (operation,
                                   (int) chess_diagram_protocol_count_pages (&job->protocol,
                                                                             gtk_print_context_get_height (context)));
}

static void
on_protocol_draw_page (GtkPrintOperation *operation,
                       GtkPrintContext   *context,
                       int                page_nr,
                       ProtocolJob       *job)
{
  chess_diagram_draw_protocol_page (gtk_print_context_get_cairo_context (context), &job->protocol,
                                    (guint) page_nr,
                                    gtk_print_context_get_width (context),
                                    gtk_print_context_get_height (context));
}

static GtkPrintOperation *
create_protocol_operation (ChessEvent *event)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr(GtkPageSetup) page_setup = gtk_page_setup_new ();
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autofree char *file_name = NULL;
  ProtocolJob *job = protocol_job_new (event);

  g_object_set_data_full (G_OBJECT (operation), "chess-protocol-job", job, (GDestroyNotify) protocol_job_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_protocol_begin), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_protocol_draw_page), job);
  gtk_print_operation_set_default_page_setup (operation, page_setup);
  gtk_print_operation_set_use_full_page (operation, FALSE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, job->title);
  file_name = g_strdup (job->title);
  g_strdelimit (file_name, "/\\", '-');
  settings = last_settings != NULL ? gtk_print_settings_copy (last_settings) : gtk_print_settings_new ();
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, file_name);
  gtk_print_operation_set_print_settings (operation, settings);
  return operation;
}

static void
on_protocol_done (GtkPrintOperation       *operation,
                  GtkPrintOperationResult  result,
                  GtkWindow               *parent)
{
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      if (error != NULL)
        show_error (NULL, error);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    g_set_object (&last_settings, gtk_print_operation_get_print_settings (operation));
  g_object_unref (operation);
}

void
chess_print_protocol (GtkWindow  *parent,
                      ChessEvent *event)
{
  GtkPrintOperation *operation;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (CHESS_IS_EVENT (event));

  operation = create_protocol_operation (event);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (on_protocol_done), NULL);
  gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, NULL);
}

gboolean
chess_print_protocol_to_file (ChessEvent  *event,
                              const char  *pdf_path,
                              GError     **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (pdf_path != NULL, FALSE);

  operation = create_protocol_operation (event);
  gtk_print_operation_set_export_filename (operation, pdf_path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error)
         == GTK_PRINT_OPERATION_RESULT_APPLY;
}
