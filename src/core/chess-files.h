/* chess-files.h: what the app's stores do with files they cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Renames PATH to "PATH.damaged-YYYYMMDD-HHMMSS" (local time, as the user
 * reads it; "-2", "-3"… when that name is taken) beside it, so that a file
 * that could not be read is kept for the user instead of being overwritten.
 * Returns the new name, or NULL when PATH could not be renamed. */
char     *chess_files_set_aside (const char  *path);

/* Writes DATA to PATH whole or not at all: to a temporary file in the
 * same folder (made with MODE 0700 when missing), synced, then renamed
 * over PATH. On any error PATH is as it was. */
gboolean  chess_files_write     (const char  *path,
                                 const char  *data,
                                 gsize        length,
                                 int          mode,
                                 GError     **error);

G_END_DECLS
