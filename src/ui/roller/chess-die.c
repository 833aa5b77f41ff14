/* chess-die.c: a die that shows a face, and tumbles onto it when thrown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-die"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>

#include "chess-board-palette.h"
#include "chess-die.h"
#include "chess-random.h"

#define DIE_RESOURCE_DIR "/io/github/chess960/Chess960/die/"
#define N_FACES 6
/* Faces shown in turn while the die tumbles, before it settles. */
#define N_FLICKERS 7
#define THROW_DURATION 900
/* Part of the throw during which the faces flicker. */
#define FLICKER_END 0.62
/* The die's side as a part of the widget's smaller side: the rest is room
 * for the corners while it turns and for the bounce. */
#define DIE_SCALE 0.76

struct _ChessDie
{
  GtkWidget     parent_instance;

  guint         face;
  gboolean      rolling;
  guint         flickers[N_FLICKERS];
  double        progress;
  AdwAnimation *animation;

  /* Rendered at the die's size in device pixels, again on a resize, so
   * that no frame parses an SVG. */
  GdkTexture   *textures[N_FACES];
  int           texture_size;
};

enum {
  PROP_0,
  PROP_FACE,
  PROP_ROLLING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessDie, chess_die, GTK_TYPE_WIDGET)

/* The faces are parsed once for every die of the process: the roller
 * shows seven of them. */
static RsvgHandle *face_handles[N_FACES];

static RsvgHandle *
get_face_handle (guint face)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  const guint8 *data;
  gsize size;

  g_assert (face >= 1 && face <= N_FACES);

  if (face_handles[face - 1] != NULL)
    return face_handles[face - 1];

  path = g_strdup_printf (DIE_RESOURCE_DIR "die-%u.svg", face);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &size);
      face_handles[face - 1] = rsvg_handle_new_from_data (data, size, &error);
    }
  if (face_handles[face - 1] == NULL)
    g_warning ("Cannot load the die face %u: %s", face, error->message);

  return face_handles[face - 1];
}

static GdkTexture *
render_face (guint face,
             int   size)
{
  RsvgHandle *handle = get_face_handle (face);
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  if (handle == NULL)
    return NULL;

  texture = chess_ui_render_svg (handle, size, &error);
  if (error != NULL)
    g_warning ("Cannot render the die face %u: %s", face, error->message);

  return texture;
}

static void
chess_die_clear_textures (ChessDie *self)
{
  for (guint i = 0; i < N_FACES; i++)
    g_clear_object (&self->textures[i]);
  self->texture_size = 0;
}

static GdkTexture *
chess_die_get_texture (ChessDie *self,
                       guint     face,
                       int       size)
{
  if (size != self->texture_size)
    {
      chess_die_clear_textures (self);
      self->texture_size = size;
    }
  if (self->textures[face - 1] == NULL)
    self->textures[face - 1] = render_face (face, size);

  return self->textures[face - 1];
}

static void
chess_die_update_accessible (ChessDie *self)
{
  g_autofree char *label = NULL;

  if (self->rolling)
    label = g_strdup (_("The die is rolling"));
  else if (self->face == 0)
    label = g_strdup (_("The die has not been thrown yet"));
  else
    /* Translators: the die as a screen reader reads it */
    label = g_strdup_printf (_("Die showing %u"), self->face);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* The face on top at PROGRESS through a throw. */
static guint
chess_die_shown_face (ChessDie *self)
{
  guint index;

  if (!self->rolling || self->progress >= FLICKER_END)
    return self->face;

  index = (guint) (self->progress / FLICKER_END * N_FLICKERS);
  return self->flickers[MIN (index, N_FLICKERS - 1)];
}

/* How high the die is off the table at PROGRESS, as a part of its side:
 * three bounces, each lower than the one before. */
static double
bounce_height (double progress)
{
  static const struct { double start, end, height; } bounces[] = {
    { 0.00, 0.42, 0.30 },
    { 0.42, 0.70, 0.12 },
    { 0.70, 0.86, 0.04 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bounces); i++)
    if (progress >= bounces[i].start && progress < bounces[i].end)
      return bounces[i].height * sin (G_PI * (progress - bounces[i].start)
                                      / (bounces[i].end - bounces[i].start));

  return 0.0;
}

static void
chess_die_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  ChessDie *self = CHESS_DIE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  float side = floorf (MIN (width, height) * DIE_SCALE);
  float lift = 0, angle = 0, grow = 1;
  GdkTexture *texture;
  graphene_rect_t bounds;
  GskRoundedRect shadow;
  GdkRGBA shadow_color = { 0, 0, 0, 0.28f };

  if (side < 4)
    return;

  /* Not thrown yet: only the die's outline, so that no face can be taken
   * for a throw that never happened. */
  if (chess_die_shown_face (self) == 0)
    {
      GskRoundedRect outline;
      const float border[4] = { 2, 2, 2, 2 };
      GdkRGBA color;

      /* GTK 4.8 has no gtk_widget_get_color (). */
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      color.alpha *= 0.35f;
      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT ((width - side) / 2, (height - side) / 2, side, side),
                                       side * 0.16f);
      gtk_snapshot_append_border (snapshot, &outline, border,
                                  (const GdkRGBA[4]) { color, color, color, color });
      return;
    }

  texture = chess_die_get_texture (self, chess_die_shown_face (self), (int) ceilf (side * scale));
  if (texture == NULL)
    return;

  if (self->rolling)
    {
      double p = self->progress;

      lift = (float) bounce_height (p);
      /* One whole turn, slowing down: it starts and ends square. */
      angle = (float) (360.0 * adw_easing_ease (ADW_EASE_OUT_CUBIC, p));
      /* Nearer the eye while in the air. */
      grow = 1.0f + 0.35f * lift;
    }

  /* The shadow stays on the table, fainter and tighter as the die rises. */
  graphene_rect_init (&bounds, (width - side) / 2.0f, (height - side) / 2.0f, side, side);
  gsk_rounded_rect_init_from_rect (&shadow, &bounds, side * 0.19f);
  shadow_color.alpha *= 1.0f - 1.5f * lift;
  gtk_snapshot_append_outset_shadow (snapshot, &shadow, &shadow_color,
                                     0, side * 0.05f, -side * 0.02f, side * (0.07f + 0.2f * lift));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width / 2.0f, height / 2.0f - lift * side));
  if (angle != 0)
    gtk_snapshot_rotate (snapshot, angle);
  if (grow != 1)
    gtk_snapshot_scale (snapshot, grow, grow);
  /* Whole pixels at rest keep the pips sharp. */
  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (-floorf (side / 2), -floorf (side / 2), side, side));
  gtk_snapshot_restore (snapshot);
}

