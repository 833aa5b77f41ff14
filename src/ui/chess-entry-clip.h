/* chess-entry-clip.h: an entry's text clipped only when there is text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void chess_entry_clip_typed_text_only (GtkEntry *entry);

G_END_DECLS
