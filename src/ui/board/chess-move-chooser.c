/* chess-move-chooser.c: a popover that asks which of several moves a
 * gesture on the board meant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-chooser"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-attention.h"
#include "chess-move-chooser.h"
#include "chess-piece-textures.h"

/* Logical pixels; the images are rendered per device pixel. */
#define PROMOTION_IMAGE_SIZE 48
#define NO_MOVE G_MAXUINT

struct _ChessMoveChooser
{
  GtkPopover  parent_instance;

  GPtrArray  *moves;
  /* Pointer over a button wins over keyboard focus on another. */
  guint       pointer_index;
  guint       focus_index;
  guint       hovered_index;

  /* Template widgets */
  GtkBox     *box;
};

enum {
  MOVE_CHOSEN,
  MOVE_HOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessMoveChooser, chess_move_chooser, GTK_TYPE_POPOVER)

static const char *
piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PIECE_TYPE_QUEEN:
      return _("Queen");
    case CHESS_PIECE_TYPE_ROOK:
      return _("Rook");
    case CHESS_PIECE_TYPE_BISHOP:
      return _("Bishop");
    case CHESS_PIECE_TYPE_KNIGHT:
      return _("Knight");
    case CHESS_PIECE_TYPE_KING:
      return _("King");
    case CHESS_PIECE_TYPE_PAWN:
      return _("Pawn");
    case CHESS_PIECE_TYPE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
chess_move_chooser_describe_move (const ChessPosition *position,
                                  const ChessMove     *move)
{
  g_autofree char *to = NULL;

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (chess_move_is_castle (move))
    {
      gboolean a_side = chess_move_get_castling_side (move) == CHESS_CASTLING_SIDE_A;
      g_autofree char *rook = NULL;

      /* In Chess960 a side has one castle, so the side names it. In
       * Chess960x3 a rook castles either way and two rooks may castle the
       * same way: only the rook says which castle is meant. */
      if (chess_position_get_variant (position) != CHESS_VARIANT_CHESS960X3)
        return g_strdup (a_side ? _("Castle (O-O-O)") : _("Castle (O-O)"));

      rook = chess_square_to_string (chess_move_get_rook_from (move));
      if (a_side)
        /* Translators: the argument is the rook's square, e.g. “a1” */
        return g_strdup_printf (_("Castle with rook %s (O-O-O)"), rook);
      else
        /* Translators: the argument is the rook's square, e.g. “h1” */
        return g_strdup_printf (_("Castle with rook %s (O-O)"), rook);
    }

  to = chess_square_to_string (chess_move_get_to (move));
  if (chess_move_get_promotion (move) != CHESS_PIECE_TYPE_NONE)
    /* Translators: the argument is a piece, e.g. “Queen” */
    return g_strdup_printf (_("Promote to %s"), piece_name (chess_move_get_promotion (move)));
  if (chess_move_get_piece (move) == CHESS_PIECE_TYPE_KING)
    /* Translators: the argument is a square, e.g. “c1” */
    return g_strdup_printf (_("Move king to %s"), to);
  /* Translators: the argument is a square, e.g. “c1” */
  return g_strdup_printf (_("Move to %s"), to);
}

/* Queen first, then the under-promotions by value; ordinary moves before
 * castles, castles by rook, so that the list reads the same every time. */
static int
move_rank (const ChessMove *move)
{
  switch (chess_move_get_promotion (move))
    {
    case CHESS_PIECE_TYPE_QUEEN:
      return 0;
    case CHESS_PIECE_TYPE_ROOK:
      return 1;
    case CHESS_PIECE_TYPE_BISHOP:
      return 2;
    case CHESS_PIECE_TYPE_KNIGHT:
      return 3;
    default:
      break;
    }
  if (chess_move_is_castle (move))
    return 10 + (int) chess_move_get_rook_from (move) * 3 + (int) chess_move_get_castling_side (move);
  return 4;
}

static int
compare_moves (gconstpointer a,
               gconstpointer b)
{
  return move_rank (*(ChessMove * const *) a) - move_rank (*(ChessMove * const *) b);
}

static void
chess_move_chooser_set_hovered (ChessMoveChooser *self)
{
  guint index = self->pointer_index != NO_MOVE ? self->pointer_index : self->focus_index;

  if (index == self->hovered_index)
    return;
  self->hovered_index = index;
  g_signal_emit (self, signals[MOVE_HOVERED], 0,
                 index != NO_MOVE ? g_ptr_array_index (self->moves, index) : NULL);
}

static guint
button_index (GtkWidget *button)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "chess-move-index"));
}

