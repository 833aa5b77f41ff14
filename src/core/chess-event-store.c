/* chess-event-store.c: the events in the user's data folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-store"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-event-private.h"
#include "chess-event-store-private.h"
#include "chess-files.h"

#define FILE_SUFFIX ".chess960-event"

/* Long enough to tell events apart in a file manager, short enough to
 * stay far below any file system's limit once the suffixes are added. */
#define MAX_SLUG_LENGTH 48


struct _ChessEventStore
{
  GObject    parent_instance;

  char      *directory;
  GPtrArray *entries;   /* Entry*, in the model's order: newest first */
};

static void chess_event_store_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessEventStore, chess_event_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      chess_event_store_list_model_init))

enum {
  PROP_0,
  PROP_DIRECTORY,
  N_PROPS
};

enum {
  DAMAGED_FILE,
  SAVE_FAILED,
  SAVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
entry_free (Entry *entry)
{
  _chess_event_entry_stop_following (entry);
  g_clear_signal_handler (&entry->changed_id, entry->event);
  g_clear_object (&entry->event);
  g_clear_object (&entry->file);
  /* Closing the descriptor releases the lock. */
  if (entry->lock_fd >= 0)
    close (entry->lock_fd);
  g_free (entry);
}

static GType
chess_event_store_get_item_type (GListModel *model)
{
  return CHESS_TYPE_EVENT;
}

static guint
chess_event_store_get_n_items (GListModel *model)
{
  ChessEventStore *self = CHESS_EVENT_STORE (model);

  return self->entries->len;
}

static gpointer
chess_event_store_get_item (GListModel *model,
                            guint       position)
{
  ChessEventStore *self = CHESS_EVENT_STORE (model);
  Entry *entry;

  if (position >= self->entries->len)
    return NULL;

  entry = g_ptr_array_index (self->entries, position);

  return g_object_ref (entry->event);
}

static void
chess_event_store_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_event_store_get_item_type;
  iface->get_n_items = chess_event_store_get_n_items;
  iface->get_item = chess_event_store_get_item;
}

static void
chess_event_store_dispose (GObject *object)
{
  ChessEventStore *self = CHESS_EVENT_STORE (object);

  /* Disconnects from the events, which may outlive the store. */
  if (self->entries != NULL)
    g_ptr_array_set_size (self->entries, 0);

  G_OBJECT_CLASS (chess_event_store_parent_class)->dispose (object);
}

static void
chess_event_store_finalize (GObject *object)
{
  ChessEventStore *self = CHESS_EVENT_STORE (object);

  g_clear_pointer (&self->directory, g_free);
  g_clear_pointer (&self->entries, g_ptr_array_unref);

  G_OBJECT_CLASS (chess_event_store_parent_class)->finalize (object);
}

static void
chess_event_store_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessEventStore *self = CHESS_EVENT_STORE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_store_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessEventStore *self = CHESS_EVENT_STORE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_free (self->directory);
      self->directory = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_store_class_init (ChessEventStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_event_store_dispose;
  object_class->finalize = chess_event_store_finalize;
  object_class->get_property = chess_event_store_get_property;
  object_class->set_property = chess_event_store_set_property;

  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessEventStore::damaged-file:
   * @path: the file that could not be read as an event
   * @backup_path: (nullable): where it was moved to, or %NULL when it was
   *   left in place (it could not be read at all, or not be renamed)
   * @error: what is wrong with it
   */
  signals[DAMAGED_FILE] =
    g_signal_new ("damaged-file",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL, NULL,
                  G_TYPE_NONE,
                  3,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE,
                  G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ChessEventStore::save-failed:
   * @event: the event whose file could not be written
   * @error: why
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL, NULL,
                  G_TYPE_NONE,
                  2,
                  CHESS_TYPE_EVENT,
                  G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ChessEventStore::saved:
   * @event: an event whose earlier save had failed, now written whole
   */
  signals[SAVED] =
    g_signal_new ("saved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL, NULL,
                  G_TYPE_NONE,
                  1,
                  CHESS_TYPE_EVENT);
}

static void
chess_event_store_init (ChessEventStore *self)
{
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
}

ChessEventStore *
chess_event_store_new (const char *directory)
{
  g_return_val_if_fail (directory != NULL, NULL);

  return g_object_new (CHESS_TYPE_EVENT_STORE,
                       "directory", directory,
                       NULL);
}

char *
chess_event_store_default_directory (void)
{
  return g_build_filename (g_get_user_data_dir (), "chess960", "events", NULL);
}

const char *
chess_event_store_get_directory (ChessEventStore *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), NULL);

  return self->directory;
}

