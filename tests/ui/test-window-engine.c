/* test-window-engine.c: playing the computer and asking for hints, against
 * a fake UCI engine that plays, crashes, hangs or cheats as told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-engine"

#include "test-engine-common.h"
#include "chess-castle-bar.h"

/* The computer answers the user's move, and only then may the user move
 * again: the board, the move entry and the castle buttons wait. */
static void
test_computer_answers (Fixture       *fixture,
                       gconstpointer  data)
{
  guint level;
  ChessColor color;

  fake_set ("moves", "e7e5 b8c6");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  g_assert_true (chess_window_get_computer_opponent (fixture->window, &level, &color));
  g_assert_cmpuint (level, ==, 1);
  g_assert_cmpint (color, ==, CHESS_COLOR_WHITE);
  g_assert_false (chess_board_view_get_flipped (board (fixture)));
  g_assert_cmpstr (status (fixture), ==, "White to move");
  /* The computer takes draw offers (test-window-computer.c). */
  g_assert_true (action_enabled (fixture, "win.offer-draw"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (child (fixture, "resign_button")), ==, "You resign the game");

  enter_move (fixture, "e4");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (status (fixture), ==, "Computer is thinking…");
  g_assert_false (chess_board_view_get_interactive (board (fixture)));
  g_assert_false (gtk_widget_is_sensitive (child (fixture, "move_entry")));

  wait_for_moves (fixture, 2);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 2), ==, "e5");
  g_assert_cmpstr (status (fixture), ==, "White to move");
  g_assert_true (chess_board_view_get_interactive (board (fixture)));
  g_assert_true (gtk_widget_is_sensitive (child (fixture, "move_entry")));
  g_assert_true (fake_was_told ("setoption name UCI_Chess960 value true"));
  g_assert_true (fake_was_told ("go depth 1 movetime 100"));

  enter_move (fixture, "Nf3");
  wait_for_moves (fixture, 4);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 4), ==, "Nc6");
}

/* Playing Black: the board turns, and the computer opens. */
static void
test_computer_opens (Fixture       *fixture,
                     gconstpointer  data)
{
  fake_set ("moves", "d2d4");
  chess_window_play_computer (fixture->window, 2, CHESS_COLOR_BLACK);
  g_assert_true (chess_board_view_get_flipped (board (fixture)));
  /* The game says who plays whom, for the PGN. */
  g_assert_true (g_str_has_suffix (chess_game_get_tag (game (fixture), "White"), " (level 2)"));
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "Black"), !=, chess_game_get_tag (game (fixture), "White"));
  g_assert_nonnull (chess_game_get_tag (game (fixture), "Black"));
  /* The board does not turn towards the side to move either. */
  g_assert_false (chess_board_view_get_auto_flip (board (fixture)));
  wait_for_moves (fixture, 1);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 1), ==, "d4");
  g_assert_cmpstr (status (fixture), ==, "Black to move");
  /* Taking back the computer's first move alone would only have it play
   * again. */
  g_assert_false (action_enabled (fixture, "win.undo"));

  chess_window_play_two_players (fixture->window);
  g_assert_true (action_enabled (fixture, "win.undo"));
}

/* While the computer thinks, the board takes no move for its side; a
 * take-back cancels the search, and its answer never lands. */
