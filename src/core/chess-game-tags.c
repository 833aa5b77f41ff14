/* chess-game-tags.c: a game's PGN tags, in order, found by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include "chess-game-private.h"

void
_chess_game_tag_free (ChessGameTag *tag)
{
  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

const char *
chess_game_get_tag (ChessGame  *self,
                    const char *name)
{
  ChessGameTag *tag;

  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  tag = g_hash_table_lookup (self->tags, name);
  return tag != NULL ? tag->value : NULL;
}

/* A hash table finds the tag, so that a file's tags are added in linear
 * time; only removal, which files never ask for, renumbers the rest. */
void
chess_game_set_tag (ChessGame  *self,
                    const char *name,
                    const char *value)
{
  ChessGameTag *tag;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (name != NULL);

  tag = g_hash_table_lookup (self->tags, name);
  if (tag != NULL && value != NULL)
    {
      g_free (tag->value);
      tag->value = g_strdup (value);
    }
  else if (tag != NULL)
    {
      guint index = tag->index;

      g_ptr_array_remove_index (self->tag_names, index);
      g_hash_table_remove (self->tags, name);
      for (guint i = index; i + 1 < self->tag_names->len; i++)
        ((ChessGameTag *) g_hash_table_lookup (self->tags, g_ptr_array_index (self->tag_names, i)))->index = i;
    }
  else if (value != NULL)
    {
      tag = g_new0 (ChessGameTag, 1);
      tag->name = g_strdup (name);
      tag->value = g_strdup (value);
      tag->index = self->tag_names->len - 1;
      /* Keep the array NULL-terminated: insert before the terminator. */
      g_ptr_array_insert (self->tag_names, tag->index, tag->name);
      g_hash_table_insert (self->tags, tag->name, tag);
    }
}

const char * const *
chess_game_get_tag_names (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return (const char * const *) self->tag_names->pdata;
}
