/* test-translations.c: the app in each language of po/LINGUAS: piece
 * letters that read and write moves, and windows whose labels fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-translations"

#include "config.h"

#include <locale.h>

#include <glib/gi18n-lib.h>

#include "test-window-common.h"
#include "chess-move-list.h"
#include "chess-new-game-dialog.h"
#include "chess-preferences-pages.h"
#include "chess-settings.h"
#include "chess-ui-names.h"

static char **
read_linguas (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "po", "LINGUAS", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) lines = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0' && lines[i][0] != '#')
        g_strv_builder_add (builder, lines[i]);
    }
  return g_strv_builder_end (builder);
}

/* SAN that uses every piece letter, promotions and castles among them. */
static const char *const sample_san[] = {
  "Nf3", "Kxe2", "Qh5+", "Raxd1#", "Bb5", "e8=Q+", "exf8=N", "O-O", "O-O-O", "Nbd7", "a3",
};

typedef struct {
  const char *name;
  ChessSanLetters letters;
  const char *san;
  const char *localized;
} LocalizedSan;

static const LocalizedSan localized_san[] = {
  { "ru", { "Кр", "Ф", "Л", "С", "К" }, "Nf3", "Кf3" },
  { "ru", { "Кр", "Ф", "Л", "С", "К" }, "Kxe2", "Крxe2" },
  { "ru", { "Кр", "Ф", "Л", "С", "К" }, "e8=Q+", "e8=Ф+" },
  { "ru", { "Кр", "Ф", "Л", "С", "К" }, "O-O-O", "O-O-O" },
  { "es", { "R", "D", "T", "A", "C" }, "Rd1", "Td1" },
  { "es", { "R", "D", "T", "A", "C" }, "Kd1", "Rd1" },
  { "de", { "K", "D", "T", "L", "S" }, "Bxc4", "Lxc4" },
  { "de", { "K", "D", "T", "L", "S" }, "Nbd7", "Sbd7" },
};

/* Counts with their digits grouped as a locale says: glibc's English,
 * Italian and Russian separators and grouping, India's 3;2 and none. */
static void
test_count_grouping (void)
{
  static const struct {
    guint       n;
    const char *separator;
    const char *grouping;
    const char *expected;
  } cases[] = {
    { 0, ",", "\3\3", "0" },
    { 999, ",", "\3\3", "999" },
    { 1000, ",", "\3\3", "1,000" },
    { 100000, ",", "\3\3", "100,000" },
    { 4294967295u, ",", "\3", "4,294,967,295" },
    { 100000, ".", "\3\3", "100.000" },
    { 1234567, "\u202f", "\3\3", "1\u202f234\u202f567" },
    { 12345678, ",", "\3\2", "1,23,45,678" },
    /* CHAR_MAX: no grouping beyond the first group. */
    { 12345678, ",", "\3\177", "12345,678" },
    /* The C locale: no separator, no grouping. */
    { 100000, "", "", "100000" },
    { 100000, ",", "", "100000" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = chess_ui_format_count_with (cases[i].n, cases[i].separator, cases[i].grouping);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

static void
test_localize_san (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (localized_san); i++)
    {
      const LocalizedSan *row = &localized_san[i];
      g_autofree char *localized = chess_ui_localize_san_with (row->san, row->letters);
      g_autofree char *english = chess_ui_delocalize_san_with (row->localized, row->letters);

      g_test_message ("%s: %s ↔ %s", row->name, row->san, row->localized);
      g_assert_cmpstr (localized, ==, row->localized);
      g_assert_cmpstr (english, ==, row->san);
    }
}

/* The letters club players of each language write on score sheets (FIDE
 * Handbook, Laws of Chess, Appendix C, in each federation's translation). */
static const struct {
  const char *language;
  ChessSanLetters letters;
} expected_letters[] = {
  { "de", { "K", "D", "T", "L", "S" } },
  { "es", { "R", "D", "T", "A", "C" } },
  { "fr", { "R", "D", "T", "F", "C" } },
  { "it", { "R", "D", "T", "A", "C" } },
  { "ru", { "Кр", "Ф", "Л", "С", "К" } },
};

/* The catalogue's letters: one per piece, all different (Russian's king
 * “Кр” and knight “К” share a beginning, which the reader handles), each
 * a capital that cannot be read as a file, a square or castling. */
static void
test_piece_letters (gconstpointer data)
{
  const char *language = data;
  ChessSanLetters letters;
  gboolean translated = FALSE;
  const char *english[CHESS_N_SAN_LETTERS] = { "K", "Q", "R", "B", "N" };

  chess_test_ui_use_language (language);
  chess_ui_get_san_letters (letters);
  for (guint i = 0; i < CHESS_N_SAN_LETTERS; i++)
    {
      g_test_message ("%s: %s", english[i], letters[i]);
      g_assert_cmpuint (strlen (letters[i]), >, 0);
      g_assert_true (g_utf8_validate (letters[i], -1, NULL));
      g_assert_true (g_unichar_isupper (g_utf8_get_char (letters[i])));
      g_assert_cmpstr (letters[i], !=, "O");
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (letters[i], !=, letters[j]);
      if (strcmp (letters[i], english[i]) != 0)
        translated = TRUE;
    }
  /* Every language we ship writes some piece differently from English: a
   * catalogue that did not load would pass the rest of this test. */
  g_assert_true (translated);
  for (guint i = 0; i < G_N_ELEMENTS (expected_letters); i++)
    if (strcmp (expected_letters[i].language, language) == 0)
      for (guint j = 0; j < CHESS_N_SAN_LETTERS; j++)
        g_assert_cmpstr (letters[j], ==, expected_letters[i].letters[j]);

  for (guint i = 0; i < G_N_ELEMENTS (sample_san); i++)
    {
      g_autofree char *localized = chess_ui_localize_san (sample_san[i]);
      g_autofree char *back = chess_ui_delocalize_san (localized);

      g_assert_cmpstr (back, ==, sample_san[i]);
    }
  chess_test_ui_use_language ("en");
}

static GtkWidget *
move_button_child (Fixture *fixture,
                   guint    ply)
{
  ChessMoveList *list = child (fixture, "move_list");
  GtkWidget *button = chess_move_list_get_move_button (list, ply);

  g_assert_nonnull (button);
  return gtk_button_get_child (GTK_BUTTON (button));
}

static gboolean
widget_shows_text (GtkWidget  *widget,
                   const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (widget_shows_text (c, text))
      return TRUE;
  return FALSE;
}

/* A Russian player types and reads Кf3; the game and its PGN hold Nf3. */
static void
test_russian_moves (Fixture       *fixture,
                    gconstpointer  data)
{
  enter_move (fixture, "Кf3");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 1), ==, "Nf3");
  g_assert_true (widget_shows_text (move_button_child (fixture, 1), "Кf3"));

  /* English letters still work where they mean nothing in Russian. */
  enter_move (fixture, "Nc6");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 2);
  g_assert_true (widget_shows_text (move_button_child (fixture, 2), "Кc6"));
}

