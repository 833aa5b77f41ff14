/* chess-game-layout.c: the player's window's page: the board beside its
 * panel, or above it on a page that scrolls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-layout"

#include "chess-game-layout.h"
#include "chess-analysis-board.h"
#include "chess-board-view.h"
#include "chess-panel-layout-private.h"

/* The board is what players look at, so it takes what the window gives:
 * beside the panel it is as tall as the page, and the panel has what
 * width is left (between PANEL_MIN_WIDTH and PANEL_MAX_WIDTH). Where that
 * would leave the board much smaller than it would be above the panel (a
 * narrow or portrait window), the panel goes below the board and the page
 * scrolls: the board then fills the width, less PEEK, so that the status
 * line under it stays in view. Around the board the page keeps room for a
 * castling king to wait outside the frame (arrange_beside ()).
 *
 * Which arrangement is "narrow" (ChessPanelLayout): the window's
 * breakpoints set it where libadwaita has them (chess-window.c); on
 * libadwaita 1.2, "auto-narrow" has the layout choose it at every
 * allocation, by which arrangement leaves the bigger board
 * (choose_narrow ()). Either way the same code below the property
 * arranges the page.
 *
 * The page is a GtkScrollable in a GtkScrolledWindow: the scrolled window
 * gives it the visible size, and it lays its children out for that size
 * and tells the adjustment how tall the page is. */

#define PANEL_MIN_WIDTH 250
#define PANEL_MIN_WIDTH_BESIDE_BAR 228
#define PANEL_MAX_WIDTH 380
/* Below the board, how much of the panel stays in view without scrolling:
 * the status line (whose turn, the result). */
#define PEEK 64
/* Below the board only when beside it the board would be smaller than
 * NARROW_RATIO of its size above the panel; and back beside it only once
 * it is HYSTERESIS better than that, so that a window near the tipping
 * point does not flip back and forth. */
#define NARROW_RATIO 0.8
#define HYSTERESIS   1.04

typedef struct
{
  gboolean        narrow;
  graphene_rect_t board;
  graphene_rect_t panel;
  int             page_height;
  /* Free around the board, on the page: where a castling king waits. */
  GtkBorder       room;
} Arrangement;

struct _ChessGameLayout
{
  ChessPanelLayout parent_instance;

  gboolean         auto_narrow;

  GtkAdjustment   *hadjustment;
  GtkAdjustment   *vadjustment;
  guint            hscroll_policy : 1;
  guint            vscroll_policy : 1;

  GtkRoot         *root;     /* not owned; its focus is followed */
};

enum {
  PROP_0,
  PROP_AUTO_NARROW,
  /* GtkScrollable */
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  N_PROPS
};

#define N_OWN_PROPS PROP_HADJUSTMENT

static GParamSpec *properties[N_OWN_PROPS];

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessGameLayout, chess_game_layout, CHESS_TYPE_PANEL_LAYOUT,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

static GtkWidget *
get_board (ChessGameLayout *self)
{
  return chess_panel_layout_get_board (CHESS_PANEL_LAYOUT (self));
}

static GtkWidget *
get_panel (ChessGameLayout *self)
{
  return chess_panel_layout_get_panel (CHESS_PANEL_LAYOUT (self));
}

/* The board child's size in at most WIDTH × HEIGHT: the board drawn
 * exactly in it, so that its frame's top is its allocation's, level with
 * the panel's top; SIDE is the board's own side (the evaluation bar's
 * wrapper is wider: it fits itself, chess_analysis_board_fit ()). */
static void
fit_board (ChessGameLayout *self,
           int              width,
           int              height,
           int             *board_width,
           int             *side)
{
  if (CHESS_IS_ANALYSIS_BOARD (get_board (self)))
    {
      chess_analysis_board_fit (CHESS_ANALYSIS_BOARD (get_board (self)), width, height, board_width, side);
      return;
    }
  *side = MIN (width, height);
  if (CHESS_IS_BOARD_VIEW (get_board (self)))
    *side = chess_board_view_fit_side (*side);
  *board_width = *side;
}

