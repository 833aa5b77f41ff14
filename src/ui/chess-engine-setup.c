/* chess-engine-setup.c: which engine the app plays with, which starts it
 * can play, and how the app words its levels and faults
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine-setup"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-engine-setup.h"
#include "chess-startpos.h"

char *
chess_engine_setup_get_path (GSettings *settings,
                             gboolean  *is_default)
{
  g_autofree char *path = g_settings_get_string (settings, "engine-path");

  if (is_default != NULL)
    *is_default = path[0] == '\0';
  if (path[0] != '\0')
    return g_steal_pointer (&path);
  return chess_engine_find_default ();
}

gboolean
chess_engine_setup_is_runnable (const char *path)
{
  return path != NULL
         && g_file_test (path, G_FILE_TEST_IS_REGULAR)
         && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE);
}

char *
chess_engine_setup_describe_missing (GSettings *settings)
{
  gboolean is_default;
  g_autofree char *path = chess_engine_setup_get_path (settings, &is_default);

  if (chess_engine_setup_is_runnable (path))
    return NULL;
  if (is_default)
    return g_strdup (chess_ui_engine_missing_advice (chess_ui_runs_in_flatpak (), TRUE));
  /* Translators: the argument is the path of a program */
  return g_strdup_printf (_("The chess engine chosen in Preferences, “%s”, cannot be run. "
                            "Choose another one there, or go back to Stockfish."),
                          path);
}

gboolean
chess_ui_runs_in_flatpak (void)
{
  return g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);
}

const char *
chess_ui_engine_missing_advice (gboolean in_flatpak,
                                gboolean full)
{
  /* Inside Flatpak the user cannot install a package into the app, and
   * apt is not even there: the engine is part of the app. */
  if (in_flatpak && full)
    return _("Stockfish, the chess engine that comes with Chess960, is missing. "
             "Reinstall Chess960, or choose a UCI engine in Preferences.");
  if (in_flatpak)
    return _("Stockfish is missing from this app: reinstall Chess960, or choose a UCI engine");
  if (full)
    return _("No chess engine is installed. Install Stockfish with your distribution’s "
             "package manager, or choose a UCI engine in Preferences.");
  return _("Install Stockfish with your distribution’s package manager, or choose a UCI engine");
}

const char *
chess_ui_engine_level_name (guint level)
{
  switch (level)
    {
    case 1:
      return C_("engine level", "Beginner");
    case 2:
      return C_("engine level", "Novice");
    case 3:
      return C_("engine level", "Casual");
    case 4:
      return C_("engine level", "Club");
    case 5:
      return C_("engine level", "Strong Club");
    case 6:
      return C_("engine level", "Expert");
    case 7:
      return C_("engine level", "Master");
    case 8:
      return C_("engine level", "Full Strength");
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
chess_ui_engine_describe_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != CHESS_ENGINE_ERROR)
    /* Translators: the argument is the system's message */
    return g_strdup_printf (_("The chess engine failed: %s"), error->message);

  switch ((ChessEngineError) error->code)
    {
    case CHESS_ENGINE_ERROR_NOT_FOUND:
      return g_strdup (_("The chess engine cannot be found"));
    case CHESS_ENGINE_ERROR_FAILED_TO_START:
      return g_strdup (_("The chess engine cannot be started"));
    case CHESS_ENGINE_ERROR_NOT_UCI:
      return g_strdup (_("This program is not a UCI engine that plays Chess960"));
    case CHESS_ENGINE_ERROR_CRASHED:
      return g_strdup (_("The chess engine stopped unexpectedly"));
    case CHESS_ENGINE_ERROR_TIMED_OUT:
      return g_strdup (_("The chess engine did not answer in time"));
    case CHESS_ENGINE_ERROR_ILLEGAL_MOVE:
      return g_strdup (_("The chess engine tried an illegal move"));
    case CHESS_ENGINE_ERROR_GARBAGE:
      return g_strdup (_("The chess engine’s answer made no sense"));
    case CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION:
      return g_strdup (_("Chess engines cannot play from this start: it has two castling rooks on one side"));
    default:
      return g_strdup_printf (_("The chess engine failed: %s"), error->message);
    }
}
