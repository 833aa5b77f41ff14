/* chess-board-animation.c: how the pieces of one move travel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-animation"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "chess-board-animation.h"
#include "chess-move.h"

/* One stretch of one piece's journey: from A to B between two moments. */
typedef struct {
  guint     piece;
  double    start;
  double    end;
  float     from_x, from_y, from_scale;
  float     to_x, to_y, to_scale;
  AdwEasing easing;
} Segment;

#define MAX_SEGMENTS 4

/* A captured piece stays until the mover is nearly there, then fades. */
#define CAPTURE_FADE_START 0.6

/* Until the board says where there is room for it (it knows its
 * surroundings: chess_board_animation_set_parking ()), the king waits
 * beyond the frame's edge beside its final square, a third of a square
 * past the frame (half a square wide), at this size. */
#define OFF_BOARD_SCALE 0.4f
#define OFF_BOARD_DISTANCE 0.8f

/* Relative lengths of the castle's steps, in ordinary-move durations:
 * slower than a move so that each step can be followed. */
#define CASTLE_KING_STEP 1.5
#define CASTLE_ROOK_STEP 1.5
#define CASTLE_ROOK_STAYS 0.6
#define CASTLE_PAUSE 0.3

struct _ChessBoardAnimation
{
  GObject                   parent_instance;

  GtkWidget                *widget;
  AdwAnimation             *animation;
  guint                     tick_id;
  gint64                    last_frame_time;

  ChessBoardAnimationPhase  kind;
  /* Milliseconds into the animation and its whole length. */
  double                    time;
  double                    total;
  /* Where a castle's rook step starts and ends, for get_phase(). */
  double                    rook_start;
  double                    rook_end;
  gboolean                  running;

  ChessAnimatedPiece        pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
  guint                     n_pieces;
  /* Index of a captured piece that fades out, or G_MAXUINT. */
  guint                     captured;
  Segment                   segments[MAX_SEGMENTS];
  guint                     n_segments;
  guint64                   hidden;
  /* A castle's: its colour, the king's final square, and the segments
   * that take the king off the board and back (G_MAXUINT otherwise). */
  ChessColor                castle_color;
  guint                     castle_king_to;
  guint                     king_leaves;
  guint                     king_returns;
};

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessBoardAnimation, chess_board_animation, G_TYPE_OBJECT)

/* Frame statistics, for tests/bench/animation. */
static GArray *frame_intervals;

gboolean
chess_board_animation_frame_stats_enabled (void)
{
  static int enabled = -1;

  if (enabled < 0)
    enabled = g_strcmp0 (g_getenv ("CHESS960_FRAME_STATS"), "1") == 0;
  return enabled;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
print_frame_stats (void)
{
  double *values;
  guint n;

  if (frame_intervals == NULL || frame_intervals->len == 0)
    {
      fprintf (stderr, "frame-stats: no animation frames\n");
      return;
    }

  n = frame_intervals->len;
  values = (double *) (void *) frame_intervals->data;
  qsort (values, n, sizeof (double), compare_doubles);
  /* Nearest-rank percentiles: a value that was really measured. */
  fprintf (stderr,
           "frame-stats: count %u, median %.2f ms, p95 %.2f ms, max %.2f ms\n",
           n, values[(n - 1) / 2], values[(guint) ((n * 95 + 99) / 100) - 1], values[n - 1]);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  ChessBoardAnimation *self = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->last_frame_time != 0)
    {
      double interval = (double) (now - self->last_frame_time) / 1000.0;

      g_array_append_val (frame_intervals, interval);
    }
  self->last_frame_time = now;
  return G_SOURCE_CONTINUE;
}

static void
chess_board_animation_stop_stats (ChessBoardAnimation *self)
{
  if (self->tick_id != 0 && self->widget != NULL)
    gtk_widget_remove_tick_callback (self->widget, self->tick_id);
  self->tick_id = 0;
  self->last_frame_time = 0;
}

static void
chess_board_animation_start_stats (ChessBoardAnimation *self)
{
  static gsize registered;

  if (!chess_board_animation_frame_stats_enabled ())
    return;

  if (g_once_init_enter (&registered))
    {
      frame_intervals = g_array_new (FALSE, FALSE, sizeof (double));
      atexit (print_frame_stats);
      g_once_init_leave (&registered, 1);
    }
  chess_board_animation_stop_stats (self);
  self->tick_id = gtk_widget_add_tick_callback (self->widget, on_tick, self, NULL);
}

