/* chess-event-page.c: one event's rounds, draws and exclusions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-application.h"
#include "chess-diagram.h"
#include "chess-event-names.h"
#include "chess-event-page-private.h"
#include "chess-export.h"
#include "chess-presentation-window.h"
#include "chess-print.h"
#include "chess-roller-dialog.h"
#include "chess-roller-text.h"
#include "chess-record-list.h"
#include "chess-record-names.h"
#include "chess-round-list.h"
#include "chess-round-row.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window.h"

G_DEFINE_FINAL_TYPE (ChessEventPage, chess_event_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
chess_event_page_toast (ChessEventPage *self,
                        AdwToast       *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (g_object_ref_sink (toast));
}

void
_chess_event_page_say (ChessEventPage *self,
                      const char     *message)
{
  /* A toast's title is markup: an event called “Smith & Jones” must not
   * break it. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  chess_event_page_toast (self, toast);
}

GtkWindow *
_chess_event_page_get_window (ChessEventPage *self)
{
  return GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

/* The hall screen belongs to the event, not to the page: one that shows
 * a revealed position stays up while the arbiter goes back to the list,
 * and is found again when the event's page comes back. */
static void
chess_event_page_adopt_presentation (ChessEventPage *self)
{
  GWeakRef *ref;
  g_autoptr(GObject) window = NULL;

  if (self->event == NULL)
    return;
  ref = g_object_get_data (G_OBJECT (self->event), "chess-presentation-window");
  if (ref == NULL || (window = g_weak_ref_get (ref)) == NULL)
    return;
  self->presentation = GTK_WINDOW (window);
  g_object_add_weak_pointer (window, (gpointer *) &self->presentation);
  self->presented_round = GPOINTER_TO_UINT (g_object_get_data (window, "presented-round"));
  self->presented_number = GPOINTER_TO_UINT (g_object_get_data (window, "presented-number"));
}

static void
chess_event_page_close_presentation (ChessEventPage *self)
{
  GtkWindow *presentation = self->presentation;

  if (presentation == NULL)
    return;

  g_object_remove_weak_pointer (G_OBJECT (presentation), (gpointer *) &self->presentation);
  self->presentation = NULL;
  gtk_window_destroy (presentation);
}

/* Leaving the event: a covered hall screen closes (nothing is lost), a
 * revealed one stays, for the players setting up their boards. */
static void
chess_event_page_leave_presentation (ChessEventPage *self)
{
  GtkWindow *presentation = self->presentation;

  if (presentation == NULL)
    return;
  if (!chess_presentation_window_get_revealed (CHESS_PRESENTATION_WINDOW (presentation)))
    {
      chess_event_page_close_presentation (self);
      return;
    }
  g_object_remove_weak_pointer (G_OBJECT (presentation), (gpointer *) &self->presentation);
  self->presentation = NULL;
}

/* The hall screen must never reveal a round that was taken back. */
static void
chess_event_page_check_presentation (ChessEventPage *self)
{
  const ChessRound *round;

  if (self->presentation == NULL)
    return;

  round = self->event != NULL && self->presented_round > 0
          ? chess_event_get_round (self->event, self->presented_round - 1)
          : NULL;
  if (round == NULL || round->number != self->presented_number)
    chess_event_page_close_presentation (self);
}

