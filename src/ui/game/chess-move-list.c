/* chess-move-list.c: the game's moves, numbered, to read and to step through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-list"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-move-list.h"
#include "chess-ui-names.h"

/* One row per move number: the number, then White's and Black's move. Rows
 * are appended and removed as moves are played and taken back, so a long
 * game costs nothing per move; only a new game or another notation
 * rebuilds or relabels them. */

struct _ChessMoveList
{
  GtkWidget          parent_instance;

  ChessGame         *game;
  /* The game's move signals, following whichever game is set. */
  GSignalGroup            *game_signals;
  gboolean           figurine;
  int                view_ply;

  GPtrArray         *buttons;      /* GtkButton*, move n at index n - 1 */
  GPtrArray         *rows;         /* GtkBox*, each holding a number and a GtkBox of two slots */
  GtkWidget         *current;      /* the highlighted button, not owned */
  /* The scroll waiting for the next frame (see queue_scroll ()). */
  guint              scroll_tick;

  /* Template widgets */
  GtkScrolledWindow *scrolled_window;
  GtkBox            *rows_box;
  GtkLabel          *empty_label;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_FIGURINE,
  PROP_VIEW_PLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessMoveList, chess_move_list, GTK_TYPE_WIDGET)

const char *
chess_ui_castling_method_caption (ChessCastlingMethod method)
{
  switch (method)
    {
    case CHESS_CASTLING_METHOD_DOUBLE_MOVE:
      /* Translators: FIDE's castling method "double move", as a short
       * caption in the move list */
      return C_("castling method", "double move");
    case CHESS_CASTLING_METHOD_TRANSPOSITION:
      /* Translators: FIDE's castling method "transposition" (king and rook
       * swap squares), as a short caption in the move list */
      return C_("castling method", "swap");
    case CHESS_CASTLING_METHOD_KING_MOVE_ONLY:
      /* Translators: FIDE's castling method "king move only" (the rook
       * already stands on its castled square), as a short caption in the
       * move list */
      return C_("castling method", "king only");
    case CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY:
      /* Translators: FIDE's castling method "rook move only" (the king
       * already stands on its castled square), as a short caption in the
       * move list */
      return C_("castling method", "rook only");
    case CHESS_CASTLING_METHOD_NONE:
    default:
      return NULL;
    }
}

const char *
chess_ui_castling_method_description (ChessCastlingMethod method)
{
  switch (method)
    {
    case CHESS_CASTLING_METHOD_DOUBLE_MOVE:
      return _("Castled by a double move: the king and the rook both move to their castled squares");
    case CHESS_CASTLING_METHOD_TRANSPOSITION:
      return _("Castled by transposition: the king and the rook swap squares");
    case CHESS_CASTLING_METHOD_KING_MOVE_ONLY:
      return _("Castled by a king move only: the rook already stands on its castled square");
    case CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY:
      return _("Castled by a rook move only: the king already stands on its castled square");
    case CHESS_CASTLING_METHOD_NONE:
    default:
      return NULL;
    }
}

PangoAttrList *
chess_ui_figurine_attributes (const char *text)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  g_return_val_if_fail (text != NULL, attributes);

  /* Text fonts draw the chess symbols at the size of a small letter, so
   * that ♘ next to f3 is hard to read: they get the size of a capital. */
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (ch >= 0x2654 && ch <= 0x265F)
        {
          PangoAttribute *scale = pango_attr_scale_new (1.35);

          scale->start_index = (guint) (p - text);
          scale->end_index = (guint) (g_utf8_next_char (p) - text);
          pango_attr_list_insert (attributes, scale);
        }
    }
  return attributes;
}

static char *
move_san (ChessGame *game,
          guint      ply,
          gboolean   figurine)
{
  if (!figurine)
    return chess_ui_localize_san (chess_game_get_san (game, ply));
  return chess_position_move_to_san (chess_game_get_position_at (game, ply - 1),
                                     chess_game_get_move (game, ply),
                                     CHESS_SAN_FLAGS_FIGURINE);
}

/* The start position decides whether the first row begins with Black's
 * move and which number it has. */
