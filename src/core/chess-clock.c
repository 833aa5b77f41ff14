/* chess-clock.c: a chess clock for two players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-clock"

#include "chess-clock.h"
#include "chess-enums.h"

/* Far more than a game can pile up with increments, and still no overflow
 * in microseconds: no file can ask for more. */
#define MAX_REMAINING_MS (G_GINT64_CONSTANT (1000000000000))

/* The clock counts in microseconds, the unit of its time source, and
 * shows milliseconds. Only the running side's time changes between
 * calls: it is remaining[active] minus the time since `since`. */
struct _ChessClock
{
  GObject             parent_instance;

  ChessTimeControl   *time_control;
  gint64              remaining[2];
  ChessColor          active;
  gboolean            running;
  /* Whether it has run at all: a paused clock waits for the first move
   * until then. */
  gboolean            started;
  gint64              since;

  ChessClockTimeFunc  time_func;
  gpointer            time_data;
  GDestroyNotify      time_destroy;

  /* Fires when the running side's time should be gone. */
  guint               deadline_source;
};

G_DEFINE_FINAL_TYPE (ChessClock, chess_clock, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TIME_CONTROL,
  PROP_ACTIVE_COLOR,
  PROP_RUNNING,
  PROP_STARTED,
  PROP_FLAGGED,
  PROP_WHITE_REMAINING,
  PROP_BLACK_REMAINING,
  N_PROPS
};

enum {
  FLAG_FALL,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What the properties showed before a change, to notify only what the
 * change really changed. */
typedef struct {
  gint64     remaining_ms[2];
  ChessColor active;
  gboolean   running;
  gboolean   started;
  gboolean   flagged;
} ClockState;

static gint64
now (ChessClock *self)
{
  return self->time_func != NULL ? self->time_func (self->time_data) : g_get_monotonic_time ();
}

static gint64
us_to_ms (gint64 us)
{
  return (us + 999) / 1000;
}

static gboolean
is_flagged (ChessClock *self)
{
  return self->remaining[self->active] == 0;
}

static void
chess_clock_begin (ChessClock *self,
                   ClockState *state)
{
  g_object_freeze_notify (G_OBJECT (self));
  state->remaining_ms[CHESS_COLOR_WHITE] = us_to_ms (self->remaining[CHESS_COLOR_WHITE]);
  state->remaining_ms[CHESS_COLOR_BLACK] = us_to_ms (self->remaining[CHESS_COLOR_BLACK]);
  state->active = self->active;
  state->running = self->running;
  state->started = self->started;
  state->flagged = is_flagged (self);
}

/* Counts the running side's time up to now. TRUE when it ran out: the
 * clock has stopped and the flag fell. */
static gboolean
chess_clock_settle (ChessClock *self)
{
  gint64 time;

  if (!self->running)
    return FALSE;
  time = now (self);
  self->remaining[self->active] = MAX (0, self->remaining[self->active] - MAX (0, time - self->since));
  self->since = time;
  if (self->remaining[self->active] > 0)
    return FALSE;
  self->running = FALSE;
  return TRUE;
}

/* Starts the active side's time, unless it is gone: then the flag falls
 * at once (TRUE). */
static gboolean
chess_clock_start (ChessClock *self)
{
  self->since = now (self);
  self->started = TRUE;
  self->running = !is_flagged (self);
  return !self->running;
}

static gboolean
on_deadline (gpointer user_data)
{
  ChessClock *self = CHESS_CLOCK (user_data);

  self->deadline_source = 0;
  chess_clock_update (self);
  return G_SOURCE_REMOVE;
}

/* Early by nothing: a timeout fires once its whole interval has passed on
 * the monotonic clock, and the interval is rounded up. */
static void
chess_clock_schedule_deadline (ChessClock *self)
{
  gint64 ms;

  g_clear_handle_id (&self->deadline_source, g_source_remove);
  if (!self->running)
    return;
  ms = us_to_ms (self->remaining[self->active]);
  self->deadline_source = g_timeout_add ((guint) CLAMP (ms, 1, G_MAXUINT), on_deadline, self);
}

static void
chess_clock_end (ChessClock *self,
                 ClockState *state,
                 gboolean    flag_fell)
{
  GObject *object = G_OBJECT (self);
  ChessColor flagged_color = self->active;

  if (state->remaining_ms[CHESS_COLOR_WHITE] != us_to_ms (self->remaining[CHESS_COLOR_WHITE]))
    g_object_notify_by_pspec (object, properties[PROP_WHITE_REMAINING]);
  if (state->remaining_ms[CHESS_COLOR_BLACK] != us_to_ms (self->remaining[CHESS_COLOR_BLACK]))
    g_object_notify_by_pspec (object, properties[PROP_BLACK_REMAINING]);
  if (state->active != self->active)
    g_object_notify_by_pspec (object, properties[PROP_ACTIVE_COLOR]);
  if (state->running != self->running)
    g_object_notify_by_pspec (object, properties[PROP_RUNNING]);
  if (state->started != self->started)
    g_object_notify_by_pspec (object, properties[PROP_STARTED]);
  if (state->flagged != is_flagged (self))
    g_object_notify_by_pspec (object, properties[PROP_FLAGGED]);

  chess_clock_schedule_deadline (self);
  g_object_thaw_notify (object);

  /* Last: a handler sees the clock stopped, and may end the game. */
  if (flag_fell)
    g_signal_emit (self, signals[FLAG_FALL], 0, flagged_color);
}

static void
chess_clock_dispose (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);

