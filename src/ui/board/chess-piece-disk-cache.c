/* chess-piece-disk-cache.c: a set's drawn pieces kept between runs
 *
 * Parsing and drawing the twelve SVG pieces is a good part of the work
 * before the first frame. The pictures a board drew are kept in
 * XDG_CACHE_HOME/chess960/pieces/, one file per set and size, so that the
 * next start reads pixels instead. A cache is not the user's data, but a
 * picture read from it must be exactly the one drawing would give:
 *
 *  - the file is named and its header keyed by the app's version, the set,
 *    its fingerprint (the SVGs, librsvg and cairo) and the size in device
 *    pixels, so that a changed artwork, size or library never shows old
 *    pictures (the palette does not tint pieces: high contrast draws
 *    another set, which is in the key);
 *  - it is written whole to a temporary file and renamed, and read only
 *    when its header, length and a hash of all its pixels agree;
 *    anything else is treated as no file at all: the pieces are drawn;
 *  - the folder keeps the MAX_FILES files used last, MAX_BYTES at most;
 *  - a folder that cannot be made or written, or a full disk, costs only
 *    the drawing: errors are logged for debugging, never shown.
 *
 * The pixels are cairo's ARGB32 (premultiplied, native byte order, the
 * stride cairo gives the width), which the textures use as they are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-piece-disk-cache"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-hash.h"
#include "chess-piece-disk-cache.h"

#define MAGIC "C960PCS\n"
#define BYTE_ORDER_MARK 0x01020304u
/* Raised whenever the layout below changes. */
#define FORMAT 1
#define N_PIECES 12
#define SUFFIX ".pieces"
/* Both sets at several sizes: the sizes of the last few windows. */
#define MAX_FILES 16
#define MAX_BYTES (32 * 1024 * 1024)
/* A temporary file this old was left by a writer that died. */
#define STALE_TEMPORARY_SECONDS 3600

typedef struct {
  char    magic[8];
  guint32 byte_order;
  guint32 format;
  guint8  key[32];
  guint32 size;
  guint32 stride;
  guint32 n_pieces;
  guint32 reserved;
  guint64 payload_length;
  guint64 payload_hash;
} Header;

/* The pixels that follow start 16-byte aligned. */
G_STATIC_ASSERT (sizeof (Header) == 80);

typedef struct {
  char            *path;
  Header           header;
  cairo_surface_t *pieces[N_PIECES];
} StoreJob;

static const cairo_user_data_key_t bytes_key;
static int n_written;
static int n_finished;

char *
_chess_ui_piece_disk_cache_dup_folder (void)
{
  return g_build_filename (g_get_user_cache_dir (), "chess960", "pieces", NULL);
}

guint
_chess_ui_piece_disk_cache_get_n_written (void)
{
  return (guint) g_atomic_int_get (&n_written);
}

guint
_chess_ui_piece_disk_cache_get_n_finished (void)
{
  return (guint) g_atomic_int_get (&n_finished);
}

static int
stride_for (int size)
{
  return cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, size);
}

static void
compute_key (ChessPieceSet *set,
             int            size,
             guint8         key[32])
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *text = g_strdup_printf ("chess960 %s, pieces format %d\n%s\n%s\n%d", VERSION, FORMAT,
                                           chess_piece_set_get_name (set),
                                           chess_piece_set_get_fingerprint (set), size);
  gsize length = 32;

  g_checksum_update (checksum, (const guchar *) text, -1);
  g_checksum_get_digest (checksum, key, &length);
}

/* The key's start in the name: a changed artwork or app gets a file of
 * its own rather than overwriting, in turn, another version's. */
static char *
dup_path (ChessPieceSet *set,
          int            size,
          const guint8   key[32])
{
  g_autofree char *folder = _chess_ui_piece_disk_cache_dup_folder ();
  g_autofree char *name = g_strdup_printf ("%s-%d-%02x%02x%02x%02x%02x%02x%02x%02x" SUFFIX,
                                           chess_piece_set_get_name (set), size, key[0], key[1], key[2],
                                           key[3], key[4], key[5], key[6], key[7]);

  return g_build_filename (folder, name, NULL);
}

static gboolean
is_valid (const char   *contents,
          gsize         length,
          const guint8  key[32],
          int           size)
{
  Header header;
  gsize piece_bytes = (gsize) stride_for (size) * size;

  if (length < sizeof header)
    return FALSE;
  memcpy (&header, contents, sizeof header);
  return memcmp (header.magic, MAGIC, sizeof header.magic) == 0
         && header.byte_order == BYTE_ORDER_MARK
         && header.format == FORMAT
         && memcmp (header.key, key, sizeof header.key) == 0
         && header.size == (guint32) size
         && header.stride == (guint32) stride_for (size)
         && header.n_pieces == N_PIECES
         && header.payload_length == piece_bytes * N_PIECES
         && length - sizeof header == header.payload_length
         && header.payload_hash == chess_hash64 (contents + sizeof header, header.payload_length, 0);
}

