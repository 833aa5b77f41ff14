/* test-move-list-common.h: what the move list's test programs share: a
 * list on a game, moves played as text, and what the list shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdlib.h>

#include <gtk/gtk.h>

#include "chess-announce.h"
#include "chess-test-ui.h"
#include "chess-move-list.h"

/* Each program uses some of these helpers, never all. */
#define TEST_HELPER G_GNUC_UNUSED static

TEST_HELPER ChessMoveList *
new_list (ChessGame *game)
{
  ChessMoveList *list = CHESS_MOVE_LIST (chess_move_list_new ());

  g_object_ref_sink (list);
  chess_move_list_set_game (list, game);
  return list;
}

TEST_HELPER void
play (ChessGame  *game,
      const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      chess_game_play_text (game, list[i], &error);
      g_assert_no_error (error);
    }
}

TEST_HELPER GtkWidget *
button_box (ChessMoveList *list,
            guint          ply)
{
  GtkWidget *button = chess_move_list_get_move_button (list, ply);

  g_assert_nonnull (button);
  return gtk_button_get_child (GTK_BUTTON (button));
}

TEST_HELPER const char *
move_text (ChessMoveList *list,
           guint          ply)
{
  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (button_box (list, ply))));
}

/* The label of the row holding move PLY: its number. */
TEST_HELPER const char *
row_number (ChessMoveList *list,
            guint          ply)
{
  GtkWidget *button = chess_move_list_get_move_button (list, ply);
  GtkWidget *row = gtk_widget_get_parent (gtk_widget_get_parent (button));

  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (row)));
}

/* What LIST shows, in order, as one line per widget of its table: rows
 * with their number and their slots (a move's text and tooltip, or "_"
 * for a placeholder), comment and variation paragraphs with their text.
 * A list changed in place must read as one built afresh. */
TEST_HELPER char *
describe_rows (ChessMoveList *list,
               ChessGame     *game)
{
  GtkWidget *first = chess_move_list_get_move_button (list, 1);
  GtkWidget *rows_box = gtk_widget_get_parent (gtk_widget_get_parent (gtk_widget_get_parent (first)));
  GString *text = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (rows_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, "move-row"))
        {
          g_string_append_printf (text, "row %s:", gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (child))));
          for (GtkWidget *slot = gtk_widget_get_first_child (gtk_widget_get_last_child (child)); slot != NULL;
               slot = gtk_widget_get_next_sibling (slot))
            {
              if (GTK_IS_BUTTON (slot))
                g_string_append_printf (text, " [%s|%s]",
                                        gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (slot))))),
                                        gtk_widget_get_tooltip_text (slot));
              else
                g_string_append (text, " _");
            }
        }
      else if (GTK_IS_LABEL (child))
        g_string_append_printf (text, "%s: %s", gtk_widget_has_css_class (child, "comment") ? "comment" : "variation",
                                gtk_label_get_label (GTK_LABEL (child)));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* LIST reads as a list built afresh for GAME. */
TEST_HELPER void
assert_reads_as_new (ChessMoveList *list,
                     ChessGame     *game)
{
  g_autoptr(ChessMoveList) fresh = new_list (game);
  g_autofree char *shown = describe_rows (list, game);
  g_autofree char *expected = describe_rows (fresh, game);

  g_assert_cmpstr (shown, ==, expected);
}
