/* chess-window.c: the main window, a board with its game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "chess-animation-speed.h"
#include "chess-announce.h"
#include "chess-new-game-dialog.h"
#include "chess-settings.h"
#include "chess-window-private.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_SESSION_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessWindow, chess_window, ADW_TYPE_APPLICATION_WINDOW)

/* The game notifies its position with every change, result and draw
 * claims included, and all at once: one update of the panel is enough. */
static void
on_game_position_changed (ChessGame   *game,
                          GParamSpec  *pspec,
                          ChessWindow *self)
{
  /* Results too: a resignation, a draw, a flag fall. */
  chess_window_session_save (self);
  chess_window_update_all (self);
}

static void
on_game_move_played (ChessGame       *game,
                     guint            ply,
                     const ChessMove *move,
                     ChessWindow     *self)
{
  /* First: the save below keeps the clock as the move left it. */
  chess_window_clock_move_played (self, move);
  /* Before the board shows the move: a move seen is a move saved, even
   * if the app is killed during its animation. */
  chess_window_session_save (self);
  /* Playing on in the pasted game means keeping it. */
  chess_window_forget_replaced_game (self);
  chess_window_check_draw_offer (self, FALSE);
}

static void
on_game_move_undone (ChessGame       *game,
                     guint            ply,
                     const ChessMove *move,
                     ChessWindow     *self)
{
  chess_window_clock_move_undone (self);
  chess_window_session_save (self);
  chess_window_check_draw_offer (self, TRUE);
}

static void
on_new_game_dialog_start (ChessNewGameDialog *dialog,
                          ChessGame          *game,
                          gboolean            black_at_bottom,
                          ChessWindow        *self)
{
  g_autoptr(ChessTimeControl) time_control = chess_new_game_dialog_get_time_control (dialog);
  guint level;
  ChessColor player_color;

  chess_window_set_game (self, game);
  chess_window_set_time_control (self, time_control);
  chess_board_view_set_flipped (self->board_view, black_at_bottom);
  if (chess_new_game_dialog_get_computer_opponent (dialog, &level, &player_color))
    chess_window_play_computer (self, level, player_color);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_dialog_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A window opens on a game at once, without asking: the New Game dialog
 * is for the games after it. */
static void
chess_window_start_default_game (ChessWindow *self)
{
  g_autoptr(ChessGame) game = chess_new_game_dialog_new_default_game ();
  g_autoptr(ChessTimeControl) time_control = chess_new_game_dialog_get_default_time_control ();

  if (game == NULL)
    return;
  chess_window_set_game (self, game);
  chess_window_set_time_control (self, time_control);
  chess_board_view_set_flipped (self->board_view,
                                g_settings_get_boolean (self->settings, "new-game-black-at-bottom"));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  /* Against the computer, its answer goes too. */
  chess_window_engine_undo (CHESS_WINDOW (widget));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  chess_window_engine_redo (CHESS_WINDOW (widget));
}

static void
flip_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_board_view_set_flipped (self->board_view,
                                !chess_board_view_get_flipped (self->board_view));
}

static void
chess_window_restore_size (ChessWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
chess_window_close_request (GtkWindow *window)
{
  ChessWindow *self = CHESS_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);
  gboolean stop;

  /* The default size follows the window's size in GTK 4, except while it
   * is maximized, when it keeps the size to return to. */
  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      if (!maximized && width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
        }
      g_settings_set_boolean (self->settings, "window-maximized", maximized);
    }

  /* The running clock's time since the last move, too. */
  chess_window_session_save (self);
  stop = GTK_WINDOW_CLASS (chess_window_parent_class)->close_request (window);
  if (!stop)
    chess_window_session_close (self);
  return stop;
}

static void
chess_window_dispose (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  chess_window_session_dispose (self);
  chess_window_files_dispose (self);
  chess_window_engine_dispose (self);
  /* A clipboard answer after this would find a window with no widgets. */
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->replaced_game);
  self->restore_toast = NULL;
  g_clear_object (&self->settings);

  chess_window_clock_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_WINDOW);

  G_OBJECT_CLASS (chess_window_parent_class)->dispose (object);
}

