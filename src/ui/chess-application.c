/* chess-application.c: the application object and its command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-application"

#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "chess-about.h"
#include "chess-application.h"
#include "chess-board-palette.h"
#include "chess-compat.h"
#include "chess-events-window.h"
#include "chess-preferences-pages.h"
#include "chess-rules-dialog.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"
#include "chess-window.h"

/* What a usage error returns, as for any command-line tool. */
#define EXIT_USAGE 2

/* Not at gtk/help-overlay.ui, where GtkApplication would build it for
 * every window before its first frame: it is built when first shown. */
#define HELP_OVERLAY_RESOURCE "/io/github/chess960/Chess960/shortcuts/help-overlay.ui"

struct _ChessApplication
{
  AdwApplication  parent_instance;

  /* Weak: one at a time, shown again when asked for twice. */
  /* The AdwPreferencesDialog or AdwPreferencesWindow shown. */
  GtkWidget      *preferences;
  GtkWindow      *events_window;
  /* The Rules page, over the window it was asked for in (weak). */
  GtkWidget      *rules;
  /* Loaded when first needed: most games never touch an event. */
  ChessEventStore *event_store;
  /* For the board theme, which every board follows. */
  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (ChessApplication, chess_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "variant", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Play VARIANT: chess960 (the default), chess960x3 or standard"), N_("VARIANT") },
  { "position", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Start from position number N (0–959, or 0–2879 in Chess960x3)"), N_("N") },
  { "fen", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Start from the position FEN (X-FEN or Shredder-FEN)"), N_("FEN") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Show the version and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    NULL, N_("[FILE…]") },
  { NULL }
};

static gboolean
usage_error (GError    **error,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
usage_error (GError    **error,
             const char *format,
             ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, message);
  return FALSE;
}

/* Checks the options and, when GAME is not NULL, sets it to the game they
 * ask for, or to NULL when they ask for none. --variant alone draws a
 * random start of that variant, as New Game does. */
static gboolean
game_from_options (GVariantDict  *options,
                   ChessGame    **game,
                   GError       **error)
{
  const char *variant_name = NULL;
  const char *position = NULL;
  const char *fen = NULL;
  ChessVariant variant = CHESS_VARIANT_CHESS960;
  g_autoptr(ChessGameSetup) setup = chess_game_setup_new ();
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(ChessExclusions) preferences = NULL;

  g_variant_dict_lookup (options, "variant", "&s", &variant_name);
  g_variant_dict_lookup (options, "position", "&s", &position);
  g_variant_dict_lookup (options, "fen", "&s", &fen);

  if (variant_name != NULL && !chess_variant_from_string (variant_name, &variant))
    /* Translators: keep the variant names as they are: they are what the
     * option accepts */
    return usage_error (error, _("Unknown variant “%s”: use chess960, chess960x3 or standard"),
                        variant_name);

  if (fen != NULL && position != NULL)
    return usage_error (error, _("--fen and --position cannot be used together: a FEN gives the whole position"));

  if (position != NULL)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (position, 10, 0, G_MAXUINT, &number, NULL))
        return usage_error (error, _("“%s” is not a start position number"), position);
      if (!chess_startpos_is_valid (variant, (guint) number))
        {
          if (variant == CHESS_VARIANT_STANDARD)
            /* Translators: the variant's name and the number asked for,
             * e.g. "Standard Chess has only start position 518, not 5" */
            return usage_error (error, _("%s has only start position 518, not %s"),
                                chess_ui_variant_name (variant), position);
          /* Translators: the variant, the number asked for and the largest
           * number, e.g. "Chess960 has no start position 9999: the numbers
           * go from 0 to 959" */
          return usage_error (error, _("%s has no start position %s: the numbers go from 0 to %u"),
                              chess_ui_variant_name (variant), position,
                              chess_startpos_count (variant) - 1);
        }
      chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_NUMBER);
      chess_game_setup_set_start_number (setup, (guint) number);
    }

