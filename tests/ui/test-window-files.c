/* test-window-files.c: PGN files opened in the main window: one game at
 * once, one of several through the picker, dropped on the window, pasted,
 * and refused with a message that says where and what
 *
 * The file chooser is the desktop's, not driven here: the tests call what
 * its answer calls (chess_window_open_file).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include "test-window-files-common.h"

static void
test_open_single (FilesFixture  *fixture,
                  gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GFile) file = copy_data_file (fixture, "lichess-king-move-castles.pgn");
  ChessGame *before;
  g_autofree char *fen = NULL;

  enter_moves (base, "e4 e5");
  before = game (base);
  g_assert_null (subtitle (base));

  chess_window_open_file (base->window, file);
  wait_for_new_game (base, before);
  g_assert_cmpint (chess_game_get_start_number (game (base)), ==, 15);
  g_assert_cmpuint (chess_game_get_n_moves (game (base)), ==, 39);
  fen = final_fen (game (base));
  g_assert_cmpstr (fen, ==, "qk2R2b/pppQ2pp/5p2/8/3P1P2/2P3P1/bP3B1P/6K1 b - - 1 20");
  g_assert_cmpstr (subtitle (base), ==, "lichess-king-move-castles.pgn");
  g_assert_true (g_file_equal (chess_match_get_file (chess_window_get_match (base->window)), file));

  /* The toast's Undo brings back the game in progress, without a file. */
  g_assert_true (action_enabled (base, "win.restore-game"));
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.restore-game", NULL);
  g_assert_true (game (base) == before);
  g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
  g_assert_null (subtitle (base));
  g_assert_null (chess_match_get_file (chess_window_get_match (base->window)));
}

/* A file of several games: the picker, a search, and game 2. */
static void
test_open_multi (FilesFixture  *fixture,
                 gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GFile) file = copy_data_file (fixture, "lichess-three-games.pgn");
  g_autofree char *text_before = file_text (file);
  g_autofree char *text_after = NULL;
  g_autofree char *fen = NULL;
  ChessGame *before = game (base);
  ChessGamePicker *picker;
  GtkEditable *search;
  GtkListView *list_view;

  chess_window_open_file (base->window, file);
  g_assert_true (chess_test_ui_wait_for (has_picker, NULL));
  picker = find_picker ();
  /* Nothing opens until the user picks. */
  g_assert_true (game (base) == before);
  /* Over the window, the way this build's libadwaita has dialogs: from
   * 1.5 attached to it, before a modal window of its own. */
#if CHESS_ADW_1_5
  g_assert_true (chess_ui_dialog_get_window (GTK_WIDGET (picker)) == GTK_WINDOW (base->window));
  g_assert_true (ADW_IS_DIALOG (chess_ui_content_dialog_get (GTK_WIDGET (picker))));
#else
  g_assert_true (gtk_window_get_transient_for (chess_ui_dialog_get_window (GTK_WIDGET (picker)))
                 == GTK_WINDOW (base->window));
  g_assert_true (gtk_window_get_modal (chess_ui_dialog_get_window (GTK_WIDGET (picker))));