static gboolean
starts_with_black (ChessGame *game)
{
  return chess_position_get_side_to_move (chess_game_get_start_position (game)) == CHESS_COLOR_BLACK;
}

static guint
move_number (ChessGame *game,
             guint      ply)
{
  guint first = chess_position_get_fullmove_number (chess_game_get_start_position (game));

  return first + (ply - 1 + (starts_with_black (game) ? 1 : 0)) / 2;
}

char *
chess_move_list_format_ply (ChessGame *game,
                            guint      ply,
                            gboolean   figurine)
{
  g_autofree char *san = NULL;
  gboolean black;

  g_return_val_if_fail (CHESS_IS_GAME (game), NULL);
  g_return_val_if_fail (ply >= 1 && ply <= chess_game_get_n_moves (game), NULL);

  san = move_san (game, ply, figurine);
  black = chess_move_get_color (chess_game_get_move (game, ply)) == CHESS_COLOR_BLACK;
  if (black)
    /* Translators: a move number and Black's move, e.g. "12… Nf6" */
    return g_strdup_printf (_("%u… %s"), move_number (game, ply), san);
  /* Translators: a move number and White's move, e.g. "12. Nf3" */
  return g_strdup_printf (_("%u. %s"), move_number (game, ply), san);
}

static void
chess_move_list_update_current (ChessMoveList *self)
{
  guint ply = self->view_ply < 0 ? self->buttons->len : (guint) self->view_ply;
  GtkWidget *current = ply >= 1 && ply <= self->buttons->len ? g_ptr_array_index (self->buttons, ply - 1) : NULL;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (self->current == current)
    return;
  if (self->current != NULL)
    gtk_widget_remove_css_class (self->current, "current");
  self->current = current;
  if (current != NULL)
    gtk_widget_add_css_class (current, "current");
  /* A keyboard user looking through the moves: the focus goes along. */
  if (current != NULL && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_widget_grab_focus (current);
}

static void
scroll_to_newest (ChessMoveList *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);

  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

static void
scroll_to_button (ChessMoveList *self,
                  GtkWidget     *button)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  graphene_rect_t bounds;
  double value, page;

  if (button == NULL || !gtk_widget_compute_bounds (button, GTK_WIDGET (self->rows_box), &bounds))
    return;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static gboolean
on_scroll_tick (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  ChessMoveList *self = CHESS_MOVE_LIST (widget);

  self->scroll_tick = 0;
  if (self->view_ply < 0)
    scroll_to_newest (self);
  else
    scroll_to_button (self, self->current);
  return G_SOURCE_REMOVE;
}

/* Keeps the move shown (the newest while the list follows the game) in
 * view. Never at once: the rows of a move just added have no place yet,
 * and the adjustment says a new height while the viewport is being
 * allocated, when a new value moves the scrollbar but not the rows (a long
 * game loaded showed moves 1–13 under a scrollbar at the bottom until it
 * was scrolled). At the next frame's start the value is set, and the
 * viewport is laid out again in that frame. */
static void
queue_scroll (ChessMoveList *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_scroll_tick, NULL, NULL);
}

/* Every change of the list's height (rows added, a resized window)
 * keeps the move shown in view. */
static void
on_adjustment_changed (GtkAdjustment *adjustment,
                       ChessMoveList *self)
{
  queue_scroll (self);
}

static void
on_move_clicked (GtkButton     *button,
                 ChessMoveList *self)
{
  guint index;

  if (!g_ptr_array_find (self->buttons, button, &index))
    return;
  chess_move_list_set_view_ply (self, (int) index + 1);
}

static void
set_button_label (ChessMoveList *self,
                  GtkWidget     *button,
                  guint          ply)
{
  g_autofree char *san = move_san (self->game, ply, self->figurine);
  g_autofree char *accessible = NULL;
  g_autoptr(PangoAttrList) attributes = chess_ui_figurine_attributes (san);
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));
  GtkWidget *label = gtk_widget_get_first_child (box);

  gtk_label_set_label (GTK_LABEL (label), san);
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  accessible = chess_move_list_format_ply (self->game, ply, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
}

