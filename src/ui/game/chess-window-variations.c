/* chess-window-variations.c: the node of the game's tree the window
 * shows, moves made there, and editing the tree: promoting and deleting
 * variations, comments and NAGs
 *
 * The window shows one node of the tree: view_node, or the game's current
 * node while it is NULL (view_ply is that node's ply, -1 for none, for
 * what only needs to know whether an earlier position is shown). The
 * board, the side panel and the move list are bound to it. A move made on
 * the board on a node shown (not the game's own position) is offered
 * here: in a game not being played it goes into the tree as a variation
 * (or along the one there); in a game being played, on a position of the
 * game itself, the user says whether to take the game back to it or to
 * try the move as a variation. Nothing is removed without a way back:
 * a deleted variation is kept for the toast's Undo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-move-list.h"
#include "chess-window-private.h"

ChessGameNode *
_chess_window_get_shown_node (ChessWindow *self)
{
  ChessGame *game = chess_match_get_game (self->match);

  if (self->view_node != NULL)
    return self->view_node;
  return game != NULL ? chess_game_get_current_node (game) : NULL;
}

const ChessPosition *
_chess_window_get_shown_position (ChessWindow *self)
{
  ChessGameNode *node = _chess_window_get_shown_node (self);

  return node != NULL ? chess_game_node_get_position (node) : NULL;
}

guint
_chess_window_get_nag_in_group (ChessWindow *self,
                                gboolean     position_group)
{
  ChessGameNode *node = _chess_window_get_shown_node (self);
  guint n_nags = 0;
  const guint8 *nags;

  if (node == NULL)
    return 0;
  nags = chess_game_node_get_nags (node, &n_nags);
  for (guint i = 0; i < n_nags; i++)
    if (position_group ? nags[i] >= 10 && nags[i] <= 21 : nags[i] >= 1 && nags[i] <= 6)
      return nags[i];
  return 0;
}

/* The menus' NAG items are radio items of win.move-nag and
 * win.position-nag: 0 takes the group's NAG away. */
void
_chess_window_set_nag_in_group (ChessWindow *self,
                                gboolean     position_group,
                                guint        nag)
{
  ChessGame *game = chess_match_get_game (self->match);
  ChessGameNode *node = _chess_window_get_shown_node (self);
  guint old = _chess_window_get_nag_in_group (self, position_group);

  if (node == NULL || chess_game_node_get_parent (node) == NULL || old == nag)
    return;
  if (nag == 0)
    chess_game_remove_nag (game, node, old);
  else
    chess_game_add_nag (game, node, nag);
}

void
_chess_window_update_variation_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ChessGameNode *node = _chess_window_get_shown_node (self);
  gboolean move = node != NULL && chess_game_node_get_parent (node) != NULL;

  gtk_widget_action_set_enabled (widget, "win.promote-variation", move && chess_game_node_get_index (node) > 0);
  gtk_widget_action_set_enabled (widget, "win.make-main-line", move && !chess_game_node_is_main_line (node));
  gtk_widget_action_set_enabled (widget, "win.delete-variation", move);
  /* Its parent deleted since: nothing to put it back on. */
  if (self->deleted_variation != NULL && !chess_game_cut_can_restore (self->deleted_variation))
    _chess_window_forget_deleted_variation (self);
  gtk_widget_action_set_enabled (widget, "win.undo-delete-variation", self->deleted_variation != NULL);
  gtk_widget_action_set_enabled (widget, "win.edit-comment", node != NULL);
  /* The comment before a move is its own for the first move of a
   * variation and, the game's opening comment, for the game's first
   * move; any other move's is the comment after the move before. */
  gtk_widget_action_set_enabled (widget, "win.edit-comment-before",
                                 move && (chess_game_node_get_index (node) > 0
                                          || chess_game_node_get_parent (chess_game_node_get_parent (node)) == NULL));
  gtk_widget_action_set_enabled (widget, "win.move-nag", move);
  gtk_widget_action_set_enabled (widget, "win.position-nag", move);
}

/* Which way → goes from each node: along the line last looked at. The
 * line is the path from the root to line_end (or to the game's current
 * node), and on from there along the main continuations. */
