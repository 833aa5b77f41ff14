/* test-presentation-window.c: the hall screen: hidden until revealed, by
 * key and by button (never by a click on the cover), fullscreen, high
 * contrast, and its caption for a round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-presentation-window"

#include "test-presentation-common.h"

/* Nothing anywhere in the window gives the position away: no board, no
 * number, no letters, no guide, and the page that would hold them is
 * neither shown nor filled. */
static void
assert_nothing_shown (ChessPresentationWindow *window,
                      guint                    number,
                      const char              *back_rank)
{
  g_autoptr(GString) texts = g_string_new (NULL);
  g_autofree char *number_text = g_strdup_printf ("%u", number);
  g_autofree char *white = guide_row (window, CHESS_COLOR_WHITE, FALSE);
  g_autofree char *names = guide_row (window, CHESS_COLOR_BLACK, TRUE);

  g_assert_false (chess_presentation_window_get_revealed (window));
  g_assert_false (gtk_widget_get_visible (child (window, "position_page")));
  g_assert_true (gtk_stack_get_visible_child (child (window, "stack")) == child (window, "cover"));
  g_assert_null (chess_board_view_get_game (child (window, "board_view")));
  g_assert_cmpstr (g_strstrip (white), ==, "");
  g_assert_cmpstr (g_strstrip (names), ==, "");

  collect_texts (GTK_WIDGET (window), texts);
  g_string_append_printf (texts, "%s\n", gtk_window_get_title (GTK_WINDOW (window)));
  g_assert_null (strstr (texts->str, number_text));
  g_assert_null (strstr (texts->str, back_rank));
}

static void
assert_shown (ChessPresentationWindow *window,
              guint                    number)
{
  ChessGame *game = chess_board_view_get_game (child (window, "board_view"));

  g_assert_true (chess_presentation_window_get_revealed (window));
  g_assert_true (gtk_widget_get_visible (child (window, "position_page")));
  g_assert_true (gtk_stack_get_visible_child (child (window, "stack")) == child (window, "position_page"));
  g_assert_nonnull (game);
  g_assert_cmpint (chess_game_get_start_number (game), ==, (int) number);
}

static void
test_hidden (Fixture       *fixture,
             gconstpointer  data)
{
  char back_rank[9];

  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 421, back_rank, NULL));
  g_assert_cmpstr (back_rank, ==, "RNBBQNKR");

  /* Before any position: nothing to reveal, and the window says so. */
  chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_space, 0);
  g_assert_false (chess_presentation_window_get_revealed (fixture->window));
  g_assert_false (gtk_widget_get_visible (child (fixture->window, "cover_hint_label")));

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 421, TRUE);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  assert_nothing_shown (fixture->window, 421, back_rank);
  g_assert_cmpstr (label_text (fixture->window, "cover_hint_label"), ==,
                   "Press Space to reveal the start position");
  g_assert_true (gtk_widget_get_visible (child (fixture->window, "cover_hint_label")));
}

static void
test_reveal_by_key (Fixture       *fixture,
                    gconstpointer  data)
{
  static const guint reveal_keys[] = { GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter };
  GtkWidget *window = GTK_WIDGET (fixture->window);

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 421, TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (reveal_keys); i++)
    {
      g_assert_true (chess_test_ui_press_key (window, reveal_keys[i], 0));
      assert_shown (fixture->window, 421);
      g_assert_cmpstr (label_text (fixture->window, "caption_label"), ==, "SP 421 · RNBBQNKR");
      g_assert_cmpstr (label_text (fixture->window, "event_label"), ==, "Chess960");
      g_assert_false (gtk_widget_get_visible (child (fixture->window, "reversed_label")));
      /* Once shown, Space has nothing more to do: it does not hide. */
      chess_test_ui_press_key (window, GDK_KEY_space, 0);
      assert_shown (fixture->window, 421);

      g_assert_true (chess_test_ui_press_key (window, GDK_KEY_h, 0));
      assert_nothing_shown (fixture->window, 421, "RNBBQNKR");
      g_assert_false (chess_test_ui_press_key (window, GDK_KEY_h, 0));
    }
}

/* Presses every click gesture in WIDGET's tree. */
static void
press_every_click (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, 20.0, 20.0);
          g_signal_emit_by_name (controller, "released", 1, 20.0, 20.0);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    press_every_click (child);
}

/* In a hall the arbiter's first click often only brings the window to
 * the front: a click anywhere on the cover reveals nothing. The header
 * bar's button, a deliberate choice, does. */
