/* chess-roller-view-actions.c: the throws, and the other ways to draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-event-names.h"
#include "chess-roller-text.h"
#include "chess-roller-view-private.h"
#include "chess-startpos.h"

/* The stack pages' names, by ChessRollerMode. */
static const char *const mode_names[] = { "roll", "physical", "number", "random" };

static void
chess_roller_view_push (ChessRollerView      *self,
                        ChessRollerEventKind  kind,
                        guint                 tap,
                        const ChessDiceRoll  *roll)
{
  ChessRollerEvent event = { 0 };

  event.kind = kind;
  event.attempt = self->attempt;
  event.tap = tap;
  event.method = self->attempt_method;
  event.number = chess_dice_get_number (self->dice);
  if (roll != NULL)
    event.roll = *roll;
  memcpy (event.back_rank, chess_dice_get_back_rank (self->dice), sizeof event.back_rank);
  g_array_append_val (self->pending, event);
}

/* Starts the next attempt from nothing. */
static void
chess_roller_view_restart_dice (ChessRollerView *self)
{
  chess_dice_reset (self->dice);
  g_array_set_size (self->taps, 0);
  self->attempt++;
}

/* Records ROLL, just applied; does the step with no throw when it comes
 * next, and checks a complete position. TRUE when a position is drawn. */
static gboolean
chess_roller_view_record (ChessRollerView     *self,
                          const ChessDiceRoll *roll)
{
  guint tap = self->taps->len;
  guint number;

  g_array_append_val (self->taps, roll->face);
  _chess_roller_view_record_face (self, roll);
  chess_roller_view_push (self, CHESS_ROLLER_EVENT_THROW, tap, roll);

  if (chess_dice_get_variant (self->dice) == CHESS_VARIANT_CHESS960
      && chess_dice_get_stage (self->dice) == CHESS_DICE_STAGE_ROOKS_AND_KING)
    {
      ChessDiceRoll last;

      chess_dice_place_rooks_and_king (self->dice, &last);
      _chess_roller_view_record_face (self, &last);
      chess_roller_view_push (self, CHESS_ROLLER_EVENT_THROW, tap, &last);
    }

  if (!chess_dice_is_complete (self->dice))
    return FALSE;

  /* On the record as shown now, before the die on screen has settled:
   * what the room is about to see is already safe. */
  number = chess_dice_get_number (self->dice);
  if (!_chess_roller_view_record_result (self, number, self->attempt_method))
    {
      /* Never nudged to a neighbour: the whole draw starts again, which
       * keeps every allowed position equally likely. */
      chess_roller_view_push (self, CHESS_ROLLER_EVENT_EXCLUDED, tap, NULL);
      chess_roller_view_restart_dice (self);
      return FALSE;
    }

  chess_roller_view_push (self, CHESS_ROLLER_EVENT_DRAWN, tap, NULL);
  return TRUE;
}

/* Whether the die may be thrown for METHOD now; starts an attempt when
 * none is under way. */
static gboolean
chess_roller_view_begin_throw (ChessRollerView *self,
                               ChessDrawMethod  method)
{
  /* What the last throw did is shown before the next one starts. */
  chess_die_settle (self->die);

  if (self->has_result || chess_exclusions_get_n_allowed (self->exclusions) == 0)
    return FALSE;

  if (self->taps->len == 0)
    self->attempt_method = method;

  return TRUE;
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  ChessDiceRoll roll;

  if (!chess_roller_view_begin_throw (self, CHESS_DRAW_METHOD_ROLLER))
    return;

  if (!chess_dice_throw (self->dice, &roll))
    g_return_if_reached ();
  chess_roller_view_record (self, &roll);
  _chess_roller_view_update_actions (self);
  chess_die_throw (self->die, roll.face);
}

