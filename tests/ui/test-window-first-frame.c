/* test-window-first-frame.c: what the main window draws at start-up asks
 * for no GSK pass that only it needs: on software GL (Mesa's llvmpipe)
 * each costs shader compiles before the first frame (issue 16;
 * tests/bench/startup-instructions counts them); and no window of ours
 * shades its frame without a compositor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"

#include "chess-events-window.h"
#include "chess-exclusions.h"
#include "chess-move-list.h"
#include "chess-presentation-window.h"
#include "chess-roller-dialog.h"
#include "chess-rules-dialog.h"

static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action_name)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef gboolean (*NodePredicate) (GskRenderNode *node,
                                   gpointer       data);

/* Whether NODE, or a node it groups, transforms or clips, is one that
 * MATCHES. */
static gboolean
has_node (GskRenderNode *node,
          NodePredicate  matches,
          gpointer       data)
{
  if (matches (node, data))
    return TRUE;
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (has_node (gsk_container_node_get_child (node, i), matches, data))
          return TRUE;
      return FALSE;
    case GSK_TRANSFORM_NODE:
      return has_node (gsk_transform_node_get_child (node), matches, data);
    case GSK_CLIP_NODE:
      return has_node (gsk_clip_node_get_child (node), matches, data);
    case GSK_ROUNDED_CLIP_NODE:
      return has_node (gsk_rounded_clip_node_get_child (node), matches, data);
    case GSK_DEBUG_NODE:
      return has_node (gsk_debug_node_get_child (node), matches, data);
    default:
      return FALSE;
    }
}

/* A node GSK draws offscreen and blends back: an opacity, or a colour
 * matrix (CSS filters) over anything but a texture (GTK recolours
 * symbolic icons with one). */
static gboolean
is_offscreen_node (GskRenderNode *node,
                   gpointer       data)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_OPACITY_NODE:
      return TRUE;
    case GSK_COLOR_MATRIX_NODE:
      return gsk_render_node_get_node_type (gsk_color_matrix_node_get_child (node)) != GSK_TEXTURE_NODE;
    default:
      return FALSE;
    }
}

/* The first node under NODE that GTK's GL renderer (4.8 and later) draws
 * offscreen and blends back, or NULL: an opacity over several nodes, a
 * colour matrix over anything but a texture, a blur, a blurred shadow, a
 * cross-fade or a blend. */
static GskRenderNode *
find_offscreen_pass (GskRenderNode *node)
{
  GskRenderNode *child = NULL;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        {
          GskRenderNode *found = find_offscreen_pass (gsk_container_node_get_child (node, i));

          if (found != NULL)
            return found;
        }
      return NULL;
    case GSK_TRANSFORM_NODE:
      child = gsk_transform_node_get_child (node);
      break;
    case GSK_CLIP_NODE:
      child = gsk_clip_node_get_child (node);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      child = gsk_rounded_clip_node_get_child (node);
      break;
    case GSK_DEBUG_NODE:
      child = gsk_debug_node_get_child (node);
      break;
    case GSK_OPACITY_NODE:
      child = gsk_opacity_node_get_child (node);
      if (gsk_render_node_get_node_type (child) == GSK_CONTAINER_NODE)
        return node;
      break;
    case GSK_COLOR_MATRIX_NODE:
      child = gsk_color_matrix_node_get_child (node);
      if (gsk_render_node_get_node_type (child) != GSK_TEXTURE_NODE)
        return node;
      break;
    case GSK_OUTSET_SHADOW_NODE:
      return gsk_outset_shadow_node_get_blur_radius (node) > 0 ? node : NULL;
    case GSK_INSET_SHADOW_NODE:
      return gsk_inset_shadow_node_get_blur_radius (node) > 0 ? node : NULL;
    case GSK_BLUR_NODE:
    case GSK_SHADOW_NODE:
    case GSK_CROSS_FADE_NODE:
    case GSK_BLEND_NODE:
      return node;
    default:
      return NULL;
    }
  return find_offscreen_pass (child);
}

