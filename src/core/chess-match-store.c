/* chess-match-store.c: the matches of the open windows, saved after every
 * change and reopened at the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-match-store"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-files.h"
#include "chess-match-store.h"

/* Each window has a file of its own, "window-N.chess960-session" in
 * $XDG_STATE_HOME/chess960/: the state folder is for what is worth keeping
 * across restarts but is no document of the user's. The format is
 * chess_match_save()'s.
 *
 * The file is written before any view shows a change, so that a move the
 * user saw is never lost, whenever the app dies. At start (with no game on
 * the command line) every file is reopened in a window of its own. Closing
 * one window of several removes its file: that game was put away. The
 * last window's file stays, as do all of them when the app quits, so the
 * games come back next time.
 *
 * Two copies of the app may run at once (without a session bus each is
 * its own primary instance). Each session is locked by the process that
 * has it, with flock() on "window-N.chess960-session.lock" beside it: the
 * session file itself is replaced by every write, and a lock on it would
 * go with the old file. The kernel drops the lock when the process ends,
 * however it ends, so a crashed copy leaves nothing that blocks the next. */
#define SESSION_PREFIX "window-"
#define SESSION_SUFFIX ".chess960-session"
#define LOCK_SUFFIX ".lock"

typedef struct
{
  ChessMatch *match;
  char       *path;
  int         lock_fd;
  /* What was last written, and whether the last write failed. */
  char       *saved;
  gboolean    failed;
  /* Saving after every change, since chess_match_store_add(). */
  gboolean    started;
  gulong      changed_id;
} Session;

struct _ChessMatchStore
{
  GObject    parent_instance;

  char      *directory;
  GPtrArray *sessions;   /* Session* */
};

G_DEFINE_FINAL_TYPE (ChessMatchStore, chess_match_store, G_TYPE_OBJECT)
G_DEFINE_QUARK (chess-match-store-error-quark, chess_match_store_error)

enum {
  SAVE_FAILED,
  SAVE_RECOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
lock_path_for (const char *path)
{
  return g_strconcat (path, LOCK_SUFFIX, NULL);
}

static void
unlock_fd (int *fd)
{
  if (*fd >= 0)
    close (*fd);
  *fd = -1;
}

/* Takes PATH's lock for this process: a descriptor to keep open, or -1
 * and CHESS_MATCH_STORE_ERROR_LOCKED when another descriptor (this
 * process's or another's) has it. */
static int
lock_session (const char  *path,
              GError     **error)
{
  g_autofree char *lock_path = lock_path_for (path);
  g_autofree char *directory = g_path_get_dirname (path);

  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "cannot create %s: %s", directory, g_strerror (saved_errno));
      return -1;
    }

  /* The holder may remove the lock file between our open and our lock:
   * then the lock is on a file nobody else will open, and we try again. */
  for (guint attempt = 0; attempt < 10; attempt++)
    {
      struct stat opened, named;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

      if (fd < 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "cannot open %s: %s", lock_path, g_strerror (saved_errno));
          return -1;
        }
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          int saved_errno = errno;

          close (fd);
          if (saved_errno == EWOULDBLOCK)
            g_set_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_LOCKED,
                         "%s is in use by another window or copy of the app", path);
          else
            g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                         "cannot lock %s: %s", lock_path, g_strerror (saved_errno));
          return -1;
        }
      if (fstat (fd, &opened) == 0 && g_stat (lock_path, &named) == 0
          && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino)
        return fd;
      close (fd);
    }

  g_set_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_LOCKED,
               "%s keeps changing hands", path);
  return -1;
}

static gboolean
session_is_locked (const char *path)
{
  g_autoptr(GError) error = NULL;
  int fd = lock_session (path, &error);

  unlock_fd (&fd);
  return g_error_matches (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_LOCKED);
}

static void
session_free (Session *session)
{
  if (session->changed_id != 0)
    g_clear_signal_handler (&session->changed_id, session->match);
  unlock_fd (&session->lock_fd);
  g_clear_object (&session->match);
  g_free (session->path);
  g_free (session->saved);
  g_free (session);
}

static void
chess_match_store_dispose (GObject *object)
{
  ChessMatchStore *self = CHESS_MATCH_STORE (object);

  g_clear_pointer (&self->sessions, g_ptr_array_unref);

  G_OBJECT_CLASS (chess_match_store_parent_class)->dispose (object);
}

static void
chess_match_store_finalize (GObject *object)
{
  ChessMatchStore *self = CHESS_MATCH_STORE (object);

  g_free (self->directory);

  G_OBJECT_CLASS (chess_match_store_parent_class)->finalize (object);
}