static void
test_click_does_not_reveal (Fixture       *fixture,
                            gconstpointer  data)
{
  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 421, TRUE);
  press_every_click (child (fixture->window, "cover"));
  assert_nothing_shown (fixture->window, 421, "RNBBQNKR");

  g_signal_emit_by_name (child (fixture->window, "reveal_button"), "clicked");
  assert_shown (fixture->window, 421);
  g_signal_emit_by_name (child (fixture->window, "reveal_button"), "clicked");
  assert_nothing_shown (fixture->window, 421, "RNBBQNKR");
}

/* With animations on the position fades in; with them off it is there at
 * once. Hiding is always at once. */
static void
test_reveal_fade (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkStack *stack = child (fixture->window, "stack");

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 421, TRUE);
  chess_presentation_window_reveal (fixture->window);
  g_assert_false (gtk_stack_get_transition_running (stack));

  chess_presentation_window_conceal (fixture->window);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->window));
  chess_presentation_window_reveal (fixture->window);
  g_assert_true (gtk_stack_get_transition_running (stack));
  WAIT_UNTIL (!gtk_stack_get_transition_running (stack));

  chess_presentation_window_conceal (fixture->window);
  g_assert_false (gtk_stack_get_transition_running (stack));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* A new position replaces a revealed one hidden, or shown at once. */
static void
test_new_position (Fixture       *fixture,
                   gconstpointer  data)
{
  char back_rank[9];

  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 100, back_rank, NULL));
  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 421, FALSE);
  assert_shown (fixture->window, 421);

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 100, TRUE);
  assert_nothing_shown (fixture->window, 100, back_rank);
  assert_nothing_shown (fixture->window, 421, "RNBBQNKR");

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960X3, 1234, FALSE);
  assert_shown (fixture->window, 1234);
  g_assert_cmpstr (label_text (fixture->window, "event_label"), ==, "Chess960x3");
}

static void
test_board_is_display_only (Fixture       *fixture,
                            gconstpointer  data)
{
  ChessBoardView *board = child (fixture->window, "board_view");

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 518, FALSE);
  g_assert_false (chess_board_view_get_interactive (board));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (board)));
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (board)));

  chess_board_view_click_square (board, CHESS_SQUARE (4, 1));
  g_assert_cmpuint (chess_board_view_get_selected_square (board), ==, CHESS_NO_SQUARE);
  chess_board_view_drop_piece (board, CHESS_SQUARE (4, 1), CHESS_SQUARE (4, 3));
  g_assert_cmpuint (chess_game_get_n_moves (chess_board_view_get_game (board)), ==, 0);
  /* Space belongs to the window, not to the board's cursor. */
  g_assert_false (chess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_space, 0));
}

/* What the window's motion controller hears when the pointer moves to Y. */
static void
move_pointer (ChessPresentationWindow *window,
              double                   y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  guint n_motion = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", 100.0, y);
          n_motion++;
        }
    }
  g_assert_cmpuint (n_motion, >, 0);
}

static void
test_fullscreen (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkRevealer *header = child (fixture->window, "header_revealer");

  g_assert_false (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_true (gtk_revealer_get_reveal_child (header));
  /* Escape only leaves fullscreen; outside it the key goes on. */
  g_assert_false (chess_test_ui_press_key (window, GDK_KEY_Escape, 0));

  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_F11, 0));
  g_assert_true (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_false (gtk_revealer_get_reveal_child (header));
  g_assert_cmpstr (gtk_button_get_icon_name (child (fixture->window, "fullscreen_button")), ==,
                   "view-restore-symbolic");

  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_F11, 0));
  g_assert_false (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_true (gtk_revealer_get_reveal_child (header));

  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_F11, 0));
  g_assert_true (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_Escape, 0));
  g_assert_false (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_true (gtk_revealer_get_reveal_child (header));

  /* In fullscreen the pointer at the top edge calls the header bar back,
   * and moving away from it sends it off again. */
  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_F11, 0));
  g_assert_false (gtk_revealer_get_reveal_child (header));
  move_pointer (fixture->window, 300.0);
  g_assert_false (gtk_revealer_get_reveal_child (header));
  move_pointer (fixture->window, 1.0);
  g_assert_true (gtk_revealer_get_reveal_child (header));
  move_pointer (fixture->window, 30.0);
  g_assert_true (gtk_revealer_get_reveal_child (header));
  move_pointer (fixture->window, 300.0);
  g_assert_false (gtk_revealer_get_reveal_child (header));
  g_assert_true (chess_test_ui_press_key (window, GDK_KEY_Escape, 0));

  /* The window manager ending fullscreen by itself: Xvfb has none, so the
   * window reports what it always reports there, not fullscreen. */
  chess_presentation_window_set_fullscreen (fixture->window, TRUE);
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (window)));
  g_object_notify (G_OBJECT (window), "fullscreened");
  g_assert_false (chess_presentation_window_get_fullscreen (fixture->window));
  g_assert_true (gtk_revealer_get_reveal_child (header));
}

