/* test-window.c: the main window's panel: move entry, clipboard, castles,
 * draws, resignation and the move list, driven as a user drives them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-window"

#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include "chess-test-ui.h"
#include "chess-board-layout.h"
#include "chess-board-view.h"
#include "chess-castle-bar.h"
#include "chess-castling-rights.h"
#include "chess-move-list.h"
#include "chess-settings.h"
#include "chess-window.h"

typedef struct {
  ChessWindow *window;
} Fixture;

static gboolean
timeout_reached (gpointer data)
{
  gboolean *reached = data;

  *reached = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until CONDITION (DATA) holds, at most five seconds. */
static gboolean
wait_for (gboolean (*condition) (gpointer data),
          gpointer   data)
{
  gboolean reached = FALSE;
  guint id = g_timeout_add (5000, timeout_reached, &reached);

  while (!condition (data) && !reached)
    g_main_context_iteration (NULL, TRUE);
  if (!reached)
    g_source_remove (id);
  return condition (data);
}

static void
spin (guint ms)
{
  gboolean reached = FALSE;

  g_timeout_add (ms, timeout_reached, &reached);
  while (!reached)
    g_main_context_iteration (NULL, TRUE);
}

static gpointer
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->window), CHESS_TYPE_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

static ChessGame *
game (Fixture *fixture)
{
  return chess_window_get_game (fixture->window);
}

static void
set_fen (Fixture    *fixture,
         ChessVariant variant,
         const char *fen)
{
  g_autoptr(ChessPosition) start = NULL;
  g_autoptr(ChessGame) new_game = NULL;
  g_autoptr(GError) error = NULL;

  start = chess_position_new_from_fen (variant, fen, &error);
  g_assert_no_error (error);
  new_game = chess_game_new (start);
  chess_window_set_game (fixture->window, new_game);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(ChessGame) start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);

  fixture->window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 760);
  chess_window_set_game (fixture->window, start);
  gtk_window_present (GTK_WINDOW (fixture->window));
  g_assert_true (wait_for (is_mapped, fixture->window));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  spin (10);
}

/* Types TEXT into the move entry and presses Enter. */
static void
enter_move (Fixture    *fixture,
            const char *text)
{
  GtkEntry *entry = child (fixture, "move_entry");

  gtk_widget_grab_focus (GTK_WIDGET (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* Enter in the entry's text field. */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
}

static void
enter_moves (Fixture    *fixture,
             const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      guint n = chess_game_get_n_moves (game (fixture));

      enter_move (fixture, list[i]);
      g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, n + 1);
    }
}

static char *
last_move_uci (Fixture *fixture)
{
  guint ply = chess_game_get_n_moves (game (fixture));

  return chess_position_move_to_uci (chess_game_get_position_at (game (fixture), ply - 1),
                                     chess_game_get_move (game (fixture), ply));
}

static void
test_move_entry_plays (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  g_autofree char *uci = NULL;

  enter_move (fixture, "e4");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  /* Focus stays in the entry for the next move. */
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (entry)) || gtk_widget_has_focus (GTK_WIDGET (entry))
                 || gtk_widget_get_focus_child (GTK_WIDGET (entry)) != NULL);

  enter_move (fixture, "e7e5");
  uci = last_move_uci (fixture);
  g_assert_cmpstr (uci, ==, "e7e5");

  enter_moves (fixture, "Nf3 Nc6 Bc4 Bc5");
  enter_move (fixture, "  O-O ");
  g_assert_true (chess_move_is_castle (chess_game_get_move (game (fixture), 7)));
  g_assert_cmpstr (chess_game_get_san (game (fixture), 7), ==, "O-O");
}

static void
test_move_entry_zeroes_and_long_castle (Fixture       *fixture,
                                        gconstpointer  data)
{
  const ChessMove *move;

  set_fen (fixture, CHESS_VARIANT_CHESS960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  enter_move (fixture, "0-0-0");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
  move = chess_game_get_move (game (fixture), 1);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_A);

  enter_move (fixture, "0-0");
  move = chess_game_get_move (game (fixture), 2);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_H);
}

