/* chess-die.h: a die that shows a face, and tumbles onto it when thrown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_DIE (chess_die_get_type ())
G_DECLARE_FINAL_TYPE (ChessDie, chess_die, CHESS, DIE, GtkWidget)

/* Properties: face (uint 1–6, or 0 before the first throw: only the
 * outline; read-write: shown at once), rolling
 * (boolean, read-only: TRUE while a throw tumbles). */
GtkWidget *chess_die_new         (void);
guint      chess_die_get_face    (ChessDie *self);
/* Shows FACE at once, ending a throw that is still tumbling. */
void       chess_die_set_face    (ChessDie *self,
                                  guint     face);
/* Tumbles onto FACE: the faces flicker, the die bounces and turns, then
 * settles. Without animations (or unmapped) it shows FACE at once;
 * either way notify::rolling goes FALSE when FACE is shown. */
void       chess_die_throw       (ChessDie *self,
                                  guint     face);
gboolean   chess_die_get_rolling (ChessDie *self);
/* Ends a tumbling throw on its face now. */
void       chess_die_settle      (ChessDie *self);

G_END_DECLS