/* WIDGET as it drew itself in the last frame, its own CSS filter
 * included, at its own size, or (UNSCALED) at the size of all it draws,
 * a window's frame included, then given in WIDTH and HEIGHT. Nothing
 * while its size is out of date: a new frame first, as
 * chess_test_ui_render() does. */
static GskRenderNode *
snapshot_widget (GtkWidget *widget,
                 gboolean   unscaled,
                 int       *width,
                 int       *height)
{
  GskRenderNode *node = NULL;

  for (guint attempt = 0; node == NULL && attempt < 10; attempt++)
    {
      g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      chess_test_ui_wait_for_frame (widget);
      *width = unscaled ? gdk_paintable_get_intrinsic_width (paintable) : gtk_widget_get_width (widget);
      *height = unscaled ? gdk_paintable_get_intrinsic_height (paintable) : gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, snapshot, *width, *height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  return node;
}

static GskRenderNode *
widget_node (GtkWidget *widget)
{
  int width, height;

  return snapshot_widget (widget, FALSE, &width, &height);
}

/* Take Back and Replay, disabled in a new game, fade by their colour:
 * Adwaita's filter: opacity() would draw them offscreen. */
static void
test_disabled_header_buttons_fade_by_colour (Fixture       *fixture,
                                             gconstpointer  data)
{
  const char *actions[] = { "win.undo", "win.redo" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = find_actionable (GTK_WIDGET (fixture->window), actions[i]);
      g_autoptr(GskRenderNode) node = NULL;
      GdkRGBA color;

      g_assert_nonnull (button);
      g_assert_nonnull (gtk_widget_get_ancestor (button, ADW_TYPE_HEADER_BAR));
      g_assert_false (gtk_widget_is_sensitive (button));
      /* As its parent draws it: a widget's own filter is its parent's
       * business. */
      node = widget_node (gtk_widget_get_parent (button));
      g_assert_nonnull (node);
      g_assert_false (has_node (node, is_offscreen_node, NULL));
      /* Still faded as much as Adwaita fades it. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (button), &color);
      G_GNUC_END_IGNORE_DEPRECATIONS
      g_assert_cmpfloat (color.alpha, <, 0.35);
    }

  /* Enabled, as Adwaita draws it. */
  enter_moves (fixture, "e4");
  {
    GtkWidget *button = find_actionable (GTK_WIDGET (fixture->window), "win.undo");
    GdkRGBA color;

    g_assert_true (gtk_widget_is_sensitive (button));
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color (gtk_widget_get_style_context (button), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    g_assert_cmpfloat (color.alpha, >, 0.7);
  }
}

static GtkOverflow
text_overflow (GtkEntry *entry)
{
  return gtk_widget_get_overflow (GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry))));
}

/* The move entry's text is clipped only while it holds text: empty, it
 * shows only its placeholder, ellipsized to fit, which needs no clip. */
static void
test_move_entry_clips_only_typed_text (Fixture       *fixture,
                                       gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry)));

  g_assert_true (GTK_IS_TEXT (text));
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_VISIBLE);

  gtk_editable_set_text (GTK_EDITABLE (entry), "Nf3 and a long text that scrolls");
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_HIDDEN);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_VISIBLE);

  /* Text an input method is still composing is text too. */
  g_signal_emit_by_name (text, "preedit-changed", "ни");
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_HIDDEN);
  g_signal_emit_by_name (text, "preedit-changed", "");
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_VISIBLE);

  /* A move played empties the entry. */
  enter_move (fixture, "e4");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpint (text_overflow (entry), ==, GTK_OVERFLOW_VISIBLE);
}

/* The window as it opens draws nothing offscreen: no pass, and no
 * shaders, that only it would need. */
