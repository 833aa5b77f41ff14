/* test-new-game-common.h: what the New Game dialog's test programs share:
 * a dialog over a window of its own, the games it starts, and the ways
 * to click and type in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdlib.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-board-view.h"
#include "chess-clock-group.h"
#include "chess-compat.h"
#include "chess-new-game-dialog.h"
#include "chess-opponent-group.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window.h"

typedef struct {
  GtkWindow          *parent;
  ChessNewGameDialog *dialog;     /* weak: NULL once the dialog is gone */
  GSettings          *settings;
  ChessGameSetup     *setup;      /* from ::start */
  ChessGame          *game;       /* made from it, as the window makes it */
  gboolean            black_at_bottom;
  guint               n_starts;
} Fixture;


/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

/* The game the window starts from SETUP. */
TEST_HELPER ChessGame *
create_game (Fixture              *fixture,
             const ChessGameSetup *setup)
{
  g_autoptr(ChessExclusions) preferences
    = chess_settings_get_exclusions (fixture->settings, chess_game_setup_get_variant (setup));
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_game_setup_create_game (setup, preferences, &error);

  g_assert_no_error (error);
  g_assert_true (CHESS_IS_GAME (game));
  return game;
}

TEST_HELPER void
on_start (ChessNewGameDialog   *dialog,
          const ChessGameSetup *setup,
          Fixture              *fixture)
{
  g_assert_nonnull (setup);
  /* The setup is whole: the dialog saved all of it, and what it emits is
   * what it shows. */
  g_assert_true (chess_game_setup_equal (setup, chess_new_game_dialog_get_setup (dialog)));
  g_clear_pointer (&fixture->setup, chess_game_setup_free);
  fixture->setup = chess_game_setup_copy (setup);
  g_clear_object (&fixture->game);
  fixture->game = create_game (fixture, setup);
  fixture->black_at_bottom = chess_game_setup_get_black_at_bottom (setup);
  fixture->n_starts++;
}

TEST_HELPER void
open_dialog (Fixture *fixture)
{
  fixture->dialog = chess_new_game_dialog_new (fixture->parent);
  g_object_add_weak_pointer (G_OBJECT (fixture->dialog), (gpointer *) &fixture->dialog);
  g_signal_connect (fixture->dialog, "start", G_CALLBACK (on_start), fixture);
  chess_new_game_dialog_present (fixture->dialog);
}

TEST_HELPER void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  const char *keys[] = {
    "new-game-variant", "new-game-start-position", "new-game-position-number",
    "new-game-black-at-bottom", "exclude-standard-position", "piece-set",
    "new-game-fen", "new-game-time-control", "new-game-custom-time-control",
    "new-game-opponent", "new-game-engine-level", "new-game-player-color",
  };

  fixture->settings = chess_settings_new ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (fixture->settings, keys[i]);

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
      chess_new_game_dialog_close (fixture->dialog);
    }
  gtk_window_destroy (fixture->parent);
  g_clear_object (&fixture->game);
  g_clear_pointer (&fixture->setup, chess_game_setup_free);
  g_clear_object (&fixture->settings);
}

TEST_HELPER gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->dialog),
                                                   CHESS_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

/* What a click does: a row activates its check button; a button (or a
 * toggle button) emits ::clicked. gtk_widget_activate () would press a
 * button only after a short animation. */
TEST_HELPER void
click (Fixture    *fixture,
       const char *name)
{
  gpointer widget = child (fixture, name);

  if (GTK_IS_BUTTON (widget))
    g_signal_emit_by_name (widget, "clicked");
  else
    gtk_widget_activate (GTK_WIDGET (widget));
}

/* Enter activates the default widget, which shows itself pressed for a
 * moment before it clicks. */
TEST_HELPER void
wait_for_start (Fixture *fixture)
{
  WAIT_UNTIL (fixture->n_starts > 0);
}

TEST_HELPER void
type_number (Fixture    *fixture,
             const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "number_spin")), text);
}

TEST_HELPER const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (child (fixture, name)));
}

