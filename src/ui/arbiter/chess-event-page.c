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
#include "chess-event-page.h"
#include "chess-export.h"
#include "chess-presentation-window.h"
#include "chess-print.h"
#include "chess-roller-dialog.h"
#include "chess-roller-text.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window.h"

struct _ChessEventPage
{
  AdwBin              parent_instance;

  ChessEvent         *event;
  /* Weak: one hall screen per event page, reused for every round. */
  GtkWindow          *presentation;
  /* What it shows, so that it closes when that round is taken back. */
  guint               presented_round;
  guint               presented_number;

  /* Template widgets */
  AdwPreferencesGroup *draw_group;
  AdwActionRow       *draw_row;
  AdwActionRow       *replay_row;
  AdwPreferencesGroup *rounds_group;
  GtkListBox         *round_list;
  AdwPreferencesGroup *exclusions_group;
  GtkSwitch          *exclude_standard_switch;
  AdwEntryRow        *custom_row;
  GtkLabel           *used_label;
  AdwEntryRow        *name_row;
  GtkLabel           *variant_label;
};

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

static void
chess_event_page_say (ChessEventPage *self,
                      const char     *message)
{
  /* A toast's title is markup: an event called “Smith & Jones” must not
   * break it. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  chess_event_page_toast (self, toast);
}

static GtkWindow *
chess_event_page_get_window (ChessEventPage *self)
{
  return GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
}

/* “Sat 21 Nov, 19:32” in the user's time zone and locale. */
static char *
format_round_time (GDateTime *time)
{
  g_autoptr(GDateTime) local = NULL;

  if (time == NULL)
    return g_strdup ("");

  local = g_date_time_to_local (time);
  /* Translators: when a round was drawn; see g_date_time_format() */
  return g_date_time_format (local, _("%a %-d %b %Y, %H:%M"));
}

static GMenuModel *
round_menu_new (guint    index,
                gboolean is_last)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) output = g_menu_new ();
  g_autoptr(GMenu) play = g_menu_new ();
  const struct {
    GMenu      *section;
    const char *label;
    const char *action;
    gboolean    last_only;
  } items[] = {
    { output, N_("Print _Sheet…"), "event.print-sheet", FALSE },
    { output, N_("Print Table _Cards…"), "event.print-cards", FALSE },
    { output, N_("_Export Diagram…"), "event.export-diagram", FALSE },
    { play, N_("_Play in a New Window"), "event.play", FALSE },
    { play, N_("_Remove Round…"), "event.remove-last", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = NULL;

      if (items[i].last_only && !is_last)
        continue;
      item = g_menu_item_new (_(items[i].label), NULL);
      g_menu_item_set_action_and_target_value (item, items[i].action,
                                               g_variant_new_uint32 (index));
      g_menu_append_item (items[i].section, item);
    }

  g_menu_append_section (menu, NULL, G_MENU_MODEL (output));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (play));

  return G_MENU_MODEL (g_steal_pointer (&menu));
}

static GtkWidget *
round_row_new (const ChessRound *round,
               guint             index,
               gboolean          is_last)
{
  g_autofree char *title = chess_ui_round_label (round);
  g_autofree char *when = format_round_time (round->time);
  g_autofree char *subtitle = NULL;
  g_autoptr(GMenuModel) menu = round_menu_new (index, is_last);
  GtkWidget *row;
  GtkWidget *present;
  GtkWidget *more;

  /* Translators: how and when a round's position was drawn, e.g.
   * “Thrown with a physical die · Sat 21 Nov 2026, 19:32” */
  subtitle = g_strdup_printf (_("%s · %s"), chess_ui_draw_method_name (round->method), when);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "round-row");

  present = gtk_button_new_from_icon_name ("video-display-symbolic");
  gtk_widget_set_tooltip_text (present, _("Show on the Hall Screen"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (present),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Show on the Hall Screen"),
                                  -1);
  gtk_widget_set_valign (present, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (present, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (present), "event.present");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (present), g_variant_new_uint32 (index));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), present);

  more = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (more), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (more), menu);
  gtk_widget_set_tooltip_text (more, _("More Actions"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (more),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("More Actions"),
                                  -1);
  gtk_widget_set_valign (more, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (more, "flat");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), more);

  return row;
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
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->round_list))) != NULL)
    gtk_list_box_remove (self->round_list, child);

  chess_event_page_check_presentation (self);

  if (self->event == NULL)
    return;

  n_rounds = chess_event_get_n_rounds (self->event);

  /* Newest first: the round the arbiter just drew is the one wanted. */
  for (guint i = n_rounds; i > 0; i--)
    gtk_list_box_append (self->round_list,
                         round_row_new (chess_event_get_round (self->event, i - 1),
                                        i - 1, i == n_rounds));

  if (n_rounds == 0)
    {
      GtkWidget *placeholder = gtk_label_new (_("No rounds drawn yet"));

      gtk_widget_add_css_class (placeholder, "dim-label");
      gtk_widget_set_margin_top (placeholder, 18);
      gtk_widget_set_margin_bottom (placeholder, 18);
      gtk_list_box_set_placeholder (self->round_list, placeholder);
    }

  draw_title = g_strdup_printf (_("Draw Round %u…"), n_rounds + 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->draw_row), draw_title);

  if (n_rounds > 0)
    replay_title = g_strdup_printf (_("Replay Round %u with Colours Reversed"), n_rounds);
  else
    replay_title = g_strdup (_("Replay the Previous Round with Colours Reversed"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->replay_row), replay_title);
  gtk_widget_set_visible (GTK_WIDGET (self->replay_row), chess_event_can_replay (self->event));

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