static void
chess_event_page_refresh (ChessEventPage *self)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autofree guint *used = NULL;
  g_autofree char *draw_title = NULL;
  g_autofree char *replay_title = NULL;
  g_autofree char *custom_text = NULL;
  g_autofree char *used_text = NULL;
  g_autofree char *allowed_text = NULL;
  g_autoptr(GString) custom = g_string_new (NULL);
  const guint *custom_numbers;
  gsize n_custom;
  gsize n_used;
  guint n_rounds;

  chess_event_page_check_presentation (self);
  _chess_event_page_update_saved (self);

  if (self->event == NULL)
    return;

  /* The rows follow the event through self->rounds, one at a time. */
  n_rounds = chess_event_get_n_rounds (self->event);
  /* As tall as its rows up to a screenful, then it scrolls: a height
   * from the count, since measuring the list would measure every row. */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->round_scroller),
                                              (int) MIN (n_rounds, ROUND_LIST_MAX_ROWS) * ROUND_ROW_HEIGHT);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->record_scroller),
                                              (int) MIN (chess_event_get_n_entries (self->event), ROUND_LIST_MAX_ROWS)
                                              * ROUND_ROW_HEIGHT);
  _chess_event_page_update_notice (self);
  gtk_widget_set_visible (GTK_WIDGET (self->commitment_row), chess_event_get_commitment (self->event) != NULL);
  if (chess_event_get_commitment (self->event) != NULL)
    adw_action_row_set_subtitle (self->commitment_row, chess_event_get_commitment (self->event));
  _chess_event_page_update_key (self);
  _chess_event_page_ask_pending (self);
  gtk_widget_set_visible (self->round_scroller, n_rounds > 0);
  gtk_widget_set_visible (self->no_rounds_label, n_rounds == 0);

  draw_title = g_strdup_printf (_("Draw Round %u…"), n_rounds + 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->draw_row), draw_title);

  if (n_rounds > 0)
    replay_title = g_strdup_printf (_("Replay Round %u with Colours Reversed"), n_rounds);
  else
    replay_title = g_strdup (_("Replay the Previous Round with Colours Reversed"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->replay_row), replay_title);
  gtk_widget_set_visible (GTK_WIDGET (self->replay_row), chess_event_can_replay (self->event));
  gtk_widget_set_visible (GTK_WIDGET (self->verifiable_row),
                          chess_event_get_verifiable (self->event) && !chess_event_get_key_revealed (self->event));

  g_signal_handlers_block_matched (self->exclude_standard_switch, G_SIGNAL_MATCH_DATA,
                                   0, 0, NULL, NULL, self);
  gtk_switch_set_active (self->exclude_standard_switch,
                         chess_event_get_exclude_standard (self->event));
  g_signal_handlers_unblock_matched (self->exclude_standard_switch, G_SIGNAL_MATCH_DATA,
                                     0, 0, NULL, NULL, self);

  custom_numbers = chess_event_get_custom_exclusions (self->event, &n_custom);
  for (gsize i = 0; i < n_custom; i++)
    g_string_append_printf (custom, "%s%u", i > 0 ? ", " : "", custom_numbers[i]);
  custom_text = g_string_free (g_steal_pointer (&custom), FALSE);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->custom_row)), custom_text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->custom_row), custom_text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->custom_row), "error");

  exclusions = chess_event_get_exclusions (self->event);
  used = chess_exclusions_get_numbers (exclusions, CHESS_EXCLUSION_USED, &n_used);
  used_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position", "%u positions", (gulong) n_used),
                               (guint) n_used);
  gtk_label_set_text (self->used_label, used_text);

  allowed_text = g_strdup_printf (_("%u of %u start positions can be drawn for the next round"),
                                  chess_exclusions_get_n_allowed (exclusions),
                                  chess_startpos_count (chess_event_get_variant (self->event)));
  adw_preferences_group_set_description (self->exclusions_group, allowed_text);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)),
                 chess_event_get_name (self->event)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), chess_event_get_name (self->event));
  gtk_label_set_text (self->variant_label,
                      chess_ui_variant_name (chess_event_get_variant (self->event)));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.print-all", n_rounds > 0);
}

static void
chess_event_page_event_changed (ChessEventPage *self)
{
  _chess_event_page_note_change (self);
  chess_event_page_refresh (self);
}

const ChessRound *
_chess_event_page_round_from_target (ChessEventPage *self,
                                     GVariant       *parameter)
{
  if (self->event == NULL)
    return NULL;
  return chess_event_get_round (self->event, g_variant_get_uint32 (parameter));
}

static void
on_presentation_revealed (GtkWindow  *presentation,
                          GParamSpec *pspec,
                          ChessEvent *event)
{
  guint round = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (presentation), "presented-round"));
  g_autoptr(GError) error = NULL;

  if (round > 0 && !chess_event_get_read_only (event)
      && !chess_event_record_hall (event, round,
                                   chess_presentation_window_get_revealed (CHESS_PRESENTATION_WINDOW (presentation)),
                                   &error))
    g_message ("The hall screen’s reveal is not on the record: %s", error->message);
}

