/* test-board-themes.c: the board colours the preferences offer
 *
 * Every theme keeps its squares, and the black pieces on them, apart in
 * light and dark style; the board-theme key reaches every open board at
 * once through ChessApplication; and each theme is rendered with the
 * marks drawn on top, into $G_TEST_BUILDDIR/screenshots/, for people to
 * judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-themes"

#include <math.h>

#include <adwaita.h>

#include "chess-application.h"
#include "chess-board-palette.h"
#include "chess-board-view.h"
#include "chess-settings.h"
#include "chess-test-ui.h"

#define BOARD_SIZE 480

/* The body of a black piece (resources/pieces/classic/b*.svg). */
static const GdkRGBA black_piece = { 0x36 / 255.0f, 0x33 / 255.0f, 0x2f / 255.0f, 1.0f };

typedef struct {
  GtkWidget      *window;
  ChessBoardView *view;
  ChessGame      *game;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = gtk_window_new ();
  fixture->view = CHESS_BOARD_VIEW (chess_board_view_new ());
  chess_board_view_set_animation_duration (fixture->view, 0);
  gtk_widget_set_size_request (GTK_WIDGET (fixture->view), BOARD_SIZE, BOARD_SIZE);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->view));
  gtk_window_present (GTK_WINDOW (fixture->window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fixture->view))
              && gtk_widget_get_width (GTK_WIDGET (fixture->view)) >= BOARD_SIZE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->game);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  chess_board_palette_set_theme (CHESS_BOARD_THEME_WOOD);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* WCAG's relative luminance. */
static double
luminance (const GdkRGBA *color)
{
  const double channels[] = { color->red, color->green, color->blue };
  const double weights[] = { 0.2126, 0.7152, 0.0722 };
  double sum = 0;

  for (guint i = 0; i < 3; i++)
    {
      double c = channels[i];

      sum += weights[i] * (c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4));
    }
  return sum;
}

static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* In degrees, 0 to 360. */
static double
hue (const GdkRGBA *color)
{
  double max = MAX (color->red, MAX (color->green, color->blue));
  double min = MIN (color->red, MIN (color->green, color->blue));
  double h;

  if (max - min < 1e-6)
    return 0;
  if (max == color->red)
    h = fmod ((color->green - color->blue) / (max - min), 6);
  else if (max == color->green)
    h = (color->blue - color->red) / (max - min) + 2;
  else
    h = (color->red - color->green) / (max - min) + 4;
  return fmod (h * 60 + 360, 360);
}

static double
hue_distance (const GdkRGBA *a,
              const GdkRGBA *b)
{
  double d = fabs (hue (a) - hue (b));

  return MIN (d, 360 - d);
}

/* Wood, the colours the app started with, has 2.3 between its squares
 * and 3.2 between a dark square and a black piece in dark style: no
 * theme may do worse by much, or a projector washes it out. */
static void
test_contrast (Fixture       *fixture,
               gconstpointer  data)
{
  static const AdwColorScheme schemes[] = { ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK };

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s]);
      for (guint theme = 0; theme < CHESS_BOARD_N_THEMES; theme++)
        {
          const ChessBoardPalette *palette = chess_board_palette_for_theme (GTK_WIDGET (fixture->view), theme);

          g_test_message ("%s, %s style", chess_ui_board_theme_name (theme), s == 0 ? "light" : "dark");
          g_assert_cmpfloat (contrast (&palette->light_square, &palette->dark_square), >=, 2.2);
          g_assert_cmpfloat (contrast (&palette->dark_square, &black_piece), >=, 2.8);
          /* The coordinates are read on the frame. */
          g_assert_cmpfloat (contrast (&palette->coordinates, &palette->frame), >=, 3.0);
          /* The selection and legal moves are translucent: only a hue of
           * their own sets them apart from the dark squares (a green mark
           * vanished on the green board). */
          g_assert_cmpfloat (hue_distance (&palette->move_mark, &palette->dark_square), >=, 60);
        }
      /* Each style has colours of its own. */
      g_assert_false (gdk_rgba_equal (&chess_board_palette_for_theme (GTK_WIDGET (fixture->view), CHESS_BOARD_THEME_BLUE)->light_square,
                                      &chess_board_palette_for_theme (GTK_WIDGET (fixture->view), CHESS_BOARD_THEME_GREEN)->light_square));
    }
}

/* The picture WIDGET shows now, as the last frame left it: no redraw is
 * asked for, so a board that was not told to draw again shows its old
 * colours. */
static GdkTexture *
render_as_shown (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* The share of TEXTURE's pixels that are COLOR, to within rounding. */
static double
share_of_color (GdkTexture    *texture,
                const GdkRGBA *color)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);
  guint8 r = (guint8) lroundf (color->red * 255);
  guint8 g = (guint8) lroundf (color->green * 255);
  guint8 b = (guint8) lroundf (color->blue * 255);
  gsize n = 0;

  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory on little-endian machines,
   * premultiplied; the squares are opaque. */
  gdk_texture_download (texture, pixels, stride);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guchar *p = pixels + y * stride + x * 4;
        guint32 value = *(const guint32 *) p;
        guint8 pr = (value >> 16) & 0xff, pg = (value >> 8) & 0xff, pb = value & 0xff;

        if (ABS (pr - r) <= 1 && ABS (pg - g) <= 1 && ABS (pb - b) <= 1)
          n++;
      }
  return (double) n / (width * height);
}

/* Whether VIEW's last frame shows COLOR on more than a tenth of it; FALSE
 * while it has been asked to draw again and has not yet. */
