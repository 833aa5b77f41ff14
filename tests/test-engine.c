/* test-engine.c: ChessEngine against a fake UCI engine: what it sends
 * and what it accepts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "chess-uci-private.h"
#include "test-engine-fake.h"

static void
test_find_default (void)
{
  g_autofree char *saved_path = g_strdup (g_getenv ("PATH"));
  g_autofree char *dir = g_dir_make_tmp ("chess960-path-XXXXXX", NULL);
  g_autofree char *link = g_build_filename (dir, "stockfish", NULL);
  g_autofree char *fake = g_test_build_filename (G_TEST_DIST, "fake-uci-engine.py", NULL);
  g_autofree char *found = NULL;
  g_autofree char *fallback = NULL;
  const char *expected = NULL;

  /* PATH first… */
  g_assert_no_errno (symlink (fake, link));
  g_setenv ("PATH", dir, TRUE);
  found = chess_engine_find_default ();
  g_assert_cmpstr (found, ==, link);

  /* …then Debian's /usr/games and the Flatpak's /app/bin. */
  g_unlink (link);
  fallback = chess_engine_find_default ();
  if (g_file_test ("/usr/games/stockfish", G_FILE_TEST_IS_EXECUTABLE))
    expected = "/usr/games/stockfish";
  else if (g_file_test ("/app/bin/stockfish", G_FILE_TEST_IS_EXECUTABLE))
    expected = "/app/bin/stockfish";
  g_assert_cmpstr (fallback, ==, expected);

  g_setenv ("PATH", saved_path, TRUE);
  g_rmdir (dir);
}

static void
test_handshake (Fixture       *f,
                gconstpointer  data)
{
  static const char *const expected[] = {
    "uci",
    "setoption name UCI_Chess960 value true",
    "setoption name UCI_LimitStrength value false",
    "setoption name Skill Level value 20",
    "setoption name MultiPV value 4",
    "isready",
    NULL
  };
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (chess_engine_get_name (f->engine));
  g_assert_cmpstr (chess_engine_get_path (f->engine), ==, f->fake);
  g_assert_cmpuint (chess_engine_get_level (f->engine), ==, 3);

  chess_engine_start_async (f->engine, NULL, store_result, &result);
  wait_for (&result);
  g_assert_true (chess_engine_start_finish (f->engine, result, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (chess_engine_get_name (f->engine), ==, "Fake Engine 1.0");
  assert_logged_in_order (f, expected);

  /* Started already: at once, no second process. */
  g_clear_object (&result);
  chess_engine_start_async (f->engine, NULL, store_result, &result);
  wait_for (&result);
  g_assert_true (chess_engine_start_finish (f->engine, result, &error));
  g_assert_cmpuint (log_count_pids (f), ==, 1);
}

static void
test_move (Fixture       *f,
           gconstpointer  data)
{
  const char *const expected[] = {
    "ucinewgame",
    "isready",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    default_go (),
    NULL
  };
  g_autoptr(ChessGame) game = new_standard_game ();

  fake_set (f, "moves", "g1f3 e7e5");
  assert_finds (f->engine, game, "g1f3");
  assert_logged_in_order (f, expected);
  /* Only read. */
  g_assert_cmpuint (chess_game_get_n_moves (game), ==, 0);

  /* The game goes on: the moves follow the same start. */
  log_clear (f);
  g_assert_true (chess_game_play_text (game, "Nf3", NULL));
  assert_finds (f->engine, game, "e7e5");
  assert_logged (f, "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves g1f3");
  g_assert_false (log_contains (f, "ucinewgame"));
  g_assert_false (log_contains (f, "uci"));
}

typedef struct {
  guint       level;
  const char *options[4];
  const char *go;
} LevelCase;

static void
check_levels (Fixture         *f,
              const LevelCase *cases,
              guint            n_cases)
{
  g_autoptr(ChessGame) game = new_standard_game ();

  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(ChessMove) move = NULL;
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) lines = NULL;
      gint go;

      g_test_message ("level %u", cases[i].level);
      chess_engine_set_level (f->engine, cases[i].level);
      log_clear (f);
      move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
      g_assert_no_error (error);

      lines = log_lines (f);
      go = log_find (lines, cases[i].go, 0);
      if (go < 0)
        g_error ("level %u: no “%s”", cases[i].level, cases[i].go);
      for (guint j = 0; j < G_N_ELEMENTS (cases[i].options) && cases[i].options[j] != NULL; j++)
        {
          gint at = log_find (lines, cases[i].options[j], 0);

          if (at < 0 || at > go)
            g_error ("level %u: “%s” not sent before go", cases[i].level, cases[i].options[j]);
        }
    }
}

