/* test-roller-common.h: what the die roller's test programs share: a
 * roller dialog over a window of its own, and helpers that drive it as
 * the arbiter would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-dice.h"
#include "chess-die.h"
#include "chess-roller-board.h"
#include "chess-roller-dialog.h"
#include "chess-roller-log.h"
#include "chess-roller-view.h"
#include "chess-startpos.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

/* SP 518 with a re-roll at four of the five steps: 5, 6, 6 and 5 place
 * nothing; 2, 3, 3, 2, 3 are the bishops, the queen and the knights. */
TEST_HELPER const guint taps_518[] = { 5, 2, 6, 3, 3, 6, 2, 5, 3 };

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

TEST_HELPER void
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
TEST_HELPER void
answer_message (const char *response)
{
  GtkWidget *alert = chess_test_ui_find_alert (NULL);

  g_assert_nonnull (alert);
  chess_test_ui_answer_alert (alert, response);
  chess_test_ui_wait_idle ();
}

TEST_HELPER void
on_drawn (ChessRollerDialog *dialog,
          guint              number,
          ChessDrawMethod    method,
          Fixture           *fixture)
{
  fixture->n_drawn++;
  fixture->number = number;
  fixture->method = method;
}

TEST_HELPER void
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

TEST_HELPER ChessExclusions *
exclusions_new (ChessVariant variant,
                gboolean     exclude_standard)
{
  ChessExclusions *exclusions = chess_exclusions_new (variant);

  if (exclude_standard)
    chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);
  return exclusions;
}

TEST_HELPER void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (fixture->parent);
}

TEST_HELPER void
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

TEST_HELPER gpointer
view_child (Fixture    *fixture,
            const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->view), CHESS_TYPE_ROLLER_VIEW, name);

  g_assert_nonnull (object);
  return object;
}

TEST_HELPER gpointer
dialog_child (Fixture    *fixture,
              const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->dialog), CHESS_TYPE_ROLLER_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

TEST_HELPER void
click (gpointer button)
{
  g_signal_emit_by_name (button, "clicked");
}

TEST_HELPER void
set_mode (Fixture    *fixture,
          const char *mode)
{
  gtk_stack_set_visible_child_name (view_child (fixture, "mode_stack"), mode);
}

/* Taps a face button, as the arbiter does after each throw of a real die. */
TEST_HELPER void
tap (Fixture *fixture,
     guint    face)
{
  g_autofree char *name = g_strdup_printf ("face_button_%u", face);

  click (view_child (fixture, name));
}

TEST_HELPER void
tap_all (Fixture     *fixture,
         const guint *faces,
         gsize        n_faces)
{
  for (gsize i = 0; i < n_faces; i++)
    tap (fixture, faces[i]);
}

TEST_HELPER const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (view_child (fixture, name)));
}

TEST_HELPER const char *
shown_back_rank (Fixture *fixture)
{
  return chess_roller_board_get_back_rank (view_child (fixture, "board"));
}

TEST_HELPER ChessRollerLog *
get_log (Fixture *fixture)
{
  return view_child (fixture, "log");
}

/* The index of the first log line at or after FROM that reads TEXT. */
TEST_HELPER guint
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

TEST_HELPER void
use_position (Fixture *fixture)
{
  click (dialog_child (fixture, "use_button"));
}
