/* chess-events-window-import.c: importing an event file, and an event
 * that is already here
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-events-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-event-import.h"
#include "chess-events-window-private.h"

static void
import_failed (ChessEventsWindow *self,
               GFile             *file,
               const GError      *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *body = g_strdup_printf (_("“%s” is not a complete Chess960 event file: %s"),
                                           name, error->message);
  GtkWidget *dialog = chess_ui_alert_new (_("Cannot Import the Event"), body);

  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static void
finish_import (ChessEventsWindow *self,
               ChessEventImport  *import,
               ChessImportAction  action)
{
  g_autoptr(GError) error = NULL;
  ChessEvent *event = chess_event_store_finish_import (self->store, import, action, &error);

  if (event == NULL)
    {
      GtkWidget *dialog = chess_ui_alert_new (_("Cannot Import the Event"), error->message);

      chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
      chess_ui_dialog_present (dialog, GTK_WIDGET (self));
      return;
    }
  chess_events_window_show_event (self, event);
}

/* The prepared import while the alert asks; the window weakly. */
typedef struct {
  ChessEventsWindow *self;
  ChessEventImport  *import;
} PendingImport;

static void
pending_import_free (PendingImport *pending)
{
  if (pending->self != NULL)
    g_object_remove_weak_pointer (G_OBJECT (pending->self), (gpointer *) &pending->self);
  g_clear_object (&pending->import);
  g_free (pending);
}

static void
import_existing_response_cb (GtkWidget     *dialog,
                             const char    *response,
                             PendingImport *pending)
{
  if (pending->self == NULL)
    return;
  if (g_strcmp0 (response, "replace") == 0)
    finish_import (pending->self, pending->import, CHESS_IMPORT_REPLACE);
  else if (g_strcmp0 (response, "keep-both") == 0)
    finish_import (pending->self, pending->import, CHESS_IMPORT_KEEP_BOTH);
}

/* The body of the alert for an event that is already here: what differs,
 * never merged behind the arbiter's back. */
static char *
import_existing_body (ChessEventImport *import)
{
  ChessEvent *existing = chess_event_import_get_existing (import);
  guint n_conflicts = 0;
  const guint *conflicts = chess_event_import_get_conflicts (import, &n_conflicts);
  GString *body = g_string_new (NULL);

  if (chess_event_import_is_identical (import))
    {
      g_string_append_printf (body, _("The file holds exactly the rounds and record of “%s”, "
                                      "which is already here. Nothing needs to be imported."),
                              chess_event_get_name (existing));
      return g_string_free (body, FALSE);
    }

  /* Translators: %s is the event's name here, then the name a kept copy gets */
  g_string_append_printf (body, _("“%s” is already here: the file is a copy of the same event, "
                                  "with other rounds or record. Replace it with the file, or keep both, "
                                  "the imported one as “%s”."),
                          chess_event_get_name (existing), chess_event_import_get_copy_name (import));
  if (n_conflicts > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < n_conflicts; i++)
        g_string_append_printf (list, "%s%u", i > 0 ? ", " : "", conflicts[i]);
      g_string_append (body, "\n\n");
      g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: %s is a list of round numbers */
                                                 "Round %s has a different position in the file. "
                                                 "Replace takes the file’s.",
                                                 "Rounds %s have different positions in the file. "
                                                 "Replace takes the file’s.",
                                                 n_conflicts),
                              list->str);
    }
  return g_string_free (body, FALSE);
}

/* An event that is already here (the same identity, whatever its name)
 * is never added a second time unasked. */
void
chess_events_window_import (ChessEventsWindow *self,
                            GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEventImport) import = chess_event_store_prepare_import (self->store, file, &error);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  PendingImport *pending;
  GtkWidget *dialog;

  g_return_if_fail (CHESS_IS_EVENTS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (import == NULL)
    {
      import_failed (self, file, error);
      return;
    }
  if (chess_event_import_get_existing (import) == NULL)
    {
      finish_import (self, import, CHESS_IMPORT_ADD);
      return;
    }

  /* Translators: %s is the name of an event */
  heading = g_strdup_printf (_("“%s” Is Already Here"),
                             chess_event_get_name (chess_event_import_get_existing (import)));
  body = import_existing_body (import);
  dialog = chess_ui_alert_new (heading, body);
  if (chess_event_import_is_identical (import))
    {
      chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
      chess_ui_dialog_present (dialog, GTK_WIDGET (self));
      chess_events_window_show_event (self, chess_event_import_get_existing (import));
      return;
    }
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "keep-both", _("_Keep Both"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "replace", _("_Replace"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "cancel", "cancel");
  pending = g_new0 (PendingImport, 1);
  pending->self = self;
  g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &pending->self);
  pending->import = g_steal_pointer (&import);
  g_signal_connect_data (dialog, "response", G_CALLBACK (import_existing_response_cb),
                         pending, (GClosureNotify) (void (*) (void)) pending_import_free, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

void
_chess_events_window_import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (widget);

  _chess_events_window_run_chooser (self, _("Import Event"), _("_Import"), FALSE, NULL,
                                    chess_events_window_import);
}