static void
chess_event_page_present_round (ChessEventPage   *self,
                                const ChessRound *round)
{
  GtkApplication *application = gtk_window_get_application (_chess_event_page_get_window (self));

  if (self->presentation == NULL)
    {
      GWeakRef *ref = g_new0 (GWeakRef, 1);

      self->presentation = GTK_WINDOW (chess_presentation_window_new (application));
      g_object_add_weak_pointer (G_OBJECT (self->presentation), (gpointer *) &self->presentation);
      g_weak_ref_init (ref, self->presentation);
      g_object_set_data_full (G_OBJECT (self->event), "chess-presentation-window", ref,
                              (GDestroyNotify) weak_ref_free);
      /* Every reveal and cover is on the event's record, also while its
       * page is not shown. */
      g_signal_connect_data (self->presentation, "notify::revealed", G_CALLBACK (on_presentation_revealed),
                             g_object_ref (self->event), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
    }

  self->presented_round = round->round;
  self->presented_number = round->number;
  g_object_set_data (G_OBJECT (self->presentation), "presented-round", GUINT_TO_POINTER (round->round));
  g_object_set_data (G_OBJECT (self->presentation), "presented-number", GUINT_TO_POINTER (round->number));
  /* Hidden first: the hall screen shows nothing until the arbiter, with
   * every player seated, reveals it. */
  chess_presentation_window_show_round (CHESS_PRESENTATION_WINDOW (self->presentation),
                                        self->event, round, TRUE);
  gtk_window_present (self->presentation);
}

static void
present_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = _chess_event_page_round_from_target (self, parameter);

  if (round != NULL)
    chess_event_page_present_round (self, round);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = _chess_event_page_round_from_target (self, parameter);
  GtkApplication *application;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  ChessWindow *window;

  if (round == NULL)
    return;

  /* Tagged with the event, the round and its day, for the game's PGN. */
  game = chess_event_new_round_game (self->event, round, &error);
  if (game == NULL)
    {
      _chess_event_page_say (self, error->message);
      return;
    }

  application = gtk_window_get_application (_chess_event_page_get_window (self));
  if (application == NULL)
    return;
  window = chess_window_new_for_game (CHESS_APPLICATION (application), game);
  gtk_window_present (GTK_WINDOW (window));
}

static void
remove_last_response_cb (ChessEventPage *self,
                         const char     *response)
{
  if (self->event != NULL && g_str_equal (response, "remove"))
    chess_event_remove_last_round (self->event);
}

static void
remove_last_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = _chess_event_page_round_from_target (self, parameter);
  g_autofree char *label = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (round == NULL || round != chess_event_get_last_round (self->event))
    return;

  label = chess_ui_round_label (round);
  heading = g_strdup_printf (_("Remove Round %u?"), round->round);
  body = g_strdup_printf (_("“%s” will be forgotten, and its position may be drawn again. "
                            "Only do this when the round was drawn by mistake and has not been played."),
                          label);
  dialog = chess_ui_alert_new (heading, body);
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "remove", _("_Remove Round"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "cancel", "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_last_response_cb),
                           self, G_CONNECT_SWAPPED);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static void
announce_present_clicked_cb (AdwToast       *toast,
                             ChessEventPage *self)
{
  guint round = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toast), "round"));
  const ChessRound *shown = self->event != NULL ? chess_event_get_round (self->event, round - 1) : NULL;

  /* Only while the round still is what the toast named. */
  if (shown != NULL && shown->round == round)
    chess_event_page_present_round (self, shown);
}

/* Says which round was just recorded and offers the hall screen. The
 * toast lives in the window's overlay, outside the page, so its button
 * calls back instead of naming one of the page's actions. */
void
_chess_event_page_announce (ChessEventPage   *self,
                           const ChessRound *round)
{
  g_autofree char *label = chess_ui_round_label (round);
  g_autofree char *escaped = g_markup_escape_text (label, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_button_label (toast, _("_Present"));
  adw_toast_set_timeout (toast, 8);
  g_object_set_data (G_OBJECT (toast), "round", GUINT_TO_POINTER (round->round));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (announce_present_clicked_cb),
                           self, 0);
  chess_event_page_toast (self, toast);
}

static void
roller_drawn_cb (ChessRollerDialog *dialog,
                 guint              number,
                 ChessDrawMethod    method,
                 ChessEventPage    *self)
{
  /* The event the draw was for, whatever the page shows by now. */
  ChessEvent *event = g_object_get_data (G_OBJECT (dialog), "event");
  g_autoptr(ChessExclusions) exclusions = chess_event_get_exclusions (event);
  g_autoptr(GError) error = NULL;
  const ChessRound *round;

  /* On the record as shown, then confirmed: an excluded or used number is
   * recorded as shown and set aside, and refused. */
  if (chess_event_show_result (event, number, method, NULL, &error) != NULL)
    round = chess_event_confirm_pending (event, &error);
  else
    round = NULL;
  if (round == NULL)
    {
      g_autofree char *reason = chess_roller_exclusion_reason (exclusions, number);
      g_autofree char *message = NULL;

      if (reason != NULL)
        /* Translators: a start position number and why the event does
         * not allow it, e.g. “SP 421 cannot be used: used in round 3” */
        message = g_strdup_printf (_("SP %u cannot be used: %s"), number, reason);
      else
        message = g_strdup (error->message);
      _chess_event_page_say (self, message);
      return;
    }
  if (event != self->event)
    return;
  if (chess_event_page_get_unsaved (self))
    {
      g_autofree char *label = chess_ui_round_label (round);
      g_autofree char *message = NULL;

      /* Translators: a round just drawn that the disk refused, e.g.
       * “Round 3 · SP 421 · BNRKQBNR is not saved yet” */
      message = g_strdup_printf (_("%s is not saved yet"), label);
      _chess_event_page_say (self, message);
    }
  else
    _chess_event_page_announce (self, round);
}

