/* chess-window.c: the main window, a board with its match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-animation-speed.h"
#include "chess-announce.h"
#include "chess-engine-setup.h"
#include "chess-settings.h"
#include "chess-compat.h"
#include "chess-toasts.h"
#include "chess-window-private.h"

enum {
  PROP_0,
  PROP_MATCH,
  PROP_VIEW_PLY,
  PROP_VIEW_NODE,
  PROP_MOVE_NAG,
  PROP_POSITION_NAG,
  PROP_GAME,
  PROP_SESSION_FILE,
  PROP_LIVE_ANALYSIS,
  PROP_COMPACT_HEADER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessWindow, chess_window, ADW_TYPE_APPLICATION_WINDOW)

/* Which actions are on: worked out here alone, again after any change of
 * the match, its game or the position looked at. What ends the game is
 * done in the game, not in a position looked back at. */
void
_chess_window_update_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ChessMatch *match = self->match;
  gboolean live = self->view_ply < 0;
  gboolean can_act = chess_match_get_playing (match) && live;
  gboolean offered = chess_match_get_draw_offered (match);

  gtk_widget_action_set_enabled (widget, "win.undo", chess_match_get_can_undo (match));
  gtk_widget_action_set_enabled (widget, "win.redo", chess_match_get_can_redo (match));
  gtk_widget_action_set_enabled (widget, "win.resign", can_act);
  /* The match knows when an offer can be made: against the computer, on
   * the user's turn, with the engine there to answer it. The user never
   * answers their own offer to the computer. */
  gtk_widget_action_set_enabled (widget, "win.offer-draw", can_act && chess_match_get_can_offer_draw (match));
  offered = offered && chess_match_get_opponent (match) == NULL;
  gtk_widget_action_set_enabled (widget, "win.accept-draw", can_act && offered);
  gtk_widget_action_set_enabled (widget, "win.decline-draw", can_act && offered);
  gtk_widget_action_set_enabled (widget, "win.claim-draw",
                                 live && chess_match_get_claimable_draw (match) != CHESS_DRAW_CLAIM_NONE);
  gtk_widget_action_set_enabled (widget, "win.back-to-game", !live);
  gtk_widget_action_set_enabled (widget, "win.restore-game", self->replaced_game != NULL);
  gtk_widget_action_set_enabled (widget, "win.pause-clock", chess_match_get_can_pause_clock (match));
  gtk_widget_action_set_enabled (widget, "win.hint", live && chess_match_get_can_hint (match));
  gtk_widget_action_set_enabled (widget, "win.retry-engine", chess_match_get_engine_error (match) != NULL);
  _chess_window_update_browse_actions (self);
  _chess_window_update_variation_actions (self);
}

/* The move shown or its NAGs changed: the menus' radio items follow,
 * notified when their values changed. */
static void
notify_nags (ChessWindow *self)
{
  guint move_nag = _chess_window_get_nag_in_group (self, FALSE);
  guint position_nag = _chess_window_get_nag_in_group (self, TRUE);

  if (self->move_nag != move_nag)
    {
      self->move_nag = move_nag;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_NAG]);
    }
  if (self->position_nag != position_nag)
    {
      self->position_nag = position_nag;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION_NAG]);
    }
}

void
_chess_window_toast (ChessWindow *self,
                     const char  *title)
{
  /* A toast's title is markup: file and game names may hold “&” or “<”. */
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 3);
  chess_ui_toast_overlay_add (self->toast_overlay, toast);
}

void
_chess_window_focus_board (ChessWindow *self)
{
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->board_view)))
    gtk_root_set_focus (GTK_ROOT (self), NULL);
}

static void
on_engine_path_changed (ChessWindow *self)
{
  g_autofree char *path = chess_engine_setup_get_path (self->settings, NULL);

  chess_match_set_engine_path (self->match, path);
}

static void
on_game_changed (ChessWindow *self)
{
  ChessGame *game = chess_match_get_game (self->match);

  /* Nodes of the game before mean nothing now. */
  self->line_end = NULL;
  self->pending_node = NULL;
  if (self->view_node != NULL)
    {
      self->view_node = NULL;
      _chess_window_notify_view (self, -1);
    }
  else
    notify_nags (self);
  /* For screen readers. */
  chess_announce_follow_game (GTK_WIDGET (self), game);
  /* A new game forgets one pasted over; playing on in it keeps it. */
  if (self->replaced_game != game)
    _chess_window_forget_replaced_game (self);
  if (self->deleted_variation != NULL && chess_game_cut_get_game (self->deleted_variation) != game)
    _chess_window_forget_deleted_variation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* Dropped files: the first one opens, as with Open. */
static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         ChessWindow   *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST) && g_value_get_boxed (value) != NULL)
    file = ((GSList *) g_value_get_boxed (value))->data;
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);
  if (file == NULL)
    return FALSE;
  chess_game_files_open (self->files, file);
  return TRUE;
}