  g_clear_handle_id (&self->deadline_source, g_source_remove);
  self->running = FALSE;

  G_OBJECT_CLASS (chess_clock_parent_class)->dispose (object);
}

static void
chess_clock_finalize (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);

  if (self->time_destroy != NULL)
    self->time_destroy (self->time_data);
  g_clear_pointer (&self->time_control, chess_time_control_free);

  G_OBJECT_CLASS (chess_clock_parent_class)->finalize (object);
}

static void
chess_clock_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  ChessClock *self = CHESS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      g_value_set_boxed (value, self->time_control);
      break;
    case PROP_ACTIVE_COLOR:
      g_value_set_enum (value, self->active);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_STARTED:
      g_value_set_boolean (value, self->started);
      break;
    case PROP_FLAGGED:
      g_value_set_boolean (value, is_flagged (self));
      break;
    case PROP_WHITE_REMAINING:
      g_value_set_int64 (value, us_to_ms (self->remaining[CHESS_COLOR_WHITE]));
      break;
    case PROP_BLACK_REMAINING:
      g_value_set_int64 (value, us_to_ms (self->remaining[CHESS_COLOR_BLACK]));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  ChessClock *self = CHESS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      self->time_control = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_constructed (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);

  G_OBJECT_CLASS (chess_clock_parent_class)->constructed (object);

  /* g_object_new() without one: five minutes, as good as any. */
  if (self->time_control == NULL)
    self->time_control = chess_time_control_new (5 * 60 * 1000, 0);
  self->remaining[CHESS_COLOR_WHITE] = chess_time_control_get_base (self->time_control) * 1000;
  self->remaining[CHESS_COLOR_BLACK] = chess_time_control_get_base (self->time_control) * 1000;
}

