/* chess-setup-guide.c: a start position's first ranks, file by file, in
 * the user's piece letters and names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-setup-guide"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-setup-guide.h"
#include "chess-text-size.h"
#include "chess-ui-names.h"

/* Rows of the grid: the headings are in the template. */
enum {
  ROW_WHITE_HEADING,
  ROW_FILES,
  ROW_WHITE,
  ROW_BLACK_HEADING,
  ROW_BLACK,
};

typedef struct
{
  GtkWidget *box;
  GtkLabel  *letter;
  GtkLabel  *name;
} ChessGuideCell;

struct _ChessSetupGuide
{
  GtkWidget       parent_instance;

  double          text_size;
  GtkLabel       *files[8];
  /* [0]: White's first rank, [1]: Black's eighth, a → h. */
  ChessGuideCell  cells[2][8];

  /* Template widgets */
  GtkGrid        *grid;
  GtkLabel       *white_heading;
  GtkLabel       *black_heading;
};

enum {
  PROP_0,
  PROP_TEXT_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessSetupGuide, chess_setup_guide, GTK_TYPE_WIDGET)

static GtkLabel *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

static void
chess_setup_guide_add_cells (ChessSetupGuide *self)
{
  for (guint file = 0; file < 8; file++)
    {
      char text[2] = { (char) ('a' + file), 0 };

      self->files[file] = new_label ("guide-file");
      gtk_label_set_text (self->files[file], text);
      gtk_grid_attach (self->grid, GTK_WIDGET (self->files[file]), (int) file, ROW_FILES, 1, 1);

      for (guint color = 0; color < 2; color++)
        {
          ChessGuideCell *cell = &self->cells[color][file];

          cell->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          gtk_widget_add_css_class (cell->box, "guide-cell");
          gtk_widget_add_css_class (cell->box, color == CHESS_COLOR_WHITE ? "white" : "black");
          cell->letter = new_label ("guide-letter");
          cell->name = new_label ("guide-name");
          gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->letter));
          gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->name));
          /* Black's pieces are White's, named just above: their letters
           * alone leave the board under the guide room on a 4:3 screen. */
          gtk_widget_set_visible (GTK_WIDGET (cell->name), color == CHESS_COLOR_WHITE);
          gtk_grid_attach (self->grid, cell->box, (int) file,
                           color == CHESS_COLOR_WHITE ? ROW_WHITE : ROW_BLACK, 1, 1);
        }
    }
}

/* Everything in proportion to the small text, so that the guide keeps its
 * look from a laptop to a hall screen. */
static void
chess_setup_guide_apply_text_size (ChessSetupGuide *self)
{
  double size = self->text_size;
  /* Tight: on a 4:3 hall screen the guide's height is what the board
   * under it lacks. */
  int gap = size > 0 ? (int) round (size * 0.35) : 6;
  int pad = size > 0 ? (int) round (size * 0.3) : 6;

  chess_text_size_apply (self->white_heading, size * 1.15);
  chess_text_size_apply (self->black_heading, size * 1.15);
  gtk_grid_set_column_spacing (self->grid, gap);
  gtk_grid_set_row_spacing (self->grid, gap);
  /* Black's heading sets itself apart from White's cells. */
  gtk_widget_set_margin_top (GTK_WIDGET (self->black_heading), gap);

  for (guint file = 0; file < 8; file++)
    {
      chess_text_size_apply (self->files[file], size * 1.1);
      for (guint color = 0; color < 2; color++)
        {
          ChessGuideCell *cell = &self->cells[color][file];

          chess_text_size_apply (cell->letter, size * CHESS_SETUP_GUIDE_LETTER_SCALE);
          /* Names as large as the headings: read from the back too. */
          chess_text_size_apply (cell->name, size * 1.1);
          /* Room inside the cell on every side, also for two-letter
           * pieces such as the Russian king, Кр. */
          gtk_widget_set_margin_top (GTK_WIDGET (cell->letter), pad);
          gtk_widget_set_margin_start (GTK_WIDGET (cell->letter), pad);
          gtk_widget_set_margin_end (GTK_WIDGET (cell->letter), pad);
          gtk_widget_set_margin_bottom (GTK_WIDGET (cell->name), pad);
          gtk_widget_set_margin_bottom (GTK_WIDGET (cell->letter), color == CHESS_COLOR_WHITE ? 0 : pad);
          gtk_widget_set_margin_start (GTK_WIDGET (cell->name), pad);
          gtk_widget_set_margin_end (GTK_WIDGET (cell->name), pad);
        }
    }
}