static void
test_no_move_for_computer (Fixture       *fixture,
                           gconstpointer  data)
{
  fake_set ("mode", "think");
  fake_set ("moves", "e7e5");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  enter_move (fixture, "e4");
  wait_for_search ();
  g_assert_true (chess_window_get_computer_opponent (fixture->window, NULL, NULL));
  g_assert_cmpstr (status (fixture), ==, "Computer is thinking…");

  chess_board_view_click_square (board (fixture), CHESS_SQUARE (4, 6));
  chess_board_view_click_square (board (fixture), CHESS_SQUARE (4, 4));
  chess_board_view_drop_piece (board (fixture), CHESS_SQUARE (3, 6), CHESS_SQUARE (3, 4));
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_false (gtk_widget_is_sensitive (child (fixture, "move_entry")));
  g_assert_false (chess_castle_bar_get_buttons_shown (child (fixture, "castle_bar")));
  g_assert_false (action_enabled (fixture, "win.hint"));

  /* Back to the user's turn, and the engine was told to stop. */
  g_assert_true (action_enabled (fixture, "win.undo"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_true (chess_board_view_get_interactive (board (fixture)));
  wait_for_told ("stop");
  wait_for_engine_quiet (fixture);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_cmpstr (status (fixture), ==, "White to move");
}

/* Undo takes back the computer's answer and the user's move; Redo plays
 * both again, without asking the engine. */
static void
test_undo_two_plies (Fixture       *fixture,
                     gconstpointer  data)
{
  fake_set ("moves", "e7e5");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  enter_move (fixture, "e4");
  wait_for_moves (fixture, 2);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_cmpstr (status (fixture), ==, "White to move");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 2);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 2), ==, "e5");
  g_assert_cmpstr (status (fixture), ==, "White to move");
}

/* Any end of the game stops the search. So does another game, which is
 * for two players. */
static void
test_end_cancels (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ChessGame) other = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);

  fake_set ("mode", "think");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  enter_move (fixture, "e4");
  wait_for_search ();
  g_assert_true (chess_game_resign (game (fixture), CHESS_COLOR_WHITE));
  wait_for_told ("stop");
  wait_for_engine_quiet (fixture);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);

  /* Undo takes back the resignation: the computer thinks again. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (status (fixture), ==, "Computer is thinking…");

  chess_window_set_game (fixture->window, other);
  g_assert_false (chess_window_get_computer_opponent (fixture->window, NULL, NULL));
  g_assert_true (chess_board_view_get_interactive (board (fixture)));
  g_assert_cmpstr (status (fixture), ==, "White to move");
  wait_for_engine_quiet (fixture);
  g_assert_cmpuint (chess_game_get_n_moves (other), ==, 0);
}

typedef struct {
  const char *mode;
  const char *message;
  /* How long the toast may take to come, in ms. */
  guint       within;
} Fault;

static const Fault faults[] = {
  { "crash", "The chess engine stopped unexpectedly", 3000 },
  { "illegal", "The chess engine tried an illegal move", 3000 },
  { "garbage", "The chess engine’s answer made no sense", 3000 },
  /* Level 1's move time, half again, the engine's margin of 3 s, and a
   * second for a slow machine. */
  { "hang", "The chess engine did not answer in time", 100 * 3 / 2 + 3000 + 1000 },
};

/* A fault: a toast in words, the game as it was, and Retry that starts
 * the engine afresh. */
static void
test_fault (Fixture       *fixture,
            gconstpointer  data)
{
  const Fault *fault = data;
  ToastWait wait = { fixture, fault->message };
  g_autofree char *fen = NULL;
  g_autofree char *after = NULL;
  gint64 start;
  GtkWidget *retry;

  fake_set ("mode", fault->mode);
  fake_set ("moves", "e7e5");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  enter_move (fixture, "e4");
  fen = chess_position_to_fen (chess_game_get_position (game (fixture)), CHESS_FEN_FLAGS_NONE);

  /* The time counts from "go": starting a process may take a while on a
   * loaded machine, and has a timeout of its own. */
  wait_for_search ();
  start = g_get_monotonic_time ();
  g_assert_true (chess_test_ui_wait_for_ms (has_toast, &wait, fault->within + 2000));
  g_assert_cmpint ((g_get_monotonic_time () - start) / 1000, <=, fault->within);

  after = chess_position_to_fen (chess_game_get_position (game (fixture)), CHESS_FEN_FLAGS_NONE);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (after, ==, fen);
  g_assert_cmpstr (status (fixture), ==, "The computer could not move");
  g_assert_false (chess_board_view_get_interactive (board (fixture)));
  g_assert_true (action_enabled (fixture, "win.retry-engine"));
  /* Nothing is asked again until Retry. */
  wait_for_engine_quiet (fixture);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpuint (fake_count_told ("go "), ==, 1);

  if (g_str_equal (fault->mode, "crash"))
    {
      g_autoptr(GdkTexture) shot = chess_test_ui_render (GTK_WIDGET (fixture->window));

      chess_test_ui_save_screenshot (shot, "window-engine-fault");
    }

  fake_set ("mode", "good");
  retry = find_button (GTK_WIDGET (child (fixture, "toast_overlay")), "_Retry");
  g_assert_nonnull (retry);
  g_signal_emit_by_name (retry, "clicked");
  wait_for_moves (fixture, 2);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 2), ==, "e5");
  g_assert_false (action_enabled (fixture, "win.retry-engine"));
  g_assert_cmpstr (status (fixture), ==, "White to move");
}

