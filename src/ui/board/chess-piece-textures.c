/* chess-piece-textures.c: the app's one cache of piece and castle-icon
 * pictures, shared by every board, the roller board and New Game
 *
 * Every picture is drawn once into a cairo image surface; a GdkTexture
 * made on demand shares those pixels rather than copying them, so that
 * widgets drawing with GtkSnapshot and with cairo use the same memory.
 * The cache keeps the pictures of the sizes used last: a window being
 * resized asks for a new size every frame.
 *
 * A set's twelve pieces at a size come from the disk cache when an earlier
 * run kept them (chess-piece-disk-cache.c), so that a start reads pixels
 * rather than parsing and drawing SVG. A size whose pieces had to be
 * drawn is kept for the next run a moment after the last new size, once
 * the window has settled: never before the frame that showed them, and
 * not every size a resize passes through.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-piece-textures"

#include <librsvg/rsvg.h>

#include "chess-piece-disk-cache.h"
#include "chess-piece-textures.h"

#define CASTLE_ICON_RESOURCE "/io/github/chess960/Chess960/icons/scalable/actions/chess960-castle-symbolic.svg"
/* Two sets' pieces at a few sizes each, and the icons: far more than
 * the boards on screen at once ever use. */
#define MAX_ENTRIES 160
/* How long the sizes must stay put before the drawn pieces are written. */
#define STORE_DELAY_MS 500

typedef enum {
  KIND_PIECE,
  KIND_CASTLE_MASK,
  KIND_CASTLE,
} Kind;

typedef struct {
  ChessPieceSet *set;
  Kind           kind;
  guint          color;
  guint          type;
  int            size;
  guint32        rgba;
} Key;

typedef struct {
  Key              key;
  cairo_surface_t *surface;
  GdkTexture      *texture;
  guint64          last_used;
} Entry;

/* A set's pieces at one size, as the disk cache has them. */
typedef struct {
  ChessPieceSet *set;
  int            size;
  gboolean       from_disk;
  gboolean       stored;
} DiskGroup;

static GHashTable *entries;
static guint64 clock_ticks;
static guint n_rendered;
static guint n_loaded;
/* Every group asked of the disk cache in this process: each is read at
 * most once, hit or miss. */
static GArray *disk_groups;
static DiskGroup pending_store;
static guint store_source;
static RsvgHandle *castle_icon;
static gboolean castle_icon_failed;

static guint
key_hash (gconstpointer data)
{
  const Key *key = data;

  return g_direct_hash (key->set) ^ (key->kind << 28) ^ (key->color << 24) ^ (key->type << 20)
         ^ (guint) key->size ^ key->rgba;
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  const Key *x = a, *y = b;

  return x->set == y->set && x->kind == y->kind && x->color == y->color && x->type == y->type
         && x->size == y->size && x->rgba == y->rgba;
}

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_clear_object (&entry->texture);
  g_clear_pointer (&entry->surface, cairo_surface_destroy);
  g_free (entry);
}

/* Makes room for one more, dropping the picture used longest ago. */
static void
evict (void)
{
  GHashTableIter iter;
  gpointer value;
  Entry *oldest = NULL;

  if (g_hash_table_size (entries) < MAX_ENTRIES)
    return;
  g_hash_table_iter_init (&iter, entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (oldest == NULL || ((Entry *) value)->last_used < oldest->last_used)
      oldest = value;
  g_hash_table_remove (entries, &oldest->key);
}

static Entry *
lookup (const Key *key)
{
  Entry *entry;

  if (entries == NULL)
    entries = g_hash_table_new_full (key_hash, key_equal, NULL, entry_free);
  entry = g_hash_table_lookup (entries, key);
  if (entry != NULL)
    entry->last_used = ++clock_ticks;
  return entry;
}

/* DRAWN: whether SURFACE was drawn now, rather than read from disk. */
static Entry *
insert (const Key       *key,
        cairo_surface_t *surface,
        gboolean         drawn)
{
  Entry *entry = g_new0 (Entry, 1);

  evict ();
  entry->key = *key;
  entry->surface = surface;
  entry->last_used = ++clock_ticks;
  if (drawn)
    n_rendered++;
  else
    n_loaded++;
  g_hash_table_insert (entries, &entry->key, entry);
  return entry;
}

static GdkTexture *
entry_get_texture (Entry *entry)
{
  if (entry->texture == NULL)
    {
      cairo_surface_t *surface = entry->surface;
      int stride = cairo_image_surface_get_stride (surface);
      int height = cairo_image_surface_get_height (surface);
      g_autoptr(GBytes) bytes = NULL;

      /* Cairo's ARGB32 is premultiplied, native-endian 32-bit pixels,
       * which is exactly what GDK_MEMORY_DEFAULT describes. */
      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                          (gsize) stride * height,
                                          (GDestroyNotify) cairo_surface_destroy,
                                          cairo_surface_reference (surface));
      entry->texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                               GDK_MEMORY_DEFAULT, bytes, stride);
    }
  return entry->texture;
}

