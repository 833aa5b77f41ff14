/* chess-engine-setup.h: which engine the app plays with, which starts it
 * can play, and how the app words its levels and faults
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "chess-engine.h"

G_BEGIN_DECLS

/* The engine to play with: the engine-path preference, or Stockfish
 * wherever chess_engine_find_default() finds it when the preference is
 * empty. NULL when there is none; *IS_DEFAULT (may be NULL) says which. */
char       *chess_engine_setup_get_path           (GSettings     *settings,
                                                   gboolean      *is_default);
/* Whether PATH is a program that can be run. */
gboolean    chess_engine_setup_is_runnable        (const char    *path);
/* Why there is no engine to play with, for a message: what to install, or
 * that the chosen one is missing. NULL when there is one. */
char       *chess_engine_setup_describe_missing   (GSettings     *settings);
/* Whether the app runs inside Flatpak (/.flatpak-info exists), whose
 * build bundles Stockfish. */
gboolean    chess_ui_runs_in_flatpak              (void);
/* What to do when the default engine, Stockfish, is missing, worded for
 * where the app runs: IN_FLATPAK, it came with the app, so reinstall the
 * app; elsewhere install it with the distribution's package manager. FULL:
 * the whole message (New Game), otherwise a row's subtitle (Preferences). */
const char *chess_ui_engine_missing_advice        (gboolean       in_flatpak,
                                                   gboolean       full);

/* Translated: “Beginner” … “Full Strength”. */
const char *chess_ui_engine_level_name       (guint          level);
/* What went wrong, in plain words for a toast: ERROR is from the engine
 * (CHESS_ENGINE_ERROR) or from starting its process. */
char       *chess_ui_engine_describe_error           (const GError  *error);

G_END_DECLS