  if (fen != NULL)
    {
      g_autoptr(ChessPosition) start = NULL;
      g_autoptr(GError) local_error = NULL;

      start = chess_position_new_from_fen (variant, fen, &local_error);
      if (start == NULL)
        /* Translators: the FEN given and what is wrong with it */
        return usage_error (error, _("Invalid FEN “%s”: %s"), fen, local_error->message);
      chess_game_setup_set_start_choice (setup, CHESS_START_CHOICE_FEN);
      chess_game_setup_set_fen (setup, fen);
    }

  if (game == NULL)
    return TRUE;
  *game = NULL;
  if (variant_name == NULL && position == NULL && fen == NULL)
    return TRUE;

  chess_game_setup_set_variant (setup, variant);
  settings = chess_settings_new ();
  preferences = chess_settings_get_exclusions (settings, variant);
  *game = chess_game_setup_create_game (setup, preferences, error);
  return *game != NULL;
}

/* Runs in the process that was started, before it contacts a running
 * instance: bad options fail here, with a message on its own terminal. */
static int
chess_application_handle_local_options (GApplication *application,
                                        GVariantDict *options)
{
  g_autoptr(GError) error = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", g_get_prgname (), PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  if (!game_from_options (options, NULL, &error))
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      /* Translators: the argument is the program's name */
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return EXIT_USAGE;
    }

  /* Go on: register, then run command_line in the primary instance. */
  return -1;
}

static gboolean
show_damaged_file_dialog (gpointer user_data)
{
  g_autofree char *message = user_data;
  GtkApplication *application = GTK_APPLICATION (g_application_get_default ());
  GtkWindow *parent = application != NULL ? gtk_application_get_active_window (application) : NULL;
  GtkWidget *dialog;

  dialog = chess_ui_alert_new (_("An Event File Is Damaged"), message);
  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_dialog_present (dialog, GTK_WIDGET (parent));

  return G_SOURCE_REMOVE;
}

static void
event_store_damaged_file_cb (ChessApplication *self,
                             const char       *path,
                             const char       *backup_path,
                             GError           *error)
{
  g_autofree char *name = g_path_get_basename (path);
  char *message;

  if (backup_path != NULL)
    {
      g_autofree char *backup_name = g_path_get_basename (backup_path);

      /* Translators: the damaged file's name, what is wrong with it, and
       * the name it was kept under */
      message = g_strdup_printf (_("“%s” could not be read: %s.\n\nIt was kept unchanged as “%s” "
                                   "in the same folder. Your other events are not affected."),
                                 name, error->message, backup_name);
    }
  else
    /* Translators: the file's name and what is wrong with it; it could
     * not even be renamed */
    message = g_strdup_printf (_("“%s” could not be read: %s.\n\nIt was left where it is. "
                                 "Your other events are not affected."),
                               name, error->message);

  /* After the window that needs the store has been presented, so that the
   * dialog has a parent. */
  g_idle_add (show_damaged_file_dialog, message);
}

ChessEventStore *
chess_application_get_event_store (ChessApplication *self)
{
  g_return_val_if_fail (CHESS_IS_APPLICATION (self), NULL);

  if (self->event_store == NULL)
    {
      g_autofree char *directory = chess_event_store_default_directory ();
      g_autoptr(GError) error = NULL;

      self->event_store = chess_event_store_new (directory);
      g_signal_connect_object (self->event_store, "damaged-file",
                               G_CALLBACK (event_store_damaged_file_cb), self, G_CONNECT_SWAPPED);
      if (!chess_event_store_load (self->event_store, &error))
        g_idle_add (show_damaged_file_dialog,
                    /* Translators: the error says why the folder cannot be read */
                    g_strdup_printf (_("The events folder cannot be read: %s"), error->message));
    }

  return self->event_store;
}

GtkWindow *
chess_application_show_events (ChessApplication *self)
{
  g_return_val_if_fail (CHESS_IS_APPLICATION (self), NULL);

  if (self->events_window == NULL)
    {
      self->events_window = GTK_WINDOW (chess_events_window_new (chess_application_get_event_store (self)));
      gtk_window_set_application (self->events_window, GTK_APPLICATION (self));
      g_object_add_weak_pointer (G_OBJECT (self->events_window), (gpointer *) &self->events_window);
    }
  gtk_window_present (self->events_window);

  return self->events_window;
}

