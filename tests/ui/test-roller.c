/* test-roller.c: drawing a start position with the die roller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-roller"

#include "test-roller-common.h"

static ChessExclusions *
exclusions_all_but (ChessVariant  variant,
                    const guint  *allowed,
                    gsize         n_allowed)
{
  ChessExclusions *exclusions = chess_exclusions_new (variant);

  for (guint number = 0; number < chess_startpos_count (variant); number++)
    {
      gboolean keep = FALSE;

      for (gsize i = 0; i < n_allowed; i++)
        keep = keep || allowed[i] == number;
      if (!keep)
        chess_exclusions_add (exclusions, number, CHESS_EXCLUSION_CUSTOM, 0);
    }
  return exclusions;
}

/* Roll All draws until a position is allowed; with 955 excluded, hardly
 * one attempt in 190 ends well, so the exclusions are checked all along. */
static void
test_roll_all_exclusions (Fixture       *fixture,
                          gconstpointer  data)
{
  static const guint allowed[] = { 7, 100, 518, 700, 959 };
  g_autoptr(ChessExclusions) exclusions = exclusions_all_but (CHESS_VARIANT_CHESS960, allowed, G_N_ELEMENTS (allowed));
  guint n_excluded_lines = 0;
  ChessRollerLog *log;

  open_dialog (fixture, exclusions);
  g_assert_cmpstr (label_text (fixture, "exclusions_label"), ==,
                   "Not allowed: SP 0, SP 1, SP 2, SP 3, SP 4, 950 more positions");
  set_mode (fixture, "roll");
  log = get_log (fixture);

  for (guint i = 0; i < 8; i++)
    {
      guint number;
      ChessDrawMethod method;
      gboolean ok = FALSE;

      click (view_child (fixture, "roll_all_button"));
      chess_roller_view_finish_animations (fixture->view);
      g_assert_true (chess_roller_view_get_result (fixture->view, &number, &method));
      g_assert_cmpint (method, ==, CHESS_DRAW_METHOD_ROLLER);
      for (guint j = 0; j < G_N_ELEMENTS (allowed); j++)
        ok = ok || allowed[j] == number;
      g_assert_true (ok);
      g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "roll_all_button")));
      click (view_child (fixture, "start_over_button"));
      g_assert_true (gtk_widget_get_sensitive (view_child (fixture, "roll_all_button")));
    }

  for (guint i = 0; i < chess_roller_log_get_n_lines (log); i++)
    if (chess_roller_log_get_kind (log, i) == CHESS_ROLLER_LOG_EXCLUDED)
      n_excluded_lines++;
  g_test_message ("%u excluded results shown in 8 draws", n_excluded_lines);
  g_assert_cmpuint (n_excluded_lines, >, 0);
}

/* Roll, one step at a time: each press throws once. */
static void
test_roll_steps (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960X3, TRUE);
  ChessDie *die;
  guint presses = 0;
  guint number;
  ChessDrawMethod method;
  char back_rank[9];

  open_dialog (fixture, exclusions);
  die = view_child (fixture, "die");
  while (!chess_roller_view_get_has_result (fixture->view))
    {
      guint lines = chess_roller_log_get_n_lines (get_log (fixture));

      click (view_child (fixture, "roll_button"));
      /* The die tumbles first; the log waits for it. */
      g_assert_true (chess_die_get_rolling (die));
      g_assert_cmpuint (chess_roller_log_get_n_lines (get_log (fixture)), ==, lines);
      chess_roller_view_finish_animations (fixture->view);
      g_assert_false (chess_die_get_rolling (die));
      g_assert_cmpuint (chess_roller_log_get_n_lines (get_log (fixture)), >, lines);
      presses++;
      g_assert_cmpuint (presses, <, 1000);
    }

  /* Five pieces and the order of the last three: six throws at least. */
  g_assert_cmpuint (presses, >=, 6);
  g_assert_true (chess_roller_view_get_result (fixture->view, &number, &method));
  g_assert_cmpint (method, ==, CHESS_DRAW_METHOD_ROLLER);
  g_assert_cmpuint (number, <, CHESS960X3_N_POSITIONS);
  g_assert_cmpuint (number, !=, CHESS_STANDARD_POSITION);
  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960X3, number, back_rank, NULL));
  g_assert_cmpstr (shown_back_rank (fixture), ==, back_rank);
}