static int
board_minimum (ChessGameLayout *self,
               GtkOrientation   orientation)
{
  int minimum;

  _chess_panel_layout_measure_child (get_board (self), orientation, -1, &minimum, NULL);
  return minimum;
}

static int
panel_minimum_width (ChessGameLayout *self)
{
  int minimum;

  _chess_panel_layout_measure_child (get_panel (self), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL);
  /* The evaluation bar takes its width from the panel, not the board. */
  if (board_minimum (self, GTK_ORIENTATION_HORIZONTAL) > board_minimum (self, GTK_ORIENTATION_VERTICAL))
    return MAX (minimum, PANEL_MIN_WIDTH_BESIDE_BAR);
  return MAX (minimum, PANEL_MIN_WIDTH);
}

static int
panel_minimum_height (ChessGameLayout *self,
                      int              width)
{
  int minimum;

  _chess_panel_layout_measure_child (get_panel (self), GTK_ORIENTATION_VERTICAL, width, &minimum, NULL);
  return minimum;
}

/* The top of a block BLOCK_HEIGHT tall on a page HEIGHT tall: centred,
 * or lower to keep NEED above it, as long as it all stays in view. */
static int
block_top (int height,
           int block_height,
           int need)
{
  int y = CHESS_GAME_LAYOUT_MARGIN_Y + MAX (0, (height - 2 * CHESS_GAME_LAYOUT_MARGIN_Y - block_height) / 2);

  if (y < need && need + block_height + CHESS_GAME_LAYOUT_MARGIN_Y <= height)
    y = need;
  return y;
}

/* Board and panel side by side, as one block centred on the page, their
 * tops level. A castling king waits outside the board's frame: above and
 * below the board when the page leaves room there, else the margin left
 * of the board and the gap before the panel are widened to
 * chess_board_view_get_parking_room (), from the panel's width while it
 * is wider than its least, or else from the board's. */
static void
arrange_beside (ChessGameLayout *self,
                int              width,
                int              height,
                Arrangement     *arrangement)
{
  int inner_width = MAX (0, width - 2 * CHESS_GAME_LAYOUT_MARGIN_X);
  int inner_height = MAX (0, height - 2 * CHESS_GAME_LAYOUT_MARGIN_Y);
  int min_width = board_minimum (self, GTK_ORIENTATION_HORIZONTAL);
  int min_side = board_minimum (self, GTK_ORIENTATION_VERTICAL);
  int panel_min = panel_minimum_width (self);
  int margin = CHESS_GAME_LAYOUT_MARGIN_X, spacing = CHESS_GAME_LAYOUT_SPACING;
  int board_width, side, need, panel_width, panel_height, space, x, y;

  fit_board (self, MAX (inner_width - panel_min - spacing, min_width), MAX (inner_height, min_side),
             &board_width, &side);
  need = chess_board_view_get_parking_room (side, FALSE);
  panel_width = CLAMP (inner_width - board_width - spacing, panel_min, MAX (panel_min, PANEL_MAX_WIDTH));
  panel_height = MAX (side, panel_minimum_height (self, panel_width));
  y = block_top (height, panel_height, need);

  if (MIN (y, MAX (height - y - side, panel_height - side + CHESS_GAME_LAYOUT_MARGIN_Y)) < need)
    {
      /* No room above and below: beside the board, left and right, for
       * a king at its largest when the panel can spare it. */
      int roomy = chess_board_view_get_parking_room (side, TRUE);

      margin = MAX (margin, need);
      spacing = MAX (spacing, need);
      space = width - MAX (margin, roomy) - CHESS_GAME_LAYOUT_MARGIN_X - MAX (spacing, roomy);
      if (space - board_width >= MAX (panel_min, PANEL_MIN_WIDTH))
        {
          margin = MAX (margin, roomy);
          spacing = MAX (spacing, roomy);
        }
      space = width - margin - CHESS_GAME_LAYOUT_MARGIN_X - spacing;
      if (space - board_width < panel_min)
        fit_board (self, MAX (space - panel_min, min_width), MAX (inner_height, min_side),
                   &board_width, &side);
      panel_width = CLAMP (space - board_width, panel_min, MAX (panel_min, PANEL_MAX_WIDTH));
      panel_height = MAX (side, panel_minimum_height (self, panel_width));
      y = block_top (height, panel_height, need);
    }
  space = width - margin - CHESS_GAME_LAYOUT_MARGIN_X - spacing;
  x = margin + MAX (0, (space - board_width - panel_width) / 2);

  arrangement->board = GRAPHENE_RECT_INIT (x, y, board_width, side);
  arrangement->panel = GRAPHENE_RECT_INIT (x + board_width + spacing, y, panel_width, panel_height);
  arrangement->page_height = y + panel_height + CHESS_GAME_LAYOUT_MARGIN_Y;
}

