/* chess-window-actions.c: the main window's game actions: resigning,
 * draw offers and claims, looking back, positions on the clipboard, the
 * game's information and saving its session again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-toasts.h"
#include "chess-export.h"
#include "chess-game-info-dialog.h"
#include "chess-pgn.h"
#include "chess-ui-names.h"
#include "chess-window-private.h"

static void
on_resign_response (GtkWidget   *dialog,
                    const char  *response,
                    ChessWindow *self)
{
  ChessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  /* Only for the game the question was about. */
  if (g_strcmp0 (response, "resign") == 0 && game == chess_match_get_game (self->match))
    chess_match_resign (self->match);
}

static void
resign_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessColor side;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (!chess_match_get_playing (self->match) || self->view_ply >= 0)
    return;

  /* Against the computer, the user resigns, whoever is to move. */
  side = chess_match_get_resigning_color (self->match);
  /* Translators: the argument is "White" or "Black" */
  heading = g_strdup_printf (_("Resign for %s?"), chess_ui_color_name (side));
  /* Translators: the argument is "White" or "Black" */
  body = g_strdup_printf (_("%s wins the game. Undo takes a resignation back."),
                          chess_ui_color_name (side == CHESS_COLOR_WHITE ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE));
  dialog = chess_ui_alert_new (heading, body);
  chess_ui_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_add_response (dialog, "resign", _("_Resign"), ADW_RESPONSE_DESTRUCTIVE);
  chess_ui_alert_set_responses (dialog, "cancel", "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (chess_match_get_game (self->match)),
                          g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_response), self, 0);
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

/* Offers, answers and claims are the match's to judge: it knows whose
 * turn it is and how long an offer stands. Not while looking back. */
static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (self->view_ply >= 0)
    return;
  if (g_str_equal (action_name, "win.offer-draw"))
    chess_match_offer_draw (self->match);
  else if (g_str_equal (action_name, "win.accept-draw"))
    chess_match_accept_draw (self->match);
  else if (g_str_equal (action_name, "win.decline-draw"))
    chess_match_decline_draw (self->match);
  else if (g_str_equal (action_name, "win.claim-draw"))
    chess_match_claim_draw (self->match);
}

static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_window_set_view_ply (self, -1);
}

static void
focus_move_entry_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_game_panel_focus_entry (self->side_panel);
}

static void
copy_fen_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  const ChessPosition *position = _chess_window_get_shown_position (self);
  g_autofree char *fen = NULL;

  if (position == NULL)
    return;

  /* The core's X-FEN names inner rooks by file, so it is never ambiguous,
   * and it is what other programs read best. */
  fen = chess_position_to_fen (position, CHESS_FEN_FLAGS_NONE);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  _chess_window_toast (self, _("Position copied as FEN"));
}

/* A FEN does not say its variant: the current game's comes first, as a
 * position copied from this game should read back the same. */
static ChessPosition *
parse_pasted_fen (ChessWindow  *self,
                  const char   *fen,
                  GError      **error)
{
  ChessVariant order[] = { CHESS_VARIANT_CHESS960, CHESS_VARIANT_CHESS960X3, CHESS_VARIANT_STANDARD };
  ChessVariant first = chess_game_get_variant (chess_match_get_game (self->match));
  g_autoptr(GError) first_error = NULL;
  ChessPosition *position;

  position = chess_position_new_from_fen (first, fen, &first_error);
  if (position != NULL)
    return position;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      if (order[i] == first)
        continue;
      position = chess_position_new_from_fen (order[i], fen, NULL);
      if (position != NULL)
        return position;
    }

  g_propagate_error (error, g_steal_pointer (&first_error));
  return NULL;
}

