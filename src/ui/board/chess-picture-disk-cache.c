/* chess-picture-disk-cache.c: pictures the app drew, kept between runs
 *
 * Parsing and drawing the twelve SVG pieces, and shaping and drawing the
 * board's coordinates, are a good part of the work before the first
 * frame. The pictures a board drew are kept in XDG_CACHE_HOME/chess960/
 * (pieces/, coordinates/), one file per set of pictures and size, so that
 * the next start reads pixels instead. A cache is not the user's data,
 * but a picture read from it must be exactly the one drawing would give:
 *
 *  - the file is named and its header keyed by a text naming everything
 *    the pixels depend on (the app's version, the artwork or the font,
 *    the libraries, the size in device pixels), so that a change never
 *    shows old pictures; the callers say what that is;
 *  - it is written whole to a temporary file and renamed, and read only
 *    when its header, length and a hash of all its pixels and numbers
 *    agree; anything else is treated as no file at all: the pictures are
 *    drawn;
 *  - each folder keeps the MAX_FILES files used last, MAX_BYTES at most;
 *  - a folder that cannot be made or written, or a full disk, costs only
 *    the drawing: errors are logged for debugging, never shown.
 *
 * The pixels are cairo's ARGB32 (premultiplied, native byte order, the
 * stride cairo gives the width), which the textures use as they are; the
 * numbers that go with them (where a glyph's ink is) follow the pixels as
 * native 32-bit integers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-picture-disk-cache"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-hash.h"
#include "chess-picture-disk-cache.h"

#define MAGIC "C960PCS\n"
#define BYTE_ORDER_MARK 0x01020304u
/* Raised whenever the layout below changes. */
#define FORMAT 1
/* Both sets at several sizes: the sizes of the last few windows. */
#define MAX_FILES 16
#define MAX_BYTES (32 * 1024 * 1024)
/* A temporary file this old was left by a writer that died. */
#define STALE_TEMPORARY_SECONDS 3600
/* The largest picture a file may claim when its size is the file's. */
#define MAX_PICTURE_SIZE 4096

typedef struct {
  char    magic[8];
  guint32 byte_order;
  guint32 format;
  guint8  key[32];
  guint32 size;
  guint32 stride;
  guint32 n_pictures;
  guint32 n_values;
  guint64 payload_length;
  guint64 payload_hash;
} Header;

/* The pixels that follow start 16-byte aligned. */
G_STATIC_ASSERT (sizeof (Header) == 80);

typedef struct {
  ChessUiPictureCacheKind   kind;
  char                     *path;
  Header                    header;
  cairo_surface_t         **pictures;
  gint32                   *values;
} StoreJob;

static const char *const folder_names[CHESS_UI_PICTURE_CACHE_N_KINDS] = { "pieces", "coordinates" };
/* What ends a whole file; a temporary one has another ending. */
static const char *const suffixes[CHESS_UI_PICTURE_CACHE_N_KINDS] = { ".pieces", ".coordinates" };
static const cairo_user_data_key_t bytes_key;
static int n_written[CHESS_UI_PICTURE_CACHE_N_KINDS];
static int n_finished[CHESS_UI_PICTURE_CACHE_N_KINDS];

char *
_chess_ui_picture_disk_cache_dup_folder (ChessUiPictureCacheKind kind)
{
  g_return_val_if_fail (kind < CHESS_UI_PICTURE_CACHE_N_KINDS, NULL);

  return g_build_filename (g_get_user_cache_dir (), "chess960", folder_names[kind], NULL);
}

guint
_chess_ui_picture_disk_cache_get_n_written (ChessUiPictureCacheKind kind)
{
  g_return_val_if_fail (kind < CHESS_UI_PICTURE_CACHE_N_KINDS, 0);

  return (guint) g_atomic_int_get (&n_written[kind]);
}

guint
_chess_ui_picture_disk_cache_get_n_finished (ChessUiPictureCacheKind kind)
{
  g_return_val_if_fail (kind < CHESS_UI_PICTURE_CACHE_N_KINDS, 0);

  return (guint) g_atomic_int_get (&n_finished[kind]);
}

static int
stride_for (int size)
{
  return cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, size);
}

static void
compute_key (const ChessUiPictureCacheKey *key,
             guint8                        digest[32])
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize length = 32;

  g_checksum_update (checksum, (const guchar *) key->key_text, -1);
  g_checksum_get_digest (checksum, digest, &length);
}

/* The key's start in the name: a changed artwork or app gets a file of
 * its own rather than overwriting, in turn, another version's. */
