/* chess-application.h: the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_APPLICATION (chess_application_get_type ())
G_DECLARE_FINAL_TYPE (ChessApplication, chess_application, CHESS, APPLICATION, AdwApplication)

ChessApplication *chess_application_new               (void);

/* TRUE while the application builds a window for a game it already has,
 * the one its command line asked for: such a window starts no game of its
 * own (see chess_new_game_dialog_new_default_game()). */

G_END_DECLS
