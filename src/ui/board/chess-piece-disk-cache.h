/* chess-piece-disk-cache.h: a set's drawn pieces kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "chess-piece-set.h"

G_BEGIN_DECLS

#define CHESS_UI_PIECE_DISK_CACHE_N_TYPES (CHESS_PIECE_TYPE_KING + 1)

/* The twelve pieces of SET drawn SIZE × SIZE device pixels, as an earlier
 * run kept them: TRUE with PIECES[color][type] set for pawn to king
 * (transfer full), FALSE when there is no picture for exactly this set,
 * artwork, size and version of the app, or it cannot be read whole. */
gboolean chess_ui_piece_disk_cache_load  (ChessPieceSet   *set,
                                          int              size,
                                          cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES]);
/* Keeps PIECES (pawn to king, SIZE × SIZE, which it references) for the
 * next run: written in a worker thread, returning at once. A folder that
 * cannot be written, or a full disk, only means the next run draws again. */
void     chess_ui_piece_disk_cache_store (ChessPieceSet   *set,
                                          int              size,
                                          cairo_surface_t *pieces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES]);

/* For the tests: the folder; how many sets' pictures this process has
 * written there, and how many writes have ended, written or not (the
 * folder pruned too). */
char    *_chess_ui_piece_disk_cache_dup_folder     (void);
guint    _chess_ui_piece_disk_cache_get_n_written  (void);
guint    _chess_ui_piece_disk_cache_get_n_finished (void);

G_END_DECLS
