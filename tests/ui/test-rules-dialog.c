/* test-rules-dialog.c: the Rules page and its demo boards
 *
 * The examples are what the page teaches, so each is checked against the
 * rules core and against the rule texts' squares, independently of the
 * demo that shows it (test-rules-examples.c); here the demo must castle
 * it on its board with the guided animation and end where the page says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-rules-dialog"

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-application.h"
#include "chess-board-view-private.h"
#include "chess-compat.h"
#include "chess-castling-demo.h"
#include "chess-rules-dialog.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-window.h"
#include "test-rules-common.h"

typedef struct {
  /* The Rules page over a window, as F1 shows it. */
  GtkWindow        *window;
  ChessRulesDialog *rules;
  GSettings        *settings;
} Fixture;

/* The window, and (libadwaita 1.2) the Rules window, WIDTH × HEIGHT: a
 * 1.5 dialog takes what its window leaves it, up to its own size. */
static void
resize (Fixture *fixture,
        int      width,
        int      height)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (GTK_WIDGET (fixture->rules));

  gtk_window_set_default_size (fixture->window, width, height);
  if (GTK_IS_WINDOW (dialog))
    gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = chess_settings_new ();
  g_settings_reset (fixture->settings, "animation-speed");
  g_settings_reset (fixture->settings, "piece-set");
  fixture->window = GTK_WINDOW (adw_window_new ());
  fixture->rules = chess_rules_dialog_new (fixture->window);
  resize (fixture, 720, 900);
  gtk_window_present (fixture->window);
  chess_rules_dialog_present (fixture->rules);
  /* AdwAnimation skips straight to the end on an unmapped widget. */
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (chess_rules_dialog_get_demo (fixture->rules, CHESS_VARIANT_CHESS960))));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  /* Closed, the Rules page leaves its window (a 1.5 sheet once it has
   * slid out) and is freed, its demo boards with it, while the window
   * stays open. */
  g_object_add_weak_pointer (G_OBJECT (fixture->rules), (gpointer *) &fixture->rules);
  chess_rules_dialog_close (fixture->rules);
  WAIT_UNTIL (fixture->rules == NULL);
  gtk_window_destroy (fixture->window);
  g_settings_reset (fixture->settings, "animation-speed");
  g_clear_object (&fixture->settings);
}

static gpointer
demo_child (ChessCastlingDemo *demo,
            const char        *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (demo), CHESS_TYPE_CASTLING_DEMO, name);

  g_assert_nonnull (object);
  return object;
}

static const char *
demo_text (ChessCastlingDemo *demo,
           const char        *name)
{
  return gtk_label_get_label (demo_child (demo, name));
}

static void
show_page (Fixture      *fixture,
           ChessVariant  variant)
{
  AdwViewStack *stack = ADW_VIEW_STACK (chess_test_ui_find_descendant (GTK_WIDGET (fixture->rules),
                                                                       ADW_TYPE_VIEW_STACK));

  adw_view_stack_set_visible_child_name (stack, variant == CHESS_VARIANT_CHESS960 ? "chess960" : "chess960x3");
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (chess_rules_dialog_get_demo (fixture->rules, variant))));
}

