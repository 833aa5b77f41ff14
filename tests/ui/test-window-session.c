/* test-window-session.c: the game in progress is saved after every change
 * and comes back in a new window, and at the app's next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-session"

#include <glib/gstdio.h>

#include "chess-application.h"
#include "chess-board-view-private.h"
#include "chess-enums.h"
#include "chess-pgn.h"
#include "chess-window-private.h"
#include "test-window-common.h"

/* BQNNRKRB: White may castle O-O at once (king f1 and rook g1 swap). */
#define CASTLE_POSITION 3

static char *
saves_directory (void)
{
  return g_build_filename (g_get_user_state_dir (), "chess960", NULL);
}

/* The game a session file holds, read with the PGN reader alone, not with
 * the window's code: what the file says, whoever reads it. */
static ChessGame *
read_saved_game (const char *path,
                 gboolean   *black_at_bottom)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(ChessGame) placeholder = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMatch) match = chess_match_new (placeholder);
  g_autofree char *pgn = NULL;

  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_key_file_get_integer (key_file, "Game", "Format", &error), ==, 1);
  g_assert_no_error (error);
  pgn = g_key_file_get_string (key_file, "Game", "PGN", &error);
  g_assert_no_error (error);
  games = chess_pgn_read (pgn, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  if (black_at_bottom != NULL)
    {
      *black_at_bottom = g_key_file_get_boolean (key_file, "Game", "BlackAtBottom", &error);
      g_assert_no_error (error);
    }
  /* The PGN holds the whole tree, moves taken back too (Redo's); the
   * match puts the game back where it stood. */
  chess_match_load (match, key_file, &error);
  g_assert_no_error (error);
  return g_object_ref (chess_match_get_game (match));
}

static void
assert_same_moves (ChessGame *a,
                   ChessGame *b)
{
  g_assert_true (chess_position_equal (chess_game_get_start_position (a), chess_game_get_start_position (b)));
  g_assert_cmpuint (chess_game_get_n_moves (a), ==, chess_game_get_n_moves (b));
  for (guint ply = 1; ply <= chess_game_get_n_moves (a); ply++)
    g_assert_cmpstr (chess_game_get_san (a, ply), ==, chess_game_get_san (b, ply));
  g_assert_true (chess_position_equal (chess_game_get_position (a), chess_game_get_position (b)));
}

static void
set_variant_start (Fixture      *fixture,
                   ChessVariant  variant,
                   guint         number)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) start = chess_game_new_start (variant, number, &error);

  g_assert_no_error (error);
  chess_window_set_game (fixture->window, start);
}

static void
set_start (Fixture *fixture,
           guint    number)
{
  set_variant_start (fixture, CHESS_VARIANT_CHESS960, number);
}

/* A move is on disk when chess_game_play() returns, before the main loop
 * runs again: before the board has drawn a frame of it, and while its
 * animation still runs. A save put off to an idle callback, a timer or the
 * animation's end fails here. */
static void
test_saved_at_once (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessBoardView *board = child (fixture, "board_view");
  const char *path = chess_window_get_session_file (fixture->window);
  g_autoptr(ChessGame) saved = NULL;
  g_autoptr(ChessGame) other = NULL;

  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, g_get_user_state_dir ()));
  g_assert_true (g_str_has_suffix (path, ".chess960-session"));

  /* A new game is saved as soon as it is set, before any move. */
  set_start (fixture, CASTLE_POSITION);
  saved = read_saved_game (path, NULL);
  assert_same_moves (saved, game (fixture));
  g_clear_object (&saved);

  g_object_set (board, "animation-duration", 2000, NULL);
  enter_move (fixture, "O-O");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_true (chess_board_animation_is_running (board->animation));
  saved = read_saved_game (path, NULL);
  g_assert_cmpuint (chess_game_get_n_moves (saved), ==, 1);
  g_assert_cmpstr (chess_game_get_san (saved, 1), ==, "O-O");
  assert_same_moves (saved, game (fixture));
  g_clear_object (&saved);

  /* Undo and Redo change what was shown: saved at once too. */
  g_assert_true (chess_game_undo (game (fixture)));
  saved = read_saved_game (path, NULL);
  g_assert_cmpuint (chess_game_get_n_moves (saved), ==, 0);
  g_clear_object (&saved);
  g_assert_true (chess_game_redo (game (fixture)));
  saved = read_saved_game (path, NULL);
  g_assert_cmpuint (chess_game_get_n_moves (saved), ==, 1);
  g_clear_object (&saved);

  /* A result without a move: a resignation. */
  g_assert_true (chess_game_resign (game (fixture), CHESS_COLOR_BLACK));
  saved = read_saved_game (path, NULL);
  g_assert_cmpint (chess_game_get_result (saved), ==, CHESS_RESULT_WHITE_WINS);
  g_clear_object (&saved);

  /* Turning the board. */
  chess_board_view_set_flipped (board, TRUE);
  {
    gboolean black_at_bottom = FALSE;

    saved = read_saved_game (path, &black_at_bottom);
    g_assert_true (black_at_bottom);
  }

  /* Another window saves to a file of its own. */
  {
    Fixture second = { g_object_new (CHESS_TYPE_WINDOW, NULL) };
    const char *second_path = chess_window_get_session_file (second.window);

    g_assert_nonnull (second_path);
    g_assert_cmpstr (second_path, !=, path);
    set_start (&second, 518);
    other = read_saved_game (second_path, NULL);
    assert_same_moves (other, game (&second));
    /* ... and the first window's file is still its own. */
    g_clear_object (&saved);
    saved = read_saved_game (path, NULL);
    assert_same_moves (saved, game (fixture));
    g_unlink (second_path);
    gtk_window_destroy (GTK_WINDOW (second.window));
  }
}