static void
chess_die_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  /* As big as asked for: a size request sets it. */
  *minimum = 24;
  *natural = 24;
}

static void
animation_value_cb (double    value,
                    gpointer  user_data)
{
  ChessDie *self = CHESS_DIE (user_data);

  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_animation_done (ChessDie *self)
{
  if (!self->rolling)
    return;

  self->rolling = FALSE;
  self->progress = 1.0;
  chess_die_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);
}

static void
chess_die_dispose (GObject *object)
{
  ChessDie *self = CHESS_DIE (object);

  if (self->animation != NULL)
    g_signal_handlers_disconnect_by_data (self->animation, self);
  g_clear_object (&self->animation);
  chess_die_clear_textures (self);

  G_OBJECT_CLASS (chess_die_parent_class)->dispose (object);
}

static void
chess_die_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  ChessDie *self = CHESS_DIE (object);

  switch (prop_id)
    {
    case PROP_FACE:
      g_value_set_uint (value, self->face);
      break;

    case PROP_ROLLING:
      g_value_set_boolean (value, self->rolling);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_die_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  ChessDie *self = CHESS_DIE (object);

  switch (prop_id)
    {
    case PROP_FACE:
      chess_die_set_face (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_die_class_init (ChessDieClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_die_dispose;
  object_class->get_property = chess_die_get_property;
  object_class->set_property = chess_die_set_property;

  widget_class->snapshot = chess_die_snapshot;
  widget_class->measure = chess_die_measure;

  properties[PROP_FACE] =
    g_param_spec_uint ("face", NULL, NULL,
                       0, N_FACES, 5,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_ROLLING] =
    g_param_spec_boolean ("rolling", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "die");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
chess_die_init (ChessDie *self)
{
  AdwAnimationTarget *target;

  self->face = 5;
  self->progress = 1.0;

  target = adw_callback_animation_target_new (animation_value_cb, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, THROW_DURATION, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  g_signal_connect_swapped (self->animation, "done", G_CALLBACK (on_animation_done), self);

  chess_die_update_accessible (self);
}

GtkWidget *
chess_die_new (void)
{
  return g_object_new (CHESS_TYPE_DIE, NULL);
}

guint
chess_die_get_face (ChessDie *self)
{
  g_return_val_if_fail (CHESS_IS_DIE (self), 0);

  return self->face;
}

gboolean
chess_die_get_rolling (ChessDie *self)
{
  g_return_val_if_fail (CHESS_IS_DIE (self), FALSE);

  return self->rolling;
}

void
chess_die_settle (ChessDie *self)
{
  g_return_if_fail (CHESS_IS_DIE (self));

  if (self->rolling)
    adw_animation_skip (self->animation);
}

void
chess_die_set_face (ChessDie *self,
                    guint     face)
{
  g_return_if_fail (CHESS_IS_DIE (self));
  g_return_if_fail (face <= N_FACES);

  chess_die_settle (self);
  if (face == self->face)
    return;

  self->face = face;
  chess_die_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE]);
}

void
chess_die_throw (ChessDie *self,
                 guint     face)
{
  guint previous;

  g_return_if_fail (CHESS_IS_DIE (self));
  g_return_if_fail (face <= N_FACES);

  chess_die_settle (self);

  /* The flicker is only a show of tumbling: it never shows the same face
   * twice in a row, and the face the die settles on comes last. The
   * thrown face itself came from the caller. */
  previous = self->face;
  for (guint i = 0; i < N_FLICKERS; i++)
    {
      guint next;

      do
        next = chess_random_uniform (N_FACES) + 1;
      while (next == previous || (i == N_FLICKERS - 1 && next == face));
      self->flickers[i] = next;
      previous = next;
    }

  g_object_freeze_notify (G_OBJECT (self));
  if (face != self->face)
    {
      self->face = face;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE]);
    }
  self->rolling = TRUE;
  self->progress = 0.0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);
  chess_die_update_accessible (self);
  g_object_thaw_notify (G_OBJECT (self));

  /* Without animations, or with the die off screen, this ends the throw
   * at once: notify::rolling goes FALSE before it returns. */
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}
