/* chess-toasts.c: toasts the app dismisses itself, safely before
 * libadwaita 1.7.5 too (see chess-toasts.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-toasts"

#include "config.h"

#include "chess-compat.h"
#include "chess-toasts.h"

/* Longer than the longest show animation (500 ms, REPLACE_DURATION in
 * adw-toast-overlay.c) that a dismissal may overtake with its 300 ms hide
 * animation, with room to spare. */
#define TOAST_SETTLE_US (700 * G_TIME_SPAN_MILLISECOND)

#define TOAST_CLOCK_KEY "chess-toast-clock"

/* A change whose first frame has not come yet. */
#define TOAST_CHANGE_PENDING (G_MAXINT64 / 2)

/* When the overlay last added or dismissed a toast, in its frame clock's
 * time: the time libadwaita's animations start from and are measured in.
 * Wall-clock time is not enough: on a loaded machine frames come late and
 * a show animation ends later than its duration after the toast came; a
 * hide that overtakes it frees the toast's state, and the show's end then
 * reads it (test-toasts crashed 1 run in 40 under load that way). Shared
 * by the overlay and each toast added through chess_ui_toast_overlay_add(),
 * so that it outlives either. */
typedef struct {
  GWeakRef overlay;
  gint64   changed;
} ToastClock;

static gint64
toast_overlay_frame_time (GtkWidget *overlay)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (overlay);

  return frame_clock != NULL ? gdk_frame_clock_get_frame_time (frame_clock) : 0;
}

static void
toast_clock_clear (gpointer data)
{
  ToastClock *clock = data;

  g_weak_ref_clear (&clock->overlay);
}

static void
toast_clock_release (gpointer data)
{
  g_rc_box_release_full (data, toast_clock_clear);
}

/* The animation a change starts takes its start from the overlay's frame
 * clock by its first frame at the latest; under load that frame may come
 * long after the change, and the clock's time before it may be that of a
 * frame long ago. So the change counts from that first frame. */
static gboolean
toast_clock_first_frame (GtkWidget     *overlay,
                         GdkFrameClock *frame_clock,
                         gpointer       data)
{
  ToastClock *clock = data;

  clock->changed = gdk_frame_clock_get_frame_time (frame_clock);
  return G_SOURCE_REMOVE;
}

static void
toast_clock_touch (ToastClock *clock)
{
  g_autoptr(GtkWidget) overlay = g_weak_ref_get (&clock->overlay);

  if (overlay == NULL)
    return;
  clock->changed = TOAST_CHANGE_PENDING;
  gtk_widget_add_tick_callback (overlay, toast_clock_first_frame,
                                g_rc_box_acquire (clock), toast_clock_release);
}

void
chess_ui_toast_overlay_add (AdwToastOverlay *overlay,
                            AdwToast        *toast)
{
  ToastClock *clock;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (chess_ui_toasts_dismiss_safely ())
    {
      adw_toast_overlay_add_toast (overlay, toast);
      return;
    }
  clock = g_object_get_data (G_OBJECT (overlay), TOAST_CLOCK_KEY);
  if (clock == NULL)
    {
      clock = g_rc_box_new0 (ToastClock);
      g_weak_ref_init (&clock->overlay, overlay);
      g_object_set_data_full (G_OBJECT (overlay), TOAST_CLOCK_KEY, clock, toast_clock_release);
    }
  toast_clock_touch (clock);
  g_object_set_data_full (G_OBJECT (toast), TOAST_CLOCK_KEY, g_rc_box_acquire (clock), toast_clock_release);
  /* A queued toast is shown when the one before it goes, by a dismissal
   * or its timeout: that starts a show animation too. */
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (toast_clock_touch), clock);
  adw_toast_overlay_add_toast (overlay, toast);
}

/* Dismisses from a frame at least TOAST_SETTLE_US after the last change:
 * a show animation begun then ends in that frame at the latest, before the
 * hide animation begun now (its start is this frame's time). */
static gboolean
dismiss_on_tick (GtkWidget     *overlay,
                 GdkFrameClock *frame_clock,
                 gpointer       data)
{
  AdwToast *toast = data;
  ToastClock *clock = g_object_get_data (G_OBJECT (toast), TOAST_CLOCK_KEY);

  if (gdk_frame_clock_get_frame_time (frame_clock) < clock->changed + TOAST_SETTLE_US)
    return G_SOURCE_CONTINUE;
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

void
chess_ui_toast_dismiss (AdwToast *toast)
{
  ToastClock *clock;
  g_autoptr(GtkWidget) overlay = NULL;

  g_return_if_fail (ADW_IS_TOAST (toast));

  clock = g_object_get_data (G_OBJECT (toast), TOAST_CLOCK_KEY);
  if (clock != NULL)
    overlay = g_weak_ref_get (&clock->overlay);
  /* Not animating where nothing is drawn: no show to overtake. Nor
   * with toasts added directly (clock NULL), safe on this libadwaita. */
  if (overlay == NULL || !gtk_widget_get_mapped (overlay) ||
      toast_overlay_frame_time (overlay) >= clock->changed + TOAST_SETTLE_US)
    {
      adw_toast_dismiss (toast);
      return;
    }
  gtk_widget_add_tick_callback (overlay, dismiss_on_tick, g_object_ref (toast), g_object_unref);
}
