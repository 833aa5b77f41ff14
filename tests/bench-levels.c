/* bench-levels.c: the ladder of levels, measured (tests/bench/levels)
 *
 * Plays each level against the one below it, and level 1 against
 * Stockfish at UCI_Elo 1350, from random Chess960 start positions, each
 * position once with either colour, at a fixed time per move. Our levels
 * are played by ChessEngine, exactly as in the app (only the time per
 * move is the benchmark's); the reference is Stockfish driven directly,
 * with UCI_LimitStrength and UCI_Elo 1350.
 *
 * A game ends by the rules (mate, stalemate, insufficient material,
 * fivefold repetition, 75 moves), by a draw either side could claim
 * (threefold repetition, 50 moves), when both players' own evaluations
 * have agreed for ADJUDICATE_PLIES half-moves that one side is ahead by
 * ADJUDICATE_CP or more, or at the move cap, where Stockfish at full
 * strength judges: ahead by CAP_CP or more wins, else a draw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "chess-engine.h"
#include "chess-startpos.h"
#include "chess-uci-private.h"

#define ADJUDICATE_CP    1000
#define ADJUDICATE_PLIES 4
#define CAP_CP           400
#define JUDGE_MS         300

static guint move_time = 40;
static guint positions = 10;
static guint max_plies = 200;
static guint32 seed = 960;
static char *engine_path;
static char *pairs_text;
static gboolean verbose;
static gint probe;

/* A UCI engine talked to directly and synchronously: the reference
 * player and the judge. */
typedef struct {
  GSubprocess      *process;
  GOutputStream    *in;
  GDataInputStream *out;
} Reference;

static void
ref_send (Reference  *ref,
          const char *line)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  if (!g_output_stream_write_all (ref->in, text, strlen (text), NULL, NULL, NULL))
    g_error ("The reference engine stopped reading");
}

/* Reads up to a line starting with WORD; the last score of the best line
 * goes to SCORE. */
static char *
ref_wait (Reference  *ref,
          const char *word,
          gint       *score)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line (ref->out, NULL, NULL, &error);
      ChessUciInfo info;

      if (line == NULL)
        g_error ("The reference engine ended: %s", error ? error->message : "end of output");
      if (g_str_has_prefix (line, word))
        return line;
      if (score != NULL && g_str_has_prefix (line, "info") && chess_uci_parse_info (line, &info)
          && info.multipv == 1 && !info.bound)
        *score = chess_uci_info_rank (&info);
      g_free (line);
    }
}

static Reference *
ref_new (gint elo)
{
  g_autoptr(GError) error = NULL;
  Reference *ref = g_new0 (Reference, 1);

  ref->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                   &error, engine_path, NULL);
  if (ref->process == NULL)
    g_error ("%s", error->message);
  ref->in = g_subprocess_get_stdin_pipe (ref->process);
  ref->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (ref->process));
  ref_send (ref, "uci");
  g_free (ref_wait (ref, "uciok", NULL));
  ref_send (ref, "setoption name UCI_Chess960 value true");
  if (elo > 0)
    {
      g_autofree char *line = g_strdup_printf ("setoption name UCI_Elo value %d", elo);

      ref_send (ref, "setoption name UCI_LimitStrength value true");
      ref_send (ref, line);
    }
  ref_send (ref, "isready");
  g_free (ref_wait (ref, "readyok", NULL));
  return ref;
}

static void
ref_free (Reference *ref)
{
  ref_send (ref, "quit");
  g_subprocess_wait (ref->process, NULL, NULL);
  g_object_unref (ref->out);
  g_object_unref (ref->process);
  g_free (ref);
}

/* Its move, and its score from the side to move's view (G_MININT for
 * none). */
static ChessMove *
ref_search (Reference *ref,
            ChessGame *game,
            guint      ms,
            gint      *score)
{
  g_autofree char *position = chess_uci_position_command (game, NULL, NULL);
  g_autofree char *go = g_strdup_printf ("go movetime %u", ms);
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  ChessMove *move;

  *score = G_MININT;
  ref_send (ref, position);
  ref_send (ref, go);
  line = ref_wait (ref, "bestmove", score);
  move = chess_uci_parse_bestmove (chess_game_get_position (game), line, &error);
  if (move == NULL)
    g_error ("The reference engine: %s", error->message);
  return move;
}

/* One of the two sides of a match: a level of ours, or the reference. */
typedef struct {
  char        *name;
  ChessEngine *engine;
  Reference   *ref;
} Player;

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static ChessMove *
player_search (Player    *player,
               ChessGame *game,
               gint      *score)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  ChessEngineScore engine_score;
  ChessMove *move;

  if (player->ref != NULL)
    return ref_search (player->ref, game, move_time, score);

  chess_engine_find_move_async (player->engine, game, CHESS_ENGINE_SEARCH_MOVE, NULL, store_result, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  move = chess_engine_find_move_finish (player->engine, result, &error);
  if (move == NULL)
    g_error ("%s: %s", player->name, error->message);
  *score = G_MININT;
  if (chess_engine_get_score (player->engine, &engine_score))
    {
      ChessUciInfo info = { .mate = engine_score.mate, .score = engine_score.value };

      *score = chess_uci_info_rank (&info);
    }
  return move;
}

