/* chess-test-ui.h: what every GUI test program does first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Initialises GTK and libadwaita for a g_test program. Without a display
 * gtk_test_init () would abort: this prints a TAP skip line and returns
 * FALSE instead, and main () then returns 77 (skipped). */
gboolean chess_test_ui_init      (int              *argc,
                                  char           ***argv);
/* What pressing KEYVAL with MODIFIERS does to WIDGET: runs the first of
 * its shortcuts for them that accepts, those of capture-phase controllers
 * first, as GTK does. FALSE when none did (no shortcut, or its action
 * disabled). */
gboolean chess_test_ui_press_key (GtkWidget        *widget,
                                  guint             keyval,
                                  GdkModifierType   modifiers);

/* The first widget of TYPE in WIDGET's tree (WIDGET included), depth
 * first, or NULL. */
GtkWidget  *chess_test_ui_find_descendant (GtkWidget  *widget,
                                           GType       type);
/* The alert shown over PARENT's window (over any window when PARENT is
 * NULL), the newest first, whichever kind the build uses (an
 * AdwMessageDialog window, or an AdwAlertDialog inside the window or in
 * a window of its own), or NULL. */
GtkWidget  *chess_test_ui_find_alert      (GtkWidget  *parent);
/* Clicks ALERT's button for response ID, as a user would, and waits
 * until the alert is gone. */
void        chess_test_ui_answer_alert    (GtkWidget  *alert,
                                           const char *id);
/* Runs the main loop until WIDGET's window has laid out and painted a
 * new frame. */
void        chess_test_ui_wait_for_frame  (GtkWidget  *widget);
/* What WIDGET drew for a new frame, its background included. */
GdkTexture *chess_test_ui_render          (GtkWidget  *widget);
/* Writes TEXTURE to $G_TEST_BUILDDIR/screenshots/NAME.png for people to
 * look at. */
void        chess_test_ui_save_screenshot (GdkTexture *texture,
                                           const char *name);
/* Switches gettext to LANGUAGE ("ru", "it"…) for the strings looked up
 * from now on, and LC_ALL to a UTF-8 locale in which glibc honours it. */
void        chess_test_ui_use_language    (const char *language);
/* The text on WIDGET's clipboard (read asynchronously, waited for). */
char       *chess_test_ui_read_clipboard  (GtkWidget  *widget);

G_END_DECLS
