/* chess-game-files-save.c: a window's game written as PGN: Save and Save
 * As
 *
 * A game remembers the file it came from or was saved to (see
 * chess-game-file.h). Save writes that file again only when it
 * holds this one game; a game picked from a file of several is saved
 * elsewhere (Save As), and Save As onto a file of several games asks
 * first: a club's archive is never cut down to one game without the user
 * saying so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-files"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-files.h"
#include "chess-game-picker.h"
#include "chess-pgn.h"
#include "chess-game-files-private.h"
#include "chess-ui-names.h"

typedef struct {
  ChessGameFiles *files; /* weak: the write goes on when the window goes */
  ChessGame   *game;
  GFile       *file;
  GBytes      *existing; /* the file's text, when the game is added to it */
  guint        n_existing;
} SaveRequest;

static void
save_request_free (SaveRequest *request)
{
  g_clear_weak_pointer (&request->files);
  g_clear_object (&request->game);
  g_clear_object (&request->file);
  g_clear_pointer (&request->existing, g_bytes_unref);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SaveRequest, save_request_free)

/* A game played here gets the day it was first saved; a game from a file
 * keeps what the file says, even “????.??.??”. */
static char *
game_to_pgn (ChessGame *game)
{
  if (chess_game_get_tag (game, "Date") == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

      chess_game_set_tag (game, "Date", date);
    }
  return chess_pgn_write (game);
}

static void
on_file_written (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SaveRequest) request = user_data;
  ChessGameFiles *self = request->files;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = chess_game_files_display_name (request->file);
  g_autofree char *message = NULL;

  if (!chess_files_write_file_finish (G_FILE (source), result, &error))
    {
      if (_chess_game_files_is_open (self))
        {
          g_autofree char *body = g_strdup_printf (_("“%s”: %s"), name, error->message);
          GtkWidget *dialog = chess_ui_alert_new (_("Cannot Save File"), body);

          chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
          gtk_widget_add_css_class (dialog, "file-error");
          chess_ui_dialog_present (dialog, GTK_WIDGET (self->window));
        }
      return;
    }

  /* The game is in the file whether or not the window is still there. */
  if (!_chess_game_files_is_open (self))
    {
      chess_game_file_set (request->game, request->file, request->n_existing, request->n_existing + 1);
      return;
    }
  chess_match_set_game_file (self->match, request->game, request->file,
                             request->n_existing, request->n_existing + 1);
  if (request->existing != NULL)
    /* Translators: a toast; the argument is a file name */
    message = g_strdup_printf (_("Game added to “%s”"), name);
  else
    /* Translators: a toast; the argument is a file name */
    message = g_strdup_printf (_("Game saved as “%s”"), name);
  _chess_game_files_toast (self, message);
}

static void
write_game (SaveRequest *request)
{
  g_autofree char *pgn = game_to_pgn (request->game);
  g_autoptr(GBytes) bytes = NULL;

  if (request->existing != NULL)
    {
      gsize length;
      const char *old = g_bytes_get_data (request->existing, &length);
      g_autoptr(GString) text = g_string_new_len (old, length);

      /* One blank line between games, as in export format. */
      while (text->len > 0 && g_ascii_isspace (text->str[text->len - 1]))
        g_string_truncate (text, text->len - 1);
      if (text->len > 0)
        g_string_append (text, "\n\n");
      g_string_append (text, pgn);
      bytes = g_string_free_to_bytes (g_steal_pointer (&text));
    }
  else
    {
      gsize length = strlen (pgn);

      bytes = g_bytes_new_take (g_steal_pointer (&pgn), length);
    }

  /* A new file beside the old one, checked, synced and renamed over it:
   * a crash or a full disk leaves the old text or the new, never half of
   * each, and never an empty file. */
  chess_files_write_file_async (request->file, bytes, NULL, on_file_written, request);
}

static void
on_replace_response (GtkWidget  *dialog,
                     const char *response,
                     gpointer    user_data)
{
  g_autoptr(SaveRequest) owned = g_object_steal_data (G_OBJECT (dialog), "chess-save-request");

  if (owned == NULL || !_chess_game_files_is_open (owned->files))
    return;
  if (g_str_equal (response, "replace"))
    g_clear_pointer (&owned->existing, g_bytes_unref);
  else if (!g_str_equal (response, "add"))
    return;
  if (owned->existing == NULL)
    owned->n_existing = 0;
  write_game (g_steal_pointer (&owned));
}

/* The chooser asked whether to overwrite the file; it did not say that
 * the file holds other games. */
static void
ask_replace_games (SaveRequest *request)
{
  ChessGameFiles *self = request->files;
  g_autofree char *name = chess_game_files_display_name (request->file);
  g_autofree char *count = chess_ui_format_count (request->n_existing);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the number's digits are grouped as the locale groups
   * them (“Replace 1,200 Games?”) */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Replace %s Game?", "Replace %s Games?",
                                          request->n_existing),
                             count);
  /* Translators: the file's name and how many games it holds, the
   * number's digits grouped */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "“%s” already holds %s game. Replacing the file keeps only this "
                                       "game; adding the game keeps the file’s games too.",
                                       "“%s” already holds %s games. Replacing the file keeps only this "
                                       "game; adding the game keeps the file’s games too.",
                                       request->n_existing),
                          name, count);
  dialog = chess_ui_alert_new (heading, body);
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "replace", _("_Replace"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_add_response (dialog, "add", _("_Add to File"), ADW_RESPONSE_SUGGESTED);
  chess_ui_alert_set_responses (dialog, "add", "cancel");
  /* Freed with the dialog unless a response takes it. */
  g_object_set_data_full (G_OBJECT (dialog), "chess-save-request", request, (GDestroyNotify) save_request_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_replace_response), NULL);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self->window));
}

