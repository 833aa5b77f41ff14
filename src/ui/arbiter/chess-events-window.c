/* chess-events-window.c: the arbiter's events and their rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-events-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-event-names.h"
#include "chess-event-page.h"
#include "chess-event-store.h"
#include "chess-events-window-private.h"
#include "chess-settings.h"
#include "chess-ui-names.h"

#define EVENT_FILE_PATTERN "*.chess960-event"


G_DEFINE_FINAL_TYPE (ChessEventsWindow, chess_events_window, ADW_TYPE_WINDOW)

static void
chess_events_window_say (ChessEventsWindow *self,
                         const char        *message)
{
  /* A toast's title is markup; event names and paths are not. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* “Chess960 · 3 rounds · last SP 421 · BNRKQBNR” */
static char *
event_summary (ChessEvent *event)
{
  const ChessRound *last = chess_event_get_last_round (event);
  guint n_rounds = chess_event_get_n_rounds (event);
  g_autofree char *rounds = NULL;
  g_autofree char *position = NULL;

  if (n_rounds == 0)
    /* Translators: an event's variant, e.g. “Chess960 · no rounds yet” */
    return g_strdup_printf (_("%s · no rounds yet"),
                            chess_ui_variant_name (chess_event_get_variant (event)));

  rounds = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round", "%u rounds", n_rounds), n_rounds);
  position = chess_ui_position_label (last->number, last->back_rank);
  /* Translators: variant, number of rounds, and the last round's start
   * position, e.g. “Chess960 · 3 rounds · last SP 421 · BNRKQBNR” */
  return g_strdup_printf (_("%s · %s · last %s"),
                          chess_ui_variant_name (chess_event_get_variant (event)),
                          rounds, position);
}

static void
event_row_update (AdwActionRow *row,
                  ChessEvent   *event)
{
  g_autofree char *summary = event_summary (event);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), chess_event_get_name (event));
  adw_action_row_set_subtitle (row, summary);
}

static GtkWidget *
event_row_new (gpointer item,
               gpointer user_data)
{
  ChessEvent *event = CHESS_EVENT (item);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  g_object_set_data_full (G_OBJECT (row), "event", g_object_ref (event), g_object_unref);
  event_row_update (ADW_ACTION_ROW (row), event);
  g_signal_connect_object (event, "changed", G_CALLBACK (event_row_update),
                           row, G_CONNECT_SWAPPED);

  return row;
}

static void
chess_events_window_update_page (ChessEventsWindow *self)
{
  ChessEvent *event = chess_event_page_get_event (self->event_page);
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0;

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), event != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->new_button), event == NULL);
  gtk_menu_button_set_menu_model (self->menu_button,
                                  event != NULL ? self->event_menu : self->list_menu);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "events.export", event != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "events.delete", event != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "events.print-all",
                                 event != NULL && chess_event_get_n_rounds (event) > 0);

  if (event != NULL)
    {
      adw_window_title_set_title (self->window_title, chess_event_get_name (event));
      adw_window_title_set_subtitle (self->window_title,
                                     chess_ui_variant_name (chess_event_get_variant (event)));
      gtk_stack_set_visible_child_name (self->stack, "event");
    }
  else
    {
      adw_window_title_set_title (self->window_title, _("Events"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
    }
}

static void
chess_events_window_remember (ChessEventsWindow *self,
                              ChessEvent        *event)
{
  g_autofree char *basename = NULL;

  if (event != NULL)
    {
      g_autoptr(GFile) file = chess_event_store_get_file (self->store, event);

      if (file != NULL)
        basename = g_file_get_basename (file);
    }
  g_settings_set_string (self->settings, "open-event", basename != NULL ? basename : "");
}

void
chess_events_window_show_event (ChessEventsWindow *self,
                                ChessEvent        *event)
{
  ChessEvent *shown;

  g_return_if_fail (CHESS_IS_EVENTS_WINDOW (self));
  g_return_if_fail (event == NULL || CHESS_IS_EVENT (event));

  shown = chess_event_page_get_event (self->event_page);
  if (shown != NULL)
    g_signal_handlers_disconnect_by_func (shown, chess_events_window_update_page, self);

  chess_event_page_set_event (self->event_page, event);
  if (event != NULL)
    g_signal_connect_object (event, "changed", G_CALLBACK (chess_events_window_update_page),
                             self, G_CONNECT_SWAPPED);

  chess_events_window_remember (self, event);
  chess_events_window_update_page (self);
}

ChessEvent *
chess_events_window_get_event (ChessEventsWindow *self)
{
  g_return_val_if_fail (CHESS_IS_EVENTS_WINDOW (self), NULL);

  return chess_event_page_get_event (self->event_page);
}

static void
event_row_activated_cb (ChessEventsWindow *self,
                        GtkListBoxRow     *row)
{
  chess_events_window_show_event (self, g_object_get_data (G_OBJECT (row), "event"));
}

/* The header menu is outside the page, where its actions are. */
static void
print_all_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->event_page), "event.print-all", NULL);
}