static gboolean
has_hint (gpointer data)
{
  return chess_board_view_get_hint_move (data) != NULL;
}

/* Hint asks for the best move and shows it as an arrow until the game
 * changes; also between two players. */
static void
test_hint (Fixture       *fixture,
           gconstpointer  data)
{
  const ChessMove *hint;
  g_autoptr(GdkTexture) shot = NULL;

  fake_set ("moves", "g1f3");
  g_assert_true (action_enabled (fixture, "win.hint"));
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_h, GDK_CONTROL_MASK));
  /* One at a time. */
  g_assert_false (action_enabled (fixture, "win.hint"));
  g_assert_cmpstr (status (fixture), ==, "Looking for a hint…");
  g_assert_true (chess_test_ui_wait_for (has_hint, board (fixture)));
  hint = chess_board_view_get_hint_move (board (fixture));
  g_assert_cmpuint (chess_move_get_from (hint), ==, CHESS_SQUARE (6, 0));
  g_assert_cmpuint (chess_move_get_to (hint), ==, CHESS_SQUARE (5, 2));
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  g_assert_cmpstr (status (fixture), ==, "White to move");
  g_assert_true (fake_was_told ("go movetime 1000"));

  shot = chess_test_ui_render (GTK_WIDGET (fixture->window));
  chess_test_ui_save_screenshot (shot, "window-engine-hint");

  enter_move (fixture, "d4");
  g_assert_null (chess_board_view_get_hint_move (board (fixture)));
  g_assert_true (action_enabled (fixture, "win.hint"));
}

/* No engine: no hint. */
static void
test_hint_without_engine (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();

  g_assert_true (action_enabled (fixture, "win.hint"));
  g_settings_set_string (settings, "engine-path", "/nonexistent/engine");
  g_assert_false (action_enabled (fixture, "win.hint"));
}

/* The session file keeps the opponent; a game for two has none. */
static void
test_session (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *path = g_strdup (chess_window_get_session_file (fixture->window));
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  ChessWindow *restored;
  guint level = 0;
  ChessColor color = CHESS_COLOR_WHITE;

  chess_window_play_computer (fixture->window, 5, CHESS_COLOR_BLACK);
  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  g_assert_true (g_key_file_get_boolean (key_file, "Opponent", "Computer", NULL));
  g_assert_cmpint (g_key_file_get_integer (key_file, "Opponent", "Level", NULL), ==, 5);

  /* Without an application the window keeps its file when it goes. */
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (fixture->window == NULL);
  fixture->window = restored = chess_window_new_for_session (NULL, path);
  g_assert_true (chess_window_get_computer_opponent (restored, &level, &color));
  g_assert_cmpuint (level, ==, 5);
  g_assert_cmpint (color, ==, CHESS_COLOR_BLACK);

  chess_window_play_two_players (restored);
  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  g_assert_false (g_key_file_get_boolean (key_file, "Opponent", "Computer", NULL));
  gtk_window_present (GTK_WINDOW (restored));
}

