/* chess-roller-view-private.h: what the roller view's drawing and actions share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-dice.h"
#include "chess-die.h"
#include "chess-roller-board.h"
#include "chess-roller-log.h"
#include "chess-roller-view.h"

G_BEGIN_DECLS

#define CHESS_ROLLER_EMPTY_RANK "........"

typedef enum {
  CHESS_ROLLER_MODE_ROLL,
  CHESS_ROLLER_MODE_PHYSICAL,
  CHESS_ROLLER_MODE_NUMBER,
  CHESS_ROLLER_MODE_RANDOM,
} ChessRollerMode;

typedef enum {
  CHESS_ROLLER_EVENT_THROW,
  CHESS_ROLLER_EVENT_EXCLUDED,
  CHESS_ROLLER_EVENT_DRAWN,
} ChessRollerEventKind;

/* One thing the dice did, waiting to be shown. */
typedef struct {
  ChessRollerEventKind kind;
  guint                attempt;
  guint                tap;
  ChessDiceRoll        roll;
  ChessDrawMethod      method;
  guint                number;
  char                 back_rank[9];
} ChessRollerEvent;

struct _ChessRollerView
{
  AdwBin           parent_instance;

  ChessExclusions *exclusions;
  /* The event drawn for (chess-roller-view-record.c), or NULL. */
  ChessEvent      *event;
  /* The result shown is one the event held when the roller opened. */
  gboolean         resumed;
  ChessVariant     variant;
  ChessDice       *dice;
  ChessRollerMode  mode;

  /* The draw restarts from nothing after an excluded result: each start
   * is an attempt, numbered from 1. */
  guint            attempt;
  ChessDrawMethod  attempt_method;
  /* The faces of this attempt, so that Undo can replay all but the last. */
  GArray          *taps;

  GArray          *pending;
  /* The attempt whose pieces the board shows, and the last one the log
   * has a heading for. */
  guint            board_attempt;
  guint            logged_attempt;
  /* An excluded result stays on the board, faded, until the next throw. */
  gboolean         showing_excluded;
  guint            excluded_number;

  gboolean         has_result;
  guint            number;
  ChessDrawMethod  method;

  /* On a projector: the texts the room reads grow with the height. */
  gboolean         presentation;
  int              presentation_height;
  int              presentation_width;
  PangoAttrList   *result_attributes;   /* the template's */

  /* Template widgets */
  GtkStack         *mode_stack;
  ChessDie         *die;
  GtkLabel         *step_caption;
  GtkLabel         *step_title;
  GtkLabel         *step_rule;
  ChessRollerBoard *board;
  GtkLabel         *result_label;
  GtkLabel         *result_caption;
  GtkLabel         *exclusions_label;
  ChessRollerLog   *log;
  GtkLabel         *number_description;
  GtkEntry         *number_entry;
  GtkLabel         *number_error;
  GtkLabel         *random_description;
};

/* chess-roller-view.c */
/* What may be done now: follows the dice, not what is shown. */
void     _chess_roller_view_update_actions    (ChessRollerView     *self);
/* Brings the step, the result and the actions up to date. */
void     _chess_roller_view_update            (ChessRollerView     *self);
void     _chess_roller_view_set_result        (ChessRollerView     *self,
                                              gboolean             has_result,
                                              guint                number,
                                              ChessDrawMethod      method);

/* chess-roller-view-actions.c */
/* Shows NUMBER, drawn in one go, as the result; NOTE goes in the log. */
void     _chess_roller_view_show_drawn        (ChessRollerView     *self,
                                              guint                number,
                                              ChessDrawMethod      method,
                                              const char          *note);
void     _chess_roller_view_class_init_actions (GtkWidgetClass     *widget_class);
void     _chess_roller_view_init_actions      (ChessRollerView     *self);
void     _chess_roller_view_dispose_actions   (ChessRollerView     *self);

/* chess-roller-view-record.c: the event's record, when there is one */
void     _chess_roller_view_record_face       (ChessRollerView     *self,
                                              const ChessDiceRoll *roll);
/* TRUE when NUMBER stands as the result (shown, and pending on the
 * event); FALSE when it is excluded and the draw must start again. */
gboolean _chess_roller_view_record_result     (ChessRollerView     *self,
                                              guint                number,
                                              ChessDrawMethod      method);
gboolean _chess_roller_view_record_random     (ChessRollerView     *self,
                                              guint               *number,
                                              GError             **error);
void     _chess_roller_view_record_undo       (ChessRollerView     *self);
gboolean _chess_roller_view_can_undo          (ChessRollerView     *self);
void     _chess_roller_view_record_set_aside  (ChessRollerView     *self,
                                              ChessSetAsideReason  reason);
/* Faces thrown and no result: set aside (cancelled), once. */
void     _chess_roller_view_record_set_aside_throws (ChessRollerView *self);
void     _chess_roller_view_resume_pending    (ChessRollerView     *self);

G_END_DECLS
