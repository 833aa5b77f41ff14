/* chess-game-panel.c: the main window's side panel, following its match
 *
 * Everything here only shows what the match says: whose turn it is, the
 * result, a draw that may be claimed or was offered, the clocks, the
 * position looked back at. Its children that show the game itself (the
 * move list, the castle bar, the clocks) are bound to the match in the
 * template; the rest follows its notifications through signal groups.
 * The move entry is in chess-game-panel-entry.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-panel"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-browse-bar.h"
#include "chess-button-row.h"
#include "chess-engine-setup.h"
#include "chess-game-panel-private.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"

G_DEFINE_FINAL_TYPE (ChessGamePanel, chess_game_panel, GTK_TYPE_WIDGET)

/* Between the panel's rows (its template's GtkBoxLayout), and while the
 * analysis panel is shown below it. */
#define SPACING                 12
#define SPACING_BESIDE_ANALYSIS 6

enum {
  PROP_0,
  PROP_MATCH,
  PROP_VIEW_NODE,
  PROP_NARROW,
  PROP_FIGURINE,
  PROP_ANALYSIS_SHOWN,
  N_PROPS
};

enum {
  PREVIEW_MOVE,
  FOCUS_BOARD,
  VIEW_MOVE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

ChessGame *
_chess_game_panel_get_game (ChessGamePanel *self)
{
  return self->match != NULL ? chess_match_get_game (self->match) : NULL;
}

gboolean
_chess_game_panel_is_live (ChessGamePanel *self)
{
  return self->view_node == NULL;
}

static const ChessPosition *
shown_position (ChessGamePanel *self)
{
  if (self->view_node != NULL)
    return chess_game_node_get_position (self->view_node);
  return chess_match_get_shown_position (self->match, -1);
}

static void
update_status (ChessGamePanel *self)
{
  ChessGame *game = _chess_game_panel_get_game (self);
  const ChessPosition *position;
  ChessResult result;
  ChessColor side;
  g_autofree char *text = NULL;

  if (game == NULL)
    return;

  /* An earlier position is described as it was: whose move, and check;
   * the game's own news waits until the user comes back to it. */
  position = shown_position (self);
  result = _chess_game_panel_is_live (self) ? chess_game_get_result (game) : CHESS_RESULT_NONE;
  side = chess_position_get_side_to_move (position);

  if (result != CHESS_RESULT_NONE)
    text = chess_ui_describe_result (result, chess_game_get_result_reason (game));
  else if (chess_match_get_paused (self->match))
    text = g_strdup (_("Clocks paused: resume them to move"));
  else if (chess_ui_draw_answer_text (chess_match_get_draw_answer (self->match)) != NULL)
    text = g_strdup (chess_ui_draw_answer_text (chess_match_get_draw_answer (self->match)));
  else if (_chess_game_panel_is_live (self) && chess_match_get_thinking (self->match))
    text = g_strdup (_("Computer is thinking…"));
  else if (_chess_game_panel_is_live (self) && chess_match_get_engine_error (self->match) != NULL
           && !chess_match_get_players_turn (self->match))
    text = g_strdup (_("The computer could not move"));
  /* A hint takes a second: say that it is coming. */
  else if (_chess_game_panel_is_live (self) && chess_match_get_hint_pending (self->match))
    text = g_strdup (_("Looking for a hint…"));
  else if (chess_position_is_check (position))
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move · Check"), chess_ui_color_name (side));
  else
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move"), chess_ui_color_name (side));
  gtk_label_set_label (self->status_label, text);
  /* The status bar's name, which screen readers read: GTK 4.8 gives a
   * label its text as its name, GTK 4.18 no longer does. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);

  chess_clock_view_set_game_over (self->top_clock, result != CHESS_RESULT_NONE);
  chess_clock_view_set_game_over (self->bottom_clock, result != CHESS_RESULT_NONE);
  gtk_widget_set_visible (self->turn_indicator, result == CHESS_RESULT_NONE);
  gtk_widget_add_css_class (self->turn_indicator, side == CHESS_COLOR_WHITE ? "white" : "black");
  gtk_widget_remove_css_class (self->turn_indicator, side == CHESS_COLOR_WHITE ? "black" : "white");
}

static void
update_claim (ChessGamePanel *self)
{
  /* The match offers the computer no claim, and the user one only on
   * their own turn. */
  ChessDrawClaim claim = chess_match_get_claimable_draw (self->match);
  const char *side = NULL;
  g_autofree char *text = NULL;

  if (claim != CHESS_DRAW_CLAIM_NONE)
    {
      ChessGame *game = _chess_game_panel_get_game (self);

      side = chess_ui_color_name (chess_position_get_side_to_move (chess_game_get_position (game)));
    }
  if (claim == CHESS_DRAW_CLAIM_THREEFOLD_REPETITION)
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s may claim a draw by threefold repetition"), side);
  else if (claim == CHESS_DRAW_CLAIM_FIFTY_MOVES)
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s may claim a draw by the fifty-move rule"), side);
  gtk_label_set_label (self->claim_label, text != NULL ? text : "");
  gtk_widget_set_visible (self->claim_bar, text != NULL);
}

static void
update_draw_offer (ChessGamePanel *self)
{
  g_autofree char *text = NULL;
  const char *hint = NULL;
  ChessColor offering;

  /* An offer to the computer is answered in the status line. */
  if (chess_match_get_opponent (self->match) == NULL
      && chess_match_get_draw_offer (self->match, &offering, NULL))
    {
      /* Translators: the argument is "White" or "Black" */
      text = g_strdup_printf (_("%s offers a draw"), chess_ui_color_name (offering));
      /* The opponent answers now, or after the offering side's move. */
      hint = offering == CHESS_COLOR_BLACK ? _("White’s next move declines it")
                                           : _("Black’s next move declines it");
    }
  gtk_label_set_label (self->draw_offer_label, text != NULL ? text : "");
  gtk_label_set_label (self->draw_offer_hint, hint != NULL ? hint : "");
  gtk_widget_set_visible (self->draw_offer_bar, text != NULL);
}

static void
update_info (ChessGamePanel *self)
{
  ChessGame *game = _chess_game_panel_get_game (self);
  ChessVariant variant;
  gint number;
  g_autofree char *text = NULL;
  char back_rank[9];

  if (game == NULL)
    return;
  variant = chess_game_get_variant (game);
  number = chess_game_get_start_number (game);
  if (number >= 0 && chess_startpos_get_back_rank (variant, (guint) number, back_rank, NULL))
    /* Translators: variant, start position number and White's back rank,
     * e.g. "Chess960 · SP 518 · RNBQKBNR" */
    text = g_strdup_printf (_("%s · SP %d · %s"), chess_ui_variant_name (variant), number, back_rank);
  else
    /* Translators: the argument is the variant, e.g. "Chess960" */
    text = g_strdup_printf (_("%s · set-up position"), chess_ui_variant_name (variant));
  gtk_label_set_label (self->info_label, text);
}

/* What depends on the position looked at: the castling rights shown, the
 * castle buttons (only for the game itself) and the bar that says which
 * earlier position this is. */
static void
update_view (ChessGamePanel *self)
{
  ChessGame *game = _chess_game_panel_get_game (self);
  g_autofree char *text = NULL;
  g_autoptr(PangoAttrList) attributes = NULL;

  if (game == NULL)
    return;
  chess_castling_rights_set_position (self->castling_rights, shown_position (self));
  /* The bar keeps its room while a castle may still come, so that its
   * buttons coming and going move nothing below. */
  gtk_widget_set_visible (GTK_WIDGET (self->castle_bar),
                          chess_castle_bar_get_keeps_room (self->castle_bar)
                          || chess_castle_bar_get_n_castles (self->castle_bar) > 0);
  chess_castle_bar_set_buttons_shown (self->castle_bar,
                                      _chess_game_panel_is_live (self) && chess_match_get_players_turn (self->match));

  if (self->view_node != NULL && chess_game_node_get_parent (self->view_node) == NULL)
    text = g_strdup (_("Viewing the start position"));
  else if (self->view_node != NULL)
    {
      g_autofree char *move = chess_move_list_format_node (self->view_node,
                                                           chess_move_list_get_figurine (self->move_list));
      g_auto(GStrv) words = g_strsplit (move, " ", -1);

      /* The number and the move stay on one line when the bar wraps. */
      g_free (move);
      move = g_strjoinv ("\u00a0", words);

      /* Translators: the argument is a numbered move, e.g. "12… Nf6" */
      text = g_strdup_printf (chess_game_node_is_main_line (self->view_node)
                              ? _("Viewing %s") : _("Viewing %s, a variation"), move);
    }
  attributes = chess_ui_figurine_attributes (text != NULL ? text : "");
  gtk_label_set_label (self->viewing_label, text != NULL ? text : "");
  gtk_label_set_attributes (self->viewing_label, attributes);
  gtk_widget_set_visible (self->viewing_bar, text != NULL);
}

/* Against the computer the user resigns, whoever is to move. */
/* Who the user plays, and what Resign and Offer Draw do against them. */
static void
update_opponent (ChessGamePanel *self)
{
  ChessEnginePlayer *opponent = chess_match_get_opponent (self->match);
  g_autofree char *text = NULL;

  gtk_widget_set_tooltip_text (self->resign_button,
                               opponent != NULL ? _("You resign the game") : _("The side to move resigns"));
  gtk_widget_set_tooltip_text (self->offer_draw_button,
                               opponent != NULL
                               ? _("The computer accepts a draw when it does not stand better and the game is "
                                   "far on (move 30) or down to a light ending, or when it stands clearly worse")
                               : _("The side to move offers a draw; the opponent accepts or declines"));
  if (opponent != NULL)
    {
      guint level = chess_engine_player_get_level (opponent);

      /* Translators: the level's number, the highest level's and its
       * name, e.g. "Computer · level 3 of 8, Casual" */
      text = g_strdup_printf (_("Computer · level %u of %u, %s"), level, (guint) CHESS_ENGINE_MAX_LEVEL,
                              chess_ui_engine_level_name (level));
    }
  gtk_label_set_label (self->opponent_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_label), text != NULL);
  update_draw_offer (self);
}

