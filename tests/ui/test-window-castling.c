/* test-window-castling.c: the main window's castle buttons and castling
 * rights
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-move-list.h"

static gboolean
move_is_listed (ChessCastleBar  *bar,
                const ChessMove *move)
{
  for (guint i = 0; i < chess_castle_bar_get_n_castles (bar); i++)
    if (chess_move_equal (chess_castle_bar_get_castle (bar, i), move))
      return TRUE;
  return FALSE;
}

/* The castle bar lists exactly the castles among the core's legal moves. */
static void
assert_castles_match (Fixture *fixture)
{
  ChessCastleBar *bar = child (fixture, "castle_bar");
  g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (chess_game_get_position (game (fixture)));
  guint castles = 0;

  for (guint i = 0; i < legal->len; i++)
    if (chess_move_is_castle (g_ptr_array_index (legal, i)))
      {
        castles++;
        g_assert_true (move_is_listed (bar, g_ptr_array_index (legal, i)));
      }
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, castles);
  g_assert_cmpint (chess_castle_bar_get_buttons_shown (bar), ==, castles > 0);
}

static const char *
castle_button_san (ChessCastleBar *bar,
                   guint           index)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (chess_castle_bar_get_button (bar, index)));

  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box)));
}

static const char *
castle_button_landing (ChessCastleBar *bar,
                       guint           index)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (chess_castle_bar_get_button (bar, index)));

  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (box)));
}
static const char *
castle_button_tooltip (ChessCastleBar *bar,
                       guint           index)
{
  return gtk_widget_get_tooltip_text (chess_castle_bar_get_button (bar, index));
}

/* Clicks the castle button the way a keyboard user does: focused first,
 * then activated. */
static void
click_castle (ChessCastleBar *bar,
              guint           index)
{
  GtkWidget *button = chess_castle_bar_get_button (bar, index);

  g_assert_true (gtk_widget_grab_focus (button));
  g_signal_emit_by_name (button, "clicked");
}


static void
test_castle_buttons (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessCastleBar *bar = child (fixture, "castle_bar");
  const ChessMove *move;

  /* None at the start of a standard game, one once the way is clear. */
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 0);
  enter_moves (fixture, "e4 e5 Nf3 Nc6 Bc4");
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 0);
  enter_moves (fixture, "Nf6");
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 1);
  g_assert_cmpstr (castle_button_san (bar, 0), ==, "O-O");
  g_assert_cmpstr (castle_button_landing (bar, 0), ==, "King g1 · Rook f1");
  /* The tooltip says the same, with where the pieces come from. */
  g_assert_cmpstr (castle_button_tooltip (bar, 0), ==, "King e1 → g1 · Rook h1 → f1");

  /* The button plays the castle, and the focus it had goes to the board
   * rather than nowhere. */
  click_castle (bar, 0);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 7);
  move = chess_game_get_move (game (fixture), 7);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_H);
  assert_castles_match (fixture);
  g_assert_true (focus_is_in (fixture, child (fixture, "board_view")));

  /* Chess960x3: each rook castles to either side, so four castles, the
   * crossing ones in their own spelling. */
  set_fen (fixture, CHESS_VARIANT_CHESS960X3, "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1");
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 4);
  g_assert_cmpstr (castle_button_san (bar, 0), ==, "O-O");
  g_assert_cmpstr (castle_button_landing (bar, 0), ==, "King g1 · Rook f1");
  g_assert_cmpstr (castle_button_san (bar, 1), ==, "O-O:a");
  g_assert_cmpstr (castle_button_landing (bar, 1), ==, "King f1 · Rook g1");
  g_assert_cmpstr (castle_button_san (bar, 2), ==, "O-O-O");
  g_assert_cmpstr (castle_button_landing (bar, 2), ==, "King c1 · Rook d1");
  g_assert_cmpstr (castle_button_san (bar, 3), ==, "O-O-O:h");
  g_assert_cmpstr (castle_button_landing (bar, 3), ==, "King d1 · Rook c1");
  g_assert_cmpstr (castle_button_tooltip (bar, 3), ==, "King e1 → d1 · Rook h1 → c1");

  /* While an earlier position is shown, castling is not offered. */
  enter_moves (fixture, "a3 a6");
  g_assert_true (chess_castle_bar_get_buttons_shown (bar));
  chess_move_list_set_view_ply (child (fixture, "move_list"), 1);
  g_assert_false (chess_castle_bar_get_buttons_shown (bar));
  chess_move_list_set_view_ply (child (fixture, "move_list"), -1);
  g_assert_true (chess_castle_bar_get_buttons_shown (bar));

  /* Clicking a crossing castle plays it. */
  click_castle (bar, 1);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  move = chess_game_get_move (game (fixture), 3);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpstr (chess_game_get_san (game (fixture), 3), ==, "O-O:a");
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 0);
  g_assert_true (focus_is_in (fixture, child (fixture, "board_view")));
}


static void
test_castling_rights_shown (Fixture       *fixture,
                            gconstpointer  data)
{
  ChessCastlingRights *rights = child (fixture, "castling_rights");
  GtkLabel *info = child (fixture, "info_label");

  g_assert_cmpstr (gtk_label_get_label (info), ==, "Chess960 · SP 518 · RNBQKBNR");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 h1 · Black a8 h8");
  g_assert_cmpstr (chess_castling_rights_get_description (rights), ==,
                   "White can castle with the rooks on a1 h1. Black can castle with the rooks on a8 h8.");
  enter_moves (fixture, "h4 a5 Rh3");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 · Black a8 h8");
  g_assert_cmpstr (chess_castling_rights_get_description (rights), ==,
                   "White can castle with the rook on a1. Black can castle with the rooks on a8 h8.");
  enter_moves (fixture, "Ra6 Rh1");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 · Black h8");

  /* A side with no rights left shows a dash, and says so in words. */
  enter_moves (fixture, "Nh6 a3 Rg8");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 · Black —");
  g_assert_cmpstr (chess_castling_rights_get_description (rights), ==,
                   "White can castle with the rook on a1. Black can no longer castle.");
  g_assert_cmpuint (chess_castling_rights_get_rooks (rights), ==,
                    chess_position_get_castling_rooks (chess_game_get_position (game (fixture))));

  /* An earlier position shows its own rights. */
  chess_move_list_set_view_ply (child (fixture, "move_list"), 2);
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 h1 · Black a8 h8");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White — · Black —");
  g_assert_cmpstr (chess_castling_rights_get_description (rights), ==,
                   "White can no longer castle. Black can no longer castle.");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("castle-buttons", test_castle_buttons);
  ADD_WINDOW_TEST ("castling-rights-shown", test_castling_rights_shown);

  return g_test_run ();
}
