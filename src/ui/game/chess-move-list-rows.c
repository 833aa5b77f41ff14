/* chess-move-list-rows.c: the move list's table: a row of buttons per
 * move number, paragraphs for comments and variations; built whole,
 * appended to at the main line's end, and changed in place for one
 * node's comment or NAGs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-list"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-move-list-private.h"

void
_chess_move_list_render_line_label (ChessMoveList *self,
                                    GtkWidget     *label)
{
  g_autofree char *markup = _chess_move_list_line_markup (self, g_object_get_data (G_OBJECT (label), "chess-line"));

  gtk_label_set_markup (GTK_LABEL (label), markup);
}

static void
on_move_clicked (GtkButton     *button,
                 ChessMoveList *self)
{
  ChessGameNode *node = g_object_get_data (G_OBJECT (button), "chess-node");

  if (node != NULL && !self->stale)
    chess_move_list_set_view_node (self, node);
}

ChessGameNode *
_chess_move_list_node_for_link (ChessMoveList *self,
               const char    *uri)
{
  guint64 index;

  if (uri == NULL || self->stale || !g_ascii_string_to_unsigned (uri, 10, 0, G_MAXUINT, &index, NULL)
      || index >= self->link_nodes->len)
    return NULL;
  return g_ptr_array_index (self->link_nodes, index);
}

static gboolean
on_activate_link (GtkLabel      *label,
                  const char    *uri,
                  ChessMoveList *self)
{
  ChessGameNode *node = _chess_move_list_node_for_link (self, uri);

  if (node != NULL)
    chess_move_list_set_view_node (self, node);
  return TRUE;
}

static void
set_button_label (ChessMoveList *self,
                  GtkWidget     *button,
                  ChessGameNode *node)
{
  g_autofree char *san = _chess_move_list_node_san (node, self->figurine);
  g_autofree char *nags = _chess_move_list_nag_text (self, node);
  g_autofree char *text = g_strconcat (san, nags, NULL);
  g_autofree char *accessible = _chess_move_list_spoken_node (node);
  g_autofree char *tooltip = _chess_move_list_nag_tooltip (self, node);
  g_autofree char *castle_tooltip = NULL;
  g_autoptr(PangoAttrList) attributes = chess_ui_figurine_attributes (text);
  const ChessMove *move = chess_game_node_get_move (node);
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));
  GtkWidget *label = gtk_widget_get_first_child (box);

  gtk_label_set_label (GTK_LABEL (label), text);
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  /* The castling method, then the NAGs' meanings; a NAG taken away (a
   * review run again) takes its meaning along. */
  if (chess_move_is_castle (move))
    castle_tooltip = g_strjoin ("\n", chess_ui_castling_method_description (chess_move_get_castling_method (move)),
                                tooltip, NULL);
  /* Setting a tooltip, even none, asks the display where the pointer is:
   * a round trip per move of a game being listed. Only a change is set. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (button), castle_tooltip != NULL ? castle_tooltip : tooltip) != 0)
    gtk_widget_set_tooltip_text (button, castle_tooltip != NULL ? castle_tooltip : tooltip);
  if (tooltip != NULL)
    {
      g_autofree char *described = g_strdup_printf ("%s, %s", accessible, tooltip);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, described,
                                      -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                    -1);
}

static GtkWidget *
create_move_button (ChessMoveList *self,
                    ChessGameNode *node)
{
  const ChessMove *move = chess_game_node_get_move (node);
  ChessCastlingMethod method = chess_move_get_castling_method (move);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);

  /* The method goes under the castle rather than beside it, where a
   * column this narrow would cut it off. */
  if (chess_move_is_castle (move))
    {
      GtkWidget *caption = gtk_label_new (chess_ui_castling_method_caption (method));

      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "castling-method");
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), caption);
    }

  gtk_button_set_child (GTK_BUTTON (button), box);
  g_object_set_data (G_OBJECT (button), "chess-node", node);
  set_button_label (self, button, node);
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), self);
  return button;
}

