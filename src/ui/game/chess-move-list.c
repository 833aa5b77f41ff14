/* chess-move-list.c: the game's moves, numbered, to read and to step through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-list"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-move-list-private.h"
#include "chess-ui-names.h"

/* The main line is a table: one row per move number, the number, then
 * White's and Black's move as buttons. A move with a comment or with
 * variations breaks its row: the comment follows as a paragraph, then
 * each variation as an indented paragraph (nested ones in parentheses),
 * and the next row begins with Black's move alone. Variation moves are
 * links in their paragraph's label, so that a game with many variations
 * costs one widget per variation, not per move.
 *
 * Moves appended at the main line's end (a game being played) are added
 * to the table as they come, and a node's comment or NAGs change its own
 * widgets in place (a row broken or joined when a comment comes or
 * goes); any other change of the tree rebuilds it, which takes tens of
 * milliseconds for a long annotated game (tests/ui/test-move-list.c
 * measures both). */

enum {
  PROP_0,
  PROP_GAME,
  PROP_FIGURINE,
  PROP_VIEW_NODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessMoveList, chess_move_list, GTK_TYPE_WIDGET)

char *
chess_move_list_format_node (const ChessGameNode *node,
                             gboolean             figurine)
{
  g_autofree char *san = NULL;
  guint number;

  g_return_val_if_fail (node != NULL && chess_game_node_get_move (node) != NULL, NULL);

  san = _chess_move_list_node_san (node, figurine);
  number = _chess_move_list_move_number (node);
  if (chess_move_get_color (chess_game_node_get_move (node)) == CHESS_COLOR_BLACK)
    /* Translators: a move number and Black's move, e.g. "12… Nf6" */
    return g_strdup_printf (_("%u… %s"), number, san);
  /* Translators: a move number and White's move, e.g. "12. Nf3" */
  return g_strdup_printf (_("%u. %s"), number, san);
}

char *
chess_move_list_format_ply (ChessGame *game,
                            guint      ply,
                            gboolean   figurine)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);
  g_return_val_if_fail (ply >= 1 && ply <= chess_game_get_n_moves (game), NULL);

  return chess_move_list_format_node (chess_game_get_node_at (game, ply), figurine);
}

static ChessGameNode *
shown_node (ChessMoveList *self)
{
  if (self->view_node != NULL)
    return self->view_node;
  return self->game != NULL ? chess_game_get_current_node (self->game) : NULL;
}

static void
render_line_label (ChessMoveList *self,
                   GtkWidget     *label)
{
  g_autofree char *markup = _chess_move_list_line_markup (self, g_object_get_data (G_OBJECT (label), "chess-line"));

  gtk_label_set_markup (GTK_LABEL (label), markup);
}

static void
chess_move_list_update_current (ChessMoveList *self)
{
  ChessGameNode *node = shown_node (self);
  GtkWidget *current = node != NULL && !self->stale ? g_hash_table_lookup (self->node_widgets, node) : NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *before = self->current;

  /* Nodes are being removed: the labels' lines may be gone, and the
   * rebuild that follows highlights afresh. */
  if (self->stale)
    {
      self->current = NULL;
      self->current_node = NULL;
      return;
    }
  if (self->current == current && self->current_node == node)
    return;
  self->current = current;
  self->current_node = node;
  if (before != NULL && GTK_IS_BUTTON (before))
    gtk_widget_remove_css_class (before, "current");
  else if (before != NULL && before != current)
    render_line_label (self, before);
  if (current != NULL && GTK_IS_BUTTON (current))
    gtk_widget_add_css_class (current, "current");
  else if (current != NULL)
    render_line_label (self, current);
  /* A keyboard user looking through the moves: the focus goes along. */
  if (current != NULL && GTK_IS_BUTTON (current) && focus != NULL
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_widget_grab_focus (current);
}

static void
scroll_to_newest (ChessMoveList *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);

  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

static void
scroll_to_widget (ChessMoveList *self,
                  GtkWidget     *widget)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  graphene_rect_t bounds;
  double value, page;

  if (widget == NULL || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self->rows_box), &bounds))
    return;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page));
}

static gboolean
on_scroll_tick (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  ChessMoveList *self = CHESS_MOVE_LIST (widget);

  self->scroll_tick = 0;
  /* Following a game played at its main line's end: the newest move,
   * with whatever follows it in view. */
  if (self->view_node == NULL && self->current_node != NULL && self->current_node == self->last_main)
    scroll_to_newest (self);
  else
    scroll_to_widget (self, self->current);
  return G_SOURCE_REMOVE;
}

/* Keeps the move shown (the newest while the list follows the game) in
 * view. Never at once: the rows of a move just added have no place yet,
 * and the adjustment says a new height while the viewport is being
 * allocated, when a new value moves the scrollbar but not the rows (a long
 * game loaded showed moves 1–13 under a scrollbar at the bottom until it
 * was scrolled). At the next frame's start the value is set, and the
 * viewport is laid out again in that frame. */
