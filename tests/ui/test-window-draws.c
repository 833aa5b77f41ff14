/* test-window-draws.c: how a game in the main window ends by the players'
 * own hands: draw claims and offers, and resignation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-move-list.h"

static void
test_claim_draw (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *claim_bar = child (fixture, "claim_bar");
  GtkLabel *claim_label = child (fixture, "claim_label");
  GtkLabel *status = child (fixture, "status_label");

  /* The start position for the third time after eight half-moves. */
  enter_moves (fixture, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  g_assert_false (gtk_widget_get_visible (claim_bar));
  g_assert_false (gtk_widget_is_sensitive (claim_bar) && gtk_widget_get_visible (claim_bar));
  enter_moves (fixture, "Ng8");
  g_assert_true (gtk_widget_get_visible (claim_bar));
  g_assert_cmpstr (gtk_label_get_label (claim_label), ==, "White may claim a draw by threefold repetition");
  /* Offered, never automatic. */
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  /* A move that leaves the repetition takes the offer away. */
  enter_moves (fixture, "e4");
  g_assert_false (gtk_widget_get_visible (claim_bar));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (gtk_widget_get_visible (claim_bar));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.claim-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_THREEFOLD_REPETITION);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw by threefold repetition");
  g_assert_false (gtk_widget_get_visible (claim_bar));
}

static void
test_resign (Fixture       *fixture,
             gconstpointer  data)
{
  GtkLabel *status = child (fixture, "status_label");
  GtkWidget *dialog;

  enter_moves (fixture, "e4");

  /* Cancel leaves the game as it was. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resign", NULL);
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  dialog = find_dialog (fixture->window);
  g_assert_cmpstr (chess_ui_alert_get_heading (dialog), ==, "Resign for Black?");
  click_response (dialog, "_Cancel");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resign", NULL);
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  click_response (find_dialog (fixture->window), "_Resign");
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_RESIGNATION);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black resigned, White wins");

  /* Over: no more resigning or offering, and the entry refuses moves. */
  g_assert_false (action_enabled (fixture, "win.resign"));
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  g_assert_false (action_enabled (fixture, "win.claim-draw"));
  enter_move (fixture, "e5");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);

  /* Undo takes the resignation back. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);
  g_assert_true (action_enabled (fixture, "win.resign"));
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
}

/* At one board: the side to move offers, the offer stands through the
 * offering side's own move, and the opponent answers it. */
static void
test_draw_offer (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *bar = child (fixture, "draw_offer_bar");
  GtkLabel *label = child (fixture, "draw_offer_label");
  GtkLabel *hint = child (fixture, "draw_offer_hint");
  GtkLabel *status = child (fixture, "status_label");

  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));

  /* Declined with the button. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "White offers a draw");
  g_assert_cmpstr (gtk_label_get_label (hint), ==, "Black’s next move declines it");
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  g_assert_true (action_enabled (fixture, "win.decline-draw"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.decline-draw", NULL);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  /* The offering side's own move leaves the offer for the opponent... */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  enter_moves (fixture, "d4");
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "White offers a draw");
  g_assert_true (action_enabled (fixture, "win.accept-draw"));
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  /* ... whose move declines it. */
  enter_moves (fixture, "d5");
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));
  g_assert_true (action_enabled (fixture, "win.offer-draw"));

  /* Taking back a move withdraws an offer. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  enter_moves (fixture, "c4");
  g_assert_true (gtk_widget_get_visible (bar));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));
  /* Replaying the move does not bring it back. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  g_assert_false (gtk_widget_get_visible (bar));

  /* Accepted by the opponent after the offering side moved. */
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Black offers a draw");
  g_assert_cmpstr (gtk_label_get_label (hint), ==, "White’s next move declines it");
  enter_moves (fixture, "e6");
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_true (action_enabled (fixture, "win.accept-draw"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.accept-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_DRAW_AGREED);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw agreed");
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.offer-draw"));

  /* A new game starts without an offer. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_true (gtk_widget_get_visible (bar));
  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));
}

/* What ends the game happens in the game, not in a position looked back
 * at: resigning, offering, answering and claiming wait for Back to Game. */
static void
test_game_actions_need_live_view (Fixture       *fixture,
                                  gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  const char *actions[] = { "win.resign", "win.offer-draw", "win.claim-draw" };

  /* Threefold repetition: a draw may be claimed. */
  enter_moves (fixture, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (action_enabled (fixture, actions[i]));

  chess_move_list_set_view_ply (move_list, 2);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_false (action_enabled (fixture, actions[i]));
  /* Activated anyway (a stale shortcut), they do nothing. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.claim-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);
  g_assert_null (find_dialog (fixture->window));

  chess_move_list_set_view_ply (move_list, -1);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (action_enabled (fixture, actions[i]));

  /* An offer stands while the players look back, but is answered in the
   * game. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  chess_move_list_set_view_ply (move_list, 2);
  g_assert_false (action_enabled (fixture, "win.accept-draw"));
  g_assert_false (action_enabled (fixture, "win.decline-draw"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  g_assert_true (action_enabled (fixture, "win.accept-draw"));
  g_assert_true (gtk_widget_get_visible (child (fixture, "draw_offer_bar")));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("claim-draw", test_claim_draw);
  ADD_WINDOW_TEST ("resign", test_resign);
  ADD_WINDOW_TEST ("draw-offer", test_draw_offer);
  ADD_WINDOW_TEST ("game-actions-need-live-view", test_game_actions_need_live_view);

  return g_test_run ();
}