static void
test_window_draws_nothing_offscreen (Fixture       *fixture,
                                     gconstpointer  data)
{
  g_autoptr(GskRenderNode) node = widget_node (GTK_WIDGET (fixture->window));
  GskRenderNode *found;

  g_assert_nonnull (node);
  found = find_offscreen_pass (node);
  if (found != NULL)
    {
      g_autoptr(GBytes) bytes = gsk_render_node_serialize (found);

      g_test_message ("drawn offscreen: %.*s", (int) MIN (g_bytes_get_size (bytes), 2000),
                      (const char *) g_bytes_get_data (bytes, NULL));
    }
  g_assert_null (found);
}

/* An inset shadow at least as big as the graphene_size_t SIZE. */
static gboolean
is_window_sized_inset_shadow (GskRenderNode *node,
                              gpointer       size)
{
  const graphene_size_t *window = size;
  const GskRoundedRect *outline;

  if (gsk_render_node_get_node_type (node) != GSK_INSET_SHADOW_NODE)
    return FALSE;
  outline = gsk_inset_shadow_node_get_outline (node);
  return outline->bounds.size.width >= window->width && outline->bounds.size.height >= window->height;
}

static gboolean
has_window_sized_inset_shadow (GskRenderNode *node,
                               GtkWidget     *window)
{
  graphene_size_t size = GRAPHENE_SIZE_INIT (gtk_widget_get_width (window), gtk_widget_get_height (window));

  return has_node (node, is_window_sized_inset_shadow, &size);
}

/* WINDOW's pixels as it drew itself in the last frame, its frame included
 * and not scaled, as BGRA bytes WIDTH × HEIGHT. */
static guint8 *
window_pixels (GtkWindow *window,
               int       *width,
               int       *height)
{
  g_autoptr(GskRenderNode) node = snapshot_widget (GTK_WIDGET (window), TRUE, width, height);
  g_autoptr(GdkTexture) texture = NULL;
  guint8 *pixels;

  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  pixels = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, pixels, (gsize) *width * 4);
  return pixels;
}

#define FRAME_WIDTH 5

/* The colours across WINDOW's frame without a compositor, from its left,
 * top, right and bottom edges inwards, halfway along each. */
static GArray *
frame_colours (GtkWindow *window)
{
  GArray *colours = g_array_new (FALSE, FALSE, sizeof (guint32));
  int width, height;
  g_autofree guint8 *pixels = window_pixels (window, &width, &height);

  for (int i = 0; i < FRAME_WIDTH; i++)
    {
      const int points[4][2] = {
        { i, height / 2 }, { width / 2, i }, { width - 1 - i, height / 2 }, { width / 2, height - 1 - i },
      };

      for (guint side = 0; side < G_N_ELEMENTS (points); side++)
        {
          guint32 pixel;

          memcpy (&pixel, pixels + ((gsize) points[side][1] * width + points[side][0]) * 4, sizeof pixel);
          g_array_append_val (colours, pixel);
        }
    }
  return colours;
}

static void
set_backdrop (GtkWidget *widget,
              gboolean   backdrop)
{
  if (backdrop)
    gtk_widget_set_state_flags (widget, GTK_STATE_FLAG_BACKDROP, FALSE);
  else
    gtk_widget_unset_state_flags (widget, GTK_STATE_FLAG_BACKDROP);
}

/* The point of WIDGET's top left corner in WINDOW. */
static graphene_point_t
origin_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, window, &GRAPHENE_POINT_INIT (0, 0), &point));
  return point;
}

/* Without a compositor (as under Xvfb) WINDOW's resizing frame is drawn
 * without an inset shadow over the whole window, which GTK 4.8's GL
 * renderer would shade pixel by pixel, and looks as libadwaita's own: the
 * same colours as a plain libadwaita window's frame, focused or not,
 * light or dark. Maximized or fullscreen, it has none: its content
 * (CONTENT) starts at its corner. */