static void
chess_clock_class_init (ChessClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = chess_clock_constructed;
  object_class->dispose = chess_clock_dispose;
  object_class->finalize = chess_clock_finalize;
  object_class->get_property = chess_clock_get_property;
  object_class->set_property = chess_clock_set_property;

  properties[PROP_TIME_CONTROL] =
    g_param_spec_boxed ("time-control", NULL, NULL, CHESS_TYPE_TIME_CONTROL,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE_COLOR] =
    g_param_spec_enum ("active-color", NULL, NULL, CHESS_TYPE_COLOR, CHESS_COLOR_WHITE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STARTED] =
    g_param_spec_boolean ("started", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLAGGED] =
    g_param_spec_boolean ("flagged", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* In milliseconds, as of the last press, pause, resume or switch. */
  properties[PROP_WHITE_REMAINING] =
    g_param_spec_int64 ("white-remaining", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLACK_REMAINING] =
    g_param_spec_int64 ("black-remaining", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessClock::flag-fall:
   * @color: the side whose time ran out
   *
   * The running side's time reached zero; the clock has stopped.
   */
  signals[FLAG_FALL] =
    g_signal_new ("flag-fall", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_COLOR);
}

static void
chess_clock_init (ChessClock *self)
{
  self->active = CHESS_COLOR_WHITE;
}

ChessClock *
chess_clock_new (const ChessTimeControl *time_control)
{
  g_return_val_if_fail (time_control != NULL, NULL);

  return g_object_new (CHESS_TYPE_CLOCK, "time-control", time_control, NULL);
}

void
chess_clock_set_time_func (ChessClock         *self,
                           ChessClockTimeFunc  func,
                           gpointer            user_data,
                           GDestroyNotify      destroy)
{
  ClockState state;
  gboolean fell;

  g_return_if_fail (CHESS_IS_CLOCK (self));

  /* The time so far is counted on the old scale; the new one starts
   * counting from its own now. */
  chess_clock_begin (self, &state);
  fell = chess_clock_settle (self);
  if (self->time_destroy != NULL)
    self->time_destroy (self->time_data);
  self->time_func = func;
  self->time_data = user_data;
  self->time_destroy = destroy;
  self->since = now (self);
  chess_clock_end (self, &state, fell);
}

const ChessTimeControl *
chess_clock_get_time_control (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), NULL);
  return self->time_control;
}

gint64
chess_clock_get_remaining (ChessClock *self,
                           ChessColor  color)
{
  gint64 remaining;

  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  g_return_val_if_fail (color == CHESS_COLOR_WHITE || color == CHESS_COLOR_BLACK, 0);

  remaining = self->remaining[color];
  if (self->running && color == self->active)
    remaining = MAX (0, remaining - MAX (0, now (self) - self->since));
  return us_to_ms (remaining);
}

ChessColor
chess_clock_get_active_color (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), CHESS_COLOR_WHITE);
  return self->active;
}

gboolean
chess_clock_get_running (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return self->running;
}

gboolean
chess_clock_get_started (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return self->started;
}

gboolean
chess_clock_get_flagged (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return is_flagged (self);
}

void
chess_clock_press (ChessClock *self,
                   ChessColor  mover)
{
  ClockState state;
  gboolean fell, earns;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (mover == CHESS_COLOR_WHITE || mover == CHESS_COLOR_BLACK);

  chess_clock_begin (self, &state);
  /* The increment is for a move made on a running clock, or the first,
   * which starts it: a move while paused was thought over on no one's
   * time and earns nothing. */
  earns = self->running || !self->started;
  /* A move made after the flag fell earns no increment: the flag falls
   * now, late, and the clock stays stopped. */
  fell = chess_clock_settle (self);
  if (!fell)
    {
      if (earns)
        self->remaining[mover] = MIN (self->remaining[mover]
                                      + chess_time_control_get_increment (self->time_control) * 1000,
                                      MAX_REMAINING_MS * 1000);
      self->active = mover == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE;
      fell = chess_clock_start (self);
    }
  chess_clock_end (self, &state, fell);
}

void
chess_clock_set_active_color (ChessClock *self,
                              ChessColor  color)
{
  ClockState state;
  gboolean fell;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (color == CHESS_COLOR_WHITE || color == CHESS_COLOR_BLACK);

  chess_clock_begin (self, &state);
  fell = chess_clock_settle (self);
  if (!fell && color != self->active)
    {
      gboolean was_running = self->running;

      self->active = color;
      if (was_running)
        fell = chess_clock_start (self);
    }
  chess_clock_end (self, &state, fell);
}

void
chess_clock_pause (ChessClock *self)
{
  ClockState state;
  gboolean fell;

  g_return_if_fail (CHESS_IS_CLOCK (self));

  chess_clock_begin (self, &state);
  fell = chess_clock_settle (self);
  self->running = FALSE;
  chess_clock_end (self, &state, fell);
}