static void
chess_match_store_class_init (ChessMatchStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_match_store_dispose;
  object_class->finalize = chess_match_store_finalize;

  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CHESS_TYPE_MATCH, G_TYPE_ERROR);
  signals[SAVE_RECOVERED] =
    g_signal_new ("save-recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_MATCH);
}

static void
chess_match_store_init (ChessMatchStore *self)
{
  self->sessions = g_ptr_array_new_with_free_func ((GDestroyNotify) session_free);
}

ChessMatchStore *
chess_match_store_new (const char *directory)
{
  ChessMatchStore *self = g_object_new (CHESS_TYPE_MATCH_STORE, NULL);

  self->directory = directory != NULL ? g_strdup (directory)
                                      : g_build_filename (g_get_user_state_dir (), "chess960", NULL);
  return self;
}

ChessMatchStore *
chess_match_store_get_default (void)
{
  static ChessMatchStore *store;

  if (store == NULL)
    store = chess_match_store_new (NULL);
  return store;
}

const char *
chess_match_store_get_directory (ChessMatchStore *self)
{
  g_return_val_if_fail (CHESS_IS_MATCH_STORE (self), NULL);
  return self->directory;
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
 * behind; the session file itself is whole, old or new. Returns the
 * session's name, or NULL. */
static char *
unfinished_write_session (const char *name)
{
  const char *suffix = strstr (name, SESSION_SUFFIX ".");

  if (!g_str_has_prefix (name, SESSION_PREFIX)
      || suffix == NULL
      || strlen (suffix) != strlen (SESSION_SUFFIX ".XXXXXX"))
    return NULL;
  return g_strndup (name, suffix - name + strlen (SESSION_SUFFIX));
}

GStrv
chess_match_store_list (ChessMatchStore *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GStrvBuilder) paths = g_strv_builder_new ();
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (CHESS_IS_MATCH_STORE (self), NULL);

  dir = g_dir_open (self->directory, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *session = NULL;

      if (session_number (name) != 0)
        g_ptr_array_add (names, g_strdup (name));
      else if ((session = unfinished_write_session (name)) != NULL)
        {
          g_autofree char *session_path = g_build_filename (self->directory, session, NULL);
          g_autofree char *leftover = g_build_filename (self->directory, name, NULL);

          /* Not while its writer may still be at it. */
          if (session_is_locked (session_path))
            continue;
          g_debug ("Removing %s, left by a write that did not finish", leftover);
          g_unlink (leftover);
        }
    }

  /* The windows come back in the order they were first opened. */
  g_ptr_array_sort (names, compare_session_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (self->directory, g_ptr_array_index (names, i), NULL);

      if (session_is_locked (path))
        g_debug ("%s is open elsewhere", path);
      else
        g_strv_builder_add (paths, path);
    }
  return g_strv_builder_end (paths);
}

static Session *
find_session (ChessMatchStore *self,
              ChessMatch      *match)
{
  for (guint i = 0; i < self->sessions->len; i++)
    {
      Session *session = g_ptr_array_index (self->sessions, i);

      if (session->match == match)
        return session;
    }
  return NULL;
}

static Session *
session_new (ChessMatchStore *self,
             ChessMatch      *match,
             const char      *path,
             int              lock_fd)
{
  Session *session = g_new0 (Session, 1);

  session->match = g_object_ref (match);
  session->path = g_strdup (path);
  session->lock_fd = lock_fd;
  g_ptr_array_add (self->sessions, session);
  return session;
}

static void
remove_session (ChessMatchStore *self,
                Session         *session)
{
  g_ptr_array_remove (self->sessions, session);
}

gboolean
chess_match_store_restore (ChessMatchStore  *self,
                           ChessMatch       *match,
                           const char       *path,
                           GError          **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *backup = NULL;
  Session *session;
  int fd;

  g_return_val_if_fail (CHESS_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (CHESS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (find_session (self, match) == NULL, FALSE);

  fd = lock_session (path, error);
  if (fd < 0)
    return FALSE;
  session = session_new (self, match, path, fd);

  if (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &local_error)
      && chess_match_load (match, key_file, &local_error))
    return TRUE;

  /* Gone since the folder was read: nothing to keep. */
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* Kept for the user (or for a newer version that wrote it), and not
   * overwritten by the new game. */
  backup = chess_files_set_aside (path);
  if (backup == NULL)
    {
      g_set_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_DAMAGED,
                   "%s cannot be read, and is left where it is: %s", path, local_error->message);
      remove_session (self, session);
      return FALSE;
    }
  g_set_error (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_DAMAGED,
               "%s cannot be read, it is kept as %s: %s", path, backup, local_error->message);
  return FALSE;
}

