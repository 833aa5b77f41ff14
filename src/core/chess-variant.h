/* chess-variant.h: the variants, and their names in files and settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The nicks glib-mkenums derives from these values ("chess960",
 * "chess960x3", "standard") are the variants' names in the settings
 * schema (whose enum is generated from this header), the event files and
 * the command lines: never rename a value. The names the UI shows are in
 * chess-ui-names.c.
 *
 * STANDARD is start position 518 played under the same rules; it differs
 * from CHESS960 only in how games are tagged and which numbers are valid. */
typedef enum {
  CHESS_VARIANT_CHESS960,
  CHESS_VARIANT_CHESS960X3,
  CHESS_VARIANT_STANDARD,
} ChessVariant;

/* "chess960", "chess960x3" or "standard"; NULL for no variant. */
const char *chess_variant_to_string   (ChessVariant  variant);
/* The variant TEXT names, in any case. */
gboolean    chess_variant_from_string (const char   *text,
                                       ChessVariant *variant);
/* The name as English prose and PGN's Variant tag write it: "Chess960",
 * "Chess960x3", "Standard Chess". Never translated: the core's messages
 * and files are English. */
const char *chess_variant_get_title   (ChessVariant  variant);

G_END_DECLS
