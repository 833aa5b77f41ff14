/* chess-event.c: an arbiter's event, its rounds and their start positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-enums.h"
#include "chess-event-private.h"
#include "chess-startpos.h"

G_DEFINE_BOXED_TYPE (ChessRound, chess_round, chess_round_copy, chess_round_free)

G_DEFINE_FINAL_TYPE (ChessEvent, chess_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_VARIANT,
  PROP_CREATED,
  PROP_EXCLUDE_STANDARD,
  PROP_N_ROUNDS,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *const method_names[] = {
  [CHESS_DRAW_METHOD_RANDOM] = "random",
  [CHESS_DRAW_METHOD_ROLLER] = "roller",
  [CHESS_DRAW_METHOD_PHYSICAL_DIE] = "physical-die",
  [CHESS_DRAW_METHOD_NUMBER] = "number",
  [CHESS_DRAW_METHOD_REPLAY] = "replay",
};

ChessRound *
chess_round_copy (const ChessRound *round)
{
  ChessRound *copy;

  g_return_val_if_fail (round != NULL, NULL);

  copy = g_new (ChessRound, 1);
  *copy = *round;
  if (copy->time != NULL)
    g_date_time_ref (copy->time);

  return copy;
}

void
chess_round_free (ChessRound *round)
{
  if (round == NULL)
    return;

  g_clear_pointer (&round->time, g_date_time_unref);
  g_free (round);
}

const char *
chess_draw_method_to_string (ChessDrawMethod method)
{
  g_return_val_if_fail (method <= CHESS_DRAW_METHOD_REPLAY, NULL);

  return method_names[method];
}

gboolean
chess_draw_method_from_string (const char      *text,
                               ChessDrawMethod *method)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (method_names); i++)
    if (g_strcmp0 (text, method_names[i]) == 0)
      {
        if (method != NULL)
          *method = i;
        return TRUE;
      }

  return FALSE;
}

/* Times are kept in UTC to the second: that is what the file holds, so an
 * event read back compares equal to the one written. */
GDateTime *
chess_event_normalize_time (GDateTime *time)
{
  if (time == NULL)
    return g_date_time_new_from_unix_utc (g_get_real_time () / G_USEC_PER_SEC);

  return g_date_time_new_from_unix_utc (g_date_time_to_unix (time));
}

static void
chess_event_finalize (GObject *object)
{
  ChessEvent *self = CHESS_EVENT (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->custom, g_array_unref);
  g_clear_pointer (&self->rounds, g_ptr_array_unref);

  G_OBJECT_CLASS (chess_event_parent_class)->finalize (object);
}

static void
chess_event_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  ChessEvent *self = CHESS_EVENT (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_VARIANT:
      g_value_set_enum (value, self->variant);
      break;

    case PROP_CREATED:
      g_value_set_boxed (value, self->created);
      break;

    case PROP_EXCLUDE_STANDARD:
      g_value_set_boolean (value, self->exclude_standard);
      break;

    case PROP_N_ROUNDS:
      g_value_set_uint (value, self->rounds->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  ChessEvent *self = CHESS_EVENT (object);
  ChessVariant variant;

  switch (prop_id)
    {
    case PROP_NAME:
      chess_event_set_name (self, g_value_get_string (value));
      break;

    case PROP_VARIANT:
      variant = g_value_get_enum (value);
      /* Standard chess has a single start position: nothing to draw. */
      g_return_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3);
      self->variant = variant;
      break;

    case PROP_EXCLUDE_STANDARD:
      chess_event_set_exclude_standard (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_event_class_init (ChessEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_event_finalize;
  object_class->get_property = chess_event_get_property;
  object_class->set_property = chess_event_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         "",
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       CHESS_TYPE_VARIANT,
                       CHESS_VARIANT_CHESS960,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_CREATED] =
    g_param_spec_boxed ("created", NULL, NULL,
                        G_TYPE_DATE_TIME,
                        (G_PARAM_READABLE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  properties[PROP_EXCLUDE_STANDARD] =
    g_param_spec_boolean ("exclude-standard", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  properties[PROP_N_ROUNDS] =
    g_param_spec_uint ("n-rounds", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessEvent::changed:
   *
   * Emitted after anything that the event file holds has changed, once
   * the properties have been notified.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__VOID,
                  G_TYPE_NONE,
                  0);
}

static void
chess_event_init (ChessEvent *self)
{
  self->name = g_strdup ("");
  self->variant = CHESS_VARIANT_CHESS960;
  self->created = chess_event_normalize_time (NULL);
  self->exclude_standard = TRUE;
  self->custom = g_array_new (FALSE, FALSE, sizeof (guint));
  self->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_round_free);
}

ChessEvent *
chess_event_new (const char   *name,
                 ChessVariant  variant)
{
  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, NULL);

  return g_object_new (CHESS_TYPE_EVENT,
                       "name", name,
                       "variant", variant,
                       NULL);
}

static void
chess_event_emit_changed (ChessEvent *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
chess_event_get_name (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->name;
}

void
chess_event_set_name (ChessEvent *self,
                      const char *name)
{
  g_return_if_fail (CHESS_IS_EVENT (self));

  if (name == NULL)
    name = "";

  g_return_if_fail (g_utf8_validate (name, -1, NULL));

  if (g_strcmp0 (self->name, name) == 0)
    return;

  g_free (self->name);
  self->name = g_strdup (name);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  chess_event_emit_changed (self);
}

ChessVariant
chess_event_get_variant (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), CHESS_VARIANT_CHESS960);

  return self->variant;
}

GDateTime *
chess_event_get_created (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->created;
}

gboolean
chess_event_get_exclude_standard (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), TRUE);

  return self->exclude_standard;
}