static void
test_move_entry_refuses (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkEntry *entry = child (fixture, "move_entry");
  GtkLabel *error_label = child (fixture, "move_error_label");
  g_autofree char *fen_before = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_autofree char *fen_after = NULL;
  const char *refused[] = { "garbage", "Ke2", "e5", "Nf6", "O-O", "e2e5", "Qxf7#" };
  int start, end;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      enter_move (fixture, refused[i]);
      g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);
      /* The text stays, selected, for the correction. */
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, refused[i]);
      g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
      g_assert_cmpint (start, ==, 0);
      g_assert_cmpint (end, ==, (int) strlen (refused[i]));
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
      g_assert_nonnull (strstr (gtk_label_get_label (error_label), refused[i]));
    }

  fen_after = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (fen_after, ==, fen_before);

  /* Editing the text takes the error away; a good move plays. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "e4");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);
}

typedef struct {
  GMainLoop *loop;
  char      *text;
} ClipboardRead;

static void
on_text_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ClipboardRead *read = user_data;
  g_autoptr(GError) error = NULL;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (read->loop);
}

static char *
read_clipboard (Fixture *fixture)
{
  ClipboardRead read = { g_main_loop_new (NULL, FALSE), NULL };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), NULL,
                                 on_text_read, &read);
  g_main_loop_run (read.loop);
  g_main_loop_unref (read.loop);
  return read.text;
}

static void
test_copy_fen (Fixture       *fixture,
               gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  g_autofree char *copied = NULL;
  g_autofree char *copied_earlier = NULL;
  g_autofree char *x3_copied = NULL;
  g_autofree char *expected = NULL;

  enter_moves (fixture, "e4 c5 Nf3");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  copied = read_clipboard (fixture);
  g_assert_cmpstr (copied, ==, "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");

  /* While the list shows an earlier move, that position is copied. */
  chess_move_list_set_view_ply (move_list, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  copied_earlier = read_clipboard (fixture);
  g_assert_cmpstr (copied_earlier, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  /* Chess960x3 with two rooks on one side: still a FEN that reads back. */
  set_fen (fixture, CHESS_VARIANT_CHESS960X3, "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BQbq - 0 1");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.copy-fen", NULL);
  x3_copied = read_clipboard (fixture);
  expected = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (x3_copied, ==, expected);
  g_assert_cmpstr (x3_copied, ==, "rrk5/pppppppp/8/8/8/8/PPPPPPPP/RRK5 w BQbq - 0 1");
}

static GtkWindow *
find_dialog (ChessWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks the dialog's response button labelled LABEL. */
static void
click_response (GtkWindow  *dialog,
                const char *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  spin (20);
}

static gboolean
has_dialog (gpointer data)
{
  return find_dialog (data) != NULL;
}

static void
paste_text (Fixture    *fixture,
            const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), text);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.paste-fen", NULL);
}

static gboolean
game_changed (gpointer data)
{
  gpointer *pair = data;

  return chess_window_get_game (pair[0]) != pair[1];
}

static void
test_paste_fen (Fixture       *fixture,
                gconstpointer  data)
{
  const char *bad[] = {
    "not a position",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
    "",
  };
  ChessGame *before;
  g_autofree char *fen = NULL;
  gpointer pair[2];

  enter_moves (fixture, "e4 e5");
  before = game (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtkWindow *dialog;

      paste_text (fixture, bad[i]);
      g_assert_true (wait_for (has_dialog, fixture->window));
      /* The game is untouched. */
      g_assert_true (game (fixture) == before);
      g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
      dialog = find_dialog (fixture->window);
      g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Cannot Paste Position");
      click_response (dialog, "_Close");
      g_assert_null (find_dialog (fixture->window));
    }

  /* A good FEN, with blanks around it, starts a new game from it; a
   * Chess960x3 one (two rooks on one side) is read as Chess960x3. */
  paste_text (fixture, "  \n4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1\n");
  pair[0] = fixture->window;
  pair[1] = before;
  g_assert_true (wait_for (game_changed, pair));
  g_assert_cmpint (chess_game_get_variant (game (fixture)), ==, CHESS_VARIANT_CHESS960X3);
  fen = chess_position_to_fen (chess_game_get_position (game (fixture)), 0);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 0);

  /* The toast's Undo brings the old game back. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.restore-game", NULL);
  g_assert_true (game (fixture) == before);
  g_assert_cmpuint (chess_game_get_n_moves (before), ==, 2);
}

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
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (bar)), ==, castles > 0);
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

  /* The button plays the castle. */
  g_signal_emit_by_name (chess_castle_bar_get_button (bar, 0), "clicked");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 7);
  move = chess_game_get_move (game (fixture), 7);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpint (chess_move_get_castling_side (move), ==, CHESS_CASTLING_SIDE_H);
  assert_castles_match (fixture);

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

  /* While an earlier position is shown, castling is not offered. */
  enter_moves (fixture, "a3 a6");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  chess_move_list_set_view_ply (child (fixture, "move_list"), 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  chess_move_list_set_view_ply (child (fixture, "move_list"), -1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));

  /* Clicking a crossing castle plays it. */
  g_signal_emit_by_name (chess_castle_bar_get_button (bar, 1), "clicked");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 3);
  move = chess_game_get_move (game (fixture), 3);
  g_assert_true (chess_move_is_castle (move));
  g_assert_cmpstr (chess_game_get_san (game (fixture), 3), ==, "O-O:a");
  assert_castles_match (fixture);
  g_assert_cmpuint (chess_castle_bar_get_n_castles (bar), ==, 0);
}

