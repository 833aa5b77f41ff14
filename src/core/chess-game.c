/* chess-game.c: a game from its start position, with undo and redo (the
 * result is in chess-game-result.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include "chess-enums.h"
#include "chess-game-private.h"
#include "chess-position-private.h"
#include "chess-startpos.h"

G_DEFINE_FINAL_TYPE (ChessGame, chess_game, G_TYPE_OBJECT)

GParamSpec *_chess_game_properties[CHESS_GAME_N_PROPS];
#define properties _chess_game_properties
guint _chess_game_signals[CHESS_GAME_N_SIGNALS];
#define signals _chess_game_signals

static void
chess_game_finalize (GObject *object)
{
  ChessGame *self = (ChessGame *)object;

  g_clear_pointer (&self->start, chess_position_free);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->root, _chess_game_node_free_tree);
  g_clear_pointer (&self->tag_names, g_ptr_array_unref);
  g_clear_pointer (&self->tags, g_hash_table_unref);

  G_OBJECT_CLASS (chess_game_parent_class)->finalize (object);
}

static gint
find_start_number (const ChessPosition *start)
{
  char back_rank[9] = { 0 };
  g_autoptr(ChessPosition) numbered = NULL;
  gint number;

  for (guint file = 0; file < 8; file++)
    {
      guint8 piece = start->board[file];
      back_rank[file] = piece ? " PNBRQK"[CHESS_PIECE_TYPE_OF (piece)] : '.';
    }
  number = chess_startpos_from_back_rank (start->variant, back_rank);
  if (number < 0)
    return -1;
  numbered = chess_position_new_start (start->variant, number, NULL);
  return numbered && chess_position_equal (numbered, start) ? number : -1;
}

static void
chess_game_constructed (GObject *object)
{
  ChessGame *self = (ChessGame *)object;

  G_OBJECT_CLASS (chess_game_parent_class)->constructed (object);

  if (self->start == NULL)
    self->start = chess_position_new_start (CHESS_VARIANT_CHESS960, CHESS_STANDARD_POSITION, NULL);
  self->start_number = find_start_number (self->start);
  self->root = _chess_game_node_new (NULL, NULL);
  self->root->position = chess_position_copy (self->start);
  g_ptr_array_add (self->line, self->root);
}

static void
chess_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ChessGame *self = CHESS_GAME (object);

  switch (prop_id)
    {
    case CHESS_GAME_PROP_START_POSITION:
      g_value_set_boxed (value, self->start);
      break;
    case CHESS_GAME_PROP_VARIANT:
      g_value_set_enum (value, chess_game_get_variant (self));
      break;
    case CHESS_GAME_PROP_POSITION:
      g_value_set_boxed (value, chess_game_get_position (self));
      break;
    case CHESS_GAME_PROP_N_MOVES:
      g_value_set_uint (value, chess_game_get_n_moves (self));
      break;
    case CHESS_GAME_PROP_RESULT:
      g_value_set_enum (value, self->result);
      break;
    case CHESS_GAME_PROP_RESULT_REASON:
      g_value_set_enum (value, self->reason);
      break;
    case CHESS_GAME_PROP_CAN_UNDO:
      g_value_set_boolean (value, chess_game_can_undo (self));
      break;
    case CHESS_GAME_PROP_CAN_REDO:
      g_value_set_boolean (value, chess_game_can_redo (self));
      break;
    case CHESS_GAME_PROP_CLAIMABLE_DRAW:
      g_value_set_enum (value, chess_game_get_claimable_draw (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ChessGame *self = CHESS_GAME (object);

  switch (prop_id)
    {
    case CHESS_GAME_PROP_START_POSITION:
      self->start = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_class_init (ChessGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = chess_game_constructed;
  object_class->finalize = chess_game_finalize;
  object_class->get_property = chess_game_get_property;
  object_class->set_property = chess_game_set_property;

  properties[CHESS_GAME_PROP_START_POSITION] =
    g_param_spec_boxed ("start-position", NULL, NULL, CHESS_TYPE_POSITION,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL, CHESS_TYPE_VARIANT, CHESS_VARIANT_CHESS960,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, CHESS_TYPE_POSITION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_RESULT] =
    g_param_spec_enum ("result", NULL, NULL, CHESS_TYPE_RESULT, CHESS_RESULT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_RESULT_REASON] =
    g_param_spec_enum ("result-reason", NULL, NULL, CHESS_TYPE_RESULT_REASON, CHESS_RESULT_REASON_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CHESS_GAME_PROP_CLAIMABLE_DRAW] =
    g_param_spec_enum ("claimable-draw", NULL, NULL, CHESS_TYPE_DRAW_CLAIM, CHESS_DRAW_CLAIM_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, CHESS_GAME_N_PROPS, properties);

  /**
   * ChessGame::move-played:
   * @ply: the number of the half-move, from 1
   * @move: the move
   */
  signals[CHESS_GAME_SIGNAL_MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_UINT, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * ChessGame::move-undone:
   * @ply: the number of the half-move taken back
   * @move: the move taken back
   */
  signals[CHESS_GAME_SIGNAL_MOVE_UNDONE] =
    g_signal_new ("move-undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_UINT, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * ChessGame::tree-changed:
   * @node: (type gpointer): the ChessGameNode whose children changed
   */
  signals[CHESS_GAME_SIGNAL_TREE_CHANGED] =
    g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * ChessGame::node-changed:
   * @node: (type gpointer): the ChessGameNode whose comments or NAGs changed
   */
  signals[CHESS_GAME_SIGNAL_NODE_CHANGED] =
    g_signal_new ("node-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * ChessGame::node-removed:
   * @node: (type gpointer): the top of a subtree about to be freed
   */
  signals[CHESS_GAME_SIGNAL_NODE_REMOVED] =
    g_signal_new ("node-removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
chess_game_init (ChessGame *self)
{
  self->line = g_ptr_array_new ();
  self->tag_names = g_ptr_array_new ();
  g_ptr_array_add (self->tag_names, NULL);
  self->tags = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) _chess_game_tag_free);
  self->start_number = -1;
}

ChessGame *
chess_game_new (const ChessPosition *start)
{
  g_return_val_if_fail (start != NULL, NULL);
  return g_object_new (CHESS_TYPE_GAME, "start-position", start, NULL);
}

ChessGame *
chess_game_new_start (ChessVariant   variant,
                      guint          number,
                      GError       **error)
{
  g_autoptr(ChessPosition) start = chess_position_new_start (variant, number, error);

  if (start == NULL)
    return NULL;
  return chess_game_new (start);
}

ChessVariant
chess_game_get_variant (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_VARIANT_CHESS960);
  return self->start->variant;
}

const ChessPosition *
chess_game_get_start_position (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->start;
}

gint
chess_game_get_start_number (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), -1);
  return self->start_number;
}

