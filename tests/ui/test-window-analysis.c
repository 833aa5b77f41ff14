/* test-window-analysis.c: Analyse Game, the eval bar, the graph, the best
 * lines and live analysis, against the fake UCI engine's scripted
 * evaluations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window-analysis"

#include "chess-analysis-panel.h"
#include "chess-eval-bar.h"
#include "chess-eval-graph.h"
#include "test-engine-common.h"

/* The panel, which Analyse Game or live analysis made. */
static ChessAnalysisPanel *
panel (Fixture *fixture)
{
  ChessAnalysisPanel *analysis_panel = chess_window_get_analysis_panel (fixture->window);

  g_assert_nonnull (analysis_panel);
  return analysis_panel;
}

static ChessEvalBar *
eval_bar (Fixture *fixture)
{
  GtkWidget *bar = chess_test_ui_find_descendant (GTK_WIDGET (fixture->window), CHESS_TYPE_EVAL_BAR);

  g_assert_nonnull (bar);
  /* The one the panel drives. */
  if (chess_window_get_analysis_panel (fixture->window) != NULL)
    {
      g_autoptr(ChessEvalBar) driven = NULL;

      g_object_get (panel (fixture), "eval-bar", &driven, NULL);
      g_assert_true (driven == CHESS_EVAL_BAR (bar));
    }
  return CHESS_EVAL_BAR (bar);
}

static ChessEvalGraph *
graph (Fixture *fixture)
{
  return CHESS_EVAL_GRAPH (gtk_widget_get_template_child (GTK_WIDGET (panel (fixture)), CHESS_TYPE_ANALYSIS_PANEL,
                                                          "graph"));
}

static void
set_moves (Fixture    *fixture,
           const char *moves)
{
  g_autoptr(ChessGame) new_game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    g_assert_true (chess_game_play_text (new_game, words[i], NULL));
  chess_window_set_game (fixture->window, new_game);
}

static gboolean
review_done (gpointer data)
{
  ChessGameReview *review = chess_analysis_panel_get_review (data);

  return review != NULL && !chess_game_review_get_running (review) &&
         chess_game_review_get_n_done (review) == chess_game_review_get_n_total (review);
}

static gboolean
has_line (gpointer data)
{
  return chess_analysis_panel_get_line_text (data, 0) != NULL;
}

/* White's 2. Nf3 is scripted as a blunder, 3. Bb5 as a mistake (as in
 * test-game-review.c); the engine's line is always 3… a6. */
static void
test_review (Fixture       *fixture,
             gconstpointer  data)
{
  GtkEventController *click = NULL;
  g_autoptr(GListModel) controllers = NULL;
  ChessGame *the_game;
  int width;

  fake_set ("evals", "cp 20, cp -25, cp 30, cp 250, cp -240, cp 400");
  fake_set ("moves", "a7a6");
  set_moves (fixture, "e4 e5 Nf3 Nc6 Bb5");
  the_game = game (fixture);
  /* Made when first used. */
  g_assert_null (chess_window_get_analysis_panel (fixture->window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (eval_bar (fixture))));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.analyse-game", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel (fixture))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (eval_bar (fixture))));
  g_assert_true (chess_test_ui_wait_for (review_done, panel (fixture)));

  /* The marks are in the game, which saves them. */
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (the_game, 3), 4));
  g_assert_true (chess_game_node_has_nag (chess_game_get_node_at (the_game, 5), 2));
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_node_at (the_game, 5)), ==, "[%eval -4.00]");

  /* The position shown: after 3. Bb5, Black 4 pawns up. */
  g_assert_cmpfloat_with_epsilon (chess_eval_bar_get_target (eval_bar (fixture)), (1 - 0.62685) / 2, 1e-3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (eval_bar (fixture)), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "Black is better by 4.0 pawns");
  g_assert_true (chess_test_ui_wait_for (has_line, panel (fixture)));
  g_assert_cmpstr (chess_analysis_panel_get_line_text (panel (fixture), 0), ==, "−4.0  3… a6");

  /* A click on the graph at the third move shows the position after it. */
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 1);
  width = gtk_widget_get_width (GTK_WIDGET (graph (fixture)));
  g_assert_cmpint (width, >, 0);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (graph (fixture)));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        click = controller;
    }
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "pressed", 1, width * 3.0 / 5, 10.0);
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (eval_bar (fixture)), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "Black is better by 2.5 pawns");
  /* At the end: the game's own position again. */
  g_signal_emit_by_name (click, "pressed", 1, (double) width, 10.0);
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
}

