/* test-window-entry.c: the main window's move entry: typing moves, what
 * it refuses, moves typed on an earlier position, and when it is off
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-board-view.h"
#include "chess-move-list.h"

static char *
last_move_uci (Fixture *fixture)
{
  guint ply = chess_game_get_n_moves (game (fixture));

  return chess_position_move_to_uci (chess_game_get_position_at (game (fixture), ply - 1),
                                     chess_game_get_move (game (fixture), ply));
}

static void
test_move_entry_plays (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  g_autofree char *uci = NULL;

  enter_move (fixture, "e4");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  /* Focus stays in the entry for the next move. */
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (entry)) || gtk_widget_has_focus (GTK_WIDGET (entry))
                 || gtk_widget_get_focus_child (GTK_WIDGET (entry)) != NULL);

  enter_move (fixture, "e7e5");
  uci = last_move_uci (fixture);
  g_assert_cmpstr (uci, ==, "e7e5");

  enter_moves (fixture, "Nf3 Nc6 Bc4 Bc5");
  enter_move (fixture, "  O-O ");
  g_assert_true (chess_move_is_castle (chess_game_get_move (game (fixture), 7)));
  g_assert_cmpstr (chess_game_get_san (game (fixture), 7), ==, "O-O");
}

static void
test_move_entry_zeroes_and_long_castle (Fixture       *fixture,
                                        gconstpointer  data)
{
  const ChessMove *move;

  set_fen (fixture, CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  enter_move (fixture, "0-0-0");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  move = chess_game_get_move (game (fixture), 1);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_A);

  enter_move (fixture, "0-0");
  move = chess_game_get_move (game (fixture), 2);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_H);
}

static void
test_move_entry_refuses (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  GtkLabel *error_label = child (fixture, "move_error_label");
  g_autofree char *fen_before = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_autofree char *fen_after = NULL;
  const char *refused[] = { "garbage", "Ke2", "e5", "Nf6", "O-O", "e2e5", "Qxf7#" };
  int start, end;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      enter_move (fixture, refused[i]);
      g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
      /* The text stays, selected, for the correction. */
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, refused[i]);
      g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
      g_assert_cmpint (start, ==, 0);
      g_assert_cmpint (end, ==, (int) strlen (refused[i]));
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
      g_assert_nonnull (strstr (gtk_label_get_label (error_label), refused[i]));
    }

  fen_after = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (fen_after, ==, fen_before);

  /* Editing the text takes the error away; a good move plays. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "e4");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
}

/* A printable key pressed anywhere in the window, as the window's key
 * controllers see it after the focused widget let it through. */
static void
type_key (Fixture *fixture,
          guint    keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (!GTK_IS_EVENT_CONTROLLER_KEY (controller))
        continue;
      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
      if (handled)
        return;
    }
}

static void
test_typing_starts_entry (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");

  gtk_widget_grab_focus (child (fixture, "board_view"));
  type_key (fixture, GDK_KEY_e);
  /* The entry has the key and the focus, for the keys after it. */
  g_assert_true (focus_is_in (fixture, GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "e");
}

/* A move typed while an earlier position is shown does what the same
 * move made there on the board does (chess-window-variations.c): in a
 * game being played it asks, take back or variation; in a finished game
 * it adds a variation, or goes along the one there. The entry is off
 * only where the board takes no moves either, and says why. */
static void
test_move_entry_on_earlier_position (Fixture       *fixture,
                                     gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  ChessMoveList *move_list = child (fixture, "move_list");
  GtkWidget *board = child (fixture, "board_view");
  ChessGameNode *e5;

  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move: Nf3, O-O, e2e4");
  enter_moves (fixture, "f3 e5 a3");
  e5 = chess_game_get_node_at (game (fixture), 2);

  /* Looking back: on, and it keeps the focus. */
  chess_move_list_set_view_ply (move_list, 2);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move for the position shown");
  g_assert_true (focus_is_in (fixture, GTK_WIDGET (entry)));
  /* A move refused in the position shown says why, and nothing is asked. */
  enter_move (fixture, "Qh4");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (fixture, "move_error_label"))), ==,
                   "“Qh4” is not a legal move in this position");
  g_assert_null (find_dialog (fixture->window));

  /* The game is being played: asked; a variation leaves the game as it
   * was and shows the move. Typing elsewhere reaches the entry too. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  gtk_widget_grab_focus (board);
  type_key (fixture, GDK_KEY_h);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "h");
  enter_move (fixture, "h3");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  click_response (find_dialog (fixture->window), "Add _Variation");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  g_assert_cmpuint (chess_game_node_get_n_children (e5), ==, 2);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e5, 1)), ==, "h3");
  g_assert_true (chess_window_get_view_node (fixture->window) == chess_game_node_get_child (e5, 1));

  /* Take Back: the game goes on from there with the move typed, the
   * moves taken back kept as a variation. */
  chess_window_set_view_node (fixture->window, e5);
  enter_move (fixture, "g4");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  click_response (find_dialog (fixture->window), "_Take Back");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 3), ==, "g4");
  g_assert_cmpuint (chess_game_node_get_n_children (e5), ==, 3);
  g_assert_null (chess_window_get_view_node (fixture->window));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move: Nf3, O-O, e2e4");

  /* Mate typed in the entry ends the game: off, the focus on the board. */
  enter_moves (fixture, "Qh4#");
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "The game is over");
  g_assert_true (focus_is_in (fixture, board));
  type_key (fixture, GDK_KEY_a);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  /* A finished game looked back at: a typed move there already is gone
   * along, a new one is a variation at once, without a question. */
  chess_window_set_view_node (fixture->window, e5);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  enter_move (fixture, "a3");
  g_assert_null (find_dialog (fixture->window));
  g_assert_true (chess_window_get_view_node (fixture->window) == chess_game_node_get_child (e5, 1));
  chess_window_set_view_node (fixture->window, e5);
  enter_move (fixture, "b3");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpuint (chess_game_node_get_n_children (e5), ==, 4);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e5, 3)), ==, "b3");
  g_assert_true (chess_window_get_view_node (fixture->window) == chess_game_node_get_child (e5, 3));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 4);

  /* Taking the mate back turns it on for the game again. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move: Nf3, O-O, e2e4");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("move-entry-plays", test_move_entry_plays);
  ADD_WINDOW_TEST ("move-entry-zeroes-and-long-castle", test_move_entry_zeroes_and_long_castle);
  ADD_WINDOW_TEST ("move-entry-refuses", test_move_entry_refuses);
  ADD_WINDOW_TEST ("typing-starts-entry", test_typing_starts_entry);
  ADD_WINDOW_TEST ("move-entry-on-earlier-position", test_move_entry_on_earlier_position);

  return g_test_run ();
}
