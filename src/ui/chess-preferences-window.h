/* chess-preferences-window.h: the app's preferences, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_PREFERENCES_WINDOW (chess_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessPreferencesWindow, chess_preferences_window, CHESS, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every row writes its setting at once: there is nothing to apply. */
ChessPreferencesWindow *chess_preferences_window_new (GtkWindow *parent);

G_END_DECLS
