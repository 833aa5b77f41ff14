/* chess-event.c: an arbiter's event, its rounds and their start positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-enums.h"
#include "chess-event-private.h"
#include "chess-random.h"
#include "chess-startpos.h"

G_DEFINE_BOXED_TYPE (ChessRound, chess_round, chess_round_copy, chess_round_free)
G_DEFINE_BOXED_TYPE (ChessPendingResult, chess_pending_result,
                     chess_pending_result_copy, chess_pending_result_free)

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

ChessPendingResult *
chess_pending_result_copy (const ChessPendingResult *result)
{
  ChessPendingResult *copy;

  g_return_val_if_fail (result != NULL, NULL);

  copy = g_new (ChessPendingResult, 1);
  *copy = *result;
  if (copy->time != NULL)
    g_date_time_ref (copy->time);
  copy->input = g_strdup (result->input);

  return copy;
}

void
chess_pending_result_free (ChessPendingResult *result)
{
  if (result == NULL)
    return;

  g_clear_pointer (&result->time, g_date_time_unref);
  g_free (result->input);
  g_free (result);
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

const char *
chess_event_variant_title (ChessVariant variant)
{
  return variant == CHESS_VARIANT_CHESS960X3 ? "Chess960x3" : "Chess960";
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

char *
_chess_event_new_uuid (void)
{
  return g_uuid_string_random ();
}

char *
_chess_event_hex (const guint8 *bytes,
                  gsize         length)
{
  GString *hex = g_string_sized_new (2 * length);

  for (gsize i = 0; i < length; i++)
    g_string_append_printf (hex, "%02x", bytes[i]);

  return g_string_free (hex, FALSE);
}

char *
_chess_event_format_exclusions (gboolean  exclude_standard,
                                GArray   *custom)
{
  GString *text = g_string_new (NULL);
  gboolean standard_done = !exclude_standard;

  for (guint i = 0; i <= custom->len; i++)
    {
      guint number = i < custom->len ? g_array_index (custom, guint, i) : G_MAXUINT;

      if (!standard_done && number >= CHESS_STANDARD_POSITION)
        {
          g_string_append_printf (text, "%s%u", text->len > 0 ? "," : "", CHESS_STANDARD_POSITION);
          standard_done = TRUE;
        }
      if (i < custom->len && !(exclude_standard && number == CHESS_STANDARD_POSITION))
        g_string_append_printf (text, "%s%u", text->len > 0 ? "," : "", number);
    }

  return g_string_free (text, FALSE);
}

/* "created": what the event was made as, before any draw. */
static void
chess_event_record_created (ChessEvent *self)
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
  chess_event_record_created (self);

  return self;
}

ChessEvent *
chess_event_new_verifiable (const char    *name,
                            ChessVariant   variant,
                            GError       **error)
{
  g_autoptr(ChessEvent) self = NULL;
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 *key;

  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 ||
                        variant == CHESS_VARIANT_CHESS960X3, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* g_random and GRand are predictable; a key must not be. */
  key = g_malloc (CHESS_EVENT_KEY_LENGTH);
  if (!chess_random_fill_secure (key, CHESS_EVENT_KEY_LENGTH))
    {
      g_free (key);
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                           "The system’s secure random source cannot be read");
      return NULL;
    }

  self = g_object_new (CHESS_TYPE_EVENT, "name", name, "variant", variant, NULL);
  self->verifiable = TRUE;
  self->key = key;
  g_checksum_update (checksum, key, CHESS_EVENT_KEY_LENGTH);
  self->commitment = g_strdup (g_checksum_get_string (checksum));
  chess_event_record_created (self);

  return g_steal_pointer (&self);
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

const char *
chess_event_get_id (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->id;
}

gboolean
chess_event_get_read_only (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->read_only;
}

void
_chess_event_set_read_only (ChessEvent *self,
                            gboolean    read_only)
{
  read_only = !!read_only;
  if (self->read_only == read_only)
    return;

  self->read_only = read_only;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

const char *
chess_event_get_damage (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->damage;
}

gboolean
chess_event_get_verifiable (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->verifiable;
}

const char *
chess_event_get_commitment (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->commitment;
}

gboolean
chess_event_get_key_revealed (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  return self->key_revealed;
}

char *
chess_event_reveal_key (ChessEvent  *self,
                        GError     **error)
{
  g_autofree char *hex = NULL;
  const char *fields[] = { "key", NULL, NULL };

  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!self->verifiable || self->key == NULL)
    {
      g_set_error_literal (error, CHESS_ERROR, CHESS_ERROR_NO_KEY,
                           self->verifiable
                           ? "This copy of the event does not hold its secret key"
                           : "The event is not verifiable: it has no key");
      return NULL;
    }

  hex = _chess_event_hex (self->key, CHESS_EVENT_KEY_LENGTH);
  if (self->key_revealed)
    return g_steal_pointer (&hex);

  if (!_chess_event_check_writable (self, error))
    return NULL;

  fields[1] = hex;
  _chess_event_append_entry (self, CHESS_RECORD_KEY_REVEALED, fields);
  self->key_revealed = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEY_REVEALED]);
  chess_event_emit_changed (self);

  return g_steal_pointer (&hex);
}

guint
chess_event_get_n_entries (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), 0);

  return self->record->len;
}