static DiskGroup *
find_disk_group (ChessPieceSet *set,
                 int            size)
{
  for (guint i = 0; disk_groups != NULL && i < disk_groups->len; i++)
    {
      DiskGroup *group = &g_array_index (disk_groups, DiskGroup, i);

      if (group->set == set && group->size == size)
        return group;
    }
  return NULL;
}

/* The pieces of the group in memory, all twelve or FALSE. */
static gboolean
get_group_surfaces (ChessPieceSet   *set,
                    int              size,
                    cairo_surface_t *surfaces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES])
{
  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      {
        Key key = { set, KIND_PIECE, color, type, size, 0 };
        Entry *entry = entries != NULL ? g_hash_table_lookup (entries, &key) : NULL;

        if (entry == NULL)
          return FALSE;
        surfaces[color][type] = entry->surface;
      }
  return TRUE;
}

/* Reads the group from disk the first time it is asked for: TRUE when
 * its pieces are now in memory. */
static gboolean
load_disk_group (ChessPieceSet *set,
                 int            size)
{
  cairo_surface_t *surfaces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES] = { { NULL } };
  DiskGroup group = { set, size, FALSE, FALSE };

  if (find_disk_group (set, size) != NULL)
    return FALSE;
  if (disk_groups == NULL)
    disk_groups = g_array_new (FALSE, FALSE, sizeof (DiskGroup));
  group.from_disk = chess_ui_piece_disk_cache_load (set, size, surfaces);
  g_array_append_val (disk_groups, group);
  if (!group.from_disk)
    return FALSE;

  for (guint color = 0; color < 2; color++)
    for (guint type = CHESS_PIECE_TYPE_PAWN; type <= CHESS_PIECE_TYPE_KING; type++)
      {
        Key key = { set, KIND_PIECE, color, type, size, 0 };

        if (lookup (&key) == NULL)
          insert (&key, surfaces[color][type], FALSE);
        else
          cairo_surface_destroy (surfaces[color][type]);
      }
  return TRUE;
}

static gboolean
store_pending (gpointer user_data)
{
  cairo_surface_t *surfaces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES] = { { NULL } };
  DiskGroup *group = find_disk_group (pending_store.set, pending_store.size);

  store_source = 0;
  /* Gone from memory already: the window moved on to other sizes. */
  if (group == NULL || !get_group_surfaces (group->set, group->size, surfaces))
    return G_SOURCE_REMOVE;
  group->stored = TRUE;
  chess_ui_piece_disk_cache_store (group->set, group->size, surfaces);
  return G_SOURCE_REMOVE;
}

/* After a piece of the group was drawn: once all twelve are, the group is
 * written a moment later, unless another size comes first. */
static void
schedule_store (ChessPieceSet *set,
                int            size)
{
  cairo_surface_t *surfaces[2][CHESS_UI_PIECE_DISK_CACHE_N_TYPES];
  DiskGroup *group = find_disk_group (set, size);

  if (group == NULL || group->from_disk || group->stored || !get_group_surfaces (set, size, surfaces))
    return;
  pending_store = *group;
  g_clear_handle_id (&store_source, g_source_remove);
  store_source = g_timeout_add_full (G_PRIORITY_LOW, STORE_DELAY_MS, store_pending, NULL, NULL);
}

