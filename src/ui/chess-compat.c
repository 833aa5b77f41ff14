/* chess-compat.c: libadwaita's dialogs, the newest the build allows, and
 * a way round libadwaita 1.2's toast overlay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-compat"

#include "config.h"

#include "chess-compat.h"

/* CHESS_ADW_1_5 (config.h) says the build found libadwaita 1.5 or later,
 * and meson.build then allows its API. No other file asks. */

#if CHESS_ADW_1_5
# define ALERT(widget) ADW_ALERT_DIALOG (widget)
#else
# define ALERT(widget) ADW_MESSAGE_DIALOG (widget)
#endif

GType
chess_ui_alert_type (void)
{
#if CHESS_ADW_1_5
  return ADW_TYPE_ALERT_DIALOG;
#else
  return ADW_TYPE_MESSAGE_DIALOG;
#endif
}

GtkWidget *
chess_ui_alert_new (const char *heading,
                    const char *body)
{
#if CHESS_ADW_1_5
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  return adw_message_dialog_new (NULL, heading, body);
#endif
}

void
chess_ui_alert_set_body (GtkWidget  *alert,
                         const char *body)
{
#if CHESS_ADW_1_5
  adw_alert_dialog_set_body (ALERT (alert), body);
#else
  adw_message_dialog_set_body (ALERT (alert), body);
#endif
}

const char *
chess_ui_alert_get_heading (GtkWidget *alert)
{
#if CHESS_ADW_1_5
  return adw_alert_dialog_get_heading (ALERT (alert));
#else
  return adw_message_dialog_get_heading (ALERT (alert));
#endif
}

const char *
chess_ui_alert_get_body (GtkWidget *alert)
{
#if CHESS_ADW_1_5
  return adw_alert_dialog_get_body (ALERT (alert));
#else
  return adw_message_dialog_get_body (ALERT (alert));
#endif
}

void
chess_ui_alert_add_response (GtkWidget             *alert,
                             const char            *id,
                             const char            *label,
                             AdwResponseAppearance  appearance)
{
#if CHESS_ADW_1_5
  adw_alert_dialog_add_response (ALERT (alert), id, label);
  adw_alert_dialog_set_response_appearance (ALERT (alert), id, appearance);
#else
  adw_message_dialog_add_response (ALERT (alert), id, label);
  adw_message_dialog_set_response_appearance (ALERT (alert), id, appearance);
#endif
}

const char *
chess_ui_alert_get_response_label (GtkWidget  *alert,
                                   const char *id)
{
#if CHESS_ADW_1_5
  return adw_alert_dialog_get_response_label (ALERT (alert), id);
#else
  return adw_message_dialog_get_response_label (ALERT (alert), id);
#endif
}

void
chess_ui_alert_set_response_enabled (GtkWidget  *alert,
                                     const char *id,
                                     gboolean    enabled)
{
#if CHESS_ADW_1_5
  adw_alert_dialog_set_response_enabled (ALERT (alert), id, enabled);
#else
  adw_message_dialog_set_response_enabled (ALERT (alert), id, enabled);
#endif
}

gboolean
chess_ui_alert_get_response_enabled (GtkWidget  *alert,
                                     const char *id)
{
#if CHESS_ADW_1_5
  return adw_alert_dialog_get_response_enabled (ALERT (alert), id);
#else
  return adw_message_dialog_get_response_enabled (ALERT (alert), id);
#endif
}

void
chess_ui_alert_set_responses (GtkWidget  *alert,
                              const char *default_id,
                              const char *close_id)
{
#if CHESS_ADW_1_5
  adw_alert_dialog_set_default_response (ALERT (alert), default_id);
  adw_alert_dialog_set_close_response (ALERT (alert), close_id);
#else
  adw_message_dialog_set_default_response (ALERT (alert), default_id);
  adw_message_dialog_set_close_response (ALERT (alert), close_id);
#endif
}

void
chess_ui_alert_set_extra_child (GtkWidget *alert,
                                GtkWidget *child)
{
#if CHESS_ADW_1_5
  adw_alert_dialog_set_extra_child (ALERT (alert), child);
#else
  adw_message_dialog_set_extra_child (ALERT (alert), child);
#endif
}

GtkWidget *
chess_ui_alert_get_extra_child (GtkWidget *alert)
{
#if CHESS_ADW_1_5
  return adw_alert_dialog_get_extra_child (ALERT (alert));
#else
  return adw_message_dialog_get_extra_child (ALERT (alert));
#endif
}

GType
chess_ui_about_type (void)
{
#if CHESS_ADW_1_5
  return ADW_TYPE_ABOUT_DIALOG;
#else
  return ADW_TYPE_ABOUT_WINDOW;
#endif
}