static void
on_button_clicked (GtkButton        *button,
                   ChessMoveChooser *self)
{
  guint index = button_index (GTK_WIDGET (button));
  g_autoptr(ChessMove) move = NULL;

  g_return_if_fail (index < self->moves->len);

  /* Copied: closing may lead the board to drop what it offered. */
  move = chess_move_copy (g_ptr_array_index (self->moves, index));
  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

/* The pointer's choice and the keyboard's are kept apart: leaving one
 * button must not forget the other. */
static void
on_attention (GtkWidget      *button,
              ChessAttention  source,
              gboolean        attended,
              gpointer        user_data)
{
  ChessMoveChooser *self = user_data;
  guint index = button_index (button);
  guint *slot = source == CHESS_ATTENTION_POINTER ? &self->pointer_index : &self->focus_index;

  if (attended)
    *slot = index;
  else if (*slot == index)
    *slot = NO_MOVE;
  chess_move_chooser_set_hovered (self);
}

static GtkWidget *
create_button (ChessMoveChooser    *self,
               const ChessPosition *position,
               const ChessMove     *move,
               guint                index,
               ChessPieceSet       *pieces)
{
  g_autofree char *label = chess_move_chooser_describe_move (position, move);
  ChessPieceType promotion = chess_move_get_promotion (move);
  GtkWidget *button;

  if (promotion != CHESS_PIECE_TYPE_NONE && pieces != NULL)
    {
      int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
      g_autoptr(GdkTexture) texture = NULL;
      GtkWidget *image;

      texture = chess_ui_piece_texture (pieces, chess_move_get_color (move), promotion,
                                        PROMOTION_IMAGE_SIZE * scale);
      image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
      gtk_image_set_pixel_size (GTK_IMAGE (image), PROMOTION_IMAGE_SIZE);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_set_tooltip_text (button, piece_name (promotion));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
  else
    {
      button = gtk_button_new_with_label (label);
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0f);
    }

  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "chess-move-index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked), self);

  chess_ui_watch_attention (button, on_attention, self);

  return button;
}

static void
chess_move_chooser_clear (ChessMoveChooser *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->box))) != NULL)
    gtk_box_remove (self->box, child);
  g_ptr_array_set_size (self->moves, 0);
  self->pointer_index = NO_MOVE;
  self->focus_index = NO_MOVE;
  self->hovered_index = NO_MOVE;
}

static void
chess_move_chooser_closed (GtkPopover *popover)
{
  ChessMoveChooser *self = CHESS_MOVE_CHOOSER (popover);

  self->pointer_index = NO_MOVE;
  self->focus_index = NO_MOVE;
  chess_move_chooser_set_hovered (self);
}

static void
chess_move_chooser_show (GtkWidget *widget)
{
  ChessMoveChooser *self = CHESS_MOVE_CHOOSER (widget);
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->box));

  GTK_WIDGET_CLASS (chess_move_chooser_parent_class)->show (widget);

  /* Keyboard users start on the first choice (the queen, or the ordinary
   * move), so that Enter right away does the usual thing. */
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static void
chess_move_chooser_dispose (GObject *object)
{
  ChessMoveChooser *self = CHESS_MOVE_CHOOSER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_MOVE_CHOOSER);
  g_clear_pointer (&self->moves, g_ptr_array_unref);

  G_OBJECT_CLASS (chess_move_chooser_parent_class)->dispose (object);
}

static void
chess_move_chooser_class_init (ChessMoveChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkPopoverClass *popover_class = GTK_POPOVER_CLASS (klass);

  object_class->dispose = chess_move_chooser_dispose;
  widget_class->show = chess_move_chooser_show;
  popover_class->closed = chess_move_chooser_closed;

  signals[MOVE_CHOSEN] =
    g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[MOVE_HOVERED] =
    g_signal_new ("move-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-move-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessMoveChooser, box);
}

static void
chess_move_chooser_init (ChessMoveChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_move_free);
  self->pointer_index = NO_MOVE;
  self->focus_index = NO_MOVE;
  self->hovered_index = NO_MOVE;
}

GtkWidget *
chess_move_chooser_new (void)
{
  return g_object_new (CHESS_TYPE_MOVE_CHOOSER, NULL);
}

void
chess_move_chooser_set_moves (ChessMoveChooser    *self,
                              const ChessPosition *position,
                              GPtrArray           *moves,
                              ChessPieceSet       *pieces)
{
  gboolean promotions = FALSE;

  g_return_if_fail (CHESS_IS_MOVE_CHOOSER (self));
  g_return_if_fail (position != NULL);
  g_return_if_fail (moves != NULL);
  g_return_if_fail (pieces == NULL || CHESS_IS_PIECE_SET (pieces));

  chess_move_chooser_clear (self);
  for (guint i = 0; i < moves->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (moves, i);

      g_ptr_array_add (self->moves, chess_move_copy (move));
      promotions |= chess_move_get_promotion (move) != CHESS_PIECE_TYPE_NONE;
    }
  g_ptr_array_sort (self->moves, compare_moves);

  /* Four pieces side by side read at a glance; sentences read best as a
   * list, like a menu. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box),
                                  promotions && pieces != NULL
                                  ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  for (guint i = 0; i < self->moves->len; i++)
    gtk_box_append (self->box, create_button (self, position, g_ptr_array_index (self->moves, i),
                                              i, pieces));
}

guint
chess_move_chooser_get_n_moves (ChessMoveChooser *self)
{
  g_return_val_if_fail (CHESS_IS_MOVE_CHOOSER (self), 0);
  return self->moves->len;
}

const ChessMove *
chess_move_chooser_get_move (ChessMoveChooser *self,
                             guint             index)
{
  g_return_val_if_fail (CHESS_IS_MOVE_CHOOSER (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return g_ptr_array_index (self->moves, index);
}