static void
update_clock_button (ChessGamePanel *self)
{
  ChessClock *clock = chess_match_get_clock (self->match);
  gboolean running = clock != NULL && chess_clock_get_running (clock);
  const char *tooltip;

  gtk_widget_set_visible (self->pause_clock_button, chess_match_get_can_pause_clock (self->match));
  if (running)
    tooltip = _("Pause Clocks");
  else if (clock != NULL && chess_clock_get_started (clock))
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
update_clock_layout (ChessGamePanel *self)
{
  gboolean flipped = self->match != NULL && chess_match_get_black_at_bottom (self->match);
  gboolean has_clock = self->match != NULL && chess_match_get_clock (self->match) != NULL;
  GtkWidget *top = GTK_WIDGET (self->top_clock);
  GtkWidget *bottom = GTK_WIDGET (self->bottom_clock);
  GtkWidget *bottom_parent = self->narrow ? self->top_clock_box : self->bottom_clock_box;

  chess_clock_view_set_color (self->top_clock, flipped ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK);
  chess_clock_view_set_color (self->bottom_clock, flipped ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE);
  chess_clock_view_set_compact (self->top_clock, self->narrow);
  chess_clock_view_set_compact (self->bottom_clock, self->narrow);

  if (gtk_widget_get_parent (bottom) != bottom_parent)
    {
      g_object_ref (bottom);
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (bottom)), bottom);
      gtk_box_append (GTK_BOX (bottom_parent), bottom);
      g_object_unref (bottom);
    }
  /* White first, whichever way the board is turned: the views swap
   * colors when it flips, and would swap places with them. */
  if (self->narrow)
    gtk_box_reorder_child_after (GTK_BOX (self->top_clock_box), flipped ? bottom : top, flipped ? top : bottom);

  gtk_widget_set_visible (self->top_clock_box, has_clock);
  gtk_widget_set_visible (self->bottom_clock_box, has_clock && !self->narrow);
}

