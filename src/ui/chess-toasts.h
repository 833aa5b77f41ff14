/* chess-toasts.h: toasts the app dismisses itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Toasts that the app dismisses itself (an Undo that can do nothing any
 * more, an engine fault mended) are added and dismissed through these.
 * libadwaita 1.2's AdwToastOverlay frees a toast's state when its hide
 * animation ends while its show animation may still run, and the show
 * animation's end then unreferences freed memory (a crash): a toast
 * shown while another hides slides in for 500 ms, and hides in 300 ms.
 * So a dismissal waits until nothing has been added to or dismissed from
 * the overlay for a while of its frame clock's time; the toast's button
 * does nothing meanwhile if its action is off. Not a difference between
 * versions, so not in chess-compat: it is kept on every version. */
void         chess_ui_toast_overlay_add            (AdwToastOverlay       *overlay,
                                                    AdwToast              *toast);
void         chess_ui_toast_dismiss                (AdwToast              *toast);

G_END_DECLS