/* The board's side beside the panel and above it, on a page of WIDTH ×
 * HEIGHT, roughly (without the room for a castling king). */
static void
board_sides (ChessGameLayout *self,
             int              width,
             int              height,
             int             *beside,
             int             *below)
{
  int inner_width = MAX (0, width - 2 * CHESS_GAME_LAYOUT_MARGIN_X);
  int inner_height = MAX (0, height - 2 * CHESS_GAME_LAYOUT_MARGIN_Y);
  /* What the evaluation bar beside the board takes of the width. */
  int bar = MAX (0, board_minimum (self, GTK_ORIENTATION_HORIZONTAL) - board_minimum (self, GTK_ORIENTATION_VERTICAL));

  *beside = MIN (inner_height, inner_width - bar - panel_minimum_width (self) - CHESS_GAME_LAYOUT_SPACING);
  *below = MIN (inner_width - bar, inner_height - PEEK);
}

/* "auto-narrow" (libadwaita 1.2): whether the panel goes below the board
 * on a page of WIDTH × HEIGHT, WAS_NARROW being the arrangement now. */
static gboolean
choose_narrow (ChessGameLayout *self,
               int              width,
               int              height,
               gboolean         was_narrow)
{
  int beside, below;

  board_sides (self, width, height, &beside, &below);
  if (was_narrow)
    return beside < below * NARROW_RATIO * HYSTERESIS;
  return beside < below * NARROW_RATIO;
}

/* The arrangement asked for on a page of WIDTH × HEIGHT. */
static gboolean
wants_narrow (ChessGameLayout *self,
              int              width,
              int              height)
{
  gboolean narrow = chess_panel_layout_get_narrow (CHESS_PANEL_LAYOUT (self));

  if (self->auto_narrow)
    return choose_narrow (self, width, height, narrow);
  return narrow;
}

/* Where board and panel go on a page of WIDTH × HEIGHT (the part in
 * view), and the page's own height: the panel below the board when
 * NARROW (or when beside it the board would not fit at all). */