/* The arbiter closed the roller with a result on screen and set it
 * aside: the room saw it, so the record says so. */
static void
roller_set_aside_cb (ChessRollerDialog *dialog,
                     guint              number,
                     ChessDrawMethod    method,
                     ChessEventPage    *self)
{
  ChessEvent *event = g_object_get_data (G_OBJECT (dialog), "event");
  g_autoptr(GError) error = NULL;

  if (chess_event_show_result (event, number, method, NULL, &error) == NULL
      || !chess_event_set_aside_pending (event, CHESS_SET_ASIDE_CANCELLED, &error))
    {
      /* An excluded number is set aside already ("excluded"). */
      if (!g_error_matches (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED))
        _chess_event_page_say (self, error->message);
    }
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autoptr(ChessExclusions) exclusions = NULL;
  g_autofree char *title = NULL;
  ChessRollerDialog *dialog;

  if (self->event == NULL)
    return;

  exclusions = chess_event_get_exclusions (self->event);
  title = chess_ui_round_title (chess_event_get_n_rounds (self->event) + 1);
  dialog = chess_roller_dialog_new (_chess_event_page_get_window (self), exclusions, title);
  g_object_set_data_full (G_OBJECT (dialog), "event", g_object_ref (self->event), g_object_unref);
  g_signal_connect_object (dialog, "drawn", G_CALLBACK (roller_drawn_cb), self, 0);
  g_signal_connect_object (dialog, "set-aside", G_CALLBACK (roller_set_aside_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  const ChessRound *round;

  if (self->event == NULL)
    return;

  round = chess_event_add_replay_round (self->event, NULL, &error);
  if (round == NULL)
    _chess_event_page_say (self, error->message);
  else
    _chess_event_page_announce (self, round);
}

static void
exclude_standard_toggled_cb (ChessEventPage *self)
{
  if (self->event != NULL)
    chess_event_set_exclude_standard (self->event,
                                      gtk_switch_get_active (self->exclude_standard_switch));
}

static void
custom_row_apply_cb (ChessEventPage *self)
{
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GError) error = NULL;

  if (self->event == NULL)
    return;

  if (!chess_exclusions_parse_list (chess_event_get_variant (self->event),
                                    gtk_editable_get_text (GTK_EDITABLE (self->custom_row)),
                                    &numbers, &error))
    {
      g_autofree char *message = NULL;

      gtk_widget_add_css_class (GTK_WIDGET (self->custom_row), "error");
      /* Translators: %u is the highest position number, 959 or 2879 */
      message = g_strdup_printf (_("Enter start position numbers from 0 to %u, separated by commas"),
                                 chess_startpos_count (chess_event_get_variant (self->event)) - 1);
      _chess_event_page_say (self, message);
      return;
    }

  chess_event_set_custom_exclusions (self->event, (const guint *) numbers->data, numbers->len);
  /* The event may not change (the same list again), so refresh anyway to
   * show the list tidied up. */
  chess_event_page_refresh (self);
}

static void
name_row_apply_cb (ChessEventPage *self)
{
  g_autofree char *name = NULL;

  if (self->event == NULL)
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  if (*name == '\0')
    {
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), chess_event_get_name (self->event));
      return;
    }
  chess_event_set_name (self->event, name);
}

ChessEventPage *
chess_event_page_new (void)
{
  return g_object_new (CHESS_TYPE_EVENT_PAGE, NULL);
}

ChessEvent *
chess_event_page_get_event (ChessEventPage *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_PAGE (self), NULL);

  return self->event;
}

