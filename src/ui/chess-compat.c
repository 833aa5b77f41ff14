/* chess-compat.c: libadwaita's dialogs and breakpoints, the newest the
 * build allows, and which libadwaita needs toasts dismissed gently (file
 * choosers: chess-compat-files.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-compat"

#include "config.h"

#include "chess-compat.h"

/* CHESS_ADW_1_4, CHESS_ADW_1_5 and CHESS_GTK_4_10 (config.h) say the
 * build found libadwaita 1.4 or 1.5 or GTK 4.10 or later, and meson.build
 * then allows its API. No other file asks. */

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
/* The narrowest a dialog gets: a little less than a phone's width, the
 * narrowest window. On the dialog, not its content: a 1.5 bottom sheet
 * has a margin less. With breakpoints (libadwaita 1.7, GTK 4.18) a window
 * asked to be 360 wide gives its content 350 under client-side
 * decorations, and a dialog wider than that would be cut. */
#define CONTENT_DIALOG_MIN_WIDTH 340
#define PREFERENCES_MIN_WIDTH 360
/* The widget that has the focus first (1.5). */
#define CONTENT_DIALOG_FOCUS "chess-content-dialog-focus"
/* Set once chess_ui_content_dialog_close() has closed it (1.5). */
#define CONTENT_DIALOG_CLOSING "chess-content-dialog-closing"

#if CHESS_ADW_1_5
/* libadwaita 1.7 keeps a closed dialog's inner breakpoint bin alive after
 * the dialog itself is freed, and the bin holds the child: a plain label
 * stays behind the same way, and the Rules page would keep its two demo
 * boards. Every content dialog is shown once, so once it has closed (after
 * the handlers connected with chess_ui_content_dialog_connect_closed())
 * its content leaves it and is freed with the last reference. */
static void
release_content (AdwDialog *dialog)
{
  /* focus_after_opening() may still run, if it closed that early. */
  g_object_set_data (G_OBJECT (dialog), CONTENT_DIALOG_FOCUS, NULL);
  adw_dialog_set_child (dialog, NULL);
}
#endif

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
  g_signal_connect_after (dialog, "closed", G_CALLBACK (release_content), NULL);
#else
  GtkWindow *window = GTK_WINDOW (adw_window_new ());

  g_return_if_fail (gtk_widget_get_parent (content) == NULL);

  g_object_set_data (G_OBJECT (content), CONTENT_DIALOG, window);
  /* Our frame where no compositor runs (style.css); the content's header
   * bar would reach over its inner line by a pixel. */
  gtk_widget_add_css_class (GTK_WIDGET (window), "framed-window");
  gtk_widget_add_css_class (content, "window-content");
  gtk_widget_set_overflow (content, GTK_OVERFLOW_HIDDEN);
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

void
chess_ui_content_dialog_connect_closed (GtkWidget *content,
                                        GCallback  callback,
                                        gpointer   object)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
#if CHESS_ADW_1_5
  g_signal_connect_object (dialog, "closed", callback, object, G_CONNECT_SWAPPED);
#else
  g_signal_connect_object (dialog, "destroy", callback, object, G_CONNECT_SWAPPED);
#endif
}

void
chess_ui_content_dialog_set_focus (GtkWidget *content,
                                   GtkWidget *focus)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
  g_return_if_fail (gtk_widget_is_ancestor (focus, content));
#if CHESS_ADW_1_5
  /* Also where focus_after_opening () puts it, if the sheet is opening. */
  g_object_set_data (G_OBJECT (dialog), CONTENT_DIALOG_FOCUS, focus);
  adw_dialog_set_focus (ADW_DIALOG (dialog), focus);
#else
  gtk_window_set_focus (GTK_WINDOW (dialog), focus);
#endif
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
    {
      /* Once: a second close (the picker's reader, finishing as the user
       * cancelled) comes while the first slides the dialog out. */
      if (g_object_get_data (G_OBJECT (dialog), CONTENT_DIALOG_CLOSING) == NULL)
        {
          g_object_set_data (G_OBJECT (dialog), CONTENT_DIALOG_CLOSING, GINT_TO_POINTER (TRUE));
          adw_dialog_force_close (ADW_DIALOG (dialog));
        }
    }
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