static void
chess_window_restore_size (ChessWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
chess_window_close_request (GtkWindow *window)
{
  ChessWindow *self = CHESS_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);
  int width, height;

  /* The default size follows the window's size in GTK 4, except while it
   * is maximized, when it keeps the size to return to. */
  gtk_window_get_default_size (window, &width, &height);
  if (!maximized && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", maximized);

  /* The running clock's time since the last move, too. */
  chess_match_store_save (self->store, self->match, NULL);
  if (GTK_WINDOW_CLASS (chess_window_parent_class)->close_request (window))
    return TRUE;
  /* Closed by the user: one window of several puts its game away. */
  if (gtk_window_get_application (window) != NULL)
    chess_match_store_close (self->store, self->match);
  return FALSE;
}

static void
chess_window_dispose (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);

  g_clear_handle_id (&self->compact_header_source, g_source_remove);
  if (self->store != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->store, self);
      chess_match_store_release (self->store, self->match);
    }
  if (self->files != NULL)
    chess_game_files_close (self->files);
  g_clear_object (&self->files);
  /* A clipboard answer after this would find a window with no widgets. */
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->match_bindings != NULL)
    g_binding_group_set_source (self->match_bindings, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->replaced_game);
  g_clear_object (&self->replaced_clock);
  g_clear_pointer (&self->deleted_variation, chess_game_cut_free);
  self->delete_toast = NULL;
  g_clear_pointer (&self->pending_move, chess_move_free);
  self->pending_node = NULL;
  self->view_node = NULL;
  self->line_end = NULL;
  self->restore_toast = NULL;
  self->fault_toast = NULL;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  /* Goes with the template's panel_box. */
  self->analysis_panel = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_WINDOW);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match_bindings);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (chess_window_parent_class)->dispose (object);
}

/* The window's two size classes. Where libadwaita has breakpoints
 * (1.4), they set the page's "narrow" (the panel below the board) and
 * the window's "compact-header"; on 1.2 the page chooses its arrangement
 * itself (chess-game-layout.c) and size_allocate() below the header's.
 *
 * Below COMPACT_HEADER_WIDTH the header bar's buttons would squeeze the
 * title to “Che…”: New Game becomes an icon and Flip goes to the menu;
 * the board then always has the more room above the panel. In sp, as the
 * header's labels and the panel grow with the text. */
#define COMPACT_HEADER_WIDTH 600
#define COMPACT_CONDITION    "max-width: 599.5sp"
/* A window about as tall as it is wide, or taller, has the bigger board
 * above the panel: beside it the board would be the window's height
 * less the header, above it the window's width less the margins; 11/10
 * keeps the board beside the panel down to 770 × 700 (today's choice
 * at 1.2, by the board's size, is 762–783). */
#define NARROW_CONDITION     "max-aspect-ratio: 11/10"

static void
set_compact_header (ChessWindow *self,
                    gboolean     compact)
{
  compact = !!compact;
  if (self->compact_header == compact)
    return;
  self->compact_header = compact;

  if (compact)
    gtk_button_set_icon_name (GTK_BUTTON (self->new_game_button), "document-new-symbolic");
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->new_game_button), _("_New Game"));
      gtk_button_set_use_underline (GTK_BUTTON (self->new_game_button), TRUE);
    }
  /* GtkButton names itself after its label, mnemonic included: the
   * name the template gave it, again. Its label, made with a mnemonic,
   * also names it (labelled-by), and GTK 4.8 read both to screen
   * readers: “New Game New Game”. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->new_game_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("New Game"),
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->new_game_button),
                                 GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_widget_set_visible (self->flip_button, !compact);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT_HEADER]);
}

static gboolean
on_compact_header_idle (gpointer user_data)
{
  ChessWindow *self = user_data;

  self->compact_header_source = 0;
  set_compact_header (self, gtk_widget_get_width (GTK_WIDGET (self)) < COMPACT_HEADER_WIDTH);
  return G_SOURCE_REMOVE;
}

static void
chess_window_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  GTK_WIDGET_CLASS (chess_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* libadwaita 1.2: changed for the next frame, not while GTK is
   * allocating this one. */
  if (!self->has_breakpoints && (width < COMPACT_HEADER_WIDTH) != self->compact_header
      && self->compact_header_source == 0)
    self->compact_header_source = g_idle_add (on_compact_header_idle, self);
}