void
chess_event_set_exclude_standard (ChessEvent *self,
                                  gboolean    exclude)
{
  g_return_if_fail (CHESS_IS_EVENT (self));

  exclude = !!exclude;
  if (self->exclude_standard == exclude)
    return;

  self->exclude_standard = exclude;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXCLUDE_STANDARD]);
  chess_event_emit_changed (self);
}

const guint *
chess_event_get_custom_exclusions (ChessEvent *self,
                                   gsize      *n_numbers)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (n_numbers != NULL, NULL);

  *n_numbers = self->custom->len;

  return (const guint *) self->custom->data;
}

static gint
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* Sorts NUMBERS and drops repeats, as the custom list is kept. */
void
chess_event_sort_numbers (GArray *numbers)
{
  guint kept = 0;

  g_array_sort (numbers, compare_uint);
  for (guint i = 0; i < numbers->len; i++)
    if (kept == 0 || g_array_index (numbers, guint, i) != g_array_index (numbers, guint, kept - 1))
      g_array_index (numbers, guint, kept++) = g_array_index (numbers, guint, i);
  g_array_set_size (numbers, kept);
}

void
chess_event_set_custom_exclusions (ChessEvent  *self,
                                   const guint *numbers,
                                   gsize        n_numbers)
{
  g_autoptr(GArray) sorted = NULL;

  g_return_if_fail (CHESS_IS_EVENT (self));
  g_return_if_fail (numbers != NULL || n_numbers == 0);

  for (gsize i = 0; i < n_numbers; i++)
    g_return_if_fail (chess_startpos_is_valid (self->variant, numbers[i]));

  sorted = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_numbers);
  if (n_numbers > 0)
    g_array_append_vals (sorted, numbers, n_numbers);
  chess_event_sort_numbers (sorted);

  /* An unchanged list must not make the store write the file again. */
  if (sorted->len == self->custom->len &&
      (sorted->len == 0 ||
       memcmp (sorted->data, self->custom->data, sorted->len * sizeof (guint)) == 0))
    return;

  g_array_unref (self->custom);
  self->custom = g_steal_pointer (&sorted);

  chess_event_emit_changed (self);
}

guint
chess_event_get_n_rounds (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), 0);

  return self->rounds->len;
}

const ChessRound *
chess_event_get_round (ChessEvent *self,
                       guint       index)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (index >= self->rounds->len)
    return NULL;

  return g_ptr_array_index (self->rounds, index);
}

const ChessRound *
chess_event_get_last_round (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (self->rounds->len == 0)
    return NULL;

  return g_ptr_array_index (self->rounds, self->rounds->len - 1);
}

