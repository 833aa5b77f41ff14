/* chess-game-tree.c: a game's tree of variations, comments and NAGs
 *
 * See chess-game.h for the model: nodes owned by the game, child 0 the
 * main continuation, the played line a path from the root.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include <stdlib.h>
#include <string.h>

#include "chess-game-private.h"
#include "chess-position-private.h"

#define signals _chess_game_signals

ChessGameNode *
_chess_game_node_new_take (ChessGameNode *parent,
                           ChessMove     *move)
{
  ChessGameNode *node = g_new0 (ChessGameNode, 1);

  node->parent = parent;
  if (parent != NULL)
    {
      node->ply = parent->ply + 1;
      node->move = move;
      node->position = chess_position_copy (parent->position);
      chess_position_make_move (node->position, chess_move_get_code (move));
    }
  return node;
}

ChessGameNode *
_chess_game_node_new (ChessGameNode   *parent,
                      const ChessMove *move)
{
  return _chess_game_node_new_take (parent, move != NULL ? chess_move_copy (move) : NULL);
}

static void
node_free (ChessGameNode *node)
{
  g_clear_pointer (&node->children, g_ptr_array_unref);
  g_clear_pointer (&node->move, chess_move_free);
  g_clear_pointer (&node->san, g_free);
  g_clear_pointer (&node->position, chess_position_free);
  g_clear_pointer (&node->comment, g_free);
  g_clear_pointer (&node->comment_before, g_free);
  g_clear_pointer (&node->nags, g_free);
  g_free (node);
}

void
_chess_game_node_free_tree (ChessGameNode *node)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      ChessGameNode *top = g_ptr_array_steal_index (stack, stack->len - 1);

      if (top->children != NULL)
        for (guint i = 0; i < top->children->len; i++)
          g_ptr_array_add (stack, g_ptr_array_index (top->children, i));
      node_free (top);
    }
}

guint
_chess_game_node_count (const ChessGameNode *node)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint n = 0;

  g_ptr_array_add (stack, (gpointer) node);
  while (stack->len > 0)
    {
      const ChessGameNode *top = g_ptr_array_steal_index (stack, stack->len - 1);

      n++;
      if (top->children != NULL)
        for (guint i = 0; i < top->children->len; i++)
          g_ptr_array_add (stack, g_ptr_array_index (top->children, i));
    }
  return n;
}

/* A comment made only of [%clk …] commands. */
static gboolean
is_clock_only (const char *comment)
{
  const char *p = comment;

  for (;;)
    {
      while (*p == ' ')
        p++;
      if (*p == '\0')
        return TRUE;
      if (!g_str_has_prefix (p, "[%clk "))
        return FALSE;
      p = strchr (p, ']');
      if (p == NULL)
        return FALSE;
      p++;
    }
}

gboolean
_chess_game_node_is_bare (const ChessGameNode *node)
{
  for (const ChessGameNode *n = node; n != NULL; n = chess_game_node_get_next (n))
    {
      if (n->n_nags > 0 || n->comment_before != NULL ||
          (n->comment != NULL && !is_clock_only (n->comment)) ||
          chess_game_node_get_n_children (n) > 1)
        return FALSE;
    }
  return TRUE;
}

void
_chess_game_node_insert_child (ChessGameNode *node,
                               ChessGameNode *child,
                               gint           index)
{
  if (node->children == NULL)
    node->children = g_ptr_array_sized_new (1);
  g_ptr_array_insert (node->children, index, child);
}

/* Only a variation's first move keeps a comment of its own before it;
 * a move that becomes the main continuation hands it to the move before,
 * whose comment is the one shown (and written) before it. */
static void
fold_comment_before (ChessGameNode *parent)
{
  ChessGameNode *first = parent->children != NULL ? g_ptr_array_index (parent->children, 0) : NULL;

  if (first == NULL || first->comment_before == NULL)
    return;
  _chess_game_append_comment (&parent->comment, first->comment_before, -1);
  g_clear_pointer (&first->comment_before, g_free);
}