static void
chess_window_show_paste_error (ChessWindow *self,
                               const char  *text,
                               const char  *reason)
{
  g_autofree char *shown = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Whatever the clipboard held, a line of it is enough to recognise. */
  if (text != NULL && g_utf8_strlen (text, -1) > 90)
    {
      g_autofree char *start = g_utf8_substring (text, 0, 90);

      shown = g_strdup_printf ("%s…", start);
    }
  else
    shown = g_strdup (text);

  if (shown != NULL && shown[0] != '\0')
    /* Translators: the first argument is the pasted text,
     * the second why it is not a position */
    body = g_strdup_printf (_("“%s” is not a position in FEN.\n\n%s\n\nThe current game is unchanged."),
                            shown, reason);
  else
    body = g_strdup_printf ("%s\n\n%s", reason, _("The current game is unchanged."));
  dialog = chess_ui_alert_new (_("Cannot Paste Position"), body);
  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_set_responses (dialog, "close", "close");
  gtk_widget_add_css_class (dialog, "paste-error");
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

void
_chess_window_forget_replaced_game (ChessWindow *self)
{
  AdwToast *toast = g_steal_pointer (&self->restore_toast);

  g_clear_object (&self->replaced_game);
  g_clear_object (&self->replaced_clock);
  _chess_window_update_actions (self);
  /* An Undo button that can do nothing any more goes with its toast. */
  if (toast != NULL)
    chess_ui_toast_dismiss (toast);
}

/* Once the toast is gone, so is the way back to the replaced game. */
static void
on_restore_toast_dismissed (AdwToast    *toast,
                            ChessWindow *self)
{
  if (toast == self->restore_toast)
    {
      self->restore_toast = NULL;
      _chess_window_forget_replaced_game (self);
    }
}

void
_chess_window_replace_match (ChessWindow   *self,
                             void         (*replace) (ChessWindow *self,
                                                      gconstpointer data),
                             gconstpointer  data,
                             const char    *title)
{
  ChessMatch *match = self->match;
  g_autoptr(ChessGame) replaced = g_object_ref (chess_match_get_game (match));
  g_autoptr(ChessClock) clock = chess_match_get_clock (match) != NULL ? g_object_ref (chess_match_get_clock (match)) : NULL;
  guint level = 0;
  ChessColor player_color = CHESS_COLOR_WHITE;
  gboolean computer = chess_window_get_computer_opponent (self, &level, &player_color);
  gboolean black_at_bottom = chess_match_get_black_at_bottom (match);
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  AdwToast *toast;

  /* The new game forgets any older Undo (on_game_changed ()). */
  replace (self, data);
  if (chess_match_get_game (match) == replaced)
    return;

  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 5);
  g_set_object (&self->replaced_game, replaced);
  g_set_object (&self->replaced_clock, clock);
  self->replaced_computer = computer;
  self->replaced_level = level;
  self->replaced_player_color = player_color;
  self->replaced_black_at_bottom = black_at_bottom;
  self->restore_toast = toast;
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.restore-game");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_restore_toast_dismissed), self, 0);
  _chess_window_update_actions (self);
  chess_ui_toast_overlay_add (self->toast_overlay, toast);
}

static void
set_game (ChessWindow   *self,
          gconstpointer  game)
{
  chess_match_set_game (self->match, (ChessGame *) game);
}

void
_chess_window_replace_game (ChessWindow *self,
                            ChessGame   *game,
                            const char  *title)
{
  _chess_window_replace_match (self, set_game, game, title);
}

