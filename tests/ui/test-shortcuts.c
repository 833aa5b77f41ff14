/* test-shortcuts.c: the shortcuts window lists every shortcut, and only those
 *
 * The shortcuts come from the running widgets themselves — each window's
 * class bindings and shortcut controllers, its children's, and the app's
 * accelerators — and are matched against resources/gtk/help-overlay.ui,
 * group by group. A source file that binds keys in a widget this test
 * does not open fails too, so that a new window cannot slip by.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-shortcuts"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "chess-application.h"
#include "chess-events-window.h"
#include "chess-export-dialog.h"
#include "chess-game-info-dialog.h"
#include "chess-game-picker.h"
#include "chess-new-game-dialog.h"
#include "chess-preferences-pages.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-rules-dialog.h"
#include "chess-test-ui.h"
#include "chess-window.h"

#define HELP_OVERLAY "/io/github/chess960/Chess960/shortcuts/help-overlay.ui"

/* Where each widget's shortcuts are listed: the source files that make
 * the widget (“chess-window” is chess-window.c and chess-window-*.c) and
 * the help overlay's group, NULL for a widget whose only keys close it. */
typedef struct {
  const char *type_name;
  const char *source;
  const char *groups[4];
} Place;

static const Place places[] = {
  { "ChessApplication", "chess-application", { "General" } },
  { "ChessWindow", "chess-window", { "General", "Game", "Board", "Looking Through the Game" } },
  { "ChessBoardView", "chess-board-view", { "Board" } },
  { "ChessEvalGraph", "chess-eval-graph", { "Looking Through the Game" } },
  { "ChessEventsWindow", "chess-events-window", { "Events" } },
  { "ChessRollerDialog", "chess-roller-dialog", { "Dice Roller" } },
  { "ChessRollerView", "chess-roller-view", { "Dice Roller" } },
  { "ChessPresentationWindow", "chess-presentation-window", { "Hall Screen" } },
  { "ChessNewGameDialog", "chess-new-game-dialog", { NULL } },
  { "ChessGamePicker", "chess-game-picker", { NULL } },
  { "ChessGameInfoDialog", "chess-game-info-dialog", { NULL } },
  { "ChessExportDialog", "chess-export-dialog", { NULL } },
  { "ChessRulesDialog", "chess-rules-dialog", { NULL } },
  /* Ctrl+W on the preferences dialog it makes around ChessPreferencesPages
   * (a libadwaita type, not looked into): closing, listed nowhere. */
  { "ChessPreferencesPages", "chess-compat", { NULL } },
};

/* Escape or Ctrl+W closing a dialog or a secondary window: what every
 * GNOME window does, which the shortcuts window need not list. */
static gboolean
closes_window (const char *action)
{
  return g_strcmp0 (action, "window.close") == 0 || g_strcmp0 (action, "dialog.cancel") == 0
         || g_strcmp0 (action, "dialog.close") == 0;
}

static const Place *
find_place (const char *type_name)
{
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    if (g_str_equal (places[i].type_name, type_name))
      return &places[i];
  return NULL;
}

/* The keypad's keys do what the main keys do, and the overlay names the
 * main ones. */
static guint
main_keyval (guint keyval)
{
  static const struct { guint keypad, main; } keypad[] = {
    { GDK_KEY_KP_Left, GDK_KEY_Left }, { GDK_KEY_KP_Right, GDK_KEY_Right },
    { GDK_KEY_KP_Up, GDK_KEY_Up }, { GDK_KEY_KP_Down, GDK_KEY_Down },
    { GDK_KEY_KP_Home, GDK_KEY_Home }, { GDK_KEY_KP_End, GDK_KEY_End },
    { GDK_KEY_KP_Space, GDK_KEY_space }, { GDK_KEY_KP_Enter, GDK_KEY_Return },
    { GDK_KEY_ISO_Enter, GDK_KEY_Return },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keypad); i++)
    if (keyval == keypad[i].keypad)
      return keypad[i].main;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return GDK_KEY_0 + (keyval - GDK_KEY_KP_0);
  return gdk_keyval_to_lower (keyval);
}

static char *
shortcut_key (const char      *group,
              guint            keyval,
              GdkModifierType  modifiers)
{
  g_autofree char *label = gtk_accelerator_name (main_keyval (keyval), modifiers);

  return g_strdup_printf ("%s: %s", group, label);
}

/* One key a widget or the app binds. */
typedef struct {
  const Place     *place;
  guint            keyval;
  GdkModifierType  modifiers;
  char            *action;
} Binding;