static gboolean
ensure_directory (ChessEventStore  *self,
                  GError          **error)
{
  int saved_errno;

  if (g_mkdir_with_parents (self->directory, 0755) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               "Cannot create the folder “%s”: %s",
               self->directory, g_strerror (saved_errno));

  return FALSE;
}

Entry *
_chess_event_store_find_entry (ChessEventStore *self,
            ChessEvent      *event,
            guint           *position)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->event == event)
        {
          if (position != NULL)
            *position = i;
          return entry;
        }
    }

  return NULL;
}

/* Newest first; events created in the same second by file name, so that
 * the order does not depend on the order the folder lists them in. */
static gint
compare_entries (const Entry *a,
                 const Entry *b)
{
  gint order = g_date_time_compare (chess_event_get_created (b->event),
                                    chess_event_get_created (a->event));
  g_autofree char *name_a = NULL;
  g_autofree char *name_b = NULL;

  if (order != 0)
    return order;

  name_a = g_file_get_basename (a->file);
  name_b = g_file_get_basename (b->file);

  return strcmp (name_a, name_b);
}

static gint
compare_entry_pointers (gconstpointer a,
                        gconstpointer b)
{
  return compare_entries (*(Entry * const *) a, *(Entry * const *) b);
}

static gboolean
save_entry (ChessEventStore  *self,
            Entry            *entry,
            GError          **error)
{
  /* The folder may have been deleted while the app ran. */
  return ensure_directory (self, error) &&
         chess_event_save_to_file (entry->event, entry->file, error);
}

/* Saves ENTRY, keeping track of whether what is on disk is what the
 * event holds: a change that could not be written is never shown as
 * saved, and the next change or a retry writes everything. */
static gboolean
store_save (ChessEventStore  *self,
            Entry            *entry,
            GError          **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!save_entry (self, entry, &local_error))
    {
      entry->unsaved = TRUE;
      g_signal_emit (self, signals[SAVE_FAILED], 0, entry->event, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (entry->unsaved)
    {
      entry->unsaved = FALSE;
      g_signal_emit (self, signals[SAVED], 0, entry->event);
    }

  return TRUE;
}

gboolean
chess_event_store_get_saved (ChessEventStore *self,
                             ChessEvent      *event)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);

  entry = _chess_event_store_find_entry (self, event, NULL);
  g_return_val_if_fail (entry != NULL, FALSE);

  return !entry->unsaved;
}

gboolean
chess_event_store_retry_save (ChessEventStore  *self,
                              ChessEvent       *event,
                              GError          **error)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  entry = _chess_event_store_find_entry (self, event, NULL);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->lock_fd < 0)
    return _chess_event_check_writable (event, error);

  return store_save (self, entry, error);
}

static void
on_event_changed (ChessEvent      *event,
                  ChessEventStore *self)
{
  g_autoptr(GError) error = NULL;
  Entry *entry = _chess_event_store_find_entry (self, event, NULL);

  g_return_if_fail (entry != NULL);

  /* A read-only event does not change, and is never written. */
  if (entry->lock_fd < 0)
    return;

  store_save (self, entry, &error);
}

static Entry *
entry_new (ChessEventStore *self,
           ChessEvent      *event,
           GFile           *file)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->store = self;
  entry->event = g_object_ref (event);
  entry->file = g_object_ref (file);
  entry->lock_fd = -1;
  entry->changed_id = g_signal_connect (event, "changed",
                                        G_CALLBACK (on_event_changed), self);

  return entry;
}