static ChessGameNode *
line_base (ChessWindow *self)
{
  ChessGame *game = chess_match_get_game (self->match);

  return self->line_end != NULL ? self->line_end : chess_game_get_current_node (game);
}

void
chess_window_set_view_node (ChessWindow   *self,
                            ChessGameNode *node)
{
  ChessGame *game;
  int view_ply;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  game = chess_match_get_game (self->match);
  if (game == NULL || node == chess_game_get_current_node (game))
    node = NULL;
  if (self->view_node == node)
    return;
  self->view_node = node;
  if (node == NULL)
    self->line_end = NULL;
  else if (!chess_game_node_is_in_subtree (line_base (self), node))
    self->line_end = node;

  view_ply = node != NULL ? (int) chess_game_node_get_ply (node) : -1;
  g_object_freeze_notify (G_OBJECT (self));
  _chess_window_notify_view (self, view_ply);
  g_object_thaw_notify (G_OBJECT (self));
}

ChessGameNode *
chess_window_get_view_node (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->view_node;
}

/* The next node along the line looked at, or NULL at its end. */
ChessGameNode *
_chess_window_get_next_node (ChessWindow *self)
{
  ChessGameNode *node = _chess_window_get_shown_node (self);
  ChessGameNode *base;

  if (node == NULL || chess_game_node_get_n_children (node) == 0)
    return NULL;
  base = line_base (self);
  if (base != node && chess_game_node_is_in_subtree (base, node))
    {
      while (chess_game_node_get_parent (base) != node)
        base = chess_game_node_get_parent (base);
      return base;
    }
  return chess_game_node_get_next (node);
}

/* End: the game's own position when the line looked at runs through it,
 * else the line's last move. */
ChessGameNode *
_chess_window_get_line_end (ChessWindow *self)
{
  ChessGame *game = chess_match_get_game (self->match);
  ChessGameNode *current = chess_game_get_current_node (game);
  ChessGameNode *end = line_base (self);

  while (chess_game_node_get_next (end) != NULL)
    end = chess_game_node_get_next (end);
  if (chess_game_node_is_in_subtree (end, current) || chess_game_node_is_in_subtree (current, end))
    return NULL;
  return end;
}

/* ↑ ↓: the move before or after the one shown among the moves that can
 * be played in its place (its variations, or the line it is one of). */
ChessGameNode *
_chess_window_get_sibling_node (ChessWindow *self,
                                int          step)
{
  ChessGameNode *node = _chess_window_get_shown_node (self);
  ChessGameNode *parent = node != NULL ? chess_game_node_get_parent (node) : NULL;
  int index;

  if (parent == NULL)
    return NULL;
  index = (int) chess_game_node_get_index (node) + step;
  if (index < 0 || index >= (int) chess_game_node_get_n_children (parent))
    return NULL;
  return chess_game_node_get_child (parent, (guint) index);
}

/* A node of the game is about to go: the window shows what stays. */
void
_chess_window_on_node_removed (ChessWindow   *self,
                               ChessGameNode *node)
{
  if (self->pending_node != NULL && chess_game_node_is_in_subtree (self->pending_node, node))
    self->pending_node = NULL;
  if (self->line_end != NULL && chess_game_node_is_in_subtree (self->line_end, node))
    self->line_end = chess_game_node_get_parent (node);
  if (self->view_node != NULL && chess_game_node_is_in_subtree (self->view_node, node))
    chess_window_set_view_node (self, chess_game_node_get_parent (node));
}

/* Moves made on a node shown */

/* A game being played: no result yet, and a clock, the computer, or no
 * file it was opened from. */
static gboolean
is_live (ChessWindow *self)
{
  return chess_match_get_playing (self->match)
         && (chess_match_get_clock (self->match) != NULL
             || chess_match_get_opponent (self->match) != NULL
             || chess_match_get_file (self->match) == NULL);
}

static void
add_variation (ChessWindow     *self,
               ChessGameNode   *node,
               const ChessMove *move)
{
  g_autoptr(GError) error = NULL;
  ChessGameNode *child = chess_game_add_move (chess_match_get_game (self->match), node, move, &error);

  if (child == NULL)
    {
      g_warning ("The core refused a move it offered: %s", error->message);
      return;
    }
  chess_window_set_view_node (self, child);
}

