/* chess-game.c: a game from its start position, with undo, redo and result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include "chess-enums.h"
#include "chess-game-private.h"
#include "chess-position-private.h"
#include "chess-startpos.h"

G_DEFINE_FINAL_TYPE (ChessGame, chess_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_START_POSITION,
  PROP_VARIANT,
  PROP_POSITION,
  PROP_N_MOVES,
  PROP_RESULT,
  PROP_RESULT_REASON,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CLAIMABLE_DRAW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
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
    case PROP_START_POSITION:
      g_value_set_boxed (value, self->start);
      break;
    case PROP_VARIANT:
      g_value_set_enum (value, chess_game_get_variant (self));
      break;
    case PROP_POSITION:
      g_value_set_boxed (value, chess_game_get_position (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, chess_game_get_n_moves (self));
      break;
    case PROP_RESULT:
      g_value_set_enum (value, self->result);
      break;
    case PROP_RESULT_REASON:
      g_value_set_enum (value, self->reason);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, chess_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, chess_game_can_redo (self));
      break;
    case PROP_CLAIMABLE_DRAW:
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
    case PROP_START_POSITION:
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

  properties[PROP_START_POSITION] =
    g_param_spec_boxed ("start-position", NULL, NULL, CHESS_TYPE_POSITION,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL, CHESS_TYPE_VARIANT, CHESS_VARIANT_CHESS960,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, CHESS_TYPE_POSITION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_enum ("result", NULL, NULL, CHESS_TYPE_RESULT, CHESS_RESULT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT_REASON] =
    g_param_spec_enum ("result-reason", NULL, NULL, CHESS_TYPE_RESULT_REASON, CHESS_RESULT_REASON_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLAIMABLE_DRAW] =
    g_param_spec_enum ("claimable-draw", NULL, NULL, CHESS_TYPE_DRAW_CLAIM, CHESS_DRAW_CLAIM_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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

/* How often NODE's position has stood on the board on the line to it,
 * counting itself. Only positions since the last pawn move or capture
 * can repeat, which the halfmove clock counts. */
static guint
count_repetitions_at (const ChessGameNode *node)
{
  const ChessPosition *now = node->position;
  guint n = 1;
  guint reach = MIN (now->halfmove_clock, node->ply);
  const ChessGameNode *before = node;

  for (guint back = 1; back <= reach; back++)
    {
      before = before->parent;
      if (back % 2 == 0 && before->position->key == now->key)
        n++;
    }
  return n;
}

static guint
count_repetitions (ChessGame *self)
{
  return count_repetitions_at (chess_game_get_current_node (self));
}

/* The result the moves to NODE give by themselves. */
static void
compute_node_result (const ChessGameNode *node,
                     ChessResult         *result,
                     ChessResultReason   *reason)
{
  const ChessPosition *pos = node->position;

  *result = CHESS_RESULT_DRAW;
  if (chess_movegen_count (pos) == 0)
    {
      if (chess_position_checkers (pos))
        {
          *result = pos->side == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS;
          *reason = CHESS_RESULT_REASON_CHECKMATE;
        }
      else
        *reason = CHESS_RESULT_REASON_STALEMATE;
    }
  else if (chess_position_is_insufficient_material (pos))
    *reason = CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL;
  else if (count_repetitions_at (node) >= 5)
    *reason = CHESS_RESULT_REASON_FIVEFOLD_REPETITION;
  else if (pos->halfmove_clock >= 150)
    *reason = CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES;
  else
    {
      *result = CHESS_RESULT_NONE;
      *reason = CHESS_RESULT_REASON_NONE;
    }
}

static void
compute_result (ChessGame         *self,
                ChessResult       *result,
                ChessResultReason *reason)
{
  compute_node_result (chess_game_get_current_node (self), result, reason);
}

void
_chess_game_get_main_line_result (ChessGame         *self,
                                  ChessResult       *result,
                                  ChessResultReason *reason)
{
  ChessGameNode *end = chess_game_get_main_line_end (self);

  if (end == chess_game_get_current_node (self))
    {
      *result = self->result;
      *reason = self->reason;
    }
  else
    compute_node_result (end, result, reason);
}

static void
set_result (ChessGame         *self,
            ChessResult        result,
            ChessResultReason  reason,
            gboolean           by_action)
{
  self->result_by_action = by_action;
  if (self->result != result)
    {
      self->result = result;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
    }
  if (self->reason != reason)
    {
      self->reason = reason;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT_REASON]);
    }
}

static void
update_result (ChessGame *self)
{
  ChessResult result;
  ChessResultReason reason;

  compute_result (self, &result, &reason);
  set_result (self, result, reason, FALSE);
}

/* What a change of the history may change besides the position, taken
 * before it: only what really changed is notified. */
typedef struct
{
  guint          n_moves;
  gboolean       can_undo;
  gboolean       can_redo;
  ChessDrawClaim claimable_draw;
} HistoryState;

static void
history_state_take (ChessGame    *self,
                    HistoryState *state)
{
  state->n_moves = self->line->len - 1;
  state->can_undo = chess_game_can_undo (self);
  state->can_redo = chess_game_can_redo (self);
  state->claimable_draw = chess_game_get_claimable_draw (self);
}

/* The position is notified with every change, results included: a view
 * that follows it alone sees everything. */
