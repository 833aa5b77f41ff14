/* test-presentation-screens.c: the hall screen at projector sizes, in
 * light, dark and high-contrast style, and its set-up guide in English,
 * Italian and Russian; the pictures are kept for people to judge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-presentation-screens"

#include "test-presentation-common.h"

/* Screen sizes the pictures are taken at: a 1080p projector, an old
 * 4:3 one. */
typedef struct {
  int         width;
  int         height;
  const char *name;
} ScreenSize;

static const ScreenSize screen_sizes[] = {
  { 1920, 1080, "1920x1080" },
  { 1024, 768, "1024x768" },
};

typedef struct {
  const char *language;
  const char *white_letters;
  const char *white_names;
  const char *white_heading;
} GuideCase;

static const GuideCase guide_cases[] = {
  { "en", "R N B Q K B N R", "Rook Knight Bishop Queen King Bishop Knight Rook", "White: 1st rank" },
  { "it", "T C A D R A C T", "Torre Cavallo Alfiere Donna Re Alfiere Cavallo Torre", "Bianco: 1ª traversa" },
  { "ru", "Л К С Ф Кр С К Л", "Ладья Конь Слон Ферзь Король Слон Конь Ладья", "Белые: 1-я горизонталь" },
};

/* The pixel size of the guide's letter (or name) for White's a-file. */
static int
letter_size (ChessPresentationWindow *window,
             gboolean                 name)
{
  GtkWidget *cell = chess_setup_guide_get_cell (child (window, "guide"), CHESS_COLOR_WHITE, 0);
  GtkWidget *label = gtk_widget_get_first_child (cell);
  PangoAttrList *attributes;
  g_autoptr(PangoAttrIterator) iter = NULL;
  PangoAttribute *size;

  if (name)
    label = gtk_widget_get_next_sibling (label);
  attributes = gtk_label_get_attributes (GTK_LABEL (label));
  g_assert_nonnull (attributes);
  iter = pango_attr_list_get_iterator (attributes);
  size = pango_attr_iterator_get (iter, PANGO_ATTR_ABSOLUTE_SIZE);
  g_assert_nonnull (size);
  return ((PangoAttrInt *) size)->value / PANGO_SCALE;
}

/* SP 518, the standard position, set up from the guide in the user's
 * language: the letters players of that language write. */
static void
test_guide (Fixture       *fixture,
            gconstpointer  data)
{
  const GuideCase *guide = data;
  ChessPresentationWindow *window;
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  g_autofree char *names = NULL;
  GtkWidget *heading;

  chess_test_ui_use_language (guide->language);
  /* A window made in that language: templates translate as they load. */
  window = open_window (1280, 800);
  chess_presentation_window_show_position (window, CHESS_VARIANT_CHESS960, 518, FALSE);

  white = guide_row (window, CHESS_COLOR_WHITE, FALSE);
  black = guide_row (window, CHESS_COLOR_BLACK, FALSE);
  names = guide_row (window, CHESS_COLOR_WHITE, TRUE);
  g_assert_cmpstr (white, ==, guide->white_letters);
  /* Black mirrors White: the same pieces on the same files. */
  g_assert_cmpstr (black, ==, guide->white_letters);
  g_assert_cmpstr (names, ==, guide->white_names);
  heading = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (child (window, "guide")),
                                                       CHESS_TYPE_SETUP_GUIDE, "white_heading"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, guide->white_heading);
  screenshot (window, "guide", guide->language);

  gtk_window_destroy (GTK_WINDOW (window));
  chess_test_ui_use_language ("en");
}

/* A round on a projector-sized screen: the caption on one line and large,
 * the board large, the guide inside the screen; pictures of every state
 * for people to judge. */