static void
chess_setup_guide_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CHESS_TYPE_SETUP_GUIDE);

  G_OBJECT_CLASS (chess_setup_guide_parent_class)->dispose (object);
}

static void
chess_setup_guide_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ChessSetupGuide *self = CHESS_SETUP_GUIDE (object);

  switch (prop_id)
    {
    case PROP_TEXT_SIZE:
      g_value_set_double (value, self->text_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_setup_guide_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ChessSetupGuide *self = CHESS_SETUP_GUIDE (object);

  switch (prop_id)
    {
    case PROP_TEXT_SIZE:
      chess_setup_guide_set_text_size (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_setup_guide_class_init (ChessSetupGuideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_setup_guide_dispose;
  object_class->get_property = chess_setup_guide_get_property;
  object_class->set_property = chess_setup_guide_set_property;

  properties[PROP_TEXT_SIZE] =
    g_param_spec_double ("text-size", NULL, NULL, 0.0, 1000.0, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-setup-guide.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessSetupGuide, grid);
  gtk_widget_class_bind_template_child (widget_class, ChessSetupGuide, white_heading);
  gtk_widget_class_bind_template_child (widget_class, ChessSetupGuide, black_heading);

  gtk_widget_class_set_css_name (widget_class, "setupguide");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_setup_guide_init (ChessSetupGuide *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_setup_guide_add_cells (self);
  chess_setup_guide_apply_text_size (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Set-up guide"),
                                  -1);
}

GtkWidget *
chess_setup_guide_new (void)
{
  return g_object_new (CHESS_TYPE_SETUP_GUIDE, NULL);
}

void
chess_setup_guide_set_position (ChessSetupGuide     *self,
                                const ChessPosition *position)
{
  g_return_if_fail (CHESS_IS_SETUP_GUIDE (self));

  for (guint color = 0; color < 2; color++)
    for (guint file = 0; file < 8; file++)
      {
        ChessGuideCell *cell = &self->cells[color][file];
        guint square = CHESS_SQUARE (file, color == CHESS_COLOR_WHITE ? 0 : 7);
        ChessPieceType type = CHESS_PIECE_TYPE_NONE;
        g_autofree char *description = NULL;

        if (position != NULL)
          chess_position_get_piece (position, square, NULL, &type);
        gtk_label_set_text (cell->letter, type != CHESS_PIECE_TYPE_NONE ? chess_ui_piece_letter (type) : "");
        gtk_label_set_text (cell->name, type != CHESS_PIECE_TYPE_NONE ? chess_ui_piece_name (type) : "");

        /* Read as one: “a1: Rook” rather than three loose words. */
        if (type != CHESS_PIECE_TYPE_NONE)
          {
            g_autofree char *square_name = chess_square_to_string (square);

            /* Translators: a square and the piece that stands on it at the
             * start, e.g. “a1: Rook” */
            description = g_strdup_printf (C_("set-up guide", "%s: %s"), square_name,
                                           chess_ui_piece_name (type));
            gtk_accessible_update_property (GTK_ACCESSIBLE (cell->box),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                            -1);
          }
        else
          gtk_accessible_reset_property (GTK_ACCESSIBLE (cell->box), GTK_ACCESSIBLE_PROPERTY_LABEL);
      }
}

double
chess_setup_guide_get_text_size (ChessSetupGuide *self)
{
  g_return_val_if_fail (CHESS_IS_SETUP_GUIDE (self), 0.0);
  return self->text_size;
}

void
chess_setup_guide_set_text_size (ChessSetupGuide *self,
                                 double           text_size)
{
  g_return_if_fail (CHESS_IS_SETUP_GUIDE (self));
  g_return_if_fail (text_size >= 0.0);

  if (G_APPROX_VALUE (self->text_size, text_size, 0.01))
    return;

  self->text_size = text_size;
  chess_setup_guide_apply_text_size (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT_SIZE]);
}

/* The cell of COLOR's piece on FILE: a box of the letter and the name. */
GtkWidget *
chess_setup_guide_get_cell (ChessSetupGuide *self,
                            ChessColor       color,
                            guint            file)
{
  g_return_val_if_fail (CHESS_IS_SETUP_GUIDE (self), NULL);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK && file < 8, NULL);
  return self->cells[color][file].box;
}
