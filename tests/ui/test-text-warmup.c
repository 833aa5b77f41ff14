/* test-text-warmup.c: the text a window is about to show, drawn in a
 * thread with the very fonts (cairo_scaled_font_t, which hold the loaded
 * glyphs) the window then lays it out and draws it with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-text-warmup"

#include <pango/pangocairo.h>

#include "chess-test-ui.h"
#include "chess-text-warmup.h"
#include "chess-window.h"

typedef struct {
  GAsyncResult *result;
} Warmup;

static void
on_warmed_up (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Warmup *warmup = user_data;

  warmup->result = g_object_ref (result);
}

/* Warms ROOT's text up and waits for the thread: the fonts it drew
 * with. */
static GPtrArray *
warm_up (GtkWidget    *root,
         GCancellable *cancellable,
         GError      **error)
{
  Warmup warmup = { NULL };
  GPtrArray *fonts;

  chess_ui_warm_up_text (root, cancellable, on_warmed_up, &warmup);
  WAIT_UNTIL (warmup.result != NULL);
  fonts = chess_ui_warm_up_text_finish (warmup.result, error);
  g_object_unref (warmup.result);
  return fonts;
}

/* The fonts LABEL lays its text out with, on the main thread, as GTK
 * does: cairo keeps one font for each face, size and options. */
static GPtrArray *
label_fonts (GtkLabel *label)
{
  GPtrArray *fonts = g_ptr_array_new ();
  PangoLayoutIter *iter = pango_layout_get_iter (gtk_label_get_layout (label));

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);

      if (run != NULL)
        g_ptr_array_add (fonts, pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (run->item->analysis.font)));
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  return fonts;
}

/* Whether the thread drew with every font LABEL's text shows in (a text
 * of only spaces and line breaks shows in none). */
static gboolean
drew_with_fonts_of (GPtrArray *fonts,
                    GtkLabel  *label)
{
  g_autoptr(GPtrArray) wanted = label_fonts (label);

  g_assert_cmpuint (wanted->len, >, 0);
  for (guint i = 0; i < wanted->len; i++)
    if (!g_ptr_array_find (fonts, g_ptr_array_index (wanted, i), NULL))
      return FALSE;
  return TRUE;
}

/* A label in a size no other label here has, so that its font is its
 * own. */
static GtkWidget *
label_in_size (const char *text,
               int         pixels)
{
  GtkWidget *label = gtk_label_new (text);
  PangoAttrList *attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes, pango_attr_size_new_absolute (pixels * PANGO_SCALE));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  pango_attr_list_unref (attributes);
  return label;
}

static gboolean
one_core (void)
{
  if (g_get_num_processors () >= 2)
    return FALSE;
  g_test_skip ("one core: the text is not drawn in a thread");
  return TRUE;
}

/* What will show is drawn, in the fonts it shows in; what will not (a
 * hidden label, another page of a stack, a closed revealer, a popover)
 * is left alone. Before the window is presented, as the app does it. */
static void
test_draws_what_will_show (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *shown = label_in_size ("Shown", 37);
  GtkWidget *in_button = label_in_size ("Pressed", 39);
  GtkWidget *hidden = label_in_size ("Hidden", 41);
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *front_page = label_in_size ("Front page", 43);
  GtkWidget *back_page = label_in_size ("Back page", 45);
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *unrevealed = label_in_size ("Unrevealed", 47);
  GtkWidget *menu_button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *in_popover = label_in_size ("In a popover", 49);
  GtkWidget *button = gtk_button_new ();
  g_autoptr(GPtrArray) fonts = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_box_append (GTK_BOX (box), shown);
  gtk_button_set_child (GTK_BUTTON (button), in_button);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_set_visible (hidden, FALSE);
  gtk_box_append (GTK_BOX (box), hidden);
  gtk_stack_add_named (GTK_STACK (stack), front_page, "front");
  gtk_stack_add_named (GTK_STACK (stack), back_page, "back");
  gtk_stack_set_visible_child (GTK_STACK (stack), front_page);
  gtk_box_append (GTK_BOX (box), stack);
  gtk_revealer_set_child (GTK_REVEALER (revealer), unrevealed);
  gtk_box_append (GTK_BOX (box), revealer);
  gtk_popover_set_child (GTK_POPOVER (popover), in_popover);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu_button), popover);
  gtk_box_append (GTK_BOX (box), menu_button);

  fonts = warm_up (window, NULL, &error);
  g_assert_no_error (error);
  if (one_core ())
    {
      g_assert_cmpuint (fonts->len, ==, 0);
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (drew_with_fonts_of (fonts, GTK_LABEL (shown)));
  g_assert_true (drew_with_fonts_of (fonts, GTK_LABEL (in_button)));
  g_assert_true (drew_with_fonts_of (fonts, GTK_LABEL (front_page)));
  g_assert_false (drew_with_fonts_of (fonts, GTK_LABEL (hidden)));
  g_assert_false (drew_with_fonts_of (fonts, GTK_LABEL (back_page)));
  g_assert_false (drew_with_fonts_of (fonts, GTK_LABEL (unrevealed)));
  g_assert_false (drew_with_fonts_of (fonts, GTK_LABEL (in_popover)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_glyphs (GtkLabel *label)
{
  g_autoptr(GPtrArray) fonts = label_fonts (label);

  return fonts->len > 0;
}

static void
check_shown_labels (GtkWidget *widget,
                    GPtrArray *fonts,
                    guint     *n_checked)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_is_drawable (child))
        continue;
      if (GTK_IS_LABEL (child) && has_glyphs (GTK_LABEL (child)))
        {
          if (!drew_with_fonts_of (fonts, GTK_LABEL (child)))
            g_error ("The label “%s” shows in a font the thread did not draw with",
                     gtk_label_get_text (GTK_LABEL (child)));
          (*n_checked)++;
        }
      check_shown_labels (child, fonts, n_checked);
    }
}

/* The app's main window on a new game, warmed up and then presented as
 * the app does it: every label its first frame shows was drawn in the
 * thread, in the same font (so its glyphs were loaded there). A label
 * missed, or a font setting not copied, fails here. */
static void
test_main_window_text_drawn_ahead (void)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  ChessWindow *window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  g_autoptr(GPtrArray) fonts = NULL;
  g_autoptr(GError) error = NULL;
  guint n_checked = 0;

  chess_window_set_game (window, start);
  fonts = warm_up (GTK_WIDGET (window), NULL, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (GTK_WIDGET (window));
  if (!one_core ())
    {
      check_shown_labels (GTK_WIDGET (window), fonts, &n_checked);
      /* The title, New Game, the status, the position's line, the castle
       * squares, the empty move list, the buttons, the entry's hint. */
      g_assert_cmpuint (n_checked, >=, 8);
    }
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  WAIT_UNTIL (window == NULL);
}

static void
test_cancelled (void)
{
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) fonts = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Never drawn"));
  g_cancellable_cancel (cancellable);
  fonts = warm_up (window, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (fonts);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  /* The main window's labels in the app's styles and words. */
  chess_test_ui_use_app_look ();

  g_test_add_func ("/text-warmup/draws-what-will-show", test_draws_what_will_show);
  g_test_add_func ("/text-warmup/main-window-text-drawn-ahead", test_main_window_text_drawn_ahead);
  g_test_add_func ("/text-warmup/cancelled", test_cancelled);

  return g_test_run ();
}