static void
test_levels_elo (Fixture       *f,
                 gconstpointer  data)
{
  /* Stockfish's range: 1350 to 2850. Levels 1 to 4 are below it, and
   * weakened: a small depth, and candidates to choose from; 5 to 7 set
   * UCI_Elo; 8 is full strength. The figures come from the table. */
  static const guint move_times[] = { 100, 150, 250, 400, 600, 900, 1300, 2000 };
  LevelCase cases[CHESS_ENGINE_MAX_LEVEL + 1];
  char texts[CHESS_ENGINE_MAX_LEVEL + 1][3][64];

  G_STATIC_ASSERT (G_N_ELEMENTS (move_times) == CHESS_ENGINE_MAX_LEVEL);
  for (guint level = CHESS_ENGINE_MIN_LEVEL; level <= CHESS_ENGINE_MAX_LEVEL; level++)
    g_assert_cmpuint (chess_engine_get_move_time (level), ==, move_times[level - 1]);

  memset (cases, 0, sizeof cases);
  for (guint i = 0; i <= CHESS_ENGINE_MAX_LEVEL; i++)
    {
      /* Level 1 again at the end: the options come back. */
      guint level = i < CHESS_ENGINE_MAX_LEVEL ? i + 1 : 1;
      const ChessUciLevel *info = chess_uci_get_level (level);
      LevelCase *c = &cases[i];

      c->level = level;
      if (level <= 4)
        {
          g_assert_cmpint (info->elo, <, 1350);
          g_assert_cmpuint (info->depth, >, 0);
          g_assert_cmpuint (info->multipv, >, 1);
          c->options[0] = "setoption name UCI_LimitStrength value false";
          c->options[1] = "setoption name Skill Level value 20";
          g_snprintf (texts[i][0], 64, "setoption name MultiPV value %u", info->multipv);
          g_snprintf (texts[i][1], 64, "go depth %u movetime %u", info->depth, info->move_time);
        }
      else if (level < CHESS_ENGINE_MAX_LEVEL)
        {
          g_assert_cmpint (info->elo, >=, 1350);
          c->options[0] = "setoption name UCI_LimitStrength value true";
          c->options[1] = "setoption name MultiPV value 1";
          g_snprintf (texts[i][0], 64, "setoption name UCI_Elo value %d", info->elo);
          g_snprintf (texts[i][1], 64, "go movetime %u", info->move_time);
        }
      else
        {
          c->options[0] = "setoption name UCI_LimitStrength value false";
          c->options[1] = "setoption name Skill Level value 20";
          g_snprintf (texts[i][0], 64, "setoption name MultiPV value 1");
          g_snprintf (texts[i][1], 64, "go movetime 2000");
        }
      c->options[2] = texts[i][0];
      c->go = texts[i][1];
    }
  check_levels (f, cases, G_N_ELEMENTS (cases));
}

static void
test_levels_narrow_elo (Fixture       *f,
                        gconstpointer  data)
{
  /* UCI_Elo low enough for every level: no weakening, capped at the top;
   * no MultiPV option, so none is sent. */
  static const LevelCase cases[] = {
    { 1, { "setoption name UCI_Elo value 700" }, "go movetime 100" },
    { 4, { "setoption name UCI_Elo value 1200" }, "go movetime 400" },
    { 7, { "setoption name UCI_Elo value 1200" }, "go movetime 1300" },
    { 8, { "setoption name UCI_LimitStrength value false" }, "go movetime 2000" },
  };

  fake_set (f, "options",
            "option name UCI_Chess960 type check default false;"
            "option name UCI_LimitStrength type check default false;"
            "option name  UCI_Elo  type spin default 800 min 500 max 1200");
  check_levels (f, cases, G_N_ELEMENTS (cases));
  g_assert_false (log_contains (f, "setoption name MultiPV value 1"));
}