static void
square_centre (guint  square,
               float *x,
               float *y)
{
  *x = (float) CHESS_SQUARE_FILE (square) + 0.5f;
  *y = (float) CHESS_SQUARE_RANK (square) + 0.5f;
}

static guint
add_piece (ChessBoardAnimation *self,
           ChessColor           color,
           ChessPieceType       type,
           guint                square)
{
  ChessAnimatedPiece *piece = &self->pieces[self->n_pieces];

  g_assert (self->n_pieces < CHESS_BOARD_ANIMATION_MAX_PIECES);
  piece->color = color;
  piece->type = type;
  square_centre (square, &piece->x, &piece->y);
  piece->scale = 1.0f;
  piece->opacity = 1.0f;
  piece->lifted = FALSE;
  return self->n_pieces++;
}

static void
add_segment (ChessBoardAnimation *self,
             guint                piece,
             double               start,
             double               end,
             float                to_x,
             float                to_y,
             float                to_scale)
{
  Segment *segment = &self->segments[self->n_segments];
  const Segment *previous = NULL;

  g_assert (self->n_segments < MAX_SEGMENTS);

  /* A segment starts where the piece's previous one ended. */
  for (guint i = 0; i < self->n_segments; i++)
    if (self->segments[i].piece == piece)
      previous = &self->segments[i];

  segment->piece = piece;
  segment->start = start;
  segment->end = end;
  if (previous != NULL)
    {
      segment->from_x = previous->to_x;
      segment->from_y = previous->to_y;
      segment->from_scale = previous->to_scale;
    }
  else
    {
      segment->from_x = self->pieces[piece].x;
      segment->from_y = self->pieces[piece].y;
      segment->from_scale = self->pieces[piece].scale;
    }
  segment->to_x = to_x;
  segment->to_y = to_y;
  segment->to_scale = to_scale;
  segment->easing = ADW_EASE_IN_OUT_CUBIC;
  self->n_segments++;
}

static void
chess_board_animation_plan_slide (ChessBoardAnimation *self,
                                  const ChessMove     *move,
                                  double               duration)
{
  ChessPieceType captured = chess_move_get_captured (move);
  guint to = chess_move_get_to (move);
  guint mover;
  float x, y;

  self->kind = CHESS_BOARD_ANIMATION_PHASE_SLIDE;
  self->total = duration;

  /* Drawn first, so that the mover passes over it. */
  if (captured != CHESS_PIECE_TYPE_NONE)
    self->captured = add_piece (self, chess_move_get_color (move) == CHESS_COLOR_WHITE
                                      ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE,
                                captured, chess_move_get_captured_square (move));

  /* A promoting pawn stays a pawn until it arrives. */
  mover = add_piece (self, chess_move_get_color (move), chess_move_get_piece (move),
                     chess_move_get_from (move));
  square_centre (to, &x, &y);
  add_segment (self, mover, 0, duration, x, y, 1.0f);
  self->hidden = G_GUINT64_CONSTANT (1) << to;
}

/* FIDE's Guidelines for Chess960 castling on a physical board: the king
 * leaves the board to a spot beside its final square, the rook goes to its
 * final square, and the king comes back onto its own. Every method — and
 * every Chess960x3 castle — then reads the same way, even when the king or
 * the rook does not move at all. */
static void
chess_board_animation_plan_castle (ChessBoardAnimation *self,
                                   const ChessMove     *move,
                                   double               duration)
{
  ChessColor color = chess_move_get_color (move);
  guint king_to = chess_move_get_to (move);
  guint rook_from = chess_move_get_rook_from (move);
  guint rook_to = chess_move_get_rook_to (move);
  double king_step = CASTLE_KING_STEP * duration;
  double pause = CASTLE_PAUSE * duration;
  double rook_step = (rook_from == rook_to ? CASTLE_ROOK_STAYS : CASTLE_ROOK_STEP) * duration;
  guint rook, king;
  float x, y, off_x, off_y;

  self->kind = CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES;
  self->rook_start = king_step + pause;
  self->rook_end = self->rook_start + rook_step;
  self->total = self->rook_end + pause + king_step;

  rook = add_piece (self, color, CHESS_PIECE_TYPE_ROOK, rook_from);
  king = add_piece (self, color, CHESS_PIECE_TYPE_KING, chess_move_get_from (move));
  self->pieces[king].lifted = TRUE;

  square_centre (king_to, &off_x, &off_y);
  off_y = color == CHESS_COLOR_WHITE ? -OFF_BOARD_DISTANCE : 8.0f + OFF_BOARD_DISTANCE;
  self->castle_color = color;
  self->castle_king_to = king_to;
  self->king_leaves = self->n_segments;
  add_segment (self, king, 0, king_step, off_x, off_y, OFF_BOARD_SCALE);

  square_centre (rook_to, &x, &y);
  add_segment (self, rook, self->rook_start, self->rook_end, x, y, 1.0f);

  square_centre (king_to, &x, &y);
  self->king_returns = self->n_segments;
  add_segment (self, king, self->rook_end + pause, self->total, x, y, 1.0f);

  self->hidden = (G_GUINT64_CONSTANT (1) << king_to) | (G_GUINT64_CONSTANT (1) << rook_to);
}