static void
show_list_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  chess_events_window_show_event (CHESS_EVENTS_WINDOW (widget), NULL);
}

/* The new-event dialog's fields, read when it answers. */
typedef struct {
  ChessEventsWindow *self;
  AdwEntryRow       *name_row;
  AdwComboRow       *variant_row;
  GtkSwitch         *exclude_standard;
  GtkSwitch         *exclude_534;
  AdwEntryRow       *exclude_row;
  GtkWidget         *dialog;   /* weak: answers only while it is up */
} NewEventForm;

static void
new_event_form_free (NewEventForm *form)
{
  if (form->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (form->dialog), (gpointer *) &form->dialog);
  g_object_unref (form->self);
  g_free (form);
}

static const ChessVariant event_variants[] = {
  CHESS_VARIANT_CHESS960,
  CHESS_VARIANT_CHESS960X3,
};

static ChessVariant
new_event_form_variant (NewEventForm *form)
{
  guint selected = adw_combo_row_get_selected (form->variant_row);

  return event_variants[MIN (selected, G_N_ELEMENTS (event_variants) - 1)];
}

/* The numbers to exclude besides SP 518: SP 534 when switched on, and
 * the list typed; FALSE when the list is not a list of the variant's
 * numbers. */
static gboolean
new_event_form_exclusions (NewEventForm  *form,
                           GArray       **excluded)
{
  const guint swapped = 534;

  if (!chess_exclusions_parse_list (new_event_form_variant (form),
                                    gtk_editable_get_text (GTK_EDITABLE (form->exclude_row)),
                                    excluded, NULL))
    return FALSE;
  /* SP 534 is ordinary chess with king and queen swapped only among
   * Chess960's numbers. */
  if (gtk_switch_get_active (form->exclude_534) && new_event_form_variant (form) == CHESS_VARIANT_CHESS960)
    {
      gboolean listed = FALSE;

      for (guint i = 0; i < (*excluded)->len; i++)
        listed |= g_array_index (*excluded, guint, i) == swapped;
      if (!listed)
        g_array_append_val (*excluded, swapped);
    }
  return TRUE;
}

/* Create is offered for a name and a valid list only. */
static void
new_event_form_check (NewEventForm *form)
{
  g_autoptr(GArray) excluded = NULL;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (form->name_row))));
  gboolean list_ok = new_event_form_exclusions (form, &excluded);

  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (form->exclude_534), ADW_TYPE_ACTION_ROW),
                          new_event_form_variant (form) == CHESS_VARIANT_CHESS960);
  if (list_ok)
    gtk_widget_remove_css_class (GTK_WIDGET (form->exclude_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (form->exclude_row), "error");
  if (form->dialog != NULL)
    chess_ui_alert_set_response_enabled (form->dialog, "create", *name != '\0' && list_ok);
}

static GtkSwitch *
add_switch_row (GtkWidget  *list,
                const char *title,
                const char *subtitle,
                gboolean    active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return GTK_SWITCH (toggle);
}

static void
new_event_response_cb (GtkWidget    *dialog,
                       const char   *response,
                       NewEventForm *form)
{
  ChessEventsWindow *self = form->self;
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) excluded = NULL;
  g_autofree char *name = NULL;
  ChessVariant variant = new_event_form_variant (form);

  if (!g_str_equal (response, "create"))
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (form->name_row))));
  event = chess_event_new (name, variant);

  /* The exclusions are set before the event is saved, so that they are
   * the event's from the start, announced before round 1. */
  chess_event_set_exclude_standard (event, gtk_switch_get_active (form->exclude_standard));
  if (!new_event_form_exclusions (form, &excluded))
    g_return_if_reached ();
  chess_event_set_custom_exclusions (event, (const guint *) excluded->data, excluded->len);

  if (!chess_event_store_add (self->store, event, &error))
    {
      chess_events_window_say (self, error->message);
      return;
    }
  chess_events_window_show_event (self, event);
}


