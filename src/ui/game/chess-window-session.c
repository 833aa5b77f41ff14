/* chess-window-session.c: the game in progress, saved after every change
 * and reopened at the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window-session"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "chess-enums.h"
#include "chess-files.h"
#include "chess-pgn.h"
#include "chess-window-private.h"

/* Each window has a file of its own, "window-N.chess960-session" in
 * $XDG_STATE_HOME/chess960/: the state folder is for what is worth
 * keeping across restarts but is no document of the user's.
 *
 *   [Game]
 *   Format=1
 *   PGN=[Event "?"]\n…\n1. e4 e5 *\n
 *   ResultReason=resignation       (only when the PGN cannot say it)
 *   BlackAtBottom=false
 *
 * Other parts of the window add groups of their own ([Clock],
 * [Opponent]): see chess_window_session_to_key_file() and
 * chess_window_session_from_key_file(). A change that older versions
 * must refuse bumps Format.
 *
 * The file is written before the board shows a change, so that a move the
 * user saw is never lost, whenever the app dies. At start (with no game
 * on the command line) every file is reopened in a window of its own.
 * Closing one window of several removes its file: that game was put
 * away. The last window's file stays, as do all of them when the app
 * quits, so the games come back next time. A game that is over comes
 * back too, unlike in GNOME Chess, which keeps finished games in a
 * history of its own: here Undo can still take back a resignation, a
 * draw or a flag fall, and nothing else keeps the game. */
#define SESSION_FORMAT 1
#define SESSION_PREFIX "window-"
#define SESSION_SUFFIX ".chess960-session"
#define GAME_GROUP "Game"

/* The files the windows of this process write to: a new window takes the
 * lowest number that neither a window nor a file on disk has. */
static GHashTable *claimed_paths;

static char *
session_directory (void)
{
  return g_build_filename (g_get_user_state_dir (), "chess960", NULL);
}

/* N from "window-N.chess960-session", or 0 for any other name. */
static guint
session_number (const char *name)
{
  const char *digits;
  char *end = NULL;
  guint64 number;

  if (!g_str_has_prefix (name, SESSION_PREFIX) || !g_str_has_suffix (name, SESSION_SUFFIX))
    return 0;
  digits = name + strlen (SESSION_PREFIX);
  if (!g_ascii_isdigit (*digits))
    return 0;
  number = g_ascii_strtoull (digits, &end, 10);
  if (strcmp (end, SESSION_SUFFIX) != 0 || number == 0 || number > G_MAXUINT)
    return 0;
  return (guint) number;
}

static char *
session_path_for_number (guint number)
{
  g_autofree char *directory = session_directory ();
  g_autofree char *name = g_strdup_printf (SESSION_PREFIX "%u" SESSION_SUFFIX, number);

  return g_build_filename (directory, name, NULL);
}

static void
claim_path (const char *path)
{
  if (claimed_paths == NULL)
    claimed_paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (claimed_paths, g_strdup (path));
}

static void
release_path (const char *path)
{
  if (claimed_paths != NULL && path != NULL)
    g_hash_table_remove (claimed_paths, path);
}

static char *
claim_new_path (void)
{
  for (guint number = 1; ; number++)
    {
      g_autofree char *path = session_path_for_number (number);

      if ((claimed_paths != NULL && g_hash_table_contains (claimed_paths, path))
          || g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      claim_path (path);
      return g_steal_pointer (&path);
    }
}

static gint
compare_session_names (gconstpointer a,
                       gconstpointer b)
{
  guint number_a = session_number (*(const char * const *) a);
  guint number_b = session_number (*(const char * const *) b);

  return number_a < number_b ? -1 : number_a > number_b;
}

/* A write that was killed between creating its temporary file
 * ("window-1.chess960-session.XXXXXX") and renaming it leaves that file
 * behind; the session file itself is whole, old or new. */
static gboolean
is_unfinished_write (const char *name)
{
  const char *suffix = strstr (name, SESSION_SUFFIX ".");

  return g_str_has_prefix (name, SESSION_PREFIX)
         && suffix != NULL
         && strlen (suffix) == strlen (SESSION_SUFFIX ".XXXXXX");
}

GStrv
chess_window_list_sessions (void)
{
  g_autofree char *directory = session_directory ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GStrvBuilder) paths = g_strv_builder_new ();
  g_autoptr(GDir) dir = NULL;
  const char *name;

  dir = g_dir_open (directory, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      if (session_number (name) != 0)
        g_ptr_array_add (names, g_strdup (name));
      else if (is_unfinished_write (name))
        {
          g_autofree char *leftover = g_build_filename (directory, name, NULL);

          g_debug ("Removing %s, left by a write that did not finish", leftover);
          g_unlink (leftover);
        }
    }

  /* The windows come back in the order they were first opened. */
  g_ptr_array_sort (names, compare_session_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (directory, g_ptr_array_index (names, i), NULL);

      g_strv_builder_add (paths, path);
    }
  return g_strv_builder_end (paths);
}

