/* chess-window-panel.c: the main window's side panel follows the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window-private.h"

static char *
describe_result (ChessResult       result,
                 ChessResultReason reason)
{
  /* The loser of a decisive game is the other colour. */
  ChessColor winning = result == CHESS_RESULT_WHITE_WINS ? CHESS_COLOR_WHITE : CHESS_COLOR_BLACK;
  const char *winner = chess_ui_color_name (winning);
  const char *loser = chess_ui_color_name (winning == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE);

  if (result == CHESS_RESULT_DRAW)
    return g_strdup (chess_ui_draw_display_name (reason));

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

/* The position the board shows: the game's, or an earlier one while the
 * move list looks back. */
const ChessPosition *
chess_window_get_shown_position (ChessWindow *self)
{
  int view_ply;

  if (self->game == NULL)
    return NULL;
  view_ply = chess_move_list_get_view_ply (self->move_list);
  if (view_ply < 0 || (guint) view_ply > chess_game_get_n_moves (self->game))
    return chess_game_get_position (self->game);
  return chess_game_get_position_at (self->game, (guint) view_ply);
}

gboolean
chess_window_is_live (ChessWindow *self)
{
  return chess_move_list_get_view_ply (self->move_list) < 0;
}

gboolean
chess_window_is_playing (ChessWindow *self)
{
  return self->game != NULL && chess_game_get_result (self->game) == CHESS_RESULT_NONE;
}

static void
chess_window_update_status (ChessWindow *self)
{
  const ChessPosition *position;
  ChessResult result;
  ChessColor side;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;

  position = chess_game_get_position (self->game);
  result = chess_game_get_result (self->game);
  side = chess_position_get_side_to_move (position);

  if (result != CHESS_RESULT_NONE)
    text = describe_result (result, chess_game_get_result_reason (self->game));
  else if (chess_window_engine_get_status (self) != NULL)
    text = g_strdup (chess_window_engine_get_status (self));
  else if (chess_position_is_check (position))
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move · Check"), chess_ui_color_name (side));
  else
    /* Translators: the argument is "White" or "Black" */
    text = g_strdup_printf (_("%s to move"), chess_ui_color_name (side));

  gtk_label_set_label (self->status_label, text);

  gtk_widget_set_visible (self->turn_indicator, result == CHESS_RESULT_NONE);
  if (side == CHESS_COLOR_WHITE)
    {
      gtk_widget_add_css_class (self->turn_indicator, "white");
      gtk_widget_remove_css_class (self->turn_indicator, "black");
    }
  else
    {
      gtk_widget_add_css_class (self->turn_indicator, "black");
      gtk_widget_remove_css_class (self->turn_indicator, "white");
    }
}

static void
chess_window_update_claim (ChessWindow *self)
{
  /* The computer claims nothing, and the user only on their own turn. */
  ChessDrawClaim claim = self->game != NULL && chess_window_is_players_turn (self)
                         ? chess_game_get_claimable_draw (self->game) : CHESS_DRAW_CLAIM_NONE;
  const char *side = NULL;
  g_autofree char *text = NULL;

  if (claim != CHESS_DRAW_CLAIM_NONE)
    side = chess_ui_color_name (chess_position_get_side_to_move (chess_game_get_position (self->game)));

  switch (claim)
    {
    case CHESS_DRAW_CLAIM_THREEFOLD_REPETITION:
      /* Translators: the argument is "White" or "Black" */
      text = g_strdup_printf (_("%s may claim a draw by threefold repetition"), side);
      break;
    case CHESS_DRAW_CLAIM_FIFTY_MOVES:
      /* Translators: the argument is "White" or "Black" */
      text = g_strdup_printf (_("%s may claim a draw by the fifty-move rule"), side);
      break;
    case CHESS_DRAW_CLAIM_NONE:
    default:
      break;
    }

  gtk_label_set_label (self->claim_label, text != NULL ? text : "");
  gtk_widget_set_visible (self->claim_bar, text != NULL);
}