static void
close_content_dialog (GtkWidget  *content,
                      const char *action_name,
                      GVariant   *parameter)
{
  chess_ui_content_dialog_close (content);
}

void
chess_ui_content_dialog_class_add_close (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "dialog.close", NULL, close_content_dialog);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "dialog.close", NULL);
}

/* ---- preferences ---- */

/* The dialog's hold on its content. */
#define PREFERENCES_CONTENT "chess-preferences-content"

GType
chess_ui_preferences_type (void)
{
#if CHESS_ADW_1_5
  return ADW_TYPE_PREFERENCES_DIALOG;
#else
  return ADW_TYPE_PREFERENCES_WINDOW;
#endif
}

#if CHESS_ADW_1_5
static gboolean
close_preferences_dialog (GtkWidget *widget,
                          GVariant  *args,
                          gpointer   user_data)
{
  return adw_dialog_close (ADW_DIALOG (widget));
}
#endif

void
chess_ui_preferences_wrap (GtkWidget  *content,
                           GtkWidget **pages,
                           guint       n_pages,
                           int         width,
                           int         height)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkShortcutAction *close_action;
  GtkWidget *dialog;

  g_return_if_fail (gtk_widget_get_parent (content) == NULL);

#if CHESS_ADW_1_5
  dialog = GTK_WIDGET (adw_preferences_dialog_new ());
  g_object_set_data_full (G_OBJECT (content), CONTENT_DIALOG_HELD, g_object_ref_sink (dialog), g_object_unref);
  adw_dialog_set_content_width (ADW_DIALOG (dialog), width);
  adw_dialog_set_content_height (ADW_DIALOG (dialog), height);
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (dialog), FALSE);
  /* AdwDialog closes on Escape; Ctrl+W as every GNOME window. */
  close_action = gtk_callback_action_new (close_preferences_dialog, NULL, NULL);
#else
  dialog = adw_preferences_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (dialog), FALSE);
  close_action = gtk_named_action_new ("window.close");
#endif
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK),
                                                          close_action));
  gtk_widget_add_controller (dialog, shortcuts);
  /* Its pages need a phone's width whatever the dialog asks. */
  gtk_widget_set_size_request (dialog, PREFERENCES_MIN_WIDTH, -1);
  g_object_set_data (G_OBJECT (content), CONTENT_DIALOG, dialog);
  g_object_set_data_full (G_OBJECT (dialog), PREFERENCES_CONTENT, g_object_ref_sink (content), g_object_unref);

  for (guint i = 0; i < n_pages; i++)
    {
      g_autoptr(GtkWidget) page = g_object_ref (pages[i]);

      if (gtk_widget_get_parent (page) != NULL)
        gtk_widget_unparent (page);
#if CHESS_ADW_1_5
      adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (dialog), ADW_PREFERENCES_PAGE (page));
#else
      adw_preferences_window_add (ADW_PREFERENCES_WINDOW (dialog), ADW_PREFERENCES_PAGE (page));
#endif
    }
}

void
chess_ui_preferences_add_toast (GtkWidget *content,
                                AdwToast  *toast)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
#if CHESS_ADW_1_5
  adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (dialog), toast);
#else
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (dialog), toast);
#endif
}

void
chess_ui_preferences_set_visible_page (GtkWidget *content,
                                       GtkWidget *page)
{
  GtkWidget *dialog = chess_ui_content_dialog_get (content);

  g_return_if_fail (dialog != NULL);
#if CHESS_ADW_1_5
  adw_preferences_dialog_set_visible_page (ADW_PREFERENCES_DIALOG (dialog), ADW_PREFERENCES_PAGE (page));
#else
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (dialog), ADW_PREFERENCES_PAGE (page));
#endif
}

/* AdwToastOverlay before libadwaita 1.7.5 mishandles a toast dismissed
 * while the overlay animates. 1.2 frees a toast's state when its hide
 * animation ends though its show animation still runs, whose end then
 * reads it ("a use-after-free when quickly creating and dismissing
 * toasts", fixed in 1.3). And a toast of high priority puts the one
 * shown back into the queue while that one hides; dismissed before the
 * hide has ended, it brings the other back while its widget is still
 * there, which 1.2 asserts against and later versions meet with a
 * critical ("a critical when showing a toast while hiding it", fixed in
 * 1.7.5, which ends that hide first). Asked at run time: a Flatpak
 * runtime moves on without a rebuild. */