static void
test_levels_skill (Fixture       *f,
                   gconstpointer  data)
{
  /* Skill Level alone: spread over levels 4 to 8; below, weakened with
   * candidates at the highest skill. */
  static const LevelCase cases[] = {
    { 1, { "setoption name Skill Level value 10", "setoption name MultiPV value 4" }, "go depth 1 movetime 100" },
    { 4, { "setoption name Skill Level value -5", "setoption name MultiPV value 1" }, "go movetime 400" },
    { 5, { "setoption name Skill Level value -2" }, "go movetime 600" },
    { 7, { "setoption name Skill Level value 6" }, "go movetime 1300" },
    { 8, { "setoption name Skill Level value 10" }, "go movetime 2000" },
  };

  fake_set (f, "options",
            "option name UCI_Chess960 type check default false;"
            "option name MultiPV type spin default 1 min 1 max 4;"
            "option name Skill Level type spin default 10 min -5 max 10");
  check_levels (f, cases, G_N_ELEMENTS (cases));
  /* No more candidates than the engine allows. */
  g_assert_false (log_contains (f, "setoption name MultiPV value 6"));
}

static void
test_levels_bare (Fixture       *f,
                  gconstpointer  data)
{
  /* Without MultiPV there is nothing to choose from: the engine's own
   * weakest setting, at the small depth. */
  static const LevelCase cases[] = {
    { 2, { "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1350" },
      "go depth 2 movetime 150" },
    { 8, { "setoption name UCI_LimitStrength value false" }, "go movetime 2000" },
  };

  fake_set (f, "options",
            "option name UCI_Chess960 type check default false;"
            "option name UCI_LimitStrength type check default false;"
            "option name UCI_Elo type spin default 1350 min 1350 max 2850");
  check_levels (f, cases, G_N_ELEMENTS (cases));
}

static void
test_hint (Fixture       *f,
           gconstpointer  data)
{
  static const char *const hint[] = {
    "setoption name UCI_LimitStrength value false",
    "setoption name Skill Level value 20",
    "setoption name MultiPV value 1",
    "isready",
    "go movetime 1000",
    NULL
  };
  static const char *const back[] = {
    "setoption name UCI_LimitStrength value false",
    "setoption name MultiPV value 6",
    "isready",
    "go depth 2 movetime 150",
    NULL
  };
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;

  chess_engine_set_level (f->engine, 2);
  move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_HINT, &error);
  g_assert_no_error (error);
  assert_logged_in_order (f, hint);
  g_assert_cmpuint (chess_engine_get_level (f->engine), ==, 2);

  /* The level comes back for the next move. */
  log_clear (f);
  assert_finds (f->engine, game, "e2e4");
  assert_logged_in_order (f, back);
}

typedef struct {
  ChessVariant  variant;
  const char   *fen;
  const char   *moves[3];
  const char   *answer;
  const char   *line;
} CastleCase;

static const CastleCase castle_cases[] = {
  /* King and rooks at home. */
  { CHESS_VARIANT_CHESS960, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    { "O-O", "O-O-O" }, "a2a3",
    "position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1h1 e8a8" },
  /* The king on g1 stays; from g8 it crosses the board. */
  { CHESS_VARIANT_CHESS960, "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1",
    { "O-O", "O-O-O" }, "a2a3",
    "position fen r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1 moves g1h1 g8a8" },
  /* The king on b1 moves one square to c1. */
  { CHESS_VARIANT_CHESS960, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
    { "O-O-O", "O-O" }, "a2a3",
    "position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1 moves b1a1 b8h8" },
  /* King on c1: only the rook moves. */
  { CHESS_VARIANT_CHESS960, "2k4r/pppppppp/8/8/8/8/PPPPPPPP/R1K5 w Qk - 0 1",
    { "O-O-O", "O-O" }, "a2a3",
    "position fen 2k4r/pppppppp/8/8/8/8/PPPPPPPP/R1K5 w Qk - 0 1 moves c1a1 c8h8" },
  /* King and rook swap squares. */
  { CHESS_VARIANT_CHESS960, "2rk3r/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w Kkq - 0 1",
    { "O-O", "O-O-O" }, "a2a3",
    "position fen 2rk3r/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w Kkq - 0 1 moves f1g1 d8c8" },
  /* Chess960x3: a crossing castle has no UCI form, so the line starts
   * after it. */
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    { "O-O:a", "O-O" }, "a2a3",
    "position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/5KRR b kq - 1 1 moves e8h8" },
  /* …and Chess960x3's other castles are UCI's. */
  { CHESS_VARIANT_CHESS960X3, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    { "O-O-O", "O-O" }, "a2a3",
    "position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1a1 e8h8" },
};

