/* chess-roller-log.c: every throw of a draw, in order, for all to check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-roller-log.h"

typedef struct
{
  GtkWidget           *row;
  GtkWidget           *label;
  GtkWidget           *tag;
  char                *text;
  ChessRollerLogKind   kind;
  ChessRollerLogState  state;
  guint                attempt;
  guint                tap;
} Line;

struct _ChessRollerLog
{
  GtkWidget          parent_instance;

  GtkWidget         *scrolled;
  GtkListBox        *list;
  GArray            *lines;
  guint              scroll_source;
};

G_DEFINE_FINAL_TYPE (ChessRollerLog, chess_roller_log, GTK_TYPE_WIDGET)

static void
line_clear (Line *line)
{
  g_clear_pointer (&line->text, g_free);
}

/* Adwaita's own classes: a re-roll recedes, a result stands out. */
static void
style_label (GtkWidget          *label,
             ChessRollerLogKind  kind)
{
  switch (kind)
    {
    case CHESS_ROLLER_LOG_REROLL:
      gtk_widget_add_css_class (label, "dim-label");
      break;
    case CHESS_ROLLER_LOG_NOTE:
      gtk_widget_add_css_class (label, "heading");
      break;
    case CHESS_ROLLER_LOG_RESULT:
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "success");
      break;
    case CHESS_ROLLER_LOG_EXCLUDED:
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "error");
      break;
    case CHESS_ROLLER_LOG_THROW:
    default:
      break;
    }
}

static void
line_update (Line *line)
{
  const char *tag = NULL;

  /* A taken-back tap says so even inside a discarded attempt. */
  if (line->state & CHESS_ROLLER_LOG_STATE_UNDONE)
    tag = _("undone");
  else if (line->state & CHESS_ROLLER_LOG_STATE_DISCARDED)
    tag = _("discarded");

  if (line->state != CHESS_ROLLER_LOG_STATE_NONE)
    {
      PangoAttrList *attributes = pango_attr_list_new ();

      pango_attr_list_insert (attributes, pango_attr_strikethrough_new (TRUE));
      gtk_label_set_attributes (GTK_LABEL (line->label), attributes);
      pango_attr_list_unref (attributes);
      gtk_widget_add_css_class (line->label, "dim-label");
    }
  else
    {
      gtk_label_set_attributes (GTK_LABEL (line->label), NULL);
      if (line->kind != CHESS_ROLLER_LOG_REROLL)
        gtk_widget_remove_css_class (line->label, "dim-label");
    }

  gtk_label_set_label (GTK_LABEL (line->tag), tag != NULL ? tag : "");
  gtk_widget_set_visible (line->tag, tag != NULL);
}

static gboolean
scroll_to_end (gpointer user_data)
{
  ChessRollerLog *self = CHESS_ROLLER_LOG (user_data);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  self->scroll_source = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                        - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

/* New lines come at the bottom, and the room wants to see them: the list
 * follows its end whenever its length or height changes. Not from the
 * signal itself, which comes while the viewport is being laid out and
 * would move the list only at the next layout: once the layout is done. */
static void
on_adjustment_changed (ChessRollerLog *self)
{
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_end, self);
}

static void
chess_roller_log_dispose (GObject *object)
{
  ChessRollerLog *self = CHESS_ROLLER_LOG (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->scrolled != NULL)
    g_signal_handlers_disconnect_by_data (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)),
                                          self);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_pointer (&self->lines, g_array_unref);

  G_OBJECT_CLASS (chess_roller_log_parent_class)->dispose (object);
}

static void
chess_roller_log_class_init (ChessRollerLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_roller_log_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rollerlog");
}

static void
chess_roller_log_init (ChessRollerLog *self)
{
  GtkWidget *placeholder;
  GtkAdjustment *adjustment;

  self->lines = g_array_new (FALSE, TRUE, sizeof (Line));
  g_array_set_clear_func (self->lines, (GDestroyNotify) line_clear);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Throws"),
                                  -1);

  placeholder = gtk_label_new (_("No throws yet"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->list, placeholder);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  g_signal_connect_swapped (adjustment, "changed", G_CALLBACK (on_adjustment_changed), self);
}

