/* chess-random.c: unbiased random numbers from the operating system
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-random"

#include <errno.h>
#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include "chess-random.h"
#include "chess-startpos.h"

/* Set once getrandom() has failed for a reason other than EINTR (an old
 * kernel or a sandbox that filters the call), so that later draws go
 * straight to /dev/urandom instead of paying for a failing syscall. */
static gint getrandom_unusable;
static gint warned_no_os_random;

static gboolean
fill_from_getrandom (guint8 *buffer,
                     gsize   length)
{
  if (g_atomic_int_get (&getrandom_unusable))
    return FALSE;

  while (length > 0)
    {
      ssize_t n_read = getrandom (buffer, length, 0);

      if (n_read < 0)
        {
          if (errno == EINTR)
            continue;
          g_atomic_int_set (&getrandom_unusable, TRUE);
          return FALSE;
        }

      buffer += n_read;
      length -= n_read;
    }

  return TRUE;
}

static gboolean
fill_from_urandom (guint8 *buffer,
                   gsize   length)
{
  int fd;

  do
    fd = open ("/dev/urandom", O_RDONLY | O_CLOEXEC);
  while (fd < 0 && errno == EINTR);

  if (fd < 0)
    return FALSE;

  while (length > 0)
    {
      ssize_t n_read = read (fd, buffer, length);

      if (n_read < 0 && errno == EINTR)
        continue;
      if (n_read <= 0)
        break;

      buffer += n_read;
      length -= n_read;
    }

  close (fd);

  return length == 0;
}

static guint32
random_u32 (void)
{
  guint32 value;

  if (fill_from_getrandom ((guint8 *) &value, sizeof value) ||
      fill_from_urandom ((guint8 *) &value, sizeof value))
    return value;

  /* Without any OS source the app would otherwise be unable to draw at all;
   * GLib's generator is still uniform, only not unpredictable, so say so
   * once rather than abort. */
  if (g_atomic_int_compare_and_exchange (&warned_no_os_random, FALSE, TRUE))
    g_warning ("Cannot read the system's random source; "
               "falling back to GLib's pseudo-random generator");

  return g_random_int ();
}

gboolean
chess_random_fill_secure (guint8 *buffer,
                          gsize   length)
{
  g_return_val_if_fail (buffer != NULL || length == 0, FALSE);

  return fill_from_getrandom (buffer, length) || fill_from_urandom (buffer, length);
}

guint32
chess_random_uniform (guint32 upper_bound)
{
  guint32 threshold;

  g_return_val_if_fail (upper_bound > 0, 0);

  if (upper_bound == 1)
    return 0;

  /* 2^32 mod UPPER_BOUND: rejecting the values below it leaves a whole
   * multiple of UPPER_BOUND values, so every remainder is equally likely.
   * Fewer than half the values are rejected, so the expected number of
   * reads is below two. */
  threshold = -upper_bound % upper_bound;

  for (;;)
    {
      guint32 value = random_u32 ();

      if (value >= threshold)
        return value % upper_bound;
    }
}

gboolean
chess_random_draw (ChessVariant   variant,
                   const guint   *excluded,
                   gsize          n_excluded,
                   guint         *number,
                   GError       **error)
{
  g_autofree guint8 *is_excluded = NULL;
  g_autofree guint *allowed = NULL;
  guint count;
  guint first;
  guint n_allowed = 0;

  g_return_val_if_fail (excluded != NULL || n_excluded == 0, FALSE);
  g_return_val_if_fail (number != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  count = chess_startpos_count (variant);
  if (count == 0)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_VARIANT,
                   "Unknown variant %d", (int) variant);
      return FALSE;
    }

  /* Every variant's numbers are one contiguous run. */
  first = variant == CHESS_VARIANT_STANDARD ? CHESS_STANDARD_POSITION : 0;

  is_excluded = g_new0 (guint8, count);
  for (gsize i = 0; i < n_excluded; i++)
    if (chess_startpos_is_valid (variant, excluded[i]))
      is_excluded[excluded[i] - first] = TRUE;

  /* Picking an index into the allowed numbers, rather than drawing again
   * whenever an excluded number comes up, keeps the time bounded however
   * few numbers are left. */
  allowed = g_new (guint, count);
  for (guint i = 0; i < count; i++)
    if (!is_excluded[i])
      allowed[n_allowed++] = first + i;

  if (n_allowed == 0)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_ALL_EXCLUDED,
                           "Every start position is excluded");
      return FALSE;
    }

  *number = allowed[chess_random_uniform (n_allowed)];

  return TRUE;
}
