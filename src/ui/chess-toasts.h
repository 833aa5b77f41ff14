/* chess-toasts.h: toasts the app dismisses itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Toasts that the app dismisses itself (an Undo that can do nothing any
 * more, an engine fault mended) are added and dismissed through these.
 * Before libadwaita 1.7.5 AdwToastOverlay mishandles a toast dismissed
 * while it animates (chess_ui_toasts_dismiss_safely() says which): 1.2
 * frees a toast's state when its hide animation ends while its show
 * animation may still run, whose end then reads freed memory (a crash),
 * and a toast that one of high priority put back comes back while it
 * still hides (an assertion in 1.2, a critical later). A toast shown
 * while another hides slides in for 500 ms, and hides in 300 ms. So
 * there a dismissal waits until nothing has been added to or dismissed
 * from the overlay for a while of its frame clock's time; the toast's
 * button does nothing meanwhile if its action is off. From 1.7.5 on it
 * dismisses at once. */
void         chess_ui_toast_overlay_add            (AdwToastOverlay       *overlay,
                                                    AdwToast              *toast);
void         chess_ui_toast_dismiss                (AdwToast              *toast);

G_END_DECLS
