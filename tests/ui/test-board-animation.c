/* test-board-animation.c: the guided castle and the ordinary slide, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-animation"

#include <gtk/gtk.h>

#include "chess-test-ui.h"
#include "chess-board-animation.h"
#include "chess-move.h"

#define SAMPLES 400

typedef struct {
  GtkWidget           *window;
  GtkWidget           *widget;
  ChessBoardAnimation *animation;
  guint                n_finished;
} Fixture;

static void
on_finished (ChessBoardAnimation *animation,
             Fixture             *fixture)
{
  fixture->n_finished++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = gtk_window_new ();
  fixture->widget = gtk_drawing_area_new ();
  gtk_widget_set_size_request (fixture->widget, 400, 400);
  gtk_window_set_child (GTK_WINDOW (fixture->window), fixture->widget);
  gtk_window_present (GTK_WINDOW (fixture->window));
  /* AdwAnimation skips straight to the end on an unmapped widget. */
  WAIT_UNTIL (gtk_widget_get_mapped (fixture->widget));

  fixture->animation = chess_board_animation_new (fixture->widget);
  g_signal_connect (fixture->animation, "finished", G_CALLBACK (on_finished), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->animation);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

static ChessMove *
parse (ChessVariant    variant,
       const char     *fen,
       const char     *text,
       ChessPosition **position)
{
  g_autoptr(GError) error = NULL;
  ChessMove *move;

  *position = chess_position_new_from_fen (variant, fen, &error);
  g_assert_no_error (error);
  move = chess_position_parse_move (*position, text, &error);
  g_assert_no_error (error);
  return move;
}

static const ChessAnimatedPiece *
find_piece (const ChessAnimatedPiece *pieces,
            guint                     n_pieces,
            ChessPieceType            type)
{
  for (guint i = 0; i < n_pieces; i++)
    if (pieces[i].type == type)
      return &pieces[i];
  g_assert_not_reached ();
}

static gboolean
at_square (const ChessAnimatedPiece *piece,
           guint                     square)
{
  return G_APPROX_VALUE (piece->x, CHESS_SQUARE_FILE (square) + 0.5f, 1e-4f)
         && G_APPROX_VALUE (piece->y, CHESS_SQUARE_RANK (square) + 0.5f, 1e-4f);
}

static gboolean
off_board (const ChessAnimatedPiece *piece)
{
  /* The whole piece lies beyond the frame (half a square wide) around the
   * squares: over neither the squares nor the coordinates. */
  float half = piece->scale / 2;

  return piece->y + half <= -0.5f || piece->y - half >= 8.5f
         || piece->x + half <= -0.5f || piece->x - half >= 8.5f;
}

typedef struct {
  const char  *name;
  ChessVariant variant;
  const char  *fen;
  const char  *move;
  ChessCastlingMethod method;
} CastleCase;

static const CastleCase castle_cases[] = {
  { "double-move", CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O",
    CHESS_CASTLING_METHOD_DOUBLE_MOVE },
  { "transposition", CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O",
    CHESS_CASTLING_METHOD_TRANSPOSITION },
  { "king-move-only", CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "O-O",
    CHESS_CASTLING_METHOD_KING_MOVE_ONLY },
  { "rook-move-only", CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O",
    CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY },
  { "black-queenside", CHESS_VARIANT_CHESS960, "1r2k3/8/8/8/8/8/8/4K3 b b - 0 1", "O-O-O",
    CHESS_CASTLING_METHOD_DOUBLE_MOVE },
  { "x3-crossing", CHESS_VARIANT_CHESS960X3, "4k3/8/8/8/8/8/8/R3K3 w A - 0 1", "O-O:a",
    CHESS_CASTLING_METHOD_NONE },
  { "x3-two-rooks", CHESS_VARIANT_CHESS960X3, "4k3/8/8/8/8/8/8/4KRR1 w FG - 0 1", "O-O-O:f",
    CHESS_CASTLING_METHOD_NONE },
};

/* Samples the whole castle and checks FIDE's order: the king leaves the
 * board first, only then does the rook move, and the king comes back last,
 * onto its final square. */
