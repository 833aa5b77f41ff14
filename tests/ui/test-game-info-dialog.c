/* test-game-info-dialog.c: the Game Information dialog edits the game's
 * tags, which are saved with it: in its file and in the session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-game-info"

#include "config.h"

#include "test-window-files-common.h"
#include "chess-game-info-dialog.h"

static ChessGameInfoDialog *
find_info_dialog (void)
{
  return (ChessGameInfoDialog *) chess_test_ui_find_in_windows (CHESS_TYPE_GAME_INFO_DIALOG);
}

static ChessGameInfoDialog *
open_info (Fixture *fixture)
{
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_i, GDK_CONTROL_MASK));
  WAIT_UNTIL (find_info_dialog () != NULL);
  return find_info_dialog ();
}

static void
close_info (ChessGameInfoDialog *dialog)
{
  /* As Escape does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.close", NULL));
  WAIT_UNTIL (find_info_dialog () == NULL);
}

static gpointer
row (ChessGameInfoDialog *dialog,
     const char          *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_GAME_INFO_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

static void
type_into (ChessGameInfoDialog *dialog,
           const char          *name,
           const char          *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row (dialog, name)), text);
}

static char *
file_text_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return file_text (file);
}

static void
test_edit_tags (FilesFixture  *fixture,
                gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *path = g_build_filename (fixture->dir, "club.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *session = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  ChessGameInfoDialog *dialog;
  ChessGame *copy;

  enter_moves (base, "e4 e5");
  dialog = open_info (base);
  /* Over the window, the way this build's libadwaita has dialogs: from
   * 1.5 attached to it, before a modal window of its own. */
#if CHESS_ADW_1_5
  g_assert_true (chess_ui_dialog_get_window (GTK_WIDGET (dialog)) == GTK_WINDOW (base->window));
  g_assert_true (ADW_IS_DIALOG (chess_ui_content_dialog_get (GTK_WIDGET (dialog))));
#else
  g_assert_true (gtk_window_get_transient_for (chess_ui_dialog_get_window (GTK_WIDGET (dialog)))
                 == GTK_WINDOW (base->window));
  g_assert_true (gtk_window_get_modal (chess_ui_dialog_get_window (GTK_WIDGET (dialog))));
#endif
  {
    g_autoptr(GdkTexture) shot = NULL;

    shot = chess_test_ui_render_content (GTK_WIDGET (dialog));
    chess_test_ui_save_screenshot (shot, "game-info");
  }
  type_into (dialog, "white_row", "Smith & Jones");
  type_into (dialog, "black_row", "  Kasparov, Garry ");
  type_into (dialog, "event_row", "Club Championship");
  type_into (dialog, "site_row", "Zürich");
  type_into (dialog, "round_row", "3.1");
  g_assert_cmpstr (chess_game_get_tag (game (base), "White"), ==, "Smith & Jones");
  g_assert_cmpstr (chess_game_get_tag (game (base), "Black"), ==, "Kasparov, Garry");
  g_assert_cmpstr (chess_game_get_tag (game (base), "Site"), ==, "Zürich");
  g_assert_cmpstr (chess_game_get_tag (game (base), "Round"), ==, "3.1");

  /* A date is PGN's YYYY.MM.DD, “?” where unknown; anything else is
   * marked and not written. */
  type_into (dialog, "date_row", "2026.11.??");
  g_assert_cmpstr (chess_game_get_tag (game (base), "Date"), ==, "2026.11.??");
  type_into (dialog, "date_row", "26 Nov");
  g_assert_true (gtk_widget_has_css_class (row (dialog, "date_row"), "error"));
  g_assert_cmpstr (chess_game_get_tag (game (base), "Date"), !=, "26 Nov");
  g_assert_cmpuint (strlen (chess_game_get_tag (game (base), "Date")), ==, 10);
  type_into (dialog, "date_row", "2026.11.26");
  g_assert_false (gtk_widget_has_css_class (row (dialog, "date_row"), "error"));
  g_assert_cmpstr (chess_game_get_tag (game (base), "Date"), ==, "2026.11.26");

  /* Empty is unknown. */
  type_into (dialog, "site_row", "");
  g_assert_null (chess_game_get_tag (game (base), "Site"));

  /* Saved in the session at once, tags not being among the game's
   * signals. */
  session = file_text_path (chess_window_get_session_file (base->window));
  g_assert_nonnull (strstr (session, "Smith & Jones"));
  g_assert_nonnull (strstr (session, "Club Championship"));

  /* The result, while no rule decided it: the game ends. */
  adw_combo_row_set_selected (row (dialog, "result_row"), 3);
  g_assert_cmpint (chess_game_get_result (game (base)), ==, CHESS_RESULT_DRAW);
  close_info (dialog);
  g_assert_false (chess_match_get_playing (chess_window_get_match (base->window)));

  /* And in the file. */
  chess_game_files_save_to_file (base->window->files, file);
  WAIT_UNTIL (g_file_query_exists (file, NULL));
  text = file_text (file);
  g_test_message ("%s", text);
  games = read_games (text, 1);
  copy = g_ptr_array_index (games, 0);
  g_assert_cmpstr (chess_game_get_tag (copy, "White"), ==, "Smith & Jones");
  g_assert_cmpstr (chess_game_get_tag (copy, "Event"), ==, "Club Championship");
  g_assert_cmpstr (chess_game_get_tag (copy, "Date"), ==, "2026.11.26");
  g_assert_cmpstr (chess_game_get_tag (copy, "Site"), ==, "?");
  g_assert_cmpint (chess_game_get_result (copy), ==, CHESS_RESULT_DRAW);

  /* Reopened, the dialog shows what is there; unknown is empty. */
  dialog = open_info (base);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog, "white_row"))), ==, "Smith & Jones");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog, "site_row"))), ==, "");
  g_assert_cmpuint (adw_combo_row_get_selected (row (dialog, "result_row")), ==, 3);
  close_info (dialog);
}

/* Checkmate decided the result: the row says so and cannot change it. */
static void
test_result_by_rules (Fixture       *fixture,
                      gconstpointer  data)
{
  ChessGameInfoDialog *dialog;

  enter_moves (fixture, "f3 e5 g4 Qh4#");
  dialog = open_info (fixture);
  g_assert_false (gtk_widget_get_sensitive (row (dialog, "result_row")));
  g_assert_cmpuint (adw_combo_row_get_selected (row (dialog, "result_row")), ==, 2);
  close_info (dialog);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/game-info/edit-tags", FilesFixture, NULL, files_set_up, test_edit_tags, files_tear_down);
  ADD_WINDOW_TEST ("result-by-rules", test_result_by_rules);

  return g_test_run ();
}