guint
chess_game_get_n_moves (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), 0);
  return self->line->len - 1;
}

const ChessPosition *
chess_game_get_position_at (ChessGame *self,
                            guint      ply)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (ply < self->line->len, NULL);

  if (ply == 0)
    return self->start;
  return ((ChessGameNode *) g_ptr_array_index (self->line, ply))->position;
}

const ChessPosition *
chess_game_get_position (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return chess_game_get_position_at (self, self->line->len - 1);
}

const ChessMove *
chess_game_get_move (ChessGame *self,
                     guint      ply)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (ply >= 1 && ply < self->line->len, NULL);
  return ((ChessGameNode *) g_ptr_array_index (self->line, ply))->move;
}

const char *
chess_game_get_san (ChessGame *self,
                    guint      ply)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (ply >= 1 && ply < self->line->len, NULL);
  return chess_game_node_get_san (g_ptr_array_index (self->line, ply));
}

void
_chess_game_history_state_take (ChessGame             *self,
                                ChessGameHistoryState *state)
{
  state->n_moves = self->line->len - 1;
  state->can_undo = chess_game_can_undo (self);
  state->can_redo = chess_game_can_redo (self);
  state->claimable_draw = chess_game_get_claimable_draw (self);
}

/* The position is notified with every change, results included: a view
 * that follows it alone sees everything. */
void
_chess_game_notify_history (ChessGame                   *self,
                            const ChessGameHistoryState *before)
{
  GObject *object = G_OBJECT (self);
  ChessGameHistoryState after;

  _chess_game_history_state_take (self, &after);
  g_object_notify_by_pspec (object, properties[CHESS_GAME_PROP_POSITION]);
  if (after.n_moves != before->n_moves)
    g_object_notify_by_pspec (object, properties[CHESS_GAME_PROP_N_MOVES]);
  if (after.can_undo != before->can_undo)
    g_object_notify_by_pspec (object, properties[CHESS_GAME_PROP_CAN_UNDO]);
  if (after.can_redo != before->can_redo)
    g_object_notify_by_pspec (object, properties[CHESS_GAME_PROP_CAN_REDO]);
  if (after.claimable_draw != before->claimable_draw)
    g_object_notify_by_pspec (object, properties[CHESS_GAME_PROP_CLAIMABLE_DRAW]);
}

/* Makes MOVE child 0 of the current node: the live game plays on the
 * main line. Returns that child, and whether the tree changed. */