static void
roll_all_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  ChessDiceRoll roll;
  gboolean drawn;

  if (!chess_roller_view_begin_throw (self, CHESS_DRAW_METHOD_ROLLER))
    return;

  /* Until a position is drawn: an excluded one starts the draw again
   * within the same press, and the log keeps every throw. */
  do
    {
      if (!chess_dice_throw (self->dice, &roll))
        g_return_if_reached ();
      drawn = chess_roller_view_record (self, &roll);
    }
  while (!drawn);

  /* One tumble for the lot, onto the last face thrown. */
  _chess_roller_view_update_actions (self);
  chess_die_throw (self->die, roll.face);
}

static void
tap_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  guint face = g_variant_get_uint32 (parameter);
  ChessDiceRoll roll;

  if (face < 1 || face > 6 || !chess_roller_view_begin_throw (self, CHESS_DRAW_METHOD_PHYSICAL_DIE))
    return;

  if (!chess_dice_apply (self->dice, face, &roll))
    g_return_if_reached ();
  chess_roller_view_record (self, &roll);
  /* The room saw the real die; the one on screen repeats it. */
  _chess_roller_view_update_actions (self);
  chess_die_throw (self->die, face);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  guint tap;

  chess_die_settle (self->die);

  /* Only a throw of the attempt under way: a result, allowed or
   * excluded, has been seen by the room, and taking back its last throw
   * would draw another position in its place. */
  if (self->taps->len == 0 || self->has_result)
    return;

  tap = self->taps->len - 1;
  _chess_roller_view_record_undo (self);
  chess_roller_log_mark_undone (self->log, self->attempt, tap);
  g_array_set_size (self->taps, tap);
  _chess_roller_view_set_result (self, FALSE, 0, self->method);

  /* The dice cannot step back: replay the taps that stand. */
  chess_dice_reset (self->dice);
  for (guint i = 0; i < self->taps->len; i++)
    chess_dice_apply (self->dice, g_array_index (self->taps, guint, i), NULL);

  self->board_attempt = self->attempt;
  chess_roller_board_set_back_rank (self->board, chess_dice_get_back_rank (self->dice), FALSE);
  _chess_roller_view_update (self);
}

/* Sets aside the attempt under way, or the result, and starts afresh.
 * NOTE is what the log says about it. */
static void
chess_roller_view_start_over (ChessRollerView *self,
                              const char      *note)
{
  chess_die_settle (self->die);
  _chess_roller_view_record_set_aside (self, CHESS_SET_ASIDE_START_OVER);
  self->resumed = FALSE;

  if (self->taps->len > 0 && !self->has_result)
    chess_roller_log_set_discarded (self->log, self->attempt, TRUE);
  if (chess_dice_get_n_rolls (self->dice) > 0)
    chess_roller_view_restart_dice (self);
  chess_roller_log_append (self->log, CHESS_ROLLER_LOG_NOTE, self->attempt, 0, note);

  _chess_roller_view_set_result (self, FALSE, 0, self->method);
  self->showing_excluded = FALSE;
  chess_roller_board_set_dimmed (self->board, FALSE);
  chess_roller_board_set_back_rank (self->board, CHESS_ROLLER_EMPTY_RANK, FALSE);
  _chess_roller_view_update (self);
}

static void
start_over_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  g_autofree char *note = NULL;

  /* What is set aside is what the room has seen. */
  chess_die_settle (self->die);
  if (self->has_result)
    {
      char back_rank[9];
      g_autofree char *position = NULL;

      chess_startpos_get_back_rank (self->variant, self->number, back_rank, NULL);
      position = chess_ui_position_label (self->number, back_rank);
      /* Translators: a drawn position not used, e.g.
       * "SP 518 · RNBQKBNR set aside: a new draw" */
      note = g_strdup_printf (_("%s set aside: a new draw"), position);
    }
  else if (self->taps->len > 0)
    note = g_strdup (_("Draw abandoned: a new draw"));
  else
    return;

  chess_roller_view_start_over (self, note);
}

