/* test-move-list.c: ChessMoveList follows its game move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-move-list"

#include "test-move-list-common.h"

static ChessGame *
game_from_fen (const char *fen)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(GError) error = NULL;

  start = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, fen, &error);
  g_assert_no_error (error);
  return chess_game_new (start);
}

/* The castling method's caption, or NULL when the move has none. */
static const char *
caption_text (ChessMoveList *list,
              guint          ply)
{
  GtkWidget *box = button_box (list, ply);
  GtkWidget *caption = gtk_widget_get_last_child (box);

  if (caption == gtk_widget_get_first_child (box))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (caption));
}

static void
test_rows_follow_the_game (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);

  g_assert_null (chess_move_list_get_move_button (list, 1));

  play (game, "e4 e5 Nf3");
  g_assert_nonnull (chess_move_list_get_move_button (list, 3));
  g_assert_null (chess_move_list_get_move_button (list, 4));
  g_assert_cmpstr (move_text (list, 1), ==, "e4");
  g_assert_cmpstr (move_text (list, 2), ==, "e5");
  g_assert_cmpstr (move_text (list, 3), ==, "Nf3");
  g_assert_cmpstr (row_number (list, 1), ==, "1.");
  g_assert_cmpstr (row_number (list, 2), ==, "1.");
  g_assert_cmpstr (row_number (list, 3), ==, "2.");
  /* White's and Black's move share a row. */
  g_assert_true (gtk_widget_get_parent (chess_move_list_get_move_button (list, 1))
                 == gtk_widget_get_parent (chess_move_list_get_move_button (list, 2)));

  /* The newest move is the current one. */
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 3), "current"));
  g_assert_false (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 2), "current"));

  g_assert_true (chess_game_undo (game));
  g_assert_null (chess_move_list_get_move_button (list, 3));
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 2), "current"));
  /* The move taken back stays in the list, for Redo, faded. */
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_node_widget (list, chess_game_node_get_next (chess_game_get_current_node (game))),
                                           "taken-back"));
  g_assert_false (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 2), "taken-back"));
  g_assert_true (chess_game_undo (game));
  g_assert_null (chess_move_list_get_move_button (list, 2));
  g_assert_cmpstr (move_text (list, 1), ==, "e4");

  /* Redo and a different move both append again. */
  g_assert_true (chess_game_redo (game));
  g_assert_cmpstr (move_text (list, 2), ==, "e5");
  g_assert_false (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 2), "taken-back"));
  g_assert_true (chess_game_undo (game));
  play (game, "c5");
  g_assert_cmpstr (move_text (list, 2), ==, "c5");
  g_assert_true (gtk_widget_get_parent (chess_move_list_get_move_button (list, 1))
                 == gtk_widget_get_parent (chess_move_list_get_move_button (list, 2)));
}

static void
test_long_game_keeps_buttons (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  GtkWidget *first;

  play (game, "Nf3 Nf6");
  first = chess_move_list_get_move_button (list, 1);

  /* Knights back and forth: moves come and go at the end only. */
  for (guint i = 0; i < 2; i++)
    play (game, "Ng1 Ng8 Nf3 Nf6");
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 10);

  /* Appending does not rebuild what is there. */
  g_assert_true (chess_move_list_get_move_button (list, 1) == first);
  g_assert_cmpstr (move_text (list, 10), ==, "Nf6");
  g_assert_cmpstr (row_number (list, 10), ==, "5.");
}

static void
test_black_starts (void)
{
  g_autoptr(ChessGame) game = game_from_fen ("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7");
  g_autoptr(ChessMoveList) list = new_list (game);
  g_autofree char *formatted = NULL;

  play (game, "Kd7 e4 Kc6");
  /* “7… Kd7”, not “7.” and an empty slot for White. */
  g_assert_cmpstr (row_number (list, 1), ==, "7…");
  g_assert_cmpstr (row_number (list, 2), ==, "8.");
  g_assert_cmpstr (row_number (list, 3), ==, "8.");
  /* Black's first move stands alone in the second column. */
  g_assert_true (gtk_widget_get_last_child (gtk_widget_get_parent (chess_move_list_get_move_button (list, 1)))
                 == chess_move_list_get_move_button (list, 1));
  formatted = chess_move_list_format_ply (game, 1, FALSE);
  g_assert_cmpstr (formatted, ==, "7… Kd7");

  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  g_assert_null (chess_move_list_get_move_button (list, 1));
  play (game, "Kf7");
  g_assert_cmpstr (row_number (list, 1), ==, "7…");
}

static void
test_figurine_toggle (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);

  play (game, "Nf3 d5");
  g_assert_cmpstr (move_text (list, 1), ==, "Nf3");

  chess_move_list_set_figurine (list, TRUE);
  g_assert_cmpstr (move_text (list, 1), ==, "♞f3");
  g_assert_cmpstr (move_text (list, 2), ==, "d5");
  /* New moves follow the setting. */
  play (game, "Nc3");
  g_assert_cmpstr (move_text (list, 3), ==, "♞c3");

  g_object_set (list, "figurine", FALSE, NULL);
  g_assert_cmpstr (move_text (list, 1), ==, "Nf3");
  g_assert_cmpstr (move_text (list, 3), ==, "Nc3");
}

