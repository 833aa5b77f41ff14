/* chess-compat-files.c: choosing a file, with GtkFileDialog where GTK
 * 4.10 or later is found and GtkFileChooserNative on GTK 4.8 (the file
 * choosers' half of the compatibility layer, chess-compat.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-compat"

#include "config.h"

#include "chess-compat.h"

/* File choosers. Either way the answer comes back through a GTask, so that
 * callers see one kind of chooser. A chooser the user cancelled, or that
 * CANCELLABLE took away, answers NULL without an error. */

static GFile *
file_choice_return (GTask  *task,
                    GFile  *file,
                    GError *error)
{
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, file, g_object_unref);
  return NULL;
}

/* The folder a chooser starts in: the caller's, if any. Else, where GTK
 * shows its own chooser (4.10 or later, outside a Flatpak, whose choosers
 * are the desktop's portal's), the user's documents (their home without
 * one): started without a folder, GTK 4.18's chooser lists the recent
 * files, looking each one up (up to 50) in the background, and if it goes
 * before the last answer (closed by the user at once, or with its
 * window) its list is freed and each answer still to come unfreezes it: a
 * crash (test-window-save, /window/save/close-with-chooser-repeatedly).
 * A folder's listing stops cleanly. */
static GFile *
file_choice_folder (const ChessUiFileChoice *choice)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (choice->folder != NULL)
    return g_object_ref (choice->folder);
  if (gtk_get_minor_version () < 10 || g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    return NULL;
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

#if CHESS_GTK_4_10

static void
on_file_dialog_done (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  GError *error = NULL;
  GFile *file;

  if (GPOINTER_TO_INT (g_task_get_task_data (task)))
    file = gtk_file_dialog_save_finish (dialog, result, &error);
  else
    file = gtk_file_dialog_open_finish (dialog, result, &error);
  /* Dismissed by the user, or cancelled by the caller: no answer. */
  if (error != NULL && error->domain == GTK_DIALOG_ERROR)
    g_clear_error (&error);
  file_choice_return (task, file, error);
}

void
chess_ui_choose_file (GtkWindow               *parent,
                      const ChessUiFileChoice *choice,
                      GCancellable            *cancellable,
                      GAsyncReadyCallback      callback,
                      gpointer                 user_data)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GFile) folder = file_choice_folder (choice);
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, chess_ui_choose_file);
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, GINT_TO_POINTER (choice->save), NULL);
  gtk_file_dialog_set_title (dialog, choice->title);
  gtk_file_dialog_set_accept_label (dialog, choice->accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  if (choice->filters != NULL && g_list_model_get_n_items (choice->filters) > 0)
    {
      g_autoptr(GtkFileFilter) first = g_list_model_get_item (choice->filters, 0);

      gtk_file_dialog_set_filters (dialog, choice->filters);
      gtk_file_dialog_set_default_filter (dialog, first);
    }
  gtk_file_dialog_set_initial_folder (dialog, folder);
  if (choice->save && choice->name != NULL)
    gtk_file_dialog_set_initial_name (dialog, choice->name);
  if (choice->save)
    gtk_file_dialog_save (dialog, parent, cancellable, on_file_dialog_done, task);
  else
    gtk_file_dialog_open (dialog, parent, cancellable, on_file_dialog_done, task);
}

#else

typedef struct {
  GtkFileChooserNative *native;
  GCancellable         *cancellable;
  gulong                cancelled_id;
} NativeChoice;

static void
native_choice_free (gpointer data)
{
  NativeChoice *choice = data;

  g_clear_signal_handler (&choice->cancelled_id, choice->cancellable);
  g_clear_object (&choice->cancellable);
  if (choice->native != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (choice->native));
  g_clear_object (&choice->native);
  g_free (choice);
}

/* The chooser goes with the task's data, once: a response after the
 * caller's cancel (or the other way round) finds nothing left to do. */
static void
native_choice_finish (GTask *task,
                      GFile *file)
{
  NativeChoice *choice = g_task_get_task_data (task);

  if (choice->native == NULL)
    {
      g_clear_object (&file);
      return;
    }
  g_clear_signal_handler (&choice->cancelled_id, choice->cancellable);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (choice->native));
  g_clear_object (&choice->native);
  file_choice_return (task, file, NULL);
  g_object_unref (task);
}

static void
on_native_response (GtkNativeDialog *native,
                    int              response,
                    GTask           *task)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  native_choice_finish (task, file);
}

static void
on_native_cancelled (GCancellable *cancellable,
                     GTask        *task)
{
  native_choice_finish (task, NULL);
}

void
chess_ui_choose_file (GtkWindow               *parent,
                      const ChessUiFileChoice *choice,
                      GCancellable            *cancellable,
                      GAsyncReadyCallback      callback,
                      gpointer                 user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  NativeChoice *data = g_new0 (NativeChoice, 1);
  g_autoptr(GFile) folder = file_choice_folder (choice);
  GtkFileChooser *chooser;

  g_task_set_source_tag (task, chess_ui_choose_file);
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, data, native_choice_free);
  data->native = gtk_file_chooser_native_new (choice->title, parent,
                                              choice->save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                           : GTK_FILE_CHOOSER_ACTION_OPEN,
                                              choice->accept_label, NULL);
  chooser = GTK_FILE_CHOOSER (data->native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (data->native), TRUE);
  for (guint i = 0; choice->filters != NULL && i < g_list_model_get_n_items (choice->filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (choice->filters, i);

      gtk_file_chooser_add_filter (chooser, filter);
      if (i == 0)
        gtk_file_chooser_set_filter (chooser, filter);
    }
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (choice->save && choice->name != NULL)
    gtk_file_chooser_set_current_name (chooser, choice->name);
  g_signal_connect (data->native, "response", G_CALLBACK (on_native_response), task);
  if (cancellable != NULL)
    {
      if (g_cancellable_is_cancelled (cancellable))
        {
          native_choice_finish (task, NULL);
          return;
        }
      data->cancellable = g_object_ref (cancellable);
      data->cancelled_id = g_signal_connect (cancellable, "cancelled",
                                             G_CALLBACK (on_native_cancelled), task);
    }
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->native));
}

#endif

GFile *
chess_ui_choose_file_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == chess_ui_choose_file, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct {
  GObject           *owner;
  GCancellable      *cancellable;
  ChessUiFileChosen  chosen;
} FileRequest;

static void
on_file_request_done (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  FileRequest *request = user_data;
  g_autoptr(GFile) file = chess_ui_choose_file_finish (result, NULL);

  if (file != NULL && !g_cancellable_is_cancelled (request->cancellable))
    request->chosen (request->owner, file);
  g_object_unref (request->owner);
  g_object_unref (request->cancellable);
  g_free (request);
}

void
chess_ui_choose_file_for (gpointer                 owner,
                          GCancellable           **chooser,
                          GtkWindow               *parent,
                          const ChessUiFileChoice *choice,
                          ChessUiFileChosen        chosen)
{
  FileRequest *request;

  g_return_if_fail (G_IS_OBJECT (owner));
  g_return_if_fail (chooser != NULL);

  if (*chooser != NULL)
    g_cancellable_cancel (*chooser);
  g_clear_object (chooser);
  *chooser = g_cancellable_new ();
  request = g_new0 (FileRequest, 1);
  request->owner = g_object_ref (owner);
  request->cancellable = g_object_ref (*chooser);
  request->chosen = chosen;
  chess_ui_choose_file (parent, choice, *chooser, on_file_request_done, request);
}
