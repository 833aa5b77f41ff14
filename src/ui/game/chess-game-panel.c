/* chess-game-panel.c: the main window's side panel, following its match
 *
 * Everything here only shows what the match says: whose turn it is, the
 * result, a draw that may be claimed or was offered, the clocks, the
 * position looked back at. Its children that show the game itself (the
 * move list, the castle bar, the clocks) are bound to the match in the
 * template; the rest follows its notifications through signal groups.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-panel"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-button-row.h"
#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-clock-view.h"
#include "chess-engine-setup.h"
#include "chess-game-panel.h"
#include "chess-move-list.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"

struct _ChessGamePanel
{
  GtkWidget            parent_instance;

  ChessMatch          *match;
  int                  view_ply;
  gboolean             narrow;
  GSignalGroup        *match_signals;
  GSignalGroup        *game_signals;
  GSignalGroup        *clock_signals;
  /* Points the game's and the clock's signal groups at the match's. */
  GBindingGroup       *match_bindings;
  /* Moves the clocks for the next frame when the layout changes. */
  guint                clock_layout_source;

  GtkWidget           *top_clock_box;
  GtkWidget           *bottom_clock_box;
  ChessClockView      *top_clock;
  ChessClockView      *bottom_clock;
  GtkWidget           *turn_indicator;
  GtkLabel            *status_label;
  GtkWidget           *pause_clock_button;
  GtkWidget           *claim_bar;
  GtkLabel            *claim_label;
  GtkWidget           *save_bar;
  GtkLabel            *save_error_label;
  GtkWidget           *draw_offer_bar;
  GtkLabel            *draw_offer_label;
  GtkLabel            *draw_offer_hint;
  GtkLabel            *info_label;
  GtkLabel            *opponent_label;
  ChessCastlingRights *castling_rights;
  ChessCastleBar      *castle_bar;
  GtkWidget           *viewing_bar;
  GtkLabel            *viewing_label;
  ChessMoveList       *move_list;
  GtkWidget           *resign_button;
  GtkWidget           *offer_draw_button;
  GtkEntry            *move_entry;
  GtkLabel            *move_error_label;
  GtkStack            *move_error_stack;
};

G_DEFINE_FINAL_TYPE (ChessGamePanel, chess_game_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_VIEW_PLY,
  PROP_NARROW,
  PROP_FIGURINE,
  N_PROPS
};