static void
test_screens (Fixture       *fixture,
              gconstpointer  data)
{
  const ScreenSize *size = data;
  g_autoptr(ChessEvent) event = chess_event_new ("Spring Open 2025", CHESS_VARIANT_CHESS960);
  g_autoptr(GError) error = NULL;
  ChessPresentationWindow *window;
  const ChessRound *round;
  graphene_rect_t caption, guide, square;
  int line_height;

  g_assert_nonnull (chess_event_add_round (event, 100, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  g_assert_nonnull (chess_event_add_round (event, 200, CHESS_DRAW_METHOD_NUMBER, NULL, &error));
  round = chess_event_add_round (event, 421, CHESS_DRAW_METHOD_NUMBER, NULL, &error);
  g_assert_no_error (error);

  window = open_window (size->width, size->height);
  /* As on the hall screen: no header bar. */
  chess_presentation_window_set_fullscreen (window, TRUE);

  chess_presentation_window_show_round (window, event, round, TRUE);
  screenshot (window, size->name, "hidden");
  chess_presentation_window_reveal (window);
  screenshot (window, size->name, "revealed");

  assert_inside (window, "caption_label", &caption);
  assert_inside (window, "guide", &guide);
  pango_layout_get_pixel_size (gtk_label_get_layout (child (window, "caption_label")), NULL, &line_height);
  g_assert_true (chess_board_view_get_square_bounds (child (window, "board_view"), 0, &square));
  /* One line, in type a room can read: a tenth of the screen's height at
   * most, a twentieth at least. */
  g_assert_cmpfloat (caption.size.height, <, 1.5 * line_height);
  g_assert_cmpint (line_height, >=, size->height / 20);
  /* The board takes a good part of the screen's height: more than half
   * on a wide screen, where the guide beside it leaves room. */
  g_assert_cmpfloat (8 * square.size.height, >, size->height * (size->width * 3 > size->height * 4 ? 0.5 : 0.3));
  /* The guide's letters are read from the back of the hall: 8 % of the
   * screen's height at least, the names 2.5 %, and it is all inside. */
  g_assert_cmpint (letter_size (window, FALSE), >=, size->height * 0.08);
  g_assert_cmpint (letter_size (window, TRUE), >=, size->height * 0.025);

  chess_presentation_window_set_high_contrast (window, TRUE);
  screenshot (window, size->name, "revealed-contrast");
  chess_presentation_window_conceal (window);
  screenshot (window, size->name, "hidden-contrast");
  chess_presentation_window_set_high_contrast (window, FALSE);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (window, size->name, "hidden-dark");
  chess_presentation_window_reveal (window);
  screenshot (window, size->name, "revealed-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* The arbiter's view, header bar and all. */
  chess_presentation_window_set_fullscreen (window, FALSE);
  screenshot (window, size->name, "revealed-windowed");
  chess_presentation_window_set_fullscreen (window, TRUE);

  /* The same position again, colours reversed: the line says so. */
  round = chess_event_add_replay_round (event, NULL, &error);
  g_assert_no_error (error);
  chess_presentation_window_show_round (window, event, round, FALSE);
  screenshot (window, size->name, "replayed");
  assert_inside (window, "reversed_label", &caption);
  assert_inside (window, "guide", &guide);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A portrait screen puts the guide under the board. */
static void
test_portrait (Fixture       *fixture,
               gconstpointer  data)
{
  ChessPresentationWindow *window = open_window (768, 1024);
  graphene_rect_t guide;

  chess_presentation_window_set_fullscreen (window, TRUE);
  chess_presentation_window_show_position (window, CHESS_VARIANT_CHESS960, 421, FALSE);
  screenshot (window, "768x1024", "revealed");
  g_assert_true (chess_panel_layout_get_narrow (child (window, "board_layout")));
  assert_inside (window, "guide", &guide);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!presentation_test_init (&argc, &argv))
    return 77;

  for (guint i = 0; i < G_N_ELEMENTS (guide_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/presentation-screens/guide/%s", guide_cases[i].language);

      g_test_add (path, Fixture, &guide_cases[i], fixture_set_up, test_guide, fixture_tear_down);
    }
  for (guint i = 0; i < G_N_ELEMENTS (screen_sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/presentation-screens/screens/%s", screen_sizes[i].name);

      g_test_add (path, Fixture, &screen_sizes[i], fixture_set_up, test_screens, fixture_tear_down);
    }
  g_test_add ("/presentation-screens/portrait", Fixture, NULL,
              fixture_set_up, test_portrait, fixture_tear_down);

  return g_test_run ();
}
