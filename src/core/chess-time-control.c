/* chess-time-control.c: a time control, base time and Fischer increment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-time-control"

#include <string.h>

#include "chess-time-control.h"

/* A hundred hours: no overflow when a clock counts it in microseconds. */
#define MAX_CONTROL_MS (G_GINT64_CONSTANT (100) * 3600 * 1000)

#define MS_PER_MINUTE 60000
#define MS_PER_SECOND 1000

struct _ChessTimeControl
{
  gint64 base_ms;
  gint64 increment_ms;
};

G_DEFINE_BOXED_TYPE (ChessTimeControl, chess_time_control, chess_time_control_copy, chess_time_control_free)

ChessTimeControl *
chess_time_control_new (gint64 base_ms,
                        gint64 increment_ms)
{
  ChessTimeControl *self;

  g_return_val_if_fail (base_ms > 0 && base_ms <= MAX_CONTROL_MS, NULL);
  g_return_val_if_fail (increment_ms >= 0 && increment_ms <= MAX_CONTROL_MS, NULL);

  self = g_new (ChessTimeControl, 1);
  self->base_ms = base_ms;
  self->increment_ms = increment_ms;
  return self;
}

ChessTimeControl *
chess_time_control_copy (const ChessTimeControl *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_memdup2 (self, sizeof *self);
}

void
chess_time_control_free (ChessTimeControl *self)
{
  g_free (self);
}

gboolean
chess_time_control_equal (const ChessTimeControl *a,
                          const ChessTimeControl *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->base_ms == b->base_ms && a->increment_ms == b->increment_ms;
}

gint64
chess_time_control_get_base (const ChessTimeControl *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->base_ms;
}

gint64
chess_time_control_get_increment (const ChessTimeControl *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->increment_ms;
}

/* A decimal amount of UNIT_MS milliseconds, "5" or "0.5", to the nearest
 * millisecond. No floating point: "0.1" second is 100 ms, not 99. */
static gboolean
parse_amount (const char *text,
              gint64      unit_ms,
              gint64     *ms)
{
  gint64 whole = 0, fraction = 0, scale = 1;
  const char *p = text;

  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      whole = whole * 10 + (*p - '0');
      if (whole * unit_ms > MAX_CONTROL_MS)
        return FALSE;
    }
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      /* Nine digits are far below a millisecond; the rest cannot matter. */
      for (; g_ascii_isdigit (*p); p++)
        if (scale < 1000000000)
          {
            fraction = fraction * 10 + (*p - '0');
            scale *= 10;
          }
    }
  if (*p != '\0')
    return FALSE;

  *ms = whole * unit_ms + (fraction * unit_ms + scale / 2) / scale;
  return *ms <= MAX_CONTROL_MS;
}

/* BASE+INCREMENT, or BASE alone, in the given units. */
static ChessTimeControl *
parse_control (const char *text,
               gint64      base_unit_ms,
               gint64      increment_unit_ms)
{
  g_autofree char *copy = g_strdup (text);
  char *plus;
  gint64 base_ms, increment_ms = 0;

  plus = strchr (copy, '+');
  if (plus != NULL)
    {
      *plus = '\0';
      if (!parse_amount (g_strstrip (plus + 1), increment_unit_ms, &increment_ms))
        return NULL;
    }
  if (!parse_amount (g_strstrip (copy), base_unit_ms, &base_ms) || base_ms == 0)
    return NULL;
  return chess_time_control_new (base_ms, increment_ms);
}

ChessTimeControl *
chess_time_control_parse (const char  *text,
                          GError     **error)
{
  ChessTimeControl *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = parse_control (text, MS_PER_MINUTE, MS_PER_SECOND);
  if (self == NULL)
    g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                 "“%s” is not a time control: write minutes and the increment in seconds, e.g. 5+3",
                 text);
  return self;
}

ChessTimeControl *
chess_time_control_parse_pgn (const char  *tag,
                              GError     **error)
{
  ChessTimeControl *self;

  g_return_val_if_fail (tag != NULL, NULL);

  self = parse_control (tag, MS_PER_SECOND, MS_PER_SECOND);
  if (self == NULL)
    g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_PGN,
                 "TimeControl “%s” is not seconds and an increment, e.g. 300+3",
                 tag);
  return self;
}

/* MS in units of UNIT_MS as a decimal, with no more digits than needed.
 * Six at most: exact for any amount with a finite decimal form, and for
 * the others (a minute's thirds) near enough that parse_amount() rounds
 * it back to the same millisecond. */
static void
append_amount (GString *string,
               gint64   ms,
               gint64   unit_ms)
{
  gint64 rest = ms % unit_ms;

  g_string_append_printf (string, "%" G_GINT64_FORMAT, ms / unit_ms);
  if (rest == 0)
    return;
  g_string_append_c (string, '.');
  for (guint digits = 0; rest != 0 && digits < 6; digits++)
    {
      rest *= 10;
      g_string_append_c (string, (char) ('0' + rest / unit_ms));
      rest %= unit_ms;
    }
}

static char *
format_control (const ChessTimeControl *self,
                gint64                  base_unit_ms)
{
  GString *string = g_string_new (NULL);

  append_amount (string, self->base_ms, base_unit_ms);
  g_string_append_c (string, '+');
  append_amount (string, self->increment_ms, MS_PER_SECOND);
  return g_string_free (string, FALSE);
}

char *
chess_time_control_to_string (const ChessTimeControl *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return format_control (self, MS_PER_MINUTE);
}

char *
chess_time_control_to_pgn (const ChessTimeControl *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return format_control (self, MS_PER_SECOND);
}