static void
assert_frame_as_libadwaita (GtkWindow *window,
                            GtkWidget *content)
{
  g_autoptr(GskRenderNode) node = NULL;
  GtkWindow *plain;

  if (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    {
      gtk_window_set_default_size (window, 640, 480);
      gtk_window_present (window);
    }
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "solid-csd"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "framed-window"));
  g_assert_true (gtk_widget_has_css_class (content, "window-content"));
  node = widget_node (GTK_WIDGET (window));
  g_assert_nonnull (node);
  g_assert_false (has_window_sized_inset_shadow (node, GTK_WIDGET (window)));

  plain = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (plain, gtk_widget_get_width (GTK_WIDGET (window)),
                               gtk_widget_get_height (GTK_WIDGET (window)));
  gtk_window_present (plain);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (plain)));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (plain), "solid-csd"));
  /* libadwaita's frame is what this test compares with. */
  g_clear_pointer (&node, gsk_render_node_unref);
  node = widget_node (GTK_WIDGET (plain));
  g_assert_true (has_window_sized_inset_shadow (node, GTK_WIDGET (plain)));

  for (guint dark = 0; dark < 2; dark++)
    for (guint backdrop = 0; backdrop < 2; backdrop++)
      {
        g_autoptr(GArray) ours = NULL;
        g_autoptr(GArray) theirs = NULL;

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        set_backdrop (GTK_WIDGET (window), backdrop);
        set_backdrop (GTK_WIDGET (plain), backdrop);
        /* A window restyles a frame or two after the change. */
        chess_test_ui_settle (GTK_WIDGET (window), 2);
        chess_test_ui_settle (GTK_WIDGET (plain), 2);
        ours = frame_colours (window);
        theirs = frame_colours (plain);
        g_assert_cmpuint (ours->len, ==, theirs->len);
        for (guint i = 0; i < ours->len; i++)
          {
            g_test_message ("%s: dark %u, backdrop %u, %u px in, side %u: %08x, libadwaita %08x",
                            G_OBJECT_TYPE_NAME (window), dark, backdrop,
                            i / 4, i % 4, g_array_index (ours, guint32, i), g_array_index (theirs, guint32, i));
            g_assert_cmphex (g_array_index (ours, guint32, i), ==, g_array_index (theirs, guint32, i));
          }
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  set_backdrop (GTK_WIDGET (window), FALSE);
  /* The lines differ from the band: a frame, not a flat border. */
  {
    g_autoptr(GArray) ours = frame_colours (window);

    g_assert_cmphex (g_array_index (ours, guint32, 0), !=, g_array_index (ours, guint32, 4));
    g_assert_cmphex (g_array_index (ours, guint32, 4 * (FRAME_WIDTH - 1)), !=, g_array_index (ours, guint32, 4));
  }
  gtk_window_destroy (plain);

  /* Maximized or fullscreen (GTK's classes; without a window manager
   * Xvfb makes a window neither): edge to edge. */
  g_assert_cmpfloat (origin_in (content, GTK_WIDGET (window)).x, >, 0);
  for (guint state = 0; state < 2; state++)
    {
      const char *state_class = state == 0 ? "maximized" : "fullscreen";
      graphene_point_t origin;

      gtk_widget_add_css_class (GTK_WIDGET (window), state_class);
      chess_test_ui_wait_for_frame (GTK_WIDGET (window));
      origin = origin_in (content, GTK_WIDGET (window));
      g_assert_cmpfloat (origin.x, ==, 0);
      g_assert_cmpfloat (origin.y, ==, 0);
      gtk_widget_remove_css_class (GTK_WIDGET (window), state_class);
    }
}

static void
test_solid_frame_without_window_sized_shadows (Fixture       *fixture,
                                               gconstpointer  data)
{
  assert_frame_as_libadwaita (GTK_WINDOW (fixture->window),
                              adw_application_window_get_content (ADW_APPLICATION_WINDOW (fixture->window)));
}

