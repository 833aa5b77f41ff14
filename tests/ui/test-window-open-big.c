/* test-window-open-big.c: a file of many games opens without parsing
 * them: the picker lists 20,000 games from their tags, the one chosen is
 * read then; a read that takes a while shows the picker with its
 * progress, and closing it cancels the read and changes nothing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include <sys/stat.h>
#include <unistd.h>

#include "test-window-files-common.h"
#include "chess-game-files-private.h"

/* 4.4 MB: over the 4 MB to which a file's text is kept, so that the
 * games are read from the open file. */
#define N_GAMES 24000

/* Game I (from 0): its round says which it is; every 1000th has a move
 * that is not legal. */
static GString *
many_games (guint n_games)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (text,
                            "[Event \"Big {Open}\"]\n[Site \"?\"]\n[Date \"2026.11.26\"]\n[Round \"%u\"]\n"
                            "[White \"Player %u\"]\n[Black \"Player %u\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 e5 2. Nf3 {a comment [not a tag]} Nc6 3. %s 1-0\n\n",
                            i + 1, i, i + 1, i % 1000 == 999 ? "Ke3" : "Bb5");
  return text;
}

static void
test_open_many (FilesFixture  *fixture,
                gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *path = g_build_filename (fixture->dir, "big.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) text = many_games (N_GAMES);
  g_autoptr(GError) error = NULL;
  ChessGame *before = game (base);
  ChessGamePicker *picker;
  GtkListView *list_view;

  g_file_set_contents (path, text->str, text->len, &error);
  g_assert_no_error (error);
  chess_window_open_file (base->window, file);
  WAIT_UNTIL ((picker = find_picker ()) != NULL && chess_game_picker_get_n_shown (picker) == N_GAMES);
  g_assert_true (game (base) == before);

  /* Saved over meanwhile (a new file renamed over it, as every save
   * does): the games listed are still those of the file read. */
  {
    g_autofree char *other = g_strdup (text->str);
    g_autofree char *temporary = g_strconcat (path, ".new", NULL);
    const char *end = other + text->len;

    /* With the length left, not strstr (): AddressSanitizer's strstr
     * measures the whole rest of the text at every call, 24,000 times. */
    for (char *event = g_strstr_len (other, end - other, "Big {Open}"); event != NULL;
         event = g_strstr_len (event, end - event, "Big {Open}"))
      memcpy (event, "Big [Shut]", strlen ("Big [Shut]"));
    g_file_set_contents (temporary, other, (gssize) text->len, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g_rename (temporary, path), ==, 0);
  }

  /* Game 12,345: read now, its own. */
  list_view = picker_child (picker, "list_view");
  g_signal_emit_by_name (list_view, "activate", 12344);
  wait_for_new_game (base, before);
  g_assert_cmpstr (chess_game_get_tag (game (base), "Round"), ==, "12345");
  g_assert_cmpstr (chess_game_get_tag (game (base), "Event"), ==, "Big {Open}");
  g_assert_cmpuint (chess_game_get_n_moves (game (base)), ==, 5);
  g_assert_cmpstr (subtitle (base), ==, "big.pgn · Game 12345 of 24000");
  WAIT_UNTIL (find_picker () == NULL);

  /* Game 1,000 has an illegal move: said over the picker, with its line
   * in the whole file; nothing changes. */
  before = game (base);
  chess_window_open_file (base->window, file);
  WAIT_UNTIL ((picker = find_picker ()) != NULL && chess_game_picker_get_n_shown (picker) == N_GAMES);
  g_signal_emit_by_name (picker_child (picker, "list_view"), "activate", 999);
  WAIT_UNTIL (chess_test_ui_find_alert (GTK_WIDGET (picker)) != NULL);
  g_assert_nonnull (strstr (chess_ui_alert_get_body (chess_test_ui_find_alert (GTK_WIDGET (picker))), "Line 9999: "));
  click_response (chess_test_ui_find_alert (GTK_WIDGET (picker)), "_Close");
  g_assert_true (game (base) == before);

  /* Written over in place: the offsets are not the file's any more, and
   * opening a game says so. */
  {
    FILE *stream = fopen (path, "r+");
    g_autoptr(GFileInfo) info = NULL;

    g_assert_nonnull (stream);
    g_assert_cmpint (fputs ("[Event \"Changed\"]", stream), >=, 0);
    g_assert_cmpint (fclose (stream), ==, 0);
    /* Whatever the clock's resolution, a time of its own. */
    g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 1000000000, G_FILE_QUERY_INFO_NONE,
                                 NULL, &error);
    g_assert_no_error (error);
  }
  WAIT_UNTIL (chess_test_ui_find_alert (GTK_WIDGET (picker)) == NULL);
  g_signal_emit_by_name (picker_child (picker, "list_view"), "activate", 5);
  WAIT_UNTIL (chess_test_ui_find_alert (GTK_WIDGET (picker)) != NULL);
  g_assert_nonnull (strstr (chess_ui_alert_get_body (chess_test_ui_find_alert (GTK_WIDGET (picker))), "changed"));
  click_response (chess_test_ui_find_alert (GTK_WIDGET (picker)), "_Close");
  g_assert_true (game (base) == before);
  /* Escape closes it. */
  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (picker), GDK_KEY_Escape, 0));
  WAIT_UNTIL (find_picker () == NULL);
}

