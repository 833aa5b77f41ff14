/* chess-roller-text.c: what the roller says about steps, throws and exclusions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-roller-text"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-roller-text.h"
#include "chess-startpos.h"

/* Custom exclusions named one by one before the rest are counted. */
#define MAX_LISTED_CUSTOM 5

gboolean
chess_roller_stage_hints (ChessDiceStage  stage,
                          const char     *back_rank,
                          guint           hints[8])
{
  guint face = 1;

  for (guint file = 0; file < 8; file++)
    hints[file] = 0;

  switch (stage)
    {
    case CHESS_DICE_STAGE_DARK_BISHOP:
    case CHESS_DICE_STAGE_LIGHT_BISHOP:
      /* a1 is dark: the dark-square bishop goes to a, c, e or g. */
      for (guint file = stage == CHESS_DICE_STAGE_DARK_BISHOP ? 0 : 1; file < 8; file += 2)
        hints[file] = face++;
      return TRUE;

    case CHESS_DICE_STAGE_QUEEN:
    case CHESS_DICE_STAGE_FIRST_KNIGHT:
    case CHESS_DICE_STAGE_SECOND_KNIGHT:
      /* Every empty square counts, and each is one face. */
      for (guint file = 0; file < 8; file++)
        if (back_rank[file] == '.')
          hints[file] = face++;
      return TRUE;

    case CHESS_DICE_STAGE_ROOKS_AND_KING:
    case CHESS_DICE_STAGE_DONE:
    default:
      return FALSE;
    }
}

guint
chess_roller_n_steps (ChessVariant variant)
{
  /* Chess960 places rooks and king without a throw. */
  return variant == CHESS_VARIANT_CHESS960X3 ? 6 : 5;
}

const char *
chess_roller_stage_title (ChessDiceStage stage)
{
  switch (stage)
    {
    case CHESS_DICE_STAGE_DARK_BISHOP:
      return _("Dark-square bishop");
    case CHESS_DICE_STAGE_LIGHT_BISHOP:
      return _("Light-square bishop");
    case CHESS_DICE_STAGE_QUEEN:
      return _("Queen");
    case CHESS_DICE_STAGE_FIRST_KNIGHT:
      return _("Knight");
    case CHESS_DICE_STAGE_SECOND_KNIGHT:
      return _("Second knight");
    case CHESS_DICE_STAGE_ROOKS_AND_KING:
      return _("Rooks and king");
    case CHESS_DICE_STAGE_DONE:
    default:
      return _("All pieces placed");
    }
}

static char *
square_name (guint file)
{
  return chess_square_to_string (CHESS_SQUARE (file, 0));
}

/* “e1, f1, h1”: the empty squares of BACK_RANK. */
static char *
empty_squares (const char *back_rank)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint file = 0; file < 8; file++)
    if (back_rank[file] == '.')
      {
        g_autofree char *square = square_name (file);

        if (text->len > 0)
          /* Translators: between squares in a list, e.g. "e1, f1, h1" */
          g_string_append (text, C_("list", ", "));
        g_string_append (text, square);
      }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
reroll_rule (guint accepted_faces)
{
  switch (accepted_faces)
    {
    case 4:
      return g_strdup (_("5 or 6: roll again"));
    case 5:
      return g_strdup (_("6: roll again"));
    default:
      return NULL;
    }
}

char *
chess_roller_stage_rule (ChessDiceStage  stage,
                         const char     *back_rank,
                         guint           accepted_faces)
{
  g_autoptr(GString) mapping = g_string_new (NULL);
  g_autofree char *reroll = reroll_rule (accepted_faces);
  guint hints[8];

  g_return_val_if_fail (back_rank != NULL, NULL);

  if (stage == CHESS_DICE_STAGE_ROOKS_AND_KING)
    {
      g_autofree char *squares = empty_squares (back_rank);

      /* Translators: the Chess960x3 throw that orders the last three
       * pieces; the argument lists the squares left, e.g. "e1, f1, h1" */
      return g_strdup_printf (_("On %s, from the a-side: 1 or 2 = rook, king, rook; "
                                "3 or 4 = rook, rook, king; 5 or 6 = king, rook, rook"),
                              squares);
    }

  if (!chess_roller_stage_hints (stage, back_rank, hints))
    return g_strdup ("");

  for (guint face = 1; face <= 6; face++)
    for (guint file = 0; file < 8; file++)
      if (hints[file] == face)
        {
          g_autofree char *square = square_name (file);

          if (mapping->len > 0)
            g_string_append (mapping, C_("list", ", "));
          /* Translators: a die face and the square it picks, e.g. "2 = c1" */
          g_string_append_printf (mapping, _("%u = %s"), face, square);
        }

  if (reroll == NULL)
    return g_string_free (g_steal_pointer (&mapping), FALSE);

  /* Translators: the faces that place a piece, then those that do not,
   * e.g. "1 = a1, 2 = c1, 3 = e1, 4 = g1; 5 or 6: roll again" */
  return g_strdup_printf (_("%s; %s"), mapping->str, reroll);
}

