/* test-application.c: the command line of chess960
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-application"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "chess-application.h"
#include "chess-board-view.h"
#include "chess-compat.h"
#include "chess-settings.h"
#include "chess-window.h"

/* Bad options: the real binary, as a user starts it. None of these needs
 * a display: they fail before the app registers or opens anything. */

typedef struct {
  const char *args[6];
  const char *message;   /* part of what stderr must say */
} BadOptions;

static const BadOptions bad_options[] = {
  { { "--position", "9999" }, "Chess960 has no start position 9999: the numbers go from 0 to 959" },
  { { "--variant", "chess960x3", "--position", "2880" },
    "Chess960x3 has no start position 2880: the numbers go from 0 to 2879" },
  { { "--position", "-1" }, "“-1” is not a start position number" },
  { { "--position", "12abc" }, "“12abc” is not a start position number" },
  { { "--variant", "shogi" }, "Unknown variant “shogi”: use chess960, chess960x3 or standard" },
  { { "--variant", "standard", "--position", "5" }, "Standard Chess has only start position 518, not 5" },
  { { "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--position", "3" }, "--fen and --position cannot be used together" },
  { { "--fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1" }, "Invalid FEN “rnbqkbnr/pppppppp/8/8 w KQkq - 0 1”: " },
  { { "--fen", "8/8/8/8/8/8/8/8 w - - 0 1" }, "Invalid FEN" },
};

static void
run_app (const char * const  *args,
         int                 *exit_status,
         char               **out,
         char               **err)
{
  const char *app = g_getenv ("CHESS960_APP");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  if (app == NULL)
    {
      g_test_skip ("CHESS960_APP is not set (run the test with meson test)");
      return;
    }

  g_ptr_array_add (argv, (gpointer) app);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  /* The messages use typographic quotes: read them back in UTF-8. */
  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  envp = g_environ_unsetenv (envp, "LANGUAGE");

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT,
                               NULL, NULL, out, err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  *exit_status = WEXITSTATUS (wait_status);
}

static void
test_bad_options (gconstpointer data)
{
  const BadOptions *bad = data;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = -1;

  run_app (bad->args, &status, &out, &err);
  if (g_test_failed () || out == NULL)
    return;

  g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, bad->message));
  g_assert_true (g_str_has_prefix (err, "chess960: "));
}

static void
test_version (void)
{
  const char *args[] = { "--version", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = -1;

  run_app (args, &status, &out, &err);
  if (out == NULL)
    return;
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "chess960 "));
  g_assert_cmpstr (err, ==, "");
}

/* Good options: the app in this process, so that the test can look at the
 * window it opens. NON_UNIQUE: the test must not talk to a running
 * Chess960 or need a session bus. */

typedef struct {
  GPtrArray *games;   /* of ChessGame, one per window opened */
  guint      n_had_game;   /* windows that had a game of their own when added */
  guint      n_flipped;    /* windows whose board showed Black at the bottom */
} Opened;

static gboolean
close_windows (gpointer user_data)
{
  GApplication *application = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));

  while (windows != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (windows->data));
      windows = gtk_application_get_windows (GTK_APPLICATION (application));
    }
  return G_SOURCE_REMOVE;
}

static void
on_window_added (GtkApplication *application,
                 GtkWindow      *window,
                 Opened         *opened)
{
  g_assert_true (CHESS_IS_WINDOW (window));
  if (chess_window_get_game (CHESS_WINDOW (window)) != NULL)
    opened->n_had_game++;
  /* The window is added while it is built; its game is set just after. */
  g_idle_add_full (G_PRIORITY_DEFAULT, close_windows, g_object_ref (application), g_object_unref);
}

static void
on_window_removed (GtkApplication *application,
                   GtkWindow      *window,
                   Opened         *opened)
{
  GObject *board = gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, "board_view");

  g_ptr_array_add (opened->games, g_object_ref (chess_window_get_game (CHESS_WINDOW (window))));
  if (chess_board_view_get_flipped (CHESS_BOARD_VIEW (board)))
    opened->n_flipped++;
}

/* Each run starts as the first ever: the games a run leaves behind would
 * otherwise be reopened by the next (test-window-session tests that). */
static void
forget_saved_games (void)
{
  g_auto(GStrv) sessions = chess_window_list_sessions ();

  for (guint i = 0; sessions[i] != NULL; i++)
    g_assert_cmpint (g_unlink (sessions[i]), ==, 0);
}

