/* chess-window-analysis.c: Analyse Game and live analysis in the window
 *
 * The window only starts them: ChessAnalysisPanel shows the review and
 * the engine's lines, ChessEvalBar the evaluation beside the board, and
 * the review itself (src/core/chess-game-review.c) writes its marks into
 * the game, which saves them with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-analysis-board.h"
#include "chess-engine-setup.h"
#include "chess-eval-bar.h"
#include "chess-window-private.h"

static void
analyse_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!chess_analysis_panel_analyse_game (self->analysis_panel))
    {
      g_autofree char *why = chess_engine_setup_describe_missing (self->settings);

      _chess_window_toast (self, why != NULL ? why : _("The chess engine cannot be started"));
    }
}

/* The panel turns live analysis off by itself when the engine fails. */
static void
on_live_changed (ChessWindow *self)
{
  g_object_notify (G_OBJECT (self), "live-analysis");
}

void
_chess_window_class_add_analysis_actions (GtkWidgetClass *widget_class)
{
  /* The template names these types. */
  g_type_ensure (CHESS_TYPE_ANALYSIS_BOARD);
  g_type_ensure (CHESS_TYPE_ANALYSIS_PANEL);
  g_type_ensure (CHESS_TYPE_EVAL_BAR);

  gtk_widget_class_install_action (widget_class, "win.analyse-game", NULL, analyse_game_action);
  /* Stateful: the menu shows a check mark while it runs. */
  gtk_widget_class_install_property_action (widget_class, "win.live-analysis", "live-analysis");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.analyse-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.live-analysis", NULL);
}

void
_chess_window_init_analysis (ChessWindow *self)
{
  g_settings_bind (self->settings, "engine-path", self->analysis_panel, "engine-path", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "figurine-notation", self->analysis_panel, "figurine", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "analysis-lines", self->analysis_panel, "lines", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->analysis_panel, "notify::live", G_CALLBACK (on_live_changed), self,
                           G_CONNECT_SWAPPED);
}
