/* test-new-game-window.c: the New Game dialog over the game window: its
 * preview, its place over a narrow window, and rolling the die from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-new-game-window"

#include "config.h"

#include "test-new-game-common.h"

static cairo_surface_t *
draw_preview (Fixture *fixture)
{
  GtkWidget *area = child (fixture, "back_rank_area");
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  WAIT_UNTIL (gtk_widget_get_width (area) > 0);
  g_assert_cmpint (gtk_widget_get_width (area), ==, 8 * 40);
  g_assert_cmpint (gtk_widget_get_height (area), ==, 40);

  GTK_WIDGET_GET_CLASS (area)->snapshot (area, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8 * 40, 40);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) row)[x];
}

/* Each square of the preview shows its piece from the chosen piece set:
 * the square's colour at its corner, something else where the piece is. */
static void
test_preview_draws_pieces (Fixture       *fixture,
                           gconstpointer  data)
{
  cairo_surface_t *classic, *contrast;
  guint differing = 0;

  open_dialog (fixture);
  click (fixture, "number_row");
  type_number (fixture, "518");
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 518 · RNBQKBNR");
  classic = draw_preview (fixture);
  for (int file = 0; file < 8; file++)
    {
      int x = file * 40;

      /* The pieces stand on their squares' middle, at the bottom. */
      g_assert_cmpuint (pixel (classic, x + 1, 1), !=, pixel (classic, x + 20, 30));
    }

  g_settings_set_string (fixture->settings, "piece-set", "contrast");
  contrast = draw_preview (fixture);
  for (int x = 0; x < 8 * 40; x++)
    for (int y = 0; y < 40; y++)
      if (pixel (classic, x, y) != pixel (contrast, x, y))
        differing++;
  g_test_message ("%u pixels differ between the piece sets", differing);
  g_assert_cmpuint (differing, >, 200);

  cairo_surface_destroy (classic);
  cairo_surface_destroy (contrast);
}

static ChessNewGameDialog *
find_open_dialog (void)
{
  return (ChessNewGameDialog *) chess_test_ui_find_in_windows (CHESS_TYPE_NEW_GAME_DIALOG);
}

/* DIALOG is shown over WINDOW, modal, the way this build's libadwaita
 * has dialogs: from 1.5 an AdwDialog inside WINDOW, adapting to its size
 * (a bottom sheet when it is narrow); before, a window of its own. */
static void
assert_dialog_over (ChessNewGameDialog *dialog,
                    ChessWindow        *window)
{
  GtkWindow *dialog_window = chess_ui_dialog_get_window (GTK_WIDGET (dialog));

#if CHESS_ADW_1_5
  g_assert_true (dialog_window == GTK_WINDOW (window));
  g_assert_true (ADW_IS_DIALOG (gtk_widget_get_ancestor (GTK_WIDGET (dialog), ADW_TYPE_DIALOG)));
  g_assert_true (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))
                 == ADW_DIALOG (chess_ui_content_dialog_get (GTK_WIDGET (dialog))));
#else
  g_assert_true (ADW_IS_WINDOW (dialog_window));
  g_assert_true (dialog_window != GTK_WINDOW (window));
  g_assert_true (gtk_window_get_transient_for (dialog_window) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog_window));
#endif
}

/* The main window's New Game (Ctrl+N) opens the dialog over it, and Start
 * puts the chosen game on its board, turned as asked. */