static GPtrArray *
run_in_process_counting (const char * const *args,
                         int                *status,
                         guint              *n_had_game,
                         guint              *n_flipped)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  Opened opened = { g_ptr_array_new_with_free_func (g_object_unref), 0, 0 };

  forget_saved_games ();
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "window-added", G_CALLBACK (on_window_added), &opened);
  g_signal_connect (application, "window-removed", G_CALLBACK (on_window_removed), &opened);

  g_ptr_array_add (argv, (gpointer) "chess960");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  *status = g_application_run (G_APPLICATION (application), (int) argv->len - 1, (char **) argv->pdata);
  if (n_had_game != NULL)
    *n_had_game = opened.n_had_game;
  if (n_flipped != NULL)
    *n_flipped = opened.n_flipped;
  return opened.games;
}

static GPtrArray *
run_in_process (const char * const *args,
                int                *status)
{
  return run_in_process_counting (args, status, NULL, NULL);
}

/* Runs the app with ARGS, which must succeed and open exactly one
 * window: its game. */
static ChessGame *
run_for_one_game (const char * const *args)
{
  g_autoptr(GPtrArray) games = NULL;
  int status = -1;

  games = run_in_process (args, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpuint (games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (games, 0));
}

static gboolean
have_display (void)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display (install xvfb-run)");
      return FALSE;
    }
  return TRUE;
}

static void
test_opens_numbered_position (void)
{
  /* Variant names are case-insensitive. */
  const char *args[] = { "--variant", "Chess960X3", "--position", "2000", NULL };
  g_autoptr(ChessGame) game = NULL;

  if (!have_display ())
    return;
  game = run_for_one_game (args);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 2000);
}

static void
test_opens_fen (void)
{
  const char *fen = "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w BGbg - 0 1";
  const char *args[] = { "--fen", fen, NULL };
  g_autoptr(ChessPosition) expected = NULL;
  g_autoptr(ChessGame) game = NULL;

  if (!have_display ())
    return;
  game = run_for_one_game (args);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  expected = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, fen, NULL);
  g_assert_true (chess_position_equal (chess_game_get_start_position (game), expected));
}

static void
test_variant_alone_draws (void)
{
  const char *args[] = { "--variant", "standard", NULL };
  g_autoptr(ChessGame) game = NULL;

  if (!have_display ())
    return;
  game = run_for_one_game (args);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_STANDARD);
  g_assert_cmpint (chess_game_get_start_number (game), ==, 518);
}

/* A game from the command line is the window's first: no random game is
 * drawn for it before, and the New Game dialog's Black at the bottom,
 * which was chosen for another game, does not turn it. */
static void
test_command_line_game_comes_first (void)
{
  const char *fen_args[] = { "--fen", "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w BGbg - 0 1", NULL };
  const char *position_args[] = { "--position", "7", NULL };
  const char *variant_args[] = { "--variant", "chess960x3", NULL };
  const char *const *cases[] = { fen_args, position_args, variant_args };
  g_autoptr(GSettings) settings = NULL;

  if (!have_display ())
    return;
  settings = chess_settings_new ();
  g_settings_set_boolean (settings, "new-game-black-at-bottom", TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) games = NULL;
      guint n_had_game = 99, n_flipped = 99;
      int status = -1;

      g_test_message ("%s %s", cases[i][0], cases[i][1]);
      games = run_in_process_counting (cases[i], &status, &n_had_game, &n_flipped);
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpuint (games->len, ==, 1);
      /* Made with its game: there was never another one in it. */
      g_assert_cmpuint (n_had_game, ==, 1);
      g_assert_cmpuint (n_flipped, ==, 0);
    }

  g_settings_reset (settings, "new-game-black-at-bottom");
}

/* Without a game on the command line the window draws its own, turned as
 * the New Game dialog last said. */
static void
test_no_options_draws_in_window (void)
{
  const char *args[] = { NULL };
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GPtrArray) games = NULL;
  guint n_had_game = 0, n_flipped = 0;
  int status = -1;

  if (!have_display ())
    return;
  settings = chess_settings_new ();
  g_settings_set_boolean (settings, "new-game-black-at-bottom", TRUE);
  games = run_in_process_counting (args, &status, &n_had_game, &n_flipped);
  g_settings_reset (settings, "new-game-black-at-bottom");

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpuint (n_had_game, ==, 1);
  g_assert_cmpuint (n_flipped, ==, 1);
}

/* No options: one window with a random game of the last variant chosen. */
static void
test_no_options (void)
{
  const char *args[] = { NULL };
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(ChessGame) game = NULL;

  if (!have_display ())
    return;
  settings = chess_settings_new ();
  g_settings_set_enum (settings, "new-game-variant", CHESS_VARIANT_CHESS960X3);
  game = run_for_one_game (args);
  g_settings_reset (settings, "new-game-variant");

  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpint (chess_game_get_start_number (game), !=, 518);
}

