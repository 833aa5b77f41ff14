/* chess-preferences-window.h: the app's preferences, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_PREFERENCES_WINDOW (chess_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessPreferencesWindow, chess_preferences_window, CHESS, PREFERENCES_WINDOW, GtkWidget)

/* Preferences are the content of a preferences dialog (chess-compat.h):
 * attached to PARENT (libadwaita 1.5) or a window of their own, transient
 * for PARENT (1.2). Every row writes its setting at once: there is
 * nothing to apply. The dialog owns the content, which lives as long as
 * it; not yet shown. */
ChessPreferencesWindow *chess_preferences_window_new     (GtkWindow              *parent);
void                    chess_preferences_window_present (ChessPreferencesWindow *self);
/* Closes and frees the dialog, shown or not, and SELF with it. */
void                    chess_preferences_window_close   (ChessPreferencesWindow *self);
/* The AdwPreferencesDialog or AdwPreferencesWindow around SELF. */
GtkWidget              *chess_preferences_window_get_dialog (ChessPreferencesWindow *self);

G_END_DECLS
