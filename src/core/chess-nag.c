/* chess-nag.c: PGN's Numeric Annotation Glyphs, their symbols and names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game"

#include <string.h>

#include "chess-game.h"

static const struct {
  guint8      nag;
  const char *symbol;
  const char *description;
} nag_table[] = {
  { 1, "!", "Good move" },
  { 2, "?", "Mistake" },
  { 3, "!!", "Brilliant move" },
  { 4, "??", "Blunder" },
  { 5, "!?", "Interesting move" },
  { 6, "?!", "Dubious move" },
  { 7, "□", "Only move" },
  { 8, "□", "Singular move" },
  { 10, "=", "Equal position" },
  { 11, "=", "Equal chances, quiet position" },
  { 12, "=", "Equal chances, active position" },
  { 13, "∞", "Unclear position" },
  { 14, "⩲", "White is slightly better" },
  { 15, "⩱", "Black is slightly better" },
  { 16, "±", "White is better" },
  { 17, "∓", "Black is better" },
  { 18, "+−", "White is winning" },
  { 19, "−+", "Black is winning" },
  { 20, "+−", "White is winning decisively" },
  { 21, "−+", "Black is winning decisively" },
  { 22, "⨀", "White is in zugzwang" },
  { 23, "⨀", "Black is in zugzwang" },
  { 32, "⟳", "White has a lead in development" },
  { 33, "⟳", "Black has a lead in development" },
  { 36, "↑", "White has the initiative" },
  { 37, "↑", "Black has the initiative" },
  { 40, "→", "White has the attack" },
  { 41, "→", "Black has the attack" },
  { 44, "=∞", "White has compensation" },
  { 45, "=∞", "Black has compensation" },
  { 132, "⇆", "White has counterplay" },
  { 133, "⇆", "Black has counterplay" },
  { 138, "⊕", "White is short of time" },
  { 139, "⊕", "Black is short of time" },
  { 140, "∆", "With the idea" },
  { 145, "RR", "Editorial comment" },
  { 146, "N", "Novelty" },
};

const char *
chess_nag_get_symbol (guint nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (nag_table); i++)
    if (nag_table[i].nag == nag)
      return nag_table[i].symbol;
  return NULL;
}

const char *
chess_nag_get_description (guint nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (nag_table); i++)
    if (nag_table[i].nag == nag)
      return nag_table[i].description;
  return NULL;
}

guint
chess_nag_from_symbol (const char *symbol,
                       gssize      len)
{
  /* Besides the symbols above: the ASCII spellings files use. */
  static const struct { const char *text; guint8 nag; } spellings[] = {
    { "!", 1 }, { "?", 2 }, { "!!", 3 }, { "??", 4 }, { "!?", 5 }, { "?!", 6 },
    { "□", 7 }, { "=", 10 }, { "∞", 13 }, { "~", 13 },
    { "⩲", 14 }, { "+=", 14 }, { "+/=", 14 }, { "⩱", 15 }, { "=+", 15 }, { "=/+", 15 },
    { "±", 16 }, { "+/-", 16 }, { "∓", 17 }, { "-/+", 17 },
    { "+−", 18 }, { "+-", 18 }, { "−+", 19 }, { "-+", 19 },
    { "⨀", 22 }, { "⟳", 32 }, { "↑", 36 }, { "→", 40 }, { "=∞", 44 },
    { "⇆", 132 }, { "∆", 140 },
  };

  g_return_val_if_fail (symbol != NULL, 0);
  if (len < 0)
    len = strlen (symbol);
  if (len >= 2 && symbol[0] == '$')
    {
      guint nag = 0;

      for (gssize i = 1; i < len; i++)
        {
          if (!g_ascii_isdigit (symbol[i]) || nag > 255)
            return 0;
          nag = nag * 10 + (symbol[i] - '0');
        }
      return nag >= 1 && nag <= 255 ? nag : 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    if (strlen (spellings[i].text) == (gsize) len && memcmp (spellings[i].text, symbol, len) == 0)
      return spellings[i].nag;
  return 0;
}
