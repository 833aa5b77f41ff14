/* test-window-common.h: what the main window's test programs share: a
 * window on a fresh game, and helpers that drive it as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <adwaita.h>

#include "chess-compat.h"
#include "chess-test-ui.h"
#include "chess-game-panel.h"
#include "chess-window.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

typedef struct {
  ChessWindow *window;
} Fixture;

TEST_HELPER gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->window), CHESS_TYPE_WINDOW, name);

  /* The side panel is a widget of its own, with its own template. */
  if (object == NULL)
    object = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->window),
                                                                                      CHESS_TYPE_WINDOW,
                                                                                      "side_panel")),
                                            CHESS_TYPE_GAME_PANEL, name);
  g_assert_nonnull (object);
  return object;
}

TEST_HELPER ChessGame *
game (Fixture *fixture)
{
  return chess_window_get_game (fixture->window);
}

TEST_HELPER void
set_fen (Fixture     *fixture,
         ChessVariant variant,
         const char  *fen)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(ChessGame) new_game = NULL;
  g_autoptr(GError) error = NULL;

  start = chess_position_new_from_fen (variant, fen, &error);
  g_assert_no_error (error);
  new_game = chess_game_new (start);
  chess_window_set_game (fixture->window, new_game);
}

TEST_HELPER gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

TEST_HELPER void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);

  fixture->window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 760);
  chess_window_set_game (fixture->window, start);
  gtk_window_present (GTK_WINDOW (fixture->window));
  g_assert_true (chess_test_ui_wait_for (is_mapped, fixture->window));
}

TEST_HELPER void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  /* Whatever the test left running lets go of the window soon. */
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (fixture->window == NULL);
}

typedef struct {
  ChessWindow *window;
  int          width;
  int          height;
} SizeWait;

/* The window's size on screen (GTK's is less its resize borders). */
TEST_HELPER gboolean
has_size (gpointer data)
{
  SizeWait *wait = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (wait->window));

  return gdk_surface_get_width (surface) == wait->width
         && gdk_surface_get_height (surface) == wait->height;
}

TEST_HELPER void
resize (Fixture *fixture,
        int      width,
        int      height)
{
  SizeWait wait = { fixture->window, width, height };

  /* Twice, as a user's drag goes on: a narrow window's header bar lets
   * the window be narrower still once it has become narrow. */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  if (!chess_test_ui_wait_for (has_size, &wait))
    g_error ("The window is %d × %d, not %d × %d",
             gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (fixture->window))),
             gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (fixture->window))), width, height);
  chess_test_ui_settle (GTK_WIDGET (fixture->window), 2);
}

/* Types TEXT into the move entry and presses Enter. */
TEST_HELPER void
enter_move (Fixture    *fixture,
            const char *text)
{
  GtkEntry *entry = child (fixture, "move_entry");

  gtk_widget_grab_focus (GTK_WIDGET (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* Enter in the entry's text field. */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
}

TEST_HELPER void
enter_moves (Fixture    *fixture,
             const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      guint n = chess_game_get_n_moves (game (fixture));

      enter_move (fixture, list[i]);
      g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, n + 1);
    }
}

/* The alert over WINDOW, whichever kind this build uses, or NULL. */
TEST_HELPER GtkWidget *
find_dialog (ChessWindow *window)
{
  return chess_test_ui_find_alert (GTK_WIDGET (window));
}

TEST_HELPER gboolean
has_dialog (gpointer data)
{
  return find_dialog (data) != NULL;
}

TEST_HELPER GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks the response button labelled LABEL of DIALOG (an alert, or a
 * window of ours), and waits for an alert to be gone: it fades out
 * before it leaves its window. */
TEST_HELPER void
click_response (gpointer    dialog,
                const char *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), label);
  GtkWidget *shown = GTK_WIDGET (dialog);

  g_assert_nonnull (button);
  g_object_add_weak_pointer (G_OBJECT (shown), (gpointer *) &shown);
  g_signal_emit_by_name (button, "clicked");
  /* Answered, the dialog closes (an alert fades out before it leaves its
   * window), and what it set off runs. */
  WAIT_UNTIL (shown == NULL || !gtk_widget_get_visible (shown) || gtk_widget_get_root (shown) == NULL);
  if (shown != NULL)
    g_object_remove_weak_pointer (G_OBJECT (shown), (gpointer *) &shown);
  chess_test_ui_wait_idle ();
}

TEST_HELPER gboolean
action_enabled (Fixture    *fixture,
                const char *name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  /* A button with the action is sensitive exactly when it is enabled. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  gtk_widget_set_parent (button, child (fixture, "side_panel"));
  enabled = gtk_widget_get_sensitive (button) && gtk_widget_is_sensitive (button);
  gtk_widget_unparent (button);
  return enabled;
}

/* The label under WIDGET whose text is TEXT, or NULL. */
TEST_HELPER GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the keyboard focus is WIDGET or inside it. */
TEST_HELPER gboolean
focus_is_in (Fixture   *fixture,
             GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

#define ADD_WINDOW_TEST(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
