/* test-move-list-long.c: ChessMoveList on long games: the newest move kept
 * in view, and the time to show, click through and annotate hundreds of
 * moves with variations and comments (printed, not asserted)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-move-list-long"

#include "test-move-list-common.h"

/* A long game: a legal move chosen by a fixed rule each time, until it is
 * long enough or over. */
static ChessGame *
long_game (guint n_plies)
{
  ChessGame *game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);

  for (guint ply = 0; ply < n_plies && chess_game_get_result (game) == CHESS_RESULT_NONE; ply++)
    {
      g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (chess_game_get_position (game));

      g_assert_true (chess_game_play (game, g_ptr_array_index (legal, (ply * 7) % legal->len), NULL));
    }
  g_assert_cmpuint (chess_game_get_n_moves (game), >=, 60);
  return game;
}

/* Whether BUTTON lies wholly inside the part of LIST's scrolled window
 * that shows: what was laid out, not what the scrollbar says. */
static gboolean
button_in_view (ChessMoveList *list,
                guint          ply)
{
  GtkWidget *button = chess_move_list_get_move_button (list, ply);
  GtkWidget *scrolled = chess_test_ui_find_descendant (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (button == NULL || !gtk_widget_compute_bounds (button, scrolled, &bounds))
    return FALSE;
  return bounds.origin.y >= -0.5 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 0.5;
}

/* Loading a long game, or choosing a move, shows that move at once: the
 * list scrolled while its rows were being allocated, so the scrollbar
 * went to the end while the rows drawn stayed at moves 1–13 until the
 * user scrolled. */
static void
test_newest_move_in_view (void)
{
  g_autoptr(ChessGame) game = long_game (120);
  g_autoptr(ChessGame) empty = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  ChessMoveList *list = CHESS_MOVE_LIST (chess_move_list_new ());
  GtkWidget *window = gtk_window_new ();
  guint n = chess_game_get_n_moves (game);

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 240);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  chess_move_list_set_game (list, empty);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (window);

  /* A loaded game: the list is rebuilt at once, then laid out. */
  chess_move_list_set_game (list, game);
  chess_test_ui_settle (window, 3);
  g_assert_true (button_in_view (list, n));
  g_assert_false (button_in_view (list, 1));

  /* An early move chosen, then the newest again. */
  chess_move_list_set_view_ply (list, 3);
  chess_test_ui_settle (window, 3);
  g_assert_true (button_in_view (list, 3));
  chess_move_list_set_view_ply (list, -1);
  chess_test_ui_settle (window, 3);
  g_assert_true (button_in_view (list, n));

  /* A move played at the end, and one taken back. */
  {
    g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (chess_game_get_position (game));

    if (legal->len > 0 && chess_game_get_result (game) == CHESS_RESULT_NONE)
      {
        g_assert_true (chess_game_play (game, g_ptr_array_index (legal, 0), NULL));
        chess_test_ui_settle (window, 3);
        g_assert_true (button_in_view (list, n + 1));
        g_assert_true (chess_game_undo (game));
      }
  }
  chess_test_ui_settle (window, 3);
  g_assert_true (button_in_view (list, n));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A random legal move after NODE, or NULL when there is none. */
static ChessMove *
random_move (GRand         *rand,
             ChessGameNode *node)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (chess_game_node_get_position (node));

  if (moves->len == 0)
    return NULL;
  return chess_move_copy (g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len)));
}

/* Adds up to N random moves after NODE along child 0; the last node. */
static ChessGameNode *
add_random_line (ChessGame     *game,
                 GRand         *rand,
                 ChessGameNode *node,
                 guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ChessMove) move = random_move (rand, node);
      ChessGameNode *next;

      if (move == NULL)
        break;
      next = chess_game_add_move (game, node, move, NULL);
      g_assert_nonnull (next);
      node = next;
    }
  return node;
}

/* The N-th node of the main line. */
static ChessGameNode *
main_line_node (ChessGame *game,
                guint      n)
{
  ChessGameNode *node = chess_game_get_root (game);

  for (guint i = 0; i < n && node != NULL; i++)
    node = chess_game_node_get_next (node);
  return node;
}

static double
elapsed_ms (gint64 since)
{
  return (g_get_monotonic_time () - since) / 1000.0;
}