ChessExclusions *
chess_event_get_exclusions (ChessEvent *self)
{
  ChessExclusions *exclusions;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  exclusions = chess_exclusions_new (self->variant);

  /* A number keeps the first reason it is added with: the round that used
   * it is the most useful thing to tell the arbiter, so rounds go first. */
  for (guint i = 0; i < self->rounds->len; i++)
    {
      const ChessRound *round = g_ptr_array_index (self->rounds, i);

      chess_exclusions_add (exclusions, round->number, CHESS_EXCLUSION_USED, round->round);
    }

  if (self->exclude_standard)
    chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);

  for (guint i = 0; i < self->custom->len; i++)
    chess_exclusions_add (exclusions, g_array_index (self->custom, guint, i),
                          CHESS_EXCLUSION_CUSTOM, 0);

  return exclusions;
}

ChessRound *
chess_event_make_round (ChessEvent      *self,
                        guint            number,
                        ChessDrawMethod  method,
                        GDateTime       *time)
{
  ChessRound *round = g_new0 (ChessRound, 1);

  round->round = self->rounds->len + 1;
  round->number = number;
  if (!chess_startpos_get_back_rank (self->variant, number, round->back_rank, NULL))
    g_assert_not_reached ();
  round->method = method;
  round->time = chess_event_normalize_time (time);
  round->colours_reversed = method == CHESS_DRAW_METHOD_REPLAY;

  return round;
}

static const ChessRound *
chess_event_append_round (ChessEvent *self,
                          ChessRound *round)
{
  g_ptr_array_add (self->rounds, round);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
  chess_event_emit_changed (self);

  return round;
}

const ChessRound *
chess_event_add_round (ChessEvent       *self,
                       guint             number,
                       ChessDrawMethod   method,
                       GDateTime        *time,
                       GError          **error)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  ChessExclusionReason reason;
  guint used_in;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (method < CHESS_DRAW_METHOD_REPLAY, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!chess_startpos_is_valid (self->variant, number))
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                   "%u is not a %s start position number",
                   number, chess_variant_get_title (self->variant));
      return NULL;
    }

  exclusions = chess_event_get_exclusions (self);
  reason = chess_exclusions_lookup (exclusions, number, &used_in);
  switch (reason)
    {
    case CHESS_EXCLUSION_NONE:
      break;

    case CHESS_EXCLUSION_STANDARD:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is standard chess, which this event excludes", number);
      return NULL;

    case CHESS_EXCLUSION_CUSTOM:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is on this event’s list of excluded positions", number);
      return NULL;

    case CHESS_EXCLUSION_USED:
    default:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u was already drawn for round %u", number, used_in);
      return NULL;
    }

  return chess_event_append_round (self, chess_event_make_round (self, number, method, time));
}

gboolean
chess_event_can_replay (ChessEvent *self)
{
  const ChessRound *last;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  last = chess_event_get_last_round (self);

  return last != NULL && last->method != CHESS_DRAW_METHOD_REPLAY;
}

const ChessRound *
chess_event_add_replay_round (ChessEvent  *self,
                              GDateTime   *time,
                              GError     **error)
{
  const ChessRound *last;

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  last = chess_event_get_last_round (self);
  if (last == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                           "There is no earlier round to replay");
      return NULL;
    }

  if (last->method == CHESS_DRAW_METHOD_REPLAY)
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u has already been played twice, in rounds %u and %u",
                   last->number, last->round - 1, last->round);
      return NULL;
    }

  return chess_event_append_round (self,
                                   chess_event_make_round (self, last->number,
                                                           CHESS_DRAW_METHOD_REPLAY,
                                                           time));
}

gboolean
chess_event_remove_last_round (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  if (self->rounds->len == 0)
    return FALSE;

  g_ptr_array_remove_index (self->rounds, self->rounds->len - 1);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
  chess_event_emit_changed (self);

  return TRUE;
}

gboolean
chess_event_save_to_file (ChessEvent  *self,
                          GFile       *file,
                          GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = chess_event_to_data (self, &length);
  path = g_file_get_path (file);

  /* A local file is written beside and renamed over the old one, so that
   * a crash or a full disk leaves the old file whole. */
  if (path != NULL)
    {
      if (g_file_set_contents_full (path, data, length,
                                    G_FILE_SET_CONTENTS_CONSISTENT, 0644,
                                    &local_error))
        return TRUE;

      /* Callers handle GFile errors either way. */
      g_set_error_literal (error, G_IO_ERROR,
                           g_io_error_from_file_error (local_error->code),
                           local_error->message);
      return FALSE;
    }

  return g_file_replace_contents (file, data, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

ChessEvent *
chess_event_new_from_file (GFile   *file,
                           GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;

  return chess_event_new_from_data (data, length, error);
}
