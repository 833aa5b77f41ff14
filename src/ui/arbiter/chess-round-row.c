/* chess-round-row.c: one round in an event's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-round-row"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-round-row.h"
#include "chess-ui-names.h"

struct _ChessRoundRow
{
  GtkWidget       parent_instance;

  gboolean        unsaved;
  /* What the menu is for, made when it opens. */
  guint           index;
  gboolean        is_last;

  /* Template widgets */
  GtkLabel       *title_label;
  GtkLabel       *subtitle_label;
  GtkLabel       *unsaved_label;
  GtkButton      *present_button;
  GtkMenuButton  *menu_button;
};

G_DEFINE_FINAL_TYPE (ChessRoundRow, chess_round_row, GTK_TYPE_WIDGET)

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

static void
chess_round_row_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), CHESS_TYPE_ROUND_ROW);
  /* The box of the two labels has no name to be taken apart by. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (chess_round_row_parent_class)->dispose (object);
}

static void
chess_round_row_class_init (ChessRoundRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_round_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-round-row.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessRoundRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, ChessRoundRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, ChessRoundRow, unsaved_label);
  gtk_widget_class_bind_template_child (widget_class, ChessRoundRow, present_button);
  gtk_widget_class_bind_template_child (widget_class, ChessRoundRow, menu_button);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* A menu (and its popover) for each of a few hundred rows would be most
 * of the time an event's page takes to open: made when it is opened. */
static void
create_menu (GtkMenuButton *button,
             gpointer       user_data)
{
  ChessRoundRow *self = CHESS_ROUND_ROW (user_data);
  g_autoptr(GMenuModel) menu = round_menu_new (self->index, self->is_last);

  gtk_menu_button_set_menu_model (button, menu);
}

static void
chess_round_row_init (ChessRoundRow *self)
{
  static const char *const tooltips[] = { N_("Show on the Hall Screen"), N_("More Actions") };
  GtkWidget *buttons[G_N_ELEMENTS (tooltips)];

  gtk_widget_init_template (GTK_WIDGET (self));
  buttons[0] = GTK_WIDGET (self->present_button);
  buttons[1] = GTK_WIDGET (self->menu_button);
  /* Not in the template: GTK 4.8 asks the X server where the pointer is
   * whenever a visible widget gets a tooltip (a round trip for each of
   * the up to 200 rows a list keeps, each time a page opens). Given
   * while hidden, it asks nothing. */
  for (guint i = 0; i < G_N_ELEMENTS (tooltips); i++)
    {
      gtk_widget_set_visible (buttons[i], FALSE);
      gtk_widget_set_tooltip_text (buttons[i], _(tooltips[i]));
      gtk_widget_set_visible (buttons[i], TRUE);
    }
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu, self, NULL);
}

GtkWidget *
chess_round_row_new (void)
{
  return g_object_new (CHESS_TYPE_ROUND_ROW, NULL);
}

void
chess_round_row_set_item (ChessRoundRow  *self,
                          ChessRoundItem *item,
                          gboolean        unsaved)
{
  const ChessRound *round;
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *code = NULL;
  guint index;

  g_return_if_fail (CHESS_IS_ROUND_ROW (self));
  g_return_if_fail (item == NULL || CHESS_IS_ROUND_ITEM (item));

  round = item != NULL ? chess_round_item_get_round (item) : NULL;
  if (round == NULL)
    {
      gtk_label_set_text (self->title_label, "");
      gtk_label_set_text (self->subtitle_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->unsaved_label), FALSE);
      self->unsaved = FALSE;
      return;
    }

  index = chess_round_item_get_index (item);
  title = chess_ui_round_label (round);
  when = chess_ui_format_draw_time (round->time);
  code = chess_ui_english_code_label (round->back_rank);
  if (code != NULL)
    /* Translators: a round's back rank in English letters, then how and
     * when its position was drawn, e.g. “English code: RNBQKBNR · Thrown
     * with a physical die · Sat 21 Nov 2026, 19:32” */
    subtitle = g_strdup_printf (_("%s · %s · %s"), code, chess_ui_draw_method_name (round->method), when);
  else
    /* Translators: how and when a round's position was drawn, e.g.
     * “Thrown with a physical die · Sat 21 Nov 2026, 19:32” */
    subtitle = g_strdup_printf (_("%s · %s"), chess_ui_draw_method_name (round->method), when);

  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->subtitle_label, subtitle);
  self->unsaved = unsaved;
  gtk_widget_set_visible (GTK_WIDGET (self->unsaved_label), unsaved);

  /* The target first: the action takes one. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->present_button), g_variant_new_uint32 (index));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->present_button), "event.present");
  self->index = index;
  self->is_last = chess_round_item_get_is_last (item);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
}

const char *
chess_round_row_get_title (ChessRoundRow *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ROW (self), NULL);
  return gtk_label_get_text (self->title_label);
}

const char *
chess_round_row_get_subtitle (ChessRoundRow *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ROW (self), NULL);
  return gtk_label_get_text (self->subtitle_label);
}

gboolean
chess_round_row_get_unsaved (ChessRoundRow *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ROW (self), FALSE);
  return self->unsaved;
}