/* Hook point for saving: everything a window writes, one group per part.
 * A part that adds a group (the clock, the opponent) adds it here, and
 * calls chess_window_session_save() whenever its state changes. */
GKeyFile *
chess_window_session_to_key_file (ChessWindow *self)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *pgn = NULL;
  ChessResultReason reason;

  g_key_file_set_integer (key_file, GAME_GROUP, "Format", SESSION_FORMAT);
  pgn = chess_pgn_write (self->game);
  g_key_file_set_string (key_file, GAME_GROUP, "PGN", pgn);

  /* The PGN's result token says who won, not why: a resignation, an
   * agreed draw or a claim would come back as a bare result, which Undo
   * could not take back. */
  reason = chess_game_get_result_reason (self->game);
  if (reason != CHESS_RESULT_REASON_NONE)
    {
      GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_RESULT_REASON);
      GEnumValue *value = g_enum_get_value (enum_class, reason);

      g_key_file_set_string (key_file, GAME_GROUP, "ResultReason", value->value_nick);
      g_type_class_unref (enum_class);
    }

  g_key_file_set_boolean (key_file, GAME_GROUP, "BlackAtBottom",
                          chess_board_view_get_flipped (self->board_view));
  chess_window_save_opponent (self, key_file);
  chess_window_clock_save (self, key_file);
  chess_window_files_save_session (self, key_file);

  return g_steal_pointer (&key_file);
}

static gboolean
session_error (GError    **error,
               const char *format,
               ...) G_GNUC_PRINTF (2, 3);

static gboolean
session_error (GError    **error,
               const char *format,
               ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE, message);
  return FALSE;
}

/* The [Game] group's game, checked whole: a file cut short or edited by
 * hand must not bring back a game with its last moves missing. */
static ChessGame *
session_read_game (GKeyFile  *key_file,
                   GError   **error)
{
  g_autofree char *pgn = NULL;
  g_autofree char *reason_nick = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) local_error = NULL;
  ChessGame *game;
  const char *result;
  int format;

  format = g_key_file_get_integer (key_file, GAME_GROUP, "Format", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (format != SESSION_FORMAT)
    {
      session_error (error, "format %d is not known to this version", format);
      return NULL;
    }

  pgn = g_key_file_get_string (key_file, GAME_GROUP, "PGN", error);
  if (pgn == NULL)
    return NULL;
  games = chess_pgn_read (pgn, -1, &local_error);
  if (games == NULL)
    {
      session_error (error, "the game cannot be read: %s", local_error->message);
      return NULL;
    }
  if (games->len != 1)
    {
      session_error (error, "%u games instead of one", games->len);
      return NULL;
    }
  game = g_ptr_array_index (games, 0);

  /* The writer ends the movetext with the result, "*" for a game in
   * progress: without it the text was cut, and moves may be missing. */
  result = chess_result_to_string (chess_game_get_result (game));
  g_strchomp (pgn);
  if (!g_str_has_suffix (pgn, result)
      || (strlen (pgn) > strlen (result) && !g_ascii_isspace (pgn[strlen (pgn) - strlen (result) - 1])))
    {
      session_error (error, "the game does not end with its result");
      return NULL;
    }

  reason_nick = g_key_file_get_string (key_file, GAME_GROUP, "ResultReason", NULL);
  if (reason_nick != NULL)
    {
      GEnumClass *enum_class = g_type_class_ref (CHESS_TYPE_RESULT_REASON);
      GEnumValue *value = g_enum_get_value_by_nick (enum_class, reason_nick);
      ChessResultReason reason = value != NULL ? (ChessResultReason) value->value : CHESS_RESULT_REASON_NONE;

      g_type_class_unref (enum_class);
      if (reason == CHESS_RESULT_REASON_NONE || chess_game_get_result (game) == CHESS_RESULT_NONE)
        {
          session_error (error, "“%s” is no reason for the game’s result", reason_nick);
          return NULL;
        }
      /* Only a reason the moves did not give already: setting it marks
       * the result as one Undo takes back before any move. */
      if (chess_game_get_result_reason (game) != reason)
        chess_game_set_result (game, chess_game_get_result (game), reason);
    }

  return g_object_ref (game);
}

/* Hook point for restoring: the counterpart of
 * chess_window_session_to_key_file(). The game comes first, so that the
 * parts that follow it (the clock, the opponent) find it in place; a part
 * whose group is missing starts as for a new game, and one whose group is
 * wrong returns FALSE, and the whole file is set aside. */
