/* test-window-computer.c: what the window shows of the computer opponent:
 * its level, its answer to a draw offer, and a pause that stops the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-computer"

#include "test-engine-common.h"

static const char *
opponent_text (Fixture *fixture)
{
  GtkWidget *label = child (fixture, "opponent_label");

  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* The level played is on screen, beside the position's number. */
static void
test_level_shown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_assert_null (opponent_text (fixture));

  chess_window_play_computer (fixture->window, 3, CHESS_COLOR_WHITE);
  g_assert_cmpstr (opponent_text (fixture), ==, "Computer · level 3 of 8, Casual");
  g_assert_true (gtk_widget_get_mapped (child (fixture, "opponent_label")));

  chess_window_play_computer (fixture->window, 8, CHESS_COLOR_BLACK);
  g_assert_cmpstr (opponent_text (fixture), ==, "Computer · level 8 of 8, Full Strength");
  wait_for_moves (fixture, 1);

  /* Two players: no computer to name. */
  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  g_assert_null (opponent_text (fixture));
}

static gboolean
status_is (gpointer data)
{
  gpointer *args = data;

  return g_strcmp0 (status (args[0]), args[1]) == 0;
}

static void
wait_for_status (Fixture    *fixture,
                 const char *text)
{
  gpointer args[] = { fixture, (gpointer) text };

  if (!chess_test_ui_wait_for (status_is, args))
    g_error ("status “%s”, expected “%s”", status (fixture), text);
}

/* Offer Draw is on against the computer, says what happens, and the
 * answer is in the status line. */
static void
test_offer_draw (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *button = child (fixture, "offer_draw_button");

  chess_window_play_computer (fixture->window, 4, CHESS_COLOR_WHITE);
  g_assert_true (action_enabled (fixture, "win.offer-draw"));
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (button), "The computer accepts a draw when"));

  /* Level, at move 1: declined, as too early. The evaluation is the
   * user's view of the position (White to move). */
  fake_set ("infos", "info depth 12 score cp 20 pv e2e4");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));
  wait_for_status (fixture, "The computer declines your draw offer: too early, it plays on");
  g_assert_false (gtk_widget_get_visible (child (fixture, "draw_offer_bar")));
  g_assert_true (action_enabled (fixture, "win.offer-draw"));
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);

  /* Lost for the user: the computer stands better. */
  fake_set ("infos", "info depth 12 score cp -600 pv e2e4");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  wait_for_status (fixture, "The computer declines your draw offer: it stands better");

  /* Won for the user: accepted, and the game is drawn. */
  fake_set ("infos", "info depth 12 score cp 700 pv e2e4");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  wait_for_status (fixture, "Draw agreed");
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
}

/* A dead-level ending: accepted at once. */
static void
test_offer_draw_ending (Fixture       *fixture,
                        gconstpointer  data)
{
  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
  chess_window_play_computer (fixture->window, 2, CHESS_COLOR_WHITE);
  fake_set ("moves", "e2e7");
  fake_set ("infos", "info depth 30 score cp 0 pv e2e7");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  wait_for_status (fixture, "Draw agreed");
}

/* Pause means pause: no moves, and the board and the entry say why. */
static void
test_pause (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(ChessTimeControl) control = chess_time_control_new (5 * 60000, 3000);
  ChessMatch *match = chess_window_get_match (fixture->window);
  GtkWidget *entry = child (fixture, "move_entry");

  fake_set ("moves", "e7e5");
  chess_window_play_computer (fixture->window, 5, CHESS_COLOR_WHITE);
  chess_match_set_time_control (match, control);
  enter_move (fixture, "e4");
  wait_for_moves (fixture, 2);
  g_assert_true (chess_board_view_get_interactive (board (fixture)));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.pause-clock", NULL);
  g_assert_true (chess_match_get_paused (match));
  g_assert_cmpstr (status (fixture), ==, "Clocks paused: resume them to move");
  g_assert_false (chess_board_view_get_interactive (board (fixture)));
  g_assert_false (gtk_widget_is_sensitive (entry));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (entry)), ==,
                   "Clocks paused: resume to move");
  g_assert_false (action_enabled (fixture, "win.offer-draw"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.pause-clock", NULL);
  g_assert_false (chess_match_get_paused (match));
  g_assert_cmpstr (status (fixture), ==, "White to move");
  g_assert_true (chess_board_view_get_interactive (board (fixture)));
  g_assert_true (gtk_widget_is_sensitive (entry));
  enter_move (fixture, "Nf3");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), >=, 3);
}

#define ADD_COMPUTER_TEST(path, func) \
  g_test_add ("/window-computer/" path, Fixture, NULL, engine_set_up, func, engine_tear_down)

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_COMPUTER_TEST ("level-shown", test_level_shown);
  ADD_COMPUTER_TEST ("offer-draw", test_offer_draw);
  ADD_COMPUTER_TEST ("offer-draw-ending", test_offer_draw_ending);
  ADD_COMPUTER_TEST ("pause", test_pause);

  return g_test_run ();
}
