/* chess-presentation-window-private.h: what the hall screen's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-game.h"
#include "chess-presentation-window.h"
#include "chess-setup-guide.h"

G_BEGIN_DECLS

/* The type sizes are designed for a 1920 × 1080 screen and scale with the
 * window from there, so that the same proportions read across a room at
 * any resolution. */
#define DESIGN_WIDTH  1920.0
#define DESIGN_HEIGHT 1080.0
/* Below this nothing is legible from afar anyway; the window may still be
 * small on the arbiter's own screen. */
#define MIN_TEXT_SIZE 11.0

/* The size of the set-up guide's piece letters, as a share of the
 * screen's height: read from the back of a hall. */
#define GUIDE_LETTER_SHARE 0.082
/* The board keeps at least this share of the height under the caption,
 * or the guide shrinks. */
#define MIN_BOARD_SHARE 0.3
/* The gap ChessBoardLayout leaves between the board and the guide. */
#define BOARD_LAYOUT_SPACING 18

struct _ChessPresentationWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* What is shown; HAS_POSITION is FALSE until the first show_*(). */
  gboolean              has_position;
  ChessVariant          variant;
  guint                 number;
  char                  back_rank[9];
  char                 *event_name;
  /* 0: a position outside any round. */
  guint                 round;
  gboolean              colours_reversed;
  /* Only while revealed: hidden, no widget holds the position. */
  ChessGame            *game;

  gboolean              revealed;
  gboolean              high_contrast;
  gboolean              fullscreen;
  /* In fullscreen: the header bar called back by the pointer. */
  gboolean              header_called;
  /* The last allocation, which the type sizes follow. */
  int                   width;
  int                   height;

  /* Template widgets */
  GtkRevealer          *header_revealer;
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkButton            *reveal_button;
  AdwButtonContent     *reveal_content;
  GtkButton            *fullscreen_button;
  GtkStack             *stack;
  GtkWidget            *cover;
  GtkImage             *cover_icon;
  GtkLabel             *cover_event_label;
  GtkLabel             *cover_title_label;
  GtkLabel             *cover_hint_label;
  GtkWidget            *position_page;
  GtkLabel             *event_label;
  GtkLabel             *caption_label;
  GtkLabel             *reversed_label;
  ChessBoardLayout     *board_layout;
  ChessBoardView       *board_view;
  ChessSetupGuide      *guide;
};

/* Sizes the type and fits the guide to the last allocation
 * (chess-presentation-window-layout.c). */
void _chess_presentation_window_update_text_sizes (ChessPresentationWindow *self);

G_END_DECLS