/* Whether a stack or squeezer in WIDGET's tree is crossfading. */
static gboolean
is_transition_running (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  if (ADW_IS_SQUEEZER (widget) && adw_squeezer_get_transition_running (ADW_SQUEEZER (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (is_transition_running (child))
      return TRUE;
  return FALSE;
}

/* Runs the main loop until the board's animation has ended, noting every
 * phase it went through. */
static void
wait_for_animation (ChessBoardView *view,
                    gboolean        phases_seen[])
{
  gint64 deadline = g_get_monotonic_time () + CHESS_TEST_UI_WAIT_SECONDS * G_USEC_PER_SEC;

  while (chess_board_animation_is_running (view->animation))
    {
      phases_seen[chess_board_animation_get_phase (view->animation)] = TRUE;
      chess_test_ui_iterate_until (deadline, "the castling animation to end");
    }
}

static void
assert_castled (ChessCastlingDemo          *demo,
                const ChessCastlingExample *example)
{
  ChessGame *game = chess_castling_demo_get_game (demo);
  const ChessPosition *position = chess_game_get_position (game);
  g_autofree char *after = g_strdup_printf ("After %s", example->san);

  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 1);
  g_assert_true (chess_move_is_castle (chess_game_get_move (game, 1)));
  g_assert_cmpstr (chess_game_get_san (game, 1), ==, example->san);
  assert_piece (position, square (example->king_to), CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_KING);
  assert_piece (position, square (example->rook_to), CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_ROOK);
  g_assert_cmpstr (demo_text (demo, "state_label"), ==, after);
  g_assert_true (gtk_widget_is_sensitive (demo_child (demo, "reset_button")));
}

static void
assert_before (ChessCastlingDemo          *demo,
               const ChessCastlingExample *example)
{
  ChessGame *game = chess_castling_demo_get_game (demo);
  g_autoptr(ChessPosition) start = chess_position_new_from_fen (example->variant, example->fen, NULL);
  g_autofree char *before = g_strdup_printf ("Before %s", example->san);

  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);
  g_assert_true (chess_position_equal (chess_game_get_position (game), start));
  g_assert_cmpstr (demo_text (demo, "state_label"), ==, before);
  g_assert_false (gtk_widget_is_sensitive (demo_child (demo, "reset_button")));
}

/* Each example, picked from the list, is shown before its castle with
 * captions that say the documented squares; Play castles it with the
 * guided animation, and it ends where the page says. */
static void
test_demo_plays (Fixture       *fixture,
                 gconstpointer  data)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      ChessCastlingDemo *demo = chess_rules_dialog_get_demo (fixture->rules, variants[v]);
      ChessBoardView *view = demo_child (demo, "board_view");
      GtkListBox *list = demo_child (demo, "example_list");
      guint n = 0;
      const ChessCastlingExample *examples = chess_castling_demo_get_examples (variants[v], &n);

      show_page (fixture, variants[v]);
      g_assert_cmpint (chess_castling_demo_get_variant (demo), ==, variants[v]);
      g_assert_cmpuint (chess_castling_demo_get_n_examples (demo), ==, n);
      g_assert_true (chess_board_view_get_game (view) == chess_castling_demo_get_game (demo));
      g_assert_false (chess_board_view_get_interactive (view));
      g_assert_cmpuint (chess_board_view_get_animation_duration (view), ==, 200);

      for (guint i = 0; i < n; i++)
        {
          const ChessCastlingExample *example = &examples[i];
          GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
          gboolean phases[CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS + 1] = { FALSE, };
          g_autofree char *from_to = NULL;

          if (g_str_equal (example->king_from, example->king_to))
            from_to = g_strdup_printf ("King stays on %s · Rook %s → %s", example->king_from,
                                       example->rook_from, example->rook_to);
          else if (g_str_equal (example->rook_from, example->rook_to))
            from_to = g_strdup_printf ("King %s → %s · Rook stays on %s", example->king_from,
                                       example->king_to, example->rook_from);
          else
            from_to = g_strdup_printf ("King %s → %s · Rook %s → %s", example->king_from,
                                       example->king_to, example->rook_from, example->rook_to);

          /* Picked as a user does: the row's radio button. */
          g_assert_nonnull (row);
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, from_to);
          adw_action_row_activate (ADW_ACTION_ROW (row));
          g_assert_cmpuint (chess_castling_demo_get_example (demo), ==, i);
          assert_before (demo, example);
          g_assert_cmpstr (demo_text (demo, "title_label"), ==, example->title);
          g_assert_nonnull (strstr (demo_text (demo, "squares_label"), example->king_from));
          g_assert_nonnull (strstr (demo_text (demo, "squares_label"), example->rook_from));
          g_assert_nonnull (strstr (demo_text (demo, "squares_label"),
                                    g_str_equal (example->king_from, example->king_to)
                                    ? example->rook_to : example->king_to));

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (demo), "demo.play", NULL));
          g_assert_true (chess_board_animation_is_running (view->animation));
          g_assert_cmpint (chess_board_animation_get_phase (view->animation), ==,
                           CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES);
          g_assert_cmphex (chess_board_animation_get_hidden_squares (view->animation), ==,
                           (G_GUINT64_CONSTANT (1) << square (example->king_to))
                           | (G_GUINT64_CONSTANT (1) << square (example->rook_to)));
          assert_castled (demo, example);

          /* The first of each page runs in real time through every step;
           * the others are cut short. */
          if (i == 0)
            {
              wait_for_animation (view, phases);
              g_assert_true (phases[CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES]);
              g_assert_true (phases[CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES]);
              g_assert_true (phases[CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS]);
            }
          else
            chess_board_view_finish_animation (view);
          g_assert_false (chess_board_animation_is_running (view->animation));
          g_assert_cmphex (chess_board_animation_get_hidden_squares (view->animation), ==, 0);
          assert_castled (demo, example);
          g_assert_cmpstr (gtk_button_get_label (demo_child (demo, "play_button")), ==, "Play _Again");

          /* Play Again starts from the example's position once more. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (demo), "demo.play", NULL));
          g_assert_true (chess_board_animation_is_running (view->animation));
          assert_castled (demo, example);

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (demo), "demo.reset", NULL));
          g_assert_false (chess_board_animation_is_running (view->animation));
          assert_before (demo, example);
          g_assert_cmpstr (gtk_button_get_label (demo_child (demo, "play_button")), ==, "_Play");
        }
    }
}

static void scroll_to_demo (Fixture      *fixture,
                            ChessVariant  variant);

/* The demo moves at the speed of the preference, like the main board;
 * with animations off the castled position appears at once, and the
 * page says why. */
