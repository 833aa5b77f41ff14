/* chess-piece-disk-cache.c: a set's drawn pieces kept between runs
 *
 * The twelve pieces of a set at one size are one file of the picture
 * cache (chess-picture-disk-cache.c), keyed by the app's version, the
 * set, its fingerprint (the SVGs, librsvg and cairo) and the size in
 * device pixels. The palette does not tint pieces: high contrast draws
 * another set, which is in the key.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-piece-disk-cache"

#include "config.h"

#include "chess-picture-disk-cache.h"
#include "chess-piece-disk-cache.h"

/* Raised whenever the key or the order of the pictures changes. */
#define FORMAT 1
#define N_PIECES 12

typedef struct {
  ChessUiPictureCacheKey  key;
  char                   *key_text;
} PieceKey;

static void
piece_key_init (PieceKey      *piece_key,
                ChessPieceSet *set,
                int            size)
{
  piece_key->key_text = g_strdup_printf ("chess960 %s, pieces format %d\n%s\n%s\n%d", VERSION, FORMAT,
                                         chess_piece_set_get_name (set),
                                         chess_piece_set_get_fingerprint (set), size);
  piece_key->key = (ChessUiPictureCacheKey) {
    .kind = CHESS_UI_PICTURE_CACHE_PIECES,
    .name = chess_piece_set_get_name (set),
    .key_text = piece_key->key_text,
    .size = size,
    .n_pictures = N_PIECES,
  };
}

char *
_chess_ui_piece_disk_cache_dup_folder (void)
{
  return _chess_ui_picture_disk_cache_dup_folder (CHESS_UI_PICTURE_CACHE_PIECES);
}

guint
_chess_ui_piece_disk_cache_get_n_written (void)
{
  return _chess_ui_picture_disk_cache_get_n_written (CHESS_UI_PICTURE_CACHE_PIECES);
}

guint
_chess_ui_piece_disk_cache_get_n_finished (void)
{
  return _chess_ui_picture_disk_cache_get_n_finished (CHESS_UI_PICTURE_CACHE_PIECES);
}

gboolean
chess_ui_piece_disk_cache_load (ChessPieceSet   *set,
                                int              size,
                                cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES])
{
  cairo_surface_t *pictures[N_PIECES];
  PieceKey piece_key;
  gboolean loaded;
  guint i = 0;

  g_return_val_if_fail (CHESS_IS_PIECE_SET (set), FALSE);
  g_return_val_if_fail (size > 0, FALSE);
  g_return_val_if_fail (pieces != NULL, FALSE);

  piece_key_init (&piece_key, set, size);
  loaded = chess_ui_picture_disk_cache_load (&piece_key.key, pictures, NULL, NULL);
  g_free (piece_key.key_text);
  if (!loaded)
    return FALSE;
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      pieces[color][type] = pictures[i++];
  return TRUE;
}

void
chess_ui_piece_disk_cache_store (ChessPieceSet   *set,
                                 int              size,
                                 cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES])
{
  cairo_surface_t *pictures[N_PIECES];
  PieceKey piece_key;
  guint i = 0;

  g_return_if_fail (CHESS_IS_PIECE_SET (set));
  g_return_if_fail (size > 0);
  g_return_if_fail (pieces != NULL);

  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      pictures[i++] = pieces[color][type];
  piece_key_init (&piece_key, set, size);
  chess_ui_picture_disk_cache_store (&piece_key.key, pictures, NULL);
  g_free (piece_key.key_text);
}