static void
insert_entry (ChessEventStore *self,
              Entry           *entry)
{
  guint position = 0;

  while (position < self->entries->len &&
         compare_entries (g_ptr_array_index (self->entries, position), entry) < 0)
    position++;

  g_ptr_array_insert (self->entries, position, entry);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* Reads PATH under its lock (taken first, so that what is read is what
 * the writer left). A damaged file is set aside as before, and what it
 * still holds comes back read-only with a note of what was lost. */
static Entry *
load_file (ChessEventStore  *self,
           const char       *path,
           GError          **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  int lock_fd;
  Entry *entry;

  lock_fd = _chess_event_take_lock (file);

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    goto failed;

  event = chess_event_new_from_data (contents, length, &local_error);
  if (event == NULL)
    {
      g_autofree char *backup = NULL;

      if (!g_error_matches (local_error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT))
        goto failed;

      /* Only the copy that holds the lock moves files. */
      event = chess_event_recover_from_data (contents, length, NULL);
      if (lock_fd >= 0)
        backup = chess_files_set_aside (path);

      g_debug ("Cannot load %s: %s", path, local_error->message);
      g_signal_emit (self, signals[DAMAGED_FILE], 0, path, backup, local_error);

      if (event == NULL)
        goto failed;

      /* Nobody writes what is left until the user says so. */
      if (lock_fd >= 0)
        close (lock_fd);
      lock_fd = -1;
    }
  else if (lock_fd >= 0)
    {
      g_autofree char *now = NULL;

      /* The app ended with a result on screen: on the record, and the
       * result is offered again. */
      _chess_event_mark_interrupted (event);

      /* An older format, or a newer version's order, is written back in
       * today's format. */
      now = chess_event_to_data (event, NULL);
      if (strcmp (now, contents) != 0 &&
          !chess_event_save_to_file (event, file, &local_error))
        {
          g_signal_emit (self, signals[SAVE_FAILED], 0, event, local_error);
          g_clear_error (&local_error);
        }
    }

  entry = entry_new (self, event, file);
  entry->lock_fd = lock_fd;
  _chess_event_entry_claim (entry);

  return entry;

failed:
  if (lock_fd >= 0)
    close (lock_fd);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

gboolean
chess_event_store_load (ChessEventStore  *self,
                        GError          **error)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_removed;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ensure_directory (self, error))
    return FALSE;

  dir = g_dir_open (self->directory, 0, error);
  if (dir == NULL)
    return FALSE;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, FILE_SUFFIX) && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  /* Damaged files are reported in a stable order. */
  g_ptr_array_sort (names, compare_strings);

  /* A reload drops the old entries (and their locks) first, so that
   * this store does not find its own lock taken; the model says so at
   * once, as handlers of ::damaged-file may look at it. */
  n_removed = self->entries->len;
  g_ptr_array_set_size (self->entries, 0);
  if (n_removed > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_removed, 0);

  loaded = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (self->directory, names->pdata[i], NULL);
      g_autoptr(GError) local_error = NULL;
      Entry *entry;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;

      entry = load_file (self, path, &local_error);
      if (entry != NULL)
        g_ptr_array_add (loaded, entry);
      else if (!g_error_matches (local_error, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT))
        {
          /* One that cannot be read at all may be fine once readable. */
          g_debug ("Cannot load %s: %s", path, local_error->message);
          g_signal_emit (self, signals[DAMAGED_FILE], 0, path, NULL, local_error);
        }
    }

  g_ptr_array_sort (loaded, compare_entry_pointers);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  self->entries = g_steal_pointer (&loaded);

  if (self->entries->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, self->entries->len);

  return TRUE;
}

ChessEvent *
chess_event_store_open (ChessEventStore  *self,
                        const char       *path,
                        GError          **error)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = load_file (self, path, error);
  if (entry == NULL)
    return NULL;

  insert_entry (self, entry);

  return g_object_ref (entry->event);
}

gboolean
chess_event_store_keep_recovered (ChessEventStore  *self,
                                  ChessEvent       *event,
                                  GError          **error)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  entry = _chess_event_store_find_entry (self, event, NULL);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (chess_event_get_damage (event) != NULL, FALSE);

  if (g_file_query_exists (entry->file, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "“%s” exists again; it was not replaced", g_file_peek_path (entry->file));
      return FALSE;
    }

  if (entry->lock_fd < 0)
    entry->lock_fd = _chess_event_take_lock (entry->file);
  if (entry->lock_fd < 0)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_READ_ONLY,
                           "Another copy of Chess960 has this event open");
      return FALSE;
    }

  _chess_event_record_recovered (event);
  if (!save_entry (self, entry, error))
    {
      close (entry->lock_fd);
      entry->lock_fd = -1;
      return FALSE;
    }

  _chess_event_entry_claim (entry);

  return TRUE;
}

/* An ASCII file name from the event's name: "Club Championship" becomes
 * "club-championship". */
static char *
slug_from_name (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  GString *slug = g_string_new (NULL);
  gboolean gap = FALSE;

  for (const char *p = ascii; *p != '\0' && slug->len < MAX_SLUG_LENGTH; p++)
    {
      if (!g_ascii_isalnum (*p))
        {
          gap = TRUE;
          continue;
        }

      if (gap && slug->len > 0)
        g_string_append_c (slug, '-');
      g_string_append_c (slug, g_ascii_tolower (*p));
      gap = FALSE;
    }

  if (slug->len == 0)
    g_string_append (slug, "event");

  return g_string_free (slug, FALSE);
}

static gboolean
file_in_use (ChessEventStore *self,
             GFile           *file)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (g_file_equal (entry->file, file))
        return TRUE;
    }

  return g_file_query_exists (file, NULL);
}

