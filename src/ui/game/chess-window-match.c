/* chess-window-match.c: the window following its match, and new games
 *
 * What the board, the toasts and the panel do when the match changes
 * (whose turn, the opponent, a hint, the engine's faults, autosave
 * failing and recovering, the file), the one path to a new game, and
 * the actions that only ask the match or the files (Undo, Redo, Flip,
 * Pause, Hint, Retry, Open, Save).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-engine-setup.h"
#include "chess-new-game-dialog.h"
#include "chess-settings.h"
#include "chess-compat.h"
#include "chess-toasts.h"
#include "chess-window-private.h"

/* The board takes no moves for the computer's side, nor while the clocks
 * are paused (the status line says why); keyboard users find it where
 * they left it when their turn comes back. */
static void
on_players_turn_changed (ChessWindow *self)
{
  gboolean interactive = (chess_match_get_players_turn (self->match) && !chess_match_get_paused (self->match))
                         || !chess_match_get_playing (self->match);
  GtkWidget *board = GTK_WIDGET (self->board_view);
  GtkWidget *focus;

  if (interactive == chess_board_view_get_interactive (self->board_view))
    return;
  if (!interactive)
    self->board_had_focus = gtk_widget_has_focus (board);
  chess_board_view_set_interactive (self->board_view, interactive);
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (interactive && self->board_had_focus && (focus == NULL || focus == board))
    _chess_window_focus_board (self);
}

/* Two players at one board turn it towards the side to move, if they
 * want; against the computer it stays with the user's side. */
static void
on_opponent_changed (ChessWindow *self)
{
  if (chess_match_get_opponent (self->match) == NULL)
    g_settings_bind (self->settings, "auto-flip", self->board_view, "auto-flip", G_SETTINGS_BIND_GET);
  else
    {
      g_settings_unbind (self->board_view, "auto-flip");
      chess_board_view_set_auto_flip (self->board_view, FALSE);
    }
}

static void
on_hint_changed (ChessWindow *self)
{
  chess_board_view_set_hint_move (self->board_view, chess_match_get_hint (self->match));
}

static void
on_fault_toast_dismissed (AdwToast    *toast,
                          ChessWindow *self)
{
  if (self->fault_toast == toast)
    self->fault_toast = NULL;
}

/* The engine failed: the toast says why, in words, and offers to try
 * again, until Retry or a change of the game mends it. */
static void
on_engine_error_changed (ChessWindow *self)
{
  const GError *error = chess_match_get_engine_error (self->match);
  g_autofree char *message = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *toast = g_steal_pointer (&self->fault_toast);

  if (toast != NULL)
    chess_ui_toast_dismiss (toast);
  if (error == NULL)
    return;
  message = chess_ui_engine_describe_error (error);
  escaped = g_markup_escape_text (message, -1);
  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_button_label (toast, _("_Retry"));
  adw_toast_set_action_name (toast, "win.retry-engine");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_fault_toast_dismissed), self, 0);
  self->fault_toast = toast;
  chess_ui_toast_overlay_add (self->toast_overlay, toast);
}

/* Autosave cannot write (a full disk, a folder gone read-only): the panel
 * says so until a write works again, by itself after a later move or by
 * Try Again. */
static void
on_save_failed (ChessWindow *self,
                ChessMatch  *match,
                GError      *error)
{
  if (match == self->match)
    chess_game_panel_set_save_error (self->side_panel, error->message);
}

static void
on_save_recovered (ChessWindow *self,
                   ChessMatch  *match)
{
  if (match != self->match)
    return;
  chess_game_panel_set_save_error (self->side_panel, NULL);
  _chess_window_toast (self, _("The game is saved again"));
}

/* Playing on in a pasted game means keeping it; the computer's first
 * move in a new game does not take the user's Undo away. */
static void
on_move_played (ChessWindow     *self,
                guint            ply,
                const ChessMove *move)
{
  ChessEnginePlayer *opponent = chess_match_get_opponent (self->match);

  if (opponent != NULL && chess_move_get_color (move) == chess_engine_player_get_color (opponent))
    return;
  _chess_window_forget_replaced_game (self);
}

/* The one path to a new game: what New Game chose, the game a window
 * opens with, and what the command line asks for: the game, its clocks,
 * which side is at the bottom, and the computer opponent. */