static void
chess_application_events (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  chess_application_show_events (CHESS_APPLICATION (user_data));
}

/* One Rules page, over the window it was last asked for in: a dialog
 * attached to it (libadwaita 1.5) or a modal window of its own (1.2). */
static void
chess_application_rules (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  ChessApplication *self = CHESS_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  ChessRulesDialog *rules;

  if (self->rules != NULL)
    {
      GtkWindow *window = chess_ui_dialog_get_window (chess_ui_content_dialog_get (self->rules));

      /* Shown already over this window (or, 1.2, being it): to the front. */
      if (window != NULL && (window == parent || gtk_window_get_transient_for (window) == parent))
        {
          gtk_window_present (window);
          return;
        }
      chess_rules_dialog_close (CHESS_RULES_DIALOG (self->rules));
      g_clear_weak_pointer (&self->rules);
    }
  rules = chess_rules_dialog_new (parent);
  g_set_weak_pointer (&self->rules, GTK_WIDGET (rules));
  chess_rules_dialog_present (rules);
}

static void
chess_application_activate (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  if (window == NULL)
    {
      g_autoptr(GSettings) settings = chess_settings_new ();
      g_autofree char *open_event = g_settings_get_string (settings, "open-event");
      g_auto(GStrv) sessions = chess_window_list_sessions ();

      /* The games of the last run, each in its window, as they were when
       * the app quit or was killed; a new game when there are none. */
      for (guint i = 0; sessions[i] != NULL; i++)
        gtk_window_present (GTK_WINDOW (chess_window_new_for_session (self, sessions[i])));
      if (sessions[0] == NULL)
        gtk_window_present (GTK_WINDOW (chess_window_new (self)));
      /* The arbiter's event was open when the app last stopped (or
       * crashed): bring it back. */
      if (*open_event != '\0')
        chess_application_show_events (self);
      return;
    }
  gtk_window_present (window);
}

/* Runs in the primary instance, for its own command line and for each
 * later `chess960 …` while it runs. */
static int
chess_application_command_line (GApplication            *application,
                                GApplicationCommandLine *command_line)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char **files = NULL;
  ChessWindow *window;

  if (!game_from_options (options, &game, &error))
    {
      g_application_command_line_printerr (command_line, "%s: %s\n", g_get_prgname (), error->message);
      return EXIT_USAGE;
    }

  /* PGN files (from the file manager, or typed): each in a window of its
   * own, since the open one may hold a game in progress. The window says
   * what is wrong with a file that cannot be read. */
  if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files))
    {
      if (game != NULL)
        {
          g_application_command_line_printerr (command_line, "%s: %s\n", g_get_prgname (),
                                               _("Give either a start position or files to open, not both"));
          return EXIT_USAGE;
        }
      for (guint i = 0; files[i] != NULL; i++)
        {
          g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, files[i]);

          window = chess_window_new (self);
          gtk_window_present (GTK_WINDOW (window));
          chess_window_open_file (window, file);
        }
      return EXIT_SUCCESS;
    }

  if (game == NULL)
    {
      g_application_activate (application);
      return EXIT_SUCCESS;
    }

  /* A game asked for by name gets a window of its own: the one already
   * open may hold a game in progress. It is the window's first game: no
   * random one is drawn to be thrown away, and no New Game choice (such
   * as Black at the bottom) applies to it, so it opens with White at the
   * bottom unless the board turns by itself (auto-flip). */
  window = chess_window_new_for_game (self, game);
  gtk_window_present (GTK_WINDOW (window));
  return EXIT_SUCCESS;
}

static void
chess_application_preferences (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  ChessApplication *self = CHESS_APPLICATION (user_data);

  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  ChessPreferencesPages *preferences;

  /* Shown already: in a window of its own (1.2), which comes to the
   * front; a dialog attached to a window (1.5) is in front of it. */
  if (self->preferences != NULL)
    {
      GtkWindow *window = chess_ui_dialog_get_window (self->preferences);

      if (window != NULL)
        gtk_window_present (window);
      return;
    }
  preferences = chess_preferences_pages_new (parent);
  self->preferences = chess_preferences_pages_get_dialog (preferences);
  g_object_add_weak_pointer (G_OBJECT (self->preferences), (gpointer *) &self->preferences);
  chess_preferences_pages_present (preferences);
}

