/* chess-roller-dialog.c: drawing a start position with the die, in view of all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-enums.h"
#include "chess-event-names.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-settings.h"
#include "chess-startpos.h"

struct _ChessRollerDialog
{
  AdwWindow        parent_instance;

  GSettings       *settings;
  ChessRollerView *view;
  /* The arbiter said to set the shown result aside: the window may go. */
  gboolean         set_aside;

  /* Template widgets */
  GtkBox          *content_box;
  GtkButton       *cancel_button;
  GtkButton       *use_button;
  GtkButton       *fullscreen_button;
};

enum {
  SIGNAL_DRAWN,
  SIGNAL_SET_ASIDE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessRollerDialog, chess_roller_dialog, ADW_TYPE_WINDOW)

static void
on_has_result (ChessRollerDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.use",
                                 chess_roller_view_get_has_result (self->view));
}

static void
use_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ChessRollerDialog *self = CHESS_ROLLER_DIALOG (widget);
  g_autoptr(ChessRollerDialog) hold = g_object_ref (self);
  ChessDrawMethod method;
  guint number;

  /* The result the room has seen, not one the die is still tumbling to. */
  chess_roller_view_finish_animations (self->view);
  if (!chess_roller_view_get_result (self->view, &number, &method))
    return;

  /* For an event, the result becomes its next round here, on the record
   * and on disk, before anyone is told. */
  if (chess_roller_view_get_event (self->view) != NULL)
    {
      g_autoptr(GError) error = NULL;
      GtkWidget *alert;

      if (chess_event_confirm_pending (chess_roller_view_get_event (self->view), &error) == NULL)
        {
          /* Still shown and pending: the arbiter may start over. */
          alert = chess_ui_alert_new (_("The Position Cannot Be Used"), error->message);
          chess_ui_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
          chess_ui_alert_set_responses (alert, "close", "close");
          chess_ui_dialog_present (alert, GTK_WIDGET (self));
          return;
        }
    }

  g_signal_emit (self, signals[SIGNAL_DRAWN], 0, number, method);
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
destroy_in_idle (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
set_aside_response_cb (GtkWidget         *message,
                       const char        *response,
                       ChessRollerDialog *self)
{
  ChessDrawMethod method;
  guint number;

  if (!g_str_equal (response, "set-aside")
      || !chess_roller_view_get_result (self->view, &number, &method))
    return;

  self->set_aside = TRUE;
  chess_roller_view_set_aside (self->view);
  g_signal_emit (self, signals[SIGNAL_SET_ASIDE], 0, number, method);
  /* The question belongs to this window, and closes itself only after its
   * response: the window goes once it has. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, destroy_in_idle, g_object_ref (self), g_object_unref);
}

/* Cancel, Escape or the window's close button with a position on screen:
 * the room has seen it, so it is never thrown away without a word. */
static gboolean
chess_roller_dialog_close_request (GtkWindow *window)
{
  ChessRollerDialog *self = CHESS_ROLLER_DIALOG (window);
  g_autofree char *heading = NULL;
  char back_rank[9];
  ChessDrawMethod method;
  guint number;
  GtkWidget *dialog;

  if (self->set_aside || self->view == NULL)
    return GTK_WINDOW_CLASS (chess_roller_dialog_parent_class)->close_request (window);

  chess_roller_view_finish_animations (self->view);
  if (!chess_roller_view_get_result (self->view, &number, &method)
      || !chess_startpos_get_back_rank (chess_exclusions_get_variant (chess_roller_view_get_exclusions (self->view)),
                                        number, back_rank, NULL))
    {
      /* Faces thrown, no result yet: the record says they were left. */
      chess_roller_view_set_aside (self->view);
      return GTK_WINDOW_CLASS (chess_roller_dialog_parent_class)->close_request (window);
    }

  {
    g_autofree char *position = chess_ui_position_label (number, back_rank);

    /* Translators: the position on screen, e.g. “Set Aside SP 421 · BNRKQBNR?” */
    heading = g_strdup_printf (_("Set Aside %s?"), position);
  }
  dialog = chess_ui_alert_new (heading,
                               _("Everyone has seen this position. Setting it aside "
                                 "is noted, and the next draw starts afresh."));
  chess_ui_alert_add_response (dialog, "back", _("_Back to the Draw"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "set-aside", _("_Set Aside"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "back", "back");
  g_signal_connect_object (dialog, "response", G_CALLBACK (set_aside_response_cb), self, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (window));
  return TRUE;
}

static void
fullscreen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
on_fullscreened (ChessRollerDialog *self)
{
  gboolean fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));

  /* Full screen is for the projector: the texts the room reads grow. */
  if (self->view != NULL)
    chess_roller_view_set_presentation (self->view, fullscreen);

  gtk_button_set_icon_name (self->fullscreen_button,
                            fullscreen ? "view-restore-symbolic" : "view-fullscreen-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->fullscreen_button), fullscreen ? _("Leave Full Screen (F11)") : _("Full Screen (F11)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fullscreen_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  fullscreen ? _("Leave Full Screen") : _("Full Screen"),
                                  -1);
}

static void
chess_roller_dialog_dispose (GObject *object)
{
  ChessRollerDialog *self = CHESS_ROLLER_DIALOG (object);

  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  self->view = NULL;
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ROLLER_DIALOG);

  G_OBJECT_CLASS (chess_roller_dialog_parent_class)->dispose (object);
}

static void
chess_roller_dialog_class_init (ChessRollerDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = chess_roller_dialog_dispose;
  window_class->close_request = chess_roller_dialog_close_request;

  /**
   * ChessRollerDialog::drawn:
   * @number: the start position drawn
   * @method: how it was drawn, a #ChessDrawMethod
   *
   * The user chose to use the position; the dialog closes right after.
   */
  signals[SIGNAL_DRAWN] =
    g_signal_new ("drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, CHESS_TYPE_DRAW_METHOD);
  /**
   * ChessRollerDialog::set-aside:
   * @number: the start position that was shown
   * @method: how it was drawn, a #ChessDrawMethod
   *
   * The user closed the dialog with a result on screen and, asked,
   * chose to set it aside; the dialog closes right after.
   */
  signals[SIGNAL_SET_ASIDE] =
    g_signal_new ("set-aside", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, CHESS_TYPE_DRAW_METHOD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-roller-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessRollerDialog, content_box);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerDialog, use_button);
  gtk_widget_class_bind_template_child (widget_class, ChessRollerDialog, fullscreen_button);

  gtk_widget_class_install_action (widget_class, "dialog.use", NULL, use_action);
  gtk_widget_class_install_action (widget_class, "dialog.fullscreen", NULL, fullscreen_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "dialog.fullscreen", NULL);
}

static void
chess_roller_dialog_init (ChessRollerDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.use", FALSE);
  g_signal_connect_swapped (self, "notify::fullscreened", G_CALLBACK (on_fullscreened), self);
}

static ChessRollerDialog *
chess_roller_dialog_new_with_view (GtkWindow  *parent,
                                   GtkWidget  *view,
                                   const char *title)
{
  ChessRollerDialog *self;

  self = g_object_new (CHESS_TYPE_ROLLER_DIALOG,
                       "transient-for", parent,
                       NULL);
  if (title != NULL)
    gtk_window_set_title (GTK_WINDOW (self), title);

  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (self->content_box, view);
  self->view = CHESS_ROLLER_VIEW (view);
  g_settings_bind (self->settings, "piece-set", view, "piece-set", G_SETTINGS_BIND_GET);
  g_signal_connect_swapped (view, "notify::has-result", G_CALLBACK (on_has_result), self);
  /* Not Cancel, the first in the focus chain: the method's own control. */
  gtk_widget_grab_focus (view);
  on_has_result (self);

  return self;
}

ChessRollerDialog *
chess_roller_dialog_new (GtkWindow       *parent,
                         ChessExclusions *exclusions,
                         const char      *title)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (exclusions != NULL, NULL);
  g_return_val_if_fail (chess_exclusions_get_variant (exclusions) != CHESS_VARIANT_STANDARD, NULL);

  return chess_roller_dialog_new_with_view (parent, chess_roller_view_new (exclusions), title);
}

ChessRollerDialog *
chess_roller_dialog_new_for_event (GtkWindow  *parent,
                                   ChessEvent *event)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CHESS_IS_EVENT (event), NULL);
  g_return_val_if_fail (chess_event_get_variant (event) != CHESS_VARIANT_STANDARD, NULL);

  title = chess_ui_round_title (chess_event_get_n_rounds (event) + 1);
  return chess_roller_dialog_new_with_view (parent, chess_roller_view_new_for_event (event), title);
}

ChessEvent *
chess_roller_dialog_get_event (ChessRollerDialog *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_DIALOG (self), NULL);

  return self->view != NULL ? chess_roller_view_get_event (self->view) : NULL;
}

ChessRollerDialog *
chess_roller_dialog_find_for_event (ChessEvent *event)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  g_return_val_if_fail (CHESS_IS_EVENT (event), NULL);

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (CHESS_IS_ROLLER_DIALOG (l->data) && chess_roller_dialog_get_event (l->data) == event)
      return l->data;

  return NULL;
}
