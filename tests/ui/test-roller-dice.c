/* test-roller-dice.c: drawing a start position with the die roller from
 * the throws of a real die, tapped on its faces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-roller-dice"

#include "test-roller-common.h"

static void
test_physical_die (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, FALSE);
  ChessRollerLog *log;
  guint number;
  ChessDrawMethod method;
  guint line;

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  g_assert_cmpstr (label_text (fixture, "step_caption"), ==, "Step 1 of 5");
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Dark-square bishop");
  g_assert_cmpstr (label_text (fixture, "step_rule"), ==, "1 = a1, 2 = c1, 3 = e1, 4 = g1; 5 or 6: roll again");
  g_assert_false (gtk_widget_get_sensitive (dialog_child (fixture, "use_button")));

  tap_all (fixture, taps_518, 4);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_cmpstr (shown_back_rank (fixture), ==, "..B..B..");
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Queen");
  g_assert_cmpstr (label_text (fixture, "step_rule"), ==, "1 = a1, 2 = b1, 3 = d1, 4 = e1, 5 = g1, 6 = h1");
  /* 4 × (D − 1) + (L − 1) = 4 + 2 */
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "SP 6…");

  tap_all (fixture, taps_518 + 4, G_N_ELEMENTS (taps_518) - 4);
  chess_roller_view_finish_animations (fixture->view);

  g_assert_true (chess_roller_view_get_result (fixture->view, &number, &method));
  g_assert_cmpuint (number, ==, 518);
  g_assert_cmpint (method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
  g_assert_cmpstr (shown_back_rank (fixture), ==, "RNBQKBNR");
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "SP 518 · RNBQKBNR");
  g_assert_cmpstr (label_text (fixture, "result_caption"), ==, "A Chess960 start position, drawn with the die");

  /* Every throw, re-rolls marked as such, and the step with no throw. */
  log = get_log (fixture);
  line = find_line (fixture, 0, "5 — roll again");
  g_assert_cmpint (chess_roller_log_get_kind (log, line), ==, CHESS_ROLLER_LOG_REROLL);
  line = find_line (fixture, line, "2 → dark-square bishop on c1");
  g_assert_cmpint (chess_roller_log_get_kind (log, line), ==, CHESS_ROLLER_LOG_THROW);
  line = find_line (fixture, line, "6 — roll again");
  line = find_line (fixture, line, "3 → light-square bishop on f1");
  line = find_line (fixture, line, "3 → queen on d1");
  line = find_line (fixture, line, "6 — roll again");
  line = find_line (fixture, line, "2 → knight on b1");
  line = find_line (fixture, line, "5 — roll again");
  line = find_line (fixture, line, "3 → second knight on g1");
  line = find_line (fixture, line, "No throw needed → rook on a1, king on e1, rook on h1");
  line = find_line (fixture, line, "Drawn: SP 518 · RNBQKBNR");
  g_assert_cmpuint (line + 1, ==, chess_roller_log_get_n_lines (log));
  for (guint i = 0; i < chess_roller_log_get_n_lines (log); i++)
    g_assert_cmpint (chess_roller_log_get_state (log, i), ==, CHESS_ROLLER_LOG_STATE_NONE);

  /* A draw is done: further taps are no second draw. */
  g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "face_button_1")));
  tap (fixture, 1);
  g_assert_cmpuint (chess_roller_log_get_n_lines (log), ==, line + 1);

  g_assert_true (gtk_widget_get_sensitive (dialog_child (fixture, "use_button")));
  use_position (fixture);
  g_assert_cmpuint (fixture->n_drawn, ==, 1);
  g_assert_cmpuint (fixture->number, ==, 518);
  g_assert_cmpint (fixture->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
  g_assert_null (fixture->dialog);
}

