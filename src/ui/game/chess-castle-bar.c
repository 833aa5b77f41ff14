/* chess-castle-bar.c: one button for each castle legal right now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-castle-bar"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-attention.h"
#include "chess-castle-bar.h"

/* In Chess960 a castle can be hard to find on the board (the king may not
 * move at all, or land on its own rook's square), and Chess960x3 allows up
 * to four. Naming every legal one, with where king and rook land, makes
 * castling something one can see and choose. The list comes from the
 * core's legal moves: this widget never judges legality itself. */

struct _ChessCastleBar
{
  GtkWidget  parent_instance;

  ChessGame *game;
  GPtrArray *castles;    /* ChessMove*, owned */
  GPtrArray *buttons;    /* GtkWidget*, castles[i]'s button */

  GtkWidget *hovered;    /* not owned */
  GtkWidget *focused;    /* not owned */
  GtkWidget *previewed;  /* not owned */

  GtkWidget *grid;
  /* Never shown: a castle button's size, kept while a castle may still
   * come, so that the panel does not jump when one does (and goes). */
  GtkWidget *placeholder;
  gboolean   reserve;
  /* In that room while no castle is legal, so that it does not look
   * like a gap. */
  GtkWidget *none_label;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_CASTLES,
  PROP_KEEPS_ROOM,
  N_PROPS
};

enum {
  PREVIEW_MOVE,
  CASTLE_PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessCastleBar, chess_castle_bar, GTK_TYPE_WIDGET)

static gboolean
is_crossing (const ChessMove *move)
{
  gboolean rook_left = chess_move_get_rook_from (move) < chess_move_get_from (move);

  return rook_left == (chess_move_get_castling_side (move) == CHESS_CASTLING_SIDE_H);
}

/* h-side first, as O-O comes before O-O-O; a crossing castle after the
 * plain one to the same side. */
static int
compare_castles (gconstpointer a,
                 gconstpointer b)
{
  const ChessMove *move_a = *(const ChessMove **) a;
  const ChessMove *move_b = *(const ChessMove **) b;
  int side_a = chess_move_get_castling_side (move_a) == CHESS_CASTLING_SIDE_H ? 0 : 1;
  int side_b = chess_move_get_castling_side (move_b) == CHESS_CASTLING_SIDE_H ? 0 : 1;

  if (side_a != side_b)
    return side_a - side_b;
  return is_crossing (move_a) - is_crossing (move_b);
}

static int
button_index (ChessCastleBar *self,
              GtkWidget      *button)
{
  guint index;

  if (button == NULL || !g_ptr_array_find (self->buttons, button, &index))
    return -1;
  return (int) index;
}

static void
update_preview (ChessCastleBar *self)
{
  GtkWidget *button = self->hovered != NULL ? self->hovered : self->focused;
  int index;

  if (button == self->previewed)
    return;

  self->previewed = button;
  index = button_index (self, button);
  g_signal_emit (self, signals[PREVIEW_MOVE], 0,
                 index >= 0 ? g_ptr_array_index (self->castles, index) : NULL);
}

/* The pointer's castle and the keyboard's are kept apart: leaving one
 * button must not forget the other. */
static void
on_attention (GtkWidget      *button,
              ChessAttention  source,
              gboolean        attended,
              gpointer        user_data)
{
  ChessCastleBar *self = user_data;
  GtkWidget **slot = source == CHESS_ATTENTION_POINTER ? &self->hovered : &self->focused;

  if (attended)
    *slot = button;
  else if (*slot == button)
    *slot = NULL;
  update_preview (self);
}

static void
on_castle_clicked (GtkButton      *button,
                   ChessCastleBar *self)
{
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  int index = button_index (self, GTK_WIDGET (button));

  if (index < 0 || self->game == NULL)
    return;

  /* Playing rebuilds the buttons, this one and its move included. */
  move = chess_move_copy (g_ptr_array_index (self->castles, index));
  if (!chess_game_play (self->game, move, &error))
    {
      g_debug ("Castle refused: %s", error->message);
      return;
    }
  g_signal_emit (self, signals[CASTLE_PLAYED], 0, move);
}