void
chess_window_start_game_from_setup (ChessWindow          *self,
                                    const ChessGameSetup *setup)
{
  g_autoptr(ChessExclusions) preferences = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessClock) clock = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);

  preferences = chess_settings_get_exclusions (self->settings, chess_game_setup_get_variant (setup));
  game = chess_game_setup_create_game (setup, preferences, &error);
  if (game == NULL)
    {
      g_warning ("Cannot start the game chosen: %s", error->message);
      return;
    }
  chess_match_set_game (self->match, game);
  /* After the game: a new game has no clock until one is set for it. */
  clock = chess_game_setup_create_clock (setup);
  chess_match_set_clock (self->match, clock);
  chess_match_set_black_at_bottom (self->match, chess_game_setup_get_black_at_bottom (setup));
  /* Against the computer, the user's side is at the bottom. */
  if (chess_game_setup_get_opponent (setup) == CHESS_OPPONENT_COMPUTER)
    chess_match_play_computer (self->match, chess_game_setup_get_engine_level (setup),
                               chess_game_setup_draw_player_color (setup));
}

static void
start_game_from_setup (ChessWindow   *self,
                       gconstpointer  setup)
{
  chess_window_start_game_from_setup (self, setup);
}

/* New Game's Start: a game with moves in it is replaced as by Paste or
 * Open, with Undo (the clocks and the opponent come back with it). */
static void
on_new_game_start (ChessWindow          *self,
                   const ChessGameSetup *setup)
{
  if (chess_game_get_n_moves (chess_match_get_game (self->match)) == 0)
    chess_window_start_game_from_setup (self, setup);
  else
    _chess_window_replace_match (self, start_game_from_setup, setup, _("New game started"));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self,
                           G_CONNECT_SWAPPED);
  chess_new_game_dialog_present (dialog);
}

/* A window opens on a game at once, without asking: a random start of the
 * variant last chosen, with the last clocks, for two players. The New
 * Game dialog is for the games after it. */
void
_chess_window_start_default_game (ChessWindow *self)
{
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new_from_settings (self->settings);

  chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_RANDOM);
  chess_game_setup_set_opponent (setup, CHESS_OPPONENT_PLAYER);
  chess_window_start_game_from_setup (self, setup);
}

static void
match_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessMatch *match = CHESS_WINDOW (widget)->match;

  if (g_str_equal (action_name, "win.undo"))
    chess_match_undo (match);
  else if (g_str_equal (action_name, "win.redo"))
    chess_match_redo (match);
  else if (g_str_equal (action_name, "win.pause-clock"))
    chess_match_toggle_clock (match);
  else if (g_str_equal (action_name, "win.hint"))
    chess_match_request_hint (match);
  else if (g_str_equal (action_name, "win.retry-engine"))
    chess_match_retry_engine (match);
  else if (g_str_equal (action_name, "win.flip"))
    chess_match_set_black_at_bottom (match, !chess_match_get_black_at_bottom (match));
  else if (g_str_equal (action_name, "win.open"))
    chess_game_files_choose_and_open (CHESS_WINDOW (widget)->files);
  else if (g_str_equal (action_name, "win.save"))
    chess_game_files_save (CHESS_WINDOW (widget)->files);
  else if (g_str_equal (action_name, "win.save-as"))
    chess_game_files_save_as (CHESS_WINDOW (widget)->files);
}

static void
on_file_changed (ChessWindow *self)
{
  g_autofree char *subtitle = chess_game_files_describe (chess_match_get_game (self->match));

  adw_window_title_set_subtitle (self->window_title, subtitle);
}

void
_chess_window_class_add_match_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.pause-clock", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.retry-engine", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, match_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, match_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip", NULL);
  /* Space alone picks up pieces on the board; Pause is missing from many
   * laptops' keyboards. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, GDK_CONTROL_MASK, "win.pause-clock", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Pause, 0, "win.pause-clock", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
}

/* Called while the window's signal groups are set up, after the handlers
 * that must run first (the actions' update, the game's change). */
void
_chess_window_follow_match (ChessWindow *self)
{
  g_signal_group_connect_swapped (self->game_signals, "move-played", G_CALLBACK (on_move_played), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::players-turn", G_CALLBACK (on_players_turn_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::playing", G_CALLBACK (on_players_turn_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::paused", G_CALLBACK (on_players_turn_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::opponent", G_CALLBACK (on_opponent_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::hint", G_CALLBACK (on_hint_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::engine-error", G_CALLBACK (on_engine_error_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::file", G_CALLBACK (on_file_changed), self);
  g_signal_connect_swapped (self->store, "save-failed", G_CALLBACK (on_save_failed), self);
  g_signal_connect_swapped (self->store, "save-recovered", G_CALLBACK (on_save_recovered), self);
}
