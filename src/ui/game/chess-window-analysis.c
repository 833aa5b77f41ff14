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

  if (!chess_analysis_panel_analyse_game (_chess_window_ensure_analysis_panel (self)))
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

/* The panel (and its graph, lines and engine) is made when first asked
 * for, not with the window: hidden until then, it is no part of the first
 * frame, and most windows never show it. */
ChessAnalysisPanel *
_chess_window_ensure_analysis_panel (ChessWindow *self)
{
  ChessAnalysisPanel *panel;

  if (self->analysis_panel != NULL)
    return self->analysis_panel;
  panel = g_object_new (CHESS_TYPE_ANALYSIS_PANEL, "eval-bar", self->eval_bar, NULL);
  self->analysis_panel = panel;
  g_object_bind_property (self, "view-ply", panel, "view-ply", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind (self->match_bindings, "game", panel, "game", G_BINDING_SYNC_CREATE);
  g_settings_bind (self->settings, "engine-path", panel, "engine-path", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "figurine-notation", panel, "figurine", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "analysis-lines", panel, "lines", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (panel, "notify::live", G_CALLBACK (on_live_changed), self, G_CONNECT_SWAPPED);
  /* The side panel makes room for it (its browse bar, tighter rows). */
  g_object_bind_property (panel, "visible", self->side_panel, "analysis-shown", G_BINDING_SYNC_CREATE);
  gtk_box_append (self->panel_box, GTK_WIDGET (panel));
  return panel;
}
