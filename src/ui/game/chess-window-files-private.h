/* chess-window-files-private.h: what the main window's file parts share:
 * chess-window-files.c (opening) and chess-window-save.c (saving)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-game-file.h"
#include "chess-window-private.h"

G_BEGIN_DECLS

struct _ChessWindowFiles
{
  /* Cancelled when the window goes: reads and choosers then stop. A
   * write goes on to the end, so that closing never loses a save. */
  GCancellable    *cancellable;
  GtkNativeDialog *chooser;
  /* Only the newest Open counts when several are on their way. */
  guint            open_serial;
};

/* FILE's name as the user knows it, valid UTF-8. */
char            *_chess_window_files_display_name      (GFile                *file);
/* FALSE once the window is disposed: what callbacks check on return. */
gboolean         _chess_window_files_is_open           (ChessWindow          *self);
void             _chess_window_files_update_subtitle   (ChessWindow          *self);
/* Reads the games of BYTES in a thread; the callback gets a GPtrArray of
 * ChessGame, or the reader's error, from the finish function. */
void             _chess_window_files_parse_async       (GBytes               *bytes,
                                                       GCancellable         *cancellable,
                                                       GAsyncReadyCallback   callback,
                                                       gpointer              user_data);
GPtrArray       *_chess_window_files_parse_finish      (GAsyncResult         *result,
                                                       GError              **error);
/* Shows CHOOSER with the PGN filters; RESPONSE_CB (self, response,
 * chooser) takes it back with chess_window_files_take_chooser(). */
void             _chess_window_files_run_chooser       (ChessWindow          *self,
                                                       GtkFileChooserNative *chooser,
                                                       GCallback             response_cb);
GtkNativeDialog *_chess_window_files_take_chooser      (ChessWindow          *self,
                                                       GtkFileChooserNative *chooser);

/* chess-window-save.c: Save, Save As and Copy as PGN */
void             _chess_window_class_add_save_actions  (GtkWidgetClass       *widget_class);

G_END_DECLS