static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  ChessGameReview *review;
  GtkWidget *cancel;

  fake_set ("mode", "think");
  fake_set ("evals", "cp 10");
  set_moves (fixture, "e4 e5");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.analyse-game", NULL);
  wait_for_told ("go movetime 250");
  review = chess_analysis_panel_get_review (panel (fixture));
  g_assert_true (chess_game_review_get_running (review));

  cancel = find_button (GTK_WIDGET (panel (fixture)), "_Cancel");
  g_assert_nonnull (cancel);
  /* In the analysis' title row, in place of its choices while it runs. */
  g_assert_true (gtk_widget_get_mapped (cancel));
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (chess_game_review_get_running (review));
  g_assert_false (gtk_widget_get_mapped (cancel));
  wait_for_told ("stop");
  wait_for_engine_quiet (fixture);
  /* Nothing else was asked, and the late answer was not written. */
  g_assert_cmpuint (fake_count_told ("go "), ==, 1);
  g_assert_cmpuint (chess_game_review_get_n_done (review), ==, 0);
  g_assert_null (chess_game_node_get_comment (chess_game_get_node_at (game (fixture), 1)));
}

typedef struct {
  ChessAnalysisPanel *panel;
  const char         *text;
} LineWait;

static gboolean
shows_line (gpointer data)
{
  LineWait *wait = data;

  return g_strcmp0 (chess_analysis_panel_get_line_text (wait->panel, 0), wait->text) == 0;
}

static void
test_live (Fixture       *fixture,
           gconstpointer  data)
{
  LineWait first = { NULL, "+0.1  1. e4" };
  LineWait second = { NULL, "+0.2  1… e5" };

  fake_set ("evals", "cp 10, cp -20");
  fake_set ("moves", "e2e4 e7e5");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.live-analysis", NULL);
  first.panel = second.panel = panel (fixture);
  g_assert_true (chess_analysis_panel_get_live (panel (fixture)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (eval_bar (fixture))));
  g_assert_true (chess_test_ui_wait_for (shows_line, &first));
  g_assert_true (fake_was_told ("go infinite"));

  /* A move played: the lines follow the position shown. */
  enter_move (fixture, "e4");
  g_assert_true (chess_test_ui_wait_for (shows_line, &second));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (eval_bar (fixture)), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "White is better by 0.2 pawns");

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.live-analysis", NULL);
  g_assert_false (chess_analysis_panel_get_live (panel (fixture)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel (fixture))));
}

/* The best line writes its moves as the move list does: solid figurines
 * (♞ for either colour), or the user's letters. */
static void
test_line_notation (Fixture       *fixture,
                    gconstpointer  data)
{
  LineWait figurines = { NULL, "+0.1  2. ♞f3" };
  LineWait letters = { NULL, "+0.1  2. Nf3" };
  const char *played[] = { "e4", "e5", "Nf3" };
  g_autoptr(ChessGame) listed = NULL;
  g_autofree char *move_list_text = NULL;

  fake_set ("evals", "cp 10");
  fake_set ("moves", "g1f3");
  set_moves (fixture, "e4 e5");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.live-analysis", NULL);
  figurines.panel = letters.panel = panel (fixture);
  g_assert_true (chess_test_ui_wait_for (shows_line, &figurines));

  /* The same text as the move list's for the same move. */
  listed = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    g_assert_true (chess_game_play_text (listed, played[i], NULL));
  move_list_text = chess_move_list_format_ply (listed, 3, TRUE);
  g_assert_true (g_str_has_suffix (figurines.text, move_list_text));

  g_object_set (panel (fixture), "figurine", FALSE, NULL);
  g_assert_cmpstr (chess_analysis_panel_get_line_text (panel (fixture), 0), ==, letters.text);
}