static GFile *
unique_file (ChessEventStore *self,
             const char      *name)
{
  g_autofree char *slug = slug_from_name (name);

  for (guint n = 1; ; n++)
    {
      g_autofree char *basename = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;

      if (n == 1)
        basename = g_strconcat (slug, FILE_SUFFIX, NULL);
      else
        basename = g_strdup_printf ("%s-%u%s", slug, n, FILE_SUFFIX);

      path = g_build_filename (self->directory, basename, NULL);
      file = g_file_new_for_path (path);
      if (!file_in_use (self, file))
        return g_steal_pointer (&file);
    }
}

gboolean
chess_event_store_add (ChessEventStore  *self,
                       ChessEvent       *event,
                       GError          **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (_chess_event_store_find_entry (self, event, NULL) == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ensure_directory (self, error))
    return FALSE;

  file = unique_file (self, chess_event_get_name (event));

  return chess_event_store_add_at (self, event, file, error);
}

gboolean
chess_event_store_add_at (ChessEventStore  *self,
                          ChessEvent       *event,
                          GFile            *file,
                          GError          **error)
{
  Entry *entry;
  int lock_fd;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (_chess_event_store_find_entry (self, event, NULL) == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_file_query_exists (file, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "“%s” already exists", g_file_peek_path (file));
      return FALSE;
    }

  {
    g_autoptr(GFile) parent = g_file_get_parent (file);

    if (parent != NULL && !g_file_query_exists (parent, NULL))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     "The folder “%s” does not exist", g_file_peek_path (parent));
        return FALSE;
      }
  }

  /* Another copy may be making the same file this very moment. */
  lock_fd = _chess_event_take_lock (file);
  if (lock_fd < 0 || g_file_query_exists (file, NULL))
    {
      if (lock_fd >= 0)
        close (lock_fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "“%s” is being made by another copy of Chess960", g_file_peek_path (file));
      return FALSE;
    }

  if (!chess_event_save_to_file (event, file, error))
    {
      close (lock_fd);
      return FALSE;
    }

  entry = entry_new (self, event, file);
  entry->lock_fd = lock_fd;
  _chess_event_entry_claim (entry);
  insert_entry (self, entry);

  return TRUE;
}

gboolean
chess_event_store_remove (ChessEventStore  *self,
                          ChessEvent       *event,
                          GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  Entry *entry;
  guint position;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  entry = _chess_event_store_find_entry (self, event, &position);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (entry->lock_fd < 0 && chess_event_get_damage (event) == NULL)
    return _chess_event_check_writable (event, error);

  /* A file someone else already deleted is as good as deleted. */
  if (!g_file_delete (entry->file, NULL, &local_error) &&
      !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The lock file goes with the event, by the copy that held it. */
  if (entry->lock_fd >= 0)
    {
      g_autofree char *lock_path = _chess_event_lock_path (entry->file);

      if (lock_path != NULL)
        g_unlink (lock_path);
    }

  g_ptr_array_remove_index (self->entries, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);

  return TRUE;
}

GFile *
chess_event_store_get_file (ChessEventStore *self,
                            ChessEvent      *event)
{
  Entry *entry;

  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), NULL);
  g_return_val_if_fail (CHESS_IS_EVENT (event), NULL);

  entry = _chess_event_store_find_entry (self, event, NULL);

  return entry != NULL ? g_object_ref (entry->file) : NULL;
}

gboolean
chess_event_store_export (ChessEventStore  *self,
                          ChessEvent       *event,
                          GFile            *file,
                          GError          **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A verifiable event's key stays here until it is revealed. */
  return _chess_event_write (event, file, FALSE, error);
}

ChessEvent *
_chess_event_store_find_by_id (ChessEventStore *self,
                               const char      *id)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (g_strcmp0 (chess_event_get_id (entry->event), id) == 0)
        return entry->event;
    }

  return NULL;
}

gboolean
_chess_event_store_name_in_use (ChessEventStore *self,
                                const char      *name)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (g_strcmp0 (chess_event_get_name (entry->event), name) == 0)
        return TRUE;
    }

  return FALSE;
}

gboolean
_chess_event_store_replace (ChessEventStore  *self,
                            ChessEvent       *event,
                            ChessEvent       *incoming,
                            GError          **error)
{
  Entry *entry = _chess_event_store_find_entry (self, event, NULL);

  g_return_val_if_fail (entry != NULL, FALSE);

  if (!_chess_event_check_writable (event, error))
    return FALSE;

  /* Written first: on failure the event stays as it was, in memory and
   * on disk. */
  if (!ensure_directory (self, error) ||
      !chess_event_save_to_file (incoming, entry->file, error))
    return FALSE;

  g_signal_handler_block (event, entry->changed_id);
  _chess_event_take_contents (event, incoming);
  g_signal_handler_unblock (event, entry->changed_id);

  return TRUE;
}