static void
arrange (ChessGameLayout *self,
         int              width,
         int              height,
         gboolean         narrow,
         Arrangement     *arrangement)
{
  int inner_width = MAX (0, width - 2 * CHESS_GAME_LAYOUT_MARGIN_X);
  int inner_height = MAX (0, height - 2 * CHESS_GAME_LAYOUT_MARGIN_Y);
  int min_width = board_minimum (self, GTK_ORIENTATION_HORIZONTAL);
  int minimum = board_minimum (self, GTK_ORIENTATION_VERTICAL);
  /* What the evaluation bar beside the board takes of the width. */
  int bar = MAX (0, min_width - minimum);
  int panel_min = panel_minimum_width (self);
  int beside, below, board_width, side, need, page_bottom;

  board_sides (self, width, height, &beside, &below);
  if (!_chess_panel_layout_lays_out (get_panel (self)))
    narrow = FALSE;
  else if (beside < minimum)
    narrow = TRUE;

  arrangement->narrow = narrow;
  if (!_chess_panel_layout_lays_out (get_panel (self)))
    {
      /* Room above and below for a castling king. */
      fit_board (self, MAX (min_width, inner_width), MAX (minimum, inner_height), &board_width, &side);
      need = MAX (CHESS_GAME_LAYOUT_MARGIN_Y, chess_board_view_get_parking_room (side, FALSE));
      fit_board (self, MAX (min_width, inner_width), MAX (minimum, height - 2 * need), &board_width, &side);

      arrangement->board = GRAPHENE_RECT_INIT ((width - board_width) / 2, need, board_width, side);
      arrangement->panel = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      arrangement->page_height = side + 2 * need;
    }
  else if (narrow)
    {
      /* The board as wide as the page, less what keeps the status line in
       * view; the panel under it as wide as the board, so that their
       * edges line up, and down to the page's bottom. Above and below the
       * board, room for a castling king. */
      int panel_width, panel_height, top, gap;

      fit_board (self, MAX (inner_width, min_width), MAX (MIN (below, inner_width - bar), minimum),
                 &board_width, &side);
      need = chess_board_view_get_parking_room (side, TRUE);
      top = MAX (CHESS_GAME_LAYOUT_MARGIN_Y, need);
      gap = MAX (CHESS_GAME_LAYOUT_SPACING, need);
      panel_width = MIN (MAX (board_width, panel_min), MAX (inner_width, panel_min));
      panel_height = MAX (panel_minimum_height (self, panel_width),
                          height - top - side - gap - CHESS_GAME_LAYOUT_MARGIN_Y);

      arrangement->board = GRAPHENE_RECT_INIT ((width - board_width) / 2, top, board_width, side);
      arrangement->panel = GRAPHENE_RECT_INIT ((width - panel_width) / 2, top + side + gap,
                                               panel_width, panel_height);
      arrangement->page_height = top + side + gap + panel_height + CHESS_GAME_LAYOUT_MARGIN_Y;
    }
  else
    arrange_beside (self, width, height, arrangement);

  /* The room around the board, on the page, for a castling king. */
  page_bottom = MAX (arrangement->page_height, height);
  arrangement->room.left = (int) arrangement->board.origin.x;
  arrangement->room.top = (int) arrangement->board.origin.y;
  if (!_chess_panel_layout_lays_out (get_panel (self)))
    {
      arrangement->room.right = width - (int) (arrangement->board.origin.x + arrangement->board.size.width);
      arrangement->room.bottom = page_bottom - (int) (arrangement->board.origin.y + arrangement->board.size.height);
    }
  else if (narrow)
    {
      arrangement->room.right = width - (int) (arrangement->board.origin.x + arrangement->board.size.width);
      arrangement->room.bottom = (int) (arrangement->panel.origin.y
                                        - arrangement->board.origin.y - arrangement->board.size.height);
    }
  else
    {
      arrangement->room.right = (int) (arrangement->panel.origin.x
                                       - arrangement->board.origin.x - arrangement->board.size.width);
      arrangement->room.bottom = page_bottom - (int) (arrangement->board.origin.y + arrangement->board.size.height);
    }
}

/* The height of the part of the page in view: the scrolled window's, as
 * it is being allocated (GTK sets a widget's size before it calls its
 * size_allocate, where the scrolled window measures its child); 0 when
 * not known. */
static int
viewport_height (ChessGameLayout *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (!GTK_IS_SCROLLED_WINDOW (parent))
    return 0;
  return gtk_widget_get_height (parent);
}

