/* test-event-util.c: what the event tests share: the golden file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-event-util.h"

/* The format as HACKING.md shows it; also what the writer must produce
 * byte for byte. */
const char golden[] =
  "[Event]\n"
  "Format=1\n"
  "Name=Club Championship\n"
  "Variant=chess960\n"
  "Created=2026-11-21T18:00:00Z\n"
  "ExcludeStandard=true\n"
  "Exclude=534;\n"
  "Rounds=3\n"
  "\n"
  "[Round 1]\n"
  "Number=309\n"
  "BackRank=NQBBRKRN\n"
  "Method=physical-die\n"
  "Time=2026-11-21T18:30:00Z\n"
  "ColoursReversed=false\n"
  "\n"
  "[Round 2]\n"
  "Number=309\n"
  "BackRank=NQBBRKRN\n"
  "Method=replay\n"
  "Time=2026-11-28T18:30:00Z\n"
  "ColoursReversed=true\n"
  "\n"
  "[Round 3]\n"
  "Number=12\n"
  "BackRank=QBNNRKBR\n"
  "Method=roller\n"
  "Time=2026-12-05T18:30:00Z\n"
  "ColoursReversed=false\n";

ChessEvent *
event_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  ChessEvent *event = chess_event_new_from_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);

  return event;
}