static GtkWidget *
create_placeholder (gboolean ellipsis)
{
  GtkWidget *placeholder = gtk_label_new (ellipsis ? "…" : NULL);

  gtk_widget_set_hexpand (placeholder, TRUE);
  gtk_label_set_xalign (GTK_LABEL (placeholder), 0);
  gtk_widget_set_margin_start (placeholder, 8);
  gtk_widget_add_css_class (placeholder, "dim-label");
  return placeholder;
}

/* A row that starts with Black's move (a game from a position with Black
 * to move, or the row after a comment or variation) is numbered “12…”,
 * as the move is written. */
static GtkWidget *
create_row (ChessMoveList *self,
            guint          number,
            gboolean       black_first)
{
  /* Translators: the move number of a row that starts with Black's move,
   * e.g. "12…" */
  g_autofree char *text = g_strdup_printf (black_first ? _("%u…") : _("%u."), number);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *slots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (row, "move-row");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "move-number");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_box_set_homogeneous (GTK_BOX (slots), TRUE);
  gtk_widget_set_hexpand (slots, TRUE);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), slots);
  return row;
}

static GtkWidget *
row_slots (GtkWidget *row)
{
  return gtk_widget_get_last_child (row);
}

static GtkWidget *
create_paragraph (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
append_comment_paragraph (ChessMoveList *self,
                          const char    *comment)
{
  g_autofree char *text = chess_ui_comment_text (comment);
  GtkWidget *label;

  if (text == NULL)
    return NULL;
  label = create_paragraph ("comment");
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_box_append (self->rows_box, label);
  return label;
}

static void
append_variation (ChessMoveList *self,
                  ChessGameNode *node)
{
  GtkWidget *label = create_paragraph ("variation");
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_object_set_data (G_OBJECT (label), "chess-line", node);
  g_signal_connect (label, "activate-link", G_CALLBACK (on_activate_link), self);
  /* Every move of the variation, nested ones too, is shown by this label. */
  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      ChessGameNode *top = g_ptr_array_steal_index (stack, stack->len - 1);

      g_hash_table_insert (self->node_widgets, top, label);
      for (guint i = 0; i < chess_game_node_get_n_children (top); i++)
        g_ptr_array_add (stack, chess_game_node_get_child (top, i));
    }
  _chess_move_list_render_line_label (self, label);
  gtk_box_append (self->rows_box, label);
}

/* Black's move goes into the open row's second slot, White's into a new
 * row; a slot without a move holds a placeholder so that the columns
 * line up (“…” where White's move was shown above). */
void
_chess_move_list_append_main (ChessMoveList *self,
                              ChessGameNode *node)
{
  GtkWidget *button = create_move_button (self, node);
  ChessGameNode *parent = chess_game_node_get_parent (node);
  gboolean black = chess_move_get_color (chess_game_node_get_move (node)) == CHESS_COLOR_BLACK;
  g_autofree char *comment = chess_ui_comment_text (chess_game_node_get_comment (node));
  GtkWidget *slots;

  if (black && self->open_row != NULL)
    {
      slots = row_slots (self->open_row);
      gtk_box_remove (GTK_BOX (slots), gtk_widget_get_last_child (slots));
      gtk_box_append (GTK_BOX (slots), button);
      self->open_row = NULL;
    }
  else
    {
      GtkWidget *row = create_row (self, _chess_move_list_move_number (node), black);

      slots = row_slots (row);
      if (black)
        gtk_box_append (GTK_BOX (slots), create_placeholder (FALSE));
      gtk_box_append (GTK_BOX (slots), button);
      if (!black)
        gtk_box_append (GTK_BOX (slots), create_placeholder (FALSE));
      gtk_box_append (self->rows_box, row);
      self->open_row = black ? NULL : row;
    }
  g_hash_table_insert (self->node_widgets, node, button);
  self->last_main = node;

  if (comment != NULL || chess_game_node_get_n_children (parent) > 1)
    {
      g_object_set_data (G_OBJECT (button), "chess-comment",
                         append_comment_paragraph (self, chess_game_node_get_comment (node)));
      for (guint i = 1; i < chess_game_node_get_n_children (parent); i++)
        append_variation (self, chess_game_node_get_child (parent, i));
      self->open_row = NULL;
    }
}

