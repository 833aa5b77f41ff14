/* chess-attention.c: whether the pointer or keyboard focus is on a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-attention"

#include "chess-attention.h"

typedef struct {
  ChessAttentionFunc func;
  gpointer           user_data;
} Watch;

static void
notify (GtkEventController *controller,
        ChessAttention      source,
        gboolean            attended,
        Watch              *watch)
{
  watch->func (gtk_event_controller_get_widget (controller), source, attended, watch->user_data);
}

static void
on_pointer_enter (GtkEventControllerMotion *controller,
                  double                    x,
                  double                    y,
                  Watch                    *watch)
{
  notify (GTK_EVENT_CONTROLLER (controller), CHESS_ATTENTION_POINTER, TRUE, watch);
}

static void
on_pointer_leave (GtkEventControllerMotion *controller,
                  Watch                    *watch)
{
  notify (GTK_EVENT_CONTROLLER (controller), CHESS_ATTENTION_POINTER, FALSE, watch);
}

static void
on_focus_enter (GtkEventControllerFocus *controller,
                Watch                   *watch)
{
  notify (GTK_EVENT_CONTROLLER (controller), CHESS_ATTENTION_FOCUS, TRUE, watch);
}

static void
on_focus_leave (GtkEventControllerFocus *controller,
                Watch                   *watch)
{
  notify (GTK_EVENT_CONTROLLER (controller), CHESS_ATTENTION_FOCUS, FALSE, watch);
}

void
chess_ui_watch_attention (GtkWidget          *widget,
                       ChessAttentionFunc  func,
                       gpointer            user_data)
{
  GtkEventController *controller;
  Watch *watch;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);

  /* Lives as long as the widget, and so as long as its controllers. */
  watch = g_new (Watch, 1);
  watch->func = func;
  watch->user_data = user_data;
  g_object_set_data_full (G_OBJECT (widget), "chess-attention-watch", watch, g_free);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_pointer_enter), watch);
  g_signal_connect (controller, "leave", G_CALLBACK (on_pointer_leave), watch);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_focus_enter), watch);
  g_signal_connect (controller, "leave", G_CALLBACK (on_focus_leave), watch);
  gtk_widget_add_controller (widget, controller);
}
