/* chess-roller-board.c: the board a drawn position fills, piece by piece
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-board"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-board-palette.h"
#include "chess-piece-textures.h"
#include "chess-roller-board.h"

#define N_PIECE_TYPES (CHESS_PIECE_TYPE_KING + 1)
#define ARRIVAL_DURATION 450
/* The folded ranks 3–6, as a part of a square: thin strips of the board,
 * so that it still reads as one board with its middle left out. */
#define FOLD_STRIP 0.14
#define FOLD_HEIGHT (4 * FOLD_STRIP)
/* The wooden edge, as a part of a square: room for the coordinates. */
#define FRAME 0.42

static const GdkRGBA hint_fill = { 0.0f, 0.0f, 0.0f, 0.55f };
static const GdkRGBA hint_text = { 1.0f, 1.0f, 1.0f, 1.0f };

struct _ChessRollerBoard
{
  GtkWidget         parent_instance;

  char              back_rank[9];
  guint             hints[8];
  gboolean          dimmed;
  /* Files whose pieces are moving onto their squares. */
  guint8            arriving;
  /* Files placed by the last change, tinted until the next one. */
  guint8            placed;
  double            progress;
  AdwAnimation     *animation;

  char             *piece_set;
  ChessPieceSet    *pieces;
  /* From the app's shared cache, at texture_size device pixels. */
  GdkTexture       *textures[2][N_PIECE_TYPES];
  int               texture_size;
  ChessPieceSet    *texture_pieces;   /* not owned: sets are shared */
};

enum {
  PROP_0,
  PROP_BACK_RANK,
  PROP_PIECE_SET,
  PROP_DIMMED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessRollerBoard, chess_roller_board, GTK_TYPE_WIDGET)

typedef struct
{
  float square;
  float frame;
  /* Top-left corner of a8. */
  float x0;
  float y0;
} Geometry;

/* Rows from the top: Black's back rank and pawns, the fold, White's
 * pawns and back rank. */
static float
row_top (const Geometry *g,
         guint           rank)
{
  switch (rank)
    {
    case 7:
      return g->y0;
    case 6:
      return g->y0 + g->square;
    case 1:
      return g->y0 + (2 + FOLD_HEIGHT) * g->square;
    case 0:
    default:
      return g->y0 + (3 + FOLD_HEIGHT) * g->square;
    }
}

static void
get_geometry (ChessRollerBoard *self,
              Geometry         *g)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  float across = 8 + 2 * FRAME;
  float down = 4 + FOLD_HEIGHT + 2 * FRAME;

  /* Whole-pixel squares, so that they never blur into each other. */
  g->square = floorf (MIN (width / across, height / down));
  g->frame = floorf (g->square * FRAME);
  g->x0 = floorf ((width - 8 * g->square) / 2);
  g->y0 = floorf ((height - (4 + FOLD_HEIGHT) * g->square) / 2);
}


static void
clear_textures (ChessRollerBoard *self)
{
  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < N_PIECE_TYPES; type++)
      g_clear_object (&self->textures[color][type]);
  self->texture_size = 0;
}

static GdkTexture *
get_texture (ChessRollerBoard *self,
             ChessColor        color,
             ChessPieceType    type,
             int               size)
{
  /* The high-contrast set where the palette is (the system's setting). */
  ChessPieceSet *pieces = chess_board_palette_wants_high_contrast (GTK_WIDGET (self))
                          ? chess_piece_set_get ("contrast") : self->pieces;

  if (pieces == NULL || type == CHESS_PIECE_TYPE_NONE || size <= 0)
    return NULL;
  if (size != self->texture_size || pieces != self->texture_pieces)
    {
      clear_textures (self);
      self->texture_size = size;
      self->texture_pieces = pieces;
    }
  if (self->textures[color][type] == NULL)
    self->textures[color][type] = chess_ui_piece_texture (pieces, color, type, size);

  return self->textures[color][type];
}

static gboolean
is_light_square (guint file,
                 guint rank)
{
  return (file + rank) % 2 == 1;
}

