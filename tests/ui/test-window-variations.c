/* test-window-variations.c: the window on the game's tree: a variation's
 * move clicked in the move list, ← → ↑ ↓ at a branch, a move made on an
 * earlier position of a finished game and of a game being played,
 * promoting, deleting, comments and NAGs, and the session keeping them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include "test-window-common.h"
#include "chess-board-view.h"
#include "chess-move-list.h"
#include "chess-compat.h"
#include "chess-pgn.h"

/* 1. e4 e5 (1… c5 2. Nf3 d6) 2. Nf3 Nc6, finished (Black resigned). */
static const char annotated[] =
  "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
  "[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n"
  "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
  "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
  "1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 Nc6 1-0\n";

static void
open_annotated (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = chess_pgn_read (annotated, -1, &error);

  g_assert_no_error (error);
  chess_window_set_game (fixture->window, g_ptr_array_index (games, 0));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
}

static ChessGameNode *
node_at (Fixture    *fixture,
         const char *path)
{
  ChessGameNode *node = chess_game_get_root (game (fixture));

  /* "0.1.0": child 0, then its child 1, then that one's child 0. */
  for (const char *p = path; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      node = chess_game_node_get_child (node, *p - '0');
  return node;
}

static void
activate (Fixture    *fixture,
          const char *action)
{
  g_assert_true (action_enabled (fixture, action));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL);
}

static ChessMoveList *
move_list (Fixture *fixture)
{
  return child (fixture, "move_list");
}

/* A click on a variation's move shows its position on the board. */
static void
test_click_variation_move (Fixture       *fixture,
                           gconstpointer  data)
{
  ChessBoardView *board = child (fixture, "board_view");
  ChessGameNode *d6;
  GtkWidget *label;
  g_autofree char *link = NULL;
  gboolean handled = FALSE;

  open_annotated (fixture);
  d6 = node_at (fixture, "0.1.0.0");
  g_assert_cmpstr (chess_game_node_get_san (d6), ==, "d6");
  label = chess_move_list_get_node_widget (move_list (fixture), d6);
  g_assert_true (GTK_IS_LABEL (label));
  /* The whole variation is one paragraph, its moves links. */
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "1… c5 2. "));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)), "f3 d6"));
  link = chess_move_list_get_node_link (move_list (fixture), d6);
  g_assert_nonnull (link);

  g_signal_emit_by_name (label, "activate-link", link, &handled);
  g_assert_true (handled);
  g_assert_true (chess_window_get_view_node (fixture->window) == d6);
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, 4);
  g_assert_true (chess_board_view_get_view_node (board) == d6);
  /* The move shown stands out in its paragraph. */
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "weight=\"bold\""));
  /* A click on a main-line move shows that one. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list (fixture), 1), "clicked");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0"));
  g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (label)), "weight=\"bold\""));
}

/* → follows the line it came back along, else the main line; ↑ ↓ choose
 * between the moves at a branch; End goes to the line's end. (The keys'
 * way to these actions is e2e-keys.py's: GTK has no key events here.) */
static void
test_keys_at_branch (Fixture       *fixture,
                     gconstpointer  data)
{
  open_annotated (fixture);
  chess_window_set_view_node (fixture->window, node_at (fixture, "0"));
  g_assert_false (action_enabled (fixture, "win.view-down"));
  activate (fixture, "win.view-next");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.0"));
  /* ↓: the variation's first move; ↑ back. */
  activate (fixture, "win.view-down");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1"));
  g_assert_false (action_enabled (fixture, "win.view-down"));
  activate (fixture, "win.view-up");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.0"));
  activate (fixture, "win.view-down");

  /* Along the variation, back to the branch, and forward again: → goes
   * the way it came, not to the main line. */
  activate (fixture, "win.view-next");
  activate (fixture, "win.view-next");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1.0.0"));
  g_assert_false (action_enabled (fixture, "win.view-next"));
  activate (fixture, "win.view-previous");
  activate (fixture, "win.view-previous");
  activate (fixture, "win.view-previous");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0"));
  activate (fixture, "win.view-next");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1"));
  /* End: the variation's last move; Home: the start. */
  activate (fixture, "win.view-last");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1.0.0"));
  activate (fixture, "win.view-first");
  g_assert_true (chess_window_get_view_node (fixture->window) == chess_game_get_root (game (fixture)));
  /* Home keeps the line: → goes back along it. */
  activate (fixture, "win.view-next");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0"));
  activate (fixture, "win.view-next");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1"));
  /* A main-line move shown: End is the game itself. */
  chess_window_set_view_node (fixture->window, node_at (fixture, "0.0"));
  activate (fixture, "win.view-last");
  g_assert_null (chess_window_get_view_node (fixture->window));
  g_assert_cmpint (chess_window_get_view_ply (fixture->window), ==, -1);
}

