/* test-engine-player.c: ChessEnginePlayer — searches answer only their
 * own generation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-engine-player.h"
#include "test-engine-fake.h"

static ChessMove *
search (ChessEnginePlayer  *player,
        ChessGame          *game,
        ChessEngineSearch   kind,
        GError            **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_engine_player_search_async (player, game, kind, store_result, &result);
  wait_for (&result);
  return chess_engine_player_search_finish (player, result, error);
}

static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(ChessEnginePlayer) player = chess_engine_player_new (f->fake, 3, CHESS_COLOR_BLACK);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *uci = NULL;
  g_autofree char *name = NULL;

  fake_set (f, "moves", "e2e4");
  move = search (player, game, CHESS_ENGINE_SEARCH_MOVE, &error);
  g_assert_no_error (error);
  uci = move_to_uci (game, move);
  g_assert_cmpstr (uci, ==, "e2e4");
  g_assert_false (chess_engine_player_is_searching (player, NULL));
  name = chess_engine_player_describe (player);
  g_assert_cmpstr (name, ==, "Fake Engine 1.0 (level 3)");
  g_assert_finalize_object (g_steal_pointer (&player));
}

static void
test_no_engine (void)
{
  g_autoptr(ChessEnginePlayer) player = chess_engine_player_new ("", 1, CHESS_COLOR_WHITE);
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (chess_engine_player_get_engine_path (player));
  move = search (player, game, CHESS_ENGINE_SEARCH_HINT, &error);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NOT_FOUND);
  g_assert_null (move);
  g_assert_finalize_object (g_steal_pointer (&player));
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* A new generation drops the search in flight: its answer never comes. */
static void
test_generation (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(ChessEnginePlayer) player = chess_engine_player_new (f->fake, 1, CHESS_COLOR_BLACK);
  g_autoptr(ChessGame) game = new_standard_game ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(ChessMove) move = NULL;
  g_autoptr(GError) error = NULL;
  ChessEngineSearch kind;
  guint notified = 0;
  guint generation = chess_engine_player_get_generation (player);

  g_signal_connect (player, "notify::generation", G_CALLBACK (count_notify), &notified);
  fake_set (f, "mode", "think");
  chess_engine_player_search_async (player, game, CHESS_ENGINE_SEARCH_HINT, store_result, &result);
  g_assert_true (chess_engine_player_is_searching (player, &kind));
  g_assert_cmpint (kind, ==, CHESS_ENGINE_SEARCH_HINT);

  chess_engine_player_next_generation (player);
  g_assert_cmpuint (chess_engine_player_get_generation (player), ==, generation + 1);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (chess_engine_player_is_searching (player, NULL));
  wait_for (&result);
  move = chess_engine_player_search_finish (player, result, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (move);
  /* The result holds the player until it goes. */
  g_clear_object (&result);

  /* Same path, same level, same colour: nothing to notify. */
  chess_engine_player_set_engine_path (player, f->fake);
  chess_engine_player_set_level (player, 1);
  chess_engine_player_set_color (player, CHESS_COLOR_BLACK);
  g_assert_cmpuint (notified, ==, 1);
  g_signal_handlers_disconnect_by_data (player, &notified);
  g_assert_finalize_object (g_steal_pointer (&player));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/engine-player/search", Fixture, NULL, fixture_set_up, test_search, fixture_tear_down);
  g_test_add_func ("/engine-player/no-engine", test_no_engine);
  g_test_add ("/engine-player/generation", Fixture, NULL, fixture_set_up, test_generation, fixture_tear_down);

  return g_test_run ();
}
