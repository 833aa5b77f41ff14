/* test-window-save.c: the main window's game written as PGN: saved and
 * read back, saved again in place, added to a file of several games or
 * replacing them only when the user says so, copied and pasted; and the
 * keys and menu items for files
 *
 * The file chooser is the desktop's, not driven here: the tests call what
 * its answer calls (_chess_window_save_to_file), and check that Save
 * without a file of its own shows a chooser.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-files-common.h"

static gboolean
file_is (gpointer data)
{
  gpointer *pair = data;
  GFile *file = chess_match_get_file (chess_window_get_match (pair[0]));

  return file != NULL && g_file_equal (file, pair[1]);
}

static gboolean
file_text_changed (gpointer data)
{
  gpointer *pair = data;
  g_autofree char *text = file_text (pair[0]);

  return g_strcmp0 (text, pair[1]) != 0;
}

static void
test_save (FilesFixture  *fixture,
           gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *path = g_build_filename (fixture->dir, "my game.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y.%m.%d");
  gpointer pair[2] = { base->window, file };
  ChessGame *copy;

  set_fen (base, CHESS_VARIANT_CHESS960, "qnnrkrbb/pppppppp/8/8/8/8/PPPPPPPP/QNNRKRBB w KQkq - 0 1");
  enter_moves (base, "f4 d5 Nd3 Nd6 Bf2 Nc6 O-O O-O-O");

  chess_game_files_save_to_file (base->window->files, file);
  g_assert_true (chess_test_ui_wait_for (file_is, pair));
  g_assert_cmpstr (subtitle (base), ==, "my game.pgn");

  /* What was written reads back as the same game. */
  first = file_text (file);
  g_test_message ("%s", first);
  games = read_games (first, 1);
  copy = g_ptr_array_index (games, 0);
  g_assert_cmpint (chess_game_get_variant (copy), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpint (chess_game_get_start_number (copy), ==, 15);
  g_assert_cmpuint (chess_game_get_n_moves (copy), ==, 8);
  for (guint ply = 1; ply <= 8; ply++)
    g_assert_cmpstr (chess_game_get_san (copy, ply), ==, chess_game_get_san (game (base), ply));
  g_assert_true (chess_position_equal (chess_game_get_position (copy), chess_game_get_position (game (base))));
  g_assert_cmpstr (chess_game_get_tag (copy, "Date"), ==, today);
  g_assert_nonnull (strstr (first, "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"qnnrkrbb/pppppppp/8/8/8/8/PPPPPPPP/QNNRKRBB w KQkq - 0 1\"]\n"));

  /* The game's own file: Save (Ctrl+S) writes it again, no chooser. */
  enter_moves (base, "g3");
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (base->window), GDK_KEY_s, GDK_CONTROL_MASK));
  pair[0] = file;
  pair[1] = first;
  g_assert_true (chess_test_ui_wait_for (file_text_changed, pair));
  g_assert_false (has_file_chooser (NULL));
  second = file_text (file);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_games (second, 1);
  g_assert_cmpuint (chess_game_get_n_moves (g_ptr_array_index (games, 0)), ==, 9);
  g_assert_cmpstr (chess_game_get_san (g_ptr_array_index (games, 0), 9), ==, "g3");
}