static gboolean
shows_color (ChessBoardView *view,
             const GdkRGBA  *color)
{
  GtkWidget *widget = GTK_WIDGET (view);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) shown = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return FALSE;
  shown = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                       node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  return share_of_color (shown, color) > 0.1;
}

/* The key reaches the palette through the running app, and a board that
 * is already open draws again in the new colours by itself. */
static void
test_follows_key (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ChessApplication) application = chess_application_new ();
  g_autoptr(GSettings) settings = chess_settings_new ();
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) after = NULL;
  g_autoptr(GError) error = NULL;
  const ChessBoardPalette *wood;
  const ChessBoardPalette *green;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_set_string (settings, "board-theme", "slate");
  /* Not yet running: nothing follows the key. */
  g_assert_cmpint (chess_board_palette_get_theme (), ==, CHESS_BOARD_THEME_WOOD);

  fixture->game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  chess_board_view_set_game (fixture->view, fixture->game);
  wood = chess_board_palette_for_theme (GTK_WIDGET (fixture->view), CHESS_BOARD_THEME_WOOD);
  green = chess_board_palette_for_theme (GTK_WIDGET (fixture->view), CHESS_BOARD_THEME_GREEN);
  before = chess_test_ui_render (GTK_WIDGET (fixture->view));
  g_assert_cmpfloat (share_of_color (before, &wood->light_square), >, 0.1);

  /* Registering runs startup, which reads the key. */
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (chess_board_palette_get_theme (), ==, CHESS_BOARD_THEME_SLATE);

  g_settings_set_string (settings, "board-theme", "green");
  g_assert_cmpint (chess_board_palette_get_theme (), ==, CHESS_BOARD_THEME_GREEN);
  /* Nothing asks the board to draw but the palette. */
  WAIT_UNTIL (shows_color (fixture->view, &green->light_square));
  after = render_as_shown (GTK_WIDGET (fixture->view));
  g_assert_cmpfloat (share_of_color (after, &wood->light_square), <, 0.001);
  g_assert_cmpfloat (share_of_color (after, &green->light_square), >, 0.1);
  g_assert_cmpfloat (share_of_color (after, &green->dark_square), >, 0.1);

  g_settings_reset (settings, "board-theme");
  g_assert_cmpint (chess_board_palette_get_theme (), ==, CHESS_BOARD_THEME_WOOD);
}

/* The hall screen's high contrast is the same whatever the theme. */
static void
test_high_contrast_keeps_its_own (Fixture       *fixture,
                                  gconstpointer  data)
{
  const ChessBoardPalette *high_contrast;

  gtk_widget_add_css_class (GTK_WIDGET (fixture->view), "high-contrast");
  high_contrast = chess_board_palette_for_widget (GTK_WIDGET (fixture->view));
  for (guint theme = 0; theme < CHESS_BOARD_N_THEMES; theme++)
    {
      chess_board_palette_set_theme (theme);
      g_assert_true (chess_board_palette_for_widget (GTK_WIDGET (fixture->view)) == high_contrast);
    }
}

static void
play (Fixture    *fixture,
      const char *san)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = chess_position_parse_move (chess_game_get_position (fixture->game), san, &error);

  g_assert_no_error (error);
  g_assert_true (chess_game_play (fixture->game, move, &error));
  g_assert_no_error (error);
}

/* The last move, a selected king with its ordinary and castling targets,
 * in every theme and style. */
static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5" };
  static const AdwColorScheme schemes[] = { ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK };
  guint king;

  fixture->game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  chess_board_view_set_game (fixture->view, fixture->game);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (fixture, moves[i]);
  chess_board_view_finish_animation (fixture->view);
  g_assert_true (chess_square_from_string ("e1", &king));
  chess_board_view_click_square (fixture->view, king);
  g_assert_cmpuint (chess_board_view_get_selected_square (fixture->view), ==, king);

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    for (guint theme = 0; theme < CHESS_BOARD_N_THEMES; theme++)
      {
        g_autoptr(GdkTexture) texture = NULL;
        g_autofree char *name = NULL;
        const ChessBoardPalette *palette;

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s]);
        chess_board_palette_set_theme (theme);
        palette = chess_board_palette_for_widget (GTK_WIDGET (fixture->view));
        texture = chess_test_ui_render (GTK_WIDGET (fixture->view));
        name = g_strdup_printf ("board-theme-%s-%s", chess_ui_board_theme_name (theme),
                                s == 0 ? "light" : "dark");
        chess_test_ui_save_screenshot (texture, name);
        g_assert_cmpfloat (share_of_color (texture, &palette->light_square), >, 0.05);
        g_assert_cmpfloat (share_of_color (texture, &palette->dark_square), >, 0.05);
      }
}

int
main (int   argc,
      char *argv[])
{
  /* The app registers without a session bus, as a test must. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/chess960-test-bus", TRUE);
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add ("/board-themes/contrast", Fixture, NULL, fixture_set_up, test_contrast, fixture_tear_down);
  g_test_add ("/board-themes/high-contrast-keeps-its-own", Fixture, NULL, fixture_set_up,
              test_high_contrast_keeps_its_own, fixture_tear_down);
  g_test_add ("/board-themes/screenshots", Fixture, NULL, fixture_set_up, test_screenshots, fixture_tear_down);
  /* Last: the app it starts stays registered. */
  g_test_add ("/board-themes/follows-key", Fixture, NULL, fixture_set_up, test_follows_key, fixture_tear_down);

  return g_test_run ();
}
