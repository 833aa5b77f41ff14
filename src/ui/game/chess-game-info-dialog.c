/* chess-game-info-dialog.c: the game's Seven Tag Roster, edited in place
 *
 * Each row writes its tag as it changes, as GNOME's property dialogs do:
 * there is nothing to apply, and closing keeps what was typed. Empty
 * means unknown: the tag goes, and PGN is written with “?” (the date with
 * “????.??.??”, so that a save does not put today's date in it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-info"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-game-info-dialog.h"

struct _ChessGameInfoDialog
{
  AdwBin        parent_instance;

  /* The window the dialog shows over (a weak pointer). */
  GtkWindow    *parent;
  ChessGame    *game;
  /* Filling the rows from the game writes nothing back. */
  gboolean      loading;

  /* Template widgets */
  AdwEntryRow  *white_row;
  AdwEntryRow  *black_row;
  AdwEntryRow  *event_row;
  AdwEntryRow  *site_row;
  AdwEntryRow  *date_row;
  AdwEntryRow  *round_row;
  AdwComboRow  *result_row;
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessGameInfoDialog, chess_game_info_dialog, ADW_TYPE_BIN)

/* The result row's items, in order. */
static const ChessResult results[] = {
  CHESS_RESULT_NONE, CHESS_RESULT_WHITE_WINS, CHESS_RESULT_BLACK_WINS, CHESS_RESULT_DRAW,
};

static const char *
row_tag (ChessGameInfoDialog *self,
         AdwEntryRow         *row)
{
  if (row == self->white_row)
    return "White";
  if (row == self->black_row)
    return "Black";
  if (row == self->event_row)
    return "Event";
  if (row == self->site_row)
    return "Site";
  if (row == self->date_row)
    return "Date";
  return "Round";
}

/* PGN's date: YYYY.MM.DD, any part of it “?” when unknown. */
static gboolean
is_pgn_date (const char *text)
{
  if (strlen (text) != 10 || text[4] != '.' || text[7] != '.')
    return FALSE;
  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]) && text[i] != '?')
      return FALSE;
  return TRUE;
}

static void
on_row_changed (AdwEntryRow         *row,
                ChessGameInfoDialog *self)
{
  const char *tag = row_tag (self, row);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  gboolean date = row == self->date_row;

  if (self->loading)
    return;
  if (date && text[0] != '\0' && !is_pgn_date (text))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  if (text[0] == '\0')
    chess_game_set_tag (self->game, tag, date ? "????.??.??" : NULL);
  else
    chess_game_set_tag (self->game, tag, text);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_result_selected (ChessGameInfoDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->result_row);

  if (self->loading || selected >= G_N_ELEMENTS (results)
      || results[selected] == chess_game_get_result (self->game))
    return;
  chess_game_set_result (self->game, results[selected], CHESS_RESULT_REASON_NONE);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A tag as the row shows it: unknown is empty. */
static void
load_row (ChessGameInfoDialog *self,
          AdwEntryRow         *row)
{
  const char *value = chess_game_get_tag (self->game, row_tag (self, row));

  if (value == NULL || g_str_equal (value, "?") || g_str_equal (value, "????.??.??"))
    value = "";
  gtk_editable_set_text (GTK_EDITABLE (row), value);
}

static void
chess_game_info_dialog_load (ChessGameInfoDialog *self)
{
  AdwEntryRow *rows[] = {
    self->white_row, self->black_row, self->event_row, self->site_row, self->date_row, self->round_row,
  };
  ChessResultReason reason = chess_game_get_result_reason (self->game);

  self->loading = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    load_row (self, rows[i]);
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (results[i] == chess_game_get_result (self->game))
      adw_combo_row_set_selected (self->result_row, i);
  /* Checkmate, stalemate, a flag, a claim: the rules said it, and only
   * taking moves back changes it. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->result_row), reason == CHESS_RESULT_REASON_NONE);
  if (reason != CHESS_RESULT_REASON_NONE)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->result_row),
                                 _("Decided by the game itself"));
  self->loading = FALSE;
}

static void
chess_game_info_dialog_dispose (GObject *object)
{
  ChessGameInfoDialog *self = CHESS_GAME_INFO_DIALOG (object);

  if (self->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  self->parent = NULL;
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_GAME_INFO_DIALOG);

  G_OBJECT_CLASS (chess_game_info_dialog_parent_class)->dispose (object);
}

static void
chess_game_info_dialog_class_init (ChessGameInfoDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_info_dialog_dispose;

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-game-info-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, white_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, black_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, event_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, site_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, round_row);
  gtk_widget_class_bind_template_child (widget_class, ChessGameInfoDialog, result_row);

  chess_ui_content_dialog_class_add_close (widget_class);
}

static void
chess_game_info_dialog_init (ChessGameInfoDialog *self)
{
  AdwEntryRow *rows[6];

  gtk_widget_init_template (GTK_WIDGET (self));
  chess_ui_content_dialog_wrap (GTK_WIDGET (self), _("Game Information"), 480, 620, NULL);

  rows[0] = self->white_row;
  rows[1] = self->black_row;
  rows[2] = self->event_row;
  rows[3] = self->site_row;
  rows[4] = self->date_row;
  rows[5] = self->round_row;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_signal_connect (rows[i], "changed", G_CALLBACK (on_row_changed), self);
  g_signal_connect_swapped (self->result_row, "notify::selected", G_CALLBACK (on_result_selected), self);
}

ChessGameInfoDialog *
chess_game_info_dialog_new (GtkWindow *parent,
                            ChessGame *game)
{
  ChessGameInfoDialog *self;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);

  self = g_object_new (CHESS_TYPE_GAME_INFO_DIALOG, NULL);
  self->parent = parent;
  if (parent != NULL)
    g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  self->game = g_object_ref (game);
  chess_game_info_dialog_load (self);
  return self;
}

void
chess_game_info_dialog_present (ChessGameInfoDialog *self)
{
  g_return_if_fail (CHESS_IS_GAME_INFO_DIALOG (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_game_info_dialog_close (ChessGameInfoDialog *self)
{
  g_return_if_fail (CHESS_IS_GAME_INFO_DIALOG (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}
