/* chess-compat.c: libadwaita's dialogs, the newest the build allows
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