static void
test_castle (Fixture       *fixture,
             gconstpointer  data)
{
  const CastleCase *c = data;
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessMove) move = parse (c->variant, c->fen, c->move, &position);
  guint king_from = chess_move_get_from (move);
  guint king_to = chess_move_get_to (move);
  guint rook_from = chess_move_get_rook_from (move);
  guint rook_to = chess_move_get_rook_to (move);
  ChessBoardAnimationPhase last_phase = CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES;
  gboolean seen[CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS + 1] = { FALSE, };
  gboolean king_was_off = FALSE;

  if (c->method != CHESS_CASTLING_METHOD_NONE)
    g_assert_cmpint (chess_move_get_castling_method (move), ==, c->method);

  chess_board_animation_start (fixture->animation, position, move, 200);
  g_assert_true (chess_board_animation_is_running (fixture->animation));
  g_assert_cmphex (chess_board_animation_get_hidden_squares (fixture->animation), ==,
                   (G_GUINT64_CONSTANT (1) << king_to) | (G_GUINT64_CONSTANT (1) << rook_to));

  for (guint i = 0; i <= SAMPLES; i++)
    {
      ChessAnimatedPiece pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
      const ChessAnimatedPiece *king, *rook;
      ChessBoardAnimationPhase phase;
      guint n;

      chess_board_animation_seek (fixture->animation, (double) i / SAMPLES);
      phase = chess_board_animation_get_phase (fixture->animation);
      n = chess_board_animation_get_pieces (fixture->animation, pieces);
      g_assert_cmpuint (n, ==, 2);
      king = find_piece (pieces, n, CHESS_PIECE_TYPE_KING);
      rook = find_piece (pieces, n, CHESS_PIECE_TYPE_ROOK);
      /* The king is drawn last, over the rook it may pass. */
      g_assert_true (king == &pieces[n - 1]);
      g_assert_true (king->lifted);

      g_assert_cmpint (phase, >=, last_phase);
      last_phase = phase;
      seen[phase] = TRUE;

      if (i == 0)
        g_assert_true (at_square (king, king_from));

      switch (phase)
        {
        case CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES:
          g_assert_true (at_square (rook, rook_from));
          break;
        case CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES:
          /* The rook never moves while the king is on the board, and the
           * king waits beside its final square. */
          g_assert_true (off_board (king));
          g_assert_cmpfloat_with_epsilon (king->x, CHESS_SQUARE_FILE (king_to) + 0.5f, 1e-4f);
          king_was_off = TRUE;
          break;
        case CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS:
          g_assert_true (at_square (rook, rook_to));
          break;
        case CHESS_BOARD_ANIMATION_PHASE_IDLE:
        case CHESS_BOARD_ANIMATION_PHASE_SLIDE:
        default:
          g_assert_not_reached ();
        }

      if (i == SAMPLES)
        {
          g_assert_true (at_square (king, king_to));
          g_assert_true (at_square (rook, rook_to));
        }
      /* The rook moves only in its own step. */
      if (!at_square (rook, rook_from) && !at_square (rook, rook_to))
        g_assert_cmpint (phase, ==, CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES);
    }

  g_assert_true (seen[CHESS_BOARD_ANIMATION_PHASE_KING_LEAVES]);
  g_assert_true (seen[CHESS_BOARD_ANIMATION_PHASE_ROOK_MOVES]);
  g_assert_true (seen[CHESS_BOARD_ANIMATION_PHASE_KING_RETURNS]);
  g_assert_true (king_was_off);

  g_assert_cmpuint (fixture->n_finished, ==, 0);
  chess_board_animation_finish (fixture->animation);
  g_assert_false (chess_board_animation_is_running (fixture->animation));
  g_assert_cmpuint (fixture->n_finished, ==, 1);
  g_assert_cmphex (chess_board_animation_get_hidden_squares (fixture->animation), ==, 0);
}

static void
test_slide_with_capture (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessMove) move = parse (CHESS_VARIANT_CHESS960, "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1",
                                     "Nxd5", &position);
  g_autoptr(ChessPosition) promotion_position = NULL;
  g_autoptr(ChessMove) promotion = parse (CHESS_VARIANT_CHESS960, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
                                          "b8=N", &promotion_position);
  ChessAnimatedPiece pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
  const ChessAnimatedPiece *knight, *pawn;
  guint n;

  chess_board_animation_start (fixture->animation, position, move, 200);
  g_assert_cmpint (chess_board_animation_get_phase (fixture->animation), ==,
                   CHESS_BOARD_ANIMATION_PHASE_SLIDE);
  g_assert_cmphex (chess_board_animation_get_hidden_squares (fixture->animation), ==,
                   G_GUINT64_CONSTANT (1) << chess_move_get_to (move));

  chess_board_animation_seek (fixture->animation, 0.0);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  g_assert_cmpuint (n, ==, 2);
  knight = find_piece (pieces, n, CHESS_PIECE_TYPE_KNIGHT);
  pawn = find_piece (pieces, n, CHESS_PIECE_TYPE_PAWN);
  /* The captured pawn is drawn first, so the knight passes over it. */
  g_assert_true (pawn == &pieces[0]);
  g_assert_cmpint (pawn->color, ==, CHESS_COLOR_BLACK);
  g_assert_true (at_square (knight, chess_move_get_from (move)));
  g_assert_true (at_square (pawn, chess_move_get_to (move)));
  g_assert_cmpfloat (pawn->opacity, ==, 1.0f);

  chess_board_animation_seek (fixture->animation, 0.5);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  knight = find_piece (pieces, n, CHESS_PIECE_TYPE_KNIGHT);
  g_assert_false (at_square (knight, chess_move_get_from (move)));
  g_assert_false (at_square (knight, chess_move_get_to (move)));

  chess_board_animation_seek (fixture->animation, 1.0);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  knight = find_piece (pieces, n, CHESS_PIECE_TYPE_KNIGHT);
  pawn = find_piece (pieces, n, CHESS_PIECE_TYPE_PAWN);
  g_assert_true (at_square (knight, chess_move_get_to (move)));
  g_assert_cmpfloat (pawn->opacity, ==, 0.0f);

  /* A new move while one is shown finishes the old one first. */
  chess_board_animation_start (fixture->animation, promotion_position, promotion, 200);
  g_assert_cmpuint (fixture->n_finished, ==, 1);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  g_assert_cmpuint (n, ==, 1);
  /* A promoting pawn travels as a pawn. */
  g_assert_cmpint (pieces[0].type, ==, CHESS_PIECE_TYPE_PAWN);

  /* Animations off: nothing runs and nothing is reported. */
  chess_board_animation_start (fixture->animation, position, move, 0);
  g_assert_cmpuint (fixture->n_finished, ==, 2);
  g_assert_false (chess_board_animation_is_running (fixture->animation));
  g_assert_cmpuint (chess_board_animation_get_pieces (fixture->animation, pieces), ==, 0);
}