void
_chess_game_node_move_to (ChessGameNode *child,
                          guint          index)
{
  GPtrArray *siblings = child->parent->children;
  guint from = chess_game_node_get_index (child);

  g_ptr_array_remove_index (siblings, from);
  g_ptr_array_insert (siblings, index, child);
  fold_comment_before (child->parent);
}

void
_chess_game_detach_subtree (ChessGame     *self,
                            ChessGameNode *node)
{
  ChessGameNode *parent = node->parent;

  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_NODE_REMOVED], 0, node);
  _chess_game_forget_cuts_in (self, node);
  g_ptr_array_remove (parent->children, node);
  if (parent->children->len == 0)
    g_clear_pointer (&parent->children, g_ptr_array_unref);
  else
    fold_comment_before (parent);
  self->n_nodes -= _chess_game_node_count (node);
  node->parent = NULL;
}

void
_chess_game_remove_subtree (ChessGame     *self,
                            ChessGameNode *node)
{
  _chess_game_detach_subtree (self, node);
  _chess_game_node_free_tree (node);
}

/* Whitespace runs become one space, and the ends are trimmed: PGN text
 * keeps no layout inside a comment once it is wrapped. */
static char *
normalize_comment (const char *text,
                   gssize      len)
{
  GString *out;
  gboolean space = FALSE;

  if (text == NULL)
    return NULL;
  if (len < 0)
    len = strlen (text);
  out = g_string_sized_new (len);
  for (gssize i = 0; i < len; i++)
    {
      char c = text[i];

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')
        space = TRUE;
      else
        {
          if (space && out->len > 0)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_c (out, c);
        }
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

void
_chess_game_append_comment (char       **slot,
                            const char  *comment,
                            gssize       len)
{
  g_autofree char *clean = normalize_comment (comment, len);
  char *joined;

  if (clean == NULL)
    return;
  if (*slot == NULL)
    {
      *slot = g_steal_pointer (&clean);
      return;
    }
  joined = g_strconcat (*slot, " ", clean, NULL);
  g_free (*slot);
  *slot = joined;
}

void
_chess_game_node_append_nag (ChessGameNode *node,
                             guint          nag)
{
  if (nag < 1 || nag > 255 || chess_game_node_has_nag (node, nag))
    return;
  node->nags = g_realloc (node->nags, node->n_nags + 1);
  node->nags[node->n_nags++] = nag;
}

/* Walking */

ChessGameNode *
chess_game_get_root (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->root;
}

ChessGameNode *
chess_game_get_current_node (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return g_ptr_array_index (self->line, self->line->len - 1);
}

ChessGameNode *
chess_game_get_node_at (ChessGame *self,
                        guint      ply)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (ply < self->line->len, NULL);
  return g_ptr_array_index (self->line, ply);
}

ChessGameNode *
chess_game_get_main_line_end (ChessGame *self)
{
  ChessGameNode *node;

  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  for (node = self->root; node->children != NULL; node = g_ptr_array_index (node->children, 0))
    ;
  return node;
}

guint
chess_game_get_n_nodes (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), 0);
  return self->n_nodes;
}

ChessGameNode *
chess_game_node_get_parent (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->parent;
}

guint
chess_game_node_get_n_children (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->children != NULL ? node->children->len : 0;
}

ChessGameNode *
chess_game_node_get_child (const ChessGameNode *node,
                           guint                index)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (index < chess_game_node_get_n_children (node), NULL);
  return g_ptr_array_index (node->children, index);
}

ChessGameNode *
chess_game_node_get_next (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->children != NULL ? g_ptr_array_index (node->children, 0) : NULL;
}

guint
chess_game_node_get_index (const ChessGameNode *node)
{
  guint index = 0;

  g_return_val_if_fail (node != NULL, 0);
  if (node->parent == NULL)
    return 0;
  g_ptr_array_find (node->parent->children, node, &index);
  return index;
}

ChessGameNode *
chess_game_node_find_child (const ChessGameNode *node,
                            const ChessMove     *move)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  for (guint i = 0; i < chess_game_node_get_n_children (node); i++)
    {
      ChessGameNode *child = g_ptr_array_index (node->children, i);

      if (chess_move_get_code (child->move) == chess_move_get_code (move))
        return child;
    }
  return NULL;
}

