/* chess-move-list-menu.c: the menu of a move: a right click, a long
 * press or the Menu key shows the move and offers the window's actions
 * on the move shown (chess-window-variations.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-list"

#include <string.h>

#include "chess-move-list-private.h"

static ChessGameNode *
node_at_point (ChessMoveList *self,
               double         x,
               double         y)
{
  GtkWidget *widget = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  if (self->stale)
    return NULL;
  for (; widget != NULL && widget != GTK_WIDGET (self); widget = gtk_widget_get_parent (widget))
    {
      if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "chess-node") != NULL)
        return g_object_get_data (G_OBJECT (widget), "chess-node");
      if (GTK_IS_LABEL (widget) && g_object_get_data (G_OBJECT (widget), "chess-line") != NULL)
        return _chess_move_list_node_for_link (self, gtk_label_get_current_uri (GTK_LABEL (widget)));
    }
  return NULL;
}

/* The NAG items' labels begin with the symbol ("⩲ White Is Slightly
 * Better"): one the fonts cannot draw is written plainly there too, as
 * in the list (_chess_move_list_nag_symbol ()). */
static void
relabel_nag_items (ChessMoveList *self,
                   GMenuModel    *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      g_autofree char *action = NULL;
      g_autofree char *label = NULL;
      g_autoptr(GVariant) target = NULL;
      GMenuModel *link;

      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          relabel_nag_items (self, link);
          g_object_unref (link);
        }
      if (!G_IS_MENU (model)
          || !g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          || (g_strcmp0 (action, "win.move-nag") != 0 && g_strcmp0 (action, "win.position-nag") != 0)
          || !g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;
      target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_UINT32);
      if (target != NULL && g_variant_get_uint32 (target) != 0)
        {
          const char *symbol = chess_nag_get_symbol (g_variant_get_uint32 (target));
          g_autofree char *shown = _chess_move_list_nag_symbol (self, g_variant_get_uint32 (target));
          gsize length = symbol != NULL ? strlen (symbol) : 0;

          if (symbol != NULL && strcmp (symbol, shown) != 0 && strncmp (label, symbol, length) == 0 && label[length] == ' ')
            {
              g_autoptr(GMenuItem) item = g_menu_item_new_from_model (model, i);
              g_autofree char *relabelled = g_strconcat (shown, label + length, NULL);

              g_menu_item_set_label (item, relabelled);
              g_menu_remove (G_MENU (model), i);
              g_menu_insert_item (G_MENU (model), i, item);
            }
        }
    }
}

/* The popover is built when first shown, not with the list: a window
 * does not build it before its first frame, which never shows it. */
static void
ensure_menu (ChessMoveList *self)
{
  if (self->menu != NULL)
    return;
  self->menu = gtk_popover_menu_new_from_model (self->move_menu);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
}

static void
popup_menu_at (ChessMoveList *self,
               double         x,
               double         y)
{
  relabel_nag_items (self, self->move_menu);
  ensure_menu (self);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* A right click or a long press on a move shows it, and the menu of
 * what can be done with it (the window's actions on the move shown). */
static void
on_menu_gesture (ChessMoveList *self,
                 double         x,
                 double         y,
                 GtkGesture    *gesture)
{
  ChessGameNode *node = node_at_point (self, x, y);

  if (node == NULL)
    return;
  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  chess_move_list_set_view_node (self, node);
  popup_menu_at (self, x, y);
}

static void
on_right_click (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                ChessMoveList   *self)
{
  on_menu_gesture (self, x, y, GTK_GESTURE (gesture));
}

static void
on_long_press (GtkGestureLongPress *gesture,
               double               x,
               double               y,
               ChessMoveList       *self)
{
  on_menu_gesture (self, x, y, GTK_GESTURE (gesture));
}

void
_chess_move_list_init_menu (ChessMoveList *self)
{
  GtkGesture *gesture;

  /* Before the labels' own menu of links. */
  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (gesture), GTK_PHASE_CAPTURE);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_right_click), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
  gesture = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_long_press), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
}

void
chess_move_list_popup_menu (ChessMoveList *self)
{
  graphene_rect_t bounds;

  g_return_if_fail (CHESS_IS_MOVE_LIST (self));

  if (self->current == NULL || !gtk_widget_compute_bounds (self->current, GTK_WIDGET (self), &bounds))
    return;
  popup_menu_at (self, bounds.origin.x + 12, bounds.origin.y + bounds.size.height);
}
