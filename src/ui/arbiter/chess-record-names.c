/* chess-record-names.c: an event's draw record in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-record-names"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-record-names.h"

/* “SP 421 · BNRKQBNR”, or just the number when the entry has no letters. */
static char *
entry_position (const ChessRecordEntry *entry)
{
  const char *number = chess_record_entry_get_field (entry, "number");
  const char *letters = chess_record_entry_get_field (entry, "letters");

  if (number == NULL)
    return g_strdup ("?");
  if (letters == NULL || strlen (letters) != 8)
    /* Translators: a start position's number, e.g. “SP 421” */
    return g_strdup_printf (_("SP %s"), number);
  return chess_ui_position_label ((guint) strtoul (number, NULL, 10), letters);
}

static const char *
entry_method (const ChessRecordEntry *entry)
{
  ChessDrawMethod method;
  const char *text = chess_record_entry_get_field (entry, "method");

  if (text == NULL || !chess_draw_method_from_string (text, &method))
    return NULL;
  return chess_ui_draw_method_name (method);
}

static const char *
set_aside_reason (const ChessRecordEntry *entry)
{
  ChessSetAsideReason reason;
  const char *text = chess_record_entry_get_field (entry, "reason");

  if (text == NULL || !chess_set_aside_reason_from_string (text, &reason))
    return text != NULL ? text : "";
  switch (reason)
    {
    case CHESS_SET_ASIDE_START_OVER:
      return _("the draw was started over");
    case CHESS_SET_ASIDE_CANCELLED:
      return _("the arbiter canceled the draw");
    case CHESS_SET_ASIDE_EXCLUDED:
      return _("not allowed in this event");
    case CHESS_SET_ASIDE_UNDONE:
      return _("its last throw was taken back");
    case CHESS_SET_ASIDE_APP_ENDED:
    default:
      return _("the app ended before it was confirmed");
    }
}

/* What is never drawn, in words: “SP 518, 534” or “none”. */
static char *
entry_exclusions (const ChessRecordEntry *entry)
{
  const char *exclude = chess_record_entry_get_field (entry, "exclude");

  if (exclude == NULL || *exclude == '\0')
    return g_strdup (_("none"));
  /* Translators: the positions an event never draws, e.g. “SP 518,534” */
  return g_strdup_printf (_("SP %s"), exclude);
}