/* A long list is given to the list view a few rows a frame (GTK 4.8's
 * makes a row for each of the first 200 or so items at once): at first
 * a screenful, every game after some frames, and so again when a search
 * is cleared. */
static void
test_reveal (FilesFixture  *fixture,
             gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autoptr(GString) text = many_games (N_GAMES);
  g_autoptr(GBytes) bytes = g_bytes_new (text->str, text->len);
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (text->str, text->len);
  ChessGamePicker *picker = chess_game_picker_new_loading (GTK_WINDOW (base->window), "big.pgn");
  GtkWidget *list_view = picker_child (picker, "list_view");
  GListModel *list = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list_view)));
  guint n_rows = 0;

  chess_game_picker_present (picker);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (picker)));
  chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
  chess_game_picker_set_index (picker, bytes, index);
  g_assert_cmpuint (chess_game_picker_get_n_shown (picker), ==, N_GAMES);
  g_assert_cmpuint (g_list_model_get_n_items (list), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (list), <=, 30);
  WAIT_UNTIL (g_list_model_get_n_items (list) == N_GAMES);
  for (GtkWidget *row = gtk_widget_get_first_child (list_view); row != NULL; row = gtk_widget_get_next_sibling (row))
    n_rows++;
  g_assert_cmpuint (n_rows, <, 300);

  /* The last two games, at the end of the list: one of them is White,
   * the other Black. */
  gtk_editable_set_text (GTK_EDITABLE (picker_child (picker, "search_entry")), "player 19999");
  WAIT_UNTIL (chess_game_picker_get_n_shown (picker) == 2 && g_list_model_get_n_items (list) == 2);

  /* The search cleared: every game again, from the top a few a frame. */
  gtk_editable_set_text (GTK_EDITABLE (picker_child (picker, "search_entry")), "");
  WAIT_UNTIL (chess_game_picker_get_n_shown (picker) == N_GAMES);
  g_assert_cmpuint (g_list_model_get_n_items (list), <=, 30);
  WAIT_UNTIL (g_list_model_get_n_items (list) == N_GAMES);
  chess_game_picker_close (picker);
  WAIT_UNTIL (find_picker () == NULL);
}

static guint
count_found (ChessGamePicker *picker,
             const char      *search)
{
  GtkEditable *entry = picker_child (picker, "search_entry");

  gtk_editable_set_text (entry, search);
  g_signal_emit_by_name (entry, "search-changed");
  return chess_game_picker_get_n_shown (picker);
}

/* The search in an index's tags: every word in some tag, case-folded as
 * GLib folds (ß is ss), plain ASCII and not. */