/* A 300-move game with 50 variations (and comments and NAGs) is shown at
 * once and stays quick to click through and to annotate. The figures
 * are printed, not asserted (machines differ); what is asserted is that
 * every move is there: main-line moves as buttons, each variation one
 * label, and that a click changes no widget but the two highlighted. */
static void
test_long_annotated_game (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (960);
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = NULL;
  ChessGameNode *end, *node;
  guint n_main = 0, n_labels = 0, n_variations = 0;
  gint64 start;
  double build_ms, click_ms, nag_ms, comment_ms, variation_ms;
  GtkWidget *first, *label;

  end = add_random_line (game, rand, chess_game_get_root (game), 300);
  for (node = chess_game_node_get_next (chess_game_get_root (game)); node != NULL; node = chess_game_node_get_next (node))
    n_main++;
  /* Variations of 8 moves (one with a nested one) at every sixth move,
   * and a comment every tenth. */
  node = chess_game_get_root (game);
  for (guint ply = 0; node != NULL && n_variations < 50; ply++, node = chess_game_node_get_next (node))
    {
      if (ply % 10 == 5)
        chess_game_set_comment (game, node, "A quiet move, keeping the balance [%clk 0:03:00]");
      if (ply % 6 == 1 && chess_game_node_get_n_children (node) == 1)
        {
          ChessGameNode *line = add_random_line (game, rand, node, 8);

          if (chess_game_node_get_parent (line) != NULL)
            {
              add_random_line (game, rand, chess_game_node_get_parent (chess_game_node_get_parent (line)), 3);
              chess_game_add_nag (game, line, 5);
              n_variations++;
            }
        }
    }
  g_assert_cmpuint (n_variations, ==, 50);

  list = g_object_ref_sink (CHESS_MOVE_LIST (chess_move_list_new ()));
  start = g_get_monotonic_time ();
  chess_move_list_set_game (list, game);
  build_ms = elapsed_ms (start);

  for (node = chess_game_node_get_next (chess_game_get_root (game)); node != NULL; node = chess_game_node_get_next (node))
    g_assert_true (GTK_IS_BUTTON (chess_move_list_get_node_widget (list, node)));
  g_assert_true (GTK_IS_BUTTON (chess_move_list_get_node_widget (list, end)));
  /* Every variation move is in a label. */
  node = chess_game_get_root (game);
  for (; node != NULL; node = chess_game_node_get_next (node))
    for (guint i = 1; i < chess_game_node_get_n_children (node); i++)
      {
        GtkWidget *paragraph = chess_move_list_get_node_widget (list, chess_game_node_get_child (node, i));

        g_assert_true (GTK_IS_LABEL (paragraph));
        n_labels++;
      }
  g_assert_cmpuint (n_labels, ==, 50);

  /* A click on each variation's first move and back on the main line. */
  start = g_get_monotonic_time ();
  node = chess_game_get_root (game);
  for (; node != NULL; node = chess_game_node_get_next (node))
    for (guint i = 1; i < chess_game_node_get_n_children (node); i++)
      {
        chess_move_list_set_view_node (list, chess_game_node_get_child (node, i));
        chess_move_list_set_view_node (list, node);
      }
  click_ms = elapsed_ms (start) / 100;

  start = g_get_monotonic_time ();
  chess_game_add_nag (game, main_line_node (game, 150), 1);
  nag_ms = elapsed_ms (start);
  start = g_get_monotonic_time ();
  chess_game_set_comment (game, main_line_node (game, 151), "A new comment");
  comment_ms = elapsed_ms (start);

  /* A move added inside a variation redraws its paragraph only. */
  first = chess_move_list_get_node_widget (list, main_line_node (game, 1));
  node = chess_game_get_root (game);
  while (chess_game_node_get_n_children (node) < 2)
    node = chess_game_node_get_next (node);
  node = chess_game_node_get_child (node, 1);
  while (chess_game_node_get_next (node) != NULL)
    node = chess_game_node_get_next (node);
  label = chess_move_list_get_node_widget (list, node);
  start = g_get_monotonic_time ();
  node = add_random_line (game, rand, node, 1);
  variation_ms = elapsed_ms (start);
  g_assert_true (chess_move_list_get_node_widget (list, node) == label);
  g_assert_true (chess_move_list_get_node_widget (list, main_line_node (game, 1)) == first);

  g_test_message ("%u main-line moves, %u variations, %u moves in all: shown in %.1f ms; "
                  "a click %.2f ms; a NAG %.2f ms; a new comment %.2f ms; "
                  "a move in a variation %.2f ms",
                  n_main, n_labels, chess_game_get_n_nodes (game), build_ms, click_ms, nag_ms, comment_ms,
                  variation_ms);
}