static const ChessRound *
round_from_target (ChessEventPage *self,
                   GVariant       *parameter)
{
  if (self->event == NULL)
    return NULL;
  return chess_event_get_round (self->event, g_variant_get_uint32 (parameter));
}

static void
chess_event_page_present_round (ChessEventPage   *self,
                                const ChessRound *round)
{
  GtkApplication *application = gtk_window_get_application (chess_event_page_get_window (self));

  if (self->presentation == NULL)
    {
      self->presentation = GTK_WINDOW (chess_presentation_window_new (application));
      g_object_add_weak_pointer (G_OBJECT (self->presentation), (gpointer *) &self->presentation);
    }

  self->presented_round = round->round;
  self->presented_number = round->number;
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
  const ChessRound *round = round_from_target (self, parameter);

  if (round != NULL)
    chess_event_page_present_round (self, round);
}

static void
print_rounds (ChessEventPage   *self,
              GVariant         *parameter,
              ChessPrintLayout  layout)
{
  const ChessRound *round = round_from_target (self, parameter);

  if (round != NULL)
    chess_print_rounds (chess_event_page_get_window (self), self->event, &round, 1, layout);
}

static void
print_sheet_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  print_rounds (CHESS_EVENT_PAGE (widget), parameter, CHESS_PRINT_SHEET);
}

static void
print_cards_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  print_rounds (CHESS_EVENT_PAGE (widget), parameter, CHESS_PRINT_CARDS);
}

static void
print_all_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autofree const ChessRound **rounds = NULL;
  guint n_rounds;

  if (self->event == NULL || (n_rounds = chess_event_get_n_rounds (self->event)) == 0)
    return;

  rounds = g_new (const ChessRound *, n_rounds);
  for (guint i = 0; i < n_rounds; i++)
    rounds[i] = chess_event_get_round (self->event, i);
  chess_print_rounds (chess_event_page_get_window (self), self->event, rounds, n_rounds,
                      CHESS_PRINT_SHEET);
}

static void
export_diagram_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = round_from_target (self, parameter);
  ChessDiagramInfo info = { 0 };

  if (round == NULL)
    return;

  info.variant = chess_event_get_variant (self->event);
  info.number = round->number;
  info.event_name = chess_event_get_name (self->event);
  info.round = round->round;
  info.colours_reversed = round->colours_reversed;
  chess_export_diagram (chess_event_page_get_window (self), &info);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = round_from_target (self, parameter);
  GtkApplication *application;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  ChessWindow *window;

  if (round == NULL)
    return;

  game = chess_game_new_start (chess_event_get_variant (self->event), round->number, &error);
  if (game == NULL)
    {
      chess_event_page_say (self, error->message);
      return;
    }

  application = gtk_window_get_application (chess_event_page_get_window (self));
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
  const ChessRound *round = round_from_target (self, parameter);
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
static void
chess_event_page_announce (ChessEventPage   *self,
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

  round = chess_event_add_round (event, number, method, NULL, &error);
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
      chess_event_page_say (self, message);
      return;
    }
  if (event == self->event)
    chess_event_page_announce (self, round);
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
  dialog = chess_roller_dialog_new (chess_event_page_get_window (self), exclusions, title);
  g_object_set_data_full (G_OBJECT (dialog), "event", g_object_ref (self->event), g_object_unref);
  g_signal_connect_object (dialog, "drawn", G_CALLBACK (roller_drawn_cb), self, 0);
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
    chess_event_page_say (self, error->message);
  else
    chess_event_page_announce (self, round);
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
      chess_event_page_say (self, message);
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

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_set_object (&self->event, event);
  if (self->event != NULL)
    g_signal_connect_object (self->event, "changed", G_CALLBACK (chess_event_page_refresh),
                             self, G_CONNECT_SWAPPED);

  /* The hall screen belongs to the event it shows. */
  chess_event_page_close_presentation (self);

  chess_event_page_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

static void
chess_event_page_dispose (GObject *object)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (object);

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_clear_object (&self->event);
  chess_event_page_close_presentation (self);

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
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, draw_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, draw_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, replay_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, rounds_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, round_list);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, exclusions_group);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, exclude_standard_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, custom_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, used_label);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEventPage, variant_label);
  gtk_widget_class_bind_template_callback (widget_class, exclude_standard_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, custom_row_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_row_apply_cb);

  gtk_widget_class_install_action (widget_class, "event.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "event.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "event.print-all", NULL, print_all_action);
  gtk_widget_class_install_action (widget_class, "event.present", "u", present_action);
  gtk_widget_class_install_action (widget_class, "event.print-sheet", "u", print_sheet_action);
  gtk_widget_class_install_action (widget_class, "event.print-cards", "u", print_cards_action);
  gtk_widget_class_install_action (widget_class, "event.export-diagram", "u", export_diagram_action);
  gtk_widget_class_install_action (widget_class, "event.play", "u", play_action);
  gtk_widget_class_install_action (widget_class, "event.remove-last", "u", remove_last_action);
}

static void
chess_event_page_init (ChessEventPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