static void
append_board (ChessRollerBoard *self,
              GtkSnapshot      *snapshot,
              const Geometry   *g,
              const ChessBoardPalette    *palette)
{
  static const guint ranks[] = { 7, 6, 1, 0 };
  float board_height = (4 + FOLD_HEIGHT) * g->square;
  graphene_rect_t outer = GRAPHENE_RECT_INIT (g->x0 - g->frame, g->y0 - g->frame,
                                              8 * g->square + 2 * g->frame,
                                              board_height + 2 * g->frame);
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, &outer, MIN (g->frame * 0.35f, 8.0f));
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, &palette->frame, &outer);
  gtk_snapshot_pop (snapshot);

  for (guint file = 0; file < 8; file++)
    {
      float x = g->x0 + file * g->square;

      for (guint i = 0; i < G_N_ELEMENTS (ranks); i++)
        {
          const GdkRGBA *color = is_light_square (file, ranks[i]) ? &palette->light_square : &palette->dark_square;

          gtk_snapshot_append_color (snapshot, color,
                                     &GRAPHENE_RECT_INIT (x, row_top (g, ranks[i]), g->square, g->square));
        }

      /* Ranks 6 down to 3, folded. */
      for (guint rank = 5; rank >= 2; rank--)
        {
          const GdkRGBA *color = is_light_square (file, rank) ? &palette->light_square : &palette->dark_square;
          float y = g->y0 + (2 + (5 - rank) * FOLD_STRIP) * g->square;

          gtk_snapshot_append_color (snapshot, color,
                                     &GRAPHENE_RECT_INIT (x, y, g->square, FOLD_STRIP * g->square));
        }
    }
}

static PangoLayout *
create_layout (ChessRollerBoard *self,
               float             size,
               PangoWeight       weight)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font;

  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  return layout;
}

/* Files below White's rank, ranks at the left: the squares the step
 * labels and the log name. */
static void
append_coordinates (ChessRollerBoard *self,
                    GtkSnapshot      *snapshot,
                    const Geometry   *g,
                    const ChessBoardPalette    *palette)
{
  static const guint ranks[] = { 7, 6, 1, 0 };
  g_autoptr(PangoLayout) layout = NULL;
  float bottom = row_top (g, 0) + g->square;

  if (g->frame < 6)
    return;

  layout = create_layout (self, MAX (g->frame * 0.62f, 5.0f), PANGO_WEIGHT_SEMIBOLD);
  for (guint file = 0; file < 8; file++)
    {
      char text[2] = { (char) ('a' + file), 0 };

      chess_ui_append_centered_text (snapshot, layout, text, g->x0 + (file + 0.5f) * g->square,
                            bottom + g->frame / 2.0f, &palette->coordinates);
    }
  for (guint i = 0; i < G_N_ELEMENTS (ranks); i++)
    {
      char text[2] = { (char) ('1' + ranks[i]), 0 };

      chess_ui_append_centered_text (snapshot, layout, text, g->x0 - g->frame / 2.0f,
                            row_top (g, ranks[i]) + g->square / 2.0f, &palette->coordinates);
    }
}

static void
append_piece (GtkSnapshot *snapshot,
              GdkTexture  *texture,
              float        x,
              float        y,
              float        size)
{
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, size, size));
}

static void
append_hints (ChessRollerBoard *self,
              GtkSnapshot      *snapshot,
              const Geometry   *g)
{
  g_autoptr(PangoLayout) layout = NULL;
  float radius = g->square * 0.27f;

  for (guint file = 0; file < 8; file++)
    {
      float cx = g->x0 + (file + 0.5f) * g->square;
      float cy = row_top (g, 0) + g->square / 2.0f;
      graphene_rect_t circle = GRAPHENE_RECT_INIT (cx - radius, cy - radius, 2 * radius, 2 * radius);
      GskRoundedRect rounded;
      char text[2] = { 0, 0 };

      if (self->hints[file] == 0 || self->back_rank[file] != '.')
        continue;
      if (layout == NULL)
        layout = create_layout (self, g->square * 0.34f, PANGO_WEIGHT_BOLD);

      gsk_rounded_rect_init_from_rect (&rounded, &circle, radius);
      gtk_snapshot_push_rounded_clip (snapshot, &rounded);
      gtk_snapshot_append_color (snapshot, &hint_fill, &circle);
      gtk_snapshot_pop (snapshot);

      text[0] = (char) ('0' + self->hints[file]);
      chess_ui_append_centered_text (snapshot, layout, text, cx, cy, &hint_text);
    }
}

