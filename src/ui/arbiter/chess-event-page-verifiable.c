/* chess-event-page-verifiable.c: a verifiable event's computer draw,
 * from its secret key, the round and a player's public input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-compat.h"
#include "chess-event-page-private.h"

static void
verifiable_confirm_cb (GtkWidget      *dialog,
                       const char     *response,
                       ChessEventPage *self)
{
  ChessEvent *event = g_object_get_data (G_OBJECT (dialog), "event");
  g_autoptr(GError) error = NULL;
  const ChessRound *round;

  if (chess_event_get_pending (event) == NULL)
    return;
  if (g_str_equal (response, "confirm"))
    {
      round = chess_event_confirm_pending (event, &error);
      if (round != NULL && event == self->event)
        _chess_event_page_announce (self, round);
    }
  else
    chess_event_set_aside_pending (event, CHESS_SET_ASIDE_CANCELLED, &error);
  if (error != NULL)
    _chess_event_page_say (self, error->message);
}

/* The position follows from the key, the round and the input: shown (on
 * the record at once), then confirmed or set aside. */
static void
verifiable_input_cb (GtkWidget      *dialog,
                     const char     *response,
                     ChessEventPage *self)
{
  ChessEvent *event = g_object_get_data (G_OBJECT (dialog), "event");
  GtkEditable *entry = GTK_EDITABLE (chess_ui_alert_get_extra_child (dialog));
  g_autofree char *input = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(GError) error = NULL;
  g_autofree char *position = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *confirm = NULL;
  g_autofree char *body = NULL;
  const ChessPendingResult *pending;
  GtkWidget *question;

  if (!g_str_equal (response, "draw") || *input == '\0')
    return;
  pending = chess_event_draw_random (event, input, &error);
  if (pending == NULL)
    {
      _chess_event_page_say (self, error->message);
      return;
    }

  position = chess_ui_position_label (pending->number, pending->back_rank);
  /* Translators: a round and the position a verifiable draw gave */
  heading = g_strdup_printf (_("Round %u: %s"), pending->round, position);
  /* Translators: %s is the public input a player gave */
  body = g_strdup_printf (_("Drawn from the secret key, the round and the input “%s”. Anyone can "
                            "recompute it once the key is published."), input);
  question = chess_ui_alert_new (heading, body);
  confirm = g_strdup_printf (_("_Confirm for Round %u"), pending->round);
  chess_ui_alert_add_response (question, "set-aside", _("_Set Aside"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (question, "confirm", confirm, ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (question, "confirm", "set-aside");
  g_object_set_data_full (G_OBJECT (question), "event", g_object_ref (event), g_object_unref);
  g_signal_connect_object (question, "response", G_CALLBACK (verifiable_confirm_cb), self, 0);
  chess_ui_dialog_present (question, GTK_WIDGET (self));
}

void
_chess_event_page_draw_verifiable_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (self->event == NULL || !chess_event_get_verifiable (self->event))
    return;

  heading = g_strdup_printf (_("Verifiable Draw for Round %u"), chess_event_get_n_rounds (self->event) + 1);
  dialog = chess_ui_alert_new (heading,
                               _("Ask a player for the public input: a number called out, or the faces "
                                 "of a die thrown in front of everyone. It goes on the record."));
  entry = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Public Input"));
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (entry), TRUE);
  gtk_widget_add_css_class (entry, "card");
  chess_ui_alert_set_extra_child (dialog, entry);
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "draw", _("_Draw"), ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (dialog, "draw", "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "event", g_object_ref (self->event), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (verifiable_input_cb), self, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}


/* The key of a verifiable event: offered for publishing while secret,
 * shown to read out and copy once it is not. */
void
_chess_event_page_update_key (ChessEventPage *self)
{
  gboolean verifiable = self->event != NULL && chess_event_get_verifiable (self->event);
  gboolean revealed = verifiable && chess_event_get_key_revealed (self->event);
  gboolean has_key = verifiable && chess_event_get_has_key (self->event);
  g_autofree char *key = NULL;

  /* A revealed key is returned again without a new record entry. */
  if (revealed)
    key = chess_event_reveal_key (self->event, NULL);
  /* Only the copy that holds the key can reveal it; another (an export
   * handed out before the end) says where the key is. */
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_row),
                          has_key && !revealed && !chess_event_get_read_only (self->event));
  gtk_widget_set_visible (GTK_WIDGET (self->key_elsewhere_row), verifiable && !revealed && !has_key);
  gtk_widget_set_visible (GTK_WIDGET (self->key_row), key != NULL);
  gtk_label_set_text (self->key_label, key != NULL ? key : "");
}

static void
reveal_key_response_cb (GtkWidget      *dialog,
                        const char     *response,
                        ChessEventPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;

  if (g_strcmp0 (response, "reveal") != 0 || self->event == NULL)
    return;
  key = chess_event_reveal_key (self->event, &error);
  if (key == NULL)
    _chess_event_page_say (self, error->message);
  _chess_event_page_update_key (self);
}

void
_chess_event_page_reveal_key_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  GtkWidget *dialog;

  if (self->event == NULL || !chess_event_get_verifiable (self->event)
      || chess_event_get_key_revealed (self->event))
    return;

  dialog = chess_ui_alert_new (_("Reveal the Secret Key?"),
                               _("The key is shown and goes on the record. After this, anyone can check "
                                 "that every round followed from the key and the players’ input, and no "
                                 "more verifiable draws can be made in this event, since the key is no "
                                 "longer secret. Do this after the last round."));
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "reveal", _("_Reveal Key"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "cancel", "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reveal_key_response_cb), self, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

void
_chess_event_page_copy_key_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const char *key = gtk_label_get_text (self->key_label);

  if (*key == '\0')
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), key);
  _chess_event_page_say (self, _("Key copied"));
}