/* The arbiter taps 4 where the die showed 3, and takes it back. */
static void
test_undo_mis_tap (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, FALSE);
  ChessRollerLog *log;
  guint line;

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "undo_button")));

  tap_all (fixture, taps_518, 4);
  tap (fixture, 4);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_cmpstr (shown_back_rank (fixture), ==, "..B.QB..");

  g_assert_true (gtk_widget_get_sensitive (view_child (fixture, "undo_button")));
  click (view_child (fixture, "undo_button"));
  g_assert_cmpstr (shown_back_rank (fixture), ==, "..B..B..");
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Queen");
  log = get_log (fixture);
  line = find_line (fixture, 0, "4 → queen on e1");
  g_assert_cmpint (chess_roller_log_get_state (log, line), ==, CHESS_ROLLER_LOG_STATE_UNDONE);
  g_assert_cmpint (chess_roller_log_get_state (log, line - 1), ==, CHESS_ROLLER_LOG_STATE_NONE);

  tap_all (fixture, taps_518 + 4, G_N_ELEMENTS (taps_518) - 4);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_true (chess_roller_view_get_has_result (fixture->view));
  g_assert_cmpstr (shown_back_rank (fixture), ==, "RNBQKBNR");

  /* Once the result is shown, no tap comes back: Undo is not offered,
   * and its key does nothing. */
  g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "undo_button")));
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "roller.undo", NULL);
  g_assert_true (chess_roller_view_get_has_result (fixture->view));
  use_position (fixture);
  g_assert_cmpuint (fixture->n_drawn, ==, 1);
  g_assert_cmpuint (fixture->number, ==, 518);
}

/* SP 518 excluded: the taps that make it show it, start the draw again
 * and draw nothing; the next attempt draws another position. */
static void
test_excluded_restarts (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);
  static const guint taps_0[] = { 1, 1, 1, 1, 1 };
  ChessRollerLog *log;
  guint excluded_line;

  open_dialog (fixture, exclusions);
  g_assert_cmpstr (label_text (fixture, "exclusions_label"), ==, "Not allowed: SP 518 (ordinary chess)");
  set_mode (fixture, "physical");
  tap_all (fixture, taps_518, G_N_ELEMENTS (taps_518));
  chess_roller_view_finish_animations (fixture->view);

  g_assert_false (chess_roller_view_get_has_result (fixture->view));
  g_assert_false (gtk_widget_get_sensitive (dialog_child (fixture, "use_button")));
  g_assert_cmpstr (label_text (fixture, "result_caption"), ==,
                   "SP 518 is excluded (ordinary chess) — the draw starts again");
  g_assert_true (gtk_widget_has_css_class (view_child (fixture, "result_label"), "error"));
  /* The excluded position stays in view, faded, until the next throw … */
  g_assert_cmpstr (shown_back_rank (fixture), ==, "RNBQKBNR");
  g_assert_true (chess_roller_board_get_dimmed (view_child (fixture, "board")));
  /* … while the dice have started again from the first step. */
  g_assert_cmpstr (label_text (fixture, "step_caption"), ==, "Step 1 of 5");
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Dark-square bishop");

  log = get_log (fixture);
  excluded_line = find_line (fixture, 0, "SP 518 · RNBQKBNR is excluded (ordinary chess): starting again");
  g_assert_cmpint (chess_roller_log_get_kind (log, excluded_line), ==, CHESS_ROLLER_LOG_EXCLUDED);
  g_assert_cmpint (chess_roller_log_get_state (log, excluded_line), ==, CHESS_ROLLER_LOG_STATE_NONE);
  for (guint i = 0; i < excluded_line; i++)
    g_assert_cmpint (chess_roller_log_get_state (log, i), ==, CHESS_ROLLER_LOG_STATE_DISCARDED);

  /* Use does nothing while nothing is drawn. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->dialog), "dialog.use", NULL);
  g_assert_cmpuint (fixture->n_drawn, ==, 0);
  g_assert_nonnull (fixture->dialog);

  tap (fixture, 1);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_false (chess_roller_board_get_dimmed (view_child (fixture, "board")));
  g_assert_cmpstr (shown_back_rank (fixture), ==, "B.......");
  find_line (fixture, excluded_line, "Attempt 2");
  tap_all (fixture, taps_0 + 1, G_N_ELEMENTS (taps_0) - 1);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "SP 0 · BBQNNRKR");

  use_position (fixture);
  g_assert_cmpuint (fixture->n_drawn, ==, 1);
  g_assert_cmpuint (fixture->number, ==, 0);
}

/* Faces 2, 3, 3, 2, 3 make SP 518, excluded: the draw starts again.
 * Undo would have brought the second knight back and drawn another
 * position in its place; once a result has been shown, excluded or not,
 * it is not offered. */
static void
test_no_undo_after_excluded (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, TRUE);

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  tap_all (fixture, taps_518, G_N_ELEMENTS (taps_518));
  chess_roller_view_finish_animations (fixture->view);
  g_assert_true (chess_roller_board_get_dimmed (view_child (fixture, "board")));

  g_assert_false (gtk_widget_get_sensitive (view_child (fixture, "undo_button")));
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "roller.undo", NULL);
  g_assert_true (chess_roller_board_get_dimmed (view_child (fixture, "board")));
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Dark-square bishop");

  /* The next attempt's own throws can be taken back again. */
  tap (fixture, 1);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_true (gtk_widget_get_sensitive (view_child (fixture, "undo_button")));
}

