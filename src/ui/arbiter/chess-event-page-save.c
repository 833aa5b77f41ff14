/* chess-event-page-save.c: whether an event's last change is on disk,
 * and trying again until it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-event-page-private.h"

/* The save state of an event lives on the event, so that it is still
 * right when its page is left and opened again:
 *   "chess-save-error": why the last save failed, or unset once saved;
 *   "chess-saved-rounds": the rounds the file held at the last save that
 *   worked; later ones are not on disk and say so. */
#define SAVE_ERROR_KEY "chess-save-error"
#define SAVED_ROUNDS_KEY "chess-saved-rounds"
#define RETRY_SECONDS 5


static const char *
event_save_error (ChessEvent *event)
{
  return event != NULL ? g_object_get_data (G_OBJECT (event), SAVE_ERROR_KEY) : NULL;
}

static guint
event_saved_rounds (ChessEvent *event)
{
  gpointer saved = g_object_get_data (G_OBJECT (event), SAVED_ROUNDS_KEY);

  return saved != NULL ? GPOINTER_TO_UINT (saved) - 1 : chess_event_get_n_rounds (event);
}

static void
set_event_saved_rounds (ChessEvent *event,
                        guint       n_rounds)
{
  /* Stored plus one: no data at all means “all of them”. */
  g_object_set_data (G_OBJECT (event), SAVED_ROUNDS_KEY, GUINT_TO_POINTER (n_rounds + 1));
}

static void retry_save (ChessEventPage *self);

static gboolean
on_retry_save (gpointer user_data)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (user_data);

  self->retry_source = 0;
  retry_save (self);
  return G_SOURCE_REMOVE;
}

/* After each change of the event (the store saves in its ::changed
 * handler, which runs before the page's): while the file holds
 * everything, the rounds it holds are the event's. */
void
_chess_event_page_note_change (ChessEventPage *self)
{
  if (self->store != NULL && chess_event_store_get_saved (self->store, self->event))
    set_event_saved_rounds (self->event, chess_event_get_n_rounds (self->event));
}

/* The store wrote everything the event holds after a failure
 * (::saved): the marks and the banner go. */
static void
on_store_saved (ChessEventPage *self,
                ChessEvent     *event)
{
  g_object_set_data (G_OBJECT (event), SAVE_ERROR_KEY, NULL);
  set_event_saved_rounds (event, chess_event_get_n_rounds (event));
  if (event != self->event)
    return;
  _chess_event_page_update_saved (self);
  chess_round_list_update_rows (self->rounds);
}

void
chess_event_page_set_store (ChessEventPage  *self,
                            ChessEventStore *store)
{
  g_return_if_fail (CHESS_IS_EVENT_PAGE (self));
  g_return_if_fail (store == NULL || CHESS_IS_EVENT_STORE (store));

  if (self->store == store)
    return;
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_set_object (&self->store, store);
  if (store != NULL)
    g_signal_connect_object (store, "saved", G_CALLBACK (on_store_saved), self, G_CONNECT_SWAPPED);
}

/* The banner and the retries follow the event's save state. */
void
_chess_event_page_update_saved (ChessEventPage *self)
{
  const char *error;
  gboolean unsaved;

  error = event_save_error (self->event);
  unsaved = error != NULL;
  if (unsaved)
    {
      guint saved = event_saved_rounds (self->event);
      guint n_rounds = chess_event_get_n_rounds (self->event);
      g_autofree char *message = NULL;

      if (n_rounds > saved)
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: %u is a round, %s why the
                                                 * disk refused it */
                                                "Round %u is not saved: %s. The app tries again every few seconds; do not rely on it until this message is gone.",
                                                "Rounds %u and later are not saved: %s. The app tries again every few seconds; do not rely on them until this message is gone.",
                                                n_rounds - saved),
                                   saved + 1, error);
      else
        /* Translators: %s is why the disk refused the event's file */
        message = g_strdup_printf (_("The latest change is not saved: %s. The app tries again every few seconds."),
                                   error);
      gtk_label_set_text (self->unsaved_label, message);
      if (self->retry_source == 0)
        self->retry_source = g_timeout_add_seconds (RETRY_SECONDS, on_retry_save, self);
    }
  else
    g_clear_handle_id (&self->retry_source, g_source_remove);

  gtk_widget_set_visible (GTK_WIDGET (self->unsaved_group), unsaved);
  gtk_revealer_set_reveal_child (self->unsaved_revealer, unsaved);
}

/* The store writes everything again: ::saved or ::save-failed says how
 * it went, and the page follows those. */
static void
retry_save (ChessEventPage *self)
{
  g_autoptr(ChessEvent) event = NULL;

  g_clear_handle_id (&self->retry_source, g_source_remove);
  if (self->event == NULL || self->store == NULL || event_save_error (self->event) == NULL)
    return;
  event = g_object_ref (self->event);
  /* A failure is reported by ::save-failed as well. */
  chess_event_store_retry_save (self->store, event, NULL);
}

void
_chess_event_page_retry_save_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  retry_save (CHESS_EVENT_PAGE (widget));
}

gboolean
_chess_event_page_round_unsaved (ChessEvent *event,
                                 guint       index)
{
  return event_save_error (event) != NULL && index >= event_saved_rounds (event);
}

void
chess_event_page_save_failed (ChessEventPage *self,
                              ChessEvent     *event,
                              const GError   *error)
{
  g_return_if_fail (CHESS_IS_EVENT_PAGE (self));
  g_return_if_fail (CHESS_IS_EVENT (event));
  g_return_if_fail (error != NULL);

  if (g_object_get_data (G_OBJECT (event), SAVED_ROUNDS_KEY) == NULL)
    /* Failed at once: the rounds before this change were on disk. */
    set_event_saved_rounds (event, chess_event_get_n_rounds (event) > 0
                                   ? chess_event_get_n_rounds (event) - 1 : 0);
  g_object_set_data_full (G_OBJECT (event), SAVE_ERROR_KEY, g_strdup (error->message), g_free);
  if (event == self->event)
    {
      _chess_event_page_update_saved (self);
      chess_round_list_update_rows (self->rounds);
    }
}

gboolean
chess_event_page_get_unsaved (ChessEventPage *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_PAGE (self), FALSE);
  return event_save_error (self->event) != NULL;
}
