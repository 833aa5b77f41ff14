/* chess-presentation-window.h: a round's start position for the hall screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PRESENTATION_WINDOW (chess_presentation_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessPresentationWindow, chess_presentation_window, CHESS, PRESENTATION_WINDOW, AdwApplicationWindow)

/* Shows ROUND of EVENT in large type beside a large board and a set-up
 * guide (EVENT NULL: the round of no named event, in Chess960);
 * show_position() shows a position outside any event. With HIDDEN the
 * position stays covered until the arbiter reveals it (Space, Enter or a
 * click); H covers it again. F11 toggles fullscreen; Escape leaves it.
 * Properties: revealed (read-only), high-contrast (bound to the setting
 * presentation-high-contrast), fullscreen (what was asked for, and what
 * the window manager last reported). */
ChessPresentationWindow *chess_presentation_window_new        (GtkApplication *application);
void                     chess_presentation_window_show_round (ChessPresentationWindow *self,
                                                               ChessEvent              *event,
                                                               const ChessRound        *round,
                                                               gboolean                 hidden);
void                     chess_presentation_window_show_position (ChessPresentationWindow *self,
                                                               ChessVariant             variant,
                                                               guint                    number,
                                                               gboolean                 hidden);
gboolean                 chess_presentation_window_get_revealed (ChessPresentationWindow *self);
void                     chess_presentation_window_reveal     (ChessPresentationWindow *self);
/* Covers the position again, at once. */
void                     chess_presentation_window_conceal    (ChessPresentationWindow *self);
gboolean                 chess_presentation_window_get_high_contrast (ChessPresentationWindow *self);
void                     chess_presentation_window_set_high_contrast (ChessPresentationWindow *self,
                                                                      gboolean                 high_contrast);
gboolean                 chess_presentation_window_get_fullscreen (ChessPresentationWindow *self);
void                     chess_presentation_window_set_fullscreen (ChessPresentationWindow *self,
                                                                   gboolean                 fullscreen);

G_END_DECLS
