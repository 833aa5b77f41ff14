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
  return chess_ui_number_move (number, chess_move_get_color (chess_game_node_get_move (node)), san);
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

void
_chess_move_list_update_current (ChessMoveList *self)
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
    _chess_move_list_render_line_label (self, before);
  if (current != NULL && GTK_IS_BUTTON (current))
    gtk_widget_add_css_class (current, "current");
  else if (current != NULL)
    _chess_move_list_render_line_label (self, current);
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
void
_chess_move_list_queue_scroll (ChessMoveList *self)
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
  _chess_move_list_queue_scroll (self);
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
  _chess_move_list_update_current (self);
  _chess_move_list_queue_scroll (self);
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
    _chess_move_list_rebuild (self);
  _chess_move_list_update_taken_back (self);
  _chess_move_list_update_current (self);
  _chess_move_list_queue_scroll (self);
}

static void
on_move_undone (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessMoveList   *self)
{
  set_view_node (self, NULL);
  _chess_move_list_update_taken_back (self);
  _chess_move_list_update_current (self);
  _chess_move_list_queue_scroll (self);
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
      _chess_move_list_append_main (self, chess_game_node_get_child (node, 0));
      _chess_move_list_update_empty (self);
      _chess_move_list_update_taken_back (self);
      _chess_move_list_update_current (self);
      _chess_move_list_queue_scroll (self);
      return;
    }
  /* Inside a variation: only its paragraph changes (analysis goes on
   * there move by move). */
  widget = self->stale ? NULL : g_hash_table_lookup (self->node_widgets, node);
  if (widget != NULL && !GTK_IS_BUTTON (widget))
    {
      for (guint i = 0; i < chess_game_node_get_n_children (node); i++)
        g_hash_table_insert (self->node_widgets, chess_game_node_get_child (node, i), widget);
      _chess_move_list_render_line_label (self, widget);
      _chess_move_list_update_current (self);
      return;
    }
  _chess_move_list_rebuild (self);
}

/* A node's comment or NAGs: only its own widgets change, in place (a
 * review writes into every move of the game, one by one). */
static void
on_node_changed (ChessGame     *game,
                 ChessGameNode *node,
                 ChessMoveList *self)
{
  _chess_move_list_update_node (self, node);
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
  g_clear_pointer (&self->drawable_symbols, g_hash_table_unref);
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
  _chess_move_list_rebuild (self);
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
  _chess_move_list_rebuild (self);
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