static void
click_move (Fixture    *fixture,
            const char *from,
            const char *to)
{
  ChessBoardView *board = child (fixture, "board_view");
  guint from_square, to_square;

  g_assert_true (chess_square_from_string (from, &from_square));
  g_assert_true (chess_square_from_string (to, &to_square));
  chess_board_view_click_square (board, from_square);
  chess_board_view_click_square (board, to_square);
}

/* A finished game: a move on an earlier position is a new variation,
 * or goes along the one there; the game itself stays as it was. */
static void
test_move_on_earlier_position_finished (Fixture       *fixture,
                                        gconstpointer  data)
{
  ChessGameNode *e4, *d5;

  open_annotated (fixture);
  e4 = node_at (fixture, "0");
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "d7", "d5");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 3);
  d5 = chess_game_node_get_child (e4, 2);
  g_assert_cmpstr (chess_game_node_get_san (d5), ==, "d5");
  g_assert_true (chess_window_get_view_node (fixture->window) == d5);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 4);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  /* The list shows it at once, as a variation. */
  g_assert_true (GTK_IS_LABEL (chess_move_list_get_node_widget (move_list (fixture), d5)));

  /* The same move again goes along it; another continues it. */
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "c7", "c5");
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 3);
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1"));
  click_move (fixture, "g1", "f3");
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0.1.0"));
}

/* A game being played: the user is asked, and either answer keeps every
 * move there was. */
static void
test_move_on_earlier_position_live (Fixture       *fixture,
                                    gconstpointer  data)
{
  ChessGameNode *e4;
  GtkWidget *alert;

  enter_moves (fixture, "e4 e5 Nf3");
  e4 = chess_game_get_node_at (game (fixture), 1);
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "c7", "c5");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  alert = find_dialog (fixture->window);
  click_response (alert, "Add _Variation");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 2);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e4, 1)), ==, "c5");
  g_assert_true (chess_window_get_view_node (fixture->window) == chess_game_node_get_child (e4, 1));

  /* Take Back: the game goes on from e4 with d5; e5 Nf3 stay, as a
   * variation. */
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "d7", "d5");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  alert = find_dialog (fixture->window);
  click_response (alert, "_Take Back");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 2);
  g_assert_cmpstr (chess_game_get_san (game (fixture), 2), ==, "d5");
  g_assert_null (chess_window_get_view_node (fixture->window));
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 3);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e4, 0)), ==, "d5");
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (e4, 1)), ==, "e5");
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_next (chess_game_node_get_child (e4, 1))), ==, "Nf3");

  /* Cancel changes nothing. */
  chess_window_set_view_node (fixture->window, e4);
  click_move (fixture, "g7", "g6");
  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  click_response (find_dialog (fixture->window), "_Cancel");
  g_assert_cmpuint (chess_game_node_get_n_children (e4), ==, 3);
  g_assert_cmpuint (chess_game_get_n_nodes (game (fixture)), ==, 5);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* Whether the session file at PATH holds TEXT in its game's PGN, which
 * goes to *PGN. */
static gboolean
session_has (const char  *path,
             const char  *text,
             char       **pgn)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  g_clear_pointer (pgn, g_free);
  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return FALSE;
  *pgn = g_key_file_get_string (key_file, "Game", "PGN", NULL);
  return *pgn != NULL && strstr (*pgn, text) != NULL;
}

/* Clicks Undo on the toast titled TITLE. */
static void
click_undo (Fixture    *fixture,
            const char *title)
{
  GtkWidget *overlay = child (fixture, "toast_overlay");
  GtkWidget *label = find_label (overlay, title);
  GtkWidget *toast_widget, *button = NULL;

  g_assert_nonnull (label);
  /* The toast's own widget holds the title and the button. */
  for (toast_widget = label; toast_widget != NULL && button == NULL; toast_widget = gtk_widget_get_parent (toast_widget))
    button = find_button (toast_widget, "_Undo");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  chess_test_ui_wait_idle ();
}

