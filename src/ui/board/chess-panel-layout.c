/* chess-panel-layout.c: a board and its panel, side by side or one above
 * the other: what the player's window's page and the hall screen share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-panel-layout"

#include "chess-panel-layout-private.h"

typedef struct
{
  GtkWidget *board;
  GtkWidget *panel;
  gboolean   narrow;
} ChessPanelLayoutPrivate;

enum {
  PROP_0,
  PROP_BOARD,
  PROP_PANEL,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ChessPanelLayout, chess_panel_layout, GTK_TYPE_WIDGET)

gboolean
_chess_panel_layout_lays_out (GtkWidget *child)
{
  return child != NULL && gtk_widget_should_layout (child);
}

void
_chess_panel_layout_measure_child (GtkWidget      *child,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural)
{
  int ignored;

  *minimum = 0;
  if (natural != NULL)
    *natural = 0;
  if (_chess_panel_layout_lays_out (child))
    gtk_widget_measure (child, orientation, for_size, minimum,
                        natural != NULL ? natural : &ignored, NULL, NULL);
}

void
_chess_panel_layout_update_narrow (ChessPanelLayout *self,
                                   gboolean          narrow)
{
  ChessPanelLayoutPrivate *priv = chess_panel_layout_get_instance_private (self);

  narrow = !!narrow;
  if (priv->narrow == narrow)
    return;
  priv->narrow = narrow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/* CHILD, or NULL, replaces the child in SLOT, and PROP is notified if it
 * changed. */
static void
set_child (ChessPanelLayout  *self,
           GtkWidget        **slot,
           GtkWidget         *child,
           guint              prop)
{
  if (*slot == child)
    return;

  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
chess_panel_layout_dispose (GObject *object)
{
  ChessPanelLayoutPrivate *priv = chess_panel_layout_get_instance_private (CHESS_PANEL_LAYOUT (object));

  g_clear_pointer (&priv->board, gtk_widget_unparent);
  g_clear_pointer (&priv->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (chess_panel_layout_parent_class)->dispose (object);
}

static void
chess_panel_layout_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ChessPanelLayoutPrivate *priv = chess_panel_layout_get_instance_private (CHESS_PANEL_LAYOUT (object));

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, priv->board);
      break;
    case PROP_PANEL:
      g_value_set_object (value, priv->panel);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, priv->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_panel_layout_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ChessPanelLayout *self = CHESS_PANEL_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      chess_panel_layout_set_board (self, g_value_get_object (value));
      break;
    case PROP_PANEL:
      chess_panel_layout_set_panel (self, g_value_get_object (value));
      break;
    case PROP_NARROW:
      chess_panel_layout_set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_panel_layout_class_init (ChessPanelLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_panel_layout_dispose;
  object_class->get_property = chess_panel_layout_get_property;
  object_class->set_property = chess_panel_layout_set_property;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PANEL] =
    g_param_spec_object ("panel", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_panel_layout_init (ChessPanelLayout *self)
{
}

GtkWidget *
chess_panel_layout_get_board (ChessPanelLayout *self)
{
  ChessPanelLayoutPrivate *priv;

  g_return_val_if_fail (CHESS_IS_PANEL_LAYOUT (self), NULL);
  priv = chess_panel_layout_get_instance_private (self);
  return priv->board;
}

void
chess_panel_layout_set_board (ChessPanelLayout *self,
                              GtkWidget        *board)
{
  ChessPanelLayoutPrivate *priv;

  g_return_if_fail (CHESS_IS_PANEL_LAYOUT (self));
  g_return_if_fail (board == NULL || GTK_IS_WIDGET (board));
  priv = chess_panel_layout_get_instance_private (self);

  set_child (self, &priv->board, board, PROP_BOARD);
}

GtkWidget *
chess_panel_layout_get_panel (ChessPanelLayout *self)
{
  ChessPanelLayoutPrivate *priv;

  g_return_val_if_fail (CHESS_IS_PANEL_LAYOUT (self), NULL);
  priv = chess_panel_layout_get_instance_private (self);
  return priv->panel;
}

void
chess_panel_layout_set_panel (ChessPanelLayout *self,
                              GtkWidget        *panel)
{
  ChessPanelLayoutPrivate *priv;

  g_return_if_fail (CHESS_IS_PANEL_LAYOUT (self));
  g_return_if_fail (panel == NULL || GTK_IS_WIDGET (panel));
  priv = chess_panel_layout_get_instance_private (self);

  set_child (self, &priv->panel, panel, PROP_PANEL);
}

gboolean
chess_panel_layout_get_narrow (ChessPanelLayout *self)
{
  ChessPanelLayoutPrivate *priv;

  g_return_val_if_fail (CHESS_IS_PANEL_LAYOUT (self), FALSE);
  priv = chess_panel_layout_get_instance_private (self);
  return priv->narrow;
}

void
chess_panel_layout_set_narrow (ChessPanelLayout *self,
                               gboolean          narrow)
{
  ChessPanelLayoutPrivate *priv;

  g_return_if_fail (CHESS_IS_PANEL_LAYOUT (self));
  priv = chess_panel_layout_get_instance_private (self);

  if (priv->narrow == !!narrow)
    return;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  _chess_panel_layout_update_narrow (self, narrow);
}