static gboolean
on_clock_layout_idle (gpointer user_data)
{
  ChessGamePanel *self = user_data;

  self->clock_layout_source = 0;
  update_clock_layout (self);
  return G_SOURCE_REMOVE;
}

static void
on_position_changed (ChessGamePanel *self)
{
  update_status (self);
  update_view (self);
}

/* Whose turn it is: against the computer, whether the user may move. */
static void
on_turn_changed (ChessGamePanel *self)
{
  update_status (self);
  update_view (self);
  _chess_game_panel_update_move_entry (self);
}

static void
on_game_changed (ChessGamePanel *self)
{
  if (_chess_game_panel_get_game (self) == NULL)
    return;
  update_info (self);
  update_claim (self);
  on_turn_changed (self);
  _chess_game_panel_show_move_error (self, NULL);
}

static void
on_clock_changed (ChessGamePanel *self)
{
  update_clock_button (self);
  update_clock_layout (self);
}

static void
on_match_bound (GSignalGroup   *group,
                ChessMatch     *match,
                ChessGamePanel *self)
{
  on_game_changed (self);
  update_draw_offer (self);
  update_opponent (self);
  on_clock_changed (self);
}

/* Escape in the move entry, or a castle played with its button (gone
 * with the castle): the board is where the game goes on. */
