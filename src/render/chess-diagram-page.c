/* chess-diagram-page.c: a round's notice-board sheet and table cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-diagram"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-diagram-private.h"

char *
chess_diagram_join_letters (const char *const letters[8])
{
  GString *text = g_string_new (NULL);
  gboolean spaced = FALSE;

  for (guint file = 0; file < 8; file++)
    spaced |= g_utf8_strlen (letters[file], -1) > 1;
  for (guint file = 0; file < 8; file++)
    {
      if (spaced && file > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, letters[file]);
    }
  return g_string_free (text, FALSE);
}

/* The back rank in INFO's letters (the user's), or in English ones. */
static char *
format_letters (const ChessDiagramInfo *info,
                const char             *back_rank)
{
  if (info->letters[0] == NULL)
    return g_strdup (back_rank);
  return chess_diagram_join_letters (info->letters);
}

static char *
format_caption (const ChessDiagramInfo *info)
{
  g_autofree char *letters = NULL;
  char back_rank[9];

  if (!chess_diagram_info_get_back_rank (info, back_rank))
    return NULL;
  letters = format_letters (info, back_rank);
  /* Translators: start position number and White's back rank,
   * e.g. "SP 518 · RNBQKBNR" */
  return g_strdup_printf (_("SP %u · %s"), info->number, letters);
}

static char *
format_round (const ChessDiagramInfo *info)
{
  if (info->round == 0)
    return NULL;
  /* Translators: a round of a tournament, e.g. "Round 3" */
  return g_strdup_printf (_("Round %u"), info->round);
}

/* The variant and how and when the round was drawn, on one line:
 * “Chess960x3 · Thrown with a physical die · Sat 21 Nov 2026, 19:32”. */
static char *
format_meta (const ChessDiagramInfo *info)
{
  if (info->variant_name != NULL && info->draw_note != NULL)
    /* Translators: a variant, then how and when a round was drawn */
    return g_strdup_printf (_("%s · %s"), info->variant_name, info->draw_note);
  if (info->variant_name != NULL)
    return g_strdup (info->variant_name);
  return g_strdup (info->draw_note);
}

/* --- Sheet ------------------------------------------------------------ */

/* The back rank table under a sheet's board: as wide as the squares, so
 * that each letter stands under its file, and TABLE_HEIGHT_IN_CELLS of
 * one column's width tall. */
#define TABLE_WIDTH (1 - 2 * CHESS_DIAGRAM_BOARD_MARGIN)
#define TABLE_FILE_SIZE 0.26
#define TABLE_PIECE_SIZE 0.5
#define TABLE_HEIGHT_IN_CELLS (TABLE_FILE_SIZE * 1.5 + TABLE_PIECE_SIZE * 1.45)

/* White's first rank spelt out file by file, a letter under each file:
 * what an arbiter reads out while the boards are set up. WIDTH wide,
 * centred on CX; returns the height it took. */