static void
test_window_new_game (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  ChessBoardView *board;
  ChessGame *before;

  gtk_window_present (GTK_WINDOW (window));
  before = chess_window_get_game (window);
  g_assert_nonnull (before);
  board = CHESS_BOARD_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, "board_view"));
  g_assert_false (chess_board_view_get_flipped (board));

  g_assert_null (find_open_dialog ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  fixture->dialog = find_open_dialog ();
  g_assert_nonnull (fixture->dialog);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  assert_dialog_over (fixture->dialog, window);

  click (fixture, "number_row");
  type_number (fixture, "42");
  click (fixture, "black_button");
  click (fixture, "start_button");

  g_assert_null (fixture->dialog);
  g_assert_true (chess_window_get_game (window) != before);
  g_assert_cmpint (chess_game_get_start_number (chess_window_get_game (window)), ==, 42);
  g_assert_true (chess_board_view_get_flipped (board));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a window as narrow as a phone (a bottom sheet from libadwaita 1.5)
 * the dialog fits, and Start still has the focus, so that Enter starts
 * the game as it does in a wide window. */
static void
test_narrow_window (Fixture       *fixture,
                    gconstpointer  data)
{
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  GtkWidget *start;
  GtkWidget *dialog;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  /* As when Ctrl+N is typed on the board. */
  WAIT_UNTIL (gtk_widget_grab_focus (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW,
                                                                                 "board_view"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  fixture->dialog = find_open_dialog ();
  g_assert_nonnull (fixture->dialog);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  assert_dialog_over (fixture->dialog, window);
  start = child (fixture, "start_button");
  dialog = chess_ui_content_dialog_get (GTK_WIDGET (fixture->dialog));
  /* Past the frames in which a dialog opens and takes the focus. */
  chess_test_ui_settle (dialog, 5);
#if CHESS_ADW_1_5
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
#else
  {
    /* A window of its own, which can be as narrow. */
    int minimum;

    gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
#endif
  g_assert_true (gtk_widget_get_mapped (start));
  g_assert_true (gtk_window_get_focus (chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog))) == start);

  /* A bottom sheet slides away before it goes. */
  chess_new_game_dialog_close (fixture->dialog);
  WAIT_UNTIL (fixture->dialog == NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static ChessRollerDialog *
find_roller (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (CHESS_IS_ROLLER_DIALOG (window))
        return CHESS_ROLLER_DIALOG (window);
    }
  return NULL;
}

static ChessRollerView *
find_roller_view (GtkWidget *widget)
{
  if (CHESS_IS_ROLLER_VIEW (widget))
    return CHESS_ROLLER_VIEW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      ChessRollerView *view = find_roller_view (child);

      if (view != NULL)
        return view;
    }
  return NULL;
}

/* Opens the roller from the Roll the Die row. */
static ChessRollerView *
open_roller (Fixture *fixture)
{
  ChessRollerDialog *roller;
  ChessRollerView *view;

  g_assert_null (find_roller ());
  click (fixture, "roll_row");
  roller = find_roller ();
  g_assert_nonnull (roller);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (roller))
                 == chess_ui_dialog_get_window (GTK_WIDGET (fixture->dialog)));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (roller)));
  view = find_roller_view (GTK_WIDGET (roller));
  g_assert_nonnull (view);
  return view;
}

/* The die draws the number; the dialog then starts from it, and says
 * how it was drawn. */
static void
test_roll_the_die (Fixture       *fixture,
                   gconstpointer  data)
{
  static const guint faces[] = { 1, 1, 1, 1, 1 };
  ChessRollerView *view;

  open_dialog (fixture);
  view = open_roller (fixture);
  /* Random's exclusion holds for the die too. */
  g_assert_true (chess_exclusions_contains (chess_roller_view_get_exclusions (view), CHESS_STANDARD_POSITION));
  g_assert_cmpint (chess_exclusions_get_variant (chess_roller_view_get_exclusions (view)), ==, CHESS_VARIANT_CHESS960);

  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (view), CHESS_TYPE_ROLLER_VIEW,
                                                                              "mode_stack")),
                                    "physical");
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "roller.tap", "u", faces[i]));
  chess_roller_view_finish_animations (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_roller ()), "dialog.use", NULL));
  g_assert_null (find_roller ());

  g_assert_true (gtk_check_button_get_active (child (fixture, "number_check")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (child (fixture, "number_spin")), ==, 0);
  g_assert_cmpstr (label_text (fixture, "preview_title"), ==, "SP 0 · BBQNNRKR");
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==, "Drawn with the die");

  /* Another number is no longer the one the die drew. */
  gtk_spin_button_set_value (child (fixture, "number_spin"), 1);
  g_assert_cmpstr (label_text (fixture, "preview_subtitle"), ==, "A Chess960 start position");
  gtk_spin_button_set_value (child (fixture, "number_spin"), 0);
  click (fixture, "start_button");
  g_assert_cmpuint (fixture->n_starts, ==, 1);
  g_assert_cmpint (chess_game_get_start_number (fixture->game), ==, 0);
}

/* The roller follows the variant and the preference; closing it changes
 * nothing; Standard chess has nothing to roll for. */
static void
test_roll_follows_choices (Fixture       *fixture,
                           gconstpointer  data)
{
  ChessRollerView *view;
  ChessExclusions *exclusions;

  g_settings_set_boolean (fixture->settings, "exclude-standard-position", FALSE);
  open_dialog (fixture);
  adw_combo_row_set_selected (child (fixture, "variant_row"), 1);
  view = open_roller (fixture);
  exclusions = chess_roller_view_get_exclusions (view);
  g_assert_cmpint (chess_exclusions_get_variant (exclusions), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpuint (chess_exclusions_get_count (exclusions), ==, 0);

  gtk_window_close (GTK_WINDOW (find_roller ()));
  g_assert_null (find_roller ());
  g_assert_true (gtk_check_button_get_active (child (fixture, "random_check")));

  adw_combo_row_set_selected (child (fixture, "variant_row"), 2);
  g_assert_false (gtk_widget_is_sensitive (child (fixture, "roll_row")));
}


int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/new-game-dialog/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("preview-draws-pieces", test_preview_draws_pieces);
  ADD ("window-new-game", test_window_new_game);
  ADD ("narrow-window", test_narrow_window);
  ADD ("roll-the-die", test_roll_the_die);
  ADD ("roll-follows-choices", test_roll_follows_choices);

#undef ADD

  return g_test_run ();
}
