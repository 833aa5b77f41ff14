/* chess-exclusions.c: the start positions a draw must not yield, and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-exclusions"

#include <stdlib.h>

#include "chess-exclusions.h"
#include "chess-random.h"
#include "chess-startpos.h"

struct _ChessExclusions {
  gatomicrefcount  ref_count;
  ChessVariant     variant;
  guint            first;     /* the variant's lowest number */
  guint            count;     /* how many numbers the variant has */
  guint8          *reasons;   /* ChessExclusionReason per number */
  guint16         *rounds;    /* the round that used it, or 0 */
  gsize            n_excluded;
};

G_DEFINE_BOXED_TYPE (ChessExclusions, chess_exclusions,
                     chess_exclusions_ref, chess_exclusions_unref)

ChessExclusions *
chess_exclusions_new (ChessVariant variant)
{
  ChessExclusions *self;

  g_return_val_if_fail (chess_startpos_count (variant) > 0, NULL);

  self = g_new0 (ChessExclusions, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->variant = variant;
  self->first = variant == CHESS_VARIANT_STANDARD ? CHESS_STANDARD_POSITION : 0;
  self->count = chess_startpos_count (variant);
  self->reasons = g_new0 (guint8, self->count);
  self->rounds = g_new0 (guint16, self->count);

  return self;
}

ChessExclusions *
chess_exclusions_ref (ChessExclusions *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
chess_exclusions_unref (ChessExclusions *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_free (self->reasons);
      g_free (self->rounds);
      g_free (self);
    }
}

ChessVariant
chess_exclusions_get_variant (ChessExclusions *self)
{
  g_return_val_if_fail (self != NULL, CHESS_VARIANT_CHESS960);

  return self->variant;
}

void
chess_exclusions_add (ChessExclusions      *self,
                      guint                 number,
                      ChessExclusionReason  reason,
                      guint                 round)
{
  guint index;

  g_return_if_fail (self != NULL);
  g_return_if_fail (reason != CHESS_EXCLUSION_NONE);

  if (!chess_startpos_is_valid (self->variant, number))
    return;

  index = number - self->first;
  if (self->reasons[index] != CHESS_EXCLUSION_NONE)
    return;

  self->reasons[index] = reason;
  self->rounds[index] = MIN (round, G_MAXUINT16);
  self->n_excluded++;
}

ChessExclusionReason
chess_exclusions_lookup (ChessExclusions *self,
                         guint            number,
                         guint           *round)
{
  ChessExclusionReason reason = CHESS_EXCLUSION_NONE;
  guint used_in = 0;

  g_return_val_if_fail (self != NULL, CHESS_EXCLUSION_NONE);

  if (chess_startpos_is_valid (self->variant, number))
    {
      reason = self->reasons[number - self->first];
      used_in = self->rounds[number - self->first];
    }

  if (round != NULL)
    *round = used_in;

  return reason;
}

gboolean
chess_exclusions_contains (ChessExclusions *self,
                           guint            number)
{
  return chess_exclusions_lookup (self, number, NULL) != CHESS_EXCLUSION_NONE;
}

guint *
chess_exclusions_get_numbers (ChessExclusions      *self,
                              ChessExclusionReason  reason,
                              gsize                *n_numbers)
{
  guint *numbers;
  gsize n = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_numbers != NULL, NULL);

  numbers = g_new (guint, self->n_excluded + 1);
  for (guint i = 0; i < self->count; i++)
    if (self->reasons[i] != CHESS_EXCLUSION_NONE
        && (reason == CHESS_EXCLUSION_NONE || self->reasons[i] == reason))
      numbers[n++] = self->first + i;

  *n_numbers = n;

  return numbers;
}

gsize
chess_exclusions_get_count (ChessExclusions *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_excluded;
}

guint
chess_exclusions_get_n_allowed (ChessExclusions *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->count - self->n_excluded;
}

gboolean
chess_exclusions_draw (ChessExclusions  *self,
                       guint            *number,
                       GError          **error)
{
  g_autofree guint *excluded = NULL;
  gsize n_excluded;

  g_return_val_if_fail (self != NULL, FALSE);

  excluded = chess_exclusions_get_numbers (self, CHESS_EXCLUSION_NONE, &n_excluded);

  return chess_random_draw (self->variant, excluded, n_excluded, number, error);
}

gboolean
chess_exclusions_parse_list (ChessVariant   variant,
                             const char    *text,
                             GArray       **numbers,
                             GError       **error)
{
  g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) tokens = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (numbers != NULL, FALSE);

  /* \r too: a list pasted from a Windows text file. */
  tokens = g_strsplit_set (text, ", ;\t\r\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      guint64 value;
      guint number;

      if (tokens[i][0] == '\0')
        continue;

      if (!g_ascii_string_to_unsigned (tokens[i], 10, 0, G_MAXUINT, &value, NULL)
          || !chess_startpos_is_valid (variant, (guint) value))
        {
          g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                       "“%s” is not a start position number", tokens[i]);
          return FALSE;
        }

      number = (guint) value;
      g_array_append_val (parsed, number);
    }

  *numbers = g_steal_pointer (&parsed);

  return TRUE;
}