/* Breakpoints where libadwaita has them: of the two that hold at once
 * the compact one, added last, applies. */
static void
add_breakpoints (ChessWindow *self)
{
  self->has_breakpoints = chess_ui_window_add_breakpoint (GTK_WIDGET (self), NARROW_CONDITION,
                                                          self->board_layout, "narrow", NULL);
  if (!self->has_breakpoints)
    return;
  chess_ui_window_add_breakpoint (GTK_WIDGET (self), COMPACT_CONDITION,
                                  self->board_layout, "narrow", self, "compact-header", NULL);
  chess_game_layout_set_auto_narrow (self->board_layout, FALSE);
}

static void
chess_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    case PROP_VIEW_NODE:
      g_value_set_pointer (value, self->view_node);
      break;
    case PROP_MOVE_NAG:
      g_value_set_uint (value, _chess_window_get_nag_in_group (self, FALSE));
      break;
    case PROP_POSITION_NAG:
      g_value_set_uint (value, _chess_window_get_nag_in_group (self, TRUE));
      break;
    case PROP_GAME:
      g_value_set_object (value, chess_window_get_game (self));
      break;
    case PROP_SESSION_FILE:
      g_value_set_string (value, chess_window_get_session_file (self));
      break;
    case PROP_LIVE_ANALYSIS:
      /* Asked by the property action before the template is built. */
      g_value_set_boolean (value, self->analysis_panel != NULL && chess_analysis_panel_get_live (self->analysis_panel));
      break;
    case PROP_COMPACT_HEADER:
      g_value_set_boolean (value, self->compact_header);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessWindow *self = CHESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_VIEW_PLY:
      chess_window_set_view_ply (self, g_value_get_int (value));
      break;
    case PROP_VIEW_NODE:
      chess_window_set_view_node (self, g_value_get_pointer (value));
      break;
    case PROP_MOVE_NAG:
      _chess_window_set_nag_in_group (self, FALSE, g_value_get_uint (value));
      break;
    case PROP_POSITION_NAG:
      _chess_window_set_nag_in_group (self, TRUE, g_value_get_uint (value));
      break;
    case PROP_GAME:
      /* NULL only comes from construction without a game. */
      if (g_value_get_object (value) != NULL)
        chess_window_set_game (self, g_value_get_object (value));
      break;
    case PROP_SESSION_FILE:
      /* Taken in chess_window_constructed(). */
      self->restore_path = g_value_dup_string (value);
      break;
    case PROP_LIVE_ANALYSIS:
      if (self->analysis_panel != NULL || g_value_get_boolean (value))
        chess_analysis_panel_set_live (_chess_window_ensure_analysis_panel (self), g_value_get_boolean (value));
      break;
    case PROP_COMPACT_HEADER:
      set_compact_header (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A window made for a given game (the command line) never draws a random
 * one first; else it reopens its session, or starts a new game when the
 * session cannot be read or another copy of the app has it. */
static void
chess_window_constructed (GObject *object)
{
  ChessWindow *self = CHESS_WINDOW (object);
  g_autofree char *path = g_steal_pointer (&self->restore_path);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (chess_window_parent_class)->constructed (object);

  if (chess_match_get_game (self->match) == NULL
      && (path == NULL || !chess_match_store_restore (self->store, self->match, path, &error)))
    {
      if (g_error_matches (error, CHESS_MATCH_STORE_ERROR, CHESS_MATCH_STORE_ERROR_DAMAGED))
        {
          g_warning ("The saved game %s", error->message);
          _chess_window_toast (self, _("The saved game could not be read, so a new one was started"));
        }
      else if (error != NULL)
        g_debug ("Not restoring %s: %s", path, error->message);
      _chess_window_start_default_game (self);
    }
  chess_match_store_add (self->store, self->match);
}

static void
chess_window_class_init (ChessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = chess_window_constructed;
  object_class->dispose = chess_window_dispose;
  widget_class->size_allocate = chess_window_size_allocate;
  object_class->get_property = chess_window_get_property;
  object_class->set_property = chess_window_set_property;
  window_class->close_request = chess_window_close_request;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, CHESS_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_NODE] =
    g_param_spec_pointer ("view-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The NAGs of the move shown, for the menus' radio items. */
  properties[PROP_MOVE_NAG] =
    g_param_spec_uint ("move-nag", NULL, NULL, 0, 255, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION_NAG] =
    g_param_spec_uint ("position-nag", NULL, NULL, 0, 255, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The saved game to open (NULL: a new file) and to save to. */
  properties[PROP_SESSION_FILE] =
    g_param_spec_string ("session-file", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The analysis panel's "live", for the menu's check item. */
  properties[PROP_LIVE_ANALYSIS] =
    g_param_spec_boolean ("live-analysis", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The header bar's narrow form (see set_compact_header ()): set by a
   * breakpoint, or from the window's width on libadwaita 1.2. */
  properties[PROP_COMPACT_HEADER] =
    g_param_spec_boolean ("compact-header", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template names these types, which must exist by then. */
  g_type_ensure (CHESS_TYPE_GAME_LAYOUT);
  g_type_ensure (CHESS_TYPE_BOARD_VIEW);
  g_type_ensure (CHESS_TYPE_GAME_PANEL);
  g_type_ensure (CHESS_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_layout);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, flip_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, panel_box);
  gtk_widget_class_bind_template_child (widget_class, ChessWindow, eval_bar);

  _chess_window_class_add_match_actions (widget_class);
  _chess_window_class_add_game_actions (widget_class);
  _chess_window_class_add_browse_actions (widget_class);
  _chess_window_class_add_analysis_actions (widget_class);
  _chess_window_class_add_variation_actions (widget_class);
}

/* Typing a move needs no click first: a printable key that nothing else
 * wants starts the move entry with it. This runs in the bubble phase, so a
 * focused text field has had the key already. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessWindow           *self)
{
  gunichar ch = gdk_keyval_to_unicode (keyval);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  char utf8[7] = { 0 };

  if (ch == 0 || !g_unichar_isgraph (ch)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)))
    return FALSE;
  /* Keys typed in a text field, a popover or a menu belong there. */
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || gtk_widget_get_native (focus) != GTK_NATIVE (self)))
    return FALSE;
  g_unichar_to_utf8 (ch, utf8);
  return chess_game_panel_start_typing (self->side_panel, utf8);
}

/* The main menu's popover, some 60 widgets, is made when the menu is
 * first opened (a click, F10), not with every window: the first frame
 * never shows it (issue 16). */
static void
give_main_menu (GtkMenuButton *button,
                gpointer       user_data)
{
  ChessWindow *self = CHESS_WINDOW (user_data);

  /* Called at every opening: a new model would make a new popover. */
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
chess_window_init (ChessWindow *self)
{
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };
  GtkEventController *controller;
  GtkDropTarget *target;

  /* The window's match, from the start: the template binds to it. */
  self->match = g_object_new (CHESS_TYPE_MATCH, NULL);
  self->view_ply = -1;
  self->store = g_object_ref (chess_match_store_get_default ());
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), give_main_menu, self, NULL);
  add_breakpoints (self);
  /* (See set_compact_header().) */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->new_game_button),
                                 GTK_ACCESSIBLE_RELATION_LABELLED_BY);

  self->settings = chess_settings_new ();
  g_settings_bind (self->settings, "piece-set", self->board_view, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board_view, "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "auto-flip", self->board_view, "auto-flip", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "figurine-notation", self->side_panel, "figurine", G_SETTINGS_BIND_GET);
  chess_animation_speed_bind (self->settings, self->board_view);
  g_signal_connect_swapped (self->settings, "changed::engine-path", G_CALLBACK (on_engine_path_changed), self);
  on_engine_path_changed (self);
  chess_window_restore_size (self);

  self->match_bindings = g_binding_group_new ();
  g_binding_group_bind (self->match_bindings, "black-at-bottom", self->board_view, "flipped",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::position", G_CALLBACK (_chess_window_update_actions), self);
  g_signal_group_connect_swapped (self->game_signals, "node-removed", G_CALLBACK (_chess_window_on_node_removed), self);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed", G_CALLBACK (_chess_window_update_actions), self);
  g_signal_group_connect_swapped (self->game_signals, "node-changed", G_CALLBACK (notify_nags), self);
  g_binding_group_bind (self->match_bindings, "game", self->game_signals, "target", G_BINDING_SYNC_CREATE);
  self->match_signals = g_signal_group_new (CHESS_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify", G_CALLBACK (_chess_window_update_actions), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::game", G_CALLBACK (on_game_changed), self);
  _chess_window_follow_match (self);
  g_binding_group_set_source (self->match_bindings, self->match);
  g_signal_group_set_target (self->match_signals, self->match);
  g_signal_connect_swapped (self->side_panel, "focus-board", G_CALLBACK (_chess_window_focus_board), self);
  g_signal_connect_swapped (self->board_view, "view-move", G_CALLBACK (_chess_window_on_view_move), self);
  g_signal_connect_swapped (self->side_panel, "view-move", G_CALLBACK (_chess_window_on_view_move), self);
  g_signal_connect_swapped (self->side_panel, "preview-move", G_CALLBACK (chess_board_view_set_preview_move), self->board_view);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  _chess_window_init_browse (self);

  self->files = chess_game_files_new (GTK_WINDOW (self), self->match);
  g_signal_connect_swapped (self->files, "replace-game", G_CALLBACK (_chess_window_replace_game), self);
  g_signal_connect_swapped (self->files, "toast", G_CALLBACK (_chess_window_toast), self);
  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, drop_types, G_N_ELEMENTS (drop_types));
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

ChessAnalysisPanel *
chess_window_get_analysis_panel (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->analysis_panel;
}

ChessWindow *
chess_window_new (ChessApplication *application)
{
  return g_object_new (CHESS_TYPE_WINDOW, "application", application, NULL);
}

ChessWindow *
chess_window_new_for_game (ChessApplication *application,
                           ChessGame        *game)
{
  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);
  return g_object_new (CHESS_TYPE_WINDOW, "application", application, "game", game, NULL);
}

