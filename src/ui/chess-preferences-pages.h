/* chess-preferences-pages.h: the app's preferences pages, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_PREFERENCES_PAGES (chess_preferences_pages_get_type ())
G_DECLARE_FINAL_TYPE (ChessPreferencesPages, chess_preferences_pages, CHESS, PREFERENCES_PAGES, GtkWidget)

/* Preferences are the content of a preferences dialog (chess-compat.h):
 * attached to PARENT (libadwaita 1.5) or a window of their own, transient
 * for PARENT (1.2). Every row writes its setting at once: there is
 * nothing to apply. The dialog owns the content, which lives as long as
 * it; not yet shown. */
ChessPreferencesPages *chess_preferences_pages_new        (GtkWindow             *parent);
void                   chess_preferences_pages_present    (ChessPreferencesPages *self);
/* Closes and frees the dialog, shown or not, and SELF with it. */
void                   chess_preferences_pages_close      (ChessPreferencesPages *self);
/* The AdwPreferencesDialog or AdwPreferencesWindow around SELF. */
GtkWidget             *chess_preferences_pages_get_dialog (ChessPreferencesPages *self);

G_END_DECLS
