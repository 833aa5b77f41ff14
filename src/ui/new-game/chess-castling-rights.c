/* chess-castling-rights.c: which rooks may still castle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-castling-rights"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-castling-rights.h"

/* Chess960 keeps castling rights per rook, and in Chess960x3 two rooks on
 * one side may both keep them: naming the rooks' squares says exactly what
 * is left, where “KQ” would need decoding. */

struct _ChessCastlingRights
{
  GtkWidget  parent_instance;

  /* Bitboard of the rooks that may still castle, as the core keeps it;
   * meaningful only while has_rooks is set (a position is shown). */
  guint64    rooks;
  gboolean   has_rooks;
  char      *description;

  GtkWidget *box;
  GtkWidget *label;
};

enum {
  PROP_0,
  PROP_ROOKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessCastlingRights, chess_castling_rights, GTK_TYPE_WIDGET)

/* The squares of COLOR's rooks that may still castle, e.g. "a1 h1", or
 * NULL when there are none. */
static char *
rook_squares (guint64    rooks,
              ChessColor color,
              guint     *n_rooks)
{
  GString *text = g_string_new (NULL);
  guint rank = color == CHESS_COLOR_WHITE ? 0 : 7;

  *n_rooks = 0;
  for (guint file = 0; file < 8; file++)
    {
      guint square = CHESS_SQUARE (file, rank);

      if (rooks & (G_GUINT64_CONSTANT (1) << square))
        {
          g_autofree char *name = chess_square_to_string (square);

          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, name);
          (*n_rooks)++;
        }
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* What a screen reader says for one side: the dash the label shows for
 * “no rights” reads as nothing at all. */
static char *
describe_side (ChessColor  color,
               const char *squares,
               guint       n_rooks)
{
  gboolean white = color == CHESS_COLOR_WHITE;

  if (squares == NULL)
    return g_strdup (white ? _("White can no longer castle") : _("Black can no longer castle"));
  if (white)
    /* Translators: the argument is one or more squares, e.g. "a1 h1" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White can castle with the rook on %s",
                                         "White can castle with the rooks on %s", n_rooks),
                            squares);
  /* Translators: the argument is one or more squares, e.g. "a8 h8" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black can castle with the rook on %s",
                                       "Black can castle with the rooks on %s", n_rooks),
                          squares);
}

static void
chess_castling_rights_update (ChessCastlingRights *self)
{
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white_description = NULL;
  g_autofree char *black_description = NULL;
  g_autofree char *text = NULL;
  guint n_white, n_black;

  g_clear_pointer (&self->description, g_free);
  if (!self->has_rooks)
    {
      gtk_label_set_label (GTK_LABEL (self->label), "");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  white = rook_squares (self->rooks, CHESS_COLOR_WHITE, &n_white);
  black = rook_squares (self->rooks, CHESS_COLOR_BLACK, &n_black);
  /* Translators: the squares of the rooks that may still castle, e.g.
   * "White a1 h1 · Black h8"; a side that may not castle shows "—" */
  text = g_strdup_printf (_("White %s · Black %s"),
                          white != NULL ? white : "—",
                          black != NULL ? black : "—");
  gtk_label_set_label (GTK_LABEL (self->label), text);

  white_description = describe_side (CHESS_COLOR_WHITE, white, n_white);
  black_description = describe_side (CHESS_COLOR_BLACK, black, n_black);
  /* Translators: two sentences, White's castling rights and Black's */
  self->description = g_strdup_printf (_("%s. %s."), white_description, black_description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
}

static void
chess_castling_rights_dispose (GObject *object)
{
  ChessCastlingRights *self = CHESS_CASTLING_RIGHTS (object);

  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (chess_castling_rights_parent_class)->dispose (object);
}

static void
chess_castling_rights_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ChessCastlingRights *self = CHESS_CASTLING_RIGHTS (object);

  switch (prop_id)
    {
    case PROP_ROOKS:
      g_value_set_uint64 (value, self->rooks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castling_rights_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  ChessCastlingRights *self = CHESS_CASTLING_RIGHTS (object);

  switch (prop_id)
    {
    case PROP_ROOKS:
      chess_castling_rights_set_rooks (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castling_rights_class_init (ChessCastlingRightsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_castling_rights_dispose;
  object_class->get_property = chess_castling_rights_get_property;
  object_class->set_property = chess_castling_rights_set_property;

  properties[PROP_ROOKS] =
    g_param_spec_uint64 ("rooks", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "castlingrights");
}

static void
chess_castling_rights_init (ChessCastlingRights *self)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("chess960-castle-symbolic");

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Rooks that may still castle"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rooks that may still castle"),
                                  -1);
  /* A secondary line: its icon and its text dimmed each rather than the
   * whole, which GTK would draw offscreen and blend back (a pass of its
   * own on software GL, in the window's first frame). */
  gtk_widget_add_css_class (icon, "dim-label");
  gtk_widget_add_css_class (self->label, "dim-label");
  gtk_box_append (GTK_BOX (self->box), icon);
  gtk_box_append (GTK_BOX (self->box), self->label);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
chess_castling_rights_new (void)
{
  return g_object_new (CHESS_TYPE_CASTLING_RIGHTS, NULL);
}

guint64
chess_castling_rights_get_rooks (ChessCastlingRights *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_RIGHTS (self), 0);
  return self->rooks;
}

void
chess_castling_rights_set_rooks (ChessCastlingRights *self,
                                 guint64              rooks)
{
  g_return_if_fail (CHESS_IS_CASTLING_RIGHTS (self));

  if (self->has_rooks && self->rooks == rooks)
    return;

  self->has_rooks = TRUE;
  self->rooks = rooks;
  chess_castling_rights_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROOKS]);
}

void
chess_castling_rights_set_position (ChessCastlingRights *self,
                                    const ChessPosition *position)
{
  g_return_if_fail (CHESS_IS_CASTLING_RIGHTS (self));

  if (position != NULL)
    {
      chess_castling_rights_set_rooks (self, chess_position_get_castling_rooks (position));
      return;
    }
  if (!self->has_rooks)
    return;
  self->has_rooks = FALSE;
  self->rooks = 0;
  chess_castling_rights_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROOKS]);
}

const char *
chess_castling_rights_get_text (ChessCastlingRights *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_RIGHTS (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->label));
}

const char *
chess_castling_rights_get_description (ChessCastlingRights *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_RIGHTS (self), NULL);
  return self->description;
}
