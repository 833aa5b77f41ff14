/* chess-piece-set.h: a piece set's SVG images, parsed once per process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PIECE_SET (chess_piece_set_get_type ())
G_DECLARE_FINAL_TYPE (ChessPieceSet, chess_piece_set, CHESS, PIECE_SET, GObject)

/* The sets there are, in the order the user is offered them: "classic",
 * "contrast". Each is a folder of the resource path pieces/. */
const char * const *chess_piece_set_list_names   (void);
gboolean            chess_piece_set_is_known     (const char     *name);
/* The one instance of NAME for the whole process (transfer none), shared
 * by every board, diagram and dialog; NULL with a warning for an unknown
 * name (check input with chess_piece_set_is_known() first). Each
 * image is parsed the first time something draws it, and only then. */
ChessPieceSet      *chess_piece_set_get          (const char     *name);
const char         *chess_piece_set_get_name     (ChessPieceSet  *self);
/* A fingerprint (text) of everything the set's drawings depend on: a hash
 * of its SVG images and the versions of librsvg and cairo that draw them.
 * A picture kept from an earlier run is the same only if this is. */
const char         *chess_piece_set_get_fingerprint (ChessPieceSet *self);
/* Draws the piece into the square X, Y, SIZE × SIZE of CR as a document,
 * so that vector surfaces (SVG, PDF) keep it vector. FALSE with ERROR
 * set when it cannot. Safe to call from any thread. */
gboolean            chess_piece_set_draw         (ChessPieceSet  *self,
                                                  cairo_t        *cr,
                                                  ChessColor      color,
                                                  ChessPieceType  type,
                                                  double          x,
                                                  double          y,
                                                  double          size,
                                                  GError        **error);
/* A new SIZE × SIZE ARGB32 image of the piece, NULL for
 * CHESS_PIECE_TYPE_NONE; blank (with a warning) if it cannot be drawn. */
cairo_surface_t    *chess_piece_set_render       (ChessPieceSet  *self,
                                                  ChessColor      color,
                                                  ChessPieceType  type,
                                                  int             size);

G_END_DECLS
