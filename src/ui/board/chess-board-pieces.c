/* chess-board-pieces.c: one piece set's images, rendered at any size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-pieces"

#include <librsvg/rsvg.h>

#include "chess-board-palette.h"
#include "chess-board-pieces.h"

#define PIECE_RESOURCE_DIR "/io/github/chess960/Chess960/pieces/"
#define N_PIECE_TYPES (CHESS_PIECE_TYPE_KING + 1)

struct _ChessBoardPieces
{
  GObject     parent_instance;

  char       *set;
  /* Parsed once; the board and the move chooser render from them at
   * whatever size they need. */
  RsvgHandle *handles[2][N_PIECE_TYPES];
};

G_DEFINE_FINAL_TYPE (ChessBoardPieces, chess_board_pieces, G_TYPE_OBJECT)

static const char piece_letters[N_PIECE_TYPES] = { 0, 'P', 'N', 'B', 'R', 'Q', 'K' };

static void
chess_board_pieces_finalize (GObject *object)
{
  ChessBoardPieces *self = CHESS_BOARD_PIECES (object);

  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < N_PIECE_TYPES; type++)
      g_clear_object (&self->handles[color][type]);
  g_clear_pointer (&self->set, g_free);

  G_OBJECT_CLASS (chess_board_pieces_parent_class)->finalize (object);
}

static void
chess_board_pieces_class_init (ChessBoardPiecesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_board_pieces_finalize;
}

static void
chess_board_pieces_init (ChessBoardPieces *self)
{
}

static RsvgHandle *
load_piece (const char *set,
            ChessColor  color,
            guint       type,
            GError    **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const guint8 *data;
  gsize size;

  path = g_strdup_printf (PIECE_RESOURCE_DIR "%s/%c%c.svg", set,
                          color == CHESS_COLOR_WHITE ? 'w' : 'b', piece_letters[type]);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return rsvg_handle_new_from_data (data, size, error);
}

ChessBoardPieces *
chess_board_pieces_new (const char *set)
{
  g_autoptr(ChessBoardPieces) self = NULL;

  g_return_val_if_fail (set != NULL, NULL);

  self = g_object_new (CHESS_TYPE_BOARD_PIECES, NULL);
  self->set = g_strdup (set);
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type < N_PIECE_TYPES; type++)
      {
        g_autoptr(GError) error = NULL;

        self->handles[color][type] = load_piece (set, color, type, &error);
        if (self->handles[color][type] == NULL)
          {
            g_warning ("Cannot load the piece set “%s”: %s", set, error->message);
            return NULL;
          }
      }

  return g_steal_pointer (&self);
}

const char *
chess_board_pieces_get_set (ChessBoardPieces *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_PIECES (self), NULL);
  return self->set;
}

GdkTexture *
chess_board_pieces_render (ChessBoardPieces *self,
                           ChessColor        color,
                           ChessPieceType    type,
                           int               size)
{
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (CHESS_IS_BOARD_PIECES (self), NULL);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK, NULL);
  g_return_val_if_fail (type < N_PIECE_TYPES, NULL);
  g_return_val_if_fail (size > 0, NULL);

  if (type == CHESS_PIECE_TYPE_NONE)
    return NULL;

  texture = chess_ui_render_svg (self->handles[color][type], size, &error);
  if (error != NULL)
    g_warning ("Cannot render a piece: %s", error->message);

  return texture;
}
