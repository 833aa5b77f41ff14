/* chess-test-ui.c: what every GUI test program does first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-test-ui"

#include <adwaita.h>

#include "chess-test-ui.h"

gboolean
chess_test_ui_init (int    *argc,
                    char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (install xvfb-run)\n");
      return FALSE;
    }

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

static gboolean
activate_shortcuts (GtkWidget            *widget,
                    GtkShortcutController *controller,
                    guint                 keyval,
                    GdkModifierType       modifiers)
{
  for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (!GTK_IS_KEYVAL_TRIGGER (trigger)
          || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) != keyval
          || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != modifiers)
        continue;
      if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                        GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                        gtk_shortcut_get_arguments (shortcut)))
        return TRUE;
    }
  return FALSE;
}

gboolean
chess_test_ui_press_key (GtkWidget       *widget,
                         guint            keyval,
                         GdkModifierType  modifiers)
{
  /* As GTK delivers a key to the widget it is meant for: the controllers
   * of the capture phase first, then the others. */
  static const GtkPropagationPhase phases[] = { GTK_PHASE_CAPTURE, GTK_PHASE_TARGET, GTK_PHASE_BUBBLE };
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_SHORTCUT_CONTROLLER (controller)
            && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == phases[p]
            && activate_shortcuts (widget, GTK_SHORTCUT_CONTROLLER (controller), keyval, modifiers))
          return TRUE;
      }
  return FALSE;
}
