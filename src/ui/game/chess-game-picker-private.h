/* chess-game-picker-private.h: what the game picker's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game-picker.h"
#include "chess-picker-items.h"

G_BEGIN_DECLS

const char *_chess_game_picker_item_get_tag (ChessPickerItem *item, const char *name);
char *_chess_game_picker_players_text (const char *white, const char *black);
char *_chess_game_picker_describe_index_details (ChessPickerItem *item);
const char *_chess_game_picker_result_label (ChessResult result);
const char *_chess_game_picker_result_tag_label (const char *result);
gboolean _chess_game_picker_value_contains (const char *value, const char *word);

G_END_DECLS