static void
chess_application_about (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  chess_ui_dialog_present (chess_about_new (), GTK_WIDGET (gtk_application_get_active_window (application)));
}

static void
chess_application_quit (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { .name = "preferences", .activate = chess_application_preferences },
  { .name = "events", .activate = chess_application_events },
  { .name = "rules", .activate = chess_application_rules },
  { .name = "about", .activate = chess_application_about },
  { .name = "quit", .activate = chess_application_quit },
};

/* The keyboard shortcuts window, built the first time it is asked for:
 * it then replaces this action with GtkApplicationWindow's own. */
static void
show_help_overlay (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (user_data);
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (HELP_OVERLAY_RESOURCE);

  /* GTK adds its own action only where there is none. */
  g_action_map_remove_action (G_ACTION_MAP (window), "show-help-overlay");
  gtk_application_window_set_help_overlay (window,
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder,
                                                                                         "help_overlay")));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
chess_application_window_added (GtkApplication *application,
                                GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (chess_application_parent_class)->window_added (application, window);

  if (GTK_IS_APPLICATION_WINDOW (window)
      && gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new ("show-help-overlay", NULL);

      g_signal_connect_object (action, "activate", G_CALLBACK (show_help_overlay), window, 0);
      g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
    }
}

static void
on_board_theme_changed (GSettings  *settings,
                        const char *key,
                        gpointer    user_data)
{
  chess_board_palette_set_theme (g_settings_get_enum (settings, key));
}

static void
chess_application_startup (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *events_accels[] = { "<Control>e", NULL };
  static const char *rules_accels[] = { "F1", NULL };
  static const char *help_overlay_accels[] = { "<Control>question", NULL };

  /* Here rather than in main(): only the primary instance starts GTK,
   * and a second one must not (GDK would take the startup notification
   * or activation token meant for the primary's window). */
  chess_ui_init_gtk_with_libadwaita_theme ();
  G_APPLICATION_CLASS (chess_application_parent_class)->startup (application);
  chess_ui_read_icon_theme_in_background ();
  /* The system's high-contrast setting redraws every board. */
  chess_board_palette_follow_system ();

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.events", events_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.rules", rules_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-help-overlay",
                                         help_overlay_accels);

  self->settings = chess_settings_new ();
  g_signal_connect (self->settings, "changed::board-theme", G_CALLBACK (on_board_theme_changed), NULL);
  on_board_theme_changed (self->settings, "board-theme", NULL);
}

static void
chess_application_dispose (GObject *object)
{
  ChessApplication *self = CHESS_APPLICATION (object);

  if (self->preferences != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->preferences), (gpointer *) &self->preferences);
      self->preferences = NULL;
    }
  if (self->events_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->events_window),
                                    (gpointer *) &self->events_window);
      self->events_window = NULL;
    }
  g_clear_weak_pointer (&self->rules);
  g_clear_object (&self->event_store);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, on_board_theme_changed, NULL);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (chess_application_parent_class)->dispose (object);
}

static void
chess_application_class_init (ChessApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = chess_application_dispose;

  application_class->handle_local_options = chess_application_handle_local_options;
  application_class->command_line = chess_application_command_line;
  application_class->activate = chess_application_activate;
  application_class->startup = chess_application_startup;
  GTK_APPLICATION_CLASS (klass)->window_added = chess_application_window_added;
}

static void
chess_application_init (ChessApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Play Chess960 or Chess960x3 from a random or numbered start position, or any position given as FEN; or open PGN files."));
}

ChessApplication *
chess_application_new (void)
{
  /* The resource base path follows from the ID, so style.css and the
   * icons under /io/github/chess960/Chess960/ load by themselves; the
   * shortcuts window loads when first shown (HELP_OVERLAY_RESOURCE). */
  return g_object_new (CHESS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       NULL);
}