gboolean
chess_game_node_is_main_line (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  for (; node->parent != NULL; node = node->parent)
    if (g_ptr_array_index (node->parent->children, 0) != node)
      return FALSE;
  return TRUE;
}

gboolean
chess_game_node_is_in_subtree (const ChessGameNode *node,
                               const ChessGameNode *ancestor)
{
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (ancestor != NULL, FALSE);
  for (; node != NULL && node->ply >= ancestor->ply; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

guint
chess_game_node_get_ply (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->ply;
}

const ChessMove *
chess_game_node_get_move (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->move;
}

const char *
chess_game_node_get_san (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  if (node->move == NULL)
    return NULL;
  /* Made on first use: reading a file checks moves but writes no SAN. */
  if (node->san == NULL)
    ((ChessGameNode *) node)->san = chess_position_move_to_san (node->parent->position, node->move,
                                                                CHESS_SAN_FLAGS_NONE);
  return node->san;
}

const ChessPosition *
chess_game_node_get_position (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->position;
}

const char *
chess_game_node_get_comment (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->comment;
}

/* The first move of a variation keeps its own comment before it; any
 * other move's is the comment after the move before. */
static gboolean
has_own_comment_before (const ChessGameNode *node)
{
  return node->parent != NULL && g_ptr_array_index (node->parent->children, 0) != node;
}

const char *
chess_game_node_get_comment_before (const ChessGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  if (node->parent == NULL)
    return NULL;
  return has_own_comment_before (node) ? node->comment_before : node->parent->comment;
}

const guint8 *
chess_game_node_get_nags (const ChessGameNode *node,
                          guint               *n_nags)
{
  g_return_val_if_fail (node != NULL, NULL);
  if (n_nags != NULL)
    *n_nags = node->n_nags;
  return node->n_nags > 0 ? node->nags : NULL;
}

gboolean
chess_game_node_has_nag (const ChessGameNode *node,
                         guint                nag)
{
  g_return_val_if_fail (node != NULL, FALSE);
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] == nag)
      return TRUE;
  return FALSE;
}

/* "[%clk h:mm:ss]" or "[%clk h:mm:ss.f]" in TEXT: its start and end. */
static const char *
find_clock (const char  *text,
            gint64      *msec,
            const char **end)
{
  for (const char *p = text ? strstr (text, "[%clk ") : NULL; p != NULL; p = strstr (p + 1, "[%clk "))
    {
      const char *q = p + 6;
      char *after;
      guint64 h, m;
      double s;

      while (*q == ' ')
        q++;
      if (!g_ascii_isdigit (*q))
        continue;
      h = g_ascii_strtoull (q, &after, 10);
      if (*after != ':' || !g_ascii_isdigit (after[1]))
        continue;
      m = g_ascii_strtoull (after + 1, &after, 10);
      if (*after != ':' || !g_ascii_isdigit (after[1]) || m >= 60)
        continue;
      s = g_ascii_strtod (after + 1, &after);
      if (s < 0 || s >= 60 || h > 1000000)
        continue;
      while (*after == ' ')
        after++;
      if (*after != ']')
        continue;
      *msec = (gint64) ((h * 3600 + m * 60) * 1000) + (gint64) (s * 1000 + 0.5);
      *end = after + 1;
      return p;
    }
  return NULL;
}

gboolean
chess_game_node_get_clock (const ChessGameNode *node,
                           gint64              *msec)
{
  const char *end;
  gint64 value = 0;

  g_return_val_if_fail (node != NULL, FALSE);
  if (find_clock (node->comment, &value, &end) == NULL)
    return FALSE;
  if (msec != NULL)
    *msec = value;
  return TRUE;
}

/* Editing */

ChessGameNode *
chess_game_add_move (ChessGame        *self,
                     ChessGameNode    *node,
                     const ChessMove  *move,
                     GError          **error)
{
  ChessGameNode *child;

  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  child = chess_game_node_find_child (node, move);
  if (child != NULL)
    return child;
  if (!chess_position_is_legal (node->position, move))
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE, "The move is not legal in this position");
      return NULL;
    }
  child = _chess_game_node_new (node, move);
  _chess_game_node_insert_child (node, child, -1);
  self->n_nodes++;
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, node);
  return child;
}