static void
on_target_parsed (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SaveRequest) request = user_data;
  g_autoptr(GPtrArray) games = _chess_game_files_parse_finish (result, NULL);

  if (!_chess_game_files_is_open (request->files))
    return;
  /* Not PGN, or a single game: the chooser's question was enough. */
  if (games == NULL || games->len <= 1)
    {
      g_clear_pointer (&request->existing, g_bytes_unref);
      write_game (g_steal_pointer (&request));
      return;
    }
  request->n_existing = games->len;
  ask_replace_games (g_steal_pointer (&request));
}

static void
on_target_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SaveRequest) request = user_data;
  char *contents = NULL;
  gsize length = 0;
  GBytes *bytes;
  GCancellable *cancellable;

  if (!_chess_game_files_is_open (request->files))
    return;
  /* No file yet, or none that can be read: write, and say what fails. */
  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, NULL))
    {
      write_game (g_steal_pointer (&request));
      return;
    }
  request->existing = g_bytes_new_take (contents, length);
  bytes = request->existing;
  cancellable = request->files->cancellable;
  _chess_game_files_parse_async (bytes, cancellable, on_target_parsed, g_steal_pointer (&request));
}

void
chess_game_files_save_to_file (ChessGameFiles *self,
                               GFile          *file)
{
  SaveRequest *request;

  g_return_if_fail (CHESS_IS_GAME_FILES (self));
  g_return_if_fail (G_IS_FILE (file));

  if (!_chess_game_files_is_open (self) || chess_match_get_game (self->match) == NULL)
    return;

  request = g_new0 (SaveRequest, 1);
  g_set_weak_pointer (&request->files, self);
  request->game = g_object_ref (chess_match_get_game (self->match));
  request->file = g_object_ref (file);
  g_file_load_contents_async (file, self->cancellable, on_target_loaded, request);
}

/* “Keller-Meier-2025-03-17.pgn” from the players and the date: a
 * surname before a comma, spaces as hyphens, nothing a file system may
 * refuse. */
static char *
suggest_file_name (ChessGame *game)
{
  const char *names[] = { chess_game_picker_get_tag (game, "White"), chess_game_picker_get_tag (game, "Black") };
  g_autofree char *date = chess_game_picker_get_date (game);
  g_autoptr(GString) text = g_string_new (NULL);

  if (names[0] != NULL && names[1] != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        const char *comma = strchr (names[i], ',');

        if (i > 0)
          g_string_append_c (text, '-');
        g_string_append_len (text, names[i], comma != NULL ? comma - names[i] : (gssize) strlen (names[i]));
      }
  else
    g_string_append (text, chess_game_get_variant (game) == CHESS_VARIANT_CHESS960X3 ? "chess960x3-game"
                           : chess_game_get_variant (game) == CHESS_VARIANT_STANDARD ? "chess-game"
                           : "chess960-game");
  if (date != NULL)
    g_string_append_printf (text, "-%s", date);

  for (gsize i = 0; i < text->len; i++)
    {
      char c = text->str[i];

      if (c == ' ' || c == '.')
        text->str[i] = '-';
      else if ((guchar) c < 0x20 || strchr ("/\\:*?\"<>|", c) != NULL)
        text->str[i] = '_';
    }
  g_string_append (text, ".pgn");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
save_chosen (ChessGameFiles *self,
             GFile          *chosen)
{
  g_autoptr(GFile) file = g_object_ref (chosen);
  g_autofree char *basename = g_file_get_basename (file);

  /* A name typed without an ending gets the PGN one, so that other
   * programs know the file. */
  if (basename != NULL && strchr (basename, '.') == NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *with_ending = g_strconcat (basename, ".pgn", NULL);

      if (parent != NULL)
        g_set_object (&file, g_file_get_child (parent, with_ending));
    }
  chess_game_files_save_to_file (self, file);
}

void
chess_game_files_save_as (ChessGameFiles *self)
{
  ChessGameFile *info = chess_game_file_get (chess_match_get_game (self->match));
  ChessUiFileChoice choice = { .title = _("Save Game"), .accept_label = _("_Save"), .save = TRUE };
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;

  if (chess_match_get_game (self->match) == NULL)
    return;

  if (info != NULL)
    folder = g_file_get_parent (info->file);
  if (info != NULL && info->save_in_place)
    name = chess_game_files_display_name (info->file);
  else
    name = suggest_file_name (chess_match_get_game (self->match));
  choice.folder = folder;
  choice.name = name;
  _chess_game_files_run_chooser (self, &choice, save_chosen);
}

void
chess_game_files_save (ChessGameFiles *self)
{
  ChessGameFile *info = chess_game_file_get (chess_match_get_game (self->match));
  SaveRequest *request;

  if (info == NULL || !info->save_in_place)
    {
      chess_game_files_save_as (self);
      return;
    }

  /* The file holds this game alone: written again without asking. */
  request = g_new0 (SaveRequest, 1);
  g_set_weak_pointer (&request->files, self);
  request->game = g_object_ref (chess_match_get_game (self->match));
  request->file = g_object_ref (info->file);
  write_game (request);
}