void
_chess_roller_view_show_drawn (ChessRollerView *self,
                              guint            number,
                              ChessDrawMethod  method,
                              const char      *note)
{
  char back_rank[9];

  chess_die_settle (self->die);
  /* This result replaces the die's, which Undo must not bring back. */
  if (chess_dice_get_n_rolls (self->dice) > 0)
    chess_roller_view_restart_dice (self);
  chess_startpos_get_back_rank (self->variant, number, back_rank, NULL);
  chess_roller_log_append (self->log, CHESS_ROLLER_LOG_RESULT, self->attempt, 0, note);

  _chess_roller_view_set_result (self, TRUE, number, method);
  self->showing_excluded = FALSE;
  /* Not an attempt of the die: its next throw starts on an empty board. */
  self->board_attempt = 0;
  chess_roller_board_set_dimmed (self->board, FALSE);
  chess_roller_board_set_back_rank (self->board, CHESS_ROLLER_EMPTY_RANK, FALSE);
  chess_roller_board_set_back_rank (self->board, back_rank, TRUE);
  _chess_roller_view_update (self);
}

static void
draw_random_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *position = NULL;
  g_autofree char *note = NULL;
  char back_rank[9];
  guint number;

  if (self->has_result)
    return;
  if (!_chess_roller_view_record_random (self, &number, &error))
    {
      g_message ("Cannot draw a start position: %s", error->message);
      return;
    }

  chess_startpos_get_back_rank (self->variant, number, back_rank, NULL);
  position = chess_ui_position_label (number, back_rank);
  /* Translators: e.g. "Random draw: SP 518 · RNBQKBNR" */
  note = g_strdup_printf (_("Random draw: %s"), position);
  _chess_roller_view_show_drawn (self, number, CHESS_DRAW_METHOD_RANDOM, note);
}

static void
chess_roller_view_set_number_error (ChessRollerView *self,
                                    const char      *message)
{
  gtk_label_set_label (self->number_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->number_error), message != NULL);
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->number_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->number_entry), "error");
}

static void
enter_number_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ChessRollerView *self = CHESS_ROLLER_VIEW (widget);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->number_entry))));
  guint count = chess_startpos_count (self->variant);
  g_autofree char *reason = NULL;
  g_autofree char *message = NULL;
  g_autofree char *position = NULL;
  g_autofree char *note = NULL;
  char back_rank[9];
  guint64 number = 0;

  if (!g_ascii_string_to_unsigned (text, 10, 0, count - 1, &number, NULL))
    {
      /* Translators: the argument is the highest start position number,
       * 959 or 2879 */
      message = g_strdup_printf (_("Enter a number from 0 to %u."), count - 1);
      chess_roller_view_set_number_error (self, message);
      return;
    }

  reason = chess_roller_exclusion_reason (self->exclusions, (guint) number);
  if (reason != NULL)
    {
      /* Translators: e.g. "SP 518 is not allowed: ordinary chess." */
      message = g_strdup_printf (_("SP %u is not allowed: %s."), (guint) number, reason);
      chess_roller_view_set_number_error (self, message);
      note = g_strdup_printf (_("Number %u refused: %s"), (guint) number, reason);
      chess_roller_log_append (self->log, CHESS_ROLLER_LOG_EXCLUDED, self->attempt, 0, note);
      return;
    }

  chess_roller_view_set_number_error (self, NULL);
  /* Enter again on the number shown: nothing new for the log. */
  if (self->has_result && self->method == CHESS_DRAW_METHOD_NUMBER && self->number == number)
    return;
  /* Another number over one the room has seen: that one is set aside
   * first, as Start Over would. */
  if (self->has_result)
    _chess_roller_view_record_set_aside (self, CHESS_SET_ASIDE_START_OVER);
  self->resumed = FALSE;
  if (!_chess_roller_view_record_result (self, (guint) number, CHESS_DRAW_METHOD_NUMBER))
    {
      /* The event knew better than the roller (another copy changed its
       * exclusions): shown, set aside as excluded, on the record. */
      g_autoptr(ChessExclusions) now = self->event != NULL ? chess_event_get_exclusions (self->event)
                                                           : chess_exclusions_ref (self->exclusions);

      g_free (reason);
      reason = chess_roller_exclusion_reason (now, (guint) number);
      message = g_strdup_printf (_("SP %u is not allowed: %s."), (guint) number, reason != NULL ? reason : "?");
      chess_roller_view_set_number_error (self, message);
      _chess_roller_view_set_result (self, FALSE, 0, self->method);
      _chess_roller_view_update (self);
      return;
    }
  chess_startpos_get_back_rank (self->variant, (guint) number, back_rank, NULL);
  position = chess_ui_position_label ((guint) number, back_rank);
  /* Translators: e.g. "Number entered: SP 518 · RNBQKBNR" */
  note = g_strdup_printf (_("Number entered: %s"), position);
  _chess_roller_view_show_drawn (self, (guint) number, CHESS_DRAW_METHOD_NUMBER, note);
}

