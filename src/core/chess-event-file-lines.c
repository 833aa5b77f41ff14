/* chess-event-file-lines.c: an event file's lines, split into sections
 * up to the first line that is none of a section header, a key and
 * value, a comment or blank
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event"

#include <string.h>

#include "chess-event-file-private.h"

void
_chess_event_file_group_free (Group *group)
{
  g_free (group->name);
  g_string_free (group->raw, TRUE);
  g_ptr_array_unref (group->keys);
  g_ptr_array_unref (group->values);
  g_array_unref (group->lines);
  g_free (group);
}

/* Splits DATA into sections, up to the first line that is none of a
 * section header, a key and value, a comment or blank. */
GPtrArray *
_chess_event_file_split (const char  *data,
              gsize        length,
              GError     **damage)
{
  GPtrArray *groups = g_ptr_array_new_with_free_func ((GDestroyNotify) _chess_event_file_group_free);
  Group *group = NULL;
  gsize start = 0;
  guint line = 0;

  while (start < length)
    {
      const char *text = data + start;
      const char *newline = memchr (text, '\n', length - start);
      gsize end = newline != NULL ? (gsize) (newline - data) : length;
      gsize full_length = end - start;
      gsize line_length = full_length;
      const char *equals;
      gsize key_end;
      gsize value_start;

      line++;
      start = end + 1;

      while (line_length > 0 && g_ascii_isspace (text[line_length - 1]))
        line_length--;

      if (line_length == 0 || text[0] == '#')
        continue;

      if (text[0] == '[')
        {
          if (text[line_length - 1] != ']' || line_length < 3)
            {
              g_set_error (damage, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT, "The event file is damaged: line %u is not a section header", line);
              break;
            }

          group = g_new0 (Group, 1);
          group->name = g_strndup (text + 1, line_length - 2);
          group->line = line;
          group->raw = g_string_new (NULL);
          group->keys = g_ptr_array_new_with_free_func (g_free);
          group->values = g_ptr_array_new_with_free_func (g_free);
          group->lines = g_array_new (FALSE, FALSE, sizeof (guint));
          g_string_append_len (group->raw, text, line_length);
          g_string_append_c (group->raw, '\n');
          g_ptr_array_add (groups, group);
          continue;
        }

      /* A value keeps its trailing spaces, as GKeyFile reads it. */
      line_length = full_length;
      equals = memchr (text, '=', line_length);
      if (equals == NULL || group == NULL)
        {
          g_set_error (damage, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT, "The event file is damaged: line %u is neither a key nor a section",
                   line);
          break;
        }

      key_end = equals - text;
      while (key_end > 0 && g_ascii_isspace (text[key_end - 1]))
        key_end--;
      value_start = equals - text + 1;
      while (value_start < line_length && g_ascii_isspace (text[value_start]))
        value_start++;
      if (key_end == 0)
        {
          g_set_error (damage, CHESS_ERROR, CHESS_ERROR_INVALID_EVENT, "The event file is damaged: line %u has no key", line);
          break;
        }

      g_ptr_array_add (group->keys, g_strndup (text, key_end));
      g_ptr_array_add (group->values, g_strndup (text + value_start, line_length - value_start));
      g_array_append_val (group->lines, line);
      g_string_append_len (group->raw, text, line_length);
      g_string_append_c (group->raw, '\n');
    }

  return groups;
}

Group *
_chess_event_file_find_group (GPtrArray  *groups,
            const char *name)
{
  for (guint i = 0; i < groups->len; i++)
    {
      Group *group = g_ptr_array_index (groups, i);

      if (strcmp (group->name, name) == 0)
        return group;
    }

  return NULL;
}
