/* chess-event-import.c: bringing an event file into the store, without
 * silent duplicates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-store"

#include <string.h>

#include "chess-event-import.h"
#include "chess-event-private.h"
#include "chess-event-store-private.h"

struct _ChessEventImport
{
  GObject     parent_instance;

  ChessEvent *event;
  ChessEvent *existing;
  GArray     *conflicts;     /* guint round numbers */
  guint       n_only_here;
  guint       n_only_there;
  gboolean    identical;
  char       *copy_name;
};

G_DEFINE_FINAL_TYPE (ChessEventImport, chess_event_import, G_TYPE_OBJECT)

static void
chess_event_import_finalize (GObject *object)
{
  ChessEventImport *self = CHESS_EVENT_IMPORT (object);

  g_clear_object (&self->event);
  g_clear_object (&self->existing);
  g_clear_pointer (&self->conflicts, g_array_unref);
  g_clear_pointer (&self->copy_name, g_free);

  G_OBJECT_CLASS (chess_event_import_parent_class)->finalize (object);
}

static void
chess_event_import_class_init (ChessEventImportClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_event_import_finalize;
}

static void
chess_event_import_init (ChessEventImport *self)
{
  self->conflicts = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
compare_events (ChessEventImport *self)
{
  guint here = chess_event_get_n_rounds (self->existing);
  guint there = chess_event_get_n_rounds (self->event);
  g_autofree char *data_here = NULL;
  g_autofree char *data_there = NULL;

  for (guint i = 0; i < MIN (here, there); i++)
    {
      const ChessRound *a = chess_event_get_round (self->existing, i);
      const ChessRound *b = chess_event_get_round (self->event, i);

      if (a->number != b->number || a->method != b->method)
        g_array_append_val (self->conflicts, a->round);
    }

  self->n_only_here = here > there ? here - there : 0;
  self->n_only_there = there > here ? there - here : 0;

  data_here = chess_event_to_public_data (self->existing, NULL);
  data_there = chess_event_to_public_data (self->event, NULL);
  self->identical = strcmp (data_here, data_there) == 0;
}

ChessEventImport *
chess_event_store_prepare_import (ChessEventStore  *store,
                                  GFile            *file,
                                  GError          **error)
{
  g_autoptr(ChessEventImport) self = NULL;
  g_autoptr(ChessEvent) event = NULL;
  ChessEvent *existing;
  const char *name;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (store), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A fresh object read from the file: independent of any event the file
   * was exported from, and of earlier imports. */
  event = chess_event_new_from_file (file, error);
  if (event == NULL)
    return NULL;

  self = g_object_new (CHESS_TYPE_EVENT_IMPORT, NULL);
  self->event = g_steal_pointer (&event);

  existing = _chess_event_store_find_by_id (store, chess_event_get_id (self->event));
  if (existing != NULL)
    {
      self->existing = g_object_ref (existing);
      compare_events (self);
    }

  name = chess_event_get_name (self->event);
  for (guint n = 2; ; n++)
    {
      g_autofree char *candidate = g_strdup_printf ("%s (%u)", name, n);

      if (!_chess_event_store_name_in_use (store, candidate))
        {
          self->copy_name = g_steal_pointer (&candidate);
          break;
        }
    }

  return g_steal_pointer (&self);
}

ChessEvent *
chess_event_store_finish_import (ChessEventStore   *store,
                                 ChessEventImport  *self,
                                 ChessImportAction  action,
                                 GError           **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT_STORE (store), NULL);
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), NULL);
  g_return_val_if_fail ((action == CHESS_IMPORT_ADD) == (self->existing == NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  switch (action)
    {
    case CHESS_IMPORT_REPLACE:
      {
        /* The imported object is spent by the replacement. */
        g_autoptr(ChessEvent) incoming = g_steal_pointer (&self->event);

        if (!_chess_event_store_replace (store, self->existing, incoming, error))
          {
            self->event = g_steal_pointer (&incoming);
            return NULL;
          }
        return g_object_ref (self->existing);
      }

    case CHESS_IMPORT_KEEP_BOTH:
      _chess_event_make_copy (self->event, self->copy_name);
      G_GNUC_FALLTHROUGH;

    case CHESS_IMPORT_ADD:
    default:
      if (!chess_event_store_add (store, self->event, error))
        return NULL;
      return g_object_ref (self->event);
    }
}

ChessEvent *
chess_event_store_import (ChessEventStore  *store,
                          GFile            *file,
                          GError          **error)
{
  g_autoptr(ChessEventImport) import = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (store), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  import = chess_event_store_prepare_import (store, file, error);
  if (import == NULL)
    return NULL;

  if (import->existing != NULL)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_EVENT_EXISTS,
                   "“%s” is already here (the same event, not only the same name)",
                   chess_event_get_name (import->existing));
      return NULL;
    }

  return chess_event_store_finish_import (store, import, CHESS_IMPORT_ADD, error);
}

ChessEvent *
chess_event_import_get_event (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), NULL);

  return self->event;
}

ChessEvent *
chess_event_import_get_existing (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), NULL);

  return self->existing;
}

const guint *
chess_event_import_get_conflicts (ChessEventImport *self,
                                  guint            *n_conflicts)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), NULL);
  g_return_val_if_fail (n_conflicts != NULL, NULL);

  *n_conflicts = self->conflicts->len;

  return (const guint *) self->conflicts->data;
}

guint
chess_event_import_get_n_only_here (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), 0);

  return self->n_only_here;
}

guint
chess_event_import_get_n_only_there (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), 0);

  return self->n_only_there;
}

gboolean
chess_event_import_is_identical (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), FALSE);

  return self->identical;
}

const char *
chess_event_import_get_copy_name (ChessEventImport *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_IMPORT (self), NULL);

  return self->copy_name;
}
