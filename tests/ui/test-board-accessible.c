/* test-board-accessible.c: the board as a screen reader reads it: a grid of
 * ranks and squares, each square labelled with what stands on it, through
 * GTK's test accessibility context
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-accessible"

#include "test-board-view-common.h"
#include "chess-board-square.h"

/* Said independently of the app's code, so that a wrong label fails. */
static char *
expected_label (const ChessPosition *position,
                guint                sq)
{
  static const char *const names[2][7] = {
    { NULL, "white pawn", "white knight", "white bishop", "white rook", "white queen", "white king" },
    { NULL, "black pawn", "black knight", "black bishop", "black rook", "black queen", "black king" },
  };
  g_autofree char *name = chess_square_to_string (sq);
  ChessColor color;
  ChessPieceType type;

  if (!chess_position_get_piece (position, sq, &color, &type))
    return g_strdup_printf ("%s, empty", name);
  return g_strdup_printf ("%s, %s", name, names[color][type]);
}

static gboolean
is_row (GtkWidget *widget)
{
  return gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_ROW;
}

/* The board's cell for SQUARE, found as a screen reader finds it: among
 * the cells of its rows. */
static GtkWidget *
find_cell (Fixture *fixture,
           guint    sq)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (fixture->view));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      if (!is_row (row))
        continue;
      for (GtkWidget *cell = gtk_widget_get_first_child (row);
           cell != NULL;
           cell = gtk_widget_get_next_sibling (cell))
        if (CHESS_IS_BOARD_SQUARE (cell) && chess_board_square_get_square (CHESS_BOARD_SQUARE (cell)) == sq)
          return cell;
    }
  g_error ("No cell for square %u", sq);
}

#define assert_label(fixture, name, expected) \
  gtk_test_accessible_assert_property (find_cell ((fixture), square (name)), \
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, (expected))

#define assert_description(fixture, name, expected) \
  gtk_test_accessible_assert_property (find_cell ((fixture), square (name)), \
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, (expected))

#define assert_no_description(fixture, name) \
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (find_cell ((fixture), square (name))), \
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))

/* Every cell says what the shown position has on its square. */
static void
assert_all_labels (Fixture             *fixture,
                   const ChessPosition *position)
{
  for (guint sq = 0; sq < 64; sq++)
    {
      g_autofree char *expected = expected_label (position, sq);

      gtk_test_accessible_assert_property (find_cell (fixture, sq), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
    }
}

/* The rows top to bottom and their cells left to right, as the board
 * shows them, each cell over its square. */
static void
assert_layout (Fixture *fixture)
{
  gboolean flipped = chess_board_view_get_flipped (fixture->view);
  guint row_index = 0;

  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (fixture->view));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      guint column = 0;

      if (!is_row (row))
        continue;
      g_assert_cmpuint (row_index, <, 8);
      for (GtkWidget *cell = gtk_widget_get_first_child (row);
           cell != NULL;
           cell = gtk_widget_get_next_sibling (cell), column++)
        {
          guint file = flipped ? 7 - column : column;
          guint rank = flipped ? row_index : 7 - row_index;
          guint sq = chess_board_square_get_square (CHESS_BOARD_SQUARE (cell));
          graphene_rect_t expected, bounds;

          g_assert_cmpuint (column, <, 8);
          gtk_test_accessible_assert_role (cell, GTK_ACCESSIBLE_ROLE_GRID_CELL);
          g_assert_cmpuint (sq, ==, CHESS_SQUARE (file, rank));
          g_assert_true (chess_board_view_get_square_bounds (fixture->view, sq, &expected));
          g_assert_true (gtk_widget_compute_bounds (cell, GTK_WIDGET (fixture->view), &bounds));
          g_assert_true (graphene_rect_equal (&bounds, &expected));
        }
      g_assert_cmpuint (column, ==, 8);
      row_index++;
    }
  g_assert_cmpuint (row_index, ==, 8);
}

static void
test_structure (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *e4 = find_cell (fixture, square ("e4"));

  gtk_test_accessible_assert_role (fixture->view, GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (fixture->view, GTK_ACCESSIBLE_PROPERTY_LABEL, "Chess board");
  gtk_test_accessible_assert_role (gtk_widget_get_parent (e4), GTK_ACCESSIBLE_ROLE_ROW);
  gtk_test_accessible_assert_property (gtk_widget_get_parent (e4), GTK_ACCESSIBLE_PROPERTY_LABEL, "Rank 4");
  assert_layout (fixture);

  /* The cells only tell: the board keeps pointer, keys and focus. */
  g_assert_false (gtk_widget_get_can_target (e4));
  g_assert_false (gtk_widget_get_focusable (e4));
  g_assert_false (gtk_widget_get_can_focus (e4));
  g_assert_false (gtk_widget_get_can_target (gtk_widget_get_parent (e4)));
  g_assert_false (gtk_widget_get_can_focus (gtk_widget_get_parent (e4)));
  g_assert_true (gtk_widget_pick (GTK_WIDGET (fixture->view),
                                  gtk_widget_get_width (GTK_WIDGET (fixture->view)) / 2.0,
                                  gtk_widget_get_height (GTK_WIDGET (fixture->view)) / 2.0,
                                  GTK_PICK_DEFAULT) == GTK_WIDGET (fixture->view));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->view)));
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (fixture->view), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (fixture->view)));
}