static GtkWidget *
create_castle_button (ChessCastleBar      *self,
                      const ChessPosition *position,
                      const ChessMove     *move)
{
  g_autofree char *san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
  g_autofree char *king_from = chess_square_to_string (chess_move_get_from (move));
  g_autofree char *king_to = chess_square_to_string (chess_move_get_to (move));
  g_autofree char *rook_from = chess_square_to_string (chess_move_get_rook_from (move));
  g_autofree char *rook_to = chess_square_to_string (chess_move_get_rook_to (move));
  g_autofree char *landing = NULL;
  g_autofree char *tooltip = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *san_label = gtk_label_new (san);
  GtkWidget *landing_label;

  /* Translators: where a castle puts the king and the rook, e.g.
   * "King g1 · Rook f1" */
  landing = g_strdup_printf (_("King %s · Rook %s"), king_to, rook_to);
  landing_label = gtk_label_new (landing);

  /* Translators: a castle's tooltip, the king's and the rook's squares
   * before and after, e.g. "King e1 → g1 · Rook h1 → f1"; say it as the
   * button's "King g1 · Rook f1" does */
  tooltip = g_strdup_printf (_("King %s → %s · Rook %s → %s"), king_from, king_to, rook_from, rook_to);

  gtk_widget_add_css_class (san_label, "heading");
  gtk_widget_add_css_class (landing_label, "caption");
  gtk_widget_add_css_class (landing_label, "dim-label");
  gtk_label_set_ellipsize (GTK_LABEL (landing_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), san_label);
  gtk_box_append (GTK_BOX (box), landing_label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "castle");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, san,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, landing,
                                  -1);

  g_signal_connect (button, "clicked", G_CALLBACK (on_castle_clicked), self);

  chess_ui_watch_attention (button, on_attention, self);

  return button;
}

static void
chess_castle_bar_clear (ChessCastleBar *self)
{
  GtkWidget *child;

  self->hovered = NULL;
  self->focused = NULL;
  update_preview (self);

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->castles, 0);
}

/* While either side may still castle in this game, the bar keeps a row of
 * buttons' room even when no castle is legal right now. */
static void
update_reserve (ChessCastleBar *self)
{
  gboolean reserve = self->game != NULL
                     && chess_game_get_result (self->game) == CHESS_RESULT_NONE
                     && chess_position_get_castling_rooks (chess_game_get_position (self->game)) != 0;

  if (reserve == self->reserve)
    return;
  self->reserve = reserve;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEEPS_ROOM]);
}

static void
update_none_label (ChessCastleBar *self)
{
  gtk_widget_set_child_visible (self->none_label,
                                self->reserve && self->castles->len == 0
                                && gtk_widget_get_child_visible (self->grid));
}

static void
chess_castle_bar_rebuild (ChessCastleBar *self)
{
  guint old_n = self->castles->len;

  chess_castle_bar_clear (self);
  update_reserve (self);

  if (self->game != NULL && chess_game_get_result (self->game) == CHESS_RESULT_NONE)
    {
      const ChessPosition *position = chess_game_get_position (self->game);
      g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (position);

      for (guint i = 0; i < moves->len; i++)
        if (chess_move_is_castle (g_ptr_array_index (moves, i)))
          g_ptr_array_add (self->castles, chess_move_copy (g_ptr_array_index (moves, i)));
      g_ptr_array_sort (self->castles, compare_castles);

      for (guint i = 0; i < self->castles->len; i++)
        {
          GtkWidget *button = create_castle_button (self, position, g_ptr_array_index (self->castles, i));

          gtk_grid_attach (GTK_GRID (self->grid), button, i % 2, i / 2, 1, 1);
          g_ptr_array_add (self->buttons, button);
        }
    }

  update_none_label (self);
  if (old_n != self->castles->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CASTLES]);
}

static void
on_game_changed (ChessGame      *game,
                 GParamSpec     *pspec,
                 ChessCastleBar *self)
{
  chess_castle_bar_rebuild (self);
}

static void
chess_castle_bar_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  ChessCastleBar *self = CHESS_CASTLE_BAR (widget);

  gtk_widget_measure (self->grid, orientation, for_size, minimum, natural, NULL, NULL);
  if (self->reserve && orientation == GTK_ORIENTATION_VERTICAL)
    {
      int placeholder_min, placeholder_nat;

      gtk_widget_measure (self->placeholder, orientation, for_size, &placeholder_min, &placeholder_nat, NULL, NULL);
      *minimum = MAX (*minimum, placeholder_min);
      *natural = MAX (*natural, placeholder_nat);
      gtk_widget_measure (self->none_label, orientation, for_size, &placeholder_min, &placeholder_nat, NULL, NULL);
      *minimum = MAX (*minimum, placeholder_min);
      *natural = MAX (*natural, placeholder_nat);
    }
}

static void
chess_castle_bar_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  ChessCastleBar *self = CHESS_CASTLE_BAR (widget);

  if (gtk_widget_should_layout (self->grid))
    gtk_widget_allocate (self->grid, width, height, baseline, NULL);
  if (gtk_widget_should_layout (self->none_label))
    gtk_widget_allocate (self->none_label, width, height, baseline, NULL);
}

static void
chess_castle_bar_dispose (GObject *object)
{
  ChessCastleBar *self = CHESS_CASTLE_BAR (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  self->hovered = self->focused = self->previewed = NULL;
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->castles, g_ptr_array_unref);
  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->placeholder, gtk_widget_unparent);
  g_clear_pointer (&self->none_label, gtk_widget_unparent);

  G_OBJECT_CLASS (chess_castle_bar_parent_class)->dispose (object);
}