static gboolean
is_destroyed (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
test_close (Fixture       *fixture,
            gconstpointer  data)
{
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_w, GDK_CONTROL_MASK));
  WAIT_UNTIL (is_destroyed (&fixture->window));
}

/* The colour in the middle of SQUARE as drawn, 0–255 per channel. */
static void
square_color (ChessBoardView *board,
              guint           square,
              guchar          rgb[3])
{
  g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (board));
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  int x, y;

  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);

  g_assert_true (chess_board_view_get_square_bounds (board, square, &bounds));
  x = (int) (bounds.origin.x + bounds.size.width / 2);
  y = (int) (bounds.origin.y + bounds.size.height / 2);
  /* Cairo's ARGB32, premultiplied, on a little-endian machine: B G R A;
   * the squares are opaque. */
  rgb[0] = pixels[(y * width + x) * 4 + 2];
  rgb[1] = pixels[(y * width + x) * 4 + 1];
  rgb[2] = pixels[(y * width + x) * 4 + 0];
}

static void
test_high_contrast (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessBoardView *board = child (fixture->window, "board_view");
  ChessPresentationWindow *second;
  guchar normal[3], strong[3];
  guint a3 = CHESS_SQUARE (0, 2);

  chess_presentation_window_show_position (fixture->window, CHESS_VARIANT_CHESS960, 518, FALSE);
  g_assert_false (chess_presentation_window_get_high_contrast (fixture->window));
  g_assert_cmpstr (chess_board_view_get_piece_set (board), ==, "classic");
  square_color (board, a3, normal);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.high-contrast", NULL);
  g_assert_true (chess_presentation_window_get_high_contrast (fixture->window));
  g_assert_cmpstr (chess_board_view_get_piece_set (board), ==, "contrast");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (fixture->window), "high-contrast"));
  g_assert_true (g_settings_get_boolean (fixture->settings, "presentation-high-contrast"));
  /* a3, a dark square: the deep green of the hall-screen palette instead
   * of the wood. */
  square_color (board, a3, strong);
  g_assert_cmpint (ABS ((int) strong[0] - 55), <=, 2);
  g_assert_cmpint (ABS ((int) strong[1] - 114), <=, 2);
  g_assert_cmpint (ABS ((int) strong[2] - 69), <=, 2);
  g_assert_cmpint (ABS ((int) normal[1] - (int) strong[1]) + ABS ((int) normal[0] - (int) strong[0]), >, 60);

  /* The next hall screen opens as this one was left. */
  second = open_window (800, 600);
  g_assert_true (chess_presentation_window_get_high_contrast (second));
  gtk_window_destroy (GTK_WINDOW (second));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.high-contrast", NULL);
  g_assert_false (chess_presentation_window_get_high_contrast (fixture->window));
  g_assert_false (g_settings_get_boolean (fixture->settings, "presentation-high-contrast"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (fixture->window), "high-contrast"));
  g_assert_cmpstr (chess_board_view_get_piece_set (board), ==, "classic");

  /* Outside high contrast, the board follows the piece-set preference. */
  g_settings_set_string (fixture->settings, "piece-set", "contrast");
  g_assert_cmpstr (chess_board_view_get_piece_set (board), ==, "contrast");
  square_color (board, a3, strong);
  g_assert_cmpmem (strong, 3, normal, 3);
}