#endif
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, 3);

  /* Keys go to the list once the dialog has opened (a 1.5 sheet takes the
   * focus some frames after it is shown): arrows move through the games
   * and Enter opens one. */
  list_view = picker_child (picker, "list_view");
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (picker)));
  chess_test_ui_settle (GTK_WIDGET (picker), 5);
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (picker)));

    g_assert_nonnull (focus);
    g_assert_true (focus == GTK_WIDGET (list_view) || gtk_widget_is_ancestor (focus, GTK_WIDGET (list_view)));
  }

  search = picker_child (picker, "search_entry");
  gtk_editable_set_text (search, "aL4xN0cq");
  g_signal_emit_by_name (search, "search-changed");
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, 1);
  gtk_editable_set_text (search, "corner h_file");
  g_signal_emit_by_name (search, "search-changed");
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, 3);
  gtk_editable_set_text (search, "nobody");
  g_signal_emit_by_name (search, "search-changed");
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (picker_child (picker, "stack")), ==, "empty");
  gtk_editable_set_text (search, "");
  g_signal_emit_by_name (search, "search-changed");
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, 3);

  /* Activating the second row (a double click, or Enter) opens game 2. */
  g_signal_emit_by_name (list_view, "activate", 1);
  wait_for_new_game (base, before);
  /* Closed once the game is in (a 1.5 dialog fades out). */
  WAIT_UNTIL (find_picker () == NULL);
  g_assert_cmpint (chess_game_get_start_number (game (base)), ==, 249);
  g_assert_cmpstr (chess_game_get_tag (game (base), "Site"), ==, "https://lichess.org/aL4xN0cq");
  fen = final_fen (game (base));
  g_assert_cmpstr (fen, ==, "3k3r/1p1bqppp/pn6/2b1P3/2pNp3/2N5/PPPBQPPP/2K4R w - - 14 21");
  g_assert_cmpstr (subtitle (base), ==, "lichess-three-games.pgn · Game 2 of 3");

  /* Save does not write one game over the three: it asks where. */
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.save", NULL);
  g_assert_true (chess_test_ui_wait_for (has_file_chooser, NULL));
  chess_test_ui_wait_idle ();
  text_after = file_text (file);
  g_assert_cmpstr (text_after, ==, text_before);
}

/* The picker's Open button opens the selected game; Cancel nothing. */
static void
test_picker_buttons (FilesFixture  *fixture,
                     gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *text = data_text ("lichess-three-games.pgn");
  ChessGame *before = game (base);
  ChessGamePicker *picker;
  GtkSingleSelection *selection;
  GtkListView *list_view;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (base->window)), text);
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.paste-fen", NULL);
  g_assert_true (chess_test_ui_wait_for (has_picker, NULL));
  picker = find_picker ();
  click_response (picker, "_Cancel");
  g_assert_null (find_picker ());
  g_assert_true (game (base) == before);

  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.paste-fen", NULL);
  g_assert_true (chess_test_ui_wait_for (has_picker, NULL));
  picker = find_picker ();
  list_view = picker_child (picker, "list_view");
  selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (list_view));
  /* The first game is selected to begin with. */
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 0);
  gtk_single_selection_set_selected (selection, 2);
  click_response (picker, "_Open");
  wait_for_new_game (base, before);
  g_assert_cmpint (chess_game_get_start_number (game (base)), ==, 3);
  g_assert_cmpstr (chess_game_get_tag (game (base), "Termination"), ==, "Time forfeit");
  /* Pasted text has no file. */
  g_assert_null (subtitle (base));
  g_assert_null (chess_match_get_file (chess_window_get_match (base->window)));
}

static GtkDropTarget *
find_drop_target (Fixture *fixture)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* A file dropped on the window opens, as a list of files (from a file
 * manager) or as one file. */
static void
test_drop (FilesFixture  *fixture,
           gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GFile) single = copy_data_file (fixture, "lichess-518-double-move.pgn");
  g_autoptr(GFile) annotated = copy_data_file (fixture, "lichess-analysis-annotated.pgn");
  GtkDropTarget *target = find_drop_target (base);
  const GType *types;
  gsize n_types;
  GValue value = G_VALUE_INIT;
  GSList *list = NULL;
  gboolean handled = FALSE;
  ChessGame *before;
  g_autofree char *fen = NULL;

  g_assert_nonnull (target);
  types = gtk_drop_target_get_gtypes (target, &n_types);
  g_assert_cmpuint (n_types, ==, 2);
  g_assert_true (types[0] == GDK_TYPE_FILE_LIST);

  before = game (base);
  list = g_slist_append (list, annotated);
  list = g_slist_append (list, single);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, list);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &handled);
  g_value_unset (&value);
  g_slist_free (list);
  g_assert_true (handled);
  wait_for_new_game (base, before);
  /* The first of the dropped files. */
  fen = final_fen (game (base));
  g_assert_cmpstr (fen, ==, "1Q5k/p1p3pp/8/8/4B3/3nP3/P4PPP/6K1 b - - 2 28");
  g_assert_cmpstr (subtitle (base), ==, "lichess-analysis-annotated.pgn");

  before = game (base);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, single);
  handled = FALSE;
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &handled);
  g_value_unset (&value);
  g_assert_true (handled);
  wait_for_new_game (base, before);
  g_assert_cmpint (chess_game_get_start_number (game (base)), ==, 518);
  g_assert_cmpuint (chess_game_get_n_moves (game (base)), ==, 59);
}