GtkWidget *
chess_roller_log_new (void)
{
  return g_object_new (CHESS_TYPE_ROLLER_LOG, NULL);
}

void
chess_roller_log_append (ChessRollerLog     *self,
                         ChessRollerLogKind  kind,
                         guint               attempt,
                         guint               tap,
                         const char         *text)
{
  Line line = { 0 };
  GtkWidget *box;

  g_return_if_fail (CHESS_IS_ROLLER_LOG (self));
  g_return_if_fail (text != NULL);

  line.text = g_strdup (text);
  line.kind = kind;
  line.attempt = attempt;
  line.tap = tap;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  line.label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (line.label), 0);
  gtk_label_set_wrap (GTK_LABEL (line.label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (line.label), PANGO_WRAP_WORD_CHAR);
  /* Long lines wrap rather than widen the window. */
  gtk_label_set_max_width_chars (GTK_LABEL (line.label), 30);
  gtk_widget_set_hexpand (line.label, TRUE);
  style_label (line.label, kind);
  gtk_box_append (GTK_BOX (box), line.label);
  line.tag = gtk_label_new (NULL);
  gtk_widget_add_css_class (line.tag, "caption");
  gtk_widget_add_css_class (line.tag, "dim-label");
  gtk_widget_set_valign (line.tag, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), line.tag);

  line.row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (line.row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (line.row), box);
  line_update (&line);

  gtk_list_box_append (self->list, line.row);
  g_array_append_val (self->lines, line);
}

void
chess_roller_log_set_discarded (ChessRollerLog *self,
                                guint           attempt,
                                gboolean        discarded)
{
  g_return_if_fail (CHESS_IS_ROLLER_LOG (self));

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = &g_array_index (self->lines, Line, i);

      /* Only the throws: the line that says why the attempt ended stays
       * as clear as any other. */
      if (line->attempt != attempt
          || (line->kind != CHESS_ROLLER_LOG_THROW && line->kind != CHESS_ROLLER_LOG_REROLL))
        continue;
      if (discarded)
        line->state |= CHESS_ROLLER_LOG_STATE_DISCARDED;
      else
        line->state &= ~CHESS_ROLLER_LOG_STATE_DISCARDED;
      line_update (line);
    }
}

void
chess_roller_log_mark_undone (ChessRollerLog *self,
                              guint           attempt,
                              guint           tap)
{
  g_return_if_fail (CHESS_IS_ROLLER_LOG (self));

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = &g_array_index (self->lines, Line, i);

      if (line->attempt != attempt || line->tap < tap || line->kind == CHESS_ROLLER_LOG_NOTE)
        continue;
      line->state |= CHESS_ROLLER_LOG_STATE_UNDONE;
      line_update (line);
    }
}

guint
chess_roller_log_get_n_lines (ChessRollerLog *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_LOG (self), 0);

  return self->lines->len;
}

static Line *
get_line (ChessRollerLog *self,
          guint           index)
{
  g_return_val_if_fail (index < self->lines->len, NULL);

  return &g_array_index (self->lines, Line, index);
}

const char *
chess_roller_log_get_text (ChessRollerLog *self,
                           guint           index)
{
  Line *line;

  g_return_val_if_fail (CHESS_IS_ROLLER_LOG (self), NULL);

  line = get_line (self, index);
  return line != NULL ? line->text : NULL;
}

ChessRollerLogKind
chess_roller_log_get_kind (ChessRollerLog *self,
                           guint           index)
{
  Line *line;

  g_return_val_if_fail (CHESS_IS_ROLLER_LOG (self), CHESS_ROLLER_LOG_NOTE);

  line = get_line (self, index);
  return line != NULL ? line->kind : CHESS_ROLLER_LOG_NOTE;
}

ChessRollerLogState
chess_roller_log_get_state (ChessRollerLog *self,
                            guint           index)
{
  Line *line;

  g_return_val_if_fail (CHESS_IS_ROLLER_LOG (self), CHESS_ROLLER_LOG_STATE_NONE);

  line = get_line (self, index);
  return line != NULL ? line->state : CHESS_ROLLER_LOG_STATE_NONE;
}