/* Places every piece where it is TIME milliseconds in. */
static void
chess_board_animation_update (ChessBoardAnimation *self)
{
  for (guint piece = 0; piece < self->n_pieces; piece++)
    {
      ChessAnimatedPiece *state = &self->pieces[piece];
      const Segment *current = NULL;

      /* The last segment that has begun decides; before any has begun
       * the first one's start. */
      for (guint i = 0; i < self->n_segments; i++)
        {
          const Segment *segment = &self->segments[i];

          if (segment->piece != piece)
            continue;
          if (current == NULL || self->time >= segment->start)
            current = segment;
        }
      if (current == NULL)
        continue;

      {
        double span = current->end - current->start;
        double t = span > 0 ? (self->time - current->start) / span : 1.0;
        float eased = (float) adw_easing_ease (current->easing, CLAMP (t, 0.0, 1.0));

        state->x = current->from_x + (current->to_x - current->from_x) * eased;
        state->y = current->from_y + (current->to_y - current->from_y) * eased;
        state->scale = current->from_scale + (current->to_scale - current->from_scale) * eased;
      }
    }

  if (self->captured != G_MAXUINT)
    {
      double fade_start = CAPTURE_FADE_START * self->total;
      double t = (self->time - fade_start) / (self->total - fade_start);

      self->pieces[self->captured].opacity = 1.0f - (float) CLAMP (t, 0.0, 1.0);
    }
}

static void
animation_value_cb (double   value,
                    gpointer user_data)
{
  ChessBoardAnimation *self = user_data;

  self->time = value;
  chess_board_animation_update (self);
  gtk_widget_queue_draw (self->widget);
}

static void
chess_board_animation_clear (ChessBoardAnimation *self)
{
  self->kind = CHESS_BOARD_ANIMATION_PHASE_IDLE;
  self->running = FALSE;
  self->n_pieces = 0;
  self->n_segments = 0;
  self->captured = G_MAXUINT;
  self->hidden = 0;
  self->time = 0;
  self->total = 0;
  self->king_leaves = self->king_returns = G_MAXUINT;
  self->castle_king_to = CHESS_NO_SQUARE;
}

static void
on_animation_done (AdwAnimation        *animation,
                   ChessBoardAnimation *self)
{
  gboolean was_running = self->running;

  chess_board_animation_stop_stats (self);
  chess_board_animation_clear (self);
  gtk_widget_queue_draw (self->widget);
  if (was_running)
    g_signal_emit (self, signals[FINISHED], 0);
}

static void
chess_board_animation_dispose (GObject *object)
{
  ChessBoardAnimation *self = CHESS_BOARD_ANIMATION (object);

  chess_board_animation_stop_stats (self);
  if (self->animation != NULL)
    g_signal_handlers_disconnect_by_data (self->animation, self);
  g_clear_object (&self->animation);
  self->widget = NULL;

  G_OBJECT_CLASS (chess_board_animation_parent_class)->dispose (object);
}