static Entry *
get_piece (ChessPieceSet  *set,
           ChessColor      color,
           ChessPieceType  type,
           int             size)
{
  Key key = { set, KIND_PIECE, color, type, size, 0 };
  Entry *entry = lookup (&key);

  if (entry == NULL && load_disk_group (set, size))
    entry = lookup (&key);
  if (entry == NULL)
    {
      entry = insert (&key, chess_piece_set_render (set, color, type, size), TRUE);
      schedule_store (set, size);
    }
  return entry;
}

GdkTexture *
chess_ui_piece_texture (ChessPieceSet  *set,
                        ChessColor      color,
                        ChessPieceType  type,
                        int             size)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (set), NULL);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK, NULL);
  g_return_val_if_fail (type <= CHESS_PIECE_TYPE_KING, NULL);
  g_return_val_if_fail (size > 0, NULL);

  if (type == CHESS_PIECE_TYPE_NONE)
    return NULL;
  return g_object_ref (entry_get_texture (get_piece (set, color, type, size)));
}

cairo_surface_t *
chess_ui_piece_surface (ChessPieceSet  *set,
                        ChessColor      color,
                        ChessPieceType  type,
                        int             size)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (set), NULL);
  g_return_val_if_fail (color <= CHESS_COLOR_BLACK, NULL);
  g_return_val_if_fail (type <= CHESS_PIECE_TYPE_KING, NULL);
  g_return_val_if_fail (size > 0, NULL);

  if (type == CHESS_PIECE_TYPE_NONE)
    return NULL;
  return cairo_surface_reference (get_piece (set, color, type, size)->surface);
}

static RsvgHandle *
get_castle_icon (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (castle_icon != NULL || castle_icon_failed)
    return castle_icon;

  bytes = g_resources_lookup_data (CASTLE_ICON_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    castle_icon = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                             &error);
  if (castle_icon == NULL)
    {
      castle_icon_failed = TRUE;
      g_critical ("Cannot load the castle icon: %s", error->message);
    }
  return castle_icon;
}

/* The icon's own drawing, whose alpha is the shape to fill. */
static cairo_surface_t *
get_castle_mask (int size)
{
  Key key = { NULL, KIND_CASTLE_MASK, 0, 0, size, 0 };
  Entry *entry = lookup (&key);

  if (entry == NULL)
    {
      RsvgRectangle viewport = { 0, 0, size, size };
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cairo_t *cr = cairo_create (surface);

      if (get_castle_icon () != NULL)
        rsvg_handle_render_document (castle_icon, cr, &viewport, NULL);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      entry = insert (&key, surface, TRUE);
    }
  return entry->surface;
}

static guint32
pack_rgba (const GdkRGBA *color)
{
  return ((guint32) (CLAMP (color->red, 0, 1) * 255 + 0.5) << 24)
         | ((guint32) (CLAMP (color->green, 0, 1) * 255 + 0.5) << 16)
         | ((guint32) (CLAMP (color->blue, 0, 1) * 255 + 0.5) << 8)
         | (guint32) (CLAMP (color->alpha, 0, 1) * 255 + 0.5);
}

GdkTexture *
chess_ui_castle_icon_texture (int            size,
                              const GdkRGBA *color)
{
  Key key = { NULL, KIND_CASTLE, 0, 0, size, 0 };
  Entry *entry;

  g_return_val_if_fail (size > 0, NULL);
  g_return_val_if_fail (color != NULL, NULL);

  key.rgba = pack_rgba (color);
  entry = lookup (&key);
  if (entry == NULL)
    {
      /* Looked up first: it may make room by dropping an old picture. */
      cairo_surface_t *mask = cairo_surface_reference (get_castle_mask (size));
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cairo_t *cr = cairo_create (surface);

      /* A symbolic icon: only its shape counts, filled with COLOR. */
      gdk_cairo_set_source_rgba (cr, color);
      cairo_mask_surface (cr, mask, 0, 0);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      cairo_surface_destroy (mask);
      entry = insert (&key, surface, TRUE);
    }
  return g_object_ref (entry_get_texture (entry));
}

guint
_chess_ui_piece_textures_get_n_rendered (void)
{
  return n_rendered;
}

guint
_chess_ui_piece_textures_get_n_loaded (void)
{
  return n_loaded;
}