/* Moves taken back stay in the tree, for Redo: on the main line after
 * the game's current node they are drawn faded. */
void
_chess_move_list_update_taken_back (ChessMoveList *self)
{
  ChessGameNode *current;
  gboolean after = FALSE;

  if (self->game == NULL || self->stale)
    return;
  current = chess_game_get_current_node (self->game);
  if (!chess_game_node_is_main_line (current))
    current = NULL;
  after = current != NULL && chess_game_node_get_parent (current) == NULL;
  for (ChessGameNode *node = chess_game_node_get_next (chess_game_get_root (self->game)); node != NULL;
       node = chess_game_node_get_next (node))
    {
      GtkWidget *button = g_hash_table_lookup (self->node_widgets, node);

      if (button == NULL)
        break;
      if (after)
        gtk_widget_add_css_class (button, "taken-back");
      else
        gtk_widget_remove_css_class (button, "taken-back");
      if (node == current)
        after = TRUE;
    }
}

void
_chess_move_list_update_empty (ChessMoveList *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), self->last_main == NULL);
}

void
_chess_move_list_rebuild (ChessMoveList *self)
{
  GtkWidget *child;

  self->current = NULL;
  self->current_node = NULL;
  self->last_main = NULL;
  self->open_row = NULL;
  self->root_comment = NULL;
  self->stale = FALSE;
  g_hash_table_remove_all (self->node_widgets);
  g_hash_table_remove_all (self->link_index);
  g_ptr_array_set_size (self->link_nodes, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);

  if (self->game != NULL)
    {
      ChessGameNode *root = chess_game_get_root (self->game);

      self->root_comment = append_comment_paragraph (self, chess_game_node_get_comment (root));
      for (ChessGameNode *node = chess_game_node_get_next (root); node != NULL; node = chess_game_node_get_next (node))
        _chess_move_list_append_main (self, node);
    }

  _chess_move_list_update_empty (self);
  _chess_move_list_update_taken_back (self);
  _chess_move_list_update_current (self);
  _chess_move_list_queue_scroll (self);
}

static GtkWidget *
button_row (GtkWidget *button)
{
  return gtk_widget_get_parent (gtk_widget_get_parent (button));
}

/* Moves BUTTON to the end of SLOTS, keeping the keyboard focus on it. */
static void
move_button (GtkWidget *button,
             GtkWidget *slots)
{
  GtkRoot *root = gtk_widget_get_root (button);
  gboolean focused = root != NULL && gtk_root_get_focus (root) == button;

  g_object_ref (button);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (button)), button);
  gtk_box_append (GTK_BOX (slots), button);
  g_object_unref (button);
  if (focused)
    gtk_widget_grab_focus (button);
}

/* White's move NODE, on ROW, got a paragraph after it: Black's answer
 * leaves ROW for a row of its own (“12…”) after PARAGRAPH. */
static void
break_row (ChessMoveList *self,
           ChessGameNode *node,
           GtkWidget     *row,
           GtkWidget     *paragraph)
{
  ChessGameNode *next = chess_game_node_get_next (node);
  GtkWidget *next_button = next != NULL ? g_hash_table_lookup (self->node_widgets, next) : NULL;
  GtkWidget *next_row;

  if (self->open_row == row)
    self->open_row = NULL;
  if (next_button == NULL || button_row (next_button) != row)
    return;
  next_row = create_row (self, _chess_move_list_move_number (next), TRUE);
  gtk_box_append (GTK_BOX (row_slots (next_row)), create_placeholder (FALSE));
  move_button (next_button, row_slots (next_row));
  gtk_box_append (GTK_BOX (row_slots (row)), create_placeholder (FALSE));
  gtk_box_insert_child_after (self->rows_box, next_row, paragraph);
}