static void
chess_roller_board_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (widget);
  const ChessBoardPalette *palette = chess_board_palette_for_widget (GTK_WIDGET (self));
  int scale = gtk_widget_get_scale_factor (widget);
  double eased = adw_easing_ease (ADW_EASE_OUT_CUBIC, self->progress);
  Geometry g;
  int texture_size;

  get_geometry (self, &g);
  if (g.square < 4)
    return;
  texture_size = (int) (g.square * scale);

  append_board (self, snapshot, &g, palette);
  append_coordinates (self, snapshot, &g, palette);

  for (guint file = 0; file < 8; file++)
    if (self->placed & (1u << file) && !(self->arriving & (1u << file)) && !self->dimmed)
      {
        float x = g.x0 + file * g.square;

        gtk_snapshot_append_color (snapshot, &chess_board_last_move_tint, &GRAPHENE_RECT_INIT (x, row_top (&g, 0), g.square, g.square));
        gtk_snapshot_append_color (snapshot, &chess_board_last_move_tint, &GRAPHENE_RECT_INIT (x, row_top (&g, 7), g.square, g.square));
      }

  for (guint file = 0; file < 8; file++)
    {
      float x = g.x0 + file * g.square;

      append_piece (snapshot, get_texture (self, CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_PAWN, texture_size),
                    x, row_top (&g, 1), g.square);
      append_piece (snapshot, get_texture (self, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_PAWN, texture_size),
                    x, row_top (&g, 6), g.square);
    }

  append_hints (self, snapshot, &g);

  if (self->dimmed)
    gtk_snapshot_push_opacity (snapshot, 0.4);
  for (guint file = 0; file < 8; file++)
    {
      ChessPieceType type = chess_piece_type_from_letter (self->back_rank[file]);
      float x = g.x0 + file * g.square;
      float white_y = row_top (&g, 0);
      float black_y = row_top (&g, 7);

      if (type == CHESS_PIECE_TYPE_NONE || self->arriving & (1u << file))
        continue;
      append_piece (snapshot, get_texture (self, CHESS_COLOR_WHITE, type, texture_size), x, white_y, g.square);
      append_piece (snapshot, get_texture (self, CHESS_COLOR_BLACK, type, texture_size), x, black_y, g.square);
    }
  if (self->dimmed)
    gtk_snapshot_pop (snapshot);

  /* Last, above the pawns they pass: both sides' new pieces come out of
   * the fold and travel to their squares, growing from a little smaller. */
  for (guint file = 0; file < 8; file++)
    {
      ChessPieceType type = chess_piece_type_from_letter (self->back_rank[file]);
      float fold_y = g.y0 + (2 + FOLD_HEIGHT / 2) * g.square - g.square / 2;
      float size = g.square * (float) (0.7 + 0.3 * eased);
      float x = g.x0 + (file + 0.5f) * g.square - size / 2;
      float white_y = fold_y + (float) eased * (row_top (&g, 0) - fold_y) + (g.square - size) / 2;
      float black_y = fold_y + (float) eased * (row_top (&g, 7) - fold_y) + (g.square - size) / 2;

      if (!(self->arriving & (1u << file)) || type == CHESS_PIECE_TYPE_NONE)
        continue;
      append_piece (snapshot, get_texture (self, CHESS_COLOR_BLACK, type, texture_size), x, black_y, size);
      append_piece (snapshot, get_texture (self, CHESS_COLOR_WHITE, type, texture_size), x, white_y, size);
    }
}

static void
chess_roller_board_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (24 * (8 + 2 * FRAME));
      *natural = (int) ceil (56 * (8 + 2 * FRAME));
    }
  else
    {
      *minimum = (int) ceil (24 * (4 + FOLD_HEIGHT + 2 * FRAME));
      *natural = (int) ceil (56 * (4 + FOLD_HEIGHT + 2 * FRAME));
    }
}

static void
chess_roller_board_update_accessible (ChessRollerBoard *self)
{
  g_autofree char *label = NULL;
  char shown[9];

  for (guint file = 0; file < 8; file++)
    shown[file] = self->back_rank[file] == '.' ? '-' : self->back_rank[file];
  shown[8] = '\0';

  /* Translators: read out for the board the die fills; the argument is
   * White's back rank a→h, '-' for an empty square, e.g. "--B--B--" */
  label = g_strdup_printf (_("White’s back rank: %s"), shown);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
animation_value_cb (double   value,
                    gpointer user_data)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (user_data);

  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_animation_done (ChessRollerBoard *self)
{
  self->arriving = 0;
  self->progress = 1.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_roller_board_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (chess_roller_board_parent_class)->css_changed (widget, change);
  /* The palette follows the style. */
  gtk_widget_queue_draw (widget);
}

static void
chess_roller_board_dispose (GObject *object)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (object);

  if (self->animation != NULL)
    g_signal_handlers_disconnect_by_data (self->animation, self);
  g_clear_object (&self->animation);
  clear_textures (self);
  g_clear_object (&self->pieces);

  G_OBJECT_CLASS (chess_roller_board_parent_class)->dispose (object);
}

static void
chess_roller_board_finalize (GObject *object)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (object);

  g_free (self->piece_set);

  G_OBJECT_CLASS (chess_roller_board_parent_class)->finalize (object);
}