/* In Spanish R is the king (rey): where the rook could go to e1 too, the
 * player's own letters win, as the move list would show them. */
static void
test_spanish_king_letter (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkLabel *error_label = child (fixture, "move_error_label");
  g_autofree char *illegal = NULL;

  /* The queen is blocked: an illegal move, not an unreadable one. */
  enter_move (fixture, "Dh5");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
  illegal = g_strdup_printf (_("“%s” is not a legal move in this position"), "Dh5");
  g_assert_cmpstr (gtk_label_get_label (error_label), ==, illegal);

  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/5K2/R7 w - - 0 1");
  enter_move (fixture, "Re1");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 1), ==, "Ke1");
  g_assert_true (widget_shows_text (move_button_child (fixture, 1), "Re1"));
}

static void
language_fixture_set_up (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();

  chess_test_ui_use_language (data);
  /* Letters, not the default figurines, whose symbols no language changes. */
  g_settings_set_boolean (settings, "figurine-notation", FALSE);
  fixture_set_up (fixture, NULL);
}

static void
language_fixture_tear_down (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GSettings) settings = chess_settings_new ();

  fixture_tear_down (fixture, NULL);
  g_settings_reset (settings, "figurine-notation");
  chess_test_ui_use_language ("en");
}

/* Labels that ellipsize, or got less room than they need, under
 * WIDGET: each is named in the test log. */
static guint
count_cut_labels (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget))
    {
      GtkLabel *label = GTK_LABEL (widget);
      int minimum = 0;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label))
          || gtk_widget_get_width (widget) < minimum)
        {
          g_test_message ("cut: “%s” (%d px of %d)", gtk_label_get_text (label),
                          gtk_widget_get_width (widget), minimum);
          n++;
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_cut_labels (c);
  return n;
}

static void
wait_for_window (GtkWindow *window)
{
  g_assert_true (chess_test_ui_wait_for (is_mapped, window));
  /* Labels wrap once laid out at their width, and show it a frame later. */
  chess_test_ui_settle (GTK_WIDGET (window), 2);
}

static void
assert_labels_fit (GtkWindow  *window,
                   const char *name)
{
  g_autofree char *shot = NULL;
  guint n_cut;

  wait_for_window (window);
  n_cut = count_cut_labels (GTK_WIDGET (window));
  if (n_cut > 0)
    {
      g_autoptr(GdkTexture) texture = chess_test_ui_render (GTK_WIDGET (window));

      shot = g_strdup_printf ("translations-%s-%s", (const char *) g_getenv ("LANGUAGE"), name);
      chess_test_ui_save_screenshot (texture, shot);
    }
  g_assert_cmpuint (n_cut, ==, 0);
}