/* Screen readers hear moves in words, as they are announced, not SAN
 * letters: “1. Knight f3”. */
static void
test_accessible_names (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;

  play (game, "Nf3 d5");
  white = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chess_move_list_get_move_button (list, 1)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "1. Knight f3");
  g_assert_null (white);
  black = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chess_move_list_get_move_button (list, 2)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "1… Pawn d5");
  g_assert_null (black);
}

/* One castle of each of FIDE's four methods (Guidelines II.3.2). */
static void
test_castling_captions (void)
{
  struct {
    const char          *fen;
    ChessCastlingMethod  method;
    const char          *caption;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", CHESS_CASTLING_METHOD_DOUBLE_MOVE, "double move" },
    { "4k3/8/8/8/8/8/8/5KR1 w K - 0 1", CHESS_CASTLING_METHOD_TRANSPOSITION, "swap" },
    { "4k3/8/8/8/8/8/8/3K1R2 w K - 0 1", CHESS_CASTLING_METHOD_KING_MOVE_ONLY, "king only" },
    { "4k3/8/8/8/8/8/8/6KR w K - 0 1", CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY, "rook only" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ChessGame) game = game_from_fen (cases[i].fen);
      g_autoptr(ChessMoveList) list = new_list (game);
      const char *tooltip;

      play (game, "O-O Kd7");
      g_assert_cmpint (chess_move_get_castling_method (chess_game_get_move (game, 1)), ==, cases[i].method);
      g_assert_cmpstr (move_text (list, 1), ==, "O-O");
      g_assert_cmpstr (caption_text (list, 1), ==, cases[i].caption);
      tooltip = gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 1));
      g_assert_cmpstr (tooltip, ==, chess_ui_castling_method_description (cases[i].method));
      /* An ordinary move has no caption. */
      g_assert_null (caption_text (list, 2));
    }
}

static void
test_view_ply (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  ChessGameNode *view_node = NULL;

  play (game, "e4 e5 Nf3 Nc6");
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);

  /* A click on an earlier move shows it. */
  g_signal_emit_by_name (chess_move_list_get_move_button (list, 2), "clicked");
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, 2);
  g_object_get (list, "view-node", &view_node, NULL);
  g_assert_true (view_node == chess_game_get_node_at (game, 2));
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 2), "current"));
  g_assert_false (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 4), "current"));

  /* A click on the newest move returns to the game. */
  g_signal_emit_by_name (chess_move_list_get_move_button (list, 4), "clicked");
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 4), "current"));

  /* Playing or taking back a move returns to the game too. */
  chess_move_list_set_view_ply (list, 1);
  play (game, "Bb5");
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);
  chess_move_list_set_view_ply (list, 0);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, 0);
  g_assert_true (chess_game_undo (game));
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);

  /* Past the end is the game itself. */
  chess_move_list_set_view_ply (list, 99);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);
}

static void
count_call (guint *count)
{
  (*count)++;
}

/* The newest move's position is the live game: asking for it, by call or
 * by property, follows the game rather than showing an earlier position. */
static void
test_view_newest_follows_game (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  guint notified = 0;

  /* No moves: the start position is the game itself. */
  chess_move_list_set_view_ply (list, 0);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);

  play (game, "e4 e5 Nf3");
  g_signal_connect_swapped (list, "notify::view-node", G_CALLBACK (count_call), &notified);
  chess_move_list_set_view_ply (list, 3);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);
  g_assert_cmpuint (notified, ==, 0);
  g_assert_true (gtk_widget_has_css_class (chess_move_list_get_move_button (list, 3), "current"));

  chess_move_list_set_view_ply (list, 2);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, 2);
  g_object_set (list, "view-node", chess_game_get_current_node (game), NULL);
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);
  g_assert_cmpuint (notified, ==, 2);
}

static void
test_new_game_rebuilds (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessGame) other = chess_game_new_start (CHESS_VARIANT_CHESS960, 0, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);

  play (game, "e4 e5 Nf3");
  chess_move_list_set_view_ply (list, 1);
  chess_move_list_set_game (list, other);
  g_assert_null (chess_move_list_get_move_button (list, 1));
  g_assert_cmpint (chess_move_list_get_view_ply (list), ==, -1);

  /* The old game no longer reaches the list. */
  play (game, "Nc6");
  g_assert_null (chess_move_list_get_move_button (list, 1));
  play (other, "e4");
  g_assert_cmpstr (move_text (list, 1), ==, "e4");
}

/* A comment on the newest move, in a game being played: Black's answer
 * goes to a row of its own after it, or into White's row once the
 * comment is gone; the list always reads as one built afresh. */