/* The board says where the king waits (the room it has): the king goes
 * there and comes back from there; a move that is no castle has no
 * waiting king. */
static void
test_parking (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessMove) move = parse (CHESS_VARIANT_CHESS960, castle_cases[0].fen, "O-O", &position);
  g_autoptr(ChessPosition) slide_position = NULL;
  g_autoptr(ChessMove) slide = parse (CHESS_VARIANT_CHESS960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd2",
                                      &slide_position);
  ChessAnimatedPiece pieces[CHESS_BOARD_ANIMATION_MAX_PIECES];
  const ChessAnimatedPiece *king;
  ChessColor color;
  guint king_to, n;

  chess_board_animation_start (fixture->animation, position, move, 200);
  g_assert_true (chess_board_animation_get_castle (fixture->animation, &color, &king_to));
  g_assert_cmpint (color, ==, CHESS_COLOR_WHITE);
  g_assert_cmpuint (king_to, ==, chess_move_get_to (move));

  /* Right of the board, level with the first rank. */
  chess_board_animation_set_parking (fixture->animation, 9.0f, 0.5f, 0.42f);
  chess_board_animation_seek (fixture->animation, 0.5);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  king = find_piece (pieces, n, CHESS_PIECE_TYPE_KING);
  g_assert_cmpfloat_with_epsilon (king->x, 9.0f, 1e-4f);
  g_assert_cmpfloat_with_epsilon (king->y, 0.5f, 1e-4f);
  g_assert_cmpfloat_with_epsilon (king->scale, 0.42f, 1e-4f);
  g_assert_true (off_board (king));
  /* On its way back it starts from there. */
  chess_board_animation_seek (fixture->animation, 0.85);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  king = find_piece (pieces, n, CHESS_PIECE_TYPE_KING);
  g_assert_cmpfloat (king->x, >, CHESS_SQUARE_FILE (king_to) + 0.5f);
  chess_board_animation_seek (fixture->animation, 1.0);
  n = chess_board_animation_get_pieces (fixture->animation, pieces);
  g_assert_true (at_square (find_piece (pieces, n, CHESS_PIECE_TYPE_KING), king_to));

  chess_board_animation_start (fixture->animation, slide_position, slide, 200);
  g_assert_false (chess_board_animation_get_castle (fixture->animation, NULL, NULL));
  chess_board_animation_finish (fixture->animation);
  g_assert_false (chess_board_animation_get_castle (fixture->animation, NULL, NULL));
}

/* Left alone, the animation runs to its end on the frame clock. */
static void
test_runs_to_end (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(ChessMove) move = parse (CHESS_VARIANT_CHESS960, castle_cases[1].fen, "O-O", &position);

  chess_board_animation_start (fixture->animation, position, move, 20);
  WAIT_UNTIL (fixture->n_finished > 0);
  g_assert_false (chess_board_animation_is_running (fixture->animation));
  g_assert_cmpint (chess_board_animation_get_phase (fixture->animation), ==,
                   CHESS_BOARD_ANIMATION_PHASE_IDLE);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  for (guint i = 0; i < G_N_ELEMENTS (castle_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-animation/castle/%s", castle_cases[i].name);

      g_test_add (path, Fixture, &castle_cases[i], fixture_set_up, test_castle, fixture_tear_down);
    }
  g_test_add ("/board-animation/slide-capture", Fixture, NULL,
              fixture_set_up, test_slide_with_capture, fixture_tear_down);
  g_test_add ("/board-animation/parking", Fixture, NULL,
              fixture_set_up, test_parking, fixture_tear_down);
  g_test_add ("/board-animation/runs-to-end", Fixture, NULL,
              fixture_set_up, test_runs_to_end, fixture_tear_down);

  return g_test_run ();
}