static void
chess_window_update_draw_offer (ChessWindow *self)
{
  g_autofree char *text = NULL;
  g_autofree char *hint = NULL;

  if (self->draw_offer != CHESS_WINDOW_NO_DRAW_OFFER)
    {
      ChessColor offering = (ChessColor) self->draw_offer;
      ChessColor answering = offering == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE;

      /* Translators: the argument is "White" or "Black" */
      text = g_strdup_printf (_("%s offers a draw"), chess_ui_color_name (offering));
      /* The opponent answers now, or after the offering side's move. */
      hint = g_strdup (answering == CHESS_COLOR_WHITE ? _("White’s next move declines it")
                                                      : _("Black’s next move declines it"));
    }
  gtk_label_set_label (self->draw_offer_label, text != NULL ? text : "");
  gtk_label_set_label (self->draw_offer_hint, hint != NULL ? hint : "");
  gtk_widget_set_visible (self->draw_offer_bar, text != NULL);
}

void
chess_window_update_info (ChessWindow *self)
{
  ChessVariant variant;
  gint number;
  g_autofree char *text = NULL;
  char back_rank[9];

  if (self->game == NULL)
    return;

  variant = chess_game_get_variant (self->game);
  number = chess_game_get_start_number (self->game);
  if (number >= 0 && chess_startpos_get_back_rank (variant, (guint) number, back_rank, NULL))
    /* Translators: variant, start position number and White's back rank,
     * e.g. "Chess960 · SP 518 · RNBQKBNR" */
    text = g_strdup_printf (_("%s · SP %d · %s"), chess_ui_variant_name (variant), number, back_rank);
  else
    /* Translators: the argument is the variant, e.g. "Chess960" */
    text = g_strdup_printf (_("%s · set-up position"), chess_ui_variant_name (variant));

  gtk_label_set_label (self->info_label, text);
}