/* LIST's main-line buttons, in order. */
static GPtrArray *
main_line_buttons (ChessMoveList *list,
                   ChessGame     *game)
{
  GPtrArray *buttons = g_ptr_array_new ();

  for (ChessGameNode *node = chess_game_node_get_next (chess_game_get_root (game)); node != NULL;
       node = chess_game_node_get_next (node))
    g_ptr_array_add (buttons, chess_move_list_get_node_widget (list, node));
  return buttons;
}

static void
assert_same_buttons (ChessMoveList *list,
                     ChessGame     *game,
                     GPtrArray     *before)
{
  g_autoptr(GPtrArray) now = main_line_buttons (list, game);

  g_assert_cmpuint (now->len, ==, before->len);
  for (guint i = 0; i < now->len; i++)
    g_assert_true (g_ptr_array_index (now, i) == g_ptr_array_index (before, i));
}

/* Whether move PLY's button is named NUMBER, the move in words, then
 * AFTER; NULL when it is, as gtk_test_accessible_check_property (). */
static char *
check_spoken (ChessMoveList *list,
              ChessGame     *game,
              guint          ply,
              const char    *number,
              const char    *after)
{
  ChessGameNode *node = main_line_node (game, ply);
  g_autofree char *words = chess_announce_describe_move (chess_game_node_get_position (chess_game_node_get_parent (node)),
                                                         chess_game_node_get_move (node));
  g_autofree char *expected = g_strdup_printf ("%s %s%s", number, words, after);

  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (chess_move_list_get_move_button (list, ply)),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

/* Analyze Game writes an [%eval] command and a judgement into every move
 * as it goes, and a player comments on a move: the list changes those
 * moves' widgets in place, never built again (a long game's rebuild
 * took tens of milliseconds each time and scrolled to the top and back),
 * and stays where it was scrolled. */
static void
test_annotations_change_in_place (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1960);
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(GPtrArray) buttons = NULL;
  ChessMoveList *list = CHESS_MOVE_LIST (chess_move_list_new ());
  GtkWidget *window = gtk_window_new ();
  GtkAdjustment *adjustment;
  ChessGameNode *node, *shown;
  guint n_main = 0, n_review = 0, n_comments = 0;
  double value, review_ms, comment_ms, rebuild_ms;
  gint64 start;
  g_autofree char *check = NULL;

  /* 200 moves played, a variation at every twentieth, a few comments
   * already (one of clock commands only, which shows no paragraph). */
  for (guint ply = 0; ply < 200; ply++)
    {
      g_autoptr(ChessMove) move = random_move (rand, chess_game_get_current_node (game));

      if (move == NULL || !chess_game_play (game, move, NULL))
        break;
    }
  node = chess_game_get_root (game);
  for (guint ply = 0; node != NULL; ply++, node = chess_game_node_get_next (node))
    {
      if (ply % 20 == 7 && chess_game_node_get_n_children (node) == 1)
        add_random_line (game, rand, node, 4);
      if (ply % 30 == 11)
        chess_game_set_comment (game, node, "Played at once [%clk 0:02:00]");
      if (ply % 30 == 21)
        chess_game_set_comment (game, node, "[%clk 0:01:30]");
      if (ply > 0)
        n_main++;
    }
  g_assert_cmpuint (n_main, >=, 150);

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 300);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  chess_move_list_set_game (list, game);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (window);
  /* A move in the middle of the game looked at. */
  shown = main_line_node (game, 100);
  chess_move_list_set_view_node (list, shown);
  chess_test_ui_settle (window, 3);
  g_assert_true (button_in_view (list, 100));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (chess_test_ui_find_descendant (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW)));
  value = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (value, >, 0);
  buttons = main_line_buttons (list, game);

  /* A review: an evaluation into every move's comment, in front of what
   * is there, and a judgement into some. */
  start = g_get_monotonic_time ();
  node = chess_game_node_get_next (chess_game_get_root (game));
  for (guint ply = 1; node != NULL; ply++, node = chess_game_node_get_next (node))
    {
      g_autofree char *comment = g_strdup_printf ("[%%eval %d.%02u]%s%s", (int) (ply % 7) - 3, ply % 100,
                                                  chess_game_node_get_comment (node) != NULL ? " " : "",
                                                  chess_game_node_get_comment (node) != NULL ? chess_game_node_get_comment (node) : "");

      chess_game_set_comment (game, node, comment);
      n_review++;
      if (ply % 3 == 0)
        {
          chess_game_add_nag (game, node, ply % 2 == 0 ? 2 : 6);
          n_review++;
        }
    }
  review_ms = elapsed_ms (start) / n_review;
  /* A second pass changes its mind: a ?! becomes a ??, a ? goes. */
  node = chess_game_node_get_next (chess_game_get_root (game));
  for (guint ply = 1; node != NULL; ply++, node = chess_game_node_get_next (node))
    if (ply % 9 == 0)
      {
        chess_game_remove_nag (game, node, ply % 2 == 0 ? 2 : 6);
        if (ply % 2 != 0)
          chess_game_add_nag (game, node, 4);
      }
  chess_test_ui_settle (window, 3);

  assert_same_buttons (list, game, buttons);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, value);
  g_assert_true (chess_move_list_get_view_node (list) == shown);
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 100), "current"));
  g_assert_true (g_str_has_suffix (move_text (list, 3), "?!"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 3)), ==, "?! Dubious move");
  g_assert_true (g_str_has_suffix (move_text (list, 6), "?"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 6)), ==, "? Mistake");
  /* Taken back: no mark, no tooltip left behind. */
  g_assert_false (g_str_has_suffix (move_text (list, 18), "?"));
  g_assert_null (gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 18)));
  g_assert_true (g_str_has_suffix (move_text (list, 9), "??"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 9)), ==, "?? Blunder");
  /* Screen readers hear the judgement after the move, or none. */
  check = check_spoken (list, game, 9, "5.", ", ?? Blunder");
  g_assert_null (check);
  check = check_spoken (list, game, 18, "9…", "");
  g_assert_null (check);
  assert_reads_as_new (list, game);

  /* Comments written by hand, after the move shown (below the view):
   * on White's and Black's moves, on one with variations, one of
   * commands only; each splits its row, and joins it again when gone. */
  start = g_get_monotonic_time ();
  for (guint ply = 101; ply <= n_main; ply += 5)
    {
      ChessGameNode *commented = main_line_node (game, ply);
      g_autofree char *comment = g_strdup_printf ("%s A comment on move %u", chess_game_node_get_comment (commented), ply);

      chess_game_set_comment (game, commented, comment);
      n_comments++;
    }
  comment_ms = elapsed_ms (start) / n_comments;
  chess_test_ui_settle (window, 3);
  assert_same_buttons (list, game, buttons);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, value);
  assert_reads_as_new (list, game);

  /* Comments before the move shown push it down: it stays in view. */
  for (guint ply = 1; ply < 100; ply += 3)
    {
      g_autofree char *comment = g_strdup_printf ("Move %u", ply);

      chess_game_set_comment (game, main_line_node (game, ply), comment);
    }
  chess_game_set_comment (game, chess_game_get_root (game), "The game's own comment");
  chess_test_ui_settle (window, 3);
  assert_same_buttons (list, game, buttons);
  assert_reads_as_new (list, game);
  g_assert_true (button_in_view (list, 100));

  /* All gone again, or left with commands only: rows joined. */
  node = chess_game_get_root (game);
  for (guint ply = 0; node != NULL; ply++, node = chess_game_node_get_next (node))
    chess_game_set_comment (game, node, ply % 2 == 0 ? NULL : "[%eval 0.10] [%clk 0:01:00]");
  chess_test_ui_settle (window, 3);
  assert_same_buttons (list, game, buttons);
  assert_reads_as_new (list, game);
  g_assert_true (button_in_view (list, 100));

  start = g_get_monotonic_time ();
  chess_move_list_set_figurine (list, TRUE);
  chess_move_list_set_figurine (list, FALSE);
  rebuild_ms = elapsed_ms (start) / 2;

  g_test_message ("%u main-line moves: a review's change %.3f ms, a comment written %.3f ms, "
                  "a rebuild %.1f ms",
                  n_main, review_ms, comment_ms, rebuild_ms);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/move-list/newest-move-in-view", test_newest_move_in_view);
  g_test_add_func ("/move-list/long-annotated-game", test_long_annotated_game);
  g_test_add_func ("/move-list/annotations-change-in-place", test_annotations_change_in_place);

  return g_test_run ();
}