static ChessGameNode *
main_child_for (ChessGame       *self,
                const ChessMove *move,
                gboolean        *tree_changed)
{
  ChessGameNode *current = chess_game_get_current_node (self);
  ChessGameNode *child = chess_game_node_find_child (current, move);
  ChessGameNode *former = chess_game_node_get_next (current);

  *tree_changed = FALSE;
  if (child != NULL && child == former)
    return child;
  /* Off the main line (after a promotion elsewhere) the moves around
   * the current node are a variation's: they keep their order. */
  if (!chess_game_node_is_main_line (current))
    {
      if (child == NULL)
        {
          child = _chess_game_node_new (current, move);
          _chess_game_node_insert_child (current, child, -1);
          self->n_nodes++;
          *tree_changed = TRUE;
        }
      return child;
    }

  if (child != NULL)
    _chess_game_node_move_to (child, 0);
  else
    {
      child = _chess_game_node_new (current, move);
      _chess_game_node_insert_child (current, child, 0);
      self->n_nodes++;
    }
  *tree_changed = TRUE;
  /* What Redo alone held goes as it always went; anything a user or a
   * file wrote into it stays, as a variation. */
  if (former != NULL && _chess_game_node_is_bare (former))
    _chess_game_remove_subtree (self, former);
  return child;
}

gboolean
chess_game_play (ChessGame        *self,
                 const ChessMove  *move,
                 GError          **error)
{
  const ChessPosition *pos;
  ChessGameNode *node;
  ChessGameHistoryState before;
  gboolean tree_changed;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->result != CHESS_RESULT_NONE)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_GAME_OVER, "The game is over");
      return FALSE;
    }
  pos = chess_game_get_position (self);
  if (!chess_position_is_legal (pos, move))
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_ILLEGAL_MOVE, "The move is not legal in this position");
      return FALSE;
    }

  _chess_game_history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));

  node = main_child_for (self, move, &tree_changed);
  g_ptr_array_add (self->line, node);
  if (tree_changed)
    g_signal_emit (self, signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, node->parent);

  _chess_game_update_result (self);
  _chess_game_notify_history (self, &before);
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_MOVE_PLAYED], 0, self->line->len - 1, node->move);

  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

ChessGameNode *
_chess_game_append_move (ChessGame     *self,
                         ChessGameNode *parent,
                         ChessMove     *move,
                         gboolean       played)
{
  ChessGameNode *child = chess_game_node_find_child (parent, move);

  if (child != NULL)
    chess_move_free (move);
  else
    {
      child = _chess_game_node_new_take (parent, move);
      _chess_game_node_insert_child (parent, child, -1);
      self->n_nodes++;
    }
  if (played)
    g_ptr_array_add (self->line, child);
  return child;
}

void
_chess_game_settle (ChessGame *self)
{
  ChessGameHistoryState before = { G_MAXUINT, FALSE, FALSE, CHESS_DRAW_CLAIM_NONE };

  g_object_freeze_notify (G_OBJECT (self));
  _chess_game_update_result (self);
  _chess_game_notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
}

void
_chess_game_set_current (ChessGame     *self,
                         ChessGameNode *node)
{
  ChessGameHistoryState before;

  if (node == chess_game_get_current_node (self))
    return;
  _chess_game_history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  g_ptr_array_set_size (self->line, node->ply + 1);
  for (ChessGameNode *n = node; n != NULL; n = n->parent)
    g_ptr_array_index (self->line, n->ply) = n;
  _chess_game_update_result (self);
  _chess_game_notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
chess_game_play_text (ChessGame   *self,
                      const char  *text,
                      GError     **error)
{
  g_autoptr(ChessMove) move = NULL;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  move = chess_position_parse_move (chess_game_get_position (self), text, error);
  return move != NULL && chess_game_play (self, move, error);
}

gboolean
chess_game_can_undo (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->result_by_action || self->line->len > 1;
}

gboolean
chess_game_can_redo (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return chess_game_node_get_next (chess_game_get_current_node (self)) != NULL &&
         self->result == CHESS_RESULT_NONE;
}

gboolean
chess_game_undo (ChessGame *self)
{
  ChessGameNode *node;
  guint n;
  ChessGameHistoryState before;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (!chess_game_can_undo (self))
    return FALSE;
  _chess_game_history_state_take (self, &before);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->result_by_action)
    {
      _chess_game_update_result (self);
      _chess_game_notify_history (self, &before);
      g_object_thaw_notify (G_OBJECT (self));
      return TRUE;
    }

  /* The node stays in the tree: Redo goes along it again. */
  n = self->line->len - 1;
  node = g_ptr_array_steal_index (self->line, n);
  _chess_game_update_result (self);
  _chess_game_notify_history (self, &before);
  g_signal_emit (self, signals[CHESS_GAME_SIGNAL_MOVE_UNDONE], 0, n, node->move);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
chess_game_redo (ChessGame *self)
{
  g_autoptr(ChessMove) move = NULL;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (!chess_game_can_redo (self))
    return FALSE;
  move = chess_move_copy (chess_game_node_get_next (chess_game_get_current_node (self))->move);
  return chess_game_play (self, move, NULL);
}