char *
chess_ui_describe_record_entry (const ChessRecordEntry *entry)
{
  g_autofree char *position = NULL;
  g_autofree char *exclusions = NULL;
  const char *round = chess_record_entry_get_field (entry, "round");
  const char *method;

  g_return_val_if_fail (entry != NULL, NULL);

  if (round == NULL)
    round = "?";
  switch (chess_record_entry_get_kind (entry))
    {
    case CHESS_RECORD_CREATED:
      exclusions = entry_exclusions (entry);
      if (chess_record_entry_get_field (entry, "commitment") != NULL)
        /* Translators: %s is the positions never drawn, %s the commitment (a long hex number) */
        return g_strdup_printf (_("Event created, verifiable; never drawn: %s; commitment %s"), exclusions,
                                chess_record_entry_get_field (entry, "commitment"));
      /* Translators: %s is the positions never drawn, e.g. “SP 518,534” */
      return g_strdup_printf (_("Event created; never drawn: %s"), exclusions);
    case CHESS_RECORD_UPGRADED:
      return g_strdup (_("Rounds from before the record, taken over as they were"));
    case CHESS_RECORD_EXCLUSIONS:
      exclusions = entry_exclusions (entry);
      /* Translators: %s is the positions never drawn from now on */
      return g_strdup_printf (_("Never drawn from now on: %s"), exclusions);
    case CHESS_RECORD_DIE_FACE:
      if (chess_record_entry_get_field (entry, "rethrow") != NULL)
        /* Translators: a round, then a die face that places nothing */
        return g_strdup_printf (_("Round %s: die shows %s, thrown again"), round,
                                chess_record_entry_get_field (entry, "face"));
      if (chess_record_entry_get_field (entry, "face") == NULL)
        /* Translators: a round, then what was placed without a throw, e.g. “R:a1,K:e1,R:h1” */
        return g_strdup_printf (_("Round %s: %s placed, no throw needed"), round,
                                chess_record_entry_get_field (entry, "placed"));
      /* Translators: a round, a die face and what it placed, e.g. “Round 3: die shows 2, B:c1” */
      return g_strdup_printf (_("Round %s: die shows %s, %s"), round,
                              chess_record_entry_get_field (entry, "face"),
                              chess_record_entry_get_field (entry, "placed"));
    case CHESS_RECORD_FACE_UNDONE:
      /* Translators: the last tap of a real die's face was taken back */
      return g_strdup_printf (_("Round %s: last die face taken back"), round);
    case CHESS_RECORD_SHOWN:
      position = entry_position (entry);
      method = entry_method (entry);
      /* Translators: a round, the position shown and how it was drawn */
      return g_strdup_printf (_("Round %s: %s shown (%s)"), round, position, method != NULL ? method : "?");
    case CHESS_RECORD_SET_ASIDE:
      position = entry_position (entry);
      /* Translators: a round, the position set aside and why */
      return g_strdup_printf (_("Round %s: %s set aside, %s"), round, position, set_aside_reason (entry));
    case CHESS_RECORD_INTERRUPTED:
      position = entry_position (entry);
      /* Translators: the app ended while a result was on screen */
      return g_strdup_printf (_("Round %s: the app ended while %s was shown"), round, position);
    case CHESS_RECORD_CONFIRMED:
      position = entry_position (entry);
      /* Translators: a round and the position it will be played with */
      return g_strdup_printf (_("Round %s: %s confirmed"), round, position);
    case CHESS_RECORD_REMOVED:
      position = entry_position (entry);
      return g_strdup_printf (_("Round %s: %s removed"), round, position);
    case CHESS_RECORD_REPLAYED:
      position = entry_position (entry);
      return g_strdup_printf (_("Round %s: %s replayed with colors reversed"), round, position);
    case CHESS_RECORD_HALL_REVEALED:
      return g_strdup_printf (_("Round %s: shown on the hall screen"), round);
    case CHESS_RECORD_HALL_COVERED:
      return g_strdup_printf (_("Round %s: hall screen covered"), round);
    case CHESS_RECORD_KEY_REVEALED:
      return g_strdup (_("Secret key revealed: every computer draw can now be checked"));
    case CHESS_RECORD_RECOVERED:
      return g_strdup (_("Recovered from a damaged file"));
    case CHESS_RECORD_COPIED:
      return g_strdup (_("Imported as a copy beside the original"));
    case CHESS_RECORD_ABANDONED:
      /* Translators: a round, then why the die faces thrown so far
       * were set aside before they made a position, e.g. “the draw was
       * started over” */
      return g_strdup_printf (_("Round %s: the throws so far set aside, %s"), round, set_aside_reason (entry));
    case CHESS_RECORD_UNKNOWN:
    default:
      /* Translators: an entry written by a newer version of the app */
      return g_strdup_printf (_("“%s” (from a newer version)"), chess_record_entry_get_kind_name (entry));
    }
}

char *
chess_ui_record_entry_heading (const ChessRecordEntry *entry)
{
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *time = NULL;

  g_return_val_if_fail (entry != NULL, NULL);

  local = g_date_time_to_local (chess_record_entry_get_time (entry));
  /* Translators: when a record entry was made; see g_date_time_format() */
  time = g_date_time_format (local, _("%-d %b %Y, %H:%M:%S"));
  /* Translators: a record entry's number and time, e.g. “12 · 21 Nov 2026, 19:32:05” */
  return g_strdup_printf (_("%u · %s"), chess_record_entry_get_index (entry), time);
}