static void
test_position_line (Fixture       *f,
                    gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (castle_cases); i++)
    {
      const CastleCase *c = &castle_cases[i];
      g_autoptr(ChessGame) game = new_game_from_fen (c->variant, c->fen);
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *go = NULL;
      g_auto(GStrv) lines = NULL;
      gint at;

      g_test_message ("%s", c->line);
      for (guint j = 0; j < G_N_ELEMENTS (c->moves) && c->moves[j] != NULL; j++)
        {
          g_autoptr(GError) error = NULL;

          chess_game_play_text (game, c->moves[j], &error);
          g_assert_no_error (error);
        }
      g_assert_true (chess_engine_can_play_from (chess_game_get_start_position (game), NULL));

      before = chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);
      log_clear (f);
      fake_set (f, "moves", c->answer);
      /* One process for all: the answer is read at its start. */
      chess_engine_stop (f->engine);
      assert_finds (f->engine, game, c->answer);
      after = chess_position_to_fen (chess_game_get_position (game), CHESS_FEN_FLAGS_NONE);
      g_assert_cmpstr (before, ==, after);

      lines = log_lines (f);
      at = log_find (lines, c->line, 0);
      if (at < 0)
        {
          g_autofree char *all = g_strjoinv ("\n", lines);

          g_error ("expected “%s”; the engine got:\n%s", c->line, all);
        }
      go = g_strdup (default_go ());
      g_assert_cmpstr (lines[at + 1], ==, go);
    }
}

static void
test_unsupported (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessMove) move = NULL;

  for (guint n = 0; n < 960; n++)
    {
      g_autoptr(ChessPosition) start = chess_position_new_start (CHESS_VARIANT_CHESS960, n, NULL);
      g_autoptr(ChessPosition) x3 = chess_position_new_start (CHESS_VARIANT_CHESS960X3, n, NULL);

      g_assert_true (chess_engine_can_play_from (start, NULL));
      /* Chess960x3's first 960 are Chess960's: a rook either side. */
      g_assert_true (chess_engine_can_play_from (x3, NULL));
    }
  /* Then both rooks on one side of the king. */
  for (guint n = 960; n < 2880; n++)
    {
      g_autoptr(ChessPosition) x3 = chess_position_new_start (CHESS_VARIANT_CHESS960X3, n, NULL);

      g_assert_false (chess_engine_can_play_from (x3, &error));
      g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION);
      g_clear_error (&error);
    }

  /* A search is refused before any process starts. */
  game = chess_game_new_start (CHESS_VARIANT_CHESS960X3, 1234, NULL);
  move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED_POSITION);
  g_assert_null (move);
  g_assert_cmpuint (log_count_pids (f), ==, 0);
  g_clear_error (&error);
  g_clear_object (&game);

  /* Once one of the two rooks has moved, the engine can take over, from
   * the position after that move. */
  game = new_game_from_fen (CHESS_VARIANT_CHESS960X3, "r3k3/pppppppp/8/8/8/8/PPPPPPPP/RR2K3 w BAq - 0 1");
  g_assert_false (chess_engine_can_play_from (chess_game_get_start_position (game), NULL));
  g_assert_true (chess_game_play_text (game, "Rc1", NULL));
  fake_set (f, "moves", "a7a6");
  assert_finds (f->engine, game, "a7a6");
  assert_logged (f, "position fen r3k3/pppppppp/8/8/8/8/PPPPPPPP/R1R1K3 b Qq - 1 1");
}

static void
test_slow_handshake (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();

  fake_set (f, "mode", "slow-handshake");
  assert_finds (f->engine, game, "e2e4");
}