static GtkWidget *
create_move_button (ChessMoveList *self,
                    guint          ply)
{
  const ChessMove *move = chess_game_get_move (self->game, ply);
  ChessCastlingMethod method = chess_move_get_castling_method (move);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);

  /* The method goes under the castle rather than beside it, where a
   * column this narrow would cut it off. */
  if (chess_move_is_castle (move))
    {
      GtkWidget *caption = gtk_label_new (chess_ui_castling_method_caption (method));

      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "castling-method");
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), caption);
      gtk_widget_set_tooltip_text (button, chess_ui_castling_method_description (method));
    }

  gtk_button_set_child (GTK_BUTTON (button), box);
  set_button_label (self, button, ply);
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), self);
  return button;
}

static GtkWidget *
create_placeholder (void)
{
  GtkWidget *placeholder = gtk_label_new (NULL);

  gtk_widget_set_hexpand (placeholder, TRUE);
  return placeholder;
}

static GtkWidget *
create_row (ChessMoveList *self,
            guint          number)
{
  g_autofree char *text = g_strdup_printf (_("%u."), number);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *slots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (row, "move-row");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "move-number");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_box_set_homogeneous (GTK_BOX (slots), TRUE);
  gtk_widget_set_hexpand (slots, TRUE);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), slots);
  return row;
}

static GtkWidget *
row_slots (GtkWidget *row)
{
  return gtk_widget_get_last_child (row);
}

/* Black's moves go into the second slot, White's into the first; a slot
 * without a move holds an empty placeholder so that the columns line up. */
static void
append_ply (ChessMoveList *self,
            guint          ply)
{
  GtkWidget *button = create_move_button (self, ply);
  gboolean black = chess_move_get_color (chess_game_get_move (self->game, ply)) == CHESS_COLOR_BLACK;
  GtkWidget *row, *slots;

  if (!black || self->rows->len == 0 || ply == 1)
    {
      row = create_row (self, move_number (self->game, ply));
      slots = row_slots (row);
      if (black)
        gtk_box_append (GTK_BOX (slots), create_placeholder ());
      gtk_box_append (GTK_BOX (slots), button);
      if (!black)
        gtk_box_append (GTK_BOX (slots), create_placeholder ());
      gtk_box_append (self->rows_box, row);
      g_ptr_array_add (self->rows, row);
    }
  else
    {
      row = g_ptr_array_index (self->rows, self->rows->len - 1);
      slots = row_slots (row);
      gtk_box_remove (GTK_BOX (slots), gtk_widget_get_last_child (slots));
      gtk_box_append (GTK_BOX (slots), button);
    }
  g_ptr_array_add (self->buttons, button);
}

static void
remove_last_ply (ChessMoveList *self)
{
  GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);
  GtkWidget *row = g_ptr_array_index (self->rows, self->rows->len - 1);
  GtkWidget *slots = row_slots (row);

  if (self->current == button)
    self->current = NULL;

  /* White's move, or Black's in a row that began with Black's: the row
   * goes. Black's after White's leaves a placeholder. */
  if (gtk_widget_get_first_child (slots) == button
      || !GTK_IS_BUTTON (gtk_widget_get_first_child (slots)))
    {
      gtk_box_remove (self->rows_box, row);
      g_ptr_array_remove_index (self->rows, self->rows->len - 1);
    }
  else
    {
      gtk_box_remove (GTK_BOX (slots), button);
      gtk_box_append (GTK_BOX (slots), create_placeholder ());
    }
}

static void
chess_move_list_update_empty (ChessMoveList *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), self->buttons->len == 0);
}