static void
test_castling_rights_shown (Fixture       *fixture,
                            gconstpointer  data)
{
  ChessCastlingRights *rights = child (fixture, "castling_rights");
  GtkLabel *info = child (fixture, "info_label");

  g_assert_cmpstr (gtk_label_get_label (info), ==, "Chess960 · SP 518 · RNBQKBNR");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 h1 · Black a8 h8");
  enter_moves (fixture, "h4 a5 Rh3");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 · Black a8 h8");
  enter_moves (fixture, "Ra6 Rh1");
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 · Black h8");

  /* An earlier position shows its own rights. */
  chess_move_list_set_view_ply (child (fixture, "move_list"), 2);
  g_assert_cmpstr (chess_castling_rights_get_text (rights), ==, "White a1 h1 · Black a8 h8");
}

static void
test_claim_draw (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *claim_bar = child (fixture, "claim_bar");
  GtkLabel *claim_label = child (fixture, "claim_label");
  GtkLabel *status = child (fixture, "status_label");

  /* The start position for the third time after eight half-moves. */
  enter_moves (fixture, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  g_assert_false (gtk_widget_get_visible (claim_bar));
  g_assert_false (gtk_widget_is_sensitive (claim_bar) && gtk_widget_get_visible (claim_bar));
  enter_moves (fixture, "Ng8");
  g_assert_true (gtk_widget_get_visible (claim_bar));
  g_assert_cmpstr (gtk_label_get_label (claim_label), ==, "White may claim a draw by threefold repetition");
  /* Offered, never automatic. */
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  /* A move that leaves the repetition takes the offer away. */
  enter_moves (fixture, "e4");
  g_assert_false (gtk_widget_get_visible (claim_bar));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (gtk_widget_get_visible (claim_bar));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.claim-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_THREEFOLD_REPETITION);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw by threefold repetition");
  g_assert_false (gtk_widget_get_visible (claim_bar));
}

static gboolean
action_enabled (Fixture    *fixture,
                const char *name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  /* A button with the action is sensitive exactly when it is enabled. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  gtk_box_append (GTK_BOX (child (fixture, "side_panel")), button);
  enabled = gtk_widget_get_sensitive (button) && gtk_widget_is_sensitive (button);
  gtk_box_remove (GTK_BOX (child (fixture, "side_panel")), button);
  return enabled;
}

static void
test_resign (Fixture       *fixture,
             gconstpointer  data)
{
  GtkLabel *status = child (fixture, "status_label");
  GtkWindow *dialog;

  enter_moves (fixture, "e4");

  /* Cancel leaves the game as it was. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resign", NULL);
  g_assert_true (wait_for (has_dialog, fixture->window));
  dialog = find_dialog (fixture->window);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Resign for Black?");
  click_response (dialog, "_Cancel");
  g_assert_null (find_dialog (fixture->window));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resign", NULL);
  g_assert_true (wait_for (has_dialog, fixture->window));
  click_response (find_dialog (fixture->window), "_Resign");
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_RESIGNATION);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black resigned · White wins");

  /* Over: no more resigning or offering, and the entry refuses moves. */
  g_assert_false (action_enabled (fixture, "win.resign"));
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  g_assert_false (action_enabled (fixture, "win.claim-draw"));
  enter_move (fixture, "e5");
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 1);

  /* Undo takes the resignation back. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);
  g_assert_true (action_enabled (fixture, "win.resign"));
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
}

static void
test_draw_offer (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *bar = child (fixture, "draw_offer_bar");
  GtkLabel *label = child (fixture, "draw_offer_label");
  GtkLabel *status = child (fixture, "status_label");

  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));

  /* Declined. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "White offers a draw");
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.decline-draw", NULL);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_NONE);

  /* A move declines it too. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_true (gtk_widget_get_visible (bar));
  enter_moves (fixture, "d4");
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.accept-draw"));

  /* Accepted. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.offer-draw", NULL);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Black offers a draw");
  g_assert_true (action_enabled (fixture, "win.accept-draw"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.accept-draw", NULL);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_result_reason (game (fixture)), ==, CHESS_RESULT_REASON_DRAW_AGREED);
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw agreed");
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (action_enabled (fixture, "win.offer-draw"));
}

static void
test_status (Fixture       *fixture,
             gconstpointer  data)
{
  GtkLabel *status = child (fixture, "status_label");

  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move");
  enter_moves (fixture, "f3 e5 g4");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Black to move");
  enter_moves (fixture, "Qh4#");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Checkmate · Black wins");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "White to move · Check");
  enter_moves (fixture, "Kxe2");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw: neither side can checkmate");

  set_fen (fixture, CHESS_VARIANT_CHESS960, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
  enter_moves (fixture, "Qf7");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Draw by stalemate");
}

static void
test_move_list_view (Fixture       *fixture,
                     gconstpointer  data)
{
  ChessMoveList *move_list = child (fixture, "move_list");
  ChessBoardView *board = child (fixture, "board_view");
  GtkWidget *viewing_bar = child (fixture, "viewing_bar");
  GtkLabel *viewing_label = child (fixture, "viewing_label");
  g_autoptr(GSettings) settings = chess_settings_new ();

  g_settings_set_boolean (settings, "figurine-notation", FALSE);
  enter_moves (fixture, "e4 e5 Nf3 Nc6 Bb5");
  g_assert_false (gtk_widget_get_visible (viewing_bar));

  /* A click on a move shows its position, read-only. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 2);
  g_assert_true (gtk_widget_get_visible (viewing_bar));
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 1… e5");
  g_assert_true (action_enabled (fixture, "win.back-to-game"));

  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 3), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 3);
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 2. Nf3");

  /* Back to the game. */
  /* The figurine setting reaches the list and the label. */
  g_settings_set_boolean (settings, "figurine-notation", TRUE);
  g_assert_cmpstr (gtk_label_get_label (viewing_label), ==, "Viewing 2. ♘f3");
  g_assert_true (chess_move_list_get_figurine (move_list));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back-to-game", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_false (gtk_widget_get_visible (viewing_bar));
  g_assert_false (action_enabled (fixture, "win.back-to-game"));

  /* The newest move is the game itself. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 1), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, 1);
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 5), "clicked");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);

  /* A move typed while looking back is played in the game, which the
   * board then shows. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 1), "clicked");
  enter_moves (fixture, "a6");
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 6);

  /* Undo and redo return to the game as well. */
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_signal_emit_by_name (chess_move_list_get_move_button (move_list, 2), "clicked");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpint (chess_board_view_get_view_ply (board), ==, -1);
  g_assert_cmpuint (chess_game_get_n_moves (game (fixture)), ==, 6);
}

