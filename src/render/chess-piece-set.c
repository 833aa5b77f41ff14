/* chess-piece-set.c: a piece set's SVG images, parsed once per process
 *
 * The one place that reads the piece SVGs: the app's boards (through the
 * UI's texture cache), the move chooser, New Game, printing, exported
 * diagrams and chess960-cli all draw from these instances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-piece-set"

#include <string.h>

#include <librsvg/rsvg.h>

#include "chess-hash.h"
#include "chess-piece-set-private.h"

#define PIECE_RESOURCE_DIR "/io/github/chess960/Chess960/pieces/"
#define N_PIECE_TYPES (CHESS_PIECE_TYPE_KING + 1)

static const char * const set_names[] = { "classic", "contrast", NULL };
#define N_SETS (G_N_ELEMENTS (set_names) - 1)

struct _ChessPieceSet
{
  GObject     parent_instance;

  const char *name;
  /* Parsed on first use; NULL until then, and for a piece that failed
   * (failed[][] says so, so that it warns once). */
  RsvgHandle *handles[2][N_PIECE_TYPES];
  gboolean    failed[2][N_PIECE_TYPES];
  /* chess_piece_set_get_fingerprint(), computed on first use. */
  char       *fingerprint;
};

G_DEFINE_FINAL_TYPE (ChessPieceSet, chess_piece_set, G_TYPE_OBJECT)

/* librsvg handles may not draw from two threads at once, and printing or
 * an export may draw off the main thread: one lock for parsing and
 * drawing. */
static GMutex lock;
static ChessPieceSet *instances[N_SETS];
static guint n_parsed;

static const char piece_letters[N_PIECE_TYPES] = { 0, 'P', 'N', 'B', 'R', 'Q', 'K' };

static void
chess_piece_set_finalize (GObject *object)
{
  ChessPieceSet *self = CHESS_PIECE_SET (object);

  for (guint color = 0; color < 2; color++)
    for (guint type = 0; type < N_PIECE_TYPES; type++)
      g_clear_object (&self->handles[color][type]);
  g_free (self->fingerprint);

  G_OBJECT_CLASS (chess_piece_set_parent_class)->finalize (object);
}

static void
chess_piece_set_class_init (ChessPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_piece_set_finalize;
}

static void
chess_piece_set_init (ChessPieceSet *self)
{
}

const char * const *
chess_piece_set_list_names (void)
{
  return set_names;
}

static int
set_index (const char *name)
{
  for (guint i = 0; i < N_SETS; i++)
    if (g_strcmp0 (name, set_names[i]) == 0)
      return (int) i;
  return -1;
}

gboolean
chess_piece_set_is_known (const char *name)
{
  return set_index (name) >= 0;
}

ChessPieceSet *
chess_piece_set_get (const char *name)
{
  int index = set_index (name);
  ChessPieceSet *set;

  if (index < 0)
    {
      g_warning ("Unknown piece set “%s”", name);
      return NULL;
    }

  g_mutex_lock (&lock);
  if (instances[index] == NULL)
    {
      instances[index] = g_object_new (CHESS_TYPE_PIECE_SET, NULL);
      instances[index]->name = set_names[index];
    }
  set = instances[index];
  g_mutex_unlock (&lock);

  return set;
}

const char *
chess_piece_set_get_name (ChessPieceSet *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), NULL);
  return self->name;
}

static char *
dup_resource_path (ChessPieceSet  *self,
                   ChessColor      color,
                   ChessPieceType  type)
{
  return g_strdup_printf (PIECE_RESOURCE_DIR "%s/%c%c.svg", self->name,
                          color == CHESS_COLOR_WHITE ? 'w' : 'b', piece_letters[type]);
}

/* With the lock held. */
static RsvgHandle *
get_handle (ChessPieceSet   *self,
            ChessColor       color,
            ChessPieceType   type,
            GError         **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;

  if (self->handles[color][type] != NULL)
    return self->handles[color][type];

  path = dup_resource_path (self, color, type);
  if (self->failed[color][type])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot load the piece %s", path);
      return NULL;
    }

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
  if (bytes != NULL)
    {
      gsize size;
      const guint8 *data = g_bytes_get_data (bytes, &size);

      self->handles[color][type] = rsvg_handle_new_from_data (data, size, &local_error);
      n_parsed++;
    }
  if (self->handles[color][type] == NULL)
    {
      self->failed[color][type] = TRUE;
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "Cannot load the piece %s: ", path);
    }
  return self->handles[color][type];
}

gboolean
chess_piece_set_draw (ChessPieceSet   *self,
                      cairo_t         *cr,
                      ChessColor       color,
                      ChessPieceType   type,
                      double           x,
                      double           y,
                      double           size,
                      GError         **error)
{
  RsvgRectangle viewport = { x, y, size, size };
  RsvgHandle *handle;
  gboolean drawn = FALSE;

  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK, FALSE);
  g_return_val_if_fail (type > CHESS_PIECE_TYPE_NONE && type < N_PIECE_TYPES, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_mutex_lock (&lock);
  handle = get_handle (self, color, type, error);
  if (handle != NULL)
    drawn = rsvg_handle_render_document (handle, cr, &viewport, error);
  g_mutex_unlock (&lock);

  return drawn;
}

cairo_surface_t *
chess_piece_set_render (ChessPieceSet  *self,
                        ChessColor      color,
                        ChessPieceType  type,
                        int             size)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK, NULL);
  g_return_val_if_fail (type < N_PIECE_TYPES, NULL);
  g_return_val_if_fail (size > 0, NULL);

  if (type == CHESS_PIECE_TYPE_NONE)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (!chess_piece_set_draw (self, cr, color, type, 0, 0, size, &error))
    g_warning ("Cannot draw a piece: %s", error->message);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

const char *
chess_piece_set_get_fingerprint (ChessPieceSet *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), NULL);

  g_mutex_lock (&lock);
  if (self->fingerprint == NULL)
    {
      guint64 hash = 0;

      /* Once per set and process: the twelve resource lookups and a
       * fast hash of the images (about 37 KB a set) cost some 0.7 M
       * instructions of the start, SHA-256 four times that. */
      for (guint color = 0; color < 2; color++)
        for (guint type = CHESS_PIECE_TYPE_PAWN; type < N_PIECE_TYPES; type++)
          {
            g_autofree char *path = dup_resource_path (self, color, type);
            g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
            gsize size = 0;
            const guchar *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

            /* Chained, and the length in each: moving bytes from one
             * image to the next changes the result. */
            hash = chess_hash64 (data, size, hash);
          }
      self->fingerprint = g_strdup_printf ("%016" G_GINT64_MODIFIER "x librsvg %u.%u.%u cairo %s", hash,
                                           rsvg_major_version, rsvg_minor_version, rsvg_micro_version,
                                           cairo_version_string ());
    }
  g_mutex_unlock (&lock);

  return self->fingerprint;
}

guint
_chess_piece_set_get_n_parsed (void)
{
  guint n;

  g_mutex_lock (&lock);
  n = n_parsed;
  g_mutex_unlock (&lock);
  return n;
}