GtkWidget *
chess_ui_about_new (const char *metainfo_resource,
                    const char *version,
                    gboolean   *has_release_notes)
{
#if CHESS_ADW_1_5
  *has_release_notes = TRUE;
  return GTK_WIDGET (adw_about_dialog_new_from_appdata (metainfo_resource, version));
#else
  /* 1.2's window cannot read the metainfo: the caller writes the notes. */
  *has_release_notes = FALSE;
  return adw_about_window_new ();
#endif
}

void
chess_ui_about_add_acknowledgements (GtkWidget   *about,
                                     const char  *name,
                                     const char **people)
{
#if CHESS_ADW_1_5
  adw_about_dialog_add_acknowledgement_section (ADW_ABOUT_DIALOG (about), name, people);
#else
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), name, people);
#endif
}

void
chess_ui_dialog_present (GtkWidget *dialog,
                         GtkWidget *parent)
{
#if CHESS_ADW_1_5
  adw_dialog_present (ADW_DIALOG (dialog), parent);
#else
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
      gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
      /* As a 1.5 dialog inside its window goes with it. */
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
    }
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

GtkWindow *
chess_ui_dialog_get_window (GtkWidget *dialog)
{
  GtkRoot *root = gtk_widget_get_root (dialog);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* ---- dialogs with content of their own ---- */

/* Under 1.5 the dialog is held from the wrap until it is shown (then its
 * window holds it until it closes), so that one never shown is freed by
 * chess_ui_content_dialog_close() too. */
#define CONTENT_DIALOG_HELD "chess-content-dialog-held"
/* The dialog around the content (the content lives no longer than it):
 * AdwDialog keeps its child out of its own widget tree until shown. */
#define CONTENT_DIALOG "chess-content-dialog"
/* The narrowest a dialog gets, as the app's windows: a phone's width. On
 * the dialog, not its content: a 1.5 bottom sheet has a margin less. */
#define CONTENT_DIALOG_MIN_WIDTH 360
/* The widget that has the focus first (1.5). */
#define CONTENT_DIALOG_FOCUS "chess-content-dialog-focus"

void
chess_ui_content_dialog_wrap (GtkWidget  *content,
                              const char *title,
                              int         width,
                              int         height,
                              GtkWidget  *default_widget)
{
#if CHESS_ADW_1_5
  AdwDialog *dialog = adw_dialog_new ();

  g_return_if_fail (gtk_widget_get_parent (content) == NULL);

  g_object_set_data_full (G_OBJECT (content), CONTENT_DIALOG_HELD, g_object_ref_sink (dialog), g_object_unref);
  g_object_set_data (G_OBJECT (content), CONTENT_DIALOG, dialog);
  adw_dialog_set_title (dialog, title);
  adw_dialog_set_content_width (dialog, width);
  adw_dialog_set_content_height (dialog, height);
  gtk_widget_set_size_request (GTK_WIDGET (dialog), CONTENT_DIALOG_MIN_WIDTH, -1);
  adw_dialog_set_child (dialog, content);
  adw_dialog_set_default_widget (dialog, default_widget);
  adw_dialog_set_focus (dialog, default_widget);
  g_object_set_data (G_OBJECT (dialog), CONTENT_DIALOG_FOCUS, default_widget);
#else
  GtkWindow *window = GTK_WINDOW (adw_window_new ());

  g_return_if_fail (gtk_widget_get_parent (content) == NULL);

  g_object_set_data (G_OBJECT (content), CONTENT_DIALOG, window);
  gtk_window_set_title (window, title);
  gtk_window_set_default_size (window, width, height);
  gtk_widget_set_size_request (GTK_WIDGET (window), CONTENT_DIALOG_MIN_WIDTH, -1);
  adw_window_set_content (ADW_WINDOW (window), content);
  gtk_window_set_default_widget (window, default_widget);
  gtk_window_set_focus (window, default_widget);
#endif
}

GtkWidget *
chess_ui_content_dialog_get (GtkWidget *content)
{
  return g_object_get_data (G_OBJECT (content), CONTENT_DIALOG);
}

#if CHESS_ADW_1_5
/* libadwaita 1.7 opens a bottom sheet (a narrow window) with the focus
 * on the first button of the content, not on the focus widget set (seen
 * in the app at 360 px: Cancel, so that Enter cancelled New Game). Once
 * the sheet has opened (AdwDialog takes the focus two frames after it is
 * mapped), the focus goes where it was asked for. */
#define CONTENT_DIALOG_FOCUS_FRAMES 3

static gboolean
focus_after_opening (GtkWidget     *dialog,
                     GdkFrameClock *frame_clock,
                     gpointer       user_data)
{
  guint *frames = user_data;
  GtkWidget *focus = adw_dialog_get_focus (ADW_DIALOG (dialog));
  GtkWidget *wanted = g_object_get_data (G_OBJECT (dialog), CONTENT_DIALOG_FOCUS);

  if (++*frames < CONTENT_DIALOG_FOCUS_FRAMES)
    return G_SOURCE_CONTINUE;
  if (wanted != NULL && focus != wanted)
    gtk_widget_grab_focus (wanted);
  return G_SOURCE_REMOVE;
}
#endif

void
chess_ui_content_dialog_present (GtkWidget *content,
                                 GtkWidget *parent)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
  chess_ui_dialog_present (dialog, parent);
#if CHESS_ADW_1_5
  gtk_widget_add_tick_callback (dialog, focus_after_opening, g_new0 (guint, 1), g_free);
  g_object_set_data (G_OBJECT (content), CONTENT_DIALOG_HELD, NULL);
#endif
}

