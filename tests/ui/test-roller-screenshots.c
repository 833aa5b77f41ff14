/* test-roller-screenshots.c: pictures of the die roller, kept as test artifacts
 *
 * Renders the real ChessRollerDialog in each method, part-way through a
 * draw and finished, light and dark, at 800×600 and 1280×900, into PNG
 * files under $G_TEST_BUILDDIR/screenshots/ for people to look at; and
 * checks in the pixels that the styles and the states really differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-roller-screenshots"

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-startpos.h"

typedef struct {
  int         width;
  int         height;
  gboolean    dark;
} Look;

static const Look looks[] = {
  { 800, 600, FALSE },
  { 800, 600, TRUE },
  { 1280, 900, FALSE },
  { 1280, 900, TRUE },
};

typedef struct {
  GtkWindow         *parent;
  ChessRollerDialog *dialog;
  ChessRollerView   *view;
} Fixture;

static void
open_dialog (Fixture    *fixture,
             const Look *look)
{
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);

  chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);
  chess_exclusions_add (exclusions, 534, CHESS_EXCLUSION_CUSTOM, 0);
  chess_exclusions_add (exclusions, 12, CHESS_EXCLUSION_USED, 1);
  chess_exclusions_add (exclusions, 300, CHESS_EXCLUSION_USED, 2);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  fixture->dialog = chess_roller_dialog_new (fixture->parent, exclusions, "Round 3");
  gtk_window_set_default_size (GTK_WINDOW (fixture->dialog), look->width, look->height);
  gtk_window_present (GTK_WINDOW (fixture->dialog));
  fixture->view = CHESS_ROLLER_VIEW (chess_test_ui_find_descendant (GTK_WIDGET (fixture->dialog), CHESS_TYPE_ROLLER_VIEW));
  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (fixture->dialog)) > 0);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (fixture->parent);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (fixture->dialog));
  gtk_window_destroy (fixture->parent);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The dialog as it is now, its background included. */
static GdkTexture *
render_dialog (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->dialog);

  chess_test_ui_wait_for_frame (widget);
  /* The log scrolls to its end once laid out, and shows it in the next
   * frame. */
  chess_test_ui_wait_idle ();
  return chess_test_ui_render (widget);
}

static void
save (GdkTexture *texture,
      const char *state,
      const Look *look)
{
  g_autofree char *name = g_strdup_printf ("roller-%s-%dx%d-%s", state, look->width, look->height,
                                           look->dark ? "dark" : "light");

  chess_test_ui_save_screenshot (texture, name);
}

/* The mean difference of two textures of one size, 0 to 255. */
static double
difference (GdkTexture *a,
            GdkTexture *b)
{
  int width = gdk_texture_get_width (a);
  int height = gdk_texture_get_height (a);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels_a = g_malloc (stride * height);
  g_autofree guchar *pixels_b = g_malloc (stride * height);
  double sum = 0;

  g_assert_cmpint (gdk_texture_get_width (b), ==, width);
  g_assert_cmpint (gdk_texture_get_height (b), ==, height);
  gdk_texture_download (a, pixels_a, stride);
  gdk_texture_download (b, pixels_b, stride);
  for (gsize i = 0; i < stride * height; i++)
    sum += ABS ((int) pixels_a[i] - (int) pixels_b[i]);
  return sum / (stride * height);
}

static void
activate (Fixture    *fixture,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->view), action, parameter));
}

static void
set_mode (Fixture    *fixture,
          const char *mode)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (fixture->view),
                                                              CHESS_TYPE_ROLLER_VIEW, "mode_stack"));

  gtk_stack_set_visible_child_name (stack, mode);
  /* The pages cross-fade: the picture is taken once the new one shows. */
  WAIT_UNTIL (!gtk_stack_get_transition_running (stack));
}

static void
tap (Fixture *fixture,
     guint    face)
{
  activate (fixture, "roller.tap", g_variant_new_uint32 (face));
}

static void
shoot (Fixture    *fixture,
       const char *state,
       const Look *look)
{
  g_autoptr(GdkTexture) texture = NULL;

  chess_roller_view_finish_animations (fixture->view);
  texture = render_dialog (fixture);
  save (texture, state, look);
}

static void
test_look (Fixture       *fixture,
           gconstpointer  data)
{
  const Look *look = data;
  g_autoptr(GdkTexture) start = NULL;
  g_autoptr(GdkTexture) middle = NULL;
  static const guint faces[] = { 5, 2, 6, 3 };
  GtkEditable *entry;

  open_dialog (fixture, look);
  start = render_dialog (fixture);
  save (start, "roll-start", look);

  /* Roll for Me, all at once. */
  activate (fixture, "roller.roll-all", NULL);
  shoot (fixture, "roll-done", look);

  /* Physical Die, part-way, with re-rolls in the log. */
  activate (fixture, "roller.start-over", NULL);
  set_mode (fixture, "physical");
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    tap (fixture, faces[i]);
  chess_roller_view_finish_animations (fixture->view);
  middle = render_dialog (fixture);
  save (middle, "physical-middle", look);
  g_assert_cmpfloat (difference (start, middle), >, 1.0);

  /* … finished on SP 534, which is excluded: the draw starts again. */
  tap (fixture, 4);
  tap (fixture, 2);
  tap (fixture, 3);
  shoot (fixture, "physical-excluded", look);

  /* By Number, a refused number. */
  set_mode (fixture, "number");
  entry = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (fixture->view),
                                                        CHESS_TYPE_ROLLER_VIEW, "number_entry"));
  gtk_editable_set_text (entry, "518");
  activate (fixture, "roller.enter-number", NULL);
  shoot (fixture, "number-refused", look);

  /* Random, drawn. */
  set_mode (fixture, "random");
  activate (fixture, "roller.draw-random", NULL);
  shoot (fixture, "random-done", look);
}

/* The dark style is not the light one with the same pixels. */
static void
test_dark_differs (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GdkTexture) light = NULL;
  g_autoptr(GdkTexture) dark = NULL;

  open_dialog (fixture, &looks[0]);
  light = render_dialog (fixture);
  gtk_window_destroy (GTK_WINDOW (fixture->dialog));
  open_dialog (fixture, &looks[1]);
  dark = render_dialog (fixture);
  g_assert_cmpfloat (difference (light, dark), >, 20.0);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/roller-screenshots/%dx%d-%s", looks[i].width, looks[i].height,
                                               looks[i].dark ? "dark" : "light");

      g_test_add (path, Fixture, &looks[i], fixture_set_up, test_look, fixture_tear_down);
    }
  g_test_add ("/roller-screenshots/dark-differs", Fixture, NULL, fixture_set_up, test_dark_differs, fixture_tear_down);

  return g_test_run ();
}