/* The item labelled LABEL in a menu of WIDGET's tree, or NULL. A menu's
 * popover builds its items up front; the main menu's is made when first
 * opened. */
static GtkWidget *
find_menu_item (GtkWidget  *widget,
                const char *label)
{
  if (GTK_IS_MENU_BUTTON (widget))
    chess_test_ui_make_menu (GTK_MENU_BUTTON (widget));
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) != NULL)
    {
      GtkWidget *found = find_menu_item (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget))), label);

      if (found != NULL)
        return found;
    }
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "text", &text, NULL);
      if (g_strcmp0 (text, label) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_item (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
window_live (gpointer data)
{
  gboolean live = FALSE;

  g_object_get (data, "live-analysis", &live, NULL);
  return live;
}

/* Live Analysis is a check item: its menu item shows whether it runs,
 * Shift+Ctrl+L turns it on and off, and an engine that fails turns it
 * off (and the check mark with it). */
static void
test_live_check_item (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWidget *item = find_menu_item (GTK_WIDGET (fixture->window), "Live Analysis");
  const GVariantType *parameter_type = NULL;
  const char *property = NULL;
  const char *name = NULL;
  GType owner;
  gboolean active = TRUE;
  int role = 0;

  g_assert_nonnull (item);
  /* A boolean property's action: stateful, no parameter. */
  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (fixture->window), i, &owner, &name,
                                                    &parameter_type, &property); i++)
    if (g_str_equal (name, "win.live-analysis"))
      break;
  g_assert_cmpstr (name, ==, "win.live-analysis");
  g_assert_cmpstr (property, ==, "live-analysis");
  g_assert_null (parameter_type);

  /* GTK draws a check box for an item of role GTK_BUTTON_ROLE_CHECK (1);
   * GtkButtonRole is GTK's private type. */
  g_object_get (item, "role", &role, "active", &active, NULL);
  g_assert_cmpint (role, ==, 1);
  g_assert_false (active);

  /* An engine that dies at once: live analysis ends by itself, and the
   * item says so. */
  fake_set ("mode", "crash");
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_l,
                                          GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_true (window_live (fixture->window));
  g_object_get (item, "active", &active, NULL);
  g_assert_true (active);
  WAIT_UNTIL (!window_live (fixture->window));
  g_assert_false (chess_analysis_panel_get_live (panel (fixture)));
  g_object_get (item, "active", &active, NULL);
  g_assert_false (active);

  /* On with a working engine, then off again by the same key. */
  fake_set ("mode", "think");
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_l,
                                          GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_true (chess_analysis_panel_get_live (panel (fixture)));
  g_object_get (item, "active", &active, NULL);
  g_assert_true (active);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_TRUE);
  wait_for_told ("go infinite");
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_l,
                                          GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_false (chess_analysis_panel_get_live (panel (fixture)));
  g_assert_false (window_live (fixture->window));
  g_object_get (item, "active", &active, NULL);
  g_assert_false (active);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_FALSE);
}

/* ← → Home End on the focused graph move along the main line; screen
 * readers hear it as a slider whose value is the position shown. */