/* Deleting the rest of a finished game (its resignation with it) and
 * Undo: the same PGN, in the game and in the session file, and the game
 * stands where it stood. */
static void
test_delete_undo_main_line (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *session_before = NULL;
  g_autofree char *session_after = NULL;
  const char *path;
  ChessGame *g;

  open_annotated (fixture);
  g = game (fixture);
  chess_game_set_comment (g, node_at (fixture, "0.0"), "The main line");
  chess_game_set_comment_before (g, node_at (fixture, "0.1"), "Sharper:");
  chess_game_add_nag (g, node_at (fixture, "0.1.0"), 1);
  before = chess_pgn_write (g);
  path = chess_window_get_session_file (fixture->window);
  WAIT_UNTIL (session_has (path, "Sharper:", &session_before));

  chess_window_set_view_node (fixture->window, node_at (fixture, "0.0"));
  activate (fixture, "win.delete-variation");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpuint (chess_game_get_n_moves (g), ==, 1);
  g_assert_cmpint (chess_game_get_result (g), ==, CHESS_RESULT_NONE);
  WAIT_UNTIL (!session_has (path, "The main line", &session_after));

  click_undo (fixture, "Rest of the game deleted");
  after = chess_pgn_write (g);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (chess_game_get_n_moves (g), ==, 4);
  g_assert_cmpint (chess_game_get_result (g), ==, CHESS_RESULT_WHITE_WINS);
  WAIT_UNTIL (session_has (path, "The main line", &session_after) && g_strcmp0 (session_after, session_before) == 0);
}

/* Types TEXT into the comment dialog's text view and saves it; returns
 * the dialog's heading. */
static char *
save_comment (Fixture    *fixture,
              const char *text)
{
  GtkWidget *alert, *view;
  char *heading;

  g_assert_true (chess_test_ui_wait_for (has_dialog, fixture->window));
  alert = find_dialog (fixture->window);
  view = chess_test_ui_find_descendant (alert, GTK_TYPE_TEXT_VIEW);
  g_assert_nonnull (view);
  heading = g_strdup (chess_ui_alert_get_heading (alert));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
  click_response (alert, "_Save");
  return heading;
}

/* The comment before a variation's first move, PGN's "( {comment}
 * 1... c5 )", and the game's before its first move: from the move's
 * menu, written to PGN and read back the same. */
static void
test_edit_comment_before (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *again = NULL;
  ChessGameNode *c5;

  open_annotated (fixture);
  c5 = node_at (fixture, "0.1");

  /* Only where the comment before is the move's own. */
  chess_window_set_view_node (fixture->window, node_at (fixture, "0.0"));
  g_assert_false (action_enabled (fixture, "win.edit-comment-before"));
  chess_window_set_view_node (fixture->window, node_at (fixture, "0.1.0"));
  g_assert_false (action_enabled (fixture, "win.edit-comment-before"));

  chess_window_set_view_node (fixture->window, c5);
  activate (fixture, "win.edit-comment-before");
  heading = save_comment (fixture, "The  Sicilian,\nsharper");
  g_assert_cmpstr (heading, ==, "Comment Before 1… c5");
  g_assert_cmpstr (chess_game_node_get_comment_before (c5), ==, "The Sicilian, sharper");
  g_assert_null (chess_game_node_get_comment (node_at (fixture, "0")));

  chess_window_set_view_node (fixture->window, node_at (fixture, "0"));
  activate (fixture, "win.edit-comment-before");
  g_clear_pointer (&heading, g_free);
  heading = save_comment (fixture, "A quiet game");
  g_assert_cmpstr (heading, ==, "Comment Before Move 1");
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_get_root (game (fixture))), ==, "A quiet game");

  /* Saved again unchanged: the same text. */
  chess_window_set_view_node (fixture->window, c5);
  activate (fixture, "win.edit-comment-before");
  g_clear_pointer (&heading, g_free);
  heading = save_comment (fixture, "The Sicilian, sharper");
  g_assert_cmpstr (chess_game_node_get_comment_before (c5), ==, "The Sicilian, sharper");

  pgn = chess_pgn_write (game (fixture));
  g_assert_nonnull (strstr (pgn, "{A quiet game} 1. e4 e5 ({The Sicilian, sharper} 1... c5"));
  games = chess_pgn_read (pgn, -1, &error);
  g_assert_no_error (error);
  again = chess_pgn_write (g_ptr_array_index (games, 0));
  g_assert_cmpstr (again, ==, pgn);
}