gboolean
chess_window_session_from_key_file (ChessWindow  *self,
                                    GKeyFile     *key_file,
                                    GError      **error)
{
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean black_at_bottom;

  game = session_read_game (key_file, error);
  if (game == NULL)
    return FALSE;
  black_at_bottom = g_key_file_get_boolean (key_file, GAME_GROUP, "BlackAtBottom", &local_error);
  if (local_error != NULL && !g_error_matches (local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  chess_window_set_game (self, game);
  chess_board_view_set_flipped (self->board_view, black_at_bottom);
  if (!chess_window_restore_opponent (self, key_file, error))
    return FALSE;
  if (!chess_window_clock_restore (self, key_file, error))
    return FALSE;
  chess_window_files_restore_session (self, key_file);

  return TRUE;
}

void
chess_window_session_save (ChessWindow *self)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *data = NULL;
  g_autofree char *directory = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (!self->session_ready || self->game == NULL)
    return;

  key_file = chess_window_session_to_key_file (self);
  data = g_key_file_to_data (key_file, &length, NULL);
  /* Several signals follow one change (a move that mates also changes
   * the result): one write is enough. */
  if (g_strcmp0 (data, self->session_saved) == 0)
    return;

  /* Atomic: a crash or a kill leaves the old file or the new one, never
   * half of each. 0600: the games are nobody else's business. */
  directory = g_path_get_dirname (self->session_path);
  if (g_mkdir_with_parents (directory, 0700) != 0)
    g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (errno),
                 "cannot create %s: %s", directory, g_strerror (errno));
  else
    g_file_set_contents_full (self->session_path, data, length,
                              G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error);

  if (error != NULL)
    {
      /* Said once, not after every move, until a save works again. */
      if (!self->session_failed)
        {
          g_warning ("The game cannot be saved to %s: %s", self->session_path, error->message);
          chess_window_toast (self, _("The game cannot be saved"));
        }
      self->session_failed = TRUE;
      return;
    }

  self->session_failed = FALSE;
  g_free (self->session_saved);
  self->session_saved = g_steal_pointer (&data);
}

void
chess_window_session_set_path (ChessWindow *self,
                               const char  *path)
{
  g_return_if_fail (!self->session_ready);

  release_path (self->session_path);
  g_free (self->session_path);
  self->session_path = g_strdup (path);
  if (path != NULL)
    claim_path (path);
}

gboolean
chess_window_session_restore (ChessWindow *self)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;

  if (self->session_path == NULL)
    return FALSE;
  if (g_key_file_load_from_file (key_file, self->session_path, G_KEY_FILE_NONE, &error)
      && chess_window_session_from_key_file (self, key_file, &error))
    return TRUE;

  /* Gone since the folder was read: nothing to keep. */
  if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return FALSE;

  /* Kept for the user (or for a newer version that wrote it), and not
   * overwritten by the new game. */
  backup = chess_files_set_aside (self->session_path);
  if (backup != NULL)
    g_warning ("The saved game %s cannot be read, it is kept as %s: %s",
               self->session_path, backup, error->message);
  else
    {
      g_autofree char *old_path = g_strdup (self->session_path);

      g_warning ("The saved game %s cannot be read, and is left where it is: %s",
                 old_path, error->message);
      release_path (self->session_path);
      g_free (self->session_path);
      self->session_path = claim_new_path ();
    }
  chess_window_toast (self, _("The saved game could not be read, so a new one was started"));
  return FALSE;
}

void
chess_window_session_start (ChessWindow *self)
{
  if (self->session_path == NULL)
    self->session_path = claim_new_path ();
  self->session_ready = TRUE;
  chess_window_session_save (self);
}

/* Closing one window of several ends its game; the last window's game is
 * kept for the next start, as when the app quits. */
void
chess_window_session_close (ChessWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  gboolean others = FALSE;

  if (!self->session_ready || application == NULL)
    return;
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (l->data != (gpointer) self && CHESS_IS_WINDOW (l->data))
      others = TRUE;
  if (!others)
    return;

  self->session_ready = FALSE;
  if (g_unlink (self->session_path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove %s: %s", self->session_path, g_strerror (errno));
}

static void
on_board_flipped (ChessBoardView *board_view,
                  GParamSpec     *pspec,
                  ChessWindow    *self)
{
  chess_window_session_save (self);
}

void
chess_window_session_init (ChessWindow *self)
{
  g_signal_connect (self->board_view, "notify::flipped", G_CALLBACK (on_board_flipped), self);
}

void
chess_window_session_dispose (ChessWindow *self)
{
  self->session_ready = FALSE;
  if (self->board_view != NULL)
    g_signal_handlers_disconnect_by_func (self->board_view, on_board_flipped, self);
  release_path (self->session_path);
  g_clear_pointer (&self->session_path, g_free);
  g_clear_pointer (&self->session_saved, g_free);
}

const char *
chess_window_get_session_file (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->session_path;
}