static void
test_round_caption (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Spring Open", CHESS_VARIANT_CHESS960);
  g_autoptr(GError) error = NULL;
  const ChessRound *round;

  g_assert_nonnull (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 200, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  round = chess_event_add_round (event, 421, CHESS_DRAW_METHOD_RANDOM, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (round->round, ==, 3);

  chess_presentation_window_show_round (fixture->window, event, round, TRUE);
  assert_nothing_shown (fixture->window, 421, "RNBBQNKR");
  /* What the hall may see while waiting: the event and the round. */
  g_assert_cmpstr (label_text (fixture->window, "cover_title_label"), ==, "Round 3");
  g_assert_cmpstr (label_text (fixture->window, "cover_event_label"), ==, "Spring Open");
  g_assert_cmpstr (adw_window_title_get_title (child (fixture->window, "window_title")), ==, "Spring Open");
  g_assert_cmpstr (adw_window_title_get_subtitle (child (fixture->window, "window_title")), ==, "Round 3");

  chess_presentation_window_reveal (fixture->window);
  assert_shown (fixture->window, 421);
  g_assert_cmpstr (label_text (fixture->window, "caption_label"), ==, "Round 3 · SP 421 · RNBBQNKR");
  g_assert_cmpstr (label_text (fixture->window, "event_label"), ==, "Spring Open");
  g_assert_false (gtk_widget_get_visible (child (fixture->window, "reversed_label")));

  round = chess_event_add_replay_round (event, NULL, &error);
  g_assert_no_error (error);
  chess_presentation_window_show_round (fixture->window, event, round, FALSE);
  assert_shown (fixture->window, 421);
  g_assert_cmpstr (label_text (fixture->window, "caption_label"), ==, "Round 4 · SP 421 · RNBBQNKR");
  g_assert_true (gtk_widget_get_visible (child (fixture->window, "reversed_label")));
  g_assert_cmpstr (label_text (fixture->window, "reversed_label"), ==, "Colors reversed");

  /* Hidden again, the replay says nothing of the position either. */
  chess_presentation_window_conceal (fixture->window);
  assert_nothing_shown (fixture->window, 421, "RNBBQNKR");
  g_assert_false (gtk_widget_get_visible (child (fixture->window, "reversed_label")));
}

static void
test_round_caption_x3 (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(ChessEvent) event = chess_event_new ("Winter Cup", CHESS_VARIANT_CHESS960X3);
  g_autoptr(GError) error = NULL;
  g_autofree char *caption = NULL;
  const ChessRound *round;

  round = chess_event_add_round (event, 1234, CHESS_DRAW_METHOD_NUMBER, NULL, &error);
  g_assert_no_error (error);
  chess_presentation_window_show_round (fixture->window, event, round, FALSE);
  assert_shown (fixture->window, 1234);
  caption = g_strdup_printf ("Round 1 · SP 1234 · %s", round->back_rank);
  g_assert_cmpstr (label_text (fixture->window, "caption_label"), ==, caption);
  g_assert_cmpstr (label_text (fixture->window, "event_label"), ==, "Winter Cup · Chess960x3");
}

int
main (int   argc,
      char *argv[])
{
  if (!presentation_test_init (&argc, &argv))
    return 77;

  g_test_add ("/presentation-window/hidden", Fixture, NULL,
              fixture_set_up, test_hidden, fixture_tear_down);
  g_test_add ("/presentation-window/reveal-by-key", Fixture, NULL,
              fixture_set_up, test_reveal_by_key, fixture_tear_down);
  g_test_add ("/presentation-window/click-does-not-reveal", Fixture, NULL,
              fixture_set_up, test_click_does_not_reveal, fixture_tear_down);
  g_test_add ("/presentation-window/reveal-fade", Fixture, NULL,
              fixture_set_up, test_reveal_fade, fixture_tear_down);
  g_test_add ("/presentation-window/new-position", Fixture, NULL,
              fixture_set_up, test_new_position, fixture_tear_down);
  g_test_add ("/presentation-window/board-is-display-only", Fixture, NULL,
              fixture_set_up, test_board_is_display_only, fixture_tear_down);
  g_test_add ("/presentation-window/fullscreen", Fixture, NULL,
              fixture_set_up, test_fullscreen, fixture_tear_down);
  g_test_add ("/presentation-window/close", Fixture, NULL,
              fixture_set_up, test_close, fixture_tear_down);
  g_test_add ("/presentation-window/high-contrast", Fixture, NULL,
              fixture_set_up, test_high_contrast, fixture_tear_down);
  g_test_add ("/presentation-window/round-caption", Fixture, NULL,
              fixture_set_up, test_round_caption, fixture_tear_down);
  g_test_add ("/presentation-window/round-caption-x3", Fixture, NULL,
              fixture_set_up, test_round_caption_x3, fixture_tear_down);

  return g_test_run ();
}