/* Broken files: the dialog says where and what, and the game stays. */
static void
test_open_bad (FilesFixture  *fixture,
               gconstpointer  data)
{
  static const struct {
    const char *file;
    const char *heading;
    const char *message;
  } cases[] = {
    { "bad/illegal-move.pgn", "Cannot Open File", "“illegal-move.pgn”: Line 13: 14. Nd5 is not legal in this position" },
    { "bad/truncated-in-comment.pgn", "Cannot Open File", "Line 18: unterminated comment" },
    { "bad/unknown-variant.pgn", "Cannot Open File", "Line 11: unknown variant 'Crazyhouse'" },
    { "bad/fen-two-white-kings.pgn", "Cannot Open File", "Line 10: bad FEN tag: Piece placement (field 1): White has 2 kings" },
    { "bad/binary.pgn", "Cannot Open File", "this is not a PGN file" },
  };
  Fixture *base = &fixture->base;
  ChessGame *before;
  g_autofree char *missing_path = g_build_filename (fixture->dir, "gone.pgn", NULL);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(GFile) empty = NULL;

  enter_moves (base, "e4 e5 Nf3");
  before = game (base);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = copy_data_file (fixture, cases[i].file);

      chess_window_open_file (base->window, file);
      assert_error_dialog (base, cases[i].heading, cases[i].message);
      g_assert_true (game (base) == before);
      g_assert_cmpuint (chess_game_get_n_moves (before), ==, 3);
      g_assert_null (subtitle (base));
    }

  /* A file that is not there, and one without a game. */
  chess_window_open_file (base->window, missing);
  assert_error_dialog (base, "Cannot Open File", "“gone.pgn”: ");
  g_assert_true (game (base) == before);

  {
    g_autofree char *path = g_build_filename (fixture->dir, "empty.pgn", NULL);

    g_assert_true (g_file_set_contents (path, "\n{ nothing here }\n", -1, NULL));
    empty = g_file_new_for_path (path);
  }
  chess_window_open_file (base->window, empty);
  assert_error_dialog (base, "Cannot Open File", "“empty.pgn”: The file holds no game in PGN.");
  g_assert_true (game (base) == before);
}