static void
new_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (widget);
  NewEventForm *form = g_new0 (NewEventForm, 1);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *default_name = NULL;
  GtkStringList *variants = gtk_string_list_new (NULL);
  GtkWidget *dialog;
  GtkWidget *list;

  for (guint i = 0; i < G_N_ELEMENTS (event_variants); i++)
    gtk_string_list_append (variants, chess_ui_variant_name (event_variants[i]));

  dialog = chess_ui_alert_new (_("New Event"),
                               _("Every round’s start position is drawn so that no position "
                                 "comes up twice, and recorded with how and when it was drawn."));

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  form->self = g_object_ref (self);
  form->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->name_row), _("Name"));
  /* Translators: the suggested name of a new event; see g_date_time_format() */
  default_name = g_date_time_format (now, _("Event of %-d %B %Y"));
  gtk_editable_set_text (GTK_EDITABLE (form->name_row), g_strstrip (default_name));
  adw_entry_row_set_activates_default (form->name_row, TRUE);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->name_row));

  form->variant_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->variant_row), _("Variant"));
  adw_combo_row_set_model (form->variant_row, G_LIST_MODEL (variants));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->variant_row));

  /* What is never drawn is decided before round 1, on the record from
   * the start: SP 518, and SP 534 or any list the club announces. */
  form->exclude_standard = add_switch_row (list, _("Exclude _SP 518"),
                                           _("The start position of ordinary chess"), TRUE);
  form->exclude_534 = add_switch_row (list, _("Exclude SP _534"),
                                      _("Ordinary chess with king and queen swapped"), FALSE);
  form->exclude_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->exclude_row), _("Also Exclude (e.g. 12, 700)"));
  g_object_set (form->exclude_row, "input-purpose", GTK_INPUT_PURPOSE_DIGITS, NULL);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->exclude_row));

  chess_ui_alert_set_extra_child (dialog, list);
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "create", _("C_reate"), ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (dialog, "create", "cancel");
  form->dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &form->dialog);
  g_signal_connect_swapped (form->name_row, "notify::text", G_CALLBACK (new_event_form_check), form);
  g_signal_connect_swapped (form->exclude_row, "notify::text", G_CALLBACK (new_event_form_check), form);
  g_signal_connect_swapped (form->variant_row, "notify::selected", G_CALLBACK (new_event_form_check), form);
  g_signal_connect_data (dialog, "response", G_CALLBACK (new_event_response_cb),
                         form, (GClosureNotify) (void (*) (void)) new_event_form_free, 0);
  g_object_unref (variants);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static void
delete_response_cb (ChessEventsWindow *self,
                    const char        *response)
{
  ChessEvent *event = chess_event_page_get_event (self->event_page);
  g_autoptr(ChessEvent) deleted = NULL;
  g_autoptr(GError) error = NULL;

  if (event == NULL || !g_str_equal (response, "delete"))
    return;

  deleted = g_object_ref (event);
  chess_events_window_show_event (self, NULL);
  if (!chess_event_store_remove (self->store, deleted, &error))
    chess_events_window_say (self, error->message);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (widget);
  ChessEvent *event = chess_event_page_get_event (self->event_page);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (event == NULL)
    return;

  heading = g_strdup_printf (_("Delete “%s”?"), chess_event_get_name (event));
  dialog = chess_ui_alert_new (heading,
                               _("The record of its rounds will be lost. Export the event "
                                 "first to keep a copy."));
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "delete", _("_Delete"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "cancel", "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb),
                           self, G_CONNECT_SWAPPED);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static GtkFileFilter *
event_file_filter_new (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Chess960 Events"));
  gtk_file_filter_add_pattern (filter, EVENT_FILE_PATTERN);

  return filter;
}

void
_chess_events_window_run_chooser (ChessEventsWindow       *self,
                                  const char              *title,
                                  const char              *accept_label,
                                  gboolean                 save,
                                  const char              *name,
                                  ChessEventsWindowChosen  chosen)
{
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = event_file_filter_new ();
  ChessUiFileChoice choice = {
    .title = title, .accept_label = accept_label, .save = save,
    .filters = G_LIST_MODEL (filters), .name = name,
  };

  g_list_store_append (filters, filter);
  /* (A chooser taken away answers nothing.) */
  chess_ui_choose_file_for (self, &self->chooser_cancellable, GTK_WINDOW (self), &choice,
                            (ChessUiFileChosen) chosen);
}

static void
export_chosen (ChessEventsWindow *self,
               GFile             *file)
{
  ChessEvent *event = chess_event_page_get_event (self->event_page);
  g_autoptr(GError) error = NULL;

  if (event == NULL)
    return;
  if (!chess_event_store_export (self->store, event, file, &error))
    chess_events_window_say (self, error->message);
  else
    chess_events_window_say (self, _("Event exported"));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (widget);
  ChessEvent *event = chess_event_page_get_event (self->event_page);
  g_autoptr(GFile) current = NULL;
  g_autofree char *basename = NULL;

  if (event == NULL)
    return;

  current = chess_event_store_get_file (self->store, event);
  if (current != NULL)
    basename = g_file_get_basename (current);
  _chess_events_window_run_chooser (self, _("Export Event"), _("_Export"), TRUE, basename, export_chosen);
}

static void
save_failed_cb (ChessEventsWindow *self,
                ChessEvent        *event,
                GError            *error)
{
  g_autofree char *message = NULL;

  /* The page marks what is not on disk and tries again. */
  chess_event_page_save_failed (self->event_page, event, error);
  if (event == chess_event_page_get_event (self->event_page))
    return;
  /* Translators: an event could not be written to disk */
  message = g_strdup_printf (_("Could not save “%s”: %s"), chess_event_get_name (event), error->message);
  chess_events_window_say (self, message);
}

static void
store_items_changed_cb (ChessEventsWindow *self)
{
  chess_events_window_update_page (self);
}

static gboolean
chess_events_window_close_request (GtkWindow *window)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (window);

  /* Closed on purpose: the next start opens on the game, not here. A quit
   * or a crash leaves the event remembered, so that it comes back. */
  g_settings_set_string (self->settings, "open-event", "");

  return GTK_WINDOW_CLASS (chess_events_window_parent_class)->close_request (window);
}

