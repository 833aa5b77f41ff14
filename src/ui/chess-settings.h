/* chess-settings.h: the app's GSettings, installed or from the build tree,
 * and what they exclude from random draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-exclusions.h"

G_BEGIN_DECLS

/* SP 534, RNBKQBNR: the standard position mirrored, which some clubs
 * leave out of their draws too. */
#define CHESS_MIRRORED_STANDARD_POSITION 534

/* A new reference to the app's settings. Never NULL: a missing schema is a
 * broken installation and aborts with a clear message. */
GSettings       *chess_settings_new            (void);
/* What a draw of VARIANT outside an event must not give, after the
 * preferences: SP 518, SP 534 and the user's own list. Nothing for
 * standard chess, which has one position. */
ChessExclusions *chess_settings_get_exclusions (GSettings    *settings,
                                                ChessVariant  variant);

/* Calls CALLBACK (USER_DATA) whenever what chess_settings_get_exclusions()
 * returns may have changed; g_signal_handlers_disconnect_by_data
 * (SETTINGS, USER_DATA) stops it. */
void             chess_settings_connect_exclusions_changed (GSettings *settings,
                                                            GCallback  callback,
                                                            gpointer   user_data);

G_END_DECLS