static void
test_game_over (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;
  const char *const moves[] = { "f3", "e5", "g4", "Qh4#" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (chess_game_play_text (game, moves[i], NULL));
  move = find_move (f->engine, game, CHESS_ENGINE_SEARCH_HINT, &error);
  g_assert_error (error, CHESS_ERROR, CHESS_ERROR_GAME_OVER);
  g_assert_cmpuint (log_count_pids (f), ==, 0);
}

static gboolean
cancel_later (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
test_cancel (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autofree char *uci = NULL;
  gint64 start;
  const char *const expected[] = {
    default_go (),
    "stop",
    "isready",
    default_go (),
    NULL
  };

  /* Answers "stop" with e2e4 (to be thrown away), the next go with d2d4
   * after two seconds (within the 250 ms + 3 s the engine is given). */
  fake_set (f, "mode", "think");
  fake_set (f, "think-ms", "2000");
  fake_set (f, "moves", "e2e4 d2d4");

  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, cancellable,
                                store_result, &result);
  while (!log_contains (f, default_go ()))
    g_main_context_iteration (NULL, FALSE);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  wait_for (&result);
  g_assert_null (chess_engine_find_move_finish (f->engine, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  /* At once: the caller never waits for the engine. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_TIME_SPAN_SECOND);

  /* A new search right away waits for the old bestmove, then gets its own. */
  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, NULL, store_result, &next);
  wait_for (&next);
  move = chess_engine_find_move_finish (f->engine, next, &error);
  g_assert_no_error (error);
  uci = move_to_uci (game, move);
  g_assert_cmpstr (uci, ==, "d2d4");
  assert_logged_in_order (f, expected);
  g_assert_cmpuint (log_count_pids (f), ==, 1);
}

static void
test_cancel_handshake (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) started = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;

  fake_set (f, "mode", "slow-handshake");
  start = g_get_monotonic_time ();
  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, cancellable,
                                store_result, &result);
  chess_engine_start_async (f->engine, NULL, store_result, &started);
  g_timeout_add (100, cancel_later, cancellable);
  wait_for (&result);
  g_assert_null (chess_engine_find_move_finish (f->engine, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 800 * G_TIME_SPAN_MILLISECOND);

  /* The handshake goes on; nothing was asked of the engine. */
  wait_for (&started);
  g_assert_true (chess_engine_start_finish (f->engine, started, &error));
  g_assert_no_error (error);
  g_assert_false (log_contains (f, default_go ()));

  /* A cancelled start_async completes at once, too. */
  g_clear_object (&result);
  g_clear_object (&cancellable);
  chess_engine_stop (f->engine);
  cancellable = g_cancellable_new ();
  chess_engine_start_async (f->engine, cancellable, store_result, &result);
  g_cancellable_cancel (cancellable);
  wait_for (&result);
  g_assert_false (chess_engine_start_finish (f->engine, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_pending (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(GAsyncResult) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessMove) move = NULL;

  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, NULL, store_result, &first);
  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_HINT, NULL, store_result, &second);
  wait_for (&second);
  g_assert_null (chess_engine_find_move_finish (f->engine, second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&error);
  wait_for (&first);
  move = chess_engine_find_move_finish (f->engine, first, &error);
  g_assert_no_error (error);
  g_assert_nonnull (move);
}

static void
test_stop (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) pids = NULL;

  /* A search waiting for the engine ends when the engine is stopped. */
  fake_set (f, "mode", "think");
  chess_engine_find_move_async (f->engine, game, CHESS_ENGINE_SEARCH_MOVE, NULL, store_result, &result);
  while (!log_contains (f, default_go ()))
    g_main_context_iteration (NULL, FALSE);
  chess_engine_stop (f->engine);
  wait_for (&result);
  g_assert_null (chess_engine_find_move_finish (f->engine, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  /* It heard "quit" and left. */
  pids = log_pids (f);
  g_assert_cmpuint (pids->len, ==, 1);
  assert_process_ends (g_array_index (pids, GPid, 0), 400);
  assert_logged (f, "quit");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/find-default", test_find_default);
  ADD_ENGINE_TEST ("handshake", test_handshake);
  ADD_ENGINE_TEST ("slow-handshake", test_slow_handshake);
  ADD_ENGINE_TEST ("move", test_move);
  ADD_ENGINE_TEST ("levels/elo", test_levels_elo);
  ADD_ENGINE_TEST ("levels/narrow-elo", test_levels_narrow_elo);
  ADD_ENGINE_TEST ("levels/skill", test_levels_skill);
  ADD_ENGINE_TEST ("levels/bare", test_levels_bare);
  ADD_ENGINE_TEST ("hint", test_hint);
  ADD_ENGINE_TEST ("position-line", test_position_line);
  ADD_ENGINE_TEST ("unsupported", test_unsupported);
  ADD_ENGINE_TEST ("game-over", test_game_over);
  ADD_ENGINE_TEST ("cancel", test_cancel);
  ADD_ENGINE_TEST ("cancel-handshake", test_cancel_handshake);
  ADD_ENGINE_TEST ("pending", test_pending);
  ADD_ENGINE_TEST ("stop", test_stop);

  return g_test_run ();
}
