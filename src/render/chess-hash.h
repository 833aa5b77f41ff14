/* chess-hash.h: a fast 64-bit hash of a block of memory
 *
 * For telling pictures and artwork apart from what a cache kept, not
 * against an attacker: a few instructions per 8-byte word, so that every
 * pixel of a start's pieces can be checked, and a bijection per word, so
 * that any one changed word changes the hash.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <glib.h>

G_BEGIN_DECLS

static inline guint64
chess_hash64 (const void *data,
              gsize       length,
              guint64     seed)
{
  const guint8 *bytes = data;
  guint64 hash = seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  gsize i;

  for (i = 0; i + 8 <= length; i += 8)
    {
      guint64 word;

      memcpy (&word, bytes + i, 8);
      hash = (hash ^ word) * G_GUINT64_CONSTANT (0x100000001b3);
      hash ^= hash >> 32;
    }
  for (; i < length; i++)
    {
      hash = (hash ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
      hash ^= hash >> 32;
    }
  return hash ^ length;
}

G_END_DECLS