static void
chess_window_update_view (ChessWindow *self)
{
  int view_ply = chess_move_list_get_view_ply (self->move_list);
  g_autofree char *text = NULL;
  g_autoptr(PangoAttrList) attributes = NULL;

  chess_castling_rights_set_position (self->castling_rights, chess_window_get_shown_position (self));
  gtk_widget_set_visible (GTK_WIDGET (self->castle_bar),
                          chess_window_is_live (self) && chess_window_is_players_turn (self)
                          && chess_castle_bar_get_n_castles (self->castle_bar) > 0);

  if (view_ply == 0)
    text = g_strdup (_("Viewing the start position"));
  else if (view_ply > 0 && self->game != NULL)
    {
      g_autofree char *move = chess_move_list_format_ply (self->game, (guint) view_ply,
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
chess_window_update_move_entry (ChessWindow *self)
{
  GtkWidget *entry = GTK_WIDGET (self->move_entry);
  gboolean live = chess_window_is_live (self);
  gboolean can_move = chess_window_is_playing (self) && live && chess_window_is_players_turn (self);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const char *placeholder;

  if (can_move)
    placeholder = _("Type a move: Nf3, O-O, e2e4");
  else if (!live)
    placeholder = _("Go back to the game to type a move");
  else if (chess_window_is_playing (self))
    placeholder = _("The computer is to move");
  else
    placeholder = _("The game is over");
  gtk_entry_set_placeholder_text (self->move_entry, placeholder);

  if (can_move == gtk_widget_get_sensitive (entry))
    return;
  /* Keyboard users keep a focus: the board's cursor is the next thing. */
  if (!can_move && focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry)))
    chess_window_focus_board (self);
  gtk_widget_set_sensitive (entry, can_move);
}

static void
chess_window_update_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean live = chess_window_is_live (self);
  /* What ends the game is done in the game, not in a position looked
   * back at. */
  gboolean can_act = chess_window_is_playing (self) && live;
  gboolean offered = self->draw_offer != CHESS_WINDOW_NO_DRAW_OFFER;

  gtk_widget_action_set_enabled (widget, "win.undo", chess_window_engine_can_undo (self));
  gtk_widget_action_set_enabled (widget, "win.redo", self->game != NULL && chess_game_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.resign", can_act);
  /* Against the computer the user resigns, whoever is to move. */
  gtk_widget_set_tooltip_text (self->resign_button,
                               chess_window_get_computer_opponent (self, NULL, NULL)
                               ? _("You resign the game")
                               : _("The side to move resigns"));
  /* The computer answers no offer. */
  gtk_widget_action_set_enabled (widget, "win.offer-draw",
                                 can_act && !offered && !chess_window_get_computer_opponent (self, NULL, NULL));
  gtk_widget_action_set_enabled (widget, "win.accept-draw", can_act && offered);
  gtk_widget_action_set_enabled (widget, "win.decline-draw", can_act && offered);
  gtk_widget_action_set_enabled (widget, "win.claim-draw",
                                 can_act && chess_window_is_players_turn (self)
                                 && chess_game_get_claimable_draw (self->game) != CHESS_DRAW_CLAIM_NONE);
  gtk_widget_action_set_enabled (widget, "win.back-to-game", !live);
  gtk_widget_action_set_enabled (widget, "win.copy-fen", self->game != NULL);
  gtk_widget_action_set_enabled (widget, "win.restore-game", self->replaced_game != NULL);
  chess_window_engine_update_actions (self);
  chess_window_update_move_entry (self);
}

void
chess_window_update_all (ChessWindow *self)
{
  if (self->game != NULL && !chess_window_is_playing (self))
    self->draw_offer = CHESS_WINDOW_NO_DRAW_OFFER;

  chess_window_update_status (self);
  chess_window_update_claim (self);
  chess_window_update_draw_offer (self);
  chess_window_update_view (self);
  chess_window_update_actions (self);
}

void
chess_window_set_draw_offer (ChessWindow *self,
                             int          draw_offer)
{
  if (self->draw_offer == draw_offer)
    return;
  self->draw_offer = draw_offer;
  self->draw_offer_ply = self->game != NULL ? chess_game_get_n_moves (self->game) : 0;
  chess_window_update_draw_offer (self);
  chess_window_update_actions (self);
}

/* At one board the side to move makes the offer, and FIDE's order (move,
 * then offer) comes out the same: the offer stands through the offering
 * side's own move, and the opponent answers it with Accept, Decline or a
 * move of their own, which declines it. Taking back a move withdraws it. */
void
chess_window_check_draw_offer (ChessWindow *self,
                               gboolean     took_back)
{
  guint n_moves;

  if (self->draw_offer == CHESS_WINDOW_NO_DRAW_OFFER || self->game == NULL)
    return;

  n_moves = chess_game_get_n_moves (self->game);
  if (took_back || n_moves < self->draw_offer_ply || n_moves > self->draw_offer_ply + 1)
    chess_window_set_draw_offer (self, CHESS_WINDOW_NO_DRAW_OFFER);
}

static void
on_view_ply_changed (ChessMoveList *move_list,
                     GParamSpec    *pspec,
                     ChessWindow   *self)
{
  chess_window_update_view (self);
  chess_window_update_actions (self);
}

static void
on_castles_changed (ChessCastleBar *castle_bar,
                    GParamSpec     *pspec,
                    ChessWindow    *self)
{
  chess_window_update_view (self);
}

static void
on_castle_preview (ChessCastleBar  *castle_bar,
                   const ChessMove *move,
                   ChessWindow     *self)
{
  chess_board_view_set_preview_move (self->board_view, move);
}

/* The castle's button is gone with the castle; the board is where the
 * game goes on. */
static void
on_castle_played (ChessCastleBar  *castle_bar,
                  const ChessMove *move,
                  ChessWindow     *self)
{
  chess_window_focus_board (self);
}

/* The core's messages are in English and name the input first; these say
 * the same in the user's language. */
static char *
describe_move_error (const GError *error,
                     const char   *text)
{
  if (!g_error_matches (error, CHESS_ERROR, error->code))
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

void
chess_window_show_move_error (ChessWindow *self,
                              const char  *message)
{
  gtk_label_set_label (self->move_error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->move_error_label), message != NULL);
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->move_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->move_entry), "error");
}

