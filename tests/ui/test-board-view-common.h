/* test-board-view-common.h: what the board's test programs share: a board
 * in a real, mapped window, and helpers that drive it as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdlib.h>

#include <gtk/gtk.h>

#include "chess-board-view.h"
#include "chess-move-chooser.h"
#include "chess-test-ui.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

/* King b1 and rook a1 (and h1): c1 is both a king step and the a-side
 * castle's landing square. */
#define KING_B1_FEN "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"

/* A board in a real, mapped window: the chooser popover needs one. */
typedef struct {
  GtkWindow      *window;
  ChessBoardView *view;
  ChessGame      *game;
} Fixture;

TEST_HELPER guint
square (const char *name)
{
  guint sq = CHESS_NO_SQUARE;

  g_assert_true (chess_square_from_string (name, &sq));
  return sq;
}

TEST_HELPER void
fixture_set_up_fen (Fixture      *fixture,
                    ChessVariant  variant,
                    const char   *fen)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(GError) error = NULL;

  start = chess_position_new_from_fen (variant, fen, &error);
  g_assert_no_error (error);
  fixture->game = chess_game_new (start);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 640, 640);
  fixture->view = CHESS_BOARD_VIEW (chess_board_view_new ());
  chess_board_view_set_game (fixture->view, fixture->game);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  gtk_window_present (fixture->window);

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fixture->view))
              && gtk_widget_get_width (GTK_WIDGET (fixture->view)) > 0);
}

TEST_HELPER void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture_set_up_fen (fixture, CHESS_VARIANT_CHESS960,
                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST_HELPER void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  /* Once the board has gone, nothing else holds the game. */
  g_object_add_weak_pointer (G_OBJECT (fixture->view), (gpointer *) &fixture->view);
  gtk_window_destroy (fixture->window);
  WAIT_UNTIL (fixture->view == NULL);
  g_assert_finalize_object (g_steal_pointer (&fixture->game));
}

/* Replaces the fixture's game by one from FEN. */
TEST_HELPER void
fixture_load (Fixture      *fixture,
              ChessVariant  variant,
              const char   *fen)
{
  fixture_tear_down (fixture, NULL);
  fixture_set_up_fen (fixture, variant, fen);
}

TEST_HELPER char *
current_fen (Fixture *fixture)
{
  return chess_position_to_fen (chess_game_get_position (fixture->game), CHESS_FEN_FLAGS_NONE);
}

#define assert_fen(fixture, expected) \
  G_STMT_START { \
    g_autofree char *fen_ = current_fen (fixture); \
    g_assert_cmpstr (fen_, ==, (expected)); \
  } G_STMT_END

TEST_HELPER ChessMoveChooser *
get_chooser (Fixture *fixture)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fixture->view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CHESS_IS_MOVE_CHOOSER (child))
      return CHESS_MOVE_CHOOSER (child);
  g_assert_not_reached ();
}

TEST_HELPER gboolean
chooser_is_shown (Fixture *fixture)
{
  GtkWidget *chooser = GTK_WIDGET (get_chooser (fixture));

  return gtk_widget_get_visible (chooser) && gtk_widget_get_mapped (chooser);
}

TEST_HELPER void
collect_buttons (GtkWidget *widget,
                 GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

/* The chooser's buttons in order, each by what a user reads: its label, or
 * for a piece image its tooltip. */
TEST_HELPER char *
chooser_button_texts (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GString) texts = g_string_new (NULL);

  collect_buttons (GTK_WIDGET (get_chooser (fixture)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);
      const char *text = gtk_button_get_label (button);

      if (text == NULL)
        text = gtk_widget_get_tooltip_text (GTK_WIDGET (button));
      if (i > 0)
        g_string_append (texts, " | ");
      g_string_append (texts, text);
    }
  return g_string_free (g_steal_pointer (&texts), FALSE);
}

/* Clicks the chooser's button that reads TEXT, as a user would. */
TEST_HELPER void
choose (Fixture    *fixture,
        const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_true (chooser_is_shown (fixture));
  collect_buttons (GTK_WIDGET (get_chooser (fixture)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_button_get_label (button), text) == 0
          || g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), text) == 0)
        {
          g_assert_true (gtk_widget_activate (GTK_WIDGET (button)));
          WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (get_chooser (fixture))));
          return;
        }
    }
  g_error ("The chooser has no button “%s”", text);
}

/* Presses KEYVAL on WIDGET through its key bindings, as the shortcut
 * controller does for a key event. FALSE: no binding took it, so the key
 * would go on to the window. */
TEST_HELPER gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  return chess_test_ui_press_key (widget, keyval, 0);
}

TEST_HELPER const char *
last_san (Fixture *fixture)
{
  return chess_game_get_san (fixture->game, chess_game_get_n_moves (fixture->game));
}