static void
queue_scroll (ChessMoveList *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_scroll_tick, NULL, NULL);
}

/* Every change of the list's height (rows added, a resized window)
 * keeps the move shown in view. */
static void
on_adjustment_changed (GtkAdjustment *adjustment,
                       ChessMoveList *self)
{
  queue_scroll (self);
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
  g_autofree char *nags = _chess_move_list_nag_text (node);
  g_autofree char *text = g_strconcat (san, nags, NULL);
  g_autofree char *accessible = _chess_move_list_spoken_node (node);
  g_autofree char *tooltip = _chess_move_list_nag_tooltip (node);
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
  render_line_label (self, label);
  gtk_box_append (self->rows_box, label);
}

/* Black's move goes into the open row's second slot, White's into a new
 * row; a slot without a move holds a placeholder so that the columns
 * line up (“…” where White's move was shown above). */
static void
append_main (ChessMoveList *self,
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
static void
update_taken_back (ChessMoveList *self)
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

static void
chess_move_list_update_empty (ChessMoveList *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), self->last_main == NULL);
}

static void
chess_move_list_rebuild (ChessMoveList *self)
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
        append_main (self, node);
    }

  chess_move_list_update_empty (self);
  update_taken_back (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

static void
set_view_node (ChessMoveList *self,
               ChessGameNode *node)
{
  /* The game's own position is followed, not looked at. */
  if (self->game != NULL && node == chess_game_get_current_node (self->game))
    node = NULL;
  if (self->view_node == node)
    return;
  self->view_node = node;
  chess_move_list_update_current (self);
  queue_scroll (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_NODE]);
}

static void
on_move_played (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessMoveList   *self)
{
  set_view_node (self, NULL);
  if (self->stale)
    chess_move_list_rebuild (self);
  update_taken_back (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

static void
on_move_undone (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessMoveList   *self)
{
  set_view_node (self, NULL);
  update_taken_back (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

/* A move added at the main line's end joins the table, one inside a
 * variation redraws that variation's paragraph; anything else rebuilds
 * the list. */
static void
on_tree_changed (ChessGame     *game,
                 ChessGameNode *node,
                 ChessMoveList *self)
{
  GtkWidget *widget;

  if (!self->stale && node == self->last_main && chess_game_node_get_n_children (node) == 1)
    {
      append_main (self, chess_game_node_get_child (node, 0));
      chess_move_list_update_empty (self);
      update_taken_back (self);
      chess_move_list_update_current (self);
      queue_scroll (self);
      return;
    }
  /* Inside a variation: only its paragraph changes (analysis goes on
   * there move by move). */
  widget = self->stale ? NULL : g_hash_table_lookup (self->node_widgets, node);
  if (widget != NULL && !GTK_IS_BUTTON (widget))
    {
      for (guint i = 0; i < chess_game_node_get_n_children (node); i++)
        g_hash_table_insert (self->node_widgets, chess_game_node_get_child (node, i), widget);
      render_line_label (self, widget);
      chess_move_list_update_current (self);
      return;
    }
  chess_move_list_rebuild (self);
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

  if (text == NULL)
    g_clear_pointer (&self->root_comment, gtk_widget_unparent);
  else if (self->root_comment != NULL)
    gtk_label_set_text (GTK_LABEL (self->root_comment), text);
  else
    {
      self->root_comment = create_paragraph ("comment");
      gtk_label_set_text (GTK_LABEL (self->root_comment), text);
      gtk_box_insert_child_after (self->rows_box, self->root_comment, NULL);
    }
}

/* A node's comment or NAGs: only its own widgets change, in place (a
 * review writes into every move of the game, one by one). */
static void
on_node_changed (ChessGame     *game,
                 ChessGameNode *node,
                 ChessMoveList *self)
{
  GtkWidget *widget;

  if (self->stale)
    {
      chess_move_list_rebuild (self);
      return;
    }
  if (chess_game_node_get_parent (node) == NULL)
    {
      update_root_comment (self, node);
      return;
    }
  widget = g_hash_table_lookup (self->node_widgets, node);
  if (widget == NULL)
    chess_move_list_rebuild (self);
  else if (!GTK_IS_BUTTON (widget))
    render_line_label (self, widget);
  else
    {
      set_button_label (self, widget, node);
      update_comment_paragraph (self, node, widget);
    }
}

static void
on_node_removed (ChessGame     *game,
                 ChessGameNode *node,
                 ChessMoveList *self)
{
  self->stale = TRUE;
  self->current = NULL;
  self->current_node = NULL;
  self->last_main = NULL;
  if (self->view_node != NULL && chess_game_node_is_in_subtree (self->view_node, node))
    set_view_node (self, chess_game_node_get_parent (node));
}

static void
chess_move_list_dispose (GObject *object)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  self->current = NULL;
  self->current_node = NULL;
  self->view_node = NULL;
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_pointer (&self->node_widgets, g_hash_table_unref);
  g_clear_pointer (&self->link_index, g_hash_table_unref);
  g_clear_pointer (&self->link_nodes, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_MOVE_LIST);

  G_OBJECT_CLASS (chess_move_list_parent_class)->dispose (object);
}

static void
chess_move_list_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FIGURINE:
      g_value_set_boolean (value, self->figurine);
      break;
    case PROP_VIEW_NODE:
      g_value_set_pointer (value, self->view_node);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      chess_move_list_set_game (self, g_value_get_object (value));
      break;
    case PROP_FIGURINE:
      chess_move_list_set_figurine (self, g_value_get_boolean (value));
      break;
    case PROP_VIEW_NODE:
      chess_move_list_set_view_node (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_class_init (ChessMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_move_list_dispose;
  object_class->get_property = chess_move_list_get_property;
  object_class->set_property = chess_move_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIGURINE] =
    g_param_spec_boolean ("figurine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_NODE] =
    g_param_spec_pointer ("view-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, rows_box);
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, empty_label);
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, move_menu);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_move_list_init (ChessMoveList *self)
{
  self->node_widgets = g_hash_table_new (NULL, NULL);
  self->link_index = g_hash_table_new (NULL, NULL);
  self->link_nodes = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Translators: the move list's name for screen readers */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"),
                                  -1);

  _chess_move_list_init_menu (self);

  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "move-played", G_CALLBACK (on_move_played), self);
  g_signal_group_connect (self->game_signals, "move-undone", G_CALLBACK (on_move_undone), self);
  g_signal_group_connect (self->game_signals, "tree-changed", G_CALLBACK (on_tree_changed), self);
  g_signal_group_connect (self->game_signals, "node-changed", G_CALLBACK (on_node_changed), self);
  g_signal_group_connect (self->game_signals, "node-removed", G_CALLBACK (on_node_removed), self);

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window),
                           "changed", G_CALLBACK (on_adjustment_changed), self, 0);
}