static void
on_move_entry_activate (GtkEntry    *entry,
                        ChessWindow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *english = NULL;
  g_autoptr(GError) localized_error = NULL;
  g_autoptr(GError) error = NULL;

  if (text[0] == '\0' || self->game == NULL)
    return;

  /* The user's own piece letters come first: in Spanish “Re1” is the
   * king's move, in English the rook's. */
  english = chess_ui_delocalize_san (text);
  if ((strcmp (english, text) == 0 || !chess_game_play_text (self->game, english, &localized_error))
      && !chess_game_play_text (self->game, text, &error))
    {
      /* “Dh5” with the queen blocked is an illegal move, not nonsense. */
      const GError *reason = localized_error != NULL
                             && g_error_matches (error, CHESS_ERROR, CHESS_ERROR_INVALID_MOVE)
                             ? localized_error : error;
      g_autofree char *message = describe_move_error (reason, text);

      chess_window_show_move_error (self, message);
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
      return;
    }

  /* Focus stays here for the next move. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  chess_window_show_move_error (self, NULL);
}

static void
on_move_entry_changed (GtkEditable *editable,
                       ChessWindow *self)
{
  chess_window_show_move_error (self, NULL);
}

void
chess_window_focus_board (ChessWindow *self)
{
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->board_view)))
    gtk_root_set_focus (GTK_ROOT (self), NULL);
}

static gboolean
on_move_entry_key_pressed (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           ChessWindow           *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  chess_window_focus_board (self);
  return TRUE;
}

/* Typing a move needs no click first: a printable key that nothing else
 * wants starts the move entry with it. This runs in the bubble phase, so a
 * focused text field has had the key already. */
static gboolean
on_window_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       ChessWindow           *self)
{
  gunichar ch = gdk_keyval_to_unicode (keyval);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  char utf8[7];
  int length, position;

  if (ch == 0 || !g_unichar_isgraph (ch))
    return FALSE;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK))
    return FALSE;
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return FALSE;
  /* Keys typed in a popover or menu belong there. */
  if (focus != NULL && gtk_widget_get_native (focus) != GTK_NATIVE (self))
    return FALSE;
  /* Off while an earlier position is shown or the game is over. */
  if (!gtk_widget_is_sensitive (GTK_WIDGET (self->move_entry)))
    return FALSE;

  length = g_unichar_to_utf8 (ch, utf8);
  utf8[length] = '\0';

  gtk_entry_grab_focus_without_selecting (self->move_entry);
  /* A refused move is not worth keeping: the new key starts afresh. */
  if (gtk_widget_has_css_class (GTK_WIDGET (self->move_entry), "error"))
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  gtk_editable_set_position (GTK_EDITABLE (self->move_entry), -1);
  position = gtk_editable_get_position (GTK_EDITABLE (self->move_entry));
  gtk_editable_insert_text (GTK_EDITABLE (self->move_entry), utf8, length, &position);
  gtk_editable_set_position (GTK_EDITABLE (self->move_entry), position);
  return TRUE;
}

void
chess_window_panel_init (ChessWindow *self)
{
  GtkEventController *controller;

  g_object_bind_property (self->move_list, "view-ply", self->board_view, "view-ply", G_BINDING_SYNC_CREATE);
  g_signal_connect (self->move_list, "notify::view-ply", G_CALLBACK (on_view_ply_changed), self);
  g_signal_connect (self->move_list, "notify::figurine", G_CALLBACK (on_view_ply_changed), self);
  g_signal_connect (self->castle_bar, "notify::n-castles", G_CALLBACK (on_castles_changed), self);
  g_signal_connect (self->castle_bar, "preview-move", G_CALLBACK (on_castle_preview), self);
  g_signal_connect (self->castle_bar, "castle-played", G_CALLBACK (on_castle_played), self);

  g_signal_connect (self->move_entry, "activate", G_CALLBACK (on_move_entry_activate), self);
  g_signal_connect (self->move_entry, "changed", G_CALLBACK (on_move_entry_changed), self);
  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_move_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->move_entry), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_window_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