static void
test_comment_at_the_end (void)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  GtkWidget *e4;

  play (game, "e4");
  e4 = chess_move_list_get_move_button (list, 1);
  chess_game_set_comment (game, chess_game_get_node_at (game, 1), "The king's pawn");
  assert_reads_as_new (list, game);
  play (game, "e5");
  g_assert_cmpstr (row_number (list, 2), ==, "1…");
  assert_reads_as_new (list, game);

  /* Gone: e5 comes back beside e4. */
  chess_game_set_comment (game, chess_game_get_node_at (game, 1), NULL);
  g_assert_cmpstr (row_number (list, 2), ==, "1.");
  g_assert_true (chess_move_list_get_move_button (list, 1) == e4);
  assert_reads_as_new (list, game);
  g_assert_true (chess_game_undo (game));
  g_assert_true (chess_game_undo (game));
  play (game, "d4");
  chess_game_set_comment (game, chess_game_get_node_at (game, 1), "[%clk 0:05:00]");
  chess_game_set_comment (game, chess_game_get_node_at (game, 1), "Queen's pawn [%clk 0:05:00]");
  chess_game_set_comment (game, chess_game_get_node_at (game, 1), NULL);
  play (game, "d5");
  g_assert_true (gtk_widget_get_parent (chess_move_list_get_move_button (list, 1))
                 == gtk_widget_get_parent (chess_move_list_get_move_button (list, 2)));
  assert_reads_as_new (list, game);

  /* The comment before the first move, made, changed and removed. */
  chess_game_set_comment (game, chess_game_get_root (game), "A Chess960 game");
  assert_reads_as_new (list, game);
  chess_game_set_comment (game, chess_game_get_root (game), "The standard position");
  assert_reads_as_new (list, game);
  chess_game_set_comment (game, chess_game_get_root (game), "[%evp 0,1]");
  assert_reads_as_new (list, game);
}

static gboolean
draws_all (GtkWidget  *widget,
           const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);

  return pango_layout_get_unknown_glyphs_count (layout) == 0;
}

/* Every NAG symbol the list shows is drawn by its fonts, never as a box:
 * one they lack reads as its plain form ("+=" for "⩲", "zz" for "⨀"),
 * and the tooltip still says what it means. Debian's fonts have no ⩲
 * (U+2A72) at all, so the plain form is what this machine shows. */
static void
test_nag_symbols_drawable (void)
{
  static const guint8 nags[] = { 7, 13, 14, 15, 16, 17, 18, 19, 22, 23, 32, 36, 40, 44, 132, 138, 140, 146 };
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMoveList) list = new_list (game);
  GtkWidget *window = gtk_window_new ();
  ChessGameNode *e4, *d4;
  GtkWidget *label, *line;
  gboolean fonts_have_it = draws_all (GTK_WIDGET (list), "⩲");

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  play (game, "e4 e5");
  e4 = chess_game_get_node_at (game, 1);
  {
    g_autoptr(ChessMove) move = chess_position_parse_san (chess_game_node_get_position (chess_game_get_root (game)), "d4", NULL);

    d4 = chess_game_add_move (game, chess_game_get_root (game), move, NULL);
  }
  g_assert_nonnull (d4);
  for (guint i = 0; i < G_N_ELEMENTS (nags); i++)
    {
      g_test_message ("$%u", nags[i]);
      chess_game_set_nags (game, e4, &nags[i], 1);
      chess_game_set_nags (game, d4, &nags[i], 1);
      label = gtk_widget_get_first_child (button_box (list, 1));
      g_assert_cmpint (pango_layout_get_unknown_glyphs_count (gtk_label_get_layout (GTK_LABEL (label))), ==, 0);
      line = chess_move_list_get_node_widget (list, d4);
      g_assert_true (GTK_IS_LABEL (line));
      g_assert_cmpint (pango_layout_get_unknown_glyphs_count (gtk_label_get_layout (GTK_LABEL (line))), ==, 0);
    }

  chess_game_set_nags (game, e4, (const guint8[]) { 14 }, 1);
  if (!fonts_have_it)
    {
      g_assert_cmpstr (move_text (list, 1), ==, "e4 +=");
      g_assert_cmpstr (gtk_widget_get_tooltip_text (chess_move_list_get_move_button (list, 1)), ==,
                       "+= White is slightly better");
    }
  else
    {
      g_test_message ("the fonts here draw ⩲: the plain form is not shown");
      g_assert_cmpstr (move_text (list, 1), ==, "e4 ⩲");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/move-list/rows-follow-the-game", test_rows_follow_the_game);
  g_test_add_func ("/move-list/long-game-keeps-buttons", test_long_game_keeps_buttons);
  g_test_add_func ("/move-list/black-starts", test_black_starts);
  g_test_add_func ("/move-list/figurine-toggle", test_figurine_toggle);
  g_test_add_func ("/move-list/accessible-names", test_accessible_names);
  g_test_add_func ("/move-list/castling-captions", test_castling_captions);
  g_test_add_func ("/move-list/view-ply", test_view_ply);
  g_test_add_func ("/move-list/view-newest-follows-game", test_view_newest_follows_game);
  g_test_add_func ("/move-list/new-game-rebuilds", test_new_game_rebuilds);
  g_test_add_func ("/move-list/comment-at-the-end", test_comment_at_the_end);
  g_test_add_func ("/move-list/nag-symbols-drawable", test_nag_symbols_drawable);

  return g_test_run ();
}
