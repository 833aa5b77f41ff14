/* test-gesture.c: what a click or drag on a board means, table by table:
 * ordinary moves, Chess960 castling by each gesture the board accepts
 * (king onto its rook, king onto its castling square, SP 518's king two
 * squares), and Chess960x3's castles by rook side, always asked for when
 * the rook would cross over (rule texts: Chess960x3 1-1, 1-2, 2, 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-gesture"

#include <string.h>

#include "chess-enums.h"
#include "chess-gesture.h"
#include "chess-startpos.h"

#define C960 CHESS_VARIANT_CHESS960
#define X3   CHESS_VARIANT_CHESS960X3

#define SP518     "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
#define KING_B1   "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"
#define KING_C1   "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w BGbg - 0 1"
#define KING_D1   "2rk1r2/pppppppp/8/8/8/8/PPPPPPPP/2RK1R2 w CFcf - 0 1"
#define KING_F1   "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1"
#define X3_KR_B   "k7/pppppppp/8/8/8/8/PPPPPPPP/KR4B1 w B - 0 1"
#define X3_KRR    "1k6/pppppppp/8/8/8/8/PPPPPPPP/2K3RR w GH - 0 1"
#define X3_RRK    "6k1/pppppppp/8/8/8/8/PPPPPPPP/RR4K1 w AB - 0 1"
#define X3_F1_G1_H1 "5rkr/pppppppp/8/8/8/8/PPPPPPPP/5RKR w FHfh - 0 1"
#define X3_IN_PLACE "3k4/pppppppp/8/8/8/8/PPPPPPPP/3K2R1 w G - 0 1"

typedef struct {
  ChessVariant        variant;
  const char         *fen;
  const char         *from;
  const char         *to;      /* NULL: dropped off the board */
  ChessGestureAction  action;
  const char         *moves;   /* SAN, in the order given, " | " between */
} GestureCase;

