/* chess-picker-items.h: the game picker's rows as a list model: a game
 * parsed already, or one of an index's, made when asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-game.h"
#include "chess-pgn-index.h"

G_BEGIN_DECLS

/* A row's game: parsed already (a paste, a small file: GAME), or the
 * INDEX-th of PGN, read when opened. */
#define CHESS_TYPE_PICKER_ITEM (chess_picker_item_get_type ())
G_DECLARE_FINAL_TYPE (ChessPickerItem, chess_picker_item, CHESS, PICKER_ITEM, GObject)

struct _ChessPickerItem
{
  GObject        parent_instance;

  guint          index;
  ChessGame     *game;
  ChessPgnIndex *pgn;
};

/* The games of INDEX as a list of ChessPickerItem, each made when the
 * list or the search asks for it: 100,000 games cost nothing until
 * they are looked at. */
#define CHESS_TYPE_PICKER_INDEX_MODEL (chess_picker_index_model_get_type ())
G_DECLARE_FINAL_TYPE (ChessPickerIndexModel, chess_picker_index_model, CHESS, PICKER_INDEX_MODEL, GObject)

GListModel *chess_picker_index_model_new (ChessPgnIndex *index);

G_END_DECLS
