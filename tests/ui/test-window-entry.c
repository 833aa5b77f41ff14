/* test-window-entry.c: the main window's move entry: typing moves, what
 * it refuses, and when it is off
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

/* Moves are typed for the game itself: while an earlier position is shown
 * or the game is over, the entry is off and says why. */
static void
test_move_entry_off_when_not_live (Fixture       *fixture,
                                   gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  ChessMoveList *move_list = child (fixture, "move_list");
  GtkWidget *board = child (fixture, "board_view");

  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move: Nf3, O-O, e2e4");
  enter_moves (fixture, "f3 e5 g4");

  /* Looking back: off, and typing does not reach it. */
  chess_move_list_set_view_ply (move_list, 1);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Go back to the game to type a move");
  /* The focus left it for the move shown, where ← → go on through the
   * game (chess-window-browse.c). */
  g_assert_false (focus_is_in (fixture, GTK_WIDGET (entry)));
  g_assert_true (focus_is_in (fixture, chess_move_list_get_move_button (move_list, 1)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  type_key (fixture, GDK_KEY_a);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Type a move: Nf3, O-O, e2e4");

  /* Mate typed in the entry ends the game: off, the focus on the board. */
  enter_moves (fixture, "Qh4#");
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "The game is over");
  g_assert_true (focus_is_in (fixture, board));
  type_key (fixture, GDK_KEY_a);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  /* Taking the mate back turns it on again. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (entry)));
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
  ADD_WINDOW_TEST ("move-entry-off-when-not-live", test_move_entry_off_when_not_live);

  return g_test_run ();
}