static void
click_move (Fixture    *fixture,
            const char *from,
            const char *to)
{
  guint from_square, to_square;

  g_assert_true (chess_square_from_string (from, &from_square));
  g_assert_true (chess_square_from_string (to, &to_square));
  chess_board_view_click_square (board (fixture), from_square);
  chess_board_view_click_square (board (fixture), to_square);
}

/* A move made on an earlier position with the computer to move there
 * cannot take the game back to it: the user's move would be played as
 * the computer's. It is offered as a variation only; on a position with
 * the user to move, Take Back is there and the computer answers. */
static void
test_take_back_computer_to_move (Fixture       *fixture,
                                 gconstpointer  data)
{
  ChessGameNode *e4, *e5;
  GtkWidget *alert;

  fake_set ("moves", "e7e5 b8c6 b8c6");
  chess_window_play_computer (fixture->window, 1, CHESS_COLOR_WHITE);
  enter_move (fixture, "e4");
  wait_for_moves (fixture, 2);
  enter_move (fixture, "Nf3");
  wait_for_moves (fixture, 4);

  e4 = chess_game_get_node_at (game (fixture), 1);
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "d7", "d5");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  alert = find_dialog (fixture->window);
  g_assert_cmpstr (chess_ui_alert_get_heading (alert), ==, "Try the Move as a Variation?");
  g_assert_null (find_button (alert, "_Take Back"));
  click_response (alert, "Add _Variation");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 4);
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 2);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e4, 1)), ==, "d5");

  /* With the user to move there, the game is taken back, and the
   * computer answers the user's move. */
  e5 = chess_game_get_node_at (game (fixture), 2);
  chess_window_set_view_node (fixture->window, e5);
  click_move (fixture, "b1", "c3");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  alert = find_dialog (fixture->window);
  g_assert_cmpstr (chess_ui_alert_get_heading (alert), ==, "Take Back the Game to Here?");
  click_response (alert, "_Take Back");
  wait_for_moves (fixture, 4);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 3), ==, "Nc3");
  g_assert_cmpstr (chess_game_get_san (game (fixture), 4), ==, "Nc6");
}

/* A hint in the dark style. */
static void
test_hint_dark (Fixture       *fixture,
                gconstpointer  data)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GdkTexture) shot = NULL;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  fake_set ("moves", "b1c3");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.hint", NULL);
  g_assert_true (chess_test_ui_wait_for (has_hint, board (fixture)));
  shot = chess_test_ui_render (GTK_WIDGET (fixture->window));
  chess_test_ui_save_screenshot (shot, "window-engine-hint-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

#define ADD_ENGINE_TEST(path, func) \
  g_test_add ("/window-engine/" path, Fixture, NULL, engine_set_up, func, engine_tear_down)

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_ENGINE_TEST ("computer-answers", test_computer_answers);
  ADD_ENGINE_TEST ("computer-opens", test_computer_opens);
  ADD_ENGINE_TEST ("no-move-for-computer", test_no_move_for_computer);
  ADD_ENGINE_TEST ("undo-two-plies", test_undo_two_plies);
  ADD_ENGINE_TEST ("end-cancels", test_end_cancels);
  ADD_ENGINE_TEST ("take-back-computer-to-move", test_take_back_computer_to_move);
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-engine/fault/%s", faults[i].mode);

      g_test_add (path, Fixture, &faults[i], engine_set_up, test_fault, engine_tear_down);
    }
  ADD_ENGINE_TEST ("hint", test_hint);
  ADD_ENGINE_TEST ("hint-dark", test_hint_dark);
  ADD_ENGINE_TEST ("hint-without-engine", test_hint_without_engine);
  ADD_ENGINE_TEST ("session", test_session);

  return g_test_run ();
}
