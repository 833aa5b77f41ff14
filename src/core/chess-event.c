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
  PROP_ID,
  PROP_VERIFIABLE,
  PROP_COMMITMENT,
  PROP_KEY_REVEALED,
  PROP_N_ENTRIES,
  PROP_PENDING,
  PROP_READ_ONLY,
  PROP_DAMAGE,
  N_PROPS
};

enum {
  CHANGED,
  ROUND_ADDED,
  ROUND_REMOVED,
  ENTRY_ADDED,
  RELOADED,
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
  copy->input = g_strdup (round->input);

  return copy;
}

void
chess_round_free (ChessRound *round)
{
  if (round == NULL)
    return;

  g_clear_pointer (&round->time, g_date_time_unref);
  g_free (round->input);
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
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->record, g_ptr_array_unref);
  g_clear_pointer (&self->pending, chess_pending_result_free);
  g_clear_pointer (&self->commitment, g_free);
  if (self->key != NULL)
    memset (self->key, 0, CHESS_EVENT_KEY_LENGTH);
  g_clear_pointer (&self->key, g_free);
  g_clear_pointer (&self->damage, g_free);
  g_clear_pointer (&self->extra_lines, g_hash_table_unref);
  g_clear_pointer (&self->extra_groups, g_ptr_array_unref);

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

    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_VERIFIABLE:
      g_value_set_boolean (value, self->verifiable);
      break;

    case PROP_COMMITMENT:
      g_value_set_string (value, self->commitment);
      break;

    case PROP_KEY_REVEALED:
      g_value_set_boolean (value, self->key_revealed);
      break;

    case PROP_N_ENTRIES:
      g_value_set_uint (value, self->record->len);
      break;

    case PROP_PENDING:
      g_value_set_boxed (value, self->pending);
      break;

    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;

    case PROP_DAMAGE:
      g_value_set_string (value, self->damage);
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

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VERIFIABLE] =
    g_param_spec_boolean ("verifiable", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_COMMITMENT] =
    g_param_spec_string ("commitment", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_KEY_REVEALED] =
    g_param_spec_boolean ("key-revealed", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_N_ENTRIES] =
    g_param_spec_uint ("n-entries", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_PENDING] =
    g_param_spec_boxed ("pending", NULL, NULL, CHESS_TYPE_PENDING_RESULT,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_DAMAGE] =
    g_param_spec_string ("damage", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessEvent::round-added:
   * @index: the new round's index (0 is round 1)
   */
  signals[ROUND_ADDED] =
    g_signal_new ("round-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * ChessEvent::round-removed:
   * @index: the index the removed round had
   */
  signals[ROUND_REMOVED] =
    g_signal_new ("round-removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * ChessEvent::entry-added:
   * @entry: the new last entry of the record
   */
  signals[ENTRY_ADDED] =
    g_signal_new ("entry-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CHESS_TYPE_RECORD_ENTRY | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ChessEvent::reloaded:
   *
   * Another copy of the app changed the file and the event now holds
   * what it wrote: rounds, record and properties may all differ.
   */
  signals[RELOADED] =
    g_signal_new ("reloaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

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
chess_event_string_free (GString *string)
{
  g_string_free (string, TRUE);
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
  self->id = _chess_event_new_uuid ();
  self->record = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_entry_unref);
  self->extra_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) chess_event_string_free);
  self->extra_groups = g_ptr_array_new_with_free_func (g_free);
}

/* "created": what the event was made as, before any draw. */
void
_chess_event_record_created (ChessEvent *self)
{
  g_autofree char *exclude = _chess_event_format_exclusions (self->exclude_standard, self->custom);
  const char *fields[] = {
    "id", self->id,
    "variant", chess_variant_to_string (self->variant),
    "exclude", exclude,
    "verifiable", self->verifiable ? "yes" : NULL,
    "commitment", self->commitment,
    NULL,
  };

  _chess_event_append_entry (self, CHESS_RECORD_CREATED, fields);
}

ChessEvent *
chess_event_new (const char   *name,
                 ChessVariant  variant)
{
  ChessEvent *self;

  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, NULL);

  self = g_object_new (CHESS_TYPE_EVENT,
                       "name", name,
                       "variant", variant,
                       NULL);
  _chess_event_record_created (self);

  return self;
}

static void
chess_event_emit_changed (ChessEvent *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
_chess_event_emit_changed (ChessEvent *self)
{
  chess_event_emit_changed (self);
}

void
_chess_event_emit_round_added (ChessEvent *self,
                               guint       index)
{
  g_signal_emit (self, signals[ROUND_ADDED], 0, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
}

void
_chess_event_notify (ChessEvent *self,
                     const char *property)
{
  g_object_notify (G_OBJECT (self), property);
}

gboolean
_chess_event_check_writable (ChessEvent  *self,
                             GError     **error)
{
  if (!self->read_only)
    return TRUE;

  g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_READ_ONLY,
                       self->damage != NULL
                       ? "The event was recovered from a damaged file and is read-only"
                       : "The event is open in another copy of Chess960; this one is read-only");
  return FALSE;
}

ChessRecordEntry *
_chess_event_append_entry (ChessEvent         *self,
                           ChessRecordKind     kind,
                           const char * const *fields)
{
  g_autoptr(GDateTime) now = chess_event_normalize_time (NULL);
  const char *previous = chess_event_get_last_hash (self);
  ChessRecordEntry *entry;

  entry = _chess_record_entry_new (self->record->len + 1, now, kind, previous, fields);
  g_ptr_array_add (self->record, entry);

  g_signal_emit (self, signals[ENTRY_ADDED], 0, entry);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTRIES]);

  return entry;
}

/* Every change of the list is on the record, with the whole new list. */
static void
chess_event_record_exclusions (ChessEvent *self)
{
  g_autofree char *exclude = _chess_event_format_exclusions (self->exclude_standard, self->custom);
  const char *fields[] = { "exclude", exclude, NULL };

  _chess_event_append_entry (self, CHESS_RECORD_EXCLUSIONS, fields);
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
  g_return_if_fail (!self->read_only);

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
  g_return_if_fail (!self->read_only);

  self->exclude_standard = exclude;
  chess_event_record_exclusions (self);

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

  g_return_if_fail (!self->read_only);

  g_array_unref (self->custom);
  self->custom = g_steal_pointer (&sorted);
  chess_event_record_exclusions (self);

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