static char *
dup_path (const ChessUiPictureCacheKey *key,
          const guint8                  digest[32])
{
  g_autofree char *folder = _chess_ui_picture_disk_cache_dup_folder (key->kind);
  g_autofree char *size = key->size_from_file ? g_strdup ("") : g_strdup_printf ("-%d", key->size);
  g_autofree char *name = g_strdup_printf ("%s%s-%02x%02x%02x%02x%02x%02x%02x%02x%s",
                                           key->name, size, digest[0], digest[1], digest[2],
                                           digest[3], digest[4], digest[5], digest[6], digest[7],
                                           suffixes[key->kind]);

  return g_build_filename (folder, name, NULL);
}

static gsize
picture_bytes (int size)
{
  return (gsize) stride_for (size) * size;
}

static gsize
payload_length (const ChessUiPictureCacheKey *key,
                int                           size)
{
  return key->n_pictures * picture_bytes (size) + key->n_values * sizeof (gint32);
}

/* The pictures' size when CONTENTS is whole and KEY's, else 0. */
static int
valid_size (const char                   *contents,
            gsize                         length,
            const ChessUiPictureCacheKey *key,
            const guint8                  digest[32])
{
  Header header;
  int size;

  if (length < sizeof header)
    return 0;
  memcpy (&header, contents, sizeof header);
  if (key->size_from_file && (header.size == 0 || header.size > MAX_PICTURE_SIZE))
    return 0;
  size = key->size_from_file ? (int) header.size : key->size;
  if (memcmp (header.magic, MAGIC, sizeof header.magic) == 0
      && header.byte_order == BYTE_ORDER_MARK
      && header.format == FORMAT
      && memcmp (header.key, digest, sizeof header.key) == 0
      && header.size == (guint32) size
      && header.stride == (guint32) stride_for (size)
      && header.n_pictures == key->n_pictures
      && header.n_values == key->n_values
      && header.payload_length == payload_length (key, size)
      && length - sizeof header == header.payload_length
      && header.payload_hash == chess_hash64 (contents + sizeof header, header.payload_length, 0))
    return size;
  return 0;
}

gboolean
chess_ui_picture_disk_cache_load (const ChessUiPictureCacheKey  *key,
                                  cairo_surface_t              **pictures,
                                  gint32                        *values,
                                  int                           *size_out)
{
  guint8 digest[32];
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length, bytes_each;
  const guint8 *pixels;
  int size;

  g_return_val_if_fail (key != NULL && key->kind < CHESS_UI_PICTURE_CACHE_N_KINDS, FALSE);
  g_return_val_if_fail ((key->size > 0 || key->size_from_file) && key->n_pictures > 0, FALSE);
  g_return_val_if_fail (pictures != NULL, FALSE);
  g_return_val_if_fail (key->n_values == 0 || values != NULL, FALSE);
  g_return_val_if_fail (!key->size_from_file || size_out != NULL, FALSE);

  compute_key (key, digest);
  path = dup_path (key, digest);
  /* Read, not mapped: a file cut short under a mapping would crash. */
  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  size = valid_size (contents, length, key, digest);
  if (size == 0)
    {
      g_debug ("Ignoring %s: not whole, or not these pictures", path);
      return FALSE;
    }

  bytes_each = picture_bytes (size);
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  pixels = (const guint8 *) g_bytes_get_data (bytes, NULL) + sizeof (Header);
  for (guint i = 0; i < key->n_pictures; i++)
    {
      /* Each picture is a window into the one buffer read, which lives
       * as long as any of them. */
      cairo_surface_t *surface
        = cairo_image_surface_create_for_data ((guchar *) pixels + i * bytes_each, CAIRO_FORMAT_ARGB32,
                                               size, size, stride_for (size));

      cairo_surface_set_user_data (surface, &bytes_key, g_bytes_ref (bytes), (cairo_destroy_func_t) g_bytes_unref);
      pictures[i] = surface;
    }
  if (key->n_values > 0)
    memcpy (values, pixels + key->n_pictures * bytes_each, key->n_values * sizeof (gint32));
  if (size_out != NULL)
    *size_out = size;

  /* Used now: the last to be pruned. Fails harmlessly when read-only. */
  utimensat (AT_FDCWD, path, NULL, 0);
  return TRUE;
}

static void
store_job_free (gpointer data)
{
  StoreJob *job = data;

  for (guint i = 0; i < job->header.n_pictures; i++)
    g_clear_pointer (&job->pictures[i], cairo_surface_destroy);
  g_free (job->pictures);
  g_free (job->values);
  g_free (job->path);
  g_free (job);
}

typedef struct {
  char   *path;
  time_t  mtime;
  goffset size;
} CacheFile;

static void
cache_file_clear (gpointer data)
{
  g_free (((CacheFile *) data)->path);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  time_t x = ((const CacheFile *) a)->mtime, y = ((const CacheFile *) b)->mtime;

  return (x < y) - (x > y);
}

/* Keeps the folder to the MAX_FILES files used last and MAX_BYTES. Two
 * copies of the app pruning at once at worst remove a file the other
 * would have: it is drawn again. */