/* The game goes back to NODE and on with MOVE; the moves taken back stay
 * as a variation after it (play () alone would drop them unless they
 * were annotated). */
static void
take_back_and_play (ChessWindow     *self,
                    ChessGameNode   *node,
                    const ChessMove *move)
{
  ChessGame *game = chess_match_get_game (self->match);
  g_autoptr(GError) error = NULL;
  ChessGameNode *child;

  while (chess_game_get_current_node (game) != node)
    if (!chess_game_undo (game))
      return;
  child = chess_game_add_move (game, node, move, &error);
  if (child == NULL)
    {
      g_warning ("The core refused a move it offered: %s", error->message);
      return;
    }
  chess_game_promote_variation (game, child, TRUE);
  if (!chess_game_play (game, move, &error))
    g_warning ("Cannot play the move taken back to: %s", error->message);
  chess_window_set_view_node (self, NULL);
}

/* Whether the game can be taken back to NODE: the user is to move there.
 * Against the computer, a position with the computer to move would have
 * the user's move played as the computer's, and the computer then
 * playing the user's side. Taking back one more half-move instead would
 * throw away the move the user just made, so the move is only offered as
 * a variation there. */
static gboolean
user_to_move_at (ChessWindow   *self,
                 ChessGameNode *node)
{
  ChessEnginePlayer *opponent = chess_match_get_opponent (self->match);

  return opponent == NULL
         || chess_position_get_side_to_move (chess_game_node_get_position (node))
            != chess_engine_player_get_color (opponent);
}

static void
on_take_back_response (GtkWidget   *alert,
                       const char  *response,
                       ChessWindow *self)
{
  ChessGameNode *node = g_steal_pointer (&self->pending_node);
  g_autoptr(ChessMove) move = g_steal_pointer (&self->pending_move);
  ChessGame *game = g_object_get_data (G_OBJECT (alert), "game");

  /* Only for the game and the position the question was about. */
  if (node == NULL || move == NULL || game != chess_match_get_game (self->match))
    return;
  if (g_strcmp0 (response, "variation") == 0)
    add_variation (self, node, move);
  else if (g_strcmp0 (response, "take-back") == 0 && chess_game_node_is_in_subtree (chess_game_get_current_node (game), node)
           && user_to_move_at (self, node))
    take_back_and_play (self, node, move);
}