static const GestureCase gesture_cases[] = {
  /* Ordinary moves: one meaning, played; none, nothing. */
  { C960, SP518, "e2", "e4", CHESS_GESTURE_PLAY, "e4" },
  { C960, SP518, "e2", "e5", CHESS_GESTURE_NONE, "" },
  { C960, SP518, "e7", "e5", CHESS_GESTURE_NONE, "" },  /* not Black's turn */
  { C960, SP518, "d4", "d5", CHESS_GESTURE_NONE, "" },  /* an empty square */
  { C960, SP518, "e2", NULL, CHESS_GESTURE_NONE, "" },
  { C960, SP518, "e2", "e2", CHESS_GESTURE_NONE, "" },
  { C960, SP518, "e1", "f1", CHESS_GESTURE_PLAY, "Kf1" },
  /* Promotion: one gesture, four moves, always asked. */
  { C960, "7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7", "a8", CHESS_GESTURE_ASK, "a8=Q+ | a8=R+ | a8=B | a8=N" },

  /* SP 518 castles as in standard chess: the king two squares, or onto
   * its rook (FIDE II.3.2.1 double-move). */
  { C960, SP518, "e1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, SP518, "e1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, SP518, "e1", "h1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, SP518, "e1", "a1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "e8", "c8", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "e8", "h8", CHESS_GESTURE_PLAY, "O-O" },
  /* Through check, or without the right: no castle, only what is left. */
  { C960, "r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1", "e1", "g1", CHESS_GESTURE_NONE, "" },
  { C960, "r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1", "e1", "h1", CHESS_GESTURE_NONE, "" },
  { C960, "r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1", "e1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, "r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1", "e1", "g1", CHESS_GESTURE_NONE, "" },
  { C960, "r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1", "e1", "h1", CHESS_GESTURE_NONE, "" },
  { C960, "r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1", "e1", "f1", CHESS_GESTURE_NONE, "" },
  { C960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1", "e1", "h1", CHESS_GESTURE_NONE, "" },

  /* King b1: onto either rook castles; c1 is both a king step and the
   * a-side castle's king square, so it asks. */
  { C960, KING_B1, "b1", "a1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, KING_B1, "b1", "h1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, KING_B1, "b1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, KING_B1, "b1", "c1", CHESS_GESTURE_ASK, "Kc1 | O-O-O" },
  { C960, KING_B1, "b1", "d1", CHESS_GESTURE_NONE, "" },
  { C960, KING_B1, "b1", "b1", CHESS_GESTURE_NONE, "" },

  /* King c1, rook b1: a-side only the rook moves (II.3.2.4), so onto the
   * rook is the gesture; the king's own square just puts it down. */
  { C960, KING_C1, "c1", "b1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, KING_C1, "c1", "c1", CHESS_GESTURE_NONE, "" },
  { C960, KING_C1, "c1", "d1", CHESS_GESTURE_PLAY, "Kd1" },
  { C960, KING_C1, "c1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN b BGbg - 0 1", "c8", "g8", CHESS_GESTURE_PLAY, "O-O" },

  /* King d1 between rooks c1 and f1: a-side transposes (II.3.2.2), h-side
   * moves only the king (II.3.2.3), onto g1. */
  { C960, KING_D1, "d1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, KING_D1, "d1", "f1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, KING_D1, "d1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, KING_D1, "d1", "e1", CHESS_GESTURE_PLAY, "Ke1" },
  /* King f1, rook g1: transposition h-side. */
  { C960, KING_F1, "f1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { C960, KING_F1, "f1", "b1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, KING_F1, "f1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { C960, KING_F1, "f1", "e1", CHESS_GESTURE_PLAY, "Ke1" },

  /* Chess960x3, king between the rooks (1-1, 1-2): each rook castles
   * either way. Onto a rook castles towards its own side; the squares
   * where the crossing castles put the king ask. */
  { X3, SP518, "e1", "a1", CHESS_GESTURE_PLAY, "O-O-O" },
  { X3, SP518, "e1", "h1", CHESS_GESTURE_PLAY, "O-O" },
  { X3, SP518, "e1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { X3, SP518, "e1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { X3, SP518, "e1", "f1", CHESS_GESTURE_ASK, "Kf1 | O-O:a" },
  { X3, SP518, "e1", "d1", CHESS_GESTURE_ASK, "Kd1 | O-O-O:h" },
  { X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "e8", "f8", CHESS_GESTURE_ASK, "Kf8 | O-O:a" },
  /* Rook b1 right of king a1, its own side blocked by the bishop g1: the
   * only castle with it crosses over, so onto the rook asks. */
  { X3, X3_KR_B, "a1", "b1", CHESS_GESTURE_ASK, "O-O-O:b" },
  { X3, X3_KR_B, "a1", "c1", CHESS_GESTURE_NONE, "" },
  /* …but onto the square it puts the king on, that castle is the one
   * meaning, so it is played. */
  { X3, X3_KR_B, "a1", "d1", CHESS_GESTURE_PLAY, "O-O-O:b" },
  /* King g1, rooks f1 and h1: rook f1 castles a-side (king c1) or, crossing
   * over, h-side with the king landing on f1 itself: onto f1 asks. */
  { X3, X3_F1_G1_H1, "g1", "f1", CHESS_GESTURE_ASK, "O-O-O | O-O:f" },
  { X3, X3_F1_G1_H1, "g1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  /* Rook h1 is shut in by rook f1 either way. */
  { X3, X3_F1_G1_H1, "g1", "h1", CHESS_GESTURE_NONE, "" },
  /* Both rooks right of the king (3): the inner one castles both ways;
   * the outer one cannot pass it. */
  { X3, X3_KRR, "c1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { X3, X3_KRR, "c1", "d1", CHESS_GESTURE_ASK, "Kd1 | O-O-O:g" },
  { X3, X3_KRR, "c1", "h1", CHESS_GESTURE_NONE, "" },
  /* Both rooks left of the king (2): likewise, mirrored. */
  { X3, X3_RRK, "g1", "b1", CHESS_GESTURE_PLAY, "O-O-O" },
  { X3, X3_RRK, "g1", "c1", CHESS_GESTURE_PLAY, "O-O-O" },
  { X3, X3_RRK, "g1", "f1", CHESS_GESTURE_ASK, "Kf1 | O-O:b" },
  { X3, X3_RRK, "g1", "a1", CHESS_GESTURE_NONE, "" },
  /* King d1, rook g1: castling a-side with it leaves the king on d1 and
   * crosses the rook over to c1, asked for on the king's own square. */
  { X3, X3_IN_PLACE, "d1", "d1", CHESS_GESTURE_ASK, "O-O-O:g" },
  { X3, X3_IN_PLACE, "d1", "g1", CHESS_GESTURE_PLAY, "O-O" },
  { X3, X3_IN_PLACE, "d1", "c1", CHESS_GESTURE_PLAY, "Kc1" },
};

static guint
square (const char *name)
{
  guint sq = CHESS_NO_SQUARE;

  if (name != NULL)
    g_assert_true (chess_square_from_string (name, &sq));
  return sq;
}

static ChessPosition *
load (ChessVariant  variant,
      const char   *fen)
{
  g_autoptr(GError) error = NULL;
  ChessPosition *position = chess_position_new_from_fen (variant, fen, &error);

  g_assert_no_error (error);
  return position;
}

static char *
moves_to_text (const ChessPosition *position,
               GPtrArray           *moves)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *san = chess_position_move_to_san (position, g_ptr_array_index (moves, i), 0);

      g_string_append_printf (text, "%s%s", i > 0 ? " | " : "", san);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
action_name (ChessGestureAction action)
{
  return g_enum_get_value (g_type_class_peek (CHESS_TYPE_GESTURE_ACTION), action)->value_nick;
}

static void
test_resolve (gconstpointer data)
{
  const GestureCase *c = data;
  g_autoptr(ChessPosition) position = load (c->variant, c->fen);
  g_autoptr(GPtrArray) moves = NULL;
  g_autofree char *text = NULL;
  ChessGestureAction action;

  action = chess_position_resolve_gesture (position, square (c->from), square (c->to), &moves);
  g_assert_nonnull (moves);
  text = moves_to_text (position, moves);
  g_test_message ("%s → %s: %s, %s", c->from, c->to ? c->to : "off the board",
                  action_name (action), text);
  g_assert_cmpstr (action_name (action), ==, action_name (c->action));
  g_assert_cmpstr (text, ==, c->moves);

  /* Every move offered is legal and starts from the square picked up; a
   * castle played at once goes towards its rook's side, or else the king
   * was put where it lands. */
  for (guint i = 0; i < moves->len; i++)
    {
      const ChessMove *move = g_ptr_array_index (moves, i);

      g_assert_true (chess_position_is_legal (position, move));
      g_assert_cmpuint (chess_move_get_from (move), ==, square (c->from));
      if (action == CHESS_GESTURE_PLAY && chess_move_is_castle (move)
          && chess_move_get_castling_side (move) != (CHESS_SQUARE_FILE (chess_move_get_rook_from (move))
                                                     < CHESS_SQUARE_FILE (chess_move_get_from (move))
                                                     ? CHESS_CASTLING_SIDE_A : CHESS_CASTLING_SIDE_H))
        g_assert_cmpuint (chess_move_get_to (move), ==, square (c->to));
    }
  if (action == CHESS_GESTURE_PLAY)
    g_assert_cmpuint (moves->len, ==, 1);
}

typedef struct {
  ChessVariant  variant;
  const char   *fen;
  const char   *from;
  const char   *move_targets;    /* squares, space-separated, a1 first */
  const char   *castle_targets;
} TargetCase;

static const TargetCase target_cases[] = {
  { C960, SP518, "e1", "d1 f1", "a1 c1 g1 h1" },
  { C960, SP518, "e2", "e3 e4", "" },
  { C960, SP518, "a1", "b1 c1 d1", "" },
  { C960, SP518, "e8", "", "" },      /* Black's piece, White to move */
  { C960, SP518, "e4", "", "" },      /* an empty square */
  { C960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1", "f3 h3", "" },
  { C960, KING_B1, "b1", "c1", "a1 c1 g1 h1" },
  /* Rook-move-only castle: the king stays, so only the rook's square. */
  { C960, KING_C1, "c1", "d1", "b1 g1" },
  { C960, KING_D1, "d1", "e1", "c1 f1 g1" },
  { C960, "r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1", "e1", "d1", "a1 c1" },
  { X3, SP518, "e1", "d1 f1", "a1 c1 d1 f1 g1 h1" },
  { X3, X3_KR_B, "a1", "", "b1 d1" },
  { X3, X3_KRR, "c1", "b1 d1", "d1 g1" },
  /* The castle in place is asked for on the king's own square. */
  { X3, X3_IN_PLACE, "d1", "c1 e1", "d1 g1" },
};

static char *
squares_to_text (guint64 squares)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint sq = 0; sq < 64; sq++)
    if (squares & (G_GUINT64_CONSTANT (1) << sq))
      g_string_append_printf (text, "%s%c%c", text->len > 0 ? " " : "",
                              'a' + CHESS_SQUARE_FILE (sq), '1' + CHESS_SQUARE_RANK (sq));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_targets (gconstpointer data)
{
  const TargetCase *c = data;
  g_autoptr(ChessPosition) position = load (c->variant, c->fen);
  g_autofree char *moves_text = NULL;
  g_autofree char *castles_text = NULL;
  guint64 moves = ~G_GUINT64_CONSTANT (0), castles = ~G_GUINT64_CONSTANT (0);

  chess_position_get_gesture_targets (position, square (c->from), &moves, &castles);
  moves_text = squares_to_text (moves);
  castles_text = squares_to_text (castles);
  g_assert_cmpstr (moves_text, ==, c->move_targets);
  g_assert_cmpstr (castles_text, ==, c->castle_targets);

  /* Each marked square is a gesture that means a move. */
  for (guint sq = 0; sq < 64; sq++)
    if ((moves | castles) & (G_GUINT64_CONSTANT (1) << sq))
      {
        g_autoptr(GPtrArray) found = NULL;

        g_assert_cmpint (chess_position_resolve_gesture (position, square (c->from), sq, &found),
                         !=, CHESS_GESTURE_NONE);
      }
}

/* Every gesture of the side to move: a square is marked exactly when the
 * gesture onto it means a move, and every castle can be entered. */
static void
check_marks_match_gestures (const ChessPosition *position)
{
  g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (position);
  g_autofree gboolean *entered = g_new0 (gboolean, legal->len);
  ChessColor side = chess_position_get_side_to_move (position);

  for (guint from = 0; from < 64; from++)
    {
      guint64 moves, castles;
      ChessColor color;

      if (!chess_position_get_piece (position, from, &color, NULL) || color != side)
        continue;
      chess_position_get_gesture_targets (position, from, &moves, &castles);
      for (guint to = 0; to < 64; to++)
        {
          g_autoptr(GPtrArray) found = NULL;
          gboolean marked = ((moves | castles) >> to) & 1;
          ChessGestureAction action = chess_position_resolve_gesture (position, from, to, &found);

          g_assert_cmpint (marked, ==, action != CHESS_GESTURE_NONE);
          for (guint i = 0; i < found->len; i++)
            for (guint j = 0; j < legal->len; j++)
              if (chess_move_equal (g_ptr_array_index (found, i), g_ptr_array_index (legal, j)))
                entered[j] = TRUE;
        }
    }
  for (guint j = 0; j < legal->len; j++)
    if (!entered[j])
      {
        g_autofree char *fen = chess_position_to_fen (position, 0);
        g_autofree char *uci = chess_position_move_to_uci (position, g_ptr_array_index (legal, j));

        g_error ("%s: no gesture means %s", fen, uci);
      }
}

static void
test_every_start_position (gconstpointer data)
{
  ChessVariant variant = GPOINTER_TO_INT (data);
  guint count = chess_startpos_count (variant);

  /* Castles only appear once the pieces between have gone: empty the
   * back rank but for king and rooks. */
  for (guint number = 0; number < count; number++)
    {
      g_autoptr(ChessPosition) start = chess_position_new_start (variant, number, NULL);
      g_autofree char *fen = NULL;
      g_autoptr(GString) rank = g_string_new (NULL);
      g_autoptr(ChessPosition) open = NULL;
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) fields = NULL;

      g_assert_nonnull (start);
      fen = chess_position_to_fen (start, 0);
      fields = g_strsplit (fen, " ", -1);
      for (guint file = 0; file < 8; file++)
        {
          ChessPieceType type;

          chess_position_get_piece (start, CHESS_SQUARE (file, 0), NULL, &type);
          if (type == CHESS_PIECE_TYPE_KING)
            g_string_append_c (rank, 'K');
          else if (type == CHESS_PIECE_TYPE_ROOK)
            g_string_append_c (rank, 'R');
          else
            g_string_append_c (rank, '1');
        }
      {
        g_autofree char *black = g_ascii_strdown (rank->str, -1);
        g_autofree char *open_fen = g_strdup_printf ("%s/pppppppp/8/8/8/8/PPPPPPPP/%s w %s - 0 1",
                                                     black, rank->str, fields[2]);

        open = chess_position_new_from_fen (variant, open_fen, &error);
        g_assert_no_error (error);
      }
      check_marks_match_gestures (open);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_type_class_ref (CHESS_TYPE_GESTURE_ACTION);

  for (guint i = 0; i < G_N_ELEMENTS (gesture_cases); i++)
    {
      const GestureCase *c = &gesture_cases[i];
      g_autofree char *path = g_strdup_printf ("/gesture/resolve/%s/%u-%s-%s",
                                               c->variant == X3 ? "chess960x3" : "chess960",
                                               i, c->from, c->to ? c->to : "off");

      g_test_add_data_func (path, c, test_resolve);
    }
  for (guint i = 0; i < G_N_ELEMENTS (target_cases); i++)
    {
      const TargetCase *c = &target_cases[i];
      g_autofree char *path = g_strdup_printf ("/gesture/targets/%s/%u-%s",
                                               c->variant == X3 ? "chess960x3" : "chess960",
                                               i, c->from);

      g_test_add_data_func (path, c, test_targets);
    }
  g_test_add_data_func ("/gesture/every-start/chess960", GINT_TO_POINTER (CHESS_VARIANT_CHESS960),
                        test_every_start_position);
  g_test_add_data_func ("/gesture/every-start/chess960x3", GINT_TO_POINTER (CHESS_VARIANT_CHESS960X3),
                        test_every_start_position);

  return g_test_run ();
}
