/* chess-round-list.c: an event's rounds as a list model, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-round-list"

#include "chess-round-list.h"

struct _ChessRoundItem
{
  GObject     parent_instance;

  ChessEvent *event;
  guint       index;
};

G_DEFINE_FINAL_TYPE (ChessRoundItem, chess_round_item, G_TYPE_OBJECT)

static void
chess_round_item_dispose (GObject *object)
{
  ChessRoundItem *self = CHESS_ROUND_ITEM (object);

  g_clear_object (&self->event);

  G_OBJECT_CLASS (chess_round_item_parent_class)->dispose (object);
}

static void
chess_round_item_class_init (ChessRoundItemClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_round_item_dispose;
}

static void
chess_round_item_init (ChessRoundItem *self)
{
}

ChessEvent *
chess_round_item_get_event (ChessRoundItem *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ITEM (self), NULL);
  return self->event;
}

guint
chess_round_item_get_index (ChessRoundItem *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ITEM (self), 0);
  return self->index;
}

const ChessRound *
chess_round_item_get_round (ChessRoundItem *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ITEM (self), NULL);
  return chess_event_get_round (self->event, self->index);
}

gboolean
chess_round_item_get_is_last (ChessRoundItem *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_ITEM (self), FALSE);
  return self->index + 1 == chess_event_get_n_rounds (self->event);
}

struct _ChessRoundList
{
  GObject     parent_instance;

  ChessEvent *event;
  /* What the list last said it holds. */
  guint       n_rounds;
};

static GType
chess_round_list_get_item_type (GListModel *model)
{
  return CHESS_TYPE_ROUND_ITEM;
}

static guint
chess_round_list_get_n_items (GListModel *model)
{
  return CHESS_ROUND_LIST (model)->n_rounds;
}

static gpointer
chess_round_list_get_item (GListModel *model,
                           guint       position)
{
  ChessRoundList *self = CHESS_ROUND_LIST (model);
  ChessRoundItem *item;

  if (position >= self->n_rounds)
    return NULL;

  /* Made on demand: a list view asks only for the rows it shows. */
  item = g_object_new (CHESS_TYPE_ROUND_ITEM, NULL);
  item->event = g_object_ref (self->event);
  item->index = self->n_rounds - 1 - position;
  return item;
}

static void
chess_round_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_round_list_get_item_type;
  iface->get_n_items = chess_round_list_get_n_items;
  iface->get_item = chess_round_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessRoundList, chess_round_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, chess_round_list_model_init))

/* Rounds only come and go at the end, the top of the list: a new round
 * adds rows there, and the round that was last until then changes (it
 * can no longer be removed); a removal the other way round. */
static void
chess_round_list_sync (ChessRoundList *self)
{
  guint old = self->n_rounds;
  guint now = self->event != NULL ? chess_event_get_n_rounds (self->event) : 0;

  if (now == old)
    return;

  self->n_rounds = now;
  if (now > old)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old > 0 ? 1 : 0, now - old + (old > 0 ? 1 : 0));
  else
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old - now + (now > 0 ? 1 : 0), now > 0 ? 1 : 0);
}

static void
chess_round_list_reload (ChessRoundList *self)
{
  guint old = self->n_rounds;

  self->n_rounds = chess_event_get_n_rounds (self->event);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_rounds);
}

static void
chess_round_list_dispose (GObject *object)
{
  chess_round_list_set_event (CHESS_ROUND_LIST (object), NULL);

  G_OBJECT_CLASS (chess_round_list_parent_class)->dispose (object);
}

static void
chess_round_list_class_init (ChessRoundListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_round_list_dispose;
}

static void
chess_round_list_init (ChessRoundList *self)
{
}

ChessRoundList *
chess_round_list_new (ChessEvent *event)
{
  ChessRoundList *self;

  g_return_val_if_fail (event == NULL || CHESS_IS_EVENT (event), NULL);

  self = g_object_new (CHESS_TYPE_ROUND_LIST, NULL);
  chess_round_list_set_event (self, event);
  return self;
}

ChessEvent *
chess_round_list_get_event (ChessRoundList *self)
{
  g_return_val_if_fail (CHESS_IS_ROUND_LIST (self), NULL);
  return self->event;
}

void
chess_round_list_set_event (ChessRoundList *self,
                            ChessEvent     *event)
{
  guint old;

  g_return_if_fail (CHESS_IS_ROUND_LIST (self));
  g_return_if_fail (event == NULL || CHESS_IS_EVENT (event));

  if (self->event == event)
    return;

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_set_object (&self->event, event);
  if (self->event != NULL)
    {
      g_signal_connect_object (self->event, "changed", G_CALLBACK (chess_round_list_sync),
                               self, G_CONNECT_SWAPPED);
      /* Another copy of the app changed the file: any row may differ. */
      g_signal_connect_object (self->event, "reloaded", G_CALLBACK (chess_round_list_reload),
                               self, G_CONNECT_SWAPPED);
    }

  /* Another event: every row is another. */
  old = self->n_rounds;
  self->n_rounds = event != NULL ? chess_event_get_n_rounds (event) : 0;
  if (old > 0 || self->n_rounds > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_rounds);
}

void
chess_round_list_update_rows (ChessRoundList *self)
{
  g_return_if_fail (CHESS_IS_ROUND_LIST (self));

  if (self->n_rounds > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, self->n_rounds, self->n_rounds);
}
