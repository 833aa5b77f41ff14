/* test-toasts.c: toasts the app dismisses itself, quickly, with
 * animations on (chess_ui_toast_overlay_add(), chess_ui_toast_dismiss())
 *
 * libadwaita 1.2's AdwToastOverlay frees a toast's state when its hide
 * animation (300 ms) ends, even while its show animation still runs; a
 * toast shown while another hides slides in for 500 ms. Dismissed at
 * once, its show animation then ends on freed memory: a crash, or under
 * AddressSanitizer a use after free. test-window-keep met it as New Game,
 * Undo and a move came quickly after each other. And up to 1.7.4 a toast
 * put back by one of high priority, brought back while it still hides,
 * fails an assertion (1.2) or a check (later). From 1.7.5 on the app
 * dismisses at once, and these check that libadwaita copes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-toasts"

#include <adwaita.h>

#include "chess-compat.h"
#include "chess-toasts.h"
#include "chess-test-ui.h"

static void
count_dismissed (AdwToast *toast,
                 guint    *count)
{
  (*count)++;
}

/* Frames go on until FRAME_TIME is reached by the overlay's frame clock,
 * the clock libadwaita's animations run on. */
static gboolean
tick_until (GtkWidget     *widget,
            GdkFrameClock *frame_clock,
            gpointer       data)
{
  gint64 *until = data;

  if (*until == 0)
    *until = gdk_frame_clock_get_frame_time (frame_clock) + 700 * G_TIME_SPAN_MILLISECOND;
  if (gdk_frame_clock_get_frame_time (frame_clock) < *until)
    return G_SOURCE_CONTINUE;
  *until = -1;
  return G_SOURCE_REMOVE;
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* A toast shown while another hides, and dismissed at once: it goes, and
 * nothing reads freed memory when its show animation would have ended. */
static void
test_dismiss_while_showing (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  AdwToast *first = adw_toast_new ("First");
  AdwToast *second = adw_toast_new ("Second");
  guint n_dismissed = 0;
  gint64 shown_until = 0;

  g_assert_true (adw_get_enable_animations (GTK_WIDGET (overlay)));
  adw_toast_overlay_set_child (overlay, gtk_label_new ("The game"));
  gtk_window_set_child (window, GTK_WIDGET (overlay));
  gtk_window_set_default_size (window, 600, 400);
  gtk_window_present (window);
  chess_test_ui_wait_for_frame (GTK_WIDGET (overlay));

  adw_toast_set_timeout (first, 0);
  adw_toast_set_timeout (second, 0);
  g_signal_connect (second, "dismissed", G_CALLBACK (count_dismissed), &n_dismissed);
  chess_ui_toast_overlay_add (overlay, first);
  gtk_widget_add_tick_callback (GTK_WIDGET (overlay), tick_until, &shown_until, NULL);
  WAIT_UNTIL (shown_until == -1);
  /* The first toast has slid in (a user cannot close it sooner: closed
   * while it slides in, libadwaita 1.2 can crash by itself); the user
   * closes it; the second comes while it hides,
   * and the app takes it back at once (a move after New Game). */
  adw_toast_dismiss (first);
  chess_ui_toast_overlay_add (overlay, second);
  chess_test_ui_wait_for_frame (GTK_WIDGET (overlay));
  chess_ui_toast_dismiss (second);
  /* Where libadwaita copes, at once. */
  g_assert_cmpuint (n_dismissed, ==, chess_ui_toasts_dismiss_safely () ? 1 : 0);

  /* Both toasts' widgets gone: only the child is left. */
  WAIT_UNTIL (n_dismissed == 1 && count_children (GTK_WIDGET (overlay)) == 1);
  gtk_window_destroy (window);
}

/* A toast of high priority (an engine fault) puts the one shown back in
 * the queue, which hides meanwhile; taken back at once (the engine works
 * again), the one put back comes back, once its hide has ended or by
 * ending it: no assertion, no critical (fatal here), and it goes when
 * dismissed in its turn. */
static void
test_dismiss_while_put_back (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  AdwToast *first = adw_toast_new ("First");
  AdwToast *urgent = adw_toast_new ("Urgent");
  guint n_first = 0;
  guint n_urgent = 0;
  gint64 shown_until = 0;

  adw_toast_overlay_set_child (overlay, gtk_label_new ("The game"));
  gtk_window_set_child (window, GTK_WIDGET (overlay));
  gtk_window_set_default_size (window, 600, 400);
  gtk_window_present (window);
  chess_test_ui_wait_for_frame (GTK_WIDGET (overlay));

  adw_toast_set_timeout (first, 0);
  adw_toast_set_timeout (urgent, 0);
  adw_toast_set_priority (urgent, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (first, "dismissed", G_CALLBACK (count_dismissed), &n_first);
  g_signal_connect (urgent, "dismissed", G_CALLBACK (count_dismissed), &n_urgent);
  g_object_ref (first);
  chess_ui_toast_overlay_add (overlay, first);
  gtk_widget_add_tick_callback (GTK_WIDGET (overlay), tick_until, &shown_until, NULL);
  WAIT_UNTIL (shown_until == -1);

  chess_ui_toast_overlay_add (overlay, urgent);
  chess_test_ui_wait_for_frame (GTK_WIDGET (overlay));
  chess_ui_toast_dismiss (urgent);
  g_assert_cmpuint (n_urgent, ==, chess_ui_toasts_dismiss_safely () ? 1 : 0);
  WAIT_UNTIL (n_urgent == 1);

  /* The first is back, alone beside the child once the urgent one has
   * hidden; then it goes too. */
  WAIT_UNTIL (count_children (GTK_WIDGET (overlay)) == 2);
  g_assert_cmpuint (n_first, ==, 0);
  chess_ui_toast_dismiss (first);
  WAIT_UNTIL (n_first == 1 && count_children (GTK_WIDGET (overlay)) == 1);
  g_object_unref (first);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/toasts/dismiss-while-showing", test_dismiss_while_showing);
  g_test_add_func ("/toasts/dismiss-while-put-back", test_dismiss_while_put_back);
  return g_test_run ();
}