void
chess_ui_content_dialog_close (GtkWidget *content)
{
#if CHESS_ADW_1_5
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
  if (gtk_widget_get_parent (dialog) != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
  else
    {
      /* Never shown: the hold is the last reference, and the content's
       * own; drop it when nothing runs inside the content any more. */
      g_object_ref (content);
      g_object_set_data (G_OBJECT (content), CONTENT_DIALOG_HELD, NULL);
      g_object_unref (content);
    }
#else
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}

/* GDK sets OpenGL up when it opens a display (it loads and starts Mesa's
 * driver), even when GSK_RENDERER=cairo says that nothing will draw with
 * it: under cairo on X11 that is a quarter of the app's work before its
 * first frame (issue 16; tests/bench/startup-instructions). GDK skips it
 * when told that GL is off: GDK_DEBUG=gl-disable up to GTK 4.14,
 * GDK_DISABLE=gl from 4.16. Only for cairo, which never needs GL; read
 * by GDK when GTK starts, so this runs before. */
void
chess_ui_skip_gl_for_cairo_renderer (void)
{
  const char *name = gtk_get_minor_version () >= 16 ? "GDK_DISABLE" : "GDK_DEBUG";
  const char *flag = gtk_get_minor_version () >= 16 ? "gl" : "gl-disable";
  const char *value = g_getenv (name);
  g_autofree char *flags = NULL;

  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") != 0)
    return;
  flags = value != NULL && *value != '\0' ? g_strconcat (value, ",", flag, NULL) : g_strdup (flag);
  g_setenv (name, flags, TRUE);
}

/* ---- toasts ---- */

/* Longer than the longest show animation (500 ms, REPLACE_DURATION in
 * adw-toast-overlay.c) that a dismissal may overtake with its 300 ms hide
 * animation, with room for a late frame. */
#define TOAST_SETTLE_MS 700

#define TOAST_CLOCK_KEY "chess-toast-clock"

/* When the overlay last added or dismissed a toast; shared by the
 * overlay and each toast added through chess_ui_toast_overlay_add(), so
 * that it outlives either. */
typedef struct {
  gint64 changed;
} ToastClock;

static void
toast_clock_touch (ToastClock *clock)
{
  clock->changed = g_get_monotonic_time ();
}

void
chess_ui_toast_overlay_add (AdwToastOverlay *overlay,
                            AdwToast        *toast)
{
  ToastClock *clock;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  clock = g_object_get_data (G_OBJECT (overlay), TOAST_CLOCK_KEY);
  if (clock == NULL)
    {
      clock = g_rc_box_new0 (ToastClock);
      g_object_set_data_full (G_OBJECT (overlay), TOAST_CLOCK_KEY, clock, g_rc_box_release);
    }
  toast_clock_touch (clock);
  g_object_set_data_full (G_OBJECT (toast), TOAST_CLOCK_KEY, g_rc_box_acquire (clock), g_rc_box_release);
  /* A queued toast is shown when the one before it goes, by a dismissal
   * or its timeout: that starts a show animation too. */
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (toast_clock_touch), clock);
  adw_toast_overlay_add_toast (overlay, toast);
}

static gboolean
dismiss_later (gpointer data)
{
  chess_ui_toast_dismiss (data);
  return G_SOURCE_REMOVE;
}

void
chess_ui_toast_dismiss (AdwToast *toast)
{
  ToastClock *clock;
  gint64 wait_ms;

  g_return_if_fail (ADW_IS_TOAST (toast));

  clock = g_object_get_data (G_OBJECT (toast), TOAST_CLOCK_KEY);
  wait_ms = clock != NULL ? clock->changed / 1000 + TOAST_SETTLE_MS - g_get_monotonic_time () / 1000 : 0;
  if (wait_ms > 0)
    {
      g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) wait_ms, dismiss_later, g_object_ref (toast), g_object_unref);
      return;
    }
  adw_toast_dismiss (toast);
}