static void
enter_number (Fixture    *fixture,
              const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (view_child (fixture, "number_entry")), text);
  click (view_child (fixture, "number_button"));
}

static void
test_by_number (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);
  GtkWidget *error;
  char back_rank[9];
  g_autofree char *title = NULL;

  chess_exclusions_add (exclusions, 700, CHESS_EXCLUSION_USED, 3);
  open_dialog (fixture, exclusions);
  g_assert_cmpstr (label_text (fixture, "exclusions_label"), ==,
                   "Not allowed: SP 518 (ordinary chess), 1 position used in this event");
  set_mode (fixture, "number");
  error = view_child (fixture, "number_error");
  g_assert_false (gtk_widget_get_visible (error));

  enter_number (fixture, "960");
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_cmpstr (label_text (fixture, "number_error"), ==, "Enter a number from 0 to 959.");
  g_assert_false (chess_roller_view_get_has_result (fixture->view));

  enter_number (fixture, "twelve");
  g_assert_cmpstr (label_text (fixture, "number_error"), ==, "Enter a number from 0 to 959.");

  enter_number (fixture, "518");
  g_assert_cmpstr (label_text (fixture, "number_error"), ==, "SP 518 is not allowed: ordinary chess.");
  g_assert_false (chess_roller_view_get_has_result (fixture->view));
  enter_number (fixture, "700");
  g_assert_cmpstr (label_text (fixture, "number_error"), ==, "SP 700 is not allowed: used in round 3.");
  find_line (fixture, 0, "Number 700 refused: used in round 3");
  g_assert_false (chess_roller_view_get_has_result (fixture->view));
  g_assert_false (gtk_widget_get_sensitive (dialog_child (fixture, "use_button")));

  /* Typing clears the complaint; Enter in the field shows the number. */
  gtk_editable_set_text (GTK_EDITABLE (view_child (fixture, "number_entry")), " 42 ");
  g_assert_false (gtk_widget_get_visible (error));
  g_signal_emit_by_name (view_child (fixture, "number_entry"), "activate");
  chess_roller_view_finish_animations (fixture->view);
  g_assert_true (chess_startpos_get_back_rank (CHESS_VARIANT_CHESS960, 42, back_rank, NULL));
  title = g_strdup_printf ("SP 42 · %s", back_rank);
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, title);
  g_assert_cmpstr (shown_back_rank (fixture), ==, back_rank);

  use_position (fixture);
  g_assert_cmpuint (fixture->n_drawn, ==, 1);
  g_assert_cmpuint (fixture->number, ==, 42);
  g_assert_cmpint (fixture->method, ==, CHESS_DRAW_METHOD_NUMBER);
}

static void
test_random (Fixture       *fixture,
             gconstpointer  data)
{
  static const guint allowed[] = { 2000 };
  g_autoptr(ChessExclusions) exclusions = exclusions_all_but (CHESS_VARIANT_CHESS960X3, allowed, 1);

  open_dialog (fixture, exclusions);
  set_mode (fixture, "random");
  g_assert_cmpstr (label_text (fixture, "step_rule"), ==, "The computer picks the 1 allowed position.");
  click (view_child (fixture, "random_button"));
  chess_roller_view_finish_animations (fixture->view);
  g_assert_true (g_str_has_prefix (label_text (fixture, "result_label"), "SP 2000 · "));
  g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "random_button")));

  use_position (fixture);
  g_assert_cmpuint (fixture->n_drawn, ==, 1);
  g_assert_cmpuint (fixture->number, ==, 2000);
  g_assert_cmpint (fixture->method, ==, CHESS_DRAW_METHOD_RANDOM);
}

/* Half an attempt by one method is not finished by another. */
static void
test_mode_switch_abandons (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);
  ChessRollerLog *log;
  guint line;

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  tap_all (fixture, taps_518, 3);
  set_mode (fixture, "roll");
  chess_roller_view_finish_animations (fixture->view);

  log = get_log (fixture);
  line = find_line (fixture, 0, "Draw abandoned: another method chosen");
  for (guint i = 0; i < line; i++)
    g_assert_cmpint (chess_roller_log_get_state (log, i), ==, CHESS_ROLLER_LOG_STATE_DISCARDED);
  g_assert_cmpstr (shown_back_rank (fixture), ==, "........");
  g_assert_cmpstr (label_text (fixture, "step_caption"), ==, "Step 1 of 5");
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "Not drawn yet");
  g_assert_cmpstr (label_text (fixture, "result_caption"), ==, "959 positions allowed, each equally likely");
}

