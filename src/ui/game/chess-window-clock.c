/* chess-window-clock.c: the main window's chess clocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include <glib/gi18n-lib.h>

#include "chess-window-private.h"

/* The session file's group for the clock. */
#define CLOCK_GROUP "Clock"

/* The clock follows the game, never the other way round: each move
 * presses it, a take-back hands the turn back, and any result stops it.
 * Its only say in the game is the flag fall, which ends it through
 * chess_game_flag_fall(), where the Laws' draw for a side that cannot
 * mate is decided. */

static ChessColor
side_to_move (ChessWindow *self)
{
  return chess_position_get_side_to_move (chess_game_get_position (self->game));
}

static void
chess_window_clock_update_action (ChessWindow *self)
{
  gboolean enabled = self->clock != NULL
                     && chess_window_is_playing (self)
                     && !chess_clock_get_flagged (self->clock);
  gboolean running = self->clock != NULL && chess_clock_get_running (self->clock);
  const char *tooltip;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause-clock", enabled);
  gtk_widget_set_visible (self->pause_clock_button, enabled);

  if (running)
    tooltip = _("Pause Clocks");
  else if (self->clock != NULL && chess_clock_get_started (self->clock))
    tooltip = _("Resume Clocks");
  else
    tooltip = _("Start Clocks");
  gtk_button_set_icon_name (GTK_BUTTON (self->pause_clock_button),
                            running ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->pause_clock_button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_clock_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
}

/* The board's far side above, its near side below, as the players sit;
 * below the board, where the panel is as wide as the board, side by side
 * with White first. */
static void
chess_window_clock_update_layout (ChessWindow *self)
{
  gboolean flipped = chess_board_view_get_flipped (self->board_view);
  gboolean narrow = chess_board_layout_get_narrow (self->board_layout);
  GtkWidget *top = GTK_WIDGET (self->top_clock);
  GtkWidget *bottom = GTK_WIDGET (self->bottom_clock);
  GtkWidget *bottom_parent = narrow ? self->top_clock_box : self->bottom_clock_box;

  chess_clock_view_set_color (self->top_clock, flipped ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK);
  chess_clock_view_set_color (self->bottom_clock, flipped ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE);
  chess_clock_view_set_compact (self->top_clock, narrow);
  chess_clock_view_set_compact (self->bottom_clock, narrow);

  if (gtk_widget_get_parent (bottom) != bottom_parent)
    {
      g_object_ref (bottom);
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (bottom)), bottom);
      gtk_box_append (GTK_BOX (bottom_parent), bottom);
      g_object_unref (bottom);
    }
  if (narrow)
    {
      /* White first, whichever way the board is turned: the views swap
       * colours when it flips, and would swap places with them. */
      if (flipped)
        gtk_box_reorder_child_after (GTK_BOX (self->top_clock_box), bottom, top);
      else
        gtk_box_reorder_child_after (GTK_BOX (self->top_clock_box), top, bottom);
    }

  gtk_widget_set_visible (self->top_clock_box, self->clock != NULL);
  gtk_widget_set_visible (self->bottom_clock_box, self->clock != NULL && !narrow);
}

static void
on_flipped (ChessBoardView *board_view,
            GParamSpec     *pspec,
            ChessWindow    *self)
{
  chess_window_clock_update_layout (self);
}

static gboolean
on_narrow_idle (gpointer user_data)
{
  ChessWindow *self = CHESS_WINDOW (user_data);

  self->clock_layout_source = 0;
  chess_window_clock_update_layout (self);
  return G_SOURCE_REMOVE;
}

/* The layout says so while it allocates, too late for moving a clock in
 * this frame: it moves for the next one. */
static void
on_narrow_changed (ChessBoardLayout *board_layout,
                   GParamSpec       *pspec,
                   ChessWindow      *self)
{
  if (self->clock_layout_source == 0)
    self->clock_layout_source = g_idle_add (on_narrow_idle, self);
}

static void
on_clock_flag_fall (ChessClock  *clock,
                    ChessColor   color,
                    ChessWindow *self)
{
  chess_game_flag_fall (self->game, color);
}

static void
on_clock_changed (ChessClock  *clock,
                  GParamSpec  *pspec,
                  ChessWindow *self)
{
  chess_window_clock_update_action (self);
}

/* Paused or resumed: saved at once, so that the time comes back as it
 * was. A move's press is saved with the move. */
static void
on_clock_running_changed (ChessClock  *clock,
                          GParamSpec  *pspec,
                          ChessWindow *self)
{
  chess_window_session_save (self);
}

/* A result stops the clock. Taking it back (a flag fall too) leaves it
 * paused, for the side to move, with the times as they were: a player
 * whose time is gone loses on time again as soon as it runs. */
static void
on_game_result_changed (ChessGame   *game,
                        GParamSpec  *pspec,
                        ChessWindow *self)
{
  if (self->clock == NULL)
    return;
  if (chess_game_get_result (game) != CHESS_RESULT_NONE)
    chess_clock_pause (self->clock);
  else
    chess_clock_set_active_color (self->clock, side_to_move (self));
  chess_window_clock_update_action (self);
}