static Player *
player_new_level (guint level)
{
  Player *player = g_new0 (Player, 1);

  player->name = g_strdup_printf ("level %u", level);
  player->engine = chess_engine_new (engine_path);
  chess_engine_set_level (player->engine, level);
  chess_engine_set_move_time (player->engine, move_time);
  chess_engine_set_seed (player->engine, seed + level);
  return player;
}

static Player *
player_new_reference (gint elo)
{
  Player *player = g_new0 (Player, 1);

  player->name = g_strdup_printf ("Stockfish %d", elo);
  player->ref = ref_new (elo);
  return player;
}

static void
player_free (Player *player)
{
  if (player->engine != NULL)
    {
      chess_engine_stop (player->engine);
      g_object_unref (player->engine);
    }
  if (player->ref != NULL)
    ref_free (player->ref);
  g_free (player->name);
  g_free (player);
}

/* 1, ½ or 0 for White, as 2, 1 or 0; and how it ended. */
static guint
play_game (Player     *white,
           Player     *black,
           guint       number,
           Reference  *judge,
           const char **how)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, number, &error);
  gint white_view[2] = { 0, 0 };   /* each player's last score, White's view */
  guint agreed = 0;

  g_assert_no_error (error);
  for (guint ply = 0; ply < max_plies; ply++)
    {
      ChessColor side = chess_position_get_side_to_move (chess_game_get_position (game));
      Player *mover = side == CHESS_COLOR_WHITE ? white : black;
      g_autoptr(ChessMove) move = NULL;
      gint score;

      move = player_search (mover, game, &score);
      if (score != G_MININT)
        white_view[side] = side == CHESS_COLOR_WHITE ? score : -score;
      if (!chess_game_play (game, move, &error))
        g_error ("%s played an illegal move: %s", mover->name, error->message);

      switch (chess_game_get_result (game))
        {
        case CHESS_RESULT_WHITE_WINS:
          *how = "mate";
          return 2;
        case CHESS_RESULT_BLACK_WINS:
          *how = "mate";
          return 0;
        case CHESS_RESULT_DRAW:
          *how = "draw by the rules";
          return 1;
        case CHESS_RESULT_NONE:
        default:
          break;
        }
      if (chess_game_get_claimable_draw (game) != CHESS_DRAW_CLAIM_NONE)
        {
          *how = "repetition or 50 moves";
          return 1;
        }
      /* Both see the same side far ahead. */
      if ((white_view[0] >= ADJUDICATE_CP && white_view[1] >= ADJUDICATE_CP)
          || (white_view[0] <= -ADJUDICATE_CP && white_view[1] <= -ADJUDICATE_CP))
        agreed++;
      else
        agreed = 0;
      if (agreed >= ADJUDICATE_PLIES)
        {
          *how = "adjudicated: both evaluations";
          return white_view[0] > 0 ? 2 : 0;
        }
    }

  /* The cap: the judge at full strength. */
  {
    g_autoptr(ChessMove) move = NULL;
    gint score;

    move = ref_search (judge, game, JUDGE_MS, &score);
    if (chess_position_get_side_to_move (chess_game_get_position (game)) == CHESS_COLOR_BLACK)
      score = -score;
    *how = "adjudicated at the move cap";
    if (score >= CAP_CP)
      return 2;
    if (score <= -CAP_CP)
      return 0;
    return 1;
  }
}

typedef struct {
  guint wins, draws, losses;
  guint games;
  double seconds;
} Tally;

/* HIGH against LOW from the same positions, each with either colour. */
static void
play_match (Player    *high,
            Player    *low,
            Reference *judge,
            Tally     *tally)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  gint64 start = g_get_monotonic_time ();

  memset (tally, 0, sizeof *tally);
  for (guint i = 0; i < positions; i++)
    {
      guint number = g_rand_int_range (rand, 0, 960);

      for (guint colour = 0; colour < 2; colour++)
        {
          Player *white = colour == 0 ? high : low;
          Player *black = colour == 0 ? low : high;
          const char *how = NULL;
          guint white_points = play_game (white, black, number, judge, &how);
          guint high_points = colour == 0 ? white_points : 2 - white_points;

          if (high_points == 2)
            tally->wins++;
          else if (high_points == 1)
            tally->draws++;
          else
            tally->losses++;
          tally->games++;
          if (verbose)
            fprintf (stderr, "  SP %3u  %s–%s  %s (%s)\n", number, white->name, black->name,
                     white_points == 2 ? "1-0" : white_points == 1 ? "½-½" : "0-1", how);
        }
    }
  tally->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static double
