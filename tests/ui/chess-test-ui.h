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

/* Waiting. Every wait in the GUI tests is for a condition, never for a
 * fixed time: the main loop runs until the condition holds, and the test
 * fails (with the condition's text) if it does not within ten seconds, far
 * beyond what any of them takes on a loaded machine. The condition is
 * looked at whenever the main loop wakes, and at least every 20 ms, for
 * what changes outside it (a file another process writes). */
#define CHESS_TEST_UI_WAIT_SECONDS 10

typedef gboolean (*ChessTestUiCondition) (gpointer data);

/* Runs the main loop until CONDITION (DATA) holds, for at most MS
 * milliseconds; returns whether it holds. */
gboolean    chess_test_ui_wait_for_ms     (ChessTestUiCondition  condition,
                                           gpointer              data,
                                           guint                 ms);
/* The same, for at most CHESS_TEST_UI_WAIT_SECONDS. */
gboolean    chess_test_ui_wait_for        (ChessTestUiCondition  condition,
                                           gpointer              data);
/* One turn of the main loop, blocking until something happens or 20 ms
 * pass; fails the test, naming WHAT, once DEADLINE (monotonic time) has
 * passed. For WAIT_UNTIL. */
void        chess_test_ui_iterate_until   (gint64                deadline,
                                           const char           *what);

/* Runs the main loop until the C expression CONDITION holds; fails the
 * test after CHESS_TEST_UI_WAIT_SECONDS. */
#define WAIT_UNTIL(condition) \
  G_STMT_START { \
    gint64 wait_until_deadline_ = g_get_monotonic_time () + CHESS_TEST_UI_WAIT_SECONDS * G_USEC_PER_SEC; \
    while (!(condition)) \
      chess_test_ui_iterate_until (wait_until_deadline_, #condition); \
  } G_STMT_END

/* Runs the main loop until nothing in it is ready to run: every event,
 * idle, timeout already due and I/O answer already there has been handled.
 * What a test does next then sees everything its last step set off,
 * except what waits on time. */
void        chess_test_ui_wait_idle       (void);
/* For checks that something did NOT happen: runs the main loop until
 * WIDGET's window has painted N_FRAMES new frames (so that layout,
 * drawing, and every source due meanwhile ran N_FRAMES times), and then
 * until it is idle. Whatever a step set off without a delay of its own
 * has happened by then, and the test asserts that it did not. */
void        chess_test_ui_settle          (GtkWidget            *widget,
                                           guint                 n_frames);

/* Opens BUTTON's menu once, if it has none yet: a menu button whose
 * popover is made when first opened (the main menu) then has it, as after
 * a click. */
void        chess_test_ui_make_menu       (GtkMenuButton        *button);

/* The first widget of TYPE in WIDGET's tree (WIDGET included), depth
 * first, or NULL. */
GtkWidget  *chess_test_ui_find_descendant (GtkWidget  *widget,
                                           GType       type);
/* The first widget of TYPE in any window's tree, or NULL: finds the
 * content of a dialog (chess_ui_content_dialog_wrap()) whether it is
 * attached to its window or a window of its own. */
GtkWidget  *chess_test_ui_find_in_windows (GType       type);
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
/* What the dialog around CONTENT (chess_ui_content_dialog_wrap()) drew
 * where CONTENT is, its background included, once it has opened: a
 * window of its own, or a sheet over its window that fades in. */
GdkTexture *chess_test_ui_render_content (GtkWidget  *content);
/* What DIALOG (an AdwDialog or a window: Preferences) drew, its
 * background included, once it has opened. */
GdkTexture *chess_test_ui_render_dialog  (GtkWidget  *dialog);
/* Writes TEXTURE to $G_TEST_BUILDDIR/screenshots/NAME.png for people to
 * look at. */
void        chess_test_ui_save_screenshot (GdkTexture *texture,
                                           const char *name);
/* Switches gettext to LANGUAGE ("ru", "it"…) for the strings looked up
 * from now on, and LC_ALL to a UTF-8 locale in which glibc honours it. */
void        chess_test_ui_use_language    (const char *language);
/* What the app sets up for its windows, for screenshots that look as
 * the app does: its style sheet, its icons, and its translations (from
 * CHESS960_LOCALEDIR) under C.UTF-8, for chess_test_ui_use_language(). */
void        chess_test_ui_use_app_look    (void);
/* The text on WIDGET's clipboard (read asynchronously, waited for). */
char       *chess_test_ui_read_clipboard  (GtkWidget  *widget);
/* Removes the folder PATH and everything in it. */
void        chess_test_ui_remove_tree     (const char *path);
/* Removes the app's cache folder (XDG_CACHE_HOME/chess960) with all it
 * holds, or the file a test put in its place. */
void        chess_test_ui_clear_cache     (void);

G_END_DECLS
