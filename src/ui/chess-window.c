/* chess-window.c: the main window, a board with its game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include <glib/gi18n-lib.h>

#include "chess-board-view.h"
#include "chess-startpos.h"
#include "chess-window.h"

struct _ChessWindow
{
  AdwApplicationWindow  parent_instance;

  ChessGame            *game;

  /* Template widgets */
  ChessBoardView       *board_view;
  GtkLabel             *status_label;
  GtkLabel             *info_label;
};

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessWindow, chess_window, ADW_TYPE_APPLICATION_WINDOW)

static const char *
variant_display_name (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return _("Chess960");
    case CHESS_VARIANT_CHESS960X3:
      return _("Chess960x3");
    case CHESS_VARIANT_STANDARD:
      return _("Standard Chess");
    default:
      g_return_val_if_reached (NULL);
    }
}

static const char *
color_name (ChessColor color)
{
  return color == CHESS_COLOR_WHITE ? _("White") : _("Black");
}

static char *
describe_result (ChessResult       result,
                 ChessResultReason reason)
{
  /* The loser of a decisive game is the other colour. */
  const char *winner = result == CHESS_RESULT_WHITE_WINS ? _("White") : _("Black");
  const char *loser = result == CHESS_RESULT_WHITE_WINS ? _("Black") : _("White");

  if (result == CHESS_RESULT_DRAW)
    {
      switch (reason)
        {
        case CHESS_RESULT_REASON_STALEMATE:
          return g_strdup (_("Draw by stalemate"));
        case CHESS_RESULT_REASON_THREEFOLD_REPETITION:
          return g_strdup (_("Draw by threefold repetition"));
        case CHESS_RESULT_REASON_FIVEFOLD_REPETITION:
          return g_strdup (_("Draw by fivefold repetition"));
        case CHESS_RESULT_REASON_FIFTY_MOVES:
          return g_strdup (_("Draw by the fifty-move rule"));
        case CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES:
          return g_strdup (_("Draw by the seventy-five-move rule"));
        case CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL:
          return g_strdup (_("Draw: neither side can checkmate"));
        case CHESS_RESULT_REASON_DRAW_AGREED:
          return g_strdup (_("Draw agreed"));
        case CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL:
          return g_strdup (_("Draw: time is up, but the opponent cannot checkmate"));
        case CHESS_RESULT_REASON_NONE:
        case CHESS_RESULT_REASON_CHECKMATE:
        case CHESS_RESULT_REASON_RESIGNATION:
        case CHESS_RESULT_REASON_TIMEOUT:
        default:
          return g_strdup (_("Draw"));
        }
    }

  switch (reason)
    {
    case CHESS_RESULT_REASON_CHECKMATE:
      /* Translators: the argument is "White" or "Black" */
      return g_strdup_printf (_("Checkmate · %s wins"), winner);
    case CHESS_RESULT_REASON_RESIGNATION:
      /* Translators: the arguments are the loser and the winner */
      return g_strdup_printf (_("%s resigned · %s wins"), loser, winner);
    case CHESS_RESULT_REASON_TIMEOUT:
      /* Translators: the arguments are the loser and the winner */
      return g_strdup_printf (_("%s ran out of time · %s wins"), loser, winner);
    default:
      return g_strdup_printf (_("%s wins"), winner);
    }
}

static void
chess_window_update_status (ChessWindow *self)
{
  const ChessPosition *position = chess_game_get_position (self->game);
  ChessResult result = chess_game_get_result (self->game);
  ChessColor side = chess_position_get_side_to_move (position);
  g_autofree char *text = NULL;

  if (result != CHESS_RESULT_NONE)
    text = describe_result (result, chess_game_get_result_reason (self->game));
  else if (chess_position_is_check (position))
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move · Check"), color_name (side));
  else
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move"), color_name (side));

  gtk_label_set_label (self->status_label, text);
}

static void
chess_window_update_info (ChessWindow *self)
{
  ChessVariant variant = chess_game_get_variant (self->game);
  gint number = chess_game_get_start_number (self->game);
  g_autofree char *text = NULL;
  char back_rank[9];

  if (number >= 0 && chess_startpos_get_back_rank (variant, (guint) number, back_rank, NULL))
    /* Translators: variant, start position number and White's back rank,
     * e.g. "Chess960 · SP 518 · RNBQKBNR" */
    text = g_strdup_printf (_("%s · SP %d · %s"), variant_display_name (variant), number, back_rank);
  else
    /* Translators: the argument is the variant, e.g. "Chess960" */
    text = g_strdup_printf (_("%s · set-up position"), variant_display_name (variant));

  gtk_label_set_label (self->info_label, text);
}

static void
chess_window_update_actions (ChessWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", chess_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", chess_game_can_redo (self->game));
}

static void
on_game_notify (ChessGame   *game,
                GParamSpec  *pspec,
                ChessWindow *self)
{
  chess_window_update_status (self);
  chess_window_update_actions (self);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* TODO: the next step opens a new-game dialog here (variant, drawn or
   * chosen start position); until then every new game is SP 518. */
  game = chess_game_new_start (CHESS_VARIANT_CHESS960, CHESS_STANDARD_POSITION, &error);
  if (game == NULL)
    {
      g_critical ("Cannot set up start position %d: %s", CHESS_STANDARD_POSITION, error->message);
      return;
    }
  chess_window_set_game (self, game);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_game_redo (self->game);
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
chess_window_dispose (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

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
      chess_window_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_class_init (ChessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_window_dispose;
  object_class->get_property = chess_window_get_property;
  object_class->set_property = chess_window_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template names the board view's type, which must exist by then. */
  g_type_ensure (CHESS_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, info_label);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
}

static void
chess_window_init (ChessWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

ChessWindow *
chess_window_new (ChessApplication *application)
{
  return g_object_new (CHESS_TYPE_WINDOW,
                       "application", application,
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
  g_signal_connect (game, "notify::position", G_CALLBACK (on_game_notify), self);
  g_signal_connect (game, "notify::result", G_CALLBACK (on_game_notify), self);

  chess_board_view_set_game (self->board_view, game);
  chess_window_update_status (self);
  chess_window_update_info (self);
  chess_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