percent (const Tally *tally)
{
  return tally->games > 0 ? 100.0 * (tally->wins + tally->draws / 2.0) / tally->games : 0;
}

static void
print_row (const char  *high,
           const char  *low,
           const Tally *tally,
           const char  *target,
           gboolean     met)
{
  printf ("| %-9s | %-14s | %5u | %3u | %3u | %3u | %5.1f %% | %s | %-4s | %4.0f s |\n",
          high, low, tally->games, tally->wins, tally->draws, tally->losses, percent (tally),
          target, met ? "yes" : "NO", tally->seconds);
  fflush (stdout);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  gint move_time_arg = (gint) move_time, positions_arg = (gint) positions, max_plies_arg = (gint) max_plies;
  gint64 seed_arg = seed;
  guint first = CHESS_ENGINE_MIN_LEVEL, last = CHESS_ENGINE_MAX_LEVEL;
  gboolean all_met = TRUE;
  Reference *judge;
  gint64 start = g_get_monotonic_time ();
  const GOptionEntry entries[] = {
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &engine_path, "The UCI engine (Stockfish by default)", "PATH" },
    { "move-time", 0, 0, G_OPTION_ARG_INT, &move_time_arg, "Milliseconds per move (40)", "MS" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &positions_arg, "Start positions per pair, each played twice (10)", "N" },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies_arg, "The move cap, in half-moves (200)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed_arg, "Seed for the positions and the levels' choices (960)", "N" },
    { "pairs", 0, 0, G_OPTION_ARG_STRING, &pairs_text, "Only the pairs whose higher level is in FIRST-LAST, "
      "e.g. 2-4 (level 1 against Stockfish counts as 1)", "FIRST-LAST" },
    { "probe", 0, 0, G_OPTION_ARG_INT, &probe, "Only level N against Stockfish 1350, for tuning", "N" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Every game on standard error", NULL },
    G_OPTION_ENTRY_NULL
  };

  context = g_option_context_new ("— play neighbouring levels against each other");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  move_time = (guint) MAX (move_time_arg, 1);
  positions = (guint) MAX (positions_arg, 1);
  max_plies = (guint) MAX (max_plies_arg, 2);
  seed = (guint32) seed_arg;
  if (engine_path == NULL)
    engine_path = chess_engine_find_default ();
  if (engine_path == NULL)
    {
      fprintf (stderr, "No Stockfish: sudo apt install stockfish\n");
      return 2;
    }
  if (pairs_text != NULL && sscanf (pairs_text, "%u-%u", &first, &last) != 2)
    {
      fprintf (stderr, "--pairs: FIRST-LAST, e.g. 2-8\n");
      return 2;
    }

  printf ("Levels of Chess960 with %s: %u positions × 2 colours per pair, %u ms per move, "
          "cap %u half-moves, seed %u\n\n", engine_path, positions, move_time, max_plies, seed);
  printf ("| level     | against        | games |  +  |  =  |  -  | score   | target  | met  | time   |\n");
  printf ("|-----------|----------------|-------|-----|-----|-----|---------|---------|------|--------|\n");
  fflush (stdout);

  judge = ref_new (0);
  if (probe >= CHESS_ENGINE_MIN_LEVEL && probe <= CHESS_ENGINE_MAX_LEVEL)
    first = last = CHESS_ENGINE_MAX_LEVEL + 1;
  for (guint level = MAX (first, CHESS_ENGINE_MIN_LEVEL + 1); level <= MIN (last, CHESS_ENGINE_MAX_LEVEL); level++)
    {
      Player *high = player_new_level (level);
      Player *low = player_new_level (level - 1);
      Tally tally;

      play_match (high, low, judge, &tally);
      print_row (high->name, low->name, &tally, "≥ 65 %", percent (&tally) >= 65);
      all_met &= percent (&tally) >= 65;
      player_free (high);
      player_free (low);
    }
  if (first <= CHESS_ENGINE_MIN_LEVEL || probe > 0)
    {
      Player *lowest = player_new_level (probe > 0 ? (guint) probe : CHESS_ENGINE_MIN_LEVEL);
      Player *reference = player_new_reference (1350);
      Tally tally;

      play_match (lowest, reference, judge, &tally);
      print_row (lowest->name, reference->name, &tally, "≤ 10 %", percent (&tally) <= 10);
      all_met &= percent (&tally) <= 10;
      player_free (lowest);
      player_free (reference);
    }
  ref_free (judge);

  printf ("\n%s in %.0f s\n", all_met ? "Every target met" : "Some targets NOT met",
          (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_free (engine_path);
  return all_met ? 0 : 1;
}
