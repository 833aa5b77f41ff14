/* chess-settings.h: the app's GSettings, installed or from the build tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A new reference to the app's settings. Never NULL: a missing schema is a
 * broken installation and aborts with a clear message. */
GSettings *chess_settings_new (void);

G_END_DECLS