static void
chess_castle_bar_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessCastleBar *self = CHESS_CASTLE_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_N_CASTLES:
      g_value_set_uint (value, self->castles->len);
      break;
    case PROP_KEEPS_ROOM:
      g_value_set_boolean (value, self->reserve);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castle_bar_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ChessCastleBar *self = CHESS_CASTLE_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      chess_castle_bar_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castle_bar_class_init (ChessCastleBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_castle_bar_dispose;
  object_class->get_property = chess_castle_bar_get_property;
  object_class->set_property = chess_castle_bar_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_CASTLES] =
    g_param_spec_uint ("n-castles", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KEEPS_ROOM] =
    g_param_spec_boolean ("keeps-room", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChessCastleBar::preview-move:
   * @move: (nullable): the castle under the pointer or focused, or NULL
   *
   * Where the board should show the castle's landing squares.
   */
  signals[PREVIEW_MOVE] =
    g_signal_new ("preview-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ChessCastleBar::castle-played:
   * @move: the castle a button played
   *
   * Emitted after a button played its castle. The buttons are new by then,
   * the clicked one (and the focus it had) gone: the owner decides where
   * the focus goes next.
   */
  signals[CASTLE_PLAYED] =
    g_signal_new ("castle-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  widget_class->measure = chess_castle_bar_measure;
  widget_class->size_allocate = chess_castle_bar_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "castlebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* A castle button's twin, measured and never mapped: no one sees, clicks,
 * focuses or reads it. */
static GtkWidget *
create_placeholder (void)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *san_label = gtk_label_new ("O-O");
  GtkWidget *landing_label = gtk_label_new ("g1 f1");

  gtk_widget_add_css_class (san_label, "heading");
  gtk_widget_add_css_class (landing_label, "caption");
  gtk_box_append (GTK_BOX (box), san_label);
  gtk_box_append (GTK_BOX (box), landing_label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "castle");
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_can_target (button, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (button),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  return button;
}

static void
chess_castle_bar_init (ChessCastleBar *self)
{
  self->castles = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
  self->buttons = g_ptr_array_new ();

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));

  self->placeholder = create_placeholder ();
  gtk_widget_set_parent (self->placeholder, GTK_WIDGET (self));
  gtk_widget_set_child_visible (self->placeholder, FALSE);

  self->none_label = gtk_label_new (_("No castle possible now"));
  gtk_label_set_wrap (GTK_LABEL (self->none_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->none_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->none_label, "dim-label");
  gtk_widget_add_css_class (self->none_label, "caption");
  gtk_widget_set_parent (self->none_label, GTK_WIDGET (self));
  gtk_widget_set_child_visible (self->none_label, FALSE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Castling"),
                                  -1);
}

GtkWidget *
chess_castle_bar_new (void)
{
  return g_object_new (CHESS_TYPE_CASTLE_BAR, NULL);
}

ChessGame *
chess_castle_bar_get_game (ChessCastleBar *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), NULL);
  return self->game;
}

void
chess_castle_bar_set_game (ChessCastleBar *self,
                           ChessGame      *game)
{
  g_return_if_fail (CHESS_IS_CASTLE_BAR (self));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  /* The game notifies its position with every change, the result's
   * included. */
  if (game != NULL)
    g_signal_connect (game, "notify::position", G_CALLBACK (on_game_changed), self);

  chess_castle_bar_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

guint
chess_castle_bar_get_n_castles (ChessCastleBar *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), 0);
  return self->castles->len;
}

const ChessMove *
chess_castle_bar_get_castle (ChessCastleBar *self,
                             guint           index)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), NULL);
  g_return_val_if_fail (index < self->castles->len, NULL);
  return g_ptr_array_index (self->castles, index);
}

GtkWidget *
chess_castle_bar_get_button (ChessCastleBar *self,
                             guint           index)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), NULL);
  g_return_val_if_fail (index < self->buttons->len, NULL);
  return g_ptr_array_index (self->buttons, index);
}

gboolean
chess_castle_bar_get_keeps_room (ChessCastleBar *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), FALSE);
  return self->reserve;
}

void
chess_castle_bar_set_buttons_shown (ChessCastleBar *self,
                                    gboolean        shown)
{
  g_return_if_fail (CHESS_IS_CASTLE_BAR (self));
  gtk_widget_set_child_visible (self->grid, shown);
  update_none_label (self);
}

gboolean
chess_castle_bar_get_buttons_shown (ChessCastleBar *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLE_BAR (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self)) && gtk_widget_get_child_visible (self->grid)
         && self->castles->len > 0;
}