/* Save As onto a file of several games asks before replacing them. */
static void
test_save_over_games (FilesFixture  *fixture,
                      gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GFile) file = copy_data_file (fixture, "lichess-three-games.pgn");
  g_autofree char *original = file_text (file);
  g_autofree char *added = NULL;
  g_autofree char *replaced = NULL;
  g_autoptr(GPtrArray) games = NULL;
  GtkWidget *dialog;

  enter_moves (base, "d4 Nf6");

  /* Cancel: nothing written. */
  chess_game_files_save_to_file (base->window->files, file);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  dialog = find_dialog (base->window);
  g_assert_cmpstr (chess_ui_alert_get_heading (dialog), ==, "Replace 3 Games?");
  {
    g_autoptr(GdkTexture) shot = chess_test_ui_render (GTK_WIDGET (dialog));

    chess_test_ui_save_screenshot (shot, "replace-games");
  }
  click_response (dialog, "_Cancel");
  added = file_text (file);
  g_assert_cmpstr (added, ==, original);
  g_clear_pointer (&added, g_free);

  /* Add to File: the three games, then this one. */
  chess_game_files_save_to_file (base->window->files, file);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  click_response (find_dialog (base->window), "_Add to File");
  wait_for_subtitle (base, "lichess-three-games.pgn · Game 4 of 4");
  added = file_text (file);
  g_assert_true (g_str_has_prefix (added, original));
  games = read_games (added, 4);
  g_assert_cmpstr (chess_game_get_san (g_ptr_array_index (games, 3), 2), ==, "Nf6");

  /* Replace: this game alone. */
  chess_game_files_save_to_file (base->window->files, file);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  g_assert_cmpstr (chess_ui_alert_get_heading (find_dialog (base->window)),
                   ==, "Replace 4 Games?");
  click_response (find_dialog (base->window), "_Replace");
  wait_for_subtitle (base, "lichess-three-games.pgn");
  replaced = file_text (file);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_games (replaced, 1);
  g_assert_cmpuint (chess_game_get_n_moves (g_ptr_array_index (games, 0)), ==, 2);
}

static void
test_copy_and_paste (FilesFixture  *fixture,
                     gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *copied = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *fen = NULL;
  ChessGame *played;

  set_fen (base, CHESS_VARIANT_CHESS960X3, "bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w KGkg - 0 1");
  enter_moves (base, "Nc3 Nc6 Nd3 Nd6 b3 b6 Qb2 Qb7 O-O-O:g");
  played = game (base);

  /* Shift+Ctrl+C: the whole game as PGN. */
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (base->window), GDK_KEY_c,
                                          GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  copied = chess_test_ui_read_clipboard (GTK_WIDGET (base->window));
  expected = chess_pgn_write (played);
  g_assert_cmpstr (copied, ==, expected);
  g_assert_nonnull (strstr (copied, "[Variant \"Chess960x3\"]"));
  g_assert_nonnull (strstr (copied, "5. O-O-O:g *"));

  /* Ctrl+V of that text: a new game, the same moves. */
  set_fen (base, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  played = game (base);
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (base->window), GDK_KEY_v, GDK_CONTROL_MASK));
  wait_for_new_game (base, played);
  g_assert_cmpint (chess_game_get_variant (game (base)), ==, CHESS_VARIANT_CHESS960X3);
  g_assert_cmpuint (chess_game_get_n_moves (game (base)), ==, 9);
  g_assert_cmpstr (chess_game_get_san (game (base), 9), ==, "O-O-O:g");
  /* The paste keeps its Undo. */
  g_assert_true (action_enabled (base, "win.restore-game"));
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.restore-game", NULL);
  g_assert_true (game (base) == played);

  /* Movetext alone, as copied from a web page. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (base->window)),
                          "  1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n");
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.paste-fen", NULL);
  wait_for_new_game (base, played);
  fen = final_fen (game (base));
  g_assert_cmpstr (fen, ==, "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
}

static GMenuModel *
find_main_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget)
      && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0)
    {
      chess_test_ui_make_menu (GTK_MENU_BUTTON (widget));
      return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *found = find_main_menu (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The keys and the menu reach the actions; Open and Save As show the
 * desktop's file chooser. */
