/* chess-game-files.c: a window's PGN files: opening one (from the file
 * chooser, or dropped on the window), a game pasted as PGN, the game's
 * file in the subtitle; chess-game-files-save.c writes them
 *
 * Files are read through the document portal inside Flatpak
 * (chess_ui_choose_file()); chess-game-files-read.c reads and indexes them
 * in a thread: a large export never stops the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-files"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-game-picker.h"
#include "chess-pgn.h"
#include "chess-game-files-private.h"
#include "chess-ui-names.h"

/* A file from the document portal has the name the user chose, in a
 * folder of the portal's. */
char *
chess_game_files_display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return g_filename_display_basename (path);
  return g_file_get_basename (file);
}

G_DEFINE_FINAL_TYPE (ChessGameFiles, chess_game_files, G_TYPE_OBJECT)

enum {
  REPLACE_GAME,
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Callbacks that come back after chess_game_files_close() find it
 * closed, and after finalization their weak pointer NULL. */
gboolean
_chess_game_files_is_open (ChessGameFiles *self)
{
  return self != NULL && self->cancellable != NULL;
}

void
_chess_game_files_toast (ChessGameFiles *self,
                         const char     *title)
{
  g_signal_emit (self, signals[TOAST], 0, title);
}

void
_chess_game_files_replace_game (ChessGameFiles *self,
                                ChessGame      *game,
                                const char     *title)
{
  g_signal_emit (self, signals[REPLACE_GAME], 0, game, title);
}

char *
chess_game_files_describe (ChessGame *game)
{
  ChessGameFile *info = chess_game_file_get (game);
  g_autofree char *name = NULL;

  if (info == NULL)
    return NULL;
  name = chess_game_files_display_name (info->file);
  if (info->n_games > 1)
    {
      g_autofree char *number = chess_ui_format_count (info->index + 1);
      g_autofree char *count = chess_ui_format_count (info->n_games);

      /* Translators: the window's subtitle for a game picked from a file
       * of several: the file's name, the game's number and how many games
       * the file holds, their digits grouped as the locale groups them,
       * e.g. “club.pgn · Game 2 of 12”, “big.pgn · Game 12,345 of 100,000” */
      return g_strdup_printf (_("%s · Game %s of %s"), name, number, count);
    }
  return g_steal_pointer (&name);
}

void
_chess_game_files_show_error (ChessGameFiles *self,
            const char     *heading,
            GFile          *file,
            const char     *message)
{
  g_autofree char *name = file != NULL ? chess_game_files_display_name (file) : NULL;
  g_autofree char *where = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (name != NULL)
    /* Translators: a file's name and what is wrong with it, e.g.
     * “club.pgn”: Line 13: 14. Nd5 is not legal in this position */
    where = g_strdup_printf (_("“%s”: %s"), name, message);
  body = g_strdup_printf ("%s\n\n%s", where != NULL ? where : message, _("The current game is unchanged."));
  dialog = chess_ui_alert_new (heading, body);
  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_set_responses (dialog, "close", "close");
  gtk_widget_add_css_class (dialog, "file-error");
  chess_ui_dialog_present (dialog, GTK_WIDGET (self->window));
}

/* The games of a file about to be saved over (chess-game-files-save.c):
 * all of them, read in a thread. */

static void
parse_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);
  GError *error = NULL;
  GPtrArray *games = chess_pgn_read (text != NULL ? text : "", length, &error);

  if (games == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, games, (GDestroyNotify) g_ptr_array_unref);
}

void
_chess_game_files_parse_async (GBytes              *bytes,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, _chess_game_files_parse_async);
  g_task_set_task_data (task, g_bytes_ref (bytes), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, parse_in_thread);
}

GPtrArray *
_chess_game_files_parse_finish (GAsyncResult  *result,
                                GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
chess_game_files_text_is_pgn (const char *text)
{
  const char *p = text;

  g_return_val_if_fail (text != NULL, FALSE);

  while (g_ascii_isspace (*p))
    p++;
  /* A tag, a comment, or a move number such as "1." or "12...". */
  if (*p == '[' || *p == '{' || *p == ';')
    return TRUE;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  while (*p == ' ')
    p++;
  return *p == '.';
}

/* The file chooser, for opening and for saving. */

static GListModel *
pgn_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) pgn = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  /* Translators: a file type in the file chooser */
  gtk_file_filter_set_name (pgn, _("PGN Files"));
  gtk_file_filter_add_suffix (pgn, "pgn");
  gtk_file_filter_add_mime_type (pgn, "application/vnd.chess-pgn");
  gtk_file_filter_add_mime_type (pgn, "application/x-chess-pgn");
  g_list_store_append (filters, pgn);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, all);
  return G_LIST_MODEL (filters);
}

void
_chess_game_files_run_chooser (ChessGameFiles       *self,
                               ChessUiFileChoice    *choice,
                               ChessGameFilesChosen  chosen)
{
  g_autoptr(GListModel) filters = NULL;

  if (!_chess_game_files_is_open (self))
    return;
  filters = pgn_filters ();
  choice->filters = filters;
  /* Closing cancels the chooser: its answer then goes nowhere. */
  chess_ui_choose_file_for (self, &self->chooser_cancellable, self->window, choice,
                            (ChessUiFileChosen) chosen);
}

void
chess_game_files_choose_and_open (ChessGameFiles *self)
{
  ChessUiFileChoice choice = { .title = _("Open Game"), .accept_label = _("_Open") };
  GFile *file;
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (CHESS_IS_GAME_FILES (self));

  if (!_chess_game_files_is_open (self))
    return;
  /* Where the game shown came from, if it has a file. */
  file = chess_match_get_file (self->match);
  if (file != NULL)
    folder = g_file_get_parent (file);
  choice.folder = folder;
  _chess_game_files_run_chooser (self, &choice, chess_game_files_open);
}

static void
chess_game_files_dispose (GObject *object)
{
  ChessGameFiles *self = CHESS_GAME_FILES (object);

  chess_game_files_close (self);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (chess_game_files_parent_class)->dispose (object);
}

static void
chess_game_files_class_init (ChessGameFilesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_game_files_dispose;

  signals[REPLACE_GAME] =
    g_signal_new ("replace-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CHESS_TYPE_GAME, G_TYPE_STRING);
  signals[TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
chess_game_files_init (ChessGameFiles *self)
{
  self->cancellable = g_cancellable_new ();
}

ChessGameFiles *
chess_game_files_new (GtkWindow  *window,
                      ChessMatch *match)
{
  ChessGameFiles *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (CHESS_IS_MATCH (match), NULL);

  self = g_object_new (CHESS_TYPE_GAME_FILES, NULL);
  /* Not a reference: the window owns this, and closes it as it goes. */
  self->window = window;
  self->match = g_object_ref (match);
  return self;
}

void
chess_game_files_close (ChessGameFiles *self)
{
  g_return_if_fail (CHESS_IS_GAME_FILES (self));

  if (self->cancellable == NULL)
    return;
  _chess_game_files_cancel_read (self);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->chooser_cancellable != NULL)
    g_cancellable_cancel (self->chooser_cancellable);
  g_clear_object (&self->chooser_cancellable);
  self->window = NULL;
}