static GtkSizeRequestMode
chess_game_layout_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
chess_game_layout_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (widget);
  int board_min, board_nat;

  _chess_panel_layout_measure_child (get_board (self), orientation, -1, &board_min, &board_nat);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int panel = _chess_panel_layout_lays_out (get_panel (self)) ? panel_minimum_width (self) : 0;

      *minimum = MAX (board_min, panel) + 2 * CHESS_GAME_LAYOUT_MARGIN_X;
      *natural = board_nat + (panel > 0 ? CHESS_GAME_LAYOUT_SPACING + panel : 0)
                 + 2 * CHESS_GAME_LAYOUT_MARGIN_X;
    }
  else
    {
      int height = viewport_height (self);
      Arrangement arrangement;

      /* Inside its scrolled window, the page's height for this width in
       * this view: the scrolled window shows a scroll bar when it is
       * taller. */
      if (for_size >= 0 && height > 0)
        {
          arrange (self, for_size, height, wants_narrow (self, for_size, height), &arrangement);
          *minimum = *natural = arrangement.page_height;
          return;
        }
      *minimum = board_min + 2 * CHESS_GAME_LAYOUT_MARGIN_Y;
      *natural = board_nat + 2 * CHESS_GAME_LAYOUT_MARGIN_Y;
    }
}

static void
configure_adjustment (GtkAdjustment *adjustment,
                      int            page_size,
                      int            upper)
{
  double value;

  if (adjustment == NULL)
    return;
  upper = MAX (upper, page_size);
  value = CLAMP (gtk_adjustment_get_value (adjustment), 0, upper - page_size);
  gtk_adjustment_configure (adjustment, value, 0, upper,
                            page_size * 0.1, page_size * 0.9, page_size);
}

static void
allocate_child (GtkWidget             *child,
                const graphene_rect_t *rect,
                double                 scroll)
{
  if (!_chess_panel_layout_lays_out (child))
    return;
  gtk_widget_allocate (child, (int) rect->size.width, (int) rect->size.height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (rect->origin.x,
                                                                           rect->origin.y - scroll)));
}

static void
chess_game_layout_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (widget);
  Arrangement arrangement;
  double scroll;

  arrange (self, width, height, wants_narrow (self, width, height), &arrangement);

  configure_adjustment (self->hadjustment, width, width);
  configure_adjustment (self->vadjustment, height, arrangement.page_height);
  scroll = self->vadjustment != NULL ? gtk_adjustment_get_value (self->vadjustment) : 0;

  if (CHESS_IS_ANALYSIS_BOARD (get_board (self)))
    chess_analysis_board_set_outer_room (CHESS_ANALYSIS_BOARD (get_board (self)), &arrangement.room);
  else if (CHESS_IS_BOARD_VIEW (get_board (self)))
    chess_board_view_set_outer_room (CHESS_BOARD_VIEW (get_board (self)), NULL, &arrangement.room);
  allocate_child (get_board (self), &arrangement.board, scroll);
  allocate_child (get_panel (self), &arrangement.panel, scroll);

  /* Chosen here: told once the children have their places. */
  if (self->auto_narrow)
    _chess_panel_layout_update_narrow (CHESS_PANEL_LAYOUT (self), arrangement.narrow);
}

/* Scrolls the page so that WIDGET is in view, its top first when it is
 * taller than the view. */
static void
scroll_to_widget (ChessGameLayout *self,
                  GtkWidget       *widget)
{
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  graphene_rect_t bounds;
  double value, top, bottom;

  if (self->vadjustment == NULL || height <= 0
      || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &bounds))
    return;

  value = gtk_adjustment_get_value (self->vadjustment);
  top = bounds.origin.y - CHESS_GAME_LAYOUT_MARGIN_Y;
  bottom = bounds.origin.y + bounds.size.height + CHESS_GAME_LAYOUT_MARGIN_Y;
  if (top < 0 || bottom - top > height)
    gtk_adjustment_set_value (self->vadjustment, value + top);
  else if (bottom > height)
    gtk_adjustment_set_value (self->vadjustment, value + bottom - height);
}