static void
chess_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SESSION_FILE:
      g_value_set_string (value, self->session_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      /* NULL only comes from construction without a game: see
       * chess_window_constructed(). */
      if (g_value_get_object (value) != NULL)
        chess_window_set_game (self, g_value_get_object (value));
      break;
    case PROP_SESSION_FILE:
      chess_window_session_set_path (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_constructed (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  G_OBJECT_CLASS (chess_window_parent_class)->constructed (object);

  /* A window made for a given game (the command line) never draws a
   * random one first. */
  if (self->game == NULL && !chess_window_session_restore (self))
    chess_window_start_default_game (self);
  chess_window_session_start (self);
}

static void
chess_window_class_init (ChessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = chess_window_constructed;
  object_class->dispose = chess_window_dispose;
  object_class->get_property = chess_window_get_property;
  object_class->set_property = chess_window_set_property;

  window_class->close_request = chess_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The saved game to open (NULL: a new file) and to save to. */
  properties[PROP_SESSION_FILE] =
    g_param_spec_string ("session-file", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template names these types, which must exist by then. */
  g_type_ensure (CHESS_TYPE_BOARD_LAYOUT);
  g_type_ensure (CHESS_TYPE_BOARD_VIEW);
  g_type_ensure (CHESS_TYPE_CASTLE_BAR);
  g_type_ensure (CHESS_TYPE_CASTLING_RIGHTS);
  g_type_ensure (CHESS_TYPE_CLOCK_VIEW);
  g_type_ensure (CHESS_TYPE_MOVE_LIST);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_layout);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, turn_indicator);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, claim_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, resign_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, claim_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_offer_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_offer_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, draw_offer_hint);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, info_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, castling_rights);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, castle_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, viewing_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, viewing_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, move_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, move_error_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, top_clock_box);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, bottom_clock_box);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, top_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, pause_clock_button);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip", NULL);

  chess_window_class_add_game_actions (widget_class);
  chess_window_class_add_clock_actions (widget_class);
  chess_window_class_add_engine_actions (widget_class);
  chess_window_class_add_file_actions (widget_class);
}

static void
chess_window_init (ChessWindow *self)
{
  self->draw_offer = CHESS_WINDOW_NO_DRAW_OFFER;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();
  g_settings_bind (self->settings, "piece-set", self->board_view, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board_view, "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "figurine-notation", self->move_list, "figurine", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "auto-flip", self->board_view, "auto-flip", G_SETTINGS_BIND_GET);
  chess_animation_speed_bind (self->settings, self->board_view);
  chess_window_restore_size (self);

  chess_window_panel_init (self);
  chess_window_clock_init (self);
  chess_window_engine_init (self);
  chess_window_files_init (self);
  chess_window_session_init (self);

  chess_window_update_all (self);

}

ChessWindow *
chess_window_new (ChessApplication *application)
{
  return g_object_new (CHESS_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

ChessWindow *
chess_window_new_for_game (ChessApplication *application,
                           ChessGame        *game)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  return g_object_new (CHESS_TYPE_WINDOW,
                       "application", application,
                       "game", game,
                       NULL);
}

ChessWindow *
chess_window_new_for_session (ChessApplication *application,
                              const char       *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_object_new (CHESS_TYPE_WINDOW,
                       "application", application,
                       "session-file", path,
                       NULL);
}

ChessGame *
chess_window_get_game (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->game;
}

void
chess_window_set_game (ChessWindow *self,
                       ChessGame   *game)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  chess_window_forget_replaced_game (self);
  self->draw_offer = CHESS_WINDOW_NO_DRAW_OFFER;
  g_signal_connect (game, "notify::position", G_CALLBACK (on_game_position_changed), self);
  g_signal_connect (game, "move-played", G_CALLBACK (on_game_move_played), self);
  g_signal_connect (game, "move-undone", G_CALLBACK (on_game_move_undone), self);
  /* For screen readers; disconnected with the handlers above. */
  chess_announce_follow_game (GTK_WIDGET (self), game);
  chess_window_clock_game_replaced (self);
  chess_window_engine_set_game (self);

  chess_board_view_set_game (self->board_view, game);
  chess_move_list_set_game (self->move_list, game);
  chess_castle_bar_set_game (self->castle_bar, game);
  chess_window_show_move_error (self, NULL);
  chess_window_update_info (self);
  chess_window_update_all (self);
  chess_window_session_save (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
