/* chess-test-mounts.h: a small full disk and a read-only folder for the
 * tests that check a write fails without harm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean chess_test_mounts_init       (void);
gboolean chess_test_mount_small_disk  (const char *folder,
                                       guint       kib);
gboolean chess_test_mount_read_only   (const char *folder);
gboolean chess_test_unmount           (const char *folder);

G_END_DECLS
