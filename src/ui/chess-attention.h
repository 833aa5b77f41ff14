/* chess-attention.h: whether the pointer or keyboard focus is on a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  CHESS_ATTENTION_POINTER,
  CHESS_ATTENTION_FOCUS,
} ChessAttention;

/* ATTENDED is TRUE when SOURCE arrives on WIDGET, FALSE when it leaves. */
typedef void (*ChessAttentionFunc) (GtkWidget      *widget,
                                    ChessAttention  source,
                                    gboolean        attended,
                                    gpointer        user_data);

/* Calls FUNC whenever the pointer or the keyboard focus comes to WIDGET or
 * leaves it: what the castle buttons and the move chooser preview. */
void chess_ui_watch_attention (GtkWidget          *widget,
                            ChessAttentionFunc  func,
                            gpointer            user_data);

G_END_DECLS
