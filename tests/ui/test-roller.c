/* test-roller.c: drawing a start position with the die roller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-roller"

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-dice.h"
#include "chess-die.h"
#include "chess-roller-board.h"
#include "chess-roller-dialog.h"
#include "chess-roller-log.h"
#include "chess-roller-view.h"
#include "chess-startpos.h"

/* SP 518 with a re-roll at four of the five steps: 5, 6, 6 and 5 place
 * nothing; 2, 3, 3, 2, 3 are the bishops, the queen and the knights. */
static const guint taps_518[] = { 5, 2, 6, 3, 3, 6, 2, 5, 3 };

typedef struct {
  GtkWindow         *parent;
  ChessRollerDialog *dialog;     /* weak: NULL once the dialog is gone */
  ChessRollerView   *view;
  guint              n_drawn;
  guint              n_set_aside;
  guint              set_aside_number;
  guint              number;
  ChessDrawMethod    method;
} Fixture;

static void
on_set_aside (ChessRollerDialog *dialog,
              guint              number,
              ChessDrawMethod    method,
              gpointer           user_data)
{
  Fixture *fixture = user_data;

  fixture->n_set_aside++;
  fixture->set_aside_number = number;
}

/* Gives the newest alert RESPONSE, as its button would, whichever kind
 * of alert the build uses. */
static void
answer_message (const char *response)
{
  GtkWidget *alert = chess_test_ui_find_alert (NULL);

  g_assert_nonnull (alert);
  chess_test_ui_answer_alert (alert, response);
  chess_test_ui_wait_idle ();
}

static void
on_drawn (ChessRollerDialog *dialog,
          guint              number,
          ChessDrawMethod    method,
          Fixture           *fixture)
{
  fixture->n_drawn++;
  fixture->number = number;
  fixture->method = method;
}

static void
open_dialog (Fixture         *fixture,
             ChessExclusions *exclusions)
{
  fixture->dialog = chess_roller_dialog_new (fixture->parent, exclusions, NULL);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  g_signal_connect (fixture->dialog, "drawn", G_CALLBACK (on_drawn), fixture);
  gtk_window_present (GTK_WINDOW (fixture->dialog));
  fixture->view = CHESS_ROLLER_VIEW (chess_test_ui_find_descendant (GTK_WIDGET (fixture->dialog), CHESS_TYPE_ROLLER_VIEW));
  g_assert_nonnull (fixture->view);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fixture->view)));
}

static ChessExclusions *
exclusions_new (ChessVariant variant,
                gboolean     exclude_standard)
{
  ChessExclusions *exclusions = chess_exclusions_new (variant);

  if (exclude_standard)
    chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);
  return exclusions;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (fixture->parent);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
      gtk_window_destroy (GTK_WINDOW (fixture->dialog));
    }
  gtk_window_destroy (fixture->parent);
}

static gpointer
view_child (Fixture    *fixture,
            const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->view), CHESS_TYPE_ROLLER_VIEW, name);

  g_assert_nonnull (object);
  return object;
}

static gpointer
dialog_child (Fixture    *fixture,
              const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->dialog), CHESS_TYPE_ROLLER_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

static void
click (gpointer button)
{
  g_signal_emit_by_name (button, "clicked");
}

static void
set_mode (Fixture    *fixture,
          const char *mode)
{
  gtk_stack_set_visible_child_name (view_child (fixture, "mode_stack"), mode);
}

/* Taps a face button, as the arbiter does after each throw of a real die. */
static void
tap (Fixture *fixture,
     guint    face)
{
  g_autofree char *name = g_strdup_printf ("face_button_%u", face);

  click (view_child (fixture, name));
}

static void
tap_all (Fixture     *fixture,
         const guint *faces,
         gsize        n_faces)
{
  for (gsize i = 0; i < n_faces; i++)
    tap (fixture, faces[i]);
}

static const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (view_child (fixture, name)));
}

static const char *
shown_back_rank (Fixture *fixture)
{
  return chess_roller_board_get_back_rank (view_child (fixture, "board"));
}

static ChessRollerLog *
get_log (Fixture *fixture)
{
  return view_child (fixture, "log");
}

/* The index of the first log line at or after FROM that reads TEXT. */
static guint
find_line (Fixture    *fixture,
           guint       from,
           const char *text)
{
  ChessRollerLog *log = get_log (fixture);

  for (guint i = from; i < chess_roller_log_get_n_lines (log); i++)
    if (g_str_equal (chess_roller_log_get_text (log, i), text))
      return i;
  g_test_message ("no log line “%s”", text);
  g_assert_not_reached ();
}

static void
use_position (Fixture *fixture)
{
  click (dialog_child (fixture, "use_button"));
}

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

  ADD ("physical-die", test_physical_die);
  ADD ("undo-mis-tap", test_undo_mis_tap);
  ADD ("excluded-restarts", test_excluded_restarts);
  ADD ("no-undo-after-excluded", test_no_undo_after_excluded);
  ADD ("roll-all-exclusions", test_roll_all_exclusions);
  ADD ("roll-steps", test_roll_steps);
  ADD ("chess960x3", test_chess960x3);
  ADD ("by-number", test_by_number);
  ADD ("random", test_random);
  ADD ("no-animations", test_no_animations);
  ADD ("keyboard", test_keyboard);
  ADD ("mode-switch-abandons", test_mode_switch_abandons);
  ADD ("start-over-while-rolling", test_start_over_while_rolling);
  ADD ("focus", test_focus);
  ADD ("cancel", test_cancel);

#undef ADD

  return g_test_run ();
}