/* The hall screen, the events window, the roller's window and (libadwaita
 * 1.2) a dialog's window have the same frame. */
static void
test_other_windows_framed_alike (void)
{
  g_autofree char *directory = g_dir_make_tmp ("chess960-frames-XXXXXX", NULL);
  g_autoptr(ChessEventStore) store = chess_event_store_new (directory);
  g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (CHESS_VARIANT_CHESS960);
  GtkWindow *windows[4] = { NULL };
  guint n = 0;

  windows[n++] = GTK_WINDOW (chess_presentation_window_new (NULL));
  windows[n++] = GTK_WINDOW (chess_events_window_new (store));
  windows[n++] = GTK_WINDOW (chess_roller_dialog_new (NULL, exclusions, "Frames"));
  if (adw_get_minor_version () < 5)
    {
      ChessRulesDialog *rules = chess_rules_dialog_new (NULL);

      windows[n++] = GTK_WINDOW (chess_ui_content_dialog_get (GTK_WIDGET (rules)));
    }
  for (guint i = 0; i < n; i++)
    {
      GtkWindow *window = windows[i];

      g_test_message ("%s", G_OBJECT_TYPE_NAME (window));
      g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &windows[i]);
      assert_frame_as_libadwaita (window, ADW_IS_APPLICATION_WINDOW (window)
                                          ? adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))
                                          : adw_window_get_content (ADW_WINDOW (window)));
      gtk_window_destroy (window);
      WAIT_UNTIL (windows[i] == NULL);
    }
  chess_test_ui_remove_tree (directory);
}

/* The move list's menu (a right click, Menu or Shift+F10 on a move) is
 * built when first opened: the first frame never shows it. */
static void
test_move_menu_built_when_first_opened (Fixture       *fixture,
                                        gconstpointer  data)
{
  GtkWidget *list = GTK_WIDGET (chess_game_panel_get_move_list (child (fixture, "side_panel")));
  GObject *model = gtk_widget_get_template_child (list, CHESS_TYPE_MOVE_LIST, "move_menu");
  GtkWidget *menu;

  g_assert_true (gtk_widget_get_mapped (list));
  g_assert_null (chess_test_ui_find_descendant (list, GTK_TYPE_POPOVER_MENU));
  enter_moves (fixture, "e4 e5");
  g_assert_null (chess_test_ui_find_descendant (list, GTK_TYPE_POPOVER_MENU));

  /* Opened, it offers the move's actions. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.move-menu", NULL);
  menu = chess_test_ui_find_descendant (list, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (menu);
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu)) == G_MENU_MODEL (model));
  WAIT_UNTIL (gtk_widget_get_mapped (menu));
  g_assert_nonnull (find_label (menu, "Delete from Here"));
  gtk_popover_popdown (GTK_POPOVER (menu));
  WAIT_UNTIL (!gtk_widget_get_mapped (menu));

  /* Opened again, the same one. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.move-menu", NULL);
  WAIT_UNTIL (gtk_widget_get_mapped (menu));
  g_assert_true (chess_test_ui_find_descendant (list, GTK_TYPE_POPOVER_MENU) == menu);
  gtk_popover_popdown (GTK_POPOVER (menu));
}

/* The main menu's popover is made when the menu is first opened: the
 * first frame never shows it. F10 opens it, with its items. */
static void
test_main_menu_made_when_first_opened (Fixture       *fixture,
                                       gconstpointer  data)
{
  GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->window), CHESS_TYPE_WINDOW,
                                                                 "menu_button"));
  GtkWidget *menu;

  g_assert_true (GTK_IS_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_null (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)));
  g_assert_null (chess_test_ui_find_descendant (button, GTK_TYPE_POPOVER_MENU));

  g_assert_true (chess_test_ui_press_key (GTK_WIDGET (fixture->window), GDK_KEY_F10, 0));
  menu = chess_test_ui_find_descendant (button, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (menu);
  WAIT_UNTIL (gtk_widget_get_mapped (menu));
  g_assert_true ((GObject *) gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button))
                 == gtk_widget_get_template_child (GTK_WIDGET (fixture->window), CHESS_TYPE_WINDOW, "primary_menu"));
  g_assert_nonnull (find_label (menu, "Export Diagram…"));
  g_assert_nonnull (find_label (menu, "Keyboard Shortcuts"));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  WAIT_UNTIL (!gtk_widget_get_mapped (menu));

  /* Opened again, the same one. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  WAIT_UNTIL (gtk_widget_get_mapped (menu));
  g_assert_true (chess_test_ui_find_descendant (button, GTK_TYPE_POPOVER_MENU) == menu);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
}

static ChessGame *
panel_game (ChessAnalysisPanel *panel)
{
  g_autoptr(ChessGame) panel_game = NULL;

  g_object_get (panel, "game", &panel_game, NULL);
  return panel_game;
}

/* The analysis panel (its graph, lines and engine) is made when Analyse
 * Game or live analysis first needs it, beside the game's panel. */