static void
notify_history (ChessGame          *self,
                const HistoryState *before)
{
  GObject *object = G_OBJECT (self);
  HistoryState after;

  history_state_take (self, &after);
  g_object_notify_by_pspec (object, properties[PROP_POSITION]);
  if (after.n_moves != before->n_moves)
    g_object_notify_by_pspec (object, properties[PROP_N_MOVES]);
  if (after.can_undo != before->can_undo)
    g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
  if (after.can_redo != before->can_redo)
    g_object_notify_by_pspec (object, properties[PROP_CAN_REDO]);
  if (after.claimable_draw != before->claimable_draw)
    g_object_notify_by_pspec (object, properties[PROP_CLAIMABLE_DRAW]);
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
  HistoryState before;
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

  history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));

  node = main_child_for (self, move, &tree_changed);
  g_ptr_array_add (self->line, node);
  if (tree_changed)
    g_signal_emit (self, signals[CHESS_GAME_SIGNAL_TREE_CHANGED], 0, node->parent);

  update_result (self);
  notify_history (self, &before);
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

gboolean
_chess_game_is_drawn_by_rule (ChessGame         *self,
                              ChessResultReason *reason)
{
  const ChessPosition *pos = chess_game_get_position (self);

  if (chess_position_is_insufficient_material (pos))
    *reason = CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL;
  /* Five times the same position takes at least 16 reversible plies. */
  else if (pos->halfmove_clock >= 16 && count_repetitions (self) >= 5)
    *reason = CHESS_RESULT_REASON_FIVEFOLD_REPETITION;
  else if (pos->halfmove_clock >= 150)
    *reason = CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES;
  else
    return FALSE;
  return TRUE;
}

void
_chess_game_settle (ChessGame *self)
{
  HistoryState before = { G_MAXUINT, FALSE, FALSE, CHESS_DRAW_CLAIM_NONE };

  g_object_freeze_notify (G_OBJECT (self));
  update_result (self);
  notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
}

void
_chess_game_set_current (ChessGame     *self,
                         ChessGameNode *node)
{
  HistoryState before;

  if (node == chess_game_get_current_node (self))
    return;
  history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  g_ptr_array_set_size (self->line, node->ply + 1);
  for (ChessGameNode *n = node; n != NULL; n = n->parent)
    g_ptr_array_index (self->line, n->ply) = n;
  update_result (self);
  notify_history (self, &before);
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
  HistoryState before;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (!chess_game_can_undo (self))
    return FALSE;
  history_state_take (self, &before);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->result_by_action)
    {
      update_result (self);
      notify_history (self, &before);
      g_object_thaw_notify (G_OBJECT (self));
      return TRUE;
    }

  /* The node stays in the tree: Redo goes along it again. */
  n = self->line->len - 1;
  node = g_ptr_array_steal_index (self->line, n);
  update_result (self);
  notify_history (self, &before);
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

ChessResult
chess_game_get_result (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_RESULT_NONE);
  return self->result;
}

ChessResultReason
chess_game_get_result_reason (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_RESULT_REASON_NONE);
  return self->reason;
}

ChessDrawClaim
chess_game_get_claimable_draw (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_DRAW_CLAIM_NONE);

  if (self->result != CHESS_RESULT_NONE)
    return CHESS_DRAW_CLAIM_NONE;
  if (count_repetitions (self) >= 3)
    return CHESS_DRAW_CLAIM_THREEFOLD_REPETITION;
  if (chess_game_get_position (self)->halfmove_clock >= 100)
    return CHESS_DRAW_CLAIM_FIFTY_MOVES;
  return CHESS_DRAW_CLAIM_NONE;
}

static gboolean
end_by_action (ChessGame         *self,
               ChessResult        result,
               ChessResultReason  reason)
{
  HistoryState before;

  if (self->result != CHESS_RESULT_NONE)
    return FALSE;
  history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  set_result (self, result, reason, TRUE);
  notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
chess_game_claim_draw (ChessGame *self)
{
  ChessDrawClaim claim;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  claim = chess_game_get_claimable_draw (self);
  if (claim == CHESS_DRAW_CLAIM_NONE)
    return FALSE;
  return end_by_action (self, CHESS_RESULT_DRAW,
                        claim == CHESS_DRAW_CLAIM_THREEFOLD_REPETITION
                          ? CHESS_RESULT_REASON_THREEFOLD_REPETITION
                          : CHESS_RESULT_REASON_FIFTY_MOVES);
}

gboolean
chess_game_resign (ChessGame  *self,
                   ChessColor  color)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return end_by_action (self,
                        color == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS,
                        CHESS_RESULT_REASON_RESIGNATION);
}

gboolean
chess_game_agree_draw (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return end_by_action (self, CHESS_RESULT_DRAW, CHESS_RESULT_REASON_DRAW_AGREED);
}

gboolean
chess_game_flag_fall (ChessGame  *self,
                      ChessColor  color)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  /* Laws 6.9: the game is drawn if the opponent cannot checkmate by any
   * possible series of legal moves. */
  if (!chess_position_has_mating_material (chess_game_get_position (self), color ^ 1))
    return end_by_action (self, CHESS_RESULT_DRAW, CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL);
  return end_by_action (self,
                        color == CHESS_COLOR_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS,
                        CHESS_RESULT_REASON_TIMEOUT);
}

void
chess_game_set_result (ChessGame         *self,
                       ChessResult        result,
                       ChessResultReason  reason)
{
  HistoryState before;

  g_return_if_fail (CHESS_IS_GAME (self));

  history_state_take (self, &before);
  g_object_freeze_notify (G_OBJECT (self));
  set_result (self, result, reason, result != CHESS_RESULT_NONE);
  notify_history (self, &before);
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
chess_result_to_string (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1-0";
    case CHESS_RESULT_BLACK_WINS:
      return "0-1";
    case CHESS_RESULT_DRAW:
      return "1/2-1/2";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}