void
_chess_game_panel_emit_view_move (ChessGamePanel  *self,
                                  const ChessMove *move)
{
  g_signal_emit (self, signals[VIEW_MOVE], 0, move);
}

void
_chess_game_panel_emit_focus_board (ChessGamePanel *self)
{
  g_signal_emit (self, signals[FOCUS_BOARD], 0);
}

static void
on_castle_preview (ChessGamePanel  *self,
                   const ChessMove *move,
                   ChessCastleBar  *castle_bar)
{
  g_signal_emit (self, signals[PREVIEW_MOVE], 0, move);
}

static void
on_figurine_changed (ChessGamePanel *self)
{
  if (self->match != NULL)
    update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURINE]);
}

static void
on_narrow_changed (ChessGamePanel *self)
{
  /* The layout says so while it allocates, too late for moving a clock
   * in this frame: it moves for the next one. */
  if (self->clock_layout_source == 0)
    self->clock_layout_source = g_idle_add (on_clock_layout_idle, self);
}

void
chess_game_panel_set_match (ChessGamePanel *self,
                            ChessMatch     *match)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));
  g_return_if_fail (match == NULL || CHESS_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_binding_group_set_source (self->match_bindings, match);
  g_signal_group_set_target (self->match_signals, match);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
chess_game_panel_set_view_node (ChessGamePanel *self,
                                ChessGameNode  *node)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));

  if (self->view_node == node)
    return;
  self->view_node = node;
  self->view_ply = node != NULL ? (int) chess_game_node_get_ply (node) : -1;
  if (self->match != NULL)
    {
      update_status (self);
      update_view (self);
      _chess_game_panel_update_move_entry (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_NODE]);
}

ChessMoveList *
chess_game_panel_get_move_list (ChessGamePanel *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_PANEL (self), NULL);
  return self->move_list;
}

static void
chess_game_panel_dispose (GObject *object)
{
  ChessGamePanel *self = CHESS_GAME_PANEL (object);
  GtkWidget *child;

  g_clear_handle_id (&self->clock_layout_source, g_source_remove);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->match_bindings != NULL)
    g_binding_group_set_source (self->match_bindings, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_GAME_PANEL);
  /* The template's unnamed boxes too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->match_bindings);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->clock_signals);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (chess_game_panel_parent_class)->dispose (object);
}

static void
chess_game_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessGamePanel *self = CHESS_GAME_PANEL (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_VIEW_NODE:
      g_value_set_pointer (value, self->view_node);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    case PROP_FIGURINE:
      g_value_set_boolean (value, chess_move_list_get_figurine (self->move_list));
      break;
    case PROP_ANALYSIS_SHOWN:
      g_value_set_boolean (value, self->analysis_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessGamePanel *self = CHESS_GAME_PANEL (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      chess_game_panel_set_match (self, g_value_get_object (value));
      break;
    case PROP_VIEW_NODE:
      chess_game_panel_set_view_node (self, g_value_get_pointer (value));
      break;
    case PROP_NARROW:
      if (self->narrow != g_value_get_boolean (value))
        {
          self->narrow = g_value_get_boolean (value);
          on_narrow_changed (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FIGURINE:
      /* The move list says so when it changes. */
      g_object_set_property (G_OBJECT (self->move_list), "figurine", value);
      break;
    case PROP_ANALYSIS_SHOWN:
      if (self->analysis_shown != g_value_get_boolean (value))
        {
          self->analysis_shown = g_value_get_boolean (value);
          gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                      self->analysis_shown ? SPACING_BESIDE_ANALYSIS : SPACING);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_panel_class_init (ChessGamePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_panel_dispose;
  object_class->get_property = chess_game_panel_get_property;
  object_class->set_property = chess_game_panel_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, CHESS_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_NODE] =
    g_param_spec_pointer ("view-node", NULL, NULL,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Pieces as figurines in the move list: “♘f3” for “Nf3”. */
  properties[PROP_FIGURINE] =
    g_param_spec_boolean ("figurine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The analysis panel is shown below (chess-window.ui): it has the
   * buttons that step through the game, so the panel hides its own, and
   * the panel packs closer, for the move list to keep rows. */
  properties[PROP_ANALYSIS_SHOWN] =
    g_param_spec_boolean ("analysis-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PREVIEW_MOVE] =
    g_signal_new ("preview-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[FOCUS_BOARD] =
    g_signal_new ("focus-board", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[VIEW_MOVE] =
    g_signal_new ("view-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  g_type_ensure (CHESS_TYPE_BROWSE_BAR);
  g_type_ensure (CHESS_TYPE_BUTTON_ROW);
  g_type_ensure (CHESS_TYPE_CASTLE_BAR);
  g_type_ensure (CHESS_TYPE_CASTLING_RIGHTS);
  g_type_ensure (CHESS_TYPE_CLOCK_VIEW);
  g_type_ensure (CHESS_TYPE_MATCH);
  g_type_ensure (CHESS_TYPE_MOVE_LIST);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-game-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, top_clock_box);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, bottom_clock_box);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, top_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, turn_indicator);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, pause_clock_button);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, claim_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, save_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, save_error_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, claim_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, draw_offer_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, draw_offer_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, draw_offer_hint);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, info_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, opponent_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, castling_rights);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, castle_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, viewing_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, viewing_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, move_list);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, resign_button);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, offer_draw_button);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, move_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, move_error_label);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePanel, move_error_stack);
}

