/* chess-roller-log.h: every throw of a draw, in order, for all to check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  CHESS_ROLLER_LOG_THROW,     /* a throw that placed something */
  CHESS_ROLLER_LOG_REROLL,    /* a throw that placed nothing */
  CHESS_ROLLER_LOG_NOTE,      /* an attempt begins, a draw set aside … */
  CHESS_ROLLER_LOG_RESULT,    /* a position drawn */
  CHESS_ROLLER_LOG_EXCLUDED,  /* an excluded result or a refused number */
} ChessRollerLogKind;

typedef enum {
  CHESS_ROLLER_LOG_STATE_NONE = 0,
  /* Part of an attempt that ended without a result. */
  CHESS_ROLLER_LOG_STATE_DISCARDED = 1 << 0,
  /* A mis-tap, taken back. */
  CHESS_ROLLER_LOG_STATE_UNDONE = 1 << 1,
} ChessRollerLogState;

#define CHESS_TYPE_ROLLER_LOG (chess_roller_log_get_type ())
G_DECLARE_FINAL_TYPE (ChessRollerLog, chess_roller_log, CHESS, ROLLER_LOG, GtkWidget)

GtkWidget          *chess_roller_log_new          (void);
/* Appends a line. ATTEMPT and TAP say which throw of which attempt it
 * belongs to, so that it can be marked later. */
void                chess_roller_log_append       (ChessRollerLog     *self,
                                                   ChessRollerLogKind  kind,
                                                   guint               attempt,
                                                   guint               tap,
                                                   const char         *text);
/* The throws of ATTEMPT: discarded (dimmed and struck through) or not. */
void                chess_roller_log_set_discarded (ChessRollerLog    *self,
                                                   guint               attempt,
                                                   gboolean            discarded);
/* Every line of ATTEMPT from throw TAP on is a mis-tap, taken back. */
void                chess_roller_log_mark_undone  (ChessRollerLog     *self,
                                                   guint               attempt,
                                                   guint               tap);
guint               chess_roller_log_get_n_lines  (ChessRollerLog     *self);
const char         *chess_roller_log_get_text     (ChessRollerLog     *self,
                                                   guint               index);
ChessRollerLogKind  chess_roller_log_get_kind     (ChessRollerLog     *self,
                                                   guint               index);
ChessRollerLogState chess_roller_log_get_state    (ChessRollerLog     *self,
                                                   guint               index);

G_END_DECLS
