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

/* Moves are typed for the game itself: not while an earlier position is
 * shown, nor after the end. The placeholder says why the entry is off. */
void
_chess_game_panel_update_move_entry (ChessGamePanel *self)
{
  GtkWidget *entry = GTK_WIDGET (self->move_entry);
  gboolean playing = chess_match_get_playing (self->match);
  gboolean paused = chess_match_get_paused (self->match);
  gboolean can_move = playing && _chess_game_panel_is_live (self)
                      && chess_match_get_players_turn (self->match) && !paused;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *placeholder;

  if (can_move)
    placeholder = _("Type a move: Nf3, O-O, e2e4");
  else if (!_chess_game_panel_is_live (self))
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
      if (!_chess_game_panel_is_live (self))
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

static void
on_move_entry_activate (GtkEntry       *entry,
                        ChessGamePanel *self)
{
  ChessGame *game = _chess_game_panel_get_game (self);
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

      _chess_game_panel_show_move_error (self, message);
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
      return;
    }

  /* Focus stays here for the next move. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  _chess_game_panel_show_move_error (self, NULL);
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