static void
chess_game_panel_init (ChessGamePanel *self)
{
  self->view_ply = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The match, its game and its clock, each followed while it is the
   * match's: swapping one moves the handlers with it. */
  self->match_signals = g_signal_group_new (CHESS_TYPE_MATCH);
  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  self->clock_signals = g_signal_group_new (CHESS_TYPE_CLOCK);
  g_signal_connect (self->match_signals, "bind", G_CALLBACK (on_match_bound), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::game", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::players-turn", G_CALLBACK (on_turn_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::playing", G_CALLBACK (_chess_game_panel_update_move_entry), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::thinking", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::paused", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::paused", G_CALLBACK (_chess_game_panel_update_move_entry), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::draw-answer", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::hint-pending", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::engine-error", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::draw-offered", G_CALLBACK (update_draw_offer), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::opponent", G_CALLBACK (update_opponent), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::clock", G_CALLBACK (on_clock_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::can-pause-clock", G_CALLBACK (update_clock_button), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::black-at-bottom", G_CALLBACK (update_clock_layout), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (on_position_changed), self);
  /* A variation promoted to the main line, or the main line demoted:
   * the bar says which the move shown is now. */
  g_signal_group_connect_swapped (self->game_signals, "tree-changed", G_CALLBACK (update_view), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::claimable-draw", G_CALLBACK (update_claim), self);
  g_signal_group_connect_swapped (self->clock_signals, "notify::running", G_CALLBACK (update_clock_button), self);
  g_signal_group_connect_swapped (self->clock_signals, "notify::started", G_CALLBACK (update_clock_button), self);
  self->match_bindings = g_binding_group_new ();
  g_binding_group_bind (self->match_bindings, "game", self->game_signals, "target", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->match_bindings, "clock", self->clock_signals, "target", G_BINDING_SYNC_CREATE);

  _chess_game_panel_init_move_entry (self);
  g_signal_connect_swapped (self->castle_bar, "preview-move", G_CALLBACK (on_castle_preview), self);
  g_signal_connect_swapped (self->castle_bar, "castle-played", G_CALLBACK (_chess_game_panel_emit_focus_board), self);
  g_signal_connect_swapped (self->castle_bar, "notify::n-castles", G_CALLBACK (update_view), self);
  g_signal_connect_swapped (self->castle_bar, "notify::keeps-room", G_CALLBACK (update_view), self);
  g_signal_connect_swapped (self->move_list, "notify::figurine", G_CALLBACK (on_figurine_changed), self);
}

void
chess_game_panel_set_save_error (ChessGamePanel *self,
                                 const char     *message)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));

  gtk_label_set_label (self->save_error_label, message != NULL ? message : "");
  gtk_widget_set_visible (self->save_bar, message != NULL);
}