static void
test_search (FilesFixture  *fixture,
             gconstpointer  data)
{
  Fixture *base = &fixture->base;
  static const char text[] =
    "[Event \"Open Straße\"]\n[White \"Anna SMITH\"]\n[Black \"Jonas Weber\"]\n[Round \"7\"]\n\n1. e4 *\n\n"
    "[Event \"Club\"]\n[White \"MÜLLER, Eva\"]\n[Black \"Smith, John\"]\n[Date \"2026.11.??\"]\n\n1. d4 *\n\n"
    "[Event \"?\"]\n[White \"?\"]\n[Black \"Anna Karenina\"]\n\n1. c4 *\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(ChessPgnIndex) index = chess_pgn_index_new_for_text (text, -1);
  ChessGamePicker *picker = chess_game_picker_new_loading (GTK_WINDOW (base->window), "search.pgn");

  chess_game_picker_set_index (picker, bytes, index);
  g_assert_cmpuint (count_found (picker, ""), ==, 3);
  g_assert_cmpuint (count_found (picker, "smith"), ==, 2);
  g_assert_cmpuint (count_found (picker, "SMITH anna"), ==, 1);
  g_assert_cmpuint (count_found (picker, "anna   smith"), ==, 1);
  g_assert_cmpuint (count_found (picker, "smith weber"), ==, 1);
  g_assert_cmpuint (count_found (picker, "smithjonas"), ==, 0);
  g_assert_cmpuint (count_found (picker, "ITH"), ==, 2);
  g_assert_cmpuint (count_found (picker, "müller"), ==, 1);
  g_assert_cmpuint (count_found (picker, "MÜLLER eva"), ==, 1);
  g_assert_cmpuint (count_found (picker, "strasse"), ==, 1);
  g_assert_cmpuint (count_found (picker, "straße"), ==, 1);
  g_assert_cmpuint (count_found (picker, "2026.11"), ==, 1);
  g_assert_cmpuint (count_found (picker, "7"), ==, 1);
  g_assert_cmpuint (count_found (picker, "anna"), ==, 2);
  /* Never shown: freed all the same. */
  g_object_add_weak_pointer (G_OBJECT (picker), (gpointer *) &picker);
  chess_game_picker_close (picker);
  g_assert_null (picker);
}

typedef struct {
  char  *path;
  GString *text;
  gsize  written;
} Writer;

static gpointer
write_fifo (gpointer data)
{
  Writer *writer = data;
  FILE *fifo = fopen (writer->path, "w");

  g_assert_nonnull (fifo);
  fwrite (writer->text->str, 1, writer->text->len, fifo);
  fclose (fifo);
  return NULL;
}

/* A file that comes slowly (a pipe whose writer waits): the picker shows
 * at once with a progress bar; closing it cancels, and the game stays. */
static void
test_cancel (FilesFixture  *fixture,
             gconstpointer  data)
{
  Fixture *base = &fixture->base;
  g_autofree char *path = g_build_filename (fixture->dir, "slow.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ChessGame *before = game (base);
  ChessGamePicker *picker;
  g_autoptr(GCancellable) reading = NULL;
  Writer writer = { path, many_games (10), 0 };
  GThread *thread;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  chess_window_open_file (base->window, file);
  /* The reader waits for a writer: the picker says it is reading. */
  WAIT_UNTIL ((picker = find_picker ()) != NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (picker_child (picker, "stack")), ==, "loading");
  g_assert_false (gtk_widget_is_sensitive (picker_child (picker, "search_entry")));
  reading = g_object_ref (base->window->files->read_cancellable);
  /* Cancel, as a user clicks it: the read is cancelled. */
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (picker)));
  g_object_add_weak_pointer (G_OBJECT (picker), (gpointer *) &picker);
  click_response (picker, "_Cancel");
  WAIT_UNTIL (find_picker () == NULL);
  WAIT_UNTIL (g_cancellable_is_cancelled (reading));
  /* Closed, it is freed, with its list. */
  WAIT_UNTIL (picker == NULL);

  /* Now the text comes, too late: nothing opens, nothing is said. */
  thread = g_thread_new ("writer", write_fifo, &writer);
  g_thread_join (thread);
  chess_test_ui_settle (GTK_WIDGET (base->window), 3);
  /* The read is over when nothing is left to cancel. */
  WAIT_UNTIL (base->window->files->read_cancellable == NULL);
  chess_test_ui_settle (GTK_WIDGET (base->window), 3);
  g_assert_true (game (base) == before);
  g_assert_null (find_picker ());
  g_assert_null (find_dialog (base->window));
  g_string_free (writer.text, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/window/open-big/many", FilesFixture, NULL, files_set_up, test_open_many, files_tear_down);
  g_test_add ("/window/open-big/reveal", FilesFixture, NULL, files_set_up, test_reveal, files_tear_down);
  g_test_add ("/window/open-big/search", FilesFixture, NULL, files_set_up, test_search, files_tear_down);
  g_test_add ("/window/open-big/cancel", FilesFixture, NULL, files_set_up, test_cancel, files_tear_down);

  return g_test_run ();
}
