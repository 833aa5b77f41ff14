/* chess-picture-disk-cache.h: pictures the app drew, kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CHESS_UI_PICTURE_CACHE_PIECES,
  CHESS_UI_PICTURE_CACHE_COORDINATES,
  CHESS_UI_PICTURE_CACHE_N_KINDS,
} ChessUiPictureCacheKind;

/* One file of the cache: N_PICTURES pictures of SIZE × SIZE device
 * pixels (cairo ARGB32) and N_VALUES numbers that go with them. KEY_TEXT
 * names everything the pixels depend on; NAME starts the file's name.
 * SIZE_FROM_FILE: the size is what drawing gave and the key cannot say;
 * it is left out of the file's name, and a load takes the file's. */
typedef struct {
  ChessUiPictureCacheKind  kind;
  const char              *name;
  const char              *key_text;
  int                      size;
  gboolean                 size_from_file;
  guint                    n_pictures;
  guint                    n_values;
} ChessUiPictureCacheKey;

/* TRUE with PICTURES (transfer full), VALUES and SIZE (may be NULL
 * unless KEY's size comes from the file) filled when an earlier run kept
 * exactly KEY's pictures and they read back whole; FALSE otherwise, with
 * nothing filled. */
gboolean chess_ui_picture_disk_cache_load  (const ChessUiPictureCacheKey *key,
                                            cairo_surface_t             **pictures,
                                            gint32                       *values,
                                            int                          *size);
/* Keeps PICTURES (which it references; never drawn into again) and
 * VALUES for the next run: written in a worker thread, returning at once.
 * A folder that cannot be written, or a full disk, only means the next
 * run draws again. */
void     chess_ui_picture_disk_cache_store (const ChessUiPictureCacheKey *key,
                                            cairo_surface_t             **pictures,
                                            const gint32                 *values);

/* For the tests: a kind's folder; how many of its files this process has
 * written, and how many writes have ended, written or not (the folder
 * pruned too). */
char    *_chess_ui_picture_disk_cache_dup_folder     (ChessUiPictureCacheKind kind);
guint    _chess_ui_picture_disk_cache_get_n_written  (ChessUiPictureCacheKind kind);
guint    _chess_ui_picture_disk_cache_get_n_finished (ChessUiPictureCacheKind kind);

G_END_DECLS