static void
test_analysis_panel_made_when_first_used (Fixture       *fixture,
                                          gconstpointer  data)
{
  ChessAnalysisPanel *panel;
  gboolean live = TRUE;

  g_assert_null (chess_window_get_analysis_panel (fixture->window));
  g_assert_null (chess_test_ui_find_descendant (GTK_WIDGET (fixture->window), CHESS_TYPE_ANALYSIS_PANEL));
  /* Turning off what is not on makes nothing. */
  g_object_set (fixture->window, "live-analysis", FALSE, NULL);
  g_object_get (fixture->window, "live-analysis", &live, NULL);
  g_assert_false (live);
  g_assert_null (chess_window_get_analysis_panel (fixture->window));

  g_object_set (fixture->window, "live-analysis", TRUE, NULL);
  panel = chess_window_get_analysis_panel (fixture->window);
  g_assert_nonnull (panel);
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (panel), GTK_WIDGET (fixture->window)));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (panel),
                                         gtk_widget_get_parent (GTK_WIDGET (child (fixture, "side_panel")))));
  g_assert_true (panel_game (panel) == game (fixture));
  g_object_set (fixture->window, "live-analysis", FALSE, NULL);
  g_assert_false (chess_analysis_panel_get_live (panel));
  WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (panel)));

  /* Made once; it follows the window's game from then on. */
  g_object_set (fixture->window, "live-analysis", TRUE, NULL);
  g_assert_true (chess_window_get_analysis_panel (fixture->window) == panel);
  g_object_set (fixture->window, "live-analysis", FALSE, NULL);
  set_fen (fixture, CHESS_VARIANT_CHESS960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
  g_assert_true (panel_game (panel) == game (fixture));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) style = NULL;

  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  /* As AdwApplication loads it in the app. */
  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/chess960/Chess960/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  ADD_WINDOW_TEST ("disabled-header-buttons-fade-by-colour", test_disabled_header_buttons_fade_by_colour);
  ADD_WINDOW_TEST ("move-entry-clips-only-typed-text", test_move_entry_clips_only_typed_text);
  ADD_WINDOW_TEST ("window-draws-nothing-offscreen", test_window_draws_nothing_offscreen);
  ADD_WINDOW_TEST ("solid-frame-without-window-sized-shadows", test_solid_frame_without_window_sized_shadows);
  g_test_add_func ("/window/other-windows-framed-alike", test_other_windows_framed_alike);
  ADD_WINDOW_TEST ("analysis-panel-made-when-first-used", test_analysis_panel_made_when_first_used);
  ADD_WINDOW_TEST ("move-menu-built-when-first-opened", test_move_menu_built_when_first_opened);
  ADD_WINDOW_TEST ("main-menu-made-when-first-opened", test_main_menu_made_when_first_opened);

  return g_test_run ();
}