static void
chess_move_list_rebuild (ChessMoveList *self)
{
  GtkWidget *child;

  self->current = NULL;
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->rows, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);

  if (self->game != NULL)
    {
      guint n = chess_game_get_n_moves (self->game);

      for (guint ply = 1; ply <= n; ply++)
        append_ply (self, ply);
    }

  chess_move_list_update_empty (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

static void
return_to_game (ChessMoveList *self)
{
  if (self->view_ply == -1)
    return;
  self->view_ply = -1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}

static void
on_move_played (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessMoveList   *self)
{
  return_to_game (self);
  if (ply == self->buttons->len + 1)
    append_ply (self, ply);
  else
    chess_move_list_rebuild (self);
  chess_move_list_update_empty (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

static void
on_move_undone (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                ChessMoveList   *self)
{
  return_to_game (self);
  if (ply == self->buttons->len && ply >= 1)
    remove_last_ply (self);
  else
    chess_move_list_rebuild (self);
  chess_move_list_update_empty (self);
  chess_move_list_update_current (self);
  queue_scroll (self);
}

static void
chess_move_list_dispose (GObject *object)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  self->current = NULL;
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_MOVE_LIST);

  G_OBJECT_CLASS (chess_move_list_parent_class)->dispose (object);
}

static void
chess_move_list_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FIGURINE:
      g_value_set_boolean (value, self->figurine);
      break;
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  ChessMoveList *self = CHESS_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      chess_move_list_set_game (self, g_value_get_object (value));
      break;
    case PROP_FIGURINE:
      chess_move_list_set_figurine (self, g_value_get_boolean (value));
      break;
    case PROP_VIEW_PLY:
      chess_move_list_set_view_ply (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_move_list_class_init (ChessMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_move_list_dispose;
  object_class->get_property = chess_move_list_get_property;
  object_class->set_property = chess_move_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIGURINE] =
    g_param_spec_boolean ("figurine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, rows_box);
  gtk_widget_class_bind_template_child (widget_class, ChessMoveList, empty_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_move_list_init (ChessMoveList *self)
{
  self->view_ply = -1;
  self->buttons = g_ptr_array_new ();
  self->rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (CHESS_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "move-played", G_CALLBACK (on_move_played), self);
  g_signal_group_connect (self->game_signals, "move-undone", G_CALLBACK (on_move_undone), self);

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window),
                           "changed", G_CALLBACK (on_adjustment_changed), self, 0);
}

GtkWidget *
chess_move_list_new (void)
{
  return g_object_new (CHESS_TYPE_MOVE_LIST, NULL);
}

ChessGame *
chess_move_list_get_game (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);
  return self->game;
}

void
chess_move_list_set_game (ChessMoveList *self,
                          ChessGame     *game)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  g_object_freeze_notify (G_OBJECT (self));
  return_to_game (self);
  chess_move_list_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
chess_move_list_get_figurine (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), FALSE);
  return self->figurine;
}

void
chess_move_list_set_figurine (ChessMoveList *self,
                              gboolean       figurine)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));

  figurine = !!figurine;
  if (self->figurine == figurine)
    return;

  self->figurine = figurine;
  for (guint i = 0; i < self->buttons->len; i++)
    set_button_label (self, g_ptr_array_index (self->buttons, i), i + 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURINE]);
}

int
chess_move_list_get_view_ply (ChessMoveList *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), -1);
  return self->view_ply;
}

void
chess_move_list_set_view_ply (ChessMoveList *self,
                              int            view_ply)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));
  g_return_if_fail (view_ply >= -1);

  /* The newest move's position is the game itself, and later ones do not
   * exist: both mean following the game, or the board would show the live
   * position as an earlier one that takes no moves. */
  if (view_ply >= (int) self->buttons->len)
    view_ply = -1;
  if (self->view_ply == view_ply)
    return;

  self->view_ply = view_ply;
  chess_move_list_update_current (self);
  queue_scroll (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}

GtkWidget *
chess_move_list_get_move_button (ChessMoveList *self,
                                 guint          ply)
{
  g_return_val_if_fail (CHESS_IS_MOVE_LIST (self), NULL);

  if (ply < 1 || ply > self->buttons->len)
    return NULL;
  return g_ptr_array_index (self->buttons, ply - 1);
}

void
chess_move_list_focus_current (ChessMoveList *self)
{
  g_return_if_fail (CHESS_IS_MOVE_LIST (self));

  if (self->current != NULL)
    gtk_widget_grab_focus (self->current);
  else if (self->buttons->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->buttons, 0));
}