static void
test_graph_keys (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *graph_widget;

  fake_set ("evals", "cp 20, cp -25, cp 30, cp 250, cp -240, cp 400");
  fake_set ("moves", "a7a6");
  set_moves (fixture, "e4 e5 Nf3 Nc6 Bb5");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.analyse-game", NULL);
  g_assert_true (chess_test_ui_wait_for (review_done, panel (fixture)));
  graph_widget = GTK_WIDGET (graph (fixture));
  g_assert_true (gtk_widget_get_focusable (graph_widget));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_ROLE_SLIDER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "White’s chances after each move. "
                                       "The arrow keys, Home and End show a position.");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 5.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 5.0);

  g_assert_true (gtk_widget_grab_focus (graph_widget));
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Left, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 4);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 4.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "After half-move 4 of 5");
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_KP_Left, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 3);
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Home, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph_widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "The start position");
  /* Nothing before the start. */
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Left, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 0);
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Right, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 1);
  /* End: the game's own position, which follows new moves. */
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_End, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
  g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Home, 0));
  for (guint i = 0; i < 5; i++)
    g_assert_true (chess_test_ui_press_key (graph_widget, GDK_KEY_Right, 0));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
}

static void
test_eval_bar (void)
{
  g_autoptr(GtkWidget) bar = g_object_ref_sink (chess_eval_bar_new ());
  ChessEval mate = { CHESS_EVAL_MATE, -3 }, even = { CHESS_EVAL_CP, 2 };
  /* The figure at the end of the side ahead, without a sign (which end
   * says whose), so that it fits the bar at a size one can read. */
  const struct {
    ChessEval   eval;
    const char *figure;
  } figures[] = {
    { { CHESS_EVAL_CP, -30 }, "0.3" },
    { { CHESS_EVAL_CP, 250 }, "2.5" },
    { { CHESS_EVAL_CP, 3 }, "0.0" },
    { { CHESS_EVAL_MATE, -3 }, "#3" },
    { { CHESS_EVAL_MATE, 2 }, "#2" },
    { { CHESS_EVAL_CHECKMATE, -1 }, "0–1" },
    { { CHESS_EVAL_NONE, 0 }, "" },
  };

  g_assert_cmpfloat (chess_eval_bar_get_target (CHESS_EVAL_BAR (bar)), ==, 0.5);
  chess_eval_bar_set_eval (CHESS_EVAL_BAR (bar), &mate);
  g_assert_cmpfloat (chess_eval_bar_get_target (CHESS_EVAL_BAR (bar)), <, 0.03);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_ROLE_METER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "Black mates in 3 moves");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 2.0);
  chess_eval_bar_set_eval (CHESS_EVAL_BAR (bar), &even);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "The position is even");

  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      g_autofree char *figure = NULL;

      chess_eval_bar_set_eval (CHESS_EVAL_BAR (bar), &figures[i].eval);
      figure = chess_eval_bar_dup_figure (CHESS_EVAL_BAR (bar));
      g_assert_cmpstr (figure, ==, figures[i].figure);
    }
}

#define ADD_ANALYSIS_TEST(path, func) \
  g_test_add ("/window-analysis/" path, Fixture, NULL, engine_set_up, func, engine_tear_down)

static GtkWidget *
find_row (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "move-row"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = find_row (child);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* How many of the move list's rows (a move number and two moves, and
 * the gap between rows) its height holds. */
static double
move_list_rows (Fixture *fixture)
{
  GtkWidget *list = child (fixture, "move_list");
  GtkWidget *row = find_row (list);

  g_assert_nonnull (row);
  return gtk_widget_get_height (list) / (double) (gtk_widget_get_height (row) + 2);
}

/* Analyze Game on a game of 20 moves, in the window's default size, at
 * 1024 × 700 and at 1280 × 800: the analysis is compact (a low graph, one
 * line per best line) and the move list keeps its room; nothing scrolls,
 * with three best lines either. */