/* Chess960x3's last throw orders rooks and king: 3 or 4 puts both rooks
 * before the king. */
static void
test_chess960x3 (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960X3, TRUE);

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  tap_all (fixture, taps_518, G_N_ELEMENTS (taps_518));
  chess_roller_view_finish_animations (fixture->view);
  g_assert_cmpstr (label_text (fixture, "step_caption"), ==, "Step 6 of 6");
  g_assert_cmpstr (label_text (fixture, "step_title"), ==, "Rooks and king");
  g_assert_cmpstr (label_text (fixture, "step_rule"), ==,
                   "On a1, e1, h1, from the a-side: 1 or 2 = rook, king, rook; "
                   "3 or 4 = rook, rook, king; 5 or 6 = king, rook, rook");

  tap (fixture, 3);
  chess_roller_view_finish_animations (fixture->view);
  find_line (fixture, 0, "3 → rook on a1, rook on e1, king on h1");
  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "SP 1478 · RNBQRBNK");
  use_position (fixture);
  g_assert_cmpuint (fixture->number, ==, 518 + 960);
  g_assert_cmpint (fixture->method, ==, CHESS_DRAW_METHOD_PHYSICAL_DIE);
}

/* Reduced motion: the same taps show the same result with no frame in
 * between, and nothing is left animating. */
static void
test_no_animations (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, FALSE);
  ChessRollerLog *log;
  guint lines;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  open_dialog (fixture, exclusions);
  /* No face before the first throw: one on screen would pass for it. */
  g_assert_cmpuint (chess_die_get_face (view_child (fixture, "die")), ==, 0);
  set_mode (fixture, "physical");
  g_assert_cmpuint (chess_die_get_face (view_child (fixture, "die")), ==, 0);
  log = get_log (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (taps_518); i++)
    {
      lines = chess_roller_log_get_n_lines (log);
      tap (fixture, taps_518[i]);
      g_assert_false (chess_roller_view_get_animating (fixture->view));
      g_assert_cmpuint (chess_roller_log_get_n_lines (log), >, lines);
      if (i == 1)
        g_assert_cmpstr (shown_back_rank (fixture), ==, "..B.....");
    }

  g_assert_cmpstr (label_text (fixture, "result_label"), ==, "SP 518 · RNBQKBNR");
  g_assert_cmpstr (shown_back_rank (fixture), ==, "RNBQKBNR");
  g_assert_cmpuint (chess_die_get_face (view_child (fixture, "die")), ==, 3);
  /* Nor after Start Over: the new draw has not been thrown. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "roller.start-over", NULL);
  g_assert_cmpuint (chess_die_get_face (view_child (fixture, "die")), ==, 0);
}

/* Keys 1–6 tap the faces wherever the focus is: the arbiter watches the
 * real die, not the screen. */
static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(ChessExclusions) exclusions = exclusions_new (CHESS_VARIANT_CHESS960, FALSE);
  g_autoptr(GListModel) controllers = NULL;
  guint activated = 0;

  open_dialog (fixture, exclusions);
  set_mode (fixture, "physical");
  gtk_widget_grab_focus (dialog_child (fixture, "cancel_button"));

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->view));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)), ==,
                       GTK_SHORTCUT_SCOPE_MANAGED);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          /* The top row's 2, the first face of SP 518 after its re-roll. */
          if (g_str_equal (trigger, "2"))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           GTK_WIDGET (fixture->view),
                                                           gtk_shortcut_get_arguments (shortcut)));
              activated++;
            }
        }
    }

  g_assert_cmpuint (activated, ==, 1);
  chess_roller_view_finish_animations (fixture->view);
  g_assert_cmpstr (shown_back_rank (fixture), ==, "..B.....");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/roller/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("physical-die", test_physical_die);
  ADD ("undo-mis-tap", test_undo_mis_tap);
  ADD ("excluded-restarts", test_excluded_restarts);
  ADD ("no-undo-after-excluded", test_no_undo_after_excluded);
  ADD ("chess960x3", test_chess960x3);
  ADD ("no-animations", test_no_animations);
  ADD ("keyboard", test_keyboard);

#undef ADD

  return g_test_run ();
}