static void
prune (const char *folder,
       const char *suffix)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GArray) files = g_array_new (FALSE, FALSE, sizeof (CacheFile));
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  goffset total = 0;
  const char *name;

  if (dir == NULL)
    return;
  g_array_set_clear_func (files, cache_file_clear);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      GStatBuf info;
      CacheFile file;

      if (g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode))
        continue;
      if (!g_str_has_suffix (name, suffix))
        {
          /* What a writer killed mid-write left; a writer at work has a
           * fresh one. */
          if (now - info.st_mtime > STALE_TEMPORARY_SECONDS)
            g_unlink (path);
          continue;
        }
      file.path = g_steal_pointer (&path);
      file.mtime = info.st_mtime;
      file.size = info.st_size;
      total += file.size;
      g_array_append_val (files, file);
    }

  g_array_sort (files, compare_newest_first);
  while (files->len > MAX_FILES || (total > MAX_BYTES && files->len > 0))
    {
      CacheFile *oldest = &g_array_index (files, CacheFile, files->len - 1);

      g_debug ("Pruning %s", oldest->path);
      g_unlink (oldest->path);
      total -= oldest->size;
      g_array_remove_index (files, files->len - 1);
    }
}

static void
store_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  StoreJob *job = task_data;
  gsize bytes_each = (gsize) job->header.stride * job->header.size;
  gsize pixel_bytes = job->header.n_pictures * bytes_each;
  gsize length = sizeof (Header) + job->header.payload_length;
  g_autofree guint8 *buffer = g_malloc (length);
  g_autofree char *folder = g_path_get_dirname (job->path);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < job->header.n_pictures; i++)
    memcpy (buffer + sizeof (Header) + i * bytes_each, cairo_image_surface_get_data (job->pictures[i]), bytes_each);
  if (job->header.n_values > 0)
    memcpy (buffer + sizeof (Header) + pixel_bytes, job->values, job->header.n_values * sizeof (gint32));
  job->header.payload_hash = chess_hash64 (buffer + sizeof (Header), job->header.payload_length, 0);
  memcpy (buffer, &job->header, sizeof (Header));

  /* A temporary file beside it, renamed over it: a reader (another copy
   * of the app) sees the old file or the new, never half of one. */
  if (g_mkdir_with_parents (folder, 0700) != 0)
    g_debug ("Cannot make %s: %s", folder, g_strerror (errno));
  else if (!g_file_set_contents_full (job->path, (const char *) buffer, length,
                                      G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("Cannot keep the pictures: %s", error->message);
  else
    g_atomic_int_inc (&n_written[job->kind]);
  prune (folder, suffixes[job->kind]);
  g_atomic_int_inc (&n_finished[job->kind]);
  g_task_return_boolean (task, TRUE);
}

void
chess_ui_picture_disk_cache_store (const ChessUiPictureCacheKey  *key,
                                   cairo_surface_t              **pictures,
                                   const gint32                  *values)
{
  g_autoptr(GTask) task = NULL;
  StoreJob *job;
  guint8 digest[32];

  g_return_if_fail (key != NULL && key->kind < CHESS_UI_PICTURE_CACHE_N_KINDS);
  g_return_if_fail (key->size > 0 && key->n_pictures > 0);
  g_return_if_fail (pictures != NULL);
  g_return_if_fail (key->n_values == 0 || values != NULL);

  for (guint i = 0; i < key->n_pictures; i++)
    {
      cairo_surface_t *surface = pictures[i];

      g_return_if_fail (surface != NULL);
      g_return_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32);
      g_return_if_fail (cairo_image_surface_get_width (surface) == key->size);
      g_return_if_fail (cairo_image_surface_get_height (surface) == key->size);
      g_return_if_fail (cairo_image_surface_get_stride (surface) == stride_for (key->size));
    }

  compute_key (key, digest);
  job = g_new0 (StoreJob, 1);
  job->kind = key->kind;
  job->path = dup_path (key, digest);
  memcpy (job->header.magic, MAGIC, sizeof job->header.magic);
  job->header.byte_order = BYTE_ORDER_MARK;
  job->header.format = FORMAT;
  memcpy (job->header.key, digest, sizeof digest);
  job->header.size = (guint32) key->size;
  job->header.stride = (guint32) stride_for (key->size);
  job->header.n_pictures = key->n_pictures;
  job->header.n_values = key->n_values;
  job->header.payload_length = payload_length (key, key->size);
  /* The pictures are never drawn into again once made: the worker reads
   * them while the boards draw them. */
  job->pictures = g_new0 (cairo_surface_t *, key->n_pictures);
  for (guint i = 0; i < key->n_pictures; i++)
    job->pictures[i] = cairo_surface_reference (pictures[i]);
  job->values = g_memdup2 (values, key->n_values * sizeof (gint32));

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, chess_ui_picture_disk_cache_store);
  g_task_set_task_data (task, job, store_job_free);
  g_task_run_in_thread (task, store_in_thread);
}
