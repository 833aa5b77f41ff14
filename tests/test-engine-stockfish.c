/* test-engine-stockfish.c: ChessEngine with the real Stockfish, when it is
 * installed (build-aux/deps.sh installs it)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "chess-engine.h"

/* A game must end well within the test's time (about a third of a second
 * a ply): the weaker side resigns this far behind in material, as club
 * players do, and a game still going after MAX_PLIES is agreed drawn. */
#define RESIGN_MATERIAL 10
#define MAX_PLIES 160

static char *stockfish;

static gboolean
have_stockfish (void)
{
  if (stockfish == NULL)
    g_test_skip ("Stockfish is not installed (Debian: apt install stockfish)");
  return stockfish != NULL;
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static ChessMove *
find_move (ChessEngine       *engine,
           ChessGame         *game,
           ChessEngineSearch  kind)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  ChessMove *move;

  chess_engine_find_move_async (engine, game, kind, NULL, store_result, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  move = chess_engine_find_move_finish (engine, result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (move);
  /* Checked by ChessEngine already; checked again here on the game. */
  g_assert_true (chess_position_is_legal (chess_game_get_position (game), move));
  return move;
}

static ChessEngine *
new_stockfish (guint level)
{
  ChessEngine *engine = chess_engine_new (stockfish);

  chess_engine_set_level (engine, level);
  return engine;
}

/* Pawns 1, knights and bishops 3, rooks 5, queens 9: White minus Black. */
static gint
material_balance (const ChessPosition *position)
{
  static const gint values[] = { 0, 1, 3, 3, 5, 9, 0 };
  gint balance = 0;

  for (guint sq = 0; sq < 64; sq++)
    {
      ChessColor color;
      ChessPieceType type;

      if (chess_position_get_piece (position, sq, &color, &type))
        balance += color == CHESS_COLOR_WHITE ? values[type] : -values[type];
    }
  return balance;
}

static void
test_game (void)
{
  guint number = g_test_rand_int_range (0, 960);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GString) moves = g_string_new (NULL);
  /* The weak side moves fast, the strong side at length. */
  g_autoptr(ChessEngine) weak = NULL;
  g_autoptr(ChessEngine) strong = NULL;
  ChessEngine *engines[2];
  gint64 start = g_get_monotonic_time ();
  guint ply;

  if (!have_stockfish ())
    return;

  game = chess_game_new_start (CHESS_VARIANT_CHESS960, number, &error);
  g_assert_no_error (error);
  weak = new_stockfish (1);
  strong = new_stockfish (4);
  engines[CHESS_COLOR_WHITE] = number % 2 ? weak : strong;
  engines[CHESS_COLOR_BLACK] = number % 2 ? strong : weak;

  for (ply = 0; chess_game_get_result (game) == CHESS_RESULT_NONE; ply++)
    {
      const ChessPosition *position = chess_game_get_position (game);
      ChessColor side = chess_position_get_side_to_move (position);
      gint balance = material_balance (position) * (side == CHESS_COLOR_WHITE ? 1 : -1);
      g_autoptr(ChessMove) move = NULL;
      g_autofree char *san = NULL;

      if (chess_game_get_claimable_draw (game) != CHESS_DRAW_CLAIM_NONE)
        {
          g_assert_true (chess_game_claim_draw (game));
          break;
        }
      if (balance <= -RESIGN_MATERIAL)
        {
          g_assert_true (chess_game_resign (game, side));
          break;
        }
      if (ply == MAX_PLIES)
        {
          g_assert_true (chess_game_agree_draw (game));
          break;
        }

      /* Once, a hint at full strength, between moves at a level. */
      if (ply == 10)
        {
          g_autoptr(ChessMove) hint = find_move (engines[side], game, CHESS_ENGINE_SEARCH_HINT);
        }

      move = find_move (engines[side], game, CHESS_ENGINE_SEARCH_MOVE);
      san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);
      g_string_append_printf (moves, "%s ", san);
      chess_game_play (game, move, &error);
      g_assert_no_error (error);
    }

  g_test_message ("Chess960 #%u, %s: %s %s (reason %d) after %u plies in %.1f s",
                  number, chess_engine_get_name (weak), moves->str,
                  chess_result_to_string (chess_game_get_result (game)),
                  chess_game_get_result_reason (game), ply,
                  (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  g_assert_true (g_str_has_prefix (chess_engine_get_name (weak), "Stockfish"));
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, ply);
  g_assert_cmpint (chess_game_get_result (game), !=, CHESS_RESULT_NONE);
}

typedef struct {
  ChessVariant  variant;
  const char   *fen;
  const char   *castles[2];   /* White's, Black's */
} CastlePosition;

static const CastlePosition castle_positions[] = {
  { CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", { "O-O", "O-O-O" } },
  { CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", { "O-O-O", "O-O" } },
  { CHESS_VARIANT_CHESS960, "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1", { "O-O", "O-O-O" } },
  { CHESS_VARIANT_CHESS960, "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1", { "O-O-O", "O-O" } },
  { CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", { "O-O", "O-O-O" } },
  { CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", { "O-O-O", "O-O" } },
  { CHESS_VARIANT_CHESS960, "2k4r/pppppppp/8/8/8/8/PPPPPPPP/R1K5 w Qk - 0 1", { "O-O-O", "O-O" } },
  { CHESS_VARIANT_CHESS960, "2rk3r/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w Kkq - 0 1", { "O-O", "O-O-O" } },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", { "O-O:a", "O-O-O:h" } },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", { "O-O-O:h", "O-O:a" } },
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", { "O-O", "O-O-O" } },
};

/* Stockfish reads the position line up to the first move it cannot play
 * and searches from there, so a castle it misread leaves the other side
 * to move, and its answer is illegal: hence one castle per search. */
static void
test_castles (void)
{
  g_autoptr(ChessEngine) engine = NULL;

  if (!have_stockfish ())
    return;

  engine = new_stockfish (1);
  for (guint i = 0; i < G_N_ELEMENTS (castle_positions); i++)
    for (ChessColor side = CHESS_COLOR_WHITE; side <= CHESS_COLOR_BLACK; side++)
      {
        const CastlePosition *c = &castle_positions[i];
        g_autoptr(GError) error = NULL;
        g_autoptr(ChessPosition) start = chess_position_new_from_fen (c->variant, c->fen, &error);
        g_autoptr(ChessGame) game = NULL;
        g_autoptr(ChessMove) move = NULL;
        g_autofree char *uci = NULL;

        g_assert_no_error (error);
        game = chess_game_new (start);
        if (side == CHESS_COLOR_BLACK)
          g_assert_true (chess_game_play_text (game, "a3", NULL));
        chess_game_play_text (game, c->castles[side], &error);
        g_assert_no_error (error);

        move = find_move (engine, game, CHESS_ENGINE_SEARCH_MOVE);
        uci = chess_position_move_to_uci (chess_game_get_position (game), move);
        g_test_message ("%s %s: %s", c->fen, c->castles[side], uci);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  stockfish = chess_engine_find_default ();

  g_test_add_func ("/engine-stockfish/castles", test_castles);
  g_test_add_func ("/engine-stockfish/game", test_game);

  return g_test_run ();
}