static void
test_labels_after_setup (Fixture       *fixture,
                         gconstpointer  data)
{
  assert_label (fixture, "e1", "e1, white king");
  assert_label (fixture, "d8", "d8, black queen");
  assert_label (fixture, "g1", "g1, white knight");
  assert_label (fixture, "c8", "c8, black bishop");
  assert_label (fixture, "h7", "h7, black pawn");
  assert_label (fixture, "e4", "e4, empty");
  assert_label (fixture, "a6", "a6, empty");
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
  assert_no_description (fixture, "e4");
  for (guint sq = 0; sq < 64; sq++)
    gtk_test_accessible_assert_state (find_cell (fixture, sq), GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
}

/* Without a game (the hall screen before the reveal) no cell tells of a
 * piece. */
static void
test_no_game (Fixture       *fixture,
              gconstpointer  data)
{
  chess_board_view_set_game (fixture->view, NULL);
  for (guint sq = 0; sq < 64; sq++)
    {
      g_autofree char *name = chess_square_to_string (sq);
      g_autofree char *expected = g_strdup_printf ("%s, empty", name);

      gtk_test_accessible_assert_property (find_cell (fixture, sq), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
    }
  chess_board_view_set_game (fixture->view, fixture->game);
  assert_label (fixture, "e1", "e1, white king");
}

/* Picked up, a piece's cell is selected and its moves' cells say so. */
static void
test_selected_and_targets (Fixture       *fixture,
                           gconstpointer  data)
{
  chess_board_view_click_square (fixture->view, square ("e2"));
  gtk_test_accessible_assert_state (find_cell (fixture, square ("e2")), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
  gtk_test_accessible_assert_state (find_cell (fixture, square ("e3")), GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
  assert_description (fixture, "e3", "can move here");
  assert_description (fixture, "e4", "can move here");
  assert_no_description (fixture, "e5");
  assert_no_description (fixture, "d3");

  /* Without the marks on the board, no notes either. */
  chess_board_view_set_show_legal_moves (fixture->view, FALSE);
  assert_no_description (fixture, "e3");
  chess_board_view_set_show_legal_moves (fixture->view, TRUE);
  assert_description (fixture, "e3", "can move here");

  /* Put down again. */
  g_assert_true (press_key (GTK_WIDGET (fixture->view), GDK_KEY_Escape));
  gtk_test_accessible_assert_state (find_cell (fixture, square ("e2")), GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
  assert_no_description (fixture, "e3");

  /* A capture reads as one. */
  fixture_load (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  chess_board_view_click_square (fixture->view, square ("e4"));
  assert_description (fixture, "d5", "can capture here");
  assert_description (fixture, "e5", "can move here");
}

static void
test_after_move (Fixture       *fixture,
                 gconstpointer  data)
{
  chess_board_view_click_square (fixture->view, square ("g1"));
  chess_board_view_click_square (fixture->view, square ("f3"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);

  /* At once, while the knight is still on its way. */
  assert_label (fixture, "f3", "f3, white knight");
  assert_label (fixture, "g1", "g1, empty");
  chess_board_view_finish_animation (fixture->view);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
  assert_label (fixture, "f3", "f3, white knight");
  assert_label (fixture, "g1", "g1, empty");
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
  assert_description (fixture, "g1", "last move");
  assert_description (fixture, "f3", "last move");
  assert_no_description (fixture, "e2");

  /* Undone, the board is as before. */
  g_assert_true (chess_game_undo (fixture->game));
  assert_label (fixture, "g1", "g1, white knight");
  assert_label (fixture, "f3", "f3, empty");
  assert_no_description (fixture, "g1");
}

/* King b1, rooks a1 and h1: the king onto the h1 rook castles, and both
 * end where the Chess960 rules put them. */
static void
test_after_castle (Fixture       *fixture,
                   gconstpointer  data)
{
  fixture_load (fixture, CHESS_VARIANT_CHESS960, KING_B1_FEN);
  chess_board_view_click_square (fixture->view, square ("b1"));
  assert_description (fixture, "h1", "castles here");
  assert_label (fixture, "h1", "h1, white rook");
  chess_board_view_click_square (fixture->view, square ("h1"));
  g_assert_cmpstr (last_san (fixture), ==, "O-O");

  assert_label (fixture, "g1", "g1, white king");
  assert_label (fixture, "f1", "f1, white rook");
  assert_label (fixture, "b1", "b1, empty");
  assert_label (fixture, "h1", "h1, empty");
  assert_label (fixture, "a1", "a1, white rook");
  chess_board_view_finish_animation (fixture->view);
  chess_test_ui_wait_for_frame (GTK_WIDGET (fixture->view));
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
  assert_description (fixture, "b1", "last move");
  assert_description (fixture, "g1", "last move");
}

static void
test_flipped (Fixture       *fixture,
              gconstpointer  data)
{
  chess_board_view_set_flipped (fixture->view, TRUE);
  assert_layout (fixture);
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
  assert_label (fixture, "e1", "e1, white king");

  chess_board_view_set_flipped (fixture->view, FALSE);
  assert_layout (fixture);
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
}

/* Looking back, the cells tell the older position, and its last move. */
static void
test_view_ply (Fixture       *fixture,
               gconstpointer  data)
{
  chess_board_view_set_animation_duration (fixture->view, 0);
  chess_board_view_click_square (fixture->view, square ("e2"));
  chess_board_view_click_square (fixture->view, square ("e4"));
  chess_board_view_click_square (fixture->view, square ("e7"));
  chess_board_view_click_square (fixture->view, square ("e5"));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 2);

  chess_board_view_set_view_ply (fixture->view, 0);
  assert_all_labels (fixture, chess_game_get_position_at (fixture->game, 0));
  assert_label (fixture, "e4", "e4, empty");
  assert_label (fixture, "e2", "e2, white pawn");
  assert_no_description (fixture, "e4");

  chess_board_view_set_view_ply (fixture->view, 1);
  assert_all_labels (fixture, chess_game_get_position_at (fixture->game, 1));
  assert_label (fixture, "e4", "e4, white pawn");
  assert_label (fixture, "e5", "e5, empty");
  assert_description (fixture, "e4", "last move");
  assert_no_description (fixture, "e5");

  chess_board_view_set_view_ply (fixture->view, -1);
  assert_all_labels (fixture, chess_game_get_position (fixture->game));
  assert_label (fixture, "e5", "e5, black pawn");
  assert_description (fixture, "e5", "last move");
  assert_no_description (fixture, "e4");
}

static void
test_check (Fixture       *fixture,
            gconstpointer  data)
{
  fixture_load (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  chess_board_view_set_animation_duration (fixture->view, 0);
  chess_board_view_click_square (fixture->view, square ("a1"));
  chess_board_view_click_square (fixture->view, square ("a8"));
  assert_label (fixture, "e8", "e8, black king");
  assert_description (fixture, "e8", "in check");
  assert_description (fixture, "a8", "last move");
  assert_no_description (fixture, "e1");
}

/* The keyboard's square is the board's active descendant, and its
 * description. */
static void
test_cursor (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWidget *board = GTK_WIDGET (fixture->view);

  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (board),
                                                    GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT));

  /* The first arrow puts the cursor on the king to move. */
  g_assert_true (press_key (board, GDK_KEY_Up));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("e1"));
  gtk_test_accessible_assert_relation (board, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       find_cell (fixture, square ("e1")));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "e1, white king");

  g_assert_true (press_key (board, GDK_KEY_Up));
  g_assert_true (press_key (board, GDK_KEY_Left));
  g_assert_cmpuint (chess_board_view_get_cursor_square (fixture->view), ==, square ("d2"));
  gtk_test_accessible_assert_relation (board, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       find_cell (fixture, square ("d2")));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "d2, white pawn");

  /* Space picks the pawn up; the cursor's cell is the selected one. */
  g_assert_true (press_key (board, GDK_KEY_space));
  gtk_test_accessible_assert_state (find_cell (fixture, square ("d2")), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
  g_assert_true (press_key (board, GDK_KEY_Up));
  gtk_test_accessible_assert_relation (board, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       find_cell (fixture, square ("d3")));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "d3, empty");

  /* Flipped, up is towards White: the cursor stays on its square. */
  chess_board_view_set_flipped (fixture->view, TRUE);
  g_assert_true (press_key (board, GDK_KEY_Up));
  gtk_test_accessible_assert_relation (board, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       find_cell (fixture, square ("d2")));

  /* A move under the cursor changes what it reads. */
  chess_board_view_set_flipped (fixture->view, FALSE);
  g_assert_true (press_key (board, GDK_KEY_Up));
  g_assert_true (press_key (board, GDK_KEY_Up));
  g_assert_true (press_key (board, GDK_KEY_space));
  g_assert_cmpuint (chess_game_get_n_moves (fixture->game), ==, 1);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "d4, white pawn");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/board-accessible/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("structure", test_structure);
  ADD ("labels-after-setup", test_labels_after_setup);
  ADD ("no-game", test_no_game);
  ADD ("selected-and-targets", test_selected_and_targets);
  ADD ("after-move", test_after_move);
  ADD ("after-castle", test_after_castle);
  ADD ("flipped", test_flipped);
  ADD ("view-ply", test_view_ply);
  ADD ("check", test_check);
  ADD ("cursor", test_cursor);

#undef ADD

  return g_test_run ();
}
