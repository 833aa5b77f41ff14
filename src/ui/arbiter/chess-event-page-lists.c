/* chess-event-page-lists.c: an event page's rounds and record, what
 * makes it read-only, and a result left pending (back in the roller)
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
#include "chess-roller-dialog.h"
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
resume_when_mapped (ChessEventPage *self)
{
  g_signal_handlers_disconnect_by_func (self, resume_when_mapped, NULL);
  _chess_event_page_resume_pending (self, TRUE);
}

void
_chess_event_page_resume_pending (ChessEventPage *self,
                                  gboolean        any)
{
  const ChessPendingResult *pending = self->event != NULL ? chess_event_get_pending (self->event) : NULL;

  /* Not on a copy that cannot change the event. A result shown in this
   * session (not ANY) is in front of the arbiter already: in its roller,
   * or in the verifiable draw's question. */
  if (pending == NULL || chess_event_get_read_only (self->event) || (!any && !pending->interrupted)
      || gtk_widget_get_root (GTK_WIDGET (self)) == NULL
      || chess_roller_dialog_find_for_event (self->event) != NULL)
    return;

  /* The events window restoring the event at start: the roller comes
   * up over it once it is on screen, not before. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (g_signal_handler_find (self, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, resume_when_mapped, NULL) == 0)
        g_signal_connect (self, "map", G_CALLBACK (resume_when_mapped), NULL);
      return;
    }

  _chess_event_page_open_roller (self);
}

/* The whole sentence, where a narrow window cuts it short. Asked for
 * when the pointer rests on it: gtk_widget_set_tooltip_text() in each
 * bind asks the display where the pointer is (a round trip to the X
 * server on GTK 4.8), for every row bound. */
static gboolean
record_text_query_tooltip (GtkWidget  *label,
                           int         x,
                           int         y,
                           gboolean    keyboard_mode,
                           GtkTooltip *tooltip,
                           gpointer    user_data)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
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
  gtk_widget_set_has_tooltip (text, TRUE);
  g_signal_connect (text, "query-tooltip", G_CALLBACK (record_text_query_tooltip), NULL);
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