/* White's move NODE, on ROW, has nothing after it any more: Black's
 * answer comes back from its own row, or will go into ROW. */
static void
join_row (ChessMoveList *self,
          ChessGameNode *node,
          GtkWidget     *row)
{
  ChessGameNode *next = chess_game_node_get_next (node);
  GtkWidget *next_button = next != NULL ? g_hash_table_lookup (self->node_widgets, next) : NULL;
  GtkWidget *slots = row_slots (row);
  GtkWidget *next_row;

  if (next_button == NULL)
    {
      if (node == self->last_main)
        self->open_row = row;
      return;
    }
  next_row = button_row (next_button);
  if (next_row == row)
    return;
  gtk_box_remove (GTK_BOX (slots), gtk_widget_get_last_child (slots));
  move_button (next_button, slots);
  gtk_box_remove (self->rows_box, next_row);
}

/* The paragraph of main-line NODE's comment (shown by BUTTON) made,
 * changed or removed in place; its row broken or joined when the comment
 * alone decided that. A comment of [%…] commands only shows nothing. */
static void
update_comment_paragraph (ChessMoveList *self,
                          ChessGameNode *node,
                          GtkWidget     *button)
{
  g_autofree char *text = chess_ui_comment_text (chess_game_node_get_comment (node));
  GtkWidget *paragraph = g_object_get_data (G_OBJECT (button), "chess-comment");
  GtkWidget *row = button_row (button);
  gboolean variations = chess_game_node_get_n_children (chess_game_node_get_parent (node)) > 1;
  gboolean white = chess_move_get_color (chess_game_node_get_move (node)) == CHESS_COLOR_WHITE;

  if (text != NULL && paragraph != NULL)
    {
      gtk_label_set_text (GTK_LABEL (paragraph), text);
      return;
    }
  if (text == NULL && paragraph == NULL)
    return;
  if (text != NULL)
    {
      paragraph = create_paragraph ("comment");
      gtk_label_set_text (GTK_LABEL (paragraph), text);
      gtk_box_insert_child_after (self->rows_box, paragraph, row);
      g_object_set_data (G_OBJECT (button), "chess-comment", paragraph);
      if (white && !variations)
        break_row (self, node, row, paragraph);
    }
  else
    {
      gtk_box_remove (self->rows_box, paragraph);
      g_object_set_data (G_OBJECT (button), "chess-comment", NULL);
      if (white && !variations)
        join_row (self, node, row);
    }
}

/* The comment before the first move, at the top. */
static void
update_root_comment (ChessMoveList *self,
                     ChessGameNode *root)
{
  g_autofree char *text = chess_ui_comment_text (chess_game_node_get_comment (root));

  if (text == NULL && self->root_comment != NULL)
    {
      gtk_box_remove (self->rows_box, self->root_comment);
      self->root_comment = NULL;
    }
  else if (text == NULL)
    return;
  else if (self->root_comment != NULL)
    gtk_label_set_text (GTK_LABEL (self->root_comment), text);
  else
    {
      self->root_comment = create_paragraph ("comment");
      gtk_label_set_text (GTK_LABEL (self->root_comment), text);
      gtk_box_insert_child_after (self->rows_box, self->root_comment, NULL);
    }
}

void
_chess_move_list_update_node (ChessMoveList *self,
                              ChessGameNode *node)
{
  GtkWidget *widget;

  if (self->stale)
    {
      _chess_move_list_rebuild (self);
      return;
    }
  if (chess_game_node_get_parent (node) == NULL)
    {
      update_root_comment (self, node);
      return;
    }
  widget = g_hash_table_lookup (self->node_widgets, node);
  if (widget == NULL)
    _chess_move_list_rebuild (self);
  else if (!GTK_IS_BUTTON (widget))
    _chess_move_list_render_line_label (self, widget);
  else
    {
      set_button_label (self, widget, node);
      update_comment_paragraph (self, node, widget);
    }
}
