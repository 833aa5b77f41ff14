/* chess-event-page-lists.c: an event page's rounds and record, what
 * makes it read-only, and a result left pending
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-event-names.h"
#include "chess-event-page-private.h"
#include "chess-record-names.h"
#include "chess-round-row.h"

/* Read-only says so plainly, and why, and offers the way out: taking
 * the event over once the other copy has closed it, or keeping what a
 * damaged file still held. Nothing that would change it is offered. */
void
_chess_event_page_update_notice (ChessEventPage *self)
{
  gboolean read_only = self->event != NULL && chess_event_get_read_only (self->event);
  const char *damage = self->event != NULL ? chess_event_get_damage (self->event) : NULL;
  g_autofree char *text = NULL;
  const char *action = NULL;
  const char *label = NULL;
  static const char *const changing[] = {
    "event.draw", "event.replay", "event.remove-last", "event.draw-verifiable",
  };

  if (damage != NULL)
    {
      /* Translators: %s says what was lost, e.g. “Round 4 has no time. Kept 3 of 7 rounds …” */
      text = g_strdup_printf (_("Read only: this event was recovered from a damaged file, whose original is kept "
                                "beside it. %s"), damage);
      action = "event.keep-recovered";
      label = _("_Keep What Was Recovered");
    }
  else if (read_only)
    {
      text = g_strdup (_("Read only: another copy of Chess960 is using this event. This page follows its "
                         "changes; draw from that copy, or close it to draw here."));
      action = "event.edit-here";
      label = _("_Edit Here");
    }
  gtk_label_set_text (self->notice_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice_group), text != NULL);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->notice_button), action);
  if (label != NULL)
    gtk_button_set_label (self->notice_button, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.edit-here",
                                 read_only && damage == NULL && self->store != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.keep-recovered",
                                 damage != NULL && self->store != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (changing); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), changing[i], !read_only);
  gtk_widget_set_sensitive (GTK_WIDGET (self->exclusions_group), !read_only);
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), !read_only);
}

/* The store takes the lock when the other copy has let go; while it has
 * not, the page stays read-only and says why. */
void
_chess_event_page_edit_here_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);

  if (self->event == NULL || self->store == NULL)
    return;
  if (!chess_event_store_try_write (self->store, self->event))
    _chess_event_page_say (self, _("Another copy of Chess960 still has this event open"));
  _chess_event_page_update_notice (self);
}

void
_chess_event_page_keep_recovered_action (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->event == NULL || self->store == NULL)
    return;
  if (!chess_event_store_keep_recovered (self->store, self->event, &error))
    {
      /* Translators: %s is why the recovered event could not be written */
      g_autofree char *message = g_strdup_printf (_("Could not keep what was recovered: %s"), error->message);

      _chess_event_page_say (self, message);
    }
  _chess_event_page_update_notice (self);
}

static void
pending_response_cb (GtkWidget      *dialog,
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
  else if (g_str_equal (response, "set-aside"))
    chess_event_set_aside_pending (event, CHESS_SET_ASIDE_APP_ENDED, &error);
  if (error != NULL)
    _chess_event_page_say (self, error->message);
}

/* A result shown when the app last ended, not confirmed: it comes back,
 * and the arbiter confirms it or sets it aside, both on the record. Left
 * open, the question comes back with the page. */
void
_chess_event_page_ask_pending (ChessEventPage *self)
{
  const ChessPendingResult *pending = chess_event_get_pending (self->event);
  g_autofree char *position = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *when = NULL;
  g_autofree char *confirm = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (pending == NULL || chess_event_get_read_only (self->event) || !pending->interrupted
      || self->asked_pending == (gpointer) pending || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  self->asked_pending = (gpointer) pending;

  position = chess_ui_position_label (pending->number, pending->back_rank);
  when = chess_ui_format_draw_time (pending->time);
  /* Translators: a round whose drawn position was never confirmed */
  heading = g_strdup_printf (_("Round %u Was Drawn but Not Confirmed"), pending->round);
  body = g_strdup_printf (/* Translators: a position, how and when it was drawn */
                          _("%s was on screen (%s, %s) when the app ended. Everyone may have seen it: "
                            "confirm it as the round’s position, or set it aside and draw again. "
                            "Either is on the record."),
                          position, chess_ui_draw_method_name (pending->method), when);
  dialog = chess_ui_alert_new (heading, body);
  confirm = g_strdup_printf (_("_Confirm for Round %u"), pending->round);
  chess_ui_alert_add_response (dialog, "later", _("_Later"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "set-aside", _("_Set Aside"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_add_response (dialog, "confirm", confirm, ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (dialog, NULL, "later");
  g_object_set_data_full (G_OBJECT (dialog), "event", g_object_ref (self->event), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (pending_response_cb), self, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static void
setup_record_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  ChessEventPage           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *heading = gtk_label_new (NULL);
  GtkWidget *text = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_ellipsize (GTK_LABEL (text), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_widget_add_css_class (heading, "caption");
  gtk_widget_add_css_class (heading, "numeric");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_selectable (list_item, FALSE);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_record_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 ChessEventPage           *self)
{
  ChessRecordEntry *entry = chess_record_item_get_entry (gtk_list_item_get_item (list_item));
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *heading = gtk_widget_get_first_child (box);
  GtkWidget *text = gtk_widget_get_next_sibling (heading);
  g_autofree char *heading_text = chess_ui_record_entry_heading (entry);
  g_autofree char *description = chess_ui_describe_record_entry (entry);

  gtk_label_set_text (GTK_LABEL (heading), heading_text);
  gtk_label_set_text (GTK_LABEL (text), description);
  /* The whole sentence, where a narrow window cuts it short. */
  gtk_widget_set_tooltip_text (text, description);
}

static void
setup_round_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 ChessEventPage           *self)
{
  /* The row's own buttons take the clicks. */
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_selectable (list_item, FALSE);
  gtk_list_item_set_child (list_item, chess_round_row_new ());
}

static void
bind_round_row (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                ChessEventPage           *self)
{
  ChessRoundItem *item = gtk_list_item_get_item (list_item);
  gboolean unsaved = _chess_event_page_round_unsaved (chess_round_item_get_event (item),
                                                     chess_round_item_get_index (item));

  chess_round_row_set_item (CHESS_ROUND_ROW (gtk_list_item_get_child (list_item)), item, unsaved);
}

static void
unbind_round_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  ChessEventPage           *self)
{
  chess_round_row_set_item (CHESS_ROUND_ROW (gtk_list_item_get_child (list_item)), NULL, FALSE);
}

void
_chess_event_page_init_lists (ChessEventPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  self->rounds = chess_round_list_new (NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_round_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_round_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_round_row), self);
  gtk_list_view_set_factory (self->round_list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->round_list,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->rounds)))));
  gtk_widget_set_visible (self->round_scroller, FALSE);

  self->record = chess_record_list_new ();
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_record_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_record_row), self);
  gtk_list_view_set_factory (self->record_list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->record_list,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->record)))));
}

