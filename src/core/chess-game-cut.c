/* chess-game-cut.c: deleting a variation so that it can be put back
 *
 * chess_game_cut_variation() deletes a subtree as
 * chess_game_delete_variation() does, but keeps it, with what deleting
 * changed around it: its place among its siblings, the comment a
 * variation's first move handed to the move before when it took child
 * 0's place, the moves of the played line that were taken back and a
 * result by action (a resignation) taken back with them.
 * chess_game_restore_variation() puts all of it back, so that the game
 * writes the same PGN as before the cut: an Undo for a deletion that
 * lives in the model, not in a toast.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include "chess-game-private.h"

struct _ChessGameCut
{
  ChessGame         *game;
  /* NULL once the parent went: nothing to put the subtree back on. */
  ChessGameNode     *parent;
  ChessGameNode     *subtree;
  guint              index;

  /* Deleting child 0 hands the next variation's comment before its
   * first move to the parent's comment: both as they were, and the
   * parent's as it became, to undo that only while nobody changed it. */
  ChessGameNode     *folded_sibling;
  char              *parent_comment;
  char              *sibling_comment_before;
  char              *folded_comment;

  /* The played line inside the subtree (child indices after the
   * subtree's top), and the result by action there was at its end. */
  GArray            *played;
  gboolean           was_played;
  gboolean           result_by_action;
  ChessResult        result;
  ChessResultReason  reason;
};

void
_chess_game_forget_cuts_in (ChessGame     *self,
                            ChessGameNode *node)
{
  for (GSList *l = self->cuts; l != NULL; l = l->next)
    {
      ChessGameCut *cut = l->data;

      if (cut->parent != NULL && chess_game_node_is_in_subtree (cut->parent, node))
        cut->parent = NULL;
      /* Never compared with a node that may be freed. */
      if (cut->folded_sibling != NULL && chess_game_node_is_in_subtree (cut->folded_sibling, node))
        cut->folded_sibling = NULL;
    }
}

ChessGameCut *
chess_game_cut_variation (ChessGame     *self,
                          ChessGameNode *node)
{
  ChessGameCut *cut;
  ChessGameNode *parent;
  ChessGameNode *current;
  gboolean could_redo;

  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  parent = node->parent;
  if (parent == NULL)
    return NULL;

  cut = g_new0 (ChessGameCut, 1);
  cut->game = g_object_ref (self);
  cut->parent = parent;
  cut->index = chess_game_node_get_index (node);
  cut->played = g_array_new (FALSE, FALSE, sizeof (guint));
  current = chess_game_get_current_node (self);
  if (chess_game_node_is_in_subtree (current, node))
    {
      cut->was_played = TRUE;
      cut->result_by_action = self->result_by_action;
      cut->result = self->result;
      cut->reason = self->reason;
      for (ChessGameNode *n = current; n != node; n = n->parent)
        {
          guint index = chess_game_node_get_index (n);

          g_array_prepend_val (cut->played, index);
        }
    }
  if (cut->index == 0 && parent->children->len > 1)
    {
      cut->folded_sibling = g_ptr_array_index (parent->children, 1);
      cut->parent_comment = g_strdup (parent->comment);
      cut->sibling_comment_before = g_strdup (cut->folded_sibling->comment_before);
    }

  /* A result by action is taken back first, as Undo does. */
  while (chess_game_node_is_in_subtree (chess_game_get_current_node (self), node))
    if (!chess_game_undo (self))
      break;
  if (chess_game_node_is_in_subtree (chess_game_get_current_node (self), node))
    {
      chess_game_cut_free (cut);
      return NULL;
    }
  could_redo = chess_game_can_redo (self);
  _chess_game_detach_subtree (self, node);
  cut->subtree = node;
  cut->folded_comment = g_strdup (parent->comment);
  self->cuts = g_slist_prepend (self->cuts, cut);
  g_signal_emit (self, _chess_game_signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, parent);
  if (chess_game_can_redo (self) != could_redo)
    g_object_notify (G_OBJECT (self), "can-redo");
  return cut;
}

