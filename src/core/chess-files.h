/* chess-files.h: what the app's stores do with files they cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

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

/* chess_files_write() for a user's file, in a thread: FILE's path gets
 * BYTES whole or not at all, and on any error (a full disk, a read-only
 * folder) the file is byte for byte what it was. Unlike
 * g_file_replace_contents*(), which with GLib 2.74 renames its temporary
 * file over the original even after a failed write. */
void      chess_files_write_file_async  (GFile               *file,
                                         GBytes              *bytes,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
gboolean  chess_files_write_file_finish (GFile               *file,
                                         GAsyncResult        *result,
                                         GError             **error);

G_END_DECLS