/* The move entry's placeholder fits its text area: it is not
 * ellipsized, only cut off. */
static void
assert_placeholder_fits (Fixture *fixture)
{
  GtkEntry *entry = child (fixture, "move_entry");
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry)));
  const char *placeholder = gtk_entry_get_placeholder_text (entry);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (text, placeholder);
  int width = 0;

  chess_test_ui_settle (GTK_WIDGET (fixture->window), 1);
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_test_message ("placeholder “%s”: %d px of %d", placeholder, width, gtk_widget_get_width (text));
  g_assert_cmpint (width, <=, gtk_widget_get_width (text));
}

/* The main window at the size of a small laptop, New Game and
 * Preferences: nothing cut short in any language. */
static void
test_labels_fit (Fixture       *fixture,
                 gconstpointer  data)
{
  ChessNewGameDialog *dialog;
  ChessPreferencesPages *preferences;

  GtkWidget *panel = child (fixture, "side_panel");
  int panel_minimum = 0;

  assert_labels_fit (GTK_WINDOW (fixture->window), "window");
  /* The move entry's placeholders: for the game, and for a move on the
   * position shown. */
  assert_placeholder_fits (fixture);
  enter_move (fixture, "e4");
  chess_window_set_view_node (fixture->window, chess_game_get_root (game (fixture)));
  g_assert_true (gtk_widget_get_sensitive (child (fixture, "move_entry")));
  assert_placeholder_fits (fixture);
  chess_window_set_view_node (fixture->window, NULL);
  /* Long words must wrap in the side panel, not widen it at the board's
   * expense: the layout gives it 360 px when it needs no more. */
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_minimum, NULL, NULL, NULL);
  g_test_message ("side panel: at least %d px", panel_minimum);
  g_assert_cmpint (panel_minimum, <=, 360);

  dialog = chess_new_game_dialog_new (GTK_WINDOW (fixture->window));
  chess_new_game_dialog_present (dialog);
  /* Its own window, or the main window it is attached to. */
  assert_labels_fit (chess_ui_dialog_get_window (GTK_WIDGET (dialog)), "new-game");
  chess_new_game_dialog_close (dialog);

  preferences = chess_preferences_pages_new (GTK_WINDOW (fixture->window));
  chess_preferences_pages_present (preferences);
  /* The same. */
  assert_labels_fit (chess_ui_dialog_get_window (chess_preferences_pages_get_dialog (preferences)), "preferences");
  chess_preferences_pages_close (preferences);
}

/* The sources are in American English; British users read their own
 * spelling (po/en_GB.po). */
static void
test_british_spelling (void)
{
  chess_test_ui_use_language ("en_GB");
  g_assert_cmpstr (_("Board Colors"), ==, "Board Colours");
  g_assert_cmpstr (_("Replay Round %u with Colors Reversed"), ==, "Replay Round %u with Colours Reversed");
  /* What is spelt alike is not in the catalogue, and stays as it is. */
  g_assert_cmpstr (_("New Game"), ==, "New Game");
  chess_test_ui_use_language ("en");
  g_assert_cmpstr (_("Board Colors"), ==, "Board Colors");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("CHESS960_LOCALEDIR");
  g_auto(GStrv) languages = NULL;

  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  if (localedir == NULL)
    {
      g_printerr ("CHESS960_LOCALEDIR is not set: run the test with meson test\n");
      return 1;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  languages = read_linguas ();
  g_assert_cmpuint (g_strv_length (languages), >=, 5);

  g_test_add_func ("/translations/count-grouping", test_count_grouping);
  g_test_add_func ("/translations/localize-san", test_localize_san);
  g_test_add_func ("/translations/en_GB/spelling", test_british_spelling);
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *letters = g_strdup_printf ("/translations/%s/piece-letters", languages[i]);
      g_autofree char *labels = g_strdup_printf ("/translations/%s/labels-fit", languages[i]);

      /* British English writes the pieces as American English does. */
      if (!g_str_has_prefix (languages[i], "en"))
        g_test_add_data_func (letters, languages[i], test_piece_letters);
      g_test_add (labels, Fixture, languages[i], language_fixture_set_up, test_labels_fit,
                  language_fixture_tear_down);
    }
  /* The same, in English, as the measure for the others. */
  g_test_add ("/translations/en/labels-fit", Fixture, "en", language_fixture_set_up, test_labels_fit,
              language_fixture_tear_down);
  g_test_add ("/translations/ru/moves", Fixture, "ru", language_fixture_set_up, test_russian_moves,
              language_fixture_tear_down);
  g_test_add ("/translations/es/king-letter", Fixture, "es", language_fixture_set_up,
              test_spanish_king_letter, language_fixture_tear_down);

  return g_test_run ();
}