/* Start Over pressed while Roll All's die still tumbles sets aside the
 * position drawn, which the room then sees, not a draw half done. */
static void
test_start_over_while_rolling (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);
  ChessRollerLog *log;
  guint last;

  open_dialog (fixture, exclusions);
  click (view_child (fixture, "roll_all_button"));
  g_assert_true (chess_die_get_rolling (view_child (fixture, "die")));
  g_assert_false (chess_roller_view_get_has_result (fixture->view));
  click (view_child (fixture, "start_over_button"));

  log = get_log (fixture);
  last = chess_roller_log_get_n_lines (log) - 1;
  g_assert_true (g_str_has_suffix (chess_roller_log_get_text (log, last), " set aside: a new draw"));
  g_assert_cmpint (chess_roller_log_get_kind (log, last - 1), ==, CHESS_ROLLER_LOG_RESULT);
  g_assert_cmpint (chess_roller_log_get_state (log, last - 2), ==, CHESS_ROLLER_LOG_STATE_NONE);
  g_assert_false (chess_roller_view_get_has_result (fixture->view));
  g_assert_cmpstr (shown_back_rank (fixture), ==, "........");
  g_assert_true (gtk_widget_get_sensitive (view_child (fixture, "roll_all_button")));
}

/* The dialog opens with the focus on the method's control, so that Space
 * throws; Cancel is first in the chain but no place to start. */
static void
test_focus (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);

  open_dialog (fixture, exclusions);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->dialog)) == view_child (fixture, "roll_button"));
  set_mode (fixture, "number");
  gtk_widget_grab_focus (GTK_WIDGET (fixture->view));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->dialog)),
                                         view_child (fixture, "number_entry")));
}

static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);

  open_dialog (fixture, exclusions);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->dialog)), ==, "Draw a Start Position");
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (fixture->dialog)));
  /* Nothing on screen: Cancel closes at once. */
  click (dialog_child (fixture, "cancel_button"));
  g_assert_null (fixture->dialog);

  /* A result on screen: Cancel and Escape ask, and Back keeps it. */
  open_dialog (fixture, exclusions);
  g_signal_connect (fixture->dialog, "set-aside", G_CALLBACK (on_set_aside), fixture);
  set_mode (fixture, "number");
  enter_number (fixture, "42");
  g_assert_true (chess_roller_view_get_has_result (fixture->view));
  click (dialog_child (fixture, "cancel_button"));
  g_assert_nonnull (fixture->dialog);
  answer_message ("back");
  g_assert_nonnull (fixture->dialog);
  g_assert_true (chess_roller_view_get_has_result (fixture->view));
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->dialog), GDK_KEY_Escape, 0));
  g_assert_nonnull (fixture->dialog);
  /* Set aside: said, and only then closed. */
  answer_message ("set-aside");
  g_assert_null (fixture->dialog);
  g_assert_cmpuint (fixture->n_drawn, ==, 0);
  g_assert_cmpuint (fixture->n_set_aside, ==, 1);
  g_assert_cmpuint (fixture->set_aside_number, ==, 42);

  g_clear_pointer (&exclusions, chess_exclusions_unref);
  exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);
  fixture->dialog = chess_roller_dialog_new (fixture->parent, exclusions, "Round 4");
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->dialog)), ==, "Round 4");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/roller/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("roll-all-exclusions", test_roll_all_exclusions);
  ADD ("roll-steps", test_roll_steps);
  ADD ("by-number", test_by_number);
  ADD ("random", test_random);
  ADD ("mode-switch-abandons", test_mode_switch_abandons);
  ADD ("start-over-while-rolling", test_start_over_while_rolling);
  ADD ("focus", test_focus);
  ADD ("cancel", test_cancel);

#undef ADD

  return g_test_run ();
}