/* `chess960 FILE…`, as the file manager runs it for a .pgn: each file's
 * game in a window of its own, with the file's players. */
static void
on_file_game (ChessWindow *window,
              GParamSpec  *pspec,
              guint       *n_opened)
{
  if (g_strcmp0 (chess_game_get_tag (chess_window_get_game (window), "White"), "Rookie_on_f1") != 0)
    return;
  /* Closed once the window is done setting the game. */
  if (++*n_opened == 2)
    g_idle_add_full (G_PRIORITY_DEFAULT, close_windows,
                     g_object_ref (gtk_window_get_application (GTK_WINDOW (window))), g_object_unref);
}

static void
on_file_window_added (GtkApplication *application,
                      GtkWindow      *window,
                      guint          *n_opened)
{
  g_signal_connect (window, "notify::game", G_CALLBACK (on_file_game), n_opened);
}

static void
test_opens_files (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "pgn",
                                                 "lichess-king-move-castles.pgn", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(ChessApplication) application = chess_application_new ();
  const char *argv[] = { "chess960", path, uri, NULL };
  guint n_opened = 0;
  int status;

  if (!have_display ())
    return;
  forget_saved_games ();
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "window-added", G_CALLBACK (on_file_window_added), &n_opened);
  status = g_application_run (G_APPLICATION (application), 3, (char **) argv);
  g_assert_cmpint (status, ==, 0);
  /* A path and a URI, as desktops pass them (Exec=chess960 %U). */
  g_assert_cmpuint (n_opened, ==, 2);
}

/* GSK_RENDERER=cairo: GDK is told to leave OpenGL alone (other flags
 * kept), so that it does not load and start the GL driver; with any other
 * renderer nothing changes. Each in a process of its own, since GDK reads
 * the variables once. */
static void
test_cairo_skips_gl (gconstpointer data)
{
  gboolean cairo = GPOINTER_TO_INT (data);
  gboolean new_gdk = gtk_get_minor_version () >= 16;
  const char *name = new_gdk ? "GDK_DISABLE" : "GDK_DEBUG";

  if (!have_display ())
    return;
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *before = g_strdup (g_getenv (name));
      g_autofree char *expected = NULL;

      if (cairo)
        g_setenv ("GSK_RENDERER", "cairo", TRUE);
      else
        g_unsetenv ("GSK_RENDERER");
      chess_ui_skip_gl_for_cairo_renderer ();
      if (!cairo)
        {
          g_assert_cmpstr (g_getenv (name), ==, before);
          return;
        }
      expected = before != NULL ? g_strconcat (before, ",", new_gdk ? "gl" : "gl-disable", NULL)
                                : g_strdup (new_gdk ? "gl" : "gl-disable");
      g_assert_cmpstr (g_getenv (name), ==, expected);
      gtk_init ();
      g_assert_false (gdk_display_prepare_gl (gdk_display_get_default (), &error));
      g_assert_nonnull (error);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state_home = NULL;
  g_autofree char *state_dir = NULL;
  int status;

  /* No session bus in the test: the app must run on its own, not hand its
   * command line to a Chess960 that happens to be running. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);
  /* Before anything asks GLib for the state folder: the games the runs
   * save must not mix with those of other tests running at once. */
  state_home = g_dir_make_tmp ("chess960-state-XXXXXX", NULL);
  g_assert_nonnull (state_home);
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad_options); i++)
    {
      g_autofree char *path = g_strdup_printf ("/application/bad-options/%u", i);

      g_test_add_data_func (path, &bad_options[i], test_bad_options);
    }
  g_test_add_func ("/application/version", test_version);
  g_test_add_func ("/application/opens-files", test_opens_files);
  g_test_add_func ("/application/opens-numbered-position", test_opens_numbered_position);
  g_test_add_func ("/application/opens-fen", test_opens_fen);
  g_test_add_func ("/application/variant-alone-draws", test_variant_alone_draws);
  g_test_add_func ("/application/no-options", test_no_options);
  g_test_add_func ("/application/command-line-game-comes-first", test_command_line_game_comes_first);
  g_test_add_func ("/application/no-options-draws-in-window", test_no_options_draws_in_window);
  g_test_add_data_func ("/application/cairo-skips-gl", GINT_TO_POINTER (TRUE), test_cairo_skips_gl);
  g_test_add_data_func ("/application/gl-keeps-gl", GINT_TO_POINTER (FALSE), test_cairo_skips_gl);

  status = g_test_run ();
  forget_saved_games ();
  state_dir = g_build_filename (state_home, "chess960", NULL);
  g_rmdir (state_dir);
  g_rmdir (state_home);
  return status;
}
