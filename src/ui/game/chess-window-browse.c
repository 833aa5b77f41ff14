/* chess-window-browse.c: looking through the game (first, previous, next,
 * last, and ↑ ↓ between variations) and which keys the window takes from the widget with the focus
 *
 * The window's shortcuts share keys with its widgets: ← → Home End with
 * the board's keyboard cursor and with the move entry, Ctrl+Z, Ctrl+C and
 * Ctrl+V with the move entry. One rule decides, before the focused widget
 * sees the key (chess_window_key_owner_is_focus()):
 *
 *   - a text field keeps its keys while it holds text or a selection;
 *     empty, it has nothing to undo, copy or move through, so the key does
 *     what the window's shortcut says (after a typed move Ctrl+Z takes it
 *     back, Ctrl+C copies the position, ← looks one move back);
 *   - the board keeps the keys it binds while it is moved about by
 *     keyboard (focus reached it by keyboard, or ↑ ↓ were used since the
 *     last click) and takes moves; after a click on it, or while an
 *     earlier position is shown, ← → Home End look through the game;
 *   - the evaluation graph keeps ← → Home End: they move along the
 *     main line it draws, even while a variation is shown;
 *   - anything else (the move list, a button) has no use for them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include "chess-eval-graph.h"
#include "chess-window-private.h"

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessGame *game = chess_match_get_game (self->match);
  ChessGameNode *shown = _chess_window_get_shown_node (self);
  ChessGameNode *to = NULL;

  if (shown == NULL)
    return;
  if (g_str_equal (action_name, "win.view-first"))
    to = chess_game_get_root (game);
  else if (g_str_equal (action_name, "win.view-previous"))
    to = chess_game_node_get_parent (shown);
  else if (g_str_equal (action_name, "win.view-next"))
    to = _chess_window_get_next_node (self);
  else if (g_str_equal (action_name, "win.view-up"))
    to = _chess_window_get_sibling_node (self, -1);
  else if (g_str_equal (action_name, "win.view-down"))
    to = _chess_window_get_sibling_node (self, 1);
  else if (g_str_equal (action_name, "win.view-last"))
    {
      chess_window_set_view_node (self, _chess_window_get_line_end (self));
      return;
    }
  if (to != NULL)
    chess_window_set_view_node (self, to);
}

void
_chess_window_update_browse_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ChessGameNode *shown = _chess_window_get_shown_node (self);
  gboolean earlier = shown != NULL && chess_game_node_get_parent (shown) != NULL;
  gboolean later = shown != NULL && (self->view_node != NULL || chess_game_node_get_n_children (shown) > 0);

  gtk_widget_action_set_enabled (widget, "win.view-first", earlier);
  gtk_widget_action_set_enabled (widget, "win.view-previous", earlier);
  gtk_widget_action_set_enabled (widget, "win.view-next", shown != NULL && chess_game_node_get_n_children (shown) > 0);
  gtk_widget_action_set_enabled (widget, "win.view-last",
                                 later && (self->view_node != NULL || _chess_window_get_line_end (self) != NULL));
  gtk_widget_action_set_enabled (widget, "win.view-up", _chess_window_get_sibling_node (self, -1) != NULL);
  gtk_widget_action_set_enabled (widget, "win.view-down", _chess_window_get_sibling_node (self, 1) != NULL);
}

/* Whether WIDGET binds EVENT's key itself. */
static gboolean
widget_binds_key (GtkWidget *widget,
                  GdkEvent  *event)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_trigger (gtk_shortcut_get_trigger (shortcut), event, FALSE) == GDK_KEY_MATCH_EXACT)
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
_chess_window_key_owner_is_focus (ChessWindow *self,
                                  GdkEvent    *event)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL)
    return FALSE;
  /* A popover, a menu: theirs. */
  if (gtk_widget_get_native (focus) != GTK_NATIVE (self))
    return TRUE;
  if (GTK_IS_EDITABLE (focus))
    {
      int start, end;

      return gtk_editable_get_text (GTK_EDITABLE (focus))[0] != '\0'
             || gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), &start, &end);
    }
  if (CHESS_IS_EVAL_GRAPH (focus))
    return widget_binds_key (focus, event);
  /* The board's cursor is for moves: not while it takes none (the
   * computer's turn, an earlier position shown). */
  if (focus == GTK_WIDGET (self->board_view))
    return chess_board_view_get_keyboard_cursor (self->board_view) && chess_board_view_get_interactive (self->board_view)
           && self->view_ply < 0 && widget_binds_key (focus, event);
  return FALSE;
}

/* The window's own shortcut for EVENT, run; FALSE when it has none. */
static gboolean
activate_window_shortcut (ChessWindow *self,
                          GdkEvent    *event)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (self));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          /* Ours only: GTK's own (focus moves on arrows) come first in
           * the list and would shadow them. */
          if (!GTK_IS_NAMED_ACTION (action)
              || !g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win."))
            continue;
          if (gtk_shortcut_trigger_trigger (gtk_shortcut_get_trigger (shortcut), event, FALSE) != GDK_KEY_MATCH_EXACT)
            continue;
          /* Taken even when the action is off (nothing before the
           * start): the focused widget would do what it was not given.
           * Except ↑ ↓ without variations to choose: they move the
           * focus as usual. */
          if (g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win.view-up")
              && _chess_window_get_sibling_node (self, -1) == NULL)
            return FALSE;
          if (g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win.view-down")
              && _chess_window_get_sibling_node (self, 1) == NULL)
            return FALSE;
          gtk_shortcut_action_activate (action, 0, GTK_WIDGET (self), gtk_shortcut_get_arguments (shortcut));
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
on_capture_key_pressed (GtkEventControllerKey *controller,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        state,
                        ChessWindow           *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  if (event == NULL || _chess_window_key_owner_is_focus (self, event))
    return FALSE;
  return activate_window_shortcut (self, event);
}

void
_chess_window_init_browse (ChessWindow *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  gtk_event_controller_set_name (controller, "chess-window-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_capture_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_chess_window_class_add_browse_actions (GtkWidgetClass *widget_class)
{
  static const struct { guint keyval, keypad; const char *action; } keys[] = {
    { GDK_KEY_Home, GDK_KEY_KP_Home, "win.view-first" },
    { GDK_KEY_Left, GDK_KEY_KP_Left, "win.view-previous" },
    { GDK_KEY_Right, GDK_KEY_KP_Right, "win.view-next" },
    { GDK_KEY_End, GDK_KEY_KP_End, "win.view-last" },
    { GDK_KEY_Up, GDK_KEY_KP_Up, "win.view-up" },
    { GDK_KEY_Down, GDK_KEY_KP_Down, "win.view-down" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      gtk_widget_class_install_action (widget_class, keys[i].action, NULL, view_action);
      gtk_widget_class_add_binding_action (widget_class, keys[i].keyval, 0, keys[i].action, NULL);
      gtk_widget_class_add_binding_action (widget_class, keys[i].keypad, 0, keys[i].action, NULL);
    }
}
