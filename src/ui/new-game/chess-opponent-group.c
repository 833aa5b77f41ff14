/* chess-opponent-group.c: the New Game dialog's choice of opponent:
 * another player, or the computer at a level, with the user's color
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-opponent-group"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-engine-setup.h"
#include "chess-opponent-group.h"
#include "chess-startpos.h"

struct _ChessOpponentGroup
{
  AdwPreferencesGroup  parent_instance;

  /* Why the computer cannot play at all (no engine), or NULL. */
  char                *missing_engine;
  ChessVariant         variant;
  gint                 number;
  gboolean             can_start;

  /* Template widgets */
  GtkCheckButton      *player_check;
  GtkCheckButton      *computer_check;
  AdwActionRow        *computer_row;
  AdwComboRow         *level_row;
  AdwActionRow        *color_row;
  GtkToggleButton     *white_button;
  GtkToggleButton     *black_button;
  GtkToggleButton     *random_button;
  AdwActionRow        *message_row;
  GtkImage            *message_icon;
};

enum {
  PROP_0,
  PROP_COMPUTER,
  PROP_LEVEL,
  PROP_PLAYER_COLOR,
  PROP_CAN_START,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessOpponentGroup, chess_opponent_group, ADW_TYPE_PREFERENCES_GROUP)

static void
chess_opponent_group_set_message (ChessOpponentGroup *self,
                                  const char         *message,
                                  gboolean            warning)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->message_row), message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_row), message != NULL);
  gtk_image_set_from_icon_name (self->message_icon,
                                warning ? "dialog-warning-symbolic" : "dialog-information-symbolic");
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_icon), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_icon), "warning");
}

/* What the group says under the choices, and whether Start may go. */
static void
chess_opponent_group_update (ChessOpponentGroup *self)
{
  gboolean computer = chess_opponent_group_get_computer (self);
  gboolean can_start = TRUE;
  g_autofree char *message = NULL;
  gboolean warning = TRUE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), computer);
  gtk_widget_set_sensitive (GTK_WIDGET (self->color_row), computer);

  if (self->missing_engine != NULL)
    message = g_strdup (self->missing_engine);
  else if (computer && self->number >= 0
           && !chess_engine_can_play_start (self->variant, (guint) self->number))
    {
      /* Translators: the argument is a start position's number */
      message = g_strdup_printf (_("The computer cannot play SP %d: it has two castling rooks on one side of the king, "
                                   "which UCI engines cannot describe. Choose another start, or play another person."),
                                 self->number);
      can_start = FALSE;
    }
  else if (computer && self->number < 0)
    {
      g_autoptr(GArray) unplayable = chess_engine_list_unplayable_starts (self->variant);

      if (unplayable->len > 0)
        {
          message = g_strdup (_("The computer cannot play starts with two castling rooks on one side of the king: "
                                "the random start is drawn among the others."));
          warning = FALSE;
        }
    }

  chess_opponent_group_set_message (self, message, warning);

  if (self->can_start != can_start)
    {
      self->can_start = can_start;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_START]);
    }
}

static void
on_opponent_toggled (ChessOpponentGroup *self)
{
  /* Both radios signal; the second sees the new choice. */
  chess_opponent_group_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER]);
}

static void
on_level_selected (ChessOpponentGroup *self)
{
  guint level = chess_opponent_group_get_level (self);

  /* Translators: the arguments are the level and the highest one */
  g_autofree char *subtitle = g_strdup_printf (_("Level %u of %u"), level, (guint) CHESS_ENGINE_MAX_LEVEL);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row), subtitle);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static void
on_color_toggled (GtkToggleButton    *button,
                  ChessOpponentGroup *self)
{
  if (gtk_toggle_button_get_active (button))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_COLOR]);
}