void
chess_clock_resume (ChessClock *self)
{
  ClockState state;
  gboolean fell = FALSE;

  g_return_if_fail (CHESS_IS_CLOCK (self));

  chess_clock_begin (self, &state);
  if (!self->running)
    fell = chess_clock_start (self);
  chess_clock_end (self, &state, fell);
}

void
chess_clock_update (ChessClock *self)
{
  ClockState state;
  gboolean fell;

  g_return_if_fail (CHESS_IS_CLOCK (self));

  chess_clock_begin (self, &state);
  fell = chess_clock_settle (self);
  chess_clock_end (self, &state, fell);
}

#define KEY_TIME_CONTROL "TimeControl"
#define KEY_WHITE "WhiteMs"
#define KEY_BLACK "BlackMs"
#define KEY_ACTIVE "Active"

void
chess_clock_save_state (ChessClock *self,
                        GKeyFile   *key_file,
                        const char *group)
{
  g_autofree char *control = NULL;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (key_file != NULL);
  g_return_if_fail (group != NULL);

  /* The PGN form: exact to the millisecond, and readable. */
  control = chess_time_control_to_pgn (self->time_control);
  g_key_file_set_string (key_file, group, KEY_TIME_CONTROL, control);
  g_key_file_set_int64 (key_file, group, KEY_WHITE, chess_clock_get_remaining (self, CHESS_COLOR_WHITE));
  g_key_file_set_int64 (key_file, group, KEY_BLACK, chess_clock_get_remaining (self, CHESS_COLOR_BLACK));
  g_key_file_set_string (key_file, group, KEY_ACTIVE, chess_color_to_string (self->active));
}

static gboolean
read_remaining (GKeyFile    *key_file,
                const char  *group,
                const char  *key,
                gint64      *ms,
                GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  *ms = g_key_file_get_int64 (key_file, group, key, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (*ms < 0 || *ms > MAX_REMAINING_MS)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "[%s] %s=%" G_GINT64_FORMAT " is no time left", group, key, *ms);
      return FALSE;
    }
  return TRUE;
}

ChessClock *
chess_clock_new_from_state (GKeyFile    *key_file,
                            const char  *group,
                            GError     **error)
{
  g_autofree char *control_text = NULL;
  g_autofree char *active = NULL;
  g_autoptr(ChessTimeControl) control = NULL;
  g_autoptr(GError) local_error = NULL;
  ChessClock *self;
  ChessColor active_color;
  gint64 white_ms, black_ms;

  g_return_val_if_fail (key_file != NULL, NULL);
  g_return_val_if_fail (group != NULL, NULL);

  control_text = g_key_file_get_string (key_file, group, KEY_TIME_CONTROL, error);
  if (control_text == NULL)
    return NULL;
  control = chess_time_control_parse_pgn (control_text, &local_error);
  if (control == NULL)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "[%s] %s: %s", group, KEY_TIME_CONTROL, local_error->message);
      return NULL;
    }
  if (!read_remaining (key_file, group, KEY_WHITE, &white_ms, error)
      || !read_remaining (key_file, group, KEY_BLACK, &black_ms, error))
    return NULL;
  active = g_key_file_get_string (key_file, group, KEY_ACTIVE, error);
  if (active == NULL)
    return NULL;
  if (!chess_color_from_string (active, &active_color))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "[%s] %s=%s is neither white nor black", group, KEY_ACTIVE, active);
      return NULL;
    }

  self = chess_clock_new (control);
  self->remaining[CHESS_COLOR_WHITE] = white_ms * 1000;
  self->remaining[CHESS_COLOR_BLACK] = black_ms * 1000;
  self->active = active_color;
  /* Not worth a key of its own: only a clock that never ran is still at
   * the start, White to move. */
  self->started = self->active != CHESS_COLOR_WHITE
                  || self->remaining[CHESS_COLOR_WHITE] != chess_time_control_get_base (control) * 1000
                  || self->remaining[CHESS_COLOR_BLACK] != chess_time_control_get_base (control) * 1000;
  return self;
}
