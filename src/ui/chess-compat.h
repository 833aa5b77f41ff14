/* chess-compat.h: libadwaita's dialogs and breakpoints and GTK's file
 * chooser, the newest the build allows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The one place where the app differs between libadwaita 1.2 (Debian 12)
 * and 1.5 or later (the Flatpak's runtime, current distributions): built
 * against 1.5, an alert is an AdwAlertDialog and About an AdwAboutDialog,
 * both attached to their window and adapting to narrow ones; against 1.2,
 * an AdwMessageDialog and an AdwAboutWindow. Callers hold either as a
 * GtkWidget and only use these functions, or properties both kinds have.
 * The "response" signal is the same on both (GtkWidget *alert, const char
 * *response, gpointer user_data). */

/* The type alerts have in this build (for tests looking for one). */
GType        chess_ui_alert_type                   (void);
/* A new alert with HEADING and BODY (may be NULL), not yet shown. */
GtkWidget   *chess_ui_alert_new                    (const char            *heading,
                                                    const char            *body);
void         chess_ui_alert_set_body               (GtkWidget             *alert,
                                                    const char            *body);
const char  *chess_ui_alert_get_heading            (GtkWidget             *alert);
const char  *chess_ui_alert_get_body               (GtkWidget             *alert);
/* Adds a response button: ID is what "response" says, LABEL the
 * button's text with its mnemonic. */
void         chess_ui_alert_add_response           (GtkWidget             *alert,
                                                    const char            *id,
                                                    const char            *label,
                                                    AdwResponseAppearance  appearance);
const char  *chess_ui_alert_get_response_label     (GtkWidget             *alert,
                                                    const char            *id);
void         chess_ui_alert_set_response_enabled   (GtkWidget             *alert,
                                                    const char            *id,
                                                    gboolean               enabled);
gboolean     chess_ui_alert_get_response_enabled   (GtkWidget             *alert,
                                                    const char            *id);
/* DEFAULT answers Enter; CLOSE is the response of Escape and of closing. */
void         chess_ui_alert_set_responses          (GtkWidget             *alert,
                                                    const char            *default_id,
                                                    const char            *close_id);
void         chess_ui_alert_set_extra_child        (GtkWidget             *alert,
                                                    GtkWidget             *child);
GtkWidget   *chess_ui_alert_get_extra_child        (GtkWidget             *alert);

/* A new About dialog or window, not yet shown. Where libadwaita reads
 * the app's metainfo itself (1.5), the release notes of VERSION come from
 * METAINFO_RESOURCE, and *HAS_RELEASE_NOTES is TRUE; otherwise the
 * caller sets "release-notes" and "release-notes-version". Both kinds
 * have the same properties ("application-name", "developers"…). */
GType        chess_ui_about_type                   (void);
GtkWidget   *chess_ui_about_new                    (const char            *metainfo_resource,
                                                    const char            *version,
                                                    gboolean              *has_release_notes);
void         chess_ui_about_add_acknowledgements   (GtkWidget             *about,
                                                    const char            *name,
                                                    const char           **people);

/* Shows DIALOG (an alert or About) over PARENT's window, modal, or on its
 * own when PARENT is NULL. */
void         chess_ui_dialog_present               (GtkWidget             *dialog,
                                                    GtkWidget             *parent);
/* The window DIALOG belongs to: its own for 1.2's windows; for 1.5's
 * dialogs the one it is shown in. NULL while DIALOG is not shown. */
GtkWindow   *chess_ui_dialog_get_window            (GtkWidget             *dialog);

/* Dialogs with content of their own (New Game): CONTENT is a widget
 * with its own header bar and its own actions, which this puts into an
 * AdwDialog attached to its window (1.5) or a modal AdwWindow of its own
 * (1.2), titled TITLE, WIDTH wide and HEIGHT high (-1: as high as the
 * content wants) at first; DEFAULT_WIDGET (may be NULL)
 * answers Enter and has the focus first. Not yet shown; CONTENT can be
 * looked through (tests) before it is. */
void         chess_ui_content_dialog_wrap          (GtkWidget             *content,
                                                    const char            *title,
                                                    int                    width,
                                                    int                    height,
                                                    GtkWidget             *default_widget);
/* The AdwDialog or AdwWindow around CONTENT. */
GtkWidget   *chess_ui_content_dialog_get           (GtkWidget             *content);
/* Moves the focus to FOCUS, inside CONTENT, or has it there first when
 * the dialog opens (a list that was still being filled at the wrap). */
void         chess_ui_content_dialog_set_focus     (GtkWidget             *content,
                                                    GtkWidget             *focus);
/* Calls CALLBACK (OBJECT) once CONTENT's dialog has closed, however it
 * closed (while OBJECT lives): 1.5's dialog "closed", 1.2's window
 * "destroy". Not on the content's unmap, which a 1.5 dialog also does as
 * it moves its content between a floating and a bottom sheet. */
void         chess_ui_content_dialog_connect_closed (GtkWidget            *content,
                                                     GCallback             callback,
                                                     gpointer              object);
/* Shows CONTENT's dialog over PARENT's window, modal. */
void         chess_ui_content_dialog_present       (GtkWidget             *content,
                                                    GtkWidget             *parent);