ChessEventsWindow *
chess_events_window_new (ChessEventStore *store)
{
  ChessEventsWindow *self;
  g_autofree char *open_event = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (store), NULL);

  self = g_object_new (CHESS_TYPE_EVENTS_WINDOW, NULL);
  self->store = g_object_ref (store);
  chess_event_page_set_store (self->event_page, store);
  gtk_list_box_bind_model (self->event_list, G_LIST_MODEL (self->store), event_row_new, self, NULL);
  g_signal_connect_object (self->store, "items-changed", G_CALLBACK (store_items_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->store, "save-failed", G_CALLBACK (save_failed_cb),
                           self, G_CONNECT_SWAPPED);

  /* Back to the event that was open when the app last stopped. */
  open_event = g_settings_get_string (self->settings, "open-event");
  if (*open_event != '\0')
    {
      GListModel *events = G_LIST_MODEL (self->store);

      for (guint i = 0; i < g_list_model_get_n_items (events); i++)
        {
          g_autoptr(ChessEvent) event = g_list_model_get_item (events, i);
          g_autoptr(GFile) file = chess_event_store_get_file (self->store, event);
          g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;

          if (g_strcmp0 (basename, open_event) == 0)
            {
              chess_events_window_show_event (self, event);
              return self;
            }
        }
    }

  chess_events_window_show_event (self, NULL);
  return self;
}

static void
chess_events_window_dispose (GObject *object)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (object);

  if (self->chooser_cancellable != NULL)
    g_cancellable_cancel (self->chooser_cancellable);
  g_clear_object (&self->chooser_cancellable);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_EVENTS_WINDOW);

  G_OBJECT_CLASS (chess_events_window_parent_class)->dispose (object);
}

static void
chess_events_window_finalize (GObject *object)
{
  ChessEventsWindow *self = CHESS_EVENTS_WINDOW (object);

  g_clear_object (&self->store);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (chess_events_window_parent_class)->finalize (object);
}

static void
chess_events_window_class_init (ChessEventsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = chess_events_window_dispose;
  object_class->finalize = chess_events_window_finalize;
  window_class->close_request = chess_events_window_close_request;

  g_type_ensure (CHESS_TYPE_EVENT_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-events-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, event_list);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, event_page);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, list_menu);
  gtk_widget_class_bind_template_child (widget_class, ChessEventsWindow, event_menu);
  gtk_widget_class_bind_template_callback (widget_class, event_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "events.new", NULL, new_event_action);
  gtk_widget_class_install_action (widget_class, "events.show-list", NULL, show_list_action);
  gtk_widget_class_install_action (widget_class, "events.import", NULL, _chess_events_window_import_action);
  gtk_widget_class_install_action (widget_class, "events.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "events.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "events.print-all", NULL, print_all_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "events.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "events.show-list", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
chess_events_window_init (ChessEventsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = chess_settings_new ();
}