/* The label of the menu item in MODEL (or below) for ACTION with NAG as
 * its target, or NULL. */
static char *
nag_item_label (GMenuModel *model,
                const char *action,
                guint       nag)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      g_autofree char *item_action = NULL;
      g_autoptr(GVariant) target = NULL;
      GMenuModel *link;
      char *label = NULL;

      while (label == NULL && g_menu_link_iter_get_next (links, NULL, &link))
        {
          label = nag_item_label (link, action, nag);
          g_object_unref (link);
        }
      if (label != NULL)
        return label;
      target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_UINT32);
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_str_equal (item_action, action) && target != NULL && g_variant_get_uint32 (target) == nag
          && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return label;
    }
  return NULL;
}

/* The move menu's NAG items, like the list, write a symbol the fonts
 * cannot draw plainly: Debian has no font with ⩲ (U+2A72). */
static void
test_menu_nag_symbols (Fixture       *fixture,
                       gconstpointer  data)
{
  GMenuModel *menu = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (move_list (fixture)), CHESS_TYPE_MOVE_LIST,
                                                                  "move_menu"));
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (move_list (fixture)), "⩲");
  g_autofree char *slightly = NULL;
  g_autofree char *good = NULL;

  open_annotated (fixture);
  chess_window_set_view_node (fixture->window, node_at (fixture, "0.0"));
  activate (fixture, "win.move-menu");
  slightly = nag_item_label (menu, "win.position-nag", 14);
  good = nag_item_label (menu, "win.move-nag", 1);
  g_assert_cmpstr (good, ==, "! Good Move");
  if (pango_layout_get_unknown_glyphs_count (layout) > 0)
    g_assert_cmpstr (slightly, ==, "+= White Is Slightly Better");
  else
    g_assert_cmpstr (slightly, ==, "⩲ White Is Slightly Better");
  gtk_popover_popdown (GTK_POPOVER (chess_test_ui_find_descendant (GTK_WIDGET (move_list (fixture)), GTK_TYPE_POPOVER_MENU)));
}

/* Promote, make main line, delete (with Undo), a comment and NAGs,
 * and what the move list and the session file say about them. */