void
chess_event_page_set_event (ChessEventPage *self,
                            ChessEvent     *event)
{
  g_return_if_fail (CHESS_IS_EVENT_PAGE (self));
  g_return_if_fail (event == NULL || CHESS_IS_EVENT (event));

  if (self->event == event)
    return;

  /* The hall screen belongs to the event it shows. */
  chess_event_page_leave_presentation (self);

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_set_object (&self->event, event);
  if (self->event != NULL)
    g_signal_connect_object (self->event, "changed", G_CALLBACK (chess_event_page_event_changed),
                             self, G_CONNECT_SWAPPED);
  chess_event_page_adopt_presentation (self);
  self->asked_pending = NULL;
  g_clear_handle_id (&self->retry_source, g_source_remove);
  chess_round_list_set_event (self->rounds, event);
  chess_record_list_set_event (self->record, event);
  if (self->event != NULL)
    /* Another copy changed the file: everything may differ. */
    {
      g_signal_connect_object (self->event, "reloaded", G_CALLBACK (chess_event_page_refresh),
                               self, G_CONNECT_SWAPPED);
      /* Another copy closing, a take-over, a recovery kept: the banner
       * and what is offered follow. */
      g_signal_connect_object (self->event, "notify::read-only", G_CALLBACK (_chess_event_page_update_notice),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->event, "notify::damage", G_CALLBACK (_chess_event_page_update_notice),
                               self, G_CONNECT_SWAPPED);
    }

  chess_event_page_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

static void
chess_event_page_dispose (GObject *object)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (object);

  chess_event_page_leave_presentation (self);
  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_clear_object (&self->event);
  chess_event_page_set_store (self, NULL);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  if (self->round_list != NULL)
    gtk_list_view_set_model (self->round_list, NULL);
  g_clear_object (&self->rounds);
  if (self->record_list != NULL)
    gtk_list_view_set_model (self->record_list, NULL);
  g_clear_object (&self->record);

  gtk_widget_dispose_template (GTK_WIDGET (object), CHESS_TYPE_EVENT_PAGE);

  G_OBJECT_CLASS (chess_event_page_parent_class)->dispose (object);
}

static void
chess_event_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      chess_event_page_set_event (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_page_class_init (ChessEventPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_event_page_dispose;
  object_class->get_property = chess_event_page_get_property;
  object_class->set_property = chess_event_page_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         CHESS_TYPE_EVENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-event-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, unsaved_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, unsaved_revealer);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, unsaved_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, notice_button);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, draw_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, draw_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, replay_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, verifiable_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, rounds_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, round_list);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, round_scroller);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, record_list);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, record_scroller);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, notice_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, notice_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, no_rounds_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, exclusions_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, exclude_standard_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, custom_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, used_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, variant_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, commitment_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, reveal_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, key_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, key_label);
  gtk_widget_class_bind_template_callback (widget_class, exclude_standard_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, custom_row_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_row_apply_cb);

  gtk_widget_class_install_action (widget_class, "event.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "event.retry-save", NULL, _chess_event_page_retry_save_action);
  gtk_widget_class_install_action (widget_class, "event.edit-here", NULL, _chess_event_page_edit_here_action);
  gtk_widget_class_install_action (widget_class, "event.keep-recovered", NULL,
                                   _chess_event_page_keep_recovered_action);
  gtk_widget_class_install_action (widget_class, "event.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "event.draw-verifiable", NULL,
                                   _chess_event_page_draw_verifiable_action);
  gtk_widget_class_install_action (widget_class, "event.reveal-key", NULL, _chess_event_page_reveal_key_action);
  gtk_widget_class_install_action (widget_class, "event.copy-key", NULL, _chess_event_page_copy_key_action);
  gtk_widget_class_install_action (widget_class, "event.print-all", NULL, _chess_event_page_print_all_action);
  gtk_widget_class_install_action (widget_class, "event.print-protocol", NULL, _chess_event_page_print_protocol_action);
  gtk_widget_class_install_action (widget_class, "event.present", "u", present_action);
  gtk_widget_class_install_action (widget_class, "event.print-sheet", "u", _chess_event_page_print_sheet_action);
  gtk_widget_class_install_action (widget_class, "event.print-cards", "u", _chess_event_page_print_cards_action);
  gtk_widget_class_install_action (widget_class, "event.export-diagram", "u", _chess_event_page_export_diagram_action);
  gtk_widget_class_install_action (widget_class, "event.play", "u", play_action);
  gtk_widget_class_install_action (widget_class, "event.remove-last", "u", remove_last_action);
}

static void
chess_event_page_init (ChessEventPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  _chess_event_page_init_lists (self);
}
