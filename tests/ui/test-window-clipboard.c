/* test-window-clipboard.c: positions copied from and pasted into the main
 * window, and the pasted game's way back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-move-list.h"

static void
test_copy_fen (Fixture       *fixture,
               gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  g_autofree char *copied = NULL;
  g_autofree char *copied_earlier = NULL;
  g_autofree char *x3_copied = NULL;
  g_autofree char *expected = NULL;

  enter_moves (fixture, "e4 c5 Nf3");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  copied = chess_test_ui_read_clipboard (GTK_WIDGET (fixture->window));
  g_assert_cmpstr (copied, ==, "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");

  /* While the list shows an earlier move, that position is copied. */
  chess_move_list_set_view_ply (move_list, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  copied_earlier = chess_test_ui_read_clipboard (GTK_WIDGET (fixture->window));
  g_assert_cmpstr (copied_earlier, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  /* Chess960x3 with two rooks on one side: still a FEN that reads back. */
  set_fen (fixture, CHESS_VARIANT_CHESS960X3, "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BQbq - 0 1");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  x3_copied = chess_test_ui_read_clipboard (GTK_WIDGET (fixture->window));
  expected = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (x3_copied, ==, expected);
  g_assert_cmpstr (x3_copied, ==, "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BQbq - 0 1");
}

static void
paste_text (Fixture    *fixture,
            const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), text);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.paste-fen", NULL);
}

static gboolean
game_changed (gpointer data)
{
  gpointer *pair = data;

  return chess_window_get_game (pair[0]) != pair[1];
}

static void
test_paste_fen (Fixture       *fixture,
                gconstpointer  data)
{
  const char *bad[] = {
    "not a position",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
    "",
  };
  ChessGame *before;
  g_autofree char *fen = NULL;
  gpointer pair[2];

  enter_moves (fixture, "e4 e5");
  before = game (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtkWidget *dialog;

      paste_text (fixture, bad[i]);
      g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
      /* The game is untouched. */
      g_assert_true (game (fixture) == before);
      g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
      dialog = find_dialog (fixture->window);
      g_assert_cmpstr (chess_ui_alert_get_heading (dialog), ==, "Cannot Paste Position");
      click_response (dialog, "_Close");
      g_assert_null (find_dialog (fixture->window));
    }

  /* A good FEN, with blanks around it, starts a new game from it; a
   * Chess960x3 one (two rooks on one side) is read as Chess960x3. */
  paste_text (fixture, "  \n4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1\n");
  pair[0] = fixture->window;
  pair[1] = before;
  g_assert_true (chess_test_ui_wait_for (game_changed, pair));
  g_assert_cmpint (chess_game_get_variant (game (fixture)), ==, CHESS_VARIANT_CHESS960X3);
  fen = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);

  /* The toast's Undo brings the old game back. */
  /* The toast's Undo brings the old game back, once. */
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.restore-game", NULL);
  g_assert_true (game (fixture) == before);
  g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
  g_assert_false (action_enabled (fixture, "win.restore-game"));
}

static void
paste_and_wait (Fixture    *fixture,
                const char *fen)
{
  gpointer pair[2] = { fixture->window, game (fixture) };

  paste_text (fixture, fen);
  g_assert_true (chess_test_ui_wait_for (game_changed, pair));
}

/* Clicks every toast's close button: the toast just shown, and any
 * older one still on its way out. */
static guint
close_toasts (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0)
    {
      g_signal_emit_by_name (widget, "clicked");
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += close_toasts (child);
  return n;
}

/* win.restore-game is there only while the toast offers it. */
static void
test_restore_game_enabled (Fixture       *fixture,
                           gconstpointer  data)
{
  ChessGame *before;
  AdwToastOverlay *overlay = child (fixture, "toast_overlay");

  g_assert_false (action_enabled (fixture, "win.restore-game"));
  enter_moves (fixture, "e4 e5");
  before = game (fixture);

  /* A move in the pasted game keeps it: the old game is let go. */
  paste_and_wait (fixture, "4k3/8/8/8/8/8/8/R3K2R w K - 0 1");
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  g_assert_nonnull (find_button (GTK_WIDGET (overlay), "_Undo"));
  enter_moves (fixture, "Ra2");
  g_assert_false (action_enabled (fixture, "win.restore-game"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.restore-game", NULL);
  g_assert_false (game (fixture) == before);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);

  /* The toast going away takes the Undo with it. */
  before = game (fixture);
  paste_and_wait (fixture, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  /* Closed by its × (a timeout dismisses it the same way). */
  g_assert_cmpuint (close_toasts (GTK_WIDGET (overlay)), >, 0);
  g_assert_false (action_enabled (fixture, "win.restore-game"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.restore-game", NULL);
  g_assert_false (game (fixture) == before);

  /* A new game from elsewhere lets the old one go as well. */
  paste_and_wait (fixture, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  g_assert_true (action_enabled (fixture, "win.restore-game"));
  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_false (action_enabled (fixture, "win.restore-game"));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* A paste still waiting for the clipboard when the window closes does
 * nothing: no game set on a closed window, no dialog over nothing, and
 * the window is not kept alive for it. */
static void
test_paste_after_close (void)
{
  const char *texts[] = { "4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "not a position" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
      ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
      GListModel *toplevels = gtk_window_get_toplevels ();
      guint n_toplevels, games_set = 0;

      g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
      chess_window_set_game (window, start);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (chess_test_ui_wait_for (is_mapped, window));
      n_toplevels = g_list_model_get_n_items (toplevels);
      g_signal_connect (window, "notify::game", G_CALLBACK (count_notify), &games_set);

      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), texts[i]);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-fen", NULL);
      gtk_window_destroy (GTK_WINDOW (window));
      WAIT_UNTIL (window == NULL);
      chess_test_ui_wait_idle ();

      /* G_DEBUG=fatal-warnings turns any critical into a failure too. */
      g_assert_null (window);
      g_assert_cmpuint (games_set, ==, 0);
      g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_toplevels - 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("copy-fen", test_copy_fen);
  ADD_WINDOW_TEST ("paste-fen", test_paste_fen);
  ADD_WINDOW_TEST ("restore-game-enabled", test_restore_game_enabled);
  g_test_add_func ("/window/paste-after-close", test_paste_after_close);

  return g_test_run ();
}
