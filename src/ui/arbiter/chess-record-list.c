/* chess-record-list.c: an event's draw record as a list model, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-record-list"

#include "chess-record-list.h"

struct _ChessRecordItem
{
  GObject           parent_instance;

  ChessRecordEntry *entry;
};

G_DEFINE_FINAL_TYPE (ChessRecordItem, chess_record_item, G_TYPE_OBJECT)

static void
chess_record_item_finalize (GObject *object)
{
  g_clear_pointer (&CHESS_RECORD_ITEM (object)->entry, chess_record_entry_unref);

  G_OBJECT_CLASS (chess_record_item_parent_class)->finalize (object);
}

static void
chess_record_item_class_init (ChessRecordItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_record_item_finalize;
}

static void
chess_record_item_init (ChessRecordItem *self)
{
}

ChessRecordEntry *
chess_record_item_get_entry (ChessRecordItem *self)
{
  g_return_val_if_fail (CHESS_IS_RECORD_ITEM (self), NULL);
  return self->entry;
}

struct _ChessRecordList
{
  GObject     parent_instance;

  ChessEvent *event;
  guint       n_entries;
};

static GType
chess_record_list_get_item_type (GListModel *model)
{
  return CHESS_TYPE_RECORD_ITEM;
}

static guint
chess_record_list_get_n_items (GListModel *model)
{
  return CHESS_RECORD_LIST (model)->n_entries;
}

static gpointer
chess_record_list_get_item (GListModel *model,
                            guint       position)
{
  ChessRecordList *self = CHESS_RECORD_LIST (model);
  ChessRecordItem *item;

  if (position >= self->n_entries)
    return NULL;
  item = g_object_new (CHESS_TYPE_RECORD_ITEM, NULL);
  /* The event's own entry: a reference of the item's. */
  item->entry = chess_record_entry_ref (chess_event_get_entry (self->event, self->n_entries - 1 - position));
  return item;
}

static void
chess_record_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_record_list_get_item_type;
  iface->get_n_items = chess_record_list_get_n_items;
  iface->get_item = chess_record_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessRecordList, chess_record_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, chess_record_list_model_init))

/* The record only grows at its end, the top of the list. */
static void
on_entry_added (ChessRecordList *self)
{
  guint now = chess_event_get_n_entries (self->event);

  if (now > self->n_entries)
    {
      guint added = now - self->n_entries;

      self->n_entries = now;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, added);
    }
}

static void
on_reloaded (ChessRecordList *self)
{
  guint old = self->n_entries;

  self->n_entries = chess_event_get_n_entries (self->event);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_entries);
}

static void
chess_record_list_dispose (GObject *object)
{
  chess_record_list_set_event (CHESS_RECORD_LIST (object), NULL);

  G_OBJECT_CLASS (chess_record_list_parent_class)->dispose (object);
}

static void
chess_record_list_class_init (ChessRecordListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_record_list_dispose;
}

static void
chess_record_list_init (ChessRecordList *self)
{
}

ChessRecordList *
chess_record_list_new (void)
{
  return g_object_new (CHESS_TYPE_RECORD_LIST, NULL);
}

void
chess_record_list_set_event (ChessRecordList *self,
                             ChessEvent      *event)
{
  guint old;

  g_return_if_fail (CHESS_IS_RECORD_LIST (self));
  g_return_if_fail (event == NULL || CHESS_IS_EVENT (event));

  if (self->event == event)
    return;

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_set_object (&self->event, event);
  if (self->event != NULL)
    {
      g_signal_connect_object (self->event, "entry-added", G_CALLBACK (on_entry_added), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->event, "reloaded", G_CALLBACK (on_reloaded), self, G_CONNECT_SWAPPED);
    }

  old = self->n_entries;
  self->n_entries = event != NULL ? chess_event_get_n_entries (event) : 0;
  if (old > 0 || self->n_entries > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->n_entries);
}