static void
binding_free (Binding *binding)
{
  g_free (binding->action);
  g_free (binding);
}

static void
add_binding (GPtrArray       *bindings,
             const Place     *place,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action)
{
  Binding *binding = g_new0 (Binding, 1);

  binding->place = place;
  binding->keyval = keyval;
  binding->modifiers = modifiers;
  binding->action = g_strdup (action);
  g_ptr_array_add (bindings, binding);
}

static void
add_trigger (GPtrArray          *bindings,
             const Place        *place,
             GtkShortcutTrigger *trigger,
             const char         *action)
{
  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    add_binding (bindings, place,
                 gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                 gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)),
                 action);
  else if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger (bindings, place, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), action);
      add_trigger (bindings, place, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), action);
    }
  else if (GTK_IS_MNEMONIC_TRIGGER (trigger))
    /* Alt and an underlined letter: the labels show them. */
    return;
  else
    g_error ("%s binds %s, a kind of trigger this test does not know",
             place->type_name, G_OBJECT_TYPE_NAME (trigger));
}

/* Only our own widgets' keys, which are named actions (HACKING.md:
 * gtk_widget_class_add_binding_action). A subclass inherits GTK's and
 * libadwaita's bindings too (focus moves, the inspector, a popover's
 * Escape): those are signals and callbacks, theirs to document. */
static void
collect_widget (GtkWidget *widget,
                GPtrArray *bindings,
                GPtrArray *unplaced)
{
  const char *type_name = G_OBJECT_TYPE_NAME (widget);

  if (g_str_has_prefix (type_name, "Chess"))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
      const Place *place = find_place (type_name);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
              const char *name = GTK_IS_NAMED_ACTION (action)
                                 ? gtk_named_action_get_action_name (GTK_NAMED_ACTION (action))
                                 : NULL;

              if (name == NULL)
                continue;
              if (place == NULL)
                {
                  if (!g_ptr_array_find_with_equal_func (unplaced, type_name, g_str_equal, NULL))
                    g_ptr_array_add (unplaced, (gpointer) type_name);
                  continue;
                }
              add_trigger (bindings, place, gtk_shortcut_get_trigger (shortcut), name);
            }
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_widget (child, bindings, unplaced);
}

/* The app's accelerators, as its startup sets them. */
static void
collect_application (GPtrArray *bindings)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) actions = NULL;

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);

  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (application));
  g_assert_nonnull (actions[0]);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint keyval;
          GdkModifierType modifiers;

          g_test_message ("%s: %s", actions[i], accels[j]);
          g_assert_true (gtk_accelerator_parse (accels[j], &keyval, &modifiers));
          add_binding (bindings, find_place ("ChessApplication"), keyval, modifiers, actions[i]);
        }
    }
}

/* Every key of every window and dialog the app opens, and of the app. */
static GPtrArray *
collect_bindings (void)
{
  g_autoptr(GPtrArray) windows = g_ptr_array_new ();
  g_autoptr(GPtrArray) unplaced = g_ptr_array_new ();
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *events_dir = g_dir_make_tmp ("chess960-shortcuts-XXXXXX", NULL);
  GPtrArray *bindings = g_ptr_array_new_with_free_func ((GDestroyNotify) binding_free);
  GtkWindow *main_window;
  ChessNewGameDialog *new_game;
  ChessGameInfoDialog *game_info;
  ChessExportDialog *export;
  ChessDiagramInfo diagram = { .variant = CHESS_VARIANT_CHESS960, .number = 518 };
  ChessPreferencesPages *preferences;
  ChessGamePicker *picker;
  ChessRulesDialog *rules;

  g_assert_nonnull (events_dir);
  store = chess_event_store_new (events_dir);
  g_ptr_array_add (games, chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL));
  g_ptr_array_add (games, chess_game_new_start (CHESS_VARIANT_CHESS960, 7, NULL));

  main_window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  g_ptr_array_add (windows, main_window);
  g_ptr_array_add (windows, chess_events_window_new (store));
  g_ptr_array_add (windows, chess_roller_dialog_new (main_window, exclusions, NULL));
  g_ptr_array_add (windows, chess_presentation_window_new (NULL));

  /* New Game, Game Information, the picker and the Rules page are
   * dialogs' content: in a window of its own or, from libadwaita 1.5,
   * attached to the main window. */
  new_game = chess_new_game_dialog_new (main_window);
  game_info = chess_game_info_dialog_new (main_window, games->pdata[0]);
  export = chess_export_dialog_new (main_window, _chess_export_request_new (main_window, &diagram));
  picker = chess_game_picker_new (main_window, games, "two.pgn");
  rules = chess_rules_dialog_new (main_window);
  /* Preferences: the pages, in the dialog libadwaita makes. */
  preferences = chess_preferences_pages_new (main_window);

  for (guint i = 0; i < windows->len; i++)
    collect_widget (windows->pdata[i], bindings, unplaced);
  collect_widget (GTK_WIDGET (new_game), bindings, unplaced);
  collect_widget (GTK_WIDGET (game_info), bindings, unplaced);
  collect_widget (GTK_WIDGET (export), bindings, unplaced);
  collect_widget (GTK_WIDGET (picker), bindings, unplaced);
  collect_widget (GTK_WIDGET (rules), bindings, unplaced);
  collect_widget (chess_preferences_pages_get_dialog (preferences), bindings, unplaced);
  for (guint i = 0; i < unplaced->len; i++)
    g_test_message ("%s binds keys: add it to places[] with the group of help-overlay.ui that lists them",
                    (const char *) unplaced->pdata[i]);
  g_assert_cmpuint (unplaced->len, ==, 0);

  chess_new_game_dialog_close (new_game);
  chess_game_info_dialog_close (game_info);
  chess_export_dialog_close (export);
  chess_game_picker_close (picker);
  chess_rules_dialog_close (rules);
  chess_preferences_pages_close (preferences);
  for (guint i = windows->len; i-- > 0;)
    gtk_window_destroy (windows->pdata[i]);
  g_rmdir (events_dir);

  collect_application (bindings);
  return bindings;
}