void
chess_window_clock_move_played (ChessWindow     *self,
                                const ChessMove *move)
{
  if (self->clock == NULL)
    return;
  /* The last move stops it: the result's notification comes later. */
  if (chess_game_get_result (self->game) != CHESS_RESULT_NONE)
    chess_clock_pause (self->clock);
  else
    chess_clock_press (self->clock, chess_move_get_color (move));
}

/* A take-back keeps both times as they are and hands the turn back: the
 * time spent on the move is spent, on a physical clock too, and its
 * increment stays, as the mover would have had it had the move been
 * made sooner. Running stays running, paused stays paused. */
void
chess_window_clock_move_undone (ChessWindow *self)
{
  if (self->clock != NULL)
    chess_clock_set_active_color (self->clock, side_to_move (self));
}

ChessClock *
chess_window_get_clock (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->clock;
}

void
chess_window_set_clock (ChessWindow *self,
                        ChessClock  *clock)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (clock == NULL || CHESS_IS_CLOCK (clock));

  if (self->clock == clock)
    return;

  if (self->clock != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->clock, self);
      chess_clock_pause (self->clock);
    }
  g_set_object (&self->clock, clock);
  if (clock != NULL)
    {
      g_signal_connect (clock, "flag-fall", G_CALLBACK (on_clock_flag_fall), self);
      g_signal_connect (clock, "notify", G_CALLBACK (on_clock_changed), self);
      g_signal_connect (clock, "notify::running", G_CALLBACK (on_clock_running_changed), self);
      /* A clock set on a game under way takes its turn from the game. */
      if (self->game != NULL)
        {
          if (chess_window_is_playing (self))
            chess_clock_set_active_color (clock, side_to_move (self));
          else
            chess_clock_pause (clock);
        }
    }

  chess_clock_view_set_clock (self->top_clock, clock);
  chess_clock_view_set_clock (self->bottom_clock, clock);
  chess_window_clock_update_layout (self);
  chess_window_clock_update_action (self);
  chess_window_session_save (self);
}

void
chess_window_set_time_control (ChessWindow            *self,
                               const ChessTimeControl *time_control)
{
  g_autoptr(ChessClock) clock = NULL;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  if (time_control != NULL && self->game != NULL)
    {
      g_autofree char *tag = chess_time_control_to_pgn (time_control);

      chess_game_set_tag (self->game, "TimeControl", tag);
      clock = chess_clock_new (time_control);
    }
  chess_window_set_clock (self, clock);
}

/* A new game has no clock until one is set for it. */
void
chess_window_clock_game_replaced (ChessWindow *self)
{
  chess_window_set_clock (self, NULL);
  g_signal_connect (self->game, "notify::result", G_CALLBACK (on_game_result_changed), self);
}

void
chess_window_clock_save (ChessWindow *self,
                         GKeyFile    *key_file)
{
  if (self->clock != NULL)
    chess_clock_save_state (self->clock, key_file, CLOCK_GROUP);
}

/* After the game: a saved clock comes back paused, for the side to move. */
gboolean
chess_window_clock_restore (ChessWindow  *self,
                            GKeyFile     *key_file,
                            GError      **error)
{
  g_autoptr(ChessClock) clock = NULL;

  if (!g_key_file_has_group (key_file, CLOCK_GROUP))
    return TRUE;
  clock = chess_clock_new_from_state (key_file, CLOCK_GROUP, error);
  if (clock == NULL)
    return FALSE;
  chess_window_set_clock (self, clock);
  return TRUE;
}

static void
pause_clock_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (self->clock == NULL || !chess_window_is_playing (self))
    return;
  if (chess_clock_get_running (self->clock))
    chess_clock_pause (self->clock);
  else
    chess_clock_resume (self->clock);
}

void
chess_window_class_add_clock_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.pause-clock", NULL, pause_clock_action);
  /* Space alone picks up pieces on the board; Pause is missing from many
   * laptops' keyboards. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, GDK_CONTROL_MASK, "win.pause-clock", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Pause, 0, "win.pause-clock", NULL);
}

void
chess_window_clock_init (ChessWindow *self)
{
  g_signal_connect (self->board_view, "notify::flipped", G_CALLBACK (on_flipped), self);
  g_signal_connect (self->board_layout, "notify::narrow", G_CALLBACK (on_narrow_changed), self);
  chess_window_clock_update_layout (self);
  chess_window_clock_update_action (self);
}

void
chess_window_clock_dispose (ChessWindow *self)
{
  if (self->clock != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->clock, self);
      chess_clock_pause (self->clock);
    }
  g_clear_object (&self->clock);
  g_clear_handle_id (&self->clock_layout_source, g_source_remove);
  if (self->board_view != NULL)
    g_signal_handlers_disconnect_by_func (self->board_view, on_flipped, self);
  if (self->board_layout != NULL)
    g_signal_handlers_disconnect_by_func (self->board_layout, on_narrow_changed, self);
}