enum {
  PREVIEW_MOVE,
  FOCUS_BOARD,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static ChessGame *
panel_game (ChessGamePanel *self)
{
  return self->match != NULL ? chess_match_get_game (self->match) : NULL;
}

static gboolean
is_live (ChessGamePanel *self)
{
  return self->view_ply < 0;
}

static void
update_status (ChessGamePanel *self)
{
  ChessGame *game = panel_game (self);
  const ChessPosition *position;
  ChessResult result;
  ChessColor side;
  g_autofree char *text = NULL;

  if (game == NULL)
    return;

  /* An earlier position is described as it was: whose move, and check;
   * the game's own news waits until the user comes back to it. */
  position = chess_match_get_shown_position (self->match, self->view_ply);
  result = is_live (self) ? chess_game_get_result (game) : CHESS_RESULT_NONE;
  side = chess_position_get_side_to_move (position);

  if (result != CHESS_RESULT_NONE)
    text = chess_ui_describe_result (result, chess_game_get_result_reason (game));
  else if (chess_match_get_paused (self->match))
    text = g_strdup (_("Clocks paused: resume them to move"));
  else if (chess_ui_draw_answer_text (chess_match_get_draw_answer (self->match)) != NULL)
    text = g_strdup (chess_ui_draw_answer_text (chess_match_get_draw_answer (self->match)));
  else if (is_live (self) && chess_match_get_thinking (self->match))
    text = g_strdup (_("Computer is thinking…"));
  else if (is_live (self) && chess_match_get_engine_error (self->match) != NULL
           && !chess_match_get_players_turn (self->match))
    text = g_strdup (_("The computer could not move"));
  /* A hint takes a second: say that it is coming. */
  else if (is_live (self) && chess_match_get_hint_pending (self->match))
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
    side = chess_ui_color_name (chess_position_get_side_to_move (chess_game_get_position (panel_game (self))));
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
  ChessGame *game = panel_game (self);
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
  ChessGame *game = panel_game (self);
  g_autofree char *text = NULL;
  g_autoptr(PangoAttrList) attributes = NULL;

  if (game == NULL)
    return;
  chess_castling_rights_set_position (self->castling_rights,
                                      chess_match_get_shown_position (self->match, self->view_ply));
  /* The bar keeps its room while a castle may still come, so that its
   * buttons coming and going move nothing below. */
  gtk_widget_set_visible (GTK_WIDGET (self->castle_bar),
                          chess_castle_bar_get_keeps_room (self->castle_bar)
                          || chess_castle_bar_get_n_castles (self->castle_bar) > 0);
  chess_castle_bar_set_buttons_shown (self->castle_bar,
                                      is_live (self) && chess_match_get_players_turn (self->match));

  if (self->view_ply == 0)
    text = g_strdup (_("Viewing the start position"));
  else if (self->view_ply > 0 && (guint) self->view_ply <= chess_game_get_n_moves (game))
    {
      g_autofree char *move = chess_move_list_format_ply (game, (guint) self->view_ply,
                                                          chess_move_list_get_figurine (self->move_list));

      /* Translators: the argument is a numbered move, e.g. "12… Nf6" */
      text = g_strdup_printf (_("Viewing %s"), move);
    }
  attributes = chess_ui_figurine_attributes (text != NULL ? text : "");
  gtk_label_set_label (self->viewing_label, text != NULL ? text : "");
  gtk_label_set_attributes (self->viewing_label, attributes);
  gtk_widget_set_visible (self->viewing_bar, text != NULL);
}

/* Moves are typed for the game itself: not while an earlier position is
 * shown, nor after the end. The placeholder says why the entry is off. */
static void
update_move_entry (ChessGamePanel *self)
{
  GtkWidget *entry = GTK_WIDGET (self->move_entry);
  gboolean playing = chess_match_get_playing (self->match);
  gboolean paused = chess_match_get_paused (self->match);
  gboolean can_move = playing && is_live (self) && chess_match_get_players_turn (self->match) && !paused;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *placeholder;

  if (can_move)
    placeholder = _("Type a move: Nf3, O-O, e2e4");
  else if (!is_live (self))
    placeholder = _("Go back to the game to type a move");
  else if (playing && paused)
    placeholder = _("Clocks paused: resume to move");
  else if (playing)
    placeholder = _("The computer is to move");
  else
    placeholder = _("The game is over");
  gtk_entry_set_placeholder_text (self->move_entry, placeholder);

  if (can_move == gtk_widget_get_sensitive (entry))
    return;
  /* Keyboard users keep a focus: the board's cursor is the next thing,
   * or, looking back (← in the empty entry), the move shown, where the
   * same keys go on through the game. */
  if (!can_move && focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry)))
    {
      if (!is_live (self))
        chess_move_list_focus_current (self->move_list);
      else
        g_signal_emit (self, signals[FOCUS_BOARD], 0);
    }
  gtk_widget_set_sensitive (entry, can_move);
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
show_move_error (ChessGamePanel *self,
                 const char     *message)
{
  gtk_label_set_label (self->move_error_label, message != NULL ? message : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->move_error_label), message);
  gtk_widget_set_visible (GTK_WIDGET (self->move_error_label), message != NULL);
  if (message != NULL)
    gtk_stack_set_visible_child (self->move_error_stack, GTK_WIDGET (self->move_error_label));
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->move_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->move_entry), "error");
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
  update_move_entry (self);
}