/* “Group: <Control>n” for every accelerator the overlay lists. */
static GHashTable *
read_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (HELP_OVERLAY);
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  GHashTable *listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *group = NULL;

      if (!GTK_IS_SHORTCUTS_GROUP (l->data))
        continue;
      g_object_get (l->data, "title", &group, NULL);
      for (GtkWidget *child = gtk_widget_get_first_child (l->data);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          g_autofree char *accelerator = NULL;
          g_auto(GStrv) accelerators = NULL;

          if (!GTK_IS_SHORTCUTS_SHORTCUT (child))
            continue;
          g_object_get (child, "accelerator", &accelerator, NULL);
          accelerators = g_strsplit (accelerator, " ", -1);
          for (guint i = 0; accelerators[i] != NULL; i++)
            {
              guint keyval;
              GdkModifierType modifiers;

              g_test_message ("listed in %s: %s", group, accelerators[i]);
              g_assert_true (gtk_accelerator_parse (accelerators[i], &keyval, &modifiers));
              g_hash_table_add (listed, shortcut_key (group, keyval, modifiers));
            }
        }
    }

  /* What every window's shortcuts window shows: the overlay's window
   * must be destroyed, it is a toplevel. */
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  return listed;
}

/* Each key is listed in its window's group: a key bound but not listed,
 * or listed where that window's keys are not, fails. */
static void
test_every_binding_listed (void)
{
  g_autoptr(GPtrArray) bindings = collect_bindings ();
  g_autoptr(GHashTable) listed = read_help_overlay ();
  guint n_missing = 0;

  g_assert_cmpuint (bindings->len, >, 20);
  for (guint i = 0; i < bindings->len; i++)
    {
      const Binding *binding = bindings->pdata[i];
      g_autofree char *accelerator = gtk_accelerator_name (main_keyval (binding->keyval), binding->modifiers);
      gboolean found = FALSE;

      if (closes_window (binding->action))
        continue;
      for (guint g = 0; binding->place->groups[g] != NULL && !found; g++)
        {
          g_autofree char *key = shortcut_key (binding->place->groups[g], binding->keyval, binding->modifiers);

          found = g_hash_table_contains (listed, key);
        }
      if (!found)
        {
          g_test_message ("%s binds %s to %s, but help-overlay.ui does not list it in %s",
                          binding->place->type_name, accelerator, binding->action,
                          binding->place->groups[0] != NULL ? binding->place->groups[0] : "any group");
          n_missing++;
        }
    }
  g_assert_cmpuint (n_missing, ==, 0);
}

/* Nothing is listed that no window of its group binds: a shortcut taken
 * out of the code must leave the overlay too. */