static const char *
piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PIECE_TYPE_ROOK:
      return _("rook");
    case CHESS_PIECE_TYPE_KING:
      return _("king");
    case CHESS_PIECE_TYPE_QUEEN:
      return _("queen");
    case CHESS_PIECE_TYPE_BISHOP:
      return _("bishop");
    case CHESS_PIECE_TYPE_KNIGHT:
      return _("knight");
    default:
      g_return_val_if_reached ("");
    }
}

/* What ROLL placed, e.g. “dark-square bishop on c1”. */
static char *
describe_placement (const ChessDiceRoll *roll)
{
  g_autofree char *first = square_name (roll->files[0]);

  switch (roll->stage)
    {
    case CHESS_DICE_STAGE_DARK_BISHOP:
      return g_strdup_printf (_("dark-square bishop on %s"), first);
    case CHESS_DICE_STAGE_LIGHT_BISHOP:
      return g_strdup_printf (_("light-square bishop on %s"), first);
    case CHESS_DICE_STAGE_QUEEN:
      return g_strdup_printf (_("queen on %s"), first);
    case CHESS_DICE_STAGE_FIRST_KNIGHT:
      return g_strdup_printf (_("knight on %s"), first);
    case CHESS_DICE_STAGE_SECOND_KNIGHT:
      return g_strdup_printf (_("second knight on %s"), first);
    case CHESS_DICE_STAGE_ROOKS_AND_KING:
      {
        g_autofree char *second = square_name (roll->files[1]);
        g_autofree char *third = square_name (roll->files[2]);

        g_return_val_if_fail (roll->n_placed == 3, g_strdup (""));
        /* Translators: the last three pieces from the a-side, e.g.
         * "rook on a1, king on e1, rook on h1" */
        return g_strdup_printf (_("%s on %s, %s on %s, %s on %s"),
                                piece_name (roll->pieces[0]), first,
                                piece_name (roll->pieces[1]), second,
                                piece_name (roll->pieces[2]), third);
      }
    case CHESS_DICE_STAGE_DONE:
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

char *
chess_roller_describe_roll (const ChessDiceRoll *roll)
{
  g_autofree char *placement = NULL;

  g_return_val_if_fail (roll != NULL, NULL);

  if (!roll->accepted)
    /* Translators: a die face that placed nothing, e.g. "5 — roll again" */
    return g_strdup_printf (_("%u — roll again"), roll->face);

  placement = describe_placement (roll);
  if (roll->face == 0)
    /* Translators: Chess960's last step, which needs no throw */
    return g_strdup_printf (_("No throw needed → %s"), placement);

  /* Translators: a die face and what it placed, e.g.
   * "2 → dark-square bishop on c1" */
  return g_strdup_printf (_("%u → %s"), roll->face, placement);
}

char *
chess_roller_exclusion_reason (ChessExclusions *exclusions,
                               guint            number)
{
  guint round = 0;

  g_return_val_if_fail (exclusions != NULL, NULL);

  switch (chess_exclusions_lookup (exclusions, number, &round))
    {
    case CHESS_EXCLUSION_STANDARD:
      return g_strdup (_("ordinary chess"));
    case CHESS_EXCLUSION_CUSTOM:
      return g_strdup (_("named by the arbiter"));
    case CHESS_EXCLUSION_USED:
      if (round > 0)
        return g_strdup_printf (_("used in round %u"), round);
      return g_strdup (_("already used"));
    case CHESS_EXCLUSION_NONE:
    default:
      return NULL;
    }
}

char *
chess_roller_describe_exclusions (ChessExclusions *exclusions)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree guint *standard = NULL;
  g_autofree guint *custom = NULL;
  g_autofree guint *used = NULL;
  g_autofree char *list = NULL;
  gsize n_standard, n_custom, n_used;

  g_return_val_if_fail (exclusions != NULL, NULL);

  standard = chess_exclusions_get_numbers (exclusions, CHESS_EXCLUSION_STANDARD, &n_standard);
  custom = chess_exclusions_get_numbers (exclusions, CHESS_EXCLUSION_CUSTOM, &n_custom);
  used = chess_exclusions_get_numbers (exclusions, CHESS_EXCLUSION_USED, &n_used);

  if (n_standard > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("SP %u (ordinary chess)"), standard[0]));
  for (gsize i = 0; i < n_custom && i < MAX_LISTED_CUSTOM; i++)
    g_ptr_array_add (parts, g_strdup_printf (_("SP %u"), custom[i]));
  if (n_custom > MAX_LISTED_CUSTOM)
    {
      guint rest = (guint) (n_custom - MAX_LISTED_CUSTOM);

      g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u more position",
                                                            "%u more positions",
                                                            rest),
                                               rest));
    }
  if (n_used > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%u position used in this event",
                                                          "%u positions used in this event",
                                                          (guint) n_used),
                                             (guint) n_used));

  if (parts->len == 0)
    return g_strdup (_("Every start position is allowed"));

  g_ptr_array_add (parts, NULL);
  list = g_strjoinv (C_("list", ", "), (char **) parts->pdata);
  /* Translators: the argument lists the excluded positions, e.g.
   * "SP 518 (ordinary chess), SP 534, 3 positions used in this event" */
  return g_strdup_printf (_("Not allowed: %s"), list);
}

