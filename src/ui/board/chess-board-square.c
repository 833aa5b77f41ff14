/* chess-board-square.c: one square of the board, for screen readers only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-square"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-board-square.h"

/* The board draws itself in one piece; GTK 4.8 has no way for a widget to
 * expose parts of itself to screen readers other than child widgets, so
 * each square is one, laid over it, with nothing to draw. */
struct _ChessBoardSquare
{
  GtkWidget             parent_instance;

  guint                 square;
  /* What the accessibility tree was last told; known FALSE until then,
   * so that the first state is always sent. */
  gboolean              known;
  ChessColor            color;
  ChessPieceType        type;
  gboolean              selected;
  ChessBoardSquareNotes notes;
};

enum {
  PROP_0,
  PROP_SQUARE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessBoardSquare, chess_board_square, GTK_TYPE_WIDGET)

char *
chess_board_square_describe (guint          square,
                             ChessColor     color,
                             ChessPieceType type)
{
  static const char *const names[2][CHESS_PIECE_TYPE_KING + 1] = {
    { NULL, N_("white pawn"), N_("white knight"), N_("white bishop"),
      N_("white rook"), N_("white queen"), N_("white king") },
    { NULL, N_("black pawn"), N_("black knight"), N_("black bishop"),
      N_("black rook"), N_("black queen"), N_("black king") },
  };
  g_autofree char *name = NULL;

  g_return_val_if_fail (square < 64, NULL);
  g_return_val_if_fail (type <= CHESS_PIECE_TYPE_KING, NULL);

  name = chess_square_to_string (square);
  if (type == CHESS_PIECE_TYPE_NONE)
    /* Translators: a square of the board read by a screen reader; the
     * argument is its name, e.g. “e4, empty” */
    return g_strdup_printf (C_("square", "%s, empty"), name);
  /* Translators: a square of the board read by a screen reader, and what
   * stands on it, e.g. “e4, white knight” */
  return g_strdup_printf (C_("square and piece", "%s, %s"), name, _(names[color == CHESS_COLOR_BLACK][type]));
}

static char *
describe_notes (ChessBoardSquareNotes notes,
                gboolean              occupied)
{
  const char *parts[4];
  guint n = 0;

  if (notes & CHESS_BOARD_SQUARE_NOTE_CHECK)
    /* Translators: said of the square of a king in check */
    parts[n++] = _("in check");
  if (notes & CHESS_BOARD_SQUARE_NOTE_LAST_MOVE)
    /* Translators: said of the two squares the last move went from and to */
    parts[n++] = _("last move");
  if (notes & CHESS_BOARD_SQUARE_NOTE_CASTLE_TARGET)
    /* Translators: said of a square the picked-up king castles to (its
     * rook's, or where it lands) */
    parts[n++] = _("castles here");
  else if (notes & CHESS_BOARD_SQUARE_NOTE_MOVE_TARGET)
    parts[n++] = occupied
                 /* Translators: said of a square whose piece the picked-up one can take */
                 ? _("can capture here")
                 /* Translators: said of a square the picked-up piece can move to */
                 : _("can move here");

  if (n == 0)
    return NULL;
  if (n == 1)
    return g_strdup (parts[0]);
  if (n == 2)
    /* Translators: two notes on a square, e.g. “last move, in check” */
    return g_strdup_printf (C_("square notes", "%s, %s"), parts[0], parts[1]);
  /* Translators: three notes on a square, e.g. “in check, last move, can
   * capture here” */
  return g_strdup_printf (C_("square notes", "%s, %s, %s"), parts[0], parts[1], parts[2]);
}

void
chess_board_square_set_state (ChessBoardSquare      *self,
                              ChessColor             color,
                              ChessPieceType         type,
                              gboolean               selected,
                              ChessBoardSquareNotes  notes)
{
  gboolean occupied = type != CHESS_PIECE_TYPE_NONE;
  gboolean was_occupied = self->type != CHESS_PIECE_TYPE_NONE;

  g_return_if_fail (CHESS_IS_BOARD_SQUARE (self));

  selected = !!selected;
  if (!occupied)
    color = CHESS_COLOR_WHITE;

  if (!self->known || type != self->type || color != self->color)
    {
      g_autofree char *label = chess_board_square_describe (self->square, color, type);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  /* A target reads differently when it holds a piece to capture. */
  if (!self->known || notes != self->notes || (notes != 0 && occupied != was_occupied))
    {
      g_autofree char *description = describe_notes (notes, occupied);

      if (description != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                        -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }

  if (!self->known || selected != self->selected)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                                 GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                 -1);

  self->known = TRUE;
  self->color = color;
  self->type = type;
  self->selected = selected;
  self->notes = notes;
}

guint
chess_board_square_get_square (ChessBoardSquare *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_SQUARE (self), CHESS_NO_SQUARE);
  return self->square;
}

static void
chess_board_square_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ChessBoardSquare *self = CHESS_BOARD_SQUARE (object);

  switch (prop_id)
    {
    case PROP_SQUARE:
      g_value_set_uint (value, self->square);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_board_square_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ChessBoardSquare *self = CHESS_BOARD_SQUARE (object);

  switch (prop_id)
    {
    case PROP_SQUARE:
      self->square = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_board_square_class_init (ChessBoardSquareClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = chess_board_square_get_property;
  object_class->set_property = chess_board_square_set_property;

  properties[PROP_SQUARE] =
    g_param_spec_uint ("square", NULL, NULL, 0, 63, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "boardsquare");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
chess_board_square_init (ChessBoardSquare *self)
{
  /* The board takes the clicks and the keys, and draws the squares. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
chess_board_square_new (guint square)
{
  g_return_val_if_fail (square < 64, NULL);
  return g_object_new (CHESS_TYPE_BOARD_SQUARE, "square", square, NULL);
}