static gboolean
is_narrow (gpointer data)
{
  return chess_board_layout_get_narrow (data);
}

static gboolean
is_wide (gpointer data)
{
  return !chess_board_layout_get_narrow (data);
}

static gboolean
is_allocated (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_height (data) > 0;
}

static void
test_layout (Fixture       *fixture,
             gconstpointer  data)
{
  ChessBoardLayout *layout = child (fixture, "board_layout");
  GtkWidget *board = child (fixture, "board_view");
  GtkWidget *panel = child (fixture, "side_panel");
  graphene_rect_t board_bounds, panel_bounds;

  g_assert_true (wait_for (is_allocated, board));
  g_assert_true (wait_for (is_wide, layout));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (layout), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (layout), &panel_bounds));
  /* The panel beside the board, the board as tall as the window allows. */
  g_assert_cmpfloat (panel_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
  g_assert_cmpfloat (board_bounds.size.height, >=, 600);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 700, 1000);
  g_assert_true (wait_for (is_narrow, layout));
  spin (50);
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (layout), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (layout), &panel_bounds));
  /* The panel below, the board as wide as the window allows. */
  g_assert_cmpfloat (panel_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
  g_assert_cmpfloat (board_bounds.size.width, >=, 600);
  g_assert_cmpfloat (board_bounds.size.height, >=, 500);
}

static void
test_window_size_saved (void)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  ChessWindow *window;
  int width = 0, height = 0;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 700);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  /* A new window opens at the saved size... */
  window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_for (is_mapped, window));

  /* ... and closing it saves its size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 640);
  spin (50);
  gtk_window_close (GTK_WINDOW (window));
  spin (20);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 640);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

#define ADD(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("move-entry-plays", test_move_entry_plays);
  ADD ("move-entry-zeroes-and-long-castle", test_move_entry_zeroes_and_long_castle);
  ADD ("move-entry-refuses", test_move_entry_refuses);
  ADD ("copy-fen", test_copy_fen);
  ADD ("paste-fen", test_paste_fen);
  ADD ("castle-buttons", test_castle_buttons);
  ADD ("castling-rights-shown", test_castling_rights_shown);
  ADD ("claim-draw", test_claim_draw);
  ADD ("resign", test_resign);
  ADD ("draw-offer", test_draw_offer);
  ADD ("status", test_status);
  ADD ("move-list-view", test_move_list_view);
  ADD ("layout", test_layout);

#undef ADD

  g_test_add_func ("/window/window-size-saved", test_window_size_saved);

  return g_test_run ();
}
