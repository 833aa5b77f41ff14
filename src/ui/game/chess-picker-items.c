/* chess-picker-items.c: the game picker's rows as a list model: a game
 * parsed already, or one of an index's, made when asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-picker"

#include "chess-picker-items.h"

G_DEFINE_FINAL_TYPE (ChessPickerItem, chess_picker_item, G_TYPE_OBJECT)

static void
chess_picker_item_dispose (GObject *object)
{
  g_clear_object (&CHESS_PICKER_ITEM (object)->game);
  g_clear_pointer (&CHESS_PICKER_ITEM (object)->pgn, chess_pgn_index_unref);
  G_OBJECT_CLASS (chess_picker_item_parent_class)->dispose (object);
}

static void
chess_picker_item_class_init (ChessPickerItemClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_picker_item_dispose;
}

static void
chess_picker_item_init (ChessPickerItem *self)
{
}

struct _ChessPickerIndexModel
{
  GObject        parent_instance;

  ChessPgnIndex *pgn;
};

static GType
index_model_get_item_type (GListModel *model)
{
  return CHESS_TYPE_PICKER_ITEM;
}

static guint
index_model_get_n_items (GListModel *model)
{
  return chess_pgn_index_get_n_games (CHESS_PICKER_INDEX_MODEL (model)->pgn);
}

static gpointer
index_model_get_item (GListModel *model,
                      guint       position)
{
  ChessPickerIndexModel *self = CHESS_PICKER_INDEX_MODEL (model);
  ChessPickerItem *item;

  if (position >= chess_pgn_index_get_n_games (self->pgn))
    return NULL;
  item = g_object_new (CHESS_TYPE_PICKER_ITEM, NULL);
  item->index = position;
  item->pgn = chess_pgn_index_ref (self->pgn);
  return item;
}

static void
index_model_init_list_model (GListModelInterface *iface)
{
  iface->get_item_type = index_model_get_item_type;
  iface->get_n_items = index_model_get_n_items;
  iface->get_item = index_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessPickerIndexModel, chess_picker_index_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, index_model_init_list_model))

static void
chess_picker_index_model_finalize (GObject *object)
{
  g_clear_pointer (&CHESS_PICKER_INDEX_MODEL (object)->pgn, chess_pgn_index_unref);
  G_OBJECT_CLASS (chess_picker_index_model_parent_class)->finalize (object);
}

static void
chess_picker_index_model_class_init (ChessPickerIndexModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_picker_index_model_finalize;
}

static void
chess_picker_index_model_init (ChessPickerIndexModel *self)
{
}

GListModel *
chess_picker_index_model_new (ChessPgnIndex *index)
{
  ChessPickerIndexModel *self;

  g_return_val_if_fail (index != NULL, NULL);

  self = g_object_new (CHESS_TYPE_PICKER_INDEX_MODEL, NULL);
  self->pgn = chess_pgn_index_ref (index);
  return G_LIST_MODEL (self);
}