static void
chess_board_animation_class_init (ChessBoardAnimationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_board_animation_dispose;

  /* Also after finish(), so that whoever waits for the move to settle
   * (auto-flip) hears about it exactly once per animation. */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_board_animation_init (ChessBoardAnimation *self)
{
  chess_board_animation_clear (self);
}

ChessBoardAnimation *
chess_board_animation_new (GtkWidget *widget)
{
  ChessBoardAnimation *self;
  AdwAnimationTarget *target;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  self = g_object_new (CHESS_TYPE_BOARD_ANIMATION, NULL);
  /* Not a reference: the widget owns the animation. */
  self->widget = widget;

  target = adw_callback_animation_target_new (animation_value_cb, self, NULL);
  /* Linear in time: each step below has its own easing. The length is set
   * per move. */
  self->animation = adw_timed_animation_new (widget, 0, 1, 1, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  g_signal_connect (self->animation, "done", G_CALLBACK (on_animation_done), self);

  return self;
}

void
chess_board_animation_start (ChessBoardAnimation *self,
                             const ChessPosition *before,
                             const ChessMove     *move,
                             guint                move_duration)
{
  g_return_if_fail (CHESS_IS_BOARD_ANIMATION (self));
  g_return_if_fail (before != NULL);
  g_return_if_fail (move != NULL);

  /* A move made while another is shown: that one ends at once, so what is
   * on the board always catches up with the game. */
  chess_board_animation_finish (self);
  if (move_duration == 0)
    return;

  if (chess_move_is_castle (move))
    chess_board_animation_plan_castle (self, move, move_duration);
  else
    chess_board_animation_plan_slide (self, move, move_duration);

  self->running = TRUE;
  chess_board_animation_update (self);
  chess_board_animation_start_stats (self);

  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->animation), self->total);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), (guint) self->total);
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

void
chess_board_animation_finish (ChessBoardAnimation *self)
{
  g_return_if_fail (CHESS_IS_BOARD_ANIMATION (self));

  if (!self->running)
    return;

  /* skip() emits ::done, which clears the state and emits ::finished. A
   * sought (paused) animation does the same. */
  adw_animation_skip (self->animation);
  if (self->running)
    on_animation_done (self->animation, self);
}

gboolean
chess_board_animation_is_running (ChessBoardAnimation *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_ANIMATION (self), FALSE);
  return self->running;
}

void
chess_board_animation_seek (ChessBoardAnimation *self,
                            double               progress)
{
  g_return_if_fail (CHESS_IS_BOARD_ANIMATION (self));

  if (!self->running)
    return;

  adw_animation_pause (self->animation);
  chess_board_animation_stop_stats (self);
  self->time = CLAMP (progress, 0.0, 1.0) * self->total;
  chess_board_animation_update (self);
  gtk_widget_queue_draw (self->widget);
}

ChessBoardAnimationPhase
chess_board_animation_get_phase (ChessBoardAnimation *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_ANIMATION (self), CHESS_BOARD_ANIMATION_PHASE_IDLE);

  if (!self->running || self->kind != CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES)
    return self->running ? self->kind : CHESS_BOARD_ANIMATION_PHASE_IDLE;
  if (self->time < self->rook_start)
    return CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES;
  if (self->time <= self->rook_end)
    return CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES;
  return CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS;
}

guint64
chess_board_animation_get_hidden_squares (ChessBoardAnimation *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_ANIMATION (self), 0);
  return self->running ? self->hidden : 0;
}

guint
chess_board_animation_get_pieces (ChessBoardAnimation *self,
                                  ChessAnimatedPiece   pieces[CHESS_BOARD_ANIMATION_MAX_PIECES])
{
  g_return_val_if_fail (CHESS_IS_BOARD_ANIMATION (self), 0);

  if (!self->running)
    return 0;
  for (guint i = 0; i < self->n_pieces; i++)
    pieces[i] = self->pieces[i];
  return self->n_pieces;
}

gboolean
chess_board_animation_get_castle (ChessBoardAnimation *self,
                                  ChessColor          *color,
                                  guint               *king_to)
{
  g_return_val_if_fail (CHESS_IS_BOARD_ANIMATION (self), FALSE);

  if (!self->running || self->king_leaves == G_MAXUINT)
    return FALSE;
  if (color != NULL)
    *color = self->castle_color;
  if (king_to != NULL)
    *king_to = self->castle_king_to;
  return TRUE;
}

void
chess_board_animation_set_parking (ChessBoardAnimation *self,
                                   float                x,
                                   float                y,
                                   float                scale)
{
  Segment *leaves, *returns;

  g_return_if_fail (CHESS_IS_BOARD_ANIMATION (self));

  if (!self->running || self->king_leaves == G_MAXUINT)
    return;
  leaves = &self->segments[self->king_leaves];
  returns = &self->segments[self->king_returns];
  if (leaves->to_x == x && leaves->to_y == y && leaves->to_scale == scale)
    return;
  leaves->to_x = returns->from_x = x;
  leaves->to_y = returns->from_y = y;
  leaves->to_scale = returns->from_scale = scale;
  chess_board_animation_update (self);
  gtk_widget_queue_draw (self->widget);
}
