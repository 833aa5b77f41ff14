/* chess-random.h: unbiased random numbers from the operating system
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

/* Uniform in [0, UPPER_BOUND), by rejection (no modulo bias), from the
 * OS's random source (getrandom, falling back to /dev/urandom). */
guint32   chess_random_uniform (guint32       upper_bound);

/* Fills BUFFER with LENGTH bytes from the OS's secure random source
 * (getrandom, else /dev/urandom); FALSE when neither can be read. Never
 * falls back to a pseudo-random generator: this makes secret keys. */
gboolean  chess_random_fill_secure (guint8      *buffer,
                                    gsize        length);

/* Uniform over the start positions of VARIANT that are not in EXCLUDED.
 * Fails with CHESS_ERROR_ALL_EXCLUDED when nothing is left to draw. */
gboolean  chess_random_draw    (ChessVariant  variant,
                                const guint  *excluded,
                                gsize         n_excluded,
                                guint        *number,
                                GError      **error);

G_END_DECLS