ChessWindow *
chess_window_new_for_session (ChessApplication *application,
                              const char       *path)
{
  g_return_val_if_fail (path != NULL, NULL);
  return g_object_new (CHESS_TYPE_WINDOW, "application", application, "session-file", path, NULL);
}

GStrv
chess_window_list_sessions (void)
{
  return chess_match_store_list (chess_match_store_get_default ());
}

const char *
chess_window_get_session_file (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return chess_match_store_get_path (self->store, self->match);
}

ChessMatch *
chess_window_get_match (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->match;
}

int
chess_window_get_view_ply (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), -1);
  return self->view_ply;
}

void
chess_window_set_view_ply (ChessWindow *self,
                           int          view_ply)
{
  ChessGame *game;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  game = chess_match_get_game (self->match);
  if (game == NULL || view_ply < 0 || (guint) view_ply >= chess_game_get_n_moves (game))
    chess_window_set_view_node (self, NULL);
  else
    chess_window_set_view_node (self, chess_game_get_node_at (game, (guint) view_ply));
}

void
_chess_window_notify_view (ChessWindow *self,
                           int          view_ply)
{
  if (self->view_ply != view_ply)
    {
      self->view_ply = view_ply;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_NODE]);
  notify_nags (self);
  _chess_window_update_actions (self);
}

ChessGame *
chess_window_get_game (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return chess_match_get_game (self->match);
}

void
chess_window_set_game (ChessWindow *self,
                       ChessGame   *game)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  chess_match_set_game (self->match, game);
}

ChessClock *
chess_window_get_clock (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return chess_match_get_clock (self->match);
}

void
chess_window_play_computer (ChessWindow *self,
                            guint        level,
                            ChessColor   player_color)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  chess_match_play_computer (self->match, level, player_color);
}

void
chess_window_play_two_players (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  chess_match_play_two_players (self->match);
}

void
chess_window_open_file (ChessWindow *self,
                        GFile       *file)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  chess_game_files_open (self->files, file);
}

gboolean
chess_window_get_computer_opponent (ChessWindow *self,
                                    guint       *level,
                                    ChessColor  *player_color)
{
  ChessEnginePlayer *opponent;

  g_return_val_if_fail (CHESS_IS_WINDOW (self), FALSE);

  opponent = chess_match_get_opponent (self->match);
  if (opponent == NULL)
    return FALSE;
  if (level != NULL)
    *level = chess_engine_player_get_level (opponent);
  if (player_color != NULL)
    *player_color = !chess_engine_player_get_color (opponent);
  return TRUE;
}