gboolean
chess_ui_piece_disk_cache_load (ChessPieceSet   *set,
                                int              size,
                                cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES])
{
  guint8 key[32];
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length, piece_bytes;
  const guint8 *pixels;
  guint i = 0;

  g_return_val_if_fail (CHESS_IS_PIECE_SET (set), FALSE);
  g_return_val_if_fail (size > 0, FALSE);
  g_return_val_if_fail (pieces != NULL, FALSE);

  compute_key (set, size, key);
  path = dup_path (set, size, key);
  /* Read, not mapped: a file cut short under a mapping would crash. */
  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  if (!is_valid (contents, length, key, size))
    {
      g_debug ("Ignoring %s: not whole, or not these pieces", path);
      return FALSE;
    }

  piece_bytes = (gsize) stride_for (size) * size;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  pixels = (const guint8 *) g_bytes_get_data (bytes, NULL) + sizeof (Header);
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++, i++)
      {
        /* Each picture is a window into the one buffer read, which lives
         * as long as any of them. */
        cairo_surface_t *surface
          = cairo_image_surface_create_for_data ((guchar *) pixels + i * piece_bytes, CAIRO_FORMAT_ARGB32,
                                                 size, size, stride_for (size));

        cairo_surface_set_user_data (surface, &bytes_key, g_bytes_ref (bytes), (cairo_destroy_func_t) g_bytes_unref);
        pieces[color][type] = surface;
      }

  /* Used now: the last to be pruned. Fails harmlessly when read-only. */
  utimensat (AT_FDCWD, path, NULL, 0);
  return TRUE;
}

static void
store_job_free (gpointer data)
{
  StoreJob *job = data;

  for (guint i = 0; i < N_PIECES; i++)
    g_clear_pointer (&job->pieces[i], cairo_surface_destroy);
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
prune (const char *folder)
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
      if (!g_str_has_suffix (name, SUFFIX))
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
  gsize piece_bytes = (gsize) job->header.stride * job->header.size;
  gsize length = sizeof (Header) + N_PIECES * piece_bytes;
  g_autofree guint8 *buffer = g_malloc (length);
  g_autofree char *folder = g_path_get_dirname (job->path);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < N_PIECES; i++)
    memcpy (buffer + sizeof (Header) + i * piece_bytes, cairo_image_surface_get_data (job->pieces[i]), piece_bytes);
  job->header.payload_length = N_PIECES * piece_bytes;
  job->header.payload_hash = chess_hash64 (buffer + sizeof (Header), job->header.payload_length, 0);
  memcpy (buffer, &job->header, sizeof (Header));

  /* A temporary file beside it, renamed over it: a reader (another copy
   * of the app) sees the old file or the new, never half of one. */
  if (g_mkdir_with_parents (folder, 0700) != 0)
    g_debug ("Cannot make %s: %s", folder, g_strerror (errno));
  else if (!g_file_set_contents_full (job->path, (const char *) buffer, length,
                                      G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("Cannot keep the pieces: %s", error->message);
  else
    g_atomic_int_inc (&n_written);
  prune (folder);
  g_atomic_int_inc (&n_finished);
  g_task_return_boolean (task, TRUE);
}

void
chess_ui_piece_disk_cache_store (ChessPieceSet   *set,
                                 int              size,
                                 cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES])
{
  g_autoptr(GTask) task = NULL;
  StoreJob *job;
  guint8 key[32];
  guint i = 0;

  g_return_if_fail (CHESS_IS_PIECE_SET (set));
  g_return_if_fail (size > 0);
  g_return_if_fail (pieces != NULL);

  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      {
        cairo_surface_t *surface = pieces[color][type];

        g_return_if_fail (surface != NULL);
        g_return_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32);
        g_return_if_fail (cairo_image_surface_get_width (surface) == size);
        g_return_if_fail (cairo_image_surface_get_height (surface) == size);
        g_return_if_fail (cairo_image_surface_get_stride (surface) == stride_for (size));
      }

  compute_key (set, size, key);
  job = g_new0 (StoreJob, 1);
  job->path = dup_path (set, size, key);
  memcpy (job->header.magic, MAGIC, sizeof job->header.magic);
  job->header.byte_order = BYTE_ORDER_MARK;
  job->header.format = FORMAT;
  memcpy (job->header.key, key, sizeof key);
  job->header.size = (guint32) size;
  job->header.stride = (guint32) stride_for (size);
  job->header.n_pieces = N_PIECES;
  /* The pictures are never drawn into again once made: the worker reads
   * them while the boards draw them. */
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      job->pieces[i++] = cairo_surface_reference (pieces[color][type]);

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, chess_ui_piece_disk_cache_store);
  g_task_set_task_data (task, job, store_job_free);
  g_task_run_in_thread (task, store_in_thread);
}
