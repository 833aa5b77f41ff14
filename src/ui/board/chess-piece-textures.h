/* chess-piece-textures.h: the app's one cache of piece and castle-icon
 * pictures, shared by every board, the roller board and New Game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-piece-set.h"

G_BEGIN_DECLS

/* SET's piece drawn SIZE × SIZE device pixels (transfer full): rendered
 * (or read from the disk cache) the first time any widget asks for that
 * set, piece and size, then shared. NULL for CHESS_PIECE_TYPE_NONE. */
GdkTexture      *chess_ui_piece_texture       (ChessPieceSet  *set,
                                               ChessColor      color,
                                               ChessPieceType  type,
                                               int             size);
/* The same pixels as a cairo image surface, for widgets that draw with
 * cairo (transfer full). */
cairo_surface_t *chess_ui_piece_surface       (ChessPieceSet  *set,
                                               ChessColor      color,
                                               ChessPieceType  type,
                                               int             size);
/* The castle icon (a tower and a turning arrow, the app's symbolic icon
 * chess960-castle-symbolic) in COLOR, SIZE × SIZE device pixels (transfer
 * full): its SVG is parsed once, drawn once per size, and tinted once per
 * size and colour. */
GdkTexture      *chess_ui_castle_icon_texture (int             size,
                                               const GdkRGBA  *color);

/* For the tests: how many pictures the cache has drawn since the start,
 * and how many it has read from the disk cache. */
guint            _chess_ui_piece_textures_get_n_rendered (void);
guint            _chess_ui_piece_textures_get_n_loaded   (void);

G_END_DECLS