/* Closes and frees CONTENT's dialog, shown or not, and CONTENT with it. */
void         chess_ui_content_dialog_close         (GtkWidget             *content);
/* For a class of content: the action "dialog.close", which closes the
 * dialog (chess_ui_content_dialog_close()), and Escape for it. */
void         chess_ui_content_dialog_class_add_close (GtkWidgetClass      *widget_class);

/* Preferences: CONTENT (not shown itself) holds AdwPreferencesPages,
 * which this moves into an AdwPreferencesDialog attached to its window
 * (1.5) or an AdwPreferencesWindow of its own (1.2), WIDTH × HEIGHT at
 * first, no narrower than a phone, without search, closing on Escape and
 * Ctrl+W. The dialog owns CONTENT (a floating reference is sunk), which
 * lives as long as it: chess_ui_content_dialog_get/present/close() serve
 * it as they do dialogs with content of their own. */
GType        chess_ui_preferences_type             (void);
void         chess_ui_preferences_wrap             (GtkWidget             *content,
                                                    GtkWidget            **pages,
                                                    guint                  n_pages,
                                                    int                    width,
                                                    int                    height);
void         chess_ui_preferences_add_toast        (GtkWidget             *content,
                                                    AdwToast              *toast);
void         chess_ui_preferences_set_visible_page (GtkWidget             *content,
                                                    GtkWidget             *page);

/* Choosing a file to open or a name to save under, modal over PARENT
 * (may be NULL). Where GTK 4.10 or later is found, a GtkFileDialog (the
 * desktop's portal, or GTK's own dialog); on GTK 4.8 a
 * GtkFileChooserNative. GTK's own chooser (4.10 or later, outside a
 * Flatpak) starts in the documents folder when the caller gives none:
 * GTK 4.18's, destroyed while it still looked up the recent files it
 * lists without one, crashed (Debian 13). */
typedef struct {
  const char *title;
  const char *accept_label;
  gboolean    save;
  /* GtkFileFilters, the first one chosen at first; may be NULL. */
  GListModel *filters;
  /* The folder shown first, and for saving the name suggested; may be NULL. */
  GFile      *folder;
  const char *name;
} ChessUiFileChoice;

/* Shows the chooser, then CALLBACK with SOURCE_OBJECT NULL; cancelling
 * CANCELLABLE takes the chooser away (the callback still runs). */
void         chess_ui_choose_file                  (GtkWindow             *parent,
                                                    const ChessUiFileChoice *choice,
                                                    GCancellable          *cancellable,
                                                    GAsyncReadyCallback    callback,
                                                    gpointer               user_data);
/* The file chosen, or NULL: when the user cancelled or CANCELLABLE was
 * cancelled (no error then), or on a failure (ERROR set). */
GFile       *chess_ui_choose_file_finish           (GAsyncResult          *result,
                                                    GError               **error);

/* The usual way to ask: cancels the chooser *CHOOSER holds, if any, and
 * holds a new one's cancellable there (cancel it to take the chooser
 * away, e.g. as OWNER closes); then calls CHOSEN with OWNER (kept alive
 * meanwhile) and the file, if one was chosen and the chooser was not
 * cancelled. */
typedef void (*ChessUiFileChosen)                  (gpointer               owner,
                                                    GFile                 *file);
void         chess_ui_choose_file_for              (gpointer               owner,
                                                    GCancellable         **chooser,
                                                    GtkWindow             *parent,
                                                    const ChessUiFileChoice *choice,
                                                    ChessUiFileChosen      chosen);

/* Whether the libadwaita running takes a toast dismissed while the
 * overlay animates (1.7.5 or later; chess-toasts.c waits otherwise). */
gboolean     chess_ui_toasts_dismiss_safely        (void);

/* Where libadwaita has breakpoints (1.4 or later): adds one to WINDOW,
 * an AdwApplicationWindow, that applies while CONDITION holds (in
 * AdwBreakpointCondition's syntax: "max-width: 600sp") and meanwhile
 * sets the boolean PROPERTY of each OBJECT to TRUE (pairs, ending with
 * NULL), and returns TRUE; of several that hold, the one added last
 * applies. On libadwaita 1.2 it does nothing and returns FALSE: the
 * caller sets the properties from its own size logic. */
gboolean     chess_ui_window_add_breakpoint        (GtkWidget             *window,
                                                    const char            *condition,
                                                    gpointer               first_object,
                                                    const char            *first_property,
                                                    ...) G_GNUC_NULL_TERMINATED;

/* Before GTK starts: when GSK_RENDERER=cairo asks for cairo, tells GDK
 * not to set OpenGL up for a display nothing will draw on with it. */
void         chess_ui_skip_gl_for_cairo_renderer   (void);
/* Starts GTK with libadwaita's theme rather than GTK's own (which
 * libadwaita would replace at once); call in the application's startup,
 * before chaining up. */
void         chess_ui_init_gtk_with_libadwaita_theme (void);
/* Reads the display's icon theme again in a thread; call in the
 * application's startup, after chaining up (GTK 4.8's first read is
 * thrown away there). */
void         chess_ui_read_icon_theme_in_background  (void);

G_END_DECLS