static void
on_game_changed (ChessGamePanel *self)
{
  if (panel_game (self) == NULL)
    return;
  update_info (self);
  update_claim (self);
  on_turn_changed (self);
  show_move_error (self, NULL);
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

/* The core's messages are in English and name the input first; these say
 * the same in the user's language. */
static char *
describe_move_error (const GError *error,
                     const char   *text)
{
  if (error->domain != CHESS_ERROR)
    return g_strdup (error->message);

  switch (error->code)
    {
    case CHESS_ERROR_AMBIGUOUS_MOVE:
      /* Translators: the argument is the move the user typed */
      return g_strdup_printf (_("“%s” could be more than one move: add the file or rank the piece comes from"), text);
    case CHESS_ERROR_MISSING_PROMOTION:
      /* Translators: the argument is the move the user typed */
      return g_strdup_printf (_("“%s”: a pawn reaching the last rank must promote, e.g. e8=Q or e7e8q"), text);
    case CHESS_ERROR_ILLEGAL_MOVE:
      /* Translators: the argument is the move the user typed */
      return g_strdup_printf (_("“%s” is not a legal move in this position"), text);
    case CHESS_ERROR_GAME_OVER:
      return g_strdup (_("The game is over: start a new game or take back a move"));
    case CHESS_ERROR_INVALID_MOVE:
    default:
      /* Translators: the argument is what the user typed */
      return g_strdup_printf (_("“%s” is not a move: type it like Nf3, exd5, O-O or e2e4"), text);
    }
}

static void
on_move_entry_activate (GtkEntry       *entry,
                        ChessGamePanel *self)
{
  ChessGame *game = panel_game (self);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *english = NULL;
  g_autoptr(GError) localized_error = NULL;
  g_autoptr(GError) error = NULL;

  if (text[0] == '\0' || game == NULL)
    return;

  /* The user's own piece letters come first: in Spanish “Re1” is the
   * king's move, in English the rook's. */
  english = chess_ui_delocalize_san (text);
  if ((strcmp (english, text) == 0 || !chess_game_play_text (game, english, &localized_error))
      && !chess_game_play_text (game, text, &error))
    {
      /* “Dh5” with the queen blocked is an illegal move, not nonsense. */
      const GError *reason = localized_error != NULL
                             && g_error_matches (error, CHESS_ERROR, CHESS_ERROR_INVALID_MOVE)
                             ? localized_error : error;
      g_autofree char *message = describe_move_error (reason, text);

      show_move_error (self, message);
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
      return;
    }

  /* Focus stays here for the next move. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  show_move_error (self, NULL);
}

static void
on_move_entry_changed (ChessGamePanel *self)
{
  show_move_error (self, NULL);
}

/* Escape in the move entry, or a castle played with its button (gone
 * with the castle): the board is where the game goes on. */
static void
emit_focus_board (ChessGamePanel *self)
{
  g_signal_emit (self, signals[FOCUS_BOARD], 0);
}

static gboolean
on_move_entry_key_pressed (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           ChessGamePanel        *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  emit_focus_board (self);
  return TRUE;
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
chess_game_panel_focus_entry (ChessGamePanel *self)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

gboolean
chess_game_panel_start_typing (ChessGamePanel *self,
                               const char     *text)
{
  GtkEditable *editable = GTK_EDITABLE (self->move_entry);
  int position;

  g_return_val_if_fail (CHESS_IS_GAME_PANEL (self), FALSE);

  /* Off while an earlier position is shown or the game is over. */
  if (!gtk_widget_is_sensitive (GTK_WIDGET (self->move_entry)))
    return FALSE;
  gtk_entry_grab_focus_without_selecting (self->move_entry);
  /* A refused move is not worth keeping: the new key starts afresh. */
  if (gtk_widget_has_css_class (GTK_WIDGET (self->move_entry), "error"))
    gtk_editable_set_text (editable, "");
  gtk_editable_set_position (editable, -1);
  position = gtk_editable_get_position (editable);
  gtk_editable_insert_text (editable, text, -1, &position);
  gtk_editable_set_position (editable, position);
  return TRUE;
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
chess_game_panel_set_view_ply (ChessGamePanel *self,
                               int             view_ply)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));

  view_ply = MAX (view_ply, -1);
  if (self->view_ply == view_ply)
    return;
  self->view_ply = view_ply;
  if (self->match != NULL)
    {
      update_status (self);
      update_view (self);
      update_move_entry (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
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
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    case PROP_FIGURINE:
      g_value_set_boolean (value, chess_move_list_get_figurine (self->move_list));
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
    case PROP_VIEW_PLY:
      chess_game_panel_set_view_ply (self, g_value_get_int (value));
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
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Pieces as figurines in the move list: “♘f3” for “Nf3”. */
  properties[PROP_FIGURINE] =
    g_param_spec_boolean ("figurine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PREVIEW_MOVE] =
    g_signal_new ("preview-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[FOCUS_BOARD] =
    g_signal_new ("focus-board", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

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
  GtkEventController *controller;

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
  g_signal_group_connect_swapped (self->match_signals, "notify::playing", G_CALLBACK (update_move_entry), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::thinking", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::paused", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::paused", G_CALLBACK (update_move_entry), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::draw-answer", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::hint-pending", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::engine-error", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::draw-offered", G_CALLBACK (update_draw_offer), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::opponent", G_CALLBACK (update_opponent), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::clock", G_CALLBACK (on_clock_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::can-pause-clock", G_CALLBACK (update_clock_button), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::black-at-bottom", G_CALLBACK (update_clock_layout), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (on_position_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::claimable-draw", G_CALLBACK (update_claim), self);
  g_signal_group_connect_swapped (self->clock_signals, "notify::running", G_CALLBACK (update_clock_button), self);
  g_signal_group_connect_swapped (self->clock_signals, "notify::started", G_CALLBACK (update_clock_button), self);
  self->match_bindings = g_binding_group_new ();
  g_binding_group_bind (self->match_bindings, "game", self->game_signals, "target", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->match_bindings, "clock", self->clock_signals, "target", G_BINDING_SYNC_CREATE);

  g_signal_connect (self->move_entry, "activate", G_CALLBACK (on_move_entry_activate), self);
  g_signal_connect_swapped (self->move_entry, "changed", G_CALLBACK (on_move_entry_changed), self);
  g_signal_connect_swapped (self->castle_bar, "preview-move", G_CALLBACK (on_castle_preview), self);
  g_signal_connect_swapped (self->castle_bar, "castle-played", G_CALLBACK (emit_focus_board), self);
  g_signal_connect_swapped (self->castle_bar, "notify::n-castles", G_CALLBACK (update_view), self);
  g_signal_connect_swapped (self->castle_bar, "notify::keeps-room", G_CALLBACK (update_view), self);
  g_signal_connect_swapped (self->move_list, "notify::figurine", G_CALLBACK (on_figurine_changed), self);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_move_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->move_entry), controller);
}

void
chess_game_panel_set_save_error (ChessGamePanel *self,
                                 const char     *message)
{
  g_return_if_fail (CHESS_IS_GAME_PANEL (self));

  gtk_label_set_label (self->save_error_label, message != NULL ? message : "");
  gtk_widget_set_visible (self->save_bar, message != NULL);
}
