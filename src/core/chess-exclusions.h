/* chess-exclusions.h: the start positions a draw must not yield, and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_EXCLUSION_NONE,
  CHESS_EXCLUSION_STANDARD,   /* SP 518, ordinary chess */
  CHESS_EXCLUSION_CUSTOM,     /* named by the arbiter, e.g. 534 */
  CHESS_EXCLUSION_USED,       /* drawn for an earlier round */
} ChessExclusionReason;

#define CHESS_TYPE_EXCLUSIONS (chess_exclusions_get_type ())

typedef struct _ChessExclusions ChessExclusions;

GType                 chess_exclusions_get_type    (void) G_GNUC_CONST;
ChessExclusions      *chess_exclusions_new         (ChessVariant           variant);
ChessExclusions      *chess_exclusions_ref         (ChessExclusions       *self);
void                  chess_exclusions_unref       (ChessExclusions       *self);
ChessVariant          chess_exclusions_get_variant (ChessExclusions       *self);
/* Excludes NUMBER for REASON (not NONE). ROUND names the round that used
 * it, 0 otherwise. A number already excluded keeps its first reason.
 * Numbers that are not start positions of the variant are ignored. */
void                  chess_exclusions_add         (ChessExclusions       *self,
                                                    guint                  number,
                                                    ChessExclusionReason   reason,
                                                    guint                  round);
ChessExclusionReason  chess_exclusions_lookup      (ChessExclusions       *self,
                                                    guint                  number,
                                                    guint                 *round);
gboolean              chess_exclusions_contains    (ChessExclusions       *self,
                                                    guint                  number);
/* The excluded numbers in ascending order; with REASON NONE all of them,
 * otherwise those excluded for REASON. */
guint                *chess_exclusions_get_numbers (ChessExclusions       *self,
                                                    ChessExclusionReason   reason,
                                                    gsize                 *n_numbers);
gsize                 chess_exclusions_get_count   (ChessExclusions       *self);
/* How many start positions a draw can still yield. */
guint                 chess_exclusions_get_n_allowed (ChessExclusions     *self);
/* Uniform over the allowed numbers (chess_random_draw); fails with
 * CHESS_ERROR_ALL_EXCLUDED when none is left. */
gboolean              chess_exclusions_draw        (ChessExclusions       *self,
                                                    guint                 *number,
                                                    GError               **error);
/* Parses a list such as "534, 12 700" (commas and spaces); FALSE with
 * CHESS_ERROR_INVALID_NUMBER naming the first bad entry. */
gboolean              chess_exclusions_parse_list  (ChessVariant           variant,
                                                    const char            *text,
                                                    GArray               **numbers,
                                                    GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessExclusions, chess_exclusions_unref)

G_END_DECLS