static void
test_animation_speed (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessCastlingDemo *demo = chess_rules_dialog_get_demo (fixture->rules, CHESS_VARIANT_CHESS960X3);
  ChessBoardView *view = demo_child (demo, "board_view");
  GtkWidget *off_label = demo_child (demo, "animations_off_label");
  guint n = 0;
  const ChessCastlingExample *examples = chess_castling_demo_get_examples (CHESS_VARIANT_CHESS960X3, &n);

  show_page (fixture, CHESS_VARIANT_CHESS960X3);
  g_assert_false (gtk_widget_get_visible (off_label));

  g_settings_set_string (fixture->settings, "animation-speed", "slow");
  g_assert_cmpuint (chess_board_view_get_animation_duration (view), ==, 350);
  g_settings_set_string (fixture->settings, "animation-speed", "fast");
  g_assert_cmpuint (chess_board_view_get_animation_duration (view), ==, 120);

  g_settings_set_string (fixture->settings, "animation-speed", "off");
  g_assert_cmpuint (chess_board_view_get_animation_duration (view), ==, 0);
  g_assert_true (gtk_widget_get_visible (off_label));
  chess_castling_demo_set_example (demo, n - 1);
  chess_castling_demo_play (demo);
  g_assert_false (chess_board_animation_is_running (view->animation));
  assert_castled (demo, &examples[n - 1]);
  {
    g_autoptr(GdkTexture) texture = NULL;

    scroll_to_demo (fixture, CHESS_VARIANT_CHESS960X3);
    texture = chess_test_ui_render_content (GTK_WIDGET (fixture->rules));
    chess_test_ui_save_screenshot (texture, "rules-demo-animations-off");
  }

  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  g_assert_false (gtk_widget_get_visible (off_label));
}

/* Every block of text wraps: the window fits a phone-sized screen. */
static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWidget *content = GTK_WIDGET (fixture->rules);
  int minimum = 0, natural = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      show_page (fixture, variants[v]);
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360);
    }
}

typedef struct {
  const char  *name;
  ChessVariant variant;
  int          width;
  int          height;
  gboolean     dark;
  /* Where in the castle to hold the board, or < 0 for before it (-2:
   * the top of the page, -3: its end, else the demo). */
  double       progress;
} Screenshot;

static const Screenshot screenshots[] = {
  { "wide-top", CHESS_VARIANT_CHESS960, 1280, 900, FALSE, -2.0 },
  { "wide-demo", CHESS_VARIANT_CHESS960, 1280, 900, FALSE, -1.0 },
  { "wide-end", CHESS_VARIANT_CHESS960, 1280, 900, FALSE, -3.0 },
  { "x3-wide-top-dark", CHESS_VARIANT_CHESS960X3, 1280, 900, TRUE, -2.0 },
  { "x3-wide-end-dark", CHESS_VARIANT_CHESS960X3, 1280, 900, TRUE, -3.0 },
  { "wide-demo-mid-castle", CHESS_VARIANT_CHESS960, 1280, 900, FALSE, 0.45 },
  { "x3-demo-mid-castle-dark", CHESS_VARIANT_CHESS960X3, 1280, 900, TRUE, 0.2 },
  { "narrow-top", CHESS_VARIANT_CHESS960X3, 400, 800, FALSE, -2.0 },
  { "narrow-demo", CHESS_VARIANT_CHESS960X3, 400, 800, FALSE, 0.5 },
  { "narrow-demo-dark", CHESS_VARIANT_CHESS960, 400, 800, TRUE, -1.0 },
};