void
chess_opponent_group_set_engine (ChessOpponentGroup *self,
                                 const char         *missing_engine,
                                 const char         *engine_name)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));

  g_free (self->missing_engine);
  self->missing_engine = g_strdup (missing_engine);
  adw_action_row_set_subtitle (self->computer_row,
                               missing_engine != NULL ? _("No chess engine to play with") : engine_name);
  /* Two players can always play; the computer only with an engine. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->computer_row), missing_engine == NULL);
  if (missing_engine != NULL)
    chess_opponent_group_set_computer (self, FALSE);
  chess_opponent_group_update (self);
}

void
chess_opponent_group_load (ChessOpponentGroup   *self,
                           const ChessGameSetup *setup)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));
  g_return_if_fail (setup != NULL);

  chess_opponent_group_set_level (self, chess_game_setup_get_engine_level (setup));
  chess_opponent_group_set_player_color (self, chess_game_setup_get_player_color (setup));
  chess_opponent_group_set_computer (self,
                                     self->missing_engine == NULL
                                     && chess_game_setup_get_opponent (setup) == CHESS_OPPONENT_COMPUTER);
  chess_opponent_group_update (self);
}

void
chess_opponent_group_save (ChessOpponentGroup *self,
                           ChessGameSetup     *setup)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));
  g_return_if_fail (setup != NULL);

  chess_game_setup_set_opponent (setup, chess_opponent_group_get_computer (self)
                                        ? CHESS_OPPONENT_COMPUTER : CHESS_OPPONENT_PLAYER);
  chess_game_setup_set_engine_level (setup, chess_opponent_group_get_level (self));
  chess_game_setup_set_player_color (setup, chess_opponent_group_get_player_color (self));
}

void
chess_opponent_group_set_start (ChessOpponentGroup *self,
                                ChessVariant        variant,
                                gint                number)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));

  self->variant = variant;
  self->number = number;
  chess_opponent_group_update (self);
}

gboolean
chess_opponent_group_get_can_start (ChessOpponentGroup *self)
{
  g_return_val_if_fail (CHESS_IS_OPPONENT_GROUP (self), FALSE);
  return self->can_start;
}

gboolean
chess_opponent_group_get_computer (ChessOpponentGroup *self)
{
  g_return_val_if_fail (CHESS_IS_OPPONENT_GROUP (self), FALSE);
  return gtk_check_button_get_active (self->computer_check);
}

void
chess_opponent_group_set_computer (ChessOpponentGroup *self,
                                   gboolean            computer)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));

  /* The toggled handler notifies. */
  gtk_check_button_set_active (computer ? self->computer_check : self->player_check, TRUE);
}

guint
chess_opponent_group_get_level (ChessOpponentGroup *self)
{
  g_return_val_if_fail (CHESS_IS_OPPONENT_GROUP (self), CHESS_ENGINE_MIN_LEVEL);
  return CHESS_ENGINE_MIN_LEVEL + adw_combo_row_get_selected (self->level_row);
}

void
chess_opponent_group_set_level (ChessOpponentGroup *self,
                                guint               level)
{
  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));

  level = CLAMP (level, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL);
  adw_combo_row_set_selected (self->level_row, level - CHESS_ENGINE_MIN_LEVEL);
}

ChessPlayerColor
chess_opponent_group_get_player_color (ChessOpponentGroup *self)
{
  g_return_val_if_fail (CHESS_IS_OPPONENT_GROUP (self), CHESS_PLAYER_COLOR_WHITE);

  if (gtk_toggle_button_get_active (self->black_button))
    return CHESS_PLAYER_COLOR_BLACK;
  if (gtk_toggle_button_get_active (self->random_button))
    return CHESS_PLAYER_COLOR_RANDOM;
  return CHESS_PLAYER_COLOR_WHITE;
}

void
chess_opponent_group_set_player_color (ChessOpponentGroup *self,
                                       ChessPlayerColor    color)
{
  GtkToggleButton *button;

  g_return_if_fail (CHESS_IS_OPPONENT_GROUP (self));

  switch (color)
    {
    case CHESS_PLAYER_COLOR_BLACK:
      button = self->black_button;
      break;
    case CHESS_PLAYER_COLOR_RANDOM:
      button = self->random_button;
      break;
    case CHESS_PLAYER_COLOR_WHITE:
    default:
      button = self->white_button;
      break;
    }
  gtk_toggle_button_set_active (button, TRUE);
}