GtkWidget *
chess_move_list_new (void)
{
  return g_object_new (CHESS_TYPE_MOVE_LIST, NULL);
}

ChessGame *
chess_move_list_get_game (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);
  return self->game;
}

void
chess_move_list_set_game (ChessMoveList *self,
                          ChessGame     *game)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  g_object_freeze_notify (G_OBJECT (self));
  self->view_node = NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_NODE]);
  chess_move_list_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
chess_move_list_get_figurine (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), FALSE);
  return self->figurine;
}

void
chess_move_list_set_figurine (ChessMoveList *self,
                              gboolean       figurine)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));

  figurine = !!figurine;
  if (self->figurine == figurine)
    return;

  self->figurine = figurine;
  chess_move_list_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURINE]);
}

ChessGameNode *
chess_move_list_get_view_node (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);
  return self->view_node;
}

void
chess_move_list_set_view_node (ChessMoveList *self,
                               ChessGameNode *node)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));
  set_view_node (self, node);
}

int
chess_move_list_get_view_ply (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), -1);
  return self->view_node != NULL ? (int) chess_game_node_get_ply (self->view_node) : -1;
}

void
chess_move_list_set_view_ply (ChessMoveList *self,
                              int            view_ply)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));
  g_return_if_fail (view_ply >= -1);

  /* The newest move's position is the game itself, and later ones do not
   * exist: both mean following the game. */
  if (self->game == NULL || view_ply < 0 || (guint) view_ply >= chess_game_get_n_moves (self->game))
    set_view_node (self, NULL);
  else
    set_view_node (self, chess_game_get_node_at (self->game, (guint) view_ply));
}

GtkWidget *
chess_move_list_get_node_widget (ChessMoveList *self,
                                 ChessGameNode *node)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);
  return self->stale || node == NULL ? NULL : g_hash_table_lookup (self->node_widgets, node);
}

char *
chess_move_list_get_node_link (ChessMoveList *self,
                               ChessGameNode *node)
{
  guint index;

  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);
  index = GPOINTER_TO_UINT (g_hash_table_lookup (self->link_index, node));
  return index > 0 && !self->stale ? g_strdup_printf ("%u", index - 1) : NULL;
}

GtkWidget *
chess_move_list_get_move_button (ChessMoveList *self,
                                 guint          ply)
{
  GtkWidget *widget;

  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);

  if (self->game == NULL || ply < 1 || ply > chess_game_get_n_moves (self->game))
    return NULL;
  widget = chess_move_list_get_node_widget (self, chess_game_get_node_at (self->game, ply));
  return widget != NULL && GTK_IS_BUTTON (widget) ? widget : NULL;
}

void
chess_move_list_focus_current (ChessMoveList *self)
{
  GtkWidget *first;

  g_return_if_fail (CHESS_IS_MOVE_LIST (self));

  if (self->current != NULL)
    gtk_widget_grab_focus (self->current);
  else if (self->game != NULL && !self->stale
           && (first = chess_move_list_get_node_widget (self, chess_game_node_get_next (chess_game_get_root (self->game)))) != NULL)
    gtk_widget_grab_focus (first);
}