/* Tab and the move entry's focus reach what is below the fold: the page
 * follows the focus, as a GtkViewport would. */
static void
on_focus_widget_changed (GtkRoot         *root,
                         GParamSpec      *pspec,
                         ChessGameLayout *self)
{
  GtkWidget *focus = gtk_root_get_focus (root);

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    scroll_to_widget (self, focus);
}

static void
chess_game_layout_root (GtkWidget *widget)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (widget);

  GTK_WIDGET_CLASS (chess_game_layout_parent_class)->root (widget);

  self->root = gtk_widget_get_root (widget);
  g_signal_connect_object (self->root, "notify::focus-widget",
                           G_CALLBACK (on_focus_widget_changed), self, 0);
}

static void
chess_game_layout_unroot (GtkWidget *widget)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (widget);

  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, on_focus_widget_changed, self);
  self->root = NULL;

  GTK_WIDGET_CLASS (chess_game_layout_parent_class)->unroot (widget);
}

static void
set_adjustment (ChessGameLayout  *self,
                GtkAdjustment   **slot,
                GtkAdjustment    *adjustment)
{
  if (*slot == adjustment && adjustment != NULL)
    return;

  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, gtk_widget_queue_allocate, self);
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  g_set_object (slot, adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (gtk_widget_queue_allocate), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
chess_game_layout_dispose (GObject *object)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (object);

  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_func (self->hadjustment, gtk_widget_queue_allocate, self);
  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_func (self->vadjustment, gtk_widget_queue_allocate, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);

  G_OBJECT_CLASS (chess_game_layout_parent_class)->dispose (object);
}

static void
chess_game_layout_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_AUTO_NARROW:
      g_value_set_boolean (value, self->auto_narrow);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_layout_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessGameLayout *self = CHESS_GAME_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_AUTO_NARROW:
      chess_game_layout_set_auto_narrow (self, g_value_get_boolean (value));
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      if (self->hscroll_policy != (guint) g_value_get_enum (value))
        {
          self->hscroll_policy = g_value_get_enum (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_VSCROLL_POLICY:
      if (self->vscroll_policy != (guint) g_value_get_enum (value))
        {
          self->vscroll_policy = g_value_get_enum (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_layout_class_init (ChessGameLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_layout_dispose;
  object_class->get_property = chess_game_layout_get_property;
  object_class->set_property = chess_game_layout_set_property;

  widget_class->get_request_mode = chess_game_layout_get_request_mode;
  widget_class->measure = chess_game_layout_measure;
  widget_class->size_allocate = chess_game_layout_size_allocate;
  widget_class->root = chess_game_layout_root;
  widget_class->unroot = chess_game_layout_unroot;

  /* The layout chooses "narrow" itself, by its size (libadwaita 1.2,
   * which has no breakpoints). */
  properties[PROP_AUTO_NARROW] =
    g_param_spec_boolean ("auto-narrow", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_OWN_PROPS, properties);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_set_css_name (widget_class, "gamelayout");
}

static void
chess_game_layout_init (ChessGameLayout *self)
{
  self->auto_narrow = TRUE;
}

GtkWidget *
chess_game_layout_new (void)
{
  return g_object_new (CHESS_TYPE_GAME_LAYOUT, NULL);
}

gboolean
chess_game_layout_get_auto_narrow (ChessGameLayout *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LAYOUT (self), FALSE);
  return self->auto_narrow;
}

void
chess_game_layout_set_auto_narrow (ChessGameLayout *self,
                                   gboolean         auto_narrow)
{
  g_return_if_fail (CHESS_IS_GAME_LAYOUT (self));

  auto_narrow = !!auto_narrow;
  if (self->auto_narrow == auto_narrow)
    return;
  self->auto_narrow = auto_narrow;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_NARROW]);
}