static void
test_every_listed_shortcut_bound (void)
{
  g_autoptr(GPtrArray) bindings = collect_bindings ();
  g_autoptr(GHashTable) listed = read_help_overlay ();
  g_autoptr(GHashTable) bound = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  const char *key;
  guint n_stale = 0;

  for (guint i = 0; i < bindings->len; i++)
    {
      const Binding *binding = bindings->pdata[i];

      for (guint g = 0; binding->place->groups[g] != NULL; g++)
        g_hash_table_add (bound, shortcut_key (binding->place->groups[g], binding->keyval, binding->modifiers));
    }

  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    if (!g_hash_table_contains (bound, key))
      {
        g_test_message ("help-overlay.ui lists %s, which nothing binds there", key);
        n_stale++;
      }
  g_assert_cmpuint (n_stale, ==, 0);
}

/* The shortcuts window is built when first asked for, not with every
 * window before its first frame; Ctrl+? still opens it. */
static void
test_help_overlay_on_demand (void)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  GtkApplicationWindow *window;
  GtkShortcutsWindow *overlay;

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "win.show-help-overlay");
  g_assert_cmpstrv (accels, ((const char * const[]) { "<Control>question", NULL }));

  window = GTK_APPLICATION_WINDOW (chess_window_new (application));
  g_assert_null (gtk_application_window_get_help_overlay (window));
  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (window), "show-help-overlay"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  overlay = gtk_application_window_get_help_overlay (window);
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  /* Again: GTK's own action now, the same window. */
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (gtk_application_window_get_help_overlay (window) == overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* GTK 4.8 shows the groups of a section's later pages before those of
 * its first, so each section must fit on one page, in its own order. */
static void
test_one_page_per_section (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (HELP_OVERLAY);
  GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  guint n_sections = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      GtkWidget *stack;
      guint n_pages = 0;

      if (!GTK_IS_SHORTCUTS_SECTION (l->data))
        continue;
      n_sections++;
      stack = chess_test_ui_find_descendant (l->data, GTK_TYPE_STACK);
      g_assert_nonnull (stack);
      for (GtkWidget *page = gtk_widget_get_first_child (stack); page != NULL; page = gtk_widget_get_next_sibling (page))
        n_pages++;
      g_assert_cmpuint (n_pages, ==, 1);
    }
  g_assert_cmpuint (n_sections, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A source file that binds keys belongs to a widget places[] names, so
 * that the tests above open it. src/ui is grouped in feature folders, so
 * every folder below it is searched. */
static void
check_sources_placed (const char *directory,
                      guint      *n_files,
                      guint      *n_unplaced)
{
  static const char *const markers[] = {
    "gtk_widget_class_add_binding", "gtk_application_set_accels_for_action",
    "gtk_shortcut_controller_new", "gtk_widget_class_add_shortcut",
  };
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);
      g_autofree char *contents = NULL;
      gboolean binds = FALSE;
      gboolean placed = FALSE;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          check_sources_placed (path, n_files, n_unplaced);
          continue;
        }
      if (!g_str_has_suffix (name, ".c"))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      (*n_files)++;
      for (guint i = 0; i < G_N_ELEMENTS (markers) && !binds; i++)
        binds = strstr (contents, markers[i]) != NULL;
      if (!binds)
        continue;

      for (guint i = 0; i < G_N_ELEMENTS (places) && !placed; i++)
        {
          gsize length = strlen (places[i].source);

          placed = strncmp (name, places[i].source, length) == 0
                   && (g_str_equal (name + length, ".c") || name[length] == '-');
        }
      if (!placed)
        {
          g_test_message ("%s binds keys: add its widget to places[] and open it in collect_bindings()",
                          path);
          (*n_unplaced)++;
        }
    }
}

static void
test_every_source_placed (void)
{
  g_autofree char *directory = g_test_build_filename (G_TEST_DIST, "..", "..", "src", "ui", NULL);
  guint n_files = 0;
  guint n_unplaced = 0;

  check_sources_placed (directory, &n_files, &n_unplaced);
  g_assert_cmpuint (n_files, >, 20);
  g_assert_cmpuint (n_unplaced, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  /* The app registers without a session bus, as a test must. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/shortcuts/help-overlay-on-demand", test_help_overlay_on_demand);
  g_test_add_func ("/shortcuts/every-binding-listed", test_every_binding_listed);
  g_test_add_func ("/shortcuts/every-listed-shortcut-bound", test_every_listed_shortcut_bound);
  g_test_add_func ("/shortcuts/every-source-placed", test_every_source_placed);
  g_test_add_func ("/shortcuts/one-page-per-section", test_one_page_per_section);

  return g_test_run ();
}