static void
test_room (Fixture       *fixture,
           gconstpointer  data)
{
  static const int sizes[][2] = { { 880, 600 }, { 1280, 800 }, { 1024, 700 } };
  /* Before the analysis was made compact: 3.1, 8.9 and 5.9 rows; then
   * 3.8, 9 and 6.3, before the buttons that step through the game went
   * beside the analysis's options (one row for both, the side panel
   * packed closer): 6.4, 11.9 and 9.1. The default window (880 × 600,
   * chosen for start-up on software GL) still has no room for eight
   * beside the game's controls. */
  static const double least_rows[] = { 6.2, 11.5, 8.8 };
  /* Russian's longer button labels take a second row of buttons (2.5,
   * 7.5 and 5 rows before; 4.8, 11.6 and 7.8 now). */
  static const double least_rows_ru[] = { 4.6, 11.3, 7.5 };
  gboolean russian = g_strcmp0 (data, "ru") == 0;
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_parent (child (fixture, "board_layout")));
  g_autoptr(ChessWindow) probe = g_object_new (CHESS_TYPE_WINDOW, NULL);
  int default_width, default_height;

  /* The window's own default size, as a new user first sees it. */
  gtk_window_get_default_size (GTK_WINDOW (probe), &default_width, &default_height);
  g_assert_cmpint (default_width, ==, sizes[0][0]);
  g_assert_cmpint (default_height, ==, sizes[0][1]);
  gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&probe)));

  fake_set ("evals", "cp 20");
  fake_set ("moves", "a2a3");
  set_moves (fixture, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 "
                      "c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.analyse-game", NULL);
  g_assert_true (chess_test_ui_wait_for (review_done, panel (fixture)));
  g_assert_true (chess_test_ui_wait_for (has_line, panel (fixture)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph (fixture))));

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (scroller);
      double rows;

      resize (fixture, sizes[i][0], sizes[i][1]);
      rows = move_list_rows (fixture);
      g_test_message ("%s: %d × %d: %.1f rows, page %g of %g",
                      gtk_label_get_label (GTK_LABEL (gtk_button_get_child (child (fixture, "resign_button")))), sizes[i][0], sizes[i][1], rows,
                      gtk_adjustment_get_page_size (vadjustment), gtk_adjustment_get_upper (vadjustment));
      g_assert_cmpfloat (rows, >=, (russian ? least_rows_ru : least_rows)[i]);
      g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), <=, gtk_adjustment_get_page_size (vadjustment));
    }

  /* Three best lines, as the options menu asks for them. */
  gtk_widget_activate_action (GTK_WIDGET (panel (fixture)), "analysis.lines", "u", 3u);
  {
    guint lines;

    g_object_get (panel (fixture), "lines", &lines, NULL);
    g_assert_cmpuint (lines, ==, 3);
  }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (scroller);

      resize (fixture, sizes[i][0], sizes[i][1]);
      g_test_message ("%d × %d, three lines: %.1f rows", sizes[i][0], sizes[i][1], move_list_rows (fixture));
      g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), <=, gtk_adjustment_get_page_size (vadjustment));
    }
}

static void
engine_set_up_in (Fixture       *fixture,
                  gconstpointer  data)
{
  /* The app's catalogues, as the app binds them. */
  chess_test_ui_use_app_look ();
  chess_test_ui_use_language (data);
  engine_set_up (fixture, NULL);
}

static void
engine_tear_down_in (Fixture       *fixture,
                     gconstpointer  data)
{
  engine_tear_down (fixture, NULL);
  chess_test_ui_use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-analysis/eval-bar", test_eval_bar);
  ADD_ANALYSIS_TEST ("review", test_review);
  ADD_ANALYSIS_TEST ("cancel", test_cancel);
  ADD_ANALYSIS_TEST ("live", test_live);
  ADD_ANALYSIS_TEST ("line-notation", test_line_notation);
  ADD_ANALYSIS_TEST ("live-check-item", test_live_check_item);
  ADD_ANALYSIS_TEST ("graph-keys", test_graph_keys);
  ADD_ANALYSIS_TEST ("room", test_room);
  g_test_add ("/window-analysis/room-russian", Fixture, "ru", engine_set_up_in, test_room, engine_tear_down_in);
  return g_test_run ();
}