gboolean
chess_ui_toasts_dismiss_safely (void)
{
  guint major = adw_get_major_version ();
  guint minor = adw_get_minor_version ();

  if (major != 1)
    return major > 1;
  if (minor != 7)
    return minor > 7;
  return adw_get_micro_version () >= 5;
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

gboolean
chess_ui_window_add_breakpoint (GtkWidget  *window,
                                const char *condition,
                                gpointer    first_object,
                                const char *first_property,
                                ...)
{
#if CHESS_ADW_1_4
  AdwBreakpointCondition *parsed;
  AdwBreakpoint *breakpoint;
  g_auto(GValue) value = G_VALUE_INIT;
  gpointer object = first_object;
  const char *property = first_property;
  va_list args;

  g_return_val_if_fail (ADW_IS_APPLICATION_WINDOW (window), FALSE);

  parsed = adw_breakpoint_condition_parse (condition);
  g_return_val_if_fail (parsed != NULL, FALSE);
  breakpoint = adw_breakpoint_new (parsed);
  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, TRUE);
  va_start (args, first_property);
  while (object != NULL)
    {
      adw_breakpoint_add_setter (breakpoint, G_OBJECT (object), property, &value);
      object = va_arg (args, gpointer);
      if (object != NULL)
        property = va_arg (args, const char *);
    }
  va_end (args);
  adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (window), breakpoint);
  return TRUE;
#else
  return FALSE;
#endif
}

/* The theme libadwaita runs GTK with: an almost empty style sheet, under
 * libadwaita's own. GTK loads its own theme's style sheet ("Default", as
 * big as libadwaita's) when it starts, and libadwaita replaces it with
 * this one moments later: parsed for nothing, some 80 M instructions of
 * the work before the first frame (issue 16). */
#define ADWAITA_EMPTY_THEME "/org/gtk/libgtk/theme/Adwaita-empty/gtk.css"

/* Starts GTK with the theme libadwaita would choose, so that GTK's own is
 * never parsed; then lets libadwaita take over as usual (it adds its
 * style sheet only when GTK_THEME is unset, and sets the same theme
 * again). Not when the user chose a theme with GTK_THEME, nor on a
 * libadwaita without that theme, nor when GTK runs already (the tests).
 * Called just before GtkApplication would start GTK (in its startup),
 * when the only other threads are GLib's own (GDBus); without a display
 * it leaves the error to GtkApplication, as before. */
void
chess_ui_init_gtk_with_libadwaita_theme (void)
{
  if (gtk_is_initialized ()
      || g_getenv ("GTK_THEME") != NULL
      || !g_resources_get_info (ADWAITA_EMPTY_THEME, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
    return;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  /* The display's settings are made, and their theme loaded, with it. */
  if (gtk_init_check ())
    gtk_settings_get_default ();
  g_unsetenv ("GTK_THEME");
}

static void
read_icon_theme (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  /* Any question about an icon reads the theme first, under the theme's
   * own lock, as GTK's reading thread does. */
  gtk_icon_theme_has_icon (GTK_ICON_THEME (source_object), "open-menu-symbolic");
  g_task_return_boolean (task, TRUE);
}

/* GTK reads the icon theme in a thread as soon as the display's theme
 * object is made, in GtkApplication's startup. libadwaita then adds its
 * own icons (adw_init()): that waits for the read to end, throws it away,
 * and the window's first icon reads the whole theme again on the main
 * thread, in the middle of its first frame (68 M instructions, some
 * 10 ms, issue 16). Called once startup has added every icon path, this
 * reads the theme again at once, in a thread, while the window is made.
 * Harmless where GTK kept its read: the question is answered at once. */
void
chess_ui_read_icon_theme_in_background (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GTask) task = NULL;

  if (display == NULL)
    return;
  task = g_task_new (gtk_icon_theme_get_for_display (display), NULL, NULL, NULL);
  g_task_set_source_tag (task, chess_ui_read_icon_theme_in_background);
  g_task_run_in_thread (task, read_icon_theme);
}