/* Scrolls VARIANT's page so that its demo board is near the top. */
static void
scroll_to_demo (Fixture      *fixture,
                ChessVariant  variant)
{
  GtkWidget *demo = GTK_WIDGET (chess_rules_dialog_get_demo (fixture->rules, variant));
  GtkWidget *scroller = gtk_widget_get_ancestor (demo, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* The clamp inside the viewport: it moves as the page scrolls. */
  GtkWidget *page = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));
  double x = 0, y = 0;

  /* Until the layout has settled: a new width rewraps the text above. */
  for (guint attempt = 0; attempt < 10; attempt++)
    {
      chess_test_ui_wait_for_frame (demo);
      g_assert_true (gtk_widget_translate_coordinates (demo, page, 0, 0, &x, &y));
      if (G_APPROX_VALUE (gtk_adjustment_get_value (adjustment), y - 48, 1.0))
        break;
      gtk_adjustment_set_value (adjustment, y - 48);
    }
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), y - 48, 1.0);
}

static void
scroll_to_end (Fixture      *fixture,
               ChessVariant  variant)
{
  GtkWidget *demo = GTK_WIDGET (chess_rules_dialog_get_demo (fixture->rules, variant));
  GtkWidget *scroller = gtk_widget_get_ancestor (demo, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  for (guint attempt = 0; attempt < 3; attempt++)
    {
      chess_test_ui_wait_for_frame (demo);
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
}

/* The page for people to look at, wide and narrow, light and dark, with
 * the demo board part-way through a castle. */
static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  const Screenshot *shot = data;
  AdwStyleManager *style = adw_style_manager_get_default ();
  ChessCastlingDemo *demo = chess_rules_dialog_get_demo (fixture->rules, shot->variant);
  ChessBoardView *view = demo_child (demo, "board_view");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("rules-%s", shot->name);

  adw_style_manager_set_color_scheme (style, shot->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  resize (fixture, shot->width, shot->height);
  show_page (fixture, shot->variant);
  /* The header's switcher crossfades to the title when the window is
   * narrow: let it finish. */
  chess_test_ui_settle (GTK_WIDGET (fixture->rules), 2);
  WAIT_UNTIL (!is_transition_running (GTK_WIDGET (fixture->rules)));

  if (shot->progress < -2.5)
    scroll_to_end (fixture, shot->variant);
  else if (shot->progress > -2.0)
    scroll_to_demo (fixture, shot->variant);
  if (shot->progress >= 0.0)
    {
      chess_castling_demo_set_example (demo, 1);
      chess_castling_demo_play (demo);
      g_assert_true (chess_board_animation_is_running (view->animation));
      chess_board_animation_seek (view->animation, shot->progress);
    }

  texture = chess_test_ui_render_content (GTK_WIDGET (fixture->rules));
  chess_test_ui_save_screenshot (texture, name);
  g_test_message ("%s: %d × %d", name, gdk_texture_get_width (texture), gdk_texture_get_height (texture));
  if (shot->progress >= 0.0)
    g_assert_true (chess_board_animation_is_running (view->animation));

  chess_board_view_finish_animation (view);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The app: Help (the Rules page) in the main menu and no Quit, as GNOME's
 * guidelines have it; app.rules on F1 (and in the shortcuts window), one
 * Rules window however often it is asked for. */

/* The label of ACTION's item in MODEL, or NULL. */
static char *
menu_label (GMenuModel *model,
            const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      char *label = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        {
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          return label != NULL ? label : g_strdup ("");
        }
      if (section != NULL && (label = menu_label (section, action)) != NULL)
        return label;
    }
  return NULL;
}

/* The label of ACTION's item in a menu of WIDGET's tree, or NULL. */
static char *
widget_menu_label (GtkWidget  *widget,
                   const char *action)
{
  char *label = NULL;

  if (GTK_IS_MENU_BUTTON (widget))
    {
      GMenuModel *model;

      chess_test_ui_make_menu (GTK_MENU_BUTTON (widget));
      model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));

      if (model != NULL && (label = menu_label (model, action)) != NULL)
        return label;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if ((label = widget_menu_label (child, action)) != NULL)
      return label;
  return NULL;
}

/* Rules pages shown, in windows of their own (1.2) or attached (1.5). */
static guint
count_rules (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      n += chess_test_ui_find_descendant (toplevel, CHESS_TYPE_RULES_DIALOG) != NULL;
    }
  return n;
}

typedef struct {
  gboolean checked;
} ActionCheck;