static void
ask_take_back (ChessWindow     *self,
               ChessGameNode   *node,
               const ChessMove *move)
{
  ChessGame *game = chess_match_get_game (self->match);
  g_autofree char *san = chess_position_move_to_san (chess_game_node_get_position (node), move, CHESS_SAN_FLAGS_NONE);
  g_autofree char *body = NULL;
  GtkWidget *alert;

  g_clear_pointer (&self->pending_move, chess_move_free);
  self->pending_node = node;
  self->pending_move = chess_move_copy (move);
  if (!user_to_move_at (self, node))
    {
      /* Translators: the argument is a move, e.g. "Nf3" */
      body = g_strdup_printf (_("The computer is to move in the position shown, so the game cannot be taken "
                                "back to it. Try %s as a variation and leave the game as it is?"), san);
      alert = chess_ui_alert_new (_("Try the Move as a Variation?"), body);
      chess_ui_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
    }
  else
    {
      /* Translators: the argument is a move, e.g. "Nf3" */
      body = g_strdup_printf (_("The game is being played. Take it back to the position shown and go on with %s, "
                                "keeping the moves taken back as a variation, or try %s as a variation "
                                "and leave the game as it is?"), san, san);
      alert = chess_ui_alert_new (_("Take Back the Game to Here?"), body);
      chess_ui_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
      chess_ui_alert_add_response (alert, "take-back", _("_Take Back"), ADW_RESPONSE_DEFAULT);
    }
  /* Enter keeps the game as it is: the answer that changes nothing played. */
  chess_ui_alert_add_response (alert, "variation", _("Add _Variation"), ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (alert, "variation", "cancel");
  g_object_set_data_full (G_OBJECT (alert), "game", g_object_ref (game), g_object_unref);
  g_signal_connect_object (alert, "response", G_CALLBACK (on_take_back_response), self, 0);
  chess_ui_dialog_present (alert, GTK_WIDGET (self));
}

void
_chess_window_on_view_move (ChessWindow     *self,
                            const ChessMove *move)
{
  ChessGame *game = chess_match_get_game (self->match);
  ChessGameNode *node = self->view_node;

  if (node == NULL || game == NULL)
    return;
  /* A move that is there already is only gone along. */
  if (chess_game_node_find_child (node, move) != NULL || !is_live (self)
      || !chess_game_node_is_in_subtree (chess_game_get_current_node (game), node))
    add_variation (self, node, move);
  else
    ask_take_back (self, node, move);
}

/* Editing the tree */

/* Deleting is done at once, with Undo in a toast, as Paste, Open and
 * New Game do: the game keeps what it removed (a ChessGameCut, held here
 * until the toast goes), and Undo puts it back exactly. */
void
_chess_window_forget_deleted_variation (ChessWindow *self)
{
  AdwToast *toast = g_steal_pointer (&self->delete_toast);

  g_clear_pointer (&self->deleted_variation, chess_game_cut_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-delete-variation", FALSE);
  if (toast != NULL)
    adw_toast_dismiss (toast);
}

static void
on_delete_toast_dismissed (AdwToast    *toast,
                           ChessWindow *self)
{
  if (toast == self->delete_toast)
    {
      self->delete_toast = NULL;
      _chess_window_forget_deleted_variation (self);
    }
}

static void
delete_variation (ChessWindow   *self,
                  ChessGameNode *node)
{
  ChessGame *game = chess_match_get_game (self->match);
  gboolean main_line = chess_game_node_is_main_line (node);
  ChessGameCut *cut;
  AdwToast *toast;

  _chess_window_forget_deleted_variation (self);
  cut = chess_game_cut_variation (game, node);
  if (cut == NULL)
    return;
  self->deleted_variation = cut;
  toast = adw_toast_new (main_line ? _("Rest of the game deleted") : _("Variation deleted"));
  adw_toast_set_timeout (toast, 5);
  /* The answer to what was just done: before any toast waiting. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete-variation");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_delete_toast_dismissed), self, 0);
  self->delete_toast = toast;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
undo_delete_variation (ChessWindow *self)
{
  g_autoptr(ChessGameCut) cut = g_steal_pointer (&self->deleted_variation);
  ChessGame *game = chess_match_get_game (self->match);

  _chess_window_forget_deleted_variation (self);
  if (cut != NULL && !chess_game_restore_variation (game, cut))
    _chess_window_toast (self, _("The deleted moves cannot be put back: the game changed there"));
}

/* The commands a program wrote into a comment ([%clk …], [%eval …]):
 * kept as they are when the user edits the words around them. */
static char *
comment_commands (const char *comment)
{
  GString *commands = g_string_new (NULL);

  for (const char *p = comment != NULL ? strstr (comment, "[%") : NULL; p != NULL; p = strstr (p, "[%"))
    {
      const char *end = strchr (p, ']');

      if (end == NULL)
        break;
      if (commands->len > 0)
        g_string_append_c (commands, ' ');
      g_string_append_len (commands, p, end + 1 - p);
      p = end + 1;
    }
  return g_string_free (commands, FALSE);
}

static void
on_comment_response (GtkWidget   *alert,
                     const char  *response,
                     ChessWindow *self)
{
  ChessGameNode *node = g_steal_pointer (&self->pending_node);
  ChessGame *game = g_object_get_data (G_OBJECT (alert), "game");
  GtkTextBuffer *buffer = g_object_get_data (G_OBJECT (alert), "buffer");
  gboolean before = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (alert), "before"));
  g_autofree char *text = NULL;
  g_autofree char *commands = NULL;
  g_autofree char *comment = NULL;
  GtkTextIter start, end;

  if (node == NULL || g_strcmp0 (response, "save") != 0 || game != chess_match_get_game (self->match))
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  commands = comment_commands (before ? chess_game_node_get_comment_before (node) : chess_game_node_get_comment (node));
  comment = g_strconcat (text, " ", commands, NULL);
  if (before)
    chess_game_set_comment_before (game, node, comment);
  else
    chess_game_set_comment (game, node, comment);
}

/* The comment after NODE's move, or (BEFORE) the one before it:
 * a variation's opening comment, PGN's "( {comment} 1... e5 )", or the
 * game's before its first move. */
static void
edit_comment (ChessWindow   *self,
              ChessGameNode *node,
              gboolean       before)
{
  ChessGame *game = chess_match_get_game (self->match);
  g_autofree char *words = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *alert, *scrolled, *view;
  GtkTextBuffer *buffer;

  if (chess_game_node_get_parent (node) == NULL
      || (before && chess_game_node_get_parent (chess_game_node_get_parent (node)) == NULL
          && chess_game_node_get_index (node) == 0))
    /* Short: libadwaita 1.7 measures an alert's large heading at 324 px
     * and warns when it is wider, before it takes the small one. */
    heading = g_strdup (_("Comment Before Move 1"));
  else if (before)
    {
      g_autofree char *move = chess_move_list_format_node (node, FALSE);

      /* Translators: the argument is a numbered move, e.g. "12… Nf6" */
      heading = g_strdup_printf (_("Comment Before %s"), move);
    }
  else
    {
      g_autofree char *move = chess_move_list_format_node (node, FALSE);

      /* Translators: the argument is a numbered move, e.g. "12… Nf6" */
      heading = g_strdup_printf (_("Comment After %s"), move);
    }
  alert = chess_ui_alert_new (heading, NULL);
  view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_widget_add_css_class (view, "card");
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  words = chess_ui_comment_text (before ? chess_game_node_get_comment_before (node) : chess_game_node_get_comment (node));
  gtk_text_buffer_set_text (buffer, words != NULL ? words : "", -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 96);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_size_request (scrolled, 280, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  chess_ui_alert_set_extra_child (alert, scrolled);
  chess_ui_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (alert, "save", _("_Save"), ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (alert, "save", "cancel");
  self->pending_node = node;
  g_object_set_data_full (G_OBJECT (alert), "game", g_object_ref (game), g_object_unref);
  g_object_set_data (G_OBJECT (alert), "buffer", buffer);
  g_object_set_data (G_OBJECT (alert), "before", GINT_TO_POINTER (before));
  g_signal_connect_object (alert, "response", G_CALLBACK (on_comment_response), self, 0);
  chess_ui_dialog_present (alert, GTK_WIDGET (self));
  gtk_widget_grab_focus (view);
}

static void
variation_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessGame *game = chess_match_get_game (self->match);
  ChessGameNode *node = _chess_window_get_shown_node (self);

  if (node == NULL)
    return;
  if (g_str_equal (action_name, "win.promote-variation"))
    chess_game_promote_variation (game, node, FALSE);
  else if (g_str_equal (action_name, "win.make-main-line"))
    chess_game_promote_variation (game, node, TRUE);
  else if (g_str_equal (action_name, "win.delete-variation") && chess_game_node_get_parent (node) != NULL)
    delete_variation (self, node);
  else if (g_str_equal (action_name, "win.undo-delete-variation"))
    undo_delete_variation (self);
  else if (g_str_equal (action_name, "win.edit-comment"))
    edit_comment (self, node, FALSE);
  else if (g_str_equal (action_name, "win.edit-comment-before") && chess_game_node_get_parent (node) != NULL)
    edit_comment (self, node, TRUE);
  else if (g_str_equal (action_name, "win.move-menu"))
    chess_move_list_popup_menu (chess_game_panel_get_move_list (self->side_panel));
  _chess_window_update_actions (self);
}

void
_chess_window_class_add_variation_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.promote-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.make-main-line", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.delete-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.edit-comment", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.edit-comment-before", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "win.move-menu", NULL, variation_action);
  gtk_widget_class_install_property_action (widget_class, "win.move-nag", "move-nag");
  gtk_widget_class_install_property_action (widget_class, "win.position-nag", "position-nag");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "win.move-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "win.move-menu", NULL);
}