typedef enum {
  END_NONE,
  END_RESIGN,
  END_AGREE,
  END_FLAG,
  END_MATE,
} End;

typedef struct {
  const char        *name;
  ChessVariant       variant;
  guint              number;
  const char        *moves;
  End                end;
  gboolean           flipped;
  ChessResult        result;
  ChessResultReason  reason;
} RestoreCase;

static const RestoreCase restore_cases[] = {
  { "castle", CHESS_VARIANT_CHESS960, CASTLE_POSITION, "O-O Nb6 a3 Nc6 b3 O-O-O", END_NONE, FALSE,
    CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
  { "no-moves-black-at-bottom", CHESS_VARIANT_CHESS960, 255, NULL, END_NONE, TRUE,
    CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
  { "resigned", CHESS_VARIANT_CHESS960, 255, "Nf3 d6 e3", END_RESIGN, TRUE,
    CHESS_RESULT_WHITE_WINS, CHESS_RESULT_REASON_RESIGNATION },
  { "draw-agreed", CHESS_VARIANT_CHESS960, CASTLE_POSITION, "O-O Nb6", END_AGREE, FALSE,
    CHESS_RESULT_DRAW, CHESS_RESULT_REASON_DRAW_AGREED },
  { "flag-fall", CHESS_VARIANT_CHESS960, 518, "e4 e5", END_FLAG, FALSE,
    CHESS_RESULT_BLACK_WINS, CHESS_RESULT_REASON_TIMEOUT },
  { "checkmate", CHESS_VARIANT_CHESS960, 518, "f3 e5 g4 Qh4#", END_MATE, FALSE,
    CHESS_RESULT_BLACK_WINS, CHESS_RESULT_REASON_CHECKMATE },
  { "chess960x3", CHESS_VARIANT_CHESS960X3, 2000, "a3 h6", END_NONE, TRUE,
    CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
  { "standard", CHESS_VARIANT_STANDARD, 518, "e4 e5 Nf3", END_NONE, FALSE,
    CHESS_RESULT_NONE, CHESS_RESULT_REASON_NONE },
};

/* Save, close, and a new window on the file brings back the same game:
 * moves, orientation, result and why, and Undo takes back what it took
 * back before (a resignation, not the last move). */
static void
test_restore (gconstpointer data)
{
  const RestoreCase *c = data;
  Fixture fixture = { g_object_new (CHESS_TYPE_WINDOW, NULL) };
  g_autoptr(ChessGame) before = NULL;
  g_autoptr(ChessGame) saved = NULL;
  g_autofree char *path = NULL;
  ChessWindow *restored;
  ChessBoardView *board;
  ChessGame *after;
  guint n_moves;

  set_variant_start (&fixture, c->variant, c->number);
  if (c->moves != NULL)
    enter_moves (&fixture, c->moves);
  switch (c->end)
    {
    case END_RESIGN:
      g_assert_true (chess_game_resign (game (&fixture), CHESS_COLOR_BLACK));
      break;
    case END_AGREE:
      g_assert_true (chess_game_agree_draw (game (&fixture)));
      break;
    case END_FLAG:
      g_assert_true (chess_game_flag_fall (game (&fixture), CHESS_COLOR_WHITE));
      break;
    case END_NONE:
    case END_MATE:
    default:
      break;
    }
  chess_board_view_set_flipped (child (&fixture, "board_view"), c->flipped);
  g_assert_cmpint (chess_game_get_result (game (&fixture)), ==, c->result);
  g_assert_cmpint (chess_game_get_result_reason (game (&fixture)), ==, c->reason);

  before = g_object_ref (game (&fixture));
  path = g_strdup (chess_window_get_session_file (fixture.window));
  gtk_window_destroy (GTK_WINDOW (fixture.window));

  restored = chess_window_new_for_session (NULL, path);
  after = chess_window_get_game (restored);
  g_assert_true (after != before);
  assert_same_moves (after, before);
  g_assert_cmpint (chess_game_get_variant (after), ==, c->variant);
  g_assert_cmpint (chess_game_get_start_number (after), ==, (gint) c->number);
  g_assert_cmpint (chess_game_get_result (after), ==, c->result);
  g_assert_cmpint (chess_game_get_result_reason (after), ==, c->reason);
  board = CHESS_BOARD_VIEW (gtk_widget_get_template_child (GTK_WIDGET (restored), CHESS_TYPE_WINDOW, "board_view"));
  g_assert_cmpint (chess_board_view_get_flipped (board), ==, c->flipped);
  g_assert_cmpstr (chess_window_get_session_file (restored), ==, path);

  /* Undo as before the restart: a result given by an action first, else
   * the last move; and the file follows. */
  n_moves = chess_game_get_n_moves (after);
  if (n_moves > 0 || c->result != CHESS_RESULT_NONE)
    {
      g_assert_true (chess_game_undo (after));
      g_assert_cmpint (chess_game_get_result (after), ==, CHESS_RESULT_NONE);
      g_assert_cmpuint (chess_game_get_n_moves (after), ==,
                        c->end == END_NONE || c->end == END_MATE ? n_moves - 1 : n_moves);
      saved = read_saved_game (path, NULL);
      assert_same_moves (saved, after);
      g_assert_cmpint (chess_game_get_result (saved), ==, CHESS_RESULT_NONE);
    }

  gtk_window_destroy (GTK_WINDOW (restored));
  g_unlink (path);
}

typedef struct {
  const char *name;
  const char *contents;
} DamagedCase;

/* GKeyFile escapes newlines, not quotes. */
#define GOOD_TAGS "[Event \"?\"]\\n[Result \"*\"]\\n\\n"

static const DamagedCase damaged_cases[] = {
  { "not-a-key-file", "\x01\x02 this is no key file\n\xff\xfe" },
  { "empty", "" },
  { "no-game-group", "[Clock]\nFormat=1\n" },
  { "no-format", "[Game]\nPGN=" GOOD_TAGS "1. e4 *\\n\n" },
  { "newer-format", "[Game]\nFormat=2\nPGN=" GOOD_TAGS "1. e4 *\\n\n" },
  { "no-pgn", "[Game]\nFormat=1\n" },
  /* Cut in the middle of the movetext: a PGN reader would take the moves
   * before the cut for the whole game. */
  { "cut-movetext", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 e5 2. Nf3 N" },
  { "cut-after-move", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 e5 2. Nf3" },
  { "illegal-move", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 e5 2. Ke3 *\\n\n" },
  { "two-games", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 *\\n\\n" GOOD_TAGS "1. d4 *\\n\n" },
  { "unknown-reason", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 1-0\\n\nResultReason=boredom\n" },
  { "reason-without-result", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 *\\n\nResultReason=resignation\n" },
  { "bad-orientation", "[Game]\nFormat=1\nPGN=" GOOD_TAGS "1. e4 *\\n\nBlackAtBottom=maybe\n" },
};

static guint
count_set_aside (const char *directory,
                 const char *name)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  g_autofree char *prefix = g_strconcat (name, ".damaged-", NULL);
  const char *entry;
  guint n = 0;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (entry, prefix))
      n++;
  return n;
}

/* A file that cannot be read does not stop the window: it opens on a new
 * game, saved under the same name, and the file is kept aside, with a
 * warning in the log (and a toast, not a dialog). */
static void
test_damaged (gconstpointer data)
{
  const DamagedCase *c = data;
  g_autofree char *directory = saves_directory ();
  g_autofree char *name = g_strdup_printf ("window-%u.chess960-session",
                                           50 + (guint) (c - damaged_cases));
  g_autofree char *path = g_build_filename (directory, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) saved = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *entry;
  ChessWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (directory, 0700), ==, 0);
  g_file_set_contents (path, c->contents, -1, &error);
  g_assert_no_error (error);

  g_test_expect_message ("chess-window", G_LOG_LEVEL_WARNING, "*cannot be read, it is kept as*");
  window = chess_window_new_for_session (NULL, path);
  g_test_assert_expected_messages ();

  g_assert_nonnull (chess_window_get_game (window));
  g_assert_cmpuint (chess_game_get_n_moves (chess_window_get_game (window)), ==, 0);
  g_assert_cmpuint (count_set_aside (directory, name), ==, 1);
  dir = g_dir_open (directory, 0, NULL);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (entry, name) && strstr (entry, ".damaged-") != NULL)
      kept_path = g_build_filename (directory, entry, NULL);
  g_assert_nonnull (kept_path);
  g_file_get_contents (kept_path, &kept, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, c->contents);

  /* The new game took the name. */
  g_assert_cmpstr (chess_window_get_session_file (window), ==, path);
  saved = read_saved_game (path, NULL);
  assert_same_moves (saved, chess_window_get_game (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (kept_path);
  g_unlink (path);
}

/* Only "window-N.chess960-session" is a saved game, in the order of N;
 * what a killed write left behind goes. */
static void
test_list_sessions (void)
{
  static const char *files[] = {
    "window-10.chess960-session", "window-2.chess960-session", "window-x.chess960-session",
    "window-0.chess960-session", "window-3.chess960-session.damaged-20261121-100000",
    "notes.txt", "window-4.chess960-session.Ab3xY9",
  };
  g_autofree char *directory = saves_directory ();
  g_autofree char *leftover = g_build_filename (directory, "window-4.chess960-session.Ab3xY9", NULL);
  g_autofree char *first = g_build_filename (directory, "window-2.chess960-session", NULL);
  g_autofree char *second = g_build_filename (directory, "window-10.chess960-session", NULL);
  g_auto(GStrv) sessions = NULL;

  g_assert_cmpint (g_mkdir_with_parents (directory, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (directory, files[i], NULL);

      g_assert_true (g_file_set_contents (path, "", 0, NULL));
    }

  sessions = chess_window_list_sessions ();
  g_assert_cmpuint (g_strv_length (sessions), ==, 2);
  g_assert_cmpstr (sessions[0], ==, first);
  g_assert_cmpstr (sessions[1], ==, second);
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (directory, files[i], NULL);

      g_unlink (path);
    }
}

/* A save that fails (the folder cannot be made) is reported once, not
 * after every move, and the next save that works writes the whole game. */
static void
test_save_fails (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *directory = saves_directory ();
  g_autofree char *moved = g_strconcat (directory, "-moved", NULL);
  const char *path = chess_window_get_session_file (fixture->window);
  g_autoptr(ChessGame) saved = NULL;

  g_assert_cmpint (g_rename (directory, moved), ==, 0);
  /* A file where the folder should be: neither root nor anyone else can
   * make the folder or write into it. */
  g_assert_true (g_file_set_contents (directory, "", 0, NULL));

  g_test_expect_message ("chess-match-store", G_LOG_LEVEL_WARNING, "*cannot be saved*");
  enter_move (fixture, "e4");
  g_test_assert_expected_messages ();
  /* No second warning (it would be fatal here). */
  enter_move (fixture, "e5");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 2);

  g_assert_cmpint (g_unlink (directory), ==, 0);
  g_assert_cmpint (g_rename (moved, directory), ==, 0);
  enter_move (fixture, "Nf3");
  saved = read_saved_game (path, NULL);
  assert_same_moves (saved, game (fixture));
}

/* The app: what it opens at start, and which files closing a window
 * removes. In this process, NON_UNIQUE and without a session bus, as in
 * test-application. */

typedef struct {
  GPtrArray *windows;   /* ChessWindow, in the order they were added */
  void     (*scenario) (GPtrArray *windows, gpointer data);
  gpointer   data;
} AppRun;

static void
on_window_added (GtkApplication *application,
                 GtkWindow      *window,
                 AppRun         *run)
{
  g_ptr_array_add (run->windows, window);
}

static void
on_window_removed (GtkApplication *application,
                   GtkWindow      *window,
                   AppRun         *run)
{
  g_ptr_array_remove (run->windows, window);
}

static gboolean
run_scenario (gpointer user_data)
{
  AppRun *run = user_data;
  GtkApplication *application = GTK_APPLICATION (g_application_get_default ());
  GList *windows;

  run->scenario (run->windows, run->data);
  /* As when the app quits: the windows go without a close request. */
  while ((windows = gtk_application_get_windows (application)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
  return G_SOURCE_REMOVE;
}

static void
on_startup (GApplication *application,
            AppRun       *run)
{
  /* After the command line has opened its windows. */
  g_idle_add (run_scenario, run);
}

static void
run_app (const char * const *args,
         void              (*scenario) (GPtrArray *windows, gpointer data),
         gpointer            data)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GPtrArray) windows = g_ptr_array_new ();
  AppRun run = { windows, scenario, data };

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "window-added", G_CALLBACK (on_window_added), &run);
  g_signal_connect (application, "window-removed", G_CALLBACK (on_window_removed), &run);
  g_signal_connect (application, "startup", G_CALLBACK (on_startup), &run);

  g_ptr_array_add (argv, (gpointer) "chess960");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_application_set_default (G_APPLICATION (application));
  g_assert_cmpint (g_application_run (G_APPLICATION (application), (int) argv->len - 1, (char **) argv->pdata),
                   ==, 0);
  g_application_set_default (NULL);
}

typedef struct {
  ChessGame *first;
  char      *first_path;
  ChessGame *second;
  char      *second_path;
} Games;

static ChessWindow *
only_window (GPtrArray *windows)
{
  g_assert_cmpuint (windows->len, ==, 1);
  return g_ptr_array_index (windows, 0);
}

static void
play_first_game (GPtrArray *windows,
                 gpointer   data)
{
  Games *games = data;
  Fixture fixture = { only_window (windows) };

  /* a3 and h6 are legal in every Chess960 start. */
  enter_moves (&fixture, "a3 h6");
  games->first = g_object_ref (game (&fixture));
  games->first_path = g_strdup (chess_window_get_session_file (fixture.window));
}

static void
reopen_first_game (GPtrArray *windows,
                   gpointer   data)
{
  Games *games = data;
  ChessWindow *window = only_window (windows);

  assert_same_moves (chess_window_get_game (window), games->first);
  g_assert_cmpstr (chess_window_get_session_file (window), ==, games->first_path);
}

static void
open_position (GPtrArray *windows,
               gpointer   data)
{
  Games *games = data;
  ChessWindow *window = only_window (windows);

  /* What the command line asks for, not the saved game. */
  g_assert_cmpint (chess_game_get_start_number (chess_window_get_game (window)), ==, 5);
  g_assert_cmpuint (chess_game_get_n_moves (chess_window_get_game (window)), ==, 0);
  games->second = g_object_ref (chess_window_get_game (window));
  games->second_path = g_strdup (chess_window_get_session_file (window));
  g_assert_cmpstr (games->second_path, !=, games->first_path);
  g_assert_true (g_file_test (games->first_path, G_FILE_TEST_EXISTS));
}

static void
reopen_both_and_close (GPtrArray *windows,
                       gpointer   data)
{
  Games *games = data;
  ChessWindow *first, *second;

  g_assert_cmpuint (windows->len, ==, 2);
  first = g_ptr_array_index (windows, 0);
  second = g_ptr_array_index (windows, 1);
  assert_same_moves (chess_window_get_game (first), games->first);
  assert_same_moves (chess_window_get_game (second), games->second);

  /* Closing one window of two ends its game... */
  gtk_window_close (GTK_WINDOW (first));
  WAIT_UNTIL (windows->len == 1);
  g_assert_false (g_file_test (games->first_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (games->second_path, G_FILE_TEST_EXISTS));
  /* ... closing the last keeps it for the next start. */
  gtk_window_close (GTK_WINDOW (second));
  WAIT_UNTIL (windows->len == 0);
  g_assert_true (g_file_test (games->second_path, G_FILE_TEST_EXISTS));
}

static void
reopen_second_game (GPtrArray *windows,
                    gpointer   data)
{
  Games *games = data;
  ChessWindow *window = only_window (windows);

  assert_same_moves (chess_window_get_game (window), games->second);
  g_assert_cmpstr (chess_window_get_session_file (window), ==, games->second_path);
}

static void
test_app_reopens (void)
{
  const char *no_args[] = { NULL };
  const char *position_args[] = { "--position", "5", NULL };
  g_auto(GStrv) left = NULL;
  Games games = { NULL };

  /* Nothing saved yet (the other tests clean up after themselves). */
  left = chess_window_list_sessions ();
  g_assert_cmpuint (g_strv_length (left), ==, 0);
  g_clear_pointer (&left, g_strfreev);

  run_app (no_args, play_first_game, &games);
  run_app (no_args, reopen_first_game, &games);
  run_app (position_args, open_position, &games);
  run_app (no_args, reopen_both_and_close, &games);
  run_app (no_args, reopen_second_game, &games);

  left = chess_window_list_sessions ();
  g_assert_cmpuint (g_strv_length (left), ==, 1);
  g_unlink (left[0]);
  g_clear_object (&games.first);
  g_clear_object (&games.second);
  g_free (games.first_path);
  g_free (games.second_path);
}

/* The windows of the fixture save too: what they leave is removed, so
 * that test_app_reopens() starts from nothing. */
static void
session_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_strdup (chess_window_get_session_file (fixture->window));

  fixture_tear_down (fixture, data);
  g_unlink (path);
}

/* The game's file survives a restart, so that Save writes to it again
 * instead of asking; a [File] group that makes no sense only loses that. */
static gboolean
file_contains (const char *path,
               const char *text)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, text) != NULL;
}

static void
test_file (void)
{
  Fixture storage = { g_object_new (CHESS_TYPE_WINDOW, NULL) };
  Fixture *fixture = &storage;
  g_autofree char *directory = g_dir_make_tmp ("chess960-session-file-XXXXXX", NULL);
  g_autofree char *pgn_path = g_build_filename (directory, "kept.pgn", NULL);
  g_autoptr(GFile) pgn_file = g_file_new_for_path (pgn_path);
  g_autofree char *path = NULL;
  g_autofree char *damaged = NULL;
  ChessWindow *restored;
  AdwWindowTitle *title;
  GFile *file;

  set_start (fixture, CASTLE_POSITION);
  enter_moves (fixture, "O-O");
  chess_game_files_save_to_file (fixture->window->files, pgn_file);
  path = g_strdup (chess_window_get_session_file (fixture->window));
  /* The write is asynchronous; the session notes the file once it is done. */
  WAIT_UNTIL (file_contains (path, "[File]"));
  gtk_window_destroy (GTK_WINDOW (fixture->window));

  restored = chess_window_new_for_session (NULL, path);
  file = chess_match_get_file (chess_window_get_match (restored));
  g_assert_nonnull (file);
  g_assert_true (g_file_equal (file, pgn_file));
  title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (restored), CHESS_TYPE_WINDOW, "window_title"));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "kept.pgn");
  gtk_window_destroy (GTK_WINDOW (restored));

  /* An index past the file's games: the game comes back, without a file. */
  g_assert_true (g_file_get_contents (path, &damaged, NULL, NULL));
  g_assert_nonnull (strstr (damaged, "Index=0"));
  memcpy (strstr (damaged, "Index=0"), "Index=7", strlen ("Index=7"));
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  restored = chess_window_new_for_session (NULL, path);
  g_assert_cmpuint (chess_game_get_n_moves (chess_window_get_game (restored)), ==, 1);
  g_assert_null (chess_match_get_file (chess_window_get_match (restored)));
  gtk_window_destroy (GTK_WINDOW (restored));

  g_unlink (path);
  g_unlink (pgn_path);
  g_rmdir (directory);
}

int
main (int   argc,
      char *argv[])
{
  /* The app must run on its own, not hand its command line to a Chess960
   * that happens to be running. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/window-session/saved-at-once", Fixture, NULL,
              fixture_set_up, test_saved_at_once, session_tear_down);
  g_test_add ("/window-session/save-fails", Fixture, NULL,
              fixture_set_up, test_save_fails, session_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (restore_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-session/restore/%s", restore_cases[i].name);

      g_test_add_data_func (path, &restore_cases[i], test_restore);
    }
  for (guint i = 0; i < G_N_ELEMENTS (damaged_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-session/damaged/%s", damaged_cases[i].name);

      g_test_add_data_func (path, &damaged_cases[i], test_damaged);
    }
  g_test_add_func ("/window-session/file", test_file);
  g_test_add_func ("/window-session/list-sessions", test_list_sessions);
  g_test_add_func ("/window-session/app-reopens", test_app_reopens);

  return g_test_run ();
}