gboolean
chess_game_promote_variation (ChessGame     *self,
                              ChessGameNode *node,
                              gboolean       to_main_line)
{
  ChessGameNode *changed = NULL;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  /* The top-most parent whose children moved is where views rebuild. */
  for (ChessGameNode *n = node; n->parent != NULL; n = n->parent)
    {
      guint index = chess_game_node_get_index (n);

      if (index > 0)
        {
          _chess_game_node_move_to (n, to_main_line ? 0 : index - 1);
          changed = n->parent;
          if (!to_main_line)
            break;
        }
    }
  if (changed == NULL)
    return FALSE;
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, changed);
  return TRUE;
}

static void
set_text (ChessGame     *self,
          ChessGameNode *node,
          char         **slot,
          const char    *comment)
{
  g_autofree char *clean = normalize_comment (comment, -1);

  if (g_strcmp0 (*slot, clean) == 0)
    return;
  g_free (*slot);
  *slot = g_steal_pointer (&clean);
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_NODE_CHANGED], 0, node);
}

void
chess_game_set_comment (ChessGame     *self,
                        ChessGameNode *node,
                        const char    *comment)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);
  set_text (self, node, &node->comment, comment);
}

void
chess_game_set_comment_before (ChessGame     *self,
                               ChessGameNode *node,
                               const char    *comment)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);
  g_return_if_fail (node->parent != NULL);

  if (has_own_comment_before (node))
    set_text (self, node, &node->comment_before, comment);
  else
    set_text (self, node->parent, &node->parent->comment, comment);
}

void
chess_game_set_nags (ChessGame     *self,
                     ChessGameNode *node,
                     const guint8  *nags,
                     guint          n_nags)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);

  node->n_nags = 0;
  for (guint i = 0; i < n_nags; i++)
    _chess_game_node_append_nag (node, nags[i]);
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_NODE_CHANGED], 0, node);
}

/* NAGs of one group exclude each other: a move is not both ! and ?. */
static guint
nag_group (guint nag)
{
  if (nag >= 1 && nag <= 6)
    return 1;
  if (nag >= 10 && nag <= 21)
    return 2;
  return 1000 + nag;
}

void
chess_game_add_nag (ChessGame     *self,
                    ChessGameNode *node,
                    guint          nag)
{
  guint kept = 0;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);
  g_return_if_fail (nag >= 1 && nag <= 255);

  if (chess_game_node_has_nag (node, nag))
    return;
  for (guint i = 0; i < node->n_nags; i++)
    if (nag_group (node->nags[i]) != nag_group (nag))
      node->nags[kept++] = node->nags[i];
  node->n_nags = kept;
  _chess_game_node_append_nag (node, nag);
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_NODE_CHANGED], 0, node);
}

void
chess_game_remove_nag (ChessGame     *self,
                       ChessGameNode *node,
                       guint          nag)
{
  guint kept = 0;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);

  if (!chess_game_node_has_nag (node, nag))
    return;
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] != nag)
      node->nags[kept++] = node->nags[i];
  node->n_nags = kept;
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_NODE_CHANGED], 0, node);
}

void
chess_game_set_clock (ChessGame     *self,
                      ChessGameNode *node,
                      gint64         msec)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *command = NULL;
  const char *start, *end = NULL;
  gint64 old;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);

  if (msec >= 0)
    {
      gint64 s = msec / 1000;

      command = g_strdup_printf ("[%%clk %" G_GINT64_FORMAT ":%02d:%02d]", s / 3600, (int) (s / 60 % 60), (int) (s % 60));
    }
  start = find_clock (node->comment, &old, &end);
  if (start != NULL)
    {
      g_string_append_len (text, node->comment, start - node->comment);
      if (command != NULL)
        g_string_append (text, command);
      g_string_append (text, end);
    }
  else
    {
      if (command == NULL)
        return;
      g_string_append_printf (text, "%s %s", node->comment ? node->comment : "", command);
    }
  set_text (self, node, &node->comment, text->str);
}