static void
test_edit_tree (Fixture       *fixture,
                gconstpointer  data)
{
  ChessGame *g;
  ChessGameNode *c5, *e5;
  GtkWidget *button;
  g_autofree char *heading = NULL;
  const char *path;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *pgn_before = NULL;
  g_autofree char *pgn_after = NULL;
  ChessGame *saved;
  ChessGameNode *saved_node;
  guint n_notified = 0;

  open_annotated (fixture);
  g = game (fixture);
  e5 = node_at (fixture, "0.0");
  c5 = node_at (fixture, "0.1");

  /* NAGs from the menu's radio items, one per group; their state is
   * notified when, and only when, it changed. */
  g_signal_connect_swapped (fixture->window, "notify::move-nag", G_CALLBACK (count_notify), &n_notified);
  chess_window_set_view_node (fixture->window, e5);
  g_assert_cmpuint (n_notified, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.move-nag", "u", 6);
  g_assert_true (chess_game_node_has_nag (e5, 6));
  g_assert_cmpuint (n_notified, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.position-nag", "u", 13);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.position-nag", "u", 0);
  g_assert_cmpuint (n_notified, ==, 1);
  /* 1. e4 has none: showing it changes the state. */
  chess_window_set_view_node (fixture->window, node_at (fixture, "0"));
  g_assert_cmpuint (n_notified, ==, 2);
  chess_window_set_view_node (fixture->window, e5);
  g_assert_cmpuint (n_notified, ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.move-nag", "u", 2);
  g_assert_false (chess_game_node_has_nag (e5, 6));
  g_assert_true (chess_game_node_has_nag (e5, 2));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.position-nag", "u", 16);
  g_assert_true (chess_game_node_has_nag (e5, 16));
  button = chess_move_list_get_move_button (move_list (fixture), 2);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (button))))),
                   ==, "e5? ±");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "? Mistake\n± White is better");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.position-nag", "u", 0);
  g_assert_false (chess_game_node_has_nag (e5, 16));

  /* A comment, in the dialog. */
  activate (fixture, "win.edit-comment");
  heading = save_comment (fixture, "Black keeps the\nsymmetry");
  g_assert_cmpstr (heading, ==, "Comment After 1… e5");
  g_assert_cmpstr (chess_game_node_get_comment (e5), ==, "Black keeps the symmetry");

  /* Promote: c5 first; then the main line is 1… c5 2. Nf3 d6. */
  chess_window_set_view_node (fixture->window, c5);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (fixture, "viewing_label"))), ==, "Viewing 1…\u00a0c5, a variation");
  activate (fixture, "win.make-main-line");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (fixture, "viewing_label"))), ==, "Viewing 1…\u00a0c5");
  g_assert_cmpuint (chess_game_node_get_index (c5), ==, 0);
  g_assert_true (chess_game_node_is_main_line (c5));
  g_assert_false (action_enabled (fixture, "win.make-main-line"));
  g_assert_true (GTK_IS_BUTTON (chess_move_list_get_node_widget (move_list (fixture), c5)));
  g_assert_true (GTK_IS_LABEL (chess_move_list_get_node_widget (move_list (fixture), e5)));
  chess_window_set_view_node (fixture->window, e5);
  activate (fixture, "win.promote-variation");
  g_assert_cmpuint (chess_game_node_get_index (e5), ==, 0);

  /* Delete c5's variation: at once, with Undo in a toast; the game's
   * moves were not in it. */
  chess_window_set_view_node (fixture->window, c5);
  pgn_before = chess_pgn_write (g);
  activate (fixture, "win.delete-variation");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpuint (chess_game_get_n_nodes (g), ==, 4);
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0"));
  click_undo (fixture, "Variation deleted");
  pgn_after = chess_pgn_write (g);
  g_assert_cmpstr (pgn_after, ==, pgn_before);
  g_assert_cmpuint (chess_game_get_n_nodes (g), ==, 7);
  g_assert_false (action_enabled (fixture, "win.undo-delete-variation"));

  /* Deleted again and left: the toast goes, and so does the Undo. */
  c5 = node_at (fixture, "0.1");
  chess_window_set_view_node (fixture->window, c5);
  activate (fixture, "win.delete-variation");
  g_assert_cmpuint (chess_game_get_n_nodes (g), ==, 4);
  g_assert_true (action_enabled (fixture, "win.undo-delete-variation"));
  /* The window shows what stayed: the move before. */
  g_assert_true (chess_window_get_view_node (fixture->window) == node_at (fixture, "0"));

  /* A variation, a comment and a NAG go into the session file. */
  chess_window_set_view_node (fixture->window, node_at (fixture, "0"));
  click_move (fixture, "g7", "g6");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.move-nag", "u", 5);
  path = chess_window_get_session_file (fixture->window);
  g_assert_nonnull (path);
  WAIT_UNTIL (session_has (path, "$5", &pgn));
  games = chess_pgn_read (pgn, -1, &error);
  g_assert_no_error (error);
  saved = g_ptr_array_index (games, 0);
  saved_node = chess_game_node_get_child (chess_game_get_root (saved), 0);
  g_assert_cmpuint (chess_game_node_get_n_children (saved_node), ==, 2);
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (saved_node, 0)), ==, "e5");
  g_assert_cmpstr (chess_game_node_get_comment (chess_game_node_get_child (saved_node, 0)), ==, "Black keeps the symmetry");
  g_assert_cmpstr (chess_game_node_get_san (chess_game_node_get_child (saved_node, 1)), ==, "g6");
  g_assert_true (chess_game_node_has_nag (chess_game_node_get_child (saved_node, 1), 5));
  g_assert_true (chess_game_node_has_nag (chess_game_node_get_child (saved_node, 0), 2));
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  ADD_WINDOW_TEST ("click-variation-move", test_click_variation_move);
  ADD_WINDOW_TEST ("keys-at-branch", test_keys_at_branch);
  ADD_WINDOW_TEST ("move-on-earlier-position-finished", test_move_on_earlier_position_finished);
  ADD_WINDOW_TEST ("move-on-earlier-position-live", test_move_on_earlier_position_live);
  ADD_WINDOW_TEST ("edit-tree", test_edit_tree);
  ADD_WINDOW_TEST ("delete-undo-main-line", test_delete_undo_main_line);
  ADD_WINDOW_TEST ("edit-comment-before", test_edit_comment_before);
  ADD_WINDOW_TEST ("menu-nag-symbols", test_menu_nag_symbols);

  return g_test_run ();
}