static void
chess_window_paste_text (ChessWindow *self,
                         const char  *text)
{
  g_autofree char *fen = NULL;
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (text == NULL || text[0] == '\0')
    {
      chess_window_show_paste_error (self, NULL, _("The clipboard holds no text."));
      return;
    }

  /* A game in PGN (ChessGameFiles), or a position. */
  if (chess_game_files_text_is_pgn (text))
    {
      chess_game_files_paste_pgn (self->files, text);
      return;
    }

  fen = g_strstrip (g_strdup (text));
  position = parse_pasted_fen (self, fen, &error);
  if (position == NULL)
    {
      chess_window_show_paste_error (self, fen, error->message);
      return;
    }

  game = chess_game_new (position);
  _chess_window_replace_game (self, game, _("New game from the pasted position"));
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  ChessWindow *self;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  /* Cancelled: the window is gone (USER_DATA with it), or a newer paste
   * took over. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = CHESS_WINDOW (user_data);
  g_clear_object (&self->paste_cancellable);
  if (text == NULL && error != NULL)
    {
      chess_window_show_paste_error (self, NULL, _("The clipboard holds no text."));
      return;
    }
  chess_window_paste_text (self, text);
}

static void
paste_fen_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  /* Only the newest paste counts. No reference for the callback: a closed
   * window goes at once, and its dispose cancels the read. */
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  self->paste_cancellable = g_cancellable_new ();
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), self->paste_cancellable,
                                 on_clipboard_text, self);
}

static void
restore_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autoptr(ChessGame) game = g_steal_pointer (&self->replaced_game);
  g_autoptr(ChessClock) clock = g_steal_pointer (&self->replaced_clock);

  if (game == NULL)
    return;
  /* Setting the game forgets the replaced one and takes the toast away;
   * then what went with it comes back. */
  chess_match_set_game (self->match, game);
  chess_match_set_clock (self->match, clock);
  chess_match_set_black_at_bottom (self->match, self->replaced_black_at_bottom);
  if (self->replaced_computer)
    chess_match_play_computer (self->match, self->replaced_level, self->replaced_player_color);
}

static void
copy_pgn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autofree char *pgn = chess_pgn_write (chess_match_get_game (self->match));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), pgn);
  _chess_window_toast (self, _("Game copied as PGN"));
}

/* The board as shown: the position looked at, turned as on screen, in
 * the chosen piece set. */
static void
export_diagram_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessGame *game = chess_match_get_game (self->match);
  const ChessPosition *position = _chess_window_get_shown_position (self);
  ChessDiagramInfo info = { 0 };
  gint number;

  info.variant = chess_game_get_variant (game);
  info.position = position;
  info.number = G_MAXUINT;
  /* The start position keeps its number, for the file's name. */
  number = chess_game_get_start_number (game);
  if (number >= 0 && chess_position_equal (position, chess_game_get_position_at (game, 0)))
    info.number = (guint) number;
  info.black_at_bottom = chess_board_view_get_flipped (self->board_view);
  info.piece_set = chess_board_view_get_piece_set (self->board_view);
  chess_export_diagram (GTK_WINDOW (self), &info);
}

static void
retry_save_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* Success hides the bar (on_save_recovered ()); failure says why now. */
  if (!chess_match_store_save (self->store, self->match, &error))
    chess_game_panel_set_save_error (self->side_panel, error->message);
}

/* Tags are not among the game's signals: what the dialog changed is
 * saved at once. */
static void
on_game_info_changed (ChessWindow *self)
{
  chess_match_store_save (self->store, self->match, NULL);
}

static void
game_info_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessGameInfoDialog *dialog = chess_game_info_dialog_new (GTK_WINDOW (self), chess_match_get_game (self->match));

  g_signal_connect_object (dialog, "changed", G_CALLBACK (on_game_info_changed), self, G_CONNECT_SWAPPED);
  chess_game_info_dialog_present (dialog);
}

void
_chess_window_class_add_game_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.accept-draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.decline-draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.focus-move-entry", NULL, focus_move_entry_action);
  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL, copy_fen_action);
  gtk_widget_class_install_action (widget_class, "win.paste-fen", NULL, paste_fen_action);
  gtk_widget_class_install_action (widget_class, "win.restore-game", NULL, restore_game_action);
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.copy-pgn", NULL, copy_pgn_action);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL, retry_save_action);
  gtk_widget_class_install_action (widget_class, "win.game-info", NULL, game_info_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.focus-move-entry", NULL);
  /* Bubble phase: a focused text field copies and pastes its own text. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-pgn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.game-info", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.export-diagram", NULL);
}