static gboolean
check_rules_action (gpointer user_data)
{
  GtkApplication *application = GTK_APPLICATION (g_application_get_default ());
  ActionCheck *check = user_data;
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, "app.rules");
  g_auto(GStrv) quit_accels = gtk_application_get_accels_for_action (application, "app.quit");
  g_autofree char *help_label = NULL;
  g_autofree char *quit_label = NULL;
  GtkWindow *main_window = NULL;
  GtkWidget *rules;
  GList *windows;

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (CHESS_IS_WINDOW (l->data))
      main_window = l->data;
  g_assert_nonnull (main_window);
  help_label = widget_menu_label (GTK_WIDGET (main_window), "app.rules");
  g_assert_cmpstr (help_label, ==, "_Help");
  quit_label = widget_menu_label (GTK_WIDGET (main_window), "app.quit");
  g_assert_null (quit_label);
  /* Ctrl+Q still quits. */
  g_assert_nonnull (quit_accels);
  g_assert_cmpstr (quit_accels[0], ==, "<Control>q");

  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "F1");

  g_assert_cmpuint (count_rules (), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (application), "rules", NULL);
  g_assert_cmpuint (count_rules (), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (application), "rules", NULL);
  g_assert_cmpuint (count_rules (), ==, 1);
  rules = chess_test_ui_find_in_windows (CHESS_TYPE_RULES_DIALOG);
  /* Over the main window: attached to it (1.5), or a modal window of its
   * own (1.2). */
#if CHESS_ADW_1_5
  g_assert_true (chess_ui_dialog_get_window (rules) == main_window);
  g_assert_true (ADW_IS_DIALOG (chess_ui_content_dialog_get (rules)));
#else
  g_assert_true (gtk_window_get_transient_for (chess_ui_dialog_get_window (rules)) == main_window);
  g_assert_true (gtk_window_get_modal (chess_ui_dialog_get_window (rules)));
#endif

  /* Escape closes it, as it does a preferences window. */
  g_assert_true (chess_test_ui_press_key (rules, GDK_KEY_Escape, 0));
  WAIT_UNTIL (count_rules () == 0);
  check->checked = TRUE;

  while ((windows = gtk_application_get_windows (application)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
  return G_SOURCE_REMOVE;
}

static void
on_window_added (GtkApplication *application,
                 GtkWindow      *window,
                 ActionCheck    *check)
{
  static gboolean scheduled;

  if (CHESS_IS_WINDOW (window) && !scheduled)
    {
      scheduled = TRUE;
      g_idle_add (check_rules_action, check);
    }
}

static gboolean
has_label (GtkWidget  *widget,
           const char *prefix)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, prefix))
      return TRUE;
  return FALSE;
}

/* Verifiable draws are explained in words an arbiter can read out: the
 * commitment before round 1, the public input, the key afterwards. */
static void
test_verifiable_draws (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->rules);

  g_assert_true (has_label (window, "Draws Anyone Can Check"));
  g_assert_true (has_label (window, "An arbiter can make an event verifiable"));
  g_assert_true (has_label (window, "At each computer draw a player gives a public input"));
  g_assert_true (has_label (window, "After the event the arbiter publishes the key"));
}

static void
test_action (void)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GBytes) overlay = NULL;
  const char *argv[] = { "chess960", NULL };
  ActionCheck check = { FALSE };

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "window-added", G_CALLBACK (on_window_added), &check);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 1, (char **) argv), ==, 0);
  g_assert_true (check.checked);

  /* Every shortcut is listed in the shortcuts window. */
  overlay = g_resources_lookup_data ("/io/github/chess960/Chess960/shortcuts/help-overlay.ui",
                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (overlay);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (overlay, NULL), (gssize) g_bytes_get_size (overlay),
                                  "<property name=\"accelerator\">F1</property>"));
}

int
main (int   argc,
      char *argv[])
{
  /* No session bus: the app runs on its own, NON_UNIQUE. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/rules-dialog/demo-plays", Fixture, NULL, fixture_set_up, test_demo_plays, fixture_tear_down);
  g_test_add ("/rules-dialog/animation-speed", Fixture, NULL, fixture_set_up, test_animation_speed,
              fixture_tear_down);
  g_test_add ("/rules-dialog/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (screenshots); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rules-dialog/screenshots/%s", screenshots[i].name);

      g_test_add (path, Fixture, &screenshots[i], fixture_set_up, test_screenshots, fixture_tear_down);
    }
  g_test_add_func ("/rules-dialog/action", test_action);
  g_test_add ("/rules-dialog/verifiable-draws", Fixture, NULL, fixture_set_up, test_verifiable_draws,
              fixture_tear_down);

  return g_test_run ();
}