static void
test_shortcuts (FilesFixture  *fixture,
                gconstpointer  data)
{
  static const struct { guint key; GdkModifierType mods; } keys[] = {
    { GDK_KEY_o, GDK_CONTROL_MASK },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
    /* A game without a file of its own: Save asks where. */
    { GDK_KEY_s, GDK_CONTROL_MASK },
  };
  Fixture *base = &fixture->base;
  GMenuModel *menu = find_main_menu (GTK_WIDGET (base->window));
  const char *actions[] = { "win.open", "win.save", "win.save-as", "win.copy-pgn" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      g_assert_false (has_file_chooser (NULL));
      g_assert_true (chess_test_ui_press_key (GTK_WIDGET (base->window), keys[i].key, keys[i].mods));
      g_assert_true (chess_test_ui_wait_for (has_file_chooser, NULL));
      for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, t);

          if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
            {
              g_assert_true (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (base->window));
              gtk_dialog_response (GTK_DIALOG (toplevel), GTK_RESPONSE_CANCEL);
              break;
            }
        }
      WAIT_UNTIL (!has_file_chooser (NULL));
    }

  /* Each is in the main menu. */
  g_assert_nonnull (menu);
  for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
    {
      gboolean found = FALSE;

      for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
        {
          g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

          for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
            {
              g_autofree char *action = NULL;

              if (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
                found |= g_str_equal (action, actions[a]);
            }
        }
      g_assert_true (found);
    }
}

/* Closing the window while its file chooser is open takes the chooser
 * along, without a warning (fatal here) from anything left behind. */
static void
test_close_with_chooser (void)
{
  ChessWindow *window = new_window ();

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL);
  g_assert_true (chess_test_ui_wait_for (has_file_chooser, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  g_assert_false (has_file_chooser (NULL));
}

/* The same, again and again, for Open and for Save As, at the moments a
 * chooser is most fragile: as soon as it shows, still loading what it
 * lists (GTK 4.18's own chooser reads the recent files then), and once
 * it has painted. GTK 4.18 crashed in the chooser's answers that came
 * after it had gone, about every other time. */
static void
test_close_with_chooser_repeatedly (void)
{
  const char *actions[] = { "win.open", "win.save-as" };

  for (guint i = 0; i < 24; i++)
    {
      ChessWindow *window = new_window ();
      GtkWidget *chooser = NULL;

      g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
      gtk_widget_activate_action (GTK_WIDGET (window), actions[i % 2], NULL);
      g_assert_true (chess_test_ui_wait_for (has_file_chooser, NULL));
      if (i % 4 >= 2)
        {
          chooser = find_file_chooser ();
          g_assert_nonnull (chooser);
          chess_test_ui_wait_for_frame (chooser);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      WAIT_UNTIL (window == NULL);
      g_assert_false (has_file_chooser (NULL));
    }
}

/* Closing the window while it asks whether to replace a file's games
 * answers nothing: the file stays as it was, and neither the question
 * nor the window is left behind. */
static void
test_close_with_question (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chess960-save-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *text = data_text ("lichess-three-games.pgn");
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = NULL;
  ChessWindow *window = new_window ();

  g_assert_no_error (error);
  path = g_build_filename (dir, "three.pgn", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  file = g_file_new_for_path (path);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  chess_game_files_save_to_file (window->files, file);
  g_assert_true (chess_test_ui_wait_for (has_dialog, window));

  gtk_window_destroy (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (gtk_window_get_toplevels (), i);

      g_assert_false (ADW_IS_MESSAGE_DIALOG (toplevel));
    }
  after = file_text (file);
  g_assert_cmpstr (after, ==, text);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_FILES_TEST ("/window/save/save", test_save);
  ADD_FILES_TEST ("/window/save/over-games", test_save_over_games);
  ADD_FILES_TEST ("/window/save/copy-and-paste", test_copy_and_paste);
  ADD_FILES_TEST ("/window/save/shortcuts", test_shortcuts);
  g_test_add_func ("/window/save/close-with-chooser", test_close_with_chooser);
  g_test_add_func ("/window/save/close-with-chooser-repeatedly", test_close_with_chooser_repeatedly);
  g_test_add_func ("/window/save/close-with-question", test_close_with_question);

  return g_test_run ();
}