static double
draw_back_rank_table (cairo_t                *cr,
                      const ChessDiagramInfo *info,
                      const char             *back_rank,
                      double                  cx,
                      double                  y,
                      double                  width)
{
  double cell = width / 8;
  double file_size = cell * TABLE_FILE_SIZE;
  double piece_size = cell * TABLE_PIECE_SIZE;
  double file_height = file_size * 1.5;
  double piece_height = piece_size * 1.45;
  double left = cx - width / 2;
  double rule = MAX (cell * 0.012, 0.3);

  cairo_save (cr);
  for (guint file = 0; file < 8; file++)
    {
      char file_text[2] = { (char) ('a' + file), 0 };
      char english[2] = { back_rank[file], 0 };
      const char *piece_text = info->letters[file] != NULL ? info->letters[file] : english;
      double column_x = left + (file + 0.5) * cell;
      g_autoptr(PangoLayout) file_layout = NULL;
      g_autoptr(PangoLayout) piece_layout = NULL;

      file_layout = chess_diagram_text_new (cr, file_text, file_size, CHESS_DIAGRAM_TEXT_REGULAR);
      piece_layout = chess_diagram_text_new (cr, piece_text, piece_size, CHESS_DIAGRAM_TEXT_BOLD);
      /* Two letters (the Russian king, Кр) keep to their column. */
      chess_diagram_text_shrink (piece_layout, cell * 0.92);
      chess_diagram_text_show_glyph (cr, file_layout, &chess_diagram_muted_ink,
                                     column_x, y + file_height / 2, FALSE);
      chess_diagram_text_show_glyph (cr, piece_layout, &chess_diagram_ink,
                                     column_x, y + file_height + piece_height / 2, FALSE);
    }

  /* A rule between the files and the pieces, and a light one between
   * columns, so that each letter stands under its own file. */
  chess_diagram_set_source (cr, &chess_diagram_rule);
  cairo_set_line_width (cr, rule);
  cairo_move_to (cr, left, y + file_height);
  cairo_line_to (cr, left + width, y + file_height);
  cairo_stroke (cr);
  cairo_set_line_width (cr, rule / 2);
  for (guint file = 1; file < 8; file++)
    {
      cairo_move_to (cr, left + file * cell, y + file_height * 0.25);
      cairo_line_to (cr, left + file * cell, y + file_height + piece_height);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  return file_height + piece_height;
}

typedef struct {
  PangoLayout           *layout;
  const ChessDiagramRgb *color;
  double                 space_before;
} TextLine;

/* SPACE_BEFORE applies only below an earlier line. */
static void
add_line (TextLine              *lines,
          guint                 *n_lines,
          PangoLayout           *layout,
          const ChessDiagramRgb *color,
          double                 space_before)
{
  lines[*n_lines] = (TextLine) { layout, color, *n_lines > 0 ? space_before : 0 };
  (*n_lines)++;
}

static double
lines_height (const TextLine *lines,
              guint           n_lines)
{
  double height = 0;

  for (guint i = 0; i < n_lines; i++)
    {
      double line_height;

      chess_diagram_text_get_size (lines[i].layout, NULL, &line_height);
      height += lines[i].space_before + line_height;
    }
  return height;
}

void
chess_diagram_draw_sheet (cairo_t                *cr,
                          const ChessDiagramInfo *info,
                          double                  width,
                          double                  height)
{
  g_autofree char *round = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *meta = NULL;
  g_autoptr(PangoLayout) note = NULL;
  TextLine lines[7];
  guint n_lines = 0;
  char back_rank[9];
  gboolean has_back_rank;
  double unit, cx, gap, table_factor, fixed_height, board_size, total, y;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || chess_diagram_info_has_number (info));
  g_return_if_fail (width > 0 && height > 0);

  /* Sizes follow the page's width, unless the page is squat: portrait and
   * landscape paper, and a preview on screen, all look alike. */
  unit = MIN (width, height / 1.3) / 100;
  cx = width / 2;
  gap = 4 * unit;
  round = format_round (info);
  caption = format_caption (info);
  meta = format_meta (info);
  /* The letters of a start position; a later position has none. */
  has_back_rank = info->position == NULL && chess_diagram_info_get_back_rank (info, back_rank);

  if (info->event_name != NULL && info->event_name[0] != '\0')
    {
      PangoLayout *layout = chess_diagram_text_new (cr, info->event_name, 5 * unit, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_limit_lines (layout, width, 2);
      add_line (lines, &n_lines, layout, &chess_diagram_muted_ink, 0);
    }
  if (round != NULL)
    add_line (lines, &n_lines, chess_diagram_text_new (cr, round, 8 * unit, CHESS_DIAGRAM_TEXT_BOLD),
              &chess_diagram_ink, 1.5 * unit);
  if (meta != NULL)
    {
      PangoLayout *layout = chess_diagram_text_new (cr, meta, 3.6 * unit, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_limit_lines (layout, width, 2);
      add_line (lines, &n_lines, layout, &chess_diagram_muted_ink, 1 * unit);
    }
  if (info->colours_reversed)
    add_line (lines, &n_lines,
              chess_diagram_text_new (cr, _("(colors reversed)"), 4 * unit, CHESS_DIAGRAM_TEXT_ITALIC),
              &chess_diagram_muted_ink, 0.5 * unit);
  if (caption != NULL)
    {
      PangoLayout *layout = chess_diagram_text_new (cr, caption, 8.5 * unit, CHESS_DIAGRAM_TEXT_BOLD);

      chess_diagram_text_shrink (layout, width * 0.94);
      add_line (lines, &n_lines, layout, &chess_diagram_ink, gap);
      if (info->english_code != NULL)
        add_line (lines, &n_lines,
                  chess_diagram_text_new (cr, info->english_code, 3.6 * unit, CHESS_DIAGRAM_TEXT_REGULAR),
                  &chess_diagram_muted_ink, 0.8 * unit);
    }
  else if (info->position != NULL)
    {
      ChessColor side = chess_position_get_side_to_move (info->position);
      const char *text = side == CHESS_COLOR_WHITE ? _("White to move") : _("Black to move");

      add_line (lines, &n_lines, chess_diagram_text_new (cr, text, 5 * unit, CHESS_DIAGRAM_TEXT_REGULAR),
                &chess_diagram_ink, gap);
    }

  fixed_height = lines_height (lines, n_lines) + (n_lines > 0 ? gap : 0);
  table_factor = 0;
  if (has_back_rank)
    {
      double note_height;

      note = chess_diagram_text_new (cr, _("Black’s pieces mirror White’s, file by file."),
                                     3.2 * unit, CHESS_DIAGRAM_TEXT_REGULAR);
      chess_diagram_text_limit_lines (note, width, 2);
      chess_diagram_text_get_size (note, NULL, &note_height);
      fixed_height += gap + 1.5 * unit + note_height;
      table_factor = TABLE_WIDTH * TABLE_HEIGHT_IN_CELLS / 8;
    }

  /* The board takes what the text leaves, up to most of the width; the
   * back rank table under it grows and shrinks with it. */
  board_size = MIN (width, 82 * unit);
  board_size = MIN (board_size, (height - fixed_height) / (1 + table_factor));
  board_size = MAX (board_size, 10 * unit);
  total = fixed_height + board_size * (1 + table_factor);

  /* A little above the middle, where a printed page looks balanced. */
  y = MAX (0, (height - total) * 0.4);

  for (guint i = 0; i < n_lines; i++)
    {
      y += lines[i].space_before;
      y += chess_diagram_text_show_centred (cr, lines[i].layout, lines[i].color, cx, y);
      g_object_unref (lines[i].layout);
    }
  if (n_lines > 0)
    y += gap;

  chess_diagram_draw_board (cr, info, cx - board_size / 2, y, board_size);
  y += board_size;

  if (has_back_rank)
    {
      y += gap;
      y += draw_back_rank_table (cr, info, back_rank, cx, y, board_size * TABLE_WIDTH);
      y += 1.5 * unit;
      chess_diagram_text_show_centred (cr, note, &chess_diagram_muted_ink, cx, y);
    }
}

/* --- Cards ------------------------------------------------------------ */

void
chess_diagram_draw_card (cairo_t                *cr,
                         const ChessDiagramInfo *info,
                         double                  width,
                         double                  height)
{
  g_autofree char *round = NULL;
  g_autofree char *meta = NULL;
  char back_rank[9];
  TextLine lines[8];
  guint n_lines = 0;
  gboolean side_by_side = width >= height * 1.15;
  double padding = MIN (width, height) * 0.07;
  double board_size, column_width, unit, text_height, y;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || chess_diagram_info_has_number (info));
  g_return_if_fail (width > 0 && height > 0);

  round = format_round (info);

  /* The words matter most: a player checks the letters against the
   * pieces in front of them; the board is there to confirm. */
  if (side_by_side)
    {
      /* Board on the left, the words beside it. */
      board_size = MIN (height - 2 * padding, width * 0.5);
      column_width = width - board_size - 2.5 * padding;
      unit = MIN (height, column_width * 1.5) / 100;
    }
  else
    {
      board_size = 0;   /* what the words leave, below */
      column_width = width - 2 * padding;
      unit = MIN (width, height * 0.8) / 100;
    }

  if (info->event_name != NULL && info->event_name[0] != '\0')
    {
      PangoLayout *layout = chess_diagram_text_new (cr, info->event_name, 6.5 * unit, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_limit_lines (layout, column_width, side_by_side ? 2 : 1);
      if (side_by_side)
        pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
      add_line (lines, &n_lines, layout, &chess_diagram_muted_ink, 0);
    }
  if (round != NULL)
    add_line (lines, &n_lines, chess_diagram_text_new (cr, round, 11 * unit, CHESS_DIAGRAM_TEXT_BOLD),
              &chess_diagram_ink, 2 * unit);
  meta = format_meta (info);
  if (meta != NULL)
    {
      PangoLayout *layout = chess_diagram_text_new (cr, meta, 4.5 * unit, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_limit_lines (layout, column_width, 2);
      if (side_by_side)
        pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
      add_line (lines, &n_lines, layout, &chess_diagram_muted_ink, 1 * unit);
    }
  if (info->colours_reversed)
    {
      PangoLayout *layout = chess_diagram_text_new (cr, _("(colors reversed)"), 6 * unit, CHESS_DIAGRAM_TEXT_ITALIC);

      chess_diagram_text_shrink (layout, column_width);
      add_line (lines, &n_lines, layout, &chess_diagram_muted_ink, 0);
    }
  if (chess_diagram_info_get_back_rank (info, back_rank))
    {
      /* Translators: a start position's number, e.g. "SP 518" */
      g_autofree char *number = g_strdup_printf (_("SP %u"), info->number);
      PangoLayout *number_layout = chess_diagram_text_new (cr, number, 15 * unit, CHESS_DIAGRAM_TEXT_BOLD);
      g_autofree char *letter_text = format_letters (info, back_rank);
      PangoLayout *letters = chess_diagram_text_new (cr, letter_text, 12 * unit, CHESS_DIAGRAM_TEXT_BOLD);
      PangoAttrList *attributes = pango_attr_list_new ();

      /* Spaced out, so that each letter can be counted off to its file
       * (letters of two characters come with spaces already). */
      if (strchr (letter_text, ' ') == NULL)
        pango_attr_list_insert (attributes, pango_attr_letter_spacing_new ((int) (2 * unit * PANGO_SCALE)));
      pango_layout_set_attributes (letters, attributes);
      pango_attr_list_unref (attributes);
      chess_diagram_text_shrink (number_layout, column_width);
      chess_diagram_text_shrink (letters, column_width);
      add_line (lines, &n_lines, number_layout, &chess_diagram_ink, 5 * unit);
      add_line (lines, &n_lines, letters, &chess_diagram_ink, 1 * unit);
      if (info->english_code != NULL)
        {
          PangoLayout *code = chess_diagram_text_new (cr, info->english_code, 4.5 * unit, CHESS_DIAGRAM_TEXT_REGULAR);

          chess_diagram_text_shrink (code, column_width);
          if (side_by_side)
            pango_layout_set_alignment (code, PANGO_ALIGN_LEFT);
          add_line (lines, &n_lines, code, &chess_diagram_muted_ink, 1 * unit);
        }
    }
  text_height = lines_height (lines, n_lines);

  if (side_by_side)
    {
      chess_diagram_draw_board (cr, info, padding, (height - board_size) / 2, board_size);
      /* The words centred on the board's middle. */
      y = MAX (padding, (height - text_height) / 2);
    }
  else
    {
      board_size = MIN (width - 2 * padding, height - 2 * padding - text_height - 3 * unit);
      board_size = MAX (board_size, 0);
      y = MAX (padding, (height - text_height - 3 * unit - board_size) / 2);
    }

  for (guint i = 0; i < n_lines; i++)
    {
      y += lines[i].space_before;
      if (side_by_side)
        y += chess_diagram_text_show_at (cr, lines[i].layout, lines[i].color, width - padding - column_width, y);
      else
        y += chess_diagram_text_show_centred (cr, lines[i].layout, lines[i].color, width / 2, y);
      g_object_unref (lines[i].layout);
    }

  if (!side_by_side && board_size > 0)
    chess_diagram_draw_board (cr, info, (width - board_size) / 2, y + 3 * unit, board_size);
}

void
chess_diagram_draw_card_page (cairo_t                *cr,
                              const ChessDiagramInfo *info,
                              double                  width,
                              double                  height)
{
  /* Two columns of four on a portrait page, four of two on a landscape
   * one: cards a little wider than tall, big enough to read from a chair
   * and small enough to lie beside a board. */
  guint columns = width <= height ? 2 : 4;
  guint rows = width <= height ? 4 : 2;
  double card_width = width / columns;
  double card_height = height / rows;
  double dash[] = { 4, 3 };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || chess_diagram_info_has_number (info));
  g_return_if_fail (width > 0 && height > 0);

  for (guint row = 0; row < rows; row++)
    for (guint column = 0; column < columns; column++)
      {
        cairo_save (cr);
        cairo_translate (cr, column * card_width, row * card_height);
        cairo_rectangle (cr, 0, 0, card_width, card_height);
        cairo_clip (cr);
        chess_diagram_draw_card (cr, info, card_width, card_height);
        cairo_restore (cr);
      }

  /* Cut lines along every edge, the outer ones too: cut on the lines
   * and each card comes out the same size. */
  cairo_save (cr);
  chess_diagram_set_source (cr, &chess_diagram_rule);
  cairo_set_line_width (cr, 0.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint column = 0; column <= columns; column++)
    {
      cairo_move_to (cr, column * card_width, 0);
      cairo_line_to (cr, column * card_width, height);
    }
  for (guint row = 0; row <= rows; row++)
    {
      cairo_move_to (cr, 0, row * card_height);
      cairo_line_to (cr, width, row * card_height);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* --- Tent cards ------------------------------------------------------- */

void
chess_diagram_draw_tent_card (cairo_t                *cr,
                              const ChessDiagramInfo *info,
                              double                  width,
                              double                  height)
{
  double half = height / 2;
  double margin = MIN (width, half) * 0.06;
  double dash[] = { 6, 4 };
  g_autoptr(PangoLayout) fold = NULL;
  double fold_width, fold_height;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (info != NULL);
  g_return_if_fail (info->position != NULL || chess_diagram_info_has_number (info));
  g_return_if_fail (width > 0 && height > 0);

  /* The face the players at one side read: the lower half, upright. */
  cairo_save (cr);
  cairo_translate (cr, margin, half + margin);
  chess_diagram_draw_card (cr, info, width - 2 * margin, half - 2 * margin);
  cairo_restore (cr);

  /* The other side's: the upper half, turned round, so that once folded
   * and stood on the table it is upright too. */
  cairo_save (cr);
  cairo_translate (cr, width - margin, half - margin);
  cairo_rotate (cr, G_PI);
  chess_diagram_draw_card (cr, info, width - 2 * margin, half - 2 * margin);
  cairo_restore (cr);

  /* The fold, dashed across the page, named at its ends. */
  /* Translators: printed at the ends of the line a tent card is folded on */
  fold = chess_diagram_text_new (cr, _("fold"), MAX (6.0, margin * 0.32), CHESS_DIAGRAM_TEXT_ITALIC);
  chess_diagram_text_get_size (fold, &fold_width, &fold_height);
  cairo_save (cr);
  chess_diagram_set_source (cr, &chess_diagram_rule);
  cairo_set_line_width (cr, 0.75);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, fold_width + 8, half);
  cairo_line_to (cr, width - fold_width - 8, half);
  cairo_stroke (cr);
  cairo_restore (cr);
  chess_diagram_text_show_at (cr, fold, &chess_diagram_muted_ink, 4, half - fold_height / 2);
  chess_diagram_text_show_at (cr, fold, &chess_diagram_muted_ink, width - fold_width - 4, half - fold_height / 2);
}

/* --- Captions --------------------------------------------------------- */

void
chess_diagram_draw_caption (cairo_t                *cr,
                            const ChessDiagramInfo *info,
                            double                  size)
{
  g_autofree char *round = format_round (info);
  g_autofree char *caption = format_caption (info);
  g_autofree char *context = NULL;
  double y = size * 0.015;

  if (info->event_name != NULL && info->event_name[0] != '\0' && round != NULL)
    /* Translators: an event and a round, e.g. "Club Championship · Round 3" */
    context = g_strdup_printf (_("%s · %s"), info->event_name, round);
  else if (info->event_name != NULL && info->event_name[0] != '\0')
    context = g_strdup (info->event_name);
  else
    context = g_steal_pointer (&round);

  if (context != NULL)
    {
      g_autoptr(PangoLayout) layout = chess_diagram_text_new (cr, context, size * 0.045, CHESS_DIAGRAM_TEXT_REGULAR);

      chess_diagram_text_shrink (layout, size * 0.94);
      y += chess_diagram_text_show_centred (cr, layout, &chess_diagram_muted_ink, size / 2, y);
    }
  if (caption != NULL)
    {
      g_autoptr(PangoLayout) layout = chess_diagram_text_new (cr, caption, size * 0.06, CHESS_DIAGRAM_TEXT_BOLD);

      chess_diagram_text_shrink (layout, size * 0.94);
      chess_diagram_text_show_centred (cr, layout, &chess_diagram_ink, size / 2, y);
    }
}