static void
on_number_activate (ChessRollerView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "roller.enter-number", NULL);
}

static void
on_number_changed (ChessRollerView *self)
{
  chess_roller_view_set_number_error (self, NULL);
}

static void
on_mode_changed (ChessRollerView *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->mode_stack);
  ChessRollerMode mode = CHESS_ROLLER_MODE_ROLL;

  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    if (g_strcmp0 (name, mode_names[i]) == 0)
      mode = i;
  if (mode == self->mode)
    return;

  chess_die_settle (self->die);

  /* A draw is made by one method from start to end: half an attempt by
   * the app's die is no start for a real one. */
  if (self->taps->len > 0 && !self->has_result)
    {
      self->mode = mode;
      chess_roller_view_start_over (self, _("Draw abandoned: another method chosen"));
      return;
    }

  self->mode = mode;
  /* The excluded result belonged to the method left behind. */
  if (self->showing_excluded)
    {
      self->showing_excluded = FALSE;
      chess_roller_board_set_dimmed (self->board, FALSE);
      chess_roller_board_set_back_rank (self->board, CHESS_ROLLER_EMPTY_RANK, FALSE);
    }
  _chess_roller_view_update (self);
}

static void
add_face_shortcuts (GtkWidget *widget)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Managed: the keys work wherever the focus is in the window, as the
   * arbiter looks at the die, not at the screen. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint face = 1; face <= 6; face++)
    {
      const guint keys[] = { GDK_KEY_0 + face, GDK_KEY_KP_0 + face };

      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], 0),
                                                    gtk_named_action_new ("roller.tap"));

          gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (face));
          gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
        }
    }
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("roller.undo")));
  gtk_widget_add_controller (widget, controller);
}

void
_chess_roller_view_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "roller.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "roller.roll-all", NULL, roll_all_action);
  gtk_widget_class_install_action (widget_class, "roller.tap", "u", tap_action);
  gtk_widget_class_install_action (widget_class, "roller.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "roller.start-over", NULL, start_over_action);
  gtk_widget_class_install_action (widget_class, "roller.draw-random", NULL, draw_random_action);
  gtk_widget_class_install_action (widget_class, "roller.enter-number", NULL, enter_number_action);
}

void
_chess_roller_view_init_actions (ChessRollerView *self)
{
  self->attempt = 1;
  self->attempt_method = CHESS_DRAW_METHOD_ROLLER;
  self->taps = g_array_new (FALSE, FALSE, sizeof (guint));
  self->pending = g_array_new (FALSE, FALSE, sizeof (ChessRollerEvent));

  g_signal_connect_swapped (self->mode_stack, "notify::visible-child-name", G_CALLBACK (on_mode_changed), self);
  g_signal_connect_swapped (self->number_entry, "activate", G_CALLBACK (on_number_activate), self);
  g_signal_connect_swapped (self->number_entry, "changed", G_CALLBACK (on_number_changed), self);
  add_face_shortcuts (GTK_WIDGET (self));
}

/* Before the template goes: taking it apart changes the stack's page,
 * and there is no method left to switch to. May run twice. */
void
_chess_roller_view_dispose_actions (ChessRollerView *self)
{
  if (self->mode_stack != NULL)
    g_signal_handlers_disconnect_by_data (self->mode_stack, self);
  if (self->number_entry != NULL)
    g_signal_handlers_disconnect_by_data (self->number_entry, self);
  g_clear_pointer (&self->taps, g_array_unref);
  g_clear_pointer (&self->pending, g_array_unref);
}