/* The lowest number that no window of this process, no file on disk and
 * no other process's lock has. */
static char *
claim_new_path (ChessMatchStore *self,
                int             *lock_fd)
{
  for (guint number = 1; ; number++)
    {
      g_autofree char *name = g_strdup_printf (SESSION_PREFIX "%u" SESSION_SUFFIX, number);
      g_autofree char *path = g_build_filename (self->directory, name, NULL);
      g_autoptr(GError) error = NULL;
      gboolean taken = FALSE;

      for (guint i = 0; i < self->sessions->len && !taken; i++)
        taken = g_str_equal (((Session *) g_ptr_array_index (self->sessions, i))->path, path);
      if (taken || g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      *lock_fd = lock_session (path, &error);
      if (g_error_matches (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_LOCKED))
        continue;
      /* No lock at all (a folder we cannot write): the save says why. */
      if (error != NULL)
        g_debug ("Saving to %s without a lock: %s", path, error->message);
      return g_steal_pointer (&path);
    }
}

static void
on_match_changed (ChessMatch      *match,
                  ChessMatchStore *self)
{
  chess_match_store_save (self, match, NULL);
}

void
chess_match_store_add (ChessMatchStore *self,
                       ChessMatch      *match)
{
  Session *session;

  g_return_if_fail (CHESS_IS_MATCH_STORE (self));
  g_return_if_fail (CHESS_IS_MATCH (match));

  session = find_session (self, match);
  if (session == NULL)
    {
      int fd = -1;
      g_autofree char *path = claim_new_path (self, &fd);

      session = session_new (self, match, path, fd);
    }
  if (session->started)
    return;
  session->started = TRUE;
  session->changed_id = g_signal_connect (match, "changed", G_CALLBACK (on_match_changed), self);
  chess_match_store_save (self, match, NULL);
}

const char *
chess_match_store_get_path (ChessMatchStore *self,
                            ChessMatch      *match)
{
  Session *session;

  g_return_val_if_fail (CHESS_IS_MATCH_STORE (self), NULL);

  session = find_session (self, match);
  return session != NULL ? session->path : NULL;
}

gboolean
chess_match_store_save (ChessMatchStore  *self,
                        ChessMatch       *match,
                        GError          **error)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  Session *session;
  gsize length;

  g_return_val_if_fail (CHESS_IS_MATCH_STORE (self), FALSE);

  session = find_session (self, match);
  if (session == NULL || !session->started)
    return TRUE;

  key_file = chess_match_save (match);
  data = g_key_file_to_data (key_file, &length, NULL);
  /* Several signals follow one change (a move that mates also changes
   * the result): one write is enough. */
  if (g_strcmp0 (data, session->saved) == 0)
    return TRUE;

  /* 0600: the games are nobody else's business. */
  if (!chess_files_write (session->path, data, length, 0600, &local_error))
    {
      /* Said once, not after every move, until a save works again. */
      if (!session->failed)
        {
          g_warning ("The game cannot be saved to %s: %s", session->path, local_error->message);
          session->failed = TRUE;
          g_signal_emit (self, signals[SAVE_FAILED], 0, match, local_error);
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_free (session->saved);
  session->saved = g_steal_pointer (&data);
  if (session->failed)
    {
      session->failed = FALSE;
      g_signal_emit (self, signals[SAVE_RECOVERED], 0, match);
    }
  return TRUE;
}

void
chess_match_store_close (ChessMatchStore *self,
                         ChessMatch      *match)
{
  Session *session;
  gboolean others = FALSE;

  g_return_if_fail (CHESS_IS_MATCH_STORE (self));

  session = find_session (self, match);
  if (session == NULL)
    return;
  for (guint i = 0; i < self->sessions->len; i++)
    {
      Session *other = g_ptr_array_index (self->sessions, i);

      others |= other != session && other->started;
    }

  if (others && session->started)
    {
      g_autofree char *lock_path = lock_path_for (session->path);

      if (g_unlink (session->path) != 0 && errno != ENOENT)
        g_warning ("Cannot remove %s: %s", session->path, g_strerror (errno));
      /* Still holding the lock: nobody takes the session in between. */
      g_unlink (lock_path);
    }
  remove_session (self, session);
}

void
chess_match_store_release (ChessMatchStore *self,
                           ChessMatch      *match)
{
  Session *session;

  g_return_if_fail (CHESS_IS_MATCH_STORE (self));

  session = find_session (self, match);
  if (session != NULL)
    remove_session (self, session);
}