static void
chess_roller_board_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (object);

  switch (prop_id)
    {
    case PROP_BACK_RANK:
      g_value_set_string (value, self->back_rank);
      break;

    case PROP_PIECE_SET:
      g_value_set_string (value, self->piece_set);
      break;

    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_roller_board_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ChessRollerBoard *self = CHESS_ROLLER_BOARD (object);

  switch (prop_id)
    {
    case PROP_PIECE_SET:
      chess_roller_board_set_piece_set (self, g_value_get_string (value));
      break;

    case PROP_DIMMED:
      chess_roller_board_set_dimmed (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_roller_board_class_init (ChessRollerBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_roller_board_dispose;
  object_class->finalize = chess_roller_board_finalize;
  object_class->get_property = chess_roller_board_get_property;
  object_class->set_property = chess_roller_board_set_property;

  widget_class->snapshot = chess_roller_board_snapshot;
  widget_class->measure = chess_roller_board_measure;
  widget_class->css_changed = chess_roller_board_css_changed;

  properties[PROP_BACK_RANK] =
    g_param_spec_string ("back-rank", NULL, NULL,
                         "........",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL,
                         "classic",
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_DIMMED] =
    g_param_spec_boolean ("dimmed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "rollerboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
chess_roller_board_init (ChessRollerBoard *self)
{
  AdwAnimationTarget *target;

  memset (self->back_rank, '.', 8);
  self->back_rank[8] = '\0';
  self->progress = 1.0;
  self->piece_set = g_strdup ("classic");
  self->pieces = g_object_ref (chess_piece_set_get (self->piece_set));

  target = adw_callback_animation_target_new (animation_value_cb, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ARRIVAL_DURATION, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  g_signal_connect_swapped (self->animation, "done", G_CALLBACK (on_animation_done), self);

  chess_roller_board_update_accessible (self);
}

GtkWidget *
chess_roller_board_new (void)
{
  return g_object_new (CHESS_TYPE_ROLLER_BOARD, NULL);
}

const char *
chess_roller_board_get_back_rank (ChessRollerBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_BOARD (self), NULL);

  return self->back_rank;
}

void
chess_roller_board_set_back_rank (ChessRollerBoard *self,
                                  const char       *back_rank,
                                  gboolean          animate)
{
  guint8 arriving = 0;

  g_return_if_fail (CHESS_IS_ROLLER_BOARD (self));
  g_return_if_fail (back_rank != NULL && strlen (back_rank) == 8);

  chess_roller_board_finish (self);
  if (memcmp (self->back_rank, back_rank, 8) == 0)
    return;

  for (guint file = 0; file < 8; file++)
    if (back_rank[file] != '.' && back_rank[file] != self->back_rank[file])
      arriving |= 1u << file;

  memcpy (self->back_rank, back_rank, 8);
  /* The tint says what the last throw placed; a full rank is a result,
   * shown plain. */
  self->placed = memchr (back_rank, '.', 8) != NULL ? arriving : 0;
  chess_roller_board_update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK_RANK]);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (animate && arriving != 0)
    {
      self->arriving = arriving;
      self->progress = 0.0;
      /* Ends at once without animations: on_animation_done clears it. */
      adw_animation_reset (self->animation);
      adw_animation_play (self->animation);
    }
}

void
chess_roller_board_set_hints (ChessRollerBoard *self,
                              const guint      *hints)
{
  g_return_if_fail (CHESS_IS_ROLLER_BOARD (self));

  if (hints != NULL)
    memcpy (self->hints, hints, sizeof self->hints);
  else
    memset (self->hints, 0, sizeof self->hints);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
chess_roller_board_get_piece_set (ChessRollerBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_BOARD (self), NULL);

  return self->piece_set;
}

void
chess_roller_board_set_piece_set (ChessRollerBoard *self,
                                  const char       *set)
{
  ChessPieceSet *pieces;

  g_return_if_fail (CHESS_IS_ROLLER_BOARD (self));
  g_return_if_fail (set != NULL);

  if (g_strcmp0 (set, self->piece_set) == 0)
    return;

  /* An unknown set has warned; the old pieces stay. */
  pieces = chess_piece_set_get (set);
  if (pieces == NULL)
    return;

  g_set_object (&self->pieces, pieces);
  g_free (self->piece_set);
  self->piece_set = g_strdup (set);
  clear_textures (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

gboolean
chess_roller_board_get_dimmed (ChessRollerBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_BOARD (self), FALSE);

  return self->dimmed;
}

void
chess_roller_board_set_dimmed (ChessRollerBoard *self,
                               gboolean          dimmed)
{
  g_return_if_fail (CHESS_IS_ROLLER_BOARD (self));

  dimmed = !!dimmed;
  if (dimmed == self->dimmed)
    return;

  self->dimmed = dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}

gboolean
chess_roller_board_get_animating (ChessRollerBoard *self)
{
  g_return_val_if_fail (CHESS_IS_ROLLER_BOARD (self), FALSE);

  return self->arriving != 0;
}

void
chess_roller_board_finish (ChessRollerBoard *self)
{
  g_return_if_fail (CHESS_IS_ROLLER_BOARD (self));

  if (self->arriving != 0)
    adw_animation_skip (self->animation);
}
