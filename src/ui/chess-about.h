/* chess-about.h: the About window, with its credits and release notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new About dialog (libadwaita 1.5) or window (1.2), not yet shown:
 * show it with chess_ui_dialog_present(). */
GtkWidget *chess_about_new           (void);

/* The description of release VERSION in METAINFO (AppStream XML of LENGTH
 * bytes, or -1 when nul-terminated) as the About window's release-notes
 * markup: each paragraph and list item in the first of LANGUAGES (see
 * g_get_language_names()) it is translated into, as merged by gettext,
 * and in English otherwise. NULL when that release has no description;
 * NULL with ERROR set when METAINFO is not well-formed. */
char      *chess_about_release_notes (const char         *metainfo,
                                      gssize              length,
                                      const char         *version,
                                      const char * const *languages,
                                      GError            **error);

G_END_DECLS