ChessRecordEntry *
chess_event_get_entry (ChessEvent *self,
                       guint       index)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (index >= self->record->len)
    return NULL;

  return g_ptr_array_index (self->record, index);
}

const char *
chess_event_get_last_hash (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  if (self->record->len == 0)
    return chess_record_zero_hash;

  return chess_record_entry_get_hash (g_ptr_array_index (self->record, self->record->len - 1));
}

const ChessPendingResult *
chess_event_get_pending (ChessEvent *self)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);

  return self->pending;
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

/* Appends ROUND with KIND ("confirmed" or "replayed") on the record. */
const ChessRound *
_chess_event_append_round (ChessEvent      *self,
                           ChessRound      *round,
                           ChessRecordKind  kind)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round->round);
  g_autofree char *number_text = g_strdup_printf ("%u", round->number);
  const char *fields[] = {
    "round", round_text,
    "number", number_text,
    "letters", round->back_rank,
    "method", chess_draw_method_to_string (round->method),
    "input", round->input,
    NULL,
  };

  g_ptr_array_add (self->rounds, round);
  _chess_event_append_entry (self, kind, fields);

  _chess_event_emit_round_added (self, self->rounds->len - 1);
  chess_event_emit_changed (self);

  return round;
}

gboolean
_chess_event_check_number (ChessEvent  *self,
                           guint        number,
                           GError     **error)
{
  g_autoptr(ChessExclusions) exclusions = NULL;
  ChessExclusionReason reason;
  guint used_in;

  if (!chess_startpos_is_valid (self->variant, number))
    {
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_INVALID_NUMBER,
                   "%u is not a %s start position number",
                   number, chess_event_variant_title (self->variant));
      return FALSE;
    }

  exclusions = chess_event_get_exclusions (self);
  reason = chess_exclusions_lookup (exclusions, number, &used_in);
  switch (reason)
    {
    case CHESS_EXCLUSION_NONE:
      return TRUE;

    case CHESS_EXCLUSION_STANDARD:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is standard chess, which this event excludes", number);
      return FALSE;

    case CHESS_EXCLUSION_CUSTOM:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u is on this event’s list of excluded positions", number);
      return FALSE;

    case CHESS_EXCLUSION_USED:
    default:
      g_set_error (error, CHESS_ERROR, CHESS_ERROR_POSITION_EXCLUDED,
                   "SP %u was already drawn for round %u", number, used_in);
      return FALSE;
    }
}

gboolean
_chess_event_check_no_pending (ChessEvent  *self,
                               GError     **error)
{
  if (self->pending == NULL)
    return TRUE;

  g_set_error (error, CHESS_ERROR, CHESS_ERROR_RESULT_PENDING,
               "SP %u is shown for round %u: confirm it or set it aside first",
               self->pending->number, self->pending->round);
  return FALSE;
}

const ChessRound *
chess_event_add_round (ChessEvent       *self,
                       guint             number,
                       ChessDrawMethod   method,
                       GDateTime        *time,
                       GError          **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), NULL);
  g_return_val_if_fail (method < CHESS_DRAW_METHOD_REPLAY, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error) ||
      !_chess_event_check_number (self, number, error))
    return NULL;

  return _chess_event_append_round (self, chess_event_make_round (self, number, method, time),
                                    CHESS_RECORD_CONFIRMED);
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

  if (!_chess_event_check_writable (self, error) ||
      !_chess_event_check_no_pending (self, error))
    return NULL;

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

  return _chess_event_append_round (self,
                                    chess_event_make_round (self, last->number,
                                                            CHESS_DRAW_METHOD_REPLAY,
                                                            time),
                                    CHESS_RECORD_REPLAYED);
}

gboolean
chess_event_remove_last_round (ChessEvent *self)
{
  const ChessRound *last;
  g_autofree char *round_text = NULL;
  g_autofree char *number_text = NULL;
  g_autofree char *group = NULL;
  guint index;

  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);

  /* A result on screen is for the round after the last one. */
  if (self->rounds->len == 0 || self->read_only || self->pending != NULL)
    return FALSE;

  index = self->rounds->len - 1;
  last = g_ptr_array_index (self->rounds, index);
  round_text = g_strdup_printf ("%u", last->round);
  number_text = g_strdup_printf ("%u", last->number);
  {
    const char *fields[] = {
      "round", round_text,
      "number", number_text,
      "letters", last->back_rank,
      NULL,
    };

    _chess_event_append_entry (self, CHESS_RECORD_REMOVED, fields);
  }

  /* A later round of that number starts without the old one's extras. */
  group = g_strdup_printf ("Round %u", last->round);
  g_hash_table_remove (self->extra_lines, group);
  g_ptr_array_remove_index (self->rounds, index);

  g_signal_emit (self, signals[ROUND_REMOVED], 0, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
  chess_event_emit_changed (self);

  return TRUE;
}

gboolean
_chess_event_write (ChessEvent  *self,
                    GFile       *file,
                    gboolean     with_key,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  data = with_key ? chess_event_to_data (self, &length) : chess_event_to_public_data (self, &length);
  path = g_file_get_path (file);

  /* A local file is written beside, synced and renamed over the old one,
   * so that a crash or a full disk leaves the old file whole. */
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

gboolean
chess_event_save_to_file (ChessEvent  *self,
                          GFile       *file,
                          GError     **error)
{
  g_return_val_if_fail (CHESS_IS_EVENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return _chess_event_write (self, file, TRUE, error);
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
