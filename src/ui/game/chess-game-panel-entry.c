/* chess-game-panel-entry.c: the side panel's move entry
 *
 * Moves typed as text (SAN in the user's piece letters or in English,
 * or UCI), what the entry says when it refuses one or is off, typing
 * begun elsewhere in the window, and Escape back to the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-panel"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-entry-clip.h"
#include "chess-game-panel-private.h"
#include "chess-ui-names.h"

/* Moves are typed where the board takes them: on the game's own
 * position while the user is to move, and on an earlier position shown
 * (offered to the window as the board's are) while the board takes
 * moves at all. The placeholder says why the entry is off. */
void
_chess_game_panel_update_move_entry (ChessGamePanel *self)
{
  GtkWidget *entry = GTK_WIDGET (self->move_entry);
  gboolean playing = chess_match_get_playing (self->match);
  gboolean paused = chess_match_get_paused (self->match);
  gboolean players_turn = chess_match_get_players_turn (self->match) && !paused;
  gboolean live = _chess_game_panel_is_live (self);
  /* The board's rule (chess-window-match.c): no moves for the computer's
   * side or with the clocks paused while the game is played, but any
   * move on an earlier position of a game that is over. */
  gboolean can_move = live ? playing && players_turn : players_turn || !playing;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *placeholder;

  if (can_move && live)
    placeholder = _("Type a move: Nf3, O-O, e2e4");
  else if (can_move)
    placeholder = _("Type a move for the position shown");
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
   * or, looking back, the move shown, where the same keys go on through
   * the game. */
  if (!can_move && focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry)))
    {
      if (!live)
        chess_move_list_focus_current (self->move_list);
      else
        _chess_game_panel_emit_focus_board (self);
    }
  gtk_widget_set_sensitive (entry, can_move);
}

void
_chess_game_panel_show_move_error (ChessGamePanel *self,
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

/* TEXT as a move in POSITION: the user's own piece letters first (in
 * Spanish “Re1” is the king's move, in English the rook's), then English
 * SAN or UCI. */
static ChessMove *
parse_typed_move (const ChessPosition  *position,
                  const char           *text,
                  GError              **error)
{
  g_autofree char *english = chess_ui_delocalize_san (text);
  g_autoptr(GError) localized_error = NULL;
  g_autoptr(GError) own_error = NULL;
  ChessMove *move = NULL;

  if (strcmp (english, text) != 0)
    move = chess_position_parse_move (position, english, &localized_error);
  if (move == NULL)
    move = chess_position_parse_move (position, text, &own_error);
  if (move != NULL)
    return move;
  /* “Dh5” with the queen blocked is an illegal move, not nonsense. */
  if (localized_error != NULL && g_error_matches (own_error, CHESS_ERROR, CHESS_ERROR_INVALID_MOVE))
    g_propagate_error (error, g_steal_pointer (&localized_error));
  else
    g_propagate_error (error, g_steal_pointer (&own_error));
  return NULL;
}

/* A move typed on the game's own position is played; one typed on an
 * earlier position is offered to the window (::view-move), which does
 * with it what it does with a move made there on the board. */
static void
on_move_entry_activate (GtkEntry       *entry,
                        ChessGamePanel *self)
{
  ChessGame *game = _chess_game_panel_get_game (self);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  const ChessPosition *position;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;

  if (text[0] == '\0' || game == NULL)
    return;

  position = self->view_node != NULL ? chess_game_node_get_position (self->view_node) : chess_game_get_position (game);
  move = parse_typed_move (position, text, &error);
  if (move != NULL && self->view_node == NULL)
    chess_game_play (game, move, &error);
  if (error != NULL)
    {
      g_autofree char *message = describe_move_error (error, text);

      _chess_game_panel_show_move_error (self, message);
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
      return;
    }

  /* Focus stays here for the next move. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  _chess_game_panel_show_move_error (self, NULL);
  if (self->view_node != NULL)
    _chess_game_panel_emit_view_move (self, move);
}

static void
on_move_entry_changed (ChessGamePanel *self)
{
  _chess_game_panel_show_move_error (self, NULL);
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
  _chess_game_panel_emit_focus_board (self);
  return TRUE;
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

  /* Off while the board takes no moves either. */
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
_chess_game_panel_init_move_entry (ChessGamePanel *self)
{
  GtkEventController *controller;

  chess_entry_clip_typed_text_only (self->move_entry);
  g_signal_connect (self->move_entry, "activate", G_CALLBACK (on_move_entry_activate), self);
  g_signal_connect_swapped (self->move_entry, "changed", G_CALLBACK (on_move_entry_changed), self);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_move_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->move_entry), controller);
}