static void
chess_opponent_group_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  ChessOpponentGroup *self = CHESS_OPPONENT_GROUP (object);

  switch (prop_id)
    {
    case PROP_COMPUTER:
      g_value_set_boolean (value, chess_opponent_group_get_computer (self));
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, chess_opponent_group_get_level (self));
      break;
    case PROP_PLAYER_COLOR:
      g_value_set_uint (value, chess_opponent_group_get_player_color (self));
      break;
    case PROP_CAN_START:
      g_value_set_boolean (value, self->can_start);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_opponent_group_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  ChessOpponentGroup *self = CHESS_OPPONENT_GROUP (object);

  switch (prop_id)
    {
    case PROP_COMPUTER:
      chess_opponent_group_set_computer (self, g_value_get_boolean (value));
      break;
    case PROP_LEVEL:
      chess_opponent_group_set_level (self, g_value_get_uint (value));
      break;
    case PROP_PLAYER_COLOR:
      chess_opponent_group_set_player_color (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_opponent_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CHESS_TYPE_OPPONENT_GROUP);

  G_OBJECT_CLASS (chess_opponent_group_parent_class)->dispose (object);
}

static void
chess_opponent_group_finalize (GObject *object)
{
  ChessOpponentGroup *self = CHESS_OPPONENT_GROUP (object);

  g_free (self->missing_engine);

  G_OBJECT_CLASS (chess_opponent_group_parent_class)->finalize (object);
}

static void
chess_opponent_group_class_init (ChessOpponentGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_opponent_group_dispose;
  object_class->finalize = chess_opponent_group_finalize;
  object_class->get_property = chess_opponent_group_get_property;
  object_class->set_property = chess_opponent_group_set_property;

  properties[PROP_COMPUTER] =
    g_param_spec_boolean ("computer", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, CHESS_ENGINE_MIN_LEVEL, CHESS_ENGINE_MAX_LEVEL, CHESS_ENGINE_MIN_LEVEL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A ChessPlayerColor. */
  properties[PROP_PLAYER_COLOR] =
    g_param_spec_uint ("player-color", NULL, NULL, CHESS_PLAYER_COLOR_WHITE, CHESS_PLAYER_COLOR_RANDOM,
                       CHESS_PLAYER_COLOR_WHITE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_START] =
    g_param_spec_boolean ("can-start", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-opponent-group.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, player_check);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, computer_check);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, computer_row);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, level_row);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, color_row);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, white_button);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, black_button);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, random_button);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, message_row);
  gtk_widget_class_bind_template_child (widget_class, ChessOpponentGroup, message_icon);
}

static void
chess_opponent_group_init (ChessOpponentGroup *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  self->number = -1;
  self->can_start = TRUE;

  /* The names live in one place, chess-engine-setup.c. */
  for (guint level = CHESS_ENGINE_MIN_LEVEL; level <= CHESS_ENGINE_MAX_LEVEL; level++)
    gtk_string_list_append (levels, chess_ui_engine_level_name (level));
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  on_level_selected (self);

  g_signal_connect_swapped (self->player_check, "toggled", G_CALLBACK (on_opponent_toggled), self);
  g_signal_connect_swapped (self->computer_check, "toggled", G_CALLBACK (on_opponent_toggled), self);
  g_signal_connect_swapped (self->level_row, "notify::selected", G_CALLBACK (on_level_selected), self);
  g_signal_connect (self->white_button, "toggled", G_CALLBACK (on_color_toggled), self);
  g_signal_connect (self->black_button, "toggled", G_CALLBACK (on_color_toggled), self);
  g_signal_connect (self->random_button, "toggled", G_CALLBACK (on_color_toggled), self);

  chess_opponent_group_update (self);
}
