/* chess-castling-rights.c: which rooks may still castle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-castling-rights"

#include <glib/gi18n-lib.h>

#include "chess-castling-rights.h"

/* Chess960 keeps castling rights per rook, and in Chess960x3 two rooks on
 * one side may both keep them: naming the rooks' squares says exactly what
 * is left, where “KQ” would need decoding. */

struct _ChessCastlingRights
{
  GtkWidget      parent_instance;

  ChessPosition *position;

  GtkWidget     *box;
  GtkWidget     *label;
};

enum {
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessCastlingRights, chess_castling_rights, GTK_TYPE_WIDGET)

static char *
rook_squares (guint64    rooks,
              ChessColor color)
{
  GString *text = g_string_new (NULL);
  guint rank = color == CHESS_COLOR_WHITE ? 0 : 7;

  for (guint file = 0; file < 8; file++)
    {
      guint square = CHESS_SQUARE (file, rank);

      if (rooks & (G_GUINT64_CONSTANT (1) << square))
        {
          g_autofree char *name = chess_square_to_string (square);

          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, name);
        }
    }
  if (text->len == 0)
    /* Translators: no rook of this colour may castle any more */
    g_string_append (text, C_("castling rights", "none"));
  return g_string_free (text, FALSE);
}

static void
chess_castling_rights_update (ChessCastlingRights *self)
{
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  g_autofree char *text = NULL;
  guint64 rooks;

  if (self->position == NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->label), "");
      return;
    }

  rooks = chess_position_get_castling_rooks (self->position);
  white = rook_squares (rooks, CHESS_COLOR_WHITE);
  black = rook_squares (rooks, CHESS_COLOR_BLACK);
  /* Translators: the squares of the rooks that may still castle, e.g.
   * "White a1 h1 · Black h8" */
  text = g_strdup_printf (_("White %s · Black %s"), white, black);
  gtk_label_set_label (GTK_LABEL (self->label), text);
}

static void
chess_castling_rights_dispose (GObject *object)
{
  ChessCastlingRights *self = CHESS_CASTLING_RIGHTS (object);

  g_clear_pointer (&self->position, chess_position_free);
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
    case PROP_POSITION:
      g_value_set_boxed (value, self->position);
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
    case PROP_POSITION:
      chess_castling_rights_set_position (self, g_value_get_boxed (value));
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

  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, CHESS_TYPE_POSITION,
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
  gtk_box_append (GTK_BOX (self->box), icon);
  gtk_box_append (GTK_BOX (self->box), self->label);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
chess_castling_rights_new (void)
{
  return g_object_new (CHESS_TYPE_CASTLING_RIGHTS, NULL);
}

const ChessPosition *
chess_castling_rights_get_position (ChessCastlingRights *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_RIGHTS (self), NULL);
  return self->position;
}

void
chess_castling_rights_set_position (ChessCastlingRights *self,
                                    const ChessPosition *position)
{
  g_return_if_fail (CHESS_IS_CASTLING_RIGHTS (self));

  if (self->position == position
      || (self->position != NULL && position != NULL
          && chess_position_get_castling_rooks (self->position) == chess_position_get_castling_rooks (position)
          && chess_position_equal (self->position, position)))
    return;

  g_clear_pointer (&self->position, chess_position_free);
  if (position != NULL)
    self->position = chess_position_copy (position);
  chess_castling_rights_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

const char *
chess_castling_rights_get_text (ChessCastlingRights *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_RIGHTS (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->label));
}