gboolean
chess_game_delete_variation (ChessGame     *self,
                             ChessGameNode *node)
{
  ChessGameCut *cut;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  cut = chess_game_cut_variation (self, node);
  if (cut == NULL)
    return FALSE;
  chess_game_cut_free (cut);
  return TRUE;
}

/* The moves taken back by the cut, played again as Redo would, while
 * that changes nothing else in the tree: the played line on the main
 * line goes along child 0, off it along the variation it was on. */
static void
replay (ChessGame     *self,
        ChessGameCut  *cut,
        ChessGameNode *node)
{
  if (!cut->was_played || chess_game_get_current_node (self) != node->parent || self->result != CHESS_RESULT_NONE)
    return;
  for (guint i = 0;; i++)
    {
      ChessGameNode *current = chess_game_get_current_node (self);

      if (node != chess_game_node_get_next (current) && chess_game_node_is_main_line (current))
        return;
      if (!chess_game_play (self, node->move, NULL))
        return;
      if (i == cut->played->len)
        break;
      node = chess_game_node_get_child (node, g_array_index (cut->played, guint, i));
    }
  if (cut->result_by_action && self->result == CHESS_RESULT_NONE)
    chess_game_set_result (self, cut->result, cut->reason);
}

gboolean
chess_game_restore_variation (ChessGame    *self,
                              ChessGameCut *cut)
{
  ChessGameNode *parent;
  ChessGameNode *node;
  guint n_children;
  gboolean could_redo;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (cut != NULL, FALSE);

  parent = cut->parent;
  if (cut->game != self || parent == NULL || cut->subtree == NULL)
    return FALSE;
  node = cut->subtree;
  /* The same move added there since: the place is taken. */
  if (chess_game_node_find_child (parent, node->move) != NULL)
    return FALSE;

  could_redo = chess_game_can_redo (self);
  n_children = chess_game_node_get_n_children (parent);
  if (cut->folded_sibling != NULL && n_children > 0
      && g_ptr_array_index (parent->children, 0) == cut->folded_sibling
      && cut->folded_sibling->comment_before == NULL
      && g_strcmp0 (parent->comment, cut->folded_comment) == 0)
    {
      g_free (parent->comment);
      parent->comment = g_steal_pointer (&cut->parent_comment);
      cut->folded_sibling->comment_before = g_steal_pointer (&cut->sibling_comment_before);
    }
  node->parent = parent;
  _chess_game_node_insert_child (parent, node, (gint) MIN (cut->index, n_children));
  self->n_nodes += _chess_game_node_count (node);
  cut->subtree = NULL;
  cut->parent = NULL;
  g_signal_emit (self, _chess_game_signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, parent);
  if (chess_game_can_redo (self) != could_redo)
    g_object_notify (G_OBJECT (self), "can-redo");
  replay (self, cut, node);
  return TRUE;
}

gboolean
chess_game_cut_can_restore (const ChessGameCut *cut)
{
  g_return_val_if_fail (cut != NULL, FALSE);
  return cut->parent != NULL && cut->subtree != NULL;
}

ChessGame *
chess_game_cut_get_game (const ChessGameCut *cut)
{
  g_return_val_if_fail (cut != NULL, NULL);
  return cut->game;
}

void
chess_game_cut_free (ChessGameCut *cut)
{
  if (cut == NULL)
    return;
  cut->game->cuts = g_slist_remove (cut->game->cuts, cut);
  g_clear_pointer (&cut->subtree, _chess_game_node_free_tree);
  g_clear_pointer (&cut->played, g_array_unref);
  g_free (cut->parent_comment);
  g_free (cut->sibling_comment_before);
  g_free (cut->folded_comment);
  g_object_unref (cut->game);
  g_free (cut);
}