/* Bad PGN on the clipboard: the same kind of message, nothing changed. */
static void
test_paste_bad (FilesFixture  *fixture,
                gconstpointer  data)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "[Event \"Blitz\"]\n[Site \"?\"]\n\n1. e4 e5 2. Ke3 *\n", "Line 4: 2. Ke3 is not legal in this position" },
    { "[Event \"Blitz\"]\n[Variant \"Atomic\"]\n\n1. e4 *\n", "Line 2: unknown variant 'Atomic'" },
    { "1. e4 e5 2. Nf3 {a comment cut", "Line 1: unterminated comment" },
    { "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0\"]\n", "Line 1: bad FEN tag: FEN has 5 fields" },
  };
  Fixture *base = &fixture->base;
  ChessGame *before;

  enter_moves (base, "d4 d5");
  before = game (base);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (base->window)), cases[i].text);
      gtk_widget_activate_action (GTK_WIDGET (base->window), "win.paste-fen", NULL);
      assert_error_dialog (base, "Cannot Paste Game", cases[i].message);
      g_assert_true (game (base) == before);
      g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
    }

  /* A FEN that cannot be still gets the position's message. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (base->window)),
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1");
  gtk_widget_activate_action (GTK_WIDGET (base->window), "win.paste-fen", NULL);
  g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
  g_assert_cmpstr (chess_ui_alert_get_heading (find_dialog (base->window)),
                   ==, "Cannot Paste Position");
  g_assert_nonnull (strstr (chess_ui_alert_get_body (find_dialog (base->window)),
                            "White has 2 kings"));
  click_response (find_dialog (base->window), "_Close");
  g_assert_true (game (base) == before);
}

/* For people to look at: the picker and an error, light and dark. */
static void
test_screenshots (FilesFixture  *fixture,
                  gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GFile) file = copy_data_file (fixture, "lichess-three-games.pgn");
  g_autoptr(GFile) bad = copy_data_file (fixture, "bad/illegal-move.pgn");
  AdwStyleManager *style = adw_style_manager_get_default ();

  /* No fade-in: where the error is a dialog inside the window (libadwaita
   * 1.5), the pictures show it whole. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autoptr(GdkTexture) picker_shot = NULL;
      g_autoptr(GdkTexture) error_shot = NULL;
      GtkWidget *dialog;

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      chess_window_open_file (base->window, file);
      g_assert_true (chess_test_ui_wait_for (has_picker, NULL));
      picker_shot = chess_test_ui_render_content (GTK_WIDGET (find_picker ()));
      chess_test_ui_save_screenshot (picker_shot, dark ? "game-picker-dark" : "game-picker");
      chess_game_picker_close (find_picker ());
      WAIT_UNTIL (find_picker () == NULL);

      chess_window_open_file (base->window, bad);
      g_assert_true (chess_test_ui_wait_for (has_dialog, base->window));
      dialog = find_dialog (base->window);
      WAIT_UNTIL (gtk_widget_get_mapped (dialog));
      error_shot = chess_test_ui_render (GTK_WIDGET (chess_ui_dialog_get_window (dialog)));
      chess_test_ui_save_screenshot (error_shot, dark ? "open-error-dark" : "open-error");
      click_response (dialog, "_Close");
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* The window names the game's file in its subtitle. */
  {
    g_autoptr(GFile) single = copy_data_file (fixture, "lichess-analysis-annotated.pgn");
    g_autoptr(GdkTexture) window_shot = NULL;
    ChessGame *before = game (base);

    chess_window_open_file (base->window, single);
    wait_for_new_game (base, before);
    window_shot = chess_test_ui_render (GTK_WIDGET (base->window));
    chess_test_ui_save_screenshot (window_shot, "window-with-file");
  }
}

/* The picker goes with its window, and does not keep it. */
static void
test_close_with_picker (void)
{
  g_autofree char *text = data_text ("lichess-three-games.pgn");
  ChessWindow *window = new_window ();

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-fen", NULL);
  g_assert_true (chess_test_ui_wait_for (has_picker, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
  g_assert_null (find_picker ());
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_FILES_TEST ("/window/files/open-single", test_open_single);
  ADD_FILES_TEST ("/window/files/open-multi", test_open_multi);
  ADD_FILES_TEST ("/window/files/picker-buttons", test_picker_buttons);
  ADD_FILES_TEST ("/window/files/drop", test_drop);
  ADD_FILES_TEST ("/window/files/open-bad", test_open_bad);
  ADD_FILES_TEST ("/window/files/paste-bad", test_paste_bad);
  ADD_FILES_TEST ("/window/files/screenshots", test_screenshots);
  g_test_add_func ("/window/files/close-with-picker", test_close_with_picker);

  return g_test_run ();
}
